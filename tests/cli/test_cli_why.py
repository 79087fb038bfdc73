"""`sudoku-hint why POSITION CELL DIGIT`: the verdict in words or JSON, clear refusals."""

from __future__ import annotations

import json

from engine import load_puzzle
from engine.brute_force import solve
from engine.exchange import pencil_grid

PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def solution() -> list[int]:
    found = solve(list(load_puzzle(PUZZLE).grid.values))
    assert found is not None
    return found


def test_a_removable_candidate_gets_the_step_in_json(cli) -> None:
    cands = load_puzzle(PUZZLE).grid.candidates[1]
    digit = next(d for d in range(1, 10) if d != solution()[1] and cands >> (d - 1) & 1)
    run = cli("why", PUZZLE, "r1c2", str(digit), "--json")
    assert run.status == 0, run.err
    record = json.loads(run.out)
    assert record["cell"] == "r1c2" and record["digit"] == digit
    assert record["verdict"] == "removable"
    step = record["step"]
    assert [1, 2, digit] in step["eliminations"]
    assert {"technique", "summary", "proof", "explanation", "nudge"} <= set(step)


def test_a_removable_candidate_gets_the_step_in_plain_text(cli) -> None:
    cands = load_puzzle(PUZZLE).grid.candidates[1]
    digit = next(d for d in range(1, 10) if d != solution()[1] and cands >> (d - 1) & 1)
    run = cli("why", PUZZLE, "r1c2", str(digit))
    assert run.status == 0, run.err
    lines = run.out.splitlines()
    assert lines[0].startswith(f"r1c2 cannot be {digit}: ")
    assert lines[1].startswith("Nudge: ") and len(lines[1]) > len("Nudge: ")
    assert lines[2].startswith("Explanation: ") and len(lines[2]) > len("Explanation: ")


def test_a_removable_candidate_in_german_plain_text(cli) -> None:
    cands = load_puzzle(PUZZLE).grid.candidates[1]
    digit = next(d for d in range(1, 10) if d != solution()[1] and cands >> (d - 1) & 1)
    run = cli("why", PUZZLE, "r1c2", str(digit), "--lang", "de")
    assert run.status == 0, run.err
    assert run.out.startswith(f"r1c2 kann nicht {digit} sein: ")


def test_the_solution_digit_says_nothing_rules_it_out_yet(cli) -> None:
    digit = solution()[1]
    run = cli("why", PUZZLE, "r1c2", str(digit))
    assert run.status == 0
    assert run.out == f"Nothing rules out {digit} in r1c2 yet.\n"
    assert "solution" not in run.out
    record = json.loads(cli("why", PUZZLE, "r1c2", str(digit), "--json").out)
    assert record == {"cell": "r1c2", "digit": digit, "verdict": "nothing-yet", "step": None}


def test_a_digit_a_peer_holds_names_the_peer_in_plain_text(cli) -> None:
    run = cli("why", PUZZLE, "r1c2", "8")  # 8 is given in r1c7
    assert run.status == 0, run.err
    assert run.out == "r1c7 already holds 8, so r1c2 cannot be 8.\n"
    record = json.loads(cli("why", PUZZLE, "r1c2", "8", "--json").out)
    assert record["verdict"] == "held"


def test_placed_and_gone_candidates(cli) -> None:
    assert json.loads(cli("why", PUZZLE, "r1c1", "4", "--json").out)["verdict"] == "placed"
    gone = json.loads(cli("why", PUZZLE, "r1c2", "8", "--json").out)  # 8 is in row 1
    assert gone["verdict"] == "held"


def test_a_pencil_mark_grid_is_a_position_too(cli) -> None:
    grid = load_puzzle(PUZZLE).grid
    run = cli("why", pencil_grid(grid), "r1c2", str(solution()[1]), "--json")
    assert run.status == 0, run.err
    assert json.loads(run.out)["verdict"] == "nothing-yet"


def test_a_bad_cell_or_digit_is_a_usage_error_that_says_why(cli) -> None:
    run = cli("why", PUZZLE, "r10c2", "4")
    assert run.status == 2 and "is not a cell: write it as r5c6" in run.err
    run = cli("why", PUZZLE, "r1c2", "0")
    assert run.status == 2 and "is not a digit from 1 to 9" in run.err
    run = cli("why", PUZZLE[:-1], "r1c2", "4")
    assert run.status == 1 and run.err.startswith("sudoku-hint:")
