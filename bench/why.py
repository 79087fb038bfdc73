""""Why not?" timed on positions along the ladder's solves, every verdict checked.

    python -m bench why [--set magictour_top1465] [--count 40] [--every 1] [--stride 8] [--fresh]

For each puzzle, every `--stride`-th position of its solve path; at each, every
candidate of every empty cell is asked about. A verdict is right when a solution
digit gets "solution" and any other gets a step that removes it and is sound.
Times are CPU milliseconds per question. The questions at one position share its
views (its ALS, its chain and net tables), as a player's next question about the same
board does; with --fresh each is asked of a new copy of the position, as a player's
first question is.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import engine
from engine.brute_force import solve
from engine.why import ASKED

from .puzzles import DEFAULT_PUZZLES_DIR, read_set
from .report import Timings, share, table


def right(answer: engine.Answer, solution: list[int]) -> bool:
    if solution[answer.cell] == answer.digit:
        return answer.verdict == "nothing-yet" and answer.step is None
    step = answer.step
    if answer.verdict == "nothing-yet":  # no step of the ladder's removes it yet
        return step is None
    return (
        answer.verdict == "removable"
        and step is not None
        and (answer.cell, answer.digit) in step.eliminations
        and all(solution[c] != d for c, d in step.eliminations)
        and all(solution[c] == d for c, d in step.placements)
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench why", description=__doc__)
    parser.add_argument("--set", dest="set_name", default="magictour_top1465")
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--stride", type=int, default=8, help="every K-th position of a path")
    parser.add_argument("--fresh", action="store_true", help="each question on a new copy")
    parser.add_argument("--puzzles-dir", type=Path, default=DEFAULT_PUZZLES_DIR)
    args = parser.parse_args(argv)
    times: list[float] = []
    correct = 0
    answered: Counter[str] = Counter()
    for entry in read_set(args.puzzles_dir, args.set_name, args.count or None, args.every):
        grid = engine.load_puzzle(entry.puzzle).grid
        solution = solve(list(grid.values), grid.variant)
        assert solution is not None
        k = 0
        while not all(grid.values):
            step = engine.next_step(grid)
            if step is None:
                break
            if k % args.stride == 0:
                for cell in range(81):
                    for digit in range(1, 10):
                        if grid.values[cell] or not grid.candidates[cell] >> (digit - 1) & 1:
                            continue
                        if args.fresh:
                            ASKED.clear()  # why_not then starts from a copy of its own
                        start = time.process_time()
                        answer = engine.why_not(grid, cell, digit)
                        times.append((time.process_time() - start) * 1000)
                        correct += right(answer, solution)
                        answered[answer.step.technique if answer.step else answer.verdict] += 1
            engine.apply_step(grid, step)
            k += 1
    t = Timings.of(times)
    print(
        table(
            f'{args.set_name}: "why not?" per candidate on every {args.stride}th position'
            + (", each on a fresh copy" if args.fresh else ""),
            ["questions", "median ms", "p95 ms", "max ms", "right verdicts"],
            [[*t.cells(), share(correct, t.count)]],
        )
    )
    print("answered by: " + ", ".join(f"{k} {v}" for k, v in answered.most_common()))
    return 0 if correct == t.count else 1


if __name__ == "__main__":
    sys.exit(main())
