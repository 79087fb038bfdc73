"""Non-consecutive: orthogonal neighbours are never consecutive digits, anywhere on the
grid: one element, its weak links between every pair of neighbours."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from .dot import Forbidden
from .pairs import Table, orthogonal_pairs, table_of

TECHNIQUE = "nonconsecutive-neighbours"


@cache
def _table() -> Table:
    return table_of(lambda x, y: abs(x - y) != 1)


@dataclass(frozen=True)
class NonConsecutive(Forbidden):
    kind: ClassVar[str] = "nonconsecutive"
    technique: ClassVar[str] = TECHNIQUE

    def pairs(self) -> tuple[tuple[int, int], ...]:
        return orthogonal_pairs()

    def table(self) -> Table:
        return _table()
