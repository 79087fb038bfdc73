"""X-Chains, XY-Chains, nice loops and AICs (plain and grouped) on real positions.

Each real board is a moment of a sudokuexchange diabolical solve (line numbers
of sudokuexchange_diabolical_20k.txt), taken where the chain is the easiest
step left once the basic ladder and the chains before it have nothing; the
comments give the hand check of each chain.
"""

from __future__ import annotations

from board_text import assert_fits_solution, cell, cells, elims, grid_from_board

from engine import X_SUDOKU, Grid, apply_step
from engine.explain import words
from engine.step import CANDIDATE, CELL, OFF, ON, TARGET, Highlight, Link, Step
from engine.techniques.chains import MAX_EFFECTS, grouped_nice_loop, nice_loop, x_chain, xy_chain

# Line 206: 4.81.96.7.7.2.5.9...........5.....4...96473..3.......9.3.....7..64...51...57.39..
X_CHAIN_BOARD = """
4      2     8      1      3      9      6      5      7
{16}   7     3      2      {68}   5      4      9      {18}
5      9     {16}   {48}   7      {46}   {128}  3      {128}
{68}   5     {267}  3      9      {128}  {127}  4      {126}
{128}  {18}  9      6      4      7      3      {28}   5
3      4     {267}  {58}   {258}  {128}  {127}  {68}   9
9      3     {12}   {45}   {156}  {46}   {28}   7      {268}
7      6     4      9      {28}   {28}   5      1      3
{128}  {18}  5      7      {16}   3      9      {26}   4
"""
X_CHAIN_SOLUTION = (
    "428139657673285491591476238856391742219647385347852169932514876764928513185763924"
)

# Line 1190: ..1..9..5...4.73.6......87.67........13.2.94........53.26......1.82.4...9..5..1..
XY_CHAIN_BOARD = """
7      {36}   1      {368}  {68}   9      4      2      5
{258}  {58}   {25}   4      1      7      3      9      6
{34}   {369}  {49}   {36}   5      2      8      7      1
6      7      {45}   9      {34}   {35}   2      1      8
{58}   1      3      {68}   2      {568}  9      4      7
{248}  {89}   {249}  {17}   {478}  {18}   6      5      3
{35}   2      6      {17}   9      {138}  {57}   {38}   4
1      {35}   8      2      {367}  4      {57}   {36}   9
9      4      7      5      {368}  {368}  1      {368}  2
"""
XY_CHAIN_SOLUTION = (
    "731869425582417396469352871675943218813625947294178653326791584158234769947586132"
)

# Line 247: ..8.9....1..4..62.....65..7.53......4..9.6..3......28.3..25.....61..8..2....4.1..
AIC_BOARD = """
6      {347}  8      {137}  9      2      {35}   {145}  {14}
1      {379}  5      4      {378}  {37}   6      2      {89}
{29}   {2349} {49}   {138}  6      5      {38}   {149}  7
{789}  5      3      {78}   2      {47}   {49}   {16}   {16}
4      {18}   2      9      {18}   6      {57}   {57}   3
{79}   {19}   6      5      {137}  {347}  2      8      {49}
3      {49}   {49}   2      5      1      {78}   {67}   {68}
5      6      1      {37}   {37}   8      {49}   {49}   2
{28}   {28}   7      6      4      9      1      3      5
"""
AIC_SOLUTION = "648792351175483629239165847753824916482916573916537284394251768561378492827649135"

# Line 2562: .1......39....2.......3.29..9.34..1...1...5...7..29.6..39.7.......6....27......8.
LOOP_BOARD = """
{458}  1      2      9      {568}  {67}   {46}   {457}  3
9      {58}   3      {478}  {568}  2      {146}  {457}  {158}
{458}  6      7      {48}   3      1      2      9      {58}
2      9      6      3      4      5      8      1      7
3      4      1      {78}   {68}   {67}   5      2      9
{58}   7      {58}   1      2      9      3      6      4
6      3      9      2      7      8      {14}   {45}   {15}
1      {58}   {58}   6      9      4      7      3      2
7      2      4      5      1      3      9      8      6
"""
LOOP_SOLUTION = "812957643953462178467831295296345817341786529578129364639278451185694732724513986"

