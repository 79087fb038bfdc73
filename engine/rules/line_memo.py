"""Each line keeps its narrowing by its cells' masks: the brute force asks every element
again after each round of the houses, and mostly about masks it asked before."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

# Enough for the states one search revisits; past it the element starts afresh.
KEPT = 4096


def kept_narrow(
    line: Any, cands: Sequence[int] | Mapping[int, int],
    narrow: Callable[[dict[int, int]], dict[int, int] | None],
) -> dict[int, int] | None:
    """`narrow` of the line's cells as `cands` has them, worked out once per masks.

    Kept in the element's own __dict__ (a frozen dataclass compares and hashes by its
    fields only), so a lookup hashes the masks and nothing else."""
    key = tuple(map(cands.__getitem__, line.path))
    try:
        kept = line.__dict__["_kept"]
    except KeyError:
        kept = line.__dict__["_kept"] = {}
    try:
        found = kept[key]
    except KeyError:
        if len(kept) >= KEPT:
            kept.clear()
        narrowed = narrow(dict(zip(line.path, key, strict=True)))
        found = kept[key] = None if narrowed is None else tuple(narrowed.items())
    # A new dict each time: the caller may change it.
    return None if found is None else dict(found) if found else {}
