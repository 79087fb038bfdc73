"""A variant with rule elements, and its text name (what a game row stores).

`with_rules(variant, rules)` gives the variant whose houses and cages are `variant`'s and
whose rule elements are `rules`; its name is ``rules:`` + the base variant's name + one
``;``-separated part per element, read back by `variant_named`. An element's part is its
kind's letter, then its fields in order separated by ``.``: a path of cells as row and
column digits (r1c1 r1c2 -> ``1112``), a number in digits, a flag as 1 or 0; trailing
fields at their default are left out. A 9-cell thermometer costs 19 characters.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import MISSING, fields, replace

from .anti_move import AntiKing, AntiKnight
from .arrow import Arrow
from .base import Rule
from .between_line import BetweenLine
from .extra_region import ExtraRegion
from .extremum import Maximum, Minimum
from .house_rules import Diagonal, DisjointGroups
from .houses import RULE_KINDS, RULES_PREFIX, RULES_SEPARATOR, Variant, variant_named
from .kropki import BlackDot, KropkiNegative, WhiteDot
from .little_killer import LittleKiller
from .nonconsecutive import NonConsecutive
from .palindrome import Palindrome
from .parity import Even, Odd
from .quadruple import Quadruple
from .region_sum_line import RegionSumLine
from .renban import Renban
from .sandwich import Sandwich
from .skyscraper import Skyscraper
from .thermometer import Thermometer
from .whispers import Whispers
from .x_sum import XSum
from .xv import XV, XVNegative

# One letter per kind: never reuse or change one, names are stored with games.
LETTERS: dict[str, type[Rule]] = {
    "T": Thermometer, "A": Arrow, "W": Whispers, "R": Renban, "P": Palindrome,
    "B": BetweenLine, "S": RegionSumLine,
    "D": WhiteDot, "K": BlackDot, "N": KropkiNegative, "X": XV, "Y": XVNegative,
    "C": NonConsecutive, "H": AntiKnight, "G": AntiKing, "O": Odd, "E": Even, "M": Minimum,
    "U": Maximum, "Q": Quadruple, "F": ExtraRegion, "V": Diagonal,
    # Every capital is taken: lower case letters come next.
    "g": DisjointGroups,
    "I": XSum, "J": Skyscraper,
    "L": LittleKiller, "Z": Sandwich,
}
_LETTER_OF = {cls: letter for letter, cls in LETTERS.items()}
_FIELD_SEPARATOR = "."
_MOST_ELEMENTS = 200  # far more than any published puzzle draws
LONGEST_NAME = 4096  # what a game row keeps (webapp/storage, migration 0010)
_KNOWN: dict[str, Variant] = {}


def with_rules(variant: Variant, rules: Iterable[Rule]) -> Variant:
    """`variant`'s houses and cages with these rule elements (in place of any it had);
    no elements gives the base variant back."""
    rules = tuple(rules)
    base = variant_named(variant.base_name) if variant.rules else variant
    if not base.classic_boxes:
        # A little killer's digits differ within a 3x3 box only where boxes are houses
        # (not on a Jigsaw).
        rules = tuple(replace(r, boxes=False) if isinstance(r, LittleKiller) and r.boxes
                      else r for r in rules)
    if not rules:
        return base
    name = RULES_PREFIX + RULES_SEPARATOR.join([base.name, *map(element_text, rules)])
    known = _KNOWN.get(name)
    if known is not None:
        return known
    built = Variant.build(name, list(base.houses), base.cages, rules)
    if len(_KNOWN) > 256:  # elements typed by players must not pile up
        _KNOWN.clear()
    _KNOWN[name] = built
    return built


def element_text(rule: Rule) -> str:
    """One element's part of a variant name: 'T111213', 'A11.121314'."""
    try:
        letter = _LETTER_OF[type(rule)]
    except KeyError:
        raise ValueError(f"no name for a rule of kind {rule.kind!r}") from None
    parts = []
    for f in fields(rule):
        value = getattr(rule, f.name)
        if isinstance(value, tuple):
            parts.append("".join(f"{c // 9 + 1}{c % 9 + 1}" for c in value))
        elif isinstance(value, bool):
            parts.append("1" if value else "0")
        else:
            parts.append(str(value))
    # Trailing fields at their default say nothing.
    shown = len(parts)
    all_fields = fields(rule)
    while shown and all_fields[shown - 1].default is not MISSING and (
        getattr(rule, all_fields[shown - 1].name) == all_fields[shown - 1].default
    ):
        shown -= 1
    return letter + _FIELD_SEPARATOR.join(parts[:shown])


