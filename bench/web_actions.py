"""Server time per web action and the game page's weight, over a scripted game on a hard puzzle.

Run: .venv/bin/python -m bench.web_actions [--puzzle hard-3] [--rounds 8] [--check]

Drives the real app (SQLite file, CSRF on) through Flask's test client with
htmx headers, as the browser sends them: enter values, pencil marks, hints
at each level, apply, undo, redo, erase. Server time is the app's own
Server-Timing header (request start to response ready: view, engine,
database, templates); wall time adds the test client's overhead. The page
weight is the game page's HTML, CSS and script gzip'd as a server would
send them, htmx excluded (reported apart).
"""

from __future__ import annotations

import argparse
import gzip
import math
import re
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from webapp import create_app
from webapp.entering.puzzles import builtins
from webapp.storage import schema

ROOT = Path(__file__).resolve().parent.parent
HX = {"HX-Request": "true"}
FIELD = re.compile(rb'name="(csrf_token|version)" value="([^"]*)"')
TIMING = re.compile(r"app;dur=([\d.]+)")
BUDGET_MEDIAN_MS, BUDGET_P95_MS, BUDGET_PAGE_KB = 30.0, 80.0, 100.0


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def gzip_size(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=6))


class Game:
    def __init__(self, client, puzzle: str) -> None:  # noqa: ANN001
        self.client = client
        self.server: dict[str, list[float]] = defaultdict(list)
        self.wall: dict[str, list[float]] = defaultdict(list)
        home = client.get("/")
        self.fields = dict((k.decode(), v.decode()) for k, v in FIELD.findall(home.data))
        started = client.post(
            "/games", data={"csrf_token": self.fields["csrf_token"], "builtin": puzzle}
        )
        self.url = started.headers["Location"]
        self.page = client.get(self.url)
        self.fields.update((k.decode(), v.decode()) for k, v in FIELD.findall(self.page.data))

    def act(self, kind: str, action: str, **data: object) -> bytes:
        form = dict(self.fields, **{k: str(v) for k, v in data.items()})
        begin = time.perf_counter()
        response = self.client.post(f"{self.url}/{action}", data=form, headers=HX)
        self.wall[kind].append((time.perf_counter() - begin) * 1000)
        if response.status_code >= 400:
            raise SystemExit(f"{kind}: unexpected {response.status_code}: {response.data[:300]!r}")
        self.server[kind].append(float(TIMING.search(response.headers["Server-Timing"]).group(1)))
        self.fields.update((k.decode(), v.decode()) for k, v in FIELD.findall(response.data))
        return response.data

    def look(self, kind: str, view: str) -> bytes:
        """A reading request (GET): timed like an action, changes nothing."""
        begin = time.perf_counter()
        response = self.client.get(f"{self.url}/{view}", headers=HX)
        self.wall[kind].append((time.perf_counter() - begin) * 1000)
        if response.status_code >= 400:
            raise SystemExit(f"{kind}: unexpected {response.status_code}: {response.data[:300]!r}")
        self.server[kind].append(float(TIMING.search(response.headers["Server-Timing"]).group(1)))
        return response.data

    @property
    def actions(self) -> int:
        return sum(len(v) for v in self.server.values())


