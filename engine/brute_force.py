"""A bitmask depth-first solver: the oracle for tests, entry checks and the generator.

Every candidate of the grid lives in one Python int of 9 x 81 bits, one 81-bit
*plane* per digit: bit 81*(d-1) + cell is set while digit d may still go in that
cell. A cell stays in the int once solved (only its digit left); `solved` is the
81-bit set of cells whose placement has already been propagated.

Working on whole planes at once is what makes pure Python fast enough: placing a
digit is one `&` with a precomputed mask, the naked singles of the whole grid come
from nine `&`/`|` on planes, and the hidden singles of every house of one shape
(all rows, say) in every digit come from a handful of shifts. Before branching,
locked candidates (pointing and claiming) prune a good share of the tree for the
price of a few dozen operations.

Search branches two ways whenever it can. A two-candidate cell comes first (the
one with the most unsolved peers, since that placement propagates furthest); with
none, a digit with two places left in a house, which is as binary and is what sparse
grids offer: on Norvig's "impossible" 17-clue grid no cell has fewer than four
candidates at the start, and branching on cells alone needed 1.4 million nodes
(about 45 s) to prove it has no solution, against a few dozen this way.

A search may be given a budget of nodes (calls of `_search`): past it, it raises
SearchTooLong rather than running on. Nodes, not seconds, so the same grid gives
the same answer on every machine and under any load. Only where "too long" means "finish
it elsewhere" (a web request handing a proof to its background pool, which answers the
same) may a caller add a limit in seconds too (`time_limit`).

It works on any variant: placements use the variant's peers, and every house is
swept, grouped by shape. Locked candidates use rows, columns and boxes only, which
stays sound when a variant adds houses (and is skipped if it lacks them).

A Killer's cages are peers already (no digit twice); their sums are a second
propagation run only for variants with cages (`_Rules.cages`), so every other
variant's search is the loop it was: each cage keeps the digits of the sum's
combinations its open cells can still make, and a digit every such combination
needs with one place left in the cage goes there.

Rule elements (thermometers, arrows, lines: engine/rules) are a third propagation, again
only for variants that have them: after the rest settles, each element narrows its
cells' candidates (`Rule.narrow`) until none changes any; an element that no digits can
satisfy ends the branch.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from . import memo
from .bits import DIGITS_IN
from .rules.base import Rule
from .rules.cages import sum_combinations
from .rules.houses import CLASSIC, Variant

_ALL_CELLS = (1 << 81) - 1
# Multiplying an 81-bit set by this copies it into all nine planes (no carries: 81 apart).
_EVERY_PLANE = sum(1 << (81 * k) for k in range(9))
_ALL_CANDIDATES = _ALL_CELLS * _EVERY_PLANE


# About a second of search on a laptop-class core (some 20 us a node), and seventy
# times the most any of the hardest known puzzles needs to be proven unique (under 700).
DEFAULT_BUDGET = 50_000


# The monotonic time past which a search in this context gives up (None: no limit).
_DEADLINE: ContextVar[float | None] = ContextVar("search_deadline", default=None)
# How many nodes pass between two looks at the clock: a look costs a call.
_CLOCK_EVERY = 256


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Searches started inside give up (SearchTooLong) past `seconds` as well as past
    their node budget: for a caller whose "too long" only sends the work elsewhere."""
    token = _DEADLINE.set(time.monotonic() + seconds)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


class SearchTooLong(Exception):
    """The search ran out of its node budget before it could answer.

    Not a verdict on the puzzle: it may well have one solution, only proving it
    would take longer than the caller allowed ("too hard to check").
    """

    def __init__(self, budget: int) -> None:
        super().__init__(f"gave up after {budget} search nodes")
        self.budget = budget


def solve(
    values: list[int], variant: Variant = CLASSIC, *, budget: int | None = DEFAULT_BUDGET
) -> list[int] | None:
    """One solution of the puzzle, or None if it has none.

    `budget` caps the search nodes (None: no cap); past it, SearchTooLong.
    """
    found = _solutions(values, variant, 1, budget)
    return _values_of(found[0]) if found else None


