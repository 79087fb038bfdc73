"""What the X-sum and skyscraper clues share: a number beside a whole row or column,
read from its side, whose reading (engine/rules/view_orders.py) is exact for the row."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..explain.reason import HouseRef, Reason, say
from .base import RuleStep
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

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        """The clue's steps, kept for the last row it saw: every rule rung of the ladder
        asks every element in turn about one position."""
        key = self.masks(cands)
        last = self.__dict__.get("_last_explained")
        if last is None or last[0] != key:
            last = (key, tuple(self.explain(cands)))
            # A frozen dataclass: the element's own __dict__, as line_memo does.
            self.__dict__["_last_explained"] = last
        return iter(last[1])

    def explain(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        """The clue's own steps (each kind says them)."""
        raise NotImplementedError

    def masks(self, cands: Sequence[int]) -> tuple[int, ...]:
        """The row's candidates from the clue's side (asked at every node of a search)."""
        return tuple(map(cands.__getitem__, self.path))
