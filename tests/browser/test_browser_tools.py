"""The player's tools in Chromium: keyboard hazards fixed, digit-first entry, highlight,
markers, own notes, check and reveal, and the clock; on a desktop and on a touch phone."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from pages import page_on
from playwright.sync_api import Browser, Page, expect
from test_browser_play import start, td

from engine import load_puzzle


@pytest.fixture(params=["desktop", "phone"])
def either(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    """The same test on a desktop and on a touch phone."""
    with page_on(browser, request.param) as page:
        yield page


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    with page_on(browser, "phone") as page:
        yield page


def selected_cells(page: Page) -> int:
    return page.locator('td[aria-selected="true"]').count()


def test_enter_on_undo_until_nothing_is_left_never_redoes(
    page: Page, live_server: str, puzzles: dict
) -> None:
    puzzle = load_puzzle(puzzles["hard"])
    start(page, live_server, puzzles["hard"])
    cell = puzzles["hard"].index(".")
    page.click(f"#c{cell}")
    page.keyboard.press(str(puzzle.solution[cell]))
    expect(td(page, cell)).to_have_attribute("data-v", str(puzzle.solution[cell]))
    page.focus("#undo")
    page.keyboard.press("Enter")
    expect(td(page, cell)).to_have_attribute("data-v", "0")
    expect(page.locator("#undo")).to_have_attribute("aria-disabled", "true")
    # The focus stays on Undo: another Enter says there is nothing to undo, and redoes nothing.
    expect(page.locator("#undo")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#status .message")).to_have_text("There is nothing to undo.")
    expect(td(page, cell)).to_have_attribute("data-v", "0")
    expect(page.locator("#undo")).to_be_focused()


def test_hint_to_its_last_level_keeps_the_focus_and_selects_nothing(
    page: Page, live_server: str, puzzles: dict
) -> None:
    start(page, live_server, puzzles["hard"])
    page.focus("#hint-button")
    for level in (1, 2, 3):
        page.keyboard.press("Enter")
        expect(page.locator("#hint-title .level")).to_have_text(f"{level} of 3")
    expect(page.locator("#hint-button")).to_have_attribute("aria-disabled", "true")
    expect(page.locator("#hint-button")).to_be_focused()
    assert selected_cells(page) == 0


def test_a_before_the_third_hint_says_why_nothing_happened(
    page: Page, live_server: str, puzzles: dict
) -> None:
    start(page, live_server, puzzles["hard"])
    page.keyboard.press("a")
    expect(page.locator("#status .message")).to_have_text(
        "There is no hint to apply: press H for one."
    )
    page.keyboard.press("h")
    expect(page.locator("#hint-title .level")).to_have_text("1 of 3")
    page.keyboard.press("a")
    expect(page.locator("#status .message")).to_have_text(
        "Apply comes with the third hint: press H to see more first."
    )


def test_a_refused_puzzle_puts_the_focus_back_in_the_puzzle_box(
    page: Page, live_server: str
) -> None:
    page.goto(live_server + "/")
    page.fill("#puzzle", "12345")
    page.click("#new-game button[type=submit]")
    expect(page.locator("#puzzle-error")).to_be_visible()
    expect(page.locator("#puzzle")).to_be_focused()


def test_digit_first_on_a_touch_phone(phone: Page, live_server: str, puzzles: dict) -> None:
    puzzle = load_puzzle(puzzles["hard"])
    start(phone, live_server, puzzles["hard"])
    digit = puzzle.solution[puzzles["hard"].index(".")]
    cells = [c for c, ch in enumerate(puzzles["hard"]) if ch == "." and puzzle.solution[c] == digit]
    phone.tap("#digit-first")
    expect(phone.locator("#digit-first")).to_be_checked()
    phone.tap(f"#pad-{digit}")
    expect(phone.locator(f"#pad-{digit}")).to_have_attribute("aria-pressed", "true")
    # The digit picked is highlighted where it stands or may still go.
    expect(td(phone, cells[0])).to_have_class(re.compile(r"\blit\b"))
    for cell in cells[:2]:
        phone.tap(f"#c{cell}")
        expect(td(phone, cell)).to_have_attribute("data-v", str(digit))
    # Back to cell first: a pad press enters into the selected cell again.
    phone.tap("#digit-first")
    other = next(c for c, ch in enumerate(puzzles["hard"]) if ch == "." and c not in cells)
    phone.tap(f"#c{other}")
    phone.tap(f"#pad-{puzzle.solution[other]}")
    expect(td(phone, other)).to_have_attribute("data-v", str(puzzle.solution[other]))


def test_highlight_a_digit_by_select_alt_click_and_f(
    either: Page, live_server: str, puzzles: dict
) -> None:
    page = either
    start(page, live_server, puzzles["hard"])
    grid = load_puzzle(puzzles["hard"]).grid

    def lit_cells() -> list[int]:
        return [
            int(c)
            for c in page.locator("td.lit").evaluate_all("(tds) => tds.map(t => t.dataset.cell)")
        ]

    def expected(d: int) -> list[int]:
        return [c for c in range(81) if grid.values[c] == d or grid.candidates[c] >> (d - 1) & 1]

    page.click("details.tools summary")
    page.select_option("#highlight", "7")
    expect(page.locator("td.lit")).to_have_count(len(expected(7)))
    assert lit_cells() == expected(7)
    page.click("#pad-3", modifiers=["Alt"])
    expect(page.locator("td.lit")).to_have_count(len(expected(3)))
    assert lit_cells() == expected(3)
    page.keyboard.press("f")
    page.keyboard.press("3")  # the same digit again: off
    expect(page.locator("td.lit")).to_have_count(0)
    # A highlight is a view, not a move: nothing was sent as a move.
    expect(page.locator("#undo")).to_have_attribute("aria-disabled", "true")


def test_markers_own_notes_check_and_reveal(either: Page, live_server: str, puzzles: dict) -> None:
    page = either
    puzzle = load_puzzle(puzzles["hard"])
    start(page, live_server, puzzles["hard"])
    cell = puzzles["hard"].index(".")
    page.click(f"#c{cell}")
    page.click("details.tools summary")
    page.click("#marker-1")
    expect(td(page, cell)).to_have_class(re.compile(r"\bmk1\b"))
    page.keyboard.press("Control+z")
    expect(td(page, cell)).not_to_have_class(re.compile(r"\bmk1\b"))

    page.click("#notes-own")
    expect(page.locator("#notes-own")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(f"#c{cell} .marks i:not(:empty)")).to_have_count(0)
    page.click(f"#c{cell}")
    page.keyboard.press("Shift+4")
    expect(page.locator(f"#c{cell}")).to_have_attribute("aria-label", re.compile(r"notes 4$"))
    page.click("#fill-notes")
    expect(page.locator(f"#c{cell} .marks i:not(:empty)")).to_have_count(
        bin(puzzle.grid.candidates[cell]).count("1")
    )

    wrong = next(
        d
        for d in range(1, 10)
        if puzzle.grid.candidates[cell] >> (d - 1) & 1 and d != puzzle.solution[cell]
    )
    page.click(f"#c{cell}")
    page.keyboard.press(str(wrong))
    page.click("#check-board")
    expect(page.locator("#status .message")).to_have_text("1 entry is wrong, marked on the board.")
    expect(td(page, cell)).to_have_class(re.compile(r"\bwrong\b"))
    page.keyboard.press("Backspace")
    page.click("#reveal-cell")
    expect(page.locator("#status .message")).to_have_text(re.compile(r"^Revealed r\dc\d=\d\.$"))


def test_the_clock_runs_pauses_and_is_kept(either: Page, live_server: str, puzzles: dict) -> None:
    page = either
    start(page, live_server, puzzles["hard"])
    timer = page.locator("#timer")
    expect(timer).to_have_text(re.compile(r"^0:0[1-9]$"), timeout=5_000)
    page.click("#pause")
    expect(page.locator("#game")).to_have_class(re.compile(r"\bpaused\b"))
    paused_at = timer.text_content()
    page.wait_for_timeout(1_500)
    assert timer.text_content() == paused_at
    page.click("#pause")
    cell = puzzles["hard"].index(".")
    page.click(f"#c{cell}")
    page.keyboard.press(str(load_puzzle(puzzles["hard"]).solution[cell]))
    expect(td(page, cell)).not_to_have_attribute("data-v", "0")
    page.reload()
    seconds = int(page.locator("#timer").get_attribute("data-seconds") or "0")
    assert seconds >= 1
