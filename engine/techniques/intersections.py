"""Locked candidates: a digit confined to where two houses meet leaves the rest of the other.

Pointing: inside a box the digit sits only on one line, so the line's other
cells lose it. Claiming (box/line reduction): inside a line the digit sits only
in one box, so the box's other cells lose it. Written over any pair of houses,
so a variant's diagonals and groups take part too.
"""

from __future__ import annotations

from collections.abc import Iterator

from .. import memo
from ..bits import cells_of
from ..explain import Cells, HouseRef, TechniqueRef, say, short_effect
from ..grid import Grid
from ..native import compiled
from ..rules.houses import House, Variant
from ..step import BASE, CANDIDATE, COVER, HOUSE, PATTERN, Highlight, Step, target_cells


def pointing(grid: Grid) -> Iterator[Step]:
    """Locked candidates type 1: a box points along a line."""
    yield from _locked(grid, from_box=True)


def claiming(grid: Grid) -> Iterator[Step]:
    """Locked candidates type 2: a line claims a digit for a box."""
    yield from _locked(grid, from_box=False)


# The same search compiled (engine/compiled/_intersections.c) where built; the loops below are
# the reference and the fallback.
_intersections = compiled("_intersections")


def _locked(grid: Grid, from_box: bool) -> Iterator[Step]:
    houses = grid.variant.houses
    for a, b, digit, inside, gone in _findings(grid, from_box):
        yield _step(a, houses[a], b, houses[b], digit, list(cells_of(inside)), gone, from_box)


def _findings(grid: Grid, from_box: bool) -> Iterator[tuple[int, int, int, int, int]]:
    """(base house, cover house, digit, its places in the base, the cells losing it),
    bases in house order, then digits, then covers."""
    if _intersections is not None:
        meeting = grid.variant.derived(memo.INTERSECTIONS_COMPILED, _compiled_meeting)
        yield from meeting.locked(grid.positions, from_box)
        return
    houses = grid.variant.houses
    positions = grid.positions
    meeting = grid.variant.derived(memo.INTERSECTIONS, _meeting)
    for a, base in enumerate(houses):
        if base.is_box != from_box:
            continue
        others = meeting[a]
        base_mask = base.mask
        for digit in range(1, 10):
            plane = positions[digit]
            inside = plane & base_mask
            if not inside & (inside - 1):
                continue  # fewer than two places
            # The houses holding every place, ascending: only those meeting the base
            # in two cells or more can.
            for b, cover_mask in others:
                if inside & ~cover_mask:
                    continue
                gone = plane & cover_mask & ~base_mask
                if gone:
                    yield a, b, digit, inside, gone


def _compiled_meeting(variant: Variant) -> object:
    houses = variant.houses
    return _intersections.Meeting(  # type: ignore[union-attr]
        tuple(house.mask for house in houses), tuple(house.is_box for house in houses)
    )


def _meeting(variant: Variant) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per house, (other house, its cells) for every house it shares two cells or more
    with, ascending."""
    houses = variant.houses
    return tuple(
        tuple(
            (b, other.mask)
            for b, other in enumerate(houses)
            if b != a and (house.mask & other.mask).bit_count() >= 2
        )
        for a, house in enumerate(houses)
    )


def _step(
    a: int,
    base: House,
    b: int,
    cover: House,
    digit: int,
    cells: list[int],
    gone: int,
    from_box: bool,
) -> Step:
    eliminations = tuple((c, digit) for c in cells_of(gone))
    technique = "locked-candidates-" + ("pointing" if from_box else "claiming")
    pattern = tuple((c, digit) for c in cells)
    return Step(
        technique=technique,
        eliminations=eliminations,
        highlights=(
            Highlight(HOUSE, a, BASE),
            Highlight(HOUSE, b, COVER),
            *(Highlight(CANDIDATE, (c, digit), PATTERN) for c in cells),
            *target_cells(eliminations),
        ),
        summary=say(
            "locked-candidates", technique=TechniqueRef(technique), base=HouseRef.of(base),
            digit=digit, cells=Cells.of(cells), count=len(cells), cover=HouseRef.of(cover),
            effect=short_effect((), eliminations),
        ),
        proof=(
            say("intersections.confined", marks=pattern, base=HouseRef.of(base), digit=digit,
                cells=Cells.of(cells)),
            say("intersections.shared", marks=pattern, cover=HouseRef.of(cover), digit=digit),
        ),
        nudge_reason=say(technique + ".nudge", base=HouseRef.of(base)),
    )
