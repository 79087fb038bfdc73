"""Wings: XY-Wing, XYZ-Wing, W-Wing, WXYZ-Wing and Remote Pair.

Small patterns of few-candidate cells that force a digit into one of two or
three places, so a cell seeing all of those places loses it:

* XY-Wing: a pivot {x,y} sees two pincers {x,z} and {y,z}. Whatever the pivot
  is, one pincer is z: a cell that sees both pincers loses z.
* XYZ-Wing: a pivot {x,y,z} sees pincers {x,z} and {y,z}: z is in the pivot
  or in a pincer, so a cell that sees all three loses z.
* W-Wing: two cells {x,y} that do not see each other, joined by a conjugate
  pair on x (the only two places for x in a house), one end seeing each cell.
  If one cell is not y it is x, the pair's end beside it is not x, the other
  end is x, so the second cell is not x but y: one of the two is y.
* WXYZ-Wing: four cells holding four digits between them, where every digit
  but one (z) is restricted: the cells holding it all see each other, so it
  can sit in at most one of them. Four cells need four digits, so z sits in
  one of the wing's z-cells, and a cell that sees all of them loses z.
* Remote Pair: a chain of at least four cells, all {x,y}, each seeing the
  next. Their digits alternate along the chain, so two cells an odd number of
  steps apart hold x and y between them, and a cell seeing both loses both.

"Sees" is `variant.peer_mask` and conjugate pairs live in any house of the
variant (a diagonal or a colour group as much as a row), which keeps every
pattern sound in every variant: nothing here depends on box geometry.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from .. import links, memo
from ..bits import DIGITS_IN, POPCOUNT, SINGLE_DIGIT, cells_of
from ..explain import Cell, Cells, Digits, Effect, HouseRef, Reason, TechniqueRef, say, short_effect
from ..grid import Grid
from ..native import compiled
from ..step import (
    BASE,
    CANDIDATE,
    HOUSE,
    OFF,
    ON,
    PATTERN,
    Highlight,
    Link,
    Step,
    Z,
    target_cells,
)

# The 126 four-digit sets, and for each the subsets of two to four digits a
# WXYZ-Wing cell may hold.
QUADS: tuple[int, ...] = tuple(m for m in range(512) if POPCOUNT[m] == 4)
WING_MASKS: dict[int, tuple[int, ...]] = {
    q: tuple(s for s in range(512) if s & ~q == 0 and POPCOUNT[s] >= 2) for q in QUADS
}


# ----- the position's few-candidate cells, shared by the finders ------------------


class FewCandidates:
    """Cells with two to four candidates, grouped the way the wings look them up.

    `bivalue`: 81-bit set of the two-candidate cells; `by_mask`: candidate set ->
    81-bit set of the cells (two to four candidates) holding exactly it;
    `trivalue`: the three-candidate cells, ascending; `cells`: all of them,
    ascending, and `index`: cell -> its place in `cells`.
    """

    __slots__ = ("bivalue", "by_mask", "trivalue", "cells", "index")

    def __init__(self, grid: Grid) -> None:
        bivalue = 0
        by_mask: dict[int, int] = {}
        trivalue = []
        cells = []
        for cell, mask in enumerate(grid.candidates):
            n = POPCOUNT[mask]
            if n < 2 or n > 4:
                continue
            cells.append(cell)
            by_mask[mask] = by_mask.get(mask, 0) | 1 << cell
            if n == 2:
                bivalue |= 1 << cell
            elif n == 3:
                trivalue.append(cell)
        self.bivalue = bivalue
        self.by_mask = by_mask
        self.trivalue = trivalue
        self.cells = cells
        self.index = {c: i for i, c in enumerate(cells)}


def few_candidates(grid: Grid) -> FewCandidates:
    return grid.derived(memo.WINGS_FEW_CANDIDATES, FewCandidates)


def conjugate_pairs(grid: Grid) -> list[list[tuple[int, int, int]]]:
    """Per digit, (house, cell, cell) for each house where the digit has exactly two places.

    A pair lying in two houses (a row and a box) is listed once, under its first house.
    """
    return grid.derived(memo.WINGS_CONJUGATES, _conjugates)


def _conjugates(grid: Grid) -> list[list[tuple[int, int, int]]]:
    out: list[list[tuple[int, int, int]]] = [[] for _ in range(10)]
    every = links.conjugate_pairs(grid)
    for d in range(1, 10):
        seen = set()
        for h, a, b in every[d]:
            if (a, b) not in seen:
                seen.add((a, b))
                out[d].append((h, a, b))
    return out


# ----- XY-Wing ---------------------------------------------------------------------


def xy_wing(grid: Grid) -> Iterator[Step]:
    """Every XY-Wing, pivots in cell order."""
    cands = grid.candidates
    peer = grid.variant.peer_mask
    positions = grid.positions
    bivalue = few_candidates(grid).bivalue
    rest = bivalue
    while rest:
        low = rest & -rest
        rest ^= low
        pivot = low.bit_length() - 1
        near = peer[pivot] & bivalue
        if near.bit_count() < 2:
            continue
        both = cands[pivot]
        x_bit = both & -both
        y_bit = both ^ x_bit
        # Pincers by their other digit z: {x,z} ones and {y,z} ones.
        with_x: dict[int, int] = {}
        with_y: dict[int, int] = {}
        for c in cells_of(near):
            m = cands[c]
            if m & both == x_bit:
                with_x[m ^ x_bit] = with_x.get(m ^ x_bit, 0) | 1 << c
            elif m & both == y_bit:
                with_y[m ^ y_bit] = with_y.get(m ^ y_bit, 0) | 1 << c
        if not with_x or not with_y:
            continue
        for z_bit in sorted(with_x):
            ys = with_y.get(z_bit)
            if not ys:
                continue
            plane = positions[SINGLE_DIGIT[z_bit]]
            for a in cells_of(with_x[z_bit]):
                seen_by_a = peer[a] & plane
                if not seen_by_a:
                    continue
                for b in cells_of(ys):
                    gone = seen_by_a & peer[b]
                    if gone:
                        yield _xy_step(grid, pivot, a, b, cands, gone)


def _xy_step(grid: Grid, pivot: int, a: int, b: int, cands: list[int], gone: int) -> Step:
    x, y = DIGITS_IN[cands[pivot]]
    z = SINGLE_DIGIT[cands[a] & cands[b]]
    eliminations = tuple((t, z) for t in cells_of(gone))
    effect = Effect(eliminations=eliminations)
    summary = say(
        "xy-wing", technique=TechniqueRef("xy-wing"), pivot=Cell(pivot),
        pivot_digits=Digits.of((x, y)), a=Cell(a), a_digits=Digits.of(DIGITS_IN[cands[a]]),
        b=Cell(b), b_digits=Digits.of(DIGITS_IN[cands[b]]), x=x, y=y, z=z,
        effect=short_effect((), eliminations),
    )
    proof = (
        say("wings.if-not", links=(0,), marks=((a, z), (a, x)), cell=Cell(a), digit=z, other=x),
        say("wings.sees", links=(1,), marks=((a, x), (pivot, x)), cell=Cell(pivot), digit=x,
            other=Cell(a)),
        say("wings.cell-is", links=(2,), marks=((pivot, x), (pivot, y)), cell=Cell(pivot),
            digit=y),
        say("wings.sees", links=(3,), marks=((pivot, y), (b, y)), cell=Cell(b), digit=y,
            other=Cell(pivot)),
        say("wings.cell-is", links=(4,), marks=((b, y), (b, z)), cell=Cell(b), digit=z),
        say("wings.ends", marks=eliminations, first=Cell(a), last=Cell(b), digit=z,
            effect=effect),
    )
    return Step(
        technique="xy-wing",
        eliminations=eliminations,
        highlights=(
            Highlight(CANDIDATE, (pivot, x), PATTERN),
            Highlight(CANDIDATE, (pivot, y), PATTERN),
            Highlight(CANDIDATE, (a, x), PATTERN),
            Highlight(CANDIDATE, (a, z), Z),
            Highlight(CANDIDATE, (b, y), PATTERN),
            Highlight(CANDIDATE, (b, z), Z),
            *target_cells(eliminations),
        ),
        # z a = x a - x pivot = y pivot - y b = z b: one end is z.
        links=(
            Link((a, z), (a, x), True),
            Link((a, x), (pivot, x), False),
            Link((pivot, x), (pivot, y), True),
            Link((pivot, y), (b, y), False),
            Link((b, y), (b, z), True),
        ),
        summary=summary,
        proof=proof,
        nudge_reason=say("xy-wing.nudge", box=box_house(grid, pivot)),
    )


# ----- XYZ-Wing --------------------------------------------------------------------


def xyz_wing(grid: Grid) -> Iterator[Step]:
    """Every XYZ-Wing, pivots in cell order."""
    cands = grid.candidates
    peer = grid.variant.peer_mask
    positions = grid.positions
    few = few_candidates(grid)
    bivalue = few.bivalue
    for pivot in few.trivalue:
        near = peer[pivot] & bivalue
        if near.bit_count() < 2:
            continue
        three = cands[pivot]
        # Pincers hold two of the pivot's three digits: at most three kinds.
        kinds: dict[int, int] = {}
        for c in cells_of(near):
            m = cands[c]
            if not m & ~three:
                kinds[m] = kinds.get(m, 0) | 1 << c
        if len(kinds) < 2:
            continue
        for m1, m2 in combinations(sorted(kinds), 2):
            z_bit = m1 & m2
            plane = positions[SINGLE_DIGIT[z_bit]] & peer[pivot]
            if not plane:
                continue
            for a in cells_of(kinds[m1]):
                seen_by_a = plane & peer[a]
                if not seen_by_a:
                    continue
                for b in cells_of(kinds[m2]):
                    gone = seen_by_a & peer[b]
                    if gone:
                        yield _xyz_step(grid, pivot, a, b, cands, gone)


def _xyz_step(grid: Grid, pivot: int, a: int, b: int, cands: list[int], gone: int) -> Step:
    z = SINGLE_DIGIT[cands[a] & cands[b]]
    x = SINGLE_DIGIT[cands[a] ^ 1 << (z - 1)]
    y = SINGLE_DIGIT[cands[b] ^ 1 << (z - 1)]
    eliminations = tuple((t, z) for t in cells_of(gone))
    three = (pivot, a, b)
    summary = say(
        "xyz-wing", technique=TechniqueRef("xyz-wing"), pivot=Cell(pivot),
        pivot_digits=Digits.of(DIGITS_IN[cands[pivot]]), a=Cell(a),
        a_digits=Digits.of(DIGITS_IN[cands[a]]), b=Cell(b),
        b_digits=Digits.of(DIGITS_IN[cands[b]]), z=z, effect=short_effect((), eliminations),
    )
    proof = (
        say("wings.case", marks=((pivot, x), (a, x), (a, z)), pivot=Cell(pivot), digit=x,
            pincer=Cell(a), z=z),
        say("wings.case", marks=((pivot, y), (b, y), (b, z)), pivot=Cell(pivot), digit=y,
            pincer=Cell(b), z=z),
        say("wings.case.self", marks=((pivot, z),), pivot=Cell(pivot), z=z),
        say("wings.sees-all", marks=eliminations, cells=Cells.of(three), z=z,
            effect=Effect(eliminations=eliminations)),
    )
    return Step(
        technique="xyz-wing",
        eliminations=eliminations,
        highlights=(
            Highlight(CANDIDATE, (pivot, x), PATTERN),
            Highlight(CANDIDATE, (pivot, y), PATTERN),
            Highlight(CANDIDATE, (pivot, z), Z),
            Highlight(CANDIDATE, (a, x), PATTERN),
            Highlight(CANDIDATE, (a, z), Z),
            Highlight(CANDIDATE, (b, y), PATTERN),
            Highlight(CANDIDATE, (b, z), Z),
            *target_cells(eliminations),
        ),
        summary=summary,
        proof=proof,
        nudge_reason=say("xyz-wing.nudge", box=box_house(grid, pivot)),
    )


# ----- W-Wing ----------------------------------------------------------------------


def w_wing(grid: Grid) -> Iterator[Step]:
    """Every W-Wing: pairs of twin cells in cell order, one step per twin pair and digit."""
    cands = grid.candidates
    peer = grid.variant.peer_mask
    positions = grid.positions
    few = few_candidates(grid)
    by_mask = few.by_mask
    conjugates: list[list[tuple[int, int, int]]] | None = None
    for first in cells_of(few.bivalue):
        mask = cands[first]
        # Twins after `first` that it does not see (two that see each other are a naked pair).
        twins = by_mask[mask] >> (first + 1) << (first + 1) & ~peer[first]
        for second in cells_of(twins):
            common = peer[first] & peer[second]
            ends = 1 << first | 1 << second
            for x, y in (DIGITS_IN[mask], DIGITS_IN[mask][::-1]):
                gone = common & positions[y]
                if not gone:
                    continue
                near_first = peer[first] & positions[x] & ~ends
                near_second = peer[second] & positions[x] & ~ends
                if not near_first or not near_second:
                    continue
                if conjugates is None:
                    conjugates = conjugate_pairs(grid)
                for house, c, d in conjugates[x]:
                    if near_first >> c & 1 and near_second >> d & 1:
                        yield _w_step(grid, first, second, x, y, house, c, d, gone)
                        break
                    if near_first >> d & 1 and near_second >> c & 1:
                        yield _w_step(grid, first, second, x, y, house, d, c, gone)
                        break


def _w_step(
    grid: Grid, a: int, b: int, x: int, y: int, house: int, c: int, d: int, gone: int
) -> Step:
    """W-Wing of twins a, b {x,y}, conjugate pair c (seeing a), d (seeing b) on x."""
    eliminations = tuple((t, y) for t in cells_of(gone))
    where = HouseRef.of(grid.variant.houses[house])
    low, high = min(x, y), max(x, y)
    summary = say(
        "w-wing", technique=TechniqueRef("w-wing"), a=Cell(a), b=Cell(b),
        digits=Digits.of((low, high)), house=where, x=x, y=y, c=Cell(c), d=Cell(d),
        effect=short_effect((), eliminations),
    )
    proof = (
        say("wings.if-not", links=(0,), marks=((a, y), (a, x)), cell=Cell(a), digit=y, other=x),
        say("wings.sees", links=(1,), marks=((a, x), (c, x)), cell=Cell(c), digit=x,
            other=Cell(a)),
        say("wings.house-is", links=(2,), marks=((c, x), (d, x)), cell=Cell(d), digit=x,
            house=where),
        say("wings.sees", links=(3,), marks=((d, x), (b, x)), cell=Cell(b), digit=x,
            other=Cell(d)),
        say("wings.cell-is", links=(4,), marks=((b, x), (b, y)), cell=Cell(b), digit=y),
        say("wings.ends", marks=eliminations, first=Cell(a), last=Cell(b), digit=y,
            effect=Effect(eliminations=eliminations)),
    )
    return Step(
        technique="w-wing",
        eliminations=eliminations,
        highlights=(
            Highlight(HOUSE, house, BASE),
            Highlight(CANDIDATE, (a, x), PATTERN),
            Highlight(CANDIDATE, (a, y), Z),
            Highlight(CANDIDATE, (c, x), PATTERN),
            Highlight(CANDIDATE, (d, x), PATTERN),
            Highlight(CANDIDATE, (b, x), PATTERN),
            Highlight(CANDIDATE, (b, y), Z),
            *target_cells(eliminations),
        ),
        # y a = x a - x c = x d - x b = y b: one end is y.
        links=(
            Link((a, y), (a, x), True),
            Link((a, x), (c, x), False),
            Link((c, x), (d, x), True),
            Link((d, x), (b, x), False),
            Link((b, x), (b, y), True),
        ),
        summary=summary,
        proof=proof,
        nudge_reason=say("w-wing.nudge", digits=Digits.of((low, high))),
    )


# ----- Remote Pair -----------------------------------------------------------------


def remote_pair(grid: Grid) -> Iterator[Step]:
    """Every Remote Pair, shortest chains first, one per effect."""
    cands = grid.candidates
    peer = grid.variant.peer_mask
    positions = grid.positions
    few = few_candidates(grid)
    chains: list[tuple[int, ...]] = []
    for mask, cellset in few.by_mask.items():
        if POPCOUNT[mask] != 2 or cellset.bit_count() < 4:
            continue
        chains.extend(_pair_chains(cellset, peer))
    if not chains:
        return
    chains.sort(key=lambda chain: (len(chain), chain))
    seen: set[tuple[tuple[int, int], ...]] = set()
    for chain in chains:
        x, y = DIGITS_IN[cands[chain[0]]]
        plane = (positions[x] | positions[y]) & ~sum(1 << c for c in chain)
        targets = 0
        ends = []  # the pairs of chain cells that remove something
        n = len(chain)
        for i in range(n - 3):
            seen_by_i = peer[chain[i]] & plane
            if not seen_by_i:
                continue
            for j in range(i + 3, n, 2):
                both = seen_by_i & peer[chain[j]]
                if both:
                    targets |= both
                    ends.append((chain[i], chain[j]))
        if not targets:
            continue
        eliminations = tuple(
            (t, d) for t in cells_of(targets) for d in DIGITS_IN[cands[t] & cands[chain[0]]]
        )
        if eliminations in seen:
            continue
        seen.add(eliminations)
        yield _rp_step(chain, x, y, ends, eliminations)


def _pair_chains(cellset: int, peer: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Shortest chains of at least four cells between cells of opposite parity.

    The cells (all holding the same pair) link when they see each other; a
    breadth-first search from each cell finds, for every cell an odd number of
    links away (three or more), one shortest chain to it. A shortest chain has
    no shortcut, so no two of its cells but neighbours see each other.
    """
    out = []
    for start in cells_of(cellset):
        parent = {start: -1}
        frontier = [start]
        depth = 0
        while frontier:
            depth += 1
            nxt = []
            for c in frontier:
                for n in cells_of(peer[c] & cellset):
                    if n not in parent:
                        parent[n] = c
                        nxt.append(n)
            frontier = nxt
            if depth >= 3 and depth % 2 == 1:
                for end in frontier:
                    if end > start:
                        chain = [end]
                        while parent[chain[-1]] != -1:
                            chain.append(parent[chain[-1]])
                        out.append(tuple(reversed(chain)))
    return out


