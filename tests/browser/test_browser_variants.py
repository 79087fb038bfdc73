"""Variants in a real browser: each one started from the home page and drawn (one
screenshot each in tests/artifacts/), and a Jigsaw played without JavaScript."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from engine import jigsaw, load_puzzle

DATA = Path(__file__).resolve().parent.parent / "data" / "jigsaw_puzzles.txt"
LAYOUT, PUZZLE, SOLUTION = next(
    line.split()
    for line in DATA.read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
)
GAME_URL = re.compile(r".*/g/[A-Za-z0-9_-]{22}(\?.*)?$")


@pytest.mark.parametrize(
    ("button", "board_class", "shot"),
    [
        ("x-2", "variant-x", "variant-x.png"),
        ("colour-2", "variant-colour", "variant-colour.png"),
        ("jigsaw-1", "variant-jigsaw", "variant-jigsaw.png"),
    ],
)
def test_each_variant_starts_from_the_home_page_and_is_drawn(
    page: Page, live_server: str, artifacts: Path, button: str, board_class: str, shot: str
) -> None:
    page.goto(live_server + "/")
    page.click(f'button[name="builtin"][value="{button}"]')
    page.wait_for_url(GAME_URL)
    board = page.locator("#board table")
    expect(board).to_have_class(re.compile(rf"\b{board_class}\b"))
    page.locator(".play").screenshot(path=str(artifacts / shot))


def test_the_variant_is_chosen_by_its_label(page: Page, live_server: str) -> None:
    page.goto(live_server + "/")
    page.fill("#puzzle", PUZZLE)
    page.get_by_label("Variant", exact=True).select_option(label="Jigsaw")
    page.locator("details.layout summary").click()
    page.get_by_label("Jigsaw layout", exact=True).fill(LAYOUT)
    page.click("#new-game button[type=submit]")
    page.wait_for_url(GAME_URL)
    region_cell = page.locator("#c0")
    expect(region_cell).to_have_attribute("aria-label", re.compile(r"^Row 1, column 1, region 1"))


def submit(page: Page, selector: str) -> int:
    with page.expect_navigation() as navigation:
        page.click(selector)
    response = navigation.value
    assert response is not None
    return response.status


def test_a_jigsaw_played_without_javascript(browser: Browser, live_server: str) -> None:
    grid = load_puzzle(PUZZLE, jigsaw(LAYOUT)).grid
    context = browser.new_context(
        java_script_enabled=False, viewport={"width": 1200, "height": 900}
    )
    context.set_default_timeout(10_000)
    try:
        page = context.new_page()
        page.goto(live_server + "/")
        page.fill("#puzzle", PUZZLE)
        page.select_option("#variant", "jigsaw")
        page.locator("details.layout summary").click()
        page.fill("#layout", LAYOUT[:80])  # one short: refused, and nothing typed is lost
        assert submit(page, "#new-game button[type=submit]") == 422
        expect(page.locator("#puzzle-error")).to_contain_text("all 81 cells")
        expect(page.locator("#puzzle")).to_have_value(PUZZLE)
        expect(page.locator("#variant")).to_have_value("jigsaw")
        page.fill("#layout", LAYOUT)
        assert submit(page, "#new-game button[type=submit]") == 200
        assert GAME_URL.match(page.url)
        # A digit placed by the pad, then a hint to its third level, applied.
        cell = next(c for c in range(81) if not grid.values[c])
        assert submit(page, f"#c{cell}") == 200
        assert submit(page, f"#pad-{SOLUTION[cell]}") == 200
        expect(page.locator(f"#c{cell}")).to_have_text(SOLUTION[cell])
        for _ in range(3):
            assert submit(page, "#hint-button") == 200
        expect(page.locator("#hint-panel")).to_contain_text("region")
        assert submit(page, "#apply-hint") == 200
        expect(page.locator("#board table")).to_have_class(re.compile(r"\bvariant-jigsaw\b"))
    finally:
        context.close()
