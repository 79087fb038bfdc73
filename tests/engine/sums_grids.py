"""Random little killers and sandwiches true to a solution grid, for the rules' tests."""

from __future__ import annotations

import random

from rules_grids import grid_of, positions_along

from engine.rules import LittleKiller, Sandwich
from engine.rules.outside import diagonal_from, line_from

STEPS = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def diagonals() -> list[tuple[int, ...]]:
    """Every diagonal a little killer's arrow can point along (two cells or more), once
    per arrow: from each margin square, each way into the grid."""
    found = []
    for r in range(-1, 10):
        for c in range(-1, 10):
            if not (r in (-1, 9) or c in (-1, 9)):
                continue
            for step in STEPS:
                try:
                    path = diagonal_from((r, c), step)
                except ValueError:
                    continue
                if len(path) >= 2:
                    found.append(path)
    return found


def sides():
    """The 36 margin squares beside a row or column."""
    for i in range(9):
        yield from ((i, -1), (i, 9), (-1, i), (9, i))


def between(row: list[int]) -> int:
    """The sum of the digits between a full row's 1 and 9."""
    i, j = sorted((row.index(1), row.index(9)))
    return sum(row[i + 1:j])


def little_killers(grid: list[int], rng: random.Random, count: int) -> list[LittleKiller]:
    paths = rng.sample(diagonals(), count)
    return [LittleKiller(p, sum(grid[c] for c in p)) for p in paths]


def sandwiches(grid: list[int], rng: random.Random, count: int) -> list[Sandwich]:
    places = rng.sample(list(sides()), count)
    out = []
    for place in places:
        path = line_from(place)
        out.append(Sandwich(path, between([grid[c] for c in path])))
    return out


def random_elements(seed: int) -> tuple[list[int], list]:
    """(solution, little killers and sandwiches true to it)."""
    rng = random.Random(seed)
    grid = grid_of(seed)
    return grid, little_killers(grid, rng, 8) + sandwiches(grid, rng, 6)


def sums_puzzle(seed: int):
    """(solution, variant, givens): little killers and sandwiches true to a random grid,
    givens cut while the puzzle stays unique."""
    from engine import CLASSIC, count_solutions, with_rules

    rng = random.Random(seed)
    grid = grid_of(seed)
    elements = little_killers(grid, rng, 6) + sandwiches(grid, rng, 6)
    variant = with_rules(CLASSIC, elements)
    givens = list(grid)
    order = list(range(81))
    rng.shuffle(order)
    for cell in order[:66]:
        kept, givens[cell] = givens[cell], 0
        if count_solutions(givens, variant) != 1:
            givens[cell] = kept
    return grid, variant, givens


def sums_positions(count: int = 2, every: int = 2) -> list:
    """Every `every`-th position of the ladder's solves of `count` little killer and
    sandwich puzzles."""
    return positions_along([sums_puzzle(seed) for seed in range(count)], every)