def _rp_step(
    chain: tuple[int, ...],
    x: int,
    y: int,
    ends: list[tuple[int, int]],
    eliminations: tuple[tuple[int, int], ...],
) -> Step:
    first, second = ends[0]
    highlights = []
    links = []
    for i, c in enumerate(chain):
        on, off = (x, y) if i % 2 == 0 else (y, x)
        highlights.append(Highlight(CANDIDATE, (c, on), ON))
        highlights.append(Highlight(CANDIDATE, (c, off), OFF))
    # x c1 = y c1 - y c2 = x c2 - x c3 = ...: the chain read from the first cell's x.
    proof: list[Reason] = []
    digit = x
    for i, c in enumerate(chain):
        other = y if digit == x else x
        strong = len(links)
        links.append(Link((c, digit), (c, other), True))
        if i == 0:
            proof.append(say("wings.if-not", links=(strong,), marks=((c, digit), (c, other)),
                             cell=Cell(c), digit=digit, other=other))
        else:
            proof.append(say("wings.cell-is", links=(strong,), marks=((c, digit), (c, other)),
                             cell=Cell(c), digit=other))
        if i + 1 < len(chain):
            links.append(Link((c, other), (chain[i + 1], other), False))
            proof.append(say("wings.sees", links=(strong + 1,),
                             marks=((c, other), (chain[i + 1], other)),
                             cell=Cell(chain[i + 1]), digit=other, other=Cell(c)))
        digit = other
    proof.append(say("remote-pair.so", marks=eliminations, first=Cell(first),
                     second=Cell(second), x=x, y=y, effect=Effect(eliminations=eliminations)))
    return Step(
        technique="remote-pair",
        eliminations=eliminations,
        highlights=(*highlights, *target_cells(eliminations)),
        links=tuple(links),
        summary=say(
            "remote-pair", technique=TechniqueRef("remote-pair"), digits=Digits.of((x, y)),
            cells=Cells.of(chain), x=x, y=y, effect=short_effect((), eliminations),
        ),
        proof=tuple(proof),
        nudge_reason=say("remote-pair.nudge", digits=Digits.of((x, y))),
    )


