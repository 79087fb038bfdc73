"""Skyscraper: a number beside a row or column counts the digits seen from that side,
each digit a building as tall as itself, hiding every shorter one behind it (a 1 shows
only the 9, so the 9 stands first; a 9 shows 1 to 9 in order).

Reading it (engine/rules/view_orders.py) is exact for the clue and its row: a cell keeps
the digits some filling of the whole row (all different) with that count puts there.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from ..bits import ALL_DIGITS, DIGITS_IN
from ..explain.reason import Cells, TechniqueRef, say, short_effect
from .base import RuleStep
from .view_orders import line_masks, skyscraper_fillings, visible
from .views import RowClue

READING = "skyscraper-reading"
COUNT = "skyscraper-count"


@dataclass(frozen=True)
class Skyscraper(RowClue):
    kind: ClassVar[str] = "skyscraper"
    count: int

    def __post_init__(self) -> None:
        super().__post_init__()
        if not 1 <= self.count <= 9:
            raise ValueError(f"a skyscraper clue is 1 to 9, not {self.count}")

    @property
    def number(self) -> int:
        return self.count

    def allows(self, values: Sequence[int]) -> bool:
        masks = line_masks(values, self.path)
        if masks is not None:
            return bool(skyscraper_fillings(self.count, masks))
        # A digit twice in the row: say no only when the row is full.
        digits = [values[c] for c in self.path]
        return not all(digits) or visible(digits) == self.count

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        keep = skyscraper_fillings(self.count, self.masks(cands))
        if not keep:
            return None
        return {c: m for c, m in zip(self.path, keep, strict=True) if m != cands[c]}

    def most(self, position: int) -> int:
        """The tallest digit the cell `position` cells after the clue's first can hold:
        at most `position` digits show before it, and only digits taller than it after
        it, so more than 10 - count + position shows too few."""
        return min(9, 10 - self.count + position)

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        """First the bounds the count sets (skyscraper-reading: the first cell at most
        10 - count, each next one at most one more; a 1 puts the 9 first), then what
        only counting the ways to fill the row removes (skyscraper-count)."""
        gone = self.narrow(cands)
        if not gone:
            return
        removed = {(c, d) for c, m in gone.items() for d in DIGITS_IN[cands[c] & ~m]}
        reading = tuple(sorted(self._bounds(cands)))
        if reading:
            message = READING + ".first" if self.count == 1 else READING
            yield RuleStep(READING, reading, say(
                message, technique=TechniqueRef(READING), clue=self.named(),
                count=self.count, most=self.most(0), effect=short_effect((), reading)),
                (), self.path)
        rest = tuple(sorted(removed - set(reading)))
        if not rest:
            return
        left = {c: cands[c] & m for c, m in gone.items()}
        nines = tuple(c for c in self.path if left.get(c, cands[c]) >> 8 & 1)
        # Marks only on open cells: a cell down to one digit may be a placed one.
        open_nines = [(c, 9) for c in nines if cands[c] & (cands[c] - 1)]
        proof = (say("skyscraper.nine", cells=Cells.of(nines), marks=open_nines),)
        yield RuleStep(COUNT, rest, say(
            COUNT, technique=TechniqueRef(COUNT), clue=self.named(), count=self.count,
            line=self.line(), effect=short_effect((), rest)), proof, self.path)

    def _bounds(self, cands: Sequence[int]) -> Iterator[tuple[int, int]]:
        if self.count == 1:
            first = self.path[0]
            yield from ((first, d) for d in DIGITS_IN[cands[first] & 0xFF])
            yield from ((c, 9) for c in self.path[1:] if cands[c] >> 8 & 1)
            return
        for i, c in enumerate(self.path):
            most = self.most(i)
            yield from ((c, d) for d in DIGITS_IN[cands[c]] if d > most)

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        """Two digits that no filling of the row showing the count holds together (a
        clue of 3: a 7 first rules out a 9 second, which would leave only the 8)."""
        path = self.path
        for i, a, j, b in _forbidden_pairs(self.count):
            yield path[i], a, path[j], b

    def must_contain(self, cands: Sequence[int]) -> Iterator[tuple[int, tuple[int, ...]]]:
        """The 9 always shows and hides everything after it: it stands no earlier than
        the count-th cell (the first, for a count of 1)."""
        spots = self.path[:1] if self.count == 1 else self.path[self.count - 1:]
        places = tuple(c for c in spots if cands[c] >> 8 & 1)
        if places:
            yield 9, places


@cache
def _forbidden_pairs(count: int) -> tuple[tuple[int, int, int, int], ...]:
    """(i, a, j, b), i < j, a != b: no row of nine different digits showing `count` has
    a at position i and b at position j (a digit impossible on its own is left to
    `narrow`). Counted once per clue number, some 0.1 s."""
    out = []
    for i in range(9):
        for a in range(1, 10):
            bit = 1 << (a - 1)
            masks = tuple(bit if k == i else ALL_DIGITS & ~bit for k in range(9))
            keep = skyscraper_fillings(count, masks)
            if not keep:
                continue
            out.extend((i, a, j, b) for j in range(i + 1, 9) for b in range(1, 10)
                       if b != a and not keep[j] >> (b - 1) & 1)
    return tuple(out)
