"""The same puzzle in another dress: still a Sudoku with one solution, and still the same
lesson (the next step is the same technique, moved and renamed)."""

from __future__ import annotations

import random

import pytest

from engine import (
    IDENTITY,
    Grid,
    apply_step,
    count_solutions,
    load_puzzle,
    next_step,
    random_transform,
)

PUZZLE = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"


def test_a_transform_moves_cells_and_renames_digits_one_to_one() -> None:
    dress = random_transform(random.Random(3))
    assert sorted(dress.cells) == list(range(81))
    assert sorted(dress.digits) == list(range(1, 10))
    assert IDENTITY.grid(load_puzzle(PUZZLE).grid).values == load_puzzle(PUZZLE).grid.values


@pytest.mark.parametrize("seed", range(5))
def test_a_dressed_puzzle_has_one_solution_the_dressed_solution(seed: int) -> None:
    puzzle = load_puzzle(PUZZLE)
    dress = random_transform(random.Random(seed))
    dressed = dress.grid(puzzle.grid)
    assert dressed.givens.bit_count() == puzzle.grid.givens.bit_count()
    givens = [v if dressed.givens >> c & 1 else 0 for c, v in enumerate(dressed.values)]
    assert count_solutions(givens, limit=2) == 1
    solution = dress.values(puzzle.solution)
    assert all(v == solution[c] for c, v in enumerate(givens) if v)
    assert Grid(solution).is_solved()


def test_removed_candidates_follow_their_cell_and_digit() -> None:
    grid = load_puzzle(PUZZLE).grid
    while True:  # walk to a position where earlier steps removed candidates
        step = next_step(grid)
        assert step is not None
        apply_step(grid, step)
        if any(grid.exclusions):
            break
    dress = random_transform(random.Random(11))
    dressed = dress.grid(grid)
    for cell in range(81):
        for digit in range(1, 10):
            removed = bool(grid.exclusions[cell] >> (digit - 1) & 1)
            moved = dressed.exclusions[dress.cell(cell)] >> (dress.digit(digit) - 1) & 1
            assert removed == bool(moved)
