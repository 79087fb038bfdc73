"""Extra region: cells (shaded, or outlined without a sum) that hold no digit twice; nine
of them hold every digit once, like a box.

An extra region is a unit: its cells see each other, so singles, subsets, pointing and
chains already use it through the peers. A region of nine cells is more: a *house* of
the variant (`houses()`), so hidden singles, locked candidates and fish use it as they
use Colour Sudoku's disjoint groups. The brute force checks `allows`.

`NoRepeat` is what every element made of such groups shares (engine/rules/
house_rules.py's single diagonal and disjoint groups too).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

from .base import Rule, RuleStep
from .houses import EXTRA


@dataclass(frozen=True)
class NoRepeat(Rule):
    """An element whose rule is "no digit twice in each of its groups"."""

    # Its groups are units or houses, so their peers do all it says: the brute force
    # need not ask it at every node.
    placement_suffices: ClassVar[bool] = True

    def groups(self) -> tuple[tuple[int, ...], ...]:
        """Its groups of cells, each holding no digit twice."""
        raise NotImplementedError

    def allows(self, values: Sequence[int]) -> bool:
        for group in self.groups():
            placed = [values[c] for c in group if values[c]]
            if len(placed) != len(set(placed)):
                return False
        return True

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        # A placed digit leaves its group's other cells; the peers do the same for the
        # ladder (each group is a unit or a house), so there is nothing more to explain.
        left: dict[int, int] = {}
        for group in self.groups():
            placed = 0
            for cell in group:
                mask = cands[cell]
                if mask and not mask & (mask - 1):
                    if placed & mask:
                        return None  # the same digit placed twice
                    placed |= mask
            if not placed:
                continue
            for cell in group:
                mask = left.get(cell, cands[cell])
                if mask & (mask - 1) and mask & placed:
                    left[cell] = mask & ~placed
        out = {c: m for c, m in left.items() if m != cands[c]}
        if any(m == 0 for m in out.values()):
            return None
        return out

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        return iter(())


@dataclass(frozen=True)
class ExtraRegion(NoRepeat):
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

    def groups(self) -> tuple[tuple[int, ...], ...]:
        return (self.region,)

    def units(self) -> tuple[tuple[int, ...], ...]:
        # Nine cells are a house (below), which makes them peers and links them: the
        # same cells again as a unit would only find every subset and link twice.
        return () if self.is_house else (self.region,)

    def houses(self) -> tuple[tuple[str, int, tuple[int, ...]], ...]:
        return ((EXTRA, 0, tuple(sorted(self.region))),) if self.is_house else ()
