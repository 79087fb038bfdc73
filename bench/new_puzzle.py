"""How fast "New puzzle" answers when the pool has a puzzle of the level ready.

Run: .venv/bin/python -m bench.new_puzzle [--count 20] [--levels Easy,Medium,Hard]

The pool is filled first (generation is timed by `python -m bench generate`, not
here); then each press of a level's button is timed by the app's Server-Timing
header: taking the puzzle, checking it, storing the game, answering the redirect.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import tempfile
import time

from engine.generator import generate
from webapp import create_app, schema
from webapp.pool import LEVELS, pool

from .web_actions import p95

TIMING = re.compile(r"app;dur=([\d.]+)")
TOKEN = re.compile(rb'name="csrf_token" value="([^"]*)"')
BUDGET_MS = 100.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=20, help="presses per level")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    levels = [level.strip().capitalize() for level in args.levels.split(",")]
    rng = random.Random(args.seed)
    folder = tempfile.mkdtemp()
    app = create_app(
        {
            "SECRET_KEY": "bench-new-puzzle",
            "DATABASE_URL": f"sqlite:///{folder}/bench.db",
            "RATELIMIT_NEW_GAMES": "100000 per minute",
        }
    )
    schema.upgrade(app.extensions["sudoku_store"])
    client = app.test_client()
    token = TOKEN.search(client.get("/").data).group(1).decode()
    print(f"{'level':<8}{'n':>4}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}{'wall med':>10}")
    worst = 0.0
    for level in levels:
        ready = pool().ready[level]
        made = time.perf_counter()
        while len(ready) < args.count:
            ready.append(generate(level, "rot180", rng=rng, max_tries=1000))
        made = time.perf_counter() - made
        server, wall = [], []
        for _ in range(args.count):
            begin = time.perf_counter()
            response = client.post("/g/new", data={"csrf_token": token, "level": level.lower()})
            wall.append((time.perf_counter() - begin) * 1000)
            if response.status_code != 303 or "/g/new/" in response.headers["Location"]:
                raise SystemExit(f"{level}: no ready puzzle was taken ({response.status_code})")
            server.append(float(TIMING.search(response.headers["Server-Timing"]).group(1)))
        worst = max(worst, p95(server))
        print(
            f"{level:<8}{len(server):>4}{statistics.median(server):>11.2f}{p95(server):>9.2f}"
            f"{max(server):>9.2f}{statistics.median(wall):>10.2f}"
            f"   (pool filled in {made:.1f} s)"
        )
    verdict = "met" if worst <= BUDGET_MS else "NOT met"
    print(f"budget: p95 <= {BUDGET_MS:.0f} ms with a puzzle ready: {verdict}")
    return 0 if worst <= BUDGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
