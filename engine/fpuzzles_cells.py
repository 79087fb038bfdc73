"""f-puzzles names cells "R1C1": read and written here for every reader of its rules."""

from __future__ import annotations

import re
from typing import Any

_CELL = re.compile(r"^[Rr]([1-9])[Cc]([1-9])$")


class Malformed(ValueError):
    """The JSON is not what f-puzzles writes: puzzle_links says so in its own words."""


def cell_of(name: Any) -> int:
    found = _CELL.match(name) if isinstance(name, str) else None
    if found is None:
        raise Malformed(name)
    return (int(found.group(1)) - 1) * 9 + int(found.group(2)) - 1


def cell_name(cell: int) -> str:
    return f"R{cell // 9 + 1}C{cell % 9 + 1}"
