"""What dots, XV and the neighbour rules share: a relation between two neighbouring
cells' digits, held (a dot) or forbidden (a negative constraint, non-consecutive).

A relation is a table: for each digit, the digits its partner may be. Checking each
cell against its partner leaves exactly the digits some filling of the pair keeps (a
pair has no cycle to hide a contradiction), so a dot's narrowing is one pass each way.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ..bits import DIGITS_IN

Table = tuple[int, ...]  # digit (1..9; index 0 unused) -> mask of partners it allows


def table_of(fits: Callable[[int, int], bool]) -> Table:
    """The partners each digit allows under `fits` (never the same digit: neighbours in a
    row or column are always different)."""
    return (0, *(sum(1 << (y - 1) for y in range(1, 10) if y != x and fits(x, y))
                 for x in range(1, 10)))


@cache
def support_of(table: Table) -> tuple[int, ...]:
    """For each set of digits, the digits some member of it allows as a partner."""
    found = []
    for mask in range(512):
        union = 0
        for x in DIGITS_IN[mask]:
            union |= table[x]
        found.append(union)
    return tuple(found)


def lonely(table: Table) -> int:
    """The digits with no partner at all: never on such a pair."""
    return sum(1 << (x - 1) for x in range(1, 10) if not table[x])


def adjacent(a: int, b: int) -> bool:
    """Orthogonal neighbours: a dot or an XV sits on their shared edge."""
    return a != b and (abs(a - b) == 9 or (abs(a - b) == 1 and a // 9 == b // 9))


@cache
def orthogonal_pairs() -> tuple[tuple[int, int], ...]:
    """Every pair of orthogonal neighbours of the grid, the lower cell first."""
    pairs = []
    for cell in range(81):
        if cell % 9 < 8:
            pairs.append((cell, cell + 1))
        if cell < 72:
            pairs.append((cell, cell + 9))
    return tuple(pairs)


@cache
def orthogonal_neighbours(cell: int) -> tuple[int, ...]:
    return tuple(b if a == cell else a for a, b in orthogonal_pairs() if cell in (a, b))


def pair_key(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def pairs_of(flat: tuple[int, ...]) -> frozenset[tuple[int, int]]:
    """The pairs a flat tuple of cells lists two by two (a negative constraint's dots)."""
    return frozenset(pair_key(flat[i], flat[i + 1]) for i in range(0, len(flat) - 1, 2))


def canonical_pairs(flat: tuple[int, ...]) -> tuple[int, ...]:
    """A flat list of pairs in one order (each pair lower cell first, pairs sorted, each
    once), so an element compares and is named the same however it was read."""
    if len(flat) % 2:
        raise ValueError("pairs of cells come two by two")
    for a, b in zip(flat[::2], flat[1::2], strict=True):
        if not adjacent(a, b):
            raise ValueError(f"cells {a} and {b} are no orthogonal neighbours")
    return tuple(c for pair in sorted(pairs_of(flat)) for c in pair)
