"""`--variant`: the CLI solves and hints X-Sudoku, Colour Sudoku and Jigsaw puzzles."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parent.parent / "data" / "jigsaw_puzzles.txt"
LAYOUT, PUZZLE, SOLUTION = next(
    line.split()
    for line in DATA.read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
)


def test_solve_a_jigsaw(cli) -> None:
    run = cli("solve", PUZZLE, "--variant", f"jigsaw:{LAYOUT}", "--json")
    assert run.status == 0
    record = json.loads(run.out)
    assert record["solved"] is True
    assert any("region" in step["explanation"] for step in record["steps"])
    for step in record["steps"]:
        for row, col, digit in step["placements"]:
            assert int(SOLUTION[9 * (row - 1) + col - 1]) == digit


def test_the_same_puzzle_is_not_a_classic_one(cli) -> None:
    run = cli("solve", PUZZLE, "--json")
    assert run.status == 1
    assert "solution" in json.loads(run.out)["error"]


def test_hint_names_a_region(cli) -> None:
    run = cli("hint", PUZZLE, "--variant", f"jigsaw:{LAYOUT}")
    assert run.status == 0
    assert run.out.startswith("Nudge: ")
    assert "Explanation: Hidden Single: in region 4, 3 can only go in r6c7" in run.out


def usage_error(cli, capsys: pytest.CaptureFixture[str], *args: str) -> str:  # noqa: ANN001
    with pytest.raises(SystemExit) as stopped:
        cli(*args)
    assert stopped.value.code == 2
    return capsys.readouterr().err


def test_a_bad_layout_is_a_usage_error(cli, capsys) -> None:
    short = LAYOUT[:80]
    err = usage_error(cli, capsys, "solve", PUZZLE, "--variant", f"jigsaw:{short}")
    assert "argument --variant: a jigsaw layout names the region of all 81 cells" in err


def test_unknown_variant_lists_the_known_ones(cli, capsys) -> None:
    err = usage_error(cli, capsys, "hint", PUZZLE, "--variant", "samurai")
    assert "classic, x, colour, jigsaw:<layout>" in err
