"""Rule elements (thermometers, arrows, lines) in f-puzzles' JSON, read and written.

engine/puzzle_links.py reads the rest of a link (givens, regions, cages) and hands the
rule keys to `read_fpuzzles_rules`; engine/scl_rules.py does the same for SudokuPad's own
JSON, through the shapes SudokuPad draws.

f-puzzles keeps one key per rule, each entry with `lines` of "R1C1" cell names:
`thermometer` and `slowthermometer` (each line one branch from the shared bulb), `arrow`
(`cells` the circle or pill, each of `lines` a shaft starting in the circle),
`betweenline`, `palindrome`, and the keys its widely used extension adds: `whispers`
(`value` the difference, 5 when none), `renban`, `regionsumline`. That extension also
draws each of its lines as a plain `line` marked `isNewConstraint` so f-puzzles itself
shows them, and f-puzzles marks the drawings a tool adds with `fromConstraint`: both
repeat a rule and are skipped.

A plain `line` drawn by the setter is read only when the rules text (`ruleset`) names
what it is, by these colour conventions (the colours f-puzzles' extension and SudokuPad
draw them in): green = whispers (German, or Dutch when the text says Dutch and not
German), purple, pink or magenta = renban, blue or cyan = region-sum line, grey =
palindrome. A rules sentence that names a line kind together with a colour word ("the
blue line is a region-sum line") wins over the convention. A line the text and colour do
not settle to one kind is refused by name, never guessed.
"""

from __future__ import annotations

import colorsys
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

from .dot_links import DOT_KEYS, DOT_ORDER, fpuzzles_dots_json, is_dot, read_fpuzzles_dots
from .fpuzzles_cells import Malformed, cell_name, cell_of
from .outside_links import (
    OUTSIDE_KEYS,
    OUTSIDE_ORDER,
    fpuzzles_outside_json,
    is_outside,
    read_fpuzzles_outside,
)
from .rules import Arrow, BetweenLine, Palindrome, RegionSumLine, Renban, Thermometer, Whispers
from .rules.base import Rule

# The f-puzzles keys read here (puzzle_links leaves them to us).
LINE_KEYS = ("thermometer", "slowthermometer", "arrow", "betweenline", "palindrome",
             "whispers", "renban", "regionsumline")
DRAWING_KEYS = ("line", "text", "circle", "rectangle")
RULE_KEYS = frozenset(LINE_KEYS + DRAWING_KEYS + DOT_KEYS + OUTSIDE_KEYS)
# More elements than this is no puzzle anyone plays: refused before anything is built
# (the engine's rules names hold 200, engine/rules/naming.py). Drawings are bounded too
# (each is compared with the elements), and only the start of a rules text is read.
MOST_ELEMENTS = 200
MOST_DRAWINGS = 5 * MOST_ELEMENTS
MOST_RULES_TEXT = 8000

_INEQUALITY = frozenset("<>^v∧∨˄˅")


class TooMany(ValueError):
    """More rule elements than any puzzle has."""


