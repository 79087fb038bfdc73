"""Almost locked sets: the shared machinery, ALS-XZ, ALS-XY-Wing, ALS chains, Death Blossom.

Each real board is a moment of a sudokuexchange solve at which the technique
was the next step (ladder: singles to subsets, then these rungs in HoDoKu's
order), frozen with its candidates; the comments give the hand check of the
expected step. Near-misses are built grids: an empty grid where the named
cells keep only the given candidates.
"""

from __future__ import annotations

import inspect

from board_text import assert_fits_solution, cell, cells, elims, grid_from_board

from engine import X_SUDOKU, Grid
from engine.almost_locked_sets import (
    MAX_LINKS,
    almost_locked_sets,
    chain_reach,
    pack,
    rcc_digits,
    restricted_commons,
    unpack,
)
from engine.bits import cell_set, digit_set
from engine.explain import words
from engine.rules.houses import DIAGONAL
from engine.step import CANDIDATE, CELL, FIN, ON, PATTERN, TARGET, Highlight, Link
from engine.techniques.als_chains import als_chain, als_xy_wing, als_xz, death_blossom

# sudokuexchange diabolical, line 1 of sudokuexchange_diabolical_20k.txt:
# .........9...7...2...3.6...24.....63..7.4.8...1.2.5.4.....8....4...2...5..87.13..
XZ_BOARD = """
{67} {3678} {45} {14} {59} 2 {169} {357} {689}
9    {36}   {45} {14} 7    8 {16}  {35}  2
1    {78}   2    3    {59} 6 4     {57}  {89}
2    4      9    8    1    7 5     6     3
3    5      7    6    4    9 8     2     1
8    1      6    2    3    5 {79}  4     {79}
{67} 9      3    5    8    4 2     1     {67}
4    {67}   1    9    2    3 {67}  8     5
5    2      8    7    6    1 3     9     4
"""
XZ_SOLUTION = "675492138934178652182356479249817563357649821816235947793584216461923785528761394"

# sudokuexchange diabolical, line 16:
# 9.......6.238.571..87...45.3.......2..2...5..5..246..8..43596......1.......4.8...
DOUBLY_BOARD = """
9    {15}  {15} 7    3    4    {28}   {28}   6
4    2     3    8    6    5    7      1      9
6    8     7    {19} {29} {12} 4      5      3
3    {46}  8    5    {79} {17} {19}   {46}   2
{17} {46}  2    {19} 8    3    5      {4679} {147}
5    {179} {19} 2    4    6    {13}   {37}   8
{28} {17}  4    3    5    9    6      {28}   {17}
{28} {359} {59} 6    1    {27} {289}  {3479} {457}
{17} {359} 6    4    {27} 8    {1239} {379}  {157}
"""
DOUBLY_SOLUTION = (
    "951734826423865719687921453348597162762183594519246378274359681835612947196478235"
)

# The same puzzle a few steps on.
WING_BOARD = """
9     {15}  {15} 7    3    4    {28}   {28}   6
4     2     3    8    6    5    7      1      9
6     8     7    {19} {29} {12} 4      5      3
3     {46}  8    5    {79} {17} {19}   {46}   2
{17}  {46}  2    {19} 8    3    5      {4679} {147}
5     {179} {19} 2    4    6    {13}   {37}   8
{28}  {17}  4    3    5    9    6      {28}   {17}
{278} {359} {59} 6    1    {27} {2389} {3479} {457}
{127} {359} 6    4    {27} 8    {1239} {379}  {157}
"""
WING_SOLUTION = DOUBLY_SOLUTION

# sudokuexchange diabolical, line 28:
# 9.......5..1...2..6..415..8.7.....2....9.3.....3.7.6..19..4..52..46.79...........
CHAIN_BOARD = """
9      4     8    {27}  3     {26}  1     {67}   5
{35}   {35}  1    {78}  {689} {69}  2     {467}  {46}
6      2     7    4     1     5     3     9      8
{458}  7     9    {158} {568} {146} {458} 2      3
{2458} 6     {25} 9     {258} 3     {458} 1      7
{2458} 1     3    {258} 7     {24}  6     {48}   9
1      9     6    3     4     8     7     5      2
{235}  {358} 4    6     {25}  7     9     {38}   1
7      {38}  {25} {125} {259} {129} {48}  {3468} {46}
"""
CHAIN_SOLUTION = "948732165351896274627415398879561423462983517513274689196348752284657931735129846"

