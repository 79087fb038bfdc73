"""X-Wing, Swordfish, Jellyfish, finned and sashimi: real positions, near-misses, degenerates.

Each real board is a sudokuexchange diabolical puzzle (public domain; the
number is its line in sudokuexchange_diabolical_20k.txt) at a moment of its
solve with the basic ladder plus the fish, frozen with its candidates. The
comments give the hand check of the expected step. Built positions start from
an empty grid and rule a digit out of cells until only the pattern is left.
"""

from __future__ import annotations

from board_text import assert_fits_solution, cell, cells, elims, grid_from_board

from engine import X_SUDOKU, Grid, Variant, next_step
from engine.explain import words
from engine.step import BASE, CANDIDATE, CELL, COVER, FIN, HOUSE, PATTERN, TARGET
from engine.techniques import LADDER
from engine.techniques.fish import basic_fish, finned_fish

X_WING, SWORDFISH, JELLYFISH = basic_fish(2), basic_fish(3), basic_fish(4)
FINNED = {n: finned_fish(n, False) for n in (2, 3, 4)}
SASHIMI = {n: finned_fish(n, True) for n in (2, 3, 4)}

FISH_IDS = (
    "x-wing",
    "swordfish",
    "jellyfish",
    "finned-x-wing",
    "sashimi-x-wing",
    "finned-swordfish",
    "sashimi-swordfish",
    "finned-jellyfish",
    "sashimi-jellyfish",
)
# The ladder up to the quads, plus the fish: "the ladder takes a finned X-Wing here"
# below means among those; wings and patterns between them may come first in LADDER.
_LAST_SUBSET = next(i for i, t in enumerate(LADDER) if t.id == "hidden-quad")
FISH_LADDER = tuple(t for i, t in enumerate(LADDER) if i <= _LAST_SUBSET or t.id in FISH_IDS)
ALL_FISH = tuple(t for t in FISH_LADDER if t.id in FISH_IDS)

# Diabolical #15: ...7..3.26.8.1..542..........453.......1.4.......681..........387..9.5.19.6..1...
X_WING_BOARD = """
{45} {1459} {15}  7    {458} {569} 3      {68}   2
6    {39}   8     2    1     {39}  7      5      4
2    {345}  7     {68} {45}  {35}  {689}  1      {69}
1    {68}   4     5    3     7     {2689} {2689} {69}
7    {68}   9     1    2     4     {68}   3      5
3    {25}   {25}  9    6     8     1      4      7
{45} {1245} {125} {68} {578} {256} {2469} {2679} 3
8    7      3     4    9     {26}  5      {26}   1
9    {245}  6     3    {57}  1     {24}   {27}   8
"""
X_WING_SOLUTION = (
    "591746382638219754247853619184537296769124835325968147412685973873492561956371428"
)

# Diabolical #27: 7.......6.386.251...5...3.....9.1......745....87.2.45...18.76...7.....9..2.....7.
SWORDFISH_BOARD = """
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
SWORDFISH_SOLUTION = (
    "712538946438692517695174328254981763369745281187326459941857632576213894823469175"
)

# Diabolical #90: .4.....2..53...91.8..915..32..597..4..8...2...7..2..9..8..6..3.4..2.8..9..27.94..
JELLYFISH_BOARD = """
{19}  4     {19} {36} {78} {36}  {78}   2    5
{67}  5     3    4    {78} 2     9      1    {68}
8     2     {67} 9    1    5     {67}   4    3
2     {13}  {16} 5    9    7     {1368} {68} 4
{136} 9     8    {36} 4    {136} 2      5    7
5     7     4    8    2    {136} {13}   9    {16}
{79}  8     {79} 1    6    4     5      3    2
4     {16}  5    2    3    8     {16}   7    9
{13}  {136} 2    7    5    9     4      {68} {168}
"""
JELLYFISH_SOLUTION = (
    "149673825753482916826915743231597684698341257574826391987164532465238179312759468"
)

# Diabolical #3: ..53.89..1..7.4..878.....51.........879...6436.1.9.8.7...2.5.......8.....2.....3.
FINNED_X_WING_BOARD = """
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
FINNED_X_WING_SOLUTION = (
    "265318974193754268784962351342876195879521643651493827416235789537689412928147536"
)

