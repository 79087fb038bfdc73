"""`sudoku-hint solve`: one JSON object or one text line per puzzle, errors keep the run going."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from engine import Grid, load_puzzle, parse, solve_path, to_string
from engine.notation import to_rcv

STEP_KEYS = {
    "technique", "placements", "eliminations", "nudge", "summary", "proof", "explanation",
}
ERROR_MULTI = "more than one solution"
TEXT_LINE = re.compile(
    r"(?P<puzzle>\S{81})  (?P<status>solved|stuck ) +(?P<count>\d+) steps? +"
    r"hardest: (?P<hardest>[a-z-]+ \((Easy|Medium|Hard|Unfair|Extreme)\)|none)  \d+\.\d{4}s"
)


def replay(puzzle: str, steps: list[dict], solution: str) -> Grid:
    """Apply the JSON steps in order, checking each against the solution; the final grid."""
    grid = parse(puzzle)
    for step in steps:
        assert set(step) == STEP_KEYS
        assert step["placements"] or step["eliminations"], step
        # The whole text is the summary, then the proof's lines.
        assert step["explanation"] == " ".join([step["summary"], *step["proof"]]), step
        for row, col, digit in step["placements"]:
            cell = 9 * (row - 1) + col - 1
            assert digit == int(solution[cell]), step
            assert grid.candidates[cell] >> (digit - 1) & 1, step
            grid.place(cell, digit)
        for row, col, digit in step["eliminations"]:
            cell = 9 * (row - 1) + col - 1
            assert digit != int(solution[cell]), step
            assert grid.candidates[cell] >> (digit - 1) & 1, step
            grid.exclude(cell, digit)
    return grid


def test_json_shape_and_steps_sound(cli, corpus) -> None:
    run = cli("solve", "--json", corpus.hard)
    assert run.status == 0
    lines = run.out.splitlines()
    assert len(lines) == 1
    record = json.loads(lines[0])
    assert {"puzzle", "solved", "steps", "seconds"} <= set(record)
    assert record["puzzle"] == corpus.hard
    assert record["solved"] is True
    assert isinstance(record["seconds"], float) and record["seconds"] >= 0
    assert record["steps"], "a puzzle with empty cells takes at least one step"
    for step in record["steps"]:
        for triple in step["placements"] + step["eliminations"]:
            assert len(triple) == 3 and all(1 <= n <= 9 for n in triple)
        assert isinstance(step["explanation"], str) and step["explanation"]
    final = replay(record["puzzle"], record["steps"], corpus.solved[corpus.hard])
    assert to_string(final) == corpus.solved[corpus.hard]


def test_json_steps_are_the_engines_path(cli, corpus) -> None:
    record = json.loads(cli("solve", "--json", corpus.hard).out)
    path = solve_path(load_puzzle(corpus.hard).grid).steps
    assert [s["technique"] for s in record["steps"]] == [s.technique for s in path]
    assert [s["explanation"] for s in record["steps"]] == [s.explanation for s in path]
    # 1-based rows and columns: the first placement names the cell the engine filled.
    (cell, digit) = path[0].placements[0]
    assert record["steps"][0]["placements"][0] == [cell // 9 + 1, cell % 9 + 1, digit]


def test_file_with_errors_goes_on_and_exits_1(cli, corpus) -> None:
    run = cli("solve", "--json", str(corpus.path))
    assert run.status == 1
    records = [json.loads(line) for line in run.out.splitlines()]
    assert len(records) == len(corpus.lines)  # comments and blank lines skipped
    # The puzzle field is the puzzle column alone, never the extra columns.
    assert [r["puzzle"] for r in records] == [ln.split()[0] for ln in corpus.lines]
    errors = [r for r in records if "error" in r]
    assert [set(r) for r in errors] == [{"puzzle", "error"}] * 3
    assert "81 cells, but 80 were found" in errors[0]["error"]
    assert all(ERROR_MULTI in r["error"] for r in errors[1:])
    # The puzzles after the errors were still solved, soundly.
    good = [r for r in records if "error" not in r]
    assert [r["puzzle"] for r in good] == list(corpus.solved)
    for record in good:
        final = replay(record["puzzle"], record["steps"], corpus.solved[record["puzzle"]])
        assert record["solved"] == (to_string(final) == corpus.solved[record["puzzle"]])


def test_text_lines(cli, corpus) -> None:
    run = cli("solve", str(corpus.path))
    assert run.status == 1
    lines = run.out.splitlines()
    assert len(lines) == len(corpus.lines)
    for source, line in zip(corpus.lines, lines, strict=True):
        puzzle = source.split()[0]
        if puzzle in corpus.solved:
            match = TEXT_LINE.fullmatch(line)
            assert match, line
            assert match["puzzle"] == puzzle
            steps = solve_path(load_puzzle(puzzle).grid).steps
            assert int(match["count"]) == len(steps)
        else:
            assert line.startswith(f"{puzzle}  error: ")


def test_stuck_is_reported_not_an_error(cli, corpus) -> None:
    run = cli("solve", "--up-to", "hidden-single", corpus.no_single)
    assert run.status == 0
    match = TEXT_LINE.fullmatch(run.out.strip())
    assert match and match["status"] == "stuck " and match["count"] == "0"
    assert match["hardest"] == "none"
    record = json.loads(cli("solve", "--json", "--up-to", "hidden-single", corpus.no_single).out)
    assert record["solved"] is False and record["steps"] == []


def test_rcv_argument_and_stdin(cli, corpus) -> None:
    rcv = to_rcv(parse(corpus.hard))
    assert json.loads(cli("solve", "--json", rcv).out)["puzzle"] == corpus.hard
    piped = "\n".join(corpus.lines[:2]) + "\n"
    records = [json.loads(ln) for ln in cli("solve", "--json", "-", stdin=piped).out.splitlines()]
    assert [r.get("solved") for r in records] == [True, None]


def test_missing_file_name_is_a_puzzle_error_that_says_so(cli, tmp_path) -> None:
    name = str(tmp_path / "puzzles.txt")
    run = cli("solve", "--json", name)
    assert run.status == 1
    record = json.loads(run.out)
    assert record["puzzle"] == name
    assert "Unknown character" in record["error"] and "No file named" in record["error"]


def test_unreadable_source_is_status_2(cli, tmp_path) -> None:
    run = cli("solve", str(tmp_path))  # a directory exists but holds no lines to read
    assert run.status == 2
    assert run.out == "" and "cannot read" in run.err


def test_python_dash_m(corpus) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sudoku_cli", "solve", "--json", str(corpus.path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    assert len(done.stdout.splitlines()) == len(corpus.lines)
