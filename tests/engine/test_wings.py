"""XY-Wing, XYZ-Wing, W-Wing, Remote Pair and WXYZ-Wing: real positions where they fire,
and near-misses where they must not.

Each real board is a moment of a sudokuexchange diabolical solve (line numbers of
sudokuexchange_diabolical_20k.txt, puzzle given beside it), frozen where the
basic ladder (singles, subsets, locked candidates, basic and finned fish) is
stuck and the wing is the easiest step left; the comments give the hand check.
"""

from __future__ import annotations

from collections.abc import Iterator

from board_text import assert_fits_solution, cell, cells, elims, grid_from_board

from engine import CLASSIC, X_SUDOKU, Grid, Variant
from engine.explain import words
from engine.step import BASE, CANDIDATE, CELL, HOUSE, OFF, ON, PATTERN, TARGET, Link, Z
from engine.techniques.wings import remote_pair, w_wing, wxyz_wing, xy_wing, xyz_wing

# Line 25: .....7185...2..36......97....68..24....3.5....14..25....51......48..3...1327.....
XY_WING_BOARD = """
{269}  {269}  {39} 4    {36}  7    1      8     5
4      {57}   {17} 2    {15}  8    3      6     9
{568}  {568}  {13} {56} {13}  9    7      2     4
{3579} {579}  6    8    {79}  1    2      4     {37}
{2789} {2789} {79} 3    4     5    {68}   {179} {1678}
{3789} 1      4    {69} {679} 2    5      {379} {378}
{679}  {679}  5    1    {289} {46} {4689} {37}  {237}
{679}  4      8    {59} {259} 3    {69}   {17}  {127}
1      3      2    7    {89}  {46} {4689} 5     {68}
"""
XY_WING_SOLUTION = (
    "269437185471258369583619724956871243827345691314962578795186432648523917132794856"
)

# Line 29: ....4....2.1...6.44.73.21.5.4..9..1...3...4..5.2...9.7...8.6......723.....6.1.7..
XYZ_WING_BOARD = """
{3689} {3689} 5    {169}  4     {179}  {238} {237} {2389}
2      {389}  1    {59}   {78}  {5789} 6     {37}  4
4      {689}  7    3      {68}  2      1     {89}  5
{67}   4      8    {256}  9     {57}   {235} 1     {236}
{1679} {1679} 3    {1256} {678} {1578} 4     {25}  {268}
5      {16}   2    {146}  3     {148}  9     {68}  7
{37}   {237}  {49} 8      5     6      {23}  {49}  1
{18}   {15}   {49} 7      2     3      {58}  {469} {69}
{38}   {2358} 6    {49}   1     {49}   7     {235} {238}
"""
XYZ_WING_SOLUTION = (
    "365941278291578634487362195648297513973185426512634987729856341154723869836419752"
)

# Line 3: ..53.89..1..7.4..878.....51.........879...6436.1.9.8.7...2.5.......8.....2.....3.
W_WING_BOARD = """
{24}  6    5    3    1 8    9     7    {24}
1     9    {23} 7    5 4    {23}  6    8
7     8    {34} 9    6 2    {34}  5    1
{234} {34} {24} 8    7 6    {15}  {19} {59}
8     7    9    5    2 1    6     4    3
6     5    1    4    9 3    8     2    7
{49}  1    {67} 2    3 5    {47}  8    {469}
{345} {34} {67} {16} 8 {79} {245} {19} {25}
{59}  2    8    {16} 4 {79} {157} 3    {569}
"""
W_WING_SOLUTION = (
    "265318974193754268784962351342876195879521643651493827416235789537689412928147536"
)

