"""What the X-sum and skyscraper clues share: a number beside a whole row or column,
read from its side, whose reading (engine/rules/view_orders.py) is exact for the row."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..explain.reason import HouseRef, Reason, say
from .outside import OutsideClue, step_of

SIDES = {(0, 1): "left", (0, -1): "right", (1, 0): "top", (-1, 0): "bottom"}


@dataclass(frozen=True)
class RowClue(OutsideClue):
    """A clue beside a row or column: `path` its nine cells from the clue's side."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.path) != 9 or step_of(self.path) not in SIDES:
            raise ValueError(f"a {self.kind} clue looks along a whole row or column")

    @property
    def side(self) -> str:
        """Where the clue stands: 'left', 'right', 'top' or 'bottom'."""
        return SIDES[step_of(self.path)]

    def line(self) -> HouseRef:
        """The row or column the clue reads."""
        first = self.path[0]
        if self.side in ("left", "right"):
            return HouseRef("row", first // 9 + 1)
        return HouseRef("column", first % 9 + 1)

    def named(self) -> Reason:
        return say(f"rule.{self.kind}.{self.side}", number=self.number, line=self.line())

    def masks(self, cands: Sequence[int]) -> tuple[int, ...]:
        """The row's candidates from the clue's side (asked at every node of a search)."""
        return tuple(map(cands.__getitem__, self.path))
