"""`python -m bench rating` and `python -m bench generate`: how our SE rating agrees
with Sudoku Explainer's, and how long the generator takes per level."""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence
from pathlib import Path

from engine import load_puzzle
from engine.generator import SYMMETRIES, generate
from engine.rating import rate
from engine.techniques import TIERS

from .puzzles import DEFAULT_PUZZLES_DIR, read_set

RATED_SETS = ("sudokuexchange_hard_20k", "sudokuexchange_diabolical_20k")


def _ranks(values: Sequence[float]) -> list[float]:
    """Ranks from 1, ties sharing their mean rank (what Spearman's rho needs)."""
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Spearman's rank correlation: Pearson's correlation of the ranks."""
    return statistics.correlation(_ranks(xs), _ranks(ys))


def bench_rating(directory: Path, count: int, seed: int) -> None:
    entries = [e for name in RATED_SETS for e in read_set(directory, name) if e.rating]
    sample = random.Random(seed).sample(entries, min(count, len(entries)))
    ours, theirs, seconds = [], [], []
    for entry in sample:
        started = time.process_time()
        rating = rate(load_puzzle(entry.puzzle).grid)
        seconds.append(time.process_time() - started)
        ours.append(rating.se)
        theirs.append(float(entry.rating))  # type: ignore[arg-type]
    close = sum(abs(a - b) <= 0.3 + 1e-9 for a, b in zip(ours, theirs, strict=True))
    print(f"rating: {len(sample)} puzzles sampled from {' + '.join(RATED_SETS)} (seed {seed})")
    print(f"  Spearman rho (our SE vs SE): {spearman(ours, theirs):.3f}")
    print(f"  within +-0.3 of SE: {close / len(sample):.1%}")
    print(f"  rating time: median {statistics.median(seconds):.3f}s, max {max(seconds):.2f}s")


def bench_generate(level: str, count: int, symmetry: str, seed: int) -> None:
    rng = random.Random(seed)
    seconds = []
    for _ in range(count):
        started = time.process_time()
        generate(level, symmetry, rng=rng)
        seconds.append(time.process_time() - started)
    print(
        f"generate {level} ({symmetry}): {count} puzzles, "
        f"median {statistics.median(seconds):.3f}s, "
        f"max {max(seconds):.2f}s"
    )


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench")
    commands = parser.add_subparsers(dest="command", required=True)
    rating = commands.add_parser("rating", help="our SE rating vs Sudoku Explainer's")
    rating.add_argument("--count", type=int, default=2000)
    rating.add_argument("--seed", type=int, default=1)
    rating.add_argument("--puzzles-dir", type=Path, default=DEFAULT_PUZZLES_DIR)
    gen = commands.add_parser("generate", help="median generator time per level")
    gen.add_argument("--level", type=str.capitalize, choices=TIERS, action="append")
    gen.add_argument("--count", type=int, default=20)
    gen.add_argument("--symmetry", default="rot180", choices=SYMMETRIES)
    gen.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "rating":
        bench_rating(args.puzzles_dir, args.count, args.seed)
    else:
        for level in args.level or TIERS:
            bench_generate(level, args.count, args.symmetry, args.seed)
    return 0
