"""Every command reads links: f-puzzles, SudokuPad, SudokuWiki; the link's variant wins."""

from __future__ import annotations

import json
from pathlib import Path

from engine import (
    CLASSIC,
    LinkedPuzzle,
    fpuzzles_json,
    fpuzzles_link,
    jigsaw,
    scl_link,
    sudokupad_link,
    with_rules,
)
from engine.rules import Thermometer

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
            "clone": [{"cells": ["R1C1"], "cloneCells": ["R9C9"]}]}
    run = cli("hint", json.dumps(data))
    assert run.status == 1
    assert "clones, which the assistant does not solve" in run.err
    run = cli("hint", "https://sudokupad.app/abc123")
    assert run.status == 1
    assert "This is a short link" in run.err and "No file named" not in run.err


def test_the_stepper_loads_a_link(cli) -> None:
    run = cli("repl", stdin="n " + fpuzzles_link(LinkedPuzzle(HARD)) + "\np\nq\n")
    assert run.status == 0
    assert "Loaded" in run.out


# HARD with a thermometer true to its solution up column 4 (2, 7, 8): the ladder uses it.
THERMO = LinkedPuzzle(HARD, with_rules(CLASSIC, [Thermometer((3, 12, 21))]).name)


def test_solve_reads_an_fpuzzles_json_file_and_names_the_rule_a_step_uses(
    cli, tmp_path: Path
) -> None:
    source = tmp_path / "thermo.json"
    source.write_text(json.dumps(fpuzzles_json(THERMO), indent=2), encoding="utf-8")
    run = cli("solve", str(source), "--json")
    assert run.status == 0, run.out
    (line,) = run.out.splitlines()
    record = json.loads(line)
    assert record["solved"] is True
    used = [step for step in record["steps"] if step["technique"] == "thermometer-bounds"]
    assert used and used[0]["rules"] == [
        {"kind": "thermometer", "path": ["r1c4", "r2c4", "r3c4"], "slow": False}
    ]
    assert all("rules" not in step for step in record["steps"] if step not in used)


def test_hint_path_rate_and_why_read_a_json_file_and_a_link_with_rules(cli, tmp_path: Path) -> None:
    source = tmp_path / "thermo.json"
    source.write_text(json.dumps(fpuzzles_json(THERMO), indent=1), encoding="utf-8")
    assert cli("hint", str(source)).status == 0
    assert cli("path", str(source)).status == 0
    assert cli("rate", str(source)).status == 0
    assert cli("why", str(source), "r1c4", "9").status == 0
    run = cli("solve", sudokupad_link(THERMO))
    assert run.status == 0 and "solved" in run.out


def test_a_damaged_json_file_is_refused_in_words(cli, tmp_path: Path) -> None:
    source = tmp_path / "cut.json"
    source.write_text('{"size": 9, "grid": [\n', encoding="utf-8")
    run = cli("solve", str(source))
    assert run.status == 1
    assert "damaged or cut short" in run.out + run.err
