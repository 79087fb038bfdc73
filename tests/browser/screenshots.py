"""Screenshots of the game with a level-3 hint open, to look at as a player would: a chain
(Nice Loop / AIC), a Rule of 45 (Killer) and a Sue de Coq, on a phone (390x844) and a
desktop (1200x900), light and dark. Each game is a Practise one (a position just before a
step of the technique), so the hint is that technique's. And a pasted puzzle with clues
outside the grid (sandwiches, little killers) and an extra region, a cell selected: the
board's frame, its arrows and grey cells.

    .venv/bin/python tests/browser/screenshots.py [OUT_DIR] [NAME ...]

writes sixteen PNGs (device scale 1, the first screen, 256 colours) to
tests/browser/screenshots/ or OUT_DIR; NAMEs (chain, rule-of-45, sue-de-coq,
outside-clues) take only those. Not a test:
the pictures are for eyes, and the practice positions are dressed at random each run.
"""

from __future__ import annotations

import re
import sys
import tempfile
import threading
from pathlib import Path

from PIL import Image
from playwright.sync_api import Page, expect, sync_playwright
from werkzeug.serving import make_server

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

from conftest import CHROMIUM, CHROMIUM_ARGS, QuietHandler  # noqa: E402
from outside_clues import HARD, SHOWN_LINK  # noqa: E402
from pages import VIEWPORTS  # noqa: E402

from webapp import create_app  # noqa: E402
from webapp.storage import schema  # noqa: E402

TECHNIQUES = {"chain": "nice-loop", "rule-of-45": "rule-of-45", "sue-de-coq": "sue-de-coq"}
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')


def practise(page: Page, base: str, technique_id: str) -> None:
    """A new Practise game of the technique, its hint opened to level 3, a cell selected."""
    token = TOKEN.search(page.request.get(base + "/practise").text())
    assert token is not None
    answer = page.request.post(
        f"{base}/practise/{technique_id}", form={"csrf_token": token.group(1)}, max_redirects=0
    )
    assert answer.status == 303, answer.status
    page.goto(base + answer.headers["location"])
    for level in (1, 2, 3):
        page.click("#hint-button")
        expect(page.locator("#hint-title")).to_have_attribute("data-level", str(level))
    page.evaluate("window.scrollTo(0, 0)")


def outside_clues(page: Page, base: str) -> None:
    """The pasted puzzle with clues outside the grid, its lowest empty cell selected."""
    token = TOKEN.search(page.request.get(base + "/").text())
    assert token is not None
    answer = page.request.post(base + "/games", max_redirects=0,
                               form={"csrf_token": token.group(1), "puzzle": SHOWN_LINK})
    assert answer.status == 303, answer.status
    page.goto(base + answer.headers["location"])
    page.click(f"#c{HARD.rindex('.')}")
    page.evaluate("window.scrollTo(0, 0)")


def small(path: Path) -> None:
    """The PNG in 256 colours: a screen of flat colours keeps its look at a third the bytes."""
    with Image.open(path) as shot:
        shot.convert("RGB").quantize(256, dither=Image.Dither.NONE).save(path, optimize=True)


def main(out: Path, only: tuple[str, ...] = ()) -> None:
    out.mkdir(parents=True, exist_ok=True)
    folder = tempfile.mkdtemp()
    app = create_app(
        {
            "SECRET_KEY": "screenshots",
            "DATABASE_URL": f"sqlite:///{folder}/g.db",
            "RATELIMIT_NEW_GAMES": "10000 per minute",
        }
    )
    schema.upgrade(app.extensions["sudoku_store"])
    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=QuietHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    try:
        with sync_playwright() as playwright:
            launch = {"args": CHROMIUM_ARGS}
            if CHROMIUM.exists():
                launch["executable_path"] = str(CHROMIUM)
            browser = playwright.chromium.launch(**launch)
            for view in ("phone", "desktop"):
                for scheme in ("light", "dark"):
                    touch = view == "phone"
                    context = browser.new_context(
                        viewport=VIEWPORTS[view], has_touch=touch, is_mobile=touch,
                        color_scheme=scheme, device_scale_factor=1,
                    )
                    page = context.new_page()
                    for name, technique_id in (*TECHNIQUES.items(), ("outside-clues", "")):
                        if only and name not in only:
                            continue
                        if technique_id:
                            practise(page, base, technique_id)
                        else:
                            outside_clues(page, base)
                        path = out / f"{view}-{scheme}-{name}.png"
                        # The first screen, as the player meets it (on a phone the hint's
                        # words follow below the pad).
                        page.screenshot(path=str(path))
                        small(path)
                        print(path)
                    context.close()
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "screenshots", tuple(sys.argv[2:]))
