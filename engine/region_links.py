"""Extra regions, a single diagonal and the disjoint groups in links, read and written
(engine/puzzle_links.py reads the rest of a link and calls these).

f-puzzles: `extraregion` entries with `cells` ("R1C1" names) are extra regions; a
`killercage` without a value is one too, since f-puzzles' killer cage means "digits do
not repeat" and its sum is optional. Its plain `cage` is a drawing tool: one without a
value is read as an extra region only when the rules text says digits do not repeat in
cages, else refused as a cage without its sum. `diagonal+` (the anti-diagonal, r9c1 to
r1c9) or `diagonal-` (the main diagonal) alone is one diagonal house; `disjointgroups`
the nine groups. With both diagonals or the groups on plain boxes the variant stays 'x'
or 'colour'; mixed with one another, with a Jigsaw's regions or with a Killer's cages
they are rule elements (engine/rules/house_rules.py).

SudokuPad (scl): its converter of f-puzzles draws a killer cage as a cage flagged
`unique` (digits do not repeat), with its value where it has one, and an extra region as
grey cells (full-cell underlays) and a cage with neither. So a cage without a value is an
extra region when flagged `unique`, when the rules text says cages do not repeat, or when
its cells are shaded grey and the rules text names extra regions; any other is refused as a
cage without its sum. A cage styled `extraregion` is one too. Extra regions are written
back as the converter draws them, a diagonal as a line corner to corner.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from .fpuzzles_cells import Malformed, cell_name, cell_of
from .rule_links import MOST_ELEMENTS, TooMany, colour_family
from .rules import Diagonal, DisjointGroups, ExtraRegion
from .rules.base import Rule
from .rules.house_rules import ANTI, MAIN

REGION_RULES = (ExtraRegion, Diagonal, DisjointGroups)
# A sentence of the rules text that speaks of cages and says their digits do not repeat
# ("Digits in a cage may not repeat", "cages contain no repeated digits").
_SENTENCE = re.compile(r"[^.;!\n]+")
_CAGE = re.compile(r"\bcages?\b", re.I)
_NO_REPEAT = re.compile(
    r"(\b(not|never|no|cannot|without)\b|n't)\s*(\w+\s+){0,2}repeat|non-?repeating"
    r"|\b(distinct|different)\s+digits|\bunique\b",
    re.I,
)
_EXTRA_REGIONS = re.compile(r"\bextra[- ]?regions?\b", re.I)
_RULES_TEXT = {
    "extra-region": "Extra regions (grey): digits do not repeat in a region; a region of "
                    "nine cells holds 1-9 once each.",
    "diagonal": "Digits do not repeat on the marked diagonal.",
    "disjoint-groups": "Disjoint groups: cells in the same position in each box hold 1-9 "
                       "once each.",
}
_SCL_LINE = {"color": "#34BBE6", "thickness": 2}
_SCL_ENDS = {MAIN: [[0, 0], [9, 9]], ANTI: [[0, 9], [9, 0]]}
_SCL_REGION = "rgba(207, 207, 207, 0.95)"  # the grey SudokuPad's converter shades them


def is_region_rule(rule: Rule) -> bool:
    """Whether a rule element is read and written here."""
    return isinstance(rule, REGION_RULES)


def says_cages_do_not_repeat(rules_text: str) -> bool:
    """Whether the rules text says a cage's digits do not repeat (so a cage without a sum
    is still a rule: an extra region)."""
    return any(
        _CAGE.search(sentence) and _NO_REPEAT.search(sentence)
        for sentence in _SENTENCE.findall(rules_text)
    )


def names_extra_regions(rules_text: str) -> bool:
    """Whether the rules text speaks of extra regions (so grey cells caged are one)."""
    return bool(_EXTRA_REGIONS.search(rules_text))


def shaded_cells(shapes: Iterable[Any]) -> int:
    """The cells (an 81-bit set) SudokuPad shades whole in grey: underlays one cell wide
    and high, centred on the cell, with no words."""
    shaded = 0
    for shape in shapes:
        if not isinstance(shape, dict) or shape.get("text") or shape.get("width") != 1 or (
                shape.get("height") != 1):
            continue
        if colour_family(shape.get("backgroundColor")) != "grey":
            continue
        centre = shape.get("center")
        if not (isinstance(centre, list) and len(centre) == 2
                and all(isinstance(v, int | float) and not isinstance(v, bool) for v in centre)):
            continue
        row, col = centre[0] - 0.5, centre[1] - 0.5
        if float(row).is_integer() and float(col).is_integer() and 0 <= row < 9 and 0 <= col < 9:
            shaded |= 1 << int(row * 9 + col)
    return shaded


def region_of(cells: list[int]) -> ExtraRegion | None:
    """The extra region of these cells; None for a single cell (no rule). Raises
    Malformed where no extra region can be (a cell twice, over nine cells)."""
    if len(set(cells)) != len(cells) or len(cells) > 9:
        raise Malformed(cells)
    if len(cells) < 2:
        return None
    return ExtraRegion(tuple(sorted(cells)))


def read_fpuzzles_regions(value: Any) -> list[ExtraRegion]:
    """f-puzzles' `extraregion` list: each entry's `cells`. Raises Malformed, or TooMany
    before reading more entries than any puzzle has."""
    if not isinstance(value, list):
        raise Malformed(value)
    if len(value) > MOST_ELEMENTS:
        raise TooMany(len(value))
    regions = []
    for entry in value:
        if not isinstance(entry, dict) or not isinstance(entry.get("cells"), list):
            raise Malformed(entry)
        region = region_of([cell_of(name) for name in entry["cells"]])
        if region is not None:
            regions.append(region)
    return regions


def house_elements(main: bool, anti: bool, disjoint: bool) -> list[Rule]:
    """The elements for diagonals and disjoint groups a variant's kind does not hold."""
    elements: list[Rule] = []
    if main:
        elements.append(Diagonal(MAIN))
    if anti:
        elements.append(Diagonal(ANTI))
    if disjoint:
        elements.append(DisjointGroups())
    return elements


