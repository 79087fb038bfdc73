"""Positions to practise a technique on: real puzzles, stopped just before that technique
is the ladder's next step.

A position comes from a puzzle's own solve path, so everything the player needs to
see it (the candidates the earlier steps removed) is in the position, and the step
the hint will give there is exactly the technique asked for.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .generator import generate
from .grid import Grid
from .puzzle import load_puzzle
from .solver import apply_step, next_step
from .step import Step
from .techniques import technique


@dataclass(frozen=True)
class Position:
    """A practice position: the grid just before the step, the step, and its puzzle."""

    puzzle: str  # the 81-character puzzle it comes from
    grid: Grid
    step: Step

    @property
    def needs_candidates(self) -> bool:
        """Whether earlier steps removed candidates the position cannot show by its digits."""
        return any(self.grid.exclusions)


def positions_in(puzzle: str, technique_id: str, limit: int = 1) -> list[Position]:
    """The first `limit` positions along the puzzle's solve path where the ladder's next
    step is the technique (none if the path never meets it, or gets stuck first)."""
    work = load_puzzle(puzzle).grid
    found: list[Position] = []
    while not all(work.values) and len(found) < limit:
        step = next_step(work)
        if step is None:
            break
        if step.technique == technique_id:
            found.append(Position(puzzle, work.copy(), step))
        apply_step(work, step)
    return found


@dataclass
class Search:
    """What a search for positions cost: puzzles made and solved, CPU seconds."""

    puzzles: int = 0
    seconds: float = 0.0


def generated_positions(
    technique_id: str,
    rng: random.Random,
    max_puzzles: int = 200,
    max_seconds: float = 60.0,
    search: Search | None = None,
) -> Iterator[Position]:
    """Positions from new puzzles of the technique's tier, one per puzzle, bounded in
    puzzles and CPU time (rare techniques may yield nothing in the bound)."""
    level = technique(technique_id).tier  # a puzzle of that level needs the tier
    search = search if search is not None else Search()
    start = time.process_time()
    while search.puzzles < max_puzzles and search.seconds < max_seconds:
        puzzle = generate(level, "rot180", rng=rng, max_tries=1000)
        search.puzzles += 1
        found = positions_in(puzzle, technique_id)
        search.seconds = time.process_time() - start
        yield from found


def mined_positions(technique_id: str, puzzles: Iterable[str]) -> Iterator[Position]:
    """Positions from given puzzles (a set of known puzzles), one per puzzle."""
    for puzzle in puzzles:
        yield from positions_in(puzzle, technique_id)
