"""Clues outside the grid and extra regions on the board (issue 46): the board grows a
one-cell frame only when a puzzle has outside clues, each clue's number stands on its
margin square, a little killer's arrow points along its diagonal towards its first cell;
extra regions are grey cells; a hint outlines the clue (or the region's edge) it uses
and its legend says what is outlined; the rules box and the cells' labels name the new
rules in four languages; a quadruple's circle is drawn over the pencil marks."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest
from flask import Flask
from web_helpers import Player

from engine import BASE, CLASSIC, HOUSE, RULE, Highlight, Step, load_puzzle, next_step, with_rules
from engine.rules import (
    Diagonal,
    DisjointGroups,
    ExtraRegion,
    LittleKiller,
    Odd,
    Quadruple,
    Sandwich,
    Skyscraper,
    WhiteDot,
    XSum,
)
from engine.rules.outside import diagonal_from, line_from
from webapp.playing.drawing import Drawing
from webapp.playing.rule_shapes import REGION_OUTLINE, framed, place_centre, rule_shapes
from webapp.playing.rule_words import rules_box
from webapp.storage.store import db, new_game

HARD = "..5.9.4..61..5..23..4.6.7..9.......2...4.9......382....3.....6.4.7...2.816.....97"
SOLUTION = "375291486618754923294863751983675142726419835541382679839127564457936218162548397"
VALUES = [int(ch) for ch in SOLUTION]
# "Sandwich Sudoku" by Cracking the Cryptic: its first hint uses a sandwich clue.
SANDWICH = next(
    entry["fpuzzles"] for entry in json.loads(
        (Path(__file__).resolve().parents[1] / "data" / "sudokutools_outside.json").read_text())
    if entry["index"] == 17
)


def sandwich(place: tuple[int, int]) -> Sandwich:
    digits = [VALUES[c] for c in line_from(place)]
    low, high = sorted((digits.index(1), digits.index(9)))
    return Sandwich(line_from(place), sum(digits[low + 1:high]))


def little_killer(place: tuple[int, int], step: tuple[int, int]) -> LittleKiller:
    path = diagonal_from(place, step)
    return LittleKiller(path, sum(VALUES[c] for c in path))


def x_sum(place: tuple[int, int]) -> XSum:
    digits = [VALUES[c] for c in line_from(place)]
    return XSum(line_from(place), sum(digits[:digits[0]]))


def skyscraper(place: tuple[int, int]) -> Skyscraper:
    seen, tallest = 0, 0
    for c in line_from(place):
        if VALUES[c] > tallest:
            seen, tallest = seen + 1, VALUES[c]
    return Skyscraper(line_from(place), seen)


# One clue on each side of the frame and in a corner, each true to HARD's solution.
CLUES = (
    sandwich((-1, 2)), sandwich((4, -1)), sandwich((9, 6)), sandwich((2, 9)),
    little_killer((-1, 0), (1, 1)), little_killer((9, 3), (-1, 1)),
    little_killer((5, 9), (1, -1)), little_killer((-1, -1), (1, 1)),
)
REGION = ExtraRegion((30, 31, 39, 40, 48))  # r4c4 6, r4c5 7, r5c4 4, r5c5 1, r6c4 3


def start(app: Flask, rules: tuple) -> str:
    """A game of HARD with these rules, stored as a pasted link's game is (its address)."""
    with app.test_request_context():
        game = new_game(db(), load_puzzle(HARD, with_rules(CLASSIC, rules)), "Outside")
        db().commit()
        return f"/g/{game.id}"


def board_html(page: str) -> str:
    found = re.search(r'<div id="board".*?</table>', page, re.S)
    assert found, "no board"
    return found.group(0)


def test_every_clue_here_holds_in_the_solution() -> None:
    rules = (*CLUES, REGION, x_sum((-1, 0)), skyscraper((9, 8)))
    assert all(rule.allows(VALUES) for rule in rules)
    wrong = Sandwich(line_from((-1, 2)), CLUES[0].total + 1)
    assert not wrong.allows(VALUES)  # the check can fail


