"""Thermometer: Digits strictly increase from the bulb (`path[0]`) along the line; on a slow
thermometer they never decrease. A branching thermometer is one element per branch, each
from the shared bulb."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Rule


@dataclass(frozen=True)
class Thermometer(Rule):
    kind: ClassVar[str] = "thermometer"
    path: tuple[int, ...]  # bulb first
    slow: bool = False

    @property
    def cells(self) -> tuple[int, ...]:
        return self.path
