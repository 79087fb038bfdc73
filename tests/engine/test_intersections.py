"""Locked candidates, pointing and claiming: real and built positions, and must-not-fire."""

from __future__ import annotations

from board_text import assert_fits_solution, cell, elims, grid_from_board

from engine import Grid
from engine.explain import words
from engine.step import BASE, CANDIDATE, COVER, HOUSE, PATTERN, Highlight
from engine.techniques.intersections import claiming, pointing

# sudokuexchange medium #1 after its singles.
POINTING_BOARD = """
3      2     {57}  9 4 1 {578} {67} {5678}
6      4     8     7 5 2 9     3    1
{1579} {179} {157} 8 6 3 {57}  2    4
{58}   6     9     4 2 7 {58}  1    3
{157}  {17}  3     6 8 9 2     4    {57}
4      {78}  2     1 3 5 6     {79} {789}
{19}   3     {16}  5 7 8 4     {69} 2
2      5     {67}  3 9 4 1     8    {67}
{789}  {789} 4     2 1 6 3     5    {79}
"""
POINTING_SOLUTION = (
    "325941768648752931971863524569427813713689245482135679136578492257394186894216357"
)

# sudokuexchange medium #24 after its singles.
CLAIMING_BOARD = """
2     4    8       5       3      9      6         {17}   {17}
7     6    {135}   {12}    {18}   {18}   {12358}   9      4
9     {15} {135}   {12467} {1678} {1478} {12358}   {18}   {158}
3     2    {1567}  {1679}  4      {17}   {15789}   {1678} {156789}
{145} 9    {14567} 8       {1567} 2      {157}     3      {1567}
8     {15} {1567}  {1679}  {1567} 3      {1579}    4      2
{145} 7    {145}   3       9      6      {18}      2      {18}
{16}  8    9       {17}    2      5      4         {167}  3
{16}  3    2       {147}   {178}  {1478} {179}     5      {1679}
"""
CLAIMING_SOLUTION = (
    "248539617765218394913467285326941578497852136851673942574396821189725463632184759"
)


def house(grid: Grid, name: str) -> int:
    return next(i for i, h in enumerate(grid.variant.houses) if h.name == name)


def empty_grid_without(digit: int, *names: str) -> Grid:
    """An empty grid in which `digit` has been ruled out of the named cells."""
    grid = Grid([0] * 81)
    for name in names:
        grid.exclude(cell(name), digit)
    return grid


def test_fixture_boards_are_real_positions() -> None:
    assert_fits_solution(grid_from_board(POINTING_BOARD), POINTING_SOLUTION)
    assert_fits_solution(grid_from_board(CLAIMING_BOARD), CLAIMING_SOLUTION)


def test_pointing_on_a_real_position() -> None:
    # Box 4 is {58} 6 9 / {157} {17} 3 / 4 {78} 2: 5 only in r4c1 and r5c1, both
    # in column 1. Column 1's other empty cells are r3c1 {1579}, r7c1 {19} and
    # r9c1 {789}; only r3c1 has a 5 to lose.
    grid = grid_from_board(POINTING_BOARD)
    steps = list(pointing(grid))
    (step,) = [s for s in steps if s.eliminations == elims("r3c1<>5")]
    assert step.technique == "locked-candidates-pointing"
    assert step.placements == ()
    assert words(step).summary == (
        "Locked Candidates (Pointing): in box 4, 5 can only go in r4c1 and r5c1, which both "
        "lie in column 1. Whichever of them holds the 5, no other cell of column 1 can, "
        "so r3c1<>5."
    )
    assert step.nudge == "Look for locked candidates (pointing) in box 4."
    assert Highlight(HOUSE, house(grid, "box 4"), BASE) in step.highlights
    assert Highlight(HOUSE, house(grid, "column 1"), COVER) in step.highlights
    assert Highlight(CANDIDATE, (cell("r4c1"), 5), PATTERN) in step.highlights
    assert Highlight(CANDIDATE, (cell("r5c1"), 5), PATTERN) in step.highlights


