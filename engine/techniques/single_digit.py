"""Single-digit patterns: Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle.

Each is a chain of three links on one digit: a strong link (a conjugate pair,
the only two places for the digit in a house), a weak link (two cells that see
each other cannot both hold it), and a second strong link:

    A = B - C = D      if A is not the digit, B is, so C is not, so D is.

So A or D holds the digit, and a cell that sees both loses it. The names say
where the links lie (HoDoKu's definitions):

* Skyscraper: both strong links in parallel lines (two rows, or two columns),
  B and C in one cross line.
* 2-String Kite: one strong link in a row, one in a column, B and C (different
  cells) in one box that holds no other cell of the two pairs.
* Turbot Fish: any other such chain (a strong link in a box, two lines joined
  through a box, ...).
* Empty Rectangle: the middle is a box whose candidates lie in one row and one
  column of it; a conjugate pair in a line outside the box that starts in that
  row (or column) pushes the box's digit into the other line.

The links use rows, columns and boxes only (the pattern is about box
geometry); a variant's extra houses only ever add targets, through
`variant.peer_mask`, which keeps every step sound in every variant.
"""

from __future__ import annotations

from collections.abc import Iterator

from .. import links, memo
from ..bits import cells_of
from ..explain import Cell, Cells, Effect, HouseRef, TechniqueRef, say, short_effect
from ..grid import Grid
from ..memo import QuietDigits
from ..rules.houses import CLASSIC, cell_name
from ..step import BASE, CANDIDATE, HOUSE, OFF, ON, Highlight, Link, Step, target_cells

