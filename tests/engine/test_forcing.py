"""Forcing chains and nets, and the propagation under them: real positions, exact effects.

Every board is where the ladder of singles, locked candidates and subsets gets
stuck on a public puzzle (the line is named), frozen with its candidates. The
comment above each case is the hand check of the step.
"""

from __future__ import annotations

from board_text import assert_fits_solution, cell, elims, grid_from_board

from engine import COLOUR, X_SUDOKU, Grid, load_puzzle, solve_path
from engine.brute_force import solve
from engine.explain import words
from engine.forcing_tables import Coverage
from engine.propagation import (
    ALL_TRUE,
    CHAINS,
    FALSE,
    NETS,
    NO_CANDIDATE,
    TWICE,
    Implications,
    Propagation,
    Tables,
    bits_literals,
    implications,
    is_true,
    literal,
    literal_cell,
    literal_digit,
    literal_text,
    negation,
    source_bits,
)
from engine.step import BASE, CANDIDATE, CELL, HOUSE, OFF, ON, PATTERN, TARGET, Highlight, Link
from engine.techniques import LADDER, Technique
from engine.techniques.forcing import (
    CHAIN_TRAIL,
    NET_TRAIL,
    forcing_chain,
    forcing_net,
)


def cand(name: str) -> tuple[int, int]:
    """'6r1c2' -> (cell, 6)."""
    return (cell(name[1:]), int(name[0]))


def chain_links(*pairs: tuple[str, str, bool]) -> tuple[Link, ...]:
    return tuple(Link(cand(a), cand(b), strong) for a, b, strong in pairs)


def step_with(steps: list, effect: str):
    """The step whose effect is written as 'r1c9<>6' or 'r2c1=4'."""
    for step in steps:
        if "=" in effect and "<>" not in effect:
            name, digit = effect.split("=")
            if step.placements == ((cell(name), int(digit)),):
                return step
        elif step.eliminations == elims(effect):
            return step
    raise AssertionError(f"no step with {effect}")


# sudokuexchange diabolical #1:
# .........9...7...2...3.6...24.....63..7.4.8...1.2.5.4.....8....4...2...5..87.13..
DIABOLICAL_1 = """
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
DIABOLICAL_1_SOLUTION = (
    "675492138934178652182356479249817563357649821816235947793584216461923785528761394"
)

# sudokuexchange diabolical #23:
# 7.2..64..3.4.9...7........1..7..8.4.1.3...7.9.4.1..2..9........5...1.3.4..85..9.2
DIABOLICAL_23 = """
7 1     2    8    5 6    4    9    3
3 {56}  4    2    9 1    8    {56} 7
8 {569} {59} {37} 4 {37} {56} 2    1
2 {59}  7    {69} 3 8    1    4    {56}
1 8     3    {46} 2 {45} 7    {56} 9
6 4     {59} 1    7 {59} 2    3    8
9 {23}  1    {34} 8 {24} {56} 7    {56}
5 {27}  6    {79} 1 {29} 3    8    4
4 {37}  8    5    6 {37} 9    1    2
"""
DIABOLICAL_23_SOLUTION = (
    "712856493364291857859743621297638145183425769645179238921384576576912384438567912"
)

# sudokuexchange diabolical #8:
# 1..9.4..6.3.7.5.2.8.......7.6.....1.7.8...5.4.9.....8....692...62.3.1.78.........
DIABOLICAL_8 = """
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
DIABOLICAL_8_SOLUTION = (
    "172984356439765821856123497563478219718239564294516783387692145625341978941857632"
)