# Diabolical #4: .8.....9.....3....6.9.8.7.21..3.2..84.5...3.98.......1.1.6.8.5...8...9.....241...
SASHIMI_X_WING_BOARD = """
{357} 8     {1347} {47}  2    {46}  {146}  9     {356}
{57}  {247} {1247} {479} 3    {469} {1468} {468} {56}
6     {34}  9      1     8    5     7      {34}  2
1     9     {67}   3     {56} 2     {456}  {467} 8
4     {26}  5      8     1    7     3      {26}  9
8     {237} {237}  {49}  {56} {49}  {56}   {27}  1
{37}  1     {347}  6     9    8     2      5     {347}
2     {46}  8      5     7    3     9      1     {46}
9     5     {367}  2     4    1     {68}   {368} {367}
"""
SASHIMI_X_WING_SOLUTION = (
    "581724693742936185639185742196352478425817369873469521314698257268573914957241836"
)

# Diabolical #5: 81.....34.26.3.75.7.......9...673.....2...3....8.5.9......8.....6.2.5.4..87.6.52.
FINNED_SWORDFISH_BOARD = """
8     1     {59}  {57}   {29}  {67}   {26}  3     4
{49}  2     6     {149}  3     {149}  7     5     8
7     {345} {345} {58}   {24}  {68}   {126} {16}  9
5     9     1     6      7     3      4     8     2
{46}  {47}  2     {1489} {149} {1489} 3     {167} 5
{346} {347} 8     {14}   5     2      9     {167} {16}
2     {45}  {45}  {137}  8     {17}   {16}  9     {136}
{139} 6     {39}  2      {19}  5      8     4     7
{19}  8     7     {1349} 6     {149}  5     2     {13}
"""
FINNED_SWORDFISH_SOLUTION = (
    "815796234926431758743528169591673482672849315438152976254387691369215847187964523"
)

# Diabolical #36: .........3..6.8..7.6.473.8...82673..7.......1....1....87..5..9245.....78.........
SASHIMI_SWORDFISH_BOARD = """
{29}   8     7      5 {29} 1     {46} {346} {346}
3      4     5      6 {29} 8     {29} 1     7
{129}  6     {129}  4 7    3     {29} 8     5
{159}  {19}  8      2 6    7     3    {45}  {49}
7      {29}  {269}  3 4    {59}  8    {256} 1
{2569} 3     4      8 1    {59}  7    {256} {69}
8      7     3      1 5    {46}  {46} 9     2
4      5     {26}   9 3    {26}  1    7     8
{1269} {129} {1269} 7 8    {246} 5    {346} {346}
"""
SASHIMI_SWORDFISH_SOLUTION = (
    "287591463345628917169473285518267349726349851934815726873154692452936178691782534"
)

# Diabolical #104: .216..8...9..3..154...12..3..4.....1.18...92.9.....4..1..35...257..8..4...2..153.
FINNED_JELLYFISH_BOARD = """
3    2    1    6     {79}  5     8    {79}  4
{67} 9    {67} {48}  3     {48}  2    1     5
4    8    5    {79}  1     2     {67} {679} 3
2    5    4    {789} {679} {789} 3    {67}  1
{67} 1    8    5     4     3     9    2     {67}
9    3    {67} 1     2     {67}  4    5     8
1    {46} 9    3     5     {47}  {67} 8     2
5    7    3    2     8     {69}  1    4     {69}
8    {46} 2    {479} {679} 1     5    3     {79}
"""
FINNED_JELLYFISH_SOLUTION = (
    "321675894796438215485912673254897361618543927937126458169354782573289146842761539"
)

# Diabolical #8: 1..9.4..6.3.7.5.2.8.......7.6.....1.7.8...5.4.9.....8....692...62.3.1.78.........
# The ladder takes a finned X-Wing here; a sashimi Jellyfish is on the board as well.
SASHIMI_JELLYFISH_BOARD = """
1    7    2     9     {38}  4      {38}  5     6
{49} 3    {69}  7     {68}  5      {489} 2     1
8    {45} {569} 1     2     {36}   {349} {49}  7
{25} 6    {34}  {458} {457} {3789} {27}  1     {239}
7    1    8     2     {36}  {369}  5     {369} 4
{25} 9    {34}  {45}  1     {67}   {67}  8     {23}
{34} 8    7     6     9     2      1     {34}  5
6    2    {59}  3     {45}  1      {49}  7     8
{39} {45} 1     {458} {457} {78}   {26}  {369} {239}
"""
SASHIMI_JELLYFISH_SOLUTION = (
    "172984356439765821856123497563478219718239564294516783387692145625341978941857632"
)

