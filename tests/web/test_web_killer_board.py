"""A Killer on the board: every cage outlined just inside its cells, its sum in its top-left
cell, the cells' labels naming their cage, and a hint's cage drawn over the rest."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask import Flask

from engine import BASE, CAGE, COVER, Grid, Highlight, Puzzle, Step
from engine.rules.cages import killer, read_killer
from webapp.page.forms import ViewState
from webapp.playing.board import board
from webapp.playing.cages import INSET, cage_lines, outline
from webapp.playing.drawing import Drawing
from webapp.storage.store import db, new_game

DATA = Path(__file__).resolve().parents[1] / "data" / "web_killers.txt"
KILLERS = {
    name: (text, tuple(int(ch) for ch in solution))
    for name, text, solution in (
        line.split() for line in DATA.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    )
}
CELL = re.compile(
    r'<td class="([^"]*)" role="gridcell" data-cell="(\d+)" data-h="([^"]*)"[^>]*>'
    r'(<b class="sum" aria-hidden="true">(\d+)</b>)?<a [^>]*aria-label="([^"]*)"'
)
PATH = re.compile(r'<path class="(cage[^"]*)" d="([^"]*)"/>')


def start_killer(app: Flask, name: str = "rows") -> str:
    """A game of the named Killer, stored as the paste box stores one (the address)."""
    text, solution = KILLERS[name]
    variant, _ = read_killer(text)
    with app.test_request_context():
        game = new_game(db(), Puzzle(Grid([0] * 81, variant=variant), solution), "Killer")
        db().commit()
        return f"/g/{game.id}"


def cells(html: str) -> dict[int, dict[str, str]]:
    return {
        int(c): {"classes": k, "houses": h, "sum": total, "label": label}
        for k, c, h, _, total, label in CELL.findall(html)
    }


def test_every_cage_is_outlined_and_summed_in_its_top_left_cell(app: Flask, client) -> None:
    variant, _ = read_killer(KILLERS["rows"][0])
    html = client.get(start_killer(app)).data.decode()
    board_cells = cells(html)
    assert len(board_cells) == 81 and "variant-killer" in html
    outlines = [d for css, d in PATH.findall(html) if css == "cage"]
    assert len(outlines) == len(variant.cages)
    sums = {c: int(v["sum"]) for c, v in board_cells.items() if v["sum"]}
    assert sums == {cage.cells[0]: cage.total for cage in variant.cages}
    for i, cage in enumerate(variant.cages):
        first = cage.cells[0]
        assert "sum-cell" in board_cells[first]["classes"].split()
        size = "cell" if cage.size == 1 else "cells"
        for c in cage.cells:
            label = board_cells[c]["label"]
            where = f"Row {c // 9 + 1}, column {c % 9 + 1}, "
            assert label.startswith(where + f"in a cage of {cage.size} {size} adding to "
                                    f"{cage.total}, empty"), label
            # The page script lights a cell's cage mates as peers, as the server does.
            assert f"k{i}" in board_cells[c]["houses"].split()


def test_cage_words_are_in_the_pages_language(app: Flask, client) -> None:
    url = start_killer(app)
    variant, _ = read_killer(KILLERS["rows"][0])
    cage = next(c for c in variant.cages if c.size > 1)
    labels = {}
    for language in ("de", "fr", "ja"):
        html = client.get(url, headers={"Accept-Language": language}).data.decode()
        labels[language] = cells(html)[cage.cells[0]]["label"]
        assert str(cage.total) in labels[language]
        assert "in a cage" not in labels[language] and "adding" not in labels[language]
    assert len(set(labels.values())) == 3


def _vertices(path: str) -> list[tuple[int, int]]:
    return [(int(x), int(y)) for x, y in re.findall(r"[ML](-?\d+) (-?\d+)", path)]


def _gap(point: tuple[int, int], cells: set[int]) -> int:
    """How far the point is from the nearest cell outside `cells` (or the board's edge)."""
    x, y = point
    best = min(x, y, 900 - x, 900 - y)
    for c in set(range(81)) - cells:
        left, top = c % 9 * 100, c // 9 * 100
        dx = max(left - x, 0, x - left - 100)
        dy = max(top - y, 0, y - top - 100)
        best = min(best, max(dx, dy))
    return best


@pytest.mark.parametrize(
    "shape",
    [
        [0],  # one cell
        [0, 1, 10],  # an L: its elbow turns inwards
        [1, 9, 10],  # an L the other way: the line reaches into the next cell
        [0, 1, 2, 9, 11, 18, 19, 20],  # a ring round r2c2: a second loop for the hole
        [30, 31, 39, 48, 49, 50],  # a zigzag across box lines
    ],
)
def test_a_cage_line_runs_just_inside_its_cells_open_at_the_sum(shape: list[int]) -> None:
    path = outline(shape, 2)
    inside = set(shape)
    for x, y in _vertices(path):
        assert (y // 100) * 9 + x // 100 in inside, (x, y)
        assert _gap((x, y), inside) == INSET, (x, y)
    first = min(shape)
    x0, y0 = first % 9 * 100 + INSET, first // 9 * 100 + INSET
    outer, *holes = path.split("M")[1:]
    points = _vertices("M" + outer)
    # Open at the top-left corner: it starts right of it and ends below it.
    assert points[0][1] == y0 and points[0][0] > x0
    assert points[-1][0] == x0 and points[-1][1] > y0 and not outer.endswith("Z")
    assert len(holes) == (1 if len(shape) == 8 else 0)
    assert all(hole.endswith("Z") for hole in holes)


def test_a_hints_cage_is_drawn_over_the_rest_and_in_the_legend(app: Flask) -> None:
    variant = killer([((0, 1), 3), ((9, 10, 11), 24)])
    step = Step(
        "cage-combinations",
        highlights=(Highlight(CAGE, 0, BASE), Highlight(CAGE, 1, COVER)),
        eliminations=((2, 1),),
    )
    drawing = Drawing.of_step(step)
    assert drawing.cages == {0: BASE, 1: COVER}
    with app.test_request_context():
        view = board(Grid([0] * 81, variant=variant), True, ViewState(), drawing)
        legend = [str(item.text) for item in drawing.legend()]
    classes = {c.index: c.classes.split() for row in view.rows for c in row}
    assert all("in-base" in classes[c] for c in (0, 1))
    assert all("in-cover" in classes[c] for c in (9, 10, 11))
    assert "in-base" not in classes[2] and "in-cover" not in classes[2]
    assert view.overlay is not None
    paths = cage_lines(variant).paths
    drawn = [(line.css, line.path) for line in view.overlay.cages]
    assert drawn == [("cage", paths[0]), ("cage", paths[1]),
                     ("cage-hint base", paths[0]), ("cage-hint cover", paths[1])]
    assert any("base cage" in text for text in legend)
    assert any("counted cage: its sum goes into the rule of 45" in text for text in legend)
    # The hint's second level shows the pattern: the cages stay, the effect does not.
    assert Drawing.of_step(step, effect=False).cages == {0: BASE, 1: COVER}
    assert Drawing.of_proof(step, 0).cages == {0: BASE, 1: COVER}
