"""RegionSumLine: Each box's segment of the line (the line cut where it crosses a box
border) has the same sum."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Rule


@dataclass(frozen=True)
class RegionSumLine(Rule):
    kind: ClassVar[str] = "region-sum-line"
    path: tuple[int, ...]

    @property
    def cells(self) -> tuple[int, ...]:
        return self.path
