"""Sue de Coq: real positions where it fires, built near-misses where it must not.

The real boards are moments of sudokuexchange solves at which Sue de Coq was
the next step (ladder: singles to subsets, then Sue de Coq), frozen with their
candidates; the comments give the hand check.
"""

from __future__ import annotations

import inspect

from board_text import assert_fits_solution, cell, elims, grid_from_board

from engine import X_SUDOKU, Grid
from engine.explain import words
from engine.step import BASE, CANDIDATE, CELL, FIN, HOUSE, PATTERN, TARGET
from engine.techniques.sue_de_coq import sue_de_coq

# sudokuexchange diabolical, line 18 of sudokuexchange_diabolical_20k.txt:
# 689.5.......3..92.........69....4..34..8.5..93..9....12.........41..6.......4.165
SDC_BOARD = """
6     8     9      {1247} 5     {12}  {347}  {134}  {47}
{157} {57}  4      3      6     {18}  9      2      {78}
{17}  {23}  {23}   {147}  {78}  9     {4578} {1458} 6
9     {257} {2578} 6      1     4     {258}  {58}   3
4     1     {26}   8      3     5     {26}   7      9
3     {56}  {568}  9      2     7     {4568} {458}  1
2     {356} {356}  {15}   {789} {13}  {478}  {489}  {478}
{578} 4     1      {57}   {789} 6     {378}  {389}  2
{78}  9     {37}   {27}   4     {238} 1      6      5
"""
SDC_SOLUTION = "689452317574361928132789456927614583416835279358927641265173894841596732793248165"

# sudokuexchange diabolical, line 3:
# ..53.89..1..7.4..878.....51.........879...6436.1.9.8.7...2.5.......8.....2.....3.
EXTENDED_BOARD = """
{24}  6    5    3    1 8    9     7    {24}
1     9    {23} 7    5 4    {23}  6    8
7     8    {34} 9    6 2    {34}  5    1
{234} {34} {24} 8    7 6    {15}  {19} {59}
8     7    9    5    2 1    6     4    3
6     5    1    4    9 3    8     2    7
{49}  1    {67} 2    3 5    {47}  8    {469}
{345} {34} {67} {16} 8 {79} {245} {19} {245}
{59}  2    8    {16} 4 {79} {157} 3    {56}
"""
EXTENDED_SOLUTION = (
    "265318974193754268784962351342876195879521643651493827416235789537689412928147536"
)


def built(cands: dict[str, str], variant=None) -> Grid:  # noqa: ANN001
    """An empty grid in which the named cells keep only the given candidates."""
    grid = Grid([0] * 81) if variant is None else Grid([0] * 81, variant=variant)
    for name, digits in cands.items():
        for d in range(1, 10):
            if str(d) not in digits:
                grid.exclude(cell(name), d)
    return grid


def house(grid: Grid, name: str) -> int:
    return next(i for i, h in enumerate(grid.variant.houses) if h.name == name)


def test_fixture_boards_are_real_positions() -> None:
    assert_fits_solution(grid_from_board(SDC_BOARD), SDC_SOLUTION)
    assert_fits_solution(grid_from_board(EXTENDED_BOARD), EXTENDED_SOLUTION)


def test_finder_is_a_generator() -> None:
    assert inspect.isgeneratorfunction(sue_de_coq)


