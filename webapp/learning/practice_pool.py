"""The practice positions, found ahead by `python -m bench practice-pool` and kept in
`practice_pool.txt`, and how often each technique appears per level
(`practice_stats.json`).

A request never searches. It takes a kept position and dresses it afresh (rows,
columns, bands and digits shuffled: engine/transform.py), so each press of "Another
one" is a new board with the same lesson, and several hosts serving the same file hand
out as many different positions as players ask for, with nothing to share.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine import CLASSIC, IDENTITY, LADDER, Grid, random_transform, solve, variant_named

HERE = Path(__file__).resolve().parent
POOL_FILE = HERE / "practice_pool.txt"
STATS_FILE = HERE / "practice_stats.json"


@dataclass(frozen=True)
class Kept:
    """A kept position: the step's technique, its puzzle's level and where it came from."""

    technique: str
    level: str
    source: str
    givens: str  # 81 digits, 0 for empty
    values: str  # 81 digits: the givens and the digits placed before the step
    exclusions: str  # 3 hex digits per cell: the candidates earlier steps removed
    variant: str = CLASSIC.name  # a line's 7th field, for a Killer: its variant name

    def grid(self) -> Grid:
        values = [int(ch) for ch in self.values]
        givens = sum(1 << c for c, ch in enumerate(self.givens) if ch != "0")
        exclusions = [int(self.exclusions[3 * c : 3 * c + 3], 16) for c in range(81)]
        return Grid(values, givens, exclusions, variant_named(self.variant), unique=True)


@dataclass(frozen=True)
class Drill:
    """A position ready to play: the grid (placed digits as the player's entries) and the
    puzzle's solution, both in the same fresh dress."""

    technique: str
    level: str
    grid: Grid
    solution: tuple[int, ...]


@cache
def kept() -> dict[str, tuple[Kept, ...]]:
    """The kept positions by technique, in the ladder's order."""
    found: dict[str, list[Kept]] = {t.id: [] for t in LADDER}
    if POOL_FILE.exists():
        for line in POOL_FILE.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                technique, level, source, givens, values, exclusions, *variant = line.split()
                if technique in found:
                    found[technique].append(
                        Kept(technique, level, source, givens, values, exclusions, *variant)
                    )
    return {t: tuple(ps) for t, ps in found.items()}


def offered() -> list[str]:
    """The techniques with at least one position, in the ladder's order."""
    return [t for t, ps in kept().items() if ps]


@cache
def _solution(givens: str, variant: str = CLASSIC.name) -> tuple[int, ...]:
    solved = solve([int(ch) for ch in givens], variant_named(variant))
    if solved is None:
        raise ValueError(f"a kept puzzle has no solution: {givens}")
    return tuple(solved)


def drill(technique_id: str, rng: random.Random | None = None) -> Drill | None:
    """A fresh position whose next step is the technique, or None if none is kept."""
    positions = kept().get(technique_id, ())
    if not positions:
        return None
    rng = rng or random.Random()
    return drill_from(rng.choice(positions), rng)


def drill_from(kept_: Kept, rng: random.Random) -> Drill:
    """The kept position in a fresh dress drawn from `rng`. A Killer keeps its own: its
    sums fix the digits and its cages the cells (another dress would need other cages)."""
    dress = random_transform(rng) if kept_.variant == CLASSIC.name else IDENTITY
    grid = dress.grid(kept_.grid()) if dress is not IDENTITY else kept_.grid()
    solution = tuple(dress.values(_solution(kept_.givens, kept_.variant)))
    return Drill(kept_.technique, kept_.level, grid, solution)


def example(technique_id: str) -> Kept | None:
    """The position the technique's library page draws: the first kept, undressed, so the
    page is the same for everyone and from day to day."""
    positions = kept().get(technique_id, ())
    return positions[0] if positions else None


@cache
def stats() -> dict[str, object]:
    if not STATS_FILE.exists():
        return {"walked": {}, "met": {}, "cpu_seconds_per_position": {}}
    return json.loads(STATS_FILE.read_text(encoding="utf-8"))


def frequency(technique_id: str) -> list[tuple[str, int, int]]:
    """(level, puzzles of that level whose path uses the technique, puzzles walked)."""
    walked: dict[str, int] = stats()["walked"]  # type: ignore[assignment]
    met: dict[str, dict[str, int]] = stats()["met"]  # type: ignore[assignment]
    uses = met.get(technique_id, {})
    levels = ("Easy", "Medium", "Hard", "Unfair", "Extreme")
    return [(level, uses.get(level, 0), walked.get(level, 0)) for level in levels]


def daily_puzzles(level: str) -> list[str]:
    """The distinct puzzles of a level the pool came from (givens), in file order."""
    seen: dict[str, None] = {}
    for positions in kept().values():
        for position in positions:
            # Today's puzzle is a classic one: a Killer's givens are nothing without its cages.
            if position.level == level and position.variant == CLASSIC.name:
                seen.setdefault(position.givens, None)
    return list(seen)
