"""Skyscraper: a number beside a row or column counts the digits seen from that side,
each digit a building as tall as itself, hiding every shorter one behind it (a 1 shows
only the 9, so the 9 stands first; a 9 shows 1 to 9 in order).

Reading it (engine/rules/view_orders.py) is exact for the clue and its row: a cell keeps
the digits some filling of the whole row (all different) with that count puts there.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

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

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        return iter(())
