"""The game on a phone: the pad and the Hint button on the first screen with a cell selected,
axe clean with a hint open (a board framed by clues outside the grid too); pause hides
the board and blocks input; a highlighted digit stands out alone and Esc clears it; the
board's row and column numbers."""

from __future__ import annotations

import re

import pytest
from axe import all_violations
from outside_clues import CLUES, HARD, LINK
from pages import choose, page_on
from playwright.sync_api import Browser, Page, expect
from test_browser_play import start

from engine import load_puzzle

SCREENS = {"390x844": (390, 844), "360x640": (360, 640)}


def inside_the_screen(page: Page, selector: str) -> None:
    """The element's whole box lies inside the viewport as it stands (no scrolling)."""
    box = page.locator(selector).bounding_box()
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    assert box is not None, selector
    assert box["x"] >= 0 and box["y"] >= 0, (selector, box)
    assert box["x"] + box["width"] <= width + 0.5, (selector, box)
    assert box["y"] + box["height"] <= height + 0.5, (selector, box, height)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_pad_hint_and_cell_are_on_the_first_screen(
    browser: Browser, live_server: str, puzzles: dict, screen: str, scheme: str
) -> None:
    width, height = SCREENS[screen]
    with page_on(
        browser, "phone", color_scheme=scheme, viewport={"width": width, "height": height}
    ) as page:
        start(page, live_server, puzzles["hard"])
        # The lowest empty cell: the one nearest the pad, the likeliest to be covered.
        cell = puzzles["hard"].rindex(".")
        page.click(f"#c{cell}")
        expect(page.locator(f'td[data-cell="{cell}"]')).to_have_class(re.compile(r"\bsel\b"))
        assert page.evaluate("window.scrollY") == 0
        for selector in ("#pad", "#pad-1", "#pad-9", "#pad-erase", "#hint-button",
                         f'td[data-cell="{cell}"]', "#pencil"):
            inside_the_screen(page, selector)
        # The Hint button sits right under the pad.
        pad, hint = page.locator("#pad").bounding_box(), page.locator("#hint-button").bounding_box()
        assert pad and hint and 0 <= hint["y"] - (pad["y"] + pad["height"]) <= 24
        # Three hints: the words open below, the pad stays where it was.
        for level in (1, 2, 3):
            page.click("#hint-button")
            expect(page.locator("#hint-title .level")).to_have_text(f"{level} of 3")
        page.evaluate("window.scrollTo(0, 0)")
        assert page.locator("#pad").bounding_box() == pad
        inside_the_screen(page, "#hint-button")
        expect(page.locator("#hint-panel p").first).to_be_visible()
        assert all_violations(page) == []
        # The settings menu open on the phone is clean too, and fits the screen.
        page.click("header .menu summary")
        inside_the_screen(page, ".menu-body")
        assert all_violations(page) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_a_board_framed_by_outside_clues_still_fits_the_first_screen(
    browser: Browser, live_server: str, screen: str, scheme: str
) -> None:
    width, height = SCREENS[screen]
    with page_on(
        browser, "phone", color_scheme=scheme, viewport={"width": width, "height": height}
    ) as page:
        page.set_default_timeout(60_000)  # the paste checks the puzzle has one solution
        start(page, live_server, LINK)
        expect(page.locator("#board")).to_have_class(re.compile(r"\bframed\b"))
        clues = page.locator("#board svg.rule-shapes g.outside text")
        expect(clues).to_have_count(len(CLUES))
        # Every clue is on the screen, beside the grid (outside the table).
        table = page.locator("#board table").bounding_box()
        assert table is not None
        for n in range(len(CLUES)):
            box = clues.nth(n).bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= width, box
            centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            inside = (table["x"] < centre[0] < table["x"] + table["width"]
                      and table["y"] < centre[1] < table["y"] + table["height"])
            assert not inside, (n, box, table)
        cell = HARD.rindex(".")  # the lowest empty cell: the nearest the pad
        page.click(f"#c{cell}")
        assert page.evaluate("window.scrollY") == 0
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        for selector in ("#pad", "#pad-1", "#pad-9", "#pad-erase", "#hint-button",
                         f'td[data-cell="{cell}"]', "#pencil"):
            inside_the_screen(page, selector)
        pad, hint = page.locator("#pad").bounding_box(), page.locator("#hint-button").bounding_box()
        assert pad and hint and 0 <= hint["y"] - (pad["y"] + pad["height"]) <= 24
        # Pencil marks stay readable in the smaller cells (10 px, as any phone board).
        size = page.locator(f"#c{cell} .marks i").first.evaluate(
            "i => parseFloat(getComputedStyle(i).fontSize)")
        assert size >= 10
        page.click("#hint-button")
        expect(page.locator("#hint-title .level")).to_have_text("1 of 3")
        assert all_violations(page) == []


