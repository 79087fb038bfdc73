"""Naked and hidden pairs, triples and quads: real positions where they fire, and must-not-fire.

Each real board is a moment of a sudokuexchange solve, frozen with its
candidates; the comments give the hand check of the expected step.
"""

from __future__ import annotations

from board_text import assert_fits_solution, cell, elims, grid_from_board

from engine import Grid, all_steps, next_step
from engine.explain import words
from engine.step import BASE, CANDIDATE, HOUSE, PATTERN, Highlight
from engine.techniques import technique
from engine.techniques.subsets import hidden_subsets, naked_subsets

# sudokuexchange medium #35.
NAKED_PAIR_BOARD = """
{57}  {67} 1 8     {45}  9    2    {456} 3
9     4    3 {156} {15}  2    8    7     {56}
8     2 {56} {456} 7     3    9    1     {456}
3     {67} 8 {145} 2     {67} {17} {45}  9
{457} 9    2 3     {145} 8    {17} {456} {456}
{457} 1 {56} {45}  9     {67} 3    2     8
6     5    7 9     8     1    4    3     2
1     8    4 2     3     5    6    9     7
2     3    9 7     6     4    5    8     1
"""
NAKED_PAIR_SOLUTION = (
    "761849253943152876825673914378526149492318765516497328657981432184235697239764581"
)

# sudokuexchange medium #127.
HIDDEN_PAIR_BOARD = """
{126}   4       7     8    {123}  9     5      {236}  {12}
8       {1359}  {29}  7    {1235} 6     {39}   {239}  4
{1269}  {13569} {269} {34} {1235} {245} {3689} 7      {128}
{12679} {16789} 4     5    {2689} 3     {689}  {269}  {28}
5       {689}   {2689} 1   4      {28}  {3689} {2369} 7
{269}   {689}   3     {26} {2689} 7     1      4      5
4       {689}   {689} {26} {2568} {258} 7      1      3
{67}    {678}   1     {34} {368}  {48}  2      5      9
3       2       5     9    7      1     4      8      6
"""
HIDDEN_PAIR_SOLUTION = (
    "147839562852716934936452871714523698569148327283697145498265713671384259325971486"
)

# sudokuexchange hard #87.
NAKED_TRIPLE_BOARD = """
{56}  8    2    3      {156}   7     4     9     {16}
3     9    4    8      {156}   {156} {567} 2     {167}
1     {56} 7    {24}   {24}    9     8     {56}  3
{679} 4    {89} {267}  {2678}  3     {2679} 1    5
{567} 3    {15} {12467} 9      {146} {267} 8     {467}
2     {16} {189} 5     {14678} {146} {679} 3     {467}
8     2    6    {47}   3       {45}  1     {57}  9
{59}  7    {159} {16}  {156}   8     3     4     2
4     {15} 3    9      {157}   2     {56}  {567} 8
"""
NAKED_TRIPLE_SOLUTION = (
    "682357491394816527157249863748623915531794286269581734826435179975168342413972658"
)

# sudokuexchange hard #240.
HIDDEN_TRIPLE_BOARD = """
5    4     {26}    8     {26}   9      3    1     7
{29} {23}  1       7     {234}  5      6    {49}  8
8    {367} {3679}  {134} {1346} {1346} {45} {459} 2
6    {237} {2347}  {134} 9      {1347} {12} 8     5
{29} {257} {24579} {145} {1458} {1478} {12} 6     3
1    8     {35}    6     {35}   2      9    7     4
7    9     {58}    2     {1458} {148}  {458} 3    6
3    {256} {2568}  9     {4568} {468}  7    {45}  1
4    1     {568}   {35}  7      {368}  {58} 2     9
"""
HIDDEN_TRIPLE_SOLUTION = (
    "542869317931725648867134592674391285259487163183652974795218436328946751416573829"
)

# sudokuexchange hard #6734.
NAKED_QUAD_BOARD = """
8 {4579} {59} 3    2      {47} {459}  1       6
3 {4579} 1    {45} {568}  {467} 2     {4578}  {4789}
2 {457}  6    9    {58}   1    {45}   {4578}  3
7 {28}   {59} {15} {1569} {69} {3459} {23458} {489}
1 {59}   3    8    4      2    6      {57}    {79}
6 {28}   4    7    {59}   3    1      {258}   {89}
9 1      2    6    7      8    {34}   {34}    5
5 3      7    {14} {19}   {49} 8      6       2
4 6      8    2    3      5    7      9       1
"""
NAKED_QUAD_SOLUTION = (
    "845327916391564287276981543789156324153842679624793158912678435537419862468235791"
)