# sudokuexchange diabolical #3:
# ..53.89..1..7.4..878.....51.........879...6436.1.9.8.7...2.5.......8.....2.....3.
DIABOLICAL_3 = """
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
DIABOLICAL_3_SOLUTION = (
    "265318974193754268784962351342876195879521643651493827416235789537689412928147536"
)

# sudokuexchange diabolical #41:
# ...........15.26..47..1..38.4.....5.86.754.91.9.....6.3.......6...9.1......867...
DIABOLICAL_41 = """
6    {25}  8     4    7 3 {1259} {12} {259}
9    3     1     5    8 2 6      {47} {47}
4    7     {25}  6    1 9 {25}   3    8
{12} 4     {237} {13} 9 6 8      5    {237}
8    6     {23}  7    5 4 {23}   9    1
{15} 9     {357} {13} 2 8 {347}  6    {347}
3    {18}  9     2    4 5 {17}   {78} 6
7    {28}  6     9    3 1 {245}  {48} {245}
{25} {125} 4     8    6 7 {39}   {12} {39}
"""
DIABOLICAL_41_SOLUTION = (
    "658473912931582647472619538247196853863754291195328764389245176726931485514867329"
)

# sudokuexchange diabolical #7:
# .8...32...43..895772.....8.81..6.......8.9.......4..38.6.....953549..87...87...6.
DIABOLICAL_7 = """
{59} 8 {159} {56} 7    3    2    {14} {146}
6    4 3     {12} {12} 8    9    5    7
7    2 {15}  {56} 9    4    {16} 8    3
8    1 {25}  3    6    7    {45} {24} 9
4    3 {26}  8    5    9    7    {12} {16}
{59} 7 {569} {12} 4    {12} {56} 3    8
{12} 6 7     4    8    {12} 3    9    5
3    5 4     9    {12} 6    8    7    {12}
{12} 9 8     7    3    5    {14} 6    {124}
"""
DIABOLICAL_7_SOLUTION = (
    "589673241643128957721594683815367429432859716976241538167482395354916872298735164"
)

# sudokuexchange diabolical #11:
# ..3..8....184........17.9....5....9.4..8.3..7.6....4....4.61........925....5..7..
DIABOLICAL_11 = """
{2567}  {257}  3      {269} {259}  8      1    {24} {245}
9       1      8      4     3      {25}   6    7    {25}
{256}   4      {26}   1     7      {256}  9    {38} {38}
{12378} {2378} 5      {26}  {124}  {2467} {38} 9    {12}
4       {29}   {129}  8     {129}  3      5    6    7
{38}    6      {1279} {29}  {1259} {257}  4    {12} {38}
{25}    {25}   4      7     6      1      {38} {38} 9
{1678}  {78}   {167}  3     {48}   9      2    5    {146}
{1368}  {389}  {169}  5     {248}  {24}   7    {14} {146}
"""
DIABOLICAL_11_SOLUTION = (
    "673298145918435672542176938735624891429813567861957423254761389187349256396582714"
)

# sudokuexchange diabolical #5:
# 81.....34.26.3.75.7.......9...673.....2...3....8.5.9......8.....6.2.5.4..87.6.52.
DIABOLICAL_5 = """
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
DIABOLICAL_5_SOLUTION = (
    "815796234926431758743528169591673482672849315438152976254387691369215847187964523"
)

# forum hardest (SE 11+) #1, where the same ladder gets stuck at once:
# 98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6
HARDEST_1 = """
9      8       {124}   7       {135}   {123}   6       {1245} {2345}
7      5       {126}   {1369}  4       {12369} {2389}  {129}  {2389}
{1246} {1246}  3       {1569}  {1569}  8       {2459}  7      {2459}
5      {1246}  {12468} {1689}  {1689}  7       {2489}  3      {2489}
{1268} {12367} 9       4       {13568} {136}   {2578}  {256}  {2578}
{468}  {3467}  {4678}  {35689} 2       {369}   1       {4569} {45789}
3      {2467}  {24678} {689}   {6789}  {469}   {24579} {2459} 1
{1246} 9       {12467} {136}   {1367}  5       {2347}  8      {2347}
{148}  {147}   5       2       {13789} {1349}  {3479}  {49}   6
"""
HARDEST_1_SOLUTION = (
    "981752643752643819463198275514867932629431758837529164348976521296315487175284396"
)

