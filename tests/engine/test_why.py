""""Why not?" on real positions: every verdict right, every answer a sound step that
removes the candidate, and no easier rung removes it than the one answered."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine import (
    LADDER,
    Grid,
    all_steps,
    apply_step,
    load_puzzle,
    next_step,
    parse,
    renderer,
    why_not,
    why_verdict,
)
from engine import why as why_module
from engine.brute_force import solve
from engine.why import EXCLUDED, HELD, NO_SOLUTION, NOTHING_YET, PLACED, REMOVABLE

DATA = Path(__file__).resolve().parent.parent / "data"
RANK = {t.id: i for i, t in enumerate(LADDER)}


def positions(name: str, puzzles: int, every: int) -> list[tuple[Grid, list[int]]]:
    """Every `every`-th position along the ladder's solves of the first puzzles of a set."""
    out = []
    lines = [ln.split()[0] for ln in (DATA / name).read_text().splitlines() if ln.strip()]
    for puzzle in lines[:puzzles]:
        grid = load_puzzle(puzzle).grid
        solution = solve(list(grid.values), grid.variant)
        assert solution is not None
        k = 0
        while not all(grid.values):
            step = next_step(grid)
            assert step is not None
            if k % every == 0:
                out.append((grid.copy(), solution))
            apply_step(grid, step)
            k += 1
    return out


UNREFUTED: list[int] = []  # wrong digits answered "nothing rules it out yet", per check


def check_every_candidate(grid: Grid, solution: list[int]) -> int:
    asked = 0
    for cell in range(81):
        if grid.values[cell]:
            continue
        for digit in range(1, 10):
            if not grid.candidates[cell] >> (digit - 1) & 1:
                continue
            asked += 1
            answer = why_not(grid, cell, digit)
            if solution[cell] == digit:
                assert answer.verdict == NOTHING_YET and answer.step is None
                continue
            if answer.verdict == NOTHING_YET:  # no step of the ladder's removes it yet
                assert answer.step is None
                UNREFUTED.append(1)
                continue
            assert answer.verdict == REMOVABLE, (cell, digit)
            step = answer.step
            assert step is not None and (cell, digit) in step.eliminations
            assert all(solution[c] != d for c, d in step.eliminations), step.explanation
            assert all(solution[c] == d for c, d in step.placements), step.explanation
            assert step.explanation and step.nudge
    return asked


def test_verdicts_for_a_placed_cell_a_held_digit_and_the_solution_digit() -> None:
    line = (DATA / "sudokuexchange_hard_100.txt").read_text().splitlines()[0].split()[0]
    grid = load_puzzle(line).grid
    solution = solve(list(grid.values), grid.variant)
    assert solution is not None
    given = next(c for c in range(81) if grid.values[c])
    assert why_not(grid, given, grid.values[given]).verdict == PLACED
    empty = next(c for c in range(81) if not grid.values[c])
    gone = next(d for d in range(1, 10) if not grid.candidates[empty] >> (d - 1) & 1)
    held = why_not(grid, empty, gone)
    assert held.verdict == HELD and held.peer is not None
    assert held.peer in grid.variant.peers[empty] and grid.values[held.peer] == gone
    assert why_not(grid, empty, solution[empty]).verdict == NOTHING_YET


def test_a_peer_is_named_and_a_crossed_out_mark_is_said(monkeypatch) -> None:
    grid = load_puzzle(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    ).grid
    said = renderer("en")
    assert said(why_verdict(why_not(grid, 1, 8), grid)) == (
        "r1c7 already holds 8, so r1c2 cannot be 8."
    )
    digit = next(d for d in range(1, 10) if grid.candidates[1] >> (d - 1) & 1)
    grid.exclude(1, digit)
    answer = why_not(grid, 1, digit)
    assert answer.verdict == EXCLUDED
    assert said(why_verdict(answer, grid)).startswith(f"{digit} was crossed out of r1c2")


