"""Thermometer and arrow puzzles hypothesis draws: a random solution grid, random
elements true to it, givens cut while the solution stays unique. Every step of the
ladder's solve holds in the solution, and every solution the brute force finds with
fewer givens keeps each rule as a plain check reads it."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rule_puzzles import check_solve_and_search, cut_givens, random_grid

from engine import CLASSIC, with_rules
from engine.rules import Arrow, Thermometer


def _near(cell: int) -> list[int]:
    r, c = divmod(cell, 9)
    return [9 * (r + dr) + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < 9 and 0 <= c + dc < 9]


def _walk(rng: random.Random, start: int, ok, size: int) -> list[int]:  # noqa: ANN001
    path = [start]
    while len(path) < size:
        options = [n for n in _near(path[-1]) if n not in path and ok(path, n)]
        if not options:
            break
        path.append(rng.choice(options))
    return path


def _elements(grid: list[int], rng: random.Random, thermos: int, arrows: int) -> list:
    out: list = []
    while len(out) < thermos:
        slow = rng.random() < 0.3
        path = _walk(rng, rng.randrange(81),
                     lambda p, n, slow=slow: grid[n] >= grid[p[-1]] if slow
                     else grid[n] > grid[p[-1]],
                     rng.randint(2, 6))
        if len(path) > 1:
            out.append(Thermometer(tuple(path), slow))
    while len(out) < thermos + arrows:
        circle = rng.randrange(81)
        shaft = _walk(rng, circle, lambda p, n, top=grid[circle]: sum(grid[c] for c in p[1:])
                      + grid[n] <= top, 6)[1:]
        if shaft and sum(grid[c] for c in shaft) == grid[circle]:
            out.append(Arrow((circle,), tuple(shaft)))
    return out


def keeps(rule, values) -> bool:  # noqa: ANN001
    if isinstance(rule, Thermometer):
        d = [values[c] for c in rule.path]
        return all(b >= a if rule.slow else b > a for a, b in zip(d, d[1:], strict=False))
    return int("".join(str(values[c]) for c in rule.circle)) == sum(values[c] for c in rule.shaft)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), thermos=st.integers(1, 4), arrows=st.integers(1, 3))
def test_rule_puzzles_solve_soundly(seed: int, thermos: int, arrows: int) -> None:
    rng = random.Random(seed)
    grid = random_grid(rng)
    variant = with_rules(CLASSIC, _elements(grid, rng, thermos, arrows))
    givens = cut_givens(grid, variant, rng)
    check_solve_and_search(grid, givens, variant, rng, keeps)