def test_the_frame_comes_only_with_clues_outside_the_grid(app: Flask, client) -> None:
    plain = board_html(client.get(start(app, (WhiteDot((27, 28)), REGION))).data.decode())
    assert 'class="board-wrap"' in plain and "framed" not in plain
    assert 'class="rule-shapes"' in plain  # the dot and the region are drawn, unframed
    page = board_html(client.get(start(app, (*CLUES, REGION))).data.decode())
    assert 'class="board-wrap framed"' in page
    assert framed(with_rules(CLASSIC, CLUES[:1])) and not framed(with_rules(CLASSIC, (REGION,)))


def test_each_clue_stands_on_its_margin_square_with_its_number(app: Flask, client) -> None:
    page = board_html(client.get(start(app, CLUES)).data.decode())
    groups = re.findall(r'<g class="rule ([\w-]+) outside">(.*?)</g>', page)
    assert len(groups) == len(CLUES)
    drawn = []
    for kind, inner in groups:
        (x, y, text), = re.findall(r'<text x="([-\d.]+)" y="([-\d.]+)"[^>]*>(\d+)</text>', inner)
        drawn.append((kind, int(text), float(x), float(y)))
    for (kind, number, x, y), clue in zip(drawn, CLUES, strict=True):
        assert (kind, number) == (clue.kind, clue.number)
        cx, cy = place_centre(clue.place)
        # In the frame: a square beyond the 900 box on at least one side.
        assert min(cx, cy) < 0 or max(cx, cy) > 900
        if clue.kind == "sandwich":
            assert (x, y) == (cx, cy)
        else:  # moved back from its arrow, within its square
            assert abs(x - cx) < 50 and abs(y - cy) < 50 and (x, y) != (cx, cy)


@pytest.mark.parametrize("clue", [c for c in CLUES if c.kind == "little-killer"],
                         ids=lambda c: f"{c.place}")
def test_a_little_killers_arrow_points_along_its_diagonal(clue: LittleKiller) -> None:
    (shape,) = rule_shapes(with_rules(CLASSIC, (clue,)))
    ring, shaft, head = shape.parts
    start, tip = [tuple(map(float, p.split())) for p in shaft.d[1:].split("L")]
    # The shaft runs from near the clue's square towards the corner of the first cell.
    first = clue.path[0]
    corner_x = first % 9 * 100 + (0 if clue.path[1] % 9 > first % 9 else 100)
    corner_y = first // 9 * 100 + (0 if clue.path[1] > first + 1 else 100)
    dx, dy = tip[0] - start[0], tip[1] - start[1]
    step_x, step_y = clue.path[1] % 9 - first % 9, clue.path[1] // 9 - first // 9
    assert dx * step_x > 0 and dy * step_y > 0 and abs(dx) == abs(dy)
    assert abs(tip[0] - corner_x) < 12 and abs(tip[1] - corner_y) < 12
    # The head's tip is the shaft's.
    assert f"L{tip[0]:.1f} {tip[1]:.1f}L" in head.d
    # Nothing of a row or column clue has an arrow.
    (plain,) = rule_shapes(with_rules(CLASSIC, (CLUES[0],)))
    assert len(plain.parts) == 1 and plain.parts[0].width == 0


def test_two_clues_on_one_square_stand_one_above_the_other() -> None:
    both = (x_sum((-1, 0)), skyscraper((-1, 0)))
    labels = [s.labels[0] for s in rule_shapes(with_rules(CLASSIC, both))]
    assert {label.x for label in labels} == {50.0}
    assert labels[0].y < labels[1].y and all(-100 < label.y < 0 for label in labels)


