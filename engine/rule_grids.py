"""Random solution grids that keep a rule over the whole grid (anti-knight, anti-king,
non-consecutive), for the rule puzzle generator.

A small search of its own rather than the brute force: the brute force's order and node
counts change as the engine grows, and a seed must give the same grid again (the
built-ins' seeds are recorded). Each cell tried is the open one with fewest digits left
(ties in a random order), its digits in a random order; a search past `cap` nodes starts
again from fresh random orders (a non-consecutive grid takes about 2 s, the others a
twentieth of that).
"""

from __future__ import annotations

import random
from functools import cache

from .rules.anti_move import KING, KNIGHT, move_pairs
from .rules.pairs import orthogonal_neighbours

GRID_RULE_KINDS = ("anti-knight", "anti-king", "nonconsecutive")
_MOVES = {"anti-knight": KNIGHT, "anti-king": KING}
_ALL = 0x1FF


@cache
def _seen(kind: str) -> tuple[tuple[int, ...], ...]:
    """Per cell, the cells that may not hold its digit: its houses' cells and, for an
    anti-move, the cells a move away."""
    seen = [set() for _ in range(81)]
    for cell in range(81):
        r, c = divmod(cell, 9)
        for other in range(81):
            if other != cell and (other // 9 == r or other % 9 == c or (
                    other // 27 == cell // 27 and other % 9 // 3 == c // 3)):
                seen[cell].add(other)
    for a, b in move_pairs(_MOVES.get(kind, ())):
        seen[a].add(b)
        seen[b].add(a)
    return tuple(tuple(sorted(s)) for s in seen)


def random_grid(kind: str, rng: random.Random, cap: int = 4000) -> list[int]:
    """A random full grid keeping `kind` (one of GRID_RULE_KINDS)."""
    if kind not in GRID_RULE_KINDS:
        raise ValueError(f"no grid-wide rule {kind!r}")
    while True:
        grid = _attempt(kind, rng, cap)
        if grid is not None:
            return grid


def _attempt(kind: str, rng: random.Random, cap: int) -> list[int] | None:
    """One search from fresh random orders; None past `cap` nodes."""
    seen = _seen(kind)
    near = tuple(orthogonal_neighbours(c) if kind == "nonconsecutive" else ()
                 for c in range(81))
    bits = [0] * 81  # each cell's digit as a bit, 0 while open
    scan = rng.sample(range(81), 81)
    nodes = 0

    def left(cell: int) -> int:
        used = 0
        for other in seen[cell]:
            used |= bits[other]
        for other in near[cell]:
            used |= (bits[other] << 1 | bits[other] >> 1) & _ALL
        return _ALL & ~used

    def search() -> bool:
        nonlocal nodes
        nodes += 1
        if nodes > cap:
            return False
        best, best_mask, fewest = -1, 0, 10
        for cell in scan:
            if not bits[cell]:
                mask = left(cell)
                count = mask.bit_count()
                if count < fewest:
                    best, best_mask, fewest = cell, mask, count
                    if count <= 1:
                        break
        if best < 0:
            return True
        digits = [1 << d for d in range(9) if best_mask >> d & 1]
        rng.shuffle(digits)
        for bit in digits:
            bits[best] = bit
            if search():
                return True
        bits[best] = 0
        return False

    return [bit.bit_length() for bit in bits] if search() else None