# Line 2: 8.......7.93...15..7.....2...1.6.2..2..341..5...........94.83...385.297.7.2...5.1
W_WING_NEAR_MISS_BOARD = """
8    2     {56} 1      {59} {49}  {46}  3 7
4    9     3    {2678} {28} {67}  1     5 {68}
1    7     {56} {68}   {35} {34}  {468} 2 9
{39} {58}  1    {789}  6    {579} 2     4 {38}
2    {68}  7    3      4    1     {68}  9 5
{39} {568} 4    {289}  {28} {59}  7     1 {368}
5    1     9    4      7    8     3     6 2
6    3     8    5      1    2     9     7 4
7    4     2    {69}   {39} {369} 5     8 1
"""
W_WING_NEAR_MISS_SOLUTION = (
    "825194637493627158176853429981765243267341895354289716519478362638512974742936581"
)

# Line 135: 1..9....3..87.65...75..149..52....87....9....71....23..971..35...15.87..5....9..1
REMOTE_PAIR_BOARD = """
1     {246}  {46}  9     {258} {45} {68} 7     3
9     {34}   8     7     {34}  6    5    1     2
{236} 7      5     {38}  {28}  1    4    9     {68}
{46}  5      2     {46}  1     3    9    8     7
{348} {468}  {346} 2     9     7    1    {46}  5
7     1      9     {468} {58}  {45} 2    3     {46}
{48}  9      7     1     6     2    3    5     {48}
{24}  {2346} 1     5     {34}  8    7    {246} 9
5     {2468} {346} {34}  7     9    {68} {246} 1
"""
REMOTE_PAIR_SOLUTION = (
    "124985673938746512675321498452613987386297145719854236897162354241538769563479821"
)

# Line 59: ..9...8..85.....63.3..5..7...58.37..9.......2...2.6.....7...5......6....6..4.5..9
LONG_REMOTE_PAIR_BOARD = """
7     2      9      6    3    {14} 8     {14}   5
8     5      {14}   7    2    {14} 9     6      3
{14}  3      6      9    5    8    2     7      {14}
2     6      5      8    {14} 3    7     9      {14}
9     {148}  {1348} 5    {14} 7    6     {134}  2
{134} 7      {134}  2    9    6    {134} 5      8
{134} {149}  7      {13} 8    {29} 5     {124}  6
5     {1489} {1238} {13} 6    {29} {134} {1248} 7
6     {18}   {1238} 4    7    5    {13}  {1238} 9
"""
LONG_REMOTE_PAIR_SOLUTION = (
    "729631845851724963436958271265813794918547632374296158147389526593162487682475319"
)

# Line 585: ..159.7.......7.3.7..4.1....6.14..9.9.......5.8..39.6....9.6..8.5.3.......9.845..
WXYZ_WING_BOARD = """
{246}  {24}  1      5 9    3 7      8     {246}
{245}  9     {2456} 8 {26} 7 {1246} 3     {124}
7      3     8      4 {26} 1 {269}  5     {29}
{23}   6     {237}  1 4    5 8      9     {237}
9      {124} {234}  6 7    8 {1234} {124} 5
{145}  8     {457}  2 3    9 {14}   6     {147}
{1234} 7     {234}  9 5    6 {1234} {124} 8
8      5     {46}   3 1    2 {469}  7     {49}
{36}   {12}  9      7 8    4 5      {12}  {36}
"""
WXYZ_WING_SOLUTION = (
    "641593782592867431738421659267145893913678245485239167174956328856312974329784516"
)

FIXTURES = [
    (XY_WING_BOARD, XY_WING_SOLUTION),
    (XYZ_WING_BOARD, XYZ_WING_SOLUTION),
    (W_WING_BOARD, W_WING_SOLUTION),
    (W_WING_NEAR_MISS_BOARD, W_WING_NEAR_MISS_SOLUTION),
    (REMOTE_PAIR_BOARD, REMOTE_PAIR_SOLUTION),
    (LONG_REMOTE_PAIR_BOARD, LONG_REMOTE_PAIR_SOLUTION),
    (WXYZ_WING_BOARD, WXYZ_WING_SOLUTION),
]


