"""Arrow: the digits on the shaft add up to the number in the circle. A circle is one
cell (a digit); a pill is two or three cells read as a number in the order given
(`circle[0]` the leading digit). Digits may repeat on a shaft where houses allow.

The element knows rows and columns (every variant has them), not boxes or regions: shaft
cells in one row or column hold different digits, others may repeat. Its reasoning sums
sets of reachable totals as bits (bit s: the cells can add up to s); that ignores the
no-repeat among shaft cells, so it can keep a digit it need not but never removes one it
should keep, and a short shaft with few candidates is checked exactly instead.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import ClassVar

from .. import memo
from ..bits import DIGITS_IN
from ..explain.reason import Cell, Cells, Digits, Effect, TechniqueRef, say
from .base import Rule, RuleStep

TECHNIQUE = "arrow-sum"
# Past this many fillings of the shaft, the sums of reachable totals stand in for trying
# each one (which would also catch repeats in a row or column).
_MOST_FILLINGS = 256


def _sums_of(mask: int) -> int:
    """The digits of a 9-bit set as a set of totals (bit d for digit d)."""
    return mask << 1


def _number(digits: Sequence[int]) -> int:
    value = 0
    for d in digits:
        value = 10 * value + d
    return value


def _line_mates(cells: Sequence[int]) -> list[tuple[int, int]]:
    """Index pairs of cells in one row or column: they cannot hold the same digit."""
    return [
        (i, j)
        for i in range(len(cells))
        for j in range(i + 1, len(cells))
        if cells[i] // 9 == cells[j] // 9 or cells[i] % 9 == cells[j] % 9
    ]


_NARROWED: memo.ContentMemo[tuple[tuple[dict[int, int], int, int] | None]] = memo.ContentMemo(
    "arrow: narrowed", limit=4096
)


@dataclass(frozen=True)
class Arrow(Rule):
    kind: ClassVar[str] = "arrow"
    circle: tuple[int, ...]  # one cell, or a pill's cells, leading digit first
    shaft: tuple[int, ...]  # from the circle outward, circle cells not included

    @property
    def cells(self) -> tuple[int, ...]:
        return self.circle + self.shaft

    def allows(self, values: Sequence[int]) -> bool:
        shaft = [values[c] for c in self.shaft]
        placed = sum(shaft)
        empty = shaft.count(0)
        least, most = placed + empty, placed + 9 * empty
        circle = [values[c] for c in self.circle]
        low = _number([d or 1 for d in circle])
        high = _number([d or 9 for d in circle])
        return max(least, low) <= min(most, high)

    # --- the reachable totals ---------------------------------------------------------

    def _circle_fillings(self, cands: Sequence[int]) -> list[tuple[int, tuple[int, ...]]]:
        """(number, digits) for each way the circle can still read a number (a pill's
        cells in one row or column hold different digits)."""
        mates = _line_mates(self.circle)
        return [
            (_number(digits), digits)
            for digits in product(*(DIGITS_IN[cands[c]] for c in self.circle))
            if not any(digits[i] == digits[j] for i, j in mates)
        ]

    def _shaft_support(self, cands: Sequence[int], targets: int) -> tuple[list[int], int]:
        """(per shaft cell: its digits on some filling whose total is in `targets`, the
        totals such fillings reach), as 9-bit sets and a set of totals."""
        shaft = self.shaft
        masks = [cands[c] for c in shaft]
        count = 1
        for m in masks:
            count *= m.bit_count()
        if count <= _MOST_FILLINGS:
            mates = _line_mates(shaft)
            keep = [0] * len(shaft)
            reached = 0
            for digits in product(*(DIGITS_IN[m] for m in masks)):
                total = sum(digits)
                if not targets >> total & 1:
                    continue
                if any(digits[i] == digits[j] for i, j in mates):
                    continue
                reached |= 1 << total
                for i, d in enumerate(digits):
                    keep[i] |= 1 << (d - 1)
            return keep, reached
        # Totals reachable by the cells before i (forward) and after i (backward).
        forward = [1]
        for m in masks:
            forward.append(self._add(forward[-1], m))
        backward = [1]
        for m in reversed(masks):
            backward.append(self._add(backward[-1], m))
        backward.reverse()
        keep = []
        for i, m in enumerate(masks):
            others = 0
            rest = forward[i]
            while rest:
                low = rest & -rest
                rest ^= low
                others |= backward[i + 1] << (low.bit_length() - 1)
            kept = 0
            for d in DIGITS_IN[m]:
                if (others << d) & targets:
                    kept |= 1 << (d - 1)
            keep.append(kept)
        return keep, forward[-1] & targets

    @staticmethod
    def _add(totals: int, mask: int) -> int:
        out = 0
        for d in DIGITS_IN[mask]:
            out |= totals << d
        return out

    def _narrowed(self, cands: Sequence[int]) -> tuple[dict[int, int], int, int] | None:
        """(cell -> candidates kept, on every cell of the arrow), the shaft's least and most
        total; None when no filling works. Kept by the arrow's candidates: the brute force
        and the rule forcing nets ask the same arrow the same question many times."""
        masks = tuple([cands[c] for c in self.cells])
        key = (self, masks)
        found = _NARROWED.get(key)
        if found is None:
            own = dict(zip(self.cells, masks, strict=True))
            found = _NARROWED.put(key, (self._narrowing(own),))
        return found[0]

    def _narrowing(self, cands: Mapping[int, int]) -> tuple[dict[int, int], int, int] | None:
        fillings = self._circle_fillings(cands)
        targets = 0
        for n, _ in fillings:
            targets |= 1 << n
        keep, reached = self._shaft_support(cands, targets)
        if not reached or not all(keep):
            return None
        kept = dict(zip(self.shaft, keep, strict=True))
        for c in self.circle:
            kept[c] = 0
        for n, digits in fillings:
            if reached >> n & 1:
                for c, d in zip(self.circle, digits, strict=True):
                    kept[c] |= 1 << (d - 1)
        if not all(kept.values()):
            return None
        least = (reached & -reached).bit_length() - 1
        return kept, least, reached.bit_length() - 1

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        narrowed = self._narrowed(cands)
        if narrowed is None:
            return None
        kept = narrowed[0]
        return {c: m for c, m in kept.items() if m != cands[c]}

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        narrowed = self._narrowed(cands)
        if narrowed is None:
            return
        kept, least, most = narrowed
        removed = sorted(
            (c, d) for c in self.cells for d in DIGITS_IN[cands[c] & ~kept[c]]
        )
        if not removed:
            return
        proof = []
        shaft_low = sum((cands[c] & -cands[c]).bit_length() for c in self.shaft)
        shaft_high = sum(cands[c].bit_length() for c in self.shaft)
        circle_gone = [(c, d) for c, d in removed if c in self.circle]
        shaft_gone = [(c, d) for c, d in removed if c not in self.circle]
        pill = len(self.circle) > 1
        proof.append(
            say("arrow.shaft-range", cells=Cells.of(self.shaft), low=shaft_low, high=shaft_high)
        )
        if circle_gone:
            message = "arrow.pill-reads" if pill else "arrow.circle-holds"
            proof.append(
                say(message, circle=Cells.of(self.circle), low=least, high=most,
                    marks=circle_gone)
            )
        for c in self.shaft:
            gone = [d for cell, d in shaft_gone if cell == c]
            if gone:
                proof.append(
                    say("arrow.cell-fits", cell=Cell(c), digits=Digits.of(DIGITS_IN[kept[c]]),
                        marks=[(c, d) for d in gone])
                )
        summary = "arrow-sum.pill" if pill else "arrow-sum"
        yield RuleStep(
            TECHNIQUE, tuple(removed),
            say(summary, technique=TechniqueRef(TECHNIQUE), circle=Cells.of(self.circle),
                cells=Cells.of(self.shaft), low=least, high=most,
                effect=Effect((), tuple(removed))),
            tuple(proof), self.cells,
        )

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        if len(self.circle) != 1:
            return  # a pill's number reaches far: a pair of digits rarely rules it out
        circle, shaft = self.circle[0], self.shaft
        others = len(shaft) - 1  # each other shaft cell adds at least 1
        for s in shaft:
            for x in range(1, 10):
                for y in range(1, 10):
                    if y + others > x or (not others and y != x):
                        yield circle, x, s, y
        # Two shaft cells whose digits, with the least of the rest, pass 9.
        rest = len(shaft) - 2
        for i, a in enumerate(shaft):
            for b in shaft[i + 1:]:
                for x in range(1, 10):
                    for y in range(1, 10):
                        if x + y + rest > 9:
                            yield a, x, b, y
