"""Minimum and maximum cells: the cell's digit is smaller (a minimum) or larger (a
maximum) than each of its orthogonal neighbours. Each neighbour is one pair in that
order, narrowed both ways: the minimum stays below its neighbour's highest candidate,
the neighbour above the minimum's lowest.

Neighbouring cells of the same kind are not compared with each other (f-puzzles'
reading, and what setters mean by "larger than any adjacent white cell"): `skip` lists
such neighbours."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from ..bits import DIGITS_IN
from ..explain.reason import Cell, Digits, TechniqueRef, say, short_effect
from .base import Rule, RuleStep, narrowed
from .pairs import Table, orthogonal_neighbours, table_of

TECHNIQUE = "minimum-maximum"
_BELOW = table_of(lambda x, y: x < y)  # the spot's digit against a neighbour's
_ABOVE = table_of(lambda x, y: x > y)


@cache
def _reversed(table: Table) -> Table:
    return (0, *(sum(1 << (y - 1) for y in range(1, 10) if table[y] >> (x - 1) & 1)
                 for x in range(1, 10)))


@dataclass(frozen=True)
class _Extremum(Rule):
    table: ClassVar[Table] = ()
    spot: tuple[int, ...]
    skip: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if len(self.spot) != 1:
            raise ValueError(f"a {self.kind} cell is one cell, not {self.spot}")
        if not set(self.skip) <= set(orthogonal_neighbours(self.spot[0])):
            raise ValueError(f"a {self.kind} cell skips only its own neighbours")

    @property
    def cells(self) -> tuple[int, ...]:
        spot = self.spot[0]
        return (spot, *(n for n in orthogonal_neighbours(spot) if n not in self.skip))

    def allows(self, values: Sequence[int]) -> bool:
        x = values[self.spot[0]]
        if not x:
            return True
        return all(not values[n] or self.table[x] >> (values[n] - 1) & 1
                   for n in self.cells[1:])

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        spot = self.spot[0]
        for n in self.cells[1:]:
            for x in range(1, 10):
                for y in range(1, 10):
                    if x != y and not self.table[x] >> (y - 1) & 1:
                        yield spot, x, n, y

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        # One-way: the spot's digits against a neighbour's by `table`, the neighbour's
        # against the spot's by its reverse.
        left = {c: cands[c] for c in self.cells}
        spot = self.spot[0]
        back = _reversed(self.table)
        changed = True
        while changed:
            changed = False
            for n in self.cells[1:]:
                keep_spot = 0
                for x in DIGITS_IN[left[spot]]:
                    if self.table[x] & left[n]:
                        keep_spot |= 1 << (x - 1)
                keep_n = 0
                for y in DIGITS_IN[left[n]]:
                    if back[y] & keep_spot:
                        keep_n |= 1 << (y - 1)
                if keep_spot != left[spot] or keep_n != left[n]:
                    left[spot], left[n] = keep_spot, keep_n
                    changed = True
        return narrowed(left, cands)

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):
            return
        left = {c: cands[c] for c in self.cells}
        spot = self.spot[0]
        back = _reversed(self.table)
        tech = TechniqueRef(TECHNIQUE)
        changed = True
        while changed:
            changed = False
            for n in self.cells[1:]:
                for cell, other, table in ((spot, n, self.table), (n, spot, back)):
                    gone = 0
                    for x in DIGITS_IN[left[cell]]:
                        if not table[x] & left[other]:
                            gone |= 1 << (x - 1)
                    if not gone:
                        continue
                    has = left[other]
                    left[cell] &= ~gone
                    changed = True
                    removed = tuple((cell, x) for x in DIGITS_IN[gone])
                    yield RuleStep(TECHNIQUE, removed, say(
                        f"{self.kind}.{'spot' if cell == spot else 'neighbour'}",
                        technique=tech, spot=Cell(spot), cell=Cell(cell),
                        neighbour=Cell(other), has=Digits.of(DIGITS_IN[has]),
                        digits=Digits.of(DIGITS_IN[gone]), effect=short_effect((), removed)),
                        (), (spot, n))


@dataclass(frozen=True)
class Minimum(_Extremum):
    kind: ClassVar[str] = "minimum"
    table: ClassVar[Table] = _BELOW


@dataclass(frozen=True)
class Maximum(_Extremum):
    kind: ClassVar[str] = "maximum"
    table: ClassVar[Table] = _ABOVE
