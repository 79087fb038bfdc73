"""The link graph of a position: which candidates pull and push on each other.

X-Chains, XY-Chains, nice loops and AICs (plain and grouped) are searches over this
graph, built once per position. The other chain searches number candidates the same
way (engine/bits.py: node = (digit - 1) * 81 + cell) but walk tables of their own:
ALS chains the restricted commons between almost locked sets
(engine/almost_locked_sets.py), forcing chains and nets the implication tables of
engine/propagation.py (run by engine/forcing_tables.py). ``conjugate_pairs(grid)``
lists every digit's two-place houses for the finders that read pairs directly.

    graph = link_graph(grid)                 # single candidates only
    graph = link_graph(grid, grouped=True)   # with grouped nodes as well

Both are cached on the grid (``grid.derived``) until the position moves.

Nodes are small ints.

* A candidate (cell, digit) is node ``bits.node(cell, digit)`` (0..728), so
  the nodes of one digit are that digit's 81-bit cell set shifted left by
  ``(digit - 1) * 81``: ``candidate_node``, ``graph.candidate(node)``.
* A grouped node is a digit's candidates in a box-line intersection when there
  are at least two of them (they act as one: "4 is in r2c7 or r2c8"). Group
  nodes are numbered from ``CANDIDATE_NODES`` (729) up to ``graph.count``.
  ``graph.cells(node)`` is the 81-bit cell set of any node, ``graph.cell_list``
  its cells, ``graph.digit`` its digit.

Node sets are ints with bit ``node`` set: ``graph.singles`` holds every
candidate of the position, ``digit_nodes(d)`` every possible node of a digit,
``cell_nodes(cell)`` every possible node of a cell; ``nodes_in`` lists a set.

Links:

* strong (at least one of the two is true), as lists per node (``()`` when none):
  ``conjugates[n]``: the single candidates that are the only other place of
  the digit in a house (or in a Killer cage that must hold the digit);
  ``group_conjugates[n]``: the same where a group is at one end or both (the two
  nodes are exactly the house's places for the digit); ``bivalue[n]``: the other
  digit of a two-candidate cell (-1 if none).
* weak (at most one of the two is true), as node sets:
  ``conflicts[n]`` is every node that is false when ``n`` is true: candidates
  and groups of the same digit whose cells see every cell of ``n`` (and share
  none), and the other digits of a single candidate's cell. A strong link
  between nodes that see each other is also a weak one.

Every house of the variant makes links (a diagonal or a colour group as much
as a row), but groups are box-line intersections only, so they link through
rows, columns and boxes.

Rule elements (engine/rules) add weak links between single candidates: the pairs each
element forbids together (`Rule.weak_links`: a thermometer forbids 5 in its bulb with 4
in the next cell) and a digit twice in one of its units (peers already).
``rule_between(variant, a, b)`` names the element behind such a link, for explanations.

An implication walk alternates: a node assumed false makes its strong partners
true; a node assumed true makes its conflicts false. ``strong_house`` and
``shared_house`` name where a link lives, for explanations.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import memo
from .bits import DIGIT_SHIFT, DIGITS_IN, NODES, node
from .grid import Grid
from .native import compiled
from .rules.houses import COLUMN, ROW, Variant

if TYPE_CHECKING:
    from .cage_fits import CageFit

CANDIDATE_NODES = NODES  # groups are numbered after the candidates

# DIGIT_PLANES[m] sets bit (d - 1) * 81 for each digit d of the set m: shifted
# left by a cell, the node set of that cell's candidates m.
DIGIT_PLANES: tuple[int, ...] = tuple(
    sum(1 << ((d - 1) * DIGIT_SHIFT) for d in DIGITS_IN[m]) for m in range(512)
)
_PLANE = (1 << 81) - 1


candidate_node = node  # the one encoding, in engine/bits.py


def digit_nodes(digit: int) -> int:
    """The node set of every possible candidate of one digit (groups not included)."""
    return _PLANE << ((digit - 1) * DIGIT_SHIFT)


def cell_nodes(cell: int) -> int:
    """The node set of every possible candidate of one cell."""
    return DIGIT_PLANES[0x1FF] << cell


def nodes_in(node_set: int) -> list[int]:
    """The nodes of a node set, ascending."""
    out = []
    while node_set:
        low = node_set & -node_set
        out.append(low.bit_length() - 1)
        node_set ^= low
    return out


@dataclass(frozen=True)
class _Layout:
    """What the variant's houses say about groups, computed once per variant."""

    segments: tuple[int, ...]  # 81-bit cell sets of the box-line intersections (>= 2 cells)
    house_segments: tuple[tuple[int, ...], ...]  # house -> segments lying inside it