FIXTURES = [
    (X_WING_BOARD, X_WING_SOLUTION),
    (SWORDFISH_BOARD, SWORDFISH_SOLUTION),
    (JELLYFISH_BOARD, JELLYFISH_SOLUTION),
    (FINNED_X_WING_BOARD, FINNED_X_WING_SOLUTION),
    (SASHIMI_X_WING_BOARD, SASHIMI_X_WING_SOLUTION),
    (FINNED_SWORDFISH_BOARD, FINNED_SWORDFISH_SOLUTION),
    (SASHIMI_SWORDFISH_BOARD, SASHIMI_SWORDFISH_SOLUTION),
    (FINNED_JELLYFISH_BOARD, FINNED_JELLYFISH_SOLUTION),
    (SASHIMI_JELLYFISH_BOARD, SASHIMI_JELLYFISH_SOLUTION),
]


def row(n: int) -> int:
    return n - 1


def column(n: int) -> int:
    return 8 + n


def role_refs(step, kind: str, role: str) -> set:  # noqa: ANN001 - a Step
    return {h.ref for h in step.highlights if h.kind == kind and h.role == role}


def candidates(digit: int, *names: str) -> set[tuple[int, int]]:
    return {(cell(n), digit) for n in names}


def effects(finder, grid: Grid) -> list:  # noqa: ANN001 - a finder
    return [s.eliminations for s in finder(grid)]


def built(digit: int, allowed: dict[str, str], variant: Variant | None = None) -> Grid:
    """An empty grid in which, in each named row ('r2') or column ('c5'), `digit` is
    left only in the listed columns or rows ('38': columns 3 and 8 of the row)."""
    grid = Grid([0] * 81) if variant is None else Grid([0] * 81, variant=variant)
    for line, keep in allowed.items():
        n = int(line[1])
        for k in range(1, 10):
            if str(k) not in keep:
                name = f"r{n}c{k}" if line[0] == "r" else f"r{k}c{n}"
                grid.exclude(cell(name), digit)
    return grid


def test_fixture_boards_are_real_positions() -> None:
    for board, solution in FIXTURES:
        assert_fits_solution(grid_from_board(board), solution)


def test_finder_names() -> None:
    assert [X_WING.__name__, SWORDFISH.__name__, JELLYFISH.__name__] == [
        "x_wing",
        "swordfish",
        "jellyfish",
    ]
    assert FINNED[2].__name__ == "finned_x_wing"
    assert SASHIMI[4].__name__ == "sashimi_jellyfish"


# ----- basic fish on real positions -------------------------------------------------


def test_x_wing() -> None:
    # 6 in row 1: r1c6 {569}, r1c8 {68}; in row 8: r8c6 {26}, r8c8 {26}. Columns 6
    # and 8 lose 6 elsewhere: r7c6 {256}, r4c8 {2689}, r7c8 {2679} (r3c6 {35} and
    # r9c8 {27} have none).
    grid = grid_from_board(X_WING_BOARD)
    (step,) = X_WING(grid)
    assert step.technique == "x-wing"
    assert step.placements == ()
    assert step.eliminations == elims("r4c8<>6, r7c6<>6, r7c8<>6")
    assert words(step).summary == (
        "X-Wing on 6: in rows 1 and 8, 6 can only go in columns 6 and 8, so whichever way "
        "the two rows place their 6s, columns 6 and 8 get theirs from rows 1 and 8: "
        "r4c8<>6, r7c6<>6, r7c8<>6."
    )
    assert step.nudge == "Look for an X-Wing on 6 in rows."
    assert role_refs(step, HOUSE, BASE) == {row(1), row(8)}
    assert role_refs(step, HOUSE, COVER) == {column(6), column(8)}
    assert role_refs(step, CANDIDATE, PATTERN) == candidates(6, "r1c6", "r1c8", "r8c6", "r8c8")
    assert role_refs(step, CELL, TARGET) == set(cells("r4c8", "r7c6", "r7c8"))
    assert next_step(grid, FISH_LADDER) == step
    assert list(SWORDFISH(grid)) == [] and list(JELLYFISH(grid)) == []


