"""Thermometers, arrows and lines in f-puzzles links: read into rule elements, written back.

Fixtures follow f-puzzles' JSON (one key per rule, entries with `lines` of "R1C1" names) and
its extension's keys; the published puzzles are in tests/data/sudokutools_variants.json
(tests/data/sudokutools_README.md), each with the solution its setter gave.
"""

from __future__ import annotations

import json
import time
from itertools import groupby
from pathlib import Path

import pytest
from lzstring import LZString

from engine import (
    LinkedPuzzle,
    PuzzleError,
    fpuzzles_json,
    fpuzzles_link,
    load_link,
    read_link,
    scl_link,
    sudokupad_link,
    variant_named,
    with_rules,
)
from engine.rule_links import canonical, colour_family, plain_line_kind, read_fpuzzles_rules
from engine.rules import (
    Arrow,
    BetweenLine,
    Palindrome,
    RegionSumLine,
    Renban,
    Thermometer,
    Whispers,
)
from engine.rules.base import Rule
from engine.rules.houses import CLASSIC, box_of, jigsaw
from engine.rules.little_killer import LittleKiller

LZ = LZString()
DATA = Path(__file__).resolve().parent.parent / "data"
PUBLISHED = json.loads((DATA / "sudokutools_variants.json").read_text(encoding="utf-8"))
EMPTY = "." * 81


def _grid(givens: str = EMPTY) -> list[list[dict]]:
    return [[{"value": int(givens[r * 9 + c]), "given": True} if givens[r * 9 + c] != "." else {}
             for c in range(9)] for r in range(9)]


def _link(**keys) -> str:
    data = {"size": 9, "grid": keys.pop("grid", _grid()), "ruleset": keys.pop("ruleset", "")}
    data.update(keys)
    return "https://www.f-puzzles.com/?load=" + LZ.compressToBase64(json.dumps(data))


def _rules(**keys) -> tuple[Rule, ...]:
    return read_link(_link(**keys)).rules


def _refusal(**keys) -> str:
    with pytest.raises(PuzzleError) as caught:
        read_link(_link(**keys))
    return str(caught.value)


def _cells(*names: str) -> tuple[int, ...]:
    return tuple((int(n[1]) - 1) * 9 + int(n[3]) - 1 for n in names)


def _holds(rule: Rule, solution: list[int]) -> bool:
    """The rule, checked the plain way on a whole solution (apart from the engine's)."""
    values = [solution[c] for c in rule.cells]
    if isinstance(rule, Thermometer):
        pairs = list(zip(values, values[1:], strict=False))
        return all(a <= b if rule.slow else a < b for a, b in pairs)
    if isinstance(rule, Arrow):
        number = int("".join(str(solution[c]) for c in rule.circle))
        return number == sum(solution[c] for c in rule.shaft)
    if isinstance(rule, Whispers):
        return all(abs(a - b) >= rule.difference for a, b in zip(values, values[1:], strict=False))
    if isinstance(rule, Renban):
        return len(set(values)) == len(values) and max(values) - min(values) == len(values) - 1
    if isinstance(rule, Palindrome):
        return values == values[::-1]
    if isinstance(rule, BetweenLine):
        low, high = sorted((values[0], values[-1]))
        return all(low < v < high for v in values[1:-1])
    if isinstance(rule, RegionSumLine):
        sums = {sum(solution[c] for c in run)
                for _, run in groupby(rule.path, key=box_of)}
        return len(sums) == 1
    if isinstance(rule, LittleKiller):
        return sum(values) == rule.total
    from test_rules_dots import plain_check  # dots and neighbour rules, said plainly there

    return plain_check(rule, solution)


# ----- each key -----------------------------------------------------------------------------


def test_a_branching_thermometer_is_one_element_per_branch_from_the_bulb() -> None:
    rules = _rules(thermometer=[{"lines": [["R1C1", "R1C2", "R1C3"], ["R1C1", "R2C2"]]}],
                   slowthermometer=[{"lines": [["R9C9", "R9C8"]]}])
    assert rules == (
        Thermometer(_cells("R1C1", "R1C2", "R1C3")), Thermometer(_cells("R1C1", "R2C2")),
        Thermometer(_cells("R9C9", "R9C8"), slow=True),
    )


