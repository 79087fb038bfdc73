"""Palindrome: The line reads the same from both ends: `path[i]` and `path[-1 - i]` hold
the same digit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Rule


@dataclass(frozen=True)
class Palindrome(Rule):
    kind: ClassVar[str] = "palindrome"
    path: tuple[int, ...]

    @property
    def cells(self) -> tuple[int, ...]:
        return self.path