def test_the_solution_digit_and_an_unrefuted_digit_get_the_same_answer(monkeypatch) -> None:
    """Asking about the solution's digit must not tell it from a wrong digit no step is
    found against: the same verdict, no step, the same words but for the digit."""
    line = (DATA / "sudokuexchange_hard_100.txt").read_text().splitlines()[0].split()[0]
    grid = load_puzzle(line).grid
    solution = solve(list(grid.values), grid.variant)
    assert solution is not None
    cell = next(c for c in range(81) if not grid.values[c])
    wrong = next(
        d for d in range(1, 10) if d != solution[cell] and grid.candidates[cell] >> (d - 1) & 1
    )
    # No step found against the wrong digit (as on a board harder than the ladder's reach).
    monkeypatch.setattr(why_module, "_from_the_ladder", lambda *args: None)
    right_answer = why_not(grid, cell, solution[cell])
    wrong_answer = why_not(grid, cell, wrong)
    assert (right_answer.verdict, right_answer.step) == (wrong_answer.verdict, wrong_answer.step)
    assert right_answer.verdict == NOTHING_YET
    for code in ("en", "de", "fr", "ja"):
        said = renderer(code)
        right = said(why_verdict(right_answer, grid))
        # The wrong digit's answer, asked as if about the right one, reads the same.
        assert right == said(why_verdict(replace(wrong_answer, digit=solution[cell]), grid))
        assert "solution" not in right.lower() and "lösung" not in right.lower()


def test_a_board_with_a_wrong_pencil_mark_removal_has_no_trusted_answer() -> None:
    line = (DATA / "sudokuexchange_hard_100.txt").read_text().splitlines()[0].split()[0]
    grid = load_puzzle(line).grid
    solution = solve(list(grid.values), grid.variant)
    cell = next(c for c in range(81) if not grid.values[c])
    grid.exclude(cell, solution[cell])  # the player removed the digit the solution needs
    other = next(d for d in range(1, 10) if grid.candidates[cell] >> (d - 1) & 1)
    assert why_not(grid, cell, other).verdict == NO_SOLUTION


def test_a_single_beside_the_cell_answers_and_says_so() -> None:
    grid = parse(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    )
    grid.unique = True
    step = next_step(grid)
    assert step is not None and step.technique.endswith("single")
    (placed, digit), = step.placements
    peer = next(
        c for c in grid.variant.peers[placed]
        if not grid.values[c] and grid.candidates[c] >> (digit - 1) & 1
    )
    answer = why_not(grid, peer, digit)
    assert answer.verdict == REMOVABLE and answer.step is not None
    assert answer.step.technique.endswith("single")
    assert (peer, digit) in answer.step.eliminations
    assert f"can no longer be {digit}" in answer.step.explanation


def test_no_easier_rung_removes_the_candidate_than_the_one_answered() -> None:
    for grid, solution in positions("magictour_top1465_20.txt", 2, 25)[:6]:
        every = all_steps(grid)
        for cell in range(81):
            for digit in range(1, 10):
                if grid.values[cell] or not grid.candidates[cell] >> (digit - 1) & 1:
                    continue
                if solution[cell] == digit:
                    continue
                answer = why_not(grid, cell, digit)
                if answer.step is None:
                    # Nothing on the ladder before forcing chains removes it.
                    for technique_id, steps in every.items():
                        if RANK[technique_id] < RANK["forcing-chain"]:
                            assert not any((cell, digit) in s.eliminations for s in steps)
                    continue
                answered = RANK[answer.step.technique]
                for technique_id, steps in every.items():
                    if RANK[technique_id] < answered and technique_id not in (
                        "full-house", "naked-single", "hidden-single"
                    ):
                        assert not any((cell, digit) in s.eliminations for s in steps), (
                            technique_id, answer.step.technique
                        )


@pytest.mark.slow  # seconds of work: make test runs it, make check skips it
def test_every_candidate_of_a_few_positions() -> None:
    UNREFUTED.clear()
    asked = sum(
        check_every_candidate(grid, solution)
        for grid, solution in positions("sudokuexchange_diabolical_20.txt", 2, 12)
    )
    assert asked > 200
    # The solution's digits are not the only ones nothing rules out yet: the answer does
    # not single them out.
    assert UNREFUTED


# The 200 positions in parts, so parallel workers share the minutes this takes.
PARTS = 4


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_every_candidate_of_200_held_out_style_positions(part: int) -> None:
    picked = (
        positions("magictour_top1465_20.txt", 10, 9)
        + positions("sudokuexchange_diabolical_20.txt", 10, 10)
        + positions("sudokuexchange_hard_100.txt", 20, 12)
    )
    assert len(picked) >= 200
    mine = picked[:200][part::PARTS]
    asked = sum(check_every_candidate(grid, solution) for grid, solution in mine)
    assert asked > 5000 // PARTS // 2, asked
