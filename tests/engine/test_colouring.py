"""Simple Colours (trap, wrap) and Multi-Colours (1, 2): real positions and near-misses.

Each real board is a sudokuexchange diabolical puzzle (public domain; the
number is its line in sudokuexchange_diabolical_20k.txt) at the moment the
basic ladder and the single-digit patterns are stuck, frozen with its
candidates. The comments give the hand check of the expected step.
"""

from __future__ import annotations

import inspect

from board_text import assert_fits_solution, cell, cells, elims, grid_from_board

from engine import X_SUDOKU, Grid, Link, Variant
from engine.explain import words
from engine.step import CANDIDATE, CELL, HOUSE, OFF, ON, PATTERN, TARGET, Highlight
from engine.techniques.colouring import (
    clusters,
    multi_colours,
    multi_colours_1,
    multi_colours_2,
    simple_colours,
    simple_colours_trap,
    simple_colours_wrap,
)

FINDERS = (simple_colours_trap, simple_colours_wrap, multi_colours_1, multi_colours_2)

# Diabolical #1048:
# .....372.59..4..1.3..9.....7..3.85...3.....4...91.4..3.....9..2.8..3..65.138.....
TRAP_BOARD = """
{18} {46}  {1468} {56}  {568} 3     7    2 9
5    9     {268}  {267} 4     {67}  3    1 {68}
3    {267} {678}  9     {268} 1     4    5 {68}
7    {246} {46}   3     {26}  8     5    9 1
{18} 3     {18}   {256} 9     {56}  {26} 4 7
{26} 5     9      1     7     4     {26} 8 3
4    {67}  5      {67}  1     9     8    3 2
9    8     {27}   4     3     {27}  1    6 5
{26} 1     3      8     {56}  {256} 9    7 4
"""
TRAP_SOLUTION = "146583729592647318378921456724368591831295647659174283465719832987432165213856974"

# Diabolical #897: 36........51.3..76...2....5..3.2.4...2..8..1...5.1.2..8....7...54..6.32........81
WRAP_BOARD = """
3     6     {79} {158}  {579} {1589} {89}  4     2
2     5     1    {489}  3     {489}  {89}  7     6
4     {79}  8    2      {79}  6      1     3     5
1     {789} 3    {679}  2     {59}   4     {569} {789}
{679} 2     4    {5679} 8     {359}  {567} 1     {379}
{679} {789} 5    {4679} 1     {349}  2     {69}  {3789}
8     1     2    3      {59}  7      {56}  {569} 4
5     4     {79} {18}   6     {18}   3     2     {79}
{79}  3     6    {59}   4     2      {57}  8     1
"""
WRAP_SOLUTION = "367195842251438976498276135173629458624583719985714263812357694549861327736942581"

# Diabolical #1042:
# ..1...2............26.5.87.2.9...7.1.74.9.53.....8....9...6...2...3.4.....85.91..
MULTI_1_BOARD = """
{3458} {3458} 1    {468}  7    {368}  2    9    {3456}
{3458} 9      7    {2468} {34} {2368} {36} 1    {3456}
{34}   2      6    9      5    1      8    7    {34}
2      {568}  9    {46}   {34} {356}  7    {48} 1
{168}  7      4    {126}  9    {26}   5    3    {68}
{1356} {356}  {35} {1467} 8    {567}  {46} 2    9
9      1      {35} {78}   6    {78}   {34} {45} 2
{567}  {56}   2    3      1    4      9    {58} {78}
{347}  {34}   8    5      2    9      1    6    {37}
"""
MULTI_1_SOLUTION = (
    "451873296897246315326951874289635741674192538135487629913768452562314987748529163"
)

# Diabolical #597: .3.9.....1...8...26295.1......84.2.9.8.....5.5.2.69......4.85214...9...3.....6.4.
MULTI_2_BOARD = """
8    3     {47}  9     2    {47}  {16}    {16}   5
1    {47}  5     6     8    {347} {37}    9      2
6    2     9     5     {37} 1     {3478}  {378}  {478}
{37} 6     {13}  8     4    5     2       {17}   9
9    8     {47}  {237} 1    {237} {347}   5      6
5    {147} 2     {37}  6    9     {13478} {1378} {478}
{37} 9     6     4     {37} 8     5       2      1
4    5     {18}  {127} 9    {27}  {678}   {678}  3
2    {17}  {138} {137} 5    6     9       4      {78}
"""
MULTI_2_SOLUTION = (
    "837924165145687392629531487763845219984213756512769834396478521458192673271356948"
)

