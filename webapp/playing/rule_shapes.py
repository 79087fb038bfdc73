"""A variant's rule elements as the board draws them, under the digits and pencil marks:
thermometers (a bulb and a thick rounded line), arrows (a circle or pill, a shaft, a
head), whispers, renban, palindrome and region-sum lines, between lines with a circle
at each end; kropki dots and X/V letters on the edge of their two cells, odd cells as
circles and even ones as squares, minimum/maximum cells as chevrons, quadruples as a
circle on a corner with its digits; extra regions as grey cells. Clues outside the grid
(little killers, sandwiches, X-sums, skyscrapers) stand in a one-cell frame round it, at
their margin square (-1..9), a little killer with an arrow along its diagonal: the
board grows that frame only when a puzzle has them (`framed`). Rules over the whole grid
(anti-knight, anti-king, non-consecutive, negative constraints) have nothing to draw.
Pure geometry, in the overlay's coordinates (viewBox 0..900, 100 a cell, the frame
-100..1000); the colours are the stylesheet's, one class per kind."""

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
DOT_RADIUS, NUMBERED_DOT_RADIUS = 13, 17  # a kropki dot; one with a number in it
DOT_OUTLINE = 3
PARITY_RADIUS = 36  # an odd cell's circle; an even cell's square is as wide
CHEVRON_REACH, CHEVRON_HALF, CHEVRON_DEPTH = 40, 12, 8  # a minimum/maximum cell's marks
QUAD_RADIUS = 28
XV_RING = 20
CLUE_SIZE, SMALL_CLUE_SIZE = 44, 30  # a clue's number in the frame; two on one square
CLUE_RING = 32  # round a clue's number: what a hint's outline widens
# A little killer's arrow, from its square's centre towards the diagonal's first cell
# (that cell's corner is 50 along each axis): the number moves back to leave it room.
ARROW_FROM, ARROW_TO, ARROW_HEAD, NUMBER_BACK = 16, 42, 13, 12
REGION_OUTLINE = 8  # a hinted extra region's outline along its edge
SHARED_STEP = 34  # two clues on one square of the frame, one above the other


@dataclass(frozen=True)
class Part:
    d: str  # SVG path data
    width: int  # its stroke's width
    filled: bool = False  # a bulb: filled in the line's colour as well


@dataclass(frozen=True)
class Label:
    """A number or letter written on an element (a numbered dot, an X, a quadruple's digits),
    centred on x, y."""

    x: float
    y: float
    text: str
    size: int


@dataclass(frozen=True)
class RuleShape:
    kind: str  # the element's kind, its CSS class: "thermometer", "arrow", "whispers", ...
    parts: tuple[Part, ...]
    hint: bool = False  # the step shown uses this element: drawn outlined
    labels: tuple[Label, ...] = ()
    outline: tuple[Part, ...] = ()  # a shaded area's own outline, drawn when hinted
    outside: bool = False  # a clue in the frame round the grid

    @property
    def halo(self) -> tuple[Part, ...]:
        """The parts widened, for the outline under a hinted element (a shaded area: the
        line round its edge instead, or the outline would fill it)."""
        if self.outline:
            return self.outline
        return tuple(Part(p.d, p.width + HALO, p.filled) for p in self.parts)

    @property
    def knock(self) -> tuple[Part, ...]:
        """What clears the outline's inside back to the ground (nothing round an area)."""
        return () if self.outline else self.parts

    @property
    def css(self) -> str:
        """Its classes: the kind, and "outside" for a clue in the frame."""
        return f"{self.kind} outside" if self.outside else self.kind

    @property
    def on_top(self) -> bool:
        """Drawn over the pencil marks: a quadruple's digits sit on four cells' corners,
        where full marks would hide them; its disc keeps them readable."""
        return self.kind == "quadruple"


def centre(cell: int) -> tuple[float, float]:
    return cell % 9 * CELL_SIZE + CELL_SIZE / 2, cell // 9 * CELL_SIZE + CELL_SIZE / 2


LINES = ("whispers", "renban", "palindrome", "region-sum-line")


def is_outside(rule: object) -> bool:
    """A clue standing in the margin (engine.rules.outside.OutsideClue: it has a place)."""
    return hasattr(rule, "place") and hasattr(rule, "path")


def framed(variant: Variant) -> bool:
    """The board grows its frame: some clue stands outside the grid."""
    return any(is_outside(rule) for rule in variant.rules)


