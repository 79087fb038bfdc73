"""`python -m bench rating`, `generate` and `new-puzzle`: how our SE rating agrees
with Sudoku Explainer's, how long the generator takes per level, and how fast
"New puzzle" answers when the pool has one ready."""

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


def bench_new_puzzle(level: str, count: int, seed: int) -> None:
    """Server time of "New puzzle" when the pool has one ready: the click players make."""
    import tempfile

    from webapp import create_app
    from webapp.entering.pool import pool
    from webapp.storage import schema

    level = level.capitalize()
    rng = random.Random(seed)
    ready = [generate(level, "rot180", rng=rng) for _ in range(count)]
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(
            {
                "SECRET_KEY": "bench",
                "DATABASE_URL": f"sqlite:///{folder}/b.db",
                "WTF_CSRF_ENABLED": False,
                "RATELIMIT_NEW_GAMES": "100000 per minute",
            }
        )
        schema.upgrade(app.extensions["sudoku_store"])
        client = app.test_client()
        seconds = []
        for puzzle in ready:
            pool().ready[level].append(puzzle)  # ready, as the refill thread leaves it
            started = time.perf_counter()
            response = client.post("/g/new", data={"level": level.lower()})
            seconds.append(time.perf_counter() - started)
            assert response.status_code == 303, response.status_code
            assert "/g/new/" not in response.headers["Location"], "the pool had none ready"
        app.extensions["sudoku_store"].dispose()
    print(
        f"new puzzle {level} from the pool: {count} clicks, "
        f"median {statistics.median(seconds) * 1000:.1f} ms, max {max(seconds) * 1000:.1f} ms"
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
    new = commands.add_parser("new-puzzle", help="server time of New puzzle from the pool")
    new.add_argument("--level", type=str.capitalize, choices=TIERS, default="Hard")
    new.add_argument("--count", type=int, default=20)
    new.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "rating":
        bench_rating(args.puzzles_dir, args.count, args.seed)
    elif args.command == "new-puzzle":
        bench_new_puzzle(args.level, args.count, args.seed)
    else:
        for level in args.level or TIERS:
            bench_generate(level, args.count, args.symmetry, args.seed)
    return 0