# Line 3446: .7..3..6....5.4.....5...1..4.......962.....51..3.4.8..3...6...5.5.273.8...8...3..
PLACEMENT_BOARD = """
{1289} 7      {149}  {189}  3      {1289} 5      6      {48}
{1289} {1369} {169}  5      {1289} 4      {279}  {279}  {378}
{289}  {349}  5      {67}   {289}  {67}   1      {249}  {38}
4      8      {17}   {167}  {125}  {12567} {267} 3      9
6      2      {79}   3      {89}   {789}  4      5      1
5      {19}   3      {1679} 4      {12679} 8     {27}   {267}
3      {49}   2      {1489} 6      {189}  {79}   {1479} 5
{19}   5      {1469} 2      7      3      {69}   8      {46}
7      {469}  8      {149}  {159}  {159}  3      {1249} {26}
"""
PLACEMENT_SOLUTION = (
    "271938564936514278845726193487152639629387451513649827392861745154273986768495312"
)

# Line 3588: .4.1.8.9.....5.....5.9.3.8..9.....7.61.....45.3.592.1.3..821..9..1.3.7...........
GROUPED_BOARD = """
{27}   4      {367}   1      {67}  8    5        9      {2367}
{1789} {678}  {36789} 2      5     {46} {1346}   {36}   {13467}
{127}  5      {67}    9      {467} 3    {1246}   8      {12467}
{58}   9      {58}    {46}   1     {46} {23}     7      {23}
6      1      2       3      8     7    9        4      5
{47}   3      {47}    5      9     2    {68}     1      {68}
3      {67}   {4567}  8      2     1    {46}     {56}   9
{4589} {268}  1       {46}   3     {59} 7        {256}  {468}
{4589} {268}  {45689} 7      {46}  {59} {13468}  {2356} {1348}
"""
GROUPED_SOLUTION = (
    "243168597987254631156973284598416372612387945734592816375821469421639758869745123"
)

# Line 3945: ..18......2...739..4..3...8.3.7.4..5..7...8..5..9.6.7.2...5..3..534...8......29..
GROUPED_SHORT_BOARD = """
3      {679}  1      8      {469}  {59}   {24567} {246}  {2467}
8      2      5      {16}   {46}   7      3       9      {146}
{679}  4      {69}   2      3      {159}  {1567}  {16}   8
{169}  3      {2689} 7      {128}  4      {126}   {126}  5
{146}  {16}   7      5      {12}   3      8       {1246} 9
5      {18}   {248}  9      {128}  6      {124}   7      3
2      {179}  {469}  {16}   5      8      {1467}  3      {1467}
{167}  5      3      4      {679}  {19}   {1267}  8      {267}
{146}  {1678} {468}  3      {67}   2      9       5      {1467}
"""
GROUPED_SHORT_SOLUTION = (
    "391845627825167394746239518932784165167523849584916273279658431653491782418372956"
)

# An X-Sudoku puzzle made by the engine's brute-force solver (seeded; the
# shared corpora hold no X-Sudoku):
# ...9.....9...3......216....4.5....2....2.7..........37............3..486.....8...
X_SUDOKU_BOARD = """
{1357}   {13568}  {13678}  9     {78}      {245}  {1235678} {14567} {12458}
9        4        {1678}   {78}  3         {25}   {125678}  {1567}  {1258}
{3578}   {358}    2        1     6         {45}   {5789}    {4579}  {34589}
4        7        5        6     {189}     3      {189}     2       {189}
{1368}   {13689}  {13689}  2     {159}     7      {15689}   {14569} {14589}
{1268}   {12689}  {1689}   {458} {14589}   {19}   {15689}   3       7
{123578} {123589} {14789}  {457} {124579}  6      {13579}   {1579}  {12359}
{1257}   {1259}   {179}    3     {12579}   {19}   4         8       6
{12567}  {123569} {134679} {457} {124579}  8      {123579}  {1579}  {1359}
"""
X_SUDOKU_SOLUTION = (
    "368975241941832675752164893475693128183257964296481537839546712527319486614728359"
)