# sudokuexchange hard #12775.
HIDDEN_QUAD_BOARD = """
9      6     {27}  {58}   3      {58}   1     4      {27}
3      {18}  {15}  4      2      7      {68}  {568}  9
{478}  {478} {2457} 1     9      6      3     {578}  {2578}
2      9     {47}  {3568} {467}  {358}  {468} {5678} 1
{1467} 5     8     {69}   {1467} {19}   2     3      {67}
{1467} 3     {147} {2568} {1467} {1258} {468} 9      {5678}
5      {148} 9     {236}  {16}   {123}  7     {68}   {34}
{147}  {147} 6     {379}  8      {139}  5     2      {34}
{78}   2     3     {67}   5      4      9     1      {68}
"""
HIDDEN_QUAD_SOLUTION = (
    "967538142315427869482196375294873651658941237731265498549612783176389524823754916"
)

FIXTURES = [
    (NAKED_PAIR_BOARD, NAKED_PAIR_SOLUTION),
    (HIDDEN_PAIR_BOARD, HIDDEN_PAIR_SOLUTION),
    (NAKED_TRIPLE_BOARD, NAKED_TRIPLE_SOLUTION),
    (HIDDEN_TRIPLE_BOARD, HIDDEN_TRIPLE_SOLUTION),
    (NAKED_QUAD_BOARD, NAKED_QUAD_SOLUTION),
    (HIDDEN_QUAD_BOARD, HIDDEN_QUAD_SOLUTION),
]


def house(grid: Grid, name: str) -> int:
    return next(i for i, h in enumerate(grid.variant.houses) if h.name == name)


def built(cands: dict[str, str]) -> Grid:
    """An empty grid in which the named cells keep only the given candidates."""
    grid = Grid([0] * 81)
    for name, digits in cands.items():
        for d in range(1, 10):
            if str(d) not in digits:
                grid.exclude(cell(name), d)
    return grid


def find(grid: Grid, technique_id: str) -> list:
    return list(technique(technique_id).finder(grid))


def test_fixture_boards_are_real_positions() -> None:
    for board, solution in FIXTURES:
        assert_fits_solution(grid_from_board(board), solution)


# ----- naked subsets ----------------------------------------------------------


def test_naked_pair_is_the_only_one_with_something_to_remove() -> None:
    # Row 4 is 3 {67} 8 {145} 2 {67} {17} {45} 9: r4c2 and r4c6 hold 6 and 7
    # between them, so r4c7 {17} loses its 7; r4c4, r4c8 have neither digit.
    # The board has other pairs ({67} in column 2 and in box 5 / column 6, {17}
    # in box 6 / column 7, {56} in column 3) but every other cell of their
    # houses is filled or lacks both digits, so they remove nothing: no step.
    steps = find(grid_from_board(NAKED_PAIR_BOARD), "naked-pair")
    assert [s.eliminations for s in steps] == [elims("r4c7<>7")]
    step = steps[0]
    assert step.technique == "naked-pair"
    assert words(step).summary.startswith("Naked Pair {6,7} in r4c2 and r4c6: ")
    assert "no other cell of row 4 can hold 6 or 7" in words(step).summary
    assert words(step).summary.endswith(": r4c7<>7.")
    assert step.nudge == "Look for a naked pair in row 4."
    grid = grid_from_board(NAKED_PAIR_BOARD)
    assert Highlight(HOUSE, house(grid, "row 4"), BASE) in step.highlights
    pattern = {h.ref for h in step.highlights if h.kind == CANDIDATE and h.role == PATTERN}
    assert pattern == {(cell("r4c2"), 6), (cell("r4c2"), 7), (cell("r4c6"), 6), (cell("r4c6"), 7)}