def built(cands: dict[str, str], variant: Variant = CLASSIC) -> Grid:
    """An empty grid in which the named cells keep only the given candidates."""
    grid = Grid([0] * 81, variant=variant)
    for name, digits in cands.items():
        for d in range(1, 10):
            if str(d) not in digits:
                grid.exclude(cell(name), d)
    return grid


def roles(step, role: str) -> set:  # noqa: ANN001
    return {h.ref for h in step.highlights if h.kind == CANDIDATE and h.role == role}


def targets(step) -> set:  # noqa: ANN001
    return {h.ref for h in step.highlights if h.kind == CELL and h.role == TARGET}


def test_fixture_boards_are_real_positions() -> None:
    for board, solution in FIXTURES:
        assert_fits_solution(grid_from_board(board), solution)


def test_finders_are_generators() -> None:
    grid = grid_from_board(XY_WING_BOARD)
    for finder in (xy_wing, xyz_wing, w_wing, remote_pair, wxyz_wing):
        assert isinstance(finder(grid), Iterator)


# ----- XY-Wing ---------------------------------------------------------------------


def test_xy_wing() -> None:
    # Pivot r9c9 {6,8} sees r8c7 {6,9} (box 9) and r9c5 {8,9} (row 9). If r9c9 is
    # 6, r8c7 is 9; if 8, r9c5 is 9. Cells seeing both pincers: r8c4 {59} and
    # r8c5 {259} (row 8 and box 8), r9c7 {4689} (row 9 and box 9) lose 9.
    grid = grid_from_board(XY_WING_BOARD)
    (step,) = list(xy_wing(grid))
    assert step.technique == "xy-wing"
    assert step.eliminations == elims("r8c4<>9, r8c5<>9, r9c7<>9")
    said = words(step)
    assert said.summary == (
        "XY-Wing: the pivot r9c9 {6,8} sees the pincers r8c7 {6,9} and r9c5 {8,9}. Whatever "
        "r9c9 is (6 or 8), one of the pincers is 9, so a cell that sees both pincers cannot "
        "be 9: r8c4<>9, r8c5<>9, r9c7<>9."
    )
    # The proof reads the wing's links in order, from one pincer's 9 false to the other's.
    assert said.proof == (
        "If r8c7 is not 9, it is 6: its only other candidate.",
        "Then r9c9 is not 6, since it sees r8c7.",
        "So r9c9 is 8: its only other candidate.",
        "Then r9c5 is not 8, since it sees r9c9.",
        "So r9c5 is 9: its only other candidate.",
        "So r8c7 or r9c5 is 9, and a cell that sees both cannot be 9: r8c4<>9, r8c5<>9, "
        "r9c7<>9.",
    )
    assert [line.links for line in step.proof] == [(0,), (1,), (2,), (3,), (4,), ()]
    assert step.nudge == "Look for an XY-Wing with its pivot in box 9."
    pivot, a, b = cells("r9c9", "r8c7", "r9c5")
    assert roles(step, PATTERN) == {(pivot, 6), (pivot, 8), (a, 6), (b, 8)}
    assert roles(step, Z) == {(a, 9), (b, 9)}
    assert targets(step) == set(cells("r8c4", "r8c5", "r9c7"))
    # 9r8c7 = 6r8c7 - 6r9c9 = 8r9c9 - 8r9c5 = 9r9c5
    assert step.links == (
        Link((a, 9), (a, 6), True),
        Link((a, 6), (pivot, 6), False),
        Link((pivot, 6), (pivot, 8), True),
        Link((pivot, 8), (b, 8), False),
        Link((b, 8), (b, 9), True),
    )


