"""Random X-sum and skyscraper clues true to a solution grid, for the rules' tests."""

from __future__ import annotations

import random

from rules_grids import grid_of, positions_along

from engine.rules import Skyscraper, XSum
from engine.rules.outside import line_from


def shows(digits) -> int:
    """How many digits of a full row show from its start (each taller than all before)."""
    seen, tallest = 0, 0
    for d in digits:
        if d > tallest:
            seen, tallest = seen + 1, d
    return seen


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
