"""Clues outside the grid in f-puzzles links (`littlekillersum`, `sandwichsum`, `xsum`,
`skyscraper`): read into rule elements, written back, damaged ones refused plainly.

Entries follow f-puzzles' JSON: `cell` the clue's square named 1-based, so that rows and
columns 0 and 10 are the margins ("R0C3" above column 3), a little killer's `direction`
and `cells` (its diagonal). The published puzzles are in tests/data/sudokutools_outside.json
(tests/data/sudokutools_README.md).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from lzstring import LZString

from engine import (
    LinkedPuzzle,
    PuzzleError,
    fpuzzles_link,
    load_link,
    read_link,
    scl_link,
    sudokupad_link,
    variant_named,
    with_rules,
)
from engine.rules.houses import CLASSIC
from engine.rules.little_killer import LittleKiller
from engine.rules.outside import diagonal_from, line_from
from engine.rules.sandwich import Sandwich
from engine.rules.skyscraper import Skyscraper
from engine.rules.x_sum import XSum

LZ = LZString()
DATA = Path(__file__).resolve().parent.parent / "data"
PUBLISHED = json.loads((DATA / "sudokutools_outside.json").read_text(encoding="utf-8"))
DAMAGED = "damaged or cut short"


def _link(**keys) -> str:
    data = {"size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)], **keys}
    return "https://www.f-puzzles.com/?load=" + LZ.compressToBase64(json.dumps(data))


def _refusal(**keys) -> str:
    with pytest.raises(PuzzleError) as caught:
        read_link(_link(**keys))
    return str(caught.value)


def _column(c: int) -> tuple[int, ...]:
    return tuple(9 * r + c for r in range(9))


def _row(r: int) -> tuple[int, ...]:
    return tuple(9 * r + c for c in range(9))


EVERY_KIND = [
    LittleKiller(diagonal_from((-1, 2), (1, 1)), 20),  # above column 3, down to the right
    LittleKiller(diagonal_from((9, 9), (-1, -1)), 45),  # the corner, up the main diagonal
    LittleKiller(diagonal_from((4, 9), (1, -1)), 15),  # right of row 5, down to the left
    Sandwich(line_from((-1, 3)), 10),
    Sandwich(line_from((4, 9)), 0),
    XSum(line_from((9, 1)), 20),
    XSum(line_from((0, -1)), 1),
    Skyscraper(line_from((2, -1)), 3),
    Skyscraper(line_from((-1, 8)), 9),
]


# ----- reading f-puzzles' entries --------------------------------------------------------


def test_each_key_reads_its_clue_from_the_clues_side() -> None:
    rules = read_link(_link(
        littlekillersum=[{"cell": "R0C4", "cells": ["R1C3", "R2C2", "R3C1"], "direction": "DL",
                          "value": "17"}],
        sandwichsum=[{"cell": "R0C3", "value": "8"}, {"cell": "R5C10", "value": 0}],
        xsum=[{"cell": "R10C2", "value": "21"}],
        skyscraper=[{"cell": "R4C0", "value": "4"}],
    )).rules
    assert set(rules) == {
        LittleKiller((2, 10, 18), 17),
        Sandwich(_column(2), 8),
        Sandwich(_row(4)[::-1], 0),
        XSum(_column(1)[::-1], 21),
        Skyscraper(_row(3), 4),
    }


def test_a_little_killer_is_read_from_its_arrow_without_the_cells_listed() -> None:
    rules = read_link(_link(littlekillersum=[{"cell": "R10C0", "direction": "UR",
                                              "value": "45"}])).rules
    assert rules == (LittleKiller(tuple(9 * (8 - k) + k for k in range(9)), 45),)


def test_a_clue_without_a_number_is_no_rule() -> None:
    linked = read_link(_link(sandwichsum=[{"cell": "R0C1"}, {"cell": "R0C2", "value": ""}],
                             xsum=[{"cell": "R1C0", "value": None}],
                             littlekillersum=[{"cell": "R0C1", "direction": "DR",
                                               "value": " "}]))
    assert linked.variant == "classic"


@pytest.mark.parametrize(("key", "entry", "words"), [
    ("littlekillersum", {"cell": "R0C1", "direction": "DR", "value": "?"}, "little killer sums"),
    ("sandwichsum", {"cell": "R0C1", "value": "x"}, "sandwich sums"),
    ("xsum", {"cell": "R0C1", "value": "?"}, "X-sums"),
    ("skyscraper", {"cell": "R0C1", "value": "??"}, "skyscraper clues"),
    # An arrow onto a single cell is a given in disguise: not a little killer we play.
    ("littlekillersum", {"cell": "R0C2", "direction": "DL", "value": "5"}, "little killer sums"),
])
def test_a_clue_showing_words_is_refused_by_name(key: str, entry: dict, words: str) -> None:
    assert _refusal(**{key: [entry]}) == (
        f"This puzzle has {words}, which the assistant does not solve.")


@pytest.mark.parametrize("keys", [
    {"sandwichsum": [{"cell": "R1C1", "value": "5"}]},  # inside the grid
    {"sandwichsum": [{"cell": "R0C0", "value": "5"}]},  # a corner is beside no row
    {"sandwichsum": [{"cell": "R0C11", "value": "5"}]},
    {"sandwichsum": [{"cell": "R0C1", "value": "36"}]},  # no sandwich sums to that
    {"sandwichsum": [{"cell": "R0C1", "value": "99999"}]},
    {"sandwichsum": [{"cell": "R0C1", "value": True}]},
    {"sandwichsum": [{"cell": "R0C1", "value": [5]}]},
    {"sandwichsum": {"cell": "R0C1", "value": "5"}},
    {"sandwichsum": ["R0C1"]},
    {"xsum": [{"cell": "R0C1", "value": "46"}]},
    {"xsum": [{"cell": 3, "value": "5"}]},
    {"skyscraper": [{"cell": "R0C1", "value": "0"}]},
    {"skyscraper": [{"cell": "R0C1", "value": "10"}]},
    {"littlekillersum": [{"cell": "R0C1", "direction": "UP", "value": "5"}]},
    {"littlekillersum": [{"cell": "R0C1", "value": "5"}]},  # no direction
    {"littlekillersum": [{"cell": "R0C1", "direction": "UL", "value": "5"}]},  # off the grid
    {"littlekillersum": [{"cell": "R0C1", "direction": "DR", "value": "100"}]},
    {"littlekillersum": [{"cell": "R0C1", "direction": "DR", "value": "1"}]},  # 8 cells
    {"littlekillersum": [{"cell": "R0C1", "cells": ["R1C2", "R3C4"], "direction": "DR",
                          "value": "5"}]},  # cells that are not the arrow's diagonal
    {"littlekillersum": [{"cell": "R0C1", "cells": "R1C2", "direction": "DR", "value": "5"}]},
])
def test_damaged_clues_are_refused_plainly(keys: dict) -> None:
    assert DAMAGED in _refusal(**keys)


def test_huge_lists_of_clues_are_refused_quickly() -> None:
    started = time.perf_counter()
    for key in ("littlekillersum", "sandwichsum", "xsum", "skyscraper"):
        many = [{"cell": f"R0C{1 + i % 9}", "direction": "DR", "value": "9"}
                for i in range(5000)]
        assert "more than 200" in _refusal(**{key: many})
    assert time.perf_counter() - started < 2


# ----- writing and reading back ---------------------------------------------------------


@pytest.mark.parametrize("link", [fpuzzles_link, sudokupad_link, scl_link],
                         ids=lambda link: link.__name__)
@pytest.mark.parametrize("rule", EVERY_KIND, ids=lambda rule: rule.kind)
def test_every_kind_reads_back_as_written(link, rule) -> None:
    puzzle = LinkedPuzzle("." * 81, with_rules(CLASSIC, [rule]).name)
    assert read_link(link(puzzle)) == puzzle


@pytest.mark.parametrize("link", [fpuzzles_link, sudokupad_link], ids=lambda link: link.__name__)
def test_all_kinds_together_read_back_to_the_same_variant_name(link) -> None:
    variant = with_rules(CLASSIC, EVERY_KIND)
    back = read_link(link(LinkedPuzzle("." * 81, variant.name)))
    assert set(back.rules) == set(EVERY_KIND)
    assert read_link(link(back)) == back


def test_fpuzzles_entries_are_written_as_fpuzzles_keeps_them() -> None:
    from engine import fpuzzles_json

    puzzle = LinkedPuzzle("." * 81, with_rules(CLASSIC, EVERY_KIND[:1] + EVERY_KIND[3:4]).name)
    data = fpuzzles_json(puzzle)
    assert data["littlekillersum"] == [{
        "cell": "R0C3", "cells": ["R1C4", "R2C5", "R3C6", "R4C7", "R5C8", "R6C9"],
        "direction": "DR", "value": "20"}]
    assert data["sandwichsum"] == [{"cell": "R0C4", "value": "10"}]
    assert "Little killer" in data["ruleset"] and "Sandwich" in data["ruleset"]


# ----- published puzzles (tests/data/sudokutools_outside.json) ------------------------------


def _sum_between(values: list[int]) -> int:
    a, b = sorted((values.index(1), values.index(9)))
    return sum(values[a + 1:b])


def _plainly(rule, solution: list[int]) -> bool:
    """The clue checked the plain way on a whole solution (apart from the engine's)."""
    values = [solution[c] for c in rule.path]
    if isinstance(rule, LittleKiller):
        return sum(values) == rule.total
    if isinstance(rule, Sandwich):
        return _sum_between(values) == rule.total
    if isinstance(rule, XSum):
        return sum(values[:values[0]]) == rule.total
    seen = [v for k, v in enumerate(values) if v > max(values[:k], default=0)]
    return len(seen) == rule.count


@pytest.mark.parametrize("entry", PUBLISHED, ids=lambda entry: entry["title"][:30])
def test_published_puzzles_are_read_and_hold_in_their_solution(entry: dict) -> None:
    linked = read_link(entry["fpuzzles"])
    clues = [r for r in linked.rules if isinstance(r, LittleKiller | Sandwich | XSum | Skyscraper)]
    assert {r.kind for r in clues} == {
        {"littlekillersum": "little-killer", "sandwichsum": "sandwich"}[key]
        for key in entry["keys"] if key in ("littlekillersum", "sandwichsum")}
    if entry["solution"]:
        solution = [int(d) for d in entry["solution"]]
    else:
        # The source gives none: the one solution the links' check finds (fast: these
        # two are sandwiches, some 0.1 s each).
        solution = load_link(entry["fpuzzles"]).solution
    for rule in linked.rules:
        assert rule.allows(solution), rule
    for rule in clues:
        assert _plainly(rule, solution), rule


def test_a_published_little_killer_puzzle_loads_with_its_setters_solution() -> None:
    (entry,) = [e for e in PUBLISHED if e["index"] == 5]  # Killer Blister: cages, 4 clues
    puzzle = load_link(entry["fpuzzles"])
    assert "".join(map(str, puzzle.solution)) == entry["solution"]
    assert sum(isinstance(r, LittleKiller) for r in variant_named(puzzle.grid.variant.name).rules
               ) == 4