# sudokuexchange diabolical, line 642:
# .1..35......6....3.4..7.98..8.3..5....9...4....5..9.2..31.6..4.5....3......94..5.
BLOSSOM_BOARD = """
9     1     {27}   8     3     5      {267}  {67}  4
{278} 5     {278}  6     9     4      {127}  {17}  3
6     4     3      {12}  7     {12}   9      8     5
4     8     {267}  3     {12}  {167}  5      9     {167}
1     {267} 9      {27}  5     {678}  4      3     {68}
3     {67}  5      4     {18}  9      {1678} 2     {1678}
{278} 3     1      5     6     {278}  {78}   4     9
5     9     4      {127} {128} 3      {1678} {167} {1267}
{278} {267} {2678} 9     4     {1278} 3      5     {1278}
"""
BLOSSOM_SOLUTION = (
    "912835674758694213643172985487326591129758436365419728231567849594283167876941352"
)

FIXTURES = [
    (XZ_BOARD, XZ_SOLUTION),
    (DOUBLY_BOARD, DOUBLY_SOLUTION),
    (WING_BOARD, WING_SOLUTION),
    (CHAIN_BOARD, CHAIN_SOLUTION),
    (BLOSSOM_BOARD, BLOSSOM_SOLUTION),
]


def built(cands: dict[str, str], variant=None) -> Grid:  # noqa: ANN001
    """An empty grid in which the named cells keep only the given candidates."""
    grid = Grid([0] * 81) if variant is None else Grid([0] * 81, variant=variant)
    for name, digits in cands.items():
        for d in range(1, 10):
            if str(d) not in digits:
                grid.exclude(cell(name), d)
    return grid


def roles(step, role: str) -> set:  # noqa: ANN001
    return {h.ref for h in step.highlights if h.kind == CANDIDATE and h.role == role}


def targets(step) -> set[int]:  # noqa: ANN001
    return {h.ref for h in step.highlights if h.kind == CELL and h.role == TARGET}


def cands(*specs: str) -> set[tuple[int, int]]:
    """'7r1c1' -> {(cell, 7)}."""
    return {(cell(s[1:]), int(s[0])) for s in specs}


def test_fixture_boards_are_real_positions() -> None:
    for board, solution in FIXTURES:
        assert_fits_solution(grid_from_board(board), solution)


# ----- the machinery --------------------------------------------------------------


def test_every_als_once_smallest_first_with_its_views() -> None:
    grid = grid_from_board(XZ_BOARD)
    sets = almost_locked_sets(grid)
    assert [a.index for a in sets] == list(range(len(sets)))
    assert [a.size for a in sets] == sorted(a.size for a in sets)
    assert len({a.cells for a in sets}) == len(sets)  # a box-line pair found twice is kept once
    by_cells = {a.cells: a for a in sets}
    # Every bivalue cell is an ALS of one cell.
    bivalue = [c for c in range(81) if grid.candidates[c].bit_count() == 2]
    assert {a.cells for a in sets if a.size == 1} == {1 << c for c in bivalue}
    # {r1c1,r2c2} in box 1: {6,7} and {3,6}, three digits for two cells.
    a = by_cells[cell_set(cells("r1c1", "r2c2"))]
    assert a.digits == digit_set((3, 6, 7))
    assert grid.variant.houses[a.house].name == "box 1"
    assert a.cells_with[6] == cell_set(cells("r1c1", "r2c2"))
    assert a.cells_with[7] == 1 << cell("r1c1")
    assert a.cells_with[5] == 0 and a.sees_all[5] == 0
    # sees_all: the cells outside the set that see every cell holding the digit.
    assert a.sees_all[7] == grid.variant.peer_mask[cell("r1c1")] & ~a.cells
    both = grid.variant.peer_mask[cell("r1c1")] & grid.variant.peer_mask[cell("r2c2")]
    assert a.sees_all[6] == both & ~a.cells
    # Not an ALS: r1c1 {67} and r1c2 {3678} hold four digits; all of row 4 is filled.
    assert cell_set(cells("r1c1", "r1c2")) not in by_cells
    # Every set is N cells of one house with N+1 digits.
    for s in sets:
        house = grid.variant.houses[s.house]
        assert s.cells & ~house.mask == 0
        union = 0
        for c in range(81):
            if s.cells >> c & 1:
                union |= grid.candidates[c]
        assert union == s.digits and union.bit_count() == s.size + 1


