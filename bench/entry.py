"""python -m bench entry-check: the editor's live check, timed on random partial grids.

Each grid is a puzzle of the shared sets with a random share of its givens kept (a
player part-way through typing), now and then a typo, in every variant the editor
offers. Each is posted to /enter/check as the editor's script posts it, and the
answer's Server-Timing (the app's own time, no network) is what is counted.

    python -m bench entry-check --count 1000 --seed 1
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import tempfile
from pathlib import Path

from werkzeug.datastructures import MultiDict

from .puzzles import DEFAULT_PUZZLES_DIR, read_set

SETS = ("sudokuexchange_easy_sample500", "sudokuexchange_hard_20k", "royle_17clue")
FALLBACK = Path(__file__).resolve().parents[1] / "tests" / "data" / "sudokuexchange_hard_100.txt"


def partial_grids(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    puzzles: list[str] = []
    for name in SETS:
        try:
            puzzles += [e.puzzle for e in read_set(DEFAULT_PUZZLES_DIR, name, 300, every=7)]
        except (FileNotFoundError, OSError):
            continue
    if not puzzles:
        puzzles = [line.split()[0] for line in FALLBACK.read_text().splitlines() if line.strip()]
    grids = []
    for _ in range(count):
        cells = list(rng.choice(puzzles))
        keep = rng.uniform(0.3, 1.0)
        cells = [ch if ch not in "0." and rng.random() < keep else "." for ch in cells]
        if rng.random() < 0.2:
            cells[rng.randrange(81)] = rng.choice("123456789")
        grids.append("".join(cells))
    return grids


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench entry-check")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    from webapp import create_app
    from webapp.storage import schema
    from webapp.storage.store import make_engine

    folder = Path(tempfile.mkdtemp())
    url = f"sqlite:///{folder / 'entry.db'}"
    engine = make_engine(url)
    schema.upgrade(engine)
    engine.dispose()
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "bench-entry-check",
            "DATABASE_URL": url,
            "RATELIMIT_ENABLED": False,
        }
    )
    client = app.test_client()
    home = client.get("/")
    token = re.search(rb'name="csrf_token" value="([^"]+)"', home.data).group(1).decode()
    times: list[float] = []
    said: dict[str, int] = {}
    for grid in partial_grids(args.count, args.seed):
        data = MultiDict([("csrf_token", token), ("variant", "classic"), ("own", "")])
        for ch in grid:
            data.add("cell", "" if ch == "." else ch)
        answer = client.post("/enter/check", data=data, headers={"HX-Request": "true"})
        if answer.status_code != 200:
            print(f"status {answer.status_code} for {grid}", file=sys.stderr)
            return 1
        times.append(float(answer.headers["Server-Timing"].split("dur=")[1]))
        tone = re.search(rb'class="entry-status (\w+)"', answer.data).group(1).decode()
        said[tone] = said.get(tone, 0) + 1
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(
        f"{len(times)} live checks of partial grids (seed {args.seed}): "
        f"median {statistics.median(times):.1f} ms, p95 {p95:.1f} ms, max {times[-1]:.1f} ms "
        "of server time"
    )
    print("status lines: " + ", ".join(f"{k} {v}" for k, v in sorted(said.items())))
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
