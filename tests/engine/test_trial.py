"""The verified trial: the last resort fires wherever the ladder has nothing, and is sound.

Boards are moments of real solves of the forum's hardest puzzles (SE 11 and up),
taken where the trial was the next step (``STUCK``: where it still is, with
today's deeper forcing nets).
"""

from __future__ import annotations

from board_text import assert_fits_solution, cell, elims, grid_from_board

from engine import Grid, load_puzzle, next_step, solve_path
from engine.brute_force import solve
from engine.explain import renderer, words
from engine.propagation import (
    NETS,
    Implications,
    Propagation,
    Tables,
    bits_literals,
    implications,
    literal,
    literal_cell,
    literal_digit,
    source_bits,
)
from engine.step import BASE, CANDIDATE, CELL, HOUSE, OFF, ON, PATTERN, TARGET, Highlight
from engine.techniques import LADDER, Technique
from engine.techniques.forcing import contradiction_reason, forcing_chain, forcing_net
from engine.techniques.trial import trial

FORCING = (
    Technique("forcing-chain", "Forcing Chain", "FC", "Extreme", 500, forcing_chain),
    Technique("forcing-net", "Forcing Net", "FN", "Extreme", 700, forcing_net),
)
TRIAL = Technique("verified-trial", "Verified Trial", "TRY", "Extreme", 10000, trial)
# The boards were frozen with singles, locked candidates, subsets and forcing; the
# full ladder grows, and these tests must not move with it.
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
BEFORE_TRIAL = BASIC + FORCING
WITH_TRIAL = BEFORE_TRIAL + (TRIAL,)
# The whole ladder, with this family's entries last (the lead may have added them already).
OURS = {"forcing-chain", "forcing-net", "verified-trial"}
LOCAL_LADDER = tuple(t for t in LADDER if t.id not in OURS) + FORCING + (TRIAL,)

# forum hardest #5, after eleven trial steps and the ladder between them:
# 98.7..6..7.5.......4..5....3..8..9......2..1......13.42...8..93.7....2....92...6.
HARDEST_5 = """
9       8      {123}   7        {134}   {234}   6      {2345} {125}
7       {1236} 5       {13469}  {13469} {2689}  {148}  {348}  {1289}
{16}    4      {1236}  {1369}   5       {2389}  {178}  {2378} {1279}
3       {1256} {1267}  8        {467}   {4567}  9      {257}  {2567}
{4568}  {569}  {4678}  {3569}   2       {3569}  {578}  1      {5678}
{568}   {2569} {2678}  {569}    {679}   1       3      {2578} 4
2       {156}  {146}   {1456}   8       {4567}  {1457} 9      3
{14568} 7      {13468} {134569} {13469} {34569} 2      {458}  {158}
{1458}  {13}   9       2        {137}   {457}   {4578} 6      {1578}
"""
HARDEST_5_SOLUTION = (
    "982714635735692148146358729351846972497523816628971354264187593573469281819235467"
)

# forum hardest #2, after twelve trial steps and the ladder between them:
# 98.7..6..75..4......3..8.7.8....9.5..3.2..1.....4....6.7...4.3....8..4......1...2
HARDEST_2 = """
9      8      {124}    7      {235}    {1235} 6       {124}  {1345}
7      5      {126}    {1369} 4        {1236} {2389}  {1289} {1389}
{1246} {1246} 3        {1569} {2569}   8      {259}   7      {1459}
8      {1246} {12467}  {136}  {367}    9      {237}   5      {347}
{56}   3      {479}    2      {678}    {567}  1       {489}  {4789}
{125}  {129}  {12579}  4      {3578}   {1357} {23789} {289}  6
{1256} 7      {125689} {569}  {269}    4      {589}   3      {1589}
{123}  {1269} {12569}  8      {235679} {2367} 4       {169}  {1579}
{34}   {469}  {4589}   {3569} 1        {367}  {5789}  {689}  2
"""
HARDEST_2_SOLUTION = (
    "984751623752346981613928574846139257539267148127485396271694835365872419498513762"
)

