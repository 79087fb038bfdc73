"""Odd and even cells (a grey circle, a grey square): the cell holds an odd, or an even,
digit. One element per marked cell; its deduction is the plain one (parity)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..bits import DIGITS_IN
from ..explain.reason import Cell, TechniqueRef, say, short_effect
from .base import Rule, RuleStep

TECHNIQUE = "parity"
ODD_DIGITS = 0b101010101  # 1, 3, 5, 7, 9
EVEN_DIGITS = 0b010101010  # 2, 4, 6, 8


@dataclass(frozen=True)
class _Parity(Rule):
    keeps: ClassVar[int] = 0
    spot: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.spot) != 1:
            raise ValueError(f"a {self.kind} cell is one cell, not {self.spot}")

    @property
    def cells(self) -> tuple[int, ...]:
        return self.spot

    def allows(self, values: Sequence[int]) -> bool:
        digit = values[self.spot[0]]
        return not digit or bool(self.keeps >> (digit - 1) & 1)

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        cell = self.spot[0]
        if not cands[cell] & ~self.keeps:
            return {}
        left = cands[cell] & self.keeps
        return {cell: left} if left else None

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        cell = self.spot[0]
        gone = tuple((cell, x) for x in DIGITS_IN[cands[cell] & ~self.keeps])
        if gone and cands[cell] & self.keeps:
            yield RuleStep(TECHNIQUE, gone, say(
                f"{self.kind}.cell", technique=TechniqueRef(TECHNIQUE), cell=Cell(cell),
                effect=short_effect((), gone)), (), self.spot)


@dataclass(frozen=True)
class Odd(_Parity):
    kind: ClassVar[str] = "odd"
    keeps: ClassVar[int] = ODD_DIGITS


@dataclass(frozen=True)
class Even(_Parity):
    kind: ClassVar[str] = "even"
    keeps: ClassVar[int] = EVEN_DIGITS
