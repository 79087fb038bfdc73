"""Thermometer: Digits strictly increase from the bulb (`path[0]`) along the line; on a slow
thermometer they never decrease. A branching thermometer is one element per branch, each
from the shared bulb.

Its own reasoning is exact for the line alone: a digit stays in a cell when some rising
run through it fits every cell's candidates. The lowest such run (each cell the least
it can be above the cell before) bounds every cell from below, the highest from above.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..bits import DIGITS_IN
from ..explain.reason import Cell, Cells, Effect, TechniqueRef, say
from .base import Line, RuleStep

TECHNIQUE = "thermometer-bounds"
_ALL = 0x1FF


def _at_least(low: int) -> int:
    """The 9-bit set of digits low..9 (empty past 9)."""
    return _ALL & ~((1 << (low - 1)) - 1) if low >= 1 else _ALL


def _at_most(high: int) -> int:
    return (1 << max(high, 0)) - 1 & _ALL


@dataclass(frozen=True)
class Thermometer(Line):
    kind: ClassVar[str] = "thermometer"
    slow: bool = False

    @property
    def _step(self) -> int:
        """How much a cell must exceed the one before: 1, or 0 on a slow thermometer."""
        return 0 if self.slow else 1

    def allows(self, values: Sequence[int]) -> bool:
        step = self._step
        placed = [(i, values[c]) for i, c in enumerate(self.path) if values[c]]
        n = len(self.path)
        for i, v in placed:
            # Room below and above it for the cells before and after.
            if v - 1 < step * i or 9 - v < step * (n - 1 - i):
                return False
        return all(
            b - a >= step * (j - i) for (i, a), (j, b) in zip(placed, placed[1:], strict=False)
        )

    def _bounds(self, cands: Sequence[int]) -> tuple[list[int], list[int]] | None:
        """The lowest and the highest digit each cell can hold on a run that fits."""
        step = self._step
        lows, highs = [], []
        floor = 1
        for cell in self.path:
            allowed = cands[cell] & _at_least(floor)
            if not allowed:
                return None
            low = (allowed & -allowed).bit_length()
            lows.append(low)
            floor = low + step
        ceiling = 9
        for cell in reversed(self.path):
            allowed = cands[cell] & _at_most(ceiling)
            if not allowed:
                return None
            high = allowed.bit_length()
            highs.append(high)
            ceiling = high - step
        highs.reverse()
        return lows, highs

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        bounds = self._bounds(cands)
        if bounds is None:
            return None
        lows, highs = bounds
        narrowed = {}
        for cell, low, high in zip(self.path, lows, highs, strict=True):
            keep = cands[cell] & _at_least(low) & _at_most(high)
            if not keep:
                return None
            if keep != cands[cell]:
                narrowed[cell] = keep
        return narrowed

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        bounds = self._bounds(cands)
        if bounds is None:
            return
        lows, highs = bounds
        removed: list[tuple[int, int]] = []
        # Lower bounds follow the line from the bulb, upper bounds back from the tip.
        rising, falling = [], []
        path = self.path
        above = "thermometer.slow-above" if self.slow else "thermometer.above"
        below = "thermometer.slow-below" if self.slow else "thermometer.below"
        for i, cell in enumerate(path):
            low, high = lows[i], highs[i]
            gone_low = [d for d in DIGITS_IN[cands[cell]] if d < low]
            gone_high = [d for d in DIGITS_IN[cands[cell]] if d > high]
            if gone_low:
                if i == 0:
                    # Only an empty candidate set bounds the bulb from below: never here.
                    continue
                rising.append(
                    say(above, cell=Cell(cell), before=Cell(path[i - 1]), low=lows[i - 1],
                        marks=[(cell, d) for d in gone_low])
                )
            if gone_high:
                falling.append(
                    say(below, cell=Cell(cell), after=Cell(path[i + 1]), high=highs[i + 1],
                        marks=[(cell, d) for d in gone_high])
                )
            removed += [(cell, d) for d in gone_low + gone_high]
        if not removed:
            return
        removed.sort()
        summary = "thermometer-bounds.slow" if self.slow else "thermometer-bounds"
        yield RuleStep(
            TECHNIQUE, tuple(removed),
            say(summary, technique=TechniqueRef(TECHNIQUE), bulb=Cell(path[0]),
                cells=Cells.of(path), effect=Effect((), tuple(removed))),
            (*rising, *reversed(falling)), path,
        )

    def units(self) -> tuple[tuple[int, ...], ...]:
        # Rising digits are all different; on a slow thermometer they may repeat.
        return () if self.slow else (self.path,)

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        step = self._step
        for i, a_cell in enumerate(self.path):
            for j in range(i + 1, len(self.path)):
                b_cell = self.path[j]
                need = step * (j - i)  # how much the later cell must exceed the earlier
                for a in range(1, 10):
                    for b in range(1, 10):
                        if b - a < need and a != b:  # the same digit: the unit says it
                            yield a_cell, a, b_cell, b
