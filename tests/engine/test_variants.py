"""Houses as data: the classic 27, X-Sudoku's diagonals, Colour Sudoku's disjoint groups,
and the techniques working on whichever houses a variant has."""

from __future__ import annotations

import pytest
from board_text import candidate_digits, cell, cells, elims

from engine import CLASSIC, COLOUR, X_SUDOKU, Grid, variant_named
from engine.rules.houses import BOX, COLUMN, DIAGONAL, GROUP, ROW, box_of, cell_name
from engine.techniques.intersections import pointing
from engine.techniques.singles import hidden_single, naked_single

MAIN_DIAGONAL = cells(*(f"r{i}c{i}" for i in range(1, 10)))
ANTI_DIAGONAL = cells(*(f"r{i}c{10 - i}" for i in range(1, 10)))


def with_digit(variant, name: str, digit: int) -> Grid:  # noqa: ANN001
    values = [0] * 81
    values[cell(name)] = digit
    return Grid(values, variant=variant)


def test_house_counts_and_kinds() -> None:
    assert [h.kind for h in CLASSIC.houses] == [ROW] * 9 + [COLUMN] * 9 + [BOX] * 9
    assert [h.kind for h in X_SUDOKU.houses][27:] == [DIAGONAL, DIAGONAL]
    assert [h.kind for h in COLOUR.houses][27:] == [GROUP] * 9
    for variant in (CLASSIC, X_SUDOKU, COLOUR):
        for house in variant.houses:
            assert len(set(house.cells)) == 9
            assert house.mask.bit_count() == 9


def test_cell_names_and_boxes() -> None:
    assert cell_name(0) == "r1c1" and cell_name(80) == "r9c9" and cell_name(21) == "r3c4"
    assert box_of(cell("r5c5")) == 4 and box_of(cell("r7c3")) == 6 and box_of(cell("r3c9")) == 2


def test_house_names() -> None:
    names = [h.name for h in X_SUDOKU.houses]
    assert names[0] == "row 1" and names[9] == "column 1" and names[26] == "box 9"
    assert names[27:] == ["the main diagonal", "the anti-diagonal"]
    assert [h.short for h in X_SUDOKU.houses[26:]] == ["b9", "d1", "d2"]
    assert COLOUR.houses[27].name == "colour group 1"


def test_diagonals_and_groups_hold_the_right_cells() -> None:
    assert list(X_SUDOKU.houses[27].cells) == MAIN_DIAGONAL
    assert list(X_SUDOKU.houses[28].cells) == ANTI_DIAGONAL
    # Group 5 is the centre cell of every box.
    assert list(COLOUR.houses[27 + 4].cells) == cells(
        "r2c2", "r2c5", "r2c8", "r5c2", "r5c5", "r5c8", "r8c2", "r8c5", "r8c8"
    )


@pytest.mark.parametrize(
    ("variant", "name", "count"),
    [
        (CLASSIC, "r1c1", 20),
        (CLASSIC, "r5c5", 20),
        # r1c1: the main diagonal adds its cells outside box 1, r4c4..r9c9.
        (X_SUDOKU, "r1c1", 26),
        # r5c5 is on both diagonals: six new cells from each.
        (X_SUDOKU, "r5c5", 32),
        # r1c2 is on no diagonal.
        (X_SUDOKU, "r1c2", 20),
        # A group's other 8 cells: 2 share the row, 2 the column, 4 are new.
        (COLOUR, "r1c1", 24),
    ],
)
def test_peer_counts(variant, name: str, count: int) -> None:  # noqa: ANN001
    assert len(variant.peers[cell(name)]) == count
    assert variant.peer_mask[cell(name)].bit_count() == count
    assert cell(name) not in variant.peers[cell(name)]


def test_sees_and_common_peers() -> None:
    corner, far_corner, group_mate = cells("r1c1", "r9c9", "r4c7")
    assert X_SUDOKU.sees(corner, far_corner) and not CLASSIC.sees(corner, far_corner)
    assert COLOUR.sees(corner, group_mate) and not CLASSIC.sees(corner, group_mate)
    # In the classic rules, r1c1 and r1c9 both see the rest of row 1 only.
    common = CLASSIC.common_peers((1 << cell("r1c1")) | (1 << cell("r1c9")))
    assert common == sum(1 << c for c in cells(*(f"r1c{c}" for c in range(2, 9))))


def test_variant_named() -> None:
    assert variant_named("x") is X_SUDOKU and variant_named("colour") is COLOUR
    with pytest.raises(ValueError, match="unknown variant"):
        variant_named("killer")