def test_an_arrow_drops_its_circle_from_each_shaft() -> None:
    rules = _rules(arrow=[
        {"cells": ["R5C5"], "lines": [["R5C5", "R5C6", "R5C7"], ["R5C5", "R6C5"]]},
        # A pill, written right to left: read as a number from the left.
        {"cells": ["R1C2", "R1C1"], "lines": [["R1C2", "R2C3", "R3C3"]]},
    ])
    assert rules == (
        Arrow(_cells("R5C5"), _cells("R5C6", "R5C7")), Arrow(_cells("R5C5"), _cells("R6C5")),
        Arrow(_cells("R1C1", "R1C2"), _cells("R2C3", "R3C3")),
    )


def test_lines_of_each_kind() -> None:
    path = ["R3C3", "R3C4", "R4C5"]
    cells = _cells(*path)
    rules = _rules(betweenline=[{"lines": [path]}], palindrome=[{"lines": [path]}],
                   renban=[{"lines": [path]}], regionsumline=[{"lines": [path]}],
                   whispers=[{"lines": [path]}, {"lines": [["R9C1", "R9C2"]], "value": "4"}])
    assert set(rules) == {BetweenLine(cells), Palindrome(cells), Renban(cells),
                          RegionSumLine(cells), Whispers(cells, 5),
                          Whispers(_cells("R9C1", "R9C2"), 4)}


def test_whispers_are_dutch_when_the_rules_say_so_and_give_no_difference() -> None:
    line = {"lines": [["R1C1", "R1C2"]]}
    assert _rules(whispers=[line], ruleset="Dutch whispers: 4 or more apart.")[0].difference == 4
    assert _rules(whispers=[line], ruleset="German whispers lines.")[0].difference == 5


def test_drawings_of_a_rule_are_not_read_twice() -> None:
    path = ["R1C1", "R1C2", "R1C3"]
    rules = _rules(
        renban=[{"lines": [path]}],
        thermometer=[{"lines": [["R2C3", "R1C3"]]}],
        arrow=[{"cells": ["R5C5"], "lines": [["R5C5", "R6C6"]]}],
        line=[{"lines": [path], "outlineC": "#F067F0", "width": 0.4, "isNewConstraint": True},
              {"lines": [path[::-1]], "outlineC": "#B0B0B0", "width": 0.25},
              {"lines": [["R4C4", "R4C5"]], "outlineC": "#000", "fromConstraint": "Zipper"}],
        text=[{"cells": ["R2C3", "R1C3"], "value": ">", "angle": 90}, {"value": ""}],
        circle=[{"cells": ["R5C5"], "outlineC": "#000"}],
        cage=[{"cells": ["R7C7"], "fromConstraint": "Extra Region"}],
    )
    assert rules == (Thermometer(_cells("R2C3", "R1C3")), Arrow((40,), (50,)),
                     Renban(_cells(*path)))


def test_a_plain_line_is_read_by_its_colour_and_the_rules_text() -> None:
    line = {"lines": [["R1C1", "R1C2", "R1C3"]], "width": 0.3}
    cells = _cells("R1C1", "R1C2", "R1C3")
    green, purple, blue = ({**line, "outlineC": c} for c in ("#60C060", "#FF00D4", "#2ECBFF"))
    assert _rules(line=[green], ruleset="German whispers apply.") == (Whispers(cells),)
    assert _rules(line=[purple], ruleset="Renban lines hold consecutive digits.") == (
        Renban(cells),)
    # The colour said in the rules text wins over the convention.
    assert _rules(line=[blue], ruleset="Palindromes (blue) read the same both ways.") == (
        Palindrome(cells),)
    assert _rules(line=[blue], ruleset="Region sum lines: every box's sum is the same.") == (
        RegionSumLine(cells),)


