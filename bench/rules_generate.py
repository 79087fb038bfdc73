"""python -m bench rules-generate: the CPU time to make one rule puzzle of each kind by level.

    python -m bench rules-generate --kinds kropki,anti-knight --count 3
    python -m bench rules-generate --levels Easy,Medium --count 1   # every kind

Each puzzle is made as New puzzle's pool makes it (engine.generate_rules with the pool's
50 tries, seeds --seed, --seed + 1, ...), so a level the pool cannot make in its tries
shows as failed; the level each made puzzle is rated is checked to be the one asked.
Times are CPU seconds of this process (the machine may be shared).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence

from engine import TIERS, generate_rules
from engine.generator import GeneratorError
from engine.rules_generator import KINDS

from .report import table

POOL_TRIES = 50  # webapp/entering/pool.py's max_tries for a rule puzzle


def make_timed(kind: str, level: str, seed: int, tries: int = POOL_TRIES) -> tuple[float, bool]:
    """(CPU seconds, made at the level asked) for one puzzle."""
    start = time.process_time()
    try:
        made = generate_rules(kind, level, random.Random(seed), max_tries=tries)
    except GeneratorError:
        return time.process_time() - start, False
    assert made.level == level, (kind, level, made.level)  # New puzzle's levels are honest
    return time.process_time() - start, True


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench rules-generate",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kinds", default=",".join(KINDS), help="comma-separated kinds")
    parser.add_argument("--levels", default=",".join(TIERS), help="comma-separated levels")
    parser.add_argument("--count", type=int, default=2, help="puzzles per kind and level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tries", type=int, default=POOL_TRIES,
                        help="random grids per puzzle before giving up (the pool's 50)")
    args = parser.parse_args(argv)
    kinds = args.kinds.split(",")
    levels = [level.capitalize() for level in args.levels.split(",")]
    unknown = [k for k in kinds if k not in KINDS] + [lv for lv in levels if lv not in TIERS]
    if unknown:
        parser.error(f"unknown kind or level: {', '.join(unknown)}")
    rows = []
    for kind in kinds:
        for level in levels:
            times, made = [], 0
            for n in range(args.count):
                took, ok = make_timed(kind, level, args.seed + n, args.tries)
                times.append(took)
                made += ok
                print(f"{kind} {level} #{n + 1}: {took:.1f} s {'made' if ok else 'failed'}",
                      file=sys.stderr, flush=True)
            rows.append([f"{kind} {level}", f"{made}/{args.count}",
                         f"{statistics.median(times):.1f}", f"{max(times):.1f}"])
    print(table("Rule puzzles made as the pool makes them (CPU seconds each)",
                ["kind and level", "made", "median s", "max s"], rows))
    return 0
