"""A variant carries rule elements: their units are peers, and its name says them all."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from engine import CLASSIC, X_SUDOKU, jigsaw, variant_named, with_rules
from engine.rules import (
    Arrow,
    BetweenLine,
    Palindrome,
    RegionSumLine,
    Renban,
    Thermometer,
    Whispers,
    naming,
)
from engine.rules.base import Rule
from engine.rules.cages import killer

EVERY_KIND = (
    Thermometer((0, 1, 2, 11)),
    Thermometer((70, 71, 72), slow=True),
    Arrow((40,), (41, 42)),
    Arrow((30, 31), (32, 33, 34)),
    Whispers((60, 61, 62), 4),
    Whispers((63, 64)),
    Renban((5, 6, 7)),
    Palindrome((45, 46, 47, 48)),
    BetweenLine((50, 51, 52)),
    RegionSumLine((24, 25, 26, 27)),
)
# Boxes as regions, numbered apart from the classic boxes: a jigsaw all the same.
JIGSAW = jigsaw("111222333" * 3 + "444555666" * 3 + "777888999" * 3)
KILLER = killer([((0, 1), 3), ((9, 10, 11), 24)])


@pytest.mark.parametrize("base", [CLASSIC, X_SUDOKU, JIGSAW, KILLER], ids=lambda v: v.kind)
def test_the_name_reads_back_to_the_same_variant(base):
    variant = with_rules(base, EVERY_KIND)
    naming._KNOWN.clear()  # read it as a fresh process would
    again = variant_named(variant.name)
    assert again.rules == EVERY_KIND
    assert again.houses == base.houses and again.cages == base.cages
    assert again.peer_mask == variant.peer_mask
    assert again.kind == base.kind and again.base_name == base.name
    assert with_rules(again, ()) == base


def test_the_name_is_compact():
    nine = Thermometer(tuple(range(9)))
    name = with_rules(CLASSIC, [nine]).name
    assert name == "rules:classic;T111213141516171819"
    assert len(with_rules(CLASSIC, EVERY_KIND).name) < 120


def test_default_fields_are_left_out_and_others_kept():
    assert naming.element_text(Whispers((0, 1))) == "W1112"
    assert naming.element_text(Whispers((0, 1), 4)) == "W1112.4"
    assert naming.element_text(Thermometer((0, 1), slow=True)) == "T1112.1"
    assert naming.element_text(Arrow((0, 1), (2,))) == "A1112.13"


@dataclass(frozen=True)
class _Twins(Rule):
    """A made-up rule whose two cells hold different digits: only its units matter here."""

    kind: ClassVar[str] = "twins"
    a: int
    b: int

    @property
    def cells(self) -> tuple[int, ...]:
        return (self.a, self.b)

    def units(self) -> tuple[tuple[int, ...], ...]:
        return ((self.a, self.b),)


def test_units_of_rules_become_peers():
    r1c1, r5c5 = 0, 40
    assert not CLASSIC.sees(r1c1, r5c5)
    # The name cannot say a made-up kind, so build the variant as with_rules does.
    from engine.rules.houses import Variant

    variant = Variant.build("test", list(CLASSIC.houses), (), (_Twins(r1c1, r5c5),))
    assert variant.sees(r1c1, r5c5) and variant.sees(r5c5, r1c1)
    assert r5c5 in variant.peers[r1c1]
    assert not variant.sees(r1c1, r1c1)
    assert variant.peer_mask[1] == CLASSIC.peer_mask[1]


@pytest.mark.parametrize(
    "name, words",
    [
        ("rules:classic", "base variant and its elements"),
        ("rules:classic;z1112", "unknown rule element"),
        ("rules:classic;T1a12", "row and column digits"),
        ("rules:classic;T111", "row and column digits"),
        ("rules:classic;T1111", "a cell twice"),
        ("rules:classic;A1112131415.16", "1-3 cell circle"),
        ("rules:classic;A11", "misses its shaft"),
        ("rules:classic;W1112.9", "whispers differ by 1 to 8"),
        ("rules:classic;T1112.2", "a flag is 0 or 1"),
        ("rules:classic;T1112.1.1", "too many fields"),
        ("rules:nonsense;T1112", "unknown variant"),
        ("rules:rules:classic;T1112", "base variant"),
    ],
)
def test_a_bad_name_says_what_is_wrong(name, words):
    with pytest.raises(ValueError, match=words):
        variant_named(name)


def test_too_many_elements_are_refused():
    name = "rules:classic" + ";T1112" * (naming._MOST_ELEMENTS + 1)
    with pytest.raises(ValueError, match="more than"):
        variant_named(name)
