"""Uniqueness techniques: real positions where each fires, and where none may.

Each real board is a moment of a sudokuexchange diabolical solve (puzzle #n is
line n+1 of `sudokuexchange_diabolical_20k.txt`), frozen with its candidates. A
board writes every filled cell as a digit, so the puzzle line beside it says which
of them are givens: avoidable rectangles care.
The comments give the hand check of the expected step.
"""

from __future__ import annotations

import pytest
from board_text import assert_fits_solution, cell, cells, elims, grid_from_board

from engine import CLASSIC, COLOUR, X_SUDOKU, Grid, Variant, load_puzzle, parse, solve_path
from engine.explain import words
from engine.step import BASE, CANDIDATE, CELL, FIN, HOUSE, PATTERN, TARGET, Highlight
from engine.techniques import LADDER, Technique
from engine.techniques.uniqueness import (
    avoidable_rectangle_1,
    avoidable_rectangle_2,
    bug_plus_1,
    hidden_rectangle,
    unique_rectangle_1,
    unique_rectangle_2,
    unique_rectangle_3,
    unique_rectangle_4,
    unique_rectangle_5,
    unique_rectangle_6,
)

FINDERS = (
    unique_rectangle_1,
    unique_rectangle_2,
    unique_rectangle_3,
    unique_rectangle_4,
    unique_rectangle_5,
    unique_rectangle_6,
    hidden_rectangle,
    avoidable_rectangle_1,
    avoidable_rectangle_2,
    bug_plus_1,
)

# sudokuexchange diabolical #212 (line 213 of sudokuexchange_diabolical_20k.txt).
UR1_PUZZLE = ".745.....9....38......149..1......8.34.....25.2......1..236......52....9.....546."
UR1_SOLUTION = "874596213951723846263814957197652384348971625526438791412369578685247139739185462"
UR1_BOARD = """
{68}  7     4     5      {89}  {689}   2    1 3
9     5     1     {67}   2     3       8    4 {67}
2     {368} {36}  {678}  1     4       9    5 {67}
1     {69}  7     {69}   5     2       3    8 4
3     4     {689} {1689} {789} {16789} {67} 2 5
5     2     {68}  4      3     {678}   {67} 9 1
4     {19}  2     3      6     {19}    5    7 8
{678} {68}  5     2      4     {78}    1    3 9
{78}  {139} {39}  {189}  {789} 5       4    6 2
"""

# sudokuexchange diabolical #205 (line 206 of sudokuexchange_diabolical_20k.txt).
UR2_PUZZLE = "4.81.96.7.7.2.5.9...........5.....4...96473..3.......9.3.....7..64...51...57.39.."
UR2_SOLUTION = "428139657673285491591476238856391742219647385347852169932514876764928513185763924"
UR2_BOARD = """
4     2    8     1    3     9     6     5     7
{16}  7    3     2    {68}  5     4     9     {18}
5     9    {16}  {48} 7     {46}  {128} 3     {128}
{268} 5    {267} 3    9     {128} {127} 4     {126}
{128} {18} 9     6    4     7     3     {28}  5
3     4    {267} {58} {258} {128} {127} {268} 9
9     3    {12}  {45} {156} {46}  {28}  7     {268}
7     6    4     9    {28}  {28}  5     1     3
{128} {18} 5     7    {16}  3     9     {26}  4
"""

# sudokuexchange diabolical #242 (line 243 of sudokuexchange_diabolical_20k.txt).
UR3_PUZZLE = "....6.297............8..516..8395.4.9.......3.3.1867..381..9............247.3...."
UR3_SOLUTION = "853461297126957834794823516678395142915742683432186759381679425569214378247538961"
UR3_BOARD = """
8     {15}  {34} {45}    6      {134}   2     9    7
{156} 2     {56} 9       {157}  {17}    {48}  3    {48}
7     9     {34} 8       {24}   {234}   5     1    6
{16}  7     8    3       9      5       {16}  4    2
9     {156} {56} {247}   {247}  {247}   {168} {68} 3
4     3     2    1       8      6       7     5    9
3     8     1    {24567} {2457} 9       {46}  {27} {45}
{56}  {56}  9    {247}   {1247} {12478} 3     {27} {148}
2     4     7    {56}    3      {18}    9     {68} {158}
"""