# ----- WXYZ-Wing -------------------------------------------------------------------


# The same search compiled (engine/compiled/_wings.c) where built; the loops below are the
# reference and the fallback.
_wings = compiled("_wings")


def wxyz_wing(grid: Grid) -> Iterator[Step]:
    """Every WXYZ-Wing, by digit set: four cells, four digits, one of them unrestricted."""
    cands = grid.candidates
    peer = grid.variant.peer_mask
    positions = grid.positions
    if _wings is not None:
        for *wing, z, z_cells, gone in _wings.wxyz(cands, peer, positions):
            yield _wxyz_step(tuple(wing), z, z_cells, cands, gone)  # type: ignore[arg-type]
        return
    few = few_candidates(grid)
    by_mask = few.by_mask
    if len(by_mask) < 2:
        return
    apart: list[list[int]] | None = None
    index = few.index
    for quad in QUADS:
        cellset = 0
        union = 0
        for sub in WING_MASKS[quad]:
            found = by_mask.get(sub)
            if found:
                cellset |= found
                union |= sub
        if union != quad or cellset.bit_count() < 4:
            continue
        if apart is None:
            apart = _apart(few.cells, cands, peer)
        wing_cells = [index[c] for c in cells_of(cellset)]
        yield from _wxyz_in(wing_cells, few.cells, apart, cands, peer, positions)