def test_the_list_is_built_once_per_position() -> None:
    grid = grid_from_board(XZ_BOARD)
    assert almost_locked_sets(grid) is almost_locked_sets(grid)
    assert restricted_commons(grid) is restricted_commons(grid)
    grid.exclude(cell("r1c2"), 8)
    assert almost_locked_sets(grid) is not None  # rebuilt for the new position


def test_restricted_commons() -> None:
    grid = grid_from_board(XZ_BOARD)
    sets = almost_locked_sets(grid)
    by_cells = {a.cells: a for a in sets}
    a = by_cells[cell_set(cells("r1c1", "r2c2"))]
    b = by_cells[cell_set(cells("r2c8", "r3c8"))]
    # 3: r2c2 and r2c8 share row 2. 7: r1c1 and r3c8 share no house.
    assert rcc_digits(grid, a, b) == digit_set((3,))
    assert rcc_digits(grid, b, a) == digit_set((3,))
    # Sets that overlap have none: {r1c1,r3c2} {67}{78} shares r1c1 with A.
    c = by_cells[cell_set(cells("r1c1", "r3c2"))]
    assert a.digits & c.digits and rcc_digits(grid, a, c) == 0
    graph = restricted_commons(grid)
    assert (min(a.index, b.index), max(a.index, b.index), digit_set((3,))) in graph.pairs
    sizes = [sets[i].size + sets[j].size for i, j, _ in graph.pairs]
    assert sizes == sorted(sizes)
    for i, j, digits in graph.pairs:
        assert i < j and digits == rcc_digits(grid, sets[i], sets[j]) != 0
        assert (j, digits) in graph.neighbours[i] and (i, digits) in graph.neighbours[j]
    # Every restricted pair is listed: check against the definition.
    listed = {(i, j) for i, j, _ in graph.pairs}
    for i in range(0, len(sets), 7):
        for j in range(i + 1, len(sets)):
            assert ((i, j) in listed) == bool(rcc_digits(grid, sets[i], sets[j]))


def test_two_bivalue_cells_with_the_same_digits_are_doubly_linked() -> None:
    grid = built({"r1c1": "12", "r5c1": "12"})
    sets = almost_locked_sets(grid)
    a = next(s for s in sets if s.cells == 1 << cell("r1c1"))
    b = next(s for s in sets if s.cells == 1 << cell("r5c1"))
    assert rcc_digits(grid, a, b) == digit_set((1, 2))


def test_variant_houses_make_als_too() -> None:
    # In X-Sudoku r1c1 and r5c5 share the main diagonal: {12} and {13} there, the
    # rest of the diagonal full, make the ALS {r1c1,r5c5} of the diagonal.
    grid = built({"r1c1": "12", "r5c5": "13"}, X_SUDOKU)
    sets = almost_locked_sets(grid)
    diagonal = [s for s in sets if grid.variant.houses[s.house].kind == DIAGONAL]
    assert cell_set(cells("r1c1", "r5c5")) in {s.cells for s in diagonal}
    a = next(s for s in sets if s.cells == 1 << cell("r1c1"))
    b = next(s for s in sets if s.cells == 1 << cell("r5c5"))
    assert rcc_digits(grid, a, b) == digit_set((1,))  # they see each other on the diagonal


def test_chain_reach_marks_what_each_length_can_remove() -> None:
    grid = grid_from_board(XZ_BOARD)
    reach = chain_reach(grid)
    assert reach.first(0) == 0
    xz = set(unpack(reach.first(1)))
    for step in als_xz(grid):
        if "doubly" not in step.explanation:
            assert set(step.eliminations) <= xz
    # Lengths are disjoint: a candidate is marked at its fewest commons only.
    marked = [set(unpack(reach.first(n))) for n in range(1, MAX_LINKS + 1)]
    for i in range(len(marked)):
        for j in range(i + 1, len(marked)):
            assert not marked[i] & marked[j]
    assert unpack(pack(cell("r3c2"), 7)) == [(cell("r3c2"), 7)]


