"""Sandwich: a number beside a row or column is the sum of the digits between its 1 and
its 9 (0: the 1 and the 9 stand side by side).

The filling between holds different digits from 2 to 8 that make the total (its
combinations: a 35 takes all seven, so the 1 and the 9 are at the ends); the cells
outside hold the rest. The reasoning tries each place of the 1 and of the 9 and each
combination that fits between them, and keeps a digit only where some whole filling of
the line has it: exact for one row or column. Split for the player into where the 1
and the 9 can stand (sandwich-ends) and what the cells then hold (sandwich-sum).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from typing import ClassVar

from ..bits import ALL_DIGITS, DIGITS_IN
from ..explain.reason import (
    Cell,
    Cells,
    Combos,
    Digits,
    HouseRef,
    Reason,
    TechniqueRef,
    say,
    short_effect,
)
from .base import RuleStep, narrowed
from .line_memo import kept_narrow
from .outside import OutsideClue

ENDS = "sandwich-ends"
SUM = "sandwich-sum"
ONE, NINE = 1, 1 << 8
MIDDLE = ALL_DIGITS & ~ONE & ~NINE  # 2..8: what a sandwich's filling is made of
LARGEST = sum(range(2, 9))  # 35: all of 2..8 between the 1 and the 9


@cache
def fillings(total: int) -> dict[int, tuple[int, ...]]:
    """How many cells between -> the digit sets (masks of 2..8) that make `total`."""
    found: dict[int, list[int]] = {}
    for k in range(8):
        for digits in combinations(range(2, 9), k):
            if sum(digits) == total:
                found.setdefault(k, []).append(sum(1 << (d - 1) for d in digits))
    return {k: tuple(sets) for k, sets in found.items()}


def _grown(layer: set[int], mask: int) -> set[int]:
    """The digit sets one more cell, holding a digit of `mask` not used yet, makes."""
    grown = set()
    for used in layer:
        free = mask & ~used
        while free:
            bit = free & -free
            free ^= bit
            grown.add(used | bit)
    return grown


@lru_cache(maxsize=1 << 15)
def matched(masks: tuple[int, ...], digits: int) -> tuple[int, ...] | None:
    """Cells taking every one of `digits` once (as many cells as digits): per cell, the
    digits it holds in some such filling; None when there is none."""
    n = len(masks)
    forward: list[set[int]] = [{0}]
    for m in masks:
        grown = _grown(forward[-1], m & digits)
        if not grown:
            return None
        forward.append(grown)
    if digits not in forward[-1]:
        return None
    backward: list[set[int]] = [{0}]
    for m in reversed(masks):
        backward.append(_grown(backward[-1], m & digits))
    backward.reverse()
    kept = []
    for t in range(n):
        k = 0
        for used in forward[t]:
            free = masks[t] & digits & ~used & ~k
            while free:
                bit = free & -free
                free ^= bit
                if digits & ~used & ~bit in backward[t + 1]:
                    k |= bit
        kept.append(k)
    return tuple(kept)


@dataclass(frozen=True)
class Sandwich(OutsideClue):
    kind: ClassVar[str] = "sandwich"
    total: int

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.path) != 9:
            raise ValueError("a sandwich clue looks along a whole row or column")
        if not 0 <= self.total <= LARGEST:
            raise ValueError(f"a sandwich sum is 0 to {LARGEST}, not {self.total}")

    @property
    def number(self) -> int:
        return self.total

    def house(self) -> HouseRef:
        """The row or column it looks along."""
        a, b = self.path[0], self.path[1]
        if a // 9 == b // 9:
            return HouseRef("row", a // 9 + 1)
        return HouseRef("column", a % 9 + 1)

    def named(self) -> Reason:
        return say("rule.sandwich", total=self.total, line=self.house())

    # --- the check --------------------------------------------------------------------

    def allows(self, values: Sequence[int]) -> bool:
        digits = [values[c] for c in self.path]
        placed = [d for d in digits if d]
        if len(set(placed)) != len(placed):
            return True  # a digit twice in the line: the houses' fault, not the clue's
        taken = sum(1 << (d - 1) for d in placed)
        masks = [1 << (d - 1) if d else ALL_DIGITS & ~taken for d in digits]
        return self._ways(masks) is not None

    # --- the reasoning ----------------------------------------------------------------

    def _ways(self, masks: Sequence[int]) -> tuple[list[int], list[int]] | None:
        """(per cell: its digits on some filling that keeps the clue, per cell: the same
        for the 1 and 9 alone: where they can stand whatever the rest), None if no way.

        The second list is what the ends say: a place for the 1 and one for the 9 whose
        gap some combination of the total fills."""
        table = fillings(self.total)
        kept = [0] * 9
        ends = [0] * 9
        ones = [i for i in range(9) if masks[i] & ONE]
        nines = [j for j in range(9) if masks[j] & NINE]
        for i in ones:
            for j in nines:
                if i == j:
                    continue
                low, high = min(i, j), max(i, j)
                sets = table.get(high - low - 1)
                if not sets:
                    continue
                ends[i] |= ONE
                ends[j] |= NINE
                between = tuple(masks[low + 1:high])
                outside = tuple(masks[x] for x in range(9) if not low <= x <= high)
                for middle in sets:
                    inner = matched(between, middle)
                    if inner is None:
                        continue
                    outer = matched(outside, MIDDLE & ~middle)
                    if outer is None:
                        continue
                    kept[i] |= ONE
                    kept[j] |= NINE
                    for x, bits in zip(range(low + 1, high), inner, strict=True):
                        kept[x] |= bits
                    rest = [x for x in range(9) if not low <= x <= high]
                    for x, bits in zip(rest, outer, strict=True):
                        kept[x] |= bits
        if not any(kept):
            return None
        return kept, ends

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        return kept_narrow(self, cands, self._narrow)

    def _narrow(self, cands: Mapping[int, int]) -> dict[int, int] | None:
        ways = self._ways([cands[c] for c in self.path])
        if ways is None:
            return None
        return narrowed(dict(zip(self.path, ways[0], strict=True)), cands)  # type: ignore[arg-type]

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):
            return
        masks = [cands[c] for c in self.path]
        ways = self._ways(masks)
        assert ways is not None
        kept, ends = ways
        gaps = sorted(fillings(self.total))
        # Where the 1 and the 9 can stand: the gap between them must fit a combination.
        first = tuple(sorted(
            (c, d) for c, m, e in zip(self.path, masks, ends, strict=True)
            for d in DIGITS_IN[m & (ONE | NINE) & ~e]))
        if first:
            yield RuleStep(ENDS, first, say(
                self._ends_message(), technique=TechniqueRef(ENDS), clue=self.named(),
                total=self.total, gaps=Digits.of(gaps), most=max(gaps), line=self.house(),
                effect=short_effect((), first)),
                (self._combos_line(),), self.path)
        left = [m & ~sum(1 << (d - 1) for cc, d in first if cc == c)
                for c, m in zip(self.path, masks, strict=True)]
        rest = tuple(sorted(
            (c, d) for c, m, k in zip(self.path, left, kept, strict=True)
            for d in DIGITS_IN[m & ~k]))
        if rest:
            ones = [c for c, k in zip(self.path, kept, strict=True) if k & ONE]
            nines = [c for c, k in zip(self.path, kept, strict=True) if k & NINE]
            if len(ones) == 1 and len(nines) == 1:
                # The 1 and the 9 have one place each: only the sets of that gap's size.
                gap = abs(self.path.index(ones[0]) - self.path.index(nines[0])) - 1
                sets = [DIGITS_IN[m] for m in fillings(self.total).get(gap, ())]
                proof = (say("sandwich.fixed", one=Cell(ones[0]), nine=Cell(nines[0]),
                             count=gap, total=self.total, combos=Combos.of(sets)),)
            else:
                proof = (self._combos_line(),
                         say("sandwich.places", ones=Cells.of(ones), nines=Cells.of(nines)))
            yield RuleStep(SUM, rest, say(
                "sandwich-sum", technique=TechniqueRef(SUM), clue=self.named(),
                total=self.total, effect=short_effect((), rest)), proof, self.path)

    def _ends_message(self) -> str:
        if self.total == 0:
            return "sandwich-ends.touch"
        if self.total == LARGEST:
            return "sandwich-ends.edges"
        return "sandwich-ends"

    def _combos_line(self) -> Reason:
        sets = [tuple(DIGITS_IN[m]) for k in sorted(fillings(self.total))
                for m in fillings(self.total)[k]]
        if self.total == 0:
            return say("sandwich.empty")
        if len(sets) > 8:
            return say("sandwich.many", total=self.total, count=len(sets),
                       sizes=Digits.of(sorted(fillings(self.total))))
        return say("sandwich.combos", total=self.total, combos=Combos.of(sets))

    def must_contain(self, cands: Sequence[int]) -> Iterator[tuple[int, tuple[int, ...]]]:
        # A digit of every combination that still fits stands between the 1 and the 9.
        masks = [cands[c] for c in self.path]
        ways = self._ways(masks)
        if ways is None:
            return
        kept = ways[0]
        ones = [i for i in range(9) if kept[i] & ONE]
        nines = [j for j in range(9) if kept[j] & NINE]
        common, places = MIDDLE, 0
        table = fillings(self.total)
        for i in ones:
            for j in nines:
                if i == j:
                    continue
                low, high = min(i, j), max(i, j)
                outside = tuple(masks[x] for x in range(9) if not low <= x <= high)
                for middle in table.get(high - low - 1, ()):
                    if matched(tuple(masks[low + 1:high]), middle) is None or matched(
                        outside, MIDDLE & ~middle
                    ) is None:
                        continue
                    common &= middle
                    for x in range(low + 1, high):
                        if masks[x] & middle:
                            places |= 1 << x
        for d in DIGITS_IN[common]:
            bit = 1 << (d - 1)
            cells = tuple(self.path[x] for x in range(9)
                          if places >> x & 1 and kept[x] & bit)
            if cells:
                yield d, cells

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        # Two digits at two places of the line that no filling keeping the clue puts
        # there together (a 1 and a 9 whose gap no set fills, a digit between them that
        # no set of the right size holds with the other...). The same digit twice is
        # the line's own business, and a digit a place never holds is narrow's.
        path = self.path
        for p, x, q, y in _pair_links(self.total):
            yield path[p], x, path[q], y


@cache
def _pair_links(total: int) -> tuple[tuple[int, int, int, int], ...]:
    """(place, digit, place, digit) along any line (places 0..8 from the clue's side)
    that no filling of the line with this sandwich sum has together. A filling is a
    place i for the 1, j for the 9 and a set between them making the total: each place
    then holds any digit of its part (different digits; seven cells take 2..8)."""
    table = fillings(total)
    together = [[0] * 9 for _ in range(9)]  # [p][q]: 81-bit set of (x, y) pairs
    alone = [0] * 9
    for i in range(9):
        for j in range(9):
            if i == j:
                continue
            low, high = min(i, j), max(i, j)
            for middle in table.get(high - low - 1, ()):
                allow = [middle if low < x < high else MIDDLE & ~middle for x in range(9)]
                allow[i], allow[j] = ONE, NINE
                for p in range(9):
                    alone[p] |= allow[p]
                    for q in range(p + 1, 9):
                        pairs = 0
                        for x in DIGITS_IN[allow[p]]:
                            pairs |= (allow[q] & ~(1 << (x - 1))) << (9 * (x - 1))
                        together[p][q] |= pairs
    found = []
    for p in range(9):
        for q in range(p + 1, 9):
            for x in DIGITS_IN[alone[p]]:
                fits = together[p][q] >> (9 * (x - 1)) & ALL_DIGITS
                for y in DIGITS_IN[alone[q] & ~fits & ~(1 << (x - 1))]:
                    found.append((p, x, q, y))
    return tuple(found)
