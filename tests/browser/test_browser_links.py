"""A hint with links in a real Chromium: arrows over the board, inside it, with and without JS.

The game is played, through the game's own forms, to the moment of a real solve
just before the ladder's first step that carries links; then Hint is pressed twice.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from engine import Grid, Step, apply_step, load_puzzle, solve_path, words

# sudokuexchange diabolical #4 (public domain): singles, subsets and fish leave it where a
# step with links (a wing or a chain, whichever the ladder has first) is the next one.
PUZZLE = ".8.....9.....3....6.9.8.7.21..3.2..84.5...3.98.......1.1.6.8.5...8...9.....241..."

TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
VERSION = re.compile(r'name="version" value="(\d+)"')


def before_first_link() -> tuple[Grid, Step]:
    """The position just before the solve's first step with links, and that step."""
    grid = load_puzzle(PUZZLE).grid
    path = solve_path(grid)
    for step in path.steps:
        if step.links:
            return grid, step
        apply_step(grid, step)
    pytest.fail("the ladder has no technique with links on this puzzle yet")


def moves_to(grid: Grid) -> list[dict[str, str]]:
    """What a player enters to reach the position: its digits, then the marks it removed."""
    start = load_puzzle(PUZZLE).grid
    moves = []
    for cell in range(81):
        if grid.values[cell] and not start.values[cell]:
            moves.append({"cell": str(cell), "digit": str(grid.values[cell]), "mode": "value"})
            start.place(cell, grid.values[cell])
    for cell in range(81):
        gone = start.candidates[cell] & ~grid.candidates[cell] if not grid.values[cell] else 0
        for digit in range(1, 10):
            if gone >> (digit - 1) & 1:
                moves.append({"cell": str(cell), "digit": str(digit), "mode": "pencil"})
    return moves


def play_to(page: Page, live_server: str, grid: Grid) -> str:
    """Start the puzzle and post the moves that lead to the position; the game's address."""
    home = page.request.get(live_server + "/")
    token = TOKEN.search(home.text())
    assert token is not None
    started = page.request.post(
        live_server + "/games",
        form={"csrf_token": token.group(1), "puzzle": PUZZLE},
        max_redirects=0,
    )
    assert started.status == 303, started.text()
    game_url = live_server + started.headers["location"]
    html = page.request.get(game_url).text()
    for move in moves_to(grid):
        version = VERSION.search(html)
        assert version is not None
        form = {"csrf_token": token.group(1), "version": version.group(1), **move}
        answer = page.request.post(game_url + "/move", form=form)  # 303, then the game
        assert answer.ok, answer.text()
        html = answer.text()
    return game_url


def check_arrows(page: Page, step: Step) -> None:
    """One arrow per link, each visible and inside the board; strong solid, weak dashed."""
    arrows = page.locator("#board svg.overlay path.link")
    expect(arrows).to_have_count(len(step.links))
    board = page.locator("#board table").bounding_box()
    assert board is not None
    for i, link in enumerate(step.links):
        arrow = arrows.nth(i)
        expect(arrow).to_be_visible()
        expect(arrow).to_have_class("link strong" if link.strong else "link weak")
        box = arrow.bounding_box()
        assert box is not None and box["width"] + box["height"] > 10
        assert board["x"] <= box["x"] and box["x"] + box["width"] <= board["x"] + board["width"]
        assert board["y"] <= box["y"] and box["y"] + box["height"] <= board["y"] + board["height"]
        dashes = arrow.evaluate("(path) => getComputedStyle(path).strokeDasharray")
        assert (dashes == "none") == link.strong, dashes
    expect(page.locator("#board svg.overlay")).to_have_attribute("aria-hidden", "true")


def test_a_hint_with_links_draws_arrows_over_the_board(
    page: Page, live_server: str, artifacts: Path
) -> None:
    grid, step = before_first_link()
    page.goto(play_to(page, live_server, grid))
    expect(page.locator("#board svg.overlay")).to_have_count(0)

    page.click("#hint-button")
    expect(page.locator("#hint-panel")).to_contain_text(step.nudge)
    expect(page.locator("#board svg.overlay")).to_have_count(0)  # the nudge draws nothing
    page.click("#hint-button")
    expect(page.locator("#hint-panel")).to_contain_text("2 of 3")
    check_arrows(page, step)
    legend = page.locator("#hint-panel .legend")
    if any(link.strong for link in step.links):
        expect(legend).to_contain_text("solid arrow: strong link")
    if not all(link.strong for link in step.links):
        expect(legend).to_contain_text("dashed arrow: weak link")
    page.locator(".play").screenshot(path=str(artifacts / "hint-links.png"))

    # The drawing lies over the cells without taking their clicks.
    start = step.links[0].start[0]
    page.click(f"#c{start}")
    expect(page.locator(f'td[data-cell="{start}"]')).to_have_attribute("aria-selected", "true")

    page.click("#hint-button")
    said = words(step)
    expect(page.locator("#hint-panel")).to_contain_text(said.summary)
    for line in said.proof:
        expect(page.locator("#hint-panel .proof-lines")).to_contain_text(line)
    check_arrows(page, step)
    page.click("#apply-hint")
    expect(page.locator("#board svg.overlay")).to_have_count(0)


def test_the_arrows_are_drawn_without_javascript(
    browser: Browser, live_server: str, artifacts: Path
) -> None:
    grid, step = before_first_link()
    context = browser.new_context(
        java_script_enabled=False, viewport={"width": 1200, "height": 900}
    )
    context.set_default_timeout(10_000)
    try:
        page = context.new_page()
        page.goto(play_to(page, live_server, grid))
        for level in (1, 2):
            with page.expect_navigation():
                page.click("#hint-button")
            expect(page.locator("#hint-panel")).to_contain_text(f"{level} of 3")
        check_arrows(page, step)
        page.locator(".play").screenshot(path=str(artifacts / "hint-links-no-js.png"))
    finally:
        context.close()