# forum hardest #1, where the ladder is stuck from the start:
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

# forum hardest #2 and #3 at the start: even forcing nets of 16 rounds find nothing.
HARDEST_2_START = """
9        8       {124}     7       {235}     {1235}   6        {124}   {1345}
7        5       {126}     {1369}  4         {1236}   {2389}   {1289}  {1389}
{1246}   {1246}  3         {1569}  {2569}    8        {259}    7       {1459}
8        {1246}  {12467}   {136}   {367}     9        {237}    5       {347}
{456}    3       {45679}   2       {5678}    {567}    1        {489}   {4789}
{125}    {129}   {12579}   4       {3578}    {1357}   {23789}  {289}   6
{1256}   7       {125689}  {569}   {2569}    4        {589}    3       {1589}
{12356}  {1269}  {12569}   8       {235679}  {23567}  4        {169}   {1579}
{3456}   {469}   {45689}   {3569}  1         {3567}   {5789}   {689}   2
"""
HARDEST_3_START = """
9       8         {12}      7        {234}     {235}    6        {1345}   {12345}
7       {126}     5         {13468}  {23468}   {2368}   {124}    9        {12348}
{126}   4         3         {1568}   {2689}    {25689}  {125}    {158}    7
8       {1359}    {149}     2        {379}     {3579}   {14579}  {13457}  6
{456}   {3569}    7         {3568}   1         {35689}  {459}    2        {345}
{1256}  {123569}  {1269}    {356}    {3679}    4        8        {1357}   {135}
3       {1257}    {1248}    9        {2478}    {278}    {12457}  6        {12458}
{1246}  {12679}   {124689}  {468}    5         {2678}   3        {1478}   {1248}
{2456}  {2567}    {2468}    {3468}   {234678}  1        {2457}   {4578}   9
"""
HARDEST_3_SOLUTION = (
    "982745631765132498143689257859273146437816925216594873371928564698457312524361789"
)

# Lines of forum_hardest_1905_11plus.txt solved end to end below.
HARDEST_LINES = [
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6 "
    "981752643752643819463198275514867932629431758837529164348976521296315487175284396",
    "98.7..6..75..4......3..8.7.8....9.5..3.2..1.....4....6.7...4.3....8..4......1...2 "
    "984751623752346981613928574846139257539267148127485396271694835365872419498513762",
]

FIXTURES = [
    (HARDEST_5, HARDEST_5_SOLUTION),
    (HARDEST_2, HARDEST_2_SOLUTION),
    (HARDEST_1, HARDEST_1_SOLUTION),
]
# Boards where the ladder before the trial has nothing at all.
STUCK = [
    (HARDEST_2_START, HARDEST_2_SOLUTION),
    (HARDEST_3_START, HARDEST_3_SOLUTION),
    (HARDEST_1, HARDEST_1_SOLUTION),
]


def board(text: str) -> Grid:
    grid = grid_from_board(text)
    grid.unique = True
    return grid


def test_fixture_boards_are_real_positions() -> None:
    for text, solution in FIXTURES + STUCK:
        assert_fits_solution(grid_from_board(text), solution)


def assert_sound(step, solution: str) -> None:
    for c, d in step.eliminations:
        assert int(solution[c]) != d, step.explanation
    for c, d in step.placements:
        assert int(solution[c]) == d, step.explanation


def test_trial_is_next_where_the_ladder_has_nothing() -> None:
    for text, solution in STUCK:
        grid = board(text)
        # whatever the full ladder holds by now, the local ladder always has a step
        last = next_step(grid, LOCAL_LADDER)
        assert last is not None
        assert_sound(last, solution)
        assert next_step(grid, BEFORE_TRIAL) is None
        step = next_step(grid, WITH_TRIAL)
        assert step is not None and step.technique == "verified-trial"
        assert "trial" in step.technique
        assert len(step.eliminations) == 1 and step.placements == ()
        assert_sound(step, solution)
        assert Highlight(CELL, step.eliminations[0][0], TARGET) in step.highlights


