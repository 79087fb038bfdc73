"""Random X-sum and skyscraper clues true to a solution grid, for the rules' tests."""

from __future__ import annotations

import random

from rules_grids import positions_along, solution_grid

from engine.rules import Skyscraper, XSum
from engine.rules.outside import line_from


def shows(digits) -> int:
    """How many digits of a full row show from its start (each taller than all before)."""
    seen, tallest = 0, 0
    for d in digits:
        if d > tallest:
            seen, tallest = seen + 1, d
    return seen


def grid_of(seed: int) -> list[int]:
    """A random solution grid, its digits relabelled and turned by the seed (the brute
    force's first solutions alone would favour small digits early)."""
    rng = random.Random(seed)
    grid = solution_grid(seed)
    relabel = list(range(1, 10))
    rng.shuffle(relabel)
    grid = [relabel[d - 1] for d in grid]
    if rng.random() < 0.5:
        grid = [grid[9 * (c % 9) + c // 9] for c in range(81)]
    return grid


def sides():
    """The 36 margin squares beside a row or column."""
    for i in range(9):
        yield from ((i, -1), (i, 9), (-1, i), (9, i))


def clues_of(grid: list[int], rng: random.Random, share: float = 0.5) -> list:
    """X-sums and skyscrapers true to the grid on a share of the 36 sides."""
    found: list = []
    for place in sides():
        path = line_from(place)
        row = [grid[c] for c in path]
        if rng.random() < share:
            found.append(Skyscraper(path, shows(row)))
        if rng.random() < share:
            found.append(XSum(path, sum(row[:row[0]])))
    return found


def views_puzzle(seed: int):
    """(solution, variant, givens): clues true to a random grid, givens cut while the
    puzzle stays unique."""
    from engine import CLASSIC, count_solutions, with_rules

    grid = grid_of(seed)
    rng = random.Random(seed)
    variant = with_rules(CLASSIC, clues_of(grid, rng, 0.35))
    givens = list(grid)
    order = list(range(81))
    rng.shuffle(order)
    for cell in order:
        kept, givens[cell] = givens[cell], 0
        if count_solutions(givens, variant) != 1:
            givens[cell] = kept
    return grid, variant, givens


def views_positions(count: int = 2, every: int = 2) -> list:
    """Every `every`-th position of the ladder's solves of `count` X-sum and skyscraper
    puzzles."""
    return positions_along([views_puzzle(seed) for seed in range(count)], every)