# sudokuexchange diabolical #200 (line 201 of sudokuexchange_diabolical_20k.txt).
UR4_PUZZLE = "4..5.9..61...2...5..63.81...3.....5.7.4.6.2.8.........3.5.4.8.76.......4.4.....3."
UR4_SOLUTION = "483519726179426385526378149238794651754163298961285473315942867692837514847651932"
UR4_BOARD = """
4     {278}   {2378} 5        1     9       {37} {28} 6
1     {789}   {3789} {46}     2     {46}    {37} {89} 5
5     {29}    6      3        7     8       1    4    {29}
{289} 3       {1289} {47}     {89}  {47}    6    5    {19}
7     5       4      {19}     6     3       2    {19} 8
{89}  6       {189}  {1289}   {589} {125}   4    7    3
3     {129}   5      {129}    4     {12}    8    6    7
6     {12789} {2789} {12789}  3     {1257}  {59} {12} 4
{289} 4       {2789} {126789} {589} {12567} {59} 3    {12}
"""

# sudokuexchange diabolical #304 (line 305 of sudokuexchange_diabolical_20k.txt).
UR5_PUZZLE = ".2.....6....2.4...9.5...8.4.........5.......264.512.98..6...9..71.9.5.46..41.75.."
UR5_SOLUTION = "427853169861294357935671824182749635579386412643512798356428971718935246294167583"
UR5_BOARD = """
4    2     {178} {378} {35789} {389} {137} 6    {579}
{38} 6     {178} 2     {5789}  4     {137} {35} {579}
9    {37}  5     6     {37}    1     8     2    4
1    {78}  2     {378} {49}    {69}  {46}  {35} {57}
5    {378} 9     {378} {3478}  {368} {46}  1    2
6    4     {37}  5     1       2     {37}  9    8
{38} 5     6     4     2       {38}  9     7    1
7    1     {38}  9     {38}    5     2     4    6
2    9     4     1     6       7     5     8    3
"""

# sudokuexchange diabolical #295 (line 296 of sudokuexchange_diabolical_20k.txt).
UR6_PUZZLE = "..19.42..59.....38..7.3.4..3..6.5..7..........6.4.1.5.9.......4.1.8.3.9....769..."
UR6_SOLUTION = "631984275594217638827536419348695127175328946269471853983152764716843592452769381"
UR6_BOARD = """
6    3     1      9 8     4 2    7     5
5    9     4      2 1     7 6    3     8
8    2     7      5 3     6 4    1     9
3    {48}  {289}  6 {29}  5 1    {24}  7
1    {457} {25}   3 {27}  8 9    {246} {26}
{27} 6     {29}   4 {279} 1 8    5     3
9    {78}  {368}  1 5     2 {37} {68}  4
{27} 1     {256}  8 4     3 {57} 9     {26}
4    {58}  {2358} 7 6     9 {35} {28}  1
"""

# sudokuexchange diabolical #203 (line 204 of sudokuexchange_diabolical_20k.txt).
HIDDEN_PUZZLE = "85.3....9..79....8....18.5...2....64..6.2.8..98....5...9.75....7....63..4....1.96"
HIDDEN_SOLUTION = (
    "854372619167945238239618457572183964346529871981467523693754182718296345425831796"
)
HIDDEN_BOARD = """
8     5      {14}  3     {467}  {247} {1246} {124}  9
{12}  {146}  7     9     {46}   5     {1246} 3      8
{23}  {346}  9     {246} 1      8     {246}  5      7
{135} {137}  2     {158} {378}  {37}  9      6      4
{135} {1347} 6     {145} 2      9     8      {17}   {13}
9     8      {134} {146} {3467} {347} 5      {127}  {123}
6     9      {138} 7     5      {234} {124}  {1248} {12}
7     {12}   {18}  {24}  9      6     3      {1248} 5
4     {23}   5     {28}  {38}   1     7      9      6
"""

# sudokuexchange diabolical #315 (line 316 of sudokuexchange_diabolical_20k.txt).
AR1_PUZZLE = "8.7....9...4.8.26....6..3...3.42..1....8.3....4..76.3...3..8....86.1.7...1....5.9"
AR1_SOLUTION = "867231495354789261129654378638425917271893654945176832793548126586912743412367589"
AR1_BOARD = """
8      6    7    {25}   3    {12}  {14} 9    {145}
3      {59} 4    {579}  8    {179} 2    6    {15}
1      2    {59} 6      {45} {49}  3    7    8
6      3    8    4      2    5     9    1    7
2      7    1    8      9    3     {46} 5    {46}
{59}   4    {59} 1      7    6     8    3    2
{4579} {59} 3    {2579} {45} 8     {16} {24} {16}
{459}  8    6    {259}  1    {249} 7    {24} 3
{47}   1    2    3      6    {47}  5    8    9
"""

