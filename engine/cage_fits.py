"""What a sum of distinct digits allows in its open cells: the combinations that still fit
the candidates, and the digits each cell keeps from them. Shared machinery: the Killer
techniques (engine/techniques/cage_sums.py), the link graph (engine/links.py: cage strong
and weak links) and the board's combinations panel all read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .bits import DIGITS_IN
from .grid import Grid

# SUMS[mask]: what the digits of a 9-bit set add up to.
SUMS: tuple[int, ...] = tuple(sum(DIGITS_IN[m]) for m in range(512))


@dataclass(frozen=True)
class CageFit:
    """What a sum of distinct digits allows in its empty cells."""

    cells: tuple[int, ...]  # the empty cells, in order
    total: int  # what they add up to (the placed digits taken off)
    combos: tuple[int, ...]  # the digit sets that fit the candidates, as 9-bit sets
    fits: tuple[int, ...]  # per cell, the candidates some fitting set gives it


@lru_cache(maxsize=8192)
def _fit(cands: tuple[int, ...], total: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(combos, fits) of distinct digits, one per cell from its candidates, adding to total.

    Level by level over the cells: the digit sets the first i cells can hold, then
    back from the sets that make the sum, so each candidate kept lies on a whole
    assignment. A set of digits fixes its sum, so the sets are the whole state."""
    n = len(cands)
    levels: list[set[int]] = [{0}]
    for i, cand in enumerate(cands):
        left = n - i - 1
        nxt = set()
        for used in levels[-1]:
            for d in DIGITS_IN[cand & ~used]:
                m = used | 1 << (d - 1)
                # The rest must still be able to reach the total: smallest and largest
                # sums of `left` more distinct digits are bounds enough to prune.
                s = SUMS[m]
                if s + left * (left + 1) // 2 <= total and s + left * (19 - left) // 2 >= total:
                    nxt.add(m)
        levels.append(nxt)
    good = {m for m in levels[n] if SUMS[m] == total}
    combos = tuple(sorted(good, key=DIGITS_IN.__getitem__))
    fits = [0] * n
    for i in range(n - 1, -1, -1):
        cand = cands[i]
        keep = set()
        for used in levels[i]:
            for d in DIGITS_IN[cand & ~used]:
                if used | 1 << (d - 1) in good:
                    fits[i] |= 1 << (d - 1)
                    keep.add(used)
        good = keep
    return combos, tuple(fits)


def cage_fit(grid: Grid, cells: tuple[int, ...], total: int) -> CageFit:
    """The fit of cells holding no digit twice that add up to total (placed ones counted)."""
    values = grid.values
    cands = grid.candidates
    empty = tuple(c for c in cells if not values[c])
    rest = total - sum(values[c] for c in cells)
    combos, fits = _fit(tuple(cands[c] for c in empty), rest)
    return CageFit(empty, rest, combos, fits)


def arithmetic_combos(total: int, size: int, allowed: int) -> tuple[int, ...]:
    """The digit sets of `size` distinct digits from `allowed` that add up to total."""
    return _fit((allowed,) * size, total)[0] if size else ()


def cage_fits(grid: Grid) -> list[CageFit]:
    """Every cage's fit in this position, built once per position."""
    return grid.derived("killer:cage-fits", _all_cage_fits)


def _all_cage_fits(grid: Grid) -> list[CageFit]:
    return [cage_fit(grid, cage.cells, cage.total) for cage in grid.variant.cages]