def test_xy_wing_needs_the_pivot_to_see_both_pincers() -> None:
    # {1,2} r1c1, {1,3} r1c5, {2,3} r5c1: r1c1 sees both, and r5c5, which sees
    # both pincers, loses 3. Move the {2,3} pincer to r5c2 (row 5, column 2, box
    # 4): the pivot no longer sees it, and no cell is a pivot.
    grid = built({"r1c1": "12", "r1c5": "13", "r5c1": "23"})
    (step,) = list(xy_wing(grid))
    assert step.eliminations == elims("r5c5<>3")
    assert list(xy_wing(built({"r1c1": "12", "r1c5": "13", "r5c2": "23"}))) == []


def test_no_xy_wing_when_the_pincers_share_two_digits_or_none() -> None:
    # {1,3} and {1,3}: the pincers hold the pivot's 1 both, never a 2.
    assert list(xy_wing(built({"r1c1": "12", "r1c5": "13", "r5c1": "13"}))) == []
    # {1,3} and {2,4}: no shared third digit.
    assert list(xy_wing(built({"r1c1": "12", "r1c5": "13", "r5c1": "24"}))) == []


# ----- XYZ-Wing --------------------------------------------------------------------


def test_xyz_wing() -> None:
    # Pivot r9c9 {2,3,8} sees r7c7 {2,3} (box 9) and r9c1 {3,8} (row 9): 3 is in
    # one of the three, so r9c8 {235}, which sees all three, loses 3.
    grid = grid_from_board(XYZ_WING_BOARD)
    (step,) = list(xyz_wing(grid))
    assert step.technique == "xyz-wing"
    assert step.eliminations == elims("r9c8<>3")
    said = words(step)
    assert said.summary == (
        "XYZ-Wing: the pivot r9c9 {2,3,8} sees the pincers r7c7 {2,3} and r9c1 {3,8}. "
        "Whatever r9c9 is, one of the three cells is 3, so a cell that sees all three cannot "
        "be 3: r9c8<>3."
    )
    assert said.proof == (
        "If r9c9 is 2, r7c7 is not 2, so it is 3.",
        "If r9c9 is 8, r9c1 is not 8, so it is 3.",
        "Otherwise r9c9 is 3 itself.",
        "A cell that sees all of r9c9, r7c7 and r9c1 cannot be 3: r9c8<>3.",
    )
    assert step.nudge == "Look for an XYZ-Wing with its pivot in box 9."
    pivot, a, b = cells("r9c9", "r7c7", "r9c1")
    assert roles(step, Z) == {(pivot, 3), (a, 3), (b, 3)}
    assert roles(step, PATTERN) == {(pivot, 2), (pivot, 8), (a, 2), (b, 8)}
    assert targets(step) == {cell("r9c8")}


def test_xyz_wing_spares_cells_that_miss_the_pivot() -> None:
    # r7c1 {37} and r7c2 {237} see both pincers (row 7, box 7) but not the pivot:
    # the pivot itself may be the 3, so they keep theirs.
    grid = grid_from_board(XYZ_WING_BOARD)
    removed = {c for s in xyz_wing(grid) for c, _ in s.eliminations}
    assert not removed & set(cells("r7c1", "r7c2"))


# ----- W-Wing ----------------------------------------------------------------------