def test_finders_are_generators() -> None:
    for finder in (als_xz, als_xy_wing, als_chain, death_blossom):
        assert inspect.isgeneratorfunction(finder)


# ----- ALS-XZ ---------------------------------------------------------------------


def test_als_xz() -> None:
    # A = {r1c1,r2c2} in box 1: {67} {36}, three digits for two cells.
    # B = {r2c8,r3c8} in column 8: {35} {57}. Their 3s, r2c2 and r2c8, share row 2:
    # the restricted common. One set is 3-free and so holds its 7: r1c1 or r3c8.
    # r1c8 (row 1, column 8) and r3c2 (box 1, row 3) see both and lose 7.
    grid = grid_from_board(XZ_BOARD)
    step = next(als_xz(grid))
    assert step.technique == "als-xz"
    assert step.eliminations == elims("r1c8<>7, r3c2<>7")
    said = words(step)
    assert said.summary.startswith(
        "ALS-XZ: almost locked sets A in box 1 and B in column 8 have the restricted common "
        "3, so one of them is 3-free and holds all its other digits."
    )
    # One line per set, one for the restricted common (the link), then what follows.
    assert said.proof == (
        "A = r1c1 and r2c2 in box 1: together they hold only 3, 6 and 7, one digit more "
        "than cells.",
        "B = r2c8 and r3c8 in column 8: together they hold only 3, 5 and 7, one digit more "
        "than cells.",
        "3 is the restricted common of A and B: every 3 of A sees every 3 of B, so at most "
        "one of them holds 3.",
        "Either A is 3-free, and then its cells take all its other digits, or B is, and then "
        "B does.",
        "Either way A or B holds the digit 7: no cell that sees all of r1c1 and r3c8 can be "
        "7: r1c8<>7, r3c2<>7.",
    )
    assert [line.links for line in step.proof] == [(), (), (0,), (), ()]
    assert step.proof[2].marks == ((cell("r2c2"), 3), (cell("r2c8"), 3))
    assert step.explanation.endswith(": r1c8<>7, r3c2<>7.")
    assert step.nudge == "Look for an ALS-XZ with the restricted common 3 in box 1 and column 8."
    assert roles(step, FIN) == cands("3r2c2", "3r2c8")
    assert roles(step, ON) == cands("7r1c1", "7r3c8")
    assert roles(step, PATTERN) == cands("6r1c1", "6r2c2", "5r2c8", "5r3c8")
    assert targets(step) == {cell("r1c8"), cell("r3c2")}
    assert step.links == (Link((cell("r2c2"), 3), (cell("r2c8"), 3), False),)


def test_als_xz_doubly_linked() -> None:
    # A = {r4c6,r4c7} in row 4: {17} {19}; B = {r8c1,r8c6,r8c7} in row 8: {28} {27} {289}.
    # 7: r4c6 and r8c6 share column 6; 9: r4c7 and r8c7 share column 7. Two restricted
    # commons: A and B each leave out one of 7 and 9, A holds 1, B holds 2 and 8, and the
    # 9 sits in r4c7 or r8c7: r9c7 {1239} in column 7 loses 9. Nothing else sees all
    # copies of a locked digit (the rest of rows 4 and 8 hold no 1, 2 or 8).
    grid = grid_from_board(DOUBLY_BOARD)
    step = next(s for s in als_xz(grid) if "doubly" in s.explanation)
    assert step.eliminations == elims("r9c7<>9")
    said = words(step)
    assert said.summary.startswith(
        "ALS-XZ, doubly linked: two almost locked sets, A in row 4 and B in row 8, have two "
        "restricted commons, 7 and 9"
    )
    assert said.proof[1] == (
        "B = r8c1, r8c6 and r8c7 in row 8: together they hold only 2, 7, 8 and 9, one digit "
        "more than cells."
    )
    assert [line.links for line in step.proof] == [(), (), (0,), (1,), (), ()]
    assert "A holds 1 and B holds 2 and 8" in step.explanation
    assert step.links == (
        Link((cell("r4c6"), 7), (cell("r8c6"), 7), False),
        Link((cell("r4c7"), 9), (cell("r8c7"), 9), False),
    )
    assert roles(step, FIN) == cands("7r4c6", "9r4c7", "7r8c6", "9r8c7")
    assert targets(step) == {cell("r9c7")}


