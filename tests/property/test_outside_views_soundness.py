"""X-sum and skyscraper puzzles hypothesis draws: a random solution grid, clues true to
it on random sides, givens cut while the solution stays unique. Every step of the
ladder's solve holds in the solution, and every solution the brute force finds with
fewer givens keeps each clue as a plain reading of its row says."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rule_puzzles import check_solve_and_search, cut_givens, random_grid

from engine import CLASSIC, with_rules
from engine.rules import Skyscraper, XSum
from engine.rules.outside import line_from


def _shows(row: list[int]) -> int:
    seen, tallest = 0, 0
    for d in row:
        if d > tallest:
            seen, tallest = seen + 1, d
    return seen


def _keeps(rule, values) -> bool:  # noqa: ANN001
    row = [values[c] for c in rule.path]
    if isinstance(rule, XSum):
        return sum(row[:row[0]]) == rule.total
    return _shows(row) == rule.count


def _clues(grid: list[int], rng: random.Random, share: float) -> list:
    out: list = []
    for i in range(9):
        for place in ((i, -1), (i, 9), (-1, i), (9, i)):
            path = line_from(place)
            row = [grid[c] for c in path]
            if rng.random() < share:
                out.append(XSum(path, sum(row[:row[0]])))
            if rng.random() < share:
                out.append(Skyscraper(path, _shows(row)))
    return out


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), share=st.floats(0.15, 0.5))
def test_view_puzzles_solve_soundly(seed: int, share: float) -> None:
    rng = random.Random(seed)
    grid = random_grid(rng, relabel=True)
    variant = with_rules(CLASSIC, _clues(grid, rng, share))
    givens = cut_givens(grid, variant, rng)
    check_solve_and_search(grid, givens, variant, rng, _keeps)