def test_sue_de_coq() -> None:
    # Box 4 meets column 2 in r4c2 {257} and r6c2 {56}: 2, 5, 6, 7 for two cells.
    # Column 2 adds r2c2 {57}, box 4 adds r5c3 {26}. A 5 or 7 fits only r2c2, r4c2,
    # r6c2 (column 2), a 2 or 6 only r4c2, r5c3, r6c2 (box 4): four digits, four cells,
    # each once. Column 2 keeps 5 and 7 to the pattern: r7c2 {356} loses 5. Box 4 keeps
    # 2 and 6: r4c3 {2578} loses 2, r6c3 {568} loses 6.
    grid = grid_from_board(SDC_BOARD)
    step = next(sue_de_coq(grid))
    assert step.technique == "sue-de-coq"
    assert step.eliminations == elims("r4c3<>2, r6c3<>6, r7c2<>5")
    said = words(step)
    assert said.summary == (
        "Sue de Coq where box 4 meets column 2: r4c2 and r6c2, with r2c2 and r5c3, hold 4 "
        "digits in 4 cells, each once, so the rest of column 2 loses 5 and 7 and the rest of "
        "box 4 2 and 6: r4c3<>2, r6c3<>6, r7c2<>5."
    )
    assert said.proof == (
        "r4c2 and r6c2, where box 4 meets column 2, hold 2, 5, 6 and 7: 4 digits for 2 cells.",
        "In the rest of column 2, r2c2 holds only 5 and 7.",
        "In the rest of box 4, r5c3 holds only 2 and 6.",
        "Each of 5 and 7 can only go in r2c2, r4c2 and r6c2, all in column 2.",
        "Each of 2 and 6 can only go in r4c2, r5c3 and r6c2, all in box 4.",
        "So no digit repeats among these 4 cells; with 4 digits for 4 cells, each digit fills "
        "one of them.",
        "So the other cells of column 2 cannot hold 5 or 7, and those of box 4 cannot hold 2 "
        "or 6: r4c3<>2, r6c3<>6, r7c2<>5.",
    )
    assert step.nudge == "Look for a Sue de Coq where box 4 meets column 2."
    bases = {h.ref for h in step.highlights if h.kind == HOUSE and h.role == BASE}
    assert bases == {house(grid, "box 4"), house(grid, "column 2")}
    pattern = {h.ref for h in step.highlights if h.kind == CANDIDATE and h.role == PATTERN}
    assert pattern == {(cell("r4c2"), d) for d in (2, 5, 7)} | {(cell("r6c2"), d) for d in (5, 6)}
    fins = {h.ref for h in step.highlights if h.kind == CANDIDATE and h.role == FIN}
    assert fins == {(cell("r2c2"), 5), (cell("r2c2"), 7), (cell("r5c3"), 2), (cell("r5c3"), 6)}
    targets = {h.ref for h in step.highlights if h.kind == CELL and h.role == TARGET}
    assert targets == {cell("r4c3"), cell("r6c3"), cell("r7c2")}


def test_sue_de_coq_with_a_digit_from_outside() -> None:
    # Box 9 meets row 9 in r9c7 {157} and r9c9 {56}: 1, 5, 6, 7. Row 9 adds r9c4 {16};
    # box 9 adds r7c7 {47}, r8c7 {245}, r8c9 {245}: three cells bringing 5 and 7 and the
    # outside digits 2 and 4, one more cell for each. Six digits, six cells: each once.
    # Box 9 keeps 2, 4, 5, 7 to the pattern, so r7c9 {469} loses 4.
    grid = grid_from_board(EXTENDED_BOARD)
    steps = list(sue_de_coq(grid))
    assert elims("r7c9<>4") in [s.eliminations for s in steps]
    step = next(s for s in steps if s.eliminations == elims("r7c9<>4"))
    assert words(step).proof[:3] == (
        "r9c7 and r9c9, where box 9 meets row 9, hold 1, 5, 6 and 7: 4 digits for 2 cells.",
        "In the rest of row 9, r9c4 holds only 1 and 6.",
        "In the rest of box 9, r7c7, r8c7 and r8c9 hold only 2, 4, 5 and 7.",
    )


def test_sue_de_coq_built() -> None:
    # r1c1 and r1c2 {1234}; r1c5 {12} in row 1, r3c3 {34} in box 1. Row 1's other cells
    # lose 1 and 2, box 1's lose 3 and 4 (r1c3, in both, loses all four).
    grid = built({"r1c1": "1234", "r1c2": "1234", "r1c5": "12", "r3c3": "34"})
    steps = list(sue_de_coq(grid))
    row = ", ".join(f"r1c{c}<>{d}" for c in (3, 4, 6, 7, 8, 9) for d in (1, 2))
    box = ", ".join(
        f"{n}<>{d}" for n in ("r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2") for d in (3, 4)
    )
    assert [s.eliminations for s in steps] == [elims(row + ", " + box)]


def test_no_sue_de_coq_when_the_two_parts_share_a_digit() -> None:
    # As above but r3c3 is {13}: 1 could then sit in r1c5 and in r3c3 both.
    grid = built({"r1c1": "1234", "r1c2": "1234", "r1c5": "12", "r3c3": "13"})
    assert list(sue_de_coq(grid)) == []


def test_no_sue_de_coq_when_digits_outnumber_cells() -> None:
    # r1c2 {12345}: five digits for two cells, and the two parts cover only two more.
    grid = built({"r1c1": "1234", "r1c2": "12345", "r1c5": "12", "r3c3": "34"})
    assert list(sue_de_coq(grid)) == []


def test_no_sue_de_coq_on_a_diagonal() -> None:
    # X-Sudoku: r1c1 and r2c2 {1234} lie in box 1 and on the main diagonal, with r5c5
    # {12} on the diagonal and r3c1 {34} in box 1. The diagonal is no line for Sue de Coq.
    grid = built({"r1c1": "1234", "r2c2": "1234", "r5c5": "12", "r3c1": "34"}, variant=X_SUDOKU)
    assert list(sue_de_coq(grid)) == []
