"""Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle: real positions and near-misses.

Each real board is a sudokuexchange diabolical puzzle (public domain; the
number is its line in sudokuexchange_diabolical_20k.txt) at the moment the
basic ladder (singles, locked candidates, subsets) is stuck, frozen with its
candidates. The comments give the hand check of the expected step.
"""

from __future__ import annotations

import inspect

from board_text import assert_fits_solution, cell, cells, elims, grid_from_board

from engine import X_SUDOKU, Grid, Link, Variant
from engine.explain import words
from engine.step import BASE, CANDIDATE, CELL, HOUSE, OFF, ON, TARGET, Highlight
from engine.techniques.single_digit import (
    empty_rectangle,
    skyscraper,
    turbot_fish,
    two_string_kite,
)

FINDERS = (skyscraper, two_string_kite, turbot_fish, empty_rectangle)

# Diabolical #46: 73.....16.5.867.2.2.......7..93.61............6728139.3...2...4..........4.6.5.3.
SKYSCRAPER_BOARD = """
7     3      {48}   {459}  {459}   2      {4589} 1      6
{19}  5      {14}   8      6       7      {49}   2      3
2     {89}   6      {1459} {13459} {349}  {4589} {458}  7
5     {28}   9      3      {47}    6      1      {47}   {28}
{18}  {128}  3      {4579} {4579}  {49}   {467}  {467}  {28}
4     6      7      2      8       1      3      9      5
3     {1789} {158}  {179}  2       {89}   {5678} {5678} 4
6     {1789} {1258} {1479} {13479} {3489} {2578} {578}  {19}
{189} 4      {128}  6      {179}   5      {278}  3      {19}
"""
SKYSCRAPER_SOLUTION = (
    "734592816951867423286413957529346178813759642467281395395128764672934581148675239"
)

# Diabolical #20: ..7.4.9..6.......51..7.5..3...8.6.......9......2.5.7..5.......88.1...3.6...3.4...
KITE_BOARD = """
{23}   5      7      {126}  4      {1238}  9       {1268}   {12}
6      {2348} {348}  {129}  {123}  {12389} {1248}  7        5
1      {2489} {489}  7      {26}   5       {2468}  {2468}   3
{3479} {139}  {359}  8      {1237} 6       {125}   {1235}   {1249}
{347}  {1368} {3568} {124}  9      {1237}  {12568} {123568} {124}
{349}  {68}   2      {14}   5      {13}    7       {68}     {149}
5      {347}  {34}   {1269} {1267} {1279}  {24}    {249}    8
8      {47}   1      5      {27}   {279}   3       {249}    6
{29}   {269}  {69}   3      8      4       {15}    {15}     7
"""
KITE_SOLUTION = "357148962684932175129765843415876239738291654962453781573619428841527396296384517"

# Diabolical #27: 7.......6.386.251...5...3.....9.1......745....87.2.45...18.76...7.....9..2.....7.
TURBOT_BOARD = """
7       1    {29}   {45}  {35}    {348} {29} {48}   6
4       3    8      6     {79}    2     5    1      {79}
{269}   {69} 5      {14}  {179}   {489} 3    {248}  {789}
{2356}  {45} {2346} 9     8       1     7    {236}  {23}
{12369} {69} {2369} 7     4       5     {29} {2368} {189}
{19}    8    7      3     2       6     4    5      {19}
{359}   {45} 1      8     {359}   7     6    {23}   {2345}
{3568}  7    {346}  2     {1356}  {34}  {18} 9      {345}
{35689} 2    {3469} {145} {13569} {349} {18} 7      {345}
"""
TURBOT_SOLUTION = (
    "712538946438692517695174328254981763369745281187326459941857632576213894823469175"
)

# Diabolical #3: ..53.89..1..7.4..878.....51.........879...6436.1.9.8.7...2.5.......8.....2.....3.
ER_BOARD = """
{24}  6    5    3    1 8    9     7    {24}
1     9    {23} 7    5 4    {23}  6    8
7     8    {34} 9    6 2    {34}  5    1
{234} {34} {24} 8    7 6    {15}  {19} {59}
8     7    9    5    2 1    6     4    3
6     5    1    4    9 3    8     2    7
{49}  1    {67} 2    3 5    {47}  8    {469}
{345} {34} {67} {16} 8 {79} {245} {19} {245}
{59}  2    8    {16} 4 {79} {157} 3    {569}
"""
ER_SOLUTION = "265318974193754268784962351342876195879521643651493827416235789537689412928147536"