FIXTURES = [
    (X_CHAIN_BOARD, X_CHAIN_SOLUTION),
    (XY_CHAIN_BOARD, XY_CHAIN_SOLUTION),
    (AIC_BOARD, AIC_SOLUTION),
    (LOOP_BOARD, LOOP_SOLUTION),
    (PLACEMENT_BOARD, PLACEMENT_SOLUTION),
    (GROUPED_BOARD, GROUPED_SOLUTION),
    (GROUPED_SHORT_BOARD, GROUPED_SHORT_SOLUTION),
]


def chain(*hops: tuple[str, int, bool]) -> tuple[Link, ...]:
    """Links from ("r2c1", 6, True), ("r2c5", 6, False), ...: each hop names a node and
    whether the link into the next node is strong; the last hop closes the chain."""
    out = []
    for (a, da, strong), (b, db, _) in zip(hops, hops[1:], strict=False):
        out.append(Link((cell(a), da), (cell(b), db), strong))
    return tuple(out)


def roles(step: Step, role: str) -> set[tuple[int, int]]:
    return {h.ref for h in step.highlights if h.kind == CANDIDATE and h.role == role}  # type: ignore[misc]


def targets(step: Step) -> set[int]:
    return {h.ref for h in step.highlights if h.kind == CELL and h.role == TARGET}  # type: ignore[misc]


def cands(*names: str, digit: int) -> set[tuple[int, int]]:
    return {(cell(n), digit) for n in names}


def test_fixture_boards_are_real_positions() -> None:
    for board, solution in FIXTURES:
        assert_fits_solution(grid_from_board(board), solution)
    assert_fits_solution(grid_from_board(X_SUDOKU_BOARD, X_SUDOKU), X_SUDOKU_SOLUTION)


# ----- X-Chain --------------------------------------------------------------------


def test_x_chain() -> None:
    # 6 in row 2 only r2c1, r2c5; r2c5 sees r9c5 (column 5); row 9 has 6 only in
    # r9c5, r9c8; r9c8 sees r6c8 (column 8); row 6 has 6 only in r6c8, r6c3.
    # So r2c1 or r6c3 is 6: r3c3 (box 1, column 3) and r4c1 (column 1, box 4) see both.
    step = next(x_chain(grid_from_board(X_CHAIN_BOARD)))
    assert step.technique == "x-chain"
    assert step.eliminations == elims("r3c3<>6, r4c1<>6")
    assert step.placements == ()
    assert step.links == chain(
        ("r2c1", 6, True),
        ("r2c5", 6, False),
        ("r9c5", 6, True),
        ("r9c8", 6, False),
        ("r6c8", 6, True),
        ("r6c3", 6, True),
    )
    assert roles(step, OFF) == cands("r2c1", "r9c5", "r6c8", digit=6)
    assert roles(step, ON) == cands("r2c5", "r9c8", "r6c3", digit=6)
    assert targets(step) == set(cells("r3c3", "r4c1"))
    said = words(step)
    assert said.summary == (
        "X-Chain on 6 from r2c1 to r6c3: if r2c1 is not 6, the links below show that r6c3 "
        "is 6. So one of the two ends is 6, and a cell that sees both cannot be 6: "
        "r3c3<>6, r4c1<>6."
    )
    assert said.proof == (
        "Suppose r2c1 is not 6: then r2c5 is 6 (the only other place for 6 in row 2).",
        "r2c5 is 6, so r9c5 is not 6 (they share column 5).",
        "r9c5 is not 6, so r9c8 is 6 (the only other place for 6 in row 9).",
        "r9c8 is 6, so r6c8 is not 6 (they share column 8).",
        "r6c8 is not 6, so r6c3 is 6 (the only other place for 6 in row 6).",
        "So r2c1 or r6c3 is 6; either way, a cell that sees both cannot be 6: r3c3<>6, r4c1<>6.",
    )
    # Each link's line draws that link and marks the two candidates it joins.
    assert [line.links for line in step.proof] == [(0,), (1,), (2,), (3,), (4,), ()]
    assert step.proof[1].marks == ((cell("r2c5"), 6), (cell("r9c5"), 6))
    assert step.nudge == "Look for an X-Chain on 6 with one end at r2c1."