@pytest.mark.parametrize(
    ("colour", "ruleset", "words"),
    [
        ("#60C060", "Normal sudoku rules apply.", "lines drawn on the grid"),
        ("#FFCCAA", "Renban lines. Entropic lines: every three cells hold 123, 456, 789.",
         "entropic lines"),
        ("#60C060", "Green lines are German whispers and renban lines.", "lines drawn on the grid"),
    ],
)
def test_a_plain_line_the_rules_do_not_settle_is_refused_by_name(
    colour: str, ruleset: str, words: str
) -> None:
    message = _refusal(line=[{"lines": [["R1C1", "R1C2"]], "outlineC": colour}], ruleset=ruleset)
    assert words in message and "does not solve" in message


def test_rules_we_do_not_play_are_still_refused_by_name() -> None:
    message = _refusal(modularline=[{"lines": [["R1C1", "R1C2", "R1C3"]]}],
                       clone=[{"cells": ["R1C1"], "cloneCells": ["R9C9"]}],
                       thermometer=[{"lines": [["R5C5", "R5C6"]]}],
                       text=[{"cells": ["R4C4"], "value": "X"}])
    assert message == ("This puzzle has drawings that may carry rules (lines, shapes or text), "
                       "modular lines and clones, which the assistant does not solve.")
    assert "arrows" in _refusal(arrow=[{"cells": ["R1C1", "R1C2", "R1C3", "R1C4"],
                                        "lines": [["R1C1", "R2C1"]]}])


@pytest.mark.parametrize(
    "keys",
    [
        {"thermometer": [{"lines": [["R1C1", "R1C3"]]}]},  # no neighbours
        {"thermometer": [{"lines": [["R1C1", "R10C1"]]}]},
        {"thermometer": [{"lines": [["R1C1", "R1C2", "R1C1"]]}]},
        {"thermometer": [{"lines": "R1C1"}]},
        {"thermometer": {"lines": []}},
        {"arrow": [{"cells": ["R1C1"], "lines": [["R2C2", "R3C3"]]}]},  # not from its circle
        {"arrow": [{"cells": ["R1C1"], "lines": [["R1C1"]]}]},
        {"whispers": [{"lines": [["R1C1", "R1C2"]], "value": "12"}]},
        {"betweenline": [{"lines": [["R1C1"]]}]},
        {"grid": [[{"givenPencilMarks": [0, 12]}] * 9] * 9},
    ],
)
def test_damaged_rule_entries_are_refused_plainly(keys: dict) -> None:
    assert "cannot be read: it is damaged or cut short" in _refusal(**keys)


def test_more_elements_than_any_puzzle_are_refused_in_words() -> None:
    lines = [{"lines": [["R1C1", "R1C2"]], "value": str(1 + n % 8)} for n in range(300)]
    assert _refusal(whispers=lines) == (
        "This puzzle draws more than 200 thermometers, arrows and lines; the assistant plays "
        "puzzles with fewer."
    )


def test_colour_families() -> None:
    assert [colour_family(c) for c in ("#67F067", "#C060C0", "#2ECBFF", "#CFCFCF", "#000",
                                       "rgba(255, 0, 0, 0.5)", "#FFCCAA80", "nope")] == [
        "green", "purple", "blue", "grey", "black", "red", "orange", None]
    assert plain_line_kind("#F067F0", "whispers and renban") == "renban"
    assert plain_line_kind("#F067F0", "whispers only") is None


# ----- given pencil marks -----------------------------------------------------------------

HARD = "..5.9.4..61..5..23..4.6.7..9.......2...4.9......382....3.....6.4.7...2.816.....97"


def test_given_pencil_marks_are_part_of_the_puzzle() -> None:
    solution = load_link(_link(grid=_grid(HARD))).solution
    grid = _grid(HARD)
    grid[0][0] = {"givenPencilMarks": [solution[0], 9 if solution[0] != 9 else 8]}
    linked = read_link(_link(grid=grid))
    assert linked.marks is not None and linked.marks[0] == (1 << (solution[0] - 1)) | (
        1 << (8 if solution[0] != 9 else 7))
    assert all(mask == 0x1FF for mask in linked.marks[1:])
    puzzle = load_link(_link(grid=grid))
    assert puzzle.grid.candidates[0] == linked.marks[0] & puzzle.grid.candidates[0]
    assert bin(puzzle.grid.candidates[0]).count("1") <= 2
    # Written back, they read the same.
    assert read_link(fpuzzles_link(linked)) == linked


