"""Kropki dots: a white dot joins consecutive digits (a numbered one: digits that far
apart), a black dot digits one double the other (a numbered one: that ratio). With the
negative constraint ("all dots are given"), neighbours with no dot between them are
neither.

The negative constraint is one element over the whole grid (`KropkiNegative`): its
weak links join every undotted pair, and it lists the dotted pairs it leaves alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from .dot import Dot, Forbidden
from .pairs import Table, canonical_pairs, orthogonal_pairs, pairs_of, table_of

KROPKI = "kropki-pair"
NEGATIVE = "negative-constraint"


@cache
def white_table(difference: int) -> Table:
    return table_of(lambda x, y: abs(x - y) == difference)


@cache
def black_table(ratio: int) -> Table:
    return table_of(lambda x, y: x == ratio * y or y == ratio * x)


@dataclass(frozen=True)
class WhiteDot(Dot):
    kind: ClassVar[str] = "white-dot"
    technique: ClassVar[str] = KROPKI
    difference: int = 1

    def __post_init__(self) -> None:
        super().__post_init__()
        if not 1 <= self.difference <= 8:
            raise ValueError(f"a white dot's difference is 1 to 8, not {self.difference}")

    def fits(self, x: int, y: int) -> bool:
        return abs(x - y) == self.difference

    def table(self) -> Table:
        return white_table(self.difference)

    def words(self) -> dict[str, Any]:
        return {"difference": self.difference}


@dataclass(frozen=True)
class BlackDot(Dot):
    kind: ClassVar[str] = "black-dot"
    technique: ClassVar[str] = KROPKI
    ratio: int = 2

    def __post_init__(self) -> None:
        super().__post_init__()
        if not 2 <= self.ratio <= 9:
            raise ValueError(f"a black dot's ratio is 2 to 9, not {self.ratio}")

    def fits(self, x: int, y: int) -> bool:
        return x == self.ratio * y or y == self.ratio * x

    def table(self) -> Table:
        return black_table(self.ratio)

    def words(self) -> dict[str, Any]:
        return {"ratio": self.ratio}


@cache
def _undotted(dotted: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    skip = pairs_of(dotted)
    return tuple(p for p in orthogonal_pairs() if p not in skip)


@cache
def _negative_table(white: bool, black: bool) -> Table:
    return table_of(lambda x, y: not ((white and abs(x - y) == 1)
                                      or (black and (x == 2 * y or y == 2 * x))))


@dataclass(frozen=True)
class KropkiNegative(Forbidden):
    """All dots are given (white ones, black ones or both): neighbours with no dot of
    either colour between them are not consecutive / not one double the other.

    `dotted` lists the pairs that carry a dot, two cells each (a pair with a dot of the
    other colour is left alone too: a 1 and a 2 beside a white dot need no black one)."""

    kind: ClassVar[str] = "negative-kropki"
    technique: ClassVar[str] = NEGATIVE
    white: bool = True
    black: bool = True
    dotted: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "dotted", canonical_pairs(self.dotted))

    def pairs(self) -> tuple[tuple[int, int], ...]:
        return _undotted(self.dotted)

    def forbids(self, x: int, y: int) -> bool:
        return (self.white and abs(x - y) == 1) or (self.black and (x == 2 * y or y == 2 * x))

    def table(self) -> Table:
        return _negative_table(self.white, self.black)

    def partner_key(self) -> str:
        colour = "both" if self.white and self.black else "white" if self.white else "black"
        return f"negative-kropki.{colour}"