FIXTURES = [
    (SKYSCRAPER_BOARD, SKYSCRAPER_SOLUTION),
    (KITE_BOARD, KITE_SOLUTION),
    (TURBOT_BOARD, TURBOT_SOLUTION),
    (ER_BOARD, ER_SOLUTION),
]


def house(grid: Grid, name: str) -> int:
    return next(i for i, h in enumerate(grid.variant.houses) if h.name == name)


def only_in(digit: int, names: str, variant: Variant | None = None) -> Grid:
    """An empty grid in which `digit` is a candidate exactly in the named cells."""
    grid = Grid([0] * 81) if variant is None else Grid([0] * 81, variant=variant)
    keep = set(cells(*names.split()))
    for c in range(81):
        if c not in keep:
            grid.exclude(c, digit)
    return grid


def chain_links(digit: int, *names: str) -> tuple[Link, ...]:
    a, b, c, d = cells(*names)
    return (
        Link((a, digit), (b, digit), True),
        Link((b, digit), (c, digit), False),
        Link((c, digit), (d, digit), True),
    )


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


def test_finders_are_generators() -> None:
    for finder in FINDERS:
        assert inspect.isgeneratorfunction(finder)


# ----- Skyscraper ---------------------------------------------------------------


def test_skyscraper() -> None:
    # 7 in row 4 only at r4c5, r4c8; in row 9 only at r9c5, r9c7. r4c5 and r9c5
    # share column 5, so r4c8 or r9c7 is 7. The cells seeing both: r5c7 (box 6,
    # column 7), r7c8 and r8c8 (column 8, box 9); all three still hold a 7.
    grid = grid_from_board(SKYSCRAPER_BOARD)
    (step,) = list(skyscraper(grid))
    assert step.technique == "skyscraper"
    assert step.eliminations == elims("r5c7<>7, r7c8<>7, r8c8<>7")
    assert step.links == chain_links(7, "r4c8", "r4c5", "r9c5", "r9c7")
    said = words(step)
    assert said.summary == (
        "Skyscraper 7r4c8=7r4c5-7r9c5=7r9c7: r4c8 and r4c5 are the only places for 7 in "
        "row 4, and r9c5 and r9c7 the only places for 7 in row 9; r4c5 and r9c5 share "
        "column 5, so they cannot both be 7. So r4c8 or r9c7 is 7, and a cell that sees "
        "both cannot be 7: r5c7<>7, r7c8<>7, r8c8<>7."
    )
    assert said.proof == (
        "If r4c8 is not 7, r4c5 is 7: they are the only places for 7 in row 4.",
        "Then r9c5 is not 7, since it shares column 5 with r4c5.",
        "Then r9c7 is 7: the only other place for 7 in row 9.",
        "So r4c8 or r9c7 is 7, and a cell that sees both cannot be 7: r5c7<>7, r7c8<>7, "
        "r8c8<>7.",
    )
    assert [line.links for line in step.proof] == [(0,), (1,), (2,), ()]
    assert step.nudge == "Look for a Skyscraper on 7 in rows."
    assert Highlight(HOUSE, house(grid, "row 4"), BASE) in step.highlights
    assert Highlight(HOUSE, house(grid, "row 9"), BASE) in step.highlights
    assert Highlight(CANDIDATE, (cell("r4c8"), 7), OFF) in step.highlights
    assert Highlight(CANDIDATE, (cell("r9c7"), 7), ON) in step.highlights
    targets = {h.ref for h in step.highlights if h.role == TARGET}
    assert targets == set(cells("r5c7", "r7c8", "r8c8"))