# The graph built compiled (engine/compiled/_chains.c, build_graph) where built; LinkGraph's own
# loops are the reference and the fallback.
_chains_c = compiled("_chains")


def _house_masks(variant: Variant) -> tuple[int, ...]:
    return variant.derived(memo.HOUSE_MASKS, _masks)


def _masks(variant: Variant) -> tuple[int, ...]:
    return tuple(house.mask for house in variant.houses)


def _layout(variant: Variant) -> _Layout:
    return variant.derived(memo.LINK_LAYOUT, _build_layout)


def _build_layout(variant: Variant) -> _Layout:
    houses = variant.houses
    segments = []
    for line in houses:
        if line.kind not in (ROW, COLUMN):
            continue
        for box in houses:
            if box.is_box:
                both = line.mask & box.mask
                if both.bit_count() >= 2:
                    segments.append(both)
    house_segments = tuple(
        tuple(s for s, seg in enumerate(segments) if not seg & ~house.mask) for house in houses
    )
    return _Layout(tuple(segments), house_segments)


def conjugate_pairs(grid: Grid) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """Per digit (index 1..9): (house, cell, cell) for every house of the variant where
    the digit has exactly two places, in house order. Built once per position; the
    single-digit patterns and the wings read it (a pair in a row and a box is listed
    under both houses: each reader keeps what it needs)."""
    return grid.derived(memo.CONJUGATE_PAIRS, _conjugate_pairs)


def _conjugate_pairs(grid: Grid) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    positions = grid.positions
    masks = [house.mask for house in grid.variant.houses]
    out: list[tuple[tuple[int, int, int], ...]] = [()]
    for d in range(1, 10):
        plane = positions[d]
        pairs = []
        if plane:
            for h, mask in enumerate(masks):
                pair = plane & mask
                if pair.bit_count() == 2:
                    low = pair & -pair
                    pairs.append((h, low.bit_length() - 1, pair.bit_length() - 1))
        out.append(tuple(pairs))
    return tuple(out)


