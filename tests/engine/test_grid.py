"""The puzzle state: values, givens and exclusions in, candidates and positions derived."""

from __future__ import annotations

import pytest
from board_text import EASY_1, EASY_1_SOLUTION, candidate_digits, cell, cells

from engine import Grid, parse
from engine.bits import cells_of


def fresh(grid: Grid) -> Grid:
    """The same state with nothing cached: the reference for the incremental updates."""
    return Grid(grid.values, grid.givens, grid.exclusions, grid.variant)


def test_grid_needs_81_cells() -> None:
    with pytest.raises(ValueError):
        Grid([0] * 80)


def test_candidates_are_what_the_houses_leave() -> None:
    grid = parse(EASY_1)
    # r1c1 sees 5 7 3 6 in row 1, 7 9 8 in column 1, 5 7 in box 1.
    assert candidate_digits(grid, cell("r1c1")) == (1, 2, 4)
    # r7c5 sees every digit but 8 (row 7: 9 6 2 4, column 5: 1 3 4 7, box 8: 5 7 2 9).
    assert candidate_digits(grid, cell("r7c5")) == (8,)
    # A filled cell has none.
    assert grid.candidates[cell("r1c2")] == 0


def test_exclusions_remove_candidates_and_include_brings_them_back() -> None:
    grid = parse(EASY_1)
    grid.exclude(cell("r1c1"), 2)
    assert candidate_digits(grid, cell("r1c1")) == (1, 4)
    assert grid.exclusions[cell("r1c1")] == 0b10
    grid.include(cell("r1c1"), 2)
    assert candidate_digits(grid, cell("r1c1")) == (1, 2, 4)
    assert grid.exclusions[cell("r1c1")] == 0


def test_an_exclusion_of_a_digit_the_houses_rule_out_changes_no_candidate() -> None:
    grid = parse(EASY_1)
    grid.exclude(cell("r1c1"), 5)  # row 1 has a 5 already
    assert candidate_digits(grid, cell("r1c1")) == (1, 2, 4)
    grid.include(cell("r1c1"), 5)
    assert 5 not in candidate_digits(grid, cell("r1c1"))


def test_place_updates_peers_like_a_fresh_computation() -> None:
    grid = parse(EASY_1)
    _ = grid.candidates, grid.positions  # build the caches first
    grid.place(cell("r7c5"), 8)
    assert grid.values[cell("r7c5")] == 8
    assert grid.candidates == fresh(grid).candidates
    assert grid.positions == fresh(grid).positions
    # r9c5 (column 5, box 8) and r7c2 (row 7) can no longer hold 8.
    assert 8 not in candidate_digits(grid, cell("r9c5"))
    assert 8 not in candidate_digits(grid, cell("r7c2"))
    assert not grid.is_given(cell("r7c5")) and grid.is_given(cell("r1c2"))


def test_clear_restores_the_candidates_a_placement_took() -> None:
    grid = parse(EASY_1)
    before = list(grid.candidates)
    grid.place(cell("r7c5"), 8)
    grid.clear(cell("r7c5"))
    assert grid.candidates == before
    assert grid == parse(EASY_1)


def test_positions_are_the_cells_of_each_digit() -> None:
    grid = parse(EASY_1)
    for digit in range(1, 10):
        for c in range(81):
            assert bool(grid.positions[digit] >> c & 1) == (digit in candidate_digits(grid, c))
    # 8 in box 8: r8 and r9c4/r9c6 are filled, r7c4 sees the 8 of r3c4; row 7,
    # row 9, columns 5 and 6 have no 8, so r7c5, r7c6 and r9c5 remain.
    box8 = [c for c in range(81) if 6 <= c // 9 <= 8 and 3 <= c % 9 <= 5]
    in_box8 = [c for c in cells_of(grid.positions[8]) if c in box8]
    assert in_box8 == [cell("r7c5"), cell("r7c6"), cell("r9c5")]


def test_exclude_keeps_positions_in_step() -> None:
    grid = parse(EASY_1)
    _ = grid.positions
    grid.exclude(cell("r1c1"), 4)
    assert not grid.positions[4] >> cell("r1c1") & 1
    assert grid.positions == fresh(grid).positions


def test_copy_is_independent() -> None:
    grid = parse(EASY_1)
    _ = grid.candidates, grid.positions
    twin = grid.copy()
    assert twin == grid and twin is not grid
    twin.place(cell("r7c5"), 8)
    twin.exclude(cell("r1c1"), 1)
    assert grid.values[cell("r7c5")] == 0
    assert grid.exclusions[cell("r1c1")] == 0
    assert candidate_digits(grid, cell("r9c5")) == candidate_digits(fresh(grid), cell("r9c5"))
    assert 8 in candidate_digits(grid, cell("r7c5"))
    assert grid.positions == fresh(grid).positions


def test_equality_covers_values_givens_exclusions_and_variant() -> None:
    from engine import X_SUDOKU

    grid = parse(EASY_1)
    assert grid == parse(EASY_1)
    other = parse(EASY_1)
    other.exclude(cell("r1c1"), 1)
    assert other != grid
    assert Grid(grid.values, givens=0) != grid
    assert Grid(grid.values, variant=X_SUDOKU) != grid


def test_conflicts_and_is_solved() -> None:
    solved = Grid([int(ch) for ch in EASY_1_SOLUTION])
    assert solved.is_solved() and solved.conflicts() == set()
    values = list(solved.values)
    values[cell("r1c1")], values[cell("r1c2")] = values[cell("r1c2")], values[cell("r1c1")]
    swapped = Grid(values)
    # r1c1 and r1c2 swap their 1 and 5. Row 1 and box 1 keep their digits, but
    # the 5 now in r1c1 repeats r9c1's 5 (column 1) and the 1 in r1c2 repeats
    # r4c2's 1 (column 2).
    assert not swapped.is_solved()
    assert swapped.conflicts() == set(cells("r1c1", "r9c1", "r1c2", "r4c2"))
    assert not parse(EASY_1).is_solved()


def test_empty_cells() -> None:
    grid = parse(EASY_1)
    assert grid.empty_cells() == [c for c, ch in enumerate(EASY_1) if ch == "."]


def test_overwriting_a_digit_gives_back_what_it_ruled_out() -> None:
    grid = Grid([0] * 81)
    assert grid.candidates[1] == 0x1FF
    grid.place(0, 3)
    grid.place(0, 7)
    assert grid.candidates == Grid(grid.values).candidates


def test_positions_kept_in_step_along_real_solves() -> None:
    """Placements and eliminations update the digit planes in place of a rebuild; after
    every step of real solves they are what a rebuild gives (and a copy taken before a
    step keeps its own)."""
    from solves import hardest

    from engine import apply_step, next_step

    steps = 0
    for grid in hardest(2):
        while not all(grid.values):
            step = next_step(grid)
            assert step is not None
            before = grid.copy()
            planes = list(before.positions)
            apply_step(grid, step)
            assert grid.positions == fresh(grid).positions
            assert before.positions == planes
            steps += 1
    assert steps > 100