def test_swordfish() -> None:
    # 9 in row 2: c5, c9; row 6: c1, c9; row 7: r7c1 {359}, r7c5 {359} (r7c9 {2345}
    # has none). Columns 1, 5 and 9 lose 9 in rows 3, 5 and 9.
    grid = grid_from_board(SWORDFISH_BOARD)
    (step,) = SWORDFISH(grid)
    assert step.technique == "swordfish"
    assert step.eliminations == elims(
        "r3c1<>9, r3c5<>9, r3c9<>9, r5c1<>9, r5c9<>9, r9c1<>9, r9c5<>9"
    )
    assert words(step).summary.startswith(
        "Swordfish on 9: in rows 2, 6 and 7, 9 can only go in columns 1, 5 and 9, so "
        "whichever way the three rows place their 9s, columns 1, 5 and 9 get theirs from "
        "rows 2, 6 and 7: "
    )
    assert step.nudge == "Look for a Swordfish on 9 in rows."
    assert role_refs(step, HOUSE, BASE) == {row(2), row(6), row(7)}
    assert role_refs(step, HOUSE, COVER) == {column(1), column(5), column(9)}
    assert role_refs(step, CANDIDATE, PATTERN) == candidates(
        9, "r2c5", "r2c9", "r6c1", "r6c9", "r7c1", "r7c5"
    )
    assert next_step(grid, FISH_LADDER) == step
    assert list(X_WING(grid)) == [] and list(JELLYFISH(grid)) == []


def test_jellyfish_found_both_ways() -> None:
    # 6 in row 1: c4, c6; row 2: c1, c9; row 5: c1, c4, c6; row 6: c6, c9. The
    # four columns' only other open 6 is r9c9 {168}. Four of eight open lines: the
    # columns 2, 3, 7, 8 in rows 3, 4, 8, 9 are the same Jellyfish the other way
    # round, with the same effect. No two or three of the rows make a smaller fish.
    grid = grid_from_board(JELLYFISH_BOARD)
    by_rows, by_columns = JELLYFISH(grid)
    assert by_rows.eliminations == by_columns.eliminations == elims("r9c9<>6")
    assert by_rows.technique == "jellyfish"
    assert role_refs(by_rows, HOUSE, BASE) == {row(1), row(2), row(5), row(6)}
    assert role_refs(by_rows, HOUSE, COVER) == {column(1), column(4), column(6), column(9)}
    assert role_refs(by_columns, HOUSE, BASE) == {column(2), column(3), column(7), column(8)}
    assert words(by_rows).summary.startswith(
        "Jellyfish on 6: in rows 1, 2, 5 and 6, 6 can only go in columns 1, 4, 6 and 9, "
        "so whichever way the four rows place their 6s"
    )
    assert by_columns.nudge == "Look for a Jellyfish on 6 in columns."
    assert role_refs(by_rows, CELL, TARGET) == {cell("r9c9")}
    assert next_step(grid, FISH_LADDER) == by_rows
    assert list(X_WING(grid)) == [] and list(SWORDFISH(grid)) == []


# ----- finned and sashimi fish on real positions ------------------------------------


