"""Uniqueness techniques: Unique Rectangles, Hidden Rectangle, Avoidable Rectangles, BUG+1.

All of them stand on one fact: the puzzle has exactly one solution. Four
cells in two rows, two columns and two boxes that ended up holding only a and
b (a b / b a) could swap the two digits: every house that holds a corner holds
two of them, one a and one b, so the swapped grid is a second solution unless
a corner is a given. A puzzle with one solution never reaches that "deadly
pattern", so whatever would complete it is false. The finders stay silent
unless `grid.unique` says the puzzle was checked to have one solution.

* Unique Rectangle types 1-6 and Hidden Rectangle: four empty corners that
  all keep both a and b, at least one of them only a and b.
* Avoidable Rectangle types 1-2: some corners already hold a or b, placed by
  the player or the engine (never givens: a given cannot swap).
* BUG+1 (classic Sudoku only): every empty cell has two candidates but one,
  which has three; without its odd digit the position would be a Bivalue
  Universal Grave, which never has exactly one solution.

A variant's extra houses (diagonals, colour groups) could hold one corner, or
three, and break the swap; rectangles with a corner in one are never used.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from .. import memo
from ..bits import DIGITS_IN, SINGLE_DIGIT, cells_of
from ..grid import Grid
from ..houses import COLUMN, ROW, Variant, cell_name
from ..notation import (
    and_digits,
    cells_text,
    digits_text,
    eliminations_text,
    or_digits,
    placements_text,
)
from ..step import (
    BASE,
    CANDIDATE,
    CELL,
    FIN,
    HOUSE,
    PATTERN,
    TARGET,
    Highlight,
    Step,
    target_cells,
)

ROW_MASKS: tuple[int, ...] = tuple(sum(1 << (r * 9 + c) for c in range(9)) for r in range(9))
COL_MASKS: tuple[int, ...] = tuple(sum(1 << (r * 9 + c) for r in range(9)) for c in range(9))

# A naked subset of UR type 3 takes at most this many cells besides the rectangle's
# two roof cells; bigger ones are rare and hard to see.
MAX_UR3_CELLS = 4

_BUG_VARIANTS = ("classic",)


# ----- the variant's geometry -----------------------------------------------------


class _Geometry:
    """Per variant: each cell's box house and the cells a rectangle may not use."""

    __slots__ = ("box", "blocked")  # no reference back: it is kept on the variant

    def __init__(self, variant: Variant) -> None:
        box = [-1] * 81
        blocked = 0
        for i, house in enumerate(variant.houses):
            if house.is_box:
                for c in house.cells:
                    box[c] = i
            elif not house.is_line:
                # An extra house may hold one or three corners: the digits could not swap.
                blocked |= house.mask
        self.box = tuple(box)
        self.blocked = blocked


def _geometry(variant: Variant) -> _Geometry:
    return variant.derived(memo.UNIQUENESS_GEOMETRY, _Geometry)


def _two_boxes(box: tuple[int, ...], tl: int, tr: int, bl: int, br: int) -> bool:
    """The corners lie in exactly two boxes, two corners in each (side by side or stacked)."""
    a, b, c, d = box[tl], box[tr], box[bl], box[br]
    if a == b:
        return c == d and a != c
    return a == c and b == d


