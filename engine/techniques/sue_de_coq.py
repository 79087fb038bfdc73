"""Sue de Coq: two or three cells where a box meets a line, holding at least two digits
more than cells, completed by cells of the rest of the line and of the rest of the box.

Take C, two or three unsolved cells of a box-line intersection, with candidates
V, |V| >= |C| + 2. Add L, cells of the line outside the box, and B, cells of the
box outside the line, each holding some digit of V, such that the digits of V in
L and in B are apart, and C, L and B together have as many digits as cells.
(L and B may bring digits outside V, one more cell for each.) A digit of V in
L's candidates can sit only once among C and L, which all lie in the line; one
in B's only once among C and B, all in the box; so no digit of the pattern can
sit twice, and having as many digits as cells, each sits there exactly once.
A digit that sits in the line part (V not in B, and L's digits) leaves the rest
of the line; one in the box part leaves the rest of the box.

Defined on boxes and rows/columns only: a variant's extra houses take no part
in the pattern (they still shape the candidates).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from .. import memo
from ..bits import DIGITS_IN, POPCOUNT, cells_of
from ..explain import Cells, Digits, Effect, HouseRef, Reason, TechniqueRef, say, short_effect
from ..grid import Grid
from ..memo import ContentMemo
from ..native import compiled
from ..rules.houses import House, Variant
from ..step import BASE, CANDIDATE, FIN, HOUSE, PATTERN, Highlight, Step, target_cells

# Distinct effects one call yields at most: above the steps list's 20, so the
# list can tell when it was cut.
MAX_EFFECTS = 40



def sue_de_coq(grid: Grid) -> Iterator[Step]:
    """Every Sue de Coq of the position, fewest cells first."""
    found = []
    for pattern in _patterns(grid):
        found.append(pattern)
    found.sort(key=lambda p: p[0])
    seen: set[tuple] = set()
    for _size, box, line, core, line_part, box_part, eliminations in found:
        if eliminations in seen:
            continue
        seen.add(eliminations)
        yield _step(grid, box, line, core, line_part, box_part, eliminations)
        if len(seen) == MAX_EFFECTS:
            return


def _subsets(cells: list[int], cands: list[int], digits: int) -> list[tuple[int, int, int, int]]:
    """Groups of cells each holding a digit of `digits`: (cells, their digits, count, k).

    k = cells less the digits they bring from outside `digits`: how many digits of
    `digits` the group takes. Only groups with k >= 1 are kept.
    """
    useful = [c for c in cells if cands[c] & digits]
    m = len(useful)
    out = []
    count = 1 << m
    unions = [0] * count
    sets = [0] * count
    for mask in range(1, count):
        low = mask & -mask
        rest = mask ^ low
        i = low.bit_length() - 1
        union = unions[rest] | cands[useful[i]]
        unions[mask] = union
        cs = sets[rest] | 1 << useful[i]
        sets[mask] = cs
        size = POPCOUNT[mask]
        k = size - POPCOUNT[union & ~digits]
        if k >= 1:
            out.append((cs, union, size, k))
    return out


def _patterns(grid: Grid) -> Iterator[tuple]:
    cands = grid.candidates
    variant = grid.variant
    houses = variant.houses
    for b, lines in variant.derived(memo.SUE_DE_COQ_CROSSINGS, _crossings):
        box = houses[b]
        box_empty = box.mask & _empty_mask(cands, box.cells)
        if box_empty.bit_count() < 4:
            continue
        if _sue_de_coq is not None:  # compiled: cheaper than any memo
            for n in lines:
                if (box_empty & houses[n].mask).bit_count() >= 2:
                    yield from _sue_de_coq.pair_patterns(cands, b, box.mask, n, houses[n].mask)
            continue
        box_key = tuple(cands[c] for c in box.cells)
        for n in lines:
            line = houses[n]
            inter = box_empty & line.mask
            if inter.bit_count() < 2:
                continue
            key = (variant.name, b, n, box_key, tuple(cands[c] for c in line.cells))
            found = _PAIR_PATTERNS.get(key)
            if found is None:
                patterns = _pair_patterns(cands, b, box, box_empty, n, line, inter)
                found = _PAIR_PATTERNS.put(key, tuple(patterns))
            yield from found


def _crossings(variant: Variant) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Per box (or region), the lines crossing it in two cells or more, ascending."""
    houses = variant.houses
    return tuple(
        (b, tuple(n for n, line in enumerate(houses)
                  if line.is_line and (box.mask & line.mask).bit_count() >= 2))
        for b, box in enumerate(houses)
        if box.is_box
    )


# What a box and a line hold decides every pattern in them, and a step of a solve
# changes few of them: the patterns of each box-line pair are kept by content.
_PAIR_PATTERNS: ContentMemo[tuple] = ContentMemo("sue-de-coq")

# _pair_patterns compiled (engine/compiled/_sue_de_coq.c) where built; the Python below is the
# reference and the fallback.
_sue_de_coq = compiled("_sue_de_coq")