def test_finned_x_wing() -> None:
    # 4 in row 1: r1c1 {24}, r1c9 {24}; in row 7: r7c1, r7c9 and the fin r7c7 {47}
    # in box 9. Either the X-Wing holds or r7c7 is 4; both clear r8c9 {245}, the
    # only 4 of column 9 in box 9 outside rows 1 and 7.
    grid = grid_from_board(FINNED_X_WING_BOARD)
    (step,) = FINNED[2](grid)
    assert step.technique == "finned-x-wing"
    assert step.eliminations == elims("r8c9<>4")
    said = words(step)
    assert said.summary == (
        "Finned X-Wing on 4: in rows 1 and 7, 4 can only go in columns 1 and 9, apart from "
        "the fin r7c7 in box 9. Whether the fin is 4 or the X-Wing holds, r8c9 cannot be 4: "
        "r8c9<>4."
    )
    assert said.proof == (
        "In row 1, 4 can only go in r1c1 or r1c9.",
        "In row 7, 4 can only go in r7c1, r7c7 or r7c9.",
        "If the fin is not 4, this is an X-Wing: columns 1 and 9 get their 4s from rows 1 "
        "and 7 and nowhere else.",
        "If the fin is 4, no other cell of box 9 is 4.",
        "Either way, the cells of column 9 in box 9 outside rows 1 and 7 cannot be 4: r8c9<>4.",
    )
    assert step.nudge == "Look for a Finned X-Wing on 4 in rows."
    assert role_refs(step, HOUSE, BASE) == {row(1), row(7)}
    assert role_refs(step, HOUSE, COVER) == {column(1), column(9)}
    assert role_refs(step, CANDIDATE, PATTERN) == candidates(4, "r1c1", "r1c9", "r7c1", "r7c9")
    assert role_refs(step, CANDIDATE, FIN) == candidates(4, "r7c7")
    assert role_refs(step, CELL, TARGET) == {cell("r8c9")}
    assert next_step(grid, FISH_LADDER) == step
    # Both rows keep two body cells: finned, not sashimi.
    assert list(SASHIMI[2](grid)) == []


def test_sashimi_x_wing() -> None:
    # 6 in row 5: r5c2 {26}, r5c8 {26}; in row 8: r8c2 {46} and r8c9 {46}. With
    # columns 2 and 8 as covers, r8c9 is the fin (box 9) and row 8 keeps one body
    # cell: sashimi. r9c8 {368} sees the fin and is in column 8.
    grid = grid_from_board(SASHIMI_X_WING_BOARD)
    (step,) = SASHIMI[2](grid)
    assert step.technique == "sashimi-x-wing"
    assert step.eliminations == elims("r9c8<>6")
    said = words(step)
    assert "apart from the fin r8c9 in box 9." in said.summary
    assert (
        "Only one 6 of row 8 lies in columns 2 and 8, so without its fin the pattern would "
        "not be a fish at all." in said.proof
    )
    assert said.summary.endswith("cannot be 6: r9c8<>6.")
    assert step.nudge == "Look for a Sashimi X-Wing on 6 in rows."
    assert role_refs(step, CANDIDATE, PATTERN) == candidates(6, "r5c2", "r5c8", "r8c2")
    assert role_refs(step, CANDIDATE, FIN) == candidates(6, "r8c9")
    assert role_refs(step, HOUSE, COVER) == {column(2), column(8)}
    assert next_step(grid, FISH_LADDER) == step
    assert list(FINNED[2](grid)) == [] and list(X_WING(grid)) == []


def test_finned_swordfish() -> None:
    # 4 in row 2: c1, c4, c6; row 6: c1, c4 and the fin r6c2 (box 4); row 9: c4,
    # c6. r5c1 {46} is in column 1 and box 4. The columns 2, 3, 5 in rows 3, 5, 7
    # with the same fin give the same elimination.
    grid = grid_from_board(FINNED_SWORDFISH_BOARD)
    by_rows, by_columns = FINNED[3](grid)
    assert by_rows.eliminations == by_columns.eliminations == elims("r5c1<>4")
    assert by_rows.technique == "finned-swordfish"
    assert role_refs(by_rows, HOUSE, BASE) == {row(2), row(6), row(9)}
    assert role_refs(by_rows, HOUSE, COVER) == {column(1), column(4), column(6)}
    assert role_refs(by_rows, CANDIDATE, FIN) == candidates(4, "r6c2")
    assert role_refs(by_columns, CANDIDATE, FIN) == candidates(4, "r6c2")
    assert role_refs(by_rows, CANDIDATE, PATTERN) == candidates(
        4, "r2c1", "r2c4", "r2c6", "r6c1", "r6c4", "r9c4", "r9c6"
    )
    assert words(by_rows).summary.startswith(
        "Finned Swordfish on 4: in rows 2, 6 and 9, 4 can only go in columns 1, 4 and 6, "
        "apart from the fin r6c2 in box 4. Whether the fin is 4 or the Swordfish holds"
    )
    assert next_step(grid, FISH_LADDER) == by_rows
    assert list(SASHIMI[3](grid)) == []


