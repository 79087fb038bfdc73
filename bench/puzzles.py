"""Reading the shared puzzle sets: `<puzzle> [<solution>] [<rating>]` per line."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import islice
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_PUZZLES_DIR = REPO_ROOT.parent / "shared" / "puzzles"

_SOLUTION = re.compile(r"[1-9]{81}")
_RATING = re.compile(r"\d{1,2}\.\d")


@dataclass(frozen=True)
class Entry:
    puzzle: str  # 81 characters, '.' for an empty cell
    solution: str | None  # 81 digits when the set gives it
    rating: str | None

    @property
    def values(self) -> list[int]:
        """The 81 cell values the brute-force solver takes, 0 for empty."""
        return [0 if ch == "." else int(ch) for ch in self.puzzle]


def parse_line(line: str) -> Entry:
    """One line of a set; the optional columns are told apart by their shape."""
    puzzle, *rest = line.split()
    solution = next((col for col in rest if _SOLUTION.fullmatch(col)), None)
    rating = next((col for col in rest if _RATING.fullmatch(col)), None)
    return Entry(puzzle.replace("0", "."), solution, rating)


def set_path(directory: Path, name: str) -> Path:
    """The file of a set, given by name with or without `.txt`."""
    path = directory / name
    return path if path.suffix == ".txt" else path.with_name(path.name + ".txt")


def read_set(directory: Path, name: str, count: int | None = None, every: int = 1) -> list[Entry]:
    """The first `count` puzzles of a set (all of them when count is None), taking every
    `every`-th line: the Sudoku Exchange sets are ordered by rating, so a stride samples
    every rating where the first lines would be the easiest."""
    with set_path(directory, name).open(encoding="ascii") as lines:
        picked = islice(filter(str.strip, lines), 0, None, every)
        return [parse_line(line) for line in islice(picked, count)]