# sudokuexchange diabolical #867 (line 868 of sudokuexchange_diabolical_20k.txt).
AR2_PUZZLE = "..8...693.79.....26...9..7..5.6.7...4..9.2..8...8.5.6..1..5...97.....34.984...1.."
AR2_SOLUTION = "248571693579463812631298475853647921467912538192835764316754289725189346984326157"
AR2_BOARD = """
{25} 4 8      {25} 7    1 6    9    3
{15} 7 9      4    6    3 {58} {18} 2
6    3 {12}   {25} 9    8 {45} 7    {5}
8    5 {23}   6    {34} 7 9    {23} 1
4    6 {137}  9    {13} 2 {57} {3}  8
{12} 9 {1237} 8    {13} 5 {27} 6    4
3    1 6      7    5    4 {28} {28} 9
7    2 5      1    8    9 3    4    6
9    8 4      3    2    6 1    5    7
"""

# sudokuexchange diabolical #229 (line 230 of sudokuexchange_diabolical_20k.txt).
BUG_PUZZLE = "...861....2..5.36..7.2.....9.....7.458..4..324.2.....9.....2.7..51.3..9....975..."
BUG_SOLUTION = "345861927129754368678293415913526784587149632462387159894612573751438296236975841"
BUG_BOARD = """
3    4    5    8    6    1    9     2    7
{18} 2    9    7    5    4    3     6    {18}
{16} 7    {68} 2    9    3    4     {18} 5
9    {16} 3    5    2    {68} 7     {18} 4
5    8    7    {16} 4    9    {16}  3    2
4    {16} 2    3    {18} 7    {168} 5    9
{68} 9    4    {16} {18} 2    5     7    3
7    5    1    4    3    {68} 2     9    {68}
2    3    {68} 9    7    5    {18}  4    {16}
"""

# sudokuexchange diabolical #201 (line 202), part way through its solve.
FOUR_BOXES_PUZZLE = (
    "6.3...7.8.5.6.8.4....9.7.....67.24..1.......24.......3.1.....9..6.....2...94638.."
)
FOUR_BOXES_SOLUTION = (
    "693124758751638249248957631936712485185346972472589163814275396367891524529463817"
)
FOUR_BOXES_BOARD = """
6      9     3     {125} {1245} {14}  7      {15} 8
{27}   5     {127} 6     3      8     {12}   4    9
{28}   4     {128} 9     {15}   7     {1256} 3    {156}
9      3     6     7     {15}   2     4      8    {15}
1      {78}  {57}  3     {4589} {469} {59}   {67} 2
4      {278} {257} {158} {1589} {169} {159}  {67} 3
{378}  1     {478} {28}  {278}  5     {36}   9    {467}
{3578} 6     {478} {18}  {1789} {19}  {35}   2    {457}
{257}  {27}  9     4     6      3     8      {15} {157}
"""

# sudokuexchange diabolical #200 (line 201), early in its solve.
GIVEN_CORNER_PUZZLE = (
    "4..5.9..61...2...5..63.81...3.....5.7.4.6.2.8.........3.5.4.8.76.......4.4.....3."
)
GIVEN_CORNER_SOLUTION = (
    "483519726179426385526378149238794651754163298961285473315942867692837514847651932"
)
GIVEN_CORNER_BOARD = """
4      {278}    {2378}  5        1      9        {37}    {278}   6
1      {789}    {3789}  {46}     2      {46}     {3479}  {4789}  5
{259}  {259}    6       3        7      8        1       {249}   {29}
{289}  3        {1289}  {124789} {89}   {1247}   {4679}  5       {19}
7      {159}    4       {19}     6      {135}    2       {19}    8
{2589} {125689} {1289}  {124789} {3589} {123457} {34679} {14679} {139}
3      {129}    5       {1269}   4      {126}    8       {1269}  7
6      {12789}  {12789} {12789}  {3589} {12357}  {59}    {129}   4
{289}  4        {12789} {126789} {589}  {12567}  {569}   3       {129}
"""