def test_a_hint_outlines_the_clue_it_uses() -> None:
    variant = with_rules(CLASSIC, CLUES)
    shapes = rule_shapes(variant, hinted={1})
    (hinted,) = [s for s in shapes if s.hint]
    assert hinted.kind == "sandwich" and hinted.labels[0].text == str(CLUES[1].number)
    ring = hinted.halo[0]
    cx, cy = place_centre(CLUES[1].place)
    assert ring.d.startswith(f"M{cx - 32:g} {cy:g}a32 32") and ring.width > 0
    # The legend says a clue is outlined, not a line.
    step = Step("sandwich-sum", eliminations=((36, 5),),
                highlights=(Highlight(RULE, 1, "pattern"),))
    words = [item.text for item in Drawing.of_step(step).legend(variant)]
    assert "outlined clue: the rule the step uses" in words
    assert not any("outlined line" in w for w in words)


def test_the_legend_says_what_each_outlined_rule_looks_like() -> None:
    variant = with_rules(CLASSIC, (WhiteDot((27, 28)), Odd((44,)), REGION, CLUES[4]))
    step = Step("x", eliminations=((36, 5),),
                highlights=tuple(Highlight(RULE, i, "pattern") for i in range(4)))
    words = [item.text for item in Drawing.of_step(step).legend(variant)
             if item.css == "rule-hint"]
    assert words == ["outlined dot: the rule the step uses",
                     "outlined cell mark: the rule the step uses",
                     "outlined clue: the rule the step uses",
                     "outlined region: the rule the step uses"]


def test_an_extra_region_is_grey_cells_and_a_hint_outlines_its_edge() -> None:
    (shape,) = rule_shapes(with_rules(CLASSIC, (REGION,)), hinted={0})
    (squares,) = shape.parts
    assert squares.filled and squares.width == 0
    assert squares.d.count("h100v100h-100Z") == len(REGION.cells)
    assert "M300 300h100v100h-100Z" in squares.d  # r4c4
    # The outline runs round the region's edge only: r4c4|r4c5 share a side, not drawn.
    (edge,) = shape.halo
    assert edge.width == REGION_OUTLINE and not edge.filled
    assert "M400 300v100" not in edge.d and "M300 300h100" in edge.d
    assert edge.d.count("M") == 10  # the sides round this five-cell P shape
    assert shape.knock == ()  # its inside keeps its grey


def test_a_nine_cell_region_a_hint_uses_as_a_house_is_outlined() -> None:
    # One cell of each digit in each row and column: a house of its own, kind "extra".
    region = ExtraRegion((0, 10, 20, 30, 44, 49, 59, 69, 79))
    assert sorted(VALUES[c] for c in region.cells) == list(range(1, 10))
    variant = with_rules(CLASSIC, (WhiteDot((27, 28)), region))
    house = next(h for h, found in enumerate(variant.houses)
                 if set(found.cells) == set(region.cells))
    step = Step("hidden-single", placements=((0, 3),),
                highlights=(Highlight(HOUSE, house, BASE),))
    drawing = Drawing.of_step(step)
    assert drawing.outlined_rules(variant) == {1}
    (hinted,) = [s for s in rule_shapes(variant, drawing.outlined_rules(variant)) if s.hint]
    assert hinted.kind == "extra-region"
    words = [item.text for item in drawing.legend(variant) if item.css == "rule-hint"]
    assert words == ["outlined region: the rule the step uses"]
    # A row the step uses outlines no element.
    row = Step("hidden-single", placements=((0, 3),), highlights=(Highlight(HOUSE, 0, BASE),))
    assert Drawing.of_step(row).outlined_rules(variant) == set()


def test_a_quadruple_is_drawn_over_the_pencil_marks(app: Flask, client) -> None:
    rules = (Quadruple((60, 61, 69, 70), 1256), WhiteDot((27, 28)))
    page = client.get(start(app, rules)).data.decode()
    under = re.search(r'<svg class="rule-shapes".*?</svg>', page, re.S)
    over = re.search(r'<svg class="rule-shapes over".*?</svg>', page, re.S)
    assert under and over
    assert "white-dot" in under.group(0) and "quadruple" not in under.group(0)
    assert "quadruple" in over.group(0)
    assert page.index("</table>") < over.start()  # after the cells: painted over them