def test_sashimi_swordfish() -> None:
    # 6 in row 5: c3, c8; row 7: r7c6 {46} and the fin r7c7 {46} (box 9); row 8:
    # c3, c6. Row 7 keeps one body cell. r9c8 {346} is in column 8 and box 9.
    grid = grid_from_board(SASHIMI_SWORDFISH_BOARD)
    steps = list(SASHIMI[3](grid))
    assert [s.eliminations for s in steps] == [elims("r9c8<>6")] * 2
    step = steps[0]
    assert step.technique == "sashimi-swordfish"
    assert role_refs(step, HOUSE, BASE) == {row(5), row(7), row(8)}
    assert role_refs(step, HOUSE, COVER) == {column(3), column(6), column(8)}
    assert role_refs(step, CANDIDATE, FIN) == candidates(6, "r7c7")
    assert "Only one 6 of row 7 lies in columns 3, 6 and 8" in step.explanation
    assert step.nudge == "Look for a Sashimi Swordfish on 6 in rows."
    assert next_step(grid, FISH_LADDER) == step
    assert list(FINNED[3](grid)) == []


def test_finned_jellyfish() -> None:
    # 7 in column 4: rows 3, 4 and r9c4; column 5: rows 1, 4 and r9c5; column 7:
    # rows 3, 7; column 8: rows 1, 3, 4. Covers rows 1, 3, 4, 7; the fins r9c4 and
    # r9c5 lie in box 8, where row 7 has r7c6 {47} outside the base columns.
    grid = grid_from_board(FINNED_JELLYFISH_BOARD)
    (step,) = FINNED[4](grid)
    assert step.technique == "finned-jellyfish"
    assert step.eliminations == elims("r7c6<>7")
    assert role_refs(step, HOUSE, BASE) == {column(4), column(5), column(7), column(8)}
    assert role_refs(step, HOUSE, COVER) == {row(1), row(3), row(4), row(7)}
    assert role_refs(step, CANDIDATE, FIN) == candidates(7, "r9c4", "r9c5")
    assert role_refs(step, CELL, TARGET) == {cell("r7c6")}
    assert "apart from the fins r9c4 and r9c5 in box 8. Whether a fin is 7" in step.explanation
    assert "If no fin is 7, this is a Jellyfish" in step.explanation
    assert "If one of the fins is 7, no other cell of box 8 is 7." in step.explanation
    assert step.nudge == "Look for a Finned Jellyfish on 7 in columns."
    assert next_step(grid, FISH_LADDER) == step


def test_sashimi_jellyfish() -> None:
    # 9 in column 1: r2c1 {49} (the fin, box 1) and r9c1 {39}; column 6: rows 4, 5;
    # column 8: rows 3, 5, 9; column 9: rows 4, 9. Column 1 keeps one body cell.
    # r3c3 {569} is in row 3 and box 1. (The ladder takes a finned X-Wing first.)
    grid = grid_from_board(SASHIMI_JELLYFISH_BOARD)
    (step,) = SASHIMI[4](grid)
    assert step.technique == "sashimi-jellyfish"
    assert step.eliminations == elims("r3c3<>9")
    assert role_refs(step, HOUSE, BASE) == {column(1), column(6), column(8), column(9)}
    assert role_refs(step, HOUSE, COVER) == {row(3), row(4), row(5), row(9)}
    assert role_refs(step, CANDIDATE, FIN) == candidates(9, "r2c1")
    assert role_refs(step, CANDIDATE, PATTERN) == candidates(
        9, "r9c1", "r4c6", "r5c6", "r3c8", "r5c8", "r9c8", "r4c9", "r9c9"
    )
    assert "Only one 9 of column 1 lies in rows 3, 4, 5 and 9" in step.explanation
    assert next_step(grid, FISH_LADDER).technique == "finned-x-wing"