def test_skyscraper_in_columns() -> None:
    # Turbot board: 9 in column 2 only at r3c2, r5c2; in column 7 only at r1c7,
    # r5c7. The bases r5c2, r5c7 share row 5; r1c3 (box 1, row 1) and r3c9 (row 3,
    # box 3) see both ends.
    (step,) = list(skyscraper(grid_from_board(TURBOT_BOARD)))
    assert step.eliminations == elims("r1c3<>9, r3c9<>9")
    assert step.links == chain_links(9, "r3c2", "r5c2", "r5c7", "r1c7")
    assert step.nudge == "Look for a Skyscraper on 9 in columns."


def test_no_skyscraper_from_an_x_wing() -> None:
    # Rows 2 and 7 hold 4 only in columns 2 and 6: both ends line up, an X-Wing
    # (it clears r5c2 and r5c6), not a skyscraper; read as a turbot fish its ends
    # see each other, so that finder is silent too. No box holds two 4s.
    grid = only_in(4, "r2c2 r2c6 r7c2 r7c6 r5c2 r5c6 r5c9")
    for finder in FINDERS:
        assert list(finder(grid)) == []


def test_no_skyscraper_without_a_common_cross_line() -> None:
    # Row 1 holds 4 at r1c1, r1c5 and row 6 at r6c2, r6c8: two conjugate pairs,
    # but no column holds an end of each, so nothing links them.
    grid = only_in(4, "r1c1 r1c5 r6c2 r6c8")
    for finder in FINDERS:
        assert list(finder(grid)) == []


# ----- 2-String Kite ------------------------------------------------------------


def test_two_string_kite() -> None:
    # 3 in row 1 only at r1c1, r1c6; in column 5 only at r2c5, r4c5. r1c6 and r2c5
    # are different cells of box 2, so r1c1 or r4c5 is 3, and r4c1 {3479} sees both.
    grid = grid_from_board(KITE_BOARD)
    (step,) = list(two_string_kite(grid))
    assert step.technique == "two-string-kite"
    assert step.eliminations == elims("r4c1<>3")
    assert step.links == chain_links(3, "r1c1", "r1c6", "r2c5", "r4c5")
    assert step.explanation.startswith("2-String Kite 3r1c1=3r1c6-3r2c5=3r4c5: ")
    assert "r1c6 and r2c5 share box 2, so they cannot both be 3" in step.explanation
    assert step.explanation.endswith("a cell that sees both cannot be 3: r4c1<>3.")
    assert step.nudge == "Look for a 2-String Kite on 3."
    assert Highlight(HOUSE, house(grid, "row 1"), BASE) in step.highlights
    assert Highlight(HOUSE, house(grid, "column 5"), BASE) in step.highlights
    assert Highlight(CELL, cell("r4c1"), TARGET) in step.highlights


def test_no_kite_when_the_pairs_meet_in_one_cell() -> None:
    # Row 1 holds 6 at r1c2, r1c7 and column 2 at r1c2, r6c2: the pairs share
    # r1c2, so there is no second cell in the box to link through, and r6c7 (which
    # sees r1c7 and r6c2) keeps its 6: if r1c2 is 6, neither end is.
    grid = only_in(6, "r1c2 r1c7 r6c2 r6c7 r6c4 r8c7")
    for finder in FINDERS:
        assert list(finder(grid)) == []


# ----- Turbot Fish --------------------------------------------------------------


def test_turbot_fish_with_a_box_link() -> None:
    # 2 in box 1 only at r3c1, r1c3; r1c3 sees r1c7 (row 1); 2 in column 7 only at
    # r1c7, r5c7. So r3c1 or r5c7 is 2, and r5c1 sees both. The board's other
    # single-digit chains are a skyscraper and kites, which are not repeated here.
    grid = grid_from_board(TURBOT_BOARD)
    (step,) = list(turbot_fish(grid))
    assert step.technique == "turbot-fish"
    assert step.eliminations == elims("r5c1<>2")
    assert step.links == chain_links(2, "r3c1", "r1c3", "r1c7", "r5c7")
    assert step.explanation.startswith(
        "Turbot Fish 2r3c1=2r1c3-2r1c7=2r5c7: r3c1 and r1c3 are the only places for 2 in "
        "box 1, and r1c7 and r5c7 the only places for 2 in column 7;"
    )
    assert step.nudge == "Look for a Turbot Fish on 2."
    assert Highlight(HOUSE, house(grid, "box 1"), BASE) in step.highlights
    assert Highlight(HOUSE, house(grid, "column 7"), BASE) in step.highlights


