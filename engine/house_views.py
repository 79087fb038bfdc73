"""What one house holds, per position: its open cells, its cells by how many candidates
they have, and its digits by how many places they have.

The subset finders (pairs, triples, quads; naked, hidden and locked) read these for
most houses of most positions they run on; each house is worked out once, when
first asked, and kept with the position (``Grid.derived``).
"""

from __future__ import annotations

from typing import NamedTuple

from . import memo
from .bits import POPCOUNT
from .grid import Grid


class HouseView(NamedTuple):
    empty: list[int]  # its cells with candidates
    small: tuple[list[int], ...]  # [n]: its cells with 2 to n candidates (n = 2, 3, 4)
    single_digits: int  # the digits with one place left: hidden singles, solved in effect
    open_digits: tuple[int, ...]  # [n]: the digits with 2 to n places


def house_views(grid: Grid) -> list[HouseView | None]:
    """The position's house views, each worked out when a finder first asks
    (``house_view``)."""
    return grid.derived(memo.HOUSE_VIEWS, _no_views)


def _no_views(grid: Grid) -> list[HouseView | None]:
    return [None] * len(grid.variant.houses)


def house_view(grid: Grid, views: list[HouseView | None], h: int) -> HouseView:
    view = views[h]
    if view is None:
        view = views[h] = view_of(grid.candidates, grid.variant.houses[h].cells)
    return view


def view_of(cands: list[int], cells: tuple[int, ...]) -> HouseView:
    """One house's view from its cells' candidates."""
    # Each digit's places counted for all nine digits at once, in binary across four
    # 9-bit words (ones, twos, fours, eights).
    empty = []
    small: tuple[list[int], ...] = ([], [], [], [], [])
    ones = twos = fours = eights = 0
    for c in cells:
        m = cands[c]
        if m:
            empty.append(c)
            size = POPCOUNT[m]
            if size >= 2:
                for n in range(size, 5):
                    small[n].append(c)
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
    return HouseView(empty, small, single, (0, 0, two, two | three, two | three | four))
