"""Forcing's tables at work: the runs of propagation.Tables that forcing chains and nets
share within one position and carry from one position to the next.

* ``Finding``: what a round of the tables shows (a contradiction, or a conclusion
  every branch of a digit, cell or house reaches).
* ``ChainRun``: the chain tables of a position, run round by round once and read by
  forcing chains and, for their round 1, by forcing nets (``chain_run(grid, imp)``).
* ``Coverage``: which cells and houses a set of true literals covers whole.
* The quiet carry: a position whose chain tables ran to the end without a finding is
  kept (``RECENT_QUIET``); a later position that only lost candidates from it reuses
  its closure to show it has no forcing chain either (``carried_quiet``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from . import memo, propagation
from .bits import node
from .grid import Grid
from .propagation import (
    ALL_TRUE,
    CHAINS,
    FALSE,
    Implications,
    Tables,
    candidates_lost,
)
from .rules.houses import BOX, COLUMN, ROW

CONTRADICTION, DIGIT, CELL_FORCING, HOUSE_FORCING = "contradiction", "digit", "cell", "house"


# The longest branch a forcing chain may have (in implications): the chain tables' bound.
CHAIN_ROUNDS = 20


@dataclass(frozen=True)
class Finding:
    kind: str
    branches: tuple[int, ...]  # source literals
    conclusion: int  # the literal forced
    group: int = -1  # the cell or house group of a cell/house forcing


# ----- "no forcing chain here", carried from a recent position ----------------------
#
# On a solve's hardest stretch, forcing chains find nothing, a net removes one
# candidate, and the next position asks again. Chain tables that ran to their
# end hold, for every source, the closure of its implications. A position with
# fewer candidates has no link the old one lacked but new strong links (a cell
# or house left with two places), so the old closure, masked to the new
# sources and closed again over the new links, holds everything the new
# tables could reach, and more.
#
# Chain links work both ways (a -> not b is b -> not a; not a -> b is not b ->
# a), so every finding of a forcing chain comes with a contradiction: if every
# candidate of a cell leads to X, then "not X" empties the cell; if x and not x
# both lead to X, "not X" makes x both true and false. So a closure without a
# contradiction has no finding at all, of any length, and contradictions only
# grow with the reach. New ones can only show where the reach grew, or in a
# cell or house that lost a member (all of it false now with nothing new).
# Anything found sends the finder to the full search: this only ever says
# "nothing here", and only when it is so.


@dataclass(frozen=True)
class Quiet:
    """A position without forcing chains: its candidates and settled chain tables whose
    reach is a closed superset of its chain reach (each literal's sources)."""

    variant: str
    cands: tuple[int, ...]
    tables: Tables  # settled: their reach is the closure
    pair_partners: list[tuple[int, ...]]  # each node's strong-link partners


# Quiet positions kept (newest first), and how many candidates a later one may have lost.
RECENT_QUIET: memo.Recent[Quiet] = memo.Recent("forcing: recent quiet positions", limit=2)
MAX_REMOVED = 12


def remember_quiet(quiet: Quiet) -> None:
    RECENT_QUIET.remember(quiet)


def carried_quiet(grid: Grid, imp: Implications) -> Quiet | None:
    """A closed superset of this position's chain reach without any finding, carried
    from a kept quiet position it only removes candidates from; None if there is none."""
    cands = grid.candidates
    for old in RECENT_QUIET:
        if old.variant != grid.variant.name:
            continue
        removed = candidates_lost(old.cands, cands, MAX_REMOVED)
        if removed:
            return _close_again(old, removed, grid, imp)
    return None


def _close_again(
    old: Quiet, removed: list[tuple[int, int]], grid: Grid, imp: Implications
) -> Quiet | None:
    sources = all_sources(imp)
    # Only a new strong link can carry a source further than before.
    old_partners = old.pair_partners
    spread = [
        n + FALSE
        for n in imp.nodes
        if imp.pair_partners[n] != old_partners[n]
        and set(imp.pair_partners[n]) - set(old_partners[n])
    ]
    tables = old.tables.masked(imp, sources, spread)
    reach = tables.reach
    for _rnd, _changed, bad in tables.rounds():
        if bad:
            return None
    variant = grid.variant
    lost: set[tuple[int, int]] = set()
    for c, d in removed:
        lost.add((-1, c))
        lost.update((h, d) for h in variant.houses_of[c])
    for g, members in enumerate(imp.groups):
        h = imp.group_house[g]
        if ((-1, members[0] % 81) if h < 0 else (h, imp.group_digit[g])) not in lost:
            continue
        every = -1  # the sources that make every member false
        for m in members:
            every &= reach[m + FALSE]
        if every or len(members) < 2:
            return None
    return Quiet(variant.name, tuple(grid.candidates), tables, imp.pair_partners)


def all_sources(imp: Implications) -> int:
    sources = 0
    for n in imp.nodes:
        sources |= 1 << n | 1 << (n + FALSE)
    return sources


class TableRun:
    """A run of tables, remembered round by round, so several readers of one position
    share it: whoever asks first runs a round, a later reader gets the recorded
    rounds, each with the reach *as of that round*."""

    def __init__(self, tables: Tables, max_round: int) -> None:
        self.tables = tables
        self._base = tables.frozen_reach()  # the reach before the first recorded round
        self._start = tables.round
        self._live = tables.rounds(max_round)
        self.history: list[tuple[dict[int, int], int]] = []  # per round: changed, bad
        self.ended = False

    def _advance(self) -> bool:
        if self.ended:
            return False
        record = next(self._live, None)
        if record is None:
            self.ended = True
            return False
        _rnd, changed, bad = record
        self._recorded(changed, bad)
        return True

    def _recorded(self, changed: dict[int, int], bad: int) -> None:
        self.history.append((changed, bad))

    def rounds(self, max_round: int) -> Iterator[tuple[int, dict[int, int], int, object]]:
        """(round, changed, bad, reach as of the round) up to round `max_round`."""
        i = 0
        while self._start + i < max_round and (i < len(self.history) or self._advance()):
            changed, bad = self.history[i]
            i += 1
            live = i == len(self.history)
            reach = self.tables.reach if live else _ReachAt(self, self._start + i)
            yield self._start + i, changed, bad, reach

    def reach_at(self, lit: int, rnd: int) -> int:
        """reach[lit] after round `rnd`."""
        upto = rnd - self._start
        while len(self.history) < upto and self._advance():
            pass
        if upto >= len(self.history):
            return self.tables.reach[lit]
        bits = self._base[lit]
        for changed, _bad in self.history[:upto]:
            bits |= changed.get(lit, 0)
        return bits


class ChainRun(TableRun):
    """The chain tables of one position (see ``TableRun``); ``reaches`` answers for
    nets whether chains alone get a finding's conclusion from all its branches
    within a round, and nets start from their round 1."""

    def __init__(self, imp: Implications) -> None:
        super().__init__(Tables(imp, all_sources(imp), CHAINS), CHAIN_ROUNDS)
        self.contradicted_by: list[int] = [0]  # per round, cumulative
        self._first_round: Tables | None = None

    def after_first_round(self, mode: str) -> Tables:
        """Tables in `mode` as these stood after round 1 (or at their end, if sooner)."""
        if not self.history:
            self._advance()
        if self._first_round is None:  # the chains ended in round 1
            return self.tables.forked(mode)
        return self._first_round.forked(mode)

    def _recorded(self, changed: dict[int, int], bad: int) -> None:
        if not self.history:
            self._first_round = self.tables.forked(CHAINS)
        super()._recorded(changed, bad)
        self.contradicted_by.append(self.contradicted_by[-1] | bad)

    def reaches(self, finding: Finding, rnd: int) -> bool:
        rnd = min(rnd, CHAIN_ROUNDS)
        if finding.kind == CONTRADICTION:
            while len(self.history) < rnd and self._advance():
                pass
            upto = self.contradicted_by[min(rnd, len(self.history))]
            return bool(upto >> finding.branches[0] & 1)
        mask = 0
        for source in finding.branches:
            mask |= 1 << source
        return self.reach_at(finding.conclusion, rnd) & mask == mask


class _ReachAt:
    """``reach[lit]`` as it stood after a recorded round."""

    def __init__(self, run: TableRun, rnd: int) -> None:
        self.run, self.rnd = run, rnd

    def __getitem__(self, lit: int) -> int:
        return self.run.reach_at(lit, self.rnd)


def chain_run(grid: Grid, imp: Implications) -> ChainRun:
    return grid.derived(memo.FORCING_CHAIN_TABLES, lambda g: ChainRun(imp))


def net_run(grid: Grid, tables: Callable[[], Tables], max_round: int) -> TableRun:
    """The net tables of a position: built by `tables` for the first reader, kept for the
    rest (the ladder's forcing nets, then "why not?" asking about one candidate)."""
    return grid.derived(memo.FORCING_NET_TABLES, lambda g: TableRun(tables(), max_round))


# covered() lists cells, then rows, boxes and columns (then a variant's extra houses).
_SHAPE_ORDER = {ROW: 1, BOX: 2, COLUMN: 3}


class Coverage:
    """Which single groups (cells, places of a digit in a house) a set of true sources covers.

    Sources are candidate nodes (digit planes of 81 bits); a group is covered
    when every member is a source. Rows, columns, boxes and cells are checked
    for all digits at once with shifts; a variant's extra houses one by one.
    """

    def __init__(self, grid: Grid, imp: Implications) -> None:
        self._houses = grid.variant.houses
        self._imp = imp
        self._groups = imp.groups
        self._asked: dict[int, list[int]] = {}
        self._compiled: tuple[object, object] | None = None  # (Imp, its Cover)
        self._shaped = False  # the shape tables: built when first asked (Python findings)

    def _shape(self) -> None:
        imp = self._imp
        present = 0
        for n in imp.nodes:
            present |= 1 << n
        self.absent = ALL_TRUE & ~present
        houses = self._houses
        # One table per shape: row 1, column 1 and box 1 share their anchor cell.
        self.cells: dict[int, int] = {}
        self.rows: dict[int, int] = {}
        self.cols: dict[int, int] = {}
        self.boxes: dict[int, int] = {}
        self.extra: list[tuple[int, int]] = []
        # Each group's members as a set of sources, to tell a round's new findings.
        self._members: dict[int, int] = {}
        by_kind = {ROW: self.rows, COLUMN: self.cols, BOX: self.boxes}
        for g, members in enumerate(imp.groups):
            if len(members) < 2:
                continue
            mask = 0
            for m in members:
                mask |= 1 << m
            self._members[g] = mask
            h = imp.group_house[g]
            if h < 0:
                self.cells[1 << members[0] % 81] = g
                continue
            house = houses[h]
            table = by_kind.get(house.kind)
            if table is None:
                self.extra.append((mask, g))
            else:
                table[1 << node(min(house.cells), imp.group_digit[g])] = g
        self.cell_anchors = sum(self.cells)
        self.row_anchors = sum(self.rows)
        self.col_anchors = sum(self.cols)
        self.box_anchors = sum(self.boxes)
        self._shaped = True

    @property
    def members(self) -> dict[int, int]:
        """Each group's members (two or more) as a set of sources."""
        if not self._shaped:
            self._shape()
        return self._members

    def compiled_for(self, imp: object) -> object:
        """The compiled rounds' Cover (engine.compiled._tables) of these groups for their Imp:
        each group's rank in the order ``covered`` lists groups (cells, rows, boxes,
        columns, each by its anchor node, then the extra houses), worked out without
        the shape tables."""
        if self._compiled is None or self._compiled[0] is not imp:
            keyed = []
            implications = self._imp
            for g, members in enumerate(self._groups):
                if len(members) < 2:
                    continue
                h = implications.group_house[g]
                if h < 0:
                    keyed.append((0, members[0] % 81, g))
                    continue
                house = self._houses[h]
                shape = _SHAPE_ORDER.get(house.kind)
                if shape is None:
                    keyed.append((4, g, g))
                else:
                    keyed.append((shape, node(min(house.cells), implications.group_digit[g]), g))
            keyed.sort()
            ranks = [-1] * len(self._groups)
            for rank, (_shape, _anchor, g) in enumerate(keyed):
                ranks[g] = rank
            # only live compiled tables ask, so the compiled rounds are built here
            self._compiled = (imp, propagation._tables_c.Cover(imp, ranks))  # type: ignore[union-attr]
        return self._compiled[1]

    def covered(self, on: int) -> list[int]:
        # Sources that lead somewhere together tend to lead to many places together:
        # a third of the sets asked about in a position were asked about before.
        if not self._shaped:
            self._shape()
        known = self._asked.get(on)
        if known is None:
            known = self._asked[on] = self._covered(on)
        return known

    def _covered(self, on: int) -> list[int]:
        t = on | self.absent
        found: list[int] = []
        a = t & t >> 81
        a &= a >> 162
        a &= a >> 324
        _collect(a & t >> 648 & self.cell_anchors, self.cells, found)
        u = t & t >> 1
        w = u & t >> 2  # mini-rows
        u &= u >> 2
        u &= u >> 4
        _collect(u & t >> 8 & self.row_anchors, self.rows, found)
        _collect(w & w >> 9 & w >> 18 & self.box_anchors, self.boxes, found)
        v = t & t >> 9
        v &= v >> 18
        v &= v >> 36
        _collect(v & t >> 72 & self.col_anchors, self.cols, found)
        for mask, g in self.extra:
            if on & mask == mask:
                found.append(g)
        return found


def _collect(hit: int, table: dict[int, int], found: list[int]) -> None:
    while hit:
        low = hit & -hit
        hit ^= low
        found.append(table[low])


def coverage(grid: Grid, imp: Implications) -> Coverage:
    return grid.derived(memo.FORCING_COVERAGE, lambda g: Coverage(g, imp))
