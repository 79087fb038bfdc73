"""Singles: the last empty cell of a house, the last digit of a cell, the last place of a digit."""

from __future__ import annotations

from collections.abc import Iterator

from .. import memo
from ..bits import ALL_DIGITS, DIGITS_IN, SINGLE_DIGIT, cells_of
from ..explain import Cell, HouseRef, say
from ..grid import Grid
from ..native import compiled
from ..rules.houses import Variant
from ..step import BASE, CANDIDATE, CELL, HOUSE, PATTERN, TARGET, Highlight, Step

# The scans compiled (engine/compiled/_singles.c) where built; the loops below are the reference
# and the fallback.
_singles = compiled("_singles")


def houses_in_hint_order(grid: Grid) -> tuple[int, ...]:
    """Boxes first, then rows, columns and a variant's extra houses.

    A single in a box is the one players spot first, so it is offered first.
    """
    return grid.variant.derived(memo.HINT_ORDER, _hint_order)


def _hint_order(variant: Variant) -> tuple[int, ...]:
    houses = variant.houses
    return tuple(sorted(range(len(houses)), key=lambda i: (not houses[i].is_box, i)))


def houses_for_compiled(variant: Variant) -> tuple[tuple[int, ...], tuple, tuple[bool, ...]]:
    """The houses as the compiled scans take them (engine/compiled/_houses.h): the indices in
    hint order, and every house's cells and whether it is a box."""
    houses = variant.houses
    return (
        variant.derived(memo.HINT_ORDER, _hint_order),
        tuple(h.cells for h in houses),
        tuple(h.is_box for h in houses),
    )


def _compiled_houses(variant: Variant) -> object:
    return _singles.Houses(*houses_for_compiled(variant))  # type: ignore[union-attr]


def _lone_cells(grid: Grid) -> list[tuple[int, int]]:
    """(house, cell) of every house with one open cell (a cell with candidates) left,
    in hint order."""
    if _singles is not None:
        houses = grid.variant.derived(memo.SINGLES_HOUSES, _compiled_houses)
        return houses.lone_cells(grid.positions)  # type: ignore[attr-defined]
    open_cells = 0
    for plane in grid.positions:
        open_cells |= plane
    lone = []
    for h in houses_in_hint_order(grid):
        rest = open_cells & grid.variant.houses[h].mask
        if rest and not rest & (rest - 1):
            lone.append((h, rest.bit_length() - 1))
    return lone


def full_house(grid: Grid) -> Iterator[Step]:
    values = grid.values
    houses = grid.variant.houses
    # A house whose only open cell is the last one missing (its other cells are
    # filled, below) holds a full house.
    seen = 0
    for h, cell in _lone_cells(grid):
        house = houses[h]
        if seen >> cell & 1:
            continue
        digit = SINGLE_DIGIT[grid.candidates[cell]]
        present = 0
        for c in house.cells:
            if values[c]:
                present |= 1 << (values[c] - 1)
        missing = SINGLE_DIGIT[ALL_DIGITS & ~present]
        if not digit or digit != missing:
            continue  # other empty cells, a clash, or the missing digit ruled out
        seen |= 1 << cell
        yield Step(
            technique="full-house",
            placements=((cell, digit),),
            highlights=(
                Highlight(HOUSE, h, BASE),
                Highlight(CANDIDATE, (cell, digit), TARGET),
            ),
            summary=say("full-house", cell=Cell(cell), house=HouseRef.of(house), digit=digit),
            nudge_reason=say("full-house.nudge", house=HouseRef.of(house)),
        )


