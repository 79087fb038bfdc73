"""Arrow: the digits on the shaft add up to the number in the circle. A circle is one
cell (a digit); a pill is two or three cells read as a number in the order given
(`circle[0]` the leading digit). Digits may repeat on a shaft where houses allow."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Rule


@dataclass(frozen=True)
class Arrow(Rule):
    kind: ClassVar[str] = "arrow"
    circle: tuple[int, ...]  # one cell, or a pill's cells, leading digit first
    shaft: tuple[int, ...]  # from the circle outward, circle cells not included

    @property
    def cells(self) -> tuple[int, ...]:
        return self.circle + self.shaft
