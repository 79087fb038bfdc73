"""Dots and neighbour rules in f-puzzles' JSON, read and written (engine/rule_links.py
hands these keys here).

f-puzzles keeps: `difference` (white kropki dots, `cells` two names, a `value` the
difference when numbered), `ratio` (black dots, `value` the ratio when numbered), `xv`
(`value` "X" or "V"), `negative` (a list naming the marks that are all given:
"difference", "ratio", "xv"), `odd`, `even`, `minimum`, `maximum` (each entry one
`cell`), `quadruple` (`cells` the four, `values` the digits) and the flags `antiknight`,
`antiking`, `nonconsecutive`. A negative constraint or non-consecutive leaves alone
every pair with a dot of either colour: the dot says what the pair is.
"""

from __future__ import annotations

from typing import Any

from .fpuzzles_cells import Malformed, cell_name, cell_of
from .rules import (
    XV,
    AntiKing,
    AntiKnight,
    BlackDot,
    Even,
    KropkiNegative,
    Maximum,
    Minimum,
    NonConsecutive,
    Odd,
    Quadruple,
    WhiteDot,
    XVNegative,
)
from .rules.base import Rule
from .rules.pairs import adjacent, orthogonal_neighbours
from .rules.xv import LETTER_OF, TOTAL_OF

DOT_KEYS = ("difference", "ratio", "xv", "negative", "odd", "even", "minimum", "maximum",
            "quadruple", "antiknight", "antiking", "nonconsecutive")
_FLAGS = {"antiknight": AntiKnight, "antiking": AntiKing}
_ONE_CELL = {"odd": Odd, "even": Even, "minimum": Minimum, "maximum": Maximum}


def _list(value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list) or not all(isinstance(e, dict) for e in value):
        raise Malformed(value)
    return value


def _number(value: Any, low: int, high: int, default: int) -> int:
    if value is None or value == "":
        return default
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    raise Malformed(value)


def _flag(data: dict[str, Any], key: str) -> bool:
    """A rule f-puzzles switches on for the whole grid: true or false, nothing else."""
    value = data.get(key, False)
    if value is None or isinstance(value, bool):
        return bool(value)
    raise Malformed(value)


def _pair(entry: dict[str, Any]) -> tuple[int, int]:
    cells = entry.get("cells")
    if not isinstance(cells, list) or len(cells) != 2:
        raise Malformed(entry)
    a, b = cell_of(cells[0]), cell_of(cells[1])
    if not adjacent(a, b):
        raise Malformed(entry)
    return (a, b) if a < b else (b, a)


def read_fpuzzles_dots(data: dict[str, Any]) -> tuple[list[Rule], list[str]]:
    """The elements of the DOT_KEYS in f-puzzles' JSON, and the names of what it asks
    that we do not play (a negative constraint on another mark)."""
    elements: list[Rule] = []
    unplayed: list[str] = []
    dotted: list[int] = []
    for entry in _list(data.get("difference") or []):
        pair = _pair(entry)
        elements.append(WhiteDot(pair, _number(entry.get("value"), 1, 8, 1)))
        dotted += pair
    for entry in _list(data.get("ratio") or []):
        pair = _pair(entry)
        elements.append(BlackDot(pair, _number(entry.get("value"), 2, 9, 2)))
        dotted += pair
    marked: list[int] = []
    for entry in _list(data.get("xv") or []):
        pair = _pair(entry)
        letter = str(entry.get("value") or "").strip().upper()
        if letter not in TOTAL_OF:
            raise Malformed(entry)
        elements.append(XV(pair, TOTAL_OF[letter]))
        marked += pair
    for key, kind in _ONE_CELL.items():
        spots = [cell_of(entry.get("cell")) for entry in _list(data.get(key) or [])]
        for spot in spots:
            if kind in (Minimum, Maximum):
                # Neighbouring maxima (minima) are not compared with each other.
                skip = tuple(n for n in orthogonal_neighbours(spot) if n in spots)
                elements.append(kind((spot,), skip))
            else:
                elements.append(kind((spot,)))
    for entry in _list(data.get("quadruple") or []):
        cells = entry.get("cells")
        values = entry.get("values")
        if not isinstance(cells, list) or not isinstance(values, list) or not values:
            raise Malformed(entry)
        digits = [_number(v, 1, 9, 0) for v in values]
        try:
            elements.append(Quadruple(tuple(sorted(cell_of(c) for c in cells)),
                                      int("".join(map(str, sorted(digits))))))
        except ValueError:
            raise Malformed(entry) from None
    negative = data.get("negative") or []
    if not isinstance(negative, list) or not all(isinstance(n, str) for n in negative):
        raise Malformed(negative)
    white, black = "difference" in negative, "ratio" in negative
    if white or black:
        elements.append(KropkiNegative(white, black, tuple(dotted)))
    if "xv" in negative:
        elements.append(XVNegative(tuple(marked)))
    if set(negative) - {"difference", "ratio", "xv"}:
        unplayed.append("negative")
    if _flag(data, "nonconsecutive"):
        elements.append(NonConsecutive(tuple(dotted)))
    for key, kind in _FLAGS.items():
        if _flag(data, key):
            elements.append(kind())
    return elements, unplayed