def rule_shapes(variant: Variant, hinted: frozenset[int] | set[int] = frozenset()
                ) -> tuple[RuleShape, ...]:
    """Every rule element of the variant, lines first so circles and bulbs lie on top;
    `hinted` are the indices (in variant.rules) of the elements a hint uses."""
    shared = _sharing(variant)
    shapes = [
        _outside(rule, i, i in hinted, shared) if is_outside(rule)
        else RuleShape(rule.kind, parts, i in hinted, _labels(rule), _outline(rule))
        for i, rule in enumerate(variant.rules) if is_outside(rule) or (parts := _parts(rule))
    ]
    # Cell shades lowest; dots, letters and corner circles on top of the lines they cross.
    order = {"extra-region": -2, "odd": -1, "even": -1, "minimum": -1, "maximum": -1,
             "thermometer": 1,
             "arrow": 2, "white-dot": 3, "black-dot": 3, "xv": 3, "quadruple": 4}
    return tuple(sorted(shapes, key=lambda s: order.get(s.kind, 0)))


def edge(pair: tuple[int, ...]) -> tuple[float, float]:
    """The middle of the edge two neighbouring cells share."""
    (x0, y0), (x1, y1) = centre(pair[0]), centre(pair[1])
    return (x0 + x1) / 2, (y0 + y1) / 2


