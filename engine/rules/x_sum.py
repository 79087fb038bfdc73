"""X-sum: a number beside a row or column is the sum of its first X digits from that
side, X being the first digit (a 3 first: the first three digits add up to the clue).

Reading it (engine/rules/view_orders.py) is exact for the clue and its row: a cell keeps
the digits some filling of the whole row (all different) puts there.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

from .base import RuleStep
from .view_orders import SET_SUM, line_masks, x_sum_fillings
from .views import RowClue

READING = "x-sum-reading"
COMBINATIONS = "x-sum-combinations"


@dataclass(frozen=True)
class XSum(RowClue):
    kind: ClassVar[str] = "x-sum"
    total: int

    def __post_init__(self) -> None:
        super().__post_init__()
        if not 1 <= self.total <= 45:
            raise ValueError(f"an X-sum is 1 to 45, not {self.total}")

    @property
    def number(self) -> int:
        return self.total

    def allows(self, values: Sequence[int]) -> bool:
        masks = line_masks(values, self.path)
        if masks is not None:
            return bool(x_sum_fillings(self.total, masks)[0])
        # A digit twice in the row: say no only when the first X cells are all placed.
        digits = [values[c] for c in self.path]
        x = digits[0]
        if not x or not all(digits[:x]):
            return True
        return sum(digits[:x]) == self.total

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        keep, _ = x_sum_fillings(self.total, self.masks(cands))
        if not keep:
            return None
        return {c: m for c, m in zip(self.path, keep, strict=True) if m != cands[c]}

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        return iter(())


def first_digits(total: int) -> tuple[int, ...]:
    """The first digits X for which X different digits, X among them, add up to `total`."""
    return tuple(x for x in range(1, 10) if _sets_of(total, x))


def _sets_of(total: int, x: int) -> tuple[int, ...]:
    """The sets of x different digits, x among them, adding up to `total`."""
    bit = 1 << (x - 1)
    return tuple(m for m in range(512) if m & bit and m.bit_count() == x
                 and SET_SUM[m] == total)