def test_a_digit_on_the_main_diagonal_leaves_the_other_diagonal_cells() -> None:
    grid = with_digit(X_SUDOKU, "r1c1", 5)
    for c in MAIN_DIAGONAL[1:]:
        assert 5 not in candidate_digits(grid, c), cell_name(c)
    # r8c2 is on the anti-diagonal, which does not contain r1c1, and shares no
    # row, column or box with it: it keeps 5.
    assert 5 in candidate_digits(grid, cell("r8c2"))
    # The classic rules let r9c9 keep it.
    assert 5 in candidate_digits(with_digit(CLASSIC, "r1c1", 5), cell("r9c9"))


def test_a_digit_in_the_centre_leaves_both_diagonals() -> None:
    grid = with_digit(X_SUDOKU, "r5c5", 7)
    for c in MAIN_DIAGONAL + ANTI_DIAGONAL:
        if c != cell("r5c5"):
            assert 7 not in candidate_digits(grid, c), cell_name(c)
    assert 7 in candidate_digits(grid, cell("r1c2"))


def test_a_digit_leaves_its_colour_group() -> None:
    grid = with_digit(COLOUR, "r1c1", 6)
    for name in ("r4c4", "r4c7", "r7c4", "r7c7"):
        assert 6 not in candidate_digits(grid, cell(name)), name
    # r5c5 is in group 5, not group 1.
    assert 6 in candidate_digits(grid, cell("r5c5"))
    assert 6 in candidate_digits(with_digit(CLASSIC, "r1c1", 6), cell("r4c7"))


def test_hidden_single_in_a_diagonal() -> None:
    # X-Sudoku, empty but for 1 ruled out of the main diagonal except r5c5.
    # Every row, column, box and the anti-diagonal still has many places for 1,
    # so the only hidden single is the main diagonal's.
    grid = Grid([0] * 81, variant=X_SUDOKU)
    for c in MAIN_DIAGONAL:
        if c != cell("r5c5"):
            grid.exclude(c, 1)
    (step,) = hidden_single(grid)
    assert step.placements == ((cell("r5c5"), 1),)
    assert step.explanation == (
        "Hidden Single: in the main diagonal, 1 can only go in r5c5, so r5c5=1."
    )


def test_hidden_single_in_a_colour_group() -> None:
    grid = Grid([0] * 81, variant=COLOUR)
    group_1 = list(COLOUR.houses[27].cells)
    for c in group_1[1:]:
        grid.exclude(c, 9)
    (step,) = hidden_single(grid)
    assert step.placements == ((cell("r1c1"), 9),)
    assert "in colour group 1" in step.explanation


def test_pointing_along_a_diagonal() -> None:
    # X-Sudoku: in box 1, 5 is left only on r1c1, r2c2, r3c3, which also lie on
    # the main diagonal, so r4c4..r9c9 lose 5. (No row or column holds all three.)
    grid = Grid([0] * 81, variant=X_SUDOKU)
    for name in ("r1c2", "r1c3", "r2c1", "r2c3", "r3c1", "r3c2"):
        grid.exclude(cell(name), 5)
    steps = list(pointing(grid))
    (step,) = [s for s in steps if "diagonal" in s.explanation]
    assert step.eliminations == elims(", ".join(f"r{i}c{i}<>5" for i in range(4, 10)))
    assert "which all lie in the main diagonal" in step.explanation


def test_naked_single_reason_names_the_variant_houses() -> None:
    # X-Sudoku: r1c1 sees 1-7 in row 1 (r1c2..r1c8) and 8 on the main diagonal
    # (r9c9), so 9 is its only candidate.
    values = [0] * 81
    for c, d in zip(range(1, 8), range(1, 8), strict=True):
        values[c] = d
    values[cell("r9c9")] = 8
    grid = Grid(values, variant=X_SUDOKU)
    (step,) = [s for s in naked_single(grid) if s.placements[0][0] == cell("r1c1")]
    assert step.placements == ((cell("r1c1"), 9),)
    assert "one of its houses" in step.explanation
    # Classic: r1c1 keeps 8 and 9.
    assert candidate_digits(Grid(values), cell("r1c1")) == (8, 9)


def test_every_variant_knows_its_kind_and_title() -> None:
    from engine import CLASSIC, COLOUR, X_SUDOKU, jigsaw

    layout = "".join(str(c // 27 * 3 + c % 9 // 3 + 1) for c in range(81))
    named = [(v.kind, v.title) for v in (CLASSIC, X_SUDOKU, COLOUR, jigsaw(layout))]
    assert named == [
        ("classic", "Classic"),
        ("x", "X-Sudoku"),
        ("colour", "Colour Sudoku"),
        ("jigsaw", "Jigsaw"),
    ]
