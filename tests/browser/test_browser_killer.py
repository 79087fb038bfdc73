"""A Killer in a real browser: every cage outlined and summed, the sums readable (size and
contrast) and clear of the pencil marks, a hint at level 3 drawing its cage, light and
dark, desktop and phone, axe clean (screenshots in tests/artifacts/)."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from axe import serious_violations
from pages import page_on, settled
from playwright.sync_api import Browser, expect
from werkzeug.serving import WSGIRequestHandler, make_server

from engine import Grid, Puzzle, read_killer
from webapp import create_app
from webapp.storage import schema
from webapp.storage.store import db, new_game

DATA = Path(__file__).resolve().parent.parent / "data" / "web_killers.txt"
TEXT, SOLUTION = next(
    line.split()[1:]
    for line in DATA.read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
)
VARIANT, _ = read_killer(TEXT)

# The sums' contrast against their cell, and whether one overlaps a shown pencil mark.
MEASURE = """() => {
  const lum = c => {
    const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3).map(Number).map(v => {
      v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ground = el => {
    for (; el; el = el.parentElement) {
      const c = getComputedStyle(el).backgroundColor;
      if (c && c !== "transparent" && !/^rgba\\(.*, 0\\)$/.test(c)) return c;
    }
    return "rgb(255, 255, 255)";
  };
  const meets = (a, b) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  return [...document.querySelectorAll("#board .sum")].map(sum => {
    const box = sum.getBoundingClientRect();
    const [a, b] = [lum(getComputedStyle(sum).color), lum(ground(sum.parentElement))];
    const marks = [...sum.parentElement.querySelectorAll(".marks i")]
      .filter(i => i.textContent.trim());
    return {
      cell: Number(sum.parentElement.dataset.cell), text: sum.textContent,
      height: box.height, contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
      overlaps: marks.filter(i => meets(box, i.getBoundingClientRect())).map(i => i.textContent),
    };
  });
}"""


class QuietHandler(WSGIRequestHandler):
    def log_request(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def killer_game(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[], str]]:
    """A server of its own, with a way to store a Killer game straight away: the cages'
    uniqueness is the paste box's to check (tests/web/test_web_killer_paste.py)."""
    folder = tmp_path_factory.mktemp("killer")
    app = create_app({"SECRET_KEY": "browser-killer", "DATABASE_URL": f"sqlite:///{folder}/k.db"})
    schema.upgrade(app.extensions["sudoku_store"])
    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=QuietHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()

    def start() -> str:
        solution = tuple(int(ch) for ch in SOLUTION)
        with app.test_request_context():
            game = new_game(db(), Puzzle(Grid([0] * 81, variant=VARIANT), solution), "Killer")
            db().commit()
            return f"http://127.0.0.1:{server.server_port}/g/{game.id}"

    try:
        yield start
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
        app.extensions["sudoku_store"].dispose()


@pytest.mark.parametrize("view", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_cage_is_drawn_summed_readable_and_clear_of_the_marks(
    browser: Browser, killer_game: Callable[[], str], artifacts: Path, view: str, scheme: str
) -> None:
    with page_on(browser, view, color_scheme=scheme) as page:
        page.goto(killer_game())
        settled(page)
        expect(page.locator("#board table")).to_have_class("board variant-killer")
        expect(page.locator("#board svg.overlay path.cage")).to_have_count(len(VARIANT.cages))
        sums = page.evaluate(MEASURE)
        assert sorted((s["cell"], int(s["text"])) for s in sums) == sorted(
            (cage.cells[0], cage.total) for cage in VARIANT.cages
        )
        for found in sums:
            assert found["height"] >= 9, found  # readable on a phone
            assert found["contrast"] >= 4.5, found
            assert found["overlaps"] == [], found
        # Every cage line lies inside the board.
        board = page.locator("#board table").bounding_box()
        assert board is not None
        right, bottom = board["x"] + board["width"], board["y"] + board["height"]
        for line in page.locator("#board path.cage").all():
            box = line.bounding_box()
            assert box is not None
            assert board["x"] <= box["x"] and box["x"] + box["width"] <= right
            assert board["y"] <= box["y"] and box["y"] + box["height"] <= bottom
        label = page.locator(f"#c{VARIANT.cages[0].cells[0]}").get_attribute("aria-label") or ""
        assert f"adding to {VARIANT.cages[0].total}" in label
        assert serious_violations(page) == []
        page.locator(".play").screenshot(path=str(artifacts / f"killer-{scheme}-{view}.png"))


@pytest.mark.parametrize(("view", "scheme"), [("desktop", "light"), ("phone", "dark")])
def test_a_killer_hint_at_level_3_draws_its_cage(
    browser: Browser, killer_game: Callable[[], str], artifacts: Path, view: str, scheme: str
) -> None:
    with page_on(browser, view, color_scheme=scheme) as page:
        page.goto(killer_game())
        # With the cage sums in the candidates the first hint is a single; without them
        # (the player's switch, pressed here) it is every cage's combinations.
        page.click("#cage-sums")
        expect(page.locator("#cage-sums")).to_have_attribute("aria-pressed", "false")
        for level in (1, 2, 3):
            page.click("#hint-button")
            expect(page.locator("#hint-title .level")).to_have_text(f"{level} of 3")
        hinted = page.locator("#board path.cage-hint")
        expect(hinted.first).to_be_visible()
        cells_of = {
            line.get_attribute("d"): VARIANT.cages[i].cells
            for i, line in enumerate(page.locator("#board path.cage").all())
        }
        for line in hinted.all():
            path = line.get_attribute("d")
            assert path in cells_of  # the hint's cage is one of the board's, drawn over it
            for cell in cells_of[path]:
                # Shaded as a hint's house is: in-base or in-cover.
                expect(page.locator(f'td[data-cell="{cell}"]')).to_have_class(
                    re.compile(r"\bin-(base|cover)\b")
                )
        expect(page.locator("#hint-panel")).to_contain_text("cage")
        assert serious_violations(page) == []
        page.locator(".play").screenshot(path=str(artifacts / f"killer-hint-{scheme}-{view}.png"))


@pytest.mark.parametrize(("view", "scheme"), [("desktop", "dark"), ("phone", "light")])
def test_the_selected_cells_cage_shows_its_combinations(
    browser: Browser, killer_game: Callable[[], str], artifacts: Path, view: str, scheme: str
) -> None:
    with page_on(browser, view, color_scheme=scheme) as page:
        page.goto(killer_game())
        settled(page)
        panel = page.locator("#cage-combos")
        expect(panel.locator(".cage-none")).to_be_visible()
        cage = max(VARIANT.cages, key=lambda k: len(k.cells))
        for cell in (cage.cells[-1], VARIANT.cages[0].cells[0]):
            page.click(f"#c{cell}")
            owner = VARIANT.cage_of[cell]
            line = panel.locator(f'p[data-cage="{owner}"]')
            expect(line).to_be_visible()
            size = len(VARIANT.cages[owner].cells)
            expect(line).to_contain_text(f"{VARIANT.cages[owner].total} in {size} cell")
            expect(panel.locator("p.cage-line:visible")).to_have_count(1)
            expect(panel.locator(".cage-none")).to_be_hidden()
        # The candidates are the cages' own: a new Killer is not 1-9 everywhere.
        shown = page.eval_on_selector_all(
            "#board td[data-cell]", "tds => tds.map(t => t.dataset.c)"
        )
        assert any(len(marks) < 9 for marks in shown)
        if view == "phone":
            # Below the pad and the hint: it never pushes them down.
            pad = page.locator("#pad").bounding_box()
            box = panel.bounding_box()
            assert pad is not None and box is not None and pad["y"] < box["y"]
        assert serious_violations(page) == []
        page.locator(".play").screenshot(path=str(artifacts / f"killer-combos-{scheme}-{view}.png"))