FIXTURES = [
    (TRAP_BOARD, TRAP_SOLUTION),
    (WRAP_BOARD, WRAP_SOLUTION),
    (MULTI_1_BOARD, MULTI_1_SOLUTION),
    (MULTI_2_BOARD, MULTI_2_SOLUTION),
]


def only_in(digit: int, names: str, variant: Variant | None = None) -> Grid:
    """An empty grid in which `digit` is a candidate exactly in the named cells."""
    grid = Grid([0] * 81) if variant is None else Grid([0] * 81, variant=variant)
    keep = set(cells(*names.split()))
    for c in range(81):
        if c not in keep:
            grid.exclude(c, digit)
    return grid


def strong_run(digit: int, *names: str) -> list[Link]:
    run = cells(*names)
    return [Link((a, digit), (b, digit), True) for a, b in zip(run, run[1:], strict=False)]


def roles(step, role: str) -> set[int]:
    return {h.ref[0] for h in step.highlights if h.kind == CANDIDATE and h.role == role}


def test_fixture_boards_are_real_positions() -> None:
    for board, solution in FIXTURES:
        assert_fits_solution(grid_from_board(board), solution)


def test_every_step_on_the_fixtures_is_sound() -> None:
    for board, solution in FIXTURES:
        grid = grid_from_board(board)
        for finder in FINDERS:
            for step in finder(grid):
                assert step.eliminations == tuple(sorted(step.eliminations))
                for c, d in step.eliminations:
                    assert int(solution[c]) != d, (finder.__name__, step.explanation)


def test_finders_are_named_generators() -> None:
    assert simple_colours("trap").__name__ == "simple_colours_trap"
    assert multi_colours(2).__name__ == "multi_colours_2"
    grid = grid_from_board(TRAP_BOARD)
    for finder in FINDERS:
        assert inspect.isgenerator(finder(grid))


def test_clusters_come_smallest_first() -> None:
    sizes = [c.size for c in clusters(grid_from_board(WRAP_BOARD))]
    assert sizes == sorted(sizes)
    assert sizes[0] == 2


# ----- Simple Colours (Trap) ---------------------------------------------------------


def test_simple_colours_trap() -> None:
    # Conjugate pairs of 6: column 7 r5c7/r6c7, row 6 r6c7/r6c1, column 1 r6c1/r9c1,
    # box 7 r9c1/r7c2, row 7 r7c2/r7c4. Colours: r5c7, r6c1, r7c2 against r6c7,
    # r9c1, r7c4. r5c4 sees r5c7 (row 5) and r7c4 (column 4), so it is not 6.
    grid = grid_from_board(TRAP_BOARD)
    (step,) = list(simple_colours_trap(grid))
    assert step.technique == "simple-colours-trap"
    assert step.eliminations == elims("r5c4<>6")
    assert list(step.links) == strong_run(6, "r5c7", "r6c7", "r6c1", "r9c1", "r7c2", "r7c4")
    said = words(step)
    assert said.summary == (
        "Simple Colours (Trap) on 6: the conjugate pairs below split the 6s into two colours, "
        "one all 6 and the other none; r5c4 sees a cell of each colour, so it cannot be 6: "
        "r5c4<>6."
    )
    assert said.proof == (
        "r5c7 and r6c7 are the only places for 6 in column 7, so they take opposite colours.",
        "r6c7 and r6c1 are the only places for 6 in row 6, so they take opposite colours.",
        "r6c1 and r9c1 are the only places for 6 in column 1, so they take opposite colours.",
        "r9c1 and r7c2 are the only places for 6 in box 7, so they take opposite colours.",
        "r7c2 and r7c4 are the only places for 6 in row 7, so they take opposite colours.",
        "Each pair holds exactly one 6, so the 6s alternate along them: either r5c7, r6c1 and "
        "r7c2 are all 6, or r6c7, r7c4 and r9c1 are all 6.",
        "r5c4 sees r5c7 and r7c4, which take opposite colours, so one of them is 6 and r5c4 "
        "is not: r5c4<>6.",
    )
    # One line per pair, each drawing its strong link.
    assert [line.links for line in step.proof] == [(0,), (1,), (2,), (3,), (4,), (), ()]
    assert step.nudge == "Look for Simple Colours (Trap) on 6."
    assert roles(step, OFF) == set(cells("r5c7", "r6c1", "r7c2"))
    assert roles(step, ON) == set(cells("r6c7", "r9c1", "r7c4"))
    assert Highlight(CELL, cell("r5c4"), TARGET) in step.highlights
    assert not [h for h in step.highlights if h.kind == HOUSE]  # the links show the pairs
    for finder in (simple_colours_wrap, multi_colours_1, multi_colours_2):
        assert list(finder(grid)) == []


