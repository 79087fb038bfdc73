"""The brute-force solver: time to prove a puzzle has exactly one solution.

    python -m bench impossible [--puzzle P] [--runs N] [--clock wall]

times count_solutions(limit=2) on one grid, by default Norvig's "impossible" one,
the grid that once took the solver 45 s to find it has no solution.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from time import process_time

from engine import CLASSIC, SearchTooLong, count_solutions, solve, variant_named

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


# No solution, which takes the whole search tree to show: 17 clues, and no cell with
# fewer than four candidates at the start.
NORVIG_IMPOSSIBLE = (
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."
)


def main(argv: Sequence[str] | None = None) -> int:
    """Time count_solutions on one puzzle, several runs; 1 if it ran out of its budget."""
    parser = argparse.ArgumentParser(
        prog="python -m bench impossible",
        description="count_solutions(limit=2) on one puzzle, timed over several runs",
    )
    parser.add_argument("--puzzle", default=NORVIG_IMPOSSIBLE, help="81 digits, . or 0 empty")
    parser.add_argument("--variant", default=CLASSIC.name, help="classic, x, colour, jigsaw:...")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--budget", type=int, default=None, help="search nodes (default: no limit)")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    args = parser.parse_args(argv)
    clock = process_time if args.clock == "cpu" else time.perf_counter
    values = [int(ch) if ch.isdigit() else 0 for ch in args.puzzle]
    variant = variant_named(args.variant)
    times: list[float] = []
    for _ in range(max(1, args.runs)):
        start = clock()
        try:
            count = count_solutions(values, variant, limit=2, budget=args.budget)
        except SearchTooLong as stopped:
            print(f"{args.puzzle}: {stopped}")
            return 1
        times.append((clock() - start) * 1000)
    print(
        f"{args.puzzle}: {count} solution(s) (counting to 2), {args.clock} ms over "
        f"{len(times)} runs: median {statistics.median(times):.2f}, "
        f"min {min(times):.2f}, max {max(times):.2f}"
    )
    return 0
