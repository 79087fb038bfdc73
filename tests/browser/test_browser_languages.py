"""Languages in Chromium: the header's switch (with and without JavaScript), <html lang>,
Accept-Language, and a Japanese hint that stays inside its panel on a phone; axe-core finds
nothing serious in any language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from axe import serious_violations
from pages import choose, page_on
from playwright.sync_api import Browser, Page, expect
from test_browser_play import start

VIEWS = ("desktop", "phone")


@pytest.fixture(params=VIEWS)
def looked_at(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    with page_on(browser, request.param) as page:
        yield page


def test_the_switch_changes_the_words_and_lang(looked_at: Page, live_server: str) -> None:
    page = looked_at
    page.goto(live_server + "/")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    headings = (("de", "Spiele Sudoku"), ("fr", "Jouez au sudoku"), ("ja", "数独を解こう"))
    for code, heading in headings:
        choose(page, f"#lang-{code}")
        expect(page.locator("html")).to_have_attribute("lang", code)
        expect(page.locator("h1")).to_contain_text(heading)
        expect(page.locator(f"#lang-{code}")).to_have_attribute("aria-pressed", "true")
        assert serious_violations(page) == []
    choose(page, "#lang-en")
    expect(page.locator("h1")).to_contain_text("Play a Sudoku")


def test_accept_language_without_a_choice(browser: Browser, live_server: str) -> None:
    french = {"locale": "fr-FR", "extra_http_headers": {"Accept-Language": "fr-FR,fr"}}
    with page_on(browser, "desktop", **french) as page:
        page.goto(live_server + "/")
        expect(page.locator("html")).to_have_attribute("lang", "fr")


def test_a_japanese_hint_stays_inside_its_panel(
    looked_at: Page, live_server: str, puzzles: dict
) -> None:
    page = looked_at
    page.goto(live_server + "/")
    choose(page, "#lang-ja")
    start(page, live_server, puzzles["hard"])
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    for level in (1, 2, 3):
        page.click("#hint-button")
        expect(page.locator("#hint-title .level")).to_have_text(f"{level}／3")
    panel = page.locator("#hint-panel")
    expect(panel).to_contain_text("よって")
    box = panel.bounding_box()
    assert box is not None
    for paragraph in panel.locator("p:visible, li:visible").all():  # (not "Why can't…": no cell)
        inner = paragraph.bounding_box()
        assert inner is not None
        assert inner["x"] + inner["width"] <= box["x"] + box["width"] + 1
    # Nothing on the page is wider than the screen.
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    assert serious_violations(page) == []


def test_the_switch_works_without_javascript(browser: Browser, live_server: str) -> None:
    with page_on(browser, "desktop", java_script_enabled=False) as page:
        page.goto(live_server + "/")
        with page.expect_navigation():
            choose(page, "#lang-de")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("h1")).to_contain_text("Spiele Sudoku")