def test_finned_and_sashimi_share_one_search_in_any_order() -> None:
    # The two finders of a size read one cached search: whichever asks first, each
    # gets exactly its own kind.
    board = SASHIMI_JELLYFISH_BOARD
    for first, second in ((FINNED, SASHIMI), (SASHIMI, FINNED)):
        grid = grid_from_board(board)
        a = {n: effects(first[n], grid) for n in (2, 3, 4)}
        b = {n: effects(second[n], grid) for n in (2, 3, 4)}
        fresh = grid_from_board(board)
        assert a == {n: effects(first[n], fresh) for n in (2, 3, 4)}
        fresh = grid_from_board(board)
        assert b == {n: effects(second[n], fresh) for n in (2, 3, 4)}
    grid = grid_from_board(board)
    assert [s.technique for s in FINNED[2](grid)] == ["finned-x-wing"] * 2
    assert [s.technique for s in SASHIMI[2](grid)] == ["sashimi-x-wing"] * 5


def test_every_fish_step_fits_the_solution() -> None:
    for board, solution in FIXTURES:
        grid = grid_from_board(board)
        for technique in ALL_FISH:
            for step in technique.finder(grid):
                assert step.technique == technique.id
                assert step.eliminations and list(step.eliminations) == sorted(step.eliminations)
                for c, d in step.eliminations:
                    assert int(solution[c]) != d, step.explanation
                targets = role_refs(step, CELL, TARGET)
                assert targets == {c for c, _ in step.eliminations}


# ----- near-misses ----------------------------------------------------------------


def test_no_x_wing_when_a_row_reaches_a_third_column() -> None:
    # 4 in row 2: c3, c8; in row 7: c3, c5, c8. No two rows share two columns, and
    # the extra r7c5 lies in box 8, whose stack holds neither cover column: no fin.
    grid = built(4, {"r2": "38", "r7": "358"})
    for finder in (X_WING, SWORDFISH, JELLYFISH, *FINNED.values(), *SASHIMI.values()):
        assert list(finder(grid)) == []


def test_x_wing_on_a_built_position() -> None:
    grid = built(4, {"r2": "38", "r7": "38"})
    (step,) = X_WING(grid)
    assert step.eliminations == tuple(
        (cell(f"r{r}c{c}"), 4) for r in (1, 3, 4, 5, 6, 8, 9) for c in (3, 8)
    )


def test_no_finned_fish_with_fins_in_two_boxes() -> None:
    # 4 in row 2: c1, c9; in row 7: c1, c9 and the would-be fins r7c4 (box 8) and
    # r7c7 (box 9).
    grid = built(4, {"r2": "19", "r7": "1479"})
    for finder in (*FINNED.values(), *SASHIMI.values(), X_WING):
        assert list(finder(grid)) == []
    # Fins in one stack but two bands: r2c8 (box 3) and r7c8 (box 9).
    grid = built(4, {"r2": "189", "r7": "189"})
    for finder in (*FINNED.values(), *SASHIMI.values(), X_WING):
        assert list(finder(grid)) == []
    # With r7c4 gone the fin r7c7 is alone in box 9 and the fish fires.
    grid = built(4, {"r2": "19", "r7": "179"})
    (step,) = FINNED[2](grid)
    assert step.eliminations == elims("r8c9<>4, r9c9<>4")
    assert role_refs(step, CANDIDATE, FIN) == candidates(4, "r7c7")


def test_no_finned_fish_when_the_fins_box_has_no_target() -> None:
    # The same finned X-Wing, but column 9 has no 4 left in box 9 outside rows 2
    # and 7: the cells the fin sees have nothing to lose. Column 9 still has 4s in
    # rows 1, 3-6, which a plain X-Wing would clear, but the fin may be the 4.
    grid = built(4, {"r2": "19", "r7": "179", "c9": "1234567"})
    for finder in (*FINNED.values(), *SASHIMI.values(), X_WING):
        assert list(finder(grid)) == []


def test_finned_or_sashimi_by_the_body_left_without_fins() -> None:
    # Row 7 keeps c1 and c9 beside the fin: finned. Without r7c9 only c1 is left in
    # the cover columns: sashimi.
    finned = built(4, {"r2": "19", "r7": "179"})
    assert [s.technique for s in FINNED[2](finned)] == ["finned-x-wing"]
    assert list(SASHIMI[2](finned)) == []
    sashimi = built(4, {"r2": "19", "r7": "17"})
    steps = list(SASHIMI[2](sashimi))
    assert list(FINNED[2](sashimi)) == []
    # Covers c1, c9 with the fin r7c7: r8c9 and r9c9 see the fin and the cover.
    (step,) = [s for s in steps if role_refs(s, CANDIDATE, FIN) == candidates(4, "r7c7")]
    assert step.eliminations == elims("r8c9<>4, r9c9<>4")
    assert role_refs(step, CANDIDATE, PATTERN) == candidates(4, "r2c1", "r2c9", "r7c1")