def test_no_trap_or_wrap_from_cells_of_one_colour() -> None:
    # Pairs of 5: row 1 r1c1/r1c5 and box 2 r1c5/r3c6, so r1c1 and r3c6 share a
    # colour. r3c2 sees both of them (box 1, row 3) but no cell of the other colour:
    # it keeps its 5. The two cells of one colour share no house: no wrap either.
    grid = only_in(5, "r1c1 r1c5 r3c6 r3c2 r2c3 r3c8")
    (cluster,) = clusters(grid)
    assert cluster.cells == sum(1 << c for c in cells("r1c1", "r1c5", "r3c6"))
    for finder in FINDERS:
        assert list(finder(grid)) == []


# ----- Simple Colours (Wrap) ---------------------------------------------------------


def test_simple_colours_wrap() -> None:
    # Pairs of 9: box 1 r1c3/r3c2, column 3 r1c3/r8c3, row 3 r3c2/r3c5, row 8
    # r8c3/r8c9, box 7 r8c3/r9c1, box 9 r8c9/r7c8, row 9 r9c1/r9c4, row 7 r7c8/r7c5.
    # One colour is r1c3, r3c5, r7c5, r8c9, r9c1, and r3c5 and r7c5 share column 5:
    # that colour cannot hold the 9s, so all five cells lose it.
    grid = grid_from_board(WRAP_BOARD)
    (step,) = list(simple_colours_wrap(grid))
    assert step.technique == "simple-colours-wrap"
    assert step.eliminations == elims("r1c3<>9, r3c5<>9, r7c5<>9, r8c9<>9, r9c1<>9")
    assert len(step.links) == 8 and all(link.strong for link in step.links)
    assert "But r3c5 and r7c5 share column 5, so they cannot both be 9" in step.explanation
    assert step.explanation.endswith(
        "their whole colour is false: r1c3<>9, r3c5<>9, r7c5<>9, r8c9<>9, r9c1<>9."
    )
    assert step.nudge == "Look for Simple Colours (Wrap) on 9."
    assert roles(step, OFF) == set(cells("r1c3", "r3c5", "r7c5", "r8c9", "r9c1"))
    assert roles(step, ON) == set(cells("r3c2", "r8c3", "r7c8", "r9c4"))
    targets = {h.ref for h in step.highlights if h.role == TARGET}
    assert targets == set(cells("r1c3", "r3c5", "r7c5", "r8c9", "r9c1"))


# ----- Multi-Colours 1 -----------------------------------------------------------------


def test_multi_colours_1() -> None:
    # Pairs of 3: row 3 r3c1/r3c9 is one cluster; column 7 r2c7/r7c7, row 7
    # r7c7/r7c3, column 3 r7c3/r6c3 another (r2c7, r7c3 against r7c7, r6c3). r3c9
    # and r2c7 share box 3, so not both are 3: r3c1 is 3, or r7c7 and r6c3 are.
    # r6c1 sees r3c1 (column 1) and r6c3 (row 6).
    grid = grid_from_board(MULTI_1_BOARD)
    (step,) = list(multi_colours_1(grid))
    assert step.technique == "multi-colours-1"
    assert step.eliminations == elims("r6c1<>3")
    assert list(step.links) == [
        *strong_run(3, "r3c1", "r3c9"),
        Link((cell("r3c9"), 3), (cell("r2c7"), 3), False),
        *strong_run(3, "r2c7", "r7c7", "r7c3", "r6c3"),
    ]
    said = words(step)
    # The pair of the first cluster, the weak link between the clusters, the second's pairs.
    assert [line.links for line in step.proof] == [(0,), (), (1,), (2,), (3,), (4,), (), (), ()]
    assert said.proof[2] == "r3c9 and r2c7 share box 3, so they are not both 3."
    assert said.proof[-2:] == (
        "So either r3c1 is 3 (the colour opposite r3c9), or r6c3 and r7c7 are both 3 (the "
        "colour opposite r2c7).",
        "r6c1 sees r3c1 and r6c3, so it is not 3 either way: r6c1<>3.",
    )
    assert step.nudge == "Look for Multi-Colours on 3."
    # Read as a chain from r3c1: off, on, off, on along it.
    assert roles(step, OFF) == set(cells("r3c1", "r2c7", "r7c3"))
    assert roles(step, ON) == set(cells("r3c9", "r7c7", "r6c3"))
    assert Highlight(CELL, cell("r6c1"), TARGET) in step.highlights


