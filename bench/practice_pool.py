"""python -m bench practice-pool: find the practice positions the web app serves, ahead.

    python -m bench practice-pool [--per-technique 8] [--generated 30] [--seed 1]
    python -m bench practice-pool --start-times [--requests 200]   # the Practise start, timed
    python -m bench practice-pool --killers FILE [--per-technique 8]   # Killer positions

With --killers, walks the Killers of FILE (every whitespace-separated `killer:` text in
it, one a line) and puts their positions in the pool in place of the Killer positions
kept before, keeping the classic ones: a Killer position carries its variant as a 7th
field, and the web app serves it undressed (a Killer's sums fix its digits and cells).

Walks the solve path of new puzzles of every level (the generator, seeded), then of
the public sets for the techniques new puzzles rarely need, and keeps, for each
technique of the ladder, up to N positions just before its step (one per puzzle).
Writes `webapp/learning/practice_pool.txt` (one position a line) and
`webapp/learning/practice_stats.json` (how often each technique appears per level, and what
finding its positions cost). Prints the cost per technique and the techniques with no
position. The web app never searches: it dresses a kept position afresh per request
(engine/transform.py), so the pool never blocks a request.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engine import LADDER, TIERS, apply_step, generate, load_puzzle, next_step
from engine.grid import Grid

from .puzzles import DEFAULT_PUZZLES_DIR, REPO_ROOT, read_set
from .report import table

POOL_FILE = REPO_ROOT / "webapp" / "learning" / "practice_pool.txt"
STATS_FILE = REPO_ROOT / "webapp" / "learning" / "practice_stats.json"
# Public sets for what new puzzles rarely need, easiest first: (name, how many to walk,
# stride; the Sudoku Exchange sets are ordered by rating, so a stride spans them).
SETS = (
    ("sudokuexchange_hard_20k", 2500, 8),
    ("sudokuexchange_diabolical_20k", 2500, 8),
    ("magictour_top1465", 1465, 1),
    ("forum_hardest_1905_11plus", 300, 1),
)
GENERATED_SECONDS = {"Easy": 15, "Medium": 20, "Hard": 40, "Unfair": 80, "Extreme": 150}


@dataclass
class Walk:
    """One puzzle's solve path: the position before the first step of each technique."""

    givens: str
    level: str
    firsts: dict[str, Grid]
    seconds: float
    variant: str = "classic"


@dataclass
class Found:
    lines: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    cost: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    met: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    walked: Counter[str] = field(default_factory=Counter)
    seen: set[str] = field(default_factory=set)


def walk(puzzle: str) -> Walk | None:
    """The solve path of a puzzle, or None if it has not one solution or gets stuck."""
    start = time.process_time()
    try:
        grid = load_puzzle(puzzle).grid
    except Exception:  # noqa: BLE001 - a set's odd line is skipped, not fatal
        return None
    givens = "".join(str(v) if grid.givens >> c & 1 else "0" for c, v in enumerate(grid.values))
    firsts: dict[str, Grid] = {}
    hardest = 0
    while not grid.is_solved():
        step = next_step(grid)
        if step is None:
            return None
        tier = TIERS.index(next(t.tier for t in LADDER if t.id == step.technique))
        hardest = max(hardest, tier)
        firsts.setdefault(step.technique, grid.copy())
        apply_step(grid, step)
    seconds = time.process_time() - start
    return Walk(givens, TIERS[hardest], firsts, seconds, grid.variant.name)


def position_line(technique: str, walk_: Walk, source: str, grid: Grid) -> str:
    values = "".join(str(v) for v in grid.values)
    exclusions = "".join(f"{m:03x}" for m in grid.exclusions)
    line = f"{technique} {walk_.level} {source} {walk_.givens} {values} {exclusions}"
    return line if walk_.variant == "classic" else f"{line} {walk_.variant}"


def keep(found: Found, walk_: Walk, source: str, per_technique: int) -> None:
    if walk_.givens + walk_.variant in found.seen:
        return
    found.seen.add(walk_.givens + walk_.variant)
    found.walked[walk_.level] += 1
    wanted = [t for t in walk_.firsts if len(found.lines[t]) < per_technique]
    for technique in walk_.firsts:
        found.met[technique][walk_.level] += 1
    for technique in wanted:
        found.lines[technique].append(
            position_line(technique, walk_, source, walk_.firsts[technique])
        )
        # The walk served every technique it yielded a position for: share its cost.
        found.cost[technique] += walk_.seconds / len(wanted)


def generated(seed: int, count: int) -> Iterator[tuple[str, str]]:
    """(source, puzzle) of new puzzles, `count` per level, each level bounded in CPU time."""
    rng = random.Random(seed)
    for level in TIERS:
        start = time.process_time()
        for k in range(count):
            if time.process_time() - start > GENERATED_SECONDS[level]:
                break
            yield f"new:{level}:{seed}:{k}", generate(level, "rot180", rng=rng, max_tries=1000)


def build(
    per_technique: int,
    count: int,
    seed: int,
    puzzles_dir: Path,
    sets: Sequence[tuple[str, int, int]],
) -> Found:
    found = Found()
    for source, puzzle in generated(seed, count):
        result = walk(puzzle)
        if result is not None:
            keep(found, result, source, per_technique)
    for name, how_many, stride in sets:
        try:
            entries = read_set(puzzles_dir, name, how_many, stride)
        except FileNotFoundError:
            print(f"(no {name} in {puzzles_dir}: skipped)")
            continue
        for index, entry in enumerate(entries):
            if all(len(found.lines[t.id]) >= per_technique for t in LADDER):
                break
            result = walk(entry.puzzle)
            if result is not None:
                keep(found, result, f"{name}:{index * stride + 1}", per_technique)
    return found


