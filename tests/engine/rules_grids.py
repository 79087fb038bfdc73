"""Random rule elements true to a solution grid, for the rules' tests."""

from __future__ import annotations

import random

from engine.brute_force import solve
from engine.rules import Arrow, Thermometer


def solution_grid(seed: int) -> list[int]:
    """A random full grid: the first row shuffled, then the brute force's first solution."""
    rng = random.Random(seed)
    first = list(range(1, 10))
    rng.shuffle(first)
    grid = solve(first + [0] * 72)
    assert grid is not None
    return grid


def steps(rule, cands) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
    """Each explained step of a rule element: (technique, eliminations)."""
    return [(s.technique, s.eliminations) for s in rule.explained(cands)]


def removed(rule, cands) -> set[tuple[int, int]]:
    """The (cell, digit) candidates an element's narrowing takes away."""
    narrowed = rule.narrow(cands)
    assert narrowed is not None
    return {(c, d) for c, m in narrowed.items() for d in range(1, 10)
            if cands[c] >> (d - 1) & 1 and not m >> (d - 1) & 1}


def said(rule, cands) -> set[tuple[int, int]]:
    """What the element's explained steps take away together."""
    return {e for step in rule.explained(cands) for e in step.eliminations}


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


def _neighbours(cell: int) -> list[int]:
    r, c = divmod(cell, 9)
    return [
        9 * (r + dr) + c + dc
        for dr in (-1, 0, 1) for dc in (-1, 0, 1)
        if (dr or dc) and 0 <= r + dr < 9 and 0 <= c + dc < 9
    ]


def thermometer(grid: list[int], rng: random.Random, *, slow: bool = False) -> Thermometer:
    """A thermometer of 2..7 cells whose digits rise (or never fall) from its bulb."""
    while True:
        path = [rng.randrange(81)]
        while len(path) < rng.randint(2, 7):
            here = grid[path[-1]]
            options = [
                n for n in _neighbours(path[-1])
                if n not in path and (grid[n] >= here if slow else grid[n] > here)
            ]
            if not options:
                break
            path.append(rng.choice(options))
        if len(path) >= 2:
            return Thermometer(tuple(path), slow)


def arrow(grid: list[int], rng: random.Random, *, pill: int = 1) -> Arrow:
    """An arrow whose shaft adds up to its circle's digit (or its pill's number)."""
    for _ in range(10_000):
        circle = [rng.randrange(81)]
        while len(circle) < pill:
            step = rng.choice([1, 9])
            nxt = circle[-1] + step
            if nxt >= 81 or (step == 1 and nxt % 9 == 0):
                break
            circle.append(nxt)
        if len(circle) != pill:
            continue
        target = int("".join(str(grid[c]) for c in circle))
        shaft: list[int] = []
        total = 0
        at = circle[-1]
        while total < target:
            options = [
                n for n in _neighbours(at)
                if n not in shaft and n not in circle and total + grid[n] <= target
            ]
            if not options:
                break
            at = rng.choice(options)
            shaft.append(at)
            total += grid[at]
        if total == target and shaft:
            return Arrow(tuple(circle), tuple(shaft))
    raise AssertionError("no arrow fits")


def line(grid: list[int], rng: random.Random, make, *, shortest: int = 3, longest: int = 6):
    """A line of `make(path)` that holds on the grid (found by random walks), or None."""
    for _ in range(3000):
        path = [rng.randrange(81)]
        size = rng.randint(shortest, longest)
        while len(path) < size:
            options = [n for n in _neighbours(path[-1]) if n not in path]
            if not options:
                break
            path.append(rng.choice(options))
        if len(path) == size:
            rule = make(tuple(path))
            if rule.allows(grid):
                return rule
    return None


def rule_puzzle(seed: int, *, lines: bool = True):
    """(solution, variant, givens): thermometers, arrows (a pill too) and, with `lines`,
    one of each line, true to a random solution; givens cut while it stays unique."""
    from engine import CLASSIC, count_solutions, with_rules
    from engine.rules import BetweenLine, Palindrome, RegionSumLine, Renban, Whispers

    grid = solution_grid(seed)
    rng = random.Random(seed)
    elements = [thermometer(grid, rng, slow=rng.random() < 0.3) for _ in range(4)]
    elements += [arrow(grid, rng) for _ in range(3)]
    elements.append(arrow(grid, rng, pill=2))
    if lines:
        for make in (Whispers, Renban, Palindrome, BetweenLine, RegionSumLine):
            found = line(grid, rng, make)
            if found is not None:
                elements.append(found)
    variant = with_rules(CLASSIC, elements)
    givens = list(grid)
    order = list(range(81))
    rng.shuffle(order)
    for cell in order[:60]:
        kept, givens[cell] = givens[cell], 0
        if count_solutions(givens, variant) != 1:
            givens[cell] = kept
    return grid, variant, givens


def rule_positions(count: int = 2, every: int = 3) -> list:
    """Every `every`-th position of the ladder's solves of `count` rule puzzles, for the
    tests that sample every technique's steps."""
    return positions_along([rule_puzzle(seed) for seed in range(count)], every)


def positions_along(puzzles: list, every: int) -> list:
    """Every `every`-th position of the ladder's solve of each (solution, variant, givens)."""
    from engine import Grid, apply_step, next_step

    out = []
    for _, variant, givens in puzzles:
        work = Grid(givens, variant=variant)
        i = 0
        while not all(work.values):
            step = next_step(work)
            if step is None:
                break
            if i % every == 0:
                out.append(work.copy())
            apply_step(work, step)
            i += 1
    return out