# Rows 0-8, columns 9-17, boxes 18-26 in every variant.
HOUSE_MASK: tuple[int, ...] = tuple(h.mask for h in CLASSIC.houses[:27])
ROW: tuple[int, ...] = tuple(c // 9 for c in range(81))
COL: tuple[int, ...] = tuple(c % 9 for c in range(81))
BOX: tuple[int, ...] = tuple(c // 27 * 3 + c % 9 // 3 for c in range(81))
# Peers through rows, columns and boxes alone: where the pattern's weak links may lie.
LINE_BOX_PEERS: tuple[int, ...] = CLASSIC.peer_mask

# For each box, the nine (row, column) crossings an Empty Rectangle can sit on:
# (row, column, row mask in the box, column mask in the box, the row outside the
# box, the column outside the box).
ER_CROSSINGS: tuple[tuple[tuple[int, int, int, int, int, int], ...], ...] = tuple(
    tuple(
        (
            r,
            c,
            HOUSE_MASK[r] & HOUSE_MASK[18 + b],
            HOUSE_MASK[9 + c] & HOUSE_MASK[18 + b],
            HOUSE_MASK[r] & ~HOUSE_MASK[18 + b],
            HOUSE_MASK[9 + c] & ~HOUSE_MASK[18 + b],
        )
        for r in range(b // 3 * 3, b // 3 * 3 + 3)
        for c in range(b % 3 * 3, b % 3 * 3 + 3)
    )
    for b in range(9)
)


class StrongLinks:
    """The conjugate pairs of every digit in rows, columns and boxes.

    `rows[d]` / `cols[d]`: (line, first cell, second cell) of each line where d
    has exactly two places; `partners[d]`: cell -> 81-bit set of the cells it
    is strongly linked to (in any of its three houses); `ends[d]`: the cells
    with a partner.
    """

    __slots__ = ("rows", "cols", "partners", "ends")

    def __init__(self, grid: Grid) -> None:
        # The finders that read this run on the 3x3 geometry only, where the variant's
        # houses 0..26 are the rows, columns and boxes.
        every = links.conjugate_pairs(grid)
        self.rows: list[list[tuple[int, int, int]]] = [[] for _ in range(10)]
        self.cols: list[list[tuple[int, int, int]]] = [[] for _ in range(10)]
        self.partners: list[dict[int, int]] = [{} for _ in range(10)]
        self.ends = [0] * 10
        for d in range(1, 10):
            partners = self.partners[d]
            ends = 0
            for h, a, b in every[d]:
                if h >= 27:
                    break
                if h < 9:
                    self.rows[d].append((h, a, b))
                elif h < 18:
                    self.cols[d].append((h, a, b))
                partners[a] = partners.get(a, 0) | 1 << b
                partners[b] = partners.get(b, 0) | 1 << a
                ends |= 1 << a | 1 << b
            self.ends[d] = ends


def strong_links(grid: Grid) -> StrongLinks:
    """The position's conjugate pairs, built once and shared by the finders."""
    return grid.derived(memo.SINGLE_DIGIT_STRONG_LINKS, StrongLinks)


# ----- the finders ---------------------------------------------------------------

# Each pattern lives on one digit's places: digits a step left alone need no new look.
_QUIET = {
    name: QuietDigits(name)
    for name in ("skyscraper", "two-string-kite", "turbot-fish", "empty-rectangle")
}


def skyscraper(grid: Grid) -> Iterator[Step]:
    """Two conjugate pairs in parallel lines with one end each in a common cross line."""
    if not grid.variant.classic_boxes:
        return  # built on the 3x3 boxes: a jigsaw's regions are other houses
    links = strong_links(grid)
    positions = grid.positions
    peer = grid.variant.peer_mask

    def on_digit(d: int) -> Iterator[Step]:
        for pairs, cross in ((links.rows[d], COL), (links.cols[d], ROW)):
            for i in range(len(pairs) - 1):
                _, a1, b1 = pairs[i]
                across1 = 1 << cross[a1] | 1 << cross[b1]
                for j in range(i + 1, len(pairs)):
                    _, a2, b2 = pairs[j]
                    shared = across1 & (1 << cross[a2] | 1 << cross[b2])
                    # Both ends across from each other is an X-Wing, not a skyscraper.
                    if not shared or shared & (shared - 1):
                        continue
                    base1, free1 = (a1, b1) if 1 << cross[a1] == shared else (b1, a1)
                    base2, free2 = (a2, b2) if 1 << cross[a2] == shared else (b2, a2)
                    chain = (free1, base1, base2, free2)
                    gone = _targets(positions[d], peer, chain)
                    if gone:
                        yield _chain_step(grid, "skyscraper", d, chain, gone)

    yield from _QUIET["skyscraper"].search(grid, on_digit)


def two_string_kite(grid: Grid) -> Iterator[Step]:
    """A conjugate pair in a row and one in a column, joined in a box."""
    if not grid.variant.classic_boxes:
        return  # built on the 3x3 boxes: a jigsaw's regions are other houses
    links = strong_links(grid)
    positions = grid.positions
    peer = grid.variant.peer_mask

    def on_digit(d: int) -> Iterator[Step]:
        cols = links.cols[d]
        if not cols:
            return
        for _, p, q in links.rows[d]:
            if BOX[p] == BOX[q]:
                continue  # a pair inside one box has no free end outside it
            row_boxes = 1 << BOX[p] | 1 << BOX[q]
            for _, s, t in cols:
                if BOX[s] == BOX[t]:
                    continue
                # A band and a stack meet in one box, so at most one box is shared.
                shared = row_boxes & (1 << BOX[s] | 1 << BOX[t])
                if not shared:
                    continue
                row_in, row_free = (p, q) if 1 << BOX[p] == shared else (q, p)
                col_in, col_free = (s, t) if 1 << BOX[s] == shared else (t, s)
                if row_in == col_in:
                    continue
                chain = (row_free, row_in, col_in, col_free)
                gone = _targets(positions[d], peer, chain)
                if gone:
                    yield _chain_step(grid, "two-string-kite", d, chain, gone)

    yield from _QUIET["two-string-kite"].search(grid, on_digit)


def turbot_fish(grid: Grid) -> Iterator[Step]:
    """Any other strong-weak-strong chain of four cells on one digit."""
    if not grid.variant.classic_boxes:
        return  # built on the 3x3 boxes: a jigsaw's regions are other houses
    links = strong_links(grid)
    positions = grid.positions
    peer = grid.variant.peer_mask

    def on_digit(d: int) -> Iterator[Step]:
        partners = links.partners[d]
        ends = links.ends[d]
        plane = positions[d]
        # The weak link B-C in the middle, each unordered pair once (C after B),
        # so a chain and its reverse are one step.
        for b in cells_of(ends):
            bbit = 1 << b
            of_b = partners[b]
            for c in cells_of(ends & LINE_BOX_PEERS[b] & ~((bbit << 1) - 1)):
                cbit = 1 << c
                of_c = partners[c] & ~bbit
                for a in cells_of(of_b & ~cbit):
                    abit = 1 << a
                    if not plane & peer[a] & ~(bbit | cbit):
                        continue
                    for e in cells_of(of_c & ~abit):
                        gone = plane & peer[a] & peer[e] & ~(bbit | cbit)
                        if not gone or LINE_BOX_PEERS[a] >> e & 1:
                            # Ends that see each other close a loop: an X-Wing or a
                            # nice loop, which clears more than this chain shows.
                            continue
                        chain = (a, b, c, e)
                        if _is_skyscraper(plane, chain) or _is_kite(plane, chain):
                            continue
                        yield _chain_step(grid, "turbot-fish", d, chain, gone)

    yield from _QUIET["turbot-fish"].search(grid, on_digit)


def empty_rectangle(grid: Grid) -> Iterator[Step]:
    """A box's digit on one row and one column, and a conjugate pair crossing that line."""
    if not grid.variant.classic_boxes:
        return  # built on the 3x3 boxes: a jigsaw's regions are other houses
    positions = grid.positions

    def on_digit(d: int) -> Iterator[Step]:
        plane = positions[d]
        for b in range(9):
            inside = plane & HOUSE_MASK[18 + b]
            if not 3 <= inside.bit_count() <= 5:
                # Two candidates in a box are a conjugate pair: that is a turbot fish.
                continue
            for r, c, row_part, col_part, row_out, col_out in ER_CROSSINGS[b]:
                if inside & ~(row_part | col_part):
                    continue
                on_row = inside & row_part
                on_col = inside & col_part
                if not on_row & ~col_part or not on_col & ~row_part:
                    continue  # all in one line: locked candidates, not a rectangle
                # A pair in a column that starts on the rectangle's row empties that row
                # of the box, and a row pair from its column empties the column.
                for start in cells_of(plane & row_out):
                    pair = plane & HOUSE_MASK[9 + COL[start]]
                    if pair.bit_count() == 2:
                        far = (pair ^ 1 << start).bit_length() - 1
                        step = _er_step(grid, d, b, r, c, inside, start, far, on_row, on_col)
                        if step is not None:
                            yield step
                for start in cells_of(plane & col_out):
                    pair = plane & HOUSE_MASK[ROW[start]]
                    if pair.bit_count() == 2:
                        far = (pair ^ 1 << start).bit_length() - 1
                        step = _er_step(grid, d, b, r, c, inside, start, far, on_col, on_row)
                        if step is not None:
                            yield step

    yield from _QUIET["empty-rectangle"].search(grid, on_digit)


# ----- helpers -------------------------------------------------------------------


def _targets(plane: int, peer: tuple[int, ...], chain: tuple[int, int, int, int]) -> int:
    """Cells (off the chain) with the digit that see both ends."""
    a, b, c, e = chain
    return plane & peer[a] & peer[e] & ~(1 << b | 1 << c)


def _conjugate_line(plane: int, x: int, y: int, line: tuple[int, ...], offset: int) -> bool:
    """Whether x and y share a row (or column) that holds the digit only there."""
    return line[x] == line[y] and (plane & HOUSE_MASK[offset + line[x]]).bit_count() == 2


def _is_skyscraper(plane: int, chain: tuple[int, int, int, int]) -> bool:
    a, b, c, e = chain
    return (
        _conjugate_line(plane, a, b, ROW, 0)
        and _conjugate_line(plane, c, e, ROW, 0)
        and COL[b] == COL[c]
    ) or (
        _conjugate_line(plane, a, b, COL, 9)
        and _conjugate_line(plane, c, e, COL, 9)
        and ROW[b] == ROW[c]
    )


def _is_kite(plane: int, chain: tuple[int, int, int, int]) -> bool:
    a, b, c, e = chain
    crossed = (_conjugate_line(plane, a, b, ROW, 0) and _conjugate_line(plane, c, e, COL, 9)) or (
        _conjugate_line(plane, a, b, COL, 9) and _conjugate_line(plane, c, e, ROW, 0)
    )
    return crossed and BOX[b] == BOX[c] and BOX[a] != BOX[b] and BOX[e] != BOX[c]


def _strong_house(plane: int, x: int, y: int) -> int:
    """The first of row, column, box where x and y are the digit's only two places."""
    for h in (ROW[x], 9 + COL[x], 18 + BOX[x]):
        mask = HOUSE_MASK[h]
        if mask >> y & 1 and (plane & mask).bit_count() == 2:
            return h
    raise ValueError("not a conjugate pair")


def _shared_house(x: int, y: int) -> int:
    """The first of row, column, box that holds both cells."""
    if ROW[x] == ROW[y]:
        return ROW[x]
    if COL[x] == COL[y]:
        return 9 + COL[x]
    return 18 + BOX[x]


def _chain_step(
    grid: Grid, technique: str, d: int, chain: tuple[int, int, int, int], gone: int
) -> Step:
    a, b, c, e = chain
    plane = grid.positions[d]
    first = _strong_house(plane, a, b)
    middle = _shared_house(b, c)
    second = _strong_house(plane, c, e)
    eliminations = tuple((t, d) for t in cells_of(gone))
    houses = grid.variant.houses
    na, nb, nc, ne = (cell_name(x) for x in chain)
    eureka = f"{d}{na}={d}{nb}-{d}{nc}={d}{ne}"
    effect = Effect(eliminations=eliminations)
    summary = say(
        "single-digit-chain", technique=TechniqueRef(technique), eureka=eureka, digit=d,
        a=Cell(a), b=Cell(b), c=Cell(c), e=Cell(e), first=HouseRef.of(houses[first]),
        second=HouseRef.of(houses[second]), middle=HouseRef.of(houses[middle]),
        effect=short_effect((), eliminations),
    )
    proof = (
        say("single-digit.first", links=(0,), marks=((a, d), (b, d)), start=Cell(a),
            end=Cell(b), digit=d, house=HouseRef.of(houses[first])),
        say("single-digit.weak", links=(1,), marks=((b, d), (c, d)), start=Cell(b),
            end=Cell(c), digit=d, house=HouseRef.of(houses[middle])),
        say("single-digit.strong", links=(2,), marks=((c, d), (e, d)), end=Cell(e), digit=d,
            house=HouseRef.of(houses[second])),
        say("single-digit.ends", marks=eliminations, first=Cell(a), last=Cell(e), digit=d,
            effect=effect),
    )
    lines = {}
    if technique == "skyscraper":
        lines = {"lines": say("fish.rows" if first < 9 else "fish.columns")}
    return Step(
        technique=technique,
        eliminations=eliminations,
        highlights=(
            Highlight(HOUSE, first, BASE),
            Highlight(HOUSE, second, BASE),
            Highlight(CANDIDATE, (a, d), OFF),
            Highlight(CANDIDATE, (b, d), ON),
            Highlight(CANDIDATE, (c, d), OFF),
            Highlight(CANDIDATE, (e, d), ON),
            *target_cells(eliminations),
        ),
        links=(
            Link((a, d), (b, d), True),
            Link((b, d), (c, d), False),
            Link((c, d), (e, d), True),
        ),
        summary=summary,
        proof=proof,
        nudge_reason=say(technique + ".nudge", digit=d, **lines),
    )


def _group_name(d: int, cells: list[int]) -> str:
    """Eureka name of a group: 4r5c46."""
    if len(cells) == 1:
        return f"{d}{cell_name(cells[0])}"
    rows = "".join(str(r + 1) for r in sorted({ROW[x] for x in cells}))
    cols = "".join(str(k + 1) for k in sorted({COL[x] for x in cells}))
    return f"{d}r{rows}c{cols}"


def _er_step(
    grid: Grid,
    d: int,
    b: int,
    r: int,
    c: int,
    inside: int,
    start: int,
    far: int,
    emptied: int,
    other: int,
) -> Step | None:
    """The step of an Empty Rectangle whose pair runs from `start` (on the box's
    row or column) to `far`, or None if it removes nothing. If `far` is not the
    digit, `start` is, which empties the box's line through it (`emptied`) and
    leaves the digit to the other line's cells off the crossing."""
    plane = grid.positions[d]
    peer = grid.variant.peer_mask
    kept = other & ~emptied
    gone = plane & peer[far]
    for x in cells_of(kept):
        gone &= peer[x]
    gone &= ~(inside | 1 << start)
    if not gone:
        return None
    eliminations = tuple((t, d) for t in cells_of(gone))
    box_cells = list(cells_of(inside))
    emptied_cells = list(cells_of(emptied))
    kept_cells = list(cells_of(kept))
    pair_house = _shared_house(start, far)
    start_line = _shared_house(start, emptied_cells[0])
    other_house = 9 + c if start_line < 9 else r
    ns, nf = cell_name(start), cell_name(far)
    eureka = f"{d}{nf}={d}{ns}-{_group_name(d, emptied_cells)}={_group_name(d, kept_cells)}"
    houses = grid.variant.houses
    box = HouseRef.of(houses[18 + b])
    grouped = len(kept_cells) > 1
    kept: Cell | Cells = Cells.of(kept_cells) if grouped else Cell(kept_cells[0])
    summary = say(
        "empty-rectangle.group" if grouped else "empty-rectangle",
        technique=TechniqueRef("empty-rectangle"), eureka=eureka, box=box, digit=d,
        box_cells=Cells.of(box_cells), row=HouseRef.of(houses[r]),
        column=HouseRef.of(houses[9 + c]), start=Cell(start), far=Cell(far),
        pair=HouseRef.of(houses[pair_house]), kept=kept, effect=short_effect((), eliminations),
    )
    emptied_marks = tuple((x, d) for x in emptied_cells)
    kept_marks = tuple((x, d) for x in kept_cells)
    if len(emptied_cells) > 1:
        weak = say("single-digit.weak.group", links=(1,), marks=((start, d), *emptied_marks),
                   cells=Cells.of(emptied_cells), digit=d, start=Cell(start),
                   house=HouseRef.of(houses[start_line]))
    else:
        weak = say("single-digit.weak", links=(1,), marks=((start, d), *emptied_marks),
                   end=Cell(emptied_cells[0]), digit=d, start=Cell(start),
                   house=HouseRef.of(houses[start_line]))
    effect = Effect(eliminations=eliminations)
    other = HouseRef.of(houses[other_house])
    proof = (
        say("empty-rectangle.box", marks=tuple((x, d) for x in box_cells), box=box, digit=d,
            cells=Cells.of(box_cells), row=HouseRef.of(houses[r]),
            column=HouseRef.of(houses[9 + c])),
        say("single-digit.first", links=(0,), marks=((far, d), (start, d)), start=Cell(far),
            end=Cell(start), digit=d, house=HouseRef.of(houses[pair_house])),
        weak,
        say("empty-rectangle.kept.group", links=(2,), marks=emptied_marks + kept_marks,
            digit=d, box=box, house=other, cells=Cells.of(kept_cells))
        if grouped
        else say("empty-rectangle.kept", links=(2,), marks=emptied_marks + kept_marks,
                 digit=d, box=box, house=other, cell=Cell(kept_cells[0])),
        say("empty-rectangle.ends.group", marks=eliminations, first=Cell(far),
            cells=Cells.of(kept_cells), digit=d, effect=effect)
        if grouped
        else say("single-digit.ends", marks=eliminations, first=Cell(far),
                 last=Cell(kept_cells[0]), digit=d, effect=effect),
    )
    group = tuple(emptied_cells) if len(emptied_cells) > 1 else ()
    kept_group = tuple(kept_cells) if len(kept_cells) > 1 else ()
    highlights = [
        Highlight(HOUSE, 18 + b, BASE),
        Highlight(HOUSE, pair_house, BASE),
        Highlight(CANDIDATE, (far, d), OFF),
        Highlight(CANDIDATE, (start, d), ON),
        *(Highlight(CANDIDATE, (x, d), OFF) for x in emptied_cells),
        *(Highlight(CANDIDATE, (x, d), ON) for x in kept_cells),
        *target_cells(eliminations),
    ]
    return Step(
        technique="empty-rectangle",
        eliminations=eliminations,
        highlights=tuple(highlights),
        links=(
            Link((far, d), (start, d), True),
            Link((start, d), (emptied_cells[0], d), False, end_cells=group),
            Link(
                (emptied_cells[0], d),
                (kept_cells[0], d),
                True,
                start_cells=group,
                end_cells=kept_group,
            ),
        ),
        summary=summary,
        proof=proof,
        nudge_reason=say("empty-rectangle.nudge", digit=d, box=box),
    )