def test_given_pencil_marks_without_the_solution_are_refused() -> None:
    solution = load_link(_link(grid=_grid(HARD))).solution
    grid = _grid(HARD)
    grid[0][0] = {"givenPencilMarks": [d for d in range(1, 10) if d != solution[0]]}
    with pytest.raises(PuzzleError):
        load_link(_link(grid=grid))


# ----- written back -----------------------------------------------------------------------

EVERY_KIND = (
    Thermometer(_cells("R1C1", "R1C2", "R2C3")),
    Thermometer(_cells("R1C1", "R2C1")),
    Thermometer(_cells("R9C1", "R9C2", "R9C3"), slow=True),
    Arrow(_cells("R5C5"), _cells("R5C6", "R4C7")),
    Arrow(_cells("R7C4", "R7C5"), _cells("R8C6", "R8C7", "R8C8")),
    Arrow(_cells("R2C9", "R3C9", "R4C9"), _cells("R5C8",)),
    Whispers(_cells("R6C1", "R6C2", "R7C2"), 4),
    Whispers(_cells("R6C4", "R6C5")),
    Renban(_cells("R3C4", "R3C5", "R3C6")),
    Palindrome(_cells("R4C1", "R5C1", "R5C2")),
    BetweenLine(_cells("R2C5", "R2C6", "R2C7", "R2C8")),
    RegionSumLine(_cells("R7C7", "R7C8", "R6C9", "R5C9")),
)
_LAYOUT = next(line.split()[0] for line in (DATA / "jigsaw_puzzles.txt").read_text().splitlines()
               if line.strip() and not line.startswith("#"))
BASES = (CLASSIC, variant_named("x"), jigsaw(_LAYOUT))


@pytest.mark.parametrize("rule", EVERY_KIND, ids=lambda rule: rule.kind)
@pytest.mark.parametrize("base", BASES, ids=lambda base: base.kind)
def test_every_kind_reads_back_as_written(rule: Rule, base) -> None:
    puzzle = LinkedPuzzle(HARD, with_rules(base, dict.fromkeys([rule, EVERY_KIND[0]])).name)
    for link in (fpuzzles_link(puzzle), sudokupad_link(puzzle),
                 json.dumps(fpuzzles_json(puzzle))):
        _same(read_link(link), puzzle)


def _same(read: LinkedPuzzle, written: LinkedPuzzle) -> None:
    """The same puzzle: its elements may come back in another order (one key per kind)."""
    assert (read.givens, read.entries, read.marks) == (
        written.givens, written.entries, written.marks)
    base = variant_named(written.variant).base_name
    assert variant_named(read.variant).base_name == base
    assert sorted(map(repr, read.rules)) == sorted(map(repr, written.rules))
    assert len(read.rules) == len(written.rules)


def test_all_kinds_together_read_back_with_their_rules_text() -> None:
    puzzle = LinkedPuzzle(HARD, with_rules(CLASSIC, EVERY_KIND).name)
    data = fpuzzles_json(puzzle)
    assert "Renban" in data["ruleset"] and "whispers" in data["ruleset"]
    # f-puzzles without its extension (and SudokuPad) sees the extension's lines as plain
    # lines, and a slow thermometer as a bulb and a line.
    assert sum(1 for line in data["line"] if line.get("isNewConstraint")) == 4
    assert [line["fromConstraint"] for line in data["line"] if "fromConstraint" in line] == [
        "Slow Thermometer"]
    assert data["circle"][0]["cells"] == ["R9C1"]
    _same(read_link(fpuzzles_link(puzzle)), puzzle)


# ----- published puzzles ------------------------------------------------------------------

