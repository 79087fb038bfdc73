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
three, and break the swap; rectangles with a corner in one are never used. So are
a Killer's caged cells (a swap would change a cage's sum) and cells on a rule element
(a thermometer, an arrow, a line: a swap may break it).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from .. import memo
from ..bits import DIGITS_IN, SINGLE_DIGIT, cells_of
from ..explain import (
    Cell,
    Cells,
    Digits,
    Effect,
    HouseRef,
    Houses,
    Reason,
    TechniqueRef,
    say,
    short_effect,
)
from ..grid import Grid
from ..rules.houses import COLUMN, ROW, Variant
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
        for cage in variant.cages:
            # A Killer cage holding one corner would change its sum if the digits
            # swapped, so the pattern need not be deadly: caged cells are no corners.
            blocked |= cage.mask
        for rule in variant.rules:
            # Likewise a thermometer, an arrow or a line: swapped digits may break it.
            for c in rule.cells:
                blocked |= 1 << c
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


def _deadly(rect: _Rectangle) -> Reason:
    return say("uniqueness.deadly", marks=_pair_marks(rect, rect.corners),
               corners=Cells.of(rect.corners), a=rect.a, b=rect.b)


def _pair_marks(rect: _Rectangle, cells: tuple[int, ...]) -> list[tuple[int, int]]:
    return [(c, d) for c in cells for d in (rect.a, rect.b)]


def _only(rect: _Rectangle, cells: tuple[int, ...]) -> Reason:
    return say("uniqueness.only", marks=_pair_marks(rect, cells), count=len(cells),
               cells=Cells.of(cells), a=rect.a, b=rect.b)


def _rect_highlights(grid: Grid, rect: _Rectangle) -> list[Highlight]:
    cands = grid.candidates
    out = []
    for c in rect.corners:
        out.append(Highlight(CANDIDATE, (c, rect.a), PATTERN))
        out.append(Highlight(CANDIDATE, (c, rect.b), PATTERN))
        for d in DIGITS_IN[cands[c] & ~rect.pair]:
            out.append(Highlight(CANDIDATE, (c, d), FIN))
    return out


def _boxes(grid: Grid, corners: tuple[int, ...]) -> Houses:
    houses = grid.variant.houses
    box = _geometry(grid.variant).box
    kind = houses[box[corners[0]]].kind
    return Houses.of(kind, sorted({houses[box[c]].number for c in corners}))


def _step(
    grid: Grid,
    technique: str,
    rect: _Rectangle,
    eliminations: list[tuple[int, int]],
    said: dict[str, Any],
    lines: list[Reason],
    extra: tuple[Highlight, ...] = (),
) -> Step:
    """A rectangle's step: the summary from `said`, the proof from `lines`, whose last
    line is given the whole effect."""
    elims = tuple(sorted(eliminations))
    if "floor" in said:
        floor = said["floor"]
        said["floor"] = say("uniqueness.floor", count=len(floor.indices), cells=floor,
                            a=rect.a, b=rect.b)
    last = lines[-1]
    lines[-1] = say(last.message, marks=elims, effect=Effect(eliminations=elims),
                    **last.as_dict())
    return Step(
        technique=technique,
        eliminations=elims,
        highlights=(*extra, *_rect_highlights(grid, rect), *target_cells(elims)),
        summary=say(technique if "message" not in said else said.pop("message"),
                    technique=TechniqueRef(technique), digits=Digits.of((rect.a, rect.b)),
                    a=rect.a, b=rect.b, effect=short_effect((), elims), **said),
        proof=tuple(lines),
        nudge_reason=say(technique + ".nudge", boxes=_boxes(grid, rect.corners)),
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
            rect,
            [(target, rect.a), (target, rect.b)],
            {"floor": Cells.of(rect.floor), "target": Cell(target)},
            [
                _only(rect, rect.floor),
                _deadly(rect),
                say("uniqueness.type-1.so", target=Cell(target)),
            ],
        )


def _single_extra(grid: Grid, rect: _Rectangle) -> int:
    """The one extra digit every roof corner has (and nothing else), or 0."""
    cands = grid.candidates
    digit = SINGLE_DIGIT[rect.extras]
    if digit and all(cands[c] & ~rect.pair == rect.extras for c in rect.roof):
        return digit
    return 0