FIXTURES = {
    "ur1": (UR1_BOARD, UR1_PUZZLE, UR1_SOLUTION),
    "ur2": (UR2_BOARD, UR2_PUZZLE, UR2_SOLUTION),
    "ur3": (UR3_BOARD, UR3_PUZZLE, UR3_SOLUTION),
    "ur4": (UR4_BOARD, UR4_PUZZLE, UR4_SOLUTION),
    "ur5": (UR5_BOARD, UR5_PUZZLE, UR5_SOLUTION),
    "ur6": (UR6_BOARD, UR6_PUZZLE, UR6_SOLUTION),
    "hidden": (HIDDEN_BOARD, HIDDEN_PUZZLE, HIDDEN_SOLUTION),
    "ar1": (AR1_BOARD, AR1_PUZZLE, AR1_SOLUTION),
    "ar2": (AR2_BOARD, AR2_PUZZLE, AR2_SOLUTION),
    "bug": (BUG_BOARD, BUG_PUZZLE, BUG_SOLUTION),
    "four-boxes": (FOUR_BOXES_BOARD, FOUR_BOXES_PUZZLE, FOUR_BOXES_SOLUTION),
    "given-corner": (GIVEN_CORNER_BOARD, GIVEN_CORNER_PUZZLE, GIVEN_CORNER_SOLUTION),
}


def position(key: str, unique: bool = True) -> Grid:
    """The frozen board with the puzzle's givens, known to have one solution."""
    board, puzzle, _solution = FIXTURES[key]
    grid = grid_from_board(board)
    givens = sum(1 << c for c, ch in enumerate(puzzle) if ch != ".")
    return Grid(grid.values, givens=givens, exclusions=grid.exclusions, unique=unique)


def pattern(grid: Grid, corners: list[int], a: int, b: int) -> set[Highlight]:
    """The rectangle's own highlights: a and b as pattern, every other candidate a fin."""
    out = set()
    for c in corners:
        for d in range(1, 10):
            if grid.candidates[c] >> (d - 1) & 1:
                out.add(Highlight(CANDIDATE, (c, d), PATTERN if d in (a, b) else FIN))
    return out


def targets(*names: str) -> set[Highlight]:
    return {Highlight(CELL, cell(n), TARGET) for n in names}


@pytest.mark.parametrize("key", list(FIXTURES))
def test_fixture_boards_are_real_positions(key: str) -> None:
    board, puzzle, solution = FIXTURES[key]
    grid = position(key)
    assert_fits_solution(grid, solution)
    for c, ch in enumerate(puzzle):
        if ch != ".":
            assert grid.values[c] == int(ch), f"given {c} differs from the puzzle"


@pytest.mark.parametrize("key", list(FIXTURES))
def test_nothing_without_known_uniqueness(key: str) -> None:
    # The same positions with grid.unique False (a bare Grid, engine.parse) give nothing.
    grid = position(key, unique=False)
    for finder in FINDERS:
        assert list(finder(grid)) == [], finder.__name__


def test_load_puzzle_sets_unique_and_parse_does_not() -> None:
    assert load_puzzle(BUG_PUZZLE).grid.unique is True
    assert parse(BUG_PUZZLE).unique is False


# ----- unique rectangles ------------------------------------------------------------


def test_unique_rectangle_1() -> None:
    # r2c4, r2c9 and r3c9 are {6,7}; r3c4 is {6,7,8}. Rows 2-3, columns 4 and 9:
    # boxes 2 and 3. If r3c4 were 6 or 7 the four cells would be a 6/7 swap, so r3c4=8.
    grid = position("ur1")
    (step,) = list(unique_rectangle_1(grid))
    assert step.technique == "unique-rectangle-1"
    assert step.eliminations == elims("r3c4<>6, r3c4<>7")
    said = words(step)
    assert said.summary == (
        "Unique Rectangle Type 1 on {6,7}: r2c4, r2c9 and r3c9 have only 6 and 7. If r3c4 "
        "held only them too, the two digits could swap and the puzzle would have two "
        "solutions, so r3c4 must hold one of its other digits: r3c4<>6, r3c4<>7."
    )
    assert said.proof == (
        "r2c4, r2c9 and r3c9 have only the candidates 6 and 7.",
        "If r2c4, r2c9, r3c4 and r3c9 held only 6 and 7, the two digits could swap and the "
        "puzzle would have two solutions. It has one.",
        "So r3c4 must hold one of its other digits: r3c4<>6, r3c4<>7.",
    )
    assert step.nudge == (
        "Look for a unique rectangle type 1 in boxes 2 and 3; "
        "it relies on the puzzle having one solution."
    )
    corners = cells("r2c4", "r2c9", "r3c4", "r3c9")
    assert set(step.highlights) == pattern(grid, corners, 6, 7) | targets("r3c4")
    assert Highlight(CANDIDATE, (cell("r3c4"), 8), FIN) in step.highlights