def test_turbot_fish_leaves_skyscrapers_and_kites_to_their_finders() -> None:
    for board, _ in FIXTURES:
        grid = grid_from_board(board)
        named = {s.links for f in (skyscraper, two_string_kite) for s in f(grid)}
        reversed_named = {tuple(_reverse(links)) for links in named}
        for step in turbot_fish(grid):
            assert step.links not in named and step.links not in reversed_named


def _reverse(links: tuple[Link, ...]) -> list[Link]:
    return [Link(k.end, k.start, k.strong) for k in reversed(links)]


def test_no_turbot_fish_when_the_ends_see_each_other() -> None:
    # 5 in box 1 at r1c1, r2c3; row 2 at r2c3, r2c8; column 8 at r1c8, r2c8. The
    # chain r1c1=r2c3-r2c8=r1c8 ends in two cells of row 1: a loop, whose effect
    # (r1c5<>5) belongs to a nice loop, not to a turbot fish.
    grid = only_in(5, "r1c1 r2c3 r2c8 r1c8 r1c5")
    for finder in FINDERS:
        assert list(finder(grid)) == []


def test_two_candidates_in_a_box_make_a_turbot_fish_not_an_empty_rectangle() -> None:
    # The ER board with 4 ruled out of r8c1 (its solution is 5): box 7 keeps 4 only
    # in r7c1 and r8c2, a conjugate pair. r1c9=r1c1-r7c1=r8c2 is a turbot fish.
    grid = grid_from_board(ER_BOARD)
    grid.exclude(cell("r8c1"), 4)
    assert_fits_solution(grid, ER_SOLUTION)
    assert list(empty_rectangle(grid)) == []
    steps = [s for s in turbot_fish(grid) if s.eliminations == elims("r8c9<>4")]
    assert [s.links for s in steps] == [chain_links(4, "r1c9", "r1c1", "r7c1", "r8c2")]


# ----- Empty Rectangle ------------------------------------------------------------


def test_empty_rectangle() -> None:
    # Box 7 holds 4 only in r7c1, r8c1 (column 1) and r8c2 (row 8). Row 1 holds 4
    # only in r1c1, r1c9. If r1c9 is not 4, r1c1 is, which empties column 1 of box
    # 7, so r8c2 is 4. r8c9 sees r1c9 and r8c2: r8c9<>4. Nothing else fires here.
    grid = grid_from_board(ER_BOARD)
    (step,) = list(empty_rectangle(grid))
    assert step.technique == "empty-rectangle"
    assert step.eliminations == elims("r8c9<>4")
    r7c1, r8c1, r8c2 = cells("r7c1", "r8c1", "r8c2")
    assert step.links == (
        Link((cell("r1c9"), 4), (cell("r1c1"), 4), True),
        Link((cell("r1c1"), 4), (r7c1, 4), False, end_cells=(r7c1, r8c1)),
        Link((r7c1, 4), (r8c2, 4), True, start_cells=(r7c1, r8c1)),
    )
    said = words(step)
    assert said.summary == (
        "Empty Rectangle 4r1c9=4r1c1-4r78c1=4r8c2: in box 7, 4 can only go in r7c1, r8c1 "
        "and r8c2, all in row 8 or column 1; r1c1 and r1c9 are the only places for 4 in "
        "row 1. So r1c9 or r8c2 is 4, and a cell that sees both cannot be 4: r8c9<>4."
    )
    assert said.proof == (
        "In box 7, 4 can only go in r7c1, r8c1 and r8c2, all in row 8 or column 1.",
        "If r1c9 is not 4, r1c1 is 4: they are the only places for 4 in row 1.",
        "Then none of r7c1 and r8c1 is 4, since they share column 1 with r1c1.",
        "So the 4 of box 7 is in row 8: r8c2 is 4.",
        "So r1c9 or r8c2 is 4, and a cell that sees both cannot be 4: r8c9<>4.",
    )
    assert step.nudge == "Look for an Empty Rectangle on 4 in box 7."
    assert Highlight(HOUSE, house(grid, "box 7"), BASE) in step.highlights
    assert Highlight(HOUSE, house(grid, "row 1"), BASE) in step.highlights
    assert Highlight(CANDIDATE, (r8c2, 4), ON) in step.highlights
    assert Highlight(CANDIDATE, (r8c1, 4), OFF) in step.highlights
    assert Highlight(CELL, cell("r8c9"), TARGET) in step.highlights
    for finder in (skyscraper, two_string_kite, turbot_fish):
        assert list(finder(grid)) == []


