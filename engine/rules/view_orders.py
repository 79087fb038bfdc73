"""The fillings of a whole row or column in order, as the X-sum and skyscraper clues
read them: the digits met so far from the clue's side are a 9-bit set, and the row's
nine digits are all different, so a set also says which digits are left for the rest.

Each search walks the nine cells from the clue's side, keeping every set of digits the
first cells can hold (with what the clue needs of it), then walks back from the full
row to keep only the sets that still finish it. A cell keeps the digits some such whole
filling puts there: exact for the clue and its row together, and cheap (at most 512
sets a level, far fewer once cells have few candidates). Answers are kept by masks.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..bits import ALL_DIGITS, DIGITS_IN

FULL = ALL_DIGITS
# Answers kept per reading (some 600 bytes each): a search meets many rows, a web
# worker many puzzles, and a row's answer is cheap to work out again (1-3 ms at most).
_KEPT = 16384
# SET_SUM[mask]: the sum of a set's digits; TALLEST[mask]: its largest digit (0 if empty).
SET_SUM: tuple[int, ...] = tuple(sum(ds) for ds in DIGITS_IN)
TALLEST: tuple[int, ...] = tuple(ds[-1] if ds else 0 for ds in DIGITS_IN)


def line_masks(values: Sequence[int], path: Sequence[int]) -> tuple[int, ...] | None:
    """The masks of a row's cells from the digits placed (an empty cell: any digit not
    placed in the row); None when a digit is placed twice (the houses' business)."""
    placed = 0
    for c in path:
        if values[c]:
            bit = 1 << (values[c] - 1)
            if placed & bit:
                return None
            placed |= bit
    return tuple(1 << (values[c] - 1) if values[c] else FULL & ~placed for c in path)


@lru_cache(maxsize=_KEPT)
def x_sum_fillings(
    total: int, masks: tuple[int, ...],
) -> tuple[tuple[int, ...], dict[int, tuple[int, ...]]]:
    """(per cell: the digits some filling keeps there; first digit X -> the sets of
    digits the first X cells can hold) over every filling of the row from `masks` whose
    first X digits add up to `total`. Empty tuples when none does."""
    keep = [0] * 9
    sets: dict[int, tuple[int, ...]] = {}
    for x in DIGITS_IN[masks[0]]:
        first = 1 << (x - 1)
        levels: list[set[int]] = [{0}, {first}]
        if x == 1 and total != 1:
            continue
        for i in range(1, 9):
            cell = masks[i]
            nxt: set[int] = set()
            for m in levels[i]:
                for d in DIGITS_IN[cell & ~m]:
                    nxt.add(m | 1 << (d - 1))
            if i + 1 == x:
                nxt = {m for m in nxt if SET_SUM[m] == total}
            if not nxt:
                break
            levels.append(nxt)
        if len(levels) < 10 or FULL not in levels[9]:
            continue
        alive = {FULL}
        kept = [0] * 9
        if x == 9:
            sets[x] = (FULL,)
        for i in range(8, -1, -1):
            back: set[int] = set()
            cell = masks[i]
            for m in levels[i]:
                for d in DIGITS_IN[cell & ~m]:
                    if m | 1 << (d - 1) in alive:
                        kept[i] |= 1 << (d - 1)
                        back.add(m)
            alive = back
            if i == x:
                sets[x] = tuple(sorted(alive))
        for i in range(9):
            keep[i] |= kept[i]
    if not sets:
        return (), {}
    return tuple(keep), sets


@lru_cache(maxsize=_KEPT)
def skyscraper_fillings(count: int, masks: tuple[int, ...]) -> tuple[int, ...]:
    """Per cell: the digits some filling of the row from `masks` keeps there among those
    showing exactly `count` digits (each taller than all before it); () when none does."""
    within = (1 << (count + 1)) - 1
    # levels[i]: set of the first i digits -> how many of them show (a set of counts).
    levels: list[dict[int, int]] = [{0: 1}]
    for i in range(9):
        cell = masks[i]
        nxt: dict[int, int] = {}
        for m, seen in levels[i].items():
            tallest = TALLEST[m]
            for d in DIGITS_IN[cell & ~m]:
                more = seen << 1 if d > tallest else seen
                # Past the tallest so far only 9 - tallest more digits can show.
                still = max(d, tallest)
                low = count - (9 - still)
                more &= within & ~((1 << max(low, 0)) - 1)
                if more:
                    nm = m | 1 << (d - 1)
                    nxt[nm] = nxt.get(nm, 0) | more
        if not nxt:
            return ()
        levels.append(nxt)
    if not levels[9].get(FULL, 0) >> count & 1:
        return ()
    # need[m]: counts shown by the first digits (set m) from which the rest finish.
    need = {FULL: 1 << count}
    keep = [0] * 9
    for i in range(8, -1, -1):
        back: dict[int, int] = {}
        cell = masks[i]
        for m, seen in levels[i].items():
            tallest = TALLEST[m]
            for d in DIGITS_IN[cell & ~m]:
                after = need.get(m | 1 << (d - 1))
                if after is None:
                    continue
                before = after >> 1 if d > tallest else after
                if seen & before:
                    keep[i] |= 1 << (d - 1)
                    back[m] = back.get(m, 0) | before
        need = back
    return tuple(keep)


def visible(digits: Sequence[int]) -> int:
    """How many digits show from the start of a filled row (each taller than all before)."""
    seen, tallest = 0, 0
    for d in digits:
        if d > tallest:
            seen, tallest = seen + 1, d
    return seen