# index in sudokutools_37.json -> what reading it gives: the number of elements, or the
# words of its refusal.
OUTCOMES = {
    0: "entropic lines and drawings",  # its lettered cages are clones
    1: 10,  # anti-king, arrows and thermometers (issue 46's rules: test_rules_dots.py)
    2: 41,
    8: "clones",
    12: "clones and drawings",  # its outlined cages without a sum are clones
    15: 16,
    16: 27,
    19: 9,
    24: 19,
    25: 16,  # eight arrows and eight little killers (test_outside_links.py)
    26: 19,
    27: 13,
    32: 0,
    33: "drawings that may carry rules",
    34: "drawings that may carry rules",
    35: 6,
}


@pytest.mark.parametrize("entry", PUBLISHED, ids=lambda entry: str(entry["index"]))
def test_published_puzzles_are_read_or_refused_by_name(entry: dict) -> None:
    expected = OUTCOMES[entry["index"]]
    if isinstance(expected, str):
        with pytest.raises(PuzzleError) as caught:
            read_link(entry["fpuzzles"])
        assert expected in str(caught.value)
        return
    linked = read_link(entry["fpuzzles"])
    assert len(linked.rules) == expected
    if entry["solution"]:
        solution = [int(d) for d in entry["solution"]]
        assert all(rule.allows(solution) and _holds(rule, solution) for rule in linked.rules)


@pytest.mark.parametrize(
    "entry", [e for e in PUBLISHED if e["solution"]], ids=lambda entry: str(entry["index"])
)
def test_every_published_rule_element_holds_in_its_solution(entry: dict) -> None:
    """Read apart from the other rules a puzzle has: each element we read is true to the
    setter's solution, so each is read right (bulb end, circle, pill order, shaft)."""
    data = json.loads(LZ.decompressFromBase64(entry["fpuzzles"].partition("load=")[2]))
    elements, _ = read_fpuzzles_rules(data)
    solution = [int(d) for d in entry["solution"]]
    kinds = {type(rule) for rule in elements}
    for rule in elements:
        assert _holds(rule, solution), rule
        assert rule.allows(solution), rule
    if entry["index"] in (1, 24, 25, 35):
        assert Arrow in kinds
    if entry["index"] == 35:
        assert RegionSumLine in kinds  # its blue line, by the rules text


def test_null_pencil_marks_are_no_marks() -> None:
    # f-puzzles writes `givenPencilMarks: null` in every cell of some puzzles.
    (entry,) = [e for e in PUBLISHED if e["index"] == 27]
    assert read_link(entry["fpuzzles"]).marks is None


def test_elements_in_the_readers_order_read_back_to_the_same_variant_name() -> None:
    """Readers give each kind's elements together (canonical): a puzzle built in that
    order is the same puzzle, name and all, after any of the links."""
    ordered = canonical(EVERY_KIND)
    assert ordered != list(EVERY_KIND)  # the order of EVERY_KIND is not the readers'
    puzzle = LinkedPuzzle(HARD, with_rules(CLASSIC, ordered).name)
    assert read_link(fpuzzles_link(puzzle)) == puzzle
    assert read_link(sudokupad_link(puzzle)) == puzzle
    plain = [r for r in ordered if not (isinstance(r, Thermometer) and r.slow)]
    plain = [r for r in plain if not (isinstance(r, Whispers) and r.difference == 4)]
    puzzle = LinkedPuzzle(HARD, with_rules(CLASSIC, plain).name)
    assert read_link(scl_link(puzzle)) == puzzle


# ----- SudokuPad's own form (scl) --------------------------------------------------------


@pytest.mark.parametrize("rule", EVERY_KIND, ids=lambda rule: rule.kind)
@pytest.mark.parametrize("base", BASES, ids=lambda base: base.kind)
def test_every_kind_reads_back_from_sudokupads_own_form(rule: Rule, base) -> None:
    puzzle = LinkedPuzzle(HARD, with_rules(base, dict.fromkeys([rule, EVERY_KIND[0]])).name)
    if isinstance(rule, Thermometer) and rule.slow:
        # Drawn alike, slow and plain thermometers together are refused, never guessed.
        with pytest.raises(PuzzleError, match="thermometers"):
            read_link(scl_link(puzzle))
        puzzle = LinkedPuzzle(HARD, with_rules(base, [rule]).name)
    _same(read_link(scl_link(puzzle)), puzzle)


