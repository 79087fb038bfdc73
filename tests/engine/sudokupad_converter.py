"""SudokuPad's own JSON (scl) of an f-puzzles puzzle, drawn as SudokuPad's converter of
f-puzzles draws it (the shapes learnt from its `fpuzzlesdecoder.js`; our own code), for
the rules the link readers take: so the tests can read a published puzzle from the
SudokuPad form a player would copy, and compare it with its f-puzzles reading.

Only what the readers take is drawn; a key outside them raises KeyError (the test skips
that puzzle).
"""

from __future__ import annotations

import math
from typing import Any

GREY = "#CFCFCF"
_STEPS = {"UR": (-1, 1), "UL": (-1, -1), "DR": (1, 1), "DL": (1, -1)}
_FREE = {"size", "title", "author", "solution", "disabledlogic", "truecandidatesoptions",
         "highlightConflicts", "version", "metadata", "grid", "ruleset"}


def _rc(name: str) -> tuple[int, int]:
    row, _, col = name[1:].upper().partition("C")
    return int(row) - 1, int(col) - 1


def _centre(names: list[str]) -> list[float]:
    points = [_rc(n) for n in names]
    return [sum(r + 0.5 for r, _ in points) / len(points),
            sum(c + 0.5 for _, c in points) / len(points)]


def _text(centre: list[float], text: str, size: int) -> dict[str, Any]:
    return {"backgroundColor": "#FFFFFF", "borderColor": "#FFFFFF", "center": centre,
            "fontSize": size, "rounded": False, "width": 0.25, "height": 0.25, "text": text}


