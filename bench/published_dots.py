"""The published variant puzzles (../shared/puzzles/variants/sudokutools_37.json) that
the link reader reads, and for those with issue 46's rules (dots and neighbours) or any
index given, their solve by the ladder without the uniqueness rungs: steps, trial steps,
unsound steps against the setter's solution (where it is given) and time.

    .venv/bin/python -m bench.published_dots            # how many are read, by rule kind
    .venv/bin/python -m bench.published_dots 2 6 9      # and solve these
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from pathlib import Path

from engine import LADDER, Grid, solve_path, variant_named
from engine.dot_links import is_dot
from engine.puzzle_links import read_link

SOURCE = (Path(__file__).resolve().parent.parent.parent
          / "shared/puzzles/variants/sudokutools_37.json")
UNIQUENESS = {"bug-plus-1", "hidden-rectangle", "avoidable-rectangle-1",
              "avoidable-rectangle-2", *(f"unique-rectangle-{n}" for n in range(1, 7))}
SWAP_FREE = tuple(t for t in LADDER if t.id not in UNIQUENESS)


def main(indices: list[int]) -> None:
    entries = json.loads(SOURCE.read_text(encoding="utf-8"))
    read, kinds = 0, Counter()
    for entry in entries:
        try:
            linked = read_link(entry["fpuzzles"])
        except ValueError:
            continue
        read += 1
        kinds.update({r.kind for r in variant_named(linked.variant).rules if is_dot(r)})
    print(f"read {read} of {len(entries)}; with each kind: {dict(kinds)}")
    for index in indices:
        entry = entries[index]
        linked = read_link(entry["fpuzzles"])
        givens = [0 if ch == "." else int(ch) for ch in linked.givens]
        grid = Grid(givens, variant=variant_named(linked.variant), unique=True)
        started = time.perf_counter()
        result = solve_path(grid, SWAP_FREE)
        took = time.perf_counter() - started
        unsound = "no solution given"
        if entry["solution"]:
            solution = [int(c) for c in entry["solution"]]
            unsound = str(sum(
                sum(solution[c] == d for c, d in s.eliminations)
                + sum(solution[c] != d for c, d in s.placements) for s in result.steps))
        trials = sum(s.technique == "verified-trial" for s in result.steps)
        print(f"{index:2} {entry['title'][:44]:44} solved={result.solved} "
              f"steps={len(result.steps)} trial={trials} unsound={unsound} {took:.1f}s")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]])
