"""What a Killer's sums allow: the arithmetic under every Killer technique.

Two questions, both answered exactly for the cells asked about:

* a cage (real, or a hidden one whose cells all see each other): which digit sets
  make its sum in its empty cells, and which candidate of each cell some such set
  can still take (`cage_fits`): a set must give every cell a different digit
  from its candidates.
* a sum of cells that may repeat a digit (the innies or outies of several houses,
  or an innie minus an outie): which candidates some assignment keeps
  (`sum_fits`), repeating a digit only between cells that share no unit.

And the regions of the rule of 45 (`regions`): a house, or two or three adjacent
rows, columns or boxes, with the cages wholly inside and those reaching out,
built once per Killer.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from ..bits import ALL_DIGITS, DIGITS_IN
from ..cage_fits import CageFit, cage_fit
from ..grid import Grid
from ..rules.cages import sum_combinations
from ..rules.houses import Cage, Variant


def cage_options(grid: Grid, cage: Cage) -> tuple[tuple[int, bool], ...]:
    """Every digit set that makes the cage's sum in its cells, ascending, each with whether
    it can still fill the cage: it holds every digit placed there, and the rest fits the
    open cells' candidates (what a Killer player strikes off the list beside a cage)."""
    placed = 0
    for c in cage.cells:
        if grid.values[c]:
            placed |= 1 << (grid.values[c] - 1)
    open_sets = set(cage_fit(grid, cage.cells, cage.total).combos)
    return tuple(
        (m, m & placed == placed and (m & ~placed) in open_sets)
        for m in sum_combinations(cage.total, len(cage.cells))
    )


# ----- sums that may repeat a digit -------------------------------------------------


@lru_cache(maxsize=8192)
def _sum_fit(
    cands: tuple[int, ...],
    signs: tuple[int, ...],
    target: int,
    clashes: tuple[tuple[int, int], ...],
) -> tuple[int, ...]:
    """Per cell, the candidates some assignment keeps: sum of sign*digit == target, and
    cells i < j in `clashes` (sharing a unit) different."""
    n = len(cands)
    fits = [0] * n
    full = list(cands)
    lo = [min(s * d for d in DIGITS_IN[c]) if c else 0 for c, s in zip(cands, signs, strict=True)]
    hi = [max(s * d for d in DIGITS_IN[c]) if c else 0 for c, s in zip(cands, signs, strict=True)]
    # What the cells after i can add at least and at most.
    rest_lo = [sum(lo[i:]) for i in range(n + 1)]
    rest_hi = [sum(hi[i:]) for i in range(n + 1)]
    before = [[a for a, b in clashes if b == j] for j in range(n)]
    chosen = [0] * n

    def walk(i: int, total: int) -> bool:
        """Assign cells i.. ; True once every candidate of every cell is kept (stop)."""
        if i == n:
            if total == target:
                for k in range(n):
                    fits[k] |= 1 << (chosen[k] - 1)
                return fits == full
            return False
        for d in DIGITS_IN[cands[i]]:
            if any(chosen[a] == d for a in before[i]):
                continue
            t = total + signs[i] * d
            if t + rest_lo[i + 1] <= target <= t + rest_hi[i + 1]:
                chosen[i] = d
                if walk(i + 1, t):
                    return True
        return False

    walk(0, 0)
    return tuple(fits)


def sum_fit(
    grid: Grid, cells: tuple[int, ...], signs: tuple[int, ...], target: int
) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
    """(empty cells, what their signed sum must be, per cell the candidates kept)."""
    values = grid.values
    cands = grid.candidates
    keep = [i for i, c in enumerate(cells) if not values[c]]
    rest = target - sum(s * values[c] for c, s in zip(cells, signs, strict=True) if values[c])
    empty = tuple(cells[i] for i in keep)
    sgn = tuple(signs[i] for i in keep)
    sees = grid.variant.sees
    clashes = tuple(
        (a, b) for b in range(len(empty)) for a in range(b) if sees(empty[a], empty[b])
    )
    fits = _sum_fit(tuple(cands[c] for c in empty), sgn, rest, clashes)
    return empty, rest, fits


def sum_ways(grid: Grid, cells: tuple[int, ...], total: int) -> tuple[tuple[int, ...], ...]:
    """The digit sets (a digit twice only where two cells share no unit) that the empty
    `cells` can still make `total` from with their candidates, each ascending, in order:
    what a player writes beside a rule of 45 ("16: 7+9 or 8+8")."""
    cands = grid.candidates
    sees = grid.variant.sees
    n = len(cells)
    lo = [min(DIGITS_IN[cands[c]], default=0) for c in cells]
    hi = [max(DIGITS_IN[cands[c]], default=0) for c in cells]
    found: set[tuple[int, ...]] = set()
    chosen = [0] * n

    def walk(i: int, left: int) -> None:
        if i == n:
            if left == 0:
                found.add(tuple(sorted(chosen)))
            return
        for d in DIGITS_IN[cands[cells[i]]]:
            rest = left - d
            if not sum(lo[i + 1:]) <= rest <= sum(hi[i + 1:]):
                continue
            if any(chosen[j] == d and sees(cells[j], cells[i]) for j in range(i)):
                continue
            chosen[i] = d
            walk(i + 1, rest)
        chosen[i] = 0

    walk(0, total)
    return tuple(sorted(found))


def one_unit(variant: Variant, cells: tuple[int, ...]) -> bool:
    """Whether every two of the cells share a unit (so no digit repeats among them)."""
    return all(variant.sees(a, b) for i, a in enumerate(cells) for b in cells[i + 1 :])


# ----- the regions of the rule of 45 ------------------------------------------------