def test_x_chain_with_nothing_left_to_remove_does_not_fire() -> None:
    # Once r3c3 and r4c1 have lost their 6, the same chain still stands but no
    # cell that sees both ends holds a 6, and no other X-Chain removes anything.
    grid = grid_from_board(X_CHAIN_BOARD)
    apply_step(grid, next(x_chain(grid)))
    assert list(x_chain(grid)) == []


def test_x_chain_uses_a_diagonal_in_x_sudoku() -> None:
    # Box 2 has 7 only in r2c4, r1c5; r1c5 sees r1c1 (row 1); the main diagonal
    # has 7 only in r1c1 and r7c7. So r2c4 or r7c7 is 7: r2c7 (row 2, column 7)
    # and r7c4 (column 4, row 7) lose 7. In classic Sudoku the diagonal is no house.
    grid = grid_from_board(X_SUDOKU_BOARD, X_SUDOKU)
    step = next(x_chain(grid))
    assert step.eliminations == elims("r2c7<>7, r7c4<>7")
    assert "the only other place for 7 in the main diagonal" in step.explanation
    classic = grid_from_board(X_SUDOKU_BOARD)
    assert step.eliminations not in [s.eliminations for s in x_chain(classic)]


# ----- XY-Chain -------------------------------------------------------------------


def test_xy_chain() -> None:
    # r3c3 {49} - 4 - r4c3 {45} - 5 - r5c1 {58} - 8 - r6c2 {89}: r3c3 or r6c2 is 9,
    # so r3c2 (row 3, column 2) and r6c3 (column 3, row 6) lose 9.
    step = next(xy_chain(grid_from_board(XY_CHAIN_BOARD)))
    assert step.technique == "xy-chain"
    assert step.eliminations == elims("r3c2<>9, r6c3<>9")
    assert step.links == chain(
        ("r3c3", 9, True),
        ("r3c3", 4, False),
        ("r4c3", 4, True),
        ("r4c3", 5, False),
        ("r5c1", 5, True),
        ("r5c1", 8, False),
        ("r6c2", 8, True),
        ("r6c2", 9, True),
    )
    assert roles(step, ON) == {
        (cell("r3c3"), 4),
        (cell("r4c3"), 5),
        (cell("r5c1"), 8),
        (cell("r6c2"), 9),
    }
    assert targets(step) == set(cells("r3c2", "r6c3"))
    said = words(step)
    assert said.summary.startswith("XY-Chain of bivalue cells from r3c3 to r6c2: ")
    assert said.proof[:3] == (
        "Suppose r3c3 is not 9: then r3c3 is 4 (the only other candidate of the cell).",
        "r3c3 is 4, so r4c3 is not 4 (they share column 3).",
        "r4c3 is not 4, so r4c3 is 5 (the only other candidate of the cell).",
    )
    assert said.proof[-1] == (
        "So r3c3 or r6c2 is 9; either way, a cell that sees both cannot be 9: r3c2<>9, r6c3<>9."
    )
    assert step.nudge == (
        "Look for an XY-Chain of bivalue cells with 9 at both ends, one of them r3c3."
    )