def test_unique_rectangle_2() -> None:
    # r5c2 and r9c2 are {1,8}, r5c1 and r9c1 {1,2,8} (rows 5 and 9: boxes 4 and 7).
    # One of r5c1, r9c1 is 2; they share only column 1, where r4c1 {2,6,8} is the
    # one other cell with a 2 (r2c1 {1,6}, the rest filled).
    grid = position("ur2")
    (step,) = list(unique_rectangle_2(grid))
    assert step.eliminations == elims("r4c1<>2")
    assert "So 2 is in r5c1 or r9c1, and no cell that sees both of them can hold 2" in (
        step.explanation
    )
    assert "only 1, 2 and 8" in step.explanation
    corners = cells("r5c1", "r5c2", "r9c1", "r9c2")
    assert set(step.highlights) == pattern(grid, corners, 1, 8) | targets("r4c1")
    assert list(unique_rectangle_5(grid)) == []  # the roof is in a line: type 2, not 5


def test_unique_rectangle_3() -> None:
    # Floor r7c8, r8c8 {2,7}; roof r7c4 {2,4,5,6,7}, r8c4 {2,4,7} (boxes 8 and 9).
    # One roof cell holds 4, 5 or 6; with r1c4 {4,5} and r9c4 {5,6} that is a naked
    # triple on {4,5,6} in column 4, so r5c4 {2,4,7} loses its 4.
    grid = position("ur3")
    (step,) = list(unique_rectangle_3(grid))
    assert step.eliminations == elims("r5c4<>4")
    assert "r7c4 and r8c4 must hold one of their other digits, 4, 5 or 6" in step.explanation
    assert "naked triple on {4,5,6} in column 4" in step.explanation
    column_4 = 9 + 3
    assert Highlight(HOUSE, column_4, BASE) in step.highlights
    for name, digits in (("r1c4", (4, 5)), ("r9c4", (5, 6))):
        for d in digits:
            assert Highlight(CANDIDATE, (cell(name), d), PATTERN) in step.highlights
    corners = cells("r7c4", "r7c8", "r8c4", "r8c8")
    assert pattern(grid, corners, 2, 7) <= set(step.highlights)
    assert targets("r5c4") <= set(step.highlights)


def test_unique_rectangle_4() -> None:
    # Floor r1c7, r2c7 {3,7}; roof r1c3 {2,3,7,8}, r2c3 {3,7,8,9} (boxes 1 and 3).
    # In column 3 (and in box 1) 3 fits only in r1c3 and r2c3, so one of them is 3
    # and a 7 in the other would complete the rectangle: both lose 7. Found once,
    # though the roof is locked in two houses.
    grid = position("ur4")
    (step,) = list(unique_rectangle_4(grid))
    assert step.eliminations == elims("r1c3<>7, r2c3<>7")
    assert "In column 3, 3 can only go in r1c3 or r2c3, so one of them is 3." in (
        step.explanation
    )
    assert "neither r1c3 nor r2c3 can be 7: r1c3<>7, r2c3<>7." in step.explanation
    column_3 = 9 + 2
    assert Highlight(HOUSE, column_3, BASE) in step.highlights
    corners = cells("r1c3", "r1c7", "r2c3", "r2c7")
    assert set(step.highlights) - {Highlight(HOUSE, column_3, BASE)} == pattern(
        grid, corners, 3, 7
    ) | targets("r1c3", "r2c3")


def test_unique_rectangle_5() -> None:
    # r4c2 {7,8}; r4c4, r5c2, r5c4 {3,7,8} (boxes 4 and 5). One of the three is 3;
    # r5c5 and r5c6 see all three (row 5 and box 5) and lose 3.
    grid = position("ur5")
    (step,) = list(unique_rectangle_5(grid))
    assert step.eliminations == elims("r5c5<>3, r5c6<>3")
    assert "r4c2 has only 7 and 8, and r4c4, r5c2 and r5c4 only 3, 7 and 8" in (
        step.explanation
    )
    assert "So 3 is in r4c4, r5c2 or r5c4" in step.explanation
    assert "no cell that sees all of them can hold 3" in step.explanation
    corners = cells("r4c2", "r4c4", "r5c2", "r5c4")
    assert set(step.highlights) == pattern(grid, corners, 7, 8) | targets("r5c5", "r5c6")
    assert list(unique_rectangle_2(grid)) == []


