"""What follows from assuming a candidate true or false: singles propagated, with their reasons.

The shared machinery of forcing chains, forcing nets and the verified trial step.

Literals. A candidate (cell, digit) is node ``(digit - 1) * 81 + cell`` (as in
``engine.links``). A *literal* says a candidate is true or false: the node itself
for "true", ``node + FALSE`` for "false" (``literal(cell, digit, true)``,
``literal_cell``, ``literal_digit``, ``is_true``, ``negation``).

Rules. Every consequence has a reason (a ``Reason``: rule, house, premises):

* ``SAME_CELL``: a true candidate makes the cell's other candidates false;
* ``SAME_HOUSE``: a true candidate makes its digit false in every cell of a
  house it shares (``house`` names it);
* ``RULE_LINK``: a true candidate makes false a candidate that a rule element forbids
  with it (engine/rules; ``house`` is the number of houses plus the element's index),
  or that no combination left for its Killer cage (or a house's innies) holds beside it
  (``house`` past the elements: the number of houses and elements plus the index in
  ``links.sum_groups``);
* ``RULE_NARROW`` (``RULES`` mode only): a rule element, a Killer cage's (or a
  house's innies') sum, or a house split among its renban lines, narrowed over the
  candidates its cells have left after what is known: the candidates it removes are
  false (``house`` past the sum groups' numbers for a split; the premises are what is
  known in its cells). This is what a player does with a whole
  arrow or dot chain, not only with two of its cells at a time;
* ``NAKED``: a cell whose other candidates are all false holds the last one;
* ``HIDDEN``: a digit whose other places in a house are all false goes in the last.

The last two are singles. In ``CHAINS`` mode they fire only where the position
itself has two candidates in the cell (two places in the house), so every
consequence has one premise and the consequences of an assumption form chains
(bivalue cells and conjugate pairs are the strong links, a cell or a house the
weak ones). In ``NETS`` mode a single may need several premises (the three other
places of a digit in a row, eliminated by three branches): a net.

Everything is measured against the position the assumption is made in: a
single in a house with four places needs three premises even if two of them
are consequences of the same assumption. Propagation runs in rounds (round k
holds what needs k implications from the assumption, at most), so a
conclusion's round is the length of its longest branch, and the first round
a contradiction appears in is the length of the shortest one.

Contradictions (``Contradiction``): a candidate both true and false
(``BOTH``), a cell with no candidate left (``NO_CANDIDATE``), a digit with no
place left in a house (``NO_PLACE``), two digits in one cell or one digit twice
in a house (``TWICE``), and in ``RULES`` mode a rule element (or sum) no digits left
can satisfy (``RULE_BROKEN``, ``house`` naming it). Any of them proves the assumption
false.

Two engines over one ``Implications`` (the position's literals, weak links and
single groups, built once per position through ``implications(grid)``):

* ``Propagation``: one assumption (or a few), every consequence with its
  reason, walked back with ``trail`` into the ordered list of implications a
  player reads. It runs round by round and can be advanced further.
* ``Tables``: every assumption at once, bit-parallel. A literal's entry is the
  set of sources (assumptions, as bits) it follows from, so one pass of the
  rounds answers "which assumptions lead where" for all of them; forcing
  finders use it to spot the shortest instance and ``Propagation`` to explain
  it. Both follow the same rules round by round, so their rounds agree.

``RULES`` mode is ``Propagation``'s alone: an element's narrowing reads every candidate
left on its cells, which the tables' bit-parallel rounds have no place for, so the rule
forcing net follows each assumption on its own (engine/techniques/forcing.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from typing import NamedTuple

from . import memo
from .bits import DIGITS_IN, NODES, node
from .grid import Grid
from .house_sums import NET_TRIES, house_sums
from .house_sums import narrow as house_narrow
from .native import compiled
from .renban_split import narrow as split_narrow
from .renban_split import splits
from .rules.houses import Variant, cell_name

FALSE = NODES  # a literal is a node (true) or node + FALSE (false)
CHAINS, NETS = "chains", "nets"
# Nets whose propagation also asks each rule element (and sum) touched for its narrowing.
RULES = "rules"

# Why a literal holds.
ASSUMED = "assumed"
SAME_CELL = "same-cell"
SAME_HOUSE = "same-house"
RULE_LINK = "rule-link"
RULE_NARROW = "rule-narrow"
NAKED = "naked"
HIDDEN = "hidden"

# Kinds of contradiction.
BOTH = "both"
NO_CANDIDATE = "no-candidate"
NO_PLACE = "no-place"
TWICE = "twice"
RULE_BROKEN = "rule-broken"

ALL_TRUE = (1 << NODES) - 1  # as a set of Tables sources: every "true" literal


def literal(cell: int, digit: int, true: bool = True) -> int:
    """The literal 'digit is (not) in cell'."""
    n = node(cell, digit)
    return n if true else n + FALSE


def literal_cell(lit: int) -> int:
    return lit % FALSE % 81


def literal_digit(lit: int) -> int:
    return lit % FALSE // 81 + 1


def is_true(lit: int) -> bool:
    return lit < FALSE


def negation(lit: int) -> int:
    return lit + FALSE if lit < FALSE else lit - FALSE


def literal_text(lit: int) -> str:
    """'r2c3 is 4' / 'r2c3 is not 4'."""
    verb = "is" if lit < FALSE else "is not"
    return f"{cell_name(literal_cell(lit))} {verb} {literal_digit(lit)}"


class Reason(NamedTuple):
    """Why a literal holds: the rule, the house it worked in (-1 for a cell), its premises."""

    rule: str
    house: int
    premises: tuple[int, ...]
    round: int
    order: int  # discovery order, for a stable reading order within a round


class Contradiction(NamedTuple):
    """What an assumption ran into, and the literals that show it.

    Where: ``cell`` (house -1) or ``house`` (cell -1), and ``digit`` (0 for a
    cell with no candidate). ``premises``: the literals that show it (for
    ``BOTH`` the candidate true and false, for ``TWICE`` the two true ones).
    """

    kind: str
    house: int
    cell: int
    digit: int
    premises: tuple[int, ...]
    round: int


class Implications:
    """The literals of one position and how they push on each other.

    ``weak[node]``: (other node, house or -1 for the same cell) pairs that turn
    false when the node is true. ``groups``: the single groups, a cell's
    candidates or a digit's places in a house, as node tuples, with
    ``group_house`` (-1 for a cell) and ``groups_of[node]``.
    ``broken`` is True when the position already has a contradiction.
    """

    __slots__ = (
        "variant",
        "cands",
        "values",
        "nodes",
        "weak",
        "groups",
        "group_house",
        "group_digit",
        "groups_of",
        "weak_false",
        "pair_partners",
        "big_groups_of",
        "broken",
    )

    def __init__(self, cands: Sequence[int], values: Sequence[int], variant: Variant) -> None:
        self.variant = variant
        self.cands = tuple(cands)
        self.values = tuple(values)
        houses = variant.houses
        nodes: list[int] = []
        weak: list[tuple[tuple[int, int], ...]] = [()] * NODES
        groups: list[tuple[int, ...]] = []
        group_house: list[int] = []
        group_digit: list[int] = []
        groups_of: list[list[int]] = [[] for _ in range(NODES)]
        broken = False
        positions = [0] * 10
        for c in range(81):
            for d in DIGITS_IN[cands[c]]:
                positions[d] |= 1 << c
        cells_nodes: list[tuple[int, tuple[int, ...]]] = []
        for c in range(81):
            mask = cands[c]
            if not mask:
                broken = broken or not values[c]
                continue
            cell_nodes = tuple([(d - 1) * 81 + c for d in DIGITS_IN[mask]])
            cells_nodes.append((c, cell_nodes))
            g = len(groups)
            groups.append(cell_nodes)
            group_house.append(-1)
            group_digit.append(0)
            for n in cell_nodes:
                groups_of[n].append(g)
            nodes.extend(cell_nodes)
        for h, house in enumerate(houses):
            placed = 0
            for c in house.cells:
                if values[c]:
                    placed |= 1 << (values[c] - 1)
            for d in range(1, 10):
                where = positions[d] & house.mask
                if not where:
                    broken = broken or not placed >> (d - 1) & 1
                    continue
                base = (d - 1) * 81
                members = tuple([base + c for c in house.cells if where >> c & 1])
                g = len(groups)
                groups.append(members)
                group_house.append(h)
                group_digit.append(d)
                for n in members:
                    groups_of[n].append(g)
        houses_of = variant.houses_of
        rule_links = _rule_links(variant) if variant.rules else None
        if variant.cages:
            rule_links = _with_cage_links(rule_links, cands, values, variant)
        weak_false: list[tuple[int, ...]] = [()] * NODES
        pair_partners: list[tuple[int, ...]] = [()] * NODES
        big_groups_of: list[tuple[int, ...]] = [()] * NODES
        for c, cell_nodes in cells_nodes:
            cell_houses = houses_of[c]
            for n in cell_nodes:
                base = n - c
                plane = positions[base // 81 + 1]
                pairs = [(m, -1) for m in cell_nodes if m != n]
                seen = 1 << c
                for h in cell_houses:
                    rest = plane & houses[h].mask & ~seen
                    seen |= rest
                    while rest:
                        low = rest & -rest
                        rest ^= low
                        pairs.append((base + low.bit_length() - 1, h))
                if rule_links:
                    _add_rule_pairs(pairs, rule_links.get(n, ()), cands)
                weak[n] = tuple(pairs)
                # For Tables: the false literals a true one implies, the other member of
                # each two-member group (the strong links), and the groups of three or more.
                weak_false[n] = tuple([m + FALSE for m, _ in pairs])
                pair_partners[n], big_groups_of[n] = _strong_and_big(n, groups_of[n], groups)
        self.nodes = tuple(nodes)
        self.weak = weak
        self.groups = groups
        self.group_house = group_house
        self.group_digit = group_digit
        self.groups_of = [tuple(gs) for gs in groups_of]
        self.weak_false = weak_false
        self.pair_partners = pair_partners
        self.big_groups_of = big_groups_of
        self.broken = broken

    @staticmethod
    def of(grid: Grid) -> Implications:
        return Implications(grid.candidates, grid.values, grid.variant)

    def single_rule(self, g: int) -> str:
        return NAKED if self.group_house[g] < 0 else HIDDEN


def _rule_links(variant: Variant) -> dict[int, tuple[tuple[int, int], ...]]:
    """node -> (other node, number of houses + element index) for every pair of candidates
    a rule element forbids together (engine/links.py's table, as weak pairs)."""
    return variant.derived(_RULE_PAIRS, _build_rule_links)


_RULE_PAIRS = "propagation:rule-pairs"


def _build_rule_links(variant: Variant) -> dict[int, tuple[tuple[int, int], ...]]:
    from .links import rule_link_table

    offset = len(variant.houses)
    out: dict[int, list[tuple[int, int]]] = {}
    for (a, b), k in rule_link_table(variant).items():
        out.setdefault(a, []).append((b, offset + k))
    return {n: tuple(sorted(pairs)) for n, pairs in out.items()}


def _with_cage_links(
    rule_links: dict[int, tuple[tuple[int, int], ...]] | None,
    cands: Sequence[int], values: Sequence[int], variant: Variant,
) -> dict[int, tuple[tuple[int, int], ...]]:
    """The rule links and a Killer's cage-sum links of this position: two digits no
    combination left for a cage holds together (house: the number of houses and rule
    elements plus the cage's index)."""
    from .links import cage_sum_pairs, sum_fits

    fits = sum_fits(cands, values, variant)
    offset = len(variant.houses) + len(variant.rules)
    links: dict[int, list[tuple[int, int]]] = {
        n: list(pairs) for n, pairs in (rule_links or {}).items()
    }
    for k, x, a, y, b in cage_sum_pairs(fits):
        n, m = node(x, a), node(y, b)
        links.setdefault(n, []).append((m, offset + k))
        links.setdefault(m, []).append((n, offset + k))
    return {n: tuple(sorted(pairs)) for n, pairs in links.items()}


def _add_rule_pairs(
    pairs: list[tuple[int, int]], extra: Sequence[tuple[int, int]], cands: Sequence[int]
) -> None:
    """The rule's pairs whose other candidate is still there and not linked already."""
    if not extra:
        return
    linked = {m for m, _ in pairs}
    for m, h in extra:
        if m not in linked and cands[m % 81] >> (m // 81) & 1:
            pairs.append((m, h))
            linked.add(m)


def _strong_and_big(
    n: int, its_groups: Sequence[int], groups: Sequence[tuple[int, ...]]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A node's strong-link partners (the other member of each two-member group it is
    in) and its groups of three or more members, in group order."""
    partners = []
    big = []
    for g in its_groups:
        members = groups[g]
        if len(members) == 2:
            partners.append(members[0] if members[1] == n else members[1])
        elif len(members) > 2:
            big.append(g)
    return tuple(partners), tuple(big)


def implications(grid: Grid) -> Implications:
    """The position's implications, built once and cached on the grid: derived from
    the last position's when this one only removes candidates from it (see
    `carried_implications`), else built from nothing."""
    return grid.derived(memo.IMPLICATIONS, _implications)


def _implications(grid: Grid) -> Implications:
    imp = carried_implications(grid) or Implications.of(grid)
    RECENT_IMPLICATIONS.remember(imp)
    return imp


# The last implications built. A solve's stuck positions mostly follow one another
# through eliminations alone (four in five along top1465 solves), and removing a
# candidate keeps every group's number, so the next tables are the last ones with a
# few nodes taken out.
RECENT_IMPLICATIONS: memo.Recent[Implications] = memo.Recent("propagation: last implications", 1)
# A bound on the carry: its work grows with the candidates removed (at stuck positions
# 0.11 ms for one, 0.22 ms for twenty), a fresh build's does not (0.8 ms).
MAX_REMOVED = 40


def carried_implications(grid: Grid) -> Implications | None:
    """The implications of `grid` derived from the last ones built, equal field by
    field to a build from nothing; None unless the grid has the same digits placed
    and only lost candidates, none of its cells or houses emptied (a fresh build
    numbers the groups without them)."""
    if grid.variant.cages:
        return None  # a cage's sum links grow as candidates go: a fresh build has more
    cands, values = tuple(grid.candidates), tuple(grid.values)
    for old in RECENT_IMPLICATIONS:
        if old.variant is not grid.variant or old.broken or old.values != values:
            continue
        if old.cands == cands:
            return old  # the same position again (a hint, then "why not?")
        lost = candidates_lost(old.cands, cands, MAX_REMOVED)
        if lost is not None and all(cands[c] for c, _ in lost):
            return _without(old, cands, [node(c, d) for c, d in lost])
    return None


def candidates_lost(
    before: Sequence[int], now: Sequence[int], most: int
) -> list[tuple[int, int]] | None:
    """The (cell, digit) candidates `now` lost from `before`, cell by cell; None if a
    cell gained one or more than `most` were lost (what a carry across positions asks)."""
    lost: list[tuple[int, int]] = []
    for c in range(81):
        was, has = before[c], now[c]
        if has == was:
            continue
        if has & ~was:
            return None
        lost.extend((c, d) for d in DIGITS_IN[was ^ has])
        if len(lost) > most:
            return None
    return lost


def _without(old: Implications, cands: tuple[int, ...], removed: list[int]) -> Implications | None:
    gone = set(removed)
    groups = list(old.groups)
    changed: set[int] = set()
    for r in removed:
        changed.update(old.groups_of[r])
    for g in changed:
        members = tuple([m for m in groups[g] if m not in gone])
        if not members:
            return None  # a house lost its last place: broken, as a fresh build says
        groups[g] = members
    weak = list(old.weak)
    weak_false = list(old.weak_false)
    groups_of = list(old.groups_of)
    pair_partners = list(old.pair_partners)
    big_groups_of = list(old.big_groups_of)
    near: set[int] = set()
    for r in removed:
        near.update(m for m, _ in old.weak[r])
        weak[r] = weak_false[r] = groups_of[r] = pair_partners[r] = big_groups_of[r] = ()
    for m in near - gone:
        pairs = tuple([pair for pair in weak[m] if pair[0] not in gone])
        weak[m] = pairs
        weak_false[m] = tuple([n + FALSE for n, _ in pairs])
    # A group that lost a member may now be a strong link (two left) or no longer big.
    for n in {m for g in changed for m in groups[g]}:
        pair_partners[n], big_groups_of[n] = _strong_and_big(n, groups_of[n], groups)
    imp = Implications.__new__(Implications)
    imp.variant = old.variant
    imp.cands = cands
    imp.values = old.values
    imp.nodes = tuple([n for n in old.nodes if n not in gone])
    imp.weak = weak
    imp.groups = groups
    imp.group_house = old.group_house
    imp.group_digit = old.group_digit
    imp.groups_of = groups_of
    imp.weak_false = weak_false
    imp.pair_partners = pair_partners
    imp.big_groups_of = big_groups_of
    imp.broken = False
    return imp


# An element's narrowing: cell -> candidates left (cells that lose some), None if nothing fits.
Narrow = Callable[[Sequence[int]], "dict[int, int] | None"]


class Narrowers(NamedTuple):
    """What RULES mode asks: (house number as in a Reason, cells, narrow) per rule element,
    then per sum group (links.sum_groups: cages, houses' innies, with cages only), then
    per house split among renban lines (renban_split.splits); and per cell the indices
    of those on it."""

    members: tuple[tuple[int, tuple[int, ...], Narrow], ...]
    of_cell: tuple[tuple[int, ...], ...]


def narrowers(variant: Variant) -> Narrowers:
    """The variant's narrowers, built once per variant."""
    return variant.derived(_NARROWERS, _build_narrowers)


_NARROWERS = "propagation:narrowers"


def _build_narrowers(variant: Variant) -> Narrowers:
    from .links import sum_groups

    offset = len(variant.houses)
    members: list = [
        (offset + k, rule.cells, _kept(variant.name, k, rule.cells, rule.narrow))
        for k, rule in enumerate(variant.rules)
        if rule.kind not in _PEERS_ONLY
    ]
    offset += len(variant.rules)
    sums = sum_groups(variant) if variant.cages else ()
    for k, (_, cells, total) in enumerate(sums):
        members.append((offset + k, cells, _kept(variant.name, -1 - k, cells,
                                                 _sum_narrow(cells, total))))
    # Then each house split among its renban lines (engine/renban_split.py).
    offset += len(sums)
    for k, split in enumerate(splits(variant)):
        cells = variant.houses[split.house].cells
        members.append((offset + k, cells, _kept(variant.name, -1000 - k, cells,
                                                 partial(split_narrow, split))))
    # Then each house filled whole with the arrows and little killers meeting it
    # (engine/house_sums.py; it keeps its own narrowings by what it reads), where an
    # arrow lies wholly inside the house.
    offset += len(splits(variant))
    for k, group in enumerate(house_sums(variant)):
        if group.whole:  # the others' searches cost the nets minutes and rarely narrow
            members.append((offset + k, group.cells,
                            partial(house_narrow, group, most=NET_TRIES)))
    of_cell: list[list[int]] = [[] for _ in range(81)]
    for k, (_, cells, _) in enumerate(members):
        for c in set(cells):
            of_cell[c].append(k)
    return Narrowers(tuple(members), tuple(tuple(ks) for ks in of_cell))


# Elements whose narrowing is what their peers (weak links, houses) already do in the
# nets: asking them again would only cost time (an anti-knight spans the whole grid).
_PEERS_ONLY = frozenset({"anti-knight", "anti-king", "diagonal", "disjoint-groups", "extra-region"})

# Narrowings kept by element and its cells' candidates: the branches of one position,
# and the next positions, mostly ask an element about the same candidates again.
_NARROWED: memo.ContentMemo[tuple[dict[int, int] | None]] = memo.ContentMemo(
    "propagation: narrowed", limit=4096
)


def _kept(name: str, k: int, cells: tuple[int, ...], narrow: Narrow) -> Narrow:
    def kept(cands: Sequence[int]) -> dict[int, int] | None:
        key = (name, k, tuple([cands[c] for c in cells]))
        found = _NARROWED.get(key)
        if found is None:
            found = _NARROWED.put(key, (narrow(cands),))
        return found[0]

    return kept


def _sum_narrow(cells: tuple[int, ...], total: int) -> Narrow:
    """A sum group's narrowing: the digits some filling of distinct digits making `total`
    keeps in each cell (a placed cell holds just its digit)."""
    from .cage_fits import _fit

    def narrow(cands: Sequence[int]) -> dict[int, int] | None:
        combos, fits = _fit(tuple([cands[c] for c in cells]), total)
        if not combos:
            return None
        return {c: f for c, f in zip(cells, fits, strict=True) if f != cands[c]}

    return narrow


class Propagation:
    """The consequences of some assumptions, round by round, each with its reason.

    ``known`` maps every literal found so far to its reason as a plain tuple
    (Reason's fields; ``reason(lit)`` gives the Reason), the assumptions with
    rule ASSUMED; ``contradiction`` is the first one met (then it stops),
    ``round`` the last round done. ``advance(rounds)`` goes further.
    """

    def __init__(
        self,
        imp: Implications,
        assumptions: Iterable[int],
        mode: str = NETS,
        max_round: int | None = None,
    ) -> None:
        self.imp = imp
        self.mode = mode
        # Plain tuples, not Reasons: a round makes hundreds and most are never read.
        self.known: dict[int, tuple] = {}
        self.contradiction: Contradiction | None = None
        self.round = 0
        self._order = 0
        self._done = False
        # Per single group, how many members are known false / true.
        self._off = [0] * len(imp.groups)
        self._on = [0] * len(imp.groups)
        fresh: dict[int, tuple] = {}
        for lit in assumptions:
            if lit not in fresh:
                fresh[lit] = (ASSUMED, -1, (), 0, self._next_order())
        self._frontier: list[int] = []
        # RULES mode: each cell's candidates left after what is known, the literals known
        # in each cell (the premises of a narrowing), the elements touched since they
        # last narrowed, and per narrowed-away literal what its cell had left.
        self._narrowers = narrowers(imp.variant) if mode == RULES else None
        if self._narrowers is not None:
            values = imp.values
            self._left = [1 << (values[c] - 1) if values[c] else imp.cands[c] for c in range(81)]
            self._at_cell: list[list[int]] = [[] for _ in range(81)]
            self._touched: set[int] = set()
            self.left_by: dict[int, int] = {}
        self._merge(fresh)
        if max_round is not None:
            self.advance(max_round)

    def _next_order(self) -> int:
        self._order += 1
        return self._order

    @property
    def finished(self) -> bool:
        """Nothing more follows (or a contradiction stopped it)."""
        return self._done or self.contradiction is not None

    def holds(self, lit: int) -> bool:
        return lit in self.known

    def reason(self, lit: int) -> Reason:
        """Why a known literal holds."""
        return Reason._make(self.known[lit])

    def advance(self, upto: int | None = None) -> Propagation:
        """Run rounds until round `upto` (None: until nothing new), a contradiction or the end."""
        while not self.finished and (upto is None or self.round < upto):
            self._step()
        return self

    def run_until(self, lit: int, upto: int | None = None) -> bool:
        """Advance until `lit` is known; whether it is."""
        while lit not in self.known and not self.finished and (upto is None or self.round < upto):
            self._step()
        return lit in self.known

    def _step(self) -> None:
        imp = self.imp
        known = self.known
        r = self.round + 1
        new: dict[int, tuple] = {}
        touched: set[int] = set()
        weak = imp.weak
        groups = imp.groups
        groups_of = imp.groups_of
        off = self._off
        houses = len(imp.variant.houses)  # a weak pair's house past these: a rule element
        for lit in self._frontier:
            if lit < FALSE:
                for m, h in weak[lit]:
                    t = m + FALSE
                    if t not in known and t not in new:
                        rule = SAME_CELL if h < 0 else SAME_HOUSE if h < houses else RULE_LINK
                        self._order += 1
                        new[t] = (rule, h, (lit,), r, self._order)
            else:
                for g in groups_of[lit - FALSE]:
                    if off[g] == len(groups[g]) - 1:
                        touched.add(g)
        chains = self.mode == CHAINS
        # Smaller groups first, so a literal a bivalue cell gives gets that one premise.
        for g in sorted(touched, key=lambda g: (len(groups[g]), g)):
            members = groups[g]
            size = len(members)
            if size < 2 or (chains and size != 2):
                continue
            last = [m for m in members if m + FALSE not in known]
            m = last[0]
            if m in known or m in new:
                continue
            premises = tuple(o + FALSE for o in members if o != m)
            self._order += 1
            new[m] = (imp.single_rule(g), imp.group_house[g], premises, r, self._order)
        broke = self._narrow(new, r) if self._narrowers is not None else None
        self.round = r
        if not new:
            self._done = True
            self.contradiction = broke
            return
        self._merge(new)
        if broke is not None and (
            self.contradiction is None
            or len(self.trail(broke.premises)) < len(self.trail(self.contradiction.premises))
        ):
            self.contradiction = broke

    def _narrow(self, new: dict[int, tuple], r: int) -> Contradiction | None:
        """RULES mode: ask every element touched since it last narrowed for its narrowing
        over what is left, adding what it removes to `new` (round r); the first element
        that nothing left satisfies, as a contradiction."""
        elements = self._narrowers
        assert elements is not None
        left = self._left
        known = self.known
        touched, self._touched = self._touched, set()
        broke: Contradiction | None = None
        for k in sorted(touched):
            house, cells, narrow = elements.members[k]
            out = narrow(left)
            if out is not None and all(out.values()):
                premises: tuple[int, ...] | None = None
                for c, keep in out.items():
                    for d in DIGITS_IN[left[c] & ~keep]:
                        t = (d - 1) * 81 + c + FALSE
                        if t in known or t in new:
                            continue
                        if premises is None:
                            premises = self._premises(cells)
                        self._order += 1
                        new[t] = (RULE_NARROW, house, premises, r, self._order)
                        self.left_by[t] = keep & left[c]
            elif broke is None:
                broke = Contradiction(RULE_BROKEN, house, -1, 0, self._premises(cells), r)
        return broke

    def _premises(self, cells: Sequence[int]) -> tuple[int, ...]:
        """What is known in these cells: a cell's true literal, else its false ones."""
        at = self._at_cell
        premises: list[int] = []
        for c in cells:
            lits = at[c]
            true = [lit for lit in lits if lit < FALSE]
            premises.extend(true[:1] or lits)
        return tuple(premises)

    def _merge(self, fresh: dict[int, tuple]) -> None:
        """Add a round's literals and look for the contradictions they complete."""
        imp = self.imp
        known = self.known
        groups = imp.groups
        groups_of = imp.groups_of
        off, on = self._off, self._on
        known.update(fresh)
        self._frontier = list(fresh)
        if self._narrowers is not None:
            left, at, of = self._left, self._at_cell, self._narrowers.of_cell
            for lit in fresh:
                n = lit % FALSE
                c = n % 81
                at[c].append(lit)
                left[c] = 1 << n // 81 if lit < FALSE else left[c] & ~(1 << n // 81)
                self._touched.update(of[c])
        found: list[Contradiction] = []
        r = self.round
        for lit in fresh:
            if negation(lit) in known:
                node = lit % FALSE
                found.append(
                    Contradiction(BOTH, -1, node % 81, node // 81 + 1, (node, node + FALSE), r)
                )
            if lit < FALSE:
                for g in groups_of[lit]:
                    on[g] += 1
                    if on[g] == 2:
                        members = groups[g]
                        pair = tuple(m for m in members if m in known)[:2]
                        house = imp.group_house[g]
                        cell = members[0] % 81 if house < 0 else -1
                        found.append(Contradiction(TWICE, house, cell, imp.group_digit[g], pair, r))
            else:
                for g in groups_of[lit - FALSE]:
                    off[g] += 1
                    members = groups[g]
                    if off[g] == len(members):
                        house = imp.group_house[g]
                        kind = NO_CANDIDATE if house < 0 else NO_PLACE
                        cell = members[0] % 81 if house < 0 else -1
                        premises = tuple(m + FALSE for m in members)
                        found.append(
                            Contradiction(kind, house, cell, imp.group_digit[g], premises, r)
                        )
        if found:
            self.contradiction = min(found, key=lambda k: len(self.trail(k.premises)))

    def trail(self, targets: Iterable[int]) -> list[int]:
        """The literals that lead from the assumptions to the targets, in reading order.

        Walks the reasons back from the targets; every literal comes after its
        premises. The assumptions themselves are left out.
        """
        needed: set[int] = set()
        stack = [t for t in targets if t in self.known]
        known = self.known
        while stack:
            lit = stack.pop()
            if lit in needed:
                continue
            needed.add(lit)
            stack.extend(known[lit][2])
        ordered = sorted(needed, key=lambda lit: known[lit][3:])
        return [lit for lit in ordered if known[lit][0] != ASSUMED]

    def is_chain(self, lits: Iterable[int]) -> bool:
        """Whether every one of these literals follows from a single premise."""
        return all(len(self.known[lit][2]) <= 1 for lit in lits)


class Tables:
    """Every source's consequences at once: per literal, the set of sources it follows from.

    A source is an assumed literal, and its bit is the literal itself (node for
    "true", node + FALSE for "false"), so ``reach[lit]`` is an int over 1458
    bits and the "true" sources of one digit line up as that digit's cell plane.
    ``rounds()`` runs the rounds and yields each one's news: the literals that
    gained sources (``changed``: literal -> new source bits) and the sources
    newly found contradictory. Contradictory sources stop spreading (anything
    follows from them).
    """

    def __new__(cls, *args: object, **kwargs: object) -> Tables:
        # The rounds run compiled (engine/compiled/_tables.c) where built: the same tables.
        if cls is Tables and _tables_c is not None:
            return object.__new__(CompiledTables)
        return object.__new__(cls)


    def __init__(self, imp: Implications, sources: int, mode: str = NETS) -> None:
        self.imp = imp
        self.mode = mode
        self.sources = sources
        self.reach: list[int] = [0] * (2 * NODES)
        self.contradicted = 0
        self.round = 0
        changed: dict[int, int] = {}
        rest = sources
        while rest:
            low = rest & -rest
            rest ^= low
            lit = low.bit_length() - 1
            self.reach[lit] = low
            changed[lit] = low
        self._frontier = changed

    @staticmethod
    def resumed(
        imp: Implications,
        sources: int,
        mode: str,
        reach: list[int],
        frontier: dict[int, int],
        contradicted: int = 0,
        at_round: int = 0,
    ) -> Tables:
        """Tables that go on from a given reach, spreading `frontier` (literal -> the
        sources to pass on) first."""
        tables = object.__new__(Tables)  # the Python rounds, whatever is built
        tables.imp = imp
        tables.mode = mode
        tables.sources = sources
        tables.reach = reach
        tables.contradicted = contradicted
        tables.round = at_round
        tables._frontier = frontier
        return tables

    @property
    def settled(self) -> bool:
        """Whether the rounds ran until nothing moved (not stopped by a bound)."""
        return not self._frontier

    def forked(self, mode: str) -> Tables:
        """A copy of these tables as they stand, to run on in `mode`.

        Chains and nets agree on round 1 (a single that needs several premises
        cannot fire before a source has made two of them), so nets can start
        from the chain tables' first round instead of doing it again.
        """
        return Tables.resumed(
            self.imp,
            self.sources,
            mode,
            list(self.reach),
            self._frontier,
            self.contradicted,
            self.round,
        )

    def rounds(self, max_round: int | None = None) -> Iterator[tuple[int, dict[int, int], int]]:
        """(round, changed, newly contradicted sources) for each round until nothing moves."""
        imp = self.imp
        reach = self.reach
        weak_false = imp.weak_false
        pair_partners = imp.pair_partners
        big_groups_of = imp.big_groups_of
        groups = imp.groups
        nets = self.mode != CHAINS
        frontier = self._frontier
        while frontier and (max_round is None or self.round < max_round):
            self.round += 1
            adds: dict[int, int] = {}
            touched: set[int] = set()
            get = adds.get
            for lit, delta in frontier.items():
                if lit < FALSE:
                    for t in weak_false[lit]:
                        adds[t] = get(t, 0) | delta
                else:
                    # A strong link passes on just what is new: the rest went last time.
                    n = lit - FALSE
                    for m in pair_partners[n]:
                        adds[m] = get(m, 0) | delta
                    if nets:
                        touched.update(big_groups_of[n])
            for g in sorted(touched):  # ascending, the order the compiled rounds take
                members = groups[g]
                size = len(members)
                # Three and four members are most groups: their all-but-one ANDs written
                # out, members last to first as the general loop below adds them.
                if size == 3:
                    m0, m1, m2 = members
                    a, b, c = reach[m0 + FALSE], reach[m1 + FALSE], reach[m2 + FALSE]
                    both = a & b
                    if both:
                        adds[m2] = get(m2, 0) | both
                    both = a & c
                    if both:
                        adds[m1] = get(m1, 0) | both
                    both = b & c
                    if both:
                        adds[m0] = get(m0, 0) | both
                    continue
                if size == 4:
                    m0, m1, m2, m3 = members
                    a, b = reach[m0 + FALSE], reach[m1 + FALSE]
                    c, d = reach[m2 + FALSE], reach[m3 + FALSE]
                    ab, cd = a & b, c & d
                    both = ab & c
                    if both:
                        adds[m3] = get(m3, 0) | both
                    both = ab & d
                    if both:
                        adds[m2] = get(m2, 0) | both
                    both = a & cd
                    if both:
                        adds[m1] = get(m1, 0) | both
                    both = b & cd
                    if both:
                        adds[m0] = get(m0, 0) | both
                    continue
                offs = [reach[m + FALSE] for m in members]
                # all-but-one ANDs from prefix and suffix products
                prefix = [-1] * (size + 1)
                for i in range(size):
                    prefix[i + 1] = prefix[i] & offs[i]
                suffix = -1
                for i in range(size - 1, -1, -1):
                    both = prefix[i] & suffix
                    if both:
                        m = members[i]
                        adds[m] = get(m, 0) | both
                    suffix &= offs[i]
            live = ~self.contradicted
            changed: dict[int, int] = {}
            for t, bits in adds.items():
                bits &= live & ~reach[t]
                if bits:
                    reach[t] |= bits
                    changed[t] = bits
            bad = self._contradictions(changed) & live
            self.contradicted |= bad
            frontier = changed
            self._frontier = changed
            yield self.round, changed, bad

    def frozen_reach(self) -> Sequence[int]:
        """The reach as it stands now, kept as it is while the rounds go on."""
        return list(self.reach)

    def masked(self, imp: Implications, sources: int, spread: list[int]) -> Tables:
        """Chain tables over `imp` from this reach cut to `sources`, spreading first
        from the literals `spread` (in order) what they then hold."""
        reach = [r & sources for r in self.reach]
        frontier = {lit: reach[lit] for lit in spread if reach[lit]}
        return Tables.resumed(imp, sources, CHAINS, reach, frontier)

    def consequence_counts(self) -> dict[int, int]:
        """How many literals each source reaches so far (itself included)."""
        # A bit-sliced counter: planes[j] holds bit j of every source's count, so
        # adding a literal's source set costs a few ORs, not a loop over its bits.
        planes: list[int] = []
        for bits in self.reach:
            if not bits:
                continue
            j = 0
            while bits:
                if j == len(planes):
                    planes.append(0)
                carry = planes[j] & bits
                planes[j] ^= bits
                bits = carry
                j += 1
        counts: dict[int, int] = {}
        for src in bits_literals(self.sources):
            counts[src] = sum(1 << j for j, plane in enumerate(planes) if plane >> src & 1)
        return counts

    def _contradictions(self, changed: dict[int, int]) -> int:
        imp = self.imp
        reach = self.reach
        groups = imp.groups
        groups_of = imp.groups_of
        bad = 0
        on_groups: set[int] = set()
        off_groups: set[int] = set()
        for lit in changed:
            if lit < FALSE:
                bad |= reach[lit] & reach[lit + FALSE]
                on_groups.update(groups_of[lit])
            else:
                bad |= reach[lit] & reach[lit - FALSE]
                off_groups.update(groups_of[lit - FALSE])
        for g in off_groups:
            every = -1
            for m in groups[g]:
                every &= reach[m + FALSE]
                if not every:
                    break
            bad |= every
        for g in on_groups:
            once = twice = 0
            for m in groups[g]:
                s = reach[m]
                twice |= once & s
                once |= s
            bad |= twice
        return bad


# The rounds compiled (engine/compiled/_tables.c) where built; Tables' Python rounds are the
# reference and the fallback.
_tables_c = compiled("_tables")

# The compiled form of the last implications the rounds ran on (by identity): the
# chain and net tables of a position, and "why not?" after them, share one.
_COMPILED_IMP: memo.Recent[tuple[Implications, object]] = memo.Recent(
    "propagation: compiled implications", limit=2
)


def compiled_implications(imp: Implications) -> object:
    """The compiled rounds' reading of `imp` (engine.compiled._tables.Imp), made once."""
    for kept, compiled_imp in _COMPILED_IMP:
        if kept is imp:
            return compiled_imp
    compiled_imp = _tables_c.Imp(  # type: ignore[union-attr]
        imp.weak_false, imp.pair_partners, imp.big_groups_of, imp.groups, imp.groups_of
    )
    _COMPILED_IMP.remember((imp, compiled_imp))
    return compiled_imp


class CompiledTables(Tables):
    """Tables whose rounds run in engine/compiled/_tables.c: the same rounds, changed literals
    in the same order, the same contradictions; ``reach`` reads the compiled state."""

    def __init__(
        self,
        imp: Implications,
        sources: int,
        mode: str = NETS,
        core: object = None,
        at_round: int = 0,
    ) -> None:
        self.imp = imp
        self.mode = mode
        self.sources = sources
        if core is None:
            core = _tables_c.Core(compiled_implications(imp), sources, mode != CHAINS)  # type: ignore[union-attr]
        self._core = core
        self.round = at_round

    @property  # type: ignore[override]
    def reach(self) -> Sequence[int]:
        return self._core  # type: ignore[return-value]

    @property  # type: ignore[override]
    def contradicted(self) -> int:
        return self._core.contradicted  # type: ignore[attr-defined]

    @property
    def settled(self) -> bool:
        return not self._core.moving  # type: ignore[attr-defined]

    def forked(self, mode: str) -> Tables:
        core = self._core.fork(mode != CHAINS)  # type: ignore[attr-defined]
        return CompiledTables(self.imp, self.sources, mode, core, self.round)

    def masked(self, imp: Implications, sources: int, spread: list[int]) -> Tables:
        core = self._core.masked(compiled_implications(imp), sources, spread)  # type: ignore[attr-defined]
        return CompiledTables(imp, sources, CHAINS, core)

    def frozen_reach(self) -> Sequence[int]:
        return self._core.fork(False)  # type: ignore[attr-defined,no-any-return]

    def rounds(self, max_round: int | None = None) -> Iterator[tuple[int, dict[int, int], int]]:
        core = self._core
        while core.moving and (max_round is None or self.round < max_round):  # type: ignore[attr-defined]
            self.round += 1
            changed, bad = core.step()  # type: ignore[attr-defined]
            yield self.round, changed, bad


def source_bits(lits: Iterable[int]) -> int:
    """The source set of these literals, for Tables."""
    bits = 0
    for lit in lits:
        bits |= 1 << lit
    return bits


def bits_literals(bits: int) -> list[int]:
    """The literals of a source set, ascending."""
    out = []
    while bits:
        low = bits & -bits
        bits ^= low
        out.append(low.bit_length() - 1)
    return out
