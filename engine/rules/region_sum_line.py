"""RegionSumLine: Each box's segment of the line (the line cut where it crosses a box
border) has the same sum.

A segment lies in one box, so its digits differ; the sums each segment can still make
(from its candidates) meet in the sums the line can have, and a candidate that makes
none of them in its segment goes (region-sum-equal).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from ..bits import ALL_DIGITS, DIGITS_IN
from ..explain.reason import (
    Cell,
    Cells,
    Digits,
    HouseRef,
    Reason,
    TechniqueRef,
    say,
    short_effect,
)
from .base import Line, RuleStep
from .houses import box_of
from .line_memo import kept_narrow

TECHNIQUE = "region-sum-equal"

SUM_OF: tuple[int, ...] = tuple(sum(DIGITS_IN[m]) for m in range(512))


def fillings(masks: Sequence[int]) -> set[int]:
    """The sets of digits (as masks) that cells with these candidates can hold, one
    different digit each."""
    states = {0}
    for mask in masks:
        grown = set()
        for used in states:
            free = mask & ~used
            while free:
                bit = free & -free
                grown.add(used | bit)
                free ^= bit
        states = grown
    return states


def segment_sums(masks: Sequence[int]) -> set[int]:
    return {SUM_OF[f] for f in fillings(masks)}


@lru_cache(maxsize=1024)
def _segments(path: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    found: list[list[int]] = []
    for i, cell in enumerate(path):
        if i == 0 or box_of(cell) != box_of(path[i - 1]):
            found.append([cell])
        elif cell not in found[-1]:
            found[-1].append(cell)
    return tuple(tuple(s) for s in found)


def _sums_words(sums: set[int], message: str = "region-sum.range") -> Digits | Reason:
    """A set of sums as a player says it: '10, 12 or 14', or a run of them by its ends
    ('anything from 6 to 24' of what a segment can make, '6 to 9' of the shared sums)."""
    ordered = sorted(sums)
    if len(ordered) > 3 and ordered[-1] - ordered[0] == len(ordered) - 1:
        return say(message, low=ordered[0], high=ordered[-1])
    return Digits.of(ordered)


@dataclass(frozen=True)
class RegionSumLine(Line):
    kind: ClassVar[str] = "region-sum-line"

    def segments(self) -> tuple[tuple[int, ...], ...]:
        """The line cut at each box border, in order; a cell once per segment."""
        return _segments(self.path)

    def line_name(self) -> Reason:
        return say("line.region-sum", start=Cell(self.path[0]))

    def allows(self, values: Sequence[int]) -> bool:
        # Each segment's sums as a range: the placed digits plus the fewest and most the
        # open cells can add (different digits, none of the placed ones). Ranges that
        # do not meet cannot be made equal; on a full line this is the exact check.
        low, high = 0, 99
        for segment in self.segments():
            placed = [values[c] for c in segment if values[c]]
            free = [x for x in range(1, 10) if x not in placed]
            k = len(segment) - len(placed)
            if k > len(free):
                return False
            total = sum(placed)
            low = max(low, total + sum(free[:k]))
            high = min(high, total + sum(free[len(free) - k:]))
        return low <= high

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        segments = self.segments()
        if len(segments) < 2:
            return
        whole = [segment_sums([ALL_DIGITS] * len(s)) for s in segments]
        every = set.intersection(*whole)
        # The sums a segment makes with one of its cells fixed to a digit.
        fixed: dict[tuple[int, int], set[int]] = {}
        for segment in segments:
            for x in range(1, 10):
                others = segment_sums([ALL_DIGITS & ~(1 << (x - 1))] * (len(segment) - 1))
                for cell in segment:
                    fixed[(cell, x)] = {x + s for s in others} & every
        for i, first in enumerate(segments):
            for second in segments[i + 1:]:
                for a in first:
                    for b in second:
                        if a == b:
                            continue
                        for x in range(1, 10):
                            for y in range(1, 10):
                                if not fixed[(a, x)] & fixed[(b, y)]:
                                    yield a, x, b, y

    def possible_sums(self, cands: Sequence[int]) -> set[int]:
        segments = self.segments()
        sums = [segment_sums([cands[c] for c in s]) for s in segments]
        return set.intersection(*sums) if sums else set()

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        return kept_narrow(self, cands, self._narrow)

    def _narrow(self, cands: Mapping[int, int]) -> dict[int, int] | None:
        if len(self.segments()) < 2:
            return {}
        left = {c: cands[c] for c in self.path}
        for _ in self._deductions(left, words=False):
            pass
        if not self.possible_sums(cands):
            return None
        changed = {c: left[c] for c in set(self.path) if left[c] != cands[c]}
        if any(left[c] == 0 for c in changed):
            return None
        return changed

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):  # a kept answer: nothing to say, the usual case
            return
        if len(self.segments()) < 2:
            return
        left = {c: cands[c] for c in self.path}
        for eliminations, reason, proof in self._deductions(left, words=True):
            assert reason is not None
            yield RuleStep(TECHNIQUE, eliminations, reason, proof, self.path)

    def _deductions(
        self, left: dict[int, int], *, words: bool
    ) -> Iterator[tuple[tuple[tuple[int, int], ...], Reason | None, tuple[Reason, ...]]]:
        """Each segment in turn keeps the digits that make one of the common sums.
        That keeps every filling the common sums allow, so one round is all."""
        segments = self.segments()
        sums = [segment_sums([left[c] for c in s]) for s in segments]
        common = set.intersection(*sums)
        if not common:
            return
        for segment, own in zip(segments, sums, strict=True):
            if own <= common:
                continue  # each of its fillings makes a shared sum: it loses nothing
            removed = []
            for i, cell in enumerate(segment):
                others = fillings([left[c] for j, c in enumerate(segment) if j != i])
                keep = 0
                for x in DIGITS_IN[left[cell]]:
                    bit = 1 << (x - 1)
                    if any(not f & bit and SUM_OF[f] + x in common for f in others):
                        keep |= bit
                removed += [(cell, x) for x in DIGITS_IN[left[cell] & ~keep]]
            if not removed:
                continue
            eliminations = tuple(sorted(removed))
            reason, proof = None, ()
            if words:
                box = HouseRef("box", box_of(segment[0]) + 1)
                reason = say("region-sum-equal", technique=TechniqueRef(TECHNIQUE),
                             line=self.line_name(), sums=_sums_words(common, "region-sum.span"),
                             cells=Cells.of(segment), box=box, count=len(segment),
                             effect=short_effect((), eliminations))
                proof = tuple(
                    say("region-sum.segment", box=HouseRef("box", box_of(s[0]) + 1),
                        cells=Cells.of(s), count=len(s), sums=_sums_words(made))
                    for s, made in zip(segments, sums, strict=True))
            for cell, x in eliminations:
                left[cell] &= ~(1 << (x - 1))
            yield eliminations, reason, proof
