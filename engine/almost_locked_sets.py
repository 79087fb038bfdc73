"""Almost locked sets and the restricted commons between them: shared machinery.

An almost locked set (ALS) is N unsolved cells of one house whose candidates
together are N+1 digits: one digit short of being locked. Take any one digit
away from it and the rest must fill its cells, every one of them placed. A
bivalue cell is the smallest ALS (one cell, two digits).

Two ALS that share no cell have a restricted common (RCC) x when both hold x
and every x of one sees every x of the other: x can sit in at most one of the
two, so at least one of them is x-free, and that one is locked on its other
digits. ALS-XZ, ALS-XY-Wing, ALS chains and Death Blossom are all built on
that one inference.

The API, for any technique that wants it:

* ``almost_locked_sets(grid)``: every ALS of the position, smallest first, as
  a sequence of ``Als`` objects (cells, digits, house, per-digit cells and
  per-digit "sees all" sets), built once per position through ``grid.derived``
  (where compiled, the searches read the sets in C and an ``Als`` is made only
  when Python reads that set).
* ``restricted_commons(grid)``: every pair of ALS with their restricted common
  digits, cached the same way, read as ``Rcc`` records, per-ALS neighbour lists or
  the chain walk's table, each view built when first asked for.
* ``rcc_digits(grid, a, b)``: the restricted commons of any two ALS.
* ``chain_reach(grid)``: the inference "z here, so this ALS is z-free, so ..."
  walked for every candidate at once along restricted commons: which
  candidates ALS chains of each length can remove, and where they run.
  Candidates travel packed in one int (``pack``/``unpack``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from . import memo
from .bits import DIGIT_SHIFT, DIGITS_IN, POPCOUNT, cells_of, node
from .grid import Grid
from .memo import ContentMemo
from .native import compiled
from .notation import cells_text, digits_text
from .rules.houses import House, Variant

ALL_CELLS = (1 << 81) - 1

# The pairing and the chain walk compiled (engine/compiled/_als_walk.c) where built;
# _pair and ChainReach below are the same in Python, the reference and the fallback.
_als_walk = compiled("_als_walk")


class Als:
    """One almost locked set. Cell sets are 81-bit ints, digit sets 9-bit ints.

    ``cells_with[d]``: the cells of the set where d is a candidate (0 when d is
    not one of its digits). ``sees_all[d]``: the cells outside the set that see
    every one of ``cells_with[d]`` (any cell, candidate or not): a d placed there
    would leave the set d-free. Both lists are indexed by digit, 1-9.
    """

    __slots__ = ("index", "cells", "digits", "size", "house", "cells_with", "sees_all")

    def __init__(
        self,
        index: int,
        cells: int,
        digits: int,
        house: int,
        cells_with: list[int],
        sees_all: list[int],
    ) -> None:
        self.index = index
        self.cells = cells
        self.digits = digits
        self.size = cells.bit_count()
        self.house = house
        self.cells_with = cells_with
        self.sees_all = sees_all

    def __repr__(self) -> str:
        return f"Als({cells_text(cells_of(self.cells))} {digits_text(DIGITS_IN[self.digits])})"


# A restricted common record: (a, b, digits), two ALS indices a < b into the ALS
# list and the 9-bit set of their restricted common digits (one or two).
Rcc = tuple[int, int, int]


class RccGraph:
    """Every restricted common of a position, read the ways the finders read them.

    ``pairs`` holds every ``(a, b, digits)``, smallest pair first (by the two
    sizes added up); ``doubly`` the same for the pairs with two commons.
    ``neighbours[i]`` lists ``(j, digits)`` for every ALS j with restricted
    commons to ALS i, smallest j first. ``links[i]`` lists, per restricted common
    y of ALS i, the states "k lacks y" (key ``k << 4 | y``) of its partners k: the
    chain walk's table. Each is built on first use from the one map of commons:
    a stuck position asks for the walk's table and the doubly linked pairs, and
    the full sorted list only when a singly linked pair can remove something.
    """

    __slots__ = ("_sizes", "_commons", "_pairs", "_doubly", "_neighbours", "_links")

    def __init__(self, sizes: list[int], commons: dict[int, int]) -> None:
        self._sizes = sizes  # per ALS index, its number of cells
        self._commons = commons  # a << 10 | b -> restricted common digits, a < b
        self._pairs: tuple[Rcc, ...] | None = None
        self._doubly: tuple[Rcc, ...] | None = None
        self._neighbours: tuple[tuple[tuple[int, int], ...], ...] | None = None
        self._links: list[tuple[tuple[int, tuple[int, ...]], ...]] | None = None

    @property
    def by_pair(self) -> dict[int, int]:
        """The map itself, a << 10 | b (a < b) -> restricted common digits: read only."""
        return self._commons

    @property
    def pairs(self) -> tuple[Rcc, ...]:
        if self._pairs is None:
            commons = self.by_pair  # first: a compiled graph learns the sizes with it
            self._pairs = _ordered(self._sizes, commons.items())
        return self._pairs

    @property
    def doubly(self) -> tuple[Rcc, ...]:
        if self._doubly is None:
            doubly = [kd for kd in self.by_pair.items() if kd[1].bit_count() == 2]
            self._doubly = _ordered(self._sizes, doubly)
        return self._doubly

    @property
    def neighbours(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        if self._neighbours is None:
            commons = self.by_pair
            neighbours: list[list[tuple[int, int]]] = [[] for _ in self._sizes]
            for key in sorted(commons):
                i, j = key >> 10, key & 1023
                digits = commons[key]
                neighbours[i].append((j, digits))
                neighbours[j].append((i, digits))
            self._neighbours = tuple(tuple(lst) for lst in neighbours)
        return self._neighbours

    @property
    def links(self) -> list[tuple[tuple[int, tuple[int, ...]], ...]]:
        if self._links is None:
            commons = self.by_pair
            table: list[dict[int, list[int]]] = [{} for _ in self._sizes]
            for key in sorted(commons):  # the same table whatever order the pairing ran in
                digits = commons[key]
                i, j = key >> 10, key & 1023
                to_i, to_j = table[i], table[j]
                for y in DIGITS_IN[digits]:  # both ends written out: this runs per common
                    forced = to_i.get(y)
                    if forced is None:
                        to_i[y] = [j << 4 | y]
                    else:
                        forced.append(j << 4 | y)
                    forced = to_j.get(y)
                    if forced is None:
                        to_j[y] = [i << 4 | y]
                    else:
                        forced.append(i << 4 | y)
            self._links = [tuple((y, tuple(f)) for y, f in by_y.items()) for by_y in table]
        return self._links


class _CompiledRccGraph(RccGraph):
    """The same views of the commons the compiled table paired and keeps (the chain
    walk and ALS-XZ read them there): the dict and the neighbour lists are made only
    when a search in Python asks for them."""

    __slots__ = ("_table", "_sets")

    def __init__(self, table: object, sets: Sequence[Als]) -> None:
        super().__init__([], None)  # type: ignore[arg-type]  # both made on first use
        self._table = table
        self._sets = sets

    @property
    def by_pair(self) -> dict[int, int]:
        if self._commons is None:
            self._commons = _als_walk.commons(self._table)  # type: ignore[union-attr]
            self._sizes = [als.size for als in self._sets]
        return self._commons

    @property
    def neighbours(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        if self._neighbours is None:
            self._neighbours = _als_walk.neighbours(self._table)  # type: ignore[union-attr]
        return self._neighbours


def _ordered(sizes: list[int], commons: Iterable[tuple[int, int]]) -> tuple[Rcc, ...]:
    """Restricted common records, smallest pair (the two sizes added up) first."""
    keyed = [((sizes[key >> 10] + sizes[key & 1023]) << 20 | key) << 9 | d for key, d in commons]
    keyed.sort()
    return tuple((packed >> 19 & 1023, packed >> 9 & 1023, packed & 511) for packed in keyed)


def almost_locked_sets(grid: Grid) -> Sequence[Als]:
    """Every ALS of the position (any house of the variant), smallest first; cached."""
    return grid.derived(memo.ALS_SETS, _build_als)


def restricted_commons(grid: Grid) -> RccGraph:
    """Every pair of cell-disjoint ALS with a restricted common; cached."""
    return grid.derived(memo.ALS_RESTRICTED_COMMONS, _build_rccs)


def rcc_digits(grid: Grid, a: Als, b: Als) -> int:
    """The restricted common digits of two ALS (0 when they overlap or have none)."""
    if a.cells & b.cells:
        return 0
    found = 0
    for d in DIGITS_IN[a.digits & b.digits]:
        if not b.cells_with[d] & ~a.sees_all[d]:
            found |= 1 << (d - 1)
    return found


# ----- building -------------------------------------------------------------------


class _CompiledSets(Sequence[Als]):
    """The sets of a compiled table, each made an ``Als`` when first read: the searches
    run on the table, and a position reads a few of its hundreds of sets in Python
    (those of the steps it explains)."""

    __slots__ = ("_table", "_made")

    def __init__(self, table: object) -> None:
        self._table = table
        self._made: list[Als | None] = [None] * len(table)  # type: ignore[arg-type]

    def __len__(self) -> int:
        return len(self._made)

    def __getitem__(self, index):  # noqa: ANN001, ANN204 - int or slice, as a tuple's
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self._made))))
        made = self._made[index]
        if made is None:
            index %= len(self._made)
            made = self._made[index] = Als(index, *self._table.item(index))  # type: ignore[attr-defined]
        return made

    def __iter__(self) -> Iterator[Als]:
        for i in range(len(self._made)):
            yield self[i]


def _build_als(grid: Grid) -> Sequence[Als]:
    cands = grid.candidates
    variant = grid.variant
    if _als_walk is not None:  # compiled: every house enumerated outright, no memo needed
        table = _als_walk.als_sets(_house_cells(variant), cands, variant.peer_mask)
        grid.derived(memo.ALS_TABLE, lambda g: table)  # the same sets for the C searches
        return _CompiledSets(table)
    found: dict[int, tuple[int, int, tuple, tuple]] = {}  # cell set -> (digits, house, ...)
    for h, house in enumerate(variant.houses):
        for cs, union, cells_with, sees_all in _house_sets(variant, house, cands):
            if cs not in found:
                found[cs] = (union, h, cells_with, sees_all)
    order = sorted(found.items(), key=lambda item: (item[0].bit_count(), item[0]))
    return tuple(
        Als(index, cs, union, h, cells_with, sees_all)
        for index, (cs, (union, h, cells_with, sees_all)) in enumerate(order)
    )


def _house_cells(variant: Variant) -> list[tuple[int, ...]]:
    return variant.derived(memo.ALS_HOUSE_CELLS, _list_house_cells)


def _list_house_cells(variant: Variant) -> list[tuple[int, ...]]:
    return [house.cells for house in variant.houses]


# The ALS of a house depend on nothing but its cells' candidates, and a step of a
# solve changes those of a few houses: each house's sets are kept by what its
# cells hold, so a position mostly reuses the last one's.
_HOUSE_SETS: ContentMemo[tuple[tuple[int, int, tuple, tuple], ...]] = ContentMemo("als")


def _house_sets(
    variant: Variant, house: House, cands: list[int]
) -> tuple[tuple[int, int, tuple, tuple], ...]:
    """(cells, digits, cells_with, sees_all) of every ALS in one house, in subset order."""
    key = (variant.name, house.mask, *(cands[c] for c in house.cells))
    known = _HOUSE_SETS.get(key)
    if known is not None:
        return known
    cells = [c for c in house.cells if cands[c]]
    m = len(cells)
    bits = [1 << c for c in cells]
    digits = [cands[c] for c in cells]
    seeing = _seeing_all(variant)
    places = [0] * 10  # per digit, the cells of the house holding it
    for c in cells:
        for d in DIGITS_IN[cands[c]]:
            places[d] |= 1 << c
    # Every subset of the house's empty cells, each built from the subset
    # without its lowest cell: one OR per subset.
    count = 1 << m
    unions = [0] * count
    cellsets = [0] * count
    out = []
    for mask in range(1, count):
        low = mask & -mask
        rest = mask ^ low
        i = low.bit_length() - 1
        union = unions[rest] | digits[i]
        unions[mask] = union
        cs = cellsets[rest] | bits[i]
        cellsets[mask] = cs
        if POPCOUNT[union] == POPCOUNT[mask] + 1:
            cells_with = [0] * 10
            sees_all = [0] * 10
            for d in DIGITS_IN[union]:
                where = cs & places[d]
                cells_with[d] = where
                common = seeing.get(where)
                if common is None:
                    common = seeing[where] = variant.common_peers(where)
                sees_all[d] = common & ~cs
            out.append((cs, union, tuple(cells_with), tuple(sees_all)))
    return _HOUSE_SETS.put(key, tuple(out))


# The restricted commons of two sets depend on nothing but the two sets: what a
# build found is kept by the sets' contents, and the next position, whose sets are
# mostly the same (a step changes the sets of a few houses), pairs up only its new
# ones. Any build may be the source (the variant must match); it is a cache of
# facts about pairs of sets, never of a position.
@dataclass(frozen=True)
class _Commons:
    variant: str
    index_of: dict[tuple[int, tuple[int, ...]], int]  # a set's content -> its index
    commons: dict[int, int]  # a << 10 | b -> restricted common digits, a < b


RECENT_COMMONS: memo.Recent[_Commons] = memo.Recent("als: last restricted commons", limit=1)

# Above this share of new sets a build pairs everything up afresh: the carry
# costs more than it saves.
MOST_NEW = 0.5


def _content(als: Als) -> tuple[int, tuple[int, ...]]:
    return als.cells, als.cells_with


def compiled_table(grid: Grid) -> object:
    """The position's sets as the compiled searches read them (an _als_walk.Table), in
    the order and numbering of almost_locked_sets: made with them, or from them."""
    sets = almost_locked_sets(grid)
    return grid.derived(
        memo.ALS_TABLE,
        lambda g: _als_walk.Table(  # type: ignore[union-attr]  # sets built in Python
            [als.cells for als in sets],
            [als.digits for als in sets],
            [als.cells_with for als in sets],
            [als.sees_all for als in sets],
        ),
    )


def _build_rccs(grid: Grid) -> RccGraph:
    sets = almost_locked_sets(grid)
    if _als_walk is not None:  # compiled, pairing every set outright beats any carry
        return _CompiledRccGraph(compiled_table(grid), sets)
    variant = grid.variant.name
    keys = [_content(als) for als in sets]
    last = next((kept for kept in RECENT_COMMONS if kept.variant == variant), None)
    commons: dict[int, int] = {}
    fresh: list[Als] | None = None  # None: every set is paired up afresh
    if last is not None:
        was = [last.index_of.get(key, -1) for key in keys]
        new = [als for als, old in zip(sets, was, strict=True) if old < 0]
        if len(new) <= MOST_NEW * len(sets):
            fresh = new
            now_of = {old: i for i, old in enumerate(was) if old >= 0}
            for key, digits in last.commons.items():
                i = now_of.get(key >> 10)
                if i is None:
                    continue
                j = now_of.get(key & 1023)
                if j is None:
                    continue
                commons[i << 10 | j if i < j else j << 10 | i] = digits
    _pair(grid, sets, commons, fresh)
    RECENT_COMMONS.remember(_Commons(variant, {key: i for i, key in enumerate(keys)}, commons))
    return RccGraph([als.size for als in sets], commons)


def _by_digit(sets: Iterable[Als]) -> list[dict[int, list[Als]]]:
    """Per digit, the sets grouped by the cells where they hold it: many hold a digit
    in the same cells, so "every d of one sees every d of the other" is checked once
    per pair of such cell sets, and only the sets it admits are paired up."""
    by_digit: list[dict[int, list[Als]]] = [{} for _ in range(10)]
    for als in sets:
        cells_with = als.cells_with
        for d in DIGITS_IN[als.digits]:
            by_where = by_digit[d]
            where = cells_with[d]
            group = by_where.get(where)
            if group is None:
                by_where[where] = [als]
            else:
                group.append(als)
    return by_digit


def _filed(by_where: dict[int, list[Als]]) -> dict[int, list[int]]:
    """The cell sets filed under their highest cell."""
    filed: dict[int, list[int]] = {}
    for where in by_where:
        highest = 1 << (where.bit_length() - 1)
        group = filed.get(highest)
        if group is None:
            filed[highest] = [where]
        else:
            group.append(where)
    return filed


def _pair(
    grid: Grid, sets: Sequence[Als], commons: dict[int, int], fresh: list[Als] | None
) -> None:
    """Into `commons`, the restricted commons of the `fresh` sets with every set, or
    with `fresh` None, of every pair of sets (`commons` holds those among the others)."""
    positions = grid.positions
    seeing = _seeing_all(grid.variant)
    by_digit = _by_digit(sets)
    starts = by_digit if fresh is None else _by_digit(fresh)
    get = commons.get
    for d in range(1, 10):
        by_where = by_digit[d]
        if len(by_where) < 2:
            continue
        # Two such cell sets that see each other are apart (no cell sees itself). Each
        # is filed under its highest cell and found among the cells its partner sees.
        # Pairing everything, the one whose highest cell is lower looks only above its
        # own, so each pair is met once; pairing new sets, they look everywhere.
        filed = _filed(by_where)
        bit = 1 << (d - 1)
        plane = positions[d]
        for w1, group1 in starts[d].items():
            sees = seeing.get(w1)
            if sees is None:
                sees = seeing[w1] = grid.variant.common_peers(w1)
            reach = sees & plane
            if fresh is None:
                reach &= -(1 << w1.bit_length())
            while reach:
                low = reach & -reach
                reach ^= low
                for w2 in filed.get(low, ()):
                    if w2 & ~sees:
                        continue
                    for a in group1:
                        cells_a, index_a = a.cells, a.index
                        for b in by_where[w2]:
                            if not b.cells & cells_a:
                                i, j = index_a, b.index
                                key = i << 10 | j if i < j else j << 10 | i
                                commons[key] = get(key, 0) | bit


# What every cell of a set sees, by variant: it depends on nothing but the houses,
# and the digit places of ALS in a house are few enough to keep them all.
def _seeing_all(variant: Variant) -> dict[int, int]:
    return variant.derived(memo.ALS_SEEING, _no_sets_yet)


def _no_sets_yet(_variant: Variant) -> dict[int, int]:
    return {}


# ----- how far restricted commons reach -------------------------------------------

# The longest ALS chain looked at: six sets, five restricted commons.
MAX_LINKS = 5

# Candidates packed in one int, a bit per node (engine/bits.py): digit d's 81 cells
# at bits 81*(d-1) .. 81*d-1.
# _OUTSIDE[x]: every candidate but digit x's (a positive mask: x & ~y makes a negative int).
_EVERY = (1 << (9 * DIGIT_SHIFT)) - 1
_OUTSIDE = (_EVERY, *(_EVERY ^ ALL_CELLS << (DIGIT_SHIFT * (d - 1)) for d in range(1, 10)))


def pack(cell: int, digit: int) -> int:
    return 1 << node(cell, digit)


def unpack(packed: int) -> list[tuple[int, int]]:
    """The (cell, digit) candidates of a packed set, digit by digit, cells ascending."""
    out = []
    for d in range(1, 10):
        cells = packed >> (DIGIT_SHIFT * (d - 1)) & ALL_CELLS
        out.extend((c, d) for c in cells_of(cells))
    return out


class ChainReach:
    """What chains of ALS can remove, and how far the inference gets, by length.

    ``first(L)`` (L = 1..MAX_LINKS) is the packed set of candidates (z at T)
    that the inference "T is z, so an ALS whose z's all see T is z-free, so it
    holds its restricted common x, so the next ALS is x-free, ..., so an ALS
    whose z's all see T holds z" first reaches with L restricted commons: 1 is
    ALS-XZ, 2 ALS-XY-Wing, 3 and more ALS chains. ``known(L)`` holds, for each
    state "ALS j lacks digit x" (at index ``j << 4 | x``), the packed candidates
    whose truth forces it within L commons (``known(0)``: the z-free starts).

    The walk may use an ALS twice, so these are supersets: a finder confirms a
    candidate with a proper chain of distinct sets, never shorter than the
    first L, and uses ``known`` to search only where such a chain can run.
    Lengths are walked on demand: an ALS-XY-Wing search walks two.
    """

    def __init__(self, grid: Grid) -> None:
        # All nine digits walk at once: the state "ALS j lacks digit x" carries
        # the packed set of candidates (T, z) whose truth would force it, so one
        # pass over the restricted commons serves every z. A state passes on only
        # what is new to it, which keeps each pass short once the sets stop growing.
        sets = almost_locked_sets(grid)
        positions = grid.positions
        reach_of: list[int] = []
        frontier: dict[int, list[tuple[int, int]]] = {}  # ALS -> [(digit it lacks, bits)]
        known = [0] * (len(sets) << 4)  # state j << 4 | x -> its packed candidates
        for als in sets:
            packed = 0
            lacking = []
            for z in DIGITS_IN[als.digits]:
                targets = als.sees_all[z] & positions[z]
                if targets:
                    bits = targets << (81 * (z - 1))
                    packed |= bits
                    lacking.append((z, bits))
                    known[als.index << 4 | z] = bits
            if lacking:
                frontier[als.index] = lacking
            reach_of.append(packed)
        self._reach_of = reach_of
        self._frontier = frontier
        self._known = known
        self._layers = [list(known)]
        self._first = [0]
        self._seen = 0
        # Per ALS j and restricted common y, the states "k lacks y" it can force:
        # "j lacks x" forces those whose y is not x (j then holds its common y).
        self._links = restricted_commons(grid).links

    def first(self, length: int) -> int:
        self._walk(length)
        return self._first[length]

    def known(self, length: int) -> list[int]:
        self._walk(length)
        return self._layers[length]

    def layers_for(self, at: int, length: int) -> tuple[list, int]:
        """For the backward search from candidate node `at`: the layers 0..length and
        the bit that marks, in a layer's state, that the candidate forces it."""
        return [self.known(n) for n in range(length + 1)], 1 << at

    def _walk(self, length: int) -> None:
        links = self._links
        known = self._known
        reach_of = self._reach_of
        while len(self._layers) <= length:
            fresh: dict[int, int] = {}
            get = fresh.get
            # The states of one ALS pass on together: what "j lacks x" forces is the
            # union over its states whose x is not the common y.
            for j, states in self._frontier.items():
                for y, forced in links[j]:
                    bits = 0
                    for x, from_x in states:
                        if x != y:
                            bits |= from_x
                    if not bits:
                        continue
                    for nk in forced:
                        had = known[nk]
                        add = bits ^ (bits & had)  # bits & ~had, without a negative int
                        if add:
                            fresh[nk] = get(nk, 0) | add
            hits = 0
            frontier: dict[int, list[tuple[int, int]]] = {}
            for nk, bits in fresh.items():
                known[nk] |= bits
                j = nk >> 4
                hits |= bits & reach_of[j] & _OUTSIDE[nk & 15]
                states = frontier.get(j)
                if states is None:
                    frontier[j] = [(nk & 15, bits)]
                else:
                    states.append((nk & 15, bits))
            self._first.append(hits ^ (hits & self._seen))
            self._seen |= hits
            self._layers.append(list(known))
            self._frontier = frontier


def chain_reach(grid: Grid) -> ChainReach:
    """The inference of ALS chains, walked for every candidate at once; cached per position.

    Compiled where built: the same methods (first, known, layers_for), the same results."""
    return grid.derived(memo.ALS_REACH, ChainReach if _als_walk is None else _compiled_reach)


def _compiled_reach(grid: Grid) -> ChainReach:
    return _als_walk.Walk(compiled_table(grid), grid.positions)  # type: ignore[union-attr,return-value]
