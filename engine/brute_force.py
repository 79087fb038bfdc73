"""A bitmask depth-first solver: the oracle for tests, entry checks and the generator.

Most-constrained cell first, with naked and hidden singles propagated after
every choice. It works on any variant's houses.
"""

from __future__ import annotations

from .bits import ALL_DIGITS
from .houses import CLASSIC, Variant


def solve(values: list[int], variant: Variant = CLASSIC) -> list[int] | None:
    """One solution of the puzzle, or None if it has none."""
    found = _search_all(values, variant, limit=1)
    return found[0] if found else None


def count_solutions(values: list[int], variant: Variant = CLASSIC, limit: int = 2) -> int:
    """How many solutions, counting no further than `limit`."""
    return len(_search_all(values, variant, limit))


def _search_all(values: list[int], variant: Variant, limit: int) -> list[list[int]]:
    cands = [ALL_DIGITS] * 81
    for c, v in enumerate(values):
        if v:
            if not cands[c] >> (v - 1) & 1 or not _assign(cands, c, v, variant):
                return []
    found: list[list[int]] = []
    _search(cands, variant, limit, found)
    return found


def _assign(cands: list[int], cell: int, digit: int, variant: Variant) -> bool:
    """Fix a digit in a cell and propagate singles; False on a contradiction."""
    peers = variant.peers
    houses = variant.houses
    todo = [(cell, digit)]
    while todo:
        cell, digit = todo.pop()
        bit = 1 << (digit - 1)
        if not cands[cell] & bit:
            return False
        cands[cell] = bit
        for p in peers[cell]:
            m = cands[p]
            if m & bit:
                m &= ~bit
                if not m:
                    return False
                cands[p] = m
                if not m & (m - 1):
                    todo.append((p, m.bit_length()))
        # Once naked singles run dry, hidden singles: a digit with one place left in a house.
        if not todo:
            for h in range(len(houses)):
                house = houses[h]
                once = twice = 0
                for c in house.cells:
                    m = cands[c]
                    twice |= once & m
                    once |= m
                if once != ALL_DIGITS:
                    return False
                hidden = once & ~twice
                if hidden:
                    for c in house.cells:
                        m = cands[c] & hidden
                        if m and cands[c] & (cands[c] - 1):
                            if m & (m - 1):
                                return False
                            todo.append((c, m.bit_length()))
    return True


def _search(cands: list[int], variant: Variant, limit: int, found: list[list[int]]) -> None:
    best, best_count = -1, 10
    for c in range(81):
        m = cands[c]
        if m & (m - 1):
            n = m.bit_count()
            if n < best_count:
                best, best_count = c, n
                if n == 2:
                    break
    if best < 0:
        found.append([m.bit_length() for m in cands])
        return
    m = cands[best]
    while m:
        low = m & -m
        m ^= low
        trial = list(cands)
        if _assign(trial, best, low.bit_length(), variant):
            _search(trial, variant, limit, found)
            if len(found) >= limit:
                return
