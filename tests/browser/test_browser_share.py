"""Share page, rating and solution path in a real Chromium: links from the game page,
copy buttons that write the clipboard, readonly text areas to select without JS."""

from __future__ import annotations

from playwright.sync_api import Page, expect
from test_browser_play import start_by_form

from engine import load_puzzle
from engine.exchange import pencil_grid, sudokuwiki_link


def test_copy_controls_and_sudokuwiki_link(page: Page, live_server: str, puzzles: dict) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    start_by_form(page, live_server, puzzles["hard"])
    page.click("text=Copy or share this puzzle")
    expect(page.locator("#copy-puzzle")).to_have_value(puzzles["hard"])
    expect(page.locator("#copy-pencil")).to_have_value(
        pencil_grid(load_puzzle(puzzles["hard"]).grid)
    )
    href = page.get_attribute("#open-sudokuwiki", "href") or ""
    assert href == sudokuwiki_link(load_puzzle(puzzles["hard"]).grid)
    button = page.locator("button[data-copy=copy-pencil]")
    expect(button).to_be_visible()
    button.click()
    expect(button).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == pencil_grid(
        load_puzzle(puzzles["hard"]).grid
    )


def test_rating_and_path_behind_a_click(page: Page, live_server: str, puzzles: dict) -> None:
    start_by_form(page, live_server, puzzles["hard"])
    game = page.url
    page.click("text=Rate this puzzle")
    expect(page.locator("#rating")).to_contain_text("SE ")
    page.goto(game)
    page.click("text=Solution path")
    expect(page.locator("#solution-path li").first).to_be_visible()
    expect(page.locator("#board")).to_have_count(0)
    page.click("#show-path-0")
    expect(page.locator("#board .place").first).to_be_visible()
    expect(page.locator("#shown-step")).to_contain_text("Step 1")


def test_pick_a_level_get_a_puzzle_see_its_rating(page: Page, live_server: str) -> None:
    page.goto(live_server + "/")
    page.click("#new-easy")  # not today's Easy puzzle, above it
    page.wait_for_url(lambda url: "/g/" in url and "/new/" not in url, timeout=60_000)
    expect(page.locator("h1 .level-chip")).to_have_text("Easy")
    page.click("text=How it was rated")
    expect(page.locator("#rating")).to_contain_text("Easy")


def test_the_wait_page_polls_and_starts_the_game_by_itself(page: Page, live_server: str) -> None:
    from webapp.entering.pool import pool

    # The live server runs in this process: empty the level so the wait page must show.
    pool().ready["Medium"].clear()
    polls: list[str] = []
    page.on(
        "request",
        lambda request: (
            polls.append(request.url)
            if "/g/new/" in request.url and request.headers.get("hx-request") == "true"
            else None
        ),
    )
    page.goto(live_server + "/")
    page.click("#new-medium")
    page.wait_for_url(lambda url: "/g/" in url and "/new/" not in url, timeout=60_000)
    expect(page.locator("h1 .level-chip")).to_have_text("Medium")
    assert polls, "the wait page never polled with htmx"
