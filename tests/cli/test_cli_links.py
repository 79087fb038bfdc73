"""Every command reads links: f-puzzles, SudokuPad, SudokuWiki; the link's variant wins."""

from __future__ import annotations

import json
from pathlib import Path

from engine import LinkedPuzzle, fpuzzles_link, jigsaw, scl_link, sudokupad_link

DATA = Path(__file__).resolve().parent.parent / "data" / "jigsaw_puzzles.txt"
LAYOUT, PUZZLE, SOLUTION = next(
    line.split()
    for line in DATA.read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
)
JIGSAW = LinkedPuzzle(PUZZLE, jigsaw(LAYOUT).name)
HARD = "..5.9.4..61..5..23..4.6.7..9.......2...4.9......382....3.....6.4.7...2.816.....97"


def test_hint_reads_an_fpuzzles_link(cli) -> None:
    run = cli("hint", fpuzzles_link(LinkedPuzzle(HARD)))
    assert run.status == 0, run.err
    assert run.out.startswith("Nudge: ")


def test_solve_reads_a_jigsaw_from_a_sudokupad_link_without_variant(cli) -> None:
    for link in (sudokupad_link(JIGSAW), scl_link(JIGSAW)):
        run = cli("solve", link, "--json")
        assert run.status == 0, run.out
        record = json.loads(run.out)
        assert record["solved"] is True
        assert any("region" in step["explanation"] for step in record["steps"])


def test_rate_path_and_why_read_links(cli) -> None:
    link = fpuzzles_link(LinkedPuzzle(HARD))
    assert cli("rate", link).status == 0
    assert cli("path", link).status == 0
    assert cli("why", link, "r1c1", "5").status == 0


def test_a_file_of_links_is_read_line_by_line(cli, tmp_path: Path) -> None:
    source = tmp_path / "links.txt"
    source.write_text(fpuzzles_link(LinkedPuzzle(HARD)) + "\n" + sudokupad_link(JIGSAW) + "\n")
    run = cli("solve", str(source), "--json")
    assert run.status == 0
    assert len(run.out.splitlines()) == 2


def test_a_refused_link_says_why_and_no_word_of_files(cli) -> None:
    data = {"size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)],
            "thermometer": [{"lines": [["R1C1", "R1C2"]]}]}
    run = cli("hint", json.dumps(data))
    assert run.status == 1
    assert "thermometers, which the assistant does not solve" in run.err
    run = cli("hint", "https://sudokupad.app/abc123")
    assert run.status == 1
    assert "This is a short link" in run.err and "No file named" not in run.err


def test_the_stepper_loads_a_link(cli) -> None:
    run = cli("repl", stdin="n " + fpuzzles_link(LinkedPuzzle(HARD)) + "\np\nq\n")
    assert run.status == 0
    assert "Loaded" in run.out
