"""The solve-path record: every step (technique and effect) of a fixed sample of puzzles.

    python -m bench paths check [--jobs 2]     # solve the sample, print every step that moved
    python -m bench paths record [--jobs 2]    # write the record anew (after a wanted change)

A speed change must leave every step where it was; a change of the ladder shows here
which steps moved, puzzle by puzzle. The record (bench/solve_paths.txt) carries its
puzzles, so the check needs nothing from ../shared: 293 magictour puzzles (every 5th),
300 diabolical and 200 hard (spread over their sets, which are sorted by rating) and
the first 40 forum-hardest, 833 in all.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import engine

from .puzzles import DEFAULT_PUZZLES_DIR, read_set

RECORD = Path(__file__).resolve().parent / "solve_paths.txt"
# (set, every k-th line, how many): the sample the record was made from.
SAMPLE = [
    ("magictour_top1465", 5, 293),
    ("sudokuexchange_diabolical_20k", 66, 300),
    ("forum_hardest_1905_11plus", 1, 40),
    ("sudokuexchange_hard_20k", 100, 200),
]
HEADER = (
    "# The solve-path record: `set puzzle` then each step of engine.solve_path as\n"
    "# technique:effects, steps separated by ' | ', the last field solved or stuck.\n"
    "# Made and checked by `python -m bench paths record|check`; see bench/paths.py.\n"
)


@dataclass(frozen=True)
class SolvePath:
    set_name: str
    puzzle: str
    steps: tuple[str, ...]  # "technique:r1c1=4,r2c3<>5"
    end: str  # "solved" or "stuck"

    def line(self) -> str:
        return " ".join([self.set_name, self.puzzle, " | ".join([*self.steps, self.end])])

    @staticmethod
    def parse(line: str) -> SolvePath:
        set_name, puzzle, rest = line.split(" ", 2)
        *steps, end = rest.split(" | ")
        return SolvePath(set_name, puzzle, tuple(steps), end)


def step_text(step: engine.Step) -> str:
    """A step as its technique and what it does, in the community's notation."""
    placed = [f"{engine.cell_name(c)}={d}" for c, d in step.placements]
    removed = [f"{engine.cell_name(c)}<>{d}" for c, d in sorted(step.eliminations)]
    return f"{step.technique}:{','.join(placed + removed)}"


def solve_one(item: tuple[str, str]) -> SolvePath:
    set_name, puzzle = item
    result = engine.solve_path(engine.load_puzzle(puzzle).grid)
    steps = tuple(step_text(s) for s in result.steps)
    return SolvePath(set_name, puzzle, steps, "solved" if result.solved else "stuck")


def solve_all(items: Sequence[tuple[str, str]], jobs: int) -> list[SolvePath]:
    """Each puzzle solved in a fresh order-independent way: a worker takes whole chunks."""
    if jobs <= 1:
        return [solve_one(item) for item in items]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(solve_one, items, chunksize=8))


def sample_from_sets(directory: Path) -> list[tuple[str, str]]:
    return [
        (name, entry.puzzle)
        for name, every, count in SAMPLE
        for entry in read_set(directory, name, count, every)
    ]


def read_record(path: Path = RECORD) -> list[SolvePath]:
    lines = path.read_text(encoding="ascii").splitlines()
    return [SolvePath.parse(line) for line in lines if line and not line.startswith("#")]


def write_record(paths: Iterable[SolvePath], path: Path = RECORD) -> None:
    path.write_text(HEADER + "".join(p.line() + "\n" for p in paths), encoding="ascii")


def differences(recorded: Sequence[SolvePath], now: Sequence[SolvePath]) -> list[str]:
    """One line per puzzle whose path moved: where it first differs, then and now."""
    out = []
    for old, new in zip(recorded, now, strict=True):
        if old == new:
            continue
        first = next(
            (i for i, (a, b) in enumerate(zip(old.steps, new.steps, strict=False)) if a != b),
            min(len(old.steps), len(new.steps)),
        )
        was = old.steps[first] if first < len(old.steps) else old.end
        is_ = new.steps[first] if first < len(new.steps) else new.end
        out.append(f"{old.set_name} {old.puzzle} step {first + 1}: was {was}, now {is_}")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench paths", description=__doc__)
    parser.add_argument("action", choices=["check", "record"])
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument(
        "--puzzles-dir",
        type=Path,
        default=DEFAULT_PUZZLES_DIR,
        help="where `record` reads the sets (default: %(default)s)",
    )
    args = parser.parse_args(argv)
    start = time.perf_counter()
    if args.action == "record":
        paths = solve_all(sample_from_sets(args.puzzles_dir), args.jobs)
        write_record(paths)
        steps = sum(len(p.steps) for p in paths)
        print(f"recorded {len(paths)} puzzles, {steps} steps, in {RECORD}")
        return 0
    recorded = read_record()
    now = solve_all([(p.set_name, p.puzzle) for p in recorded], args.jobs)
    moved = differences(recorded, now)
    for line in moved:
        print(line)
    steps = sum(len(p.steps) for p in recorded)
    print(
        f"{len(recorded) - len(moved)}/{len(recorded)} solve paths unchanged "
        f"({steps} recorded steps), {time.perf_counter() - start:.0f} s"
    )
    return 1 if moved else 0


if __name__ == "__main__":
    sys.exit(main())