FIXTURES = [
    (DIABOLICAL_1, DIABOLICAL_1_SOLUTION),
    (DIABOLICAL_23, DIABOLICAL_23_SOLUTION),
    (DIABOLICAL_8, DIABOLICAL_8_SOLUTION),
    (DIABOLICAL_3, DIABOLICAL_3_SOLUTION),
    (DIABOLICAL_41, DIABOLICAL_41_SOLUTION),
    (DIABOLICAL_7, DIABOLICAL_7_SOLUTION),
    (DIABOLICAL_11, DIABOLICAL_11_SOLUTION),
    (DIABOLICAL_5, DIABOLICAL_5_SOLUTION),
    (HARDEST_1, HARDEST_1_SOLUTION),
]


# The ladder the fixtures were frozen with: singles, locked candidates and subsets
# (the full ladder grows; these tests must not move with it).
BASIC_IDS = {
    "full-house",
    "naked-single",
    "hidden-single",
    "locked-pair",
    "locked-triple",
    "locked-candidates-pointing",
    "locked-candidates-claiming",
    "naked-pair",
    "hidden-pair",
    "naked-triple",
    "hidden-triple",
    "naked-quad",
    "hidden-quad",
}
BASIC = tuple(t for t in LADDER if t.id in BASIC_IDS)
FORCING = (
    Technique("forcing-chain", "Forcing Chain", "FC", "Extreme", 500, forcing_chain),
    Technique("forcing-net", "Forcing Net", "FN", "Extreme", 700, forcing_net),
)


def board(text: str) -> Grid:
    grid = grid_from_board(text)
    grid.unique = True
    return grid


def test_fixture_boards_are_real_positions() -> None:
    for text, solution in FIXTURES:
        assert_fits_solution(grid_from_board(text), solution)


def assert_sound(steps: list, solution: str) -> None:
    for step in steps:
        assert step.eliminations or step.placements
        for c, d in step.eliminations:
            assert int(solution[c]) != d, step.explanation
        for c, d in step.placements:
            assert int(solution[c]) == d, step.explanation


# ---- forcing chains -------------------------------------------------------------


def test_chain_contradiction_first_and_shortest() -> None:
    # 6 in r1c2 clears 6 from r2c2 and r8c2 (column 2); rows 2 and 8 then have 6 only in
    # column 7 (r2c7, r8c7): two 6s in column 7. Four implications, the shortest there is.
    step = next(forcing_chain(board(DIABOLICAL_1)))
    assert step.technique == "forcing-chain"
    assert step.eliminations == elims("r1c2<>6") and step.placements == ()
    said = words(step)
    assert said.summary == (
        "Forcing Chain (contradiction): Suppose r1c2 is 6. 4 forced steps later, column 7 "
        "would hold 6 twice (r2c7 and r8c7). So r1c2 is not 6: r1c2<>6."
    )
    assert said.proof == (
        "Suppose r1c2 is 6.",
        "r2c2 is not 6, since r1c2 is 6 and they share column 2.",
        "r8c2 is not 6, since r1c2 is 6 and they share column 2.",
        "r2c7 is 6: the only place left for 6 in row 2.",
        "r8c7 is 6: the only place left for 6 in row 8.",
        "Then column 7 would hold 6 twice (r2c7 and r8c7): impossible.",
        "So r1c2 is not 6: r1c2<>6.",
    )
    # Each forced step draws its own link: stepping through draws the chain link by link.
    assert [line.links for line in step.proof] == [(), (0,), (1,), (2,), (3,), (), ()]
    assert step.links == chain_links(
        ("6r1c2", "6r2c2", False),
        ("6r1c2", "6r8c2", False),
        ("6r2c2", "6r2c7", True),
        ("6r8c2", "6r8c7", True),
    )
    hl = set(step.highlights)
    assert Highlight(CANDIDATE, cand("6r1c2"), ON) in hl
    assert Highlight(CANDIDATE, cand("6r2c2"), OFF) in hl
    assert Highlight(CANDIDATE, cand("6r8c7"), ON) in hl
    assert Highlight(CELL, cell("r1c2"), TARGET) in hl
    assert step.nudge == "Look for a forcing chain that starts at r1c2."