def test_a_singles_contradiction_is_explained_as_a_chain() -> None:
    # 7 in r4c9 sets off singles that end with 4 nowhere in column 4; the step walks
    # them one by one, and replaying the assumption meets the same contradiction.
    grid = board(HARDEST_5)
    step = next(trial(grid))
    assert step.eliminations == elims("r4c9<>7")
    said = words(step)
    assert said.summary.startswith("Verified Trial: Suppose r4c9 is 7. ")
    assert said.summary.endswith(
        "later, 4 would have no place left in column 4. So r4c9 is not 7: r4c9<>7."
    )
    assert said.proof[:3] == (
        "Suppose r4c9 is 7.",
        "r4c9 is not 6, since r4c9 is 7.",
        "r4c8 is not 7, since r4c9 is 7 and they share row 4.",
    )
    assert said.proof[-2:] == (
        "Then 4 would have no place left in column 4: impossible.",
        "So r4c9 is not 7: r4c9<>7.",
    )
    assert step.summary is not None and step.summary.message == "verified-trial.chain"
    prop = Propagation(implications(grid), (literal(cell("r4c9"), 7),), NETS).advance()
    assert prop.contradiction is not None
    assert english(contradiction_reason(grid, prop.contradiction)) in said.summary
    # one link into each implication, from its premises, in order
    assert step.links[0].start == (cell("r4c9"), 7) and step.links[0].end == (cell("r4c9"), 6)
    assert Highlight(CANDIDATE, (cell("r4c9"), 7), ON) in step.highlights
    assert step.nudge == "Try a digit in r4c9 and follow the singles."


def english(reason: object) -> str:
    return renderer("en")(reason)  # type: ignore[arg-type]


def state_after(grid: Grid, prop: Propagation) -> Grid:
    """The position once an assumption's singles are in, as a Grid."""
    values = list(grid.values)
    exclusions = list(grid.exclusions)
    for lit in prop.known:
        c, d = lit % 729 % 81, lit % 729 // 81 + 1
        if lit < 729:
            values[c] = d
        else:
            exclusions[c] |= 1 << (d - 1)
    return Grid(values, exclusions=exclusions)


def test_a_nested_contradiction_names_what_each_option_runs_into() -> None:
    # 4 in r9c3 gives four singles and no contradiction; r9c6 is then 6 or 7, and each
    # runs into its own contradiction (r1c3's 1 or 2 do too, later: the sooner is
    # shown). Replay both levels and find the named ones.
    grid = board(HARDEST_2)
    step = next(trial(grid))
    assert step.eliminations == elims("r9c3<>4")
    said = words(step)
    assert said.summary == (
        "Verified Trial, found by search rather than by a chain a person would spot: Suppose "
        "r9c3 is 4. Its singles run into no contradiction, but then r9c6 can only be 6 or 7, "
        "and each option breaks after its own singles. So r9c3 is not 4: r9c3<>4."
    )
    assert said.proof == (
        "Suppose r9c3 is 4.",
        "Its singles then place r3c1=4, r4c2=4, r7c3=8, r9c1=3, with no contradiction yet.",
        "But then r9c6 can only be 6 or 7.",
        "If r9c6 is 6, column 4 would hold 1 twice (r3c4 and r4c4).",
        "If r9c6 is 7, row 2 would hold 3 twice (r2c4 and r2c7).",
        "So r9c3 is not 4: r9c3<>4.",
    )
    prop = Propagation(implications(grid), (literal(cell("r9c3"), 4),), NETS).advance()
    assert prop.contradiction is None
    after = state_after(grid, prop)
    sub = Implications.of(after)
    assert sub.cands[cell("r9c6")] == 0b1100000  # 6 or 7
    for digit in (6, 7):
        broke = Propagation(sub, (literal(cell("r9c6"), digit),), NETS).advance().contradiction
        assert broke is not None
        assert english(contradiction_reason(grid, broke)) in step.explanation
    assert Highlight(CANDIDATE, (cell("r9c6"), 6), PATTERN) in step.highlights


