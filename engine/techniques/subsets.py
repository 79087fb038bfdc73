"""Naked and hidden subsets (pairs, triples, quads) inside one house.

Naked: n cells of a house whose candidates together are just n digits; those
digits must fill those cells, so the house's other cells lose them. Hidden: n
digits that, in a house, fit only in the same n cells; those cells must hold
them, so they lose every other candidate.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from ..bits import DIGITS_IN
from ..grid import Grid
from ..notation import and_digits, cells_text, digits_text, eliminations_text, or_digits
from ..step import BASE, CANDIDATE, HOUSE, PATTERN, Highlight, Step
from .singles import houses_in_hint_order

SIZE_NAMES = {2: "pair", 3: "triple", 4: "quad"}
COUNT_WORDS = {2: ("two", "both"), 3: ("three", "all three"), 4: ("four", "all four")}


def naked_subsets(n: int):  # noqa: ANN201 - returns a finder
    def finder(grid: Grid) -> Iterator[Step]:
        return _naked(grid, n)

    finder.__name__ = f"naked_{SIZE_NAMES[n]}"
    return finder


def hidden_subsets(n: int):  # noqa: ANN201 - returns a finder
    def finder(grid: Grid) -> Iterator[Step]:
        return _hidden(grid, n)

    finder.__name__ = f"hidden_{SIZE_NAMES[n]}"
    return finder


def _naked(grid: Grid, n: int) -> Iterator[Step]:
    cands = grid.candidates
    houses = grid.variant.houses
    name = SIZE_NAMES[n]
    for h in houses_in_hint_order(grid):
        house = houses[h]
        empty = [c for c in house.cells if cands[c]]
        if len(empty) <= n:
            continue
        small = [c for c in empty if cands[c].bit_count() <= n]
        for group in combinations(small, n):
            union = 0
            for c in group:
                union |= cands[c]
            if union.bit_count() != n:
                continue
            eliminations = tuple(
                (c, d) for c in empty if c not in group for d in DIGITS_IN[cands[c] & union]
            )
            if not eliminations:
                continue
            digits = DIGITS_IN[union]
            yield Step(
                technique=f"naked-{name}",
                eliminations=eliminations,
                highlights=(
                    Highlight(HOUSE, h, BASE),
                    *(
                        Highlight(CANDIDATE, (c, d), PATTERN)
                        for c in group
                        for d in DIGITS_IN[cands[c]]
                    ),
                ),
                explanation=(
                    f"Naked {name.title()} {digits_text(digits)} in {cells_text(group)}: "
                    f"these {COUNT_WORDS[n][0]} cells of {house.name} have only the candidates "
                    f"{and_digits(digits)} between them, so they must take {COUNT_WORDS[n][1]} "
                    f"digits and no other cell of {house.name} can hold {or_digits(digits)}: "
                    f"{eliminations_text(eliminations)}."
                ),
                nudge=f"Look for a naked {name} in {house.name}.",
            )


def _hidden(grid: Grid, n: int) -> Iterator[Step]:
    cands = grid.candidates
    positions = grid.positions
    houses = grid.variant.houses
    name = SIZE_NAMES[n]
    # The same digits locked in the same cells can be hidden in two houses at once
    # (two cells of a box that share a line): one deduction, offered once.
    seen: set[tuple[int, int]] = set()
    for h in houses_in_hint_order(grid):
        house = houses[h]
        open_digits = [d for d in range(1, 10) if 2 <= (positions[d] & house.mask).bit_count() <= n]
        empty_count = sum(1 for c in house.cells if cands[c])
        if empty_count <= n:
            continue
        for digits in combinations(open_digits, n):
            where = 0
            for d in digits:
                where |= positions[d] & house.mask
            if where.bit_count() != n:
                continue
            mask = sum(1 << (d - 1) for d in digits)
            if (where, mask) in seen:
                continue
            seen.add((where, mask))
            group = [c for c in house.cells if where >> c & 1]
            eliminations = tuple((c, d) for c in group for d in DIGITS_IN[cands[c] & ~mask])
            if not eliminations:
                continue
            yield Step(
                technique=f"hidden-{name}",
                eliminations=eliminations,
                highlights=(
                    Highlight(HOUSE, h, BASE),
                    *(
                        Highlight(CANDIDATE, (c, d), PATTERN)
                        for c in group
                        for d in DIGITS_IN[cands[c] & mask]
                    ),
                ),
                explanation=(
                    f"Hidden {name.title()} {digits_text(digits)} in {cells_text(group)}: in "
                    f"{house.name}, the digits {and_digits(digits)} fit only in these "
                    f"{COUNT_WORDS[n][0]} cells, so these cells must hold them and nothing else: "
                    f"{eliminations_text(eliminations)}."
                ),
                nudge=f"Look for a hidden {name} in {house.name}.",
            )
