"""Little killer: an arrow in the margin points along a diagonal, and the digits on that
diagonal add up to the number beside it. Digits may repeat where no house forbids it.

A diagonal meets a row or column once per cell, so only a box can forbid a repeat: the
diagonal's cells in one 3x3 box (a run of one to three cells) hold different digits.
`boxes` says the boxes are houses (False on a jigsaw, whose regions are not the 3x3
boxes). The reasoning (little-killer-sum) lists what each box's run can add up to and
keeps a cell's digit only when some filling of the whole diagonal makes the total with
it: exact, as the houses' rule inside the diagonal's boxes allows.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
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
from .houses import box_of
from .line_memo import kept_narrow
from .outside import OutsideClue, step_of

TECHNIQUE = "little-killer-sum"

# A run's fillings: total -> (per cell: the digits it holds in some filling of that total).
RunTable = dict[int, tuple[int, ...]]


# BITS_IN[mask]: (digit, its bit) for each digit of a 9-bit set.
BITS_IN = tuple(tuple((d, 1 << (d - 1)) for d in DIGITS_IN[m]) for m in range(512))


@lru_cache(maxsize=1 << 16)
def run_table(masks: tuple[int, ...]) -> RunTable:
    """What the cells of one box's run (different digits) can add up to, and with which
    digits in each cell: a run has at most three cells, so every filling is tried (in
    plain loops: the brute force asks this at every node)."""
    table: dict[int, list[int]] = {}
    if len(masks) == 1:
        return {d: (bit,) for d, bit in BITS_IN[masks[0]]}
    if len(masks) == 2:
        first, second = masks
        for x, a in BITS_IN[first]:
            for y, b in BITS_IN[second & ~a]:
                kept = table.get(x + y)
                if kept is None:
                    table[x + y] = [a, b]
                else:
                    kept[0] |= a
                    kept[1] |= b
    else:
        first, second, last = masks  # a diagonal crosses a box in three cells at most
        for x, a in BITS_IN[first]:
            for y, b in BITS_IN[second & ~a]:
                for z, c in BITS_IN[last & ~a & ~b]:
                    kept = table.get(x + y + z)
                    if kept is None:
                        table[x + y + z] = [a, b, c]
                    else:
                        kept[0] |= a
                        kept[1] |= b
                        kept[2] |= c
    return {total: tuple(kept) for total, kept in table.items()}


def _sum_sets(a: int, b: int) -> int:
    """The totals x + y for x in `a`, y in `b` (sets of totals as bits)."""
    out = 0
    while a:
        low = a & -a
        a ^= low
        out |= b << (low.bit_length() - 1)
    return out


def _totals(table: RunTable) -> int:
    out = 0
    for total in table:
        out |= 1 << total
    return out


@lru_cache(maxsize=1024)
def _runs(path: tuple[int, ...], boxes: bool) -> tuple[tuple[int, ...], ...]:
    """The diagonal's indices cut where it leaves a box (each its own run without boxes)."""
    if not boxes:
        return tuple((i,) for i in range(len(path)))
    found: list[list[int]] = []
    for i, cell in enumerate(path):
        if i and box_of(cell) == box_of(path[i - 1]):
            found[-1].append(i)
        else:
            found.append([i])
    return tuple(tuple(run) for run in found)


