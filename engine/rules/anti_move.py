"""Anti-knight and anti-king: cells a chess knight's (or king's) move apart never hold
the same digit. Each is one element over the whole grid whose units are those pairs of
cells, so they become peers: singles, subsets, pointing and chains see them as they see
a row, and a placed digit leaves the cells a move away as it leaves its row.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from .base import Rule, RuleStep

EVERY_CELL = tuple(range(81))
KNIGHT = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))
KING = ((1, 1), (1, -1), (-1, 1), (-1, -1), (0, 1), (1, 0), (0, -1), (-1, 0))


@cache
def move_pairs(moves: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """Every pair of cells one of `moves` apart, the lower cell first."""
    pairs = set()
    for cell in range(81):
        r, c = divmod(cell, 9)
        for dr, dc in moves:
            if 0 <= r + dr < 9 and 0 <= c + dc < 9:
                other = 9 * (r + dr) + c + dc
                pairs.add((min(cell, other), max(cell, other)))
    return tuple(sorted(pairs))


@dataclass(frozen=True)
class _AntiMove(Rule):
    moves: ClassVar[tuple[tuple[int, int], ...]] = ()
    placement_suffices: ClassVar[bool] = True

    @property
    def cells(self) -> tuple[int, ...]:
        return EVERY_CELL

    def allows(self, values: Sequence[int]) -> bool:
        return not any(values[a] and values[a] == values[b] for a, b in move_pairs(self.moves))

    def units(self) -> tuple[tuple[int, ...], ...]:
        return move_pairs(self.moves)

    def narrow(self, cands: Sequence[int] | Mapping[int, int]) -> dict[int, int] | None:
        # What a placed digit takes from the cells a move away; the grid's peers do the
        # same for the ladder, so there is nothing more to explain.
        left: dict[int, int] = {}
        for a, b in move_pairs(self.moves):
            for cell, other in ((a, b), (b, a)):
                mask = cands[cell]
                if mask and not mask & (mask - 1):
                    now = left.get(other, cands[other]) & ~mask
                    if now != cands[other]:
                        left[other] = now
        if any(m == 0 for m in left.values()):
            return None
        return left

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        return iter(())


@dataclass(frozen=True)
class AntiKnight(_AntiMove):
    kind: ClassVar[str] = "anti-knight"
    moves: ClassVar[tuple[tuple[int, int], ...]] = KNIGHT


@dataclass(frozen=True)
class AntiKing(_AntiMove):
    kind: ClassVar[str] = "anti-king"
    moves: ClassVar[tuple[tuple[int, int], ...]] = KING


