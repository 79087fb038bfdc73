"""How the app looks and reads: axe-core finds no serious violation in any state, light or
dark, desktop or phone; touch targets are big enough; the board never moves under the
player's finger; dark mode, forced colours and print each keep what matters."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from axe import serious_violations
from pages import VIEWPORTS, choose, page_on
from playwright.sync_api import Browser, Page, expect
from test_browser_play import start, td

from engine import load_puzzle

DESKTOP, PHONE = VIEWPORTS["desktop"], VIEWPORTS["phone"]


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    with page_on(browser, "phone") as page:
        yield page


def audit(page: Page, where: str, found: dict[str, list[str]]) -> None:
    problems = serious_violations(page)
    if problems:
        found[where] = problems


@pytest.mark.parametrize("view", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_accessibility_violation_in_any_state(
    browser: Browser, live_server: str, puzzles: dict, artifacts: Path, view: str, scheme: str
) -> None:
    found: dict[str, list[str]] = {}
    with page_on(browser, view, color_scheme=scheme) as page:
        page.goto(live_server + "/")
        audit(page, "home", found)
        page.fill("#puzzle", "12345")
        page.click("#new-game button[type=submit]")
        expect(page.locator("#puzzle-error")).to_be_visible()
        audit(page, "a refused puzzle", found)

        start(page, live_server, puzzles["hard"])
        page.click("#c10")
        audit(page, "a game with candidates", found)
        for level in (1, 2, 3):
            page.click("#hint-button")
            expect(page.locator("#hint-title .level")).to_have_text(f"{level} of 3")
            audit(page, f"hint level {level}", found)
        page.screenshot(path=str(artifacts / f"look-{scheme}-{view}.png"), full_page=True)
        page.click("#toggle-steps")
        # The list may come from the solve pool after "Working this out…" and a poll
        # (its process starting on a loaded machine): wait for that, then for quiet.
        expect(page.locator("#steps-panel .groups")).to_be_visible(timeout=30_000)
        page.wait_for_load_state("networkidle")
        audit(page, "the steps panel open", found)
        page.click("#c0")
        page.keyboard.press("5")  # r1c1 is empty in this puzzle: a digit that clashes
        page.click("#c2")
        page.keyboard.press("1")  # r1c3 is a given: refused
        expect(page.locator("#status")).to_have_class(re.compile(r"\berror\b"))
        audit(page, "an error", found)

        solution = load_puzzle(puzzles["easy"]).solution
        last = 40
        start(
            page, live_server, "".join("." if c == last else str(d) for c, d in enumerate(solution))
        )
        page.click(f"#c{last}")
        page.keyboard.press(str(solution[last]))
        expect(page.locator("#board table")).to_have_class(re.compile(r"\bsolved\b"))
        audit(page, "a solved game", found)
    assert not found, found


def test_every_control_is_big_enough_to_tap_on_a_phone(
    phone: Page, live_server: str, puzzles: dict
) -> None:
    start(phone, live_server, puzzles["hard"])
    phone.click("details.tools summary")
    phone.click("#hint-button")
    phone.click("#toggle-steps")
    expect(phone.locator("#steps-panel .groups")).to_be_visible(timeout=30_000)
    small = phone.evaluate(
        """() => {
        const out = [];
        const controls = document.querySelectorAll(
            "header button, #game button, #game select, #game summary, #game .toggle, " +
            "#steps-panel li a, .share-links a");
        for (const el of controls) {
            const box = el.getBoundingClientRect();
            if (box.width === 0 || el.closest("[hidden]")) continue;  // not shown
            if (box.width < 44 || box.height < 44)
                out.push(`${el.id || el.textContent.trim().slice(0, 20)}: ` +
                         `${box.width}x${box.height}`);
        }
        return out;
    }"""
    )
    assert small == []
    cells = phone.evaluate(
        "() => [...document.querySelectorAll('#board td')]"
        ".map(t => t.getBoundingClientRect().width)"
    )
    assert len(cells) == 81 and min(cells) >= 42, min(cells)
    sizes = phone.evaluate(
        "() => [...document.querySelectorAll('#board .marks i')].map("
        "i => parseFloat(getComputedStyle(i).fontSize))"
    )
    assert sizes and min(sizes) >= 12
    # The board fits the screen: no sideways scrolling.
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


@pytest.mark.parametrize("view", ["desktop", "phone"])
def test_a_long_message_does_not_move_the_board(
    browser: Browser, live_server: str, puzzles: dict, view: str
) -> None:
    with page_on(browser, view) as page:
        start(page, live_server, puzzles["hard"])
        before = page.locator("#board table").bounding_box()
        pad_before = page.locator("#pad-5").bounding_box()
        page.click("#c2")
        page.keyboard.press("Shift+4")  # a given: the refusal's message
        expect(page.locator("#status .message")).to_contain_text("is a given")
        page.click("#show-candidates")
        page.click("#c0")
        page.keyboard.press("Shift+4")  # marks hidden: the longest message there is
        expect(page.locator("#status .message")).to_contain_text("Pencil marks are hidden")
        assert page.locator("#board table").bounding_box() == before
        assert page.locator("#pad-5").bounding_box() == pad_before


def test_dark_mode_follows_the_system_and_the_switch_is_remembered(
    browser: Browser, live_server: str
) -> None:
    def background(page: Page) -> tuple[int, ...]:
        colour = page.evaluate("getComputedStyle(document.body).backgroundColor")
        if colour in ("rgba(0, 0, 0, 0)", "transparent"):
            colour = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
        return tuple(int(x) for x in re.findall(r"\d+", colour)[:3])

    for java_script in (True, False):
        context = browser.new_context(color_scheme="dark", java_script_enabled=java_script)
        page = context.new_page()
        try:
            page.goto(live_server + "/")
            assert sum(background(page)) < 150, background(page)  # the system says dark
            choose(page, "#theme-light")
            page.wait_for_url(live_server + "/")
            expect(page.locator("#theme-light")).to_have_attribute("aria-pressed", "true")
            assert sum(background(page)) > 600
            page.reload()
            assert sum(background(page)) > 600  # remembered
            choose(page, "#theme-auto")
            # The switch is a form: measure the page it lands on, not the one it leaves.
            expect(page.locator("#theme-auto")).to_have_attribute("aria-pressed", "true")
            assert sum(background(page)) < 150
        finally:
            context.close()


def test_the_switch_refuses_a_forged_theme(page: Page, live_server: str) -> None:
    home = page.request.get(live_server + "/")
    token = re.search(r'name="csrf_token" value="([^"]+)"', home.text()).group(1)
    answer = page.request.post(
        live_server + "/theme", form={"csrf_token": token, "theme": "neon", "next": "/"}
    )
    assert answer.status == 400
    assert "Pick a theme" in answer.text()
    gone = page.request.post(
        live_server + "/theme",
        form={"csrf_token": token, "theme": "dark", "next": "//evil.example/"},
        max_redirects=0,
    )
    assert gone.status == 303 and gone.headers["location"] == "/"


def test_forced_colours_keep_the_selection_and_the_hint_roles(
    browser: Browser, live_server: str, puzzles: dict
) -> None:
    with page_on(browser, "desktop", forced_colors="active") as page:
        start(page, live_server, puzzles["hard"])
        page.click("#c10")
        outline = page.evaluate(
            "getComputedStyle(document.querySelector('td[data-cell=\"10\"]')).outlineStyle"
        )
        assert outline not in ("none", ""), outline
        for _ in range(3):
            page.click("#hint-button")
        expect(page.locator("#hint-title .level")).to_have_text("3 of 3")
        styles = page.evaluate(
            """() => {
            const seen = {};
            for (const td of document.querySelectorAll('#board td')) {
                for (const c of td.classList) {
                    if (/^(is-|in-)/.test(c) && !(c in seen)) {
                        const s = getComputedStyle(td);
                        seen[c] = s.outlineStyle + ' ' + s.outlineWidth;
                    }
                }
            }
            return seen;
        }"""
        )
        assert styles, "the hint drew nothing"
        assert all(not style.startswith("none") for style in styles.values()), styles


def test_print_shows_the_puzzle_alone(page: Page, live_server: str, puzzles: dict) -> None:
    puzzle = load_puzzle(puzzles["hard"])
    start(page, live_server, puzzles["hard"])
    cell = puzzles["hard"].index(".")
    page.click(f"#c{cell}")
    page.keyboard.press(str(puzzle.solution[cell]))
    expect(td(page, cell)).to_have_attribute("data-v", str(puzzle.solution[cell]))
    page.emulate_media(media="print")
    for hidden in ("#controls", "#hint-panel", "#steps-panel", "header.site", "#status"):
        expect(page.locator(hidden)).to_be_hidden()
    expect(page.locator("#board table")).to_be_visible()
    # The givens print; the player's entries and marks do not: a clean puzzle on paper.
    given = puzzles["hard"].index("5")
    assert page.locator(f"#c{given}").evaluate("a => getComputedStyle(a).visibility") == "visible"
    assert page.locator(f"#c{cell}").evaluate("a => getComputedStyle(a).visibility") == "hidden"


def test_the_keys_paragraph_is_for_keyboards_and_screen_readers(
    browser: Browser, live_server: str, puzzles: dict
) -> None:
    """A touch-only phone has no keys to press: the paragraph is not shown there, and it
    stays in the page (visually hidden) for a screen reader with a keyboard."""
    for view, shown in (("desktop", True), ("phone", False)):
        with page_on(browser, view) as page:
            start(page, live_server, puzzles["hard"])
            keys = page.locator("p.keys")
            touch_only = "matchMedia('(hover: none) and (pointer: coarse)').matches"
            assert page.evaluate(touch_only) != shown
            box = keys.bounding_box()
            assert box is not None  # in the layout either way, not display: none
            if shown:
                expect(keys).to_be_visible()
                assert box["height"] > 20
            else:
                assert box["width"] <= 1 and box["height"] <= 1
            expect(keys).to_contain_text("Backspace")  # the words are still read out
            assert page.evaluate(
                "getComputedStyle(document.querySelector('p.keys')).display"
            ) != "none"
