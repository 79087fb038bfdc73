"""Playing in a real Chromium against a live server: what a player does, end to end."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Browser, Locator, Page, expect

from engine import load_puzzle, next_step, technique

GAME_URL = re.compile(r".*/g/[A-Za-z0-9_-]{22}(\?.*)?$")


TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')


def start(page: Page, live_server: str, puzzle: str) -> None:
    """Open a new game on this puzzle: the home page's form posted directly, then the game.

    (Pasting into the form is played out by the tests about the home page.)
    """
    home = page.request.get(live_server + "/")
    token = TOKEN.search(home.text())
    assert token is not None
    started = page.request.post(
        live_server + "/games",
        form={"csrf_token": token.group(1), "puzzle": puzzle},
        max_redirects=0,
    )
    assert started.status == 303, started.text()
    page.goto(live_server + started.headers["location"])
    expect(page.locator("#board table")).to_be_visible()


def start_by_form(page: Page, live_server: str, puzzle: str) -> None:
    page.goto(live_server + "/")
    page.fill("#puzzle", puzzle)
    page.click("#new-game button[type=submit]")
    page.wait_for_url(GAME_URL)
    expect(page.locator("#board table")).to_be_visible()


def td(page: Page, cell: int) -> Locator:
    return page.locator(f'td[data-cell="{cell}"]')


def slot(page: Page, cell: int, digit: int) -> Locator:
    """The place of one pencil mark in a cell's 3x3 block."""
    return page.locator(f"#c{cell} .marks i:nth-child({digit})")


def test_paste_click_type_and_reload(page: Page, live_server: str, puzzles: dict) -> None:
    puzzle = load_puzzle(puzzles["hard"])
    start_by_form(page, live_server, puzzles["hard"])
    cell = puzzles["hard"].index(".")
    digit = puzzle.solution[cell]

    page.click(f"#c{cell}")
    expect(td(page, cell)).to_have_class(re.compile(r"\bsel\b"))
    expect(td(page, cell)).to_have_attribute("aria-selected", "true")
    page.keyboard.press(str(digit))
    expect(page.locator(f"#c{cell}")).to_have_text(str(digit))
    expect(td(page, cell)).to_have_class(re.compile(r"\bentry\b"))
    expect(page.locator("#c" + str(cell))).to_have_attribute(
        "aria-label", f"Row {cell // 9 + 1}, column {cell % 9 + 1}, {digit}"
    )

    page.reload()
    expect(page.locator(f"#c{cell}")).to_have_text(str(digit))
    expect(page.locator("#undo")).to_be_enabled()


def test_pencil_marks_by_shift_digit_and_by_the_pad(
    page: Page, live_server: str, puzzles: dict
) -> None:
    grid = load_puzzle(puzzles["hard"]).grid
    cell = next(c for c in range(81) if grid.candidates[c].bit_count() >= 3)
    digit = next(d for d in range(1, 10) if grid.candidates[cell] >> (d - 1) & 1)
    start(page, live_server, puzzles["hard"])
    expect(slot(page, cell, digit)).to_have_text(str(digit))

    page.click(f"#c{cell}")
    page.keyboard.press(f"Shift+Digit{digit}")
    expect(slot(page, cell, digit)).to_have_text("")
    expect(page.locator(f"#c{cell}")).not_to_have_attribute("aria-label", re.compile(str(digit)))
    # Shift+digit was one pencil move: the pad stays in value mode for the next one.
    expect(page.locator("#pencil")).not_to_be_checked()
    expect(page.locator("#controls")).not_to_have_class(re.compile(r"\bpencil-mode\b"))

    page.check("#pencil")
    page.click(f"#pad-{digit}")
    expect(slot(page, cell, digit)).to_have_text(str(digit))
    page.click(f"#pad-{digit}")
    expect(slot(page, cell, digit)).to_have_text("")
    expect(page.locator(f"#c{cell}")).to_have_text(re.compile(r"^[\d ]+$"))  # marks, no value

    page.reload()
    expect(slot(page, cell, digit)).to_have_text("")


