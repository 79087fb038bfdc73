"""X-sum: a number beside a row or column is the sum of its first X digits from that
side, X being the first digit (a 3 first: the first three digits add up to the clue).

Reading it (engine/rules/view_orders.py) is exact for the clue and its row: a cell keeps
the digits some filling of the whole row (all different) puts there.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from ..bits import DIGITS_IN
from ..explain.reason import Cell, Combos, Digits, TechniqueRef, say, short_effect
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
        """First what the number alone allows the first digit (x-sum-reading), then
        the sets of digits the first cells can still hold (x-sum-combinations)."""
        gone = self.narrow(cands)
        if not gone:
            return
        removed = {(c, d) for c, m in gone.items() for d in DIGITS_IN[cands[c] & ~m]}
        first = self.path[0]
        firsts = first_digits(self.total)
        reading = tuple(sorted(
            (first, x) for x in DIGITS_IN[cands[first]] if x not in firsts))
        if reading:
            yield RuleStep(READING, reading, say(
                READING, technique=TechniqueRef(READING), clue=self.named(),
                total=self.total, firsts=Digits.of(firsts),
                effect=short_effect((), reading)), (), self.path[:1])
        rest = tuple(sorted(removed - set(reading)))
        if not rest:
            return
        masks = list(self.masks(cands))
        for _, x in reading:
            masks[0] &= ~(1 << (x - 1))
        _, sets = x_sum_fillings(self.total, tuple(masks))
        proof = [
            say("x-sum.none", x=x, total=self.total, line=self.line())
            for x in DIGITS_IN[masks[0]] if x not in sets
        ]
        proof += [
            say("x-sum.sets", x=x, cell=Cell(first),
                combos=Combos.of(DIGITS_IN[m] for m in held))
            for x, held in sorted(sets.items())
        ]
        reach = max(sets)
        yield RuleStep(COMBINATIONS, rest, say(
            COMBINATIONS, technique=TechniqueRef(COMBINATIONS), clue=self.named(),
            firsts=Digits.of(sorted(sets)), effect=short_effect((), rest)),
            tuple(proof), self.path[:reach])

    def must_contain(self, cands: Sequence[int]) -> Iterator[tuple[int, tuple[int, ...]]]:
        """A digit in every set the first cells can hold stands among the first cells
        (as far as the longest first digit reaches)."""
        _, sets = x_sum_fillings(self.total, self.masks(cands))
        if not sets:
            return
        common = 0x1FF
        for held in sets.values():
            for m in held:
                common &= m
        reach = self.path[:max(sets)]
        for d in DIGITS_IN[common]:
            places = tuple(c for c in reach if cands[c] >> (d - 1) & 1)
            if places:
                yield d, places

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        """The first digit x with a digit d further on, when no set of x digits adding
        up to the clue allows them together (the number alone decides)."""
        first = self.path[0]
        for x, i, d in _forbidden_pairs(self.total):
            yield first, x, self.path[i], d


@cache
def _forbidden_pairs(total: int) -> tuple[tuple[int, int, int], ...]:
    """(x, position, d): with x first, position holds no d, for every set of x digits
    (x among them) adding up to `total`; only first digits that can start the sum."""
    out = []
    for x in first_digits(total):
        held = _sets_of(total, x)
        inside = 0
        common = 0x1FF
        for m in held:
            inside |= m
            common &= m
        for i in range(1, 9):
            for d in range(1, 10):
                if d == x:
                    continue  # the row's business
                bit = 1 << (d - 1)
                if (i < x and not inside & bit) or (i >= x and common & bit):
                    out.append((x, i, d))
    return tuple(out)


@cache
def first_digits(total: int) -> tuple[int, ...]:
    """The first digits X for which X different digits, X among them, add up to `total`."""
    return tuple(x for x in range(1, 10) if _sets_of(total, x))


@cache
def _sets_of(total: int, x: int) -> tuple[int, ...]:
    """The sets of x different digits, x among them, adding up to `total`."""
    bit = 1 << (x - 1)
    return tuple(m for m in range(512) if m & bit and m.bit_count() == x
                 and SET_SUM[m] == total)
