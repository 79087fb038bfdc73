"""`python -m bench teach`: implications counted from the drawn links, and a table per
technique from real solves (two shipped hard puzzles)."""

from __future__ import annotations

from pathlib import Path

from bench.teach import implications, main
from engine import Step
from engine.step import Link

DATA = Path(__file__).resolve().parent.parent / "data"


def test_links_into_one_candidate_are_one_implication() -> None:
    a, b, c = (0, 1), (1, 2), (2, 3)
    net = Step("forcing-net", links=(Link(a, b, False), Link(c, b, False), Link(b, c, True)))
    assert implications(net) == 2
    assert implications(Step("x-wing")) == 0


def test_the_table_reads_each_technique_met_along_the_solves(capsys) -> None:
    assert main(["--set", "magictour_top1465_20", "--count", "2", "--puzzles-dir", str(DATA)]) == 0
    out = capsys.readouterr().out
    assert "what a player reads" in out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line[:1].islower()}
    assert rows["naked-single"][1] != "0"
    # The singles' words are data, so no step of theirs is a paragraph.
    assert rows["hidden-single"][-1] == "0"
