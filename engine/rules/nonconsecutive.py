"""Non-consecutive: orthogonal neighbours are never consecutive digits, anywhere on the
grid: one element, its weak links between every pair of neighbours. A white dot drawn
with it (f-puzzles allows both) says its pair is consecutive after all: `dotted` lists
those pairs, two cells each, and the rule leaves them alone."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from .dot import Forbidden
from .pairs import Table, canonical_pairs, orthogonal_pairs, pairs_of, table_of

TECHNIQUE = "nonconsecutive-neighbours"


@cache
def _table() -> Table:
    return table_of(lambda x, y: abs(x - y) != 1)


@cache
def _undotted(dotted: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    skip = pairs_of(dotted)
    return tuple(p for p in orthogonal_pairs() if p not in skip)


@dataclass(frozen=True)
class NonConsecutive(Forbidden):
    kind: ClassVar[str] = "nonconsecutive"
    technique: ClassVar[str] = TECHNIQUE
    dotted: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "dotted", canonical_pairs(self.dotted))

    def pairs(self) -> tuple[tuple[int, int], ...]:
        return _undotted(self.dotted)

    def forbids(self, x: int, y: int) -> bool:
        return abs(x - y) == 1

    def table(self) -> Table:
        return _table()
