"""Whispers: Neighbours along the line differ by at least `difference`: 5 on German
whispers, 4 on Dutch whispers.

The line alone is a chain of pairs, so checking each cell's digits against each
neighbour's until nothing changes leaves exactly the digits some filling of the line
keeps (a chain has no cycles to hide a contradiction). On German whispers that says
5 never goes on the line and neighbours alternate low (1-4) and high (6-9).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import ClassVar

from ..bits import DIGITS_IN
from ..explain.reason import Cell, Digits, Reason, TechniqueRef, say, short_effect
from .base import Line, RuleStep, narrowed
from .line_memo import kept_narrow

TECHNIQUE = "whispers-range"


@cache
def _far_table(difference: int) -> tuple[int, ...]:
    return tuple(sum(1 << (y - 1) for y in range(1, 10) if abs(x - y) >= difference)
                 for x in range(10))


@cache
def _support(difference: int) -> tuple[int, ...]:
    """For each set of digits, the digits far enough from at least one of them."""
    far = _far_table(difference)
    table = []
    for mask in range(512):
        union = 0
        for x in DIGITS_IN[mask]:
            union |= far[x]
        table.append(union)
    return tuple(table)


@lru_cache(maxsize=1024)
def _neighbours(path: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    seen: list[tuple[int, int]] = []
    for a, b in zip(path, path[1:], strict=False):
        if a != b and (a, b) not in seen and (b, a) not in seen:
            seen.append((a, b))
    return tuple(seen)


def far_from(digit: int, difference: int) -> int:
    """The digits at least `difference` away from `digit`, as a mask (looked up: the
    brute force narrows every line at every node)."""
    return _far_table(difference)[digit]


@dataclass(frozen=True)
class Whispers(Line):
    kind: ClassVar[str] = "whispers"
    difference: int = 5

    def neighbours(self) -> tuple[tuple[int, int], ...]:
        """Each pair of cells next to each other on the line, once."""
        return _neighbours(self.path)

    def line_name(self) -> Reason:
        if self.difference == 5:
            return say("line.german-whispers", start=Cell(self.path[0]))
        if self.difference == 4:
            return say("line.dutch-whispers", start=Cell(self.path[0]))
        return say("line.whispers", start=Cell(self.path[0]), difference=self.difference)

    def allows(self, values: Sequence[int]) -> bool:
        d = self.difference
        for a, b in self.neighbours():
            x, y = values[a], values[b]
            if x and y and abs(x - y) < d:
                return False
            # A placed digit with no digit far enough away breaks the line already.
            if (x and not far_from(x, d)) or (y and not far_from(y, d)):
                return False
        return True

    def units(self) -> tuple[tuple[int, ...], ...]:
        # Neighbours differ by at least the difference, so (from 1 up) never match.
        return self.neighbours() if self.difference >= 1 else ()

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        # Neighbours closer than the difference (equal digits are the units above).
        for a, b in self.neighbours():
            for x in range(1, 10):
                for y in range(1, 10):
                    if x != y and abs(x - y) < self.difference:
                        yield a, x, b, y

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        return kept_narrow(self, cands, self._narrow)

    def _narrow(self, cands: Mapping[int, int]) -> dict[int, int] | None:
        # The deductions below without their words, on whole masks: each neighbour keeps
        # the digits far enough from one the other can still be (`_support`), until
        # nothing changes.
        support = _support(self.difference)
        pairs = self.neighbours()
        left = {c: cands[c] for c in self.path}
        changed = True
        while changed:
            changed = False
            for a, b in pairs:
                was_a, was_b = left[a], left[b]
                now_a = was_a & support[was_b]
                now_b = was_b & support[now_a]
                if now_a != was_a or now_b != was_b:
                    left[a], left[b] = now_a, now_b
                    changed = True
        return narrowed(left, cands)

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):  # a kept answer: nothing to say, the usual case
            return
        left = {c: cands[c] for c in self.path}
        for eliminations, reason, proof, cells in self._deductions(left, words=True):
            yield RuleStep(TECHNIQUE, eliminations, reason, proof, cells)

    def _deductions(
        self, left: dict[int, int], *, words: bool
    ) -> Iterator[tuple[tuple[tuple[int, int], ...], Reason, tuple[Reason, ...], tuple[int, ...]]]:
        """Each deduction in turn, `left` updated after each: first the digits with no
        partner at all, then each cell against each neighbour until nothing changes."""
        d = self.difference
        far = _far_table(d)
        pairs = self.neighbours()
        if not pairs:
            return
        on_line = tuple(dict.fromkeys(c for pair in pairs for c in pair))
        lonely = sum(1 << (x - 1) for x in range(1, 10) if not far[x])
        removed = tuple((c, x) for c in sorted(on_line) for x in DIGITS_IN[left[c] & lonely])
        if removed:
            for c, x in removed:
                left[c] &= ~(1 << (x - 1))
            reason = proof = None
            if words:
                lonely_digits = Digits.of(DIGITS_IN[lonely])
                reason = say("whispers.never", technique=TechniqueRef(TECHNIQUE),
                             line=self.line_name(), difference=d, digits=lonely_digits,
                             effect=short_effect((), removed))
                proof = (say("whispers.rule", line=self.line_name(), difference=d),)
            yield removed, reason, proof or (), self.path  # type: ignore[misc]
        changed = True
        while changed:
            changed = False
            for cell in on_line:
                for a, b in pairs:
                    if cell not in (a, b):
                        continue
                    other = b if cell == a else a
                    gone = 0
                    for x in DIGITS_IN[left[cell]]:
                        if not far[x] & left[other]:
                            gone |= 1 << (x - 1)
                    if not gone:
                        continue
                    kept = left[cell] & ~gone
                    has = left[other]
                    left[cell] = kept
                    changed = True
                    removed = tuple((cell, x) for x in DIGITS_IN[gone])
                    reason = None
                    if words:
                        reason = self._neighbour_words(cell, other, kept, has, removed)
                    yield removed, reason, (), self.path  # type: ignore[misc]

    def _neighbour_words(
        self, cell: int, other: int, kept: int, has: int, removed: tuple[tuple[int, int], ...]
    ) -> Reason:
        d = self.difference
        common = dict(technique=TechniqueRef(TECHNIQUE), line=self.line_name(), difference=d,
                      cell=Cell(cell), neighbour=Cell(other), has=Digits.of(DIGITS_IN[has]),
                      digits=Digits.of(x for _, x in removed),
                      effect=short_effect((), removed))
        has_digits = DIGITS_IN[has]
        # Nothing fits below a neighbour that is all low: the cell is at least its
        # lowest plus the difference (and the mirror image for a neighbour all high).
        if has_digits and max(has_digits) - d < 1:
            return say("whispers.at-least", bound=min(has_digits) + d, **common)
        if has_digits and min(has_digits) + d > 9:
            return say("whispers.at-most", bound=max(has_digits) - d, **common)
        return say("whispers.neighbour", **common)