def _forced_extra(grid: Grid, rect: _Rectangle, technique: str) -> Step | None:
    """Types 2 and 5: one roof corner holds the extra digit c, so cells seeing them all lose c."""
    digit = _single_extra(grid, rect)
    if not digit:
        return None
    roof_mask = sum(1 << c for c in rect.roof)
    seeing = grid.variant.common_peers(roof_mask) & grid.positions[digit]
    if not seeing:
        return None
    elims = [(c, digit) for c in cells_of(seeing)]
    roof = Cells.of(rect.roof)
    roof_digits = Digits.of(DIGITS_IN[rect.pair | rect.extras])
    together = {"roof": roof, "digit": digit, "count": len(rect.roof)}
    return _step(
        grid,
        technique,
        rect,
        elims,
        {"message": "unique-rectangle.extra", "floor": Cells.of(rect.floor),
         "roof_digits": roof_digits, **together},
        [
            _only(rect, rect.floor),
            say("uniqueness.roof-only",
                marks=[(c, d) for c in rect.roof for d in roof_digits.values],
                roof=roof, digits=roof_digits),
            _deadly(rect),
            say("uniqueness.extra.so", **together),
        ],
    )


def unique_rectangle_2(grid: Grid) -> Iterator[Step]:
    """Two roof corners in a line with the same one extra digit c: c is in one of them."""
    if not grid.unique:
        return
    for rect in _rectangles(grid):
        if len(rect.roof) == 2 and _in_line(*rect.roof):
            step = _forced_extra(grid, rect, "unique-rectangle-2")
            if step is not None:
                yield step