def _adjacent(a: int, b: int) -> bool:
    return a != b and abs(a // 9 - b // 9) <= 1 and abs(a % 9 - b % 9) <= 1


def path_of(names: Any) -> tuple[int, ...]:
    """A line's cells in order: neighbours (diagonal ones too), no cell twice."""
    if not isinstance(names, list) or not names or len(names) > 81:
        raise Malformed(names)
    path: list[int] = []
    for name in names:
        cell = cell_of(name)
        if path and path[-1] == cell:
            continue  # a point drawn twice in a row
        if path and not _adjacent(path[-1], cell):
            raise Malformed(names)
        path.append(cell)
    if len(set(path)) != len(path):
        raise Malformed(names)
    return tuple(path)


def _entries(value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list) or not all(isinstance(e, dict) for e in value):
        raise Malformed(value)
    return value


def _lines(entry: dict[str, Any]) -> list[tuple[int, ...]]:
    lines = entry.get("lines")
    if not isinstance(lines, list) or not lines:
        raise Malformed(entry)
    return [path_of(line) for line in lines]


# ----- the words and colours of a rules text ------------------------------------------

# Line kinds a rules text names, by the words it uses.
_KIND_WORDS = {
    "whispers": re.compile(r"whisper", re.I),
    "renban": re.compile(r"renban", re.I),
    "region-sum": re.compile(r"region[\s-]*sum", re.I),
    "palindrome": re.compile(r"palindrom", re.I),
}
_CONVENTION = {"whispers": "green", "renban": "purple", "region-sum": "blue",
               "palindrome": "grey"}
_COLOUR_WORDS = {
    "green": ("green",), "purple": ("purple", "pink", "magenta", "violet", "lilac"),
    "blue": ("blue", "cyan", "turquoise", "teal"), "grey": ("grey", "gray"),
    "orange": ("orange",), "red": ("red",), "yellow": ("yellow",), "black": ("black",),
    "white": ("white",),
}
# Line rules the engine does not play, by the words a rules text uses for them: a line
# these texts may explain is refused by that name.
_UNPLAYED_WORDS = {
    "entropic": re.compile(r"entrop", re.I),
    "modular": re.compile(r"modul", re.I),
    "zipper": re.compile(r"zipper", re.I),
    "nabner": re.compile(r"nabner", re.I),
    "lockout": re.compile(r"lockout", re.I),
}


def colour_family(colour: Any) -> str | None:
    """'green', 'purple', 'blue', 'grey', ... of a CSS colour (#rgb, #rrggbb, with or
    without alpha, rgb()/rgba()); None for one not read."""
    if not isinstance(colour, str):
        return None
    text = colour.strip().lower()
    rgb: tuple[float, ...]
    hexed = re.fullmatch(r"#([0-9a-f]{3,8})", text)
    found = re.fullmatch(r"rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,[^)]*)?\)", text)
    if hexed and len(hexed.group(1)) in (3, 4):
        rgb = tuple(int(ch * 2, 16) / 255 for ch in hexed.group(1)[:3])
    elif hexed and len(hexed.group(1)) in (6, 8):
        digits = hexed.group(1)
        rgb = tuple(int(digits[i : i + 2], 16) / 255 for i in (0, 2, 4))
    elif found:
        rgb = tuple(min(int(v), 255) / 255 for v in found.groups())
    else:
        return None
    hue, light, saturation = colorsys.rgb_to_hls(*rgb)
    if saturation < 0.2 or max(rgb) - min(rgb) < 0.12:
        return "black" if light < 0.2 else "white" if light > 0.93 else "grey"
    degrees = hue * 360
    for end, family in ((15, "red"), (45, "orange"), (70, "yellow"), (165, "green"),
                        (255, "blue"), (345, "purple")):
        if degrees < end:
            return family
    return "red"


_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_DIFFERENCE = re.compile(
    r"whisper[^\n]{0,120}?(?:at least|difference of|differ by)\s*(?:a\s+)?([1-8]|"
    + "|".join(_NUMBERS) + r")\b", re.I)


@lru_cache(maxsize=64)
def whispers_difference(rules_text: str) -> int:
    """The difference the rules text gives whispers ("... differ by at least 4"), else
    Dutch whispers (4) when it says Dutch and not German, else German (5)."""
    said = _DIFFERENCE.search(rules_text)
    if said:
        word = said.group(1).lower()
        return _NUMBERS.get(word) or int(word)
    dutch = re.search(r"dutch", rules_text, re.I)
    german = re.search(r"german", rules_text, re.I)
    return 4 if dutch and not german else 5


def plain_line_kind(colour: Any, rules_text: str) -> str | None:
    """The line kind a drawn line of this colour is, by the rules text; None when unsure."""
    family = colour_family(colour)
    return None if family is None else _kind_of(family, rules_text)


@lru_cache(maxsize=64)
def _kind_of(family: str, rules_text: str) -> str | None:
    named = [kind for kind, words in _KIND_WORDS.items() if words.search(rules_text)]
    said = []
    for sentence in re.split(r"[\n.;]", rules_text):
        lowered = sentence.lower()
        if any(re.search(r"\b" + word, lowered) for word in _COLOUR_WORDS[family]):
            said += [kind for kind in named if _KIND_WORDS[kind].search(sentence)]
    fits = sorted(set(said)) or [kind for kind in named if _CONVENTION[kind] == family]
    return fits[0] if len(fits) == 1 else None


def unplayed_line_names(rules_text: str) -> list[str]:
    """Line rules we do not play that the rules text names ('entropic', ...)."""
    return [name for name, words in _UNPLAYED_WORDS.items() if words.search(rules_text)]


def line_element(kind: str, path: tuple[int, ...], rules_text: str) -> Rule:
    if kind == "whispers":
        return Whispers(path, whispers_difference(rules_text))
    if kind == "renban":
        return Renban(path)
    if kind == "region-sum":
        return RegionSumLine(path)
    return Palindrome(path)


# ----- reading ------------------------------------------------------------------------


def _difference(entry: dict[str, Any], rules_text: str) -> int:
    value = entry.get("value")
    if value is None or value == "":
        return whispers_difference(rules_text)
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 8:
        return value
    raise Malformed(entry)


def _arrows(entry: dict[str, Any]) -> Iterator[Rule] | None:
    """An arrow entry's elements: one per shaft from its circle; None when it is no
    arrow we play (a pill of four or more, or one not in a straight row)."""
    circle = path_of(entry.get("cells"))
    rows = {c // 9 for c in circle}
    cols = {c % 9 for c in circle}
    if len(circle) > 3 or (len(rows) > 1 and len(cols) > 1):
        return None
    # A pill reads left to right, or top to bottom.
    ordered = tuple(sorted(circle))
    if len(ordered) > 1 and max(ordered) - min(ordered) not in (len(ordered) - 1,
                                                                9 * (len(ordered) - 1)):
        return None
    elements = []
    for line in _lines(entry):
        if line[0] not in circle:
            raise Malformed(entry)
        shaft = tuple(c for c in line if c not in circle)
        if not shaft:
            raise Malformed(entry)
        elements.append(Arrow(ordered, shaft))
    return iter(elements)


def _keyed(key: str, entry: dict[str, Any], rules_text: str) -> Iterable[Rule] | None:
    if key == "arrow":
        return _arrows(entry)
    lines = _lines(entry)
    if key in ("thermometer", "slowthermometer"):
        return [Thermometer(line, key == "slowthermometer") for line in lines]
    if key == "whispers":
        difference = _difference(entry, rules_text)
        return [Whispers(line, difference) for line in lines]
    if key == "betweenline":
        if any(len(line) < 2 for line in lines):
            raise Malformed(entry)
        return [BetweenLine(line) for line in lines]
    kind = {"palindrome": Palindrome, "renban": Renban, "regionsumline": RegionSumLine}[key]
    return [kind(line) for line in lines]


_REFUSED_AS = {"thermometer": "thermometers", "slowthermometer": "thermometers",
               "arrow": "arrows"}


def read_fpuzzles_rules(data: dict[str, Any]) -> tuple[list[Rule], list[str]]:
    """The rule elements of f-puzzles' JSON (its LINE_KEYS and DRAWING_KEYS), and the
    names of what it draws that we do not play (`link.rule.<name>`).

    Raises Malformed for entries f-puzzles does not write, TooMany past MOST_ELEMENTS.
    """
    rules_text = data.get("ruleset") if isinstance(data.get("ruleset"), str) else ""
    assert isinstance(rules_text, str)
    rules_text = rules_text[:MOST_RULES_TEXT]
    entries = sum(len(data[key]) for key in RULE_KEYS if isinstance(data.get(key), list))
    if entries > MOST_DRAWINGS:
        raise TooMany(entries)
    elements: list[Rule] = []
    unplayed: list[str] = []
    for key in LINE_KEYS:
        if not data.get(key):
            continue
        for entry in _entries(data[key]):
            read = _keyed(key, entry, rules_text)
            if read is None:
                unplayed.append(_REFUSED_AS.get(key, key))
            else:
                elements += read
            if len(elements) > MOST_ELEMENTS:
                raise TooMany(len(elements))
    dots, refused = read_fpuzzles_dots(data)
    elements += dots
    unplayed += refused
    outside, refused = read_fpuzzles_outside(data)
    elements += outside
    unplayed += refused
    if len(elements) > MOST_ELEMENTS:
        raise TooMany(len(elements))
    drawn = _drawn(elements)
    for key in DRAWING_KEYS:
        if not data.get(key):
            continue
        for entry in _entries(data[key]):
            if entry.get("fromConstraint") or entry.get("isNewConstraint"):
                continue  # the drawing of a rule read above
            if key == "line":
                unplayed += _plain_line(entry, rules_text, drawn, elements)
            elif not _annotation(key, entry, elements):
                unplayed.append("drawings")
            if len(elements) > MOST_ELEMENTS:
                raise TooMany(len(elements))
    return canonical(elements), unplayed


def _rank(rule: Rule) -> int:
    if is_dot(rule):
        return 8 + DOT_ORDER.index(type(rule))
    if is_outside(rule):
        return 8 + len(DOT_ORDER) + OUTSIDE_ORDER.index(type(rule))
    if isinstance(rule, Thermometer):
        return 1 if rule.slow else 0
    return 2 + [Arrow, BetweenLine, Palindrome, Whispers, Renban, RegionSumLine].index(type(rule))


def canonical(elements: Iterable[Rule]) -> list[Rule]:
    """Elements each once, grouped by kind in the order f-puzzles' keys are read (each
    kind's own in drawing order): both readers give this order, so a puzzle written in
    it reads back with the same variant name."""
    seen: dict[Rule, None] = {}
    for element in elements:
        seen.setdefault(element, None)
    return sorted(seen, key=_rank)


def _drawn(elements: list[Rule]) -> set[frozenset[int]]:
    """The cell sets a plain line drawing one of these elements covers."""
    drawn = set()
    for element in elements:
        drawn.add(frozenset(element.cells))
        if isinstance(element, Arrow):
            drawn |= {frozenset((c, *element.shaft)) for c in element.circle}
    return drawn


def _plain_line(entry: dict[str, Any], rules_text: str, drawn: set[frozenset[int]],
                elements: list[Rule]) -> list[str]:
    """Reads a setter's own line into `elements`; the names it is refused by, if not."""
    refused: list[str] = []
    for path in _lines(entry):
        if frozenset(path) in drawn:
            continue  # drawn over a rule's own line: the same rule
        kind = plain_line_kind(entry.get("outlineC"), rules_text)
        if kind is None or len(path) < 2:
            refused += unplayed_line_names(rules_text) or ["lines"]
            continue
        elements.append(line_element(kind, path, rules_text))
        drawn.add(frozenset(path))
    return refused


def _annotation(key: str, entry: dict[str, Any], elements: list[Rule]) -> bool:
    """Whether a text, circle or rectangle only marks a rule read already: an inequality
    sign over a two-cell thermometer, a circle on an arrow's circle or a between line's
    end, or a text with nothing to say."""
    if key == "text" and not str(entry.get("value") or "").strip():
        return True
    try:
        cells = frozenset(cell_of(name) for name in entry.get("cells") or ())
    except Malformed:
        return False
    if key == "text" and str(entry.get("value")).strip() in _INEQUALITY:
        return any(isinstance(e, Thermometer) and len(e.path) == 2 and frozenset(e.path) == cells
                   for e in elements)
    if key == "circle" and not str(entry.get("value") or "").strip():
        for element in elements:
            if isinstance(element, Arrow) and frozenset(element.circle) == cells:
                return True
            if isinstance(element, BetweenLine) and cells in (
                frozenset(element.path[:1]), frozenset(element.path[-1:])
            ):
                return True
    return False


# ----- writing ------------------------------------------------------------------------

# What the rules box of the other site says of each kind (its words are English: the
# sites read are English-speaking).
_RULES_TEXT = {
    "thermometer": "Thermometers: digits increase from the bulb.",
    "slow": "Slow thermometers: digits never decrease from the bulb.",
    "arrow": "Arrows: the digits on an arrow sum to the number in its circle.",
    "whispers": "{}hispers (green lines): neighbouring digits differ by at least {}.",
    "renban": "Renban (purple lines): a set of consecutive digits in any order.",
    "palindrome": "Palindromes (grey lines): a line reads the same from both ends.",
    "between-line": "Between lines: digits on the line lie strictly between its circled ends.",
    "region-sum-line": (
        "Region-sum lines (blue lines): each box's segment of a line has the same sum."
    ),
}
_FPUZZLES_COLOURS = {"whispers": "#67F067", "renban": "#F067F0", "region-sum-line": "#2ECBFF"}


def _names(cells: Iterable[int]) -> list[str]:
    return [cell_name(c) for c in cells]


def _arrow_line(arrow: Arrow) -> list[str]:
    """An arrow's line as f-puzzles draws it: from the circle cell next to the shaft."""
    start = next((c for c in arrow.circle if _adjacent(c, arrow.shaft[0])), arrow.circle[0])
    return _names((start, *arrow.shaft))


def fpuzzles_rules_json(rules: Iterable[Rule]) -> dict[str, Any]:
    """The f-puzzles keys of these elements, and a `ruleset` sentence for each kind."""
    data: dict[str, list[dict[str, Any]]] = {}
    said: dict[str, str] = {}

    def add(key: str, entry: dict[str, Any]) -> None:
        data.setdefault(key, []).append(entry)

    dots, outside = [], []
    for rule in rules:
        if is_dot(rule):
            dots.append(rule)
            continue
        if is_outside(rule):
            outside.append(rule)
            continue
        if isinstance(rule, Thermometer):
            add("slowthermometer" if rule.slow else "thermometer", {"lines": [_names(rule.path)]})
            said["slow" if rule.slow else "thermometer"] = _RULES_TEXT[
                "slow" if rule.slow else "thermometer"]
            if rule.slow:
                # f-puzzles without the extension, and SudokuPad, draw only these.
                drawn = {"fromConstraint": "Slow Thermometer"}
                add("circle", {"cells": _names(rule.path[:1]), "baseC": "#CFCFCF",
                               "outlineC": "#CFCFCF", "width": 0.85, "height": 0.85, **drawn})
                add("line", {"lines": [_names(rule.path)], "outlineC": "#CFCFCF", "width": 0.5,
                             **drawn})
            continue
        if isinstance(rule, Arrow):
            add("arrow", {"cells": _names(rule.circle), "lines": [_arrow_line(rule)]})
        elif isinstance(rule, Whispers):
            entry: dict[str, Any] = {"lines": [_names(rule.path)]}
            if rule.difference != 5:
                entry["value"] = str(rule.difference)
            add("whispers", entry)
            named = {5: "German w", 4: "Dutch w"}.get(rule.difference, "W")
            said["whispers"] = _RULES_TEXT["whispers"].format(named, rule.difference)
        else:
            key = {"renban": "renban", "palindrome": "palindrome",
                   "between-line": "betweenline", "region-sum-line": "regionsumline"}[rule.kind]
            add(key, {"lines": [_names(rule.cells)]})
        if rule.kind in _FPUZZLES_COLOURS:
            # f-puzzles shows an extension's line only through a plain line like this one.
            add("line", {"lines": [_names(rule.cells)], "outlineC": _FPUZZLES_COLOURS[rule.kind],
                         "width": 0.4 if rule.kind == "renban" else 0.3,
                         "isNewConstraint": True})
        said.setdefault(rule.kind, _RULES_TEXT[rule.kind])
    result: dict[str, Any] = dict(data)
    dot_keys, dot_words = fpuzzles_dots_json(dots)
    result.update(dot_keys)
    outside_keys, outside_words = fpuzzles_outside_json(outside)
    result.update(outside_keys)
    if said or dot_words or outside_words:
        result["ruleset"] = "\n".join(["Normal sudoku rules apply.", *said.values(),
                                       *dot_words, *outside_words])
    return result