def test_naked_pair_explanation_reads_like_the_issue_example() -> None:
    # r3c1 and r3c5 are {2,7}; in row 3, r3c8 keeps a 2 and r3c9 a 7, the other
    # cells neither. Box 1 and box 2 have only one {2,7} cell each.
    no_27 = "134568"
    grid = built(
        {
            "r3c1": "27",
            "r3c5": "27",
            "r3c2": no_27,
            "r3c3": no_27,
            "r3c4": no_27,
            "r3c6": no_27,
            "r3c7": no_27,
            "r3c8": no_27 + "2",
            "r3c9": no_27 + "7",
        }
    )
    (step,) = find(grid, "naked-pair")
    assert step.eliminations == elims("r3c8<>2, r3c9<>7")
    assert words(step).summary == (
        "Naked Pair {2,7} in r3c1 and r3c5: these two cells of row 3 have only the "
        "candidates 2 and 7 between them, so they must take both digits and no other cell "
        "of row 3 can hold 2 or 7: r3c8<>2, r3c9<>7."
    )


def test_naked_triple() -> None:
    # Column 5: r1c5 {156}, r2c5 {156}, r8c5 {156} hold only 1, 5, 6, so the
    # other empty cells lose them: r3c5 {24} nothing, r4c5 {2678} its 6,
    # r6c5 {14678} its 1 and 6, r9c5 {157} its 1 and 5.
    steps = find(grid_from_board(NAKED_TRIPLE_BOARD), "naked-triple")
    expected = elims("r4c5<>6, r6c5<>1, r6c5<>6, r9c5<>1, r9c5<>5")
    (step,) = [s for s in steps if s.eliminations == expected]
    assert words(step).summary.startswith("Naked Triple {1,5,6} in r1c5, r2c5 and r8c5: ")
    assert "must take all three digits" in words(step).summary
    assert step.nudge == "Look for a naked triple in column 5."


def test_naked_quad() -> None:
    # Row 4: r4c3 {59}, r4c4 {15}, r4c5 {1569}, r4c6 {69} hold only 1, 5, 6, 9.
    # The rest: r4c2 {28} keeps all, r4c7 {3459} loses 5 and 9, r4c8 {23458}
    # loses 5, r4c9 {489} loses 9.
    steps = find(grid_from_board(NAKED_QUAD_BOARD), "naked-quad")
    expected = elims("r4c7<>5, r4c7<>9, r4c8<>5, r4c9<>9")
    (step,) = [s for s in steps if s.eliminations == expected]
    assert words(step).summary.startswith("Naked Quad {1,5,6,9} in r4c3, r4c4, r4c5 and r4c6: ")
    assert step.nudge == "Look for a naked quad in row 4."


def test_no_naked_subset_from_a_near_pair() -> None:
    # r1c1 {27} and r1c2 {279}: three digits in two cells. No other cell has
    # fewer than nine candidates, so no pair, triple or quad anywhere.
    grid = built({"r1c1": "27", "r1c2": "279"})
    for tid in ("naked-pair", "naked-triple", "naked-quad"):
        assert find(grid, tid) == []


def test_no_naked_subset_from_a_chain_of_pairs() -> None:
    # {12} {23} {34} {45} in row 1: any two cells hold three digits, any three
    # four, all four five: never n digits in n cells.
    grid = built({"r1c1": "12", "r1c2": "23", "r1c3": "34", "r1c4": "45"})
    for tid in ("naked-pair", "naked-triple", "naked-quad"):
        assert find(grid, tid) == []


def test_no_naked_pair_with_nothing_to_remove() -> None:
    # {27} in r1c1 and r1c2 but the rest of row 1 and box 1 has no 2 or 7.
    cands = {"r1c1": "27", "r1c2": "27"}
    for name in ("r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"):
        cands[name] = "134568"
    for c in range(4, 10):
        cands[f"r1c{c}"] = "134568"
    assert find(built(cands), "naked-pair") == []


# ----- hidden subsets ---------------------------------------------------------


