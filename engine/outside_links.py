"""Clues outside the grid in f-puzzles' JSON, read and written (engine/rule_links.py hands
these keys here, as it hands the dots to engine/dot_links.py).

f-puzzles keeps: `littlekillersum` (each entry `cell`, the clue's square in the margin as
"R0C3", 1-based so that rows and columns 0 and 10 are the margins; `direction` "UL",
"UR", "DL" or "DR", the way its arrow points; `cells`, the diagonal it points along;
`value`, the sum), `sandwichsum`, `xsum` and `skyscraper` (each entry `cell` in the
margin beside a row or column, and `value`). A clue without a value is drawn but says
nothing: no rule. A value that is not a number ("?") is a rule we do not play, refused
by its name.
"""

from __future__ import annotations

import re
from typing import Any

from .fpuzzles_cells import Malformed, cell_of
from .rules.base import Rule
from .rules.little_killer import LittleKiller
from .rules.outside import Place, diagonal_from, in_margin, line_from
from .rules.sandwich import Sandwich
from .rules.skyscraper import Skyscraper
from .rules.x_sum import XSum

OUTSIDE_KEYS = ("littlekillersum", "sandwichsum", "xsum", "skyscraper")
OUTSIDE_ORDER = (LittleKiller, Sandwich, XSum, Skyscraper)
_BESIDE = {"sandwichsum": Sandwich, "xsum": XSum, "skyscraper": Skyscraper}
_KEY_OF = {Sandwich: "sandwichsum", XSum: "xsum", Skyscraper: "skyscraper"}
# The names a clue we cannot play is refused by (`link.rule.<name>`).
_REFUSED_AS = {"littlekillersum": "little-killers", "sandwichsum": "sandwich-sums",
               "xsum": "x-sums", "skyscraper": "skyscrapers"}
_STEPS = {"UL": (-1, -1), "UR": (-1, 1), "DL": (1, -1), "DR": (1, 1)}
_DIRECTION = {step: name for name, step in _STEPS.items()}
_MARGIN_CELL = re.compile(r"^[Rr](10|[0-9])[Cc](10|[0-9])$")
# No clue outside a 9x9 grid counts past this (a diagonal of nine 9s is 81; a sandwich
# at most 35): a longer number is a damaged payload, not a puzzle.
_LONGEST_NUMBER = 3


def _place(name: Any) -> Place:
    """A clue's square from its f-puzzles name ("R0C3"): engine coordinates -1..9."""
    found = _MARGIN_CELL.match(name) if isinstance(name, str) else None
    if found is None:
        raise Malformed(name)
    place = (int(found.group(1)) - 1, int(found.group(2)) - 1)
    if not in_margin(place):
        raise Malformed(name)
    return place


def _place_name(place: Place) -> str:
    return f"R{place[0] + 1}C{place[1] + 1}"


def _number(value: Any) -> int | None | str:
    """The clue's number; None when it shows none; "words" when it shows something
    that is not a number."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, bool):
        raise Malformed(value)
    if isinstance(value, int):
        text = str(value)
    elif isinstance(value, str):
        text = value.strip()
    else:
        raise Malformed(value)
    if not (text.isascii() and text.isdigit()):
        return "words"
    if len(text) > _LONGEST_NUMBER:
        raise Malformed(value)
    return int(text)


def _entries(value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list) or not all(isinstance(e, dict) for e in value):
        raise Malformed(value)
    return value


def _little_killer(entry: dict[str, Any], total: int) -> Rule | None:
    """The little killer of an entry; None for an arrow onto a single cell (a clue we
    do not play: a given in disguise)."""
    place = _place(entry.get("cell"))
    step = _STEPS.get(str(entry.get("direction") or "").strip().upper())
    if step is None:
        raise Malformed(entry)
    try:
        path = diagonal_from(place, step)
    except ValueError:
        raise Malformed(entry) from None
    drawn = entry.get("cells")
    if drawn is not None:
        # f-puzzles keeps the diagonal it drew: one that is not the arrow's is damaged.
        if not isinstance(drawn, list) or len(drawn) > 9:
            raise Malformed(entry)
        if tuple(cell_of(name) for name in drawn) != path:
            raise Malformed(entry)
    return LittleKiller(path, total) if len(path) > 1 else None


def read_fpuzzles_outside(data: dict[str, Any]) -> tuple[list[Rule], list[str]]:
    """The elements of the OUTSIDE_KEYS in f-puzzles' JSON, and the names of the clues
    refused (a clue that shows words, not a number)."""
    elements: list[Rule] = []
    unplayed: list[str] = []
    for key in OUTSIDE_KEYS:
        for entry in _entries(data.get(key) or []):
            number = _number(entry.get("value"))
            if number is None:
                continue  # an empty clue: drawn, says nothing
            if isinstance(number, str):
                unplayed.append(_REFUSED_AS[key])
                continue
            try:
                if key == "littlekillersum":
                    element = _little_killer(entry, number)
                    if element is None:
                        unplayed.append(_REFUSED_AS[key])
                    else:
                        elements.append(element)
                else:
                    path = line_from(_place(entry.get("cell")))
                    elements.append(_BESIDE[key](path, number))
            except Malformed:
                raise
            except ValueError:
                # A clue no row, column or diagonal can show (a sandwich of 50): damaged.
                raise Malformed(entry) from None
    return elements, unplayed


# What the other site's rules box says of each kind (English: the sites are).
_RULES_TEXT = {
    "little-killer": (
        "Little killer: clues outside the grid give the sum of the digits along the "
        "diagonal their arrow points at; digits may repeat on a diagonal."),
    "sandwich": (
        "Sandwich: clues outside the grid give the sum of the digits between the 1 and "
        "the 9 in that row or column."),
    "x-sum": (
        "X-sums: clues outside the grid give the sum of the first X digits from that side "
        "of the row or column, X being the first of them."),
    "skyscraper": (
        "Skyscrapers: clues outside the grid count the digits seen from that side of the "
        "row or column, taller digits hiding shorter ones behind them."),
}


def fpuzzles_outside_json(rules: list[Rule]) -> tuple[dict[str, Any], list[str]]:
    """The f-puzzles keys of these elements, and a rules sentence for each kind."""
    data: dict[str, list[dict[str, Any]]] = {}
    said: dict[str, str] = {}
    for rule in rules:
        assert isinstance(rule, OUTSIDE_ORDER)
        place = _place_name(rule.place)
        if isinstance(rule, LittleKiller):
            step = (rule.path[1] // 9 - rule.path[0] // 9, rule.path[1] % 9 - rule.path[0] % 9)
            entry = {"cell": place, "cells": [f"R{c // 9 + 1}C{c % 9 + 1}" for c in rule.path],
                     "direction": _DIRECTION[step], "value": str(rule.number)}
            data.setdefault("littlekillersum", []).append(entry)
        else:
            data.setdefault(_KEY_OF[type(rule)], []).append(
                {"cell": place, "value": str(rule.number)})
        said.setdefault(rule.kind, _RULES_TEXT[rule.kind])
    return dict(data), list(said.values())


def is_outside(rule: Rule) -> bool:
    """Whether the element is one of this module's kinds."""
    return isinstance(rule, OUTSIDE_ORDER)
