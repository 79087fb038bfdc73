"""The puzzles shipped in tests/data for the soundness tests, with their solutions."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine import Grid, parse

DATA = Path(__file__).resolve().parent.parent / "data"
FILES = (
    "sudokuexchange_easy_100.txt",
    "sudokuexchange_medium_100.txt",
    "sudokuexchange_hard_100.txt",
    "sudokuexchange_diabolical_20.txt",
    "sudokuexchange_hard_spread_30.txt",
    "sudokuexchange_diabolical_spread_40.txt",
)
# The hardest known puzzles: chains, forcing chains, and the verified trial step.
HARDEST_FILES = ("magictour_top1465_20.txt", "forum_hardest_1905_11plus_20.txt")


@dataclass(frozen=True)
class Shipped:
    source: str  # file:line, for failure messages
    puzzle: str
    solution: tuple[int, ...]


def load(files: tuple[str, ...] = FILES) -> list[Shipped]:
    out = []
    for name in files:
        for number, line in enumerate((DATA / name).read_text().splitlines(), start=1):
            puzzle, solution = line.split()[:2]
            out.append(Shipped(f"{name}:{number}", puzzle, tuple(int(ch) for ch in solution)))
    return out


def start(shipped: Shipped) -> Grid:
    """The puzzle's grid as the app loads it: these puzzles are known to have one solution
    (test_shipped_data_is_what_the_tests_think proves it), so uniqueness techniques apply."""
    grid = parse(shipped.puzzle)
    grid.unique = True
    return grid


PUZZLES = load()
HARDEST = load(HARDEST_FILES)
