"""What the rule property tests share: a random solution grid, its givens cut while one
solution stays, and the checks every step of the ladder's solve and every search's
solution must pass (the rules' own check given by each test)."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine import CLASSIC, Grid, count_solutions, solutions, solve, solve_path
from engine.rules.houses import Variant


def random_grid(rng: random.Random, *, relabel: bool = False) -> list[int]:
    """A full grid from a shuffled first row; `relabel` shuffles its digits too (the brute
    force's first solutions alone favour small digits early)."""
    first = list(range(1, 10))
    rng.shuffle(first)
    grid = solve(first + [0] * 72)
    assert grid is not None
    if relabel:
        labels = list(range(1, 10))
        rng.shuffle(labels)
        grid = [labels[d - 1] for d in grid]
    return grid


def cut_givens(grid: list[int], variant: Variant, rng: random.Random,
               most: int = 81) -> list[int]:
    """The grid with up to `most` cells, in random order, emptied while one solution stays."""
    givens = list(grid)
    order = list(range(81))
    rng.shuffle(order)
    for cell in order[:most]:
        kept, givens[cell] = givens[cell], 0
        if count_solutions(givens, variant) != 1:
            givens[cell] = kept
    return givens


def check_solve_and_search(grid: list[int], givens: list[int], variant: Variant,
                           rng: random.Random, keeps: Callable[[object, list[int]], bool]) -> None:
    """The ladder solves the givens, every step true to `grid`; the brute force's solutions
    of a sparser grid keep every element (by `keeps`) and the classic houses."""
    path = solve_path(Grid(givens, variant=variant, unique=True))
    assert path.solved
    for step in path.steps:
        assert all(grid[c] == d for c, d in step.placements), step.technique
        assert all(grid[c] != d for c, d in step.eliminations), step.technique
    sparse = [v if rng.random() < 0.5 else 0 for v in givens]
    for found in solutions(sparse, variant, limit=2):
        assert all(keeps(rule, found) for rule in variant.rules)
        assert all(len({found[c] for c in h.cells}) == 9 for h in CLASSIC.houses)