def test_unique_rectangle_6() -> None:
    # r4c5 and r6c3 {2,9} on one diagonal, r4c3 {2,8,9} and r6c5 {2,7,9} on the other
    # (boxes 4 and 5). In rows 4 and 6 and columns 3 and 5, 9 sits only in the corners
    # (an X-Wing): a 9 in r4c3 forces 2 into both floor cells and 9 into r6c5, the
    # deadly pattern; likewise from r6c5. Both lose 9.
    grid = position("ur6")
    (step,) = list(unique_rectangle_6(grid))
    assert step.eliminations == elims("r4c3<>9, r6c5<>9")
    assert "In rows 4 and 6 and columns 3 and 5, 9 can only go in the four corners" in (
        step.explanation
    )
    houses = {h.ref for h in step.highlights if h.kind == HOUSE and h.role == BASE}
    assert houses == {3, 5, 9 + 2, 9 + 4}
    corners = cells("r4c3", "r4c5", "r6c3", "r6c5")
    assert pattern(grid, corners, 2, 9) | targets("r4c3", "r6c5") <= set(step.highlights)


def test_hidden_rectangle() -> None:
    # r8c3 {1,8} is the one bivalue corner of r7c3, r7c8, r8c3, r8c8 (boxes 7 and 9).
    # In row 7 and column 8, 8 sits only in the corners. If r7c8 were 1, 8 would go to
    # r7c3 and r8c8, leaving r8c3 with 1: the deadly pattern. So r7c8<>1.
    grid = position("hidden")
    (step,) = list(hidden_rectangle(grid))
    assert step.technique == "hidden-rectangle"
    assert step.eliminations == elims("r7c8<>1")
    assert "If r7c8 were 1, 8 would have to go in r7c3 and in r8c8" in step.explanation
    row_7, column_8 = 6, 9 + 7
    assert {Highlight(HOUSE, row_7, BASE), Highlight(HOUSE, column_8, BASE)} <= set(step.highlights)
    corners = cells("r7c3", "r7c8", "r8c3", "r8c8")
    assert pattern(grid, corners, 1, 8) | targets("r7c8") <= set(step.highlights)
    for finder in FINDERS[:6]:
        assert list(finder(grid)) == [], finder.__name__  # no plain UR here


# ----- avoidable rectangles ----------------------------------------------------------


def test_avoidable_rectangle_1() -> None:
    # r4c3=8, r4c7=9 and r6c7=8 were all placed during the solve (the puzzle line has
    # dots there). r6c3 {5,9} as 9 would make 8 9 / 9 8 of four non-givens, which could
    # swap: r6c3<>9 (it is 5).
    grid = position("ar1")
    (step,) = list(avoidable_rectangle_1(grid))
    assert step.technique == "avoidable-rectangle-1"
    assert step.eliminations == elims("r6c3<>9")
    said = words(step)
    assert said.summary == (
        "Avoidable Rectangle Type 1 on {8,9}: r4c3, r4c7 and r6c7 were solved, not given. If "
        "r6c3 were 9, the two digits could swap and the puzzle would have two solutions, so "
        "r6c3 is not 9: r6c3<>9."
    )
    assert said.proof[:3] == (
        "r4c3 was solved as 8, not given.",
        "r4c7 was solved as 9, not given.",
        "r6c7 was solved as 8, not given.",
    )
    solved = {Highlight(CELL, c, PATTERN) for c in cells("r4c3", "r4c7", "r6c7")}
    open_corner = {
        Highlight(CANDIDATE, (cell("r6c3"), 9), PATTERN),
        Highlight(CANDIDATE, (cell("r6c3"), 5), FIN),
    }
    assert set(step.highlights) == solved | open_corner | targets("r6c3")


def test_avoidable_rectangle_1_never_uses_a_given() -> None:
    # The same board with r6c7 a given: 8 9 / 9 8 there could not swap.
    grid = position("ar1")
    grid.givens |= 1 << cell("r6c7")
    assert list(avoidable_rectangle_1(grid)) == []