def _pair_patterns(
    cands: list[int], b: int, box: House, box_empty: int, n: int, line: House, inter: int
) -> Iterator[tuple]:
    """The patterns of one box and one line crossing it in two or more empty cells."""
    line_empty = line.mask & _empty_mask(cands, line.cells)
    inter_cells = list(cells_of(inter))
    for size in (2, 3):
        for core in combinations(inter_cells, size):
            digits = 0
            for c in core:
                digits |= cands[c]
            extra = POPCOUNT[digits] - size
            if extra < 2:
                continue
            core_mask = sum(1 << c for c in core)
            line_rest = list(cells_of(line_empty & ~box.mask))
            box_rest = list(cells_of(box_empty & ~line.mask))
            line_groups = [g for g in _subsets(line_rest, cands, digits) if g[3] < extra]
            if not line_groups:
                continue
            box_groups = _subsets(box_rest, cands, digits)
            for lcells, ldigits, lsize, lk in line_groups:
                forbidden = ldigits & digits  # V's digits the line part takes
                for bcells, bdigits, bsize, bk in box_groups:
                    if lk + bk != extra or bdigits & forbidden:
                        continue
                    shared = ldigits & bdigits  # extras in both parts: two copies
                    line_loses = ((digits | ldigits) & ~bdigits) | shared
                    box_loses = ((digits | bdigits) & ~ldigits) | shared
                    elims = set()
                    for c in cells_of(line_empty & ~core_mask & ~lcells):
                        for d in DIGITS_IN[cands[c] & line_loses]:
                            elims.add((c, d))
                    for c in cells_of(box_empty & ~core_mask & ~bcells):
                        for d in DIGITS_IN[cands[c] & box_loses]:
                            elims.add((c, d))
                    if elims:
                        yield (
                            size + lsize + bsize,
                            b,
                            n,
                            core,
                            tuple(cells_of(lcells)),
                            tuple(cells_of(bcells)),
                            tuple(sorted(elims)),
                        )


def _empty_mask(cands: list[int], cells: tuple[int, ...]) -> int:
    mask = 0
    for c in cells:
        if cands[c]:
            mask |= 1 << c
    return mask


def _union(cands: list[int], cells: tuple[int, ...]) -> int:
    union = 0
    for c in cells:
        union |= cands[c]
    return union


def _step(
    grid: Grid,
    b: int,
    n: int,
    core: tuple[int, ...],
    line_part: tuple[int, ...],
    box_part: tuple[int, ...],
    eliminations: tuple[tuple[int, int], ...],
) -> Step:
    cands = grid.candidates
    houses = grid.variant.houses
    box, line = houses[b], houses[n]
    digits = _union(cands, core)
    ldigits = _union(cands, line_part)
    bdigits = _union(cands, box_part)
    shared = ldigits & bdigits
    total = len(core) + len(line_part) + len(box_part)
    line_keeps = ((digits | ldigits) & ~bdigits) | shared
    box_keeps = ((digits | bdigits) & ~ldigits) | shared
    highlights = (
        Highlight(HOUSE, b, BASE),
        Highlight(HOUSE, n, BASE),
        *(Highlight(CANDIDATE, (c, d), PATTERN) for c in core for d in DIGITS_IN[cands[c]]),
        *(
            Highlight(CANDIDATE, (c, d), FIN)
            for c in (*line_part, *box_part)
            for d in DIGITS_IN[cands[c]]
        ),
        *target_cells(eliminations),
    )
    line_v = ldigits & digits
    box_v = bdigits & digits

    where = {"box": HouseRef.of(box), "line": HouseRef.of(line)}
    keeps = {
        "line_keeps": Digits.of(DIGITS_IN[line_keeps]),
        "box_keeps": Digits.of(DIGITS_IN[box_keeps]),
    }
    shared_digits = {"shared": Digits.of(DIGITS_IN[shared])} if shared else {}

    def marks(cells: tuple[int, ...] | list[int], ds: int = 0x1FF) -> list[tuple[int, int]]:
        return [(c, d) for c in cells for d in DIGITS_IN[cands[c] & ds]]

    def part(house: House, cells: tuple[int, ...], ds: int) -> Reason:
        return say("sue-de-coq.part", marks=marks(cells), count=len(cells),
                   house=HouseRef.of(house), cells=Cells.of(cells),
                   digits=Digits.of(DIGITS_IN[ds]))

    def confined(house: House, cells: list[int], ds: int) -> Reason:
        return say("sue-de-coq.confined", marks=marks(cells, ds), count=POPCOUNT[ds],
                   digits=Digits.of(DIGITS_IN[ds]), cells=Cells.of(cells),
                   house=HouseRef.of(house))

    proof = (
        say("sue-de-coq.core", marks=marks(core), core=Cells.of(core),
            digits=Digits.of(DIGITS_IN[digits]), count=POPCOUNT[digits], cells=len(core),
            **where),
        part(line, line_part, ldigits),
        part(box, box_part, bdigits),
        confined(line, sorted((*core, *line_part)), line_v),
        confined(box, sorted((*core, *box_part)), box_v),
        say("sue-de-coq.fill.shared" if shared else "sue-de-coq.fill", total=total,
            **shared_digits),
        say("sue-de-coq.so", marks=eliminations, effect=Effect(eliminations=eliminations),
            **where, **keeps),
    )
    summary = say(
        "sue-de-coq.shared" if shared else "sue-de-coq", technique=TechniqueRef("sue-de-coq"),
        core=Cells.of(core), digits=Digits.of(DIGITS_IN[digits]),
        line_part=Cells.of(line_part), box_part=Cells.of(box_part), total=total,
        effect=short_effect((), eliminations, limit=3), **where, **keeps, **shared_digits,
    )
    return Step(
        technique="sue-de-coq",
        eliminations=eliminations,
        highlights=highlights,
        summary=summary,
        proof=proof,
        nudge_reason=say("sue-de-coq.nudge", **where),
    )