def test_claiming_on_a_real_position() -> None:
    # Row 1 is 2 4 8 5 3 9 6 {17} {17}: 1 only in r1c8 and r1c9, both in box 3.
    # The other empty cells of box 3 (r2c7 {12358}, r3c7 {12358}, r3c8 {18},
    # r3c9 {158}) all hold a 1, and all lose it.
    grid = grid_from_board(CLAIMING_BOARD)
    steps = list(claiming(grid))
    expected = elims("r2c7<>1, r3c7<>1, r3c8<>1, r3c9<>1")
    (step,) = [s for s in steps if s.eliminations == expected]
    assert step.technique == "locked-candidates-claiming"
    assert words(step).summary.startswith(
        "Locked Candidates (Claiming): in row 1, 1 can only go in r1c8 and r1c9, which both "
        "lie in box 3."
    )
    assert words(step).summary.endswith("so r2c7<>1, r3c7<>1, r3c8<>1, r3c9<>1.")
    assert step.nudge == "Look for locked candidates (claiming) in row 1."


def test_pointing_on_a_built_position_and_nothing_else() -> None:
    # An empty grid where 5 is ruled out of box 1 except r1c1 and r1c2: box 1
    # points along row 1, so r1c4..r1c9 lose 5. No line has its 5s in one box
    # (row 1 still has them in boxes 1-3, rows 2-3 in boxes 2-3, columns 1-3 in
    # boxes 1/4/7 or 4/7), so claiming finds nothing.
    grid = empty_grid_without(5, "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3")
    assert [s.eliminations for s in pointing(grid)] == [
        elims("r1c4<>5, r1c5<>5, r1c6<>5, r1c7<>5, r1c8<>5, r1c9<>5")
    ]
    assert list(claiming(grid)) == []


def test_no_pointing_when_the_box_spreads_over_two_lines() -> None:
    # 5 in box 1 only in r1c1 and r2c2: different row, different column.
    grid = empty_grid_without(5, "r1c2", "r1c3", "r2c1", "r2c3", "r3c1", "r3c2", "r3c3")
    assert list(pointing(grid)) == []


def test_claiming_on_a_built_position_and_nothing_else() -> None:
    # 5 ruled out of row 1 except r1c1 and r1c2: row 1 claims 5 for box 1, so
    # box 1's rows 2 and 3 lose it. Boxes 2 and 3 keep their 5s on rows 2-3
    # (two rows each) and box 1 on three rows, so nothing points.
    grid = empty_grid_without(5, "r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9")
    assert [s.eliminations for s in claiming(grid)] == [
        elims("r2c1<>5, r2c2<>5, r2c3<>5, r3c1<>5, r3c2<>5, r3c3<>5")
    ]
    assert list(pointing(grid)) == []


def test_no_claiming_when_the_line_reaches_two_boxes() -> None:
    # Row 1 keeps 5 in r1c1, r1c2 (box 1) and r1c4 (box 2).
    grid = empty_grid_without(5, "r1c3", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9")
    assert list(claiming(grid)) == []
    assert list(pointing(grid)) == []


def test_no_locked_candidates_with_nothing_to_remove() -> None:
    # Box 1 points along row 1 (5 only in r1c1, r1c2), but the rest of row 1 has
    # lost its 5 already: that is no step. Row 1 claiming box 1 likewise.
    grid = empty_grid_without(
        5, *[f"r{r}c{c}" for r, c in [(1, 3), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)]]
    )
    for c in range(4, 10):
        grid.exclude(cell(f"r1c{c}"), 5)
    assert list(pointing(grid)) == []
    assert list(claiming(grid)) == []


def test_a_digit_with_one_place_is_a_hidden_single_not_locked_candidates() -> None:
    # 5 kept in box 1 only at r1c1 (and in row 1 only at r1c1 too): that is a
    # hidden single; neither locked-candidates finder reports its side effects.
    grid = empty_grid_without(5, "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3")
    for c in range(2, 10):
        grid.exclude(cell(f"r1c{c}"), 5)
    assert list(pointing(grid)) == []
    assert list(claiming(grid)) == []
