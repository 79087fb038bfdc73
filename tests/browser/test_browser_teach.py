"""Teaching in Chromium: step through a hard hint's proof (buttons, arrow keys, and plain
links without JavaScript) and ask "why not?" about a candidate; on a desktop and a touch
phone, light and dark, with axe-core finding nothing serious."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from axe import serious_violations
from pages import page_on
from playwright.sync_api import Browser, Page, expect
from test_browser_play import start

from engine import apply_step, load_puzzle, next_step, pencil_grid

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
DATA = Path(__file__).resolve().parent.parent / "data"
VIEWS = [(view, scheme) for view in ("desktop", "phone") for scheme in ("light", "dark")]


def chain_position() -> tuple[str, int]:
    """A pencil-mark position of a shipped hard puzzle whose next step is an XY-Chain."""
    for line in (DATA / "magictour_top1465_20.txt").read_text().splitlines():
        grid = load_puzzle(line.split()[0]).grid
        while not all(grid.values):
            step = next_step(grid)
            assert step is not None
            if step.technique == "xy-chain":
                return pencil_grid(grid), len(step.proof)
            apply_step(grid, step)
    raise AssertionError("no XY-Chain in the shipped puzzles")


@pytest.fixture(scope="module")
def chain() -> tuple[str, int]:
    return chain_position()


@pytest.fixture(params=VIEWS, ids=[f"{v}-{s}" for v, s in VIEWS])
def looked_at(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    view, scheme = request.param
    with page_on(browser, view, color_scheme=scheme) as page:
        yield page


def to_level_3(page: Page) -> None:
    for level in (1, 2, 3):
        page.click("#hint-button")
        expect(page.locator("#hint-title .level")).to_have_text(f"{level} of 3")


def arrows(page: Page) -> int:
    return page.locator("#board svg.overlay path.link").count()


def test_step_through_a_chain_with_buttons_and_arrow_keys(
    looked_at: Page, live_server: str, chain: tuple[str, int]
) -> None:
    page = looked_at
    position, lines = chain
    start(page, live_server, position)
    to_level_3(page)
    proof = page.locator("#hint-panel .proof-lines li")
    expect(proof).to_have_count(lines)
    whole = arrows(page)
    page.click("#step-through")
    expect(proof).to_have_count(1)
    expect(page.locator("#hint-panel .line-count")).to_have_text(f"Line 1 of {lines}")
    expect(page.locator("#announce")).to_contain_text(f"Line 1 of {lines}:")
    first = arrows(page)
    assert 1 <= first < whole
    assert serious_violations(page) == []
    # The focus stays in the panel: the right arrow is the next line, the left one back.
    expect(page.locator("#proof-next")).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(proof).to_have_count(2)
    expect(page.locator("#hint-panel .proof-lines li.current")).to_have_count(1)
    assert arrows(page) >= first
    page.keyboard.press("ArrowLeft")
    expect(proof).to_have_count(1)
    page.click("#proof-all")
    expect(proof).to_have_count(lines)
    assert arrows(page) == whole
    # The proof's lines stay inside the panel on a phone too.
    panel = page.locator("#hint-panel").bounding_box()
    for box in (proof.nth(i).bounding_box() for i in range(lines)):
        assert box is not None and panel is not None
        assert box["x"] + box["width"] <= panel["x"] + panel["width"] + 1


def test_without_javascript_the_steps_are_plain_links(
    browser: Browser, live_server: str, chain: tuple[str, int]
) -> None:
    position, lines = chain
    with page_on(browser, "desktop", java_script_enabled=False) as page:
        start(page, live_server, position)
        for level in (1, 2, 3):
            page.click("#hint-button")
            expect(page.locator("#hint-title .level")).to_have_text(f"{level} of 3")
        page.click("#step-through")
        expect(page).to_have_url(re.compile(r"\?line=1$"))
        expect(page.locator("#hint-panel .proof-lines li")).to_have_count(1)
        page.click("#proof-next")
        expect(page).to_have_url(re.compile(r"\?line=2$"))
        expect(page.locator("#hint-panel .proof-lines li")).to_have_count(2)
        # (axe runs in the page's JavaScript, so it checks this markup in the tests above.)


def removable(puzzle, cell: int) -> int | None:
    """A wrong candidate of the cell that a step of the ladder removes now."""
    from engine import why_not

    return next(
        (d for d in range(1, 10)
         if d != puzzle.solution[cell] and puzzle.grid.candidates[cell] >> (d - 1) & 1
         and why_not(puzzle.grid, cell, d).step is not None),
        None,
    )


def test_why_not_from_the_hint_panel_and_from_the_keyboard(
    looked_at: Page, live_server: str, puzzles: dict
) -> None:
    page = looked_at
    puzzle = load_puzzle(puzzles["hard"])
    start(page, live_server, puzzles["hard"])
    cell = next(
        c for c in range(81)
        if not puzzle.grid.values[c] and puzzle.grid.candidates[c].bit_count() > 1
        and removable(puzzle, c) is not None
    )
    wrong = removable(puzzle, cell)
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    why = page.locator("#why-not")
    expect(why).to_be_hidden()  # no cell selected yet
    page.click(f"#c{cell}")
    # Where the player looks: the hint panel asks about the selected cell's candidates.
    expect(why).to_be_visible()
    expect(page.locator("#why-not-title")).to_have_text(f"Why can't {name} be…")
    shown = [d for d in range(1, 10) if puzzle.grid.candidates[cell] >> (d - 1) & 1]
    expect(page.locator("#why-not button[name=digit]:visible")).to_have_text(
        [str(d) for d in shown]
    )
    assert serious_violations(page) == []
    page.click(f"#why-{wrong}")
    # The answer stands under the question (the hint, if open, stays as it was).
    expect(page.locator("#why-answer")).to_contain_text(f"Why can't {name} be {wrong}?")
    expect(page.locator("#why-answer")).to_contain_text(f"{name} cannot be {wrong}")
    assert serious_violations(page) == []
    # ? then the digit asks the same about the solution's digit: nothing rules it out.
    page.click(f"#c{cell}")
    page.keyboard.press("?")
    page.keyboard.press(str(puzzle.solution[cell]))
    expect(page.locator("#why-answer")).to_contain_text(
        f"Nothing rules out {puzzle.solution[cell]} in {name}"
    )

    # Another cell, picked without a request: the panel follows the selection.
    other = next(
        c for c in range(81)
        if c != cell and not puzzle.grid.values[c]
        and puzzle.grid.candidates[c] != puzzle.grid.candidates[cell]
    )
    page.click(f"#c{other}")
    expect(page.locator("#why-not-title")).to_have_text(
        f"Why can't r{other // 9 + 1}c{other % 9 + 1} be…"
    )
    shown = [d for d in range(1, 10) if puzzle.grid.candidates[other] >> (d - 1) & 1]
    expect(page.locator("#why-not button[name=digit]:visible")).to_have_text(
        [str(d) for d in shown]
    )
    given = next(c for c in range(81) if puzzle.grid.values[c])
    page.click(f"#c{given}")
    expect(why).to_be_hidden()


def test_why_not_without_javascript(browser: Browser, live_server: str, puzzles: dict) -> None:
    puzzle = load_puzzle(puzzles["hard"])
    cell = next(
        c for c in range(81) if not puzzle.grid.values[c] and removable(puzzle, c) is not None
    )
    wrong = removable(puzzle, cell)
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    with page_on(browser, "phone", java_script_enabled=False) as page:
        start(page, live_server, puzzles["hard"])
        expect(page.locator("#why-not")).to_be_hidden()
        page.click(f"#c{cell}")  # a link: the page comes back with the cell selected
        expect(page).to_have_url(re.compile(rf"\?cell={cell}$"))
        expect(page.locator("#why-not-title")).to_have_text(f"Why can't {name} be…")
        page.click(f"#why-{wrong}")
        expect(page.locator("#why-answer")).to_contain_text(f"Why can't {name} be {wrong}?")
        expect(page.locator("#why-answer")).to_contain_text(f"{name} cannot be {wrong}")
