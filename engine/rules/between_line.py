"""BetweenLine: Every digit on the line lies strictly between the digits in its two
circled ends, `path[0]` and `path[-1]` (in either order).

Given the two circles, the middle cells are independent of one another, so the pairs
of circle digits that leave every middle cell a candidate strictly between them say
all the line alone can say (between-line-bounds): a circle keeps the digits of those
pairs, a middle cell the digits some pair brackets.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..bits import DIGITS_IN
from ..explain.reason import Cell, Cells, Digits, Reason, TechniqueRef, say, short_effect
from .base import Line, RuleStep
from .line_memo import kept_narrow

TECHNIQUE = "between-line-bounds"


_BETWEEN = tuple(tuple(sum(1 << (x - 1) for x in range(min(a, b) + 1, max(a, b)))
                       for b in range(10)) for a in range(10))


def strictly_between(low: int, high: int) -> int:
    """The digits strictly between two digits (in either order), as a mask."""
    return _BETWEEN[low][high]


@dataclass(frozen=True)
class BetweenLine(Line):
    kind: ClassVar[str] = "between-line"

    def ends(self) -> tuple[int, int]:
        return self.path[0], self.path[-1]

    def middle(self) -> tuple[int, ...]:
        """The cells strictly inside the line (not a circle), once each."""
        return tuple(c for c in dict.fromkeys(self.path[1:-1]) if c not in self.ends())

    def line_name(self) -> Reason:
        return say("line.between", start=Cell(self.path[0]))

    def allows(self, values: Sequence[int]) -> bool:
        middle = [values[c] for c in self.middle() if values[c]]
        if not self.middle() or self.path[0] == self.path[-1]:
            return True
        a, b = (values[c] for c in self.ends())
        if a and b:
            inside = strictly_between(a, b)
            return bool(inside) and all(inside >> (m - 1) & 1 for m in middle)
        if not middle:
            return True
        low, high = min(middle), max(middle)
        known = a or b
        if not known:  # both circles open: room is needed below and above
            return low > 1 and high < 9
        # One circle: the middle lies all on one side of it, the other circle beyond.
        return (known < low and high < 9) or (known > high and low > 1)

    def units(self) -> tuple[tuple[int, ...], ...]:
        # Each middle digit is strictly between the circles: all three differ.
        a, b = self.ends()
        if a == b:
            return ()
        return tuple((a, b, m) for m in self.middle())

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        # Circles one apart leave nothing between them (equal ones are a unit above).
        a, b = self.ends()
        if a == b or not self.middle():
            return
        for x in range(1, 10):
            for y in (x - 1, x + 1):
                if 1 <= y <= 9:
                    yield a, x, b, y

    def pairs(self, cands: Sequence[int]) -> list[tuple[int, int]]:
        """The (first circle, last circle) digits that leave each middle cell a digit."""
        a, b = self.ends()
        middle = self.middle()
        return [(x, y) for x in DIGITS_IN[cands[a]] for y in DIGITS_IN[cands[b]]
                if all(cands[m] & strictly_between(x, y) for m in middle)
                and strictly_between(x, y)]

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        return kept_narrow(self, cands, self._narrow)

    def _narrow(self, cands: Mapping[int, int]) -> dict[int, int] | None:
        if not self.middle() or self.path[0] == self.path[-1]:
            return {}
        left = {c: cands[c] for c in self.path}
        for _ in self._deductions(left, words=False):
            pass
        if not self.pairs(cands):
            return None
        return {c: left[c] for c in set(self.path) if left[c] != cands[c]}

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):  # a kept answer: nothing to say, the usual case
            return
        if not self.middle() or self.path[0] == self.path[-1]:
            return
        left = {c: cands[c] for c in self.path}
        for eliminations, reason in self._deductions(left, words=True):
            assert reason is not None
            yield RuleStep(TECHNIQUE, eliminations, reason, (), self.path)

    def _deductions(
        self, left: dict[int, int], *, words: bool
    ) -> Iterator[tuple[tuple[tuple[int, int], ...], Reason | None]]:
        """The middle cells first (each needs a digit some pair of circles brackets),
        then each circle (each digit needs a partner that leaves the middle room).
        Neither changes the pairs that work, so one round is all."""
        pairs = self.pairs(left)
        if not pairs:
            return
        a, b = self.ends()
        low = min(min(p) for p in pairs)
        high = max(max(p) for p in pairs)
        for cell in self.middle():
            room = 0
            for x, y in pairs:
                room |= strictly_between(x, y)
            removed = tuple((cell, x) for x in DIGITS_IN[left[cell] & ~room])
            if not removed:
                continue
            reason = None
            if words:
                gone = [x for _, x in removed]
                common = dict(technique=TechniqueRef(TECHNIQUE), line=self.line_name(),
                              cell=Cell(cell), circles=Cells.of((a, b)),
                              digits=Digits.of(gone), effect=short_effect((), removed))
                # The common case says it by the circles' extremes; a gap in the middle
                # of the range (circles 1/3 or 7/9) needs the circles' digits said.
                if all(x <= low or x >= high for x in gone):
                    reason = say("between.bounds", low=low, high=high, **common)
                else:
                    reason = say("between.no-pair", first=Digits.of(DIGITS_IN[left[a]]),
                                 last=Digits.of(DIGITS_IN[left[b]]), **common)
            left[cell] &= room
            yield removed, reason
        for circle, other, side in ((a, b, 0), (b, a, 1)):
            keep = 0
            for pair in pairs:
                keep |= 1 << (pair[side] - 1)
            removed = tuple((circle, x) for x in DIGITS_IN[left[circle] & ~keep])
            if not removed:
                continue
            reason = None
            if words:
                reason = say("between.circle", technique=TechniqueRef(TECHNIQUE),
                             line=self.line_name(), cell=Cell(circle), other=Cell(other),
                             has=Digits.of(DIGITS_IN[left[other]]),
                             middle=Cells.of(self.middle()),
                             digits=Digits.of(x for _, x in removed),
                             effect=short_effect((), removed))
            left[circle] &= keep
            yield removed, reason
