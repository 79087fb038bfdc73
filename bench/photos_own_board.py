"""python -m bench photos-own-board: screenshots of our own board, read back by vision.

Serves the app on 127.0.0.1 (a fresh SQLite file), starts each built-in puzzle named in
--puzzles in headless Chromium, and screenshots the game page (the whole viewport: the
board with its auto pencil marks, the controls, the hint panel) in light and dark at
three device scales (0.75, 1 and 1.5 by default, the zoom levels of a screenshot taken on
a small laptop, a desktop and a phone). Each screenshot is read with vision.read_grid
and must give the puzzle's givens exactly (the pencil marks ignored). --out DIR keeps
the screenshots. Exit status 1 if any was read wrong.
"""

from __future__ import annotations

import argparse
import tempfile
import threading
import time
from pathlib import Path

import vision

from .report import table

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


def _serve(folder: Path) -> tuple[object, str]:
    from werkzeug.serving import WSGIRequestHandler, make_server

    class _Quiet(WSGIRequestHandler):
        def log_request(self, *args: object) -> None:  # the table is the report
            pass

    from webapp import create_app
    from webapp.storage import schema

    app = create_app(
        {
            "SECRET_KEY": "own-board-bench",
            "DATABASE_URL": f"sqlite:///{folder / 'g.db'}",
            "RATELIMIT_NEW_GAMES": "10000 per minute",
        }
    )
    schema.upgrade(app.extensions["sudoku_store"])
    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=_Quiet)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}"


def shoot(
    puzzles: list[str], scales: list[float], out: Path | None
) -> list[tuple[str, str, float, bool, int, str]]:
    """(puzzle, scheme, scale, read right, ms, what was read) per screenshot."""
    from playwright.sync_api import sync_playwright

    from webapp.entering.puzzles import builtins

    results = []
    with tempfile.TemporaryDirectory() as folder:
        server, url = _serve(Path(folder))
        try:
            with sync_playwright() as playwright:
                if CHROMIUM.exists():
                    browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
                else:
                    browser = playwright.chromium.launch(args=ARGS)
                for name in puzzles:
                    givens = builtins()[name].puzzle
                    starter = browser.new_page()
                    starter.goto(url + "/")
                    starter.click(f'button[name="builtin"][value="{name}"]')
                    starter.wait_for_url("**/g/**")
                    game = starter.url
                    starter.close()
                    for scheme in ("light", "dark"):
                        for scale in scales:
                            page = browser.new_page(
                                viewport={"width": 1200, "height": 900},
                                device_scale_factor=scale,
                                color_scheme=scheme,
                            )
                            page.goto(game)
                            page.wait_for_load_state("load")
                            shot = page.screenshot()
                            page.close()
                            if out is not None:
                                out.mkdir(parents=True, exist_ok=True)
                                (out / f"{name}-{scheme}-{scale:g}.png").write_bytes(shot)
                            try:
                                reading = vision.read_grid(shot)
                                read, ms = reading.puzzle, reading.ms
                            except vision.NoGridFound as error:
                                read, ms = str(error), 0
                            results.append((name, scheme, scale, read == givens, ms, read))
                browser.close()
        finally:
            server.shutdown()  # type: ignore[attr-defined]
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench photos-own-board", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--puzzles", default="easy-1,hard-1", help="built-in puzzle ids")
    parser.add_argument("--scales", default="0.75,1,1.5", help="device scale factors")
    parser.add_argument("--out", type=Path, default=None, help="keep the screenshots here")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    results = shoot(args.puzzles.split(","), [float(s) for s in args.scales.split(",")], args.out)
    rows = [
        [name, scheme, f"{scale:g}", "right" if right else f"WRONG: {read}", str(ms)]
        for name, scheme, scale, right, ms, read in results
    ]
    right = sum(r[3] for r in results)
    print(
        table(
            f"our own board, screenshotted and read: {right}/{len(results)} right "
            f"({time.perf_counter() - started:.0f} s)",
            ["puzzle", "scheme", "scale", "read", "ms"],
            rows,
        )
    )
    return 0 if right == len(results) else 1