def test_hide_and_show_candidates(page: Page, live_server: str, puzzles: dict) -> None:
    start(page, live_server, puzzles["hard"])
    cell = puzzles["hard"].index(".")
    expect(page.locator(f"#c{cell} .marks")).not_to_have_text("")
    page.click("#show-candidates")
    expect(page.locator("#board table")).to_have_class(re.compile(r"\bmarks-hidden\b"))
    expect(page.locator(f"#c{cell} .marks")).to_have_text("")
    expect(page.locator("#show-candidates")).to_have_attribute("aria-pressed", "false")
    page.click("#show-candidates")
    expect(page.locator(f"#c{cell} .marks")).not_to_have_text("")


def test_a_hint_in_three_levels_then_apply_undo_redo(
    page: Page, live_server: str, puzzles: dict, artifacts: Path
) -> None:
    grid = load_puzzle(puzzles["hard"]).grid
    step = next_step(grid)
    assert step is not None and step.placements
    cell, digit = step.placements[0]
    start(page, live_server, puzzles["hard"])
    panel = page.locator("#hint-panel")

    page.keyboard.press("h")
    expect(panel).to_contain_text(step.nudge)
    expect(panel).to_contain_text("1 of 3")

    page.click("#hint-button")
    name = technique(step.technique).name
    expect(panel).to_contain_text(f"The {name} pattern is drawn on the board;")
    # The pattern only: what it places waits for the third hint.
    expect(td(page, cell)).not_to_have_class(re.compile(r"\bis-place\b"))
    page.locator(".play").screenshot(path=str(artifacts / "hint-level-2.png"))

    page.click("#hint-button")
    expect(panel).to_contain_text(step.explanation)
    expect(slot(page, cell, digit)).to_have_class("place")
    expect(td(page, cell)).to_have_class(re.compile(r"\bis-place\b"))
    page.click("#apply-hint")
    expect(page.locator(f"#c{cell}")).to_have_text(str(digit))
    expect(panel).to_contain_text("Stuck? Ask for a hint")

    page.keyboard.press("Control+z")
    expect(page.locator(f"#c{cell} .marks")).to_be_visible()
    expect(page.locator("#status")).to_contain_text("Undone:")
    page.keyboard.press("Control+y")
    expect(page.locator(f"#c{cell}")).to_have_text(str(digit))
    page.click("#undo")
    expect(page.locator(f"#c{cell} .marks")).to_be_visible()
    page.click("#redo")
    expect(page.locator(f"#c{cell}")).to_have_text(str(digit))


def test_a_mistake_is_pointed_out_first(page: Page, live_server: str, puzzles: dict) -> None:
    puzzle = load_puzzle(puzzles["hard"])
    grid = puzzle.grid
    cell, wrong = next(
        (c, d)
        for c in range(81)
        if not grid.values[c]
        for d in range(1, 10)
        if grid.candidates[c] >> (d - 1) & 1 and d != puzzle.solution[c]
    )
    start(page, live_server, puzzles["hard"])
    page.click(f"#c{cell}")
    page.keyboard.press(str(wrong))
    expect(page.locator(f"#c{cell}")).to_have_text(str(wrong))

    page.keyboard.press("h")
    expect(page.locator("#hint-panel")).to_contain_text(
        f"There is a mistake in row {cell // 9 + 1}."
    )
    page.keyboard.press("h")
    expect(td(page, cell)).to_have_class(re.compile(r"\bis-mistake\b"))
    page.keyboard.press("h")
    page.click("#apply-hint")
    expect(page.locator(f"#c{cell} .marks")).to_be_visible()


def test_the_hardest_puzzle_gets_a_hint_too(page: Page, live_server: str, puzzles: dict) -> None:
    # Where no pattern or chain applies, the verified trial answers, in words.
    start(page, live_server, puzzles["stuck"])
    for _ in range(3):
        page.click("#hint-button")
    expect(page.locator("#hint-panel")).to_contain_text("Suppose")
    expect(page.locator("#apply-hint")).to_be_visible()


def test_apply_one_heuristic_from_the_panel(page: Page, live_server: str, puzzles: dict) -> None:
    start(page, live_server, puzzles["hard"])
    page.click("#toggle-steps")
    first = page.locator("#steps-panel li").first
    expect(first).to_be_visible()
    effect = first.locator(".effect").inner_text()
    first.get_by_role("link", name=re.compile("^Show")).click()
    expect(page.locator("#steps-panel li.shown .explanation")).to_be_visible()
    expect(page.locator("#board .marks i.place, #board .marks i.elim").first).to_be_visible()
    page.locator("#steps-panel li.shown").get_by_role("button", name=re.compile("^Apply")).click()
    expect(page.locator("#status")).to_contain_text(effect)
    expect(page.locator("#undo")).to_be_enabled()


