"""Enter a puzzle in Chromium: a whole puzzle typed with the keyboard alone (the presses
counted), the live status line while typing, the form without JavaScript, the player's own
digits as moves, the phone's pad, and the variant redraw; on a desktop and a touch phone,
light and dark, with axe-core finding nothing serious. `pytest -s` prints the counts."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from axe import serious_violations
from pages import page_on, settled
from playwright.sync_api import Browser, Page, expect
from test_browser_play import GAME_URL, focused, td

from engine import CLASSIC, cell_name, check_entry, load_puzzle

DATA = Path(__file__).resolve().parent.parent / "data"
VIEWS = [(view, scheme) for view in ("desktop", "phone") for scheme in ("light", "dark")]
STATUS = "#entry-status"


def shipped(name: str, line: int) -> tuple[str, str]:
    """A puzzle and its solution from a shipped corpus (not the web tests' own puzzles)."""
    puzzle, solution = (DATA / name).read_text(encoding="utf-8").splitlines()[line].split()[:2]
    return puzzle, solution


# Held out: no other editor test types this one.
TYPED = shipped("sudokuexchange_medium_100.txt", 0)[0]
# The player's own digits are added to this one.
OWNED, OWNED_SOLUTION = shipped("sudokuexchange_easy_100.txt", 3)
# The web tests' puzzle with its first three cells open: 27 givens, several solutions.
WEB_PUZZLE = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
SEVERAL = "..." + WEB_PUZZLE[3:].replace("0", ".")
# r1c9 open, its row holding 1-8 and its column a 9: no digit is left for it.
DEAD = "12345678." + "........9"


@pytest.fixture(params=VIEWS, ids=[f"{v}-{s}" for v, s in VIEWS])
def looked_at(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    view, scheme = request.param
    with page_on(browser, view, color_scheme=scheme) as page:
        yield page


def home(page: Page, live_server: str) -> None:
    page.goto(live_server + "/")
    settled(page)
    # Set by the script once it listens: typing before then would go to the bare inputs.
    expect(page.locator("#editor")).to_have_attribute("data-ready", "1")


def cell(page: Page, index: int):  # noqa: ANN201
    return page.locator(f"#e{index}")


def type_cells(page: Page, text: str, skip: str = ".") -> int:
    """Type `text` from the focused cell on: a digit for a given, `skip` for an open cell.
    Stops after the last digit (open cells after it need no press). Returns the presses."""
    last = max(i for i, ch in enumerate(text) if ch in "123456789")
    presses = 0
    for ch in text[: last + 1]:
        page.keyboard.press(ch if ch in "123456789" else skip)
        presses += 1
    return presses


def values(page: Page) -> str:
    return page.evaluate(
        "[...document.querySelectorAll('#editor input[name=cell]')]"
        ".map(i => i.value || '.').join('')"
    )


def invalid(page: Page) -> list[int]:
    """The cells marked aria-invalid, by index."""
    return page.evaluate(
        "[...document.querySelectorAll('#editor input[name=cell]')]"
        ".flatMap((i, n) => i.getAttribute('aria-invalid') === 'true' ? [n] : [])"
    )


def board_of_game(page: Page) -> list[tuple[str, str]]:
    """Each cell of the game's board: its classes and its digit (data-v)."""
    return page.evaluate(
        "[...document.querySelectorAll('#board td[data-cell]')]"
        ".map(td => [td.className, td.dataset.v])"
    )


def assert_givens(page: Page, puzzle: str, entries: dict[int, int] | None = None) -> None:
    entries = entries or {}
    drawn = board_of_game(page)
    assert len(drawn) == 81
    for c, (classes, digit) in enumerate(drawn):
        words = classes.split()
        if puzzle[c] in "123456789":
            assert "given" in words and digit == puzzle[c], (c, classes, digit)
        elif c in entries:
            assert "entry" in words and "given" not in words, (c, classes)
            assert digit == str(entries[c]), (c, digit)
        else:
            assert "given" not in words and digit == "0", (c, classes, digit)


# ----- 1. a whole puzzle by the keyboard alone, the presses counted -----

WAYS = [("ArrowRight", "Enter"), (".", "Tab")]


@pytest.mark.parametrize(("skip", "start_by"), WAYS, ids=["arrows-enter", "dots-tab"])
def test_a_whole_puzzle_by_the_keyboard_alone(
    looked_at: Page, live_server: str, skip: str, start_by: str
) -> None:
    page = looked_at
    home(page, live_server)
    to_board = 0
    for _ in range(40):  # bounded: the editor is a dozen tab stops in
        if focused(page) == "e0":
            break
        page.keyboard.press("Tab")
        to_board += 1
    assert focused(page) == "e0"

    givens = sum(ch in "123456789" for ch in TYPED)
    last_given = max(c for c in range(81) if TYPED[c] != ".")
    skipped = TYPED[:last_given].count(".")  # the open cells passed on the way
    typed = type_cells(page, TYPED, skip)
    assert typed <= givens + skipped  # one press a cell: a digit, or one key to pass it
    assert values(page) == TYPED
    expect(cell(page, min(last_given + 1, 80))).to_be_focused()
    expect(page.locator(STATUS)).to_have_text(f"{givens} givens, one solution: ready.")

    to_start = 0
    if start_by == "Tab":
        # Out of the board to Start: the board is one tab stop, the pad none, and the
        # own-digits field is hidden.
        for _ in range(5):
            if page.evaluate("document.activeElement.matches('#editor button[type=submit]')"):
                break
            page.keyboard.press("Tab")
            to_start += 1
        assert page.evaluate("document.activeElement.matches('#editor button[type=submit]')")
    page.keyboard.press("Enter")  # on Start; in a cell, Enter submits as in any text field
    to_start += 1
    assert to_start == (2 if start_by == "Tab" else 1)
    page.wait_for_url(GAME_URL)
    expect(page.locator("#board table")).to_be_visible()
    assert_givens(page, TYPED)
    expect(page.locator("#board td.given")).to_have_count(givens)
    print(
        f"\n[editor keyboard {skip!r}/{start_by}] givens={givens} skipped={skipped}"
        f" typing presses={typed} (81 cells, {81 - typed} open cells after the last given"
        f" need none); Tab to the board={to_board}; presses to Start={to_start};"
        f" total={to_board + typed + to_start}"
    )


def test_the_board_is_one_tab_stop(page: Page, live_server: str) -> None:
    """Arrows move inside the board; Tab leaves it for Start and the rest of the page (81
    tab stops would put the paste box and every later control 81 presses further away)."""
    home(page, live_server)
    start = page.locator("#editor button[type=submit]")
    tabs = 0
    while focused(page) != "e0" and tabs < 40:
        page.keyboard.press("Tab")
        tabs += 1
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")
    expect(cell(page, 10)).to_be_focused()
    page.keyboard.press("Tab")
    expect(start).to_be_focused()
    page.keyboard.press("Shift+Tab")
    expect(cell(page, 10)).to_be_focused()  # back to the cell last visited
    page.keyboard.press("Tab")
    for _ in range(10):  # a few stops on: the paste box
        if focused(page) == "puzzle":
            break
        page.keyboard.press("Tab")
    assert focused(page) == "puzzle"


# ----- 2. the status line while typing, the named cells marked; axe clean -----


def test_the_status_line_names_and_marks_while_typing(looked_at: Page, live_server: str) -> None:
    page = looked_at
    home(page, live_server)
    page.evaluate("window.notReloaded = true")
    assert serious_violations(page) == []

    cell(page, 0).click()
    page.keyboard.press("5")
    expect(cell(page, 1)).to_be_focused()
    page.keyboard.press("5")
    expect(page.locator(STATUS)).to_have_text("r1c1 and r1c2 both hold 5.")
    expect(cell(page, 0)).to_have_attribute("aria-invalid", "true")
    expect(cell(page, 1)).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#editor td.conflict")).to_have_count(2)
    assert invalid(page) == [0, 1]
    assert serious_violations(page) == []

    # Backspace on the empty cell after them goes back and clears the second 5.
    page.keyboard.press("Backspace")
    expect(cell(page, 1)).to_have_value("")
    expect(cell(page, 1)).to_be_focused()
    expect(page.locator(STATUS)).to_contain_text("fewer than 17")
    expect(cell(page, 0)).not_to_have_attribute("aria-invalid", "true")
    assert invalid(page) == []

    cell(page, 0).click()
    type_cells(page, SEVERAL)
    assert values(page) == SEVERAL
    status = page.locator(STATUS)
    several = r"^Several solutions: r\dc\d can be \d or \d\. Add a given or check your typing\.$"
    expect(status).to_have_text(re.compile(several))
    named = re.search(r"r(\d)c(\d)", status.inner_text())
    assert named is not None
    where = (int(named.group(1)) - 1) * 9 + int(named.group(2)) - 1
    expect(cell(page, where)).to_have_attribute("aria-invalid", "true")
    assert invalid(page) == [where]

    # Over it, from r1c1: row 1 holds 1-8 and r2c9 a 9. The rest of the board is cleared
    # with '.' so only these givens stand.
    cell(page, 0).click()
    for ch in DEAD + "." * 63:
        page.keyboard.press(ch)
    expect(page.locator(STATUS)).to_have_text("No solution: r1c9 has no digit left.")
    expect(cell(page, 8)).to_have_attribute("aria-invalid", "true")
    assert invalid(page) == [8]
    assert page.evaluate("window.notReloaded === true")
    assert serious_violations(page) == []


# ----- 3. the form without JavaScript -----


def test_the_editor_works_without_javascript(browser: Browser, live_server: str) -> None:
    with page_on(browser, "desktop", java_script_enabled=False) as page:
        page.goto(live_server + "/")
        expect(page.locator("#editor-own")).to_be_visible()
        expect(page.locator(".editor-pad")).to_be_hidden()
        cell(page, 0).focus()
        page.keyboard.press("Tab")  # no arrow keys without the script: every cell a tab stop
        expect(cell(page, 1)).to_be_focused()

        # A clash: refused, the home page again with the words and the two cells marked.
        clashing = "55" + TYPED[2:]
        for c, ch in enumerate(clashing):
            if ch != ".":
                cell(page, c).fill(ch)
        with page.expect_navigation() as navigation:
            page.click("#editor button[type=submit]")
        assert navigation.value is not None and navigation.value.status == 422
        print("\n[editor without JavaScript, refused]", page.locator(STATUS).inner_text())
        expect(page.locator(STATUS)).to_contain_text("r1c1")
        expect(page.locator(STATUS)).to_contain_text("5")
        clashes = check_entry([int(ch) if ch != "." else 0 for ch in clashing], CLASSIC, budget=0)
        named = sorted({c for k in clashes.clashes for c in (k.first, k.second)})
        assert named == [0, 1, 64]  # r1c2's 5 clashes with r1c1's and with r8c2's
        expect(page.locator("#editor td.conflict")).to_have_count(len(named))
        for c in named:
            expect(cell(page, c)).to_have_attribute("aria-invalid", "true")
        expect(cell(page, 2)).to_have_value(TYPED[2] if TYPED[2] != "." else "")

        # Put right, Start opens the game with the givens.
        for c in (0, 1):
            cell(page, c).fill("" if TYPED[c] == "." else TYPED[c])
        with page.expect_navigation():
            page.click("#editor button[type=submit]")
        page.wait_for_url(GAME_URL)
        assert_givens(page, TYPED)


# ----- 4. the player's own digits: moves, undone, checked -----


def test_own_digits_become_moves_a_wrong_one_asked_first(page: Page, live_server: str) -> None:
    grid = load_puzzle(OWNED).grid
    open_cells = [c for c in range(81) if OWNED[c] == "."]
    # A wrong digit first in reading order, then a right one: Undo takes back the last.
    right = open_cells[-1]
    right_digit = int(OWNED_SOLUTION[right])
    wrong, wrong_digit = next(
        (c, d)
        for c in open_cells[:-1]
        for d in range(1, 10)
        if grid.candidates[c] >> (d - 1) & 1 and d != int(OWNED_SOLUTION[c])
        if _harmless(OWNED, {c: d, right: right_digit})
    )
    home(page, live_server)
    cell(page, 0).click()
    type_cells(page, OWNED)
    givens = sum(ch != "." for ch in OWNED)
    expect(page.locator(STATUS)).to_have_text(f"{givens} givens, one solution: ready.")

    page.check('input[name="typing"][value="own"]')
    for c, d in ((wrong, wrong_digit), (right, right_digit)):
        cell(page, c).click()
        page.keyboard.press(str(d))
    expect(page.locator(f"#editor td:has(#e{right})")).to_have_class(re.compile(r"\bown\b"))
    expect(page.locator(f"#editor td:has(#e{wrong})")).to_have_class(re.compile(r"\bown\b"))
    own = ["."] * 81
    own[wrong], own[right] = str(wrong_digit), str(right_digit)
    expect(page.locator("#editor-own")).to_have_value("".join(own))
    # The wrong digit is named as the player's, not as the puzzle having no solution.
    yours = f"Your {wrong_digit} in {cell_name(wrong)} does not fit"
    expect(page.locator(STATUS)).to_contain_text(yours)

    # Start asks first; the player keeps the digit as a move.
    page.click("#editor button[type=submit]")
    expect(page.locator(STATUS)).to_contain_text("Start anyway with your digit kept as a move")
    expect(cell(page, wrong)).to_be_focused()
    assert page.url.rstrip("/") == live_server  # not started yet
    assert serious_violations(page) == []
    page.click('#editor button[name="keep"]')
    page.wait_for_url(GAME_URL)
    assert_givens(page, OWNED, {wrong: wrong_digit, right: right_digit})
    page.click("#undo")
    expect(td(page, right)).to_have_attribute("data-v", "0")
    expect(td(page, wrong)).to_have_attribute("data-v", str(wrong_digit))
    page.click("#check-board")
    expect(page.locator("#status .message")).to_have_text("1 entry is wrong, marked on the board.")
    expect(td(page, wrong)).to_have_class(re.compile(r"\bwrong\b"))


def _harmless(puzzle: str, own: dict[int, int]) -> bool:
    """No clash and no cell left without a digit: the editor stays "ready"."""
    board = [int(ch) if ch != "." else 0 for ch in puzzle]
    for c, d in own.items():
        board[c] = d
    found = check_entry(board, CLASSIC, budget=0)
    return not found.clashes and found.empty_cell is None


# ----- 5. the phone's pad -----


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_pad_types_into_the_selected_cell(browser: Browser, live_server: str, scheme: str):
    with page_on(browser, "phone", color_scheme=scheme) as page:
        home(page, live_server)
        pad = page.locator(".editor-pad")
        expect(pad).to_be_visible()
        cell(page, 10).tap()
        pad.locator('[data-digit="7"]').tap()
        expect(cell(page, 10)).to_have_value("7")
        expect(cell(page, 11)).to_be_focused()
        pad.locator('[data-digit="3"]').tap()
        expect(cell(page, 11)).to_have_value("3")
        cell(page, 10).tap()
        pad.locator('[data-digit="0"]').tap()  # ⌫ clears and stays
        expect(cell(page, 10)).to_have_value("")
        expect(cell(page, 10)).to_be_focused()
        expect(page.locator(STATUS)).to_contain_text("1 given")
        assert serious_violations(page) == []
    with page_on(browser, "desktop", color_scheme=scheme) as page:
        home(page, live_server)
        expect(page.locator(".editor-pad")).to_be_hidden()


# ----- 6. the variant redraw -----


def test_x_sudoku_redraws_with_diagonals_and_keeps_the_digits(page: Page, live_server: str):
    home(page, live_server)
    expect(page.locator("#editor td.diag")).to_have_count(0)
    cell(page, 0).click()
    for ch in "12.4":
        page.keyboard.press(ch)
    page.check('input[name="typing"][value="own"]')
    cell(page, 20).click()
    page.keyboard.press("6")

    page.select_option("#editor-variant", "x")
    expect(page.locator("#editor td.diag")).to_have_count(17)
    expect(page.locator("#editor table")).to_have_class(re.compile(r"\bvariant-x\b"))
    expect(page.locator("#editor-variant")).to_have_value("x")
    expect(cell(page, 0)).to_have_value("1")
    expect(cell(page, 1)).to_have_value("2")
    expect(cell(page, 3)).to_have_value("4")
    expect(cell(page, 20)).to_have_value("6")
    expect(page.locator("#editor td:has(#e20)")).to_have_class(re.compile(r"\bown\b"))
    expect(page.locator("#editor-own")).to_have_value("." * 20 + "6" + "." * 60)

    # The redrawn board still types and checks: a 1 on the diagonal clashes with r1c1.
    page.check('input[name="typing"][value="givens"]')
    cell(page, 40).click()
    page.keyboard.press("1")
    expect(cell(page, 41)).to_be_focused()
    expect(page.locator(STATUS)).to_have_text(re.compile(r"^r1c1 and r5c5 both hold 1\."))
    expect(cell(page, 40)).to_have_attribute("aria-invalid", "true")


# ----- 6. the home page's first screen on a phone: every way in without scrolling -----

FIRST_SCREEN = [
    "#way-type",
    "#way-photo",
    "#way-paste",
    "#new-easy",
    "#new-extreme",
    "#way-builtins",
]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_phone_first_screen_offers_both_ways_in(
    browser: Browser, live_server: str, scheme: str
) -> None:
    with page_on(browser, "phone", color_scheme=scheme) as page:
        home(page, live_server)
        height = page.viewport_size["height"]
        wanted = [*FIRST_SCREEN, "#daily-title + .help + form button"]
        for selector in wanted:
            box = page.locator(selector).first.bounding_box()
            assert box is not None, selector
            assert 0 <= box["y"] and box["y"] + box["height"] <= height, (selector, box)
            assert box["height"] >= 44, (selector, box)  # a thumb's target
        assert page.evaluate("window.scrollY") == 0
        assert serious_violations(page) == []
        print(
            f"\n[home first screen {scheme}] bottom of the last choice:",
            page.locator("#way-builtins").bounding_box(),
        )
        # One tap: Type it in puts the cursor in the editor's first cell, in view.
        page.locator("#way-type").tap()
        expect(cell(page, 0)).to_be_focused()
        box = cell(page, 0).bounding_box()
        assert box is not None and 0 <= box["y"] < height


# ----- 7. a refused paste opens in the editor, the cell to fix marked -----


def test_a_refused_paste_opens_in_the_editor_and_one_retype_fixes_it(
    looked_at: Page, live_server: str
) -> None:
    page = looked_at
    home(page, live_server)
    # OWNED's r1c1 given made to clash with another given of its row, and nothing else.
    assert OWNED[0] != "."
    first_given = next(c for c in range(1, 9) if OWNED[c] != ".")
    clashing = OWNED[first_given] + OWNED[1:]
    board = [int(ch) if ch != "." else 0 for ch in clashing]
    assert [(k.first, k.second) for k in check_entry(board, CLASSIC, budget=0).clashes] == [
        (0, first_given)
    ]
    page.fill("#puzzle", clashing)
    page.click("#new-game button[type=submit]")
    expect(page.locator("#puzzle-error")).to_contain_text("It is in the editor now")
    words = page.locator(STATUS)
    expect(words).to_contain_text(f"Two {clashing[0]}s in row 1")
    assert values(page) == clashing
    expect(cell(page, 0)).to_be_focused()  # the first cell of the clash
    assert invalid(page) == [0, first_given]
    expect(page.locator("#editor")).to_have_attribute("data-ready", "1")  # the script bound
    assert serious_violations(page) == []
    page.keyboard.press(OWNED[0])  # one retype: the cell's right digit
    expect(words).to_have_text(f"{sum(ch != '.' for ch in OWNED)} givens, one solution: ready.")
    assert invalid(page) == []
    page.click("#editor button[type=submit].primary")
    page.wait_for_url(GAME_URL)
    assert_givens(page, OWNED)


def test_several_solutions_pasted_open_at_a_cell_where_they_differ(
    page: Page, live_server: str
) -> None:
    home(page, live_server)
    page.fill("#puzzle", SEVERAL)
    page.click("#new-game button[type=submit]")
    expect(page.locator(STATUS)).to_contain_text("more than one solution")
    marked = invalid(page)
    assert len(marked) == 1
    expect(cell(page, marked[0])).to_be_focused()
    assert WEB_PUZZLE[marked[0]] != "0"  # a given the paste left out: type it back
    page.keyboard.press(WEB_PUZZLE[marked[0]])
    givens = sum(ch != "." for ch in SEVERAL) + 1
    expect(page.locator(STATUS)).to_have_text(f"{givens} givens, one solution: ready.")


# ----- 8. "Change it first": back to the player's wrong digit, their mode kept -----


def test_change_it_first_then_start(browser: Browser, live_server: str) -> None:
    open_cells = [c for c in range(81) if OWNED[c] == "."]
    grid = load_puzzle(OWNED).grid
    wrong, digit = next(
        (c, d)
        for c in open_cells
        for d in range(1, 10)
        if grid.candidates[c] >> (d - 1) & 1 and d != int(OWNED_SOLUTION[c])
        if _harmless(OWNED, {c: d})
    )
    with page_on(browser, "phone") as page:
        home(page, live_server)
        cell(page, 0).click()
        type_cells(page, OWNED)
        page.check('input[name="typing"][value="own"]')
        cell(page, wrong).click()
        page.keyboard.press(str(digit))
        page.click("#editor button[type=submit]")
        page.click('#editor button[name="fix"]')
        expect(cell(page, wrong)).to_be_focused()
        expect(page.locator('input[name="typing"][value="own"]')).to_be_checked()
        expect(page.locator(".editor-pad")).to_be_visible()
        page.locator(f'.editor-pad .key[data-digit="{OWNED_SOLUTION[wrong]}"]').tap()
        expect(page.locator(STATUS)).to_contain_text("one solution: ready.")
        page.click("#editor button[type=submit]")
        page.wait_for_url(GAME_URL)
        assert_givens(page, OWNED, {wrong: int(OWNED_SOLUTION[wrong])})
