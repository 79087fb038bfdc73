"""The board's SVG layer, as geometry: arrows from candidate to candidate, rings round
grouped nodes, outlines of houses, a Killer's cages (and those a hint uses). Pure:
coordinates in, coordinates out."""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine import BASE, BOX, COLUMN, COVER, ROW, Variant

from .cages import cage_lines
from .drawing import Drawing

# In a viewBox of 0..900, 100 per cell; a candidate sits in its cell's 3x3 pencil-mark block.
CELL_SIZE = 100
BOARD = 9 * CELL_SIZE
HEAD_HALF = 8  # half the arrowhead's width (its marker is 16 units, in _board.html)
CONTROL_EDGE = HEAD_HALF + 2  # how close to the board's edge a curve's control point may come
MARK_STEP = 33
MARK_RADIUS = 15  # a pencil mark's disc: arrows stop at its edge, rings go round it
HEAD_OVERHANG = 5  # how far the arrowhead's tip reaches past the end of its line
BEND = 0.18  # a link's curve, as a share of its length: collinear links stay apart
MIN_BEND, MAX_BEND = 24, 70  # a link inside one cell bows out enough to be seen
# Outlines run between the pencil marks, never through them: every house on its grid
# lines (a cover house dashed, so a base house's line shows through where they meet), and
# a target cell's own dashed line just inside them.
HOUSE_INSET = {BASE: 0, COVER: 0}

Point = tuple[int, int]


def mark_point(cell: int, digit: int) -> Point:
    """The centre of a candidate's pencil mark, in the overlay's coordinates."""
    return (
        cell % 9 * CELL_SIZE + (digit - 1) % 3 * MARK_STEP + 17,
        cell // 9 * CELL_SIZE + (digit - 1) // 3 * MARK_STEP + 17,
    )


@dataclass(frozen=True)
class Arrow:
    path: str  # SVG path data: a quadratic curve from one candidate to the next
    strong: bool

    @property
    def css(self) -> str:
        return "link strong" if self.strong else "link weak"

    @property
    def marker(self) -> str:
        return "head-strong" if self.strong else "head-weak"


@dataclass(frozen=True)
class Outline:
    css: str
    x: int
    y: int
    width: int
    height: int
    radius: int = 0


@dataclass(frozen=True)
class CageLine:
    css: str
    path: str  # SVG path data, from webapp/playing/cages.py


@dataclass(frozen=True)
class Overlay:
    houses: tuple[Outline, ...] = ()
    groups: tuple[Outline, ...] = ()
    arrows: tuple[Arrow, ...] = ()
    cages: tuple[CageLine, ...] = ()  # every cage of a Killer, then those the hint uses


def overlay(variant: Variant, drawing: Drawing) -> Overlay | None:
    """What the SVG layer draws: a Killer's cages, house outlines, grouped nodes, and one
    arrow per link."""
    lines = cage_lines(variant).paths if variant.cages else ()
    cages = tuple(CageLine("cage", path) for path in lines) + tuple(
        CageLine("cage-hint " + ("base" if role == BASE else role), lines[i])
        for i, role in sorted(drawing.cages.items())
        if 0 <= i < len(lines)
    )
    houses = tuple(
        _house_outline(variant, h, role)
        for h, role in sorted(drawing.houses.items())
        if variant.houses[h].kind in (ROW, COLUMN, BOX)  # a diagonal or colour group is coloured
    )
    groups: dict[tuple[Point, ...], list[Outline]] = {}
    arrows = []
    for link in drawing.links:
        start = _node(link.start, link.start_cells)
        end = _node(link.end, link.end_cells)
        for node in (start, end):
            if len(node) > 1:
                groups.setdefault(tuple(node), _group_outlines(node))
        arrows.append(Arrow(_curve(start, end), link.strong))
    if not (houses or groups or arrows or cages):
        return None
    rings = tuple(ring for outlines in groups.values() for ring in outlines)
    return Overlay(houses, rings, tuple(arrows), cages)