def test_als_xz_steps_are_distinct_and_capped() -> None:
    grid = grid_from_board(XZ_BOARD)
    effects = [s.eliminations for s in als_xz(grid)]
    assert len(effects) == len(set(effects)) <= 20
    assert all(e == tuple(sorted(e)) for e in effects)


def test_als_xz_built() -> None:
    # A = r1c1 {12}; B = {r5c1,r5c2} {13} {23} in row 5 (and box 4). 1 is restricted
    # (r1c1, r5c1: column 1); 2 sits in r1c1 or r5c2, so every cell seeing both loses it.
    grid = built({"r1c1": "12", "r5c1": "13", "r5c2": "23"})
    gone = elims("r1c2<>2, r2c2<>2, r3c2<>2, r4c1<>2, r6c1<>2")
    assert [s.eliminations for s in als_xz(grid)] == [gone]


def test_no_als_xz_without_a_restricted_common() -> None:
    # r1c1 {12} and {r5c2,r5c3} {13} {23}: 1 and 2 are common but r1c1 sees neither
    # r5c2 nor r5c3, so no common is restricted.
    assert list(als_xz(built({"r1c1": "12", "r5c2": "13", "r5c3": "23"}))) == []


def test_no_als_xz_when_the_only_common_digit_is_the_restricted_one() -> None:
    # r1c1 {12} and {r5c1,r5c2} {13} {34}: 1 is restricted, but no other digit is in both.
    assert list(als_xz(built({"r1c1": "12", "r5c1": "13", "r5c2": "34"}))) == []


# ----- ALS-XY-Wing ----------------------------------------------------------------


def test_als_xy_wing() -> None:
    # A = {r5c1,r5c4} in row 5: {17} {19}. C = {r3c4,r3c6} in row 3: {19} {12}.
    # B = r8c6 {27}. 9 joins A and C (r5c4, r3c4: column 4), 2 joins C and B (r3c6,
    # r8c6: column 6). If r8c1 were 7, A would be 7-free and hold 9, C would hold 2,
    # B would be 7 - in row 8 with r8c1. So r8c1 (sees r5c1 and r8c6) is not 7.
    grid = grid_from_board(WING_BOARD)
    assert next(als_xz(grid), None) is None
    step = next(als_xy_wing(grid))
    assert step.technique == "als-xy-wing"
    assert step.eliminations == elims("r8c1<>7")
    said = words(step)
    assert said.summary.startswith(
        "ALS-XY-Wing on 7: restricted commons join the pivot C in row 3 to the wings A in "
        "row 5 and B in r8c6."
    )
    # A, C, the common that joins them, B, the common that joins C and B, the end.
    assert [line.links for line in step.proof] == [(), (), (0,), (), (1,), ()]
    assert said.proof[2:] == (
        "Suppose a cell that sees every 7 of A and of B were 7: then A is 7-free, so it holds "
        "9; every 9 of C sees every 9 of A (their restricted common), so C cannot hold 9, and "
        "it holds 2.",
        "B = r8c6 holds only 2 and 7.",
        "2 is the restricted common of C and B (every 2 of one sees every 2 of the other): C "
        "holds 2, so B cannot, and it holds 7.",
        "Every 7 of B sees that cell, yet B must hold 7. That cannot be, so no such cell is 7: "
        "r8c1<>7.",
    )
    assert step.nudge == (
        "Look for an ALS-XY-Wing with the pivot in row 3 and the wings in row 5 and r8c6."
    )
    assert step.links == (
        Link((cell("r5c4"), 9), (cell("r3c4"), 9), False),
        Link((cell("r3c6"), 2), (cell("r8c6"), 2), False),
    )
    assert roles(step, FIN) == cands("9r5c4", "9r3c4", "2r3c6", "2r8c6")
    assert roles(step, ON) == cands("7r5c1", "7r8c6")
    assert targets(step) == {cell("r8c1")}


def test_als_xy_wing_built() -> None:
    # The XY-Wing of bivalue cells is the smallest ALS-XY-Wing: A = r1c1 {12},
    # C = r1c5 {23}, B = r5c5 {31}; 2 joins A-C (row 1), 3 joins C-B (column 5);
    # r5c1 sees both 1s. (A and C together are the ALS {1,2,3} of row 1, so ALS-XZ
    # sees the same, and comes first on the ladder.)
    grid = built({"r1c1": "12", "r1c5": "23", "r5c5": "13"})
    assert [s.eliminations for s in als_xy_wing(grid)] == [elims("r5c1<>1")]
    assert [s.eliminations for s in als_xz(grid)] == [elims("r5c1<>1")]


