"""The names table (engine/technique_names.py) and the ladder agree: one name for each
rung, in the ladder's order, and no name of a technique the ladder no longer has."""

from __future__ import annotations

from engine import LADDER
from engine.explain.en import ENGLISH
from engine.technique_names import NAMES


def test_the_names_are_the_ladders_ids_in_its_order() -> None:
    assert list(NAMES) == [t.id for t in LADDER]


def test_each_rung_and_the_english_words_read_the_same_name() -> None:
    for t in LADDER:
        assert t.name == NAMES[t.id]
        assert ENGLISH.technique_names(t.id) == t.name