def fpuzzles_regions_json(rules: Iterable[Rule]) -> tuple[dict[str, Any], list[str]]:
    """f-puzzles' keys for these elements (those is_region_rule), and the rules text's
    sentences for them."""
    data: dict[str, Any] = {}
    said: dict[str, str] = {}
    for rule in rules:
        if isinstance(rule, ExtraRegion):
            data.setdefault("extraregion", []).append(
                {"cells": [cell_name(c) for c in rule.region]})
        elif isinstance(rule, Diagonal):
            data["diagonal-" if rule.number == MAIN else "diagonal+"] = True
        elif isinstance(rule, DisjointGroups):
            data["disjointgroups"] = True
        else:
            continue
        said.setdefault(rule.kind, _RULES_TEXT[rule.kind])
    return data, list(said.values())


def scl_regions_json(rules: Iterable[Rule]) -> dict[str, list[Any]]:
    """SudokuPad's drawings of these elements: grey cells and a cage for an extra region,
    `cages` for the disjoint groups, `lines` for a diagonal."""
    data: dict[str, list[Any]] = {}
    for rule in rules:
        if isinstance(rule, ExtraRegion):
            data.setdefault("underlays", []).extend(
                {"backgroundColor": _SCL_REGION, "center": [c // 9 + 0.5, c % 9 + 0.5],
                 "rounded": False, "width": 1, "height": 1}
                for c in rule.region
            )
            data.setdefault("cages", []).append({"cells": [[c // 9, c % 9] for c in rule.region]})
        elif isinstance(rule, Diagonal):
            data.setdefault("lines", []).append(
                {**_SCL_LINE, "wayPoints": _SCL_ENDS[rule.number]})
        elif isinstance(rule, DisjointGroups):
            data.setdefault("cages", []).extend(
                {"cells": [[c // 9, c % 9] for c in cells], "unique": True, "type": "disjoint"}
                for cells in rule.groups()
            )
    return data