INNIES, OUTIES, DIFFERENCE = "innies", "outies", "difference"


@dataclass(frozen=True)
class Region:
    """A house, or adjacent houses of one kind, with how the cages lie on it."""

    houses: tuple[int, ...]  # house indices
    mask: int  # its cells
    inside: tuple[int, ...]  # cages wholly inside (indices)
    reaching: tuple[int, ...]  # cages partly inside
    loose: int  # its cells in no cage


@dataclass(frozen=True)
class SumForm:
    """Cells whose signed sum the rule of 45 knows: innies (+), outies (+), or an innie
    minus an outie."""

    form: str  # INNIES, OUTIES or DIFFERENCE
    region: Region
    cells: tuple[int, ...]
    signs: tuple[int, ...]
    target: int
    cages: tuple[int, ...]  # the cages counted: inside ones, or every cage reaching in
    split: int = -1  # the difference form: the cage whose outside cell is the outie


def regions(variant: Variant) -> tuple[Region, ...]:
    return variant.derived("killer:regions", _regions)


def _regions(variant: Variant) -> tuple[Region, ...]:
    houses = variant.houses
    kind_of = {}
    for i, h in enumerate(houses):
        kind_of.setdefault(h.kind, []).append(i)
    groups: list[tuple[int, ...]] = [(i,) for i in range(len(houses))]
    for kind in ("row", "column"):
        line = kind_of.get(kind, [])
        for size in (2, 3):
            groups += [tuple(line[s : s + size]) for s in range(len(line) - size + 1)]
    boxes = kind_of.get("box", [])
    if len(boxes) == 9:
        groups += [(boxes[b], boxes[b + 1]) for b in range(9) if b % 3 < 2]
        groups += [(boxes[b], boxes[b + 3]) for b in range(6)]
    found = []
    seen: set[int] = set()
    for group in groups:
        mask = 0
        for h in group:
            mask |= houses[h].mask
        if mask in seen:
            continue
        seen.add(mask)
        inside, reaching = [], []
        for k, cage in enumerate(variant.cages):
            if cage.mask & mask:
                (inside if not cage.mask & ~mask else reaching).append(k)
        caged = 0
        for k in inside + reaching:
            caged |= variant.cages[k].mask
        found.append(Region(group, mask, tuple(inside), tuple(reaching), mask & ~caged))
    return tuple(found)


MOST_CELLS = 5  # more left-over cells than this make a sum too loose to help a player


def sum_forms(variant: Variant) -> tuple[SumForm, ...]:
    """Every innie, outie and difference form of every region, fewest cells first."""
    return variant.derived("killer:sum-forms", _sum_forms)


def _cells(mask: int) -> tuple[int, ...]:
    return tuple(c for c in range(81) if mask >> c & 1)


def _sum_forms(variant: Variant) -> tuple[SumForm, ...]:
    cages = variant.cages
    forms = []
    for region in regions(variant):
        whole = 45 * len(region.houses)
        inside_total = sum(cages[k].total for k in region.inside)
        covered = 0
        for k in region.inside:
            covered |= cages[k].mask
        innies = _cells(region.mask & ~covered)
        if 0 < len(innies) <= MOST_CELLS:
            forms.append(SumForm(INNIES, region, innies, (1,) * len(innies),
                                 whole - inside_total, region.inside))
        if region.loose or not region.reaching:
            continue  # outies need every cell of the region in a cage
        out_mask = 0
        for k in region.reaching:
            out_mask |= cages[k].mask & ~region.mask
        outies = _cells(out_mask)
        reaching_total = sum(cages[k].total for k in region.reaching)
        if 0 < len(outies) <= MOST_CELLS:
            forms.append(SumForm(OUTIES, region, outies, (1,) * len(outies),
                                 reaching_total + inside_total - whole,
                                 region.inside + region.reaching))
        # One cage counted whole: the region's cells of the other reaching cages are
        # innies, its own cells outside are outies; innie - outie is then known.
        for p in region.reaching:
            inn = _cells(region.mask & ~covered & ~cages[p].mask)
            out = _cells(cages[p].mask & ~region.mask)
            if len(inn) == 1 and len(out) == 1:
                forms.append(SumForm(DIFFERENCE, region, inn + out, (1, -1),
                                     whole - inside_total - cages[p].total,
                                     region.inside + (p,), split=p))
    forms.sort(key=lambda f: (len(f.region.houses), len(f.cells)))
    return tuple(forms)


def confined_required_digits(
    grid: Grid, fit: CageFit
) -> Iterator[tuple[int, list[int], list[int], tuple[tuple[int, int], ...]]]:
    """Each digit every combination of `fit` holds whose places share houses that still
    hold it outside the cells: (digit, its places, those houses, what they lose).

    The digit must sit in the cells, so it leaves the rest of every house its places
    share: the cage pointing of a real cage and the hidden cage of innies or outies.
    """
    variant, cands = grid.variant, grid.candidates
    houses = variant.houses
    need = ALL_DIGITS
    for m in fit.combos:
        need &= m
    inside = set(fit.cells)
    for d in DIGITS_IN[need]:
        bit = 1 << (d - 1)
        where = [c for c, f in zip(fit.cells, fit.fits, strict=True) if f & bit]
        shared = set(variant.houses_of[where[0]])
        for c in where[1:]:
            shared &= set(variant.houses_of[c])
        cover = sorted(h for h in shared
                       if any(cands[c] & bit for c in houses[h].cells if c not in inside))
        if not cover:
            continue
        eliminations = tuple(sorted({
            (c, d) for h in cover for c in houses[h].cells if c not in inside and cands[c] & bit
        }))
        yield d, where, cover, eliminations