def _apart(cells: list[int], cands: list[int], peer: tuple[int, ...]) -> list[list[int]]:
    """For two cells (by index), the digits they share without seeing each other.

    Any such digit is unrestricted in a wing holding both cells.
    """
    return [[0 if peer[a] >> b & 1 else cands[a] & cands[b] for b in cells] for a in cells]


def _wxyz_in(
    wing_cells: list[int],
    cells: list[int],
    apart: list[list[int]],
    cands: list[int],
    peer: tuple[int, ...],
    positions: list[int],
) -> Iterator[Step]:
    """WXYZ-Wings among cells (indices into `cells`) whose candidates lie in one digit quad.

    A digit is unrestricted as soon as two cells holding it do not see each
    other, so the unrestricted digits of a group are the union of `apart` over
    its pairs. A group with two of them is dropped as it forms. So is a trio
    holding only three digits: with any fourth cell it hides an XY- or XYZ-Wing
    (or three cells that must take all three digits) that removes at least as
    much, and the smaller pattern is the one to show.
    """
    n = len(wing_cells)
    masks = [cands[cells[i]] for i in wing_cells]
    for p in range(n - 3):
        i = wing_cells[p]
        mi, ai = masks[p], apart[i]
        for q in range(p + 1, n - 2):
            j = wing_cells[q]
            open_ij = ai[j]
            if POPCOUNT[open_ij] > 1:
                continue
            mj, aj = masks[q], apart[j]
            mij = mi | mj
            for r in range(q + 1, n - 1):
                k = wing_cells[r]
                mk = masks[r]
                open_ijk = open_ij | ai[k] | aj[k]
                if POPCOUNT[mij | mk] < 4 or POPCOUNT[open_ijk] > 1:
                    continue
                ak = apart[k]
                for s in range(r + 1, n):
                    m = wing_cells[s]
                    z_bit = open_ijk | ai[m] | aj[m] | ak[m]
                    if POPCOUNT[z_bit] != 1:
                        continue
                    mm = masks[s]
                    if (
                        POPCOUNT[mij | mm] < 4
                        or POPCOUNT[mi | mk | mm] < 4
                        or POPCOUNT[mj | mk | mm] < 4
                    ):
                        continue
                    wing = (cells[i], cells[j], cells[k], cells[m])
                    z = SINGLE_DIGIT[z_bit]
                    gone = positions[z]
                    z_cells = 0
                    for c in wing:
                        if cands[c] & z_bit:
                            z_cells |= 1 << c
                            gone &= peer[c]
                    gone &= ~z_cells
                    if gone:
                        yield _wxyz_step(wing, z, z_cells, cands, gone)


