"""The brute-force solver: time to prove a puzzle has exactly one solution."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from time import process_time

from engine import count_solutions, solve

from .puzzles import Entry
from .report import Timings


@dataclass(frozen=True)
class BruteRun:
    timings: Timings
    wrong: list[str]  # puzzles with a count other than 1 or a solution other than the file's

    @property
    def checked(self) -> int:
        return self.timings.count - len(self.wrong)


def run_brute(entries: list[Entry], clock: Callable[[], float] = process_time) -> BruteRun:
    """Time count_solutions(limit=2) per puzzle, then check it against the file (untimed)."""
    times: list[float] = []
    wrong: list[str] = []
    for entry in entries:
        values = entry.values
        start = clock()
        count = count_solutions(values, limit=2)
        times.append((clock() - start) * 1000)
        if count != 1 or (entry.solution is not None and _digits(solve(values)) != entry.solution):
            wrong.append(entry.puzzle)
    return BruteRun(Timings.of(times), wrong)


def _digits(values: list[int] | None) -> str | None:
    return None if values is None else "".join(map(str, values))
