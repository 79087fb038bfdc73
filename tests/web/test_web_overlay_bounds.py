"""Every arrow the board draws stays inside the grid's box (the SVG's viewBox 0..900):
its curve (start, control point, end) and its arrowhead, on every technique page of the
library and on the hints met along real solves."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from engine import LADDER, Grid, Step, apply_step, next_step, parse
from webapp.learning import practice
from webapp.playing.drawing import Drawing
from webapp.playing.overlay import Arrow, overlay

DATA = Path(__file__).resolve().parent.parent / "data"

# The arrowhead as templates/partials/_board.html draws it: a marker of viewBox 0..10,
# 16 units wide (userSpaceOnUse), its reference point at (7, 5), along the end's tangent.
HEAD_SCALE = 16 / 10
HEAD = [(10 - 7, 0), (0 - 7, -5), (0 - 7, 5)]
PATH = re.compile(r"^M(\S+) (\S+)Q(\S+) (\S+) (\S+) (\S+)$")


def points_of(arrow: Arrow) -> list[tuple[float, float]]:
    """The curve's three points and the arrowhead's three corners."""
    found = PATH.match(arrow.path)
    assert found, arrow.path
    x0, y0, cx, cy, x1, y1 = (float(v) for v in found.groups())
    length = math.hypot(x1 - cx, y1 - cy) or 1.0
    tx, ty = (x1 - cx) / length, (y1 - cy) / length  # the tangent at the end
    head = [
        (x1 + (a * tx - b * ty) * HEAD_SCALE, y1 + (a * ty + b * tx) * HEAD_SCALE)
        for a, b in HEAD
    ]
    return [(x0, y0), (cx, cy), (x1, y1), *head]


def outside(grid: Grid, step: Step) -> list[str]:
    bad = []
    for effect in (False, True):
        drawn = overlay(grid.variant, Drawing.of_step(step, effect=effect))
        for arrow in drawn.arrows if drawn else ():
            for x, y in points_of(arrow):
                if not (0 <= x <= 900 and 0 <= y <= 900):
                    bad.append(f"{step.technique}: {arrow.path} reaches ({x:.1f}, {y:.1f})")
    return bad


def test_the_head_geometry_matches_the_template() -> None:
    board = (Path(__file__).resolve().parents[2] / "templates/partials/_board.html").read_text()
    assert 'viewBox="0 0 10 10" refX="7" refY="5" markerWidth="16"' in board
    assert 'markerUnits="userSpaceOnUse"' in board and 'd="M0 0L10 5L0 10Z"' in board


def test_every_technique_pages_arrows_stay_on_the_board() -> None:
    drawn = 0
    bad: list[str] = []
    for technique in LADDER:
        shown = practice._example(technique.id)
        if shown is None:
            continue
        grid, step = shown
        drawn += bool(step.links)
        bad += outside(grid, step)  # type: ignore[arg-type]
    assert drawn >= 10  # the chains, wings and fish of the library draw arrows
    assert bad == []


@pytest.mark.parametrize("start", [0, 10])
def test_the_hints_of_real_solves_keep_their_arrows_on_the_board(start: int) -> None:
    lines = (DATA / "magictour_top1465_20.txt").read_text().splitlines()[start : start + 10]
    bad: list[str] = []
    arrows = 0
    for line in lines:
        grid = parse(line.split()[0])
        grid.unique = True
        while not all(grid.values):
            step = next_step(grid)
            assert step is not None
            arrows += len(step.links)
            bad += outside(grid, step)
            apply_step(grid, step)
    assert arrows > 100
    assert bad == []
