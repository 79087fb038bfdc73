"""Full house, naked single, hidden single (in a box, a row, a column): fires and must-not-fire.

Every expected step below was reasoned out by hand from the board; the comment
above each case says why it is right.
"""

from __future__ import annotations

from board_text import EASY_1, EASY_1_SOLUTION, assert_fits_solution, cell, grid_from_board

from engine import Grid, parse
from engine.step import BASE, CANDIDATE, HOUSE, TARGET, Highlight
from engine.techniques.singles import full_house, hidden_single, naked_single

# sudokuexchange easy #1 after a few singles.
FULL_HOUSE_BOARD = """
{12}   5      {1289} 7    {29}  3    4     6      {129}
{1236} {1269} 7      {29} {259} 4    8     {1235} {1259}
{234}  {29}   {2349} 8    1     6    {357} {2357} {2579}
{1246} {12689} {12489} {1269} 3 {78} {57}  {2457} {257}
{246}  {2689} 5      {269} {269} {78} 1    {2347} {27}
7      3      {12}   {12} 4     5    9     8      6
9      7      6      3    8     1    2     {5}    4
8      4      {1}    5    7     2    {6}   9      3
{1235} {12}   {123}  4    {6}   9    {567} {157}  {1578}
"""

# sudokuexchange easy #3 after some singles.
HIDDEN_BOX_BOARD = """
{459}   {4569}  {4569}   8      2      3      {67}    {679}   1
{1259}  {25689} 3        {56}   {1579} {1567} 4       {6789}  {789}
{149}   7       {14689}  {46}   {149}  {146}  {368}   5       2
3       {2458}  {4578}   9      6      {457}  {2578}  1       {4578}
{4579}  {45689} {456789} 1      {457}  2      {3578}  {3789}  {345789}
{24579} 1       {4579}   {45}   3      8      {257}   {279}   6
8       3       {1579}   {256}  {15}   {156}  {12567} 4       {57}
{1457}  {45}    2        {3456} {145}  {1456} 9       {3678}  {3578}
6       {45}    {145}    7      8      9      {1235}  {23}    {35}
"""
EASY_3_SOLUTION = (
    "594823671263517489178694352327965814486172593915438726839256147752341968641789235"
)

# sudokuexchange medium #3, two moments of its solve.
HIDDEN_ROW_BOARD = """
{39}   {179}   2     {14679} {3459} {13457} 8     {346}  {34567}
{389}  {789}   5     {46789} 2      {3478}  1     {346}  {3467}
4      6       {137} {178}   {35}   {13578} {357} 2      9
1      3       8     {479}   6      {47}    {79}  5      2
2      {57}    9     {17}    8      {157}   4     {136}  {1367}
6      {457}   {47}  3       {459}  2       {79}  8      {17}
{3589} {14589} 6     {48}    7      {348}   2     {1349} {1345}
7      {1459}  {134} 2       {34}   6       {359} {1349} 8
{38}   2       {34}  5       1      9       {36}  7      {346}
"""
HIDDEN_COLUMN_BOARD = """
{39}  {179}   2     {14679} {3459} {13457} 8     {346}  {34567}
{39}  8       5     {4679}  2      {347}   1     {346}  {3467}
4     6       {137} {178}   {35}   {13578} {357} 2      9
1     3       8     {479}   6      {47}    {79}  5      2
2     {57}    9     {17}    8      {157}   4     {36}   {367}
6     {457}   {47}  3       {459}  2       {79}  8      1
{359} {1459}  6     {48}    7      {348}   2     {1349} {345}
7     {1459}  {134} 2       {34}   6       {359} {1349} 8
8     2       {34}  5       1      9       {36}  7      {346}
"""
MEDIUM_3_SOLUTION = (
    "312947865985623147467851329138764952279185436654392781596478213741236598823519674"
)

# Row 1 holds 1-7 and nothing else is placed: r1c8 and r1c9 are both {8,9}.
ROW_ONE_BOARD = "1234567" + "." * 74


def house_index(grid: Grid, name: str) -> int:
    return next(i for i, h in enumerate(grid.variant.houses) if h.name == name)


def test_fixture_boards_are_real_positions() -> None:
    assert_fits_solution(grid_from_board(FULL_HOUSE_BOARD), EASY_1_SOLUTION)
    assert_fits_solution(grid_from_board(HIDDEN_BOX_BOARD), EASY_3_SOLUTION)
    assert_fits_solution(grid_from_board(HIDDEN_ROW_BOARD), MEDIUM_3_SOLUTION)
    assert_fits_solution(grid_from_board(HIDDEN_COLUMN_BOARD), MEDIUM_3_SOLUTION)