def test_no_als_xy_wing_when_both_commons_are_the_same_digit() -> None:
    # A = r1c1 {12}, C = r1c5 {23}, B = r5c5 {12}: A-C and C-B are both joined by 2, so
    # a 2-free A forces C's 2... and C holding 2 says nothing about B.
    grid = built({"r1c1": "12", "r1c5": "23", "r5c5": "12"})
    assert list(als_xy_wing(grid)) == []


# ----- ALS chains -----------------------------------------------------------------


def test_als_chain() -> None:
    # A = {r5c7,r9c7} in column 7 {458}{48}; B = {r5c3,r5c5} in row 5 {25}{258};
    # C = {r1c6,r2c5,r2c6} in box 2 {26}{689}{69}; D = {r6c6,r6c8} in row 6 {24}{48}.
    # 5 joins A-B (row 5), 8 joins B-C (r5c5, r2c5: column 5), 2 joins C-D (r1c6, r6c6:
    # column 6). If r4c7 were 8: A 8-free holds 5, B holds 8, C holds 2, D holds 8 at
    # r6c8, which shares box 6 with r4c7. So r4c7 (column 7, box 6) is not 8.
    grid = grid_from_board(CHAIN_BOARD)
    assert next(als_xz(grid), None) is None
    assert next(als_xy_wing(grid), None) is None
    step = next(als_chain(grid))
    assert step.technique == "als-chain"
    assert step.eliminations == elims("r4c7<>8")
    said = words(step)
    assert said.summary.startswith(
        "ALS Chain on 8: 4 almost locked sets joined by restricted commons, from A in column 7 "
        "to D in row 6."
    )
    assert [line.links for line in step.proof] == [(), (), (0,), (), (1,), (), (2,), ()]
    assert said.proof[3] == (
        "C = r1c6, r2c5 and r2c6 in box 2: together they hold only 2, 6, 8 and 9, one digit "
        "more than cells."
    )
    assert said.proof[4] == (
        "8 is the restricted common of B and C (every 8 of one sees every 8 of the other): B "
        "holds 8, so C cannot, and it holds 2."
    )
    assert step.proof[4].marks == ((cell("r2c5"), 8), (cell("r5c5"), 8))
    assert step.explanation.endswith("so no such cell is 8: r4c7<>8.")
    assert step.nudge == "Look for an ALS chain of 4 sets on 8, from column 7 to row 6."
    assert step.links == (
        Link((cell("r5c7"), 5), (cell("r5c3"), 5), False, (), tuple(cells("r5c3", "r5c5"))),
        Link((cell("r5c5"), 8), (cell("r2c5"), 8), False),
        Link((cell("r1c6"), 2), (cell("r6c6"), 2), False),
    )
    assert roles(step, ON) == cands("8r5c7", "8r9c7", "8r6c8")
    assert roles(step, FIN) == cands("5r5c7", "5r5c3", "5r5c5", "8r5c5", "8r2c5", "2r1c6", "2r6c6")
    assert targets(step) == {cell("r4c7")}


def test_no_als_chain_when_two_commons_in_a_row_are_the_same_digit() -> None:
    # r1c1 {12} -2- r1c5 {23} -2- r5c5 {24} -4- r5c2 {14}: B-C is joined by 2 only,
    # the digit that joined A-B, so the chain breaks at C.
    grid = built({"r1c1": "12", "r1c5": "23", "r5c5": "24", "r5c2": "14"})
    assert list(als_chain(grid)) == []


def test_no_als_chain_when_the_end_common_is_the_eliminated_digit() -> None:
    # r1c1 {12} -2- r1c5 {23} -3- r5c5 {13} -1- r5c2 {14}: the last common is 1, the
    # digit both ends share, so D being 1-free says nothing about its 1s.
    grid = built({"r1c1": "12", "r1c5": "23", "r5c5": "13", "r5c2": "14"})
    assert all(s.eliminations != elims("r1c2<>1") for s in als_chain(grid))
    assert [s for s in als_chain(grid) if {cell("r1c1"), cell("r5c2")} <= _als_cells(s)] == []