def test_pause_hides_the_board_and_blocks_every_input(
    browser: Browser, live_server: str, puzzles: dict
) -> None:
    with page_on(browser, "phone") as page:
        start(page, live_server, puzzles["hard"])
        given = next(c for c, ch in enumerate(puzzles["hard"]) if ch != ".")
        cell = puzzles["hard"].index(".")
        page.click(f"#c{cell}")
        page.click("#pause")
        expect(page.locator("#pause")).to_have_attribute("aria-pressed", "true")
        expect(page.locator(f"#c{given}")).to_be_hidden()  # digits hidden
        expect(page.locator(f"#c{cell} .marks")).to_be_hidden()  # and marks
        assert page.evaluate("document.querySelector('#board').inert")
        assert page.evaluate("document.querySelector('#game .side').inert")
        version = page.locator('#pad input[name="version"]').input_value()
        page.wait_for_timeout(300)  # the pause's own save of the clock has gone
        sent: list[str] = []
        page.on("request", lambda request: sent.append(request.url))
        page.keyboard.press("5")
        page.keyboard.press("h")
        page.locator("#pad-5").dispatch_event("click")  # a tap reaching it anyway
        page.evaluate("document.querySelector('#hint-button').click()")
        page.wait_for_timeout(700)
        assert sent == []
        assert page.locator('#pad input[name="version"]').input_value() == version
        expect(page.locator("#hint-title")).to_have_attribute("data-level", "0")
        # The server keeps the pause: the game opens paused again.
        page.reload()
        expect(page.locator("#game")).to_have_class(re.compile(r"\bpaused\b"))
        expect(page.locator("#pause")).to_have_text("Resume")
        expect(page.locator(f"#c{given}")).to_be_hidden()
        assert page.evaluate("document.querySelector('#board').inert")

        page.click("#pause")  # Resume
        expect(page.locator(f"#c{given}")).to_be_visible()
        page.click(f"#c{cell}")
        page.keyboard.press("h")
        expect(page.locator("#hint-title")).to_have_attribute("data-level", "1")


def test_a_highlighted_digit_stands_out_alone_and_escape_clears_it(
    page: Page, live_server: str, puzzles: dict
) -> None:
    grid = load_puzzle(puzzles["hard"]).grid
    # A cell whose marks hold 5 and at least one other digit.
    cell = next(
        c for c in range(81)
        if grid.values[c] == 0 and grid.candidates[c] >> 4 & 1
        and grid.candidates[c].bit_count() > 1
    )
    other = next(d for d in range(1, 10) if d != 5 and grid.candidates[cell] >> (d - 1) & 1)
    start(page, live_server, puzzles["hard"])
    page.click("#c0")
    page.keyboard.press("f")
    page.keyboard.press("5")
    expect(page.locator(f'td[data-cell="{cell}"]')).to_have_class(re.compile(r"\blit\b"))

    def weight(digit: int) -> int:
        return int(page.locator(f"#c{cell} .marks i:nth-child({digit})").evaluate(
            "i => getComputedStyle(i).fontWeight"))

    assert weight(5) >= 700
    assert weight(other) < 600
    page.keyboard.press("Escape")
    expect(page.locator("#board td.lit")).to_have_count(0)
    expect(page.locator("#board table")).not_to_have_class(re.compile(r"\blit-5\b"))
    assert weight(5) < 600
    expect(page.locator("#status .message")).to_have_text("Highlight off.")


def test_a_highlight_without_javascript_marks_the_digit_alone(
    browser: Browser, live_server: str, puzzles: dict
) -> None:
    with page_on(browser, "desktop") as scripted:
        start(scripted, live_server, puzzles["hard"])
        address = scripted.url
    with page_on(browser, "desktop", java_script_enabled=False) as page:
        page.goto(address + "?highlight=5")
        expect(page.locator("#board table")).to_have_class(re.compile(r"\blit-5\b"))
        lit = page.locator("#board td.lit .marks i:nth-child(5):not(:empty)").first
        assert int(lit.evaluate("i => getComputedStyle(i).fontWeight")) >= 700


