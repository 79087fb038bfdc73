"""Killers solved by logic: how many to the end without a trial step, none unsound, how fast.

    python -m bench killers --count 200 --seed 36 [--level Medium] [--file F] [--write F]

Killers come from `--file` (one `killer:` line each) or are generated from `--seed`:
without `--level`, grids cut into cages by the Easy, Medium and Hard size profiles in
turn and made unique (the newspaper range, untuned to any level); with `--level`, made
by generate_killer for that level, and the level the ladder rates is set beside it.
Each is solved step by step with the engine's ladder; every placement and elimination is
checked against the brute-force solution, and every next_step call is timed (the hint a
player asks for at that position). Times are wall-clock ms on this machine.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from engine import Grid, generate_killer, read_killer, solve
from engine.generator import random_solution
from engine.killer_generator import cut_into_cages, make_unique
from engine.rating import level_of
from engine.rules.cages import killer_text
from engine.solver import apply_step, next_step

TRIAL = "verified-trial"
NEWSPAPER = ("Easy", "Medium", "Hard")


def _p95(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


def generated(count: int, seed: int, level: str | None) -> list[str]:
    """`count` Killers in the killer: form, one seed for all."""
    rng = random.Random(seed)
    found: list[str] = []
    while len(found) < count:
        if level is not None:
            found.append(generate_killer(level, rng))
            continue
        solution = random_solution(rng)
        cages = cut_into_cages(solution, rng, NEWSPAPER[len(found) % len(NEWSPAPER)])
        try:
            variant, values = make_unique(cages, solution, rng)
        except Exception:  # noqa: BLE001 - a cut that would not come out unique: next grid
            continue
        found.append(killer_text(variant, values))
    return found


def solve_one(text: str) -> dict:
    """The ladder's solve of one Killer, each hint timed and checked."""
    variant, givens = read_killer(text)
    values = [int(ch) if ch.isdigit() else 0 for ch in givens] if givens else [0] * 81
    answer = solve(values, variant, budget=None)
    assert answer is not None, text
    grid = Grid(values, variant=variant)
    grid.unique = True
    steps, hint_ms, unsound = [], [], 0
    while not all(grid.values) and len(steps) < 2000:
        start = time.perf_counter()
        step = next_step(grid)
        hint_ms.append((time.perf_counter() - start) * 1000)
        if step is None:
            break
        unsound += sum(answer[c] != d for c, d in step.placements)
        unsound += sum(answer[c] == d for c, d in step.eliminations)
        apply_step(grid, step)
        steps.append(step)
    techniques = Counter(s.technique for s in steps)
    return {
        "solved": grid.is_solved() and not techniques[TRIAL],
        "trial": techniques[TRIAL] > 0,
        "unsound": unsound,
        "solve_ms": sum(hint_ms),
        "hint_ms": hint_ms,
        "level": level_of(steps)[0],
        "cages": len(variant.cages),
        "givens": sum(1 for v in values if v),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures; 1 if any step was unsound."""
    parser = argparse.ArgumentParser(
        prog="python -m bench killers", description="Killers solved by logic, checked and timed"
    )
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--level", default=None, help="make each with generate_killer(level)")
    parser.add_argument("--file", type=Path, default=None, help="killer: lines to read instead")
    parser.add_argument("--write", type=Path, default=None, help="write the Killers used here")
    args = parser.parse_args(argv)
    level = args.level.capitalize() if args.level else None
    start = time.perf_counter()
    if args.file is not None:
        texts = [line.strip() for line in args.file.read_text().splitlines()
                 if line.strip().startswith("killer:")][: args.count or None]
    else:
        texts = generated(args.count, args.seed, level)
    made_s = time.perf_counter() - start
    if args.write is not None:
        args.write.write_text("".join(t + "\n" for t in texts))
    runs = [solve_one(t) for t in texts]
    n = len(runs)
    hints = [ms for r in runs for ms in r["hint_ms"]]
    solve_ms = [r["solve_ms"] for r in runs]
    cages = [r["cages"] for r in runs]
    source = args.file or f"seed {args.seed}" + (f", level {level}" if level else ", newspaper mix")
    each = made_s / max(n, 1) * 1000
    print(f"{n} Killers ({source}); made in {made_s:.1f} s ({each:.0f} ms each)")
    print(f"cages per Killer: median {statistics.median(cages) if cages else 0}, "
          f"with givens: {sum(1 for r in runs if r['givens'])}")
    solved = sum(r["solved"] for r in runs)
    print(f"solved to the end without a trial step: {solved}/{n} ({100 * solved / max(n, 1):.1f}%)")
    print(f"needing a trial step: {sum(r['trial'] for r in runs)}")
    unsound = sum(r["unsound"] for r in runs)
    print(f"unsound placements or eliminations: {unsound}")
    if runs:
        print(f"solve ms: median {statistics.median(solve_ms):.1f}, p95 {_p95(solve_ms):.1f}, "
              f"max {max(solve_ms):.1f}")
        print(f"next hint ms along the solves: median {statistics.median(hints):.2f}, "
              f"p95 {_p95(hints):.2f} ({len(hints)} hints)")
    rated = Counter(r["level"] for r in runs)
    print("rated levels: " + ", ".join(f"{lv} {rated[lv]}" for lv in
                                         ("Easy", "Medium", "Hard", "Unfair", "Extreme")))
    if level:
        print(f"asked {level}: rated {level} in {rated[level]}/{n}")
    return 1 if unsound else 0

