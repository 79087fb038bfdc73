"""Every step the engine takes is sound: placements are the solution digit, eliminations
never remove it, and the board after each step still leads to the same solution.

Checked against the solution column of the shipped Sudoku Exchange puzzles
(tests/data), on puzzles hypothesis draws and, without hypothesis, over all of them.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shipped_puzzles import HARDEST, PUZZLES, Shipped, start

from engine import (
    Grid,
    Step,
    all_steps,
    apply_step,
    count_solutions,
    next_step,
    parse,
    solve,
    solve_path,
    technique,
)
from engine.rules.houses import cell_name


def assert_sound(step: Step, solution: tuple[int, ...], where: str) -> None:
    for cell, digit in step.placements:
        assert solution[cell] == digit, f"{where}: {step.explanation} places {digit} in " + (
            f"{cell_name(cell)}, solution {solution[cell]}"
        )
    for cell, digit in step.eliminations:
        assert solution[cell] != digit, f"{where}: {step.explanation} removes the solution " + (
            f"{digit} from {cell_name(cell)}"
        )


def assert_on_track(grid: Grid, solution: tuple[int, ...], where: str) -> None:
    """The board still has the solution: values agree and no solution digit is gone."""
    for cell in range(81):
        value = grid.values[cell]
        if value:
            assert value == solution[cell], f"{where}: {cell_name(cell)} holds {value}"
        else:
            assert grid.candidates[cell] >> (solution[cell] - 1) & 1, (
                f"{where}: {cell_name(cell)} lost its solution digit {solution[cell]}"
            )


def test_shipped_data_is_what_the_tests_think() -> None:
    assert len(PUZZLES) >= 300 and len(HARDEST) >= 40
    everything = PUZZLES + HARDEST
    assert len({p.puzzle for p in everything}) == len(everything)
    for p in everything:
        grid = parse(p.puzzle)
        assert all(grid.values[c] in (0, p.solution[c]) for c in range(81)), p.source
        assert Grid(list(p.solution)).is_solved(), p.source
        # One solution: what lets the tests treat these grids as unique.
        assert count_solutions(grid.values, limit=2) == 1, p.source


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PUZZLES))
def test_every_step_of_the_solve_path_is_sound(shipped: Shipped) -> None:
    grid = start(shipped)
    result = solve_path(grid)
    work = grid.copy()
    for number, step in enumerate(result.steps, start=1):
        where = f"{shipped.source} step {number}"
        assert step.placements or step.eliminations, f"{where}: a step that changes nothing"
        assert_sound(step, shipped.solution, where)
        apply_step(work, step)
        assert_on_track(work, shipped.solution, where)
    # The state the path ends in still solves to the same grid by brute force.
    assert solve(work.values) == list(shipped.solution), shipped.source
    assert work == result.grid
    if result.solved:
        assert tuple(work.values) == shipped.solution


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PUZZLES), st.data())
def test_brute_force_agrees_midway(shipped: Shipped, data: st.DataObject) -> None:
    # Stop the path at a point hypothesis picks: the values placed so far and
    # the exclusions made still lead to the solution, and the next step is sound.
    grid = start(shipped)
    steps = solve_path(grid).steps
    stop = data.draw(st.integers(0, len(steps)), label="steps taken")
    for step in steps[:stop]:
        apply_step(grid, step)
    assert solve(grid.values) == list(shipped.solution)
    assert_on_track(grid, shipped.solution, shipped.source)
    following = next_step(grid)
    if following is not None:
        assert_sound(following, shipped.solution, shipped.source)


# The shipped puzzles in parts, so parallel workers share the minutes this takes.
PARTS = 8


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_all_steps_are_sound_on_every_board_of_every_shipped_path(part: int) -> None:
    # Not just the step the ladder picks: every step every finder offers (as the
    # steps panel lists them), on boards a solve passes through: every third board
    # and the board before the hardest step of each path, which is where the
    # harder finders have the most to say. Deselect with -m "not slow".
    checked = 0
    for shipped in PUZZLES[part::PARTS]:
        grid = start(shipped)
        path = solve_path(grid).steps
        hardest = max(range(len(path)), key=lambda i: technique(path[i].technique).score)
        for number, step in enumerate(path):
            if number % 3 == 0 or number == hardest:
                for tid, steps in all_steps(grid).items():
                    for other in steps:
                        assert other.technique == tid
                        where = f"{shipped.source} board {number}"
                        assert_sound(other, shipped.solution, where)
                        checked += 1
            apply_step(grid, step)
    assert checked > 50_000 // PARTS // 2, checked



@pytest.mark.slow
@pytest.mark.parametrize("shipped", HARDEST, ids=lambda s: s.source)
def test_the_hardest_puzzles_have_a_sound_next_step_on_every_board(shipped: Shipped) -> None:
    # The ladder never runs out on a valid puzzle: every board along the path has
    # a next step (the verified trial step at worst), every step is sound, and the
    # path ends solved.
    grid = start(shipped)
    result = solve_path(grid)
    work = grid.copy()
    for number, step in enumerate(result.steps, start=1):
        assert_sound(step, shipped.solution, f"{shipped.source} step {number}")
        apply_step(work, step)
    assert result.solved, f"{shipped.source}: stuck after {len(result.steps)} steps"
    assert tuple(work.values) == shipped.solution
