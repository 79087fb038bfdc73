"""XV: an X joins two neighbours whose digits sum to 10, a V two that sum to 5. With
negative XV, neighbours with no X or V between them sum to neither: one element over the
whole grid (`XVNegative`), like the kropki negative constraint."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from .dot import Dot, Forbidden
from .pairs import Table, canonical_pairs, orthogonal_pairs, pairs_of, table_of

XV_PAIR = "xv-pair"
# The letters drawn, and the totals they stand for: the one table links and the board use.
TOTAL_OF = {"X": 10, "V": 5}
LETTER_OF = {total: letter for letter, total in TOTAL_OF.items()}
NEGATIVE = "negative-constraint"


@cache
def sum_table(total: int) -> Table:
    return table_of(lambda x, y: x + y == total)


@dataclass(frozen=True)
class XV(Dot):
    kind: ClassVar[str] = "xv"
    technique: ClassVar[str] = XV_PAIR
    total: int = 10

    def __post_init__(self) -> None:
        super().__post_init__()
        if not 3 <= self.total <= 17:
            raise ValueError(f"two neighbours sum to 3 to 17, not {self.total}")

    def fits(self, x: int, y: int) -> bool:
        return x + y == self.total

    def table(self) -> Table:
        return sum_table(self.total)

    def words(self) -> dict[str, Any]:
        return {"total": self.total, "letter": LETTER_OF.get(self.total, self.total)}


@cache
def _unmarked(marked: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    skip = pairs_of(marked)
    return tuple(p for p in orthogonal_pairs() if p not in skip)


@cache
def _negative_table() -> Table:
    return table_of(lambda x, y: x + y not in (5, 10))


@dataclass(frozen=True)
class XVNegative(Forbidden):
    """All X's and V's are given: unmarked neighbours sum to neither 5 nor 10.
    `marked` lists the pairs with an X or a V, two cells each."""

    kind: ClassVar[str] = "negative-xv"
    technique: ClassVar[str] = NEGATIVE
    marked: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "marked", canonical_pairs(self.marked))

    def pairs(self) -> tuple[tuple[int, int], ...]:
        return _unmarked(self.marked)

    def forbids(self, x: int, y: int) -> bool:
        return x + y in (5, 10)

    def table(self) -> Table:
        return _negative_table()