def test_all_kinds_together_read_back_from_sudokupads_own_form() -> None:
    kinds = [rule for rule in EVERY_KIND if not isinstance(rule, Whispers)
             and not (isinstance(rule, Thermometer) and rule.slow)]
    puzzle = LinkedPuzzle(HARD, with_rules(CLASSIC, [*kinds, Whispers((60, 61))]).name)
    _same(read_link(scl_link(puzzle)), puzzle)
    dutch = LinkedPuzzle(HARD, with_rules(CLASSIC, [Whispers((60, 61), 4)]).name)
    assert read_link(scl_link(dutch)).rules == (Whispers((60, 61), 4),)


def _centre(name: str) -> list[float]:
    return [int(name[1]) - 0.5, int(name[3]) - 0.5]


def _scl(**keys) -> str:
    data = {"id": "", "cells": [[{} for _ in range(9)] for _ in range(9)]}
    data.update(keys)
    return "https://sudokupad.app/scl" + LZ.compressToBase64(json.dumps(data))


def test_sudokupads_drawings_of_each_rule_are_read() -> None:
    """The shapes SudokuPad's own converter draws for f-puzzles' thermometers, arrows and
    between lines, a pill among them, and lines read by the rules text."""
    grey = "#CFCFCF"
    link = _scl(
        underlays=[{"center": _centre("R2C2"), "width": 0.85, "height": 0.85, "rounded": True,
                    "backgroundColor": grey, "borderColor": grey},
                   {"center": _centre("R9C9"), "width": 1, "height": 1, "backgroundColor": "#f00"}],
        lines=[
            # A thermometer drawn from its tip: the bulb says which end is which.
            {"color": grey, "thickness": 21, "wayPoints": [_centre("R2C4"), _centre("R2C2")]},
            {"color": grey, "thickness": 2, "wayPoints": [[4.5, 0.9], [4.5, 3.5], [4.5, 6.1]]},
            {"color": "#67F067", "thickness": 9.6, "wayPoints": [_centre("R7C1"), _centre("R9C3")]},
        ],
        overlays=[
            {"center": _centre("R5C1"), "width": 0.8, "height": 0.8, "rounded": True,
             "borderColor": grey, "backgroundColor": "#FFFFFF"},
            {"center": _centre("R5C7"), "width": 0.8, "height": 0.8, "rounded": True,
             "borderColor": grey, "backgroundColor": "#FFFFFF"},
            {"center": [0.5, 6.0], "width": 1.75, "height": 0.75, "rounded": True,
             "borderColor": "#a1a1a1", "backgroundColor": "#ffffff"},
        ],
        arrows=[{"color": "#a1a1a1", "headLength": 0.3, "thickness": 5,
                 "wayPoints": [[0.8, 6.5], _centre("R2C7"), _centre("R4C7")]}],
        cages=[{"value": "rules: Thermo. Arrows. Between lines. German whispers."}],
    )
    rules = read_link(link).rules
    assert set(rules) == {
        Thermometer(_cells("R2C2", "R2C3", "R2C4")),
        BetweenLine(_cells("R5C1", "R5C2", "R5C3", "R5C4", "R5C5", "R5C6", "R5C7")),
        Whispers(_cells("R7C1", "R8C2", "R9C3")),
        Arrow(_cells("R1C6", "R1C7"), _cells("R2C7", "R3C7", "R4C7")),
    }, rules