WORDS = {
    "en": ("Little killer", "Sandwich", "X-sum", "Skyscraper", "Extra region"),
    "de": ("Little Killer", "Sandwich", "X-Summe", "Wolkenkratzer", "Zusatzregion"),
    "fr": ("Little killer", "Sandwich", "X-sum", "Gratte-ciel", "Région supplémentaire"),
    "ja": ("リトルキラー", "サンドイッチ", "Xサム", "ビルディング", "追加ブロック"),
}


@pytest.mark.parametrize("lang", list(WORDS))
def test_the_rules_box_names_each_new_rule(app: Flask, client, lang: str) -> None:
    rules = (*CLUES[:1], CLUES[4], x_sum((-1, 0)), skyscraper((9, 8)), REGION)
    client.set_cookie("lang", lang)
    page = unescape(client.get(start(app, rules)).data.decode())
    box = re.search(r'<section class="rules-box".*?</section>', page, re.S)
    assert box is not None
    items = re.findall(r"<li>(.*?)</li>", box.group(0))
    assert len(items) == 5
    for word in WORDS[lang]:
        assert sum(item.startswith(word) for item in items) == 1, (lang, word, items)


def test_the_rules_box_keeps_its_order_and_counts_kinds_once(app: Flask) -> None:
    with app.test_request_context():
        lines = rules_box(with_rules(CLASSIC, CLUES))
    assert [line.split(" (")[0] for line in lines] == ["Little killer", "Sandwich"]
    with app.test_request_context():
        lines = rules_box(with_rules(CLASSIC, (DisjointGroups(), Diagonal(2), REGION)))
    assert [line.split(" (")[0] for line in lines] == [
        "Extra region", "Diagonal", "Disjoint groups"]


def test_a_clues_first_cell_names_it_in_its_label(app: Flask, client) -> None:
    client.set_cookie("lang", "en")
    page = unescape(client.get(start(app, (*CLUES, REGION))).data.decode())
    labels = dict(re.findall(r'<a id="c(\d+)"[^>]*aria-label="([^"]*)"', page))
    above = CLUES[0]  # column 3's sandwich, above r1c3
    assert f"a sandwich clue of {above.number} above it" in labels[str(above.path[0])]
    left = CLUES[1]  # row 5's, left of r5c1
    assert f"a sandwich clue of {left.number} on its left" in labels[str(left.path[0])]
    corner = CLUES[7]  # the main diagonal's, off r1c1's corner
    assert (f"a little killer clue of {corner.number} off its corner, its arrow pointing "
            "here") in labels["0"]
    assert all("in an extra region" in labels[str(c)] for c in REGION.cells)
    assert "in an extra region" not in labels["32"]


def test_a_real_rule_hint_outlines_its_clue_in_the_frame(player: Player) -> None:
    player.client.set_cookie("lang", "en")
    assert player.start(SANDWICH).status_code == 303
    grid = player.state()["grid"]
    step = next_step(grid)
    assert step is not None
    used = {h.ref for h in step.highlights if h.kind == RULE}
    assert used and all(grid.variant.rules[i].kind == "sandwich" for i in used), step.technique
    for _ in range(3):
        player.post("hint")
    page = player.page().data.decode()
    board = board_html(page)
    assert 'class="board-wrap framed"' in board
    hinted = re.findall(r'<g class="rule sandwich outside hint">(.*?)</g>', board)
    assert len(hinted) == len(used)
    assert board.count('class="rule-halo"') == len(used)
    for i, inner in zip(sorted(used), hinted, strict=True):
        clue = grid.variant.rules[i]
        assert f">{clue.number}</text>" in inner
        x, y = place_centre(clue.place)
        assert f'd="M{x - 32:g} {y:g}a32 32' in inner  # the ring round its number
    assert "outlined clue: the rule the step uses" in page
    assert "outlined line" not in page