def test_w_wing() -> None:
    # r4c9 and r9c1 are {5,9} and do not see each other. Row 7 holds 9 only in
    # r7c1 {49} and r7c9 {469}: r7c9 sees r4c9 (column 9), r7c1 sees r9c1
    # (column 1). So one of r4c9, r9c1 is 5, and r9c9 {569} loses 5.
    grid = grid_from_board(W_WING_BOARD)
    (step,) = list(w_wing(grid))
    assert step.technique == "w-wing"
    assert step.eliminations == elims("r9c9<>5")
    said = words(step)
    assert said.summary == (
        "W-Wing: r4c9 and r9c1 both hold only 5 and 9 and do not see each other; in row 7, "
        "9 can only go in r7c9 or r7c1, which see r4c9 and r9c1. So one of r4c9 and r9c1 is "
        "5, and a cell that sees both cannot be 5: r9c9<>5."
    )
    assert said.proof[2] == "So r7c1 is 9: the only other place for 9 in row 7."
    assert step.nudge == "Look for a W-Wing on {5,9}."
    a, b, c, d = cells("r4c9", "r9c1", "r7c9", "r7c1")
    assert (HOUSE, 6, BASE) in {(h.kind, h.ref, h.role) for h in step.highlights}  # row 7
    assert roles(step, PATTERN) == {(a, 9), (b, 9), (c, 9), (d, 9)}
    assert roles(step, Z) == {(a, 5), (b, 5)}
    assert targets(step) == {cell("r9c9")}
    # 5r4c9 = 9r4c9 - 9r7c9 = 9r7c1 - 9r9c1 = 5r9c1
    assert step.links == (
        Link((a, 5), (a, 9), True),
        Link((a, 9), (c, 9), False),
        Link((c, 9), (d, 9), True),
        Link((d, 9), (b, 9), False),
        Link((b, 9), (b, 5), True),
    )


def test_no_w_wing_through_a_house_with_three_places() -> None:
    # r2c9 and r3c4 are {6,8} and do not see each other; cells seeing both hold
    # 6 (r2c4, r2c6, r3c7). Row 4 looks like the link on 8: r4c4 sees r3c4 and
    # r4c9 sees r2c9, but 8 also fits r4c2, so it is no strong link (and r4c2 is
    # the 8 of the solution). Column 7 has 6 in three places too. Firing would
    # remove 6 from r2c4, which the solution holds.
    grid = grid_from_board(W_WING_NEAR_MISS_BOARD)
    assert list(w_wing(grid)) == []


def test_w_wing_built_and_its_near_miss() -> None:
    # r1c1 and r9c9 {1,2}; row 5 holds 1 only in r5c1 (sees r1c1) and r5c9 (sees
    # r9c9): r1c9 and r9c1 lose 2. Give r5c5 back its 1: no strong link, no wing.
    no_1 = "23456789"
    cands = {"r1c1": "12", "r9c9": "12"}
    cands.update({f"r5c{c}": no_1 for c in range(2, 9)})
    (step,) = list(w_wing(built(cands)))
    assert step.eliminations == elims("r1c9<>2, r9c1<>2")
    cands["r5c5"] = no_1 + "1"
    assert list(w_wing(built(cands))) == []


def test_no_w_wing_from_twins_that_see_each_other() -> None:
    # r1c1 and r1c9 {1,2} share row 1: a naked pair, not a W-Wing, whatever links 1.
    no_1 = "23456789"
    cands = {"r1c1": "12", "r1c9": "12"}
    cands.update({f"r5c{c}": no_1 for c in range(2, 9)})
    assert list(w_wing(built(cands))) == []


# ----- Remote Pair -----------------------------------------------------------------


def test_remote_pair() -> None:
    # {3,4} in r2c2 - r2c5 (row 2) - r8c5 (column 5) - r9c4 (box 8): r2c2 and
    # r9c4 hold one 3 and one 4, so r9c2 {2468}, seeing both, loses 4.
    grid = grid_from_board(REMOTE_PAIR_BOARD)
    (step,) = list(remote_pair(grid))
    assert step.technique == "remote-pair"
    assert step.eliminations == elims("r9c2<>4")
    said = words(step)
    assert said.summary.startswith(
        "Remote Pair {3,4}: r2c2, r2c5, r8c5 and r9c4 each hold only 3 and 4 and each sees "
        "the next, so their digits alternate along the chain."
    )
    assert said.proof[-1] == (
        "So two cells of the chain an odd number of steps apart, such as r2c2 and r9c4, hold "
        "one 3 and one 4, and a cell that sees both can hold neither: r9c2<>4."
    )
    assert len(step.proof) == len(step.links) + 1
    assert step.nudge == "Look for a Remote Pair on {3,4}."
    p, q, r, s = cells("r2c2", "r2c5", "r8c5", "r9c4")
    assert roles(step, ON) == {(p, 3), (q, 4), (r, 3), (s, 4)}
    assert roles(step, OFF) == {(p, 4), (q, 3), (r, 4), (s, 3)}
    assert targets(step) == {cell("r9c2")}
    # 3r2c2 = 4r2c2 - 4r2c5 = 3r2c5 - 3r8c5 = 4r8c5 - 4r9c4 = 3r9c4
    assert step.links == (
        Link((p, 3), (p, 4), True),
        Link((p, 4), (q, 4), False),
        Link((q, 4), (q, 3), True),
        Link((q, 3), (r, 3), False),
        Link((r, 3), (r, 4), True),
        Link((r, 4), (s, 4), False),
        Link((s, 4), (s, 3), True),
    )


