"""What one house holds, per position: its open cells, its cells by how many candidates
they have, and its digits by how many places they have.

The subset finders (pairs, triples, quads; naked, hidden and locked) read these for
most houses of most positions they run on. A view depends on nothing but what the
house's cells hold, so it is kept by that content (``memo.ContentMemo``): a step
changes a few houses, and the next position reads the others' views as they were,
with the finders' notes of what a house was searched for and did not have
(``quiet``), which hold for as long as its content does.
"""

from __future__ import annotations

from operator import itemgetter
from typing import NamedTuple

from . import memo
from .bits import POPCOUNT
from .grid import Grid
from .rules.houses import Variant


class HouseView(NamedTuple):
    empty: list[int]  # its cells with candidates
    small: tuple[list[int], ...]  # [n]: its cells with 2 to n candidates (n = 2, 3, 4)
    single_digits: int  # the digits with one place left: hidden singles, solved in effect
    open_digits: tuple[int, ...]  # [n]: the digits with 2 to n places
    quiet: set[tuple[str, int]]  # (finder, n) searched here in full without a find


# Enough for the houses a few positions ask about (27 each).
KEPT_VIEWS: memo.ContentMemo[HouseView] = memo.ContentMemo("house views", limit=256)


def house_views(grid: Grid) -> list[HouseView | None]:
    """The position's house views, each worked out when a finder first asks
    (``house_view``)."""
    return grid.derived(memo.HOUSE_VIEWS, _no_views)


def _no_views(grid: Grid) -> list[HouseView | None]:
    return [None] * len(grid.variant.houses)


def house_view(grid: Grid, views: list[HouseView | None], h: int) -> HouseView:
    view = views[h]
    if view is None:
        variant = grid.variant
        cands = grid.candidates
        key = (variant.name, h, variant.derived(memo.HOUSE_CONTENT, _content_getters)[h](cands))
        view = KEPT_VIEWS.get(key)
        if view is None:
            view = KEPT_VIEWS.put(key, view_of(cands, variant.houses[h].cells))
        views[h] = view
    return view


def _content_getters(variant: Variant) -> tuple[itemgetter, ...]:
    """Per house, what its cells hold, read out of the candidates in one call."""
    return tuple(itemgetter(*house.cells) for house in variant.houses)


def view_of(cands: list[int], cells: tuple[int, ...]) -> HouseView:
    """One house's view from its cells' candidates."""
    # Each digit's places counted for all nine digits at once, in binary across four
    # 9-bit words (ones, twos, fours, eights).
    empty = []
    upto2: list[int] = []
    upto3: list[int] = []
    upto4: list[int] = []
    ones = twos = fours = eights = 0
    for c in cells:
        m = cands[c]
        if m:
            empty.append(c)
            size = POPCOUNT[m]
            if size <= 4:
                if size == 2:
                    upto2.append(c)
                    upto3.append(c)
                    upto4.append(c)
                elif size == 3:
                    upto3.append(c)
                    upto4.append(c)
                elif size == 4:
                    upto4.append(c)
            carry = ones & m
            ones ^= m
            carry2 = twos & carry
            twos ^= carry
            eights |= fours & carry2
            fours ^= carry2
    few = ~(fours | eights)  # fewer than four places
    single = ones & ~twos & few
    two = ~ones & twos & few
    three = ones & twos & few
    four = ~ones & ~twos & fours & ~eights
    return HouseView(
        empty,
        ([], [], upto2, upto3, upto4),
        single,
        (0, 0, two, two | three, two | three | four),
        set(),
    )
