"""Jigsaw Sudoku: irregular regions given as a layout, in place of the 3x3 boxes.

Techniques argued on any box and line that cross work on the regions; those
built on the boxes' 3x3 geometry stay silent. The puzzles are made for these
tests (tests/data/jigsaw_puzzles.txt) and unique under their layouts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from board_text import cell

from engine import (
    CLASSIC,
    Grid,
    apply_step,
    jigsaw,
    load_puzzle,
    next_step,
    solve_path,
    variant_named,
)
from engine.rules.houses import COLUMN, REGION, ROW
from engine.step import HOUSE
from engine.techniques.fish import finned_fish
from engine.techniques.single_digit import (
    empty_rectangle,
    skyscraper,
    turbot_fish,
    two_string_kite,
)

DATA = Path(__file__).resolve().parent.parent / "data" / "jigsaw_puzzles.txt"
PUZZLES = [
    tuple(line.split())
    for line in DATA.read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
]
CLASSIC_LAYOUT = "".join(str(c // 27 * 3 + c % 9 // 3 + 1) for c in range(81))


def test_layout_makes_rows_columns_and_regions() -> None:
    layout = PUZZLES[0][0]
    variant = jigsaw(layout)
    kinds = [h.kind for h in variant.houses]
    assert kinds == [ROW] * 9 + [COLUMN] * 9 + [REGION] * 9
    for number, house in enumerate(variant.houses[18:], 1):
        assert house.name == f"region {number}" and house.short == f"j{number}"
        assert len(house.cells) == 9
        assert {layout[c] for c in house.cells} == {layout[house.cells[0]]}
    # numbered in reading order of their first cell: region 1 holds r1c1
    assert cell("r1c1") in variant.houses[18].cells
    assert not variant.classic_boxes
    assert variant.box_name(cell("r1c4")) == "region 2"


def test_layout_names_are_canonical_and_shared() -> None:
    layout = PUZZLES[1][0]
    letters = layout.translate(str.maketrans("123456789", "ABCDEFGHI"))
    variant = jigsaw(letters)
    order: list[str] = []
    for ch in layout:
        if ch not in order:
            order.append(ch)
    # regions renumbered by their first cell, so one layout has one name
    assert variant.name == "jigsaw:" + "".join(str(order.index(ch) + 1) for ch in layout)
    assert variant_named(variant.name) is variant
    assert jigsaw(layout) is variant
    # a layout may be written in lines, as a player pastes it
    assert jigsaw("\n".join(layout[i : i + 9] for i in range(0, 81, 9))) is variant


@pytest.mark.parametrize(
    ("layout", "message"),
    [
        (CLASSIC_LAYOUT[:80], "all 81 cells; this one has 80"),
        (CLASSIC_LAYOUT.replace("9", "8"), "nine regions; this one has 8"),
        ("1" + CLASSIC_LAYOUT[1:].replace("2", "1", 1), "has 10 cells, not 9"),
        # r1c1 and r9c9 swap regions: regions 1 and 9 are each split in two
        ("9" + CLASSIC_LAYOUT[1:80] + "1", "is not connected"),
    ],
)
def test_bad_layouts_say_why(layout: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        jigsaw(layout)


def test_the_classic_layout_solves_as_classic() -> None:
    # Regions drawn as the 3x3 boxes: the same puzzle, solved the same way, with the
    # box-geometry techniques left out and nothing else changed in what is found.
    puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
    boxes = load_puzzle(puzzle, jigsaw(CLASSIC_LAYOUT)).grid
    plain = load_puzzle(puzzle, CLASSIC).grid
    assert solve_path(boxes).grid.values == solve_path(plain).grid.values


@pytest.mark.parametrize("entry", PUZZLES, ids=[f"jigsaw-{i}" for i in range(len(PUZZLES))])
def test_every_step_of_a_jigsaw_solve_is_sound(entry: tuple[str, str, str]) -> None:
    layout, puzzle, solution = entry
    variant = jigsaw(layout)
    grid = load_puzzle(puzzle, variant).grid
    result = solve_path(grid)
    assert result.solved
    assert "".join(map(str, result.grid.values)) == solution
    for step in result.steps:
        for c, d in step.placements:
            assert int(solution[c]) == d, step.explanation
        for c, d in step.eliminations:
            assert int(solution[c]) != d, step.explanation
        for h in step.highlights:
            if h.kind == HOUSE:
                assert 0 <= h.ref < len(variant.houses)


def test_regions_are_used_and_named() -> None:
    # Along the paths, singles and locked candidates work in regions, and say so.
    region_steps: dict[str, int] = {}
    for layout, puzzle, _ in PUZZLES:
        variant = jigsaw(layout)
        grid = load_puzzle(puzzle, variant).grid
        while (step := next_step(grid)) is not None:
            houses = [h.ref for h in step.highlights if h.kind == HOUSE]
            if any(variant.houses[h].kind == REGION for h in houses):
                assert "region" in step.explanation, step.explanation
                region_steps[step.technique] = region_steps.get(step.technique, 0) + 1
            apply_step(grid, step)
    assert region_steps.get("hidden-single", 0) > 0
    assert region_steps.get("locked-candidates-pointing", 0) > 0


def test_box_geometry_techniques_stay_silent() -> None:
    # On a jigsaw the 3x3 boxes are no houses: a pattern through one would be unsound.
    layout, puzzle, _ = PUZZLES[0]
    grid = load_puzzle(puzzle, jigsaw(layout)).grid
    finders = (skyscraper, two_string_kite, turbot_fish, empty_rectangle, finned_fish(2, False))
    while (step := next_step(grid)) is not None:
        for finder in finders:
            assert next(finder(grid), None) is None
        apply_step(grid, step)


def test_a_puzzle_can_be_unique_only_as_a_jigsaw() -> None:
    layout, puzzle, _ = PUZZLES[0]
    assert load_puzzle(puzzle, jigsaw(layout)).grid.unique
    with pytest.raises(Exception, match="solution"):
        load_puzzle(puzzle, CLASSIC)


def test_grid_of_a_jigsaw_checks_its_regions() -> None:
    layout = PUZZLES[0][0]
    variant = jigsaw(layout)
    region = variant.houses[18]
    values = [0] * 81
    values[region.cells[0]] = 5
    grid = Grid(values, variant=variant)
    for c in region.cells[1:]:
        assert not grid.candidates[c] >> 4 & 1