@dataclass(frozen=True)
class LittleKiller(OutsideClue):
    kind: ClassVar[str] = "little-killer"
    total: int
    boxes: bool = True  # the diagonal's cells in one 3x3 box hold different digits

    def __post_init__(self) -> None:
        super().__post_init__()
        dr, dc = step_of(self.path)
        if abs(dr) != 1 or abs(dc) != 1:
            raise ValueError("a little killer looks along a diagonal")
        if not len(self.path) <= self.total <= 9 * len(self.path):
            raise ValueError(
                f"{len(self.path)} cells cannot add up to {self.total} on a little killer")

    @property
    def number(self) -> int:
        return self.total

    def named(self) -> Reason:
        return say("rule.little-killer", total=self.total, cell=Cell(self.path[0]))

    def runs(self) -> tuple[tuple[int, ...], ...]:
        """Indices into `path`, one tuple per box the diagonal crosses (in order)."""
        return _runs(self.path, self.boxes)

    # --- the check --------------------------------------------------------------------

    def allows(self, values: Sequence[int]) -> bool:
        placed = [values[c] for c in self.path if values[c]]
        masks = []
        for run in self.runs():
            digits = [values[self.path[i]] for i in run if values[self.path[i]]]
            if len(set(digits)) != len(digits):
                # A digit twice in a box is the houses' fault, not this clue's: judge
                # the sum alone then.
                empty = len(self.path) - len(placed)
                return sum(placed) + empty <= self.total <= sum(placed) + 9 * empty
            taken = sum(1 << (d - 1) for d in digits)
            for i in run:
                d = values[self.path[i]]
                masks.append(1 << (d - 1) if d else ALL_DIGITS & ~taken)
        return self._support(masks) is not None

    # --- the reasoning ----------------------------------------------------------------

    def _support(self, masks: Sequence[int]) -> list[int] | None:
        """Per cell of the path: its digits on some filling that makes the total (None
        when there is none)."""
        runs = self.runs()
        tables = [run_table(tuple(masks[i] for i in run)) for run in runs]
        forward = [1]
        for table in tables:
            forward.append(_sum_sets(forward[-1], _totals(table)))
        if not forward[-1] >> self.total & 1:
            return None
        backward = [1]
        for table in reversed(tables):
            backward.append(_sum_sets(backward[-1], _totals(table)))
        backward.reverse()
        kept = [0] * len(masks)
        for t, (run, table) in enumerate(zip(runs, tables, strict=True)):
            others = _sum_sets(forward[t], backward[t + 1])
            for made, cells in table.items():
                if made <= self.total and others >> (self.total - made) & 1:
                    for i, bits in zip(run, cells, strict=True):
                        kept[i] |= bits
        return kept

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        return kept_narrow(self, cands, self._narrow)

    def _narrow(self, cands: Mapping[int, int]) -> dict[int, int] | None:
        kept = self._support([cands[c] for c in self.path])
        if kept is None:
            return None
        return narrowed(dict(zip(self.path, kept, strict=True)), cands)  # type: ignore[arg-type]

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):
            return
        masks = [cands[c] for c in self.path]
        kept = self._support(masks)
        assert kept is not None
        removed = tuple(sorted(
            (c, d) for c, m, k in zip(self.path, masks, kept, strict=True)
            for d in DIGITS_IN[m & ~k]))
        proof: list[Reason] = []
        runs = self.runs()
        for run in runs:
            if len(run) > 1:
                cells = [self.path[i] for i in run]
                proof.append(say("little-killer.box", cells=Cells.of(cells), count=len(run),
                                 box=HouseRef("box", box_of(cells[0]) + 1)))
        if len(runs) == 1 and len(self.path) > 1:
            # One box: read like a cage, by the sets of different digits making the total.
            proof.append(say("little-killer.combos", total=self.total,
                             combos=Combos.of(self._sets(masks))))
        for i, (c, m, k) in enumerate(zip(self.path, masks, kept, strict=True)):
            if m & ~k:
                low, high = self._rest_range(masks, i)
                proof.append(say(
                    "little-killer.cell", cell=Cell(c), digits=Digits.of(DIGITS_IN[k]),
                    low=low, high=high, total=self.total,
                    marks=[(c, d) for d in DIGITS_IN[m & ~k]]))
        yield RuleStep(
            TECHNIQUE, removed,
            say("little-killer-sum", technique=TechniqueRef(TECHNIQUE), clue=self.named(),
                count=len(self.path), total=self.total, cells=Cells.of(self.path),
                effect=short_effect((), removed)),
            tuple(proof), self.path,
        )

    def _sets(self, masks: Sequence[int]) -> list[tuple[int, ...]]:
        """The sets of different digits the cells of a one-box diagonal make the total
        with (every cell of one box: words only)."""
        found: set[tuple[int, ...]] = set()

        def fill(i: int, chosen: tuple[int, ...]) -> None:
            if i == len(masks):
                if sum(chosen) == self.total:
                    found.add(tuple(sorted(chosen)))
                return
            for d in DIGITS_IN[masks[i]]:
                if d not in chosen:
                    fill(i + 1, (*chosen, d))

        fill(0, ())
        return sorted(found)

    def _rest_range(self, masks: Sequence[int], index: int) -> tuple[int, int]:
        """The least and most the diagonal's other cells can add up to (words only)."""
        rest = 1
        for run in self.runs():
            others = tuple(masks[i] for i in run if i != index)
            if others:
                rest = _sum_sets(rest, _totals(run_table(others)))
        if not rest:
            return 0, 0
        return (rest & -rest).bit_length() - 1, rest.bit_length() - 1

    def must_contain(self, cands: Sequence[int]) -> Iterator[tuple[int, tuple[int, ...]]]:
        masks = [cands[c] for c in self.path]
        kept = self._support(masks)
        if kept is None:
            return
        present = 0
        for k in kept:
            present |= k
        for d in DIGITS_IN[present]:
            bit = 1 << (d - 1)
            if self._support([m & ~bit for m in kept]) is None:
                yield d, tuple(c for c, k in zip(self.path, kept, strict=True) if k & bit)

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        # Two of its cells whose digits no filling of the diagonal makes the total with
        # (the rest too much or too little, a box's run short of different digits); a
        # digit one cell can never hold is narrow's to remove, not a link's.
        yield from _pair_links(self.path, self.total, self.boxes)


@lru_cache(maxsize=256)
def _pair_links(
    path: tuple[int, ...], total: int, boxes: bool
) -> tuple[tuple[int, int, int, int], ...]:
    clue = LittleKiller(path, total, boxes)
    every = [ALL_DIGITS] * len(path)
    alone = clue._support(every) or [0] * len(path)
    found = []
    for i, a in enumerate(path):
        for j in range(i + 1, len(path)):
            b = path[j]
            for x in DIGITS_IN[alone[i]]:
                masks = list(every)
                masks[i] = 1 << (x - 1)
                # One cell fixed, the other's digits that still make the total.
                kept = clue._support(masks)
                fits = kept[j] if kept else 0
                if boxes and box_of(a) == box_of(b):
                    fits |= 1 << (x - 1)  # the same digit twice in a box: the box says so
                for y in DIGITS_IN[alone[j] & ~fits]:
                    found.append((a, x, b, y))
    return tuple(found)
