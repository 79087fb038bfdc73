"""Thermometers, arrows and lines on the board: each element drawn under the marks, a
rules box in the player's language, cell labels naming the elements a cell is on, a
hint about a rule drawing its element, and the share page's links keeping the rules."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest
from markupsafe import escape
from web_helpers import Player

from engine import (
    CLASSIC,
    RULE,
    LinkedPuzzle,
    fpuzzles_link,
    next_step,
    read_link,
    sudokupad_link,
    with_rules,
)
from engine.rules import (
    Arrow,
    BetweenLine,
    Palindrome,
    RegionSumLine,
    Renban,
    Thermometer,
    Whispers,
)

ROOT = Path(__file__).resolve().parent.parent.parent
HARD = "..5.9.4..61..5..23..4.6.7..9.......2...4.9......382....3.....6.4.7...2.816.....97"
SOLUTION = "375291486618754923294863751983675142726419835541382679839127564457936218162548397"
# One element of each kind, true to HARD's solution (test_every_element_here_holds...).
THERMO = Thermometer((3, 12, 21))  # 2 < 7 < 8 down column 4
ARROW = Arrow((14,), (23, 33))  # r2c6 4 = r3c6 3 + r4c7 1
WHISPERS = Whispers((0, 1), 4)  # 3, 7: Dutch
RENBAN = Renban((16, 17))  # 2, 3
PALINDROME = Palindrome((4, 14, 15))  # 9 4 9
BETWEEN = BetweenLine((27, 28, 29))  # 8 between 9 and 3
REGION_SUM = RegionSumLine((13, 14, 15))  # 5 + 4 in box 2, 9 in box 3
EVERY_KIND = (THERMO, ARROW, WHISPERS, RENBAN, PALINDROME, BETWEEN, REGION_SUM)


def _published(index: int) -> str:
    for entry in json.loads((ROOT / "tests/data/sudokutools_variants.json").read_text()):
        if entry["index"] == index:
            return entry["fpuzzles"]
    raise AssertionError(index)


ALIEN = _published(27)  # "Alien" by Lisztes: a thermometer and German whispers


def _board_html(page: str) -> str:
    return page.split('id="board"', 1)[1].split('class="coords', 1)[0]


def _shapes(page: str) -> str:
    found = re.search(r'<svg class="rule-shapes".*?</svg>', page, re.S)
    assert found, "no rule shapes drawn"
    return found.group(0)


def _labels(page: str) -> list[str]:
    return [unescape(x) for x in re.findall(r'id="c\d+" href="[^"]*" aria-label="([^"]*)"', page)]


def _start(player: Player, rules: tuple, lang: str = "en") -> str:
    player.client.set_cookie("lang", lang)
    link = fpuzzles_link(LinkedPuzzle(HARD, with_rules(CLASSIC, rules).name))
    response = player.start(link)
    assert response.status_code == 303, response.data.decode()[:400]
    return player.page().data.decode()


def test_a_pasted_link_draws_its_thermometers_arrows_and_lines_under_the_marks(
    player: Player,
) -> None:
    rules = EVERY_KIND
    kinds = {r.kind for r in rules}
    page = _start(player, rules)
    board = _board_html(page)
    svg = _shapes(board)
    # Under the digits: drawn before the table, which app.css stacks above it.
    assert board.index('class="rule-shapes"') < board.index("<table")
    for kind in kinds:
        assert f'class="rule {kind}"' in svg
    thermo = re.search(r'<g class="rule thermometer">(.*?)</g>', svg).group(1)
    # A bulb (a filled circle at r1c4's centre) and a thick line from it down the column.
    assert 'class="filled" d="M318 50a32 32' in thermo
    assert 'd="M350.0 50.0L350.0 150.0L350.0 250.0" stroke-width="20"' in thermo
    arrow = re.search(r'<g class="rule arrow">(.*?)</g>', svg).group(1)
    # The circle round r2c6, a shaft leaving it from its edge, and a head at r4c7.
    assert 'd="M512 150a38 38' in arrow
    assert arrow.count("<path") == 3
    between = re.search(r'<g class="rule between-line">(.*?)</g>', svg).group(1)
    assert between.count("a38 38 0 1 0 76 0") == 2  # a circle at each end
    # No hint yet: nothing outlined.
    assert "rule-halo" not in svg and " hint" not in svg


def test_the_rules_box_names_each_rule_present_in_four_languages(player: Player) -> None:
    rules = (THERMO, ARROW, WHISPERS)
    expected = {
        "en": ("Rules of this puzzle", "Thermometer", "Arrow", "Dutch whispers"),
        "de": ("Regeln dieses Rätsels", "Thermometer", "Pfeil", "Dutch Whispers"),
        "fr": ("Règles de cette grille", "Thermomètre", "Flèche", "Chuchotements néerlandais"),
        "ja": ("このパズルのルール", "サーモ", "アロー", "ダッチウィスパー"),
    }
    for lang, words in expected.items():
        page = _start(player, rules, lang)
        box = re.search(r'<section class="rules-box".*?</section>', page, re.S)
        assert box, lang
        text = unescape(box.group(0))
        for word in words:
            assert word in text, (lang, word, text)
        assert "Renban" not in text and "Palindrom" not in text  # only the rules present
        assert len(re.findall(r"<li>", text)) == 3


def test_a_classic_game_has_no_rules_box_and_no_shapes(player: Player) -> None:
    response = player.start(HARD)
    assert response.status_code == 303
    page = player.page().data.decode()
    assert "rules-box" not in page and "rule-shapes" not in page


def test_cell_labels_name_the_rules_a_cell_is_on(player: Player) -> None:
    rules = (THERMO, ARROW, RENBAN, BETWEEN)
    labels = _labels(_start(player, rules))
    assert "on a thermometer's bulb" in labels[3]
    assert "on a thermometer" in labels[21] and "bulb" not in labels[21]
    assert "in an arrow's circle" in labels[14]
    assert "on an arrow" in labels[23] and "on an arrow" in labels[33]
    assert "on a renban line" in labels[16]
    assert "in a between line's circle" in labels[29] and "on a between line" in labels[28]
    assert not re.search("thermometer|arrow|renban|between", labels[40])  # r5c5: on none
    de = _labels(_start(player, rules, "de"))
    assert "Thermometer" in de[12] and "Pfeil" in de[33]
    fr = _labels(_start(player, rules, "fr"))
    assert "sur le bulbe d'un thermomètre" in fr[3] and "dans le cercle d'une flèche" in fr[14]
    ja = _labels(_start(player, rules, "ja"))
    assert "サーモの球" in ja[3] and "連番ライン上" in ja[16]


def test_a_pill_is_one_rounded_outline_round_its_cells() -> None:
    from webapp.playing.rule_shapes import rule_shapes

    (shape,) = rule_shapes(with_rules(CLASSIC, (Arrow((5, 6), (15, 16, 17)),)))
    pill, shaft, head = shape.parts
    # Across r1c6-r1c7: from 38 above the first centre to the second, round at both ends.
    assert pill.d.startswith("M550 12H650A38 38") and pill.d.endswith("Z")
    # The shaft leaves the pill below r1c7 and runs to r2c9, where the head points right.
    assert shaft.d.startswith("M650.0 88.0L650.0 150.0") and shaft.d.endswith("868.0 150.0")
    assert head.d == "M846.0 134.0L868.0 150.0L846.0 166.0"


def test_every_element_here_holds_in_the_solution() -> None:
    values = [int(ch) for ch in SOLUTION]
    assert all(rule.allows(values) for rule in EVERY_KIND)
    assert not Thermometer((21, 12, 3)).allows(values)  # the check can fail


def test_a_rule_hint_draws_its_element_outlined_with_its_cells(player: Player) -> None:
    player.client.set_cookie("lang", "en")
    assert player.start(ALIEN).status_code == 303
    step = next_step(player.state()["grid"])  # what the hint shows: no mistake yet
    for _ in range(3):
        player.post("hint")
    page = player.page().data.decode()
    used = [h.ref for h in step.highlights if h.kind == RULE]
    assert used, f"the first hint is {step.technique}, not about a rule"
    svg = _shapes(_board_html(page))
    # The element the step uses is outlined (its halo drawn under it); the others are not.
    assert svg.count('class="rule-halo"') == len(set(used))
    assert re.search(r'<g class="rule (whispers|thermometer) hint">', svg)
    # Its cells carry the pattern's outline and its eliminations are marked.
    board = _board_html(page)
    cells = set(re.findall(r'class="[^"]*\bis-(?:pattern|target)[^"]*" role="gridcell" '
                           r'data-cell="(\d+)"', board))
    assert {str(c) for c in step.eliminations[0][:1]} <= cells
    assert board.count('class="elim"') == len(step.eliminations)
    # The legend names the outlined rule; the level-3 words name it as the engine says.
    assert "outlined line: the rule the step uses" in page
    hint = re.search(r'<section[^>]*class="hint-panel.*?</section>', page, re.S)
    assert hint and re.search(r"(whispers|thermometer)", unescape(hint.group(0)), re.I)


@pytest.mark.parametrize("write", [fpuzzles_link, sudokupad_link])
def test_the_share_page_writes_the_rules_back(player: Player, write) -> None:
    assert player.start(ALIEN).status_code == 303
    grid = player.state()["grid"]
    assert len(grid.variant.rules) == 13
    page = player.client.get(player.game_url + "/share").data.decode()
    links = re.findall(r'href="([^"]*(?:f-puzzles|sudokupad)[^"]*)"', page)
    link = write(grid)
    assert str(escape(link)) in page
    back = read_link(unescape(next(x for x in links if unescape(x) == link)))
    assert back.variant == grid.variant.name
    assert back == read_link(ALIEN)
