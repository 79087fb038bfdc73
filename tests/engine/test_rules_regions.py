"""Extra regions, a single diagonal and the disjoint groups as rule elements: nine cells
are a house every technique uses, fewer a unit; their names and links read back; random
regions true to random grids keep every step of a solve sound (engine/rules/extra_region.py,
engine/rules/house_rules.py, engine/region_links.py)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from lzstring import LZString
from rules_grids import solution_grid, thermometer

from engine import CLASSIC, LADDER, Grid, next_step, solve_path, variant_named, with_rules, words
from engine.brute_force import count_solutions, solve
from engine.puzzle_links import (
    LinkedPuzzle,
    PuzzleError,
    fpuzzles_json,
    fpuzzles_link,
    read_link,
    scl_link,
    sudokupad_link,
)
from engine.rules import Diagonal, DisjointGroups, ExtraRegion, Thermometer
from engine.rules.cages import killer
from engine.rules.houses import COLOUR, X_SUDOKU, jigsaw
from engine.rules.naming import element_text, read_element
from engine.step import HOUSE

LZ = LZString()
UNFILLED = re.compile(r"\{[A-Za-z_]\w*(:\w+)?\}")  # a template's slot left in the words
DATA = Path(__file__).resolve().parent.parent / "data"
# A Jigsaw layout (tests/data/jigsaw_puzzles.txt's first) to mix with disjoint groups.
LAYOUT = (
    "111233333111226663141222263144255563444255563477855666478885999478888899777779999"
)


def bit(*digits: int) -> int:
    return sum(1 << (d - 1) for d in digits)


# ----- nine cells: a house -----------------------------------------------------------

SCATTERED = (2, 12, 22, 27, 40, 53, 58, 68, 78)  # one cell in each box, no two in a line


def test_nine_cells_are_a_house_and_give_a_hidden_single():
    variant = with_rules(CLASSIC, [ExtraRegion(SCATTERED)])
    extra = variant.houses[-1]
    assert (len(variant.houses), extra.kind, extra.short, extra.name) == (
        28, "extra", "e1", "extra region 1")
    # 5 ruled out of eight of its cells: only the region says where its 5 goes.
    exclusions = [0] * 81
    for cell in SCATTERED[:-1]:
        exclusions[cell] = bit(5)
    grid = Grid([0] * 81, exclusions=exclusions, variant=variant)
    step = next_step(grid)
    assert (step.technique, step.placements) == ("hidden-single", ((78, 5),))
    assert "extra region 1" in words(step, "en").summary
    assert "Zusatzregion 1" in words(step, "de").summary
    assert "région supplémentaire 1" in words(step, "fr").summary
    assert "追加ブロック1" in words(step, "ja").summary
    # Without the region the same position has no single at all.
    found = next_step(Grid([0] * 81, exclusions=exclusions))
    assert found is None or found.technique != "hidden-single"


def test_a_house_already_there_is_not_added_twice():
    box = tuple(c for c in range(81) if c // 27 == 0 and c % 9 < 3)
    assert len(with_rules(CLASSIC, [ExtraRegion(box)]).houses) == 27
    assert len(with_rules(X_SUDOKU, [Diagonal(1)]).houses) == 29
    assert len(with_rules(COLOUR, [DisjointGroups()]).houses) == 36


def test_more_houses_than_the_engine_holds_are_refused():
    rng = random.Random(3)
    grid = solution_grid(3)
    regions = [_region(grid, rng, 9) for _ in range(40)]
    with pytest.raises(ValueError, match="at most 64 houses"):
        with_rules(CLASSIC, regions)


# ----- fewer cells: a unit -----------------------------------------------------------


def test_four_cells_are_a_unit_not_a_house():
    region = ExtraRegion((0, 13, 26, 30))  # r1c1 r2c5 r3c9 r4c4: no two share a house
    variant = with_rules(CLASSIC, [region])
    assert len(variant.houses) == 27
    assert variant.sees(0, 30) and variant.sees(13, 26)
    # A naked pair inside the region takes its digits from the region's other cells.
    cands = [0x1FF] * 81
    cands[0] = cands[13] = bit(1, 2)
    exclusions = [0x1FF ^ m for m in cands]
    grid = Grid([0] * 81, exclusions=exclusions, variant=variant)
    steps = [s for s in solve_path(grid, LADDER, max_steps=1).steps]
    assert steps[0].technique == "naked-pair"
    assert set(steps[0].eliminations) == {(26, 1), (26, 2), (30, 1), (30, 2)}


def test_a_placed_digit_leaves_the_regions_other_cells():
    region = ExtraRegion((0, 13, 26, 30))
    cands = [0x1FF] * 81
    cands[13] = bit(7)
    assert region.narrow(cands) == {0: 0x1FF ^ bit(7), 26: 0x1FF ^ bit(7), 30: 0x1FF ^ bit(7)}
    cands[30] = bit(7)
    assert region.narrow(cands) is None
    assert not region.allows([7 if c in (13, 30) else 0 for c in range(81)])
    assert region.allows([7 if c in (13, 31) else 0 for c in range(81)])


# ----- a single diagonal, the disjoint groups ------------------------------------------


def test_one_diagonal_is_one_house_and_groups_mix_with_a_jigsaw():
    anti = with_rules(CLASSIC, [Diagonal(2)])
    assert [h.name for h in anti.houses[27:]] == ["the anti-diagonal"]
    assert anti.sees(8, 72) and not anti.sees(0, 80)
    mixed = with_rules(jigsaw(LAYOUT), [DisjointGroups(), Diagonal(1)])
    kinds = [h.kind for h in mixed.houses]
    assert kinds.count("region") == 9 and kinds.count("group") == 9
    assert kinds.count("diagonal") == 1


# ----- names ---------------------------------------------------------------------------


@pytest.mark.parametrize("element", [
    ExtraRegion((0, 1, 2, 9)), ExtraRegion(SCATTERED), Diagonal(1), Diagonal(2),
    DisjointGroups(),
])
def test_each_element_reads_back_from_its_name(element):
    assert read_element(element_text(element)) == element
    variant = with_rules(jigsaw(LAYOUT), [element, Thermometer((40, 41, 42))])
    assert variant_named(variant.name) is variant


@pytest.mark.parametrize("text", ["F11", "F1111", "F1112131415161718191", "V3", "V0", "g1"])
def test_damaged_names_are_refused(text):
    with pytest.raises(ValueError):
        read_element(text)


# ----- random regions true to random grids ----------------------------------------------


def _region(grid: list[int], rng: random.Random, size: int) -> ExtraRegion:
    """`size` cells holding different digits of the grid, anywhere."""
    digits = rng.sample(range(1, 10), size)
    return ExtraRegion(tuple(sorted(
        rng.choice([c for c in range(81) if grid[c] == d]) for d in digits)))


def _regions(seed: int) -> tuple[list[int], list[ExtraRegion]]:
    grid = solution_grid(seed)
    rng = random.Random(seed)
    return grid, [_region(grid, rng, size) for size in (9, rng.randint(2, 8), 4)]


def _plain_check(region: ExtraRegion, values: list[int]) -> bool:
    placed = [values[c] for c in region.region if values[c]]
    return len(placed) == len(set(placed))


@pytest.mark.parametrize("seed", range(12))
def test_narrowing_keeps_the_solution_and_allows_agrees(seed):
    grid, regions = _regions(seed)
    rng = random.Random(seed + 500)
    assert all(r.allows(grid) for r in regions)
    for _ in range(30):
        cands = [1 << (d - 1) | rng.randrange(512) & rng.randrange(512) for d in grid]
        for region in regions:
            narrowed = region.narrow(cands)
            assert narrowed is not None
            assert all(mask >> (grid[c] - 1) & 1 for c, mask in narrowed.items())
            assert list(region.explained(cands)) == []  # the peers say it
        values = [d if rng.random() < 0.5 else 0 for d in grid]
        values[rng.randrange(81)] = rng.randint(1, 9)
        for region in regions:
            assert region.allows(values) == _plain_check(region, values)


@pytest.mark.parametrize("element", [Diagonal(1), Diagonal(2), DisjointGroups()])
def test_house_elements_allow_what_their_houses_allow(element):
    rng = random.Random(element.kind)
    groups = [h.cells for h in with_rules(CLASSIC, [element]).houses[27:]]
    assert len(groups) == (9 if element.kind == "disjoint-groups" else 1)
    for _ in range(200):
        values = [rng.randint(1, 9) if rng.random() < 0.15 else 0 for _ in range(81)]
        plain = all(
            len([values[c] for c in g if values[c]]) == len({values[c] for c in g if values[c]})
            for g in groups)
        assert element.allows(values) == plain
        cands = [1 << (v - 1) if v else 0x1FF for v in values]
        assert (element.narrow(cands) is not None) == plain


def _puzzle(seed: int, variant) -> list[int]:
    """Givens of the variant's solution `solution_grid(seed)`, cut till no more can go
    (their solves reach fish, wings, chains and nets)."""
    grid = solution_grid(seed)
    rng = random.Random(seed)
    givens = list(grid)
    order = list(range(81))
    rng.shuffle(order)
    for cell in order:
        kept, givens[cell] = givens[cell], 0
        if count_solutions(givens, variant) != 1:
            givens[cell] = kept
    return givens


def _solved_soundly(grid: list[int], variant, givens: list[int]) -> set[str]:
    """The techniques of the ladder's solve, each step checked against the solution and
    said in every language where it uses a house a rule element added."""
    assert solve(list(givens), variant) == grid  # the brute force agrees
    assert count_solutions(list(givens), variant) == 1
    result = solve_path(Grid(givens, variant=variant, unique=True))
    added = set(range(27, len(variant.houses)))
    used = set()
    for step in result.steps:
        assert all(grid[c] != d for c, d in step.eliminations), step.technique
        assert all(grid[c] == d for c, d in step.placements), step.technique
        if any(h.kind == HOUSE and h.ref in added for h in step.highlights):
            used.add(step.technique)
            for code in ("en", "de", "fr", "ja"):
                said = words(step, code)
                for text in (said.summary, said.nudge, *said.proof):
                    assert text and not UNFILLED.search(text), (code, text)
    assert result.solved
    return used


@pytest.mark.parametrize("seed", range(6))
def test_the_ladder_solves_region_puzzles_soundly(seed):
    grid, regions = _regions(seed)
    variant = with_rules(CLASSIC, regions)
    givens = _puzzle(seed, variant)
    assert _solved_soundly(grid, variant, givens)  # the regions' houses take part


HOUSE_MIXES = {
    "groups-on-jigsaw": lambda: with_rules(jigsaw(LAYOUT), [DisjointGroups()]),
    "one-diagonal": lambda: with_rules(CLASSIC, [Diagonal(1)]),
    "x-with-groups": lambda: with_rules(X_SUDOKU, [DisjointGroups()]),
    "anti-diagonal-on-jigsaw": lambda: with_rules(jigsaw(LAYOUT), [Diagonal(2)]),
}


@pytest.mark.parametrize("seed", range(2))
@pytest.mark.parametrize("mix", list(HOUSE_MIXES))
def test_house_elements_with_other_rules_solve_soundly(mix, seed):
    # A solution of the mixed houses (the brute force from a random first row), a
    # thermometer and an extra region true to it, 55 givens tried away (cut till none
    # can go, these houses leave 8-15 givens and solves of a minute, forcing nets and
    # trials: sound too, measured apart).
    variant = HOUSE_MIXES[mix]()
    rng = random.Random(seed)
    grid = solve(rng.sample(range(1, 10), 9) + [0] * 72, variant)
    assert grid is not None
    assert all(len({grid[c] for c in h.cells}) == 9 for h in variant.houses)
    variant = with_rules(variant, [*variant.rules, thermometer(grid, rng),
                                   _region(grid, rng, 5)])
    givens = list(grid)
    order = list(range(81))
    rng.shuffle(order)
    for cell in order[:55]:
        kept, givens[cell] = givens[cell], 0
        if count_solutions(givens, variant) != 1:
            givens[cell] = kept
    assert _solved_soundly(grid, variant, givens)


# ----- links ---------------------------------------------------------------------------

MIXES = [
    ("classic", [ExtraRegion(SCATTERED), ExtraRegion((0, 1, 10))]),
    ("classic", [Diagonal(2)]),
    ("x", [DisjointGroups(), ExtraRegion((30, 31, 32, 33))]),
    ("jigsaw", [Diagonal(1), Diagonal(2), DisjointGroups()]),
    ("killer", [Diagonal(1), ExtraRegion((60, 70, 80))]),
]


def _base(kind: str):
    if kind == "jigsaw":
        return jigsaw(LAYOUT)
    if kind == "killer":
        return killer([([0, 1], 3), ([79, 80], 17)], every_cell=False)
    return variant_named(kind)


@pytest.mark.parametrize("link", [fpuzzles_link, sudokupad_link, scl_link])
@pytest.mark.parametrize(("kind", "elements"), MIXES, ids=[m[0] for m in MIXES])
def test_regions_read_back_as_written(link, kind, elements):
    variant = with_rules(_base(kind), elements)
    puzzle = LinkedPuzzle("." * 81, variant.name)
    assert read_link(link(puzzle)).variant == variant.name


def _fpuzzles(**keys) -> str:
    data = {"size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)], **keys}
    return "https://www.f-puzzles.com/?load=" + LZ.compressToBase64(json.dumps(data))


def _scl(**keys) -> str:
    data = {"id": "r", "cellSize": 50, "cells": [[{} for _ in range(9)] for _ in range(9)],
            **keys}
    return "https://sudokupad.app/scl" + LZ.compressToBase64(json.dumps(data))


def _rules(link: str):
    return variant_named(read_link(link).variant).rules


def test_fpuzzles_keys_for_regions_and_single_diagonals():
    cells = ["R1C1", "R1C2", "R2C1"]
    assert _rules(_fpuzzles(extraregion=[{"cells": cells}])) == (ExtraRegion((0, 1, 9)),)
    assert _rules(_fpuzzles(**{"diagonal+": True})) == (Diagonal(2),)
    assert _rules(_fpuzzles(**{"diagonal-": True})) == (Diagonal(1),)
    # A killer cage without a sum: its digits do not repeat, nothing more.
    assert _rules(_fpuzzles(killercage=[{"cells": cells}])) == (ExtraRegion((0, 1, 9)),)
    data = fpuzzles_json(LinkedPuzzle("." * 81, with_rules(CLASSIC, [Diagonal(2)]).name))
    assert data["diagonal+"] is True and "diagonal-" not in data


def test_a_drawn_cage_without_a_sum_needs_the_rules_to_say_it_does_not_repeat():
    cage = [{"cells": ["R1C1", "R1C2"], "outlineC": "#000000"}]
    with pytest.raises(PuzzleError, match="drawings"):
        read_link(_fpuzzles(cage=cage))
    said = _fpuzzles(cage=cage, ruleset="Digits may not repeat in cages.")
    assert _rules(said) == (ExtraRegion((0, 1)),)


def test_sudokupad_cages_without_a_sum():
    bare = [{"cells": [[0, 0], [0, 1]]}]
    with pytest.raises(PuzzleError, match="shows no sum"):
        read_link(_scl(cages=bare))
    region = (ExtraRegion((0, 1)),)
    # SudokuPad's flag that digits do not repeat (its converter's killer cage), or words.
    assert _rules(_scl(cages=[{**bare[0], "unique": True}])) == region
    assert _rules(_scl(cages=bare, rules="Digits can't repeat within a cage.")) == region
    # Its converter's extra region: the cells shaded grey, the rules naming extra regions.
    grey = [{"backgroundColor": "rgba(207, 207, 207, 0.95)", "center": [0.5, c + 0.5],
             "rounded": False, "width": 1, "height": 1} for c in (0, 1)]
    named = "Digits may not repeat in an extra region."
    assert _rules(_scl(cages=bare, underlays=grey, rules=named)) == region
    with pytest.raises(PuzzleError, match="shows no sum"):
        read_link(_scl(cages=bare, underlays=grey[:1], rules=named))
    with pytest.raises(PuzzleError, match="shows no sum"):
        read_link(_scl(cages=bare, underlays=grey, rules="Grey cells are even."))


@pytest.mark.parametrize("keys", [
    {"extraregion": [{"cells": ["R1C1", "R1C1"]}]},
    {"extraregion": [{"cells": [f"R{r}C1" for r in range(1, 10)] + ["R1C2"]}]},
    {"extraregion": [{"value": "3"}]},
    {"extraregion": "R1C1"},
    {"killercage": [{"cells": ["R1C1", "R0C1"]}]},
])
def test_damaged_regions_are_refused_plainly(keys):
    with pytest.raises(PuzzleError, match="damaged or cut short"):
        read_link(_fpuzzles(**keys))


# ----- published puzzles (tests/data/sudokutools_regions.json) ---------------------------

PUBLISHED = json.loads((DATA / "sudokutools_regions.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("entry", PUBLISHED, ids=lambda e: str(e["index"]))
def test_published_region_puzzles_read_and_hold_in_their_solution(entry):
    try:
        linked = read_link(entry["fpuzzles"])
    except PuzzleError as refused:
        # Only a rule of another kind (a clue outside the grid not read yet) may stop it.
        for ours in ("cage", "combines", "extra region", "diagonal", "disjoint"):
            assert ours not in str(refused), str(refused)
        return
    variant = variant_named(linked.variant)
    regions = [r for r in variant.rules if isinstance(r, ExtraRegion)]
    assert len(regions) == entry["regions"]
    assert (variant.kind == "colour") == ("disjointgroups" in entry["keys"])
    if entry["solution"]:
        solution = [int(c) for c in entry["solution"]]
        assert all(r.allows(solution) for r in variant.rules)
        assert all(len({solution[c] for c in h.cells}) == 9 for h in variant.houses)


def test_too_many_regions_are_refused_in_time():
    many = [{"cells": ["R1C1", "R1C2"]}] * 5000
    for keys in ({"extraregion": many}, {"killercage": many}):
        with pytest.raises(PuzzleError, match="more than 200"):
            read_link(_fpuzzles(**keys))
    # Broken diagonals (a column moving by m each row): 45 new houses, 72 in all.
    bent = [{"cells": [f"R{r}C{(m * r + k) % 9 + 1}" for r in range(1, 10)]}
            for m in (1, 2, 4, 5, 7) for k in range(9)]
    with pytest.raises(PuzzleError, match="more than 64 houses"):
        read_link(_fpuzzles(extraregion=bent))


# Their solves by the ladder, each under a second: 'Blitz' (seven nine-cell regions among
# killer cages) and 'Boxes' (two four-cell ones).
@pytest.mark.parametrize("entry", [e for e in PUBLISHED if e["index"] in (3, 10)],
                         ids=lambda e: str(e["index"]))
def test_published_cage_regions_are_solved_soundly(entry):
    linked = read_link(entry["fpuzzles"])
    givens = [0 if ch == "." else int(ch) for ch in linked.givens]
    variant = variant_named(linked.variant)
    solution = [int(c) for c in entry["solution"]]
    result = solve_path(Grid(givens, variant=variant, unique=True))
    for step in result.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step.technique
        assert all(solution[c] == d for c, d in step.placements), step.technique
    assert result.solved
    assert "verified-trial" not in {step.technique for step in result.steps}


@pytest.mark.parametrize("entry", PUBLISHED, ids=lambda e: str(e["index"]))
def test_published_region_puzzles_read_alike_from_sudokupad(entry):
    # The form SudokuPad's converter makes of them (a model: sudokupad_converter.py).
    from sudokupad_converter import scl_of

    from engine.link_payloads import decompressed

    data = decompressed(entry["fpuzzles"].partition("load=")[2], "f-puzzles")
    link = "https://sudokupad.app/scl" + LZ.compressToBase64(json.dumps(scl_of(data)))
    try:
        ours = variant_named(read_link(entry["fpuzzles"]).variant)
    except PuzzleError:
        return  # refused for a rule of another kind (test above)
    theirs = variant_named(read_link(link).variant)
    assert set(theirs.rules) == set(ours.rules) and theirs.houses == ours.houses


def test_an_extra_region_reads_alike_from_sudokupad():
    from sudokupad_converter import scl_of

    cells = ["R1C1", "R1C2", "R2C1", "R5C5"]
    data = {"size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)],
            "extraregion": [{"cells": cells}],
            "ruleset": "Normal sudoku rules apply. Digits may not repeat in an extra region."}
    link = "https://sudokupad.app/scl" + LZ.compressToBase64(json.dumps(scl_of(data)))
    assert _rules(link) == (ExtraRegion((0, 1, 9, 40)),)
