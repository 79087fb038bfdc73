"""Little killer and sandwich puzzles hypothesis draws: a random solution grid, clues
true to it on random diagonals and sides, givens cut while the solution stays unique.
Every step of the ladder's solve holds in the solution, and every solution the brute
force finds with fewer givens keeps each clue as a plain reading of its cells says."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rule_puzzles import check_solve_and_search, cut_givens, random_grid

from engine import CLASSIC, with_rules
from engine.rules import LittleKiller, Sandwich
from engine.rules.houses import box_of
from engine.rules.outside import diagonal_from, line_from


def _keeps(rule, values) -> bool:  # noqa: ANN001
    digits = [values[c] for c in rule.path]
    if isinstance(rule, LittleKiller):
        boxes = [box_of(c) for c in rule.path]
        return sum(digits) == rule.total and not any(
            boxes[i] == boxes[j] and digits[i] == digits[j]
            for i in range(len(digits)) for j in range(i))
    i, j = sorted((digits.index(1), digits.index(9)))
    return sum(digits[i + 1:j]) == rule.total


def _clues(grid: list[int], rng: random.Random, share: float) -> list:
    out: list = []
    for r in range(-1, 10):
        for c in range(-1, 10):
            if not (r in (-1, 9) or c in (-1, 9)):
                continue
            if (r in (-1, 9)) != (c in (-1, 9)) and rng.random() < share / 2:
                path = line_from((r, c))
                row = [grid[x] for x in path]
                i, j = sorted((row.index(1), row.index(9)))
                out.append(Sandwich(path, sum(row[i + 1:j])))
            for step in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
                try:
                    path = diagonal_from((r, c), step)
                except ValueError:
                    continue
                if len(path) >= 2 and rng.random() < share / 4:
                    out.append(LittleKiller(path, sum(grid[x] for x in path)))
    return out


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), share=st.floats(0.15, 0.5))
def test_sum_puzzles_solve_soundly(seed: int, share: float) -> None:
    rng = random.Random(seed)
    grid = random_grid(rng, relabel=True)
    variant = with_rules(CLASSIC, _clues(grid, rng, share))
    # Some givens stay: with every cell cut, a few draws need the trial rung for minutes.
    givens = cut_givens(grid, variant, rng, most=60)
    check_solve_and_search(grid, givens, variant, rng, _keeps)