def test_chain_contradiction_of_a_candidate_assumed_false_places_it() -> None:
    # Without 5 in r5c6, row 5 puts 5 in r5c8, which clears r2c8 (column 8) and r4c9
    # (box 6); rows 2 and 4 then have 5 only in column 2 (r2c2, r4c2): two 5s there.
    grid = board(DIABOLICAL_23)
    step = step_with(list(forcing_chain(grid)), "r5c6=5")
    assert step.placements == ((cell("r5c6"), 5),) and step.eliminations == ()
    assert words(step).proof == (
        "Suppose r5c6 is not 5.",
        "r5c8 is 5: the only place left for 5 in row 5.",
        "r2c8 is not 5, since r5c8 is 5 and they share column 8.",
        "r4c9 is not 5, since r5c8 is 5 and they share box 6.",
        "r2c2 is 5: the only place left for 5 in row 2.",
        "r4c2 is 5: the only place left for 5 in row 4.",
        "Then column 2 would hold 5 twice (r2c2 and r4c2): impossible.",
        "So r5c6 is 5: r5c6=5.",
    )
    assert step.links == chain_links(
        ("5r5c6", "5r5c8", True),
        ("5r5c8", "5r2c8", False),
        ("5r5c8", "5r4c9", False),
        ("5r2c8", "5r2c2", True),
        ("5r4c9", "5r4c2", True),
    )
    assert Highlight(CANDIDATE, cand("5r5c6"), OFF) in step.highlights
    assert Highlight(CANDIDATE, cand("5r5c6"), TARGET) in step.highlights


def test_chain_cell_forcing() -> None:
    # r3c2 is 7 or 8. With 7, r1c1 loses 7 (box 1) and is 6, clearing 6 from row 1.
    # With 8, r1c2 loses 8 (column 2), so 8 in row 1 goes to r1c9. Either way r1c9<>6.
    grid = board(DIABOLICAL_1)
    step = step_with(list(forcing_chain(grid)), "r1c9<>6")
    said = words(step)
    assert said.summary == (
        "Forcing Chain (cell forcing): r3c2 is 7 or 8, and in every case r1c9 is not 6 "
        "(6 forced steps in all). So r1c9<>6."
    )
    assert said.proof == (
        "If r3c2 is 7:",
        "r1c1 is not 7, since r3c2 is 7 and they share box 1.",
        "r1c1 is 6: the only candidate left in r1c1.",
        "r1c9 is not 6, since r1c1 is 6 and they share row 1.",
        "If r3c2 is 8:",
        "r1c2 is not 8, since r3c2 is 8 and they share column 2.",
        "r1c9 is 8: the only place left for 8 in row 1.",
        "r1c9 is not 6, since r1c9 is 8.",
        "In every case r1c9 is not 6: r1c9<>6.",
    )
    assert step.links == chain_links(
        ("7r3c2", "7r1c1", False),
        ("7r1c1", "6r1c1", True),
        ("6r1c1", "6r1c9", False),
        ("8r3c2", "8r1c2", False),
        ("8r1c2", "8r1c9", True),
        ("8r1c9", "6r1c9", False),
    )
    assert step.highlights[0] == Highlight(CELL, cell("r3c2"), PATTERN)
    assert Highlight(CELL, cell("r1c9"), TARGET) in step.highlights
    assert step.nudge == "Look for a forcing chain from every candidate of r3c2."