def test_xy_chain_needs_the_same_digit_at_both_ends() -> None:
    # r1c1 {12} - 2 - r1c5 {23} - 3 - r2c4 {34}: a chain of bivalue cells from 1
    # to 4. Nothing holds both 1 and 4 where both ends see it, so neither an
    # XY-Chain nor an AIC removes anything (every other cell keeps nine digits).
    grid = Grid([0] * 81)
    for name, keep in (("r1c1", "12"), ("r1c5", "23"), ("r2c4", "34")):
        for d in range(1, 10):
            if str(d) not in keep:
                grid.exclude(cell(name), d)
    assert list(xy_chain(grid)) == []
    assert list(nice_loop(grid)) == []
    # With r2c4 {13} the ends match: an XY-Wing, the shortest XY-Chain.
    grid.include(cell("r2c4"), 1)
    grid.exclude(cell("r2c4"), 4)
    step = next(xy_chain(grid))
    assert step.eliminations == elims("r1c4<>1, r1c6<>1, r2c1<>1, r2c2<>1, r2c3<>1")


def test_xy_chain_ignores_cells_with_three_candidates() -> None:
    # The AIC board's chains all pass through cells of three candidates or
    # along house links: no XY-Chain (nor X-Chain) there.
    grid = grid_from_board(AIC_BOARD)
    assert list(xy_chain(grid)) == []
    assert list(x_chain(grid)) == []


# ----- nice loops and AICs ----------------------------------------------------------


def test_aic_with_different_digits_at_the_ends() -> None:
    # Row 3 has 1 only in r3c4, r3c8; r3c8 loses its 9; box 3 has 9 only in r3c8,
    # r2c9; r2c9 {89} is 8; box 3 has 8 only in r2c9, r3c7. So r3c4 is 1 or r3c7
    # is 8, and r3c4 (which sees r3c7) cannot be 8.
    step = next(nice_loop(grid_from_board(AIC_BOARD)))
    assert step.technique == "nice-loop"
    assert step.eliminations == elims("r3c4<>8")
    assert step.links == chain(
        ("r3c4", 1, True),
        ("r3c8", 1, False),
        ("r3c8", 9, True),
        ("r2c9", 9, False),
        ("r2c9", 8, True),
        ("r3c7", 8, True),
    )
    assert roles(step, OFF) == {(cell("r3c4"), 1), (cell("r3c8"), 9), (cell("r2c9"), 8)}
    assert targets(step) == {cell("r3c4")}
    said = words(step)
    assert said.summary == (
        "AIC on 1, 8 and 9: if r3c4 is not 1, the links below show that r3c7 is 8. So r3c4 "
        "is 1 or r3c7 is 8, and a candidate that clashes with both is false: r3c4<>8."
    )
    assert said.proof == (
        "Suppose r3c4 is not 1: then r3c8 is 1 (the only other place for 1 in row 3).",
        "r3c8 is 1, so r3c8 is not 9 (a cell holds one digit).",
        "r3c8 is not 9, so r2c9 is 9 (the only other place for 9 in box 3).",
        "r2c9 is 9, so r2c9 is not 8 (a cell holds one digit).",
        "r2c9 is not 8, so r3c7 is 8 (the only other place for 8 in box 3).",
        "So r3c4 is 1 or r3c7 is 8; whichever it is, every candidate that clashes with both "
        "is false: r3c4<>8.",
    )
    assert step.nudge == (
        "Look for an AIC (alternating inference chain) on 1, 8 or 9 with one end at r3c4."
    )