def corner(cells: tuple[int, ...]) -> tuple[float, float]:
    """The corner four cells in a square share."""
    top_left = min(cells)
    return (top_left % 9 + 1) * CELL_SIZE, (top_left // 9 + 1) * CELL_SIZE


def dot_number(rule: object) -> str:
    """What a kropki dot shows: nothing for the usual 1 apart or double, else its number."""
    kind = getattr(rule, "kind", "")
    if kind == "white-dot" and getattr(rule, "difference", 1) != 1:
        return str(rule.difference)  # type: ignore[attr-defined]
    if kind == "black-dot" and getattr(rule, "ratio", 2) != 2:
        return str(rule.ratio)  # type: ignore[attr-defined]
    return ""


def xv_letter(total: int) -> str:
    return {10: "X", 5: "V"}.get(total, str(total))


def _labels(rule: object) -> tuple[Label, ...]:
    kind = getattr(rule, "kind", "")
    if kind in ("white-dot", "black-dot") and (number := dot_number(rule)):
        x, y = edge(rule.pair)  # type: ignore[attr-defined]
        return (Label(x, y, number, 22),)
    if kind == "xv":
        x, y = edge(rule.pair)  # type: ignore[attr-defined]
        return (Label(x, y, xv_letter(rule.total), 34),)  # type: ignore[attr-defined]
    if kind == "quadruple":
        x, y = corner(rule.corner)  # type: ignore[attr-defined]
        digits = str(rule.digits)  # type: ignore[attr-defined]
        if len(digits) <= 2:
            return (Label(x, y, " ".join(digits), 22),)
        # Three or four digits: two short lines, as setters' circles show them.
        return (Label(x, y - 9, " ".join(digits[:2]), 17),
                Label(x, y + 10, " ".join(digits[2:]), 17))
    return ()


def _parts(rule: object) -> tuple[Part, ...]:
    kind = getattr(rule, "kind", "")
    if kind in ("white-dot", "black-dot"):
        radius = NUMBERED_DOT_RADIUS if dot_number(rule) else DOT_RADIUS
        return (Part(_circle(edge(rule.pair), radius), DOT_OUTLINE, filled=True),)  # type: ignore[attr-defined]
    if kind == "xv":  # the letter is the mark; an unstroked ring round it is what a
        # hint's outline widens (a ring round the letter when a step uses it)
        return (Part(_circle(edge(rule.pair), XV_RING), 0),)  # type: ignore[attr-defined]
    if kind in ("odd", "even"):
        x, y = centre(rule.spot[0])  # type: ignore[attr-defined]
        r = PARITY_RADIUS
        d = _circle((x, y), r) if kind == "odd" else (
            f"M{x - r:g} {y - r:g}h{2 * r}v{2 * r}h{-2 * r}Z")
        return (Part(d, 0, filled=True),)
    if kind in ("minimum", "maximum"):
        return (Part(_chevrons(rule.spot[0], kind == "minimum"), THIN_WIDTH),)  # type: ignore[attr-defined]
    if kind == "quadruple":
        return (Part(_circle(corner(rule.corner), QUAD_RADIUS), DOT_OUTLINE, filled=True),)  # type: ignore[attr-defined]
    if kind == "extra-region":  # grey cells, as f-puzzles shades them
        squares = "".join(f"M{c % 9 * CELL_SIZE} {c // 9 * CELL_SIZE}h{CELL_SIZE}v{CELL_SIZE}"
                          f"h{-CELL_SIZE}Z" for c in rule.cells)  # type: ignore[attr-defined]
        return (Part(squares, 0, filled=True),)
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
    return ()  # a rule over the whole grid (anti-knight, non-consecutive, ...): no clue


def _outline(rule: object) -> tuple[Part, ...]:
    """An extra region's edge: each side of its cells that no other of its cells shares."""
    if getattr(rule, "kind", "") != "extra-region":
        return ()
    cells = set(rule.cells)  # type: ignore[attr-defined]
    sides = []
    for c in sorted(cells):
        x, y = c % 9 * CELL_SIZE, c // 9 * CELL_SIZE
        r, k = divmod(c, 9)
        if r == 0 or c - 9 not in cells:
            sides.append(f"M{x} {y}h{CELL_SIZE}")
        if r == 8 or c + 9 not in cells:
            sides.append(f"M{x} {y + CELL_SIZE}h{CELL_SIZE}")
        if k == 0 or c - 1 not in cells:
            sides.append(f"M{x} {y}v{CELL_SIZE}")
        if k == 8 or c + 1 not in cells:
            sides.append(f"M{x + CELL_SIZE} {y}v{CELL_SIZE}")
    return (Part("".join(sides), REGION_OUTLINE),)


def place_centre(place: tuple[int, int]) -> tuple[float, float]:
    """The middle of a square of the frame (or of the grid), from its (row, column)."""
    return place[1] * CELL_SIZE + CELL_SIZE / 2, place[0] * CELL_SIZE + CELL_SIZE / 2


def _sharing(variant: Variant) -> dict[tuple[int, int], list[int]]:
    """The frame squares holding more than one clue (a sandwich and a little killer on
    one square): each clue's index, in order."""
    at: dict[tuple[int, int], list[int]] = {}
    for i, rule in enumerate(variant.rules):
        if is_outside(rule):
            at.setdefault(rule.place, []).append(i)  # type: ignore[attr-defined]
    return {place: found for place, found in at.items() if len(found) > 1}


def _outside(rule: object, index: int, hint: bool,
             shared: dict[tuple[int, int], list[int]]) -> RuleShape:
    """A clue in the frame: its number at its square (a little killer's with an arrow
    pointing along the diagonal towards its first cell), an unstroked ring round the
    number that a hint's outline widens."""
    place = rule.place  # type: ignore[attr-defined]
    path = rule.path  # type: ignore[attr-defined]
    x, y = place_centre(place)
    dr, dc = path[1] // 9 - path[0] // 9, path[1] % 9 - path[0] % 9
    parts: list[Part] = []
    size = CLUE_SIZE
    if dr and dc:  # a diagonal: the arrow into the grid's corner, the number back from it
        start, tip = (x + dc * ARROW_FROM, y + dr * ARROW_FROM), (x + dc * ARROW_TO,
                                                                  y + dr * ARROW_TO)
        wings = ((tip[0] - dc * ARROW_HEAD, tip[1]), (tip[0], tip[1] - dr * ARROW_HEAD))
        parts.append(Part(_polyline([start, tip]), THIN_WIDTH))
        parts.append(Part(_polyline([wings[0], tip, wings[1]]), THIN_WIDTH))
        x, y = x - dc * NUMBER_BACK, y - dr * NUMBER_BACK
        size = SMALL_CLUE_SIZE + 8
    together = shared.get(place)
    if together:  # two clues on one square: smaller, one above the other
        size = SMALL_CLUE_SIZE
        y += (together.index(index) - (len(together) - 1) / 2) * SHARED_STEP
    parts.insert(0, Part(_circle((x, y), CLUE_RING), 0))
    number = str(rule.number)  # type: ignore[attr-defined]
    kind = getattr(rule, "kind", "")
    return RuleShape(kind, tuple(parts), hint, (Label(x, y, number, size),), outside=True)


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


def _chevrons(cell: int, inward: bool) -> str:
    """A small chevron by each side of the cell, pointing in (a minimum: its neighbours run
    down into it) or out (a maximum)."""
    x, y = centre(cell)
    parts = []
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        tip_reach = CHEVRON_REACH - CHEVRON_DEPTH if inward else CHEVRON_REACH
        back_reach = CHEVRON_REACH if inward else CHEVRON_REACH - CHEVRON_DEPTH
        tx, ty = x + dx * tip_reach, y + dy * tip_reach
        bx, by = x + dx * back_reach, y + dy * back_reach
        wing_x, wing_y = dy * CHEVRON_HALF, dx * CHEVRON_HALF
        parts.append(f"M{bx + wing_x:g} {by + wing_y:g}L{tx:g} {ty:g}"
                     f"L{bx - wing_x:g} {by - wing_y:g}")
    return "".join(parts)


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