def test_hidden_pair() -> None:
    # Box 1: {126} 4 7 / 8 {1359} {29} / {1269} {13569} {269}: 3 and 5 appear
    # only in r2c2 and r3c2, so those cells are {3,5}: r2c2 loses 1 and 9,
    # r3c2 loses 1, 6 and 9.
    steps = find(grid_from_board(HIDDEN_PAIR_BOARD), "hidden-pair")
    expected = elims("r2c2<>1, r2c2<>9, r3c2<>1, r3c2<>6, r3c2<>9")
    (step,) = [s for s in steps if s.eliminations == expected]
    assert step.technique == "hidden-pair"
    assert words(step).summary == (
        "Hidden Pair {3,5} in r2c2 and r3c2: in box 1, the digits 3 and 5 fit only in these "
        "two cells, so these cells must hold them and nothing else: "
        "r2c2<>1, r2c2<>9, r3c2<>1, r3c2<>6, r3c2<>9."
    )
    assert step.nudge == "Look for a hidden pair in box 1."


def test_hidden_pair_in_two_houses_is_one_step() -> None:
    # In HIDDEN_PAIR_BOARD, 3 and 5 are confined to r2c2 and r3c2 in box 1 and
    # in column 2 as well (column 2: 4 {1359} {13569} {16789} {689} {689} {689}
    # {678} 2). Same cells, same digits, same eliminations: offered once, named
    # by its box, which is searched first.
    steps = find(grid_from_board(HIDDEN_PAIR_BOARD), "hidden-pair")
    expected = elims("r2c2<>1, r2c2<>9, r3c2<>1, r3c2<>6, r3c2<>9")
    matching = [s for s in steps if s.eliminations == expected]
    assert len(matching) == 1
    assert "in box 1" in words(matching[0]).summary


def test_hidden_triple() -> None:
    # Column 3: {26} 1 {3679} {2347} {24579} {35} {58} {2568} {568}. 4 is only in
    # r4c3, r5c3; 7 only in r3c3, r4c3, r5c3; 9 only in r3c3, r5c3. So those
    # three cells are {4,7,9}: r3c3 loses 3, 6; r4c3 loses 2, 3; r5c3 loses 2, 5.
    steps = find(grid_from_board(HIDDEN_TRIPLE_BOARD), "hidden-triple")
    expected = elims("r3c3<>3, r3c3<>6, r4c3<>2, r4c3<>3, r5c3<>2, r5c3<>5")
    (step,) = [s for s in steps if s.eliminations == expected]
    assert words(step).summary.startswith("Hidden Triple {4,7,9} in r3c3, r4c3 and r5c3: ")
    assert "in column 3, the digits 4, 7 and 9 fit only in these three cells" in words(step).summary


def test_hidden_quad() -> None:
    # Box 5: r4c4 {3568}, r4c5 {467}, r4c6 {358}, r5c4 {69}, r5c5 {1467},
    # r5c6 {19}, r6c4 {2568}, r6c5 {1467}, r6c6 {1258}. 2 is only in r6c4, r6c6;
    # 3 in r4c4, r4c6; 5 and 8 in r4c4, r4c6, r6c4, r6c6. Those four cells are
    # {2,3,5,8}: r4c4 and r6c4 lose 6, r6c6 loses 1 (r4c6 has nothing else).
    steps = find(grid_from_board(HIDDEN_QUAD_BOARD), "hidden-quad")
    expected = elims("r4c4<>6, r6c4<>6, r6c6<>1")
    (step,) = [s for s in steps if s.eliminations == expected]
    assert words(step).summary.startswith("Hidden Quad {2,3,5,8} in r4c4, r4c6, r6c4 and r6c6: ")
    assert step.nudge == "Look for a hidden quad in box 5."


def test_hidden_pair_on_a_built_position_is_the_only_subset() -> None:
    # 3 and 5 ruled out of box 1 except r1c1 and r1c2, which keep all nine
    # candidates: a hidden pair in box 1 stripping seven digits from each. Every
    # other digit of every house has at least four places.
    cands = {name: "1246789" for name in ("r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2")}
    cands["r3c3"] = "1246789"
    grid = built(cands)
    steps = find(grid, "hidden-pair")
    assert len(steps) == 1
    assert steps[0].eliminations == tuple(
        (cell(name), d) for name in ("r1c1", "r1c2") for d in (1, 2, 4, 6, 7, 8, 9)
    )
    assert find(grid, "hidden-triple") == [] and find(grid, "hidden-quad") == []


