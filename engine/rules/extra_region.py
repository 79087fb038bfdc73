"""Extra region: cells (shaded, or outlined without a sum) that hold no digit twice; nine
of them hold every digit once, like a box.

An extra region is a unit: its cells see each other, so singles, subsets, pointing and
chains already use it through the peers. A region of nine cells is more: a *house* of
the variant (`houses()`), so hidden singles, locked candidates and fish use it as they
use Colour Sudoku's disjoint groups. The brute force checks `allows`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

from .base import Rule, RuleStep
from .houses import EXTRA


@dataclass(frozen=True)
class ExtraRegion(Rule):
    """`region`: its cells in reading order (as the variant's name keeps them)."""

    kind: ClassVar[str] = "extra-region"
    region: tuple[int, ...]

    def __post_init__(self) -> None:
        if not 2 <= len(self.region) <= 9 or len(set(self.region)) != len(self.region):
            raise ValueError(f"an extra region is 2 to 9 different cells, not {self.region}")
        if any(not 0 <= c < 81 for c in self.region):
            raise ValueError(f"an extra region's cells are 0..80, not {self.region}")

    @property
    def cells(self) -> tuple[int, ...]:
        return self.region

    @property
    def is_house(self) -> bool:
        """Nine cells: every digit once, so it is one of the variant's houses."""
        return len(self.region) == 9

    def allows(self, values: Sequence[int]) -> bool:
        placed = [values[c] for c in self.region if values[c]]
        return len(placed) == len(set(placed))

    def units(self) -> tuple[tuple[int, ...], ...]:
        # Nine cells are a house (below), which makes them peers and links them: the
        # same cells again as a unit would only find every subset and link twice.
        return () if self.is_house else (self.region,)

    def houses(self) -> tuple[tuple[str, int, tuple[int, ...]], ...]:
        return ((EXTRA, 0, tuple(sorted(self.region))),) if self.is_house else ()

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        # A placed digit leaves the region's other cells; the peers do the same for the
        # ladder (the region is a unit), so there is nothing more to explain.
        left = {c: cands[c] for c in self.region}
        for cell in self.region:
            mask = cands[cell]
            if mask and not mask & (mask - 1):
                for other in self.region:
                    if other != cell:
                        left[other] &= ~mask
        out = {c: m for c, m in left.items() if m != cands[c]}
        if any(m == 0 for m in out.values()):
            return None
        placed = [cands[c] for c in self.region if cands[c] and not cands[c] & (cands[c] - 1)]
        if len(placed) != len(set(placed)):
            return None
        return out

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        return iter(())
