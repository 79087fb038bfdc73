"""Whispers: Neighbours along the line differ by at least `difference`: 5 on German
whispers, 4 on Dutch whispers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Rule


@dataclass(frozen=True)
class Whispers(Rule):
    kind: ClassVar[str] = "whispers"
    path: tuple[int, ...]
    difference: int = 5

    @property
    def cells(self) -> tuple[int, ...]:
        return self.path