def test_chain_house_forcing_is_the_first_step_there() -> None:
    # In box 9, 4 is in r7c8 or r8c7. r7c8=4 clears r7c1 (row 7): column 1 has 4 only in
    # r2c1. r8c7=4 clears r2c7 (column 7): row 2 has 4 only in r2c1. So r2c1=4.
    grid = board(DIABOLICAL_8)
    step = next(forcing_chain(grid))
    assert step.placements == ((cell("r2c1"), 4),)
    said = words(step)
    assert said.summary == (
        "Forcing Chain (house forcing): in box 9, 4 goes in r7c8 or r8c7, and in every case "
        "r2c1 is 4 (4 forced steps in all). So r2c1=4."
    )
    assert said.proof[0] == "If r7c8 is 4:" and said.proof[3] == "If r8c7 is 4:"
    assert said.proof[-1] == "In every case r2c1 is 4: r2c1=4."
    assert step.links == chain_links(
        ("4r7c8", "4r7c1", False),
        ("4r7c1", "4r2c1", True),
        ("4r8c7", "4r2c7", False),
        ("4r2c7", "4r2c1", True),
    )
    box_9 = 18 + 8
    assert step.highlights[0] == Highlight(HOUSE, box_9, BASE)
    assert Highlight(CANDIDATE, cand("4r2c1"), TARGET) in step.highlights
    assert step.nudge == "Look for a forcing chain from every place of 4 in box 9."


def test_chain_steps_use_one_premise_per_implication() -> None:
    for text, solution in FIXTURES[:3]:
        steps = list(forcing_chain(board(text)))
        assert steps
        assert_sound(steps, solution)
        for step in steps:
            assert step.technique == "forcing-chain"
            assert len(step.links) <= CHAIN_TRAIL
            if step.summary is not None and step.summary.message.startswith(
                "forcing.contradiction"
            ):
                # one branch, and one link into each of its implications
                ends = [link.end for link in step.links]
                assert len(ends) == len(set(ends)), step.explanation
        conclusions = [(s.placements, s.eliminations) for s in steps]
        assert len(conclusions) == len(set(conclusions)), "a conclusion is offered once"


# ---- forcing nets ---------------------------------------------------------------


def test_net_contradiction() -> None:
    # 4 in r8c9 clears r1c9, r7c9 (column 9) and r7c7 (box 9). Row 1 then has 4 only in
    # r1c1; row 7 (r7c7 and r7c9 gone) only in r7c1: two 4s in column 1. The hidden single
    # in row 7 needs two premises, so this is a net.
    step = next(forcing_net(board(DIABOLICAL_3)))
    assert step.technique == "forcing-net"
    assert step.eliminations == elims("r8c9<>4")
    said = words(step)
    assert said.proof[-2:] == (
        "Then column 1 would hold 4 twice (r1c1 and r7c1): impossible.",
        "So r8c9 is not 4: r8c9<>4.",
    )
    # The hidden single of row 7 needs two premises: its one line draws both links.
    assert "r7c1 is 4: the only place left for 4 in row 7." in said.proof
    assert sorted(len(line.links) for line in step.proof) == [0, 0, 0, 1, 1, 1, 1, 2]
    assert step.links == chain_links(
        ("4r8c9", "4r1c9", False),
        ("4r8c9", "4r7c9", False),
        ("4r8c9", "4r7c7", False),
        ("4r1c9", "4r1c1", True),
        ("4r7c7", "4r7c1", True),
        ("4r7c9", "4r7c1", True),
    )
    assert step.nudge == "Look for a forcing net that starts at r8c9."


def test_net_contradiction_places_a_digit() -> None:
    # Without 2 in r4c1, column 1 puts 2 in r9c1, which clears r9c2, r9c8 (row 9) and
    # r8c2 (box 7): column 8 then has 2 only in r1c8 and column 2 only in r1c2 (a hidden
    # single with two premises): two 2s in row 1.
    step = step_with(list(forcing_net(board(DIABOLICAL_41))), "r4c1=2")
    said = words(step)
    assert said.summary.startswith("Forcing Net (contradiction): Suppose r4c1 is not 2.")
    assert said.summary.endswith(
        "later, row 1 would hold 2 twice (r1c2 and r1c8). So r4c1 is 2: r4c1=2."
    )
    assert Link(cand("2r8c2"), cand("2r1c2"), True) in step.links
    assert Link(cand("2r9c2"), cand("2r1c2"), True) in step.links