class LinkGraph:
    """Strong and weak links between the candidates (and, if grouped, groups) of a position."""

    __slots__ = (
        "variant",
        "positions",
        "grouped",
        "count",
        "singles",
        "group_digits",
        "group_cells",
        "conjugates",
        "group_conjugates",
        "bivalue",
        "conflicts",
        "compiled",
    )

    def __init__(self, grid: Grid, grouped: bool = False) -> None:
        variant = grid.variant
        cands = grid.candidates
        positions = grid.positions
        peer_mask = variant.peer_mask
        self.variant = variant
        self.positions = positions
        self.grouped = grouped
        # The chain walk's own reading of the graph (engine.compiled._chains.Graph), made with the
        # graph when it is built compiled, else by the first compiled walk that asks.
        self.compiled: object = None
        if _chains_c is not None:  # the same fields, built in C
            layout = _layout(variant)
            (
                self.count,
                self.singles,
                self.conflicts,
                self.conjugates,
                self.group_conjugates,
                self.bivalue,
                self.group_digits,
                self.group_cells,
                self.compiled,
            ) = _chains_c.build_graph(
                cands, positions, peer_mask, _house_masks(variant), grouped,
                layout.segments, layout.house_segments,
            )
            if variant.rules or variant.cages:
                self._add_rule_links()
                self._add_cage_links(grid)
                self.compiled = None  # the walk reads the links added: rebuilt from them
            return
        self.group_digits: list[int] = []
        self.group_cells: list[int] = []
        layout = _layout(variant)
        nseg = len(layout.segments)
        # group_at[d * nseg + s]: the group of digit d in segment s, 0 for none.
        group_at = self._find_groups(layout, positions) if grouped else []
        count = CANDIDATE_NODES + len(self.group_digits)
        self.count = count

        empty: tuple[int, ...] = ()
        conjugates: list = [empty] * count
        group_conjugates: list = [empty] * count
        bivalue = [-1] * CANDIDATE_NODES
        conflicts = [0] * count
        singles = 0
        for d in range(1, 10):
            singles |= positions[d] << ((d - 1) * DIGIT_SHIFT)
        self.singles = singles

        for cell in range(81):
            mask = cands[cell]
            if not mask:
                continue
            mates = DIGIT_PLANES[mask] << cell
            near = peer_mask[cell]
            digits = DIGITS_IN[mask]
            for d in digits:
                shift = (d - 1) * DIGIT_SHIFT
                node = shift + cell
                conflicts[node] = ((positions[d] & near) << shift) | (mates ^ (1 << node))
            if len(digits) == 2:
                a = (digits[0] - 1) * DIGIT_SHIFT + cell
                b = (digits[1] - 1) * DIGIT_SHIFT + cell
                bivalue[a] = b
                bivalue[b] = a

        house_segments = layout.house_segments
        group_cells = self.group_cells
        for h, house in enumerate(variant.houses):
            hmask = house.mask
            inner = house_segments[h] if grouped else ()
            for d in range(1, 10):
                places = positions[d] & hmask
                n = places.bit_count()
                if n < 2:
                    continue
                shift = (d - 1) * DIGIT_SHIFT
                if n == 2:
                    low = places & -places
                    a = low.bit_length() - 1 + shift
                    b = (places ^ low).bit_length() - 1 + shift
                    if conjugates[a] is empty:
                        conjugates[a] = [b]
                    elif b not in conjugates[a]:
                        conjugates[a].append(b)
                    else:
                        continue  # the same pair in a second house (a row and a box)
                    if conjugates[b] is empty:
                        conjugates[b] = [a]
                    else:
                        conjugates[b].append(a)
                    continue
                base = d * nseg
                for s in inner:
                    g = group_at[base + s]
                    if not g:
                        continue
                    rest = places & ~group_cells[g - CANDIDATE_NODES]
                    if not rest:
                        continue  # every place is in the group: locked, no link
                    if not rest & (rest - 1):
                        other = rest.bit_length() - 1 + shift
                    else:
                        other = 0
                        for s2 in inner:
                            g2 = group_at[base + s2]
                            if g2 > g and group_cells[g2 - CANDIDATE_NODES] == rest:
                                other = g2
                                break
                        if not other:
                            continue
                    # A single partner goes in the group's conjugates, a group partner
                    # in its group_conjugates; the partner lists the group likewise.
                    mine = conjugates if other < CANDIDATE_NODES else group_conjugates
                    if mine[g] is empty:
                        mine[g] = []
                    if other in mine[g]:
                        continue
                    mine[g].append(other)
                    if group_conjugates[other] is empty:
                        group_conjugates[other] = []
                    group_conjugates[other].append(g)

        if grouped:
            self._group_conflicts(conflicts, peer_mask, positions)
        self.conjugates = conjugates
        self.group_conjugates = group_conjugates
        self.bivalue = bivalue
        self.conflicts = conflicts
        if variant.rules:
            self._add_rule_links()
        if variant.cages:
            self._add_cage_links(grid)

    def _add_cage_links(self, grid: Grid) -> None:
        """A Killer cage's links. Strong: a digit every combination left for the cage
        holds, with two places left in it, is in one of the two. Weak: two digits no
        combination left holds together cannot both be in the cage."""
        from .cage_fits import cage_fits

        conjugates = self.conjugates
        conflicts = self.conflicts
        for _, x, a, y, b in cage_sum_pairs(sum_fits(grid.candidates, grid.values, self.variant)):
            n, m = node(x, a), node(y, b)
            conflicts[n] |= 1 << m
            conflicts[m] |= 1 << n
        for fit in cage_fits(grid):
            need = 0x1FF
            for combo in fit.combos:
                need &= combo
            if not fit.combos:
                continue
            for d in DIGITS_IN[need]:
                bit = 1 << (d - 1)
                places = [c for c, f in zip(fit.cells, fit.fits, strict=True) if f & bit]
                if len(places) != 2:
                    continue
                a, b = node(places[0], d), node(places[1], d)
                if b not in conjugates[a]:
                    conjugates[a] = [*conjugates[a], b]
                    conjugates[b] = [*conjugates[b], a]

    def _add_rule_links(self) -> None:
        """The rule elements' weak links between candidates both still possible."""
        if not self.variant.rules:
            return
        singles = self.singles
        conflicts = self.conflicts
        for n, others in _rule_links(self.variant).items():
            if singles >> n & 1:
                conflicts[n] |= others & singles

    def _find_groups(self, layout: _Layout, positions: list[int]) -> list[int]:
        segments = layout.segments
        nseg = len(segments)
        group_at = [0] * (10 * nseg)
        for d in range(1, 10):
            plane = positions[d]
            if plane.bit_count() < 3:
                continue  # a group needs two cells and a link needs a third place
            base = d * nseg
            for s, seg in enumerate(segments):
                inside = plane & seg
                if inside & (inside - 1):
                    group_at[base + s] = CANDIDATE_NODES + len(self.group_digits)
                    self.group_digits.append(d)
                    self.group_cells.append(inside)
        return group_at

    def _group_conflicts(
        self, conflicts: list[int], peer_mask: tuple[int, ...], positions: list[int]
    ) -> None:
        """Weak links of groups: every cell of the other node sees every cell of the group."""
        by_digit: list[list[tuple[int, int]]] = [[] for _ in range(10)]
        for i, (d, cells) in enumerate(zip(self.group_digits, self.group_cells, strict=True)):
            g = CANDIDATE_NODES + i
            common = -1
            rest = cells
            while rest:
                low = rest & -rest
                common &= peer_mask[low.bit_length() - 1]
                rest ^= low
            shift = (d - 1) * DIGIT_SHIFT
            seen = positions[d] & common
            conflicts[g] |= seen << shift
            bit = 1 << g
            while seen:
                low = seen & -seen
                conflicts[low.bit_length() - 1 + shift] |= bit
                seen ^= low
            for g2, cells2 in by_digit[d]:
                if not cells2 & ~common:
                    conflicts[g] |= 1 << g2
                    conflicts[g2] |= bit
            by_digit[d].append((g, cells))

    # ----- nodes -----------------------------------------------------------
    def is_group(self, node: int) -> bool:
        return node >= CANDIDATE_NODES

    def digit(self, node: int) -> int:
        if node < CANDIDATE_NODES:
            return node // DIGIT_SHIFT + 1
        return self.group_digits[node - CANDIDATE_NODES]

    def cells(self, node: int) -> int:
        """The 81-bit cell set of a node (one cell for a single candidate)."""
        if node < CANDIDATE_NODES:
            return 1 << (node % DIGIT_SHIFT)
        return self.group_cells[node - CANDIDATE_NODES]

    def cell_list(self, node: int) -> tuple[int, ...]:
        """The cells of a node, ascending."""
        if node < CANDIDATE_NODES:
            return (node % DIGIT_SHIFT,)
        cells = self.group_cells[node - CANDIDATE_NODES]
        return tuple(c for c in range(81) if cells >> c & 1)

    def candidate(self, node: int) -> tuple[int, int]:
        """(cell, digit) of a node; for a group, its first cell."""
        if node < CANDIDATE_NODES:
            return node % DIGIT_SHIFT, node // DIGIT_SHIFT + 1
        cells = self.group_cells[node - CANDIDATE_NODES]
        return (cells & -cells).bit_length() - 1, self.group_digits[node - CANDIDATE_NODES]

    def group_nodes(self) -> range:
        return range(CANDIDATE_NODES, self.count)

    def strong_partners(self, node: int) -> list[int]:
        """Every node strongly linked to `node`: house links (with groups) and its cell."""
        out = [*self.conjugates[node], *self.group_conjugates[node]]
        if node < CANDIDATE_NODES and self.bivalue[node] >= 0:
            out.append(self.bivalue[node])
        return out

    # ----- links -----------------------------------------------------------
    def strong_house(self, a: int, b: int) -> int:
        """The house whose only places for the digit are nodes a and b; -1 for a bivalue cell.

        Raises ValueError when a and b are not strongly linked.
        """
        if a < CANDIDATE_NODES and b < CANDIDATE_NODES and self.bivalue[a] == b:
            return -1
        d = self.digit(a)
        if self.digit(b) == d:
            both = self.cells(a) | self.cells(b)
            plane = self.positions[d]
            for h, house in enumerate(self.variant.houses):
                if not both & ~house.mask and plane & house.mask == both:
                    return h
        raise ValueError(f"nodes {a} and {b} are not strongly linked in a house")

    def shared_house(self, a: int, b: int) -> int:
        """A house holding every cell of both nodes (-1 for two digits of one cell)."""
        both = self.cells(a) | self.cells(b)
        if not both & (both - 1):
            return -1
        for h, house in enumerate(self.variant.houses):
            if not both & ~house.mask:
                return h
        raise ValueError(f"nodes {a} and {b} share no house")

    def conflict_candidates(self, node_set: int) -> list[tuple[int, int]]:
        """The (cell, digit) pairs of the single candidates in a node set, in cell order."""
        out = []
        rest = node_set & self.singles
        while rest:
            low = rest & -rest
            n = low.bit_length() - 1
            out.append((n % DIGIT_SHIFT, n // DIGIT_SHIFT + 1))
            rest ^= low
        out.sort()
        return out


# A house's innies past this many cells rarely settle anything (as in the brute force).
_MOST_INNIES = 5
_SUM_GROUPS = "links:sum-groups"


def sum_groups(variant: Variant) -> tuple[tuple[int, tuple[int, ...], int], ...]:
    """(house index, or -1 for a cage; cells; total) of every set of cells that holds
    no digit twice and adds up to a known sum: each cage, then each house's innies (its
    cells outside the cages wholly inside it, the rule of 45) of at most five cells."""
    return variant.derived(_SUM_GROUPS, _build_sum_groups)


def _build_sum_groups(variant: Variant) -> tuple[tuple[int, tuple[int, ...], int], ...]:
    groups = [(-1, cage.cells, cage.total) for cage in variant.cages]
    for h, house in enumerate(variant.houses):
        inside = [c for c in variant.cages if c.mask & ~house.mask == 0]
        rest = house.mask & ~sum(c.mask for c in inside)
        if 0 < rest.bit_count() <= _MOST_INNIES:
            cells = tuple(c for c in range(81) if rest >> c & 1)
            groups.append((h, cells, 45 - sum(c.total for c in inside)))
    return tuple(groups)


def sum_fits(cands: Sequence[int], values: Sequence[int], variant: Variant) -> list[CageFit]:
    """The fit of each of `sum_groups(variant)` in a position, in that order."""
    from .cage_fits import CageFit, _fit

    fits = []
    for _, cells, total in sum_groups(variant):
        empty = tuple(c for c in cells if not values[c])
        rest = total - sum(values[c] for c in cells)
        combos, fitted = _fit(tuple(cands[c] for c in empty), rest)
        fits.append(CageFit(empty, rest, combos, fitted))
    return fits


def cage_sum_pairs(fits: Sequence[CageFit]) -> Iterator[tuple[int, int, int, int, int]]:
    """(cage index, cell, digit, cell, digit): two different digits in two cells of one
    cage that no combination left for the cage holds together (each pair once)."""
    for k, fit in enumerate(fits):
        cells, combos = fit.cells, fit.combos
        if len(cells) < 2 or not combos:
            continue
        # together[a]: the digits some combination holds beside digit a.
        together = [0] * 10
        for combo in combos:
            for a in DIGITS_IN[combo]:
                together[a] |= combo
        for i, x in enumerate(cells):
            for y in cells[i + 1:]:
                for a in DIGITS_IN[fit.fits[i]]:
                    apart = fit.fits[cells.index(y)] & ~together[a] & ~(1 << (a - 1))
                    for b in DIGITS_IN[apart]:
                        yield k, x, a, y, b


_RULE_LINKS = "links:rule-links"  # node -> node set the variant's rule elements forbid with it
_RULE_OF_LINK = "links:rule-of-link"  # (node, node) -> the rule element forbidding both


def _rule_links(variant: Variant) -> dict[int, int]:
    return variant.derived(_RULE_LINKS, _build_rule_links)


def _build_rule_links(variant: Variant) -> dict[int, int]:
    links: dict[int, int] = {}
    for (a, b) in _rule_of_link(variant):
        links[a] = links.get(a, 0) | 1 << b
    return links


def _rule_of_link(variant: Variant) -> dict[tuple[int, int], int]:
    return variant.derived(_RULE_OF_LINK, _build_rule_of_link)


def _build_rule_of_link(variant: Variant) -> dict[tuple[int, int], int]:
    """Both ways round, the first element that forbids a pair of candidates."""
    found: dict[tuple[int, int], int] = {}
    for i, rule in enumerate(variant.rules):
        for c1, d1, c2, d2 in rule.weak_links():
            if c1 == c2:
                continue  # one cell holds one digit: every graph links those already
            a, b = node(c1, d1), node(c2, d2)
            found.setdefault((a, b), i)
            found.setdefault((b, a), i)
        for unit in rule.units():
            for x in unit:
                for y in unit:
                    if x != y:
                        for d in range(1, 10):
                            found.setdefault((node(x, d), node(y, d)), i)
    return found


def rule_link_table(variant: Variant) -> dict[tuple[int, int], int]:
    """(node, node) -> the index of the element forbidding both, both ways round."""
    return _rule_of_link(variant)


def rule_between(variant: Variant, a: int, b: int) -> int:
    """The index in `variant.rules` of an element that forbids single candidates `a` and
    `b` together, or -1 when none does."""
    if not variant.rules:
        return -1
    return _rule_of_link(variant).get((a, b), -1)


def _plain(grid: Grid) -> LinkGraph:
    return LinkGraph(grid)


def _grouped(grid: Grid) -> LinkGraph:
    return LinkGraph(grid, grouped=True)


def link_graph(grid: Grid, grouped: bool = False) -> LinkGraph:
    """The position's link graph (with grouped nodes if asked), built once per position."""
    if grouped:
        return grid.derived(memo.LINKS_GROUPED, _grouped)
    return grid.derived(memo.LINKS, _plain)
