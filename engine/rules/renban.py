"""Renban: The line holds a set of consecutive digits in any order, none twice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Rule


@dataclass(frozen=True)
class Renban(Rule):
    kind: ClassVar[str] = "renban"
    path: tuple[int, ...]

    @property
    def cells(self) -> tuple[int, ...]:
        return self.path
