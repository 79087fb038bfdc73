"""Quadruple: a circle on the corner of four cells lists up to four digits, each of
which appears in those cells (a digit listed twice appears twice).

Deductions (quadruple-digits): a listed digit with as many places left among the four
as it must fill goes in each of them; when the circle lists four digits, the cells hold
nothing else. The digits must stand among the four cells (`must_contain`), so rule
pointing removes one from every cell that sees all its places.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..bits import DIGITS_IN
from ..explain.reason import Cells, Digits, TechniqueRef, say, short_effect
from .base import Rule, RuleStep, narrowed
from .line_memo import kept_narrow

TECHNIQUE = "quadruple-digits"


@dataclass(frozen=True)
class Quadruple(Rule):
    """`corner`: the four cells around the circle; `digits`: the listed digits written
    as one number (1, 2 and 2 as 122), as a variant's name keeps it."""

    kind: ClassVar[str] = "quadruple"
    corner: tuple[int, ...]
    digits: int

    def __post_init__(self) -> None:
        rows = {c // 9 for c in self.corner}
        cols = {c % 9 for c in self.corner}
        if len(set(self.corner)) != 4 or len(rows) != 2 or len(cols) != 2 or (
            max(rows) - min(rows) != 1 or max(cols) - min(cols) != 1
        ):
            raise ValueError(f"a quadruple's cells are a 2x2 square, not {self.corner}")
        text = str(self.digits)
        if not 1 <= len(text) <= 4 or "0" in text:
            raise ValueError(f"a quadruple lists one to four digits 1-9, not {self.digits}")
        if any(n > 2 for n in Counter(text).values()):
            raise ValueError("a digit fits at most twice in a quadruple's four cells")

    @property
    def cells(self) -> tuple[int, ...]:
        return self.corner

    def listed(self) -> Counter[int]:
        """Each listed digit and how many times it appears."""
        return Counter(int(ch) for ch in str(self.digits))

    def allows(self, values: Sequence[int]) -> bool:
        placed = Counter(values[c] for c in self.corner if values[c])
        empty = sum(1 for c in self.corner if not values[c])
        missing = sum(max(0, n - placed[d]) for d, n in self.listed().items())
        return missing <= empty

    def must_contain(self, cands: Sequence[int]) -> Iterator[tuple[int, tuple[int, ...]]]:
        for digit in sorted(self.listed()):
            places = tuple(c for c in self.corner if cands[c] >> (digit - 1) & 1)
            if places:
                yield digit, places

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        # The brute force asks again at every node, mostly about masks seen before.
        return kept_narrow(self, cands, self._narrowed)

    def _narrowed(self, cands: dict[int, int]) -> dict[int, int] | None:
        left = dict(cands)
        for _ in self._deductions(left, words=False):
            pass
        listed = self.listed()
        for digit, n in listed.items():
            if sum(1 for c in self.corner if left[c] >> (digit - 1) & 1) < n:
                return None
        return narrowed(left, cands)

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):
            return
        left = {c: cands[c] for c in self.corner}
        for removed, reason in self._deductions(left, words=True):
            yield RuleStep(TECHNIQUE, removed, reason, (), self.corner)  # type: ignore[arg-type]

    def _deductions(self, left: dict[int, int], *, words: bool) -> Iterator[tuple]:
        listed = self.listed()
        every = sum(1 << (d - 1) for d in listed)
        tech = TechniqueRef(TECHNIQUE)
        shown = Digits.of(sorted(listed.elements()))
        if sum(listed.values()) == 4:
            removed = tuple((c, x) for c in self.corner for x in DIGITS_IN[left[c] & ~every])
            if removed:
                for c, x in removed:
                    left[c] &= ~(1 << (x - 1))
                yield removed, words and say(
                    "quadruple.only", technique=tech, digits=shown, cells=Cells.of(self.corner),
                    effect=short_effect((), removed))
        changed = True
        while changed:
            changed = False
            for digit, n in sorted(listed.items()):
                bit = 1 << (digit - 1)
                places = [c for c in self.corner if left[c] & bit]
                if len(places) != n:
                    continue
                removed = tuple((c, x) for c in places for x in DIGITS_IN[left[c] & ~bit])
                if not removed:
                    continue
                for c in places:
                    left[c] = bit
                changed = True
                yield removed, words and say(
                    "quadruple.places", technique=tech, digits=shown, digit=digit, count=n,
                    cells=Cells.of(places), effect=short_effect((), removed))