def test_continuous_nice_loop() -> None:
    # 8r1c1=8r1c5 (row 1), r1c5 5 off, 5r1c5=5r2c5 (column 5), 5r2c2 off (row 2),
    # r2c2 {58} is 8, which sees r1c1 (box 1): a loop. Each weak link becomes
    # strong: r1c5 is 8 or 5 (loses 6), row 2's 5 is in r2c5 or r2c2 (r2c8, r2c9
    # lose 5), box 1's 8 is in r2c2 or r1c1 (r3c1 loses 8).
    step = next(nice_loop(grid_from_board(LOOP_BOARD)))
    assert step.eliminations == elims("r1c5<>6, r2c8<>5, r2c9<>5, r3c1<>8")
    assert step.links == chain(
        ("r1c1", 8, True),
        ("r1c5", 8, False),
        ("r1c5", 5, True),
        ("r2c5", 5, False),
        ("r2c2", 5, True),
        ("r2c2", 8, False),
        ("r1c1", 8, False),
    )
    assert targets(step) == set(cells("r1c5", "r2c8", "r2c9", "r3c1"))
    said = words(step)
    assert said.summary.startswith(
        "Continuous Nice Loop on 5 and 8: the links below run from r1c1 round to it again."
    )
    # Six links, the last one closing the loop, then the conclusion.
    assert [line.links for line in step.proof] == [(0,), (1,), (2,), (3,), (4,), (5,), ()]
    assert said.proof[-2:] == (
        "r2c2 is 8, so r1c1 is not 8 (they share box 1): back to where the chain started, "
        "so it closes into a loop.",
        "Around a loop every link holds both ways (exactly one end of each link is true), so "
        "whatever clashes with both ends of a link is false: r1c5<>6, r2c8<>5, r2c9<>5, "
        "r3c1<>8.",
    )
    assert step.nudge == "Look for a continuous nice loop on 5 or 8 through r1c1."


def test_discontinuous_nice_loop_places_a_digit() -> None:
    # If r3c9 is not 3 it is 8, so r1c9 {48} is 4, so r3c8 is not 4, so row 3's 4
    # is r3c2, which is then not 3, so row 3's 3 is r3c9 after all: r3c9=3.
    steps = list(nice_loop(grid_from_board(PLACEMENT_BOARD)))
    (step,) = [s for s in steps if s.placements == ((cell("r3c9"), 3),)]
    assert step.eliminations == ()
    assert step.links == chain(
        ("r3c9", 3, True),
        ("r3c9", 8, False),
        ("r1c9", 8, True),
        ("r1c9", 4, False),
        ("r3c8", 4, True),
        ("r3c2", 4, False),
        ("r3c2", 3, True),
        ("r3c9", 3, True),
    )
    assert Highlight(CELL, cell("r3c9"), TARGET) in step.highlights
    assert step.explanation.endswith(
        "so r3c9 is 3 (the only other place for 3 in row 3). The assumption defeats "
        "itself, so r3c9 is 3: r3c9=3."
    )
    assert step.nudge == "Look for a discontinuous nice loop that starts and ends at r3c9."
    # Eliminations by the shorter chains come first (the 5-link AIC
    # 3r3c9=3r3c2-4r3c2=4r1c3-4r1c9=8r1c9 removes r3c9<>8); the 7-link loop follows.
    assert steps.index(step) == 5
    assert [len(s.links) for s in steps[:6]] == [5, 5, 5, 5, 5, 7]


def test_chains_come_shortest_first_and_effects_once() -> None:
    for board in (X_CHAIN_BOARD, AIC_BOARD, GROUPED_BOARD):
        for finder in (x_chain, xy_chain, nice_loop, grouped_nice_loop):
            steps = list(finder(grid_from_board(board)))
            lengths = [
                len(s.links) - (s.explanation.startswith(("Continuous", "Grouped C")))
                for s in steps
            ]
            assert lengths == sorted(lengths)
            effects = [(s.placements, s.eliminations) for s in steps]
            assert len(effects) == len(set(effects)) <= MAX_EFFECTS


# ----- grouped nice loops -----------------------------------------------------------