def test_row_and_column_numbers_follow_the_setting(
    browser: Browser, live_server: str, puzzles: dict
) -> None:
    with page_on(browser, "desktop") as page:
        start(page, live_server, puzzles["hard"])
        columns = page.locator(".coords-cols span")
        rows = page.locator(".coords-rows span")
        expect(columns).to_have_text([str(n) for n in range(1, 10)])
        expect(rows.first).to_be_visible()
        # Each number sits on its column's or row's middle.
        for n in (0, 4, 8):
            label, cell = columns.nth(n).bounding_box(), page.locator(f"#c{n}").bounding_box()
            assert abs((label["x"] + label["width"] / 2) - (cell["x"] + cell["width"] / 2)) < 3
            label, cell = rows.nth(n).bounding_box(), page.locator(f"#c{n * 9}").bounding_box()
            assert abs((label["y"] + label["height"] / 2) - (cell["y"] + cell["height"] / 2)) < 3
            assert label["x"] + label["width"] <= cell["x"]  # outside the board
        choose(page, "#coords-off")
        expect(page.locator("#coords-off")).to_have_attribute("aria-pressed", "true")
        expect(columns.first).to_be_hidden()

    with page_on(browser, "phone") as page:
        start(page, live_server, puzzles["hard"])
        # Auto on a phone: the board keeps the whole width.
        expect(page.locator(".coords-cols span").first).to_be_hidden()
        choose(page, "#coords-on")
        expect(page.locator(".coords-cols span").first).to_be_visible()
        expect(page.locator(".coords-rows span").first).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        box = page.locator(".coords-rows").bounding_box()
        assert box is not None and box["x"] >= 0


def test_row_and_column_numbers_stand_outside_the_clues_frame(
    browser: Browser, live_server: str
) -> None:
    with page_on(browser, "desktop") as page:
        page.set_default_timeout(60_000)
        start(page, live_server, LINK)
        columns, rows = page.locator(".coords-cols span"), page.locator(".coords-rows span")
        expect(columns.first).to_be_visible()
        clues = page.locator("#board svg.rule-shapes g.outside text")
        boxes = [clues.nth(n).bounding_box() for n in range(len(CLUES))]
        table = page.locator("#board table").bounding_box()
        assert table and all(boxes)
        above = [b for b in boxes if b["y"] + b["height"] <= table["y"]]
        left = [b for b in boxes if b["x"] + b["width"] <= table["x"]]
        assert above and left
        # The numbers are one step further out than the clues, still on their column/row.
        for n in range(9):
            label, cell = columns.nth(n).bounding_box(), page.locator(f"#c{n}").bounding_box()
            assert label and cell
            assert abs((label["x"] + label["width"] / 2) - (cell["x"] + cell["width"] / 2)) < 3
            assert label["y"] + label["height"] <= min(b["y"] for b in above) + 1
            label = rows.nth(n).bounding_box()
            assert label and label["x"] + label["width"] <= min(b["x"] for b in left) + 1
        assert page.evaluate("document.documentElement.scrollWidth") <= 1200
        assert all_violations(page) == []


def test_killer_pencil_marks_are_big_enough_on_a_small_phone(
    browser: Browser, live_server: str
) -> None:
    killer = (
        "killer:0123345556122344776688849a76bccd49aefffgdhhiejjggkiiieljmkknnoeljmpppnnqrsstpuqqq:"
        "5,10,7,22,19,12,24,19,15,9,8,5,16,11,14,12,20,10,26,22,10,11,8,18,8,22,22,3,9,2,6"
    )
    with page_on(browser, "phone", viewport={"width": 360, "height": 640}) as page:
        start(page, live_server, killer)
        marks = page.evaluate(
            """() => [...document.querySelectorAll('#board td')].flatMap(td => {
                const cell = td.getBoundingClientRect();
                return [...td.querySelectorAll('.marks i')].filter(i => i.textContent.trim())
                  .map(i => { const b = i.getBoundingClientRect();
                    return {size: parseFloat(getComputedStyle(i).fontSize),
                            sum: td.classList.contains('sum-cell'),
                            inside: b.top >= cell.top - 0.5 && b.bottom <= cell.bottom + 0.5}; });
            })"""
        )
        assert marks, "no pencil marks"
        assert min(m["size"] for m in marks) >= 9
        assert any(m["sum"] for m in marks)
        assert all(m["inside"] for m in marks)
