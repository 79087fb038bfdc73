"""Random dots and neighbour rules true to a solution grid, for the rules' tests."""

from __future__ import annotations

import random

from rules_grids import positions_along

from engine.brute_force import solve
from engine.rules import (
    XV,
    AntiKing,
    AntiKnight,
    BlackDot,
    Even,
    KropkiNegative,
    Maximum,
    Minimum,
    NonConsecutive,
    Odd,
    Quadruple,
    WhiteDot,
    XVNegative,
)
from engine.rules.pairs import orthogonal_neighbours, orthogonal_pairs


def solution_grid(seed: int, rule=None) -> list[int]:
    """A random full grid (a shuffled first row), true to `rule` (a grid-wide element)."""
    from engine import CLASSIC, with_rules

    rng = random.Random(seed)
    variant = with_rules(CLASSIC, [rule]) if rule is not None else CLASSIC
    if isinstance(rule, NonConsecutive):
        # Few first rows complete to a non-consecutive grid: take the brute force's
        # first one, turned or mirrored by the seed (each keeps orthogonal neighbours),
        # and its digits reversed now and then (d -> 10 - d keeps them non-consecutive).
        grid = solve([0] * 81, variant)
        assert grid is not None
        for _ in range(seed % 4):
            grid = [grid[9 * (8 - c % 9) + c // 9] for c in range(81)]
        if rng.random() < 0.5:
            grid = [grid[9 * (c // 9) + 8 - c % 9] for c in range(81)]
        if rng.random() < 0.5:
            grid = [10 - d for d in grid]
        return grid
    for _ in range(200):
        first = list(range(1, 10))
        rng.shuffle(first)
        # A non-consecutive grid has no consecutive neighbours in its first row either.
        start = first + [0] * 72 if rule is None or rule.allows(first + [0] * 72) else None
        if start is None:
            continue
        grid = solve(start, variant)
        if grid is not None:
            return grid
    raise AssertionError("no grid true to the rule")


def dots_of(grid: list[int], rng: random.Random, share: float = 0.5) -> list:
    """White and black dots (the ratio 2 ones, and now and then a numbered one) on a
    share of the pairs they hold for."""
    found = []
    for a, b in orthogonal_pairs():
        x, y = grid[a], grid[b]
        if rng.random() > share:
            continue
        if abs(x - y) == 1:
            found.append(WhiteDot((a, b)))
        elif max(x, y) == 2 * min(x, y):
            found.append(BlackDot((a, b)))
        elif rng.random() < 0.1:
            if max(x, y) % min(x, y) == 0:
                found.append(BlackDot((a, b), max(x, y) // min(x, y)))
            else:
                found.append(WhiteDot((a, b), abs(x - y)))
    return found


def all_dots(grid: list[int]) -> tuple[list, KropkiNegative]:
    """Every white and black dot the grid has, and the negative constraint over the rest
    (a 1-2 pair gets both dots)."""
    found, dotted = [], []
    for a, b in orthogonal_pairs():
        x, y = grid[a], grid[b]
        if abs(x - y) == 1:
            found.append(WhiteDot((a, b)))
        if max(x, y) == 2 * min(x, y):
            found.append(BlackDot((a, b)))
        if abs(x - y) == 1 or max(x, y) == 2 * min(x, y):
            dotted += [a, b]
    return found, KropkiNegative(True, True, tuple(dotted))


def all_xv(grid: list[int]) -> tuple[list, XVNegative]:
    found, marked = [], []
    for a, b in orthogonal_pairs():
        if grid[a] + grid[b] in (5, 10):
            found.append(XV((a, b), grid[a] + grid[b]))
            marked += [a, b]
    return found, XVNegative(tuple(marked))


def cells_of(grid: list[int], rng: random.Random, count: int = 4) -> list:
    """Odd/even cells, minimum/maximum cells and a quadruple or two, true to the grid."""
    found: list = []
    for cell in rng.sample(range(81), count):
        found.append(Odd((cell,)) if grid[cell] % 2 else Even((cell,)))
    for cell in range(81):
        around = [grid[n] for n in orthogonal_neighbours(cell)]
        if all(grid[cell] < v for v in around) and rng.random() < 0.5:
            found.append(Minimum((cell,)))
        if all(grid[cell] > v for v in around) and rng.random() < 0.5:
            found.append(Maximum((cell,)))
    for _ in range(2):
        top = rng.choice([c for c in range(72) if c % 9 < 8])
        corner = (top, top + 1, top + 9, top + 10)
        digits = rng.sample([grid[c] for c in corner], rng.randint(2, 4))
        found.append(Quadruple(corner, int("".join(map(str, sorted(digits))))))
    return found


def random_elements(seed: int) -> tuple[list[int], list]:
    """(solution, elements true to it): one of the mixes a setter draws, by the seed."""
    rng = random.Random(seed)
    kind = seed % 5
    if kind == 0:
        grid = solution_grid(seed)
        return grid, dots_of(grid, rng) + cells_of(grid, rng)
    if kind == 1:
        grid = solution_grid(seed)
        dots, negative = all_dots(grid)
        return grid, [*dots, negative]
    if kind == 2:
        grid = solution_grid(seed)
        xv, negative = all_xv(grid)
        return grid, [*xv, negative, *cells_of(grid, rng, 2)]
    if kind == 3:
        rule = AntiKnight() if seed % 2 else AntiKing()
        grid = solution_grid(seed, rule)
        return grid, [rule, *dots_of(grid, rng, 0.3)]
    rule = NonConsecutive()
    grid = solution_grid(seed, rule)
    return grid, [rule, *cells_of(grid, rng)]


def dot_puzzle(seed: int):
    """(solution, variant, givens): elements true to a random solution, givens cut while
    it stays unique."""
    from engine import CLASSIC, count_solutions, with_rules

    grid, elements = random_elements(seed)
    variant = with_rules(CLASSIC, elements)
    rng = random.Random(seed)
    givens = list(grid)
    order = list(range(81))
    rng.shuffle(order)
    for cell in order[:64]:
        kept, givens[cell] = givens[cell], 0
        if count_solutions(givens, variant) != 1:
            givens[cell] = kept
    return grid, variant, givens


def dot_positions(count: int = 5, every: int = 2) -> list:
    """Every `every`-th position of the ladder's solves of `count` dot puzzles."""
    return positions_along([dot_puzzle(seed) for seed in range(count)], every)