def scl_of(data: dict[str, Any]) -> dict[str, Any]:
    """The scl JSON SudokuPad's converter makes of f-puzzles' JSON."""
    grid = data["grid"]
    out: dict[str, Any] = {"id": "", "cellSize": 50, "cells": [], "regions": [[] for _ in range(9)]}
    for r, row in enumerate(grid):
        cells = []
        for c, cell in enumerate(row):
            cells.append({"value": cell["value"]} if cell.get("given") else {})
            region = cell.get("region", r // 3 * 3 + c // 3)
            out["regions"][region].append([r, c])
        out["cells"].append(cells)

    def add(key: str, entry: Any) -> None:
        out.setdefault(key, []).append(entry)

    for key, value in data.items():
        if key in _FREE or not value:
            continue
        for entry in value if isinstance(value, list) else [value]:
            _draw(key, entry, data, add)
    if data.get("ruleset"):
        add("cages", {"value": "rules: " + data["ruleset"]})
    return out


def _draw(key: str, part: Any, data: dict[str, Any], add: Any) -> None:  # noqa: C901
    if key in ("antiknight", "antiking", "nonconsecutive"):
        add("global", key)
    elif key == "negative":
        add("global", "anti" + part)
    elif key == "diagonal+":
        add("lines", {"color": "#34BBE6", "thickness": 2, "wayPoints": [[0, 9], [9, 0]]})
    elif key == "diagonal-":
        add("lines", {"color": "#34BBE6", "thickness": 2, "wayPoints": [[0, 0], [9, 9]]})
    elif key == "disjointgroups":
        for k in range(9):
            cells = [[r, c] for r in range(9) for c in range(9) if r % 3 * 3 + c % 3 == k]
            add("cages", {"cells": cells, "unique": True, "type": "disjoint"})
        add("global", "disjoint")
    elif key == "killercage":
        add("cages", {"cells": [list(_rc(n)) for n in part["cells"]], "unique": True,
                      **({"value": part["value"]} if part.get("value") else {})})
    elif key == "extraregion":  # grey cells and a cage with no flag and no value
        cells = [list(_rc(n)) for n in part["cells"]]
        for r, c in cells:
            add("underlays", {"backgroundColor": "rgba(207, 207, 207, 0.95)",
                              "center": [r + 0.5, c + 0.5], "rounded": False, "width": 1,
                              "height": 1})
        add("cages", {"cells": cells})
    elif key in ("difference", "ratio"):
        dot = {"borderColor": "#000000", "center": _centre(part["cells"]), "rounded": True,
               "width": 0.3, "height": 0.3, "text": part.get("value") or "",
               "backgroundColor": "#FFFFFF" if key == "difference" else "#000000"}
        add("overlays", dot)
    elif key == "xv":
        add("overlays", _text(_centre(part["cells"]), part["value"], 21))
    elif key in ("odd", "even"):
        add("underlays", {"borderColor": GREY, "backgroundColor": GREY,
                          "center": _centre([part["cell"]]), "rounded": key == "odd",
                          "width": 0.7, "height": 0.7})
    elif key in ("minimum", "maximum"):
        _extremum(part, [p["cell"] for p in data[key]], key == "minimum", add)
    elif key == "quadruple":
        add("overlays", {"backgroundColor": "#FFFFFF", "borderColor": "#000000",
                         "center": _centre(part["cells"]), "fontSize": 14, "rounded": True,
                         "width": 0.7, "height": 0.7,
                         "text": " ".join(str(v) for v in part["values"])})
    elif key == "littlekillersum":
        y, x = _centre([part["cell"]])
        dy, dx = _STEPS[part["direction"]]
        add("arrows", {"color": "#000000", "thickness": 2,
                       "wayPoints": [[y + 0.3 * dy, x + 0.3 * dx], [y + 0.48 * dy, x + 0.48 * dx]]})
        add("overlays", _text([y, x], part.get("value", "_"), 28))
    elif key == "sandwichsum":
        add("overlays", _text(_centre([part["cell"]]), part["value"], 32))
    elif key == "thermometer":
        for line in part["lines"]:
            points = [_centre([n]) for n in line]
            add("underlays", {"borderColor": GREY, "backgroundColor": GREY, "center": points[0],
                              "rounded": True, "width": 0.85, "height": 0.85})
            add("lines", {"color": GREY, "thickness": 21, "wayPoints": points})
    elif key == "palindrome":
        for line in part["lines"]:
            add("lines", {"color": GREY, "thickness": 16,
                          "wayPoints": [_centre([n]) for n in line]})
    elif key == "line":
        for line in part["lines"]:
            add("lines", {"color": part.get("outlineC"), "thickness": 32 * part.get("width", 0.3),
                          "wayPoints": [_centre([n]) for n in line]})
    elif key == "arrow":
        _arrow(part, add)
    elif key == "betweenline":
        for line in part["lines"]:
            points = [_centre([n]) for n in line]
            for end in (points[0], points[-1]):
                add("overlays", {"borderColor": GREY, "backgroundColor": "#FFFFFF",
                                 "center": end, "rounded": True, "width": 0.8, "height": 0.8})
            add("lines", {"color": GREY, "thickness": 2, "wayPoints": points})
    else:
        raise KeyError(key)


def _arrow(part: dict[str, Any], add: Any) -> None:
    for line in part["lines"]:
        points = [_centre([n]) for n in line]
        dr, dc = points[1][0] - points[0][0], points[1][1] - points[0][1]
        dist = math.hypot(dr, dc)
        points[0] = [points[0][0] + round(40 * math.copysign(1, dr) / dist) / 100 if dr else
                     points[0][0],
                     points[0][1] + round(40 * math.copysign(1, dc) / dist) / 100 if dc else
                     points[0][1]]
        add("arrows", {"color": "#a1a1a1", "headLength": 0.3, "thickness": 5, "wayPoints": points})
    cells = [_rc(n) for n in part["cells"]]
    rows, cols = [r for r, _ in cells], [c for _, c in cells]
    if len(set(rows)) > 1 and len(set(cols)) > 1:
        raise KeyError("arrow")  # a bent pill: drawn as lines, which we do not model
    add("overlays", {"borderColor": "#a1a1a1", "backgroundColor": "#ffffff",
                     "center": _centre(part["cells"]), "rounded": True,
                     "width": 0.83 + max(cols) - min(cols), "height": 0.83 + max(rows) - min(rows)})


def _extremum(part: dict[str, Any], same: list[str], minimum: bool, add: Any) -> None:
    y, x = _centre([part["cell"]])
    add("underlays", {"backgroundColor": "#ccc", "center": [y, x], "rounded": False,
                      "width": 1, "height": 1})
    wing, tip = (0.44, 0.39) if minimum else (0.39, 0.44)
    r, c = _rc(part["cell"])
    for dy, dx in ((-1, 0), (0, 1), (1, 0), (0, -1)):
        if not (0 <= r + dy <= 8 and 0 <= c + dx <= 8) or f"R{r + dy + 1}C{c + dx + 1}" in same:
            continue
        add("lines", {"color": "#000000", "thickness": 1, "wayPoints": [
            [y + dy * wing + 0.1 * dx, x + dx * wing + 0.1 * dy],
            [y + dy * tip, x + dx * tip],
            [y + dy * wing - 0.1 * dx, x + dx * wing - 0.1 * dy]]})
