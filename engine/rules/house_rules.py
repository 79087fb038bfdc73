"""Houses as rule elements: a single diagonal, and the disjoint groups, for puzzles
that mix them with what the variants 'x' and 'colour' cannot (one diagonal alone, both
with a Jigsaw's regions or a Killer's cages, disjoint groups with either).

Each adds its houses to the variant (`houses()`, kinds DIAGONAL and GROUP as X-Sudoku's
and Colour Sudoku's, so every technique and every word treats them alike); a puzzle with
both diagonals or the disjoint groups on plain boxes keeps the variants 'x' and 'colour'.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .extra_region import NoRepeat
from .houses import DIAGONAL, GROUP

MAIN, ANTI = 1, 2
EVERY_CELL = tuple(range(81))


def diagonal_cells(number: int) -> tuple[int, ...]:
    """The main diagonal (1: r1c1 to r9c9) or the anti-diagonal (2: r1c9 to r9c1)."""
    if number == MAIN:
        return tuple(10 * i for i in range(9))
    return tuple(9 * i + 8 - i for i in range(9))


def disjoint_groups() -> tuple[tuple[int, ...], ...]:
    """Group k: the k-th cell (reading order) of every box."""
    return tuple(
        tuple(c for c in range(81) if c // 9 % 3 * 3 + c % 3 == k) for k in range(9)
    )


@dataclass(frozen=True)
class Diagonal(NoRepeat):
    """One diagonal holding every digit once: `number` 1 the main diagonal, 2 the anti."""

    kind: ClassVar[str] = "diagonal"
    number: int

    def __post_init__(self) -> None:
        if self.number not in (MAIN, ANTI):
            raise ValueError(f"a diagonal is 1 (main) or 2 (anti), not {self.number}")

    @property
    def cells(self) -> tuple[int, ...]:
        return diagonal_cells(self.number)

    def groups(self) -> tuple[tuple[int, ...], ...]:
        return (self.cells,)

    def houses(self) -> tuple[tuple[str, int, tuple[int, ...]], ...]:
        return ((DIAGONAL, self.number, self.cells),)


@dataclass(frozen=True)
class DisjointGroups(NoRepeat):
    """The nine cells at the same place in every box hold every digit once."""

    kind: ClassVar[str] = "disjoint-groups"

    @property
    def cells(self) -> tuple[int, ...]:
        return EVERY_CELL

    def groups(self) -> tuple[tuple[int, ...], ...]:
        return disjoint_groups()

    def houses(self) -> tuple[tuple[str, int, tuple[int, ...]], ...]:
        return tuple((GROUP, k + 1, cells) for k, cells in enumerate(disjoint_groups()))