def test_a_bad_puzzle_shows_the_error_and_keeps_the_text(page: Page, live_server: str) -> None:
    page.goto(live_server + "/")
    page.fill("#puzzle", "12345")
    with page.expect_response(re.compile(r".*/games$")) as answer:
        page.click("#new-game button[type=submit]")
    assert answer.value.status == 422
    expect(page.locator("#puzzle-error")).to_contain_text(
        "A puzzle has 81 cells, but 5 were found."
    )
    expect(page.locator("#puzzle")).to_have_value("12345")
    assert page.url == live_server + "/"


def test_the_board_with_the_keyboard_alone(page: Page, live_server: str, puzzles: dict) -> None:
    start(page, live_server, puzzles["hard"])
    for _ in range(40):  # bounded: the board is a few tab stops in
        if page.evaluate("document.activeElement.id") == "c0":
            break
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "c0"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    expect(td(page, 19)).to_have_attribute("aria-selected", "true")
    assert page.evaluate("document.activeElement.id") == "c19"
    target = next(c for c in range(19, 81) if puzzles["hard"][c] == ".")
    for _ in range(target // 9 - 2):
        page.keyboard.press("ArrowDown")
    for _ in range(abs(target % 9 - 1)):
        page.keyboard.press("ArrowRight" if target % 9 > 1 else "ArrowLeft")
    expect(td(page, target)).to_have_attribute("aria-selected", "true")
    page.keyboard.press("5")
    expect(page.locator(f"#c{target}")).to_have_text("5")
    assert page.evaluate("document.activeElement.id") == f"c{target}"
    page.keyboard.press("Backspace")
    expect(page.locator(f"#c{target} .marks")).to_be_visible()


def submit(page: Page, selector: str) -> int:
    """Click what posts a form (or follows a link) and wait for the page it leads to."""
    with page.expect_navigation() as navigation:
        page.click(selector)
    response = navigation.value
    assert response is not None
    return response.status


def test_every_action_works_without_javascript(browser: Browser, live_server: str, puzzles):
    """Plain forms and links, each answered by a redirect back to the game (or a refusal)."""
    text = puzzles["hard"]
    puzzle = load_puzzle(text)
    grid, solution = puzzle.grid, puzzle.solution
    context = browser.new_context(java_script_enabled=False)
    context.set_default_timeout(10_000)
    try:
        page = context.new_page()
        # A bad puzzle is refused next to the input, which keeps the text.
        page.goto(live_server + "/")
        page.fill("#puzzle", "12345")
        assert submit(page, "#new-game button[type=submit]") == 422
        expect(page.locator("#puzzle-error")).to_contain_text("81 cells, but 5 were found")
        expect(page.locator("#puzzle")).to_have_value("12345")
        # A good one in the ;rcv form starts a game at its own address.
        rcv = "".join(f";{c // 9 + 1}{c % 9 + 1}{ch}" for c, ch in enumerate(text) if ch != ".")
        page.fill("#puzzle", rcv)
        assert submit(page, "#new-game button[type=submit]") == 200
        assert GAME_URL.match(page.url)
        game_url = page.url

        # Selecting is a link; the pad posts to the selected cell.
        first, marked = [c for c in range(81) if not grid.values[c]][:2]
        assert submit(page, f"#c{first}") == 200
        expect(td(page, first)).to_have_class(re.compile(r"\bsel\b"))
        expect(td(page, first)).to_have_attribute("aria-selected", "true")
        assert submit(page, f"#pad-{solution[first]}") == 200
        assert page.url == f"{game_url}?cell={first}"
        expect(page.locator(f"#c{first}")).to_have_text(str(solution[first]))
        expect(page.locator("#status")).to_contain_text(f"c{first % 9 + 1}={solution[first]}")
        grid.place(first, solution[first])
        assert submit(page, "#pad-erase") == 200
        expect(page.locator(f"#c{first} .marks")).to_be_visible()
        assert submit(page, f"#pad-{solution[first]}") == 200

        # A refused move answers 422 with the reason and the board as it was.
        given = next(c for c in range(81) if grid.is_given(c))
        assert submit(page, f"#c{given}") == 200
        assert submit(page, "#pad-1") == 422
        expect(page.locator("#status")).to_contain_text("is a given")
        expect(page.locator(f"#c{first}")).to_have_text(str(solution[first]))

        # Pencil mode is the pad's checkbox: remove a mark, put it back.
        digit = next(d for d in range(1, 10) if grid.candidates[marked] >> (d - 1) & 1)
        page.goto(f"{game_url}?cell={marked}")
        page.check("#pencil")
        assert submit(page, f"#pad-{digit}") == 200
        assert page.url == f"{game_url}?cell={marked}&mode=pencil"
        expect(slot(page, marked, digit)).to_have_text("")
        expect(page.locator("#pencil")).to_be_checked()
        assert submit(page, f"#pad-{digit}") == 200
        expect(slot(page, marked, digit)).to_have_text(str(digit))

        # Show candidates.
        assert submit(page, "#show-candidates") == 200
        expect(page.locator("#board table")).to_have_class(re.compile(r"\bmarks-hidden\b"))
        assert submit(page, "#show-candidates") == 200
        expect(slot(page, marked, digit)).to_have_text(str(digit))

        # The hint in three presses, applied; undone and redone.
        step = next_step(grid)
        assert step is not None
        for level in (1, 2, 3):
            assert submit(page, "#hint-button") == 200
            expect(page.locator("#hint-panel")).to_contain_text(f"{level} of 3")
        expect(page.locator("#hint-panel")).to_contain_text(step.explanation)
        assert submit(page, "#apply-hint") == 200
        expect(page.locator("#status")).to_contain_text(technique(step.technique).name)
        assert submit(page, "#undo") == 200
        expect(page.locator("#status")).to_contain_text("Undone:")
        assert submit(page, "#redo") == 200
        expect(page.locator("#status")).to_contain_text("Redone:")

        # The list of steps: open it, show one (a page of its own), apply it.
        assert submit(page, "#toggle-steps") == 200
        expect(page.locator("#toggle-steps")).to_have_attribute("aria-expanded", "true")
        effect = page.locator("#steps-panel li .effect").first.inner_text()
        assert submit(page, "#steps-panel li a") == 200
        assert "/steps/" in page.url
        expect(page.locator("#steps-panel li.shown .explanation")).to_be_visible()
        assert submit(page, "#steps-panel li.shown button") == 200
        expect(page.locator("#status")).to_contain_text(effect)

        # Another window moved meanwhile: this one's post is refused with the fresh board.
        other = context.new_page()
        other.goto(f"{game_url}?cell={first}")
        assert submit(other, "#pad-erase") == 200
        assert submit(page, "#hint-button") == 409
        expect(page.locator("#status")).to_contain_text("changed in another tab")
        expect(page.locator(f"#c{first} .marks")).to_be_visible()

        # An unknown game is a page that says so.
        assert page.goto(live_server + "/g/nosuchgame000000000000").status == 404
        expect(page.locator("h1")).to_have_text("Not found")
        expect(page.get_by_role("link", name="start a new game")).to_be_visible()
    finally:
        context.close()


def test_two_tabs_never_lose_a_move_silently(browser: Browser, live_server: str, puzzles) -> None:
    context = browser.new_context()
    try:
        one = context.new_page()
        start(one, live_server, puzzles["hard"])
        two = context.new_page()
        two.goto(one.url)
        first, second = [c for c, ch in enumerate(puzzles["hard"]) if ch == "."][:2]

        one.click(f"#c{first}")
        one.keyboard.press("4")
        expect(one.locator(f"#c{first}")).to_have_text("4")

        two.click(f"#c{second}")
        two.keyboard.press("7")
        expect(two.locator("#status")).to_contain_text("changed in another tab")
        expect(two.locator(f"#c{first}")).to_have_text("4")
        expect(two.locator(f"#c{second} .marks")).to_be_visible()

        two.keyboard.press("7")  # now from the fresh page
        expect(two.locator(f"#c{second}")).to_have_text("7")
        one.reload()
        expect(one.locator(f"#c{first}")).to_have_text("4")
        expect(one.locator(f"#c{second}")).to_have_text("7")

        # Keys typed ahead in a stale tab: the first is refused, and the ones queued behind
        # it are dropped, not sent on a board the player has not seen yet.
        one.click(f"#c{first}")
        one.keyboard.press("Backspace")
        expect(one.locator(f"#c{first} .marks")).to_be_visible()
        two.click(f"#c{first}")
        moves: list[str] = []
        two.on("request", lambda r: moves.append(r.url) if r.url.endswith("/move") else None)
        two.evaluate(
            """() => ["1", "2", "3"].forEach((d) => document.activeElement.dispatchEvent(
                new KeyboardEvent("keydown", {key: d, code: "Digit" + d, bubbles: true})))"""
        )
        expect(two.locator("#status")).to_contain_text("changed in another tab")
        two.click("#show-candidates")  # queued behind anything still waiting
        expect(two.locator("#show-candidates")).to_have_attribute("aria-pressed", "false")
        assert len(moves) == 1
        one.reload()
        expect(one.locator(f"#c{first} .marks")).to_be_attached()
        expect(one.locator(f"#c{second}")).to_have_text("7")
    finally:
        context.close()


def test_actions_faster_than_the_server_all_arrive_in_order(
    page: Page, live_server: str, puzzles: dict
) -> None:
    """A second key or click before the first answer is neither dropped nor taken as stale."""
    solution = load_puzzle(puzzles["hard"]).solution
    first, second = [c for c, ch in enumerate(puzzles["hard"]) if ch == "."][:2]
    a, b = solution[first], solution[second]
    start(page, live_server, puzzles["hard"])
    page.click(f"#c{first}")
    # All in one task, so every request is asked for before any answer can come back.
    page.evaluate(
        """([second, a, b]) => {
            const key = (digit) => document.activeElement.dispatchEvent(new KeyboardEvent(
                "keydown", {key: String(digit), code: "Digit" + digit, bubbles: true}));
            key(a);
            document.getElementById("c" + second).click();
            key(b);
            document.getElementById("pad-erase").click();
            document.getElementById("pad-" + b).click();
            document.getElementById("hint-button").click();
        }""",
        [second, a, b],
    )
    expect(page.locator("#hint-panel")).to_contain_text("1 of 3")
    expect(page.locator(f"#c{first}")).to_have_text(str(a))
    expect(page.locator(f"#c{second}")).to_have_text(str(b))
    expect(page.locator("#status")).not_to_have_class(re.compile(r"\berror\b"))
    page.reload()
    expect(page.locator(f"#c{first}")).to_have_text(str(a))
    expect(page.locator(f"#c{second}")).to_have_text(str(b))
    # The history holds the four moves, newest first.
    name_a, name_b = (f"r{c // 9 + 1}c{c % 9 + 1}" for c in (first, second))
    for label in (f"{name_b}={b}", f"{name_b}: {b} erased", f"{name_b}={b}", f"{name_a}={a}"):
        page.click("#undo")
        expect(page.locator("#status")).to_contain_text(f"Undone: {label}.")
    expect(page.locator("#undo")).to_be_disabled()


def focused(page: Page) -> str:
    return page.evaluate("document.activeElement ? document.activeElement.id : ''")


def tab_to(page: Page, element_id: str) -> None:
    for _ in range(60):  # bounded: the page has a few dozen tab stops
        if focused(page) == element_id:
            return
        page.keyboard.press("Tab")
    assert focused(page) == element_id


def walk(page: Page, here: int, there: int) -> None:
    """Arrow keys from one cell to another."""
    rows, cols = there // 9 - here // 9, there % 9 - here % 9
    for _ in range(abs(rows)):
        page.keyboard.press("ArrowDown" if rows > 0 else "ArrowUp")
    for _ in range(abs(cols)):
        page.keyboard.press("ArrowRight" if cols > 0 else "ArrowLeft")
    expect(page.locator(f"#c{there}")).to_be_focused()


def name(cell: int) -> str:
    return f"Row {cell // 9 + 1}, column {cell % 9 + 1}"


def test_a_whole_turn_by_keyboard_alone(page: Page, live_server: str, puzzles: dict) -> None:
    """From the home page to a step of the list, never touching the mouse."""
    text = puzzles["hard"]
    puzzle = load_puzzle(text)
    grid, solution = puzzle.grid, puzzle.solution
    page.goto(live_server + "/")
    tab_to(page, "puzzle")
    page.keyboard.insert_text(text)
    # Past the variant (Classic stays chosen) and the closed Jigsaw layout to Start.
    page.keyboard.press("Tab")
    expect(page.locator("#variant")).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.locator("details.layout summary")).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.locator("#new-game button[type=submit]")).to_be_focused()
    page.keyboard.press("Enter")
    page.wait_for_url(GAME_URL)
    tab_to(page, "c0")
    expect(td(page, 0)).to_have_attribute("aria-selected", "true")

    # A value: the cell keeps the focus and says what it now holds.
    first = next(c for c in range(81) if not grid.values[c])
    walk(page, 0, first)
    page.keyboard.press(str(solution[first]))
    expect(page.get_by_role("link", name=f"{name(first)}, {solution[first]}")).to_be_focused()
    grid.place(first, solution[first])

    # A pencil mark: Shift+digit takes it out, pencil mode (P) and the digit put it back.
    marked = next(c for c in range(first + 1, 81) if grid.candidates[c].bit_count() >= 2)
    digit = next(d for d in range(1, 10) if grid.candidates[marked] >> (d - 1) & 1)
    walk(page, first, marked)
    page.keyboard.press(f"Shift+Digit{digit}")
    expect(slot(page, marked, digit)).to_have_text("")
    expect(page.locator(f"#c{marked}")).not_to_have_attribute(
        "aria-label", re.compile(rf"pencil marks .*\b{digit}\b")
    )
    page.keyboard.press("p")
    expect(page.locator("#pencil")).to_be_checked()
    page.keyboard.press(str(digit))
    expect(slot(page, marked, digit)).to_have_text(str(digit))
    page.keyboard.press("p")
    expect(page.locator("#pencil")).not_to_be_checked()

    # A wrong digit, then Delete.
    wrong = next(d for d in range(1, 10) if d != solution[marked])
    page.keyboard.press(str(wrong))
    expect(page.locator(f"#c{marked}")).to_have_text(str(wrong))
    page.keyboard.press("Delete")
    expect(page.locator(f"#c{marked} .marks")).to_be_visible()
    expect(page.locator(f"#c{marked}")).to_be_focused()

    # The hint by H, three levels, applied by A; then undone and redone.
    step = next_step(grid)
    assert step is not None
    for level in (1, 2, 3):
        page.keyboard.press("h")
        expect(page.locator("#hint-panel")).to_contain_text(f"{level} of 3")
    expect(page.locator("#hint-panel")).to_contain_text(step.explanation)
    page.keyboard.press("a")
    expect(page.locator("#status")).to_contain_text(technique(step.technique).name)
    page.keyboard.press("Control+z")
    expect(page.locator("#status")).to_contain_text("Undone:")
    page.keyboard.press("Control+y")
    expect(page.locator("#status")).to_contain_text("Redone:")

    # Buttons by Tab and Enter keep the focus where the player is.
    tab_to(page, "show-candidates")
    page.keyboard.press("Enter")
    expect(page.locator("#show-candidates")).to_have_attribute("aria-pressed", "false")
    expect(page.locator("#show-candidates")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#show-candidates")).to_have_attribute("aria-pressed", "true")

    # The hint button at its last level keeps the focus (dimmed, not disabled); Apply is
    # the next Tab stop, and after it the focus returns to the hint button.
    tab_to(page, "hint-button")
    for level in (1, 2, 3):
        page.keyboard.press("Enter")
        expect(page.locator("#hint-panel")).to_contain_text(f"{level} of 3")
    expect(page.locator("#hint-button")).to_be_focused()
    expect(page.locator("#hint-button")).to_have_attribute("aria-disabled", "true")
    page.keyboard.press("Tab")
    expect(page.locator("#apply-hint")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#hint-button")).to_be_focused()

    # "Apply one heuristic": open, show a step, apply it.
    tab_to(page, "toggle-steps")
    page.keyboard.press("Enter")
    expect(page.locator("#toggle-steps")).to_have_attribute("aria-expanded", "true")
    page.keyboard.press("Tab")
    show = page.locator("#steps-panel li").first.get_by_role("link", name=re.compile("^Show"))
    expect(show).to_be_focused()
    effect = page.locator("#steps-panel li .effect").first.inner_text()
    page.keyboard.press("Enter")
    expect(page.locator("#steps-panel li.shown .explanation")).to_be_visible()
    page.keyboard.press("Tab")
    expect(page.locator("#steps-panel li.shown").get_by_role("button")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#status")).to_contain_text(effect)
    expect(page.locator("#toggle-steps")).to_be_focused()


def style(page: Page, selector: str, prop: str) -> str:
    return page.eval_on_selector(selector, f"e => getComputedStyle(e)[{prop!r}]")


def test_the_board_looks_like_a_sudoku_board(page: Page, live_server: str, puzzles: dict) -> None:
    """Thick box borders, givens apart from entries, pencil marks as a 3x3 block."""
    text = puzzles["hard"]
    puzzle = load_puzzle(text)
    start(page, live_server, text)
    expect(page.locator("#board td")).to_have_count(81)
    assert style(page, 'td[data-cell="2"]', "borderRightWidth") == "3px"
    assert style(page, 'td[data-cell="1"]', "borderRightWidth") == "1px"
    assert style(page, 'td[data-cell="20"]', "borderBottomWidth") == "3px"
    assert style(page, 'td[data-cell="11"]', "borderBottomWidth") == "1px"

    given = text.index("5")
    cell = next(c for c in range(81) if not puzzle.grid.values[c])
    page.click(f"#c{cell}")
    page.keyboard.press(str(puzzle.solution[cell]))
    expect(page.locator(f"#c{cell}")).to_have_text(str(puzzle.solution[cell]))
    given_look = (style(page, f"#c{given}", "fontWeight"), style(page, f"#c{given}", "color"))
    entry_look = (style(page, f"#c{cell}", "fontWeight"), style(page, f"#c{cell}", "color"))
    assert given_look[0] != entry_look[0] and given_look[1] != entry_look[1]

    # Each pencil mark has its own place: 1 top left, 5 in the middle, 9 bottom right.
    full = next(
        c for c in range(81) if not puzzle.grid.values[c] and puzzle.grid.candidates[c] >> 8 & 1
    )
    box = page.locator(f"#c{full}").bounding_box()
    assert box is not None
    for digit in range(1, 10):
        place = slot(page, full, digit).bounding_box()
        assert place is not None
        row = int((place["y"] + place["height"] / 2 - box["y"]) * 3 // box["height"])
        col = int((place["x"] + place["width"] / 2 - box["x"]) * 3 // box["width"])
        assert (row, col) == ((digit - 1) // 3, (digit - 1) % 3), digit


def test_selection_peers_same_digits_and_conflicts(
    page: Page, live_server: str, puzzles: dict
) -> None:
    text = puzzles["hard"]
    grid = load_puzzle(text).grid
    start(page, live_server, text)
    selected = text.index("9")
    peers = set(grid.variant.peers[selected])
    page.click(f"#c{selected}")
    classes = page.eval_on_selector_all(
        "#board td", "cells => cells.map(td => td.className.split(' '))"
    )
    for c in range(81):
        assert ("sel" in classes[c]) == (c == selected), c
        assert ("peer" in classes[c]) == (c in peers), c
        assert ("same" in classes[c]) == (text[c] == "9"), c
    selected_look = style(page, f'td[data-cell="{selected}"]', "backgroundColor")
    assert selected_look != style(page, "td.peer", "backgroundColor")

    # A digit its row already holds: both cells are marked, and say so.
    clash_with = next(c for c in range(9) if text[c] != ".")
    cell = next(c for c in range(9) if text[c] == ".")
    digit = text[clash_with]
    page.click(f"#c{cell}")
    page.keyboard.press(digit)
    expect(td(page, cell)).to_have_class(re.compile(r"\bconflict\b"))
    expect(td(page, clash_with)).to_have_class(re.compile(r"\bconflict\b"))
    expect(page.locator(f"#c{cell}")).to_have_attribute(
        "aria-label", re.compile(f"clashes with another {digit}")
    )
    assert style(page, f"#c{cell}", "color") == style(page, f"#c{clash_with}", "color")
    calm = next(c for c in range(9, 81) if text[c] not in (".", digit))
    assert style(page, f"#c{cell}", "color") != style(page, f"#c{calm}", "color")
    expect(page.locator("#board td.conflict")).to_have_count(2)
    # The selected cell still looks selected; the other clashing cell looks clashing.
    assert style(page, f'td[data-cell="{cell}"]', "backgroundColor") == selected_look
    clash_look = style(page, f'td[data-cell="{clash_with}"]', "backgroundColor")
    assert clash_look not in (selected_look, style(page, "td.peer", "backgroundColor"))
    page.keyboard.press("Backspace")
    expect(page.locator("#board td.conflict")).to_have_count(0)


def test_a_tap_selects_a_cell_on_a_touch_screen(browser: Browser, live_server: str, puzzles):
    context = browser.new_context(
        has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844}
    )
    context.set_default_timeout(10_000)
    try:
        page = context.new_page()
        start(page, live_server, puzzles["hard"])
        puzzle = load_puzzle(puzzles["hard"])
        cell = next(c for c in range(81) if not puzzle.grid.values[c])
        page.tap(f"#c{cell}")
        expect(td(page, cell)).to_have_attribute("aria-selected", "true")
        assert GAME_URL.match(page.url) and "?cell" not in page.url  # selected in place
        page.tap(f"#pad-{puzzle.solution[cell]}")
        expect(page.locator(f"#c{cell}")).to_have_text(str(puzzle.solution[cell]))
    finally:
        context.close()


def test_the_last_right_digit_says_solved(page: Page, live_server: str, puzzles: dict) -> None:
    """One cell left: a wrong digit there is not a win, the right one is."""
    solution = load_puzzle(puzzles["easy"]).solution
    last = 40
    text = "".join("." if c == last else str(d) for c, d in enumerate(solution))
    start(page, live_server, text)
    page.click(f"#c{last}")
    wrong = next(d for d in range(1, 10) if d != solution[last])
    page.keyboard.press(str(wrong))
    expect(page.locator("#status")).to_contain_text("Every cell is filled, but something is wrong")
    expect(page.locator("#board table")).not_to_have_class(re.compile(r"\bsolved\b"))
    page.keyboard.press(str(solution[last]))
    status = page.locator("#status")
    expect(status).to_contain_text(re.compile(r"Solved in \d+:\d\d with no hints\. Well done!"))
    expect(page.locator("#announce")).to_contain_text("Solved in")  # for screen readers
    expect(page.locator("#board table")).to_have_class(re.compile(r"\bsolved\b"))
    expect(page.locator("#hint-panel")).to_contain_text("Solved: there is nothing left to hint.")
    expect(page.locator("#hint-button")).to_have_attribute("aria-disabled", "true")
    expect(page.locator("#next-puzzle")).to_be_visible()
    page.reload()
    expect(page.locator("#status")).to_contain_text("Solved in")


def test_one_live_region_stays_and_says_each_change(
    page: Page, live_server: str, puzzles: dict
) -> None:
    """Screen readers hear a live region's changes only if the region itself is kept."""
    text = puzzles["hard"]
    puzzle = load_puzzle(text)
    start(page, live_server, text)
    live = page.locator("[aria-live]")
    expect(live).to_have_count(1)
    expect(live).to_have_attribute("role", "status")
    region = page.locator("#announce").element_handle()
    assert region is not None

    cell = next(c for c in range(81) if not puzzle.grid.values[c])
    page.click(f"#c{cell}")
    page.keyboard.press(str(puzzle.solution[cell]))
    expect(live).to_have_text(f"r{cell // 9 + 1}c{cell % 9 + 1}={puzzle.solution[cell]}.")
    puzzle.grid.place(cell, puzzle.solution[cell])
    page.keyboard.press("h")
    step = next_step(puzzle.grid)
    assert step is not None
    expect(live).to_have_text(step.nudge)
    page.click(f"#c{text.index('5')}")
    page.keyboard.press("4")
    expect(live).to_contain_text("is a given")
    assert region.evaluate("element => element.isConnected")