def _corners(cells: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """Top-left, top-right, bottom-left, bottom-right: reading order."""
    return tuple(sorted(cells))  # type: ignore[return-value]


# ----- unique rectangles: four empty corners ----------------------------------------


class _Rectangle:
    """Four empty corners that all keep a and b.

    `floor`: the corners with only a and b; `roof`: the corners with more.
    """

    __slots__ = ("corners", "mask", "a", "b", "pair", "floor", "roof", "extras")

    def __init__(self, corners: tuple[int, int, int, int], pair: int, cands: list[int]) -> None:
        self.corners = corners
        self.mask = sum(1 << c for c in corners)
        self.pair = pair
        self.a, self.b = DIGITS_IN[pair]
        self.floor = tuple(c for c in corners if cands[c] == pair)
        self.roof = tuple(c for c in corners if cands[c] != pair)
        extras = 0
        for c in self.roof:
            extras |= cands[c] & ~pair
        self.extras = extras  # every digit beyond a and b in any corner


def _find_rectangles(grid: Grid) -> list[_Rectangle]:
    """Every unique rectangle with at least one bivalue corner, each once."""
    cands = grid.candidates
    positions = grid.positions
    geo = _geometry(grid.variant)
    blocked = geo.blocked
    found: list[_Rectangle] = []
    seen: set[tuple[tuple[int, ...], int]] = set()
    for cell in range(81):
        pair = cands[cell]
        if pair.bit_count() != 2 or blocked >> cell & 1:
            continue
        a, b = DIGITS_IN[pair]
        both = positions[a] & positions[b] & ~blocked
        row, col = divmod(cell, 9)
        across = both & ROW_MASKS[row] & ~(1 << cell)
        down = both & COL_MASKS[col] & ~(1 << cell)
        if not across or not down:
            continue
        for side in cells_of(across):
            side_col = side % 9
            for below in cells_of(down):
                far = below - col + side_col
                if not both >> far & 1:
                    continue
                corners = _corners((cell, side, below, far))
                if not _two_boxes(geo.box, *corners):
                    continue
                key = (corners, pair)
                if key in seen:
                    continue
                seen.add(key)
                rect = _Rectangle(corners, pair, cands)
                if rect.roof:  # four bivalue corners: the position has no solution
                    found.append(rect)
    return found


def _rectangles(grid: Grid) -> list[_Rectangle]:
    return grid.derived(memo.UNIQUE_RECTANGLES, _find_rectangles)


def _in_line(a: int, b: int) -> bool:
    return a // 9 == b // 9 or a % 9 == b % 9


def _shared_houses(grid: Grid, cells: tuple[int, ...]) -> list[int]:
    houses_of = grid.variant.houses_of
    shared = set(houses_of[cells[0]])
    for c in cells[1:]:
        shared &= set(houses_of[c])
    return sorted(shared)


_SWAP = "the two digits could swap and the puzzle would have two solutions. It has one, so "


def _deadly(rect: _Rectangle) -> str:
    return f"If {cells_text(rect.corners)} held only {rect.a} and {rect.b}, {_SWAP}"


def _rect_highlights(grid: Grid, rect: _Rectangle) -> list[Highlight]:
    cands = grid.candidates
    out = []
    for c in rect.corners:
        out.append(Highlight(CANDIDATE, (c, rect.a), PATTERN))
        out.append(Highlight(CANDIDATE, (c, rect.b), PATTERN))
        for d in DIGITS_IN[cands[c] & ~rect.pair]:
            out.append(Highlight(CANDIDATE, (c, d), FIN))
    return out


def _boxes_text(grid: Grid, rect: _Rectangle) -> str:
    houses = grid.variant.houses
    box = _geometry(grid.variant).box
    numbers = sorted({houses[box[c]].number for c in rect.corners})
    return f"boxes {numbers[0]} and {numbers[1]}"


def _only_text(grid: Grid, cells: tuple[int, ...], rect: _Rectangle) -> str:
    verb = "has" if len(cells) == 1 else "have"
    return f"{cells_text(cells)} {verb} only the candidates {rect.a} and {rect.b}"


def _step(
    grid: Grid,
    technique: str,
    name: str,
    rect: _Rectangle,
    eliminations: list[tuple[int, int]],
    explanation: str,
    extra: tuple[Highlight, ...] = (),
) -> Step:
    elims = tuple(sorted(eliminations))
    return Step(
        technique=technique,
        eliminations=elims,
        highlights=(*extra, *_rect_highlights(grid, rect), *target_cells(elims)),
        explanation=f"{name} on {digits_text((rect.a, rect.b))}: {explanation}: "
        f"{eliminations_text(elims)}.",
        nudge=f"Look for a {name.lower()} in {_boxes_text(grid, rect)}; "
        "it relies on the puzzle having one solution.",
    )


def unique_rectangle_1(grid: Grid) -> Iterator[Step]:
    """Three corners hold only a and b: the fourth cannot be a or b."""
    if not grid.unique:
        return
    for rect in _rectangles(grid):
        if len(rect.roof) != 1:
            continue
        (target,) = rect.roof
        yield _step(
            grid,
            "unique-rectangle-1",
            "Unique Rectangle Type 1",
            rect,
            [(target, rect.a), (target, rect.b)],
            f"{_only_text(grid, rect.floor, rect)}. {_deadly(rect)}"
            f"{cell_name(target)} must hold one of its other digits",
        )


def _single_extra(grid: Grid, rect: _Rectangle) -> int:
    """The one extra digit every roof corner has (and nothing else), or 0."""
    cands = grid.candidates
    digit = SINGLE_DIGIT[rect.extras]
    if digit and all(cands[c] & ~rect.pair == rect.extras for c in rect.roof):
        return digit
    return 0


def _forced_extra(grid: Grid, rect: _Rectangle, technique: str, name: str) -> Step | None:
    """Types 2 and 5: one roof corner holds the extra digit c, so cells seeing them all lose c."""
    digit = _single_extra(grid, rect)
    if not digit:
        return None
    roof_mask = sum(1 << c for c in rect.roof)
    seeing = grid.variant.common_peers(roof_mask) & grid.positions[digit]
    if not seeing:
        return None
    elims = [(c, digit) for c in cells_of(seeing)]
    roof = rect.roof
    some = _or_cells(roof) if len(roof) == 2 else f"one of {cells_text(roof)}"
    every = "both" if len(roof) == 2 else "all of them"
    return _step(
        grid,
        technique,
        name,
        rect,
        elims,
        f"{_only_text(grid, rect.floor, rect)}, and {cells_text(roof)} only "
        f"{and_digits(DIGITS_IN[rect.pair | rect.extras])}. {_deadly(rect)}{some} must be "
        f"{digit}, and no cell that sees {every} can hold {digit}",
    )


def unique_rectangle_2(grid: Grid) -> Iterator[Step]:
    """Two roof corners in a line with the same one extra digit c: c is in one of them."""
    if not grid.unique:
        return
    for rect in _rectangles(grid):
        if len(rect.roof) == 2 and _in_line(*rect.roof):
            step = _forced_extra(grid, rect, "unique-rectangle-2", "Unique Rectangle Type 2")
            if step is not None:
                yield step


def unique_rectangle_5(grid: Grid) -> Iterator[Step]:
    """Like type 2 with the extra digit in two diagonal corners or in three corners."""
    if not grid.unique:
        return
    for rect in _rectangles(grid):
        if len(rect.roof) == 3 or (len(rect.roof) == 2 and not _in_line(*rect.roof)):
            step = _forced_extra(grid, rect, "unique-rectangle-5", "Unique Rectangle Type 5")
            if step is not None:
                yield step


def unique_rectangle_3(grid: Grid) -> Iterator[Step]:
    """The roof's extra digits act as one cell of a naked subset in a house the roof shares."""
    if not grid.unique:
        return
    rects = [r for r in _rectangles(grid) if len(r.roof) == 2 and _in_line(*r.roof)]
    if not rects:
        return
    cands = grid.candidates
    houses = grid.variant.houses
    seen: set[tuple[int, int, tuple[int, ...]]] = set()
    for size in range(1, MAX_UR3_CELLS + 1):  # smallest subsets first
        for rect in rects:
            extras = rect.extras
            if extras.bit_count() > size + 1:
                continue
            for h in _shared_houses(grid, rect.roof):
                pool = [
                    c
                    for c in houses[h].cells
                    if cands[c]
                    and not rect.mask >> c & 1
                    and not cands[c] & rect.pair
                    and (cands[c] | extras).bit_count() <= size + 1
                ]
                for group in combinations(pool, size):
                    digits = extras
                    for c in group:
                        digits |= cands[c]
                    if digits.bit_count() != size + 1:
                        continue
                    key = (rect.mask, rect.pair, group)
                    if key in seen:
                        continue  # the roof and group share a box and a line: found once
                    seen.add(key)
                    step = _ur3_step(grid, rect, group, digits)
                    if step is not None:
                        yield step


def _ur3_step(grid: Grid, rect: _Rectangle, group: tuple[int, ...], digits: int) -> Step | None:
    cands = grid.candidates
    houses = grid.variant.houses
    members = (*rect.roof, *group)
    used = rect.mask
    for c in group:
        used |= 1 << c
    shared = _shared_houses(grid, members)
    elims = sorted(
        {
            (c, d)
            for h in shared
            for c in houses[h].cells
            if cands[c] and not used >> c & 1
            for d in DIGITS_IN[cands[c] & digits]
        }
    )
    if not elims:
        return None
    size = len(group) + 1
    subset = {2: "pair", 3: "triple", 4: "quad", 5: "quint"}[size]
    where = " and ".join(houses[h].name for h in shared)
    roof_extras = DIGITS_IN[rect.extras]
    group_cands = " and ".join(_cands_text(cands[c]) for c in group)
    group_words = f"with {cells_text(group)} ({group_cands})"
    explanation = (
        f"{_only_text(grid, rect.floor, rect)}. {_deadly(rect)}{cells_text(rect.roof)} must "
        f"hold one of their other digits, {or_digits(roof_extras)}, as if they were one cell. "
        f"Together {group_words} they form a naked {subset} on {digits_text(DIGITS_IN[digits])} "
        f"in {where}, so no other cell there can hold {or_digits(DIGITS_IN[digits])}"
    )
    extra = (
        *(Highlight(HOUSE, h, BASE) for h in shared),
        *(Highlight(CANDIDATE, (c, d), PATTERN) for c in group for d in DIGITS_IN[cands[c]]),
    )
    return _step(
        grid, "unique-rectangle-3", "Unique Rectangle Type 3", rect, elims, explanation, extra
    )


def _or_cells(cells: tuple[int, ...]) -> str:
    return f"{cell_name(cells[0])} or {cell_name(cells[1])}"


def _nor_cells(cells: tuple[int, ...]) -> str:
    return f"neither {cell_name(cells[0])} nor {cell_name(cells[1])}"


def _cands_text(mask: int) -> str:
    return digits_text(DIGITS_IN[mask])


def unique_rectangle_4(grid: Grid) -> Iterator[Step]:
    """The roof holds the only places of a in a house it shares: neither roof corner can be b."""
    if not grid.unique:
        return
    positions = grid.positions
    houses = grid.variant.houses
    for rect in _rectangles(grid):
        if len(rect.roof) != 2 or not _in_line(*rect.roof):
            continue
        roof_mask = sum(1 << c for c in rect.roof)
        roof = cells_text(rect.roof)
        taken = 0  # a roof in a line and a box can be locked in both: one step
        for h in _shared_houses(grid, rect.roof):
            house = houses[h]
            for locked, other in ((rect.a, rect.b), (rect.b, rect.a)):
                if positions[locked] & house.mask != roof_mask or taken >> other & 1:
                    continue
                taken |= 1 << other
                yield _step(
                    grid,
                    "unique-rectangle-4",
                    "Unique Rectangle Type 4",
                    rect,
                    [(c, other) for c in rect.roof],
                    f"{_only_text(grid, rect.floor, rect)}. In {house.name}, {locked} can only "
                    f"go in {roof}, so one of them is {locked}. If the other were {other}, "
                    f"{cells_text(rect.corners)} would hold only {rect.a} and {rect.b}: "
                    f"{_SWAP}{_nor_cells(rect.roof)} can be {other}",
                    (Highlight(HOUSE, h, BASE),),
                )


def _line_houses(grid: Grid, cell: int) -> tuple[int, int]:
    """The row and column house indices of a cell."""
    row = col = -1
    houses = grid.variant.houses
    for h in grid.variant.houses_of[cell]:
        if houses[h].kind == ROW:
            row = h
        elif houses[h].kind == COLUMN:
            col = h
    return row, col


def unique_rectangle_6(grid: Grid) -> Iterator[Step]:
    """Diagonal bivalue corners and a an X-Wing on the rectangle: the roof cannot be a."""
    if not grid.unique:
        return
    positions = grid.positions
    for rect in _rectangles(grid):
        if len(rect.roof) != 2 or _in_line(*rect.roof):
            continue
        tl, _tr, _bl, br = rect.corners
        lines = ROW_MASKS[tl // 9] | ROW_MASKS[br // 9] | COL_MASKS[tl % 9] | COL_MASKS[br % 9]
        for locked, other in ((rect.a, rect.b), (rect.b, rect.a)):
            if positions[locked] & lines & ~rect.mask:
                continue
            rows = {tl // 9 + 1, br // 9 + 1}
            cols = {tl % 9 + 1, br % 9 + 1}
            first, second = rect.roof
            houses = (*_line_houses(grid, tl), *_line_houses(grid, br))
            yield _step(
                grid,
                "unique-rectangle-6",
                "Unique Rectangle Type 6",
                rect,
                [(c, locked) for c in rect.roof],
                f"{_only_text(grid, rect.floor, rect)}, and in rows {min(rows)} and "
                f"{max(rows)} and columns {min(cols)} and {max(cols)}, {locked} can only go in "
                f"the four corners. If {cell_name(first)} were {locked}, "
                f"{cells_text(rect.floor)} would both be {other} and {cell_name(second)} would "
                f"be {locked} too (and the same from {cell_name(second)}): "
                f"{cells_text(rect.corners)} would hold only {rect.a} and {rect.b}, "
                f"{_SWAP}{_nor_cells(rect.roof)} can be {locked}",
                tuple(Highlight(HOUSE, h, BASE) for h in houses),
            )


def hidden_rectangle(grid: Grid) -> Iterator[Step]:
    """A bivalue corner and a locked in the row and column of the opposite corner: that corner
    cannot be b."""
    if not grid.unique:
        return
    positions = grid.positions
    for rect in _rectangles(grid):
        floor = rect.floor
        if len(floor) == 3 or (len(floor) == 2 and _in_line(*floor)):
            continue  # Unique Rectangle type 1, or types 2-4 with a floor in a line
        tl, tr, bl, br = rect.corners
        opposite = {tl: br, br: tl, tr: bl, bl: tr}
        for corner in floor:
            far = opposite[corner]
            row_cells = rect.mask & ROW_MASKS[far // 9]
            col_cells = rect.mask & COL_MASKS[far % 9]
            for locked, other in ((rect.a, rect.b), (rect.b, rect.a)):
                if (
                    positions[locked] & ROW_MASKS[far // 9] != row_cells
                    or positions[locked] & COL_MASKS[far % 9] != col_cells
                ):
                    continue
                along = only_other(row_cells, far)
                down = only_other(col_cells, far)
                row_h, col_h = _line_houses(grid, far)
                yield _step(
                    grid,
                    "hidden-rectangle",
                    "Hidden Rectangle",
                    rect,
                    [(far, other)],
                    f"{_only_text(grid, (corner,), rect)}, and in row {far // 9 + 1} and "
                    f"column {far % 9 + 1}, {locked} can only go in the rectangle's corners. "
                    f"If {cell_name(far)} were {other}, {locked} would have to go in "
                    f"{cell_name(along)} and in {cell_name(down)}, leaving {cell_name(corner)} "
                    f"with {other}: {cells_text(rect.corners)} would hold only {rect.a} and "
                    f"{rect.b}, {_SWAP}{cell_name(far)} is not {other}",
                    (Highlight(HOUSE, row_h, BASE), Highlight(HOUSE, col_h, BASE)),
                )


def only_other(pair: int, cell: int) -> int:
    """The other cell of a two-cell set."""
    return (pair & ~(1 << cell)).bit_length() - 1


# ----- avoidable rectangles: corners already solved -----------------------------------


class _Avoidable:
    """A rectangle of non-given corners, some solved, one step short of a b / b a."""

    __slots__ = ("corners", "solved", "open", "needs", "extra", "eliminations")

    def __init__(
        self,
        corners: tuple[int, int, int, int],
        solved: tuple[int, ...],
        open_: tuple[int, ...],
        needs: dict[int, int],
        extra: int,
        eliminations: list[tuple[int, int]],
    ) -> None:
        self.corners = corners
        self.solved = solved
        self.open = open_  # the empty corners
        self.needs = needs  # empty corner -> the digit that would complete the pattern
        self.extra = extra  # type 2: the other digit both empty corners share
        self.eliminations = eliminations


def _find_avoidable(grid: Grid) -> list[_Avoidable]:
    values = grid.values
    positions = grid.positions
    geo = _geometry(grid.variant)
    # solved_as[d]: cells the player or the engine filled with d (givens cannot swap).
    solved_as = [0] * 10
    for c in range(81):
        if values[c] and not grid.givens >> c & 1 and not geo.blocked >> c & 1:
            solved_as[values[c]] |= 1 << c
    solved = 0
    for d in range(1, 10):
        solved |= solved_as[d]
    if solved.bit_count() < 2:
        return []
    usable = ~geo.blocked
    found: list[_Avoidable] = []
    seen: set[tuple[tuple[int, ...], tuple[tuple[int, int], ...]]] = set()
    for p in cells_of(solved):
        vp = values[p]
        prow, pcol = divmod(p, 9)
        for along_row in (True, False):
            line = ROW_MASKS[prow] if along_row else COL_MASKS[pcol]
            for q in cells_of(solved & line & ~((2 << p) - 1)):
                vq = values[q]
                if vq == vp:
                    continue
                # The corner beside q must end up vp, the one beside p vq.
                fits_p = (positions[vp] | solved_as[vp]) & usable
                fits_q = (positions[vq] | solved_as[vq]) & usable
                across = COL_MASKS[q % 9] if along_row else ROW_MASKS[q // 9]
                for s in cells_of(fits_p & across):
                    r = s - q % 9 + pcol if along_row else s - (q // 9 - prow) * 9
                    if not fits_q >> r & 1:
                        continue
                    corners = _corners((p, q, r, s))
                    if not _two_boxes(geo.box, *corners):
                        continue
                    record = _avoidable_record(grid, corners, (p, q), {r: vq, s: vp})
                    if record is None:
                        continue
                    key = (corners, tuple(record.eliminations))
                    if key not in seen:
                        seen.add(key)
                        found.append(record)
    return found


def _avoidable_record(
    grid: Grid,
    corners: tuple[int, int, int, int],
    pair: tuple[int, int],
    needs: dict[int, int],
) -> _Avoidable | None:
    values = grid.values
    cands = grid.candidates
    open_ = tuple(c for c in needs if not values[c])
    solved = tuple(sorted((*pair, *(c for c in needs if values[c]))))
    if len(open_) == 1:
        (target,) = open_
        return _Avoidable(corners, solved, open_, needs, 0, [(target, needs[target])])
    if len(open_) != 2:
        return None
    r, s = open_
    if cands[r].bit_count() != 2 or cands[s].bit_count() != 2:
        return None
    extra = cands[r] & ~(1 << (needs[r] - 1))
    if extra != cands[s] & ~(1 << (needs[s] - 1)):
        return None
    digit = SINGLE_DIGIT[extra]
    seeing = grid.variant.common_peers((1 << r) | (1 << s)) & grid.positions[digit]
    if not seeing:
        return None
    return _Avoidable(
        corners, solved, tuple(sorted(open_)), needs, digit, [(c, digit) for c in cells_of(seeing)]
    )


def _avoidables(grid: Grid) -> list[_Avoidable]:
    return grid.derived(memo.AVOIDABLE_RECTANGLES, _find_avoidable)


def _avoidable_step(grid: Grid, rect: _Avoidable, kind: int) -> Step:
    values = grid.values
    cands = grid.candidates
    digits = sorted({values[c] for c in rect.solved})
    a, b = digits
    elims = tuple(sorted(rect.eliminations))
    named = [f"{cell_name(c)} ({values[c]})" for c in rect.solved]
    solved = ", ".join(named[:-1]) + " and " + named[-1]
    corners = cells_text(rect.corners)
    if kind == 1:
        (target,) = rect.open
        need = rect.needs[target]
        reason = (
            f"{solved} were solved, not given. If {cell_name(target)} were {need}, {corners} "
            f"would hold only {a} and {b}; none of them is a given, so {_SWAP}"
            f"{cell_name(target)} is not {need}"
        )
    else:
        r, s = rect.open
        r_digits = and_digits(DIGITS_IN[cands[r]])
        s_digits = and_digits(DIGITS_IN[cands[s]])
        reason = (
            f"{solved} were solved, not given, and {cell_name(r)} has only {r_digits}, "
            f"{cell_name(s)} only {s_digits}. If "
            f"neither were {rect.extra}, {corners} would hold only {a} and {b}; none of them "
            f"is a given, so {_SWAP}{cell_name(r)} or {cell_name(s)} is {rect.extra}, and no "
            f"cell that sees both can hold {rect.extra}"
        )
    highlights = [Highlight(CELL, c, PATTERN) for c in rect.solved]
    for c in rect.open:
        for d in DIGITS_IN[cands[c]]:
            role = PATTERN if d == rect.needs[c] else FIN
            highlights.append(Highlight(CANDIDATE, (c, d), role))
    name = f"Avoidable Rectangle Type {kind}"
    houses = grid.variant.houses
    box = _geometry(grid.variant).box
    boxes = sorted({houses[box[c]].number for c in rect.corners})
    return Step(
        technique=f"avoidable-rectangle-{kind}",
        eliminations=elims,
        highlights=(*highlights, *target_cells(elims)),
        explanation=f"{name} on {digits_text(digits)}: {reason}: {eliminations_text(elims)}.",
        nudge=f"Look for an {name.lower()} in boxes {boxes[0]} and {boxes[1]}; "
        "it relies on the puzzle having one solution.",
    )


def avoidable_rectangle_1(grid: Grid) -> Iterator[Step]:
    """Three solved corners a, b, b: the fourth cannot be a."""
    if not grid.unique:
        return
    for rect in _avoidables(grid):
        if len(rect.open) == 1:
            yield _avoidable_step(grid, rect, 1)


def avoidable_rectangle_2(grid: Grid) -> Iterator[Step]:
    """Two solved corners a, b in a line, the others {b,c} and {a,c}: one of them is c."""
    if not grid.unique:
        return
    for rect in _avoidables(grid):
        if len(rect.open) == 2:
            yield _avoidable_step(grid, rect, 2)


# ----- BUG+1 ------------------------------------------------------------------------


def bug_plus_1(grid: Grid) -> Iterator[Step]:
    """All empty cells bivalue but one: its digit seen three times in its houses is placed."""
    if not grid.unique or grid.variant.name not in _BUG_VARIANTS:
        return
    cands = grid.candidates
    values = grid.values
    plus = -1
    for c in range(81):
        n = cands[c].bit_count()
        if n == 2 or values[c]:
            continue
        if n == 3 and plus < 0:
            plus = c
            continue
        return  # a single, a broken cell, a second cell of three, or more
    if plus < 0:
        return
    positions = grid.positions
    houses = grid.variant.houses
    own = grid.variant.houses_of[plus]
    odd = 0
    for h, house in enumerate(houses):
        for d in range(1, 10):
            n = (positions[d] & house.mask).bit_count()
            if n == 0 or n == 2:
                continue
            if n == 3 and h in own and odd in (0, d):
                odd = d
                continue
            return
    if not odd or not cands[plus] >> (odd - 1) & 1:
        return
    if any((positions[odd] & houses[h].mask).bit_count() != 3 for h in own):
        return
    placement = ((plus, odd),)
    others = [d for d in DIGITS_IN[cands[plus]] if d != odd]
    where = ", ".join(houses[h].name for h in own[:-1]) + f" and {houses[own[-1]].name}"
    name = cell_name(plus)
    yield Step(
        technique="bug-plus-1",
        placements=placement,
        highlights=(
            *(Highlight(HOUSE, h, BASE) for h in own),
            *(
                Highlight(CANDIDATE, (c, odd), PATTERN)
                for h in own
                for c in houses[h].cells
                if c != plus and positions[odd] >> c & 1
            ),
            *(Highlight(CANDIDATE, (plus, d), FIN) for d in others),
            Highlight(CANDIDATE, (plus, odd), TARGET),
            Highlight(CELL, plus, TARGET),
        ),
        explanation=(
            f"BUG+1: every empty cell but {name} has exactly two candidates, and {name} has "
            f"three, {and_digits(DIGITS_IN[cands[plus]])}. In {where}, {odd} has three places "
            f"and every other digit two. If {name} were not {odd}, every cell would have two "
            "candidates and every digit two places in each house: a Bivalue Universal Grave, "
            "which never has exactly one solution. The puzzle has one, so "
            f"{placements_text(placement)}."
        ),
        nudge="Look for a BUG+1: all empty cells but one have two candidates; "
        "it relies on the puzzle having one solution.",
    )