def test_no_hidden_pair_when_one_digit_has_a_third_place() -> None:
    # As above but 3 also fits r2c2: 3 and 5 cover three cells of box 1.
    cands = {name: "1246789" for name in ("r1c3", "r2c1", "r2c3", "r3c1", "r3c2", "r3c3")}
    cands["r2c2"] = "12346789"
    grid = built(cands)
    assert find(grid, "hidden-pair") == []
    # 3 and 5 with any third digit: that digit has nine places in box 1.
    assert find(grid, "hidden-triple") == []


def test_no_hidden_quad_when_the_fourth_digit_escapes() -> None:
    # Row 1: 1, 2, 3 fit only r1c1..r1c4, and 4 fits r1c1..r1c5. Four digits
    # over five cells is no quad; 1, 2, 3 over four cells is no triple.
    cands = {f"r1c{c}": "56789" for c in range(6, 10)}
    cands["r1c5"] = "456789"
    grid = built(cands)
    assert find(grid, "hidden-quad") == []
    assert find(grid, "hidden-triple") == []
    assert find(grid, "hidden-pair") == []


def test_hidden_subset_finder_respects_its_size() -> None:
    # The built hidden pair is not reported as a triple or a quad, and the real
    # triple is not a pair.
    assert hidden_subsets(2).__name__ == "hidden_pair"
    assert naked_subsets(3).__name__ == "naked_triple"
    grid = grid_from_board(HIDDEN_TRIPLE_BOARD)
    triple = elims("r3c3<>3, r3c3<>6, r4c3<>2, r4c3<>3, r5c3<>2, r5c3<>5")
    assert triple not in [s.eliminations for s in find(grid, "hidden-pair")]


# ----- locked subsets -------------------------------------------------------------

# sudokuexchange hard #2, after its singles and locked candidates.
LOCKED_PAIR_BOARD = """
5     1    8     4      2      3      9     7     6
{269} 4    {29}  {18}   7      {68}   {125} 3     {25}
{26}  3    7     9      {16}   5      {124} 8     {24}
{48}  2    6     3      {89}   1      {478} 5     {4789}
{48}  {79} 3     {2578} {5689} {46789} {248} 1    {2489}
1     {79} 5     {278}  {89}   {4789} {248} 6     3
{39}  6    {19}  {1578} 4      {789}  {3578} 2    {578}
{239} 8    {129} {157}  {1359} {79}   6     4     {57}
7     5    4     6      {38}   2      {38}  9     1
"""
LOCKED_PAIR_SOLUTION = (
    "518423976649178532237965184426391758873256419195784263961847325382519647754632891"
)

# sudokuexchange hard #88.
LOCKED_TRIPLE_BOARD = """
3      {2469} {569} {256} 8     1       {24569} 7     {2456}
{269}  7      1     {256} 4     {2356}  8       {369} {256}
{2468} {2468} {568} 9     {57}  {23567} {12456} {136} {12456}
{4689} {4689} 2     {167} {179} {67}    {69}    5     3
5      {69}   7     8     3     4       {1269}  {169} {126}
1      3      {69}  {256} {59}  {256}   7       4     8
{68}   {168}  {68}  3     {157} 9       {45}    2     {457}
{29}   {129}  4     {157} 6     {57}    3       8     {57}
7      5      3     4     2     8       {16}    {16}  9
"""
LOCKED_TRIPLE_SOLUTION = (
    "349681572271543896865972134482716953597834261136295748618359427924167385753428619"
)


def test_locked_boards_are_real_positions() -> None:
    assert_fits_solution(grid_from_board(LOCKED_PAIR_BOARD), LOCKED_PAIR_SOLUTION)
    assert_fits_solution(grid_from_board(LOCKED_TRIPLE_BOARD), LOCKED_TRIPLE_SOLUTION)