def _node(candidate: tuple[int, int], cells: tuple[int, ...]) -> list[Point]:
    cell, digit = candidate
    return [mark_point(c, digit) for c in sorted(set(cells) | {cell})]


def _nearest(points: list[Point], to: tuple[float, float]) -> Point:
    return min(points, key=lambda p: (p[0] - to[0]) ** 2 + (p[1] - to[1]) ** 2)


def _centre(points: list[Point]) -> tuple[float, float]:
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


def _curve(start: list[Point], end: list[Point]) -> str:
    # A group's arrow leaves from (or reaches) its candidate nearest the other end.
    (x0, y0), (x1, y1) = _nearest(start, _centre(end)), _nearest(end, _centre(start))
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    bend = min(max(length * BEND, MIN_BEND), MAX_BEND)
    # Bow to the left of the direction of travel: a link and its reverse, or two links
    # along one row, then never lie on top of each other. Along the edge, bow inwards.
    # The control point decides: the curve lies within the triangle of its ends and the
    # control point, and the arrowhead points along the line from it (see _control).
    nx, ny = (y1 - y0) / length, -(x1 - x0) / length
    cx, cy = _control((x0 + x1) / 2, (y0 + y1) / 2, nx, ny, bend)
    # Stop at the mark's edge (a group's ring is a little wider) so the digits stay legible.
    sx, sy = _towards(x0, y0, cx, cy, MARK_RADIUS + (3 if len(start) > 1 else 0))
    ex, ey = _towards(x1, y1, cx, cy, MARK_RADIUS + HEAD_OVERHANG + (3 if len(end) > 1 else 0))
    return f"M{sx:.1f} {sy:.1f}Q{cx:.1f} {cy:.1f} {ex:.1f} {ey:.1f}"


def _control(mx: float, my: float, nx: float, ny: float, bend: float) -> tuple[float, float]:
    """The curve's control point: `bend` to the left of the link's middle, else to its
    right when that leaves the board's inner box, else pulled back into it. With the
    control point CONTROL_EDGE inside the board, so is the whole curve (it lies within
    the triangle of its ends and the control point), and so is its arrowhead: the line
    ends at a mark's edge, on the way from the mark to the control point, and the head
    points away from the control point, at most HEAD_HALF to either side.
    (tests/web/test_web_overlay_bounds.py checks every library page and real hints.)"""
    for side in (1, -1):
        cx, cy = mx + side * nx * bend, my + side * ny * bend
        if _inside(cx) and _inside(cy):
            return cx, cy
    return _clamp(mx + nx * bend), _clamp(my + ny * bend)


def _inside(v: float) -> bool:
    return CONTROL_EDGE <= v <= BOARD - CONTROL_EDGE


def _clamp(v: float) -> float:
    return min(max(v, CONTROL_EDGE), BOARD - CONTROL_EDGE)


def _towards(x: float, y: float, to_x: float, to_y: float, distance: float) -> tuple[float, float]:
    length = math.hypot(to_x - x, to_y - y) or 1.0
    return x + (to_x - x) / length * distance, y + (to_y - y) / length * distance


def _group_outlines(points: list[Point]) -> list[Outline]:
    """One ring round a group in a line (a box-line intersection), else a ring per candidate."""
    r = MARK_RADIUS + 2
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    if len(set(xs)) > 1 and len(set(ys)) > 1:
        return [Outline("group", x - r, y - r, 2 * r, 2 * r, r) for x, y in points]
    x, y = min(xs) - r, min(ys) - r
    return [Outline("group", x, y, max(xs) + r - x, max(ys) + r - y, r)]


def _house_outline(variant: Variant, house: int, role: str) -> Outline:
    cells = variant.houses[house].cells
    rows, cols = [c // 9 for c in cells], [c % 9 for c in cells]
    inset = HOUSE_INSET.get(role, 3)
    x, y = min(cols) * CELL_SIZE + inset, min(rows) * CELL_SIZE + inset
    width = (max(cols) + 1) * CELL_SIZE - inset - x
    height = (max(rows) + 1) * CELL_SIZE - inset - y
    return Outline("house " + ("base" if role == BASE else role), x, y, width, height, 6)
