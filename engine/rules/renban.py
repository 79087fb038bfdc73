"""Renban: The line holds a set of consecutive digits in any order, none twice.

An n-cell renban holds one *run* of n consecutive digits (1-4, 2-5, ...). A run is out
when its digits cannot each find a cell of their own; what is left bounds every cell
(renban-range), and a digit every run left holds must go on the line: where only one
cell can take it, it goes there (renban-must-hold), and its places point at the cells
that see them all (`must_contain`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..bits import DIGITS_IN
from ..explain.reason import Cell, Cells, Digits, Reason, TechniqueRef, say, short_effect
from .base import Line, RuleStep
from .line_memo import kept_narrow

RANGE = "renban-range"
MUST_HOLD = "renban-must-hold"

Deduction = tuple[str, tuple[tuple[int, int], ...], Reason | None, tuple[Reason, ...]]


def _matching(cells: Sequence[int], masks: Sequence[int]) -> tuple[dict[int, int], int | None]:
    """Cells matched to digits of their masks (Kuhn's augmenting paths): the digit each
    matched cell takes, and the first cell that found none (None when all did)."""
    taken: dict[int, int] = {}  # digit -> cell

    def place(cell: int, seen: set[int]) -> bool:
        for x in DIGITS_IN[masks[cell]]:
            if x in seen:
                continue
            seen.add(x)
            if x not in taken or place(taken[x], seen):
                taken[x] = cell
                return True
        return False

    for cell in cells:
        if not place(cell, set()):
            return {c: x for x, c in taken.items()}, cell
    return {c: x for x, c in taken.items()}, None


def _crowded(cells: Sequence[int], masks: Sequence[int], stuck: int,
             matched: dict[int, int]) -> tuple[list[int], int]:
    """Cells that can take fewer digits between them than they number (Hall's
    condition), grown from the cell the matching could not place."""
    holder = {x: c for c, x in matched.items()}
    group, digits, frontier = [stuck], 0, [stuck]
    while frontier:
        cell = frontier.pop()
        for x in DIGITS_IN[masks[cell]]:
            if digits >> (x - 1) & 1:
                continue
            digits |= 1 << (x - 1)
            if x in holder and holder[x] not in group:
                group.append(holder[x])
                frontier.append(holder[x])
    return sorted(group), digits


@dataclass(frozen=True)
class Renban(Line):
    kind: ClassVar[str] = "renban"

    def _cells(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(self.path))

    def runs(self) -> tuple[int, ...]:
        """Every run of as many consecutive digits as the line has cells, as masks."""
        n = len(self._cells())
        if n > 9:
            return ()
        return tuple(((1 << n) - 1) << (low - 1) for low in range(1, 11 - n))

    def line_name(self) -> Reason:
        return say("line.renban", start=Cell(self.path[0]))

    def allows(self, values: Sequence[int]) -> bool:
        cells = self._cells()
        if len(cells) > 9:
            return False
        placed = [values[c] for c in cells if values[c]]
        if len(set(placed)) < len(placed):
            return False
        return not placed or max(placed) - min(placed) < len(cells)

    def units(self) -> tuple[tuple[int, ...], ...]:
        cells = self._cells()
        return (cells,) if len(cells) > 1 else ()

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        cells = self._cells()
        n = len(cells)
        for i, a in enumerate(cells):
            for b in cells[i + 1:]:
                for x in range(1, 10):
                    for y in range(1, 10):
                        if abs(x - y) >= n:
                            yield a, x, b, y

    def possible_runs(self, cands: Sequence[int]) -> tuple[int, ...]:
        """The runs whose digits can each still find a cell of their own."""
        cells = self._cells()
        found = []
        for run in self.runs():
            masks = {c: cands[c] & run for c in cells}
            if _matching(cells, masks)[1] is None:
                found.append(run)
        return tuple(found)

    def must_contain(self, cands: Sequence[int]) -> Iterator[tuple[int, tuple[int, ...]]]:
        runs = self.possible_runs(cands)
        if not runs:
            return
        every = runs[0]
        for run in runs[1:]:
            every &= run
        for x in DIGITS_IN[every]:
            places = tuple(c for c in self._cells() if cands[c] >> (x - 1) & 1)
            if places:
                yield x, places

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        return kept_narrow(self, cands, self._narrow)

    def _narrow(self, cands: Mapping[int, int]) -> dict[int, int] | None:
        left = {c: cands[c] for c in self.path}
        for _ in self._deductions(left, words=False):
            pass
        if not self.possible_runs(left):
            return None
        changed = {c: left[c] for c in self._cells() if left[c] != cands[c]}
        if any(left[c] == 0 for c in changed):
            return None
        return changed

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):  # a kept answer: nothing to say, the usual case
            return
        left = {c: cands[c] for c in self.path}
        for technique, eliminations, reason, proof in self._deductions(left, words=True):
            assert reason is not None
            yield RuleStep(technique, eliminations, reason, proof, self.path)

    def _deductions(self, left: dict[int, int], *, words: bool) -> Iterator[Deduction]:
        """The range of the runs left, then a digit they all hold with one place left;
        again until nothing changes. `left` is updated after each."""
        cells = self._cells()
        while True:
            runs = self.possible_runs(left)
            if not runs:
                return
            union = 0
            for run in runs:
                union |= run
            removed = tuple((c, x) for c in sorted(cells) for x in DIGITS_IN[left[c] & ~union])
            if removed:
                for c, x in removed:
                    left[c] &= ~(1 << (x - 1))
                reason, proof = None, ()
                if words:
                    reason = say("renban-range", technique=TechniqueRef(RANGE),
                                 line=self.line_name(), count=len(cells),
                                 runs=self._run_names(runs), effect=short_effect((), removed))
                    proof = self._runs_out(cands_before(left, removed), runs)
                yield RANGE, removed, reason, proof
                continue
            every = runs[0]
            for run in runs[1:]:
                every &= run
            single = None
            for x in DIGITS_IN[every]:
                places = [c for c in cells if left[c] >> (x - 1) & 1]
                if len(places) == 1 and left[places[0]] != 1 << (x - 1):
                    single = (x, places[0])
                    break
            if single is None:
                return
            x, cell = single
            removed = tuple((cell, y) for y in DIGITS_IN[left[cell]] if y != x)
            left[cell] = 1 << (x - 1)
            reason = None
            if words:
                reason = say("renban-must-hold", technique=TechniqueRef(MUST_HOLD),
                             line=self.line_name(), runs=self._run_names(runs), digit=x,
                             cell=Cell(cell), effect=short_effect((), removed))
            yield MUST_HOLD, removed, reason, ()

    def _run_names(self, runs: Sequence[int]) -> tuple[Reason, ...]:
        return tuple(say("renban.run", low=DIGITS_IN[r][0], high=DIGITS_IN[r][-1])
                     for r in runs)

    def _runs_out(self, cands: Mapping[int, int], kept: Sequence[int]) -> tuple[Reason, ...]:
        """Why each run not kept is out: first the runs some cell has none of the digits
        of (a line for each such cell, the one ruling out the most runs first), then the
        runs whose digits cannot each find a cell."""
        cells = self._cells()
        out = [run for run in self.runs() if run not in kept]
        no_room = {run: [c for c in cells if not cands[c] & run] for run in out}
        lines = []
        left = [run for run in out if no_room[run]]
        while left:
            cell = max(cells, key=lambda c: sum(c in no_room[r] for r in left))
            these = [r for r in left if cell in no_room[r]]
            lines.append(say("renban.run-no-room" if len(these) == 1 else "renban.runs-no-room",
                             runs=self._run_names(these), cell=Cell(cell),
                             has=Digits.of(DIGITS_IN[cands[cell]])))
            left = [r for r in left if r not in these]
        for run in out:
            if no_room[run]:
                continue
            name = self._run_names([run])[0]
            missing = [x for x in DIGITS_IN[run] if not any(cands[c] >> (x - 1) & 1
                                                             for c in cells)]
            if missing:
                lines.append(say("renban.run-missing", run=name, digits=Digits.of(missing)))
                continue
            masks = {c: cands[c] & run for c in cells}
            matched, stuck = _matching(cells, masks)
            assert stuck is not None
            group, digits = _crowded(cells, masks, stuck, matched)
            lines.append(say("renban.run-crowded", run=name, cells=Cells.of(group),
                             digits=Digits.of(DIGITS_IN[digits]), count=len(group)))
        return tuple(lines)


def cands_before(left: dict[int, int], removed: Sequence[tuple[int, int]]) -> dict[int, int]:
    """The candidates as they were before `removed` went."""
    before = dict(left)
    for c, x in removed:
        before[c] |= 1 << (x - 1)
    return before
