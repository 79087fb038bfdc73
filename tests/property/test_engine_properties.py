"""Properties over drawn inputs: parsing never fails but with a PuzzleError, the Stepper's
history is exactly the path, and techniques are sound on any variant's positions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shipped_puzzles import PUZZLES, Shipped

from engine import (
    CLASSIC,
    COLOUR,
    LADDER,
    X_SUDOKU,
    Grid,
    PuzzleError,
    Stepper,
    Variant,
    all_steps,
    apply_step,
    parse,
    solve,
    solve_path,
    to_string,
)
from engine.rules.houses import cell_name

# The techniques that hold in every solution of any position, unique or not:
# everything but the ones that reason from uniqueness (rectangles, BUG), which
# must not be run on the many-solution positions drawn below.
UNIQUENESS = ("unique-rectangle-", "hidden-rectangle", "avoidable-rectangle-", "bug-plus-1")
LOGICAL_LADDER = tuple(t for t in LADDER if not t.id.startswith(UNIQUENESS))


# ----- parsing -------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200) | st.text(alphabet="0123456789.;|-+ \n", max_size=200))
def test_parse_returns_a_grid_or_raises_puzzle_error(text: str) -> None:
    try:
        grid = parse(text)
    except PuzzleError as err:
        assert str(err)
    else:
        assert len(grid.values) == 81 and all(0 <= v <= 9 for v in grid.values)
        assert not grid.conflicts()


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="0123456789;²５x \n", max_size=60))
def test_rcv_text_returns_a_grid_or_raises_puzzle_error(text: str) -> None:
    try:
        parse(";" + text)
    except PuzzleError:
        pass


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(PUZZLES), st.data())
def test_separators_anywhere_do_not_change_the_puzzle(shipped: Shipped, data) -> None:  # noqa: ANN001
    pieces = []
    for ch in shipped.puzzle:
        pieces.append(data.draw(st.text(alphabet=" \t\n|-+", max_size=2)))
        pieces.append("0" if ch == "." and data.draw(st.booleans()) else ch)
    grid = parse("".join(pieces))
    assert to_string(grid) == shipped.puzzle
    assert grid == parse(shipped.puzzle)


# ----- the Stepper ------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PUZZLES), st.lists(st.booleans(), max_size=60))
def test_stepper_history_is_always_a_prefix_of_the_path(
    shipped: Shipped, moves: list[bool]
) -> None:
    start = parse(shipped.puzzle)
    path = solve_path(start).steps
    stepper = Stepper(start.copy())
    for forward in moves:
        if forward:
            stepper.forward()
        else:
            stepper.back()
        k = len(stepper.history)
        assert [c.step for c in stepper.history] == path[:k]
        expected = start.copy()
        for step in path[:k]:
            apply_step(expected, step)
        assert stepper.grid == expected
        assert (
            stepper.grid.candidates
            == Grid(expected.values, expected.givens, expected.exclusions).candidates
        )
    stepper.reset()
    assert stepper.grid == start and stepper.history == []


# ----- any variant, any position -------------------------------------------------------


def solved_grid(variant: Variant) -> list[int]:
    grid = solve([0] * 81, variant)
    assert grid is not None and Grid(grid, variant=variant).is_solved()
    return grid


BASE_GRIDS = {v.name: solved_grid(v) for v in (CLASSIC, X_SUDOKU, COLOUR)}


def relabel(grid: list[int], digits: list[int]) -> list[int]:
    """Swap digit names: a solved grid of any variant stays solved."""
    return [digits[v - 1] for v in grid]


def transpose(grid: list[int]) -> list[int]:
    """Mirror in the main diagonal: rows, columns, boxes, both diagonals and the
    colour groups all map onto houses of the same kind."""
    return [grid[(c % 9) * 9 + c // 9] for c in range(81)]


@pytest.mark.slow  # a few minutes: 60 whole variant solves, 20 per variant
@pytest.mark.parametrize("variant", [CLASSIC, X_SUDOKU, COLOUR], ids=lambda v: v.name)
@settings(max_examples=20, deadline=None)
@given(
    st.permutations(range(1, 10)),
    st.booleans(),
    st.sets(st.integers(0, 80), min_size=30, max_size=64),
)
def test_steps_hold_in_a_solution_of_any_variant_position(
    variant: Variant, digits: list[int], flip: bool, blanks: set[int]
) -> None:
    # Blank some cells of a solved grid: whatever solutions the position has,
    # the full grid is one of them, so every logical step must agree with it.
    full = relabel(BASE_GRIDS[variant.name], list(digits))
    if flip:
        full = transpose(full)
    assert Grid(full, variant=variant).is_solved()
    grid = Grid([0 if c in blanks else v for c, v in enumerate(full)], variant=variant)
    for _ in range(30):
        found = all_steps(grid, LOGICAL_LADDER)
        if not found:
            break
        for steps in found.values():
            for step in steps:
                for cell, digit in step.placements:
                    assert full[cell] == digit, (step.explanation, cell_name(cell))
                for cell, digit in step.eliminations:
                    assert full[cell] != digit, (step.explanation, cell_name(cell))
        apply_step(grid, next(iter(found.values()))[0])