@pytest.mark.parametrize(
    ("keys", "words"),
    [
        ({"arrows": [{"wayPoints": [_centre("R1C1"), _centre("R1C3")]}]}, "arrows"),
        ({"arrows": [{"wayPoints": [[-0.5, 0.5], [0.5, 1.5]]}]}, "little killer sums"),
        ({"lines": [{"color": "#67F067", "wayPoints": [_centre("R1C1"), _centre("R2C3")]}],
          "rules": "German whispers"}, "lines drawn on the grid"),
        ({"lines": [{"color": "#CFCFCF", "wayPoints": [_centre("R1C1"), _centre("R1C3")]}],
          "rules": "Normal sudoku rules."}, "lines drawn on the grid"),
        ({"lines": [{"color": "#FFCCAA", "wayPoints": [_centre("R1C1"), _centre("R1C3")]}],
          "rules": "Entropic lines."}, "entropic lines"),
        ({"overlays": [{"center": _centre("R1C1"), "width": 0.8, "height": 0.8,
                        "rounded": True}]}, "marks drawn on the grid"),
    ],
)
def test_sudokupad_drawings_we_cannot_settle_are_refused_by_name(keys: dict, words: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_link(_scl(**keys))
    assert words in str(caught.value) and "does not solve" in str(caught.value)


def test_damaged_sudokupad_drawings_are_refused_plainly() -> None:
    for keys in ({"lines": [{"wayPoints": [[1, "a"], [2, 2]]}]},
                 {"arrows": [{"wayPoints": [[1.5, 1.5]]}]},
                 {"lines": [{"wayPoints": [[0.5, 0.5]] * 300}]}):
        with pytest.raises(PuzzleError) as caught:
            read_link(_scl(**keys))
        assert "damaged or cut short" in str(caught.value)


def test_a_huge_rules_text_and_many_drawings_do_not_stall_the_reader() -> None:
    # Each line once compared the rules text afresh; 200 lines against a long text of
    # "whisper" took minutes. Bounded now: the start of the text, once per colour.
    lines = [{"lines": [[f"R{1 + i % 9}C{1 + i // 9 % 8}", f"R{1 + i % 9}C{2 + i // 9 % 8}"]],
              "outlineC": "#60C060"} for i in range(199)]
    data = {"size": 9, "grid": _grid(), "ruleset": "whisper " * 200_000, "line": lines}
    started = time.perf_counter()
    assert len(read_link(json.dumps(data)).rules) == 72  # the distinct lines
    many = {"size": 9, "grid": _grid(), "text": [{"cells": ["R1C1"], "value": "<"}] * 5000}
    with pytest.raises(PuzzleError, match="more than 200"):
        read_link(json.dumps(many))
    assert time.perf_counter() - started < 3


def test_a_thermometer_in_another_colour_needs_the_rules_text() -> None:
    pink = "#FFB0B0"
    drawing = {
        "underlays": [{"center": _centre("R5C5"), "width": 0.8, "height": 0.8, "rounded": True,
                       "backgroundColor": pink}],
        "lines": [{"color": pink, "thickness": 20,
                   "wayPoints": [_centre("R5C5"), _centre("R4C4"), _centre("R3C4")]}],
    }
    assert read_link(_scl(rules="Digits increase along thermometers from the bulb.",
                          **drawing)).rules == (Thermometer(_cells("R5C5", "R4C4", "R3C4")),)
    with pytest.raises(PuzzleError, match="lines drawn on the grid"):
        read_link(_scl(**drawing))


def test_a_drawn_cage_labelled_with_words_is_a_drawing_not_a_killer_cage() -> None:
    # f-puzzles' cage tool: setters draw killer cages with it, and clones' letters too.
    assert "drawings that may carry rules" in _refusal(
        cage=[{"cells": ["R1C1", "R1C2"], "value": "A"}, {"cells": ["R9C8", "R9C9"], "value": "A"}])
    assert "shows no sum" in _refusal(killercage=[{"cells": ["R1C1", "R1C2"], "value": "A"}])


def test_a_published_jigsaw_thermo_loads_with_one_solution_true_to_its_thermometers() -> None:
    (entry,) = [e for e in PUBLISHED if e["index"] == 19]  # its source gives no solution
    puzzle = load_link(entry["fpuzzles"])
    variant = puzzle.grid.variant
    assert variant.kind == "jigsaw" and len(variant.rules) == 9
    solution = list(puzzle.solution)
    assert all(_holds(rule, solution) and rule.allows(solution) for rule in variant.rules)