def test_avoidable_rectangle_2() -> None:
    # r4c9=1 and r6c9=4 were placed; r4c5 {3,4} and r6c5 {1,3} would have to be 4 and 1
    # for the deadly 1 4 / 4 1, so one of them is 3 and r5c5 {1,3} (column 5 and box 5)
    # loses 3. (Singles are pending on this board; the rectangle is there all the same.)
    grid = position("ar2")
    (step,) = list(avoidable_rectangle_2(grid))
    assert step.eliminations == elims("r5c5<>3")
    assert "r4c9 and r6c9 were solved, not given" in step.explanation
    assert "r4c9 was solved as 1, not given." in step.explanation
    assert "r4c5 or r6c5 is 3, and no cell that sees both can hold 3: r5c5<>3." in (
        step.explanation
    )
    assert {
        Highlight(CANDIDATE, (cell("r4c5"), 4), PATTERN),
        Highlight(CANDIDATE, (cell("r4c5"), 3), FIN),
        Highlight(CANDIDATE, (cell("r6c5"), 1), PATTERN),
        Highlight(CANDIDATE, (cell("r6c5"), 3), FIN),
        Highlight(CELL, cell("r4c9"), PATTERN),
        Highlight(CELL, cell("r6c9"), PATTERN),
    } | targets("r5c5") == set(step.highlights)
    assert list(avoidable_rectangle_1(grid)) == []


def test_avoidable_rectangle_with_a_given_corner_does_not_fire() -> None:
    # r1c5=1 and r3c5=7 were placed, r3c7=1 is a given, r1c7 is {3,7}: a 7 there would
    # complete 1 7 / 7 1, but the given r3c7 cannot swap, and indeed r1c7 is 7.
    grid = position("given-corner")
    assert grid.is_given(cell("r3c7")) and not grid.is_given(cell("r1c5"))
    assert 7 in (d for d in range(1, 10) if grid.candidates[cell("r1c7")] >> (d - 1) & 1)
    assert list(avoidable_rectangle_1(grid)) == []
    assert list(avoidable_rectangle_2(grid)) == []


# ----- BUG+1 ------------------------------------------------------------------------


def test_bug_plus_1() -> None:
    # Every empty cell is bivalue but r6c7 {1,6,8}; 1 appears three times in row 6,
    # column 7 and box 6, 6 and 8 twice. Without the 1 the board is a BUG: r6c7=1.
    grid = position("bug")
    (step,) = list(bug_plus_1(grid))
    assert step.technique == "bug-plus-1"
    assert step.placements == ((cell("r6c7"), 1),)
    assert step.eliminations == ()
    said = words(step)
    assert said.summary.startswith(
        "BUG+1: every empty cell but r6c7 has exactly two candidates, and 1 has three places "
        "in each of row 6, column 7 and box 6."
    )
    assert said.proof[:2] == (
        "Every empty cell but r6c7 has exactly two candidates; r6c7 has 1, 6 and 8.",
        "In row 6, column 7 and box 6, 1 has three places and every other digit two.",
    )
    assert step.explanation.endswith("The puzzle has one, so r6c7=1.")
    assert Highlight(CANDIDATE, (cell("r6c7"), 1), TARGET) in step.highlights
    assert Highlight(CELL, cell("r6c7"), TARGET) in step.highlights
    row_6, column_7, box_6 = 5, 9 + 6, 18 + 5
    for h in (row_6, column_7, box_6):
        assert Highlight(HOUSE, h, BASE) in step.highlights


def test_bug_plus_1_needs_a_single_trivalue_cell() -> None:
    grid = position("bug")
    grid.exclude(cell("r6c7"), 6)  # now every cell is bivalue: a BUG, no +1
    assert list(bug_plus_1(grid)) == []
    assert list(bug_plus_1(position("ur1"))) == []


def test_bug_plus_1_only_on_classic() -> None:
    # The same houses under another name: the BUG argument is only proven for classic.
    other = Variant.build("not-classic", list(CLASSIC.houses))
    grid = position("bug")
    grid = Grid(grid.values, grid.givens, grid.exclusions, variant=other, unique=True)
    assert list(bug_plus_1(grid)) == []


# ----- near misses --------------------------------------------------------------------


def test_rectangle_across_four_boxes_is_not_deadly() -> None:
    # r3c5, r4c5, r4c9 {1,5} and r3c9 {1,5,6}: a Type 1 shape, but rows 3 and 4 lie in
    # different bands and columns 5 and 9 in different stacks, so the four cells are in
    # four boxes and a 1/5 swap is no second solution. The solution even has the
    # pattern: r3c9 is 1.
    grid = position("four-boxes")
    for finder in FINDERS:
        assert list(finder(grid)) == [], finder.__name__