def test_grouped_aic() -> None:
    # Column 4 has 6 only in r8c4, r4c4; r4c4 sees r4c6 (row 4); column 6 has 6
    # only in r4c6, r2c6; r2c6 sees r2c8 (row 2); column 8's other 6s are
    # r7c8, r8c8, r9c8, all in box 9. So r8c4 is 6 or one of r7c8, r8c8, r9c8 is:
    # r8c9 sees all four and loses 6.
    step = next(grouped_nice_loop(grid_from_board(GROUPED_BOARD)))
    assert step.technique == "grouped-nice-loop"
    assert step.eliminations == elims("r8c9<>6")
    group = tuple(cells("r7c8", "r8c8", "r9c8"))
    assert step.links[:-1] == chain(
        ("r8c4", 6, True),
        ("r4c4", 6, False),
        ("r4c6", 6, True),
        ("r2c6", 6, False),
        ("r2c8", 6, True),
    )
    assert step.links[-1] == Link(
        (cell("r2c8"), 6), (cell("r7c8"), 6), True, start_cells=(), end_cells=group
    )
    assert roles(step, ON) == cands("r4c4", "r2c6", "r7c8", "r8c8", "r9c8", digit=6)
    assert targets(step) == {cell("r8c9")}
    said = words(step)
    assert said.summary == (
        "Grouped AIC on 6 from r8c4 to r7c8, r8c8 and r9c8: if r8c4 is not 6, the links "
        "below show that one of r7c8, r8c8 and r9c8 is 6. So one of the two ends is 6, and "
        "a cell that sees every cell of both cannot be 6: r8c9<>6."
    )
    assert said.proof[-2:] == (
        "r2c8 is not 6, so one of r7c8, r8c8 and r9c8 is 6 (the only other places for 6 in "
        "column 8).",
        "So r8c4 or one of r7c8, r8c8 and r9c8 is 6; either way, a cell that sees all of "
        "them cannot be 6: r8c9<>6.",
    )
    # The group's line marks every candidate of the group.
    assert set(step.proof[-2].marks) == cands("r2c8", "r7c8", "r8c8", "r9c8", digit=6)
    assert step.nudge == "Look for a grouped AIC on 6 with one end at r8c4."


def test_grouped_aic_where_no_plain_chain_works() -> None:
    # Column 4 has 1 only in r7c4, r2c4; r2c4 sees r2c9; column 9's other 1s are
    # r7c9 and r9c9 (box 9). r7c7 sees r7c4 and both of them: it loses 1. No
    # plain chain of any kind removes anything here.
    grid = grid_from_board(GROUPED_SHORT_BOARD)
    step = next(grouped_nice_loop(grid))
    assert step.eliminations == elims("r7c7<>1")
    assert words(step).summary.startswith("Grouped AIC on 1 from r7c4 to r7c9 and r9c9: ")
    assert (
        words(step)
        .proof[-2]
        .startswith(
            "r2c9 is not 1, so one of r7c9 and r9c9 is 1 (the only other places for 1 in column 9)"
        )
    )
    assert step.links[-1].end_cells == tuple(cells("r7c9", "r9c9"))
    for finder in (x_chain, xy_chain, nice_loop):
        assert list(finder(grid)) == []


def test_grouped_finder_reports_only_chains_with_a_group() -> None:
    # Digit 1 keeps only r2c4, r7c4, r2c9, r5c9, r7c9, r9c9, r8c7 (every cell keeps
    # all other digits, so no other digit links). Box 9's 1s are r7c9, r9c9 (a
    # group in column 9) and r8c7: a strong link. But column 9 has four places,
    # so the group links to nothing that leads anywhere; the plain X-Chain
    # 1r2c9=1r2c4-1r7c4=1r7c9 is the only chain, and it is no grouped chain.
    grid = Grid([0] * 81)
    keep = set(cells("r2c4", "r7c4", "r2c9", "r5c9", "r7c9", "r9c9", "r8c7"))
    for c in range(81):
        if c not in keep:
            grid.exclude(c, 1)
    assert list(grouped_nice_loop(grid)) == []
    (step,) = x_chain(grid)
    assert step.eliminations == elims("r5c9<>1, r9c9<>1")
