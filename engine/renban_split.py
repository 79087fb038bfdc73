"""A house split among the renban lines wholly inside it: each line takes a run of
consecutive digits, the runs cannot overlap (the house holds each digit once), and the
house's other cells hold the digits left. What a player of renban puzzles reasons first:
a column of two four-cell renbans and one more cell leaves that cell 1, 5 or 9.

Each line alone (engine/rules/renban.py) knows only its own run; the split reads them
together. The rule forcing nets ask it as they ask an element (engine/propagation.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import NamedTuple

from .rules.houses import Variant

ALL_DIGITS = 0x1FF


class Split(NamedTuple):
    """A house (its index), the cells of each renban line wholly inside it, the rest."""

    house: int
    lines: tuple[tuple[int, ...], ...]
    rest: tuple[int, ...]


def splits(variant: Variant) -> tuple[Split, ...]:
    """Every house with at least one renban line wholly inside it, built once."""
    return variant.derived(_SPLITS, _build_splits)


_SPLITS = "renban-split:houses"


def _build_splits(variant: Variant) -> tuple[Split, ...]:
    lines = [tuple(dict.fromkeys(rule.cells)) for rule in variant.rules if rule.kind == "renban"]
    out = []
    for h, house in enumerate(variant.houses):
        if len(house.cells) != 9:
            continue
        inside = tuple(cells for cells in lines if all(house.mask >> c & 1 for c in cells))
        covered = {c for cells in inside for c in cells}
        if inside and len(covered) == sum(len(cells) for cells in inside):
            out.append(Split(h, inside, tuple(c for c in house.cells if c not in covered)))
    return tuple(out)


def _runs(cells: tuple[int, ...], cands: Sequence[int]) -> list[int]:
    """The runs a line can still take: every digit of it has a cell, every cell a digit."""
    n = len(cells)
    found = []
    for low in range(1, 11 - n):
        run = ((1 << n) - 1) << (low - 1)
        seen = 0
        for c in cells:
            if not cands[c] & run:
                break
            seen |= cands[c] & run
        else:
            if seen == run:
                found.append(run)
    return found


def narrow(split: Split, cands: Sequence[int]) -> dict[int, int] | None:
    """Cell -> the candidates some way of splitting the house keeps (cells that lose some),
    None when no split fits. Sound: a digit goes only when no choice of disjoint runs, with
    the rest of the house able to hold the digits left, gives it to that cell."""
    keep = dict.fromkeys([c for cells in split.lines for c in cells] + list(split.rest), 0)
    fits = False
    for runs in product(*(_runs(cells, cands) for cells in split.lines)):
        used = 0
        for run in runs:
            if used & run:
                break
            used |= run
        else:
            left = ALL_DIGITS & ~used
            reach = 0
            for c in split.rest:
                reach |= cands[c] & left
            if reach != left or any(not cands[c] & left for c in split.rest):
                continue
            fits = True
            for cells, run in zip(split.lines, runs, strict=True):
                for c in cells:
                    keep[c] |= cands[c] & run
            for c in split.rest:
                keep[c] |= cands[c] & left
    if not fits:
        return None
    return {c: m for c, m in keep.items() if m != cands[c]}