def _names(cells: tuple[int, ...]) -> list[str]:
    return [cell_name(c) for c in cells]


# What the other site's rules box says of each kind (English: the sites are).
_RULES_TEXT = {
    "white-dot": "Digits joined by a white dot are consecutive.",
    "black-dot": "Digits joined by a black dot are in a 1:2 ratio.",
    "xv": "Digits joined by an X sum to 10; by a V, to 5.",
    "negative-kropki": "All kropki dots are given.",
    "negative-xv": "All X's and V's are given.",
    "nonconsecutive": "Orthogonally adjacent digits are never consecutive.",
    "anti-knight": "Cells a chess knight's move apart never hold the same digit.",
    "anti-king": "Cells a chess king's move apart never hold the same digit.",
    "odd": "A grey circle holds an odd digit.",
    "even": "A grey square holds an even digit.",
    "minimum": "A minimum cell is smaller than each orthogonal neighbour.",
    "maximum": "A maximum cell is larger than each orthogonal neighbour.",
    "quadruple": "The digits in a corner circle appear in its four cells.",
}


def fpuzzles_dots_json(rules: list[Rule]) -> tuple[dict[str, Any], list[str]]:
    """The f-puzzles keys of these elements, and a rules sentence for each kind."""
    data: dict[str, Any] = {}
    said: dict[str, str] = {}

    def add(key: str, entry: dict[str, Any]) -> None:
        data.setdefault(key, []).append(entry)

    negative: list[str] = []
    for rule in rules:
        if isinstance(rule, WhiteDot):
            add("difference", {"cells": _names(rule.pair),
                               **({"value": str(rule.difference)} if rule.difference != 1
                                  else {})})
        elif isinstance(rule, BlackDot):
            add("ratio", {"cells": _names(rule.pair),
                          **({"value": str(rule.ratio)} if rule.ratio != 2 else {})})
        elif isinstance(rule, XV):
            letter = LETTER_OF.get(rule.total)
            if letter is None:
                raise ValueError(f"f-puzzles has no XV mark for a sum of {rule.total}")
            add("xv", {"cells": _names(rule.pair), "value": letter})
        elif isinstance(rule, KropkiNegative):
            negative += ["difference"] * rule.white + ["ratio"] * rule.black
        elif isinstance(rule, XVNegative):
            negative.append("xv")
        elif isinstance(rule, NonConsecutive):
            data["nonconsecutive"] = True
        elif isinstance(rule, AntiKnight):
            data["antiknight"] = True
        elif isinstance(rule, AntiKing):
            data["antiking"] = True
        elif isinstance(rule, Quadruple):
            add("quadruple", {"cells": _names(rule.corner),
                              "values": [int(ch) for ch in str(rule.digits)]})
        else:
            key = {Odd: "odd", Even: "even", Minimum: "minimum", Maximum: "maximum"}[type(rule)]
            add(key, {"cell": cell_name(rule.cells[0])})
        said.setdefault(rule.kind, _RULES_TEXT[rule.kind])
    if negative:
        data["negative"] = negative
    return data, list(said.values())


def is_dot(rule: Rule) -> bool:
    """Whether the element is one of this module's kinds."""
    return isinstance(rule, (WhiteDot, BlackDot, XV, KropkiNegative, XVNegative,
                             NonConsecutive, AntiKnight, AntiKing, Odd, Even, Minimum,
                             Maximum, Quadruple))


DOT_ORDER = (WhiteDot, BlackDot, XV, Odd, Even, Minimum, Maximum, Quadruple, KropkiNegative,
             XVNegative, NonConsecutive, AntiKnight, AntiKing)
