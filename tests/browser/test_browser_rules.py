"""Thermometers and whispers in a real Chromium: a published puzzle's link pasted into
the home page starts its game, the board draws each element under the pencil marks,
a hint about a rule reaches its third level with its element outlined, and the page
stays axe clean on a desktop and a phone, light and dark; a pasted dots puzzle (kropki,
XV, odd/even, minimum/maximum, a quadruple) shows its clues; a pasted sandwich puzzle's
first hint outlines its clue in the frame round the grid. Screenshots go to
tests/artifacts/rules_*.png (copies kept in tests/browser/screenshots/)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from axe import serious_violations
from pages import page_on, settled
from playwright.sync_api import Browser, expect

from engine import (
    CLASSIC,
    RULE,
    LinkedPuzzle,
    fpuzzles_link,
    load_link,
    next_step,
    read_link,
    variant_named,
    with_rules,
)
from engine.rules import (
    XV,
    Arrow,
    BetweenLine,
    BlackDot,
    Even,
    Maximum,
    Minimum,
    Odd,
    Palindrome,
    Quadruple,
    RegionSumLine,
    Renban,
    Thermometer,
    Whispers,
    WhiteDot,
)

HERE = Path(__file__).resolve().parent
ALIEN = next(  # "Alien" by Lisztes: one thermometer and twelve German whispers lines
    entry["fpuzzles"]
    for entry in json.loads((HERE.parent / "data" / "sudokutools_variants.json").read_text())
    if entry["index"] == 27
)
VARIANT = variant_named(read_link(ALIEN).variant)

# Every kind on one board, each element true to HARD's solution (checked below).
HARD = "..5.9.4..61..5..23..4.6.7..9.......2...4.9......382....3.....6.4.7...2.816.....97"
EVERY_KIND = (
    Thermometer((3, 12, 21)), Arrow((14,), (23, 33)), Arrow((5, 6), (15, 16, 17)),
    Whispers((0, 1), 4), Renban((60, 61, 62)), Palindrome((40, 48, 57)),
    BetweenLine((27, 28, 29)), RegionSumLine((64, 65, 66, 67)),
)
# Issue 46's clues, each true to HARD's solution.
DOTS = (
    WhiteDot((27, 28)), WhiteDot((0, 1), difference=4), BlackDot((0, 9)), XV((4, 5), total=10),
    XV((5, 14), total=5), Odd((44,)), Even((30,)), Minimum((40,)), Maximum((41,)),
    Quadruple((60, 61, 69, 70), 1256),
)
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')

# Where each pencil mark's digit is and where each rule shape is, on screen, and what
# lies at a mark's centre: the mark itself (its text above the shapes), never a shape.
MARKS_ON_TOP = """() => {
  // The shapes take no pointer events (taps go to the cells): for this question only,
  // let them be hit, where they are painted.
  const svg = document.querySelector("#board svg.rule-shapes");
  svg.style.pointerEvents = "visiblePainted";
  const marks = [...document.querySelectorAll("#board td .marks i")]
    .filter(i => i.textContent.trim());
  let under = 0, covered = [];
  for (const i of marks) {
    const box = i.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    const stack = document.elementsFromPoint(x, y);
    const shape = stack.findIndex(e => e.closest && e.closest("svg.rule-shapes"));
    const mark = stack.indexOf(i);
    if (shape >= 0) { under++; if (mark < 0 || mark > shape) covered.push(i.textContent); }
  }
  svg.style.pointerEvents = "";
  return {marks: marks.length, under, covered};
}"""

# What lies on top at the middle of a quadruple's circle: the circle, over the cells.
QUADRUPLE_ON_TOP = """() => {
  const svg = document.querySelector("#board svg.rule-shapes.over");
  svg.style.pointerEvents = "visiblePainted";
  const box = svg.querySelector("g.quadruple path").getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  svg.style.pointerEvents = "";
  return Boolean(top && top.closest("svg.rule-shapes.over"));
}"""


@pytest.fixture(scope="module")
def rule_game(browser: Browser, live_server: str) -> Iterator[str]:
    """The puzzle pasted as a player pastes it, and its hint asked to level 3: the game's
    address (the hint and its level are kept with the game)."""
    with page_on(browser, "desktop") as page:
        page.set_default_timeout(60_000)  # the paste checks the puzzle has one solution
        page.goto(live_server + "/")
        page.fill("#puzzle", ALIEN)
        page.locator("#new-game button[type=submit]").click()
        page.wait_for_url(re.compile(r"/g/"))
        for level in (1, 2, 3):
            page.click("#hint-button")
            expect(page.locator("#hint-title .level")).to_have_text(f"{level} of 3")
        yield page.url.split("?")[0]


@pytest.mark.parametrize("view", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_pasted_thermo_and_whispers_puzzle_draws_its_rules_and_a_rule_hint(
    browser: Browser, rule_game: str, artifacts: Path, view: str, scheme: str
) -> None:
    step = next_step(load_link(ALIEN).grid)
    assert step is not None
    used = {h.ref for h in step.highlights if h.kind == RULE}
    assert used, f"the first hint is {step.technique}, not a rule's"
    with page_on(browser, view, color_scheme=scheme) as page:
        page.goto(rule_game)
        settled(page)
        shapes = page.locator("#board svg.rule-shapes")
        expect(shapes.locator("g.rule.thermometer")).to_have_count(1)
        expect(shapes.locator("g.rule.whispers")).to_have_count(
            sum(r.kind == "whispers" for r in VARIANT.rules)
        )
        # The hinted element is outlined, and only it.
        expect(shapes.locator("g.rule.hint")).to_have_count(len(used))
        expect(shapes.locator("g.rule-halo")).to_have_count(len(used))
        # The shapes lie within the board.
        board = page.locator("#board table").bounding_box()
        box = shapes.bounding_box()
        assert board and box
        assert abs(box["x"] - board["x"]) <= 4 and abs(box["width"] - board["width"]) <= 8
        # Under the pencil marks: at every mark over a shape, the mark is on top.
        found = page.evaluate(MARKS_ON_TOP)
        assert found["under"] > 0, found  # some marks do sit on lines
        assert found["covered"] == [], found
        # The rules box names both rules, the level-3 words are the engine's.
        box_text = page.locator(".rules-box").inner_text()
        assert "Thermometer" in box_text and "German whispers" in box_text
        expect(page.locator("#hint-panel")).to_contain_text(step.explanation[:40])
        expect(page.locator("#hint-panel .legend")).to_contain_text("the rule the step uses")
        assert serious_violations(page) == []
        page.locator(".play").screenshot(path=str(artifacts / f"rules_{view}_{scheme}.png"))



@pytest.mark.parametrize(("view", "scheme"), [("desktop", "light"), ("phone", "dark")])
def test_every_kind_of_element_is_drawn_under_the_marks(
    browser: Browser, live_server: str, artifacts: Path, view: str, scheme: str
) -> None:
    from engine import solve

    solution = solve([0 if ch == "." else int(ch) for ch in HARD])
    assert solution and all(rule.allows(solution) for rule in EVERY_KIND)
    link = fpuzzles_link(LinkedPuzzle(HARD, with_rules(CLASSIC, EVERY_KIND).name))
    with page_on(browser, view, color_scheme=scheme) as page:
        home = page.request.get(live_server + "/")
        token = TOKEN.search(home.text())
        assert token is not None
        started = page.request.post(live_server + "/games", max_redirects=0,
                                    form={"csrf_token": token.group(1), "puzzle": link})
        assert started.status == 303, started.text()[:300]
        page.goto(live_server + started.headers["location"])
        settled(page)
        shapes = page.locator("#board svg.rule-shapes")
        for kind, count in (("thermometer", 1), ("arrow", 2), ("whispers", 1), ("renban", 1),
                            ("palindrome", 1), ("between-line", 1), ("region-sum-line", 1)):
            expect(shapes.locator(f"g.rule.{kind}")).to_have_count(count)
        found = page.evaluate(MARKS_ON_TOP)
        assert found["under"] > 0 and found["covered"] == [], found
        label = page.locator("#c14").get_attribute("aria-label") or ""
        assert "in an arrow's circle" in label
        expect(page.locator(".rules-box li")).to_have_count(7)
        assert serious_violations(page) == []
        page.locator("#board").screenshot(
            path=str(artifacts / f"rules_every_kind_{view}_{scheme}.png"))


@pytest.mark.parametrize(("view", "scheme"), [("desktop", "light"), ("phone", "dark")])
def test_a_pasted_dots_puzzle_draws_its_clues(
    browser: Browser, live_server: str, artifacts: Path, view: str, scheme: str
) -> None:
    from engine import solve

    solution = solve([0 if ch == "." else int(ch) for ch in HARD])
    assert solution and all(rule.allows(solution) for rule in DOTS)
    link = fpuzzles_link(LinkedPuzzle(HARD, with_rules(CLASSIC, DOTS).name))
    with page_on(browser, view, color_scheme=scheme) as page:
        page.set_default_timeout(60_000)  # the paste checks the puzzle has one solution
        page.goto(live_server + "/")
        page.fill("#puzzle", link)
        page.locator("#new-game button[type=submit]").click()
        page.wait_for_url(re.compile(r"/g/"))
        settled(page)
        shapes = page.locator("#board svg.rule-shapes")
        for kind, count in (("white-dot", 2), ("black-dot", 1), ("xv", 2), ("odd", 1),
                            ("even", 1), ("minimum", 1), ("maximum", 1), ("quadruple", 1)):
            expect(shapes.locator(f"g.rule.{kind}")).to_have_count(count)
            expect(shapes.locator(f"g.rule.{kind}").first).to_be_visible()
        expect(shapes.locator("text")).to_have_text(["4", "X", "V", "1 2", "5 6"])
        found = page.evaluate(MARKS_ON_TOP)
        assert found["covered"] == [], found
        # The quadruple's circle lies over the cells and their marks (full marks hid it).
        assert page.evaluate(QUADRUPLE_ON_TOP)
        label = page.locator("#c0").get_attribute("aria-label") or ""
        assert "a black dot below it" in label
        expect(page.locator(".rules-box li")).to_have_count(8)
        assert serious_violations(page) == []
        page.locator("#board").screenshot(path=str(artifacts / f"rules_dots_{view}_{scheme}.png"))


# "Sandwich Sudoku" by Cracking the Cryptic: its first hint uses a sandwich clue.
SANDWICH = next(
    entry["fpuzzles"]
    for entry in json.loads((HERE.parent / "data" / "sudokutools_outside.json").read_text())
    if entry["index"] == 17
)


@pytest.mark.parametrize(("view", "scheme"), [("desktop", "light"), ("phone", "dark")])
def test_a_sandwich_hint_outlines_its_clue_in_the_frame(
    browser: Browser, live_server: str, artifacts: Path, view: str, scheme: str
) -> None:
    step = next_step(load_link(SANDWICH).grid)
    assert step is not None
    used = {h.ref for h in step.highlights if h.kind == RULE}
    assert used, f"the first hint is {step.technique}, not a clue's"
    with page_on(browser, view, color_scheme=scheme) as page:
        page.set_default_timeout(60_000)  # the paste checks the puzzle has one solution
        page.goto(live_server + "/")
        page.fill("#puzzle", SANDWICH)
        page.locator("#new-game button[type=submit]").click()
        page.wait_for_url(re.compile(r"/g/"))
        for level in (1, 2, 3):
            page.click("#hint-button")
            expect(page.locator("#hint-title .level")).to_have_text(f"{level} of 3")
        settled(page)
        expect(page.locator("#board")).to_have_class(re.compile(r"\bframed\b"))
        hinted = page.locator("#board svg.rule-shapes g.outside.hint")
        expect(hinted).to_have_count(len(used))
        expect(page.locator("#board svg.rule-shapes g.rule-halo")).to_have_count(len(used))
        # The outlined clue is on the screen, beside the grid.
        table = page.locator("#board table").bounding_box()
        box = hinted.first.locator("text").bounding_box()
        assert table and box and box["x"] >= 0
        middle = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        assert not (table["x"] < middle[0] < table["x"] + table["width"]
                    and table["y"] < middle[1] < table["y"] + table["height"])
        expect(page.locator("#hint-panel .legend")).to_contain_text("outlined clue")
        expect(page.locator(".rules-box")).to_contain_text("Sandwich")
        assert serious_violations(page) == []
        page.locator(".play").screenshot(
            path=str(artifacts / f"rules_sandwich_hint_{view}_{scheme}.png"))