def test_locked_pair_clears_the_box_and_the_column_in_one_step() -> None:
    # r4c5 {89} and r6c5 {89} lie in box 5 and column 5: both houses lose 8 and 9.
    grid = grid_from_board(LOCKED_PAIR_BOARD)
    (step,) = find(grid, "locked-pair")
    assert step.eliminations == elims(
        "r5c4<>8, r5c5<>8, r5c5<>9, r5c6<>8, r5c6<>9, r6c4<>8, r6c6<>8, r6c6<>9, "
        "r8c5<>9, r9c5<>8"
    )
    assert words(step).summary.startswith("Locked Pair {8,9} in r4c5 and r6c5: ")
    assert "these two cells, in both box 5 and column 5" in words(step).summary
    assert step.nudge == "Look for a locked pair in box 5."
    bases = {h.ref for h in step.highlights if h.kind == HOUSE and h.role == BASE}
    assert bases == {house(grid, "box 5"), house(grid, "column 5")}
    targets = {h.ref for h in step.highlights if h.kind == "cell" and h.role == "target"}
    assert targets == {cell(n) for n in ("r5c4", "r5c5", "r5c6", "r6c4", "r6c6", "r8c5", "r9c5")}
    # It is the next step: easier than the naked pair that clears one house at a time.
    assert next_step(grid).technique == "locked-pair"


def test_locked_triple() -> None:
    # r7c1 {68}, r7c2 {168}, r7c3 {68}: {1,6,8} in box 7 and row 7.
    (step,) = find(grid_from_board(LOCKED_TRIPLE_BOARD), "locked-triple")
    assert step.eliminations == elims("r7c5<>1, r8c2<>1")
    assert "box 7 and row 7" in words(step).summary


def test_no_locked_pair_when_only_one_house_loses_anything() -> None:
    # {27} in r1c1 and r1c2 (box 1, row 1); row 1 keeps 2s and 7s elsewhere but box 1
    # has none: that is a naked pair of row 1, not a locked pair.
    cands = {"r1c1": "27", "r1c2": "27"}
    for name in ("r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"):
        cands[name] = "134568"
    grid = built(cands)
    assert find(grid, "locked-pair") == []
    assert find(grid, "naked-pair") != []


# ----- degenerate subsets -------------------------------------------------------


def test_a_subset_holding_a_naked_single_is_left_out() -> None:
    # Row 1: r1c1 {27}, r1c2 {2} (a naked single), r1c3 {27}... any "pair" or
    # "triple" through r1c2 is the single with company.
    cands = {"r1c1": "27", "r1c2": "2", "r1c3": "279"}
    grid = built(cands)
    for tid in ("naked-pair", "naked-triple", "naked-quad"):
        for step in find(grid, tid):
            assert cell("r1c2") not in {h.ref[0] for h in step.highlights if h.kind == CANDIDATE}
    for tid in ("hidden-pair", "hidden-triple", "hidden-quad"):
        for step in find(grid, tid):
            assert cell("r1c2") not in {h.ref[0] for h in step.highlights if h.kind == CANDIDATE}


def test_all_steps_lists_no_subset_with_a_single_in_it() -> None:
    # On real positions, every listed subset's cells keep two or more candidates.
    for board in (NAKED_PAIR_BOARD, NAKED_QUAD_BOARD, HIDDEN_QUAD_BOARD):
        grid = grid_from_board(board)
        for tid, steps in all_steps(grid).items():
            if not tid.startswith(("naked-", "hidden-", "locked-p", "locked-t")):
                continue
            if tid.endswith("single"):
                continue
            for step in steps:
                cells_ = {h.ref[0] for h in step.highlights if h.kind == CANDIDATE}
                assert all(grid.candidates[c].bit_count() >= 2 for c in cells_), words(step).summary


def test_per_house_counts_are_each_digits_places_along_real_solves() -> None:
    """The subset finders count a house's places for all digits at once in binary; along
    real solves every house's counts must be what counting cell by cell gives."""
    from solves import positions_along_solves

    from engine.house_views import view_of

    houses_seen = 0
    for grid in positions_along_solves(2, every=3):
        cands = grid.candidates
        for house in grid.variant.houses:
            view = view_of(cands, house.cells)
            places = {d: sum(cands[c] >> (d - 1) & 1 for c in house.cells) for d in range(1, 10)}
            assert view.empty == [c for c in house.cells if cands[c]]
            assert view.single_digits == sum(1 << (d - 1) for d in places if places[d] == 1)
            for n in (2, 3, 4):
                wanted = sum(1 << (d - 1) for d in places if 2 <= places[d] <= n)
                assert view.open_digits[n] == wanted
                assert view.small[n] == [
                    c for c in house.cells if 2 <= cands[c].bit_count() <= n
                ]
            houses_seen += 1
    assert houses_seen > 500