def test_net_cell_forcing_is_the_first_step_there() -> None:
    # r5c9 is 1 or 6. With 1, box 9 loses 1 in r8c9 and r9c9 (column 9): r9c7 is its only
    # place. With 6, r6c7 loses 6 (box 6), column 7 puts 6 in r3c7, so 1 in column 7 has
    # only r9c7 left. Either way r9c7=1.
    step = next(forcing_net(board(DIABOLICAL_7)))
    assert step.placements == ((cell("r9c7"), 1),)
    said = words(step)
    assert said.summary.startswith(
        "Forcing Net (cell forcing): r5c9 is 1 or 6, and in every case r9c7 is 1 ("
    )
    assert said.proof[:4] == (
        "If r5c9 is 1:",
        "r8c9 is not 1, since r5c9 is 1 and they share column 9.",
        "r9c9 is not 1, since r5c9 is 1 and they share column 9.",
        "r9c7 is 1: the only place left for 1 in box 9.",
    )
    assert step.links[:4] == chain_links(
        ("1r5c9", "1r8c9", False),
        ("1r5c9", "1r9c9", False),
        ("1r8c9", "1r9c7", True),
        ("1r9c9", "1r9c7", True),
    )
    assert step.highlights[0] == Highlight(CELL, cell("r5c9"), PATTERN)


def test_net_digit_forcing() -> None:
    # 2r6c8 true clears r6c3 (row 6). 2r6c8 false: column 8 puts 2 in r1c8 and box 6 in
    # r4c9; they clear r1c4 and r4c4, so column 4 puts 2 in r6c4, which clears r6c3 too.
    step = step_with(list(forcing_net(board(DIABOLICAL_11))), "r6c3<>2")
    said = words(step)
    assert said.summary.startswith(
        "Forcing Net (digit forcing): 2r6c8 is either true or false, and in both cases "
        "r6c3 is not 2 ("
    )
    assert said.proof[:3] == (
        "If r6c8 is 2:",
        "r6c3 is not 2, since r6c8 is 2 and they share row 6.",
        "If r6c8 is not 2:",
    )
    hl = set(step.highlights)
    assert Highlight(CANDIDATE, cand("2r6c8"), ON) in hl
    assert Highlight(CANDIDATE, cand("2r6c8"), OFF) in hl
    assert Highlight(CELL, cell("r6c3"), TARGET) in hl


def test_net_house_forcing_is_the_first_step_there() -> None:
    # In column 5, 4 is in r3c5 or r5c5. r5c5=4 clears r5c1 (row 5). r3c5=4 clears r2c4
    # and r2c6 (box 2), so row 2 puts 4 in r2c1, which clears r5c1 (column 1).
    step = next(forcing_net(board(DIABOLICAL_5)))
    assert step.eliminations == elims("r5c1<>4")
    assert words(step).summary == (
        "Forcing Net (house forcing): in column 5, 4 goes in r3c5 or r5c5, "
        "and in every case r5c1 is not 4 (5 forced steps in all). So r5c1<>4."
    )
    column_5 = 9 + 4
    assert step.highlights[0] == Highlight(HOUSE, column_5, BASE)
    assert step.nudge == "Look for a forcing net from every place of 4 in column 5."


def test_nets_leave_plain_chains_to_forcing_chains() -> None:
    # Every net step has an implication with several premises: some candidate is the end
    # of two links or more.
    for text, solution in FIXTURES[3:8]:
        steps = list(forcing_net(board(text)))
        assert steps
        assert_sound(steps, solution)
        for step in steps:
            assert len(step.links) <= NET_TRAIL
            ends = [link.end for link in step.links]
            assert any(ends.count(end) >= 2 for end in ends), step.explanation


# ---- where they must not fire -----------------------------------------------------


def test_nothing_on_a_hardest_position_within_the_bounds() -> None:
    grid = board(HARDEST_1)
    assert next(forcing_chain(grid), None) is None
    assert next(forcing_net(grid), None) is None


