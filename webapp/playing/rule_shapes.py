"""A variant's rule elements as the board draws them, under the digits and pencil marks:
thermometers (a bulb and a thick rounded line), arrows (a circle or pill, a shaft, a
head), whispers, renban, palindrome and region-sum lines, between lines with a circle
at each end. Pure geometry, in the overlay's coordinates (viewBox 0..900, 100 a cell);
the colours are the stylesheet's, one class per kind."""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine import Variant

from .overlay import CELL_SIZE

# Sizes in viewBox units (a cell is 100), close to what f-puzzles and SudokuPad draw.
BULB_RADIUS = 32
THERMO_WIDTH = 20
CIRCLE_RADIUS = 38  # an arrow's circle or pill, a between line's ends
THIN_WIDTH = 5  # an arrow's shaft and circle, a between line
LINE_WIDTH = 12  # whispers, renban, palindrome, region-sum
HEAD_LENGTH, HEAD_HALF = 22, 16
HEAD_REACH = 18  # the arrowhead's tip, past the last cell's centre
HALO = 8  # how much wider a hint's outline is than the part it goes round


@dataclass(frozen=True)
class Part:
    d: str  # SVG path data
    width: int  # its stroke's width
    filled: bool = False  # a bulb: filled in the line's colour as well


@dataclass(frozen=True)
class RuleShape:
    kind: str  # the element's kind, its CSS class: "thermometer", "arrow", "whispers", ...
    parts: tuple[Part, ...]
    hint: bool = False  # the step shown uses this element: drawn outlined

    @property
    def halo(self) -> tuple[Part, ...]:
        """The parts widened, for the outline under a hinted element."""
        return tuple(Part(p.d, p.width + HALO, p.filled) for p in self.parts)


def centre(cell: int) -> tuple[float, float]:
    return cell % 9 * CELL_SIZE + CELL_SIZE / 2, cell // 9 * CELL_SIZE + CELL_SIZE / 2


LINES = ("whispers", "renban", "palindrome", "region-sum-line")


def rule_shapes(variant: Variant, hinted: frozenset[int] | set[int] = frozenset()
                ) -> tuple[RuleShape, ...]:
    """Every rule element of the variant, lines first so circles and bulbs lie on top;
    `hinted` are the indices (in variant.rules) of the elements a hint uses."""
    shapes = [
        RuleShape(rule.kind, parts, i in hinted)
        for i, rule in enumerate(variant.rules) if (parts := _parts(rule))
    ]
    order = {"thermometer": 1, "arrow": 2}
    return tuple(sorted(shapes, key=lambda s: order.get(s.kind, 0)))


def _parts(rule: object) -> tuple[Part, ...]:
    kind = getattr(rule, "kind", "")
    if kind == "thermometer":
        path = rule.path  # type: ignore[attr-defined]
        return (Part(_polyline([centre(c) for c in path]), THERMO_WIDTH),
                Part(_circle(centre(path[0]), BULB_RADIUS), 0, filled=True))
    if kind == "arrow":
        return _arrow(rule.circle, rule.shaft)  # type: ignore[attr-defined]
    path = rule.cells  # type: ignore[attr-defined]
    if kind == "between-line":
        ends = centre(path[0]), centre(path[-1])
        points = [centre(c) for c in path]
        if len(points) > 1:  # the line runs from circle to circle, not inside them
            points[0] = _towards(points[0], points[1], CIRCLE_RADIUS)
            points[-1] = _towards(points[-1], points[-2], CIRCLE_RADIUS)
        return (Part(_polyline(points), THIN_WIDTH),
                *(Part(_circle(p, CIRCLE_RADIUS), THIN_WIDTH) for p in ends))
    if kind in LINES:
        return (Part(_polyline([centre(c) for c in path]), LINE_WIDTH),)
    return ()  # a rule drawn some other way (dots, cells, neighbours): not a line


def _arrow(circle: tuple[int, ...], shaft: tuple[int, ...]) -> tuple[Part, ...]:
    parts = list(_pill(circle))
    if not shaft:
        return tuple(parts)
    # The shaft leaves the circle's cell next to it, from the circle's edge.
    first = centre(shaft[0])
    start = min((centre(c) for c in circle), key=lambda p: math.dist(p, first))
    points = [_towards(start, first, CIRCLE_RADIUS)] + [centre(c) for c in shaft]
    before, last = points[-2], points[-1]
    tip = _towards(last, before, -HEAD_REACH)
    points[-1] = tip
    parts.append(Part(_polyline(points), THIN_WIDTH))
    back = _towards(tip, before, HEAD_LENGTH)
    length = math.dist(tip, before) or 1.0
    nx, ny = (tip[1] - before[1]) / length, -(tip[0] - before[0]) / length
    wings = ((back[0] + nx * HEAD_HALF, back[1] + ny * HEAD_HALF),
             (back[0] - nx * HEAD_HALF, back[1] - ny * HEAD_HALF))
    parts.append(Part(_polyline([wings[0], tip, wings[1]]), THIN_WIDTH))
    return tuple(parts)


def _pill(cells: tuple[int, ...]) -> tuple[Part, ...]:
    """One circle, or a pill round 2-3 cells in a row or column (else a circle each)."""
    rows, cols = {c // 9 for c in cells}, {c % 9 for c in cells}
    straight = len(rows) == 1 or len(cols) == 1
    if len(cells) == 1 or not straight or max(cells) - min(cells) != (len(cells) - 1) * (
        1 if len(rows) == 1 else 9
    ):
        return tuple(Part(_circle(centre(c), CIRCLE_RADIUS), THIN_WIDTH) for c in cells)
    (x0, y0), (x1, y1) = centre(min(cells)), centre(max(cells))
    r = CIRCLE_RADIUS
    if len(rows) == 1:  # across: straight top and bottom, round ends
        d = (f"M{x0:g} {y0 - r:g}H{x1:g}A{r} {r} 0 0 1 {x1:g} {y1 + r:g}"
             f"H{x0:g}A{r} {r} 0 0 1 {x0:g} {y0 - r:g}Z")
    else:
        d = (f"M{x0 + r:g} {y0:g}V{y1:g}A{r} {r} 0 0 1 {x1 - r:g} {y1:g}"
             f"V{y0:g}A{r} {r} 0 0 1 {x0 + r:g} {y0:g}Z")
    return (Part(d, THIN_WIDTH),)


def _polyline(points: list[tuple[float, float]]) -> str:
    if len(points) == 1:  # a one-cell line: a dot (the round cap draws it)
        points = points * 2
    return "M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in points)


def _circle(p: tuple[float, float], r: int) -> str:
    x, y = p
    return f"M{x - r:g} {y:g}a{r} {r} 0 1 0 {2 * r} 0a{r} {r} 0 1 0 {-2 * r} 0Z"


def _towards(p: tuple[float, float], to: tuple[float, float], distance: float
             ) -> tuple[float, float]:
    length = math.dist(p, to) or 1.0
    return p[0] + (to[0] - p[0]) / length * distance, p[1] + (to[1] - p[1]) / length * distance