def test_long_remote_pair() -> None:
    # {1,4}: r2c3 - r3c1 (box 1) - r3c9 (row 3) - r4c9 (column 9) - r4c5 (row 4)
    # - r5c5 (column 5): six cells, the shortest way from r2c3 to r5c5. The ends,
    # five steps apart, hold one 1 and one 4; r5c3 sees both and loses both.
    grid = grid_from_board(LONG_REMOTE_PAIR_BOARD)
    (step,) = list(remote_pair(grid))
    assert step.eliminations == elims("r5c3<>1, r5c3<>4")
    assert step.explanation.startswith(
        "Remote Pair {1,4}: r2c3, r3c1, r3c9, r4c9, r4c5 and r5c5 each hold only 1 and 4"
    )
    assert "such as r2c3 and r5c5" in step.explanation
    assert len(step.links) == 11
    assert [link.strong for link in step.links] == [True, False] * 5 + [True]
    assert step.links[0].start == (cell("r2c3"), 1) and step.links[-1].end == (cell("r5c5"), 1)


def test_remote_pair_needs_four_cells() -> None:
    # r1c1 - r1c5 - r5c5, all {1,2}: the ends hold the same digit, so r5c1, seeing
    # both, keeps its 1 and 2. A fourth cell r5c9 makes r1c1 and r5c9 opposite:
    # r1c9 and r5c1 lose 1 and 2.
    three = {"r1c1": "12", "r1c5": "12", "r5c5": "12"}
    assert list(remote_pair(built(three))) == []
    (step,) = list(remote_pair(built({**three, "r5c9": "12"})))
    assert step.eliminations == elims("r1c9<>1, r1c9<>2, r5c1<>1, r5c1<>2")


# ----- WXYZ-Wing -------------------------------------------------------------------


def test_wxyz_wing() -> None:
    # r1c1 {2,4,6}, r1c2 {2,4}, r4c1 {2,3}, r9c1 {3,6}: four cells, four digits.
    # 4 is in r1c1, r1c2 (box 1), 3 in r4c1, r9c1 and 6 in r1c1, r9c1 (column 1):
    # each at most once. So 2 is in r1c1, r1c2 or r4c1, and r2c1 {245}, seeing
    # all three, loses 2.
    grid = grid_from_board(WXYZ_WING_BOARD)
    (step,) = list(wxyz_wing(grid))
    assert step.technique == "wxyz-wing"
    assert step.eliminations == elims("r2c1<>2")
    said = words(step)
    assert said.summary == (
        "WXYZ-Wing: r1c1, r1c2, r4c1 and r9c1 hold only {2,3,4,6} between them. Each of 3, 4 "
        "and 6 fits in at most one of them, so 2 must go in r1c1, r1c2 or r4c1, and a cell "
        "that sees all of those cannot be 2: r2c1<>2."
    )
    assert step.nudge == "Look for a WXYZ-Wing on {2,3,4,6}."
    a, b, c, d = cells("r1c1", "r1c2", "r4c1", "r9c1")
    assert roles(step, Z) == {(a, 2), (b, 2), (c, 2)}
    assert roles(step, PATTERN) == {(a, 4), (a, 6), (b, 4), (c, 3), (d, 3), (d, 6)}
    assert targets(step) == {cell("r2c1")}