def unique_rectangle_5(grid: Grid) -> Iterator[Step]:
    """Like type 2 with the extra digit in two diagonal corners or in three corners."""
    if not grid.unique:
        return
    for rect in _rectangles(grid):
        if len(rect.roof) == 3 or (len(rect.roof) == 2 and not _in_line(*rect.roof)):
            step = _forced_extra(grid, rect, "unique-rectangle-5")
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
    subset = say(f"uniqueness.subset.{len(group) + 1}")
    where = tuple(HouseRef.of(houses[h]) for h in shared)
    extras = Digits.of(DIGITS_IN[rect.extras])
    in_subset = Digits.of(DIGITS_IN[digits])
    said = {
        "floor": Cells.of(rect.floor), "roof": Cells.of(rect.roof), "extras": extras,
        "group": Cells.of(group), "subset": subset, "subset_digits": in_subset,
        "houses": where,
    }
    lines = [
        _only(rect, rect.floor),
        _deadly(rect),
        say("uniqueness.virtual", marks=[(c, d) for c in rect.roof
                                         for d in DIGITS_IN[cands[c] & rect.extras]],
            roof=Cells.of(rect.roof), extras=extras),
        *(
            say("uniqueness.cell-can-be", marks=[(c, d) for d in DIGITS_IN[cands[c]]],
                cell=Cell(c), digits=Digits.of(DIGITS_IN[cands[c]]))
            for c in group
        ),
        say("uniqueness.naked.so", subset=subset, digits=in_subset, houses=where),
    ]
    extra = (
        *(Highlight(HOUSE, h, BASE) for h in shared),
        *(Highlight(CANDIDATE, (c, d), PATTERN) for c in group for d in DIGITS_IN[cands[c]]),
    )
    return _step(grid, "unique-rectangle-3", rect, elims, said, lines, extra)


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
        first, second = rect.roof
        taken = 0  # a roof in a line and a box can be locked in both: one step
        for h in _shared_houses(grid, rect.roof):
            house = houses[h]
            for locked, other in ((rect.a, rect.b), (rect.b, rect.a)):
                if positions[locked] & house.mask != roof_mask or taken >> other & 1:
                    continue
                taken |= 1 << other
                where = HouseRef.of(house)
                yield _step(
                    grid,
                    "unique-rectangle-4",
                    rect,
                    [(c, other) for c in rect.roof],
                    {"floor": Cells.of(rect.floor), "house": where, "locked": locked,
                     "roof": Cells.of(rect.roof), "other": other},
                    [
                        _only(rect, rect.floor),
                        say("uniqueness.locked", marks=[(c, locked) for c in rect.roof],
                            house=where, locked=locked, roof=Cells.of(rect.roof)),
                        _deadly(rect),
                        say("uniqueness.neither.so", first=Cell(first), second=Cell(second),
                            digit=other),
                    ],
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
            lines_at = {
                "rows": Houses.of("row", sorted({tl // 9 + 1, br // 9 + 1})),
                "columns": Houses.of("column", sorted({tl % 9 + 1, br % 9 + 1})),
                "locked": locked,
            }
            first, second = rect.roof
            houses = (*_line_houses(grid, tl), *_line_houses(grid, br))
            pair = {"first": Cell(first), "second": Cell(second)}
            yield _step(
                grid,
                "unique-rectangle-6",
                rect,
                [(c, locked) for c in rect.roof],
                {"floor": Cells.of(rect.floor), **lines_at, **pair},
                [
                    _only(rect, rect.floor),
                    say("uniqueness.corners-only", marks=[(c, locked) for c in rect.corners],
                        **lines_at),
                    say("uniqueness.type-6.if", floor=Cells.of(rect.floor), other=other,
                        locked=locked, **pair),
                    _deadly(rect),
                    say("uniqueness.neither.so", digit=locked, **pair),
                ],
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
                houses = grid.variant.houses
                at = {"row": HouseRef.of(houses[row_h]), "column": HouseRef.of(houses[col_h]),
                      "locked": locked}
                case = {"far": Cell(far), "other": other}
                yield _step(
                    grid,
                    "hidden-rectangle",
                    rect,
                    [(far, other)],
                    {"corner": Cell(corner), **at, **case},
                    [
                        _only(rect, (corner,)),
                        say("uniqueness.hidden.lines",
                            marks=[(c, locked) for c in cells_of(row_cells | col_cells)], **at),
                        say("uniqueness.hidden.if", along=Cell(along), down=Cell(down),
                            corner=Cell(corner), locked=locked, **case),
                        _deadly(rect),
                        say("uniqueness.hidden.so", **case),
                    ],
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
    effect = Effect(eliminations=elims)
    lines = [say("uniqueness.solved", cell=Cell(c), digit=values[c]) for c in rect.solved]
    said: dict[str, Any] = {"solved": Cells.of(rect.solved)}
    if kind == 1:
        (target,) = rect.open
        need = rect.needs[target]
        case = {"target": Cell(target), "need": need}
        said.update(case)
        lines += [
            say("uniqueness.avoidable.if", marks=((target, need),), a=a, b=b, **case),
            say("uniqueness.deadly", corners=Cells.of(rect.corners), a=a, b=b),
            say("uniqueness.avoidable.so", marks=elims, effect=effect, **case),
        ]
    else:
        r, s = rect.open
        pair = {"first": Cell(r), "second": Cell(s), "extra": rect.extra}
        said.update(pair)
        lines += [
            say("uniqueness.avoidable.pair",
                marks=[(c, d) for c in (r, s) for d in DIGITS_IN[cands[c]]],
                first_digits=Digits.of(DIGITS_IN[cands[r]]),
                second_digits=Digits.of(DIGITS_IN[cands[s]]), **pair),
            say("uniqueness.deadly", corners=Cells.of(rect.corners), a=a, b=b),
            say("uniqueness.avoidable.extra.so", marks=elims, effect=effect, **pair),
        ]
    highlights = [Highlight(CELL, c, PATTERN) for c in rect.solved]
    for c in rect.open:
        for d in DIGITS_IN[cands[c]]:
            role = PATTERN if d == rect.needs[c] else FIN
            highlights.append(Highlight(CANDIDATE, (c, d), role))
    technique = f"avoidable-rectangle-{kind}"
    return Step(
        technique=technique,
        eliminations=elims,
        highlights=(*highlights, *target_cells(elims)),
        summary=say(technique, technique=TechniqueRef(technique), digits=Digits.of(digits),
                    effect=short_effect((), elims), **said),
        proof=tuple(lines),
        nudge_reason=say(technique + ".nudge", boxes=_boxes(grid, rect.corners)),
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
    where = tuple(HouseRef.of(houses[h]) for h in own)
    plus_cell = {"cell": Cell(plus), "digit": odd}
    effect = Effect(placement)
    odd_marks = [(c, odd) for h in own for c in houses[h].cells if positions[odd] >> c & 1]
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
        summary=say("bug-plus-1", technique=TechniqueRef("bug-plus-1"), houses=where,
                    effect=effect, **plus_cell),
        proof=(
            say("uniqueness.bug.cells", marks=[(plus, d) for d in DIGITS_IN[cands[plus]]],
                digits=Digits.of(DIGITS_IN[cands[plus]]), cell=Cell(plus)),
            say("uniqueness.bug.places", marks=odd_marks, houses=where, digit=odd),
            say("uniqueness.bug.so", marks=placement, effect=effect, **plus_cell),
        ),
        nudge_reason=say("bug-plus-1.nudge"),
    )