def test_no_fish_from_a_hidden_single_line() -> None:
    # Row 2 has its 4 only in c3 (a hidden single); with row 7 in c3 and c8 it is
    # no X-Wing, and no finned one either.
    grid = built(4, {"r2": "3", "r7": "38"})
    for finder in (X_WING, *FINNED.values(), *SASHIMI.values()):
        assert list(finder(grid)) == []


# ----- degenerate fish --------------------------------------------------------------


def test_two_x_wings_are_no_jellyfish() -> None:
    # Rows 1 and 4 hold 4 in c1, c5; rows 2 and 7 in c3, c8. The four rows fit in
    # four columns, but that is two X-Wings, offered as such.
    grid = built(4, {"r1": "15", "r4": "15", "r2": "38", "r7": "38"})
    assert list(JELLYFISH(grid)) == []
    assert list(SWORDFISH(grid)) == []
    bases = [role_refs(s, HOUSE, BASE) for s in X_WING(grid)]
    assert {row(1), row(4)} in bases and {row(2), row(7)} in bases


def test_an_x_wing_with_lines_that_add_nothing_is_no_jellyfish() -> None:
    # Rows 1 and 4: c1, c5 (an X-Wing). Rows 2: c1, c3, c8; row 7: c3, c5, c8; and
    # columns 3 and 8 have no other 4. The Jellyfish on rows 1, 2, 4, 7 could only
    # clear columns 1 and 5 outside its rows, which the X-Wing already does.
    grid = built(4, {"r1": "15", "r4": "15", "r2": "138", "r7": "358", "c3": "27", "c8": "27"})
    assert list(JELLYFISH(grid)) == []
    x_wing_effects = effects(X_WING, grid)
    assert any(cell("r2c1") in {c for c, _ in e} for e in x_wing_effects)


def test_a_fish_is_offered_at_its_smaller_size_the_other_way_round() -> None:
    # 4 is placed in rows 7-9 (columns 7, 4, 1), so six rows and six columns are
    # open. Rows 1 and 2 hold it in c2, c5: an X-Wing. Columns 3, 6, 8, 9 then hold
    # it only in rows 3-6: the same fish as a Jellyfish, with the same
    # eliminations. The X-Wing is the hint; the Jellyfish is left out.
    values = [0] * 81
    for name in ("r7c7", "r8c4", "r9c1"):
        values[cell(name)] = 4
    grid = Grid(values)
    for k in (1, 3, 4, 6, 7, 8, 9):
        for r in (1, 2):
            if not grid.values[cell(f"r{r}c{k}")]:
                grid.exclude(cell(f"r{r}c{k}"), 4)
    (step,) = X_WING(grid)
    assert step.eliminations == tuple((cell(f"r{r}c{c}"), 4) for r in (3, 4, 5, 6) for c in (2, 5))
    assert list(JELLYFISH(grid)) == []
    assert list(SWORDFISH(grid)) == []


# ----- variants ---------------------------------------------------------------------


def test_x_sudoku_fish_use_rows_and_columns_only() -> None:
    # An X-Wing on rows works as in classic Sudoku.
    grid = built(4, {"r2": "38", "r7": "38"}, X_SUDOKU)
    (step,) = X_WING(grid)
    assert step.eliminations == tuple(
        (cell(f"r{r}c{c}"), 4) for r in (1, 3, 4, 5, 6, 8, 9) for c in (3, 8)
    )
    # 5 left on the two diagonals only in the four corners: the diagonals are no
    # base lines, so nothing fires (every row and column keeps seven or more 5s).
    grid = Grid([0] * 81, variant=X_SUDOKU)
    for i in range(1, 8):
        grid.exclude(i * 9 + i, 5)
        grid.exclude(i * 9 + 8 - i, 5)
    for technique in ALL_FISH:
        assert list(technique.finder(grid)) == []
