"""BetweenLine: Every digit on the line lies strictly between the digits in its two
circled ends, `path[0]` and `path[-1]` (in either order)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Rule


@dataclass(frozen=True)
class BetweenLine(Rule):
    kind: ClassVar[str] = "between-line"
    path: tuple[int, ...]  # the circled ends first and last

    @property
    def cells(self) -> tuple[int, ...]:
        return self.path
