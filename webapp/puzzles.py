"""The built-in puzzles offered on the home page, with the source's SE rating and our level."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine import load_puzzle
from engine.rating import Rating, rate

DATA = Path(__file__).with_name("builtin_puzzles.txt")
DIFFICULTIES = ("easy", "medium", "hard", "diabolical")


@dataclass(frozen=True)
class BuiltIn:
    id: str  # "hard-2"
    difficulty: str
    rating: str  # Sudoku Explainer scale, as the source graded it
    puzzle: str  # 81 characters

    @property
    def title(self) -> str:
        return f"{self.difficulty.title()} {self.id.rsplit('-', 1)[1]}"


@cache
def builtins() -> dict[str, BuiltIn]:
    out = {}
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            ident, difficulty, rating, puzzle = line.split()
            out[ident] = BuiltIn(ident, difficulty, rating, puzzle)
    return out


def by_difficulty() -> list[tuple[str, list[BuiltIn]]]:
    found = builtins().values()
    return [(d, [p for p in found if p.difficulty == d]) for d in DIFFICULTIES]


@cache
def ratings() -> dict[str, Rating]:
    """Our rating of each built-in (a tenth of a second for all twelve, once a process)."""
    return {ident: rate(load_puzzle(p.puzzle).grid) for ident, p in builtins().items()}
