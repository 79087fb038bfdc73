"""Rule elements in SudokuPad's own JSON (scl), read from and written as the shapes
SudokuPad draws them with (engine/puzzle_links.py reads the rest of an scl payload).

SudokuPad keeps no rule, only drawings: `lines` ({color, thickness, wayPoints}),
`arrows` (the same, with a head), `underlays` and `overlays` ({center, width, height,
rounded, backgroundColor, borderColor, text}); points are [row, col] in cells from the
grid's top left corner, a cell's centre at [r + 0.5, c + 0.5]. Its own converter of
f-puzzles draws, and we read:

- a thermometer: a round grey shape on the bulb's cell and a grey line from it;
- an arrow: an `arrows` entry starting in a round shape (its circle, or a pill over 2-3
  cells in a row), the shaft the cells it passes after the circle;
- a between line: a line whose two end cells each hold a round shape, when the rules
  text names between lines;
- any other line by its colour and the rules text, as engine/rule_links.py reads a plain
  f-puzzles line (whispers green, renban purple, region-sum blue, palindrome grey).

A drawing that does not settle to one of these is refused by name, never guessed. The
rules text is the puzzle's `rules` or its metadata cages' `rules: ...`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from typing import Any

from .fpuzzles_cells import Malformed
from .rule_links import (
    MOST_DRAWINGS,
    MOST_ELEMENTS,
    MOST_RULES_TEXT,
    TooMany,
    canonical,
    colour_family,
    line_element,
    plain_line_kind,
    unplayed_line_names,
)
from .rules import Arrow, BetweenLine, Palindrome, RegionSumLine, Renban, Thermometer, Whispers
from .rules.base import Rule
from .scl_marks import is_mark, scl_marks_json

_THERMO = re.compile(r"thermo", re.I)
_SLOW = re.compile(r"slow\s*thermo", re.I)
_BETWEEN = re.compile(r"between", re.I)


def _point(value: Any) -> tuple[float, float]:
    if (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)
            and all(math.isfinite(v) for v in value)):
        return (float(value[0]), float(value[1]))
    raise Malformed(value)


def _inside(point: tuple[float, float]) -> bool:
    return all(0 <= v < 9 for v in point)


def _cell(point: tuple[float, float]) -> int:
    return int(point[0]) * 9 + int(point[1])


def _path(points: Any) -> tuple[int, ...] | None:
    """The cells a drawn line passes, in order; None when it leaves the grid or runs at
    an angle that is not along a row, a column or a diagonal (which cells it means
    would be a guess)."""
    if not isinstance(points, list) or not 2 <= len(points) <= 200:
        raise Malformed(points)
    corners = [_point(p) for p in points]
    if not all(_inside(p) for p in corners):
        return None
    cells = [_cell(corners[0])]
    for point in corners[1:]:
        r0, c0 = divmod(cells[-1], 9)
        r1, c1 = int(point[0]), int(point[1])
        dr, dc = r1 - r0, c1 - c0
        if dr and dc and abs(dr) != abs(dc):
            return None
        for step in range(1, max(abs(dr), abs(dc)) + 1):
            cells.append((r0 + step * _sign(dr)) * 9 + c0 + step * _sign(dc))
    if len(set(cells)) != len(cells):
        return None
    return tuple(cells)


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


def _round_cells(shape: Any) -> frozenset[int] | None:
    """The cells a round shape (a circle, or a pill) covers: those whose centres it
    holds; None for a shape that is not round."""
    if not isinstance(shape, dict) or not shape.get("rounded") or shape.get("text"):
        return None
    try:
        row, col = _point(shape.get("center"))
    except Malformed:
        return None
    width, height = shape.get("width"), shape.get("height")
    if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in (width, height)):
        return None
    if min(width, height) < 0.5:
        return None  # a dot between cells (kropki), not a circle in a cell
    cells = frozenset(
        r * 9 + c for r in range(9) for c in range(9)
        if abs(r + 0.5 - row) <= height / 2 and abs(c + 0.5 - col) <= width / 2
    )
    return cells or None


def rules_text_of(data: dict[str, Any]) -> str:
    """A puzzle's rules: its `rules`, and its metadata cages' `rules: ...`."""
    parts = [data["rules"]] if isinstance(data.get("rules"), str) else []
    for cage in data.get("cages") or ():
        value = cage.get("value") if isinstance(cage, dict) else None
        if isinstance(value, str) and value.startswith("rules:") and not cage.get("cells"):
            parts.append(value[len("rules:"):].strip())
    return "\n".join(parts)[:MOST_RULES_TEXT]


def read_scl_rules(
    lines: list[Any], arrows: list[Any], shapes: list[Any], rules_text: str
) -> tuple[list[Rule], list[str], list[Any]]:
    """The elements SudokuPad's drawings show, the names of the drawings refused, and
    the shapes left over (not a bulb or a circle of an element read)."""
    if len(lines) + len(arrows) > MOST_DRAWINGS or len(shapes) > 2 * MOST_DRAWINGS:
        raise TooMany(len(lines) + len(arrows) + len(shapes))
    round_shapes = [(shape, _round_cells(shape)) for shape in shapes]
    on_cells: dict[frozenset[int], set[int]] = {}
    for i, (_, covered) in enumerate(round_shapes):
        if covered is not None:
            on_cells.setdefault(covered, set()).add(i)
    used: set[int] = set()
    elements: list[Rule] = []
    refused: list[str] = []

    def round_at(cells: frozenset[int]) -> set[int] | None:
        """The round shapes on exactly these cells (branches of a thermometer each draw
        their bulb), None if there are none."""
        return on_cells.get(cells)

    for arrow in arrows:
        if not isinstance(arrow, dict):
            raise Malformed(arrow)
        read = _arrow(arrow, round_shapes)
        if isinstance(read, str):
            refused.append(read)
            continue
        element, shape = read
        elements.append(element)
        used |= round_at(frozenset(element.circle)) or {shape}
    for line in lines:
        if not isinstance(line, dict):
            raise Malformed(line)
        path = _path(line.get("wayPoints"))
        if path is None or len(path) < 2:
            refused.append("lines")
            continue
        first = round_at(frozenset(path[:1]))
        last = round_at(frozenset(path[-1:]))
        family = colour_family(line.get("color"))
        bulb = first or last
        # A thermometer: a bulb at one end in the line's own colour, grey (SudokuPad's
        # own) even when the rules text says nothing, any colour when it names them.
        thermometer = bulb is not None and (first is None or last is None) and (
            (family == "grey" and not rules_text.strip()) or (
                _THERMO.search(rules_text) and any(
                    colour_family(round_shapes[i][0].get(key)) == family
                    for i in bulb for key in ("backgroundColor", "borderColor", "color"))))
        if first is not None and last is not None and _BETWEEN.search(rules_text):
            elements.append(BetweenLine(path))
            used |= first | last
        elif thermometer:
            slow = bool(_SLOW.search(rules_text))
            if slow and _THERMO.search(_SLOW.sub("", rules_text)):
                # Slow and plain thermometers look alike: which is which would be a guess.
                refused.append("thermometers")
                continue
            assert bulb is not None
            elements.append(Thermometer(path if first is not None else path[::-1], slow))
            used |= bulb
        else:
            kind = plain_line_kind(line.get("color"), rules_text)
            if kind is None:
                refused += unplayed_line_names(rules_text) or ["lines"]
                continue
            elements.append(line_element(kind, path, rules_text))
        if len(elements) > MOST_ELEMENTS:
            raise TooMany(len(elements))
    left = [shape for i, (shape, _) in enumerate(round_shapes) if i not in used]
    return canonical(elements), refused, left


def _arrow(arrow: dict[str, Any],
           round_shapes: list[tuple[Any, frozenset[int] | None]]) -> tuple[Rule, int] | str:
    points = arrow.get("wayPoints")
    if not isinstance(points, list) or len(points) < 2:
        raise Malformed(arrow)
    if not all(_inside(_point(p)) for p in points):
        return "little-killers"  # an arrow outside the grid points along a diagonal sum
    start = _cell(_point(points[0]))
    for i, (_, covered) in enumerate(round_shapes):
        if covered is None or start not in covered or len(covered) > 3:
            continue
        circle = tuple(sorted(covered))
        rows, cols = {c // 9 for c in circle}, {c % 9 for c in circle}
        if len(rows) > 1 and len(cols) > 1:
            continue
        path = _path(points)
        if path is None:
            return "arrows"
        shaft = tuple(c for c in path if c not in covered)
        if not shaft:
            return "arrows"
        return Arrow(circle, shaft), i
    return "arrows"


# ----- writing ------------------------------------------------------------------------

_GREY, _ARROW_GREY = "#CFCFCF", "#A1A1A1"
# SudokuPad's f-puzzles converter draws f-puzzles' lines 32 px per cell of `width`.
_LINE_STYLE = {
    Whispers: ("#67F067", 9.6), Renban: ("#F067F0", 12.8), RegionSumLine: ("#2ECBFF", 8),
    Palindrome: (_GREY, 16),
}


def _centre(cell: int) -> list[float]:
    return [cell // 9 + 0.5, cell % 9 + 0.5]


def _toward(cell: int, other: int, by: float) -> list[float]:
    """A cell's centre moved `by` toward a neighbour (where SudokuPad starts a line that
    leaves a circle)."""
    dr, dc = other // 9 - cell // 9, other % 9 - cell % 9
    length = math.hypot(dr, dc)
    return [round(cell // 9 + 0.5 + by * dr / length, 2),
            round(cell % 9 + 0.5 + by * dc / length, 2)]


def scl_rules_json(rules: Iterable[Rule]) -> dict[str, list[Any]]:
    """SudokuPad's `lines`, `arrows`, `underlays` and `overlays` drawing these elements
    (and its `global` flags: engine/scl_marks.py draws issue 46's rules)."""
    data: dict[str, list[Any]] = {}

    def add(key: str, entry: dict[str, Any]) -> None:
        data.setdefault(key, []).append(entry)

    marks = []
    for rule in rules:
        if is_mark(rule):
            marks.append(rule)
        elif isinstance(rule, Thermometer):
            add("underlays", {"center": _centre(rule.path[0]), "width": 0.85, "height": 0.85,
                              "rounded": True, "backgroundColor": _GREY, "borderColor": _GREY})
            add("lines", {"color": _GREY, "thickness": 21,
                          "wayPoints": [_centre(c) for c in rule.path]})
        elif isinstance(rule, Arrow):
            rows = [c // 9 for c in rule.circle]
            cols = [c % 9 for c in rule.circle]
            add("overlays", {
                "center": [sum(rows) / len(rows) + 0.5, sum(cols) / len(cols) + 0.5],
                "width": 0.75 + max(cols) - min(cols), "height": 0.75 + max(rows) - min(rows),
                "rounded": True, "backgroundColor": "#FFFFFF", "borderColor": _ARROW_GREY,
                "thickness": 5,
            })
            start = next((c for c in rule.circle
                          if max(abs(c // 9 - rule.shaft[0] // 9),
                                 abs(c % 9 - rule.shaft[0] % 9)) == 1), rule.circle[0])
            add("arrows", {"color": _ARROW_GREY, "headLength": 0.3, "thickness": 5,
                           "wayPoints": [_toward(start, rule.shaft[0], 0.3),
                                         *(_centre(c) for c in rule.shaft)]})
        elif isinstance(rule, BetweenLine):
            for end in (rule.path[0], rule.path[-1]):
                add("overlays", {"center": _centre(end), "width": 0.8, "height": 0.8,
                                 "rounded": True, "backgroundColor": "#FFFFFF",
                                 "borderColor": _GREY})
            points = [_centre(c) for c in rule.path]
            points[0] = _toward(rule.path[0], rule.path[1], 0.4)
            points[-1] = _toward(rule.path[-1], rule.path[-2], 0.4)
            add("lines", {"color": _GREY, "thickness": 2, "wayPoints": points})
        else:
            colour, thickness = _LINE_STYLE[type(rule)]
            add("lines", {"color": colour, "thickness": thickness,
                          "wayPoints": [_centre(c) for c in rule.cells]})
    for key, drawn in scl_marks_json(marks).items():
        data.setdefault(key, []).extend(drawn)
    return data
