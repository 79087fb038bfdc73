"""The technique ladder: a whole human-style solve, and one hint on a fresh board."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from time import process_time

import engine

from .puzzles import Entry
from .report import Timings


@dataclass(frozen=True)
class SolveRun:
    timings: Timings
    solved: int  # puzzles the ladder finished without a guess


def run_solve(entries: list[Entry], clock: Callable[[], float] = process_time) -> SolveRun:
    """Time engine.solve_path on each parsed puzzle (parsing untimed)."""
    times: list[float] = []
    solved = 0
    for entry in entries:
        grid = engine.parse(entry.puzzle)
        start = clock()
        result = engine.solve_path(grid)
        times.append((clock() - start) * 1000)
        solved += result.solved
    return SolveRun(Timings.of(times), solved)


def run_next_step(entries: list[Entry], clock: Callable[[], float] = process_time) -> Timings:
    """Time engine.next_step on each freshly parsed puzzle: the first hint a player asks."""
    times: list[float] = []
    for entry in entries:
        grid = engine.parse(entry.puzzle)
        start = clock()
        engine.next_step(grid)
        times.append((clock() - start) * 1000)
    return Timings.of(times)
