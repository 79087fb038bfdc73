"""Palindrome: The line reads the same from both ends: `path[i]` and `path[-1 - i]` hold
the same digit.

Mirrored cells hold one digit, so each keeps only what the other can still be
(palindrome-mirror); whatever rules a digit out of one cell (its peers) rules it out
of its mirror too, which the weak links say to chains.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..bits import DIGITS_IN
from ..explain.reason import Cell, Digits, Reason, TechniqueRef, say, short_effect
from .base import Line, RuleStep
from .line_memo import kept_narrow

TECHNIQUE = "palindrome-mirror"


@dataclass(frozen=True)
class Palindrome(Line):
    kind: ClassVar[str] = "palindrome"

    def mirrors(self) -> tuple[tuple[int, int], ...]:
        """Each pair of mirrored cells (two different cells), once."""
        found: list[tuple[int, int]] = []
        n = len(self.path)
        for i in range(n // 2):
            a, b = self.path[i], self.path[n - 1 - i]
            if a != b and (a, b) not in found and (b, a) not in found:
                found.append((a, b))
        return tuple(found)

    def line_name(self) -> Reason:
        return say("line.palindrome", start=Cell(self.path[0]))

    def allows(self, values: Sequence[int]) -> bool:
        return all(not values[a] or not values[b] or values[a] == values[b]
                   for a, b in self.mirrors())

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        for a, b in self.mirrors():
            for x in range(1, 10):
                for y in range(1, 10):
                    if x != y:
                        yield a, x, b, y

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        return kept_narrow(self, cands, self._narrow)

    def _narrow(self, cands: Mapping[int, int]) -> dict[int, int] | None:
        left = {c: cands[c] for c in self.path}
        for _ in self._deductions(left, words=False):
            pass
        changed = {c: left[c] for c in set(self.path) if left[c] != cands[c]}
        if any(left[c] == 0 for c in changed):
            return None
        return changed

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):  # a kept answer: nothing to say, the usual case
            return
        left = {c: cands[c] for c in self.path}
        for eliminations, reason in self._deductions(left, words=True):
            assert reason is not None
            yield RuleStep(TECHNIQUE, eliminations, reason, (), self.path)

    def _deductions(
        self, left: dict[int, int], *, words: bool
    ) -> Iterator[tuple[tuple[tuple[int, int], ...], Reason | None]]:
        """Each mirrored pair in turn keeps the digits both can hold; again until nothing
        changes (a line through a cell twice ties more than two cells together)."""
        changed = True
        while changed:
            changed = False
            for a, b in self.mirrors():
                both = left[a] & left[b]
                removed = tuple(sorted((c, x) for c in (a, b)
                                       for x in DIGITS_IN[left[c] & ~both]))
                if not removed:
                    continue
                reason = None
                if words:
                    reason = say("palindrome-mirror", technique=TechniqueRef(TECHNIQUE),
                                 line=self.line_name(), cell=Cell(a), mirror=Cell(b),
                                 digits=Digits.of(DIGITS_IN[both]),
                                 effect=short_effect((), removed))
                left[a] = left[b] = both
                changed = True
                yield removed, reason
