"""Where the slowest solves spend their time, rung by rung.

    python -m bench rungs [--set magictour_top1465] [--every 5] [--count 0] [--slowest 0.1]
                          [--top 12]

Each puzzle is solved as `solve_path` does (the ladder's next step, applied, until
solved), timing every finder the ladder asks at every position. The slowest share of
the puzzles (`--slowest`, by their whole solve) is reported: per rung, its share of
their time. One more row: the share spent in the rungs below forcing chains at a
position right after a stuck one (a position whose step was a forcing chain or
harder). That is the most a carry of "nothing here" from one stuck position to the
next could save. A rung's share includes what it builds for the rungs after it
(ALS-XZ builds the sets, restricted commons and chain walk every ALS rung reads).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from time import process_time

import engine
from engine import collector, memo
from engine.techniques import LADDER

from .puzzles import DEFAULT_PUZZLES_DIR, read_set
from .report import table

STUCK_FROM = "forcing-chain"  # a position whose step is this rung or harder is stuck
AFTER_STUCK = "below forcing chains, right after a stuck position"


@dataclass
class SolveTimes:
    """One puzzle's solve: its time, each rung's time and the stuck positions (seconds)."""

    total: float = 0.0
    by_rung: Counter[str] = field(default_factory=Counter)
    after_stuck: float = 0.0
    stuck: int = 0


def timed_solve(puzzle: str) -> SolveTimes:
    return _timed_steps(engine.load_puzzle(puzzle).grid)


@collector.paused  # as solve_path runs the finders (engine/collector.py)
def _timed_steps(grid: engine.Grid) -> SolveTimes:
    ids = [t.id for t in LADDER]
    stuck_from = ids.index(STUCK_FROM)
    times = SolveTimes()
    previous_stuck = False
    while not all(grid.values):
        step, reached = None, 0
        for i, technique in enumerate(LADDER):
            start = process_time()
            step = next(technique.finder(grid), None)
            spent = process_time() - start
            times.total += spent
            times.by_rung[technique.id] += spent
            if previous_stuck and i < stuck_from:
                times.after_stuck += spent
            if step is not None:
                reached = i
                break
        if step is None:
            break
        previous_stuck = reached >= stuck_from
        times.stuck += previous_stuck
        engine.apply_step(grid, step)
    return times


def slowest(runs: list[SolveTimes], share: float) -> list[SolveTimes]:
    ordered = sorted(runs, key=lambda r: r.total)
    keep = max(1, math.ceil(share * len(ordered)))
    return ordered[-keep:]


def rows(runs: list[SolveTimes], top: int) -> list[list[str]]:
    """The `top` costliest rungs, the rest as one row, then the time after stuck ones."""
    whole = sum(r.total for r in runs) or 1.0
    by_rung: Counter[str] = Counter()
    for r in runs:
        by_rung.update(r.by_rung)
    ranked = by_rung.most_common()
    out = [[rung, f"{100 * spent / whole:.1f}%"] for rung, spent in ranked[:top]]
    if ranked[top:]:
        rest = sum(spent for _, spent in ranked[top:])
        out.append([f"the other {len(ranked) - top} rungs", f"{100 * rest / whole:.1f}%"])
    after = sum(r.after_stuck for r in runs)
    out.append([AFTER_STUCK, f"{100 * after / whole:.1f}%"])
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench rungs", description=__doc__)
    parser.add_argument("--set", dest="set_name", default="magictour_top1465")
    parser.add_argument("--count", type=int, default=0, help="first N puzzles, 0 for all")
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--slowest", type=float, default=0.1, help="share of puzzles shown")
    parser.add_argument("--top", type=int, default=12, help="rungs listed one by one")
    parser.add_argument("--puzzles-dir", type=Path, default=DEFAULT_PUZZLES_DIR)
    args = parser.parse_args(argv)
    runs = []
    for entry in read_set(args.puzzles_dir, args.set_name, args.count or None, args.every):
        memo.clear_all()  # each puzzle as a first solve: nothing carried from the last one
        runs.append(timed_solve(entry.puzzle))
    top = slowest(runs, args.slowest)
    mean_ms = 1000 * sum(r.total for r in top) / len(top)
    stuck = sum(r.stuck for r in top) / len(top)
    print(
        table(
            f"{args.set_name} (every {args.every}): the slowest {len(top)} of {len(runs)} "
            f"solves, {mean_ms:.1f} ms and {stuck:.1f} stuck positions each on average",
            ["rung", "share of their time"],
            rows(top, args.top),
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