def count_solutions(
    values: list[int],
    variant: Variant = CLASSIC,
    limit: int = 2,
    *,
    budget: int | None = DEFAULT_BUDGET,
) -> int:
    """How many solutions, counting no further than `limit`.

    `budget` caps the search nodes (None: no cap); past it, SearchTooLong.
    """
    if limit < 1:
        return 0
    return len(_solutions(values, variant, limit, budget))


# --- Tables built once per variant ---------------------------------------------------


def _cell_set(rule: Callable[[int, int], bool]) -> int:
    """The 81-bit set of cells (row, col) for which rule(row, col) holds."""
    cells = 0
    for cell in range(81):
        if rule(cell // 9, cell % 9):
            cells |= 1 << cell
    return cells


@dataclass(frozen=True)
class _Shape:
    """Houses that are translates of one another: house = anchor cell + offsets.

    Shifting the candidates right by each offset brings every cell of every such
    house onto its anchor, so counting bits there counts places per house and digit.
    """

    offsets: tuple[int, ...]
    # (a1, a2, b1, b2) when offsets = {0, a1, a2} + {0, b1, b2}: rows, columns, boxes,
    # diagonals and colour groups all are, and then the count takes 6 shifts, not 9.
    factors: tuple[int, int, int, int] | None
    anchors: int  # anchor cells, in every plane
    house_at: dict[int, int]  # anchor bit position (any plane) -> the house's cells there


def _factor(offsets: tuple[int, ...]) -> tuple[int, int, int, int] | None:
    if len(offsets) != 9:
        return None
    a1, a2 = offsets[1], offsets[2]
    rest = sorted(set(offsets) - {0, a1, a2})
    for b2 in rest[1:]:
        sums = sorted(a + b for a in (0, a1, a2) for b in (0, rest[0], b2))
        if sums == list(offsets):
            return a1, a2, rest[0], b2
    return None


def _shapes(variant: Variant) -> tuple[_Shape, ...]:
    by_offsets: dict[tuple[int, ...], dict[int, int]] = {}
    for house in variant.houses:
        cells = sorted(house.cells)
        offsets = tuple(c - cells[0] for c in cells)
        by_offsets.setdefault(offsets, {})[cells[0]] = house.mask
    shapes = []
    for offsets, houses in by_offsets.items():
        anchors = sum(1 << a for a in houses)
        house_at = {81 * k + a: mask << (81 * k) for a, mask in houses.items() for k in range(9)}
        shapes.append(_Shape(offsets, _factor(offsets), anchors * _EVERY_PLANE, house_at))
    return tuple(shapes)


def _has_boxes_and_lines(variant: Variant) -> bool:
    plain = {tuple(sorted(h.cells)) for h in CLASSIC.houses}
    return plain <= {tuple(sorted(h.cells)) for h in variant.houses}


@dataclass(frozen=True)
class _Rules:
    """What the search needs to know about a variant, as masks."""

    # place[81*(d-1) + cell]: the candidates that survive putting d in cell (as an `&` mask).
    place: tuple[int, ...]
    shapes: tuple[_Shape, ...]
    # The shapes in the order a pair of places is looked for: a variant's extra houses
    # and boxes before lines, which measured 3% fewer nodes on the hardest puzzles.
    pair_shapes: tuple[_Shape, ...]
    peer_mask: tuple[int, ...]
    locked_candidates: bool
    # A Killer's cages and innies as (cells, sum), 81-bit cell sets; empty for every
    # other variant.
    cages: tuple[tuple[int, int], ...] = ()
    # The variant's rule elements, and every cell on one (empty without them).
    elements: tuple[Rule, ...] = ()
    element_cells: tuple[int, ...] = ()
    # cell -> the indices of the elements on it: who to ask again when its digits shrink.
    elements_at: dict[int, tuple[int, ...]] = field(default_factory=dict)


def _rules_for(variant: Variant) -> _Rules:
    place = [0] * 729
    for cell in range(81):
        for k in range(9):
            others_here = ((1 << cell) * _EVERY_PLANE) & ~(1 << (81 * k + cell))
            place[81 * k + cell] = _ALL_CANDIDATES & ~(
                variant.peer_mask[cell] << (81 * k) | others_here
            )
    for rule in variant.rules:
        if rule.placement_suffices:
            # Its weak links are what a placement takes besides the peers.
            for a, x, b, y in rule.weak_links():
                place[81 * (x - 1) + a] &= ~(1 << (81 * (y - 1) + b))
                place[81 * (y - 1) + b] &= ~(1 << (81 * (x - 1) + a))
    shapes = _shapes(variant)
    # An element whose placements do all its narrowing is not asked at every node.
    asked = tuple(rule for rule in variant.rules if not rule.placement_suffices)
    return _Rules(
        tuple(place), shapes, shapes[::-1], variant.peer_mask, _has_boxes_and_lines(variant),
        _sum_rules(variant), asked,
        tuple(sorted({c for rule in asked for c in rule.cells})),
        {
            cell: tuple(i for i, rule in enumerate(asked) if cell in rule.cells)
            for cell in {c for rule in asked for c in rule.cells}
        },
    )


# Innies of one house past this many cells rarely settle anything and cost a sweep
# of many combinations at every node.
_MOST_INNIES = 5


def _sum_rules(variant: Variant) -> tuple[tuple[int, int], ...]:
    """(cells, sum) that must hold: every cage, and each house's innies (the rule of 45).

    A house adds up to 45, so the cells of it outside the cages lying wholly inside it
    add up to 45 less those cages' sums; being in one house they hold no digit twice,
    which makes them a cage in all but name.
    """
    if not variant.cages:
        return ()
    rules = [(cage.mask, cage.total) for cage in variant.cages]
    for house in variant.houses:
        inside = [c for c in variant.cages if c.mask & ~house.mask == 0]
        rest = house.mask & ~sum(c.mask for c in inside)
        if 0 < rest.bit_count() <= _MOST_INNIES:
            rules.append((rest, 45 - sum(c.total for c in inside)))
    return tuple(rules)


def _rules(variant: Variant) -> _Rules:
    return variant.derived(memo.BRUTE_FORCE_RULES, _rules_for)


# Anchors for locked candidates, in every plane: a mini-row is three cells of a row
# inside one box (anchored at its left cell), a mini-column the same standing up.
_MINIROW_ANCHORS = _cell_set(lambda r, c: c % 3 == 0) * _EVERY_PLANE
_MINICOL_ANCHORS = _cell_set(lambda r, c: r % 3 == 0) * _EVERY_PLANE
_BOX_ANCHORS = _cell_set(lambda r, c: r % 3 == 0 and c % 3 == 0) * _EVERY_PLANE
_ROW_ANCHORS = _cell_set(lambda r, c: c == 0) * _EVERY_PLANE
_COL_ANCHORS = _cell_set(lambda r, c: r == 0) * _EVERY_PLANE
# Multipliers that spread an anchor bit over its mini-row, row, mini-column, column, box.
_MINIROW = 0b111
_ROW = 0x1FF
_MINICOL = 1 | 1 << 9 | 1 << 18
_COLUMN = sum(1 << (9 * r) for r in range(9))
_BOX = _MINIROW * _MINICOL


# --- Propagation ---------------------------------------------------------------------


def _settle(cands: int, solved: int, rules: _Rules) -> tuple[int, int] | None:
    """Propagate singles (and locked candidates) until nothing changes; None if stuck."""
    place = rules.place
    every = _ALL_CELLS
    while True:
        # Naked singles: per cell, has it one candidate, two or more, or none?
        # (Written out plane by plane: a loop here costs 7% of the whole search.)
        once = cands & every
        p = cands >> 81 & every
        twice = once & p
        once |= p
        p = cands >> 162 & every
        twice |= once & p
        once |= p
        p = cands >> 243 & every
        twice |= once & p
        once |= p
        p = cands >> 324 & every
        twice |= once & p
        once |= p
        p = cands >> 405 & every
        twice |= once & p
        once |= p
        p = cands >> 486 & every
        twice |= once & p
        once |= p
        p = cands >> 567 & every
        twice |= once & p
        once |= p
        p = cands >> 648
        twice |= once & p
        once |= p
        if once != every:
            return None
        singles = once & ~(twice | solved)
        if singles:
            solved |= singles
            while singles:
                low = singles & -singles
                singles ^= low
                cell = low.bit_length() - 1
                digit_plane = ((cands >> cell) & _EVERY_PLANE).bit_length() // 81
                cands &= place[81 * digit_plane + cell]
            continue
        if solved == every:
            return cands, solved

        # Hidden singles: a house with one place left for a digit, among unsolved cells.
        open_cands = cands & ~(solved * _EVERY_PLANE)
        progress = False
        for shape in rules.shapes:
            hidden, seen = _places(shape, open_cands, cands)
            if seen != shape.anchors:
                return None  # a digit with no place left in some house
            while hidden:
                low = hidden & -hidden
                hidden ^= low
                spot = (open_cands & shape.house_at[low.bit_length() - 1]).bit_length() - 1
                cands &= place[spot]
                solved |= 1 << (spot % 81)
                progress = True
        if progress:
            continue
        if rules.locked_candidates:
            eliminated = _locked_candidates(open_cands)
            if eliminated:
                cands &= ~eliminated
                continue
        return cands, solved


def _places(shape: _Shape, open_cands: int, cands: int) -> tuple[int, int]:
    """For every house of the shape and digit, at the house's anchor: has the digit exactly
    one open place there, and has it any place at all (counting solved cells)?"""
    if shape.factors is not None:
        a1, a2, b1, b2 = shape.factors
        # Count over {0, a1, a2} first, then combine those counts over {0, b1, b2}.
        x1 = open_cands >> a1
        x2 = open_cands >> a2
        once = open_cands | x1
        twice = (open_cands & x1) | (x2 & once)
        once |= x2
        y1 = once >> b1
        y2 = once >> b2
        twice |= (twice >> b1) | (twice >> b2) | (once & y1) | (y2 & (once | y1))
        once |= y1 | y2
        seen = cands | cands >> a1 | cands >> a2
        seen |= seen >> b1 | seen >> b2
    else:
        once = twice = seen = 0
        for offset in shape.offsets:
            x = open_cands >> offset
            twice |= once & x
            once |= x
            seen |= cands >> offset
    anchors = shape.anchors
    return once & ~twice & anchors, seen & anchors


def _locked_candidates(open_cands: int) -> int:
    """Candidates that pointing or claiming removes, in all digits at once."""
    eliminated = 0
    # Along rows. `in_mini` = the digit has a place in the mini-row (at its anchor).
    in_mini = (open_cands | open_cands >> 1 | open_cands >> 2) & _MINIROW_ANCHORS
    # Pointing: a box whose places for a digit are all in one mini-row clears the row.
    alone = _alone(in_mini, 9, 18, _BOX_ANCHORS)
    if alone:
        rows = (alone | alone >> 3 | alone >> 6) & _ROW_ANCHORS
        eliminated |= rows * _ROW & ~(alone * _MINIROW)
    # Claiming: a row whose places are all in one mini-row clears the box.
    alone = _alone(in_mini, 3, 6, _ROW_ANCHORS)
    if alone:
        boxes = (alone | alone >> 9 | alone >> 18) & _BOX_ANCHORS
        eliminated |= boxes * _BOX & ~(alone * _MINIROW)
    # The same along columns.
    in_mini = (open_cands | open_cands >> 9 | open_cands >> 18) & _MINICOL_ANCHORS
    alone = _alone(in_mini, 1, 2, _BOX_ANCHORS)
    if alone:
        cols = (alone | alone >> 27 | alone >> 54) & _COL_ANCHORS
        eliminated |= cols * _COLUMN & ~(alone * _MINICOL)
    alone = _alone(in_mini, 27, 54, _COL_ANCHORS)
    if alone:
        boxes = (alone | alone >> 1 | alone >> 2) & _BOX_ANCHORS
        eliminated |= boxes * _BOX & ~(alone * _MINICOL)
    return eliminated & open_cands


def _alone(in_mini: int, step1: int, step2: int, anchors: int) -> int:
    """The mini-lines that are the only one with the digit among the three at an anchor."""
    x1 = in_mini >> step1
    x2 = in_mini >> step2
    once = in_mini | x1
    one = (once | x2) & anchors & ~((in_mini & x1) | (x2 & once))
    if not one:
        return 0
    return in_mini & (one | one << step1 | one << step2)


# The sum of the digits of a 9-bit set.
_DIGIT_SUM = tuple(sum(digits) for digits in DIGITS_IN)


def _settle_killer(cands: int, solved: int, rules: _Rules) -> tuple[int, int] | None:
    """`_settle`, then the cage sums, until neither changes anything; None if stuck."""
    while True:
        settled = _settle(cands, solved, rules)
        if settled is None:
            return None
        cands, solved = settled
        summed = _cage_sums(cands, solved, rules)
        if summed is None:
            return None
        if summed == settled:
            return settled
        cands, solved = summed


def _cage_sums(cands: int, solved: int, rules: _Rules) -> tuple[int, int] | None:
    """Each cage's open cells keep only the digits of the combinations that can still
    complete its sum; a digit all of them need with one place left in the cage is placed.
    None when some cage has no combination left (or its full cells miss the sum)."""
    every = _ALL_CELLS
    planes = [cands >> k & every for k in range(0, 729, 81)]
    place = rules.place
    for cells, total in rules.cages:
        open_cells = cells & ~solved
        placed = 0  # the digits already in the cage
        where = [0] * 9  # digit -> its open places in the cage
        present = 0  # digits with an open place in the cage
        for k in range(9):
            p = planes[k]
            if p & cells:
                if p & cells & solved:
                    placed |= 1 << k
                else:
                    where[k] = p & open_cells
                    present |= 1 << k
        if not open_cells:
            if _DIGIT_SUM[placed] != total:
                return None
            continue
        # A digit placed in the cage is no candidate of its other cells (peers), so
        # `present` and `placed` are disjoint.
        need = total - _DIGIT_SUM[placed]
        union, common = 0, 0x1FF
        for combo in sum_combinations(need, open_cells.bit_count()) if need > 0 else ():
            if combo & ~present:
                continue  # needs a digit no open cell can hold
            covered = 0
            for d in DIGITS_IN[combo]:
                covered |= where[d - 1]
            if covered != open_cells:
                continue  # some cell could hold none of its digits
            union |= combo
            common &= combo
        if not union:
            return None
        gone = present & ~union
        for k in range(9):
            if gone >> k & 1:
                cands &= ~(where[k] << (81 * k))
            elif common >> k & 1:
                spots = where[k]
                if spots & (spots - 1) == 0:  # one place left in the cage: it goes there
                    cell = spots.bit_length() - 1
                    if not solved >> cell & 1:
                        cands &= place[81 * k + cell]
                        solved |= spots
        if gone or common:
            planes = [cands >> k & every for k in range(0, 729, 81)]
    return cands, solved


def _settle_elements(
    cands: int, solved: int, rules: _Rules, search: _Search
) -> tuple[int, int] | None:
    """The settle of the houses (and cages), then every rule element's own narrowing,
    until nothing changes; None if stuck. An element is asked again only when a cell of
    its lost a digit, and each asking counts against the search's budget as a node does:
    a puzzle of many elements costs more per node, and the budget bounds the time."""
    base = _settle_killer if rules.cages else _settle
    elements = rules.elements
    elements_at = rules.elements_at
    asked = 0
    while True:
        settled = base(cands, solved, rules)
        if settled is None:
            return _charged(search, asked, None)
        cands, solved = settled
        # Each cell's digits as a 9-bit set, read from the planes.
        masks: dict[int, int] = {}
        for cell in rules.element_cells:
            spots = cands >> cell & _EVERY_PLANE
            mask = 0
            while spots:
                low = spots & -spots
                spots ^= low
                mask |= 1 << ((low.bit_length() - 1) // 81)
            masks[cell] = mask
        removed = 0
        waiting = list(range(len(elements)))
        queued = set(waiting)
        while waiting:
            index = waiting.pop()
            queued.discard(index)
            asked += 1
            narrowed = elements[index].narrow(masks)  # type: ignore[arg-type]
            if narrowed is None:
                return _charged(search, asked, None)
            for cell, keep in narrowed.items():
                gone = masks[cell] & ~keep
                if not gone:
                    continue
                masks[cell] = keep
                for d in DIGITS_IN[gone]:
                    removed |= 1 << (81 * (d - 1) + cell)
                for other in elements_at[cell]:
                    if other != index and other not in queued:
                        queued.add(other)
                        waiting.append(other)
        if not removed:
            return _charged(search, asked, (cands, solved))
        cands &= ~removed


def _charged(search: _Search, asked: int, result: tuple[int, int] | None) -> tuple[int, int] | None:
    """`result`, once the elements asked are counted against the budget (each one node,
    the first of each settle being the node's own)."""
    if search.budget is not None and asked > 1:
        search.nodes_left -= asked - 1
        if search.nodes_left <= 0:
            raise SearchTooLong(search.budget)
    return result


# --- Search --------------------------------------------------------------------------


class _Search:
    """What every node of one search shares."""

    __slots__ = ("rules", "limit", "found", "nodes_left", "budget", "settle", "deadline",
                 "until_clock")

    def __init__(self, rules: _Rules, limit: int, budget: int | None) -> None:
        self.rules = rules
        # Cage sums cost a sweep of every cage, rule elements a narrowing of each: only
        # a variant with them pays for it.
        if rules.elements:
            self.settle = lambda cands, solved, rules: _settle_elements(
                cands, solved, rules, self
            )
        else:
            self.settle = _settle_killer if rules.cages else _settle
        self.limit = limit
        self.found: list[int] = []
        if budget is not None and budget < 0:
            raise ValueError(f"a search budget is 0 nodes or more, not {budget}")
        self.budget = budget
        # Unlimited starts below zero, so counting down never meets the zero that stops
        # a budget, and the hot path tests one int.
        self.nodes_left = budget if budget is not None else -1
        self.deadline = _DEADLINE.get()
        self.until_clock = _CLOCK_EVERY


def _solutions(values: list[int], variant: Variant, limit: int, budget: int | None) -> list[int]:
    rules = _rules(variant)
    cands, solved = _ALL_CANDIDATES, 0
    for cell, digit in enumerate(values):
        if digit:
            spot = 81 * (digit - 1) + cell  # bits.node(cell, digit), inline: hot
            if not cands >> spot & 1:
                return []  # a given clashes with an earlier one
            cands &= rules.place[spot]
            solved |= 1 << cell
    search = _Search(rules, limit, budget)
    _search(cands, solved, search)
    return search.found


def _search(cands: int, solved: int, search: _Search) -> None:
    if search.nodes_left == 0:
        raise SearchTooLong(search.budget or 0)
    search.nodes_left -= 1
    if search.deadline is not None:
        search.until_clock -= 1
        if not search.until_clock:
            search.until_clock = _CLOCK_EVERY
            if time.monotonic() > search.deadline:
                raise SearchTooLong(search.budget or 0)
    rules = search.rules
    settled = search.settle(cands, solved, rules)
    if settled is None:
        return
    cands, solved = settled
    if solved == _ALL_CELLS:
        search.found.append(cands)
        return
    spots = _branch(cands, solved, rules)
    place = rules.place
    found = search.found
    while spots:
        low = spots & -spots
        spots ^= low
        spot = low.bit_length() - 1
        _search(cands & place[spot], solved | 1 << (spot % 81), search)
        if len(found) >= search.limit:
            return


def _branch(cands: int, solved: int, rules: _Rules) -> int:
    """Candidates (bits of the 9 x 81 int) one of which must be true, as few as can be found:
    those of a cell, or the places of a digit in a house."""
    open_cells = _ALL_CELLS & ~solved
    once = twice = thrice = 0
    for k in range(0, 729, 81):
        p = cands >> k & open_cells
        thrice |= twice & p
        twice |= once & p
        once |= p
    pairs = twice & ~thrice
    if pairs:
        return cands & (1 << _most_seeing(pairs, open_cells, rules.peer_mask)) * _EVERY_PLANE
    open_cands = cands & open_cells * _EVERY_PLANE
    for shape in rules.pair_shapes:
        two = _exactly(2, shape, open_cands)
        if two:
            return open_cands & shape.house_at[(two & -two).bit_length() - 1]
    # No pair anywhere, which happens near the top of sparse grids only: the fewest
    # candidates of a cell, unless some house has a digit with fewer places still.
    cell, fewest = _fewest_candidates(open_cands, open_cells)
    for n in range(3, fewest):
        for shape in rules.shapes:
            spots = _exactly(n, shape, open_cands)
            if spots:
                return open_cands & shape.house_at[(spots & -spots).bit_length() - 1]
    return open_cands & (1 << cell) * _EVERY_PLANE


def _most_seeing(cells: int, open_cells: int, peer_mask: tuple[int, ...]) -> int:
    """The cell of `cells` with the most open peers."""
    best, best_score = -1, -1
    while cells:
        low = cells & -cells
        cells ^= low
        cell = low.bit_length() - 1
        score = (peer_mask[cell] & open_cells).bit_count()
        if score > best_score:
            best, best_score = cell, score
    return best


def _exactly(n: int, shape: _Shape, open_cands: int) -> int:
    """Anchors (in every plane) of the houses of the shape where the digit has n open places."""
    # at_least[j]: the digit has more than j places; a counter that stops at n + 1.
    at_least = [0] * (n + 1)
    for offset in shape.offsets:
        x = open_cands >> offset
        for j in range(n, 0, -1):
            at_least[j] |= at_least[j - 1] & x
        at_least[0] |= x
    return at_least[n - 1] & ~at_least[n] & shape.anchors


def _fewest_candidates(open_cands: int, open_cells: int) -> tuple[int, int]:
    """An open cell with the fewest candidates, and how many it has."""
    planes = [open_cands >> (81 * k) & _ALL_CELLS for k in range(9)]
    best, fewest = -1, 10
    rest = open_cells
    while rest:
        low = rest & -rest
        rest ^= low
        count = sum(1 for p in planes if p & low)
        if count < fewest:
            best, fewest = low.bit_length() - 1, count
    return best, fewest


def _values_of(cands: int) -> list[int]:
    values = [0] * 81
    for k in range(9):
        plane = cands >> (81 * k) & _ALL_CELLS
        while plane:
            low = plane & -plane
            plane ^= low
            values[low.bit_length() - 1] = k + 1
    return values


def solutions(
    values: list[int],
    variant: Variant = CLASSIC,
    limit: int = 2,
    *,
    budget: int | None = DEFAULT_BUDGET,
) -> list[list[int]]:
    """Up to `limit` solutions, each as 81 digits (two show where a puzzle is ambiguous).

    `budget` caps the search nodes (None: no cap); past it, SearchTooLong.
    """
    if limit < 1:
        return []
    return [_values_of(found) for found in _solutions(values, variant, limit, budget)]