def test_a_full_search_says_so_and_is_checked() -> None:
    grid = board(HARDEST_1)
    step = next(trial(grid))
    assert step.summary is not None and step.summary.message == "verified-trial.deeper"
    assert step.explanation.startswith(
        "Verified Trial, found by search rather than by a chain a person would spot: Suppose "
        "r2c7 is 3."
    )
    assert_sound(step, HARDEST_1_SOLUTION)
    values = list(grid.values)
    values[cell("r2c7")] = 3
    assert solve(values) is None  # no completion with the assumption: the check it passed


def test_trial_finishes_the_hardest_puzzles() -> None:
    for line in HARDEST_LINES:
        puzzle, solution = line.split()
        result = solve_path(load_puzzle(puzzle).grid, WITH_TRIAL)
        assert result.solved
        assert "".join(map(str, result.grid.values)) == solution
        techniques = {s.technique for s in result.steps}
        assert "verified-trial" in techniques
        for step in result.steps:
            assert_sound(step, solution)


def test_trial_offers_a_few_steps_all_sound() -> None:
    roles = {ON, OFF, PATTERN, BASE, TARGET}
    for text, solution in FIXTURES:
        steps = list(trial(board(text)))
        assert 1 <= len(steps) <= 10
        for step in steps:
            assert_sound(step, solution)
            assert {h.role for h in step.highlights} <= roles
            assert all(h.role == BASE for h in step.highlights if h.kind == HOUSE)
        cells = [s.eliminations for s in steps]
        assert len(cells) == len(set(cells))


def test_trial_never_removes_the_solution_digit_after_a_wrong_exclusion() -> None:
    # A player removed the solution digit 2 from r1c3 ({123}): the position has no
    # solution left, and some candidates of the solution now run into a contradiction
    # by singles. The brute-force check keeps those out of the steps.
    grid = board(HARDEST_5)
    grid.exclude(cell("r1c3"), 2)
    imp = implications(grid)
    tables = Tables(imp, source_bits(imp.nodes), NETS)
    for _ in tables.rounds():
        pass
    true_but_broken = [
        src
        for src in bits_literals(tables.contradicted)
        if int(HARDEST_5_SOLUTION[literal_cell(src)]) == literal_digit(src)
    ]
    assert true_but_broken  # the trap is there
    steps = list(trial(grid))
    assert steps
    for step in steps:
        assert_sound(step, HARDEST_5_SOLUTION)


def test_trial_places_when_no_candidate_is_false() -> None:
    # Three cells emptied from a solved grid: each has only its solution digit left.
    values = [int(ch) for ch in HARDEST_1_SOLUTION]
    for name in ("r1c1", "r5c5", "r9c9"):
        values[cell(name)] = 0
    grid = Grid(values, unique=True)
    step = next(trial(grid))
    assert step.placements == ((cell("r1c1"), 9),)
    assert step.explanation == (
        "Verified Trial: Suppose r1c1 is not 9. Then at once r1c1 would have no candidate "
        "left. So r1c1 is 9: r1c1=9. Suppose r1c1 is not 9. Then r1c1 would have no "
        "candidate left: impossible. So r1c1 is 9: r1c1=9."
    )


def test_trial_stays_silent_where_it_cannot_be_sure() -> None:
    solved = Grid([int(ch) for ch in HARDEST_1_SOLUTION])
    assert list(trial(solved)) == []
    broken = board(HARDEST_1)
    for d in (1, 2, 4):
        broken.exclude(cell("r1c3"), d)  # r1c3 left with no candidate
    assert list(trial(broken)) == []
    clash = board(HARDEST_1)
    clash.place(cell("r1c3"), 4)  # not the solution's 1: no completion exists
    assert list(trial(clash)) == []
    # an empty grid has many solutions: nothing is proven false
    assert list(trial(Grid([0] * 81))) == []


def test_trial_needs_a_grid_known_to_have_one_solution() -> None:
    # The same position, not known to be unique (a bare board of unknown origin):
    # the check against the solution would mean nothing, so no trial is offered.
    grid = grid_from_board(HARDEST_1)
    assert grid.unique is False
    assert list(trial(grid)) == []
    grid.unique = True
    assert list(trial(grid)) != []