# ----- full house ------------------------------------------------------------


def test_full_house_in_a_box() -> None:
    # Box 8 is 3 8 1 / 5 7 2 / 4 . 9: r9c5 is its only empty cell and 6 the only
    # missing digit. Row 9 and column 5 still have other empty cells.
    grid = grid_from_board(FULL_HOUSE_BOARD)
    steps = list(full_house(grid))
    (step,) = [s for s in steps if s.placements == ((cell("r9c5"), 6),)]
    assert step.technique == "full-house"
    assert step.eliminations == ()
    assert "r9c5" in step.explanation and "box 8" in step.explanation
    assert step.explanation.endswith("so r9c5=6.")
    assert step.nudge == "Look for a full house in box 8."
    assert Highlight(HOUSE, house_index(grid, "box 8"), BASE) in step.highlights
    assert Highlight(CANDIDATE, (cell("r9c5"), 6), TARGET) in step.highlights


def test_full_house_is_reported_once_for_the_last_cell_of_three_houses() -> None:
    # The solution less r5c5: that cell is the last of row 5, column 5 and box 5,
    # and one placement is one step, named by its box (boxes are offered first).
    values = [int(ch) for ch in EASY_1_SOLUTION]
    values[cell("r5c5")] = 0
    steps = list(full_house(Grid(values)))
    assert [s.placements for s in steps] == [((cell("r5c5"), 9),)]
    assert "box 5" in steps[0].explanation


def test_full_house_in_columns_when_row_and_box_have_two_gaps() -> None:
    # The solution less r9c5 (6) and r9c6 (9): row 9 and box 8 have two empty
    # cells each, so only columns 5 and 6 are full houses.
    values = [int(ch) for ch in EASY_1_SOLUTION]
    values[cell("r9c5")] = values[cell("r9c6")] = 0
    steps = list(full_house(Grid(values)))
    assert [s.placements for s in steps] == [((cell("r9c5"), 6),), ((cell("r9c6"), 9),)]
    assert "column 5" in steps[0].explanation and "column 6" in steps[1].explanation


def test_no_full_house_when_the_missing_digit_was_ruled_out() -> None:
    # r5c5 is the last empty cell, but the player struck its 9: a contradiction,
    # not a full house, and no naked single either (no candidate left).
    values = [int(ch) for ch in EASY_1_SOLUTION]
    values[cell("r5c5")] = 0
    grid = Grid(values)
    grid.exclude(cell("r5c5"), 9)
    assert list(full_house(grid)) == []
    assert list(naked_single(grid)) == []


def test_no_full_house_in_a_house_with_a_repeated_digit() -> None:
    # A player's wrong entries: row 1 is 1 2 3 4 5 5 7 8 . and r5c9 holds 9, so
    # r1c9 can only be 6. Row 1 misses two digits (6 and 9): that is no full
    # house, though r1c9 is its only empty cell; it is a naked single.
    values = [1, 2, 3, 4, 5, 5, 7, 8, 0] + [0] * 72
    values[cell("r5c9")] = 9
    grid = Grid(values, givens=0)
    assert list(full_house(grid)) == []
    assert [s.placements for s in naked_single(grid)] == [((cell("r1c9"), 6),)]


def test_no_full_house_while_every_house_has_two_gaps() -> None:
    # Row 1 has r1c8 and r1c9 empty; every other house has at least six.
    assert list(full_house(parse(ROW_ONE_BOARD))) == []


# ----- naked single -----------------------------------------------------------


def test_naked_single_from_the_givens() -> None:
    # r7c5 in easy #1: row 7 holds 9 6 2 4, column 5 holds 1 3 4 7, box 8 holds
    # 5 7 2 4 9; together every digit but 8.
    grid = parse(EASY_1)
    steps = list(naked_single(grid))
    (step,) = [s for s in steps if s.placements[0][0] == cell("r7c5")]
    assert step.technique == "naked-single"
    assert step.placements == ((cell("r7c5"), 8),)
    assert step.explanation == (
        "Naked Single: r7c5 can only be 8, because every other digit already appears "
        "in its row, column or box, so r7c5=8."
    )
    assert step.nudge == "Look for a naked single in box 8."
    # The solution agrees (a check on the fixture, not on the engine).
    assert EASY_1_SOLUTION[cell("r7c5")] == "8"


def test_no_naked_single_when_every_cell_keeps_two_candidates() -> None:
    # r1c8 and r1c9 are {8,9}; any other cell sees at most three digits.
    assert list(naked_single(parse(ROW_ONE_BOARD))) == []