def test_empty_rectangle_with_a_row_pair_and_a_group_end() -> None:
    # Kite board, digit 3: box 1 holds 3 in r1c1 (column 1) and r2c2, r2c3 (row 2).
    # Row 6 holds 3 only in r6c1, r6c6. If r6c6 is not 3, r6c1 is, so r1c1 is not,
    # so r2c2 or r2c3 is 3. r2c6 sees r6c6 (column 6) and both of r2c2, r2c3 (row 2).
    grid = grid_from_board(KITE_BOARD)
    steps = list(empty_rectangle(grid))
    (step,) = [s for s in steps if s.eliminations == elims("r2c6<>3")]
    assert step.links[2] == Link(
        (cell("r1c1"), 3), (cell("r2c2"), 3), True, end_cells=tuple(cells("r2c2", "r2c3"))
    )
    assert "Then r1c1 is not 3, since it shares column 1 with r6c1." in step.explanation
    assert "the 3 of box 1 is in row 2: one of r2c2 and r2c3 is 3" in step.explanation
    assert "a cell that sees all of them cannot be 3: r2c6<>3." in step.explanation
    # The same box 1 pattern with column 5's pair (r2c5, r4c5) clears r4c1, as does
    # box 5's rectangle with row 1's pair: three steps in all.
    assert sorted(s.eliminations for s in steps) == sorted(
        [elims("r2c6<>3"), elims("r4c1<>3"), elims("r4c1<>3")]
    )


def test_no_empty_rectangle_with_a_candidate_off_its_lines() -> None:
    # A 4 back in r7c3 puts box 7's 4s on two rows and two columns at once.
    grid = grid_from_board(ER_BOARD)
    grid.include(cell("r7c3"), 4)
    assert grid.candidates[cell("r7c3")] & 1 << 3
    assert list(empty_rectangle(grid)) == []


# ----- variants -------------------------------------------------------------------


def test_a_diagonal_adds_targets_in_x_sudoku() -> None:
    # 1 only in r2c2, r2c7, r8c7, r8c5, r5c5: conjugate pairs in rows 2 and 8 and
    # in columns 7 and 5. Rows 2 and 8 make a skyscraper (ends r2c2, r8c5), so do
    # columns 7 and 5 (ends r2c7, r5c5). In plain Sudoku no cell with a 1 sees both
    # ends of either; in X-Sudoku the main diagonal joins r2c2 and r5c5, so each
    # skyscraper clears the other's end cell.
    names = "r2c2 r2c7 r8c7 r8c5 r5c5"
    assert list(skyscraper(only_in(1, names))) == []
    steps = list(skyscraper(only_in(1, names, X_SUDOKU)))
    assert sorted(s.eliminations for s in steps) == [elims("r2c2<>1"), elims("r5c5<>1")]


def test_a_diagonal_is_never_a_link_of_the_pattern() -> None:
    # In X-Sudoku the main diagonal holds 1 only at r2c2 and r7c7, and column 3 only
    # at r7c3, r9c3: r2c2=r7c7-r7c3=r9c3 would be a turbot fish through the
    # diagonal (clearing r9c2), but single-digit patterns link through rows,
    # columns and boxes only, and those hold no other conjugate pair.
    grid = only_in(1, "r2c2 r5c2 r7c1 r7c3 r7c7 r9c2 r9c3 r9c5", X_SUDOKU)
    for finder in FINDERS:
        assert list(finder(grid)) == []