def test_wxyz_wing_with_a_four_digit_pivot() -> None:
    # Pivot r5c5 {1,2,3,4}; r5c1 {1,4}, r5c9 {2,4} in its row, r4c4 {3,4} in its
    # box. 1, 2, 3 are each restricted; 4 is in all four cells, so r5c4 and r5c6
    # (row 5 and box 5) lose 4. r5c2 misses r4c4 and keeps it.
    grid = built({"r5c5": "1234", "r5c1": "14", "r5c9": "24", "r4c4": "34"})
    (step,) = list(wxyz_wing(grid))
    assert step.eliminations == elims("r5c4<>4, r5c6<>4")


def test_no_wxyz_wing_with_two_unrestricted_digits() -> None:
    # As above with {3,4} in r4c1: it does not see the pivot, so 3 is
    # unrestricted as well as 4, and the four cells may hold 1, 2, 3, 3.
    grid = built({"r5c5": "1234", "r5c1": "14", "r5c9": "24", "r4c1": "34"})
    assert list(wxyz_wing(grid)) == []


def test_no_wxyz_wing_around_an_xy_wing() -> None:
    # r1c1 {1,2} with r1c4 {1,3} and r2c2 {2,3} is an XY-Wing on 3 (r1c2, r1c3,
    # r2c4, r2c5, r2c6 lose 3). Adding r2c5 {3,4} makes four cells, four digits,
    # 3 alone unrestricted, but the smaller wing removes more: no WXYZ-Wing.
    grid = built({"r1c1": "12", "r1c4": "13", "r2c2": "23", "r2c5": "34"})
    assert list(wxyz_wing(grid)) == []
    xy = {e for s in xy_wing(grid) for e in s.eliminations}
    assert set(elims("r2c4<>3, r2c6<>3")) <= xy


# ----- variants --------------------------------------------------------------------


def test_xy_wing_through_a_diagonal() -> None:
    # Pivot r1c1 {1,2} sees r5c5 {1,3} only along the main diagonal, and r1c9
    # {2,3} along row 1: in classic Sudoku, no cell sees two of the others. In
    # X-Sudoku the cells seeing both pincers lose 3: r1c5, r5c9, r9c9 (column 9
    # and the main diagonal) and the rest of the anti-diagonal, where both lie.
    cands = {"r1c1": "12", "r5c5": "13", "r1c9": "23"}
    assert list(xy_wing(built(cands))) == []
    steps = list(xy_wing(built(cands, X_SUDOKU)))
    by_pivot = {s.links[2].start[0]: s for s in steps}
    step = by_pivot[cell("r1c1")]
    assert step.eliminations == elims(
        "r1c5<>3, r2c8<>3, r3c7<>3, r4c6<>3, r5c9<>3, r6c4<>3, r7c3<>3, r8c2<>3, r9c1<>3, r9c9<>3"
    )


def test_w_wing_linked_along_a_diagonal() -> None:
    # 1 fits the main diagonal only in r2c2 and r8c8. r2c5 {1,2} sees r2c2 (row
    # 2) and r5c8 {1,2} sees r8c8 (column 8): in X-Sudoku r2c8 and r5c5 lose 2.
    # In classic Sudoku the diagonal is no house and there is no link.
    cands = {"r2c5": "12", "r5c8": "12"}
    cands.update({f"r{i}c{i}": "23456789" for i in (1, 3, 4, 5, 6, 7, 9)})
    assert list(w_wing(built(cands))) == []
    (step,) = list(w_wing(built(cands, X_SUDOKU)))
    assert step.eliminations == elims("r2c8<>2, r5c5<>2")
    assert "in the main diagonal, 1 can only go in r2c2 or r8c8" in step.explanation