def _wxyz_step(
    wing: tuple[int, int, int, int], z: int, z_cells: int, cands: list[int], gone: int
) -> Step:
    eliminations = tuple((t, z) for t in cells_of(gone))
    digits = DIGITS_IN[cands[wing[0]] | cands[wing[1]] | cands[wing[2]] | cands[wing[3]]]
    others = tuple(d for d in digits if d != z)
    holders = list(cells_of(z_cells))
    proof = (
        *(
            say("wings.cell-holds", marks=[(c, d) for d in DIGITS_IN[cands[c]]], cell=Cell(c),
                digits=Digits.of(DIGITS_IN[cands[c]]))
            for c in wing
        ),
        *(
            say("wings.at-most-once", marks=[(c, d) for c in wing if cands[c] >> (d - 1) & 1],
                digit=d)
            for d in others
        ),
        say("wings.four-digits", marks=[(c, z) for c in holders], z=z,
            holders=Cells.of(holders)),
        say("wings.sees-all", marks=eliminations, cells=Cells.of(holders), z=z,
            effect=Effect(eliminations=eliminations)),
    )
    highlights = []
    for c in wing:
        for d in DIGITS_IN[cands[c]]:
            highlights.append(Highlight(CANDIDATE, (c, d), Z if d == z else PATTERN))
    return Step(
        technique="wxyz-wing",
        eliminations=eliminations,
        highlights=(*highlights, *target_cells(eliminations)),
        summary=say(
            "wxyz-wing", technique=TechniqueRef("wxyz-wing"), cells=Cells.of(wing),
            digits=Digits.of(digits), others=Digits.of(others), z=z, holders=Cells.of(holders),
            effect=short_effect((), eliminations),
        ),
        proof=proof,
        nudge_reason=say("wxyz-wing.nudge", digits=Digits.of(digits)),
    )


def box_house(grid: Grid, cell: int) -> HouseRef:
    """The cell's box, or its region in a Jigsaw."""
    variant = grid.variant
    for i in variant.houses_of[cell]:
        if variant.houses[i].is_box:
            return HouseRef.of(variant.houses[i])
    return HouseRef("box", cell // 27 * 3 + cell % 9 // 3 + 1)