def test_naked_single_made_by_an_exclusion_says_so() -> None:
    grid = parse(ROW_ONE_BOARD)
    grid.exclude(cell("r1c8"), 9)
    (step,) = naked_single(grid)
    assert step.placements == ((cell("r1c8"), 8),)
    assert "or has been ruled out there" in step.explanation


# ----- hidden single ----------------------------------------------------------


def test_hidden_single_in_a_box() -> None:
    # Box 3: r1c7 {67}, r1c8 {679}, r2c8 {6789}, r2c9 {789}, r3c7 {368}; the rest
    # are filled, so 3 fits only r3c7, which still has three candidates.
    grid = grid_from_board(HIDDEN_BOX_BOARD)
    steps = list(hidden_single(grid))
    (step,) = [s for s in steps if s.placements == ((cell("r3c7"), 3),)]
    assert step.technique == "hidden-single"
    assert step.explanation == "Hidden Single: in box 3, 3 can only go in r3c7, so r3c7=3."
    assert step.nudge == "Look for a hidden single in box 3."
    assert Highlight(HOUSE, house_index(grid, "box 3"), BASE) in step.highlights


def test_hidden_single_in_a_row() -> None:
    # Row 6: 6 {457} {47} 3 {459} 2 {79} 8 {17}: 1 only in r6c9. It is not a box
    # single (box 6 has 1 in r5c8, r5c9 too) nor a column one (r5c9, r7c9).
    grid = grid_from_board(HIDDEN_ROW_BOARD)
    steps = list(hidden_single(grid))
    (step,) = [s for s in steps if s.placements == ((cell("r6c9"), 1),)]
    assert step.explanation == "Hidden Single: in row 6, 1 can only go in r6c9, so r6c9=1."
    assert step.nudge == "Look for a hidden single in row 6."


def test_hidden_single_in_a_column() -> None:
    # Column 1: {39} {39} 4 1 2 6 {359} 7 8: 5 only in r7c1. Box 7 also has 5 in
    # r7c2 and r8c2, row 7 in r7c2 and r7c9, so it is a column single only.
    grid = grid_from_board(HIDDEN_COLUMN_BOARD)
    steps = list(hidden_single(grid))
    (step,) = [s for s in steps if s.placements == ((cell("r7c1"), 5),)]
    assert step.explanation == "Hidden Single: in column 1, 5 can only go in r7c1, so r7c1=5."


def test_no_hidden_single_when_each_digit_has_two_places() -> None:
    # 8 and 9 each have two places in row 1; the empty rows give every digit
    # several places in every other house.
    assert list(hidden_single(parse(ROW_ONE_BOARD))) == []


def test_hidden_single_after_an_exclusion_and_not_for_the_naked_single() -> None:
    # With r1c8<>9, 9 fits only r1c9 in row 1, and r1c9 is still {8,9}: a hidden
    # single. r1c8 is left {8}, a naked single, but 8 still has two places in
    # row 1 (r1c8, r1c9), so it is no hidden single.
    grid = parse(ROW_ONE_BOARD)
    grid.exclude(cell("r1c8"), 9)
    steps = list(hidden_single(grid))
    assert [s.placements for s in steps] == [((cell("r1c9"), 9),)]
    assert "in row 1" in steps[0].explanation


def test_hidden_single_skips_a_cell_that_is_a_naked_single() -> None:
    # Solution less r5c5 and r5c6 (9 and 7): in column 5, 9 fits only r5c5, but
    # r5c5 has the one candidate 9, so that is a naked single, not a hidden one.
    values = [int(ch) for ch in EASY_1_SOLUTION]
    values[cell("r5c5")] = values[cell("r5c6")] = 0
    grid = Grid(values)
    assert list(hidden_single(grid)) == []
    assert [s.placements for s in naked_single(grid)] == [
        ((cell("r5c5"), 9),),
        ((cell("r5c6"), 7),),
    ]


def test_hidden_single_shows_the_digits_that_block_the_other_cells() -> None:
    # On a fresh board nothing is excluded: every other empty cell of the house
    # misses the digit because a placed copy sees it, and the step shows one.
    from engine.step import CELL, PATTERN

    grid = parse(EASY_1)
    steps = list(hidden_single(grid))
    assert steps
    for step in steps:
        (target, digit), = step.placements
        (base,) = [h.ref for h in step.highlights if h.kind == HOUSE]
        blockers = {h.ref for h in step.highlights if h.kind == CELL and h.role == PATTERN}
        assert blockers and all(grid.values[b] == digit for b in blockers), step.explanation
        for c in grid.variant.houses[base].cells:
            if c != target and not grid.values[c]:
                assert any(grid.variant.sees(c, b) for b in blockers), (step.explanation, c)