def built(cands: dict[str, str], variant: Variant = CLASSIC, unique: bool = True) -> Grid:
    """An empty grid in which the named cells keep only the given candidates."""
    grid = Grid([0] * 81, variant=variant, unique=unique)
    for name, digits in cands.items():
        for d in range(1, 10):
            if str(d) not in digits:
                grid.exclude(cell(name), d)
    return grid


def ur1_shape(corners: tuple[str, str, str, str]) -> dict[str, str]:
    """Three corners {3,8}, the last {3,5,8}."""
    *floor, roof = corners
    return {**{c: "38" for c in floor}, roof: "358"}


def test_built_rectangle_fires_in_two_boxes_only() -> None:
    two_boxes = ("r1c2", "r1c5", "r2c2", "r2c5")
    four_boxes = ("r1c2", "r1c5", "r4c2", "r4c5")
    (step,) = list(unique_rectangle_1(built(ur1_shape(two_boxes))))
    assert step.eliminations == elims("r2c5<>3, r2c5<>8")
    assert list(unique_rectangle_1(built(ur1_shape(four_boxes)))) == []
    assert list(unique_rectangle_1(built(ur1_shape(two_boxes), unique=False))) == []


def test_x_sudoku_skips_rectangles_on_a_diagonal() -> None:
    clear = ("r1c4", "r1c7", "r2c4", "r2c7")  # no corner on either diagonal
    on_diagonal = ("r1c1", "r1c4", "r2c1", "r2c4")  # r1c1 is on the main diagonal
    (step,) = list(unique_rectangle_1(built(ur1_shape(clear), X_SUDOKU)))
    assert step.eliminations == elims("r2c7<>3, r2c7<>8")
    assert list(unique_rectangle_1(built(ur1_shape(on_diagonal), X_SUDOKU))) == []
    assert list(unique_rectangle_1(built(ur1_shape(on_diagonal)))) != []


def test_colour_sudoku_has_no_usable_rectangle() -> None:
    # Every cell lies in a colour group, so no rectangle may be used.
    shape = ur1_shape(("r1c4", "r1c7", "r2c4", "r2c7"))
    for finder in FINDERS:
        assert list(finder(built(shape, COLOUR))) == [], finder.__name__


# ----- on a whole solve -----------------------------------------------------------------

UNIQUENESS = tuple(
    Technique(id_, name, short, "Hard", 100, finder)
    for id_, name, short, finder in (
        ("bug-plus-1", "BUG+1", "BUG", bug_plus_1),
        ("unique-rectangle-1", "Unique Rectangle Type 1", "UR1", unique_rectangle_1),
        ("unique-rectangle-2", "Unique Rectangle Type 2", "UR2", unique_rectangle_2),
        ("unique-rectangle-3", "Unique Rectangle Type 3", "UR3", unique_rectangle_3),
        ("unique-rectangle-4", "Unique Rectangle Type 4", "UR4", unique_rectangle_4),
        ("unique-rectangle-5", "Unique Rectangle Type 5", "UR5", unique_rectangle_5),
        ("unique-rectangle-6", "Unique Rectangle Type 6", "UR6", unique_rectangle_6),
        ("hidden-rectangle", "Hidden Rectangle", "HR", hidden_rectangle),
        ("avoidable-rectangle-1", "Avoidable Rectangle Type 1", "AR1", avoidable_rectangle_1),
        ("avoidable-rectangle-2", "Avoidable Rectangle Type 2", "AR2", avoidable_rectangle_2),
    )
)

# sudokuexchange diabolical #3 (line 4, SE 5.0): singles, subsets and locked candidates
# get stuck on it; with the uniqueness techniques (a Type 1 and a Type 3) they finish it.
UR_SOLVE = ".8.....9.....3....6.9.8.7.21..3.2..84.5...3.98.......1.1.6.8.5...8...9.....241..."
BASIC = LADDER[: [t.id for t in LADDER].index("hidden-quad") + 1]


def test_whole_solve_with_the_rectangles() -> None:
    puzzle = load_puzzle(UR_SOLVE)
    assert not solve_path(puzzle.grid, BASIC).solved
    result = solve_path(puzzle.grid, BASIC + UNIQUENESS)
    assert result.solved
    assert tuple(result.grid.values) == puzzle.solution
    assert {s.technique for s in result.steps} & {t.id for t in UNIQUENESS}


def test_whole_solve_of_a_bare_grid_uses_no_uniqueness() -> None:
    result = solve_path(parse(UR_SOLVE), BASIC + UNIQUENESS)
    assert not result.solved
    assert not {s.technique for s in result.steps} & {t.id for t in UNIQUENESS}