def test_no_multi_colours_when_a_colour_sees_only_one_colour_of_the_other() -> None:
    # The 5 cluster above (r1c1, r3c6 | r1c5) and a second pair, row 8 r8c1/r8c7.
    # r8c1 sees r1c1 (column 1), so r1c5 or r8c7 is 5; but every cell that sees
    # both lies in row 1 or row 8, where 5 has no other place. No colour sees both
    # colours of the other cluster. (r5c1 keeps column 1 from being a pair.)
    grid = only_in(5, "r1c1 r1c5 r3c6 r3c2 r2c3 r3c8 r8c1 r8c7 r5c1")
    assert len(clusters(grid)) == 2
    for finder in FINDERS:
        assert list(finder(grid)) == []


# ----- Multi-Colours 2 -----------------------------------------------------------------


def test_multi_colours_2() -> None:
    # Pairs of 7: row 1 r1c3/r1c6, box 1 r1c3/r2c2, column 3 r1c3/r5c3 (r1c3 against
    # r1c6, r2c2, r5c3); and column 5 r3c5/r7c5, row 7 r7c5/r7c1, box 7 r7c1/r9c2
    # (r3c5, r7c1 against r7c5, r9c2). r1c6 sees r3c5 (box 2) and r2c2 sees r9c2
    # (column 2): if r1c6, r2c2, r5c3 held 7, the second cluster would have none.
    grid = grid_from_board(MULTI_2_BOARD)
    (step,) = list(multi_colours_2(grid))
    assert step.technique == "multi-colours-2"
    assert step.eliminations == elims("r1c6<>7, r2c2<>7, r5c3<>7")
    assert list(step.links) == [
        *strong_run(7, "r1c3", "r1c6"),
        *strong_run(7, "r1c3", "r2c2"),
        *strong_run(7, "r1c3", "r5c3"),
        Link((cell("r1c6"), 7), (cell("r3c5"), 7), False),
        *strong_run(7, "r3c5", "r7c5", "r7c1", "r9c2"),
        Link((cell("r9c2"), 7), (cell("r2c2"), 7), False),
    ]
    said = words(step)
    assert said.proof[4] == "r1c6 and r3c5 share box 2, so they are not both 7."
    assert said.proof[-2:] == (
        "r9c2 and r2c2 share column 2, so they are not both 7.",
        "If r1c6, r2c2 and r5c3 were all 7, neither r3c5 nor r9c2 could be 7, yet they take "
        "opposite colours, so one of them is. So that colour is false: r1c6<>7, r2c2<>7, "
        "r5c3<>7.",
    )
    assert step.nudge == "Look for Multi-Colours on 7."
    assert roles(step, OFF) == set(cells("r1c6", "r2c2", "r5c3"))
    assert roles(step, ON) == {cell("r1c3")}
    assert roles(step, PATTERN) == set(cells("r3c5", "r7c5", "r7c1", "r9c2"))
    for finder in (simple_colours_trap, simple_colours_wrap, multi_colours_1):
        assert list(finder(grid)) == []


# ----- impossible colourings and variants ---------------------------------------------


def test_an_odd_ring_of_pairs_is_not_coloured() -> None:
    # Pairs of 8: row 1 r1c1/r1c4, column 4 r1c4/r4c4, row 4 r4c4/r4c2, box 4
    # r4c2/r6c1, column 1 r6c1/r1c1: five pairs in a ring cannot alternate, so the
    # position has no solution and nothing is concluded from it.
    grid = only_in(8, "r1c1 r1c4 r4c4 r4c2 r6c1")
    assert clusters(grid) == []
    for finder in FINDERS:
        assert list(finder(grid)) == []


def test_a_diagonal_pair_joins_clusters_in_x_sudoku() -> None:
    # 2 in row 2 only at r2c2, r2c6; in column 8 only at r4c8, r8c8; on the main
    # diagonal only at r2c2, r8c8. In plain Sudoku those are two separate pairs
    # and r4c6 (seeing r2c6 and r4c8) keeps its 2. In X-Sudoku the diagonal pair
    # joins them: r2c6, r8c8 against r2c2, r4c8, and r4c6 sees both colours.
    names = "r2c2 r2c6 r4c8 r8c8 r4c6 r9c6 r4c1"
    for finder in FINDERS:
        assert list(finder(only_in(2, names))) == []
    grid = only_in(2, names, X_SUDOKU)
    (step,) = list(simple_colours_trap(grid))
    assert step.eliminations == elims("r4c6<>2")
    assert Link((cell("r8c8"), 2), (cell("r2c2"), 2), True) in step.links
    assert "r8c8 and r2c2 are the only places for 2 in the main diagonal" in step.explanation