def test_nothing_on_a_solved_or_broken_grid() -> None:
    solved = Grid([int(ch) for ch in DIABOLICAL_1_SOLUTION])
    assert list(forcing_chain(solved)) == [] and list(forcing_net(solved)) == []
    broken = board(DIABOLICAL_1)
    for d in (6, 7):
        broken.exclude(cell("r1c1"), d)  # r1c1 left with no candidate
    assert list(forcing_chain(broken)) == [] and list(forcing_net(broken)) == []


# ---- propagation ----------------------------------------------------------------


def test_literals() -> None:
    lit = literal(cell("r2c3"), 4)
    assert is_true(lit) and literal_cell(lit) == cell("r2c3") and literal_digit(lit) == 4
    assert negation(lit) == lit + FALSE and negation(negation(lit)) == lit
    assert literal_text(lit) == "r2c3 is 4" and literal_text(negation(lit)) == "r2c3 is not 4"


def test_propagation_records_premises_back_to_the_assumption() -> None:
    grid = board(DIABOLICAL_1)
    imp = implications(grid)
    prop = Propagation(imp, (literal(cell("r1c2"), 6),), CHAINS).advance()
    broke = prop.contradiction
    assert broke is not None and broke.kind == TWICE and broke.round == 2
    trail = prop.trail(broke.premises)
    assert [literal_text(lit) for lit in trail] == [
        "r2c2 is not 6",
        "r8c2 is not 6",
        "r2c7 is 6",
        "r8c7 is 6",
    ]
    seen = {literal(cell("r1c2"), 6)}
    for lit in trail:
        assert all(p in seen for p in prop.reason(lit).premises)
        seen.add(lit)
    assert prop.is_chain(trail)


def test_net_singles_need_several_premises() -> None:
    # Assuming 4r8c9 in a net, r7c1 is 4 by the hidden single of row 7, which needs both
    # r7c7 and r7c9 ruled out; in chain mode that single does not fire.
    grid = board(DIABOLICAL_3)
    imp = implications(grid)
    start = literal(cell("r8c9"), 4)
    net = Propagation(imp, (start,), NETS).advance()
    reason = net.reason(literal(cell("r7c1"), 4))
    assert reason.rule == "hidden" and len(reason.premises) == 2
    chain = Propagation(imp, (start,), CHAINS).advance()
    assert not chain.holds(literal(cell("r7c1"), 4))


def test_no_candidate_contradiction() -> None:
    # Assuming 6 is not in r1c1 of a cell {6,7} and 7 not either leaves it empty.
    grid = board(DIABOLICAL_1)
    imp = implications(grid)
    a, b = literal(cell("r1c1"), 6, False), literal(cell("r1c1"), 7, False)
    prop = Propagation(imp, (a, b), NETS)
    assert prop.contradiction is not None and prop.contradiction.kind == NO_CANDIDATE
    assert prop.contradiction.cell == cell("r1c1")


def test_tables_agree_with_propagation_round_by_round() -> None:
    """The bit-parallel tables and the traced propagation follow the same rounds."""
    for text, _ in FIXTURES[:4]:
        grid = board(text)
        imp = implications(grid)
        for mode in (CHAINS, NETS):
            sources = [n for n in imp.nodes] + [n + FALSE for n in imp.nodes]
            tables = Tables(imp, source_bits(sources), mode)
            props = {s: Propagation(imp, (s,), mode) for s in sources}
            for rnd, _changed, bad in tables.rounds(8):
                for s, prop in props.items():
                    if prop.finished:
                        continue
                    prop.advance(rnd)
                    reached = {lit for lit in range(2 * 729) if tables.reach[lit] >> s & 1}
                    assert reached == set(prop.known), (mode, literal_text(s), rnd)
                    assert (prop.contradiction is not None) == bool(bad >> s & 1)