def _als_cells(step) -> set[int]:  # noqa: ANN001
    return {h.ref[0] for h in step.highlights if h.kind == CANDIDATE}


# ----- Death Blossom --------------------------------------------------------------


def test_death_blossom() -> None:
    # Stem r8c4 {127}. If 1: the petal {r7c7,r8c7,r8c8} {78}{1678}{167} in box 9 (its 1s
    # in row 8) is 1-free. If 2: the petal {r4c9,r5c9,r6c9,r8c9} in column 9 (its one 2
    # at r8c9, row 8). If 7: the petal {r4c5,r5c4,r6c5} {12}{27}{18} in box 5 (its 7 at
    # r5c4, column 4). Every petal holds an 8 then, so r6c7 - which sees r6c5, r6c9 (row
    # 6), r5c9 (box 6), r7c7 and r8c7 (column 7) - is not 8.
    grid = grid_from_board(BLOSSOM_BOARD)
    step = next(death_blossom(grid))
    assert step.technique == "death-blossom"
    assert step.eliminations == elims("r6c7<>8")
    said = words(step)
    assert said.summary.startswith("Death Blossom: the stem r8c4 is 1, 2 or 7; ")
    # The stem, then each petal and the link from the stem's digit to it, then the end.
    assert [line.links for line in step.proof] == [(), (), (0,), (), (1,), (), (2,), ()]
    assert said.proof[1:3] == (
        "The petal for 1: r7c7, r8c7 and r8c8 in box 9 together hold only 1, 6, 7 and 8, one "
        "digit more than cells.",
        "If r8c4 is 1, the petal for 1 has no 1 (every 1 of it sees r8c4), so it holds 6, 7 and 8.",
    )
    assert said.proof[-1] == (
        "Whichever digit the stem takes, one petal holds the digit 8: no cell that sees all "
        "of r5c9, r6c5, r6c9, r7c7 and r8c7 can be 8: r6c7<>8."
    )
    assert step.nudge == "Look for a Death Blossom with the stem r8c4."
    assert Highlight(CELL, cell("r8c4"), PATTERN) in step.highlights
    assert roles(step, FIN) == cands("1r8c4", "2r8c4", "7r8c4", "1r8c7", "1r8c8", "2r8c9", "7r5c4")
    assert roles(step, ON) == cands("8r7c7", "8r8c7", "8r5c9", "8r6c9", "8r6c5")
    assert step.links == (
        Link((cell("r8c4"), 1), (cell("r8c7"), 1), False, (), tuple(cells("r8c7", "r8c8"))),
        Link((cell("r8c4"), 2), (cell("r8c9"), 2), False),
        Link((cell("r8c4"), 7), (cell("r5c4"), 7), False),
    )
    assert targets(step) == {cell("r6c7")}


def test_death_blossom_built() -> None:
    # Stem r5c5 {123}; petals r5c1 {19} (row 5), r4c5 {29} (column 5), r4c6 {39} (box 5).
    # Whatever the stem is, one petal is 9: r4c1, r4c2 and r4c3 see all three.
    grid = built({"r5c5": "123", "r5c1": "19", "r4c5": "29", "r4c6": "39"})
    assert [s.eliminations for s in death_blossom(grid)] == [
        elims("r4c1<>9, r4c2<>9, r4c3<>9, r5c4<>9, r5c6<>9")
    ]


def test_no_death_blossom_when_a_petal_lacks_the_common_digit() -> None:
    # As above, but the 3-petal r4c6 is {38}: the petals share no digit.
    grid = built({"r5c5": "123", "r5c1": "19", "r4c5": "29", "r4c6": "38"})
    assert list(death_blossom(grid)) == []


def test_no_death_blossom_when_a_stem_digit_has_no_petal() -> None:
    # Stem r5c5 {123} with petals for 1 and 2 only: if it is 3, nothing follows.
    grid = built({"r5c5": "123", "r5c1": "19", "r4c5": "29"})
    assert list(death_blossom(grid)) == []


def test_no_death_blossom_from_a_stem_of_four() -> None:
    # Stem r5c5 {1234}: four candidates, more than a stem may have.
    grid = built({"r5c5": "1234", "r5c1": "19", "r4c5": "29", "r4c6": "39", "r6c4": "49"})
    assert list(death_blossom(grid)) == []