def write(found: Found) -> None:
    lines = [
        "# Practice positions: technique level source givens values exclusions (hex per cell).",
        "# Made by `python -m bench practice-pool`; the web app dresses each afresh per request.",
    ]
    for technique in LADDER:
        lines += found.lines[technique.id]
    POOL_FILE.write_text("\n".join(lines) + "\n", encoding="utf-8")
    stats = {
        "walked": dict(found.walked),
        "met": {t.id: dict(found.met[t.id]) for t in LADDER if found.met[t.id]},
        "cpu_seconds_per_position": {
            t.id: round(found.cost[t.id] / len(found.lines[t.id]), 4)
            for t in LADDER
            if found.lines[t.id]
        },
    }
    STATS_FILE.write_text(json.dumps(stats, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def killers(path: Path, per_technique: int) -> Found:
    """The positions of the Killers in `path` (a `killer:` text on each line)."""
    found = Found()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        text = next((token for token in line.split() if token.startswith("killer:")), None)
        if text is not None and not line.startswith("#"):
            result = walk(text)
            if result is not None:
                keep(found, result, f"{path.stem}:{number}", per_technique)
    return found


def write_killers(found: Found) -> None:
    """The pool with these Killer positions in place of those kept before, for the
    techniques with no classic position (the classic positions and the statistics stay
    as they were)."""
    kept = POOL_FILE.read_text(encoding="utf-8").splitlines() if POOL_FILE.exists() else []
    classic = [line for line in kept if len(line.split()) == 6 or line.startswith("#")]
    by_technique: dict[str, list[str]] = defaultdict(list)
    for line in classic:
        if not line.startswith("#"):
            by_technique[line.split()[0]].append(line)
    lines = [line for line in classic if line.startswith("#")]
    for technique in LADDER:
        # Killer positions only for what classic puzzles never show (the Killer rungs): a
        # player practising a naked single gets a classic grid, as before.
        lines += by_technique[technique.id] or found.lines[technique.id]
    POOL_FILE.write_text("\n".join(lines) + "\n", encoding="utf-8")


def report(found: Found) -> None:
    rows = []
    for technique in LADDER:
        n = len(found.lines[technique.id])
        cost = found.cost[technique.id] / n if n else 0.0
        rows.append([technique.id, technique.tier, str(n), f"{cost:.3f}"])
    print(table("Practice pool", ["technique", "tier", "positions", "CPU s/position"], rows))
    missing = [t.id for t in LADDER if not found.lines[t.id]]
    offered = len(LADDER) - len(missing)
    print(f"techniques with positions: {offered}/{len(LADDER)}; none for: {', '.join(missing)}")
    print(f"puzzles walked per level: {dict(found.walked)}")


def start_times(requests: int, seed: int) -> None:
    """Time what a Practise start does (pick, dress, store) through the web app."""
    import tempfile

    from webapp import create_app

    with tempfile.TemporaryDirectory() as folder:
        app = create_app(
            {
                "TESTING": True,
                "SECRET_KEY": "bench-practice-start-key",
                "DATABASE_URL": f"sqlite:///{folder}/bench.db",
                "WTF_CSRF_ENABLED": False,
                "RATELIMIT_NEW_GAMES": "100000 per minute",
            }
        )
        from webapp.learning.practice_pool import offered
        from webapp.storage.schema import upgrade

        upgrade(app.extensions["sudoku_store"])

        techniques = sorted(offered())
        rng = random.Random(seed)
        client = app.test_client()
        times: dict[str, list[float]] = defaultdict(list)
        pages: list[float] = []
        for _ in range(requests):
            technique = rng.choice(techniques)
            start = time.perf_counter()
            answer = client.post(f"/practise/{technique}")
            times[technique].append((time.perf_counter() - start) * 1000)
            assert answer.status_code == 303, answer.status_code
            start = time.perf_counter()
            assert client.get(answer.headers["Location"]).status_code == 200
            pages.append((time.perf_counter() - start) * 1000)
        every = sorted(t for ts in times.values() for t in ts)
        for what, values in (("Practise start (POST)", every), ("its game page (GET)", pages)):
            values = sorted(values)
            p95 = values[int(0.95 * (len(values) - 1))]
            print(
                f"{what}, {len(values)} requests over {len(techniques)} techniques: "
                f"median {statistics.median(values):.1f} ms, p95 {p95:.1f} ms, "
                f"max {values[-1]:.1f} ms"
            )
        worst = max(times, key=lambda t: max(times[t]))
        print(f"slowest technique: {worst} (max {max(times[worst]):.1f} ms)")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench practice-pool")
    parser.add_argument("--per-technique", type=int, default=8)
    parser.add_argument("--generated", type=int, default=30, help="new puzzles per level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--puzzles-dir", type=Path, default=DEFAULT_PUZZLES_DIR)
    parser.add_argument("--start-times", action="store_true")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--killers", type=Path, help="a file of killer: texts to walk")
    args = parser.parse_args(argv)
    if args.start_times:
        start_times(args.requests, args.seed)
        return 0
    if args.killers:
        found = killers(args.killers, args.per_technique)
        write_killers(found)
        report(found)
        return 0
    found = build(args.per_technique, args.generated, args.seed, args.puzzles_dir, SETS)
    write(found)
    report(found)
    return 0