def read_element(text: str) -> Rule:
    """The element of one part of a variant name; ValueError saying what is wrong."""
    cls = LETTERS.get(text[:1])
    if cls is None:
        raise ValueError(f"unknown rule element {text[:12]!r}")
    # A kind with no fields (anti-knight) is its letter alone.
    parts = text[1:].split(_FIELD_SEPARATOR) if len(text) > 1 else []
    all_fields = fields(cls)
    if len(parts) > len(all_fields):
        raise ValueError(f"too many fields in rule element {text[:24]!r}")
    values: dict[str, object] = {}
    for f, part in zip(all_fields, parts, strict=False):
        kind = str(f.type)
        if kind.startswith("tuple"):
            values[f.name] = _cells(part, text)
        elif kind == "bool":
            if part not in ("0", "1"):
                raise ValueError(f"a flag is 0 or 1 in rule element {text[:24]!r}")
            values[f.name] = part == "1"
        else:
            if not part.isascii() or not part.isdigit() or len(part) > 4:
                raise ValueError(f"not a number in rule element {text[:24]!r}")
            values[f.name] = int(part)
    for f in all_fields[len(parts):]:
        if f.default is MISSING:
            raise ValueError(f"rule element {text[:24]!r} misses its {f.name}")
    rule = cls(**values)  # type: ignore[arg-type]
    _check(rule, text)
    return rule


def _cells(part: str, text: str) -> tuple[int, ...]:
    if not part or len(part) % 2 or not all("1" <= ch <= "9" for ch in part):
        raise ValueError(f"cells are row and column digits 1-9 in rule element {text[:24]!r}")
    return tuple(9 * (int(part[i]) - 1) + int(part[i + 1]) - 1 for i in range(0, len(part), 2))


def _check(rule: Rule, text: str) -> None:
    cells = rule.cells
    if len(set(cells)) != len(cells):
        raise ValueError(f"a cell twice in rule element {text[:24]!r}")
    if isinstance(rule, Arrow) and not (1 <= len(rule.circle) <= 3 and rule.shaft):
        raise ValueError(f"an arrow has a 1-3 cell circle and a shaft: {text[:24]!r}")
    if isinstance(rule, Whispers) and not 1 <= rule.difference <= 8:
        raise ValueError(f"whispers differ by 1 to 8, not {rule.difference}")


def rules_named(name: str) -> Variant:
    """The variant of a ``rules:`` name; ValueError saying what is wrong."""
    known = _KNOWN.get(name)
    if known is not None:
        return known
    if len(name) > LONGEST_NAME:
        raise ValueError(f"a rules variant name is at most {LONGEST_NAME} characters")
    parts = name[len(RULES_PREFIX):].split(RULES_SEPARATOR)
    if len(parts) < 2:
        raise ValueError("a rules variant name lists its base variant and its elements")
    if len(parts) - 1 > _MOST_ELEMENTS:
        raise ValueError(f"more than {_MOST_ELEMENTS} rule elements")
    base = variant_named(parts[0])
    if base.rules:
        raise ValueError("a rules variant's base has no rules of its own")
    return with_rules(base, [read_element(part) for part in parts[1:]])


RULE_KINDS[RULES_PREFIX] = rules_named
