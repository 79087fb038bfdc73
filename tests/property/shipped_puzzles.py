"""The puzzles shipped in tests/data for the soundness tests, with their solutions."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data"
FILES = (
    "sudokuexchange_easy_100.txt",
    "sudokuexchange_medium_100.txt",
    "sudokuexchange_hard_100.txt",
    "sudokuexchange_diabolical_20.txt",
)


@dataclass(frozen=True)
class Shipped:
    source: str  # file:line, for failure messages
    puzzle: str
    solution: tuple[int, ...]


def load() -> list[Shipped]:
    out = []
    for name in FILES:
        for number, line in enumerate((DATA / name).read_text().splitlines(), start=1):
            puzzle, solution = line.split()[:2]
            out.append(Shipped(f"{name}:{number}", puzzle, tuple(int(ch) for ch in solution)))
    return out


PUZZLES = load()