def test_tables_contradictions_are_false_candidates() -> None:
    grid = board(HARDEST_1)
    solution = solve([int(ch) for ch in HARDEST_1_SOLUTION])
    assert solution is not None
    imp = implications(grid)
    tables = Tables(imp, source_bits(imp.nodes), NETS)
    for _ in tables.rounds():
        pass
    for src in bits_literals(tables.contradicted):
        assert solution[literal_cell(src)] != literal_digit(src)


def test_implications_spot_a_broken_position() -> None:
    grid = board(DIABOLICAL_1)
    assert not Implications.of(grid).broken
    grid.exclude(cell("r1c1"), 6)
    grid.exclude(cell("r1c1"), 7)
    assert Implications.of(grid).broken


# ---- variants -------------------------------------------------------------------

# Made for this test from a random filled grid by removing clues while the solution
# stayed unique (X-Sudoku: the two diagonals are houses too; Colour: the nine groups).
X_PUZZLE = ".76....93..1.9..27.....7...4..........2..9.8...75.....6.......51.39.........1...."
X_SOLUTION = "876124593341895627295637418468371952532469781917582346629748135183956274754213869"
COLOUR_PUZZLE = ".7....4.9.6..5.........9.2....1.2.........98....3.4.....3......8.........4.76...."
COLOUR_SOLUTION = (
    "378216459269457318415839627687192534134675982952384176723941865896523741541768293"
)


def test_variants_stay_sound() -> None:
    for variant, puzzle, solution in (
        (X_SUDOKU, X_PUZZLE, X_SOLUTION),
        (COLOUR, COLOUR_PUZZLE, COLOUR_SOLUTION),
    ):
        grid = load_puzzle(puzzle, variant).grid
        stuck = solve_path(grid, BASIC).grid
        chains, nets = list(forcing_chain(stuck)), list(forcing_net(stuck))
        assert chains and nets
        assert_sound(chains + nets, solution)
        # and a solve that uses them reaches the solution
        result = solve_path(grid, BASIC + FORCING)
        assert_sound(result.steps, solution)


def test_coverage_matches_a_plain_check() -> None:
    """The shifted checks for cells, rows, columns and boxes find exactly the groups
    whose every member is a source (row 1, column 1 and box 1 share an anchor cell)."""
    for variant, text in ((None, DIABOLICAL_8), (X_SUDOKU, None)):
        if variant is None:
            grid = board(text)
        else:
            grid = solve_path(load_puzzle(X_PUZZLE, variant).grid, BASIC).grid
        imp = implications(grid)
        cover = Coverage(grid, imp)
        tables = Tables(imp, source_bits(imp.nodes), NETS)
        checked = 0
        for _, changed, _ in tables.rounds(6):
            for lit in changed:
                on = tables.reach[lit] & ALL_TRUE
                plain = {
                    g
                    for g, members in enumerate(imp.groups)
                    if len(members) >= 2 and all(on >> m & 1 for m in members)
                }
                assert set(cover.covered(on)) == plain
                checked += bool(plain)
        assert checked


def test_nets_may_start_from_the_chain_tables_first_round() -> None:
    """Chains and nets agree on round 1, so nets forked from the chain tables after
    it run exactly as nets from scratch, though chains and nets part from round 2."""
    imp = implications(board(DIABOLICAL_8))
    sources = source_bits(imp.nodes) | source_bits(n + FALSE for n in imp.nodes)
    chains = Tables(imp, sources, CHAINS)
    chain_rounds = chains.rounds()
    first = next(chain_rounds)
    forked = chains.forked(NETS)
    fresh = Tables(imp, sources, NETS)
    fresh_rounds = fresh.rounds(12)
    assert next(fresh_rounds) == first
    ours, theirs, chain = list(forked.rounds(12)), list(fresh_rounds), list(chain_rounds)
    assert ours == theirs
    parted = any(ours[i][1] != chain[i][1] for i in range(min(len(ours), len(chain))))
    assert forked.reach == fresh.reach and forked.contradicted == fresh.contradicted
    assert parted
    assert forked.reach is not chains.reach  # a copy: the chain tables run on apart
