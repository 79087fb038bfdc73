"""Each line keeps its narrowing by its cells' masks: the brute force asks every element
again after each round of the houses, and mostly about masks it asked before."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping, Sequence
from typing import Any

# Answers kept by all lines together (some 200 bytes each): past it, every line starts
# afresh, so elements of many puzzles (variants are kept by name) cannot pile them up.
KEPT = 100_000

_holders: weakref.WeakSet[Any] = weakref.WeakSet()
_count = [0]


def kept_narrow(
    line: Any, cands: Sequence[int] | Mapping[int, int],
    narrow: Callable[[dict[int, int]], dict[int, int] | None],
) -> dict[int, int] | None:
    """`narrow` of the line's cells as `cands` has them, worked out once per masks.

    Kept in the element's own __dict__ (a frozen dataclass compares and hashes by its
    fields only), so a lookup hashes the masks and nothing else."""
    key = tuple(map(cands.__getitem__, line.cells))
    try:
        kept = line.__dict__["_kept"]
    except KeyError:
        kept = line.__dict__["_kept"] = {}
        _holders.add(line)
    try:
        found = kept[key]
    except KeyError:
        if _count[0] >= KEPT:
            for holder in list(_holders):
                holder.__dict__["_kept"].clear()
            _count[0] = 0
        narrowed = narrow(dict(zip(line.cells, key, strict=True)))
        found = kept[key] = None if narrowed is None else tuple(narrowed.items())
        _count[0] += 1
    # A new dict each time: the caller may change it.
    return None if found is None else dict(found) if found else {}