def play(game: Game, app, rounds: int) -> None:  # noqa: ANN001
    from webapp.storage.store import Game as Row
    from webapp.storage.store import db

    def state():  # noqa: ANN202
        with app.app_context():
            row = db().get(Row, game.url.rsplit("/", 1)[1])
            return row.grid(), row.solution_digits()

    for _ in range(rounds):
        grid, solution = state()
        empty = [c for c in range(81) if not grid.values[c]]
        if len(empty) < 3:
            break
        # The player fills a cell, fiddles with a pencil mark, errs once and erases.
        cell = empty[len(empty) // 2]
        game.act("enter", "move", cell=cell, digit=solution[cell])
        mark_cell = next(c for c in empty if c != cell and grid.candidates[c].bit_count() > 1)
        mark = next(d for d in range(1, 10) if grid.candidates[mark_cell] >> (d - 1) & 1)
        game.act("pencil", "move", cell=mark_cell, digit=mark, mode="pencil")
        game.act("pencil", "move", cell=mark_cell, digit=mark, mode="pencil")
        wrong_cell = next(c for c in reversed(empty) if c not in (cell, mark_cell))
        wrong = next(d for d in range(1, 10) if d != solution[wrong_cell])
        game.act("enter", "move", cell=wrong_cell, digit=wrong)
        game.act("hint", "hint")  # the mistake comes first
        game.act("enter", "move", cell=wrong_cell, digit=0)
        # Then the full hint, applied, taken back and redone.
        said = game.act("hint", "hint")
        if b"No technique the assistant knows applies here." in said:
            game.act("undo", "undo")
            game.act("redo", "redo")
            continue
        game.act("hint", "hint")
        game.act("hint", "hint")
        game.act("apply", "apply")
        game.act("undo", "undo")
        game.act("redo", "redo")
        # The player's tools: a colour marker, own notes written and filled in, a look
        # for mistakes, a revealed cell taken back.
        game.act("marker", "marker", cell=mark_cell, colour=2)
        game.act("notes", "notes", notes="own")
        # The applied hint may have filled the marked cell: a note goes in an empty one.
        grid, _ = state()
        note_cell = next(c for c in range(81) if not grid.values[c])
        game.act("pencil", "move", cell=note_cell, digit=mark, mode="pencil")
        game.act("notes", "fill-notes")
        game.act("notes", "notes", notes="auto")
        game.look("check", "check")
        game.act("reveal", "reveal")
        game.act("undo", "undo")


def report(game: Game) -> tuple[float, float]:
    everything = [t for times in game.server.values() for t in times]
    print(f"{game.actions} actions; server time per action in ms (Server-Timing), wall in ms")
    print(f"{'kind':<8}{'n':>4}{'median':>9}{'p95':>9}{'max':>9}{'wall med':>10}{'wall p95':>10}")
    for kind in ("enter", "pencil", "hint", "apply", "undo", "redo", "marker", "notes", "check",
                 "reveal"):
        t, w = game.server[kind], game.wall[kind]
        if t:
            print(
                f"{kind:<8}{len(t):>4}{statistics.median(t):>9.2f}{p95(t):>9.2f}{max(t):>9.2f}"
                f"{statistics.median(w):>10.2f}{p95(w):>10.2f}"
            )
    walls = [t for times in game.wall.values() for t in times]
    median, high = statistics.median(everything), p95(everything)
    print(
        f"{'all':<8}{len(everything):>4}{median:>9.2f}{high:>9.2f}{max(everything):>9.2f}"
        f"{statistics.median(walls):>10.2f}{p95(walls):>10.2f}"
    )
    return median, high


def page_weight(client, game: Game) -> float:  # noqa: ANN001
    html = client.get(game.url).data
    css = (ROOT / "static/css/app.css").read_bytes()
    script = (ROOT / "static/js/board.js").read_bytes()
    htmx_path = ROOT / "static/vendor/htmx.min.js"
    parts = {"HTML": html, "CSS": css, "board.js": script}
    total = 0
    print("\ngame page weight (gzip level 6, htmx excluded)")
    for name, data in parts.items():
        total += gzip_size(data)
        print(f"  {name:<9}{len(data):>8} B raw {gzip_size(data):>7} B gzip")
    print(f"  {'total':<9}{sum(len(d) for d in parts.values()):>8} B raw {total:>7} B gzip")
    if htmx_path.exists():
        print(f"  (htmx.min.js, not counted: {gzip_size(htmx_path.read_bytes())} B gzip)")
    fragment = client.post(
        f"{game.url}/hint", data=game.fields, headers=HX
    ).data  # one action's answer
    print(f"  one action's fragments: {len(fragment)} B raw, {gzip_size(fragment)} B gzip")
    # The heaviest view: "Apply one heuristic" open lists every step on the board.
    game.fields.update((k.decode(), v.decode()) for k, v in FIELD.findall(fragment))
    opened = client.post(f"{game.url}/steps", data=game.fields)
    if opened.status_code != 303:
        raise SystemExit(f"opening the step list: unexpected {opened.status_code}")
    listed = client.get(game.url).data
    # Past the request's wait the list is worked out in the solve pool ("Working this
    # out…", as a loaded machine's first ask may be): ask again as the page's poll does.
    for _ in range(80):
        if b'id="steps-working"' not in listed:
            break
        time.sleep(0.25)
        listed = client.get(game.url).data
    game.fields.update((k.decode(), v.decode()) for k, v in FIELD.findall(listed))
    steps = listed.count(b'name="step"')
    print(
        f"  with the step list open ({steps} steps): HTML {len(listed)} B raw,"
        f" {gzip_size(listed)} B gzip"
    )
    return total / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--puzzle", default="hard-3", choices=sorted(builtins()))
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--check", action="store_true", help="exit 1 when over a budget")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as folder:
        app = create_app({"SECRET_KEY": "bench", "DATABASE_URL": f"sqlite:///{folder}/bench.db"})
        schema.upgrade(app.extensions["sudoku_store"])
        try:
            client = app.test_client()
            game = Game(client, args.puzzle)
            chosen = builtins()[args.puzzle]
            grade = f"SE {chosen.rating}" if chosen.rating else chosen.difficulty
            if chosen.variant != "classic":
                grade = f"{chosen.variant.split(':')[0]}, {grade}"
            print(f"puzzle {chosen.id} ({grade}): {chosen.puzzle}")
            play(game, app, args.rounds)
            median, high = report(game)
            weight = page_weight(client, game)
        finally:
            app.extensions["sudoku_store"].dispose()

    ok = (
        game.actions >= 50
        and median <= BUDGET_MEDIAN_MS
        and high <= BUDGET_P95_MS
        and weight <= BUDGET_PAGE_KB
    )
    print(
        f"\nbudgets: >=50 actions, median <= {BUDGET_MEDIAN_MS:.0f} ms, "
        f"p95 <= {BUDGET_P95_MS:.0f} ms,"
        f" page <= {BUDGET_PAGE_KB:.0f} KB: {'met' if ok else 'NOT met'}"
    )
    return 1 if args.check and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