def naked_single(grid: Grid) -> Iterator[Step]:
    cands = grid.candidates
    variant = grid.variant
    # The cells with exactly one candidate, from the digit planes: a cell in two of
    # them is in `twice`.
    once = twice = 0
    for plane in grid.positions:
        twice |= once & plane
        once |= plane
    values = grid.values
    for cell in cells_of(once & ~twice):
        digit = SINGLE_DIGIT[cands[cell]]
        shown = (0, digit)  # the peers that block: filled, with another digit
        blockers = tuple(
            [Highlight(CELL, p, PATTERN) for p in variant.peers[cell] if values[p] not in shown]
        )
        excluded = grid.exclusions[cell] & ~(1 << (digit - 1))
        if len(variant.houses_of[cell]) > 3:
            seen_in = "naked-single.seen-in-houses"
        elif variant.classic_boxes:
            seen_in = "naked-single.seen-in-row-column-box"
        else:
            seen_in = "naked-single.seen-in-row-column-region"
        why = say(seen_in + (".or-ruled-out" if excluded else ""))
        box = variant.houses[next(i for i in variant.houses_of[cell] if variant.houses[i].is_box)]
        yield Step(
            technique="naked-single",
            placements=((cell, digit),),
            highlights=(Highlight(CANDIDATE, (cell, digit), TARGET),) + blockers,
            summary=say("naked-single", cell=Cell(cell), digit=digit, why=why),
            nudge_reason=say("naked-single.nudge", house=HouseRef.of(box)),
        )


def _hidden_singles(grid: Grid) -> Iterator[tuple[int, int, int]]:
    """(house, cell, digit) of every hidden single, houses in hint order, each
    (cell, digit) once, none that is also a naked single (which is easier)."""
    cands = grid.candidates
    if _singles is not None:
        houses = grid.variant.derived(memo.SINGLES_HOUSES, _compiled_houses)
        yield from houses.hidden(cands)  # type: ignore[attr-defined]
        return
    positions = grid.positions
    seen: set[tuple[int, int]] = set()
    for h in houses_in_hint_order(grid):
        house = grid.variant.houses[h]
        # The digits with one place in the house: in one cell's candidates, not two.
        once = twice = 0
        for c in house.cells:
            m = cands[c]
            twice |= once & m
            once |= m
        for digit in DIGITS_IN[once & ~twice]:
            cell = (positions[digit] & house.mask).bit_length() - 1
            if (cell, digit) in seen or not cands[cell] & (cands[cell] - 1):
                continue  # found already, or a naked single, which is easier
            seen.add((cell, digit))
            yield h, cell, digit


def hidden_single(grid: Grid) -> Iterator[Step]:
    houses = grid.variant.houses
    for h, cell, digit in _hidden_singles(grid):
        house = houses[h]
        blockers = _blockers(grid, house.mask, cell, digit)
        yield Step(
            technique="hidden-single",
            placements=((cell, digit),),
            highlights=(
                Highlight(HOUSE, h, BASE),
                Highlight(CANDIDATE, (cell, digit), TARGET),
                *(Highlight(CELL, b, PATTERN) for b in blockers),
            ),
            summary=say("hidden-single", cell=Cell(cell), house=HouseRef.of(house), digit=digit),
            nudge_reason=say("hidden-single.nudge", house=HouseRef.of(house)),
        )


def _blockers(grid: Grid, house_mask: int, cell: int, digit: int) -> list[int]:
    """The placed digits that keep `digit` out of the house's other empty cells.

    One blocker per empty cell is enough to show; a blocker that covers several
    cells is shown once. Cells ruled out by an exclusion have none to show.
    """
    values = grid.values
    peer_mask = grid.variant.peer_mask
    holders = 0
    for c in [c for c, v in enumerate(values) if v == digit]:
        holders |= 1 << c
    found: list[int] = []
    covered = 0
    rest = house_mask & ~(1 << cell)
    while rest:
        low = rest & -rest
        c = low.bit_length() - 1
        rest ^= low
        if values[c] or covered >> c & 1:
            continue
        seen = holders & peer_mask[c]
        if not seen:
            continue
        b = (seen & -seen).bit_length() - 1
        found.append(b)
        covered |= peer_mask[b]
    return sorted(set(found))
