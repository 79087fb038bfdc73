"""The link graph: strong and weak links of candidates and groups, on real positions.

The main board is a moment of a sudokuexchange solve, frozen with its
candidates; the comments give the hand check of each link.
"""

from __future__ import annotations

from board_text import assert_fits_solution, cell, grid_from_board

from engine import COLOUR, X_SUDOKU, Grid
from engine.links import (
    CANDIDATE_NODES,
    LinkGraph,
    candidate_node,
    cell_nodes,
    digit_nodes,
    link_graph,
    nodes_in,
)

# sudokuexchange diabolical (line 3588 of the 20k file):
# .4.1.8.9.....5.....5.9.3.8..9.....7.61.....45.3.592.1.3..821..9..1.3.7...........
# after the easier steps of its solve.
BOARD = """
{27}   4      {367}   1  {67}  8    5        9      {2367}
{1789} {678}  {36789} 2  5     {46} {1346}   {36}   {13467}
{127}  5      {67}    9  {467} 3    {1246}   8      {12467}
{58}   9      {58}    {46} 1   {46} {23}     7      {23}
6      1      2       3  8     7    9        4      5
{47}   3      {47}    5  9     2    {68}     1      {68}
3      {67}   {4567}  8  2     1    {46}     {56}   9
{4589} {268}  1       {46} 3   {59} 7        {256}  {468}
{4589} {268}  {45689} 7  {46}  {59} {13468}  {2356} {1348}
"""
SOLUTION = "243168597987254631156973284598416372612387945734592816375821469421639758869745123"


def node(name: str, digit: int) -> int:
    return candidate_node(cell(name), digit)


def group(graph: LinkGraph, digit: int, *names: str) -> int:
    cells = sum(1 << cell(n) for n in names)
    (found,) = [
        g for g in graph.group_nodes() if graph.digit(g) == digit and graph.cells(g) == cells
    ]
    return found


def house(grid: Grid, name: str) -> int:
    return next(i for i, h in enumerate(grid.variant.houses) if h.name == name)


def test_board_is_a_real_position() -> None:
    assert_fits_solution(grid_from_board(BOARD), SOLUTION)


def test_graph_is_built_once_per_position() -> None:
    grid = grid_from_board(BOARD)
    graph = link_graph(grid)
    assert link_graph(grid) is graph
    grouped = link_graph(grid, grouped=True)
    assert link_graph(grid, grouped=True) is grouped and grouped is not graph
    assert not graph.group_digits and grouped.group_digits
    grid.exclude(cell("r9c3"), 4)
    assert link_graph(grid) is not graph


def test_nodes_name_their_candidates() -> None:
    grid = grid_from_board(BOARD)
    graph = link_graph(grid)
    n = node("r8c4", 6)
    assert n == 5 * 81 + cell("r8c4")
    assert graph.candidate(n) == (cell("r8c4"), 6)
    assert graph.digit(n) == 6 and graph.cell_list(n) == (cell("r8c4"),)
    assert not graph.is_group(n)
    assert graph.singles >> n & 1
    assert not graph.singles >> node("r8c4", 5) & 1
    assert digit_nodes(6) >> n & 1 and not digit_nodes(5) >> n & 1


def test_conjugate_pair_in_a_column() -> None:
    # Column 4 has 6 only in r4c4 and r8c4.
    grid = grid_from_board(BOARD)
    graph = link_graph(grid)
    a, b = node("r4c4", 6), node("r8c4", 6)
    assert b in graph.conjugates[a] and a in graph.conjugates[b]
    assert graph.strong_house(a, b) == house(grid, "column 4")
    # Row 4 has 6 in r4c4 and r4c6 too (and in box 5): also strong there, listed once.
    assert graph.conjugates[a].count(node("r4c6", 6)) == 1


def test_bivalue_cell_is_a_strong_link_between_its_digits() -> None:
    grid = grid_from_board(BOARD)
    graph = link_graph(grid)
    four, six = node("r4c4", 4), node("r4c4", 6)
    assert graph.bivalue[four] == six and graph.bivalue[six] == four
    assert graph.strong_house(four, six) == -1
    assert graph.bivalue[node("r2c1", 7)] == -1  # r2c1 has four candidates


def test_weak_links_same_digit_and_same_cell() -> None:
    grid = grid_from_board(BOARD)
    graph = link_graph(grid)
    n = node("r2c8", 6)
    # 6 in row 2 (r2c2, r2c3, r2c6, r2c7, r2c9), column 8 (r7c8, r8c8, r9c8) and
    # box 3 (r1c9, r2c7, r2c9, r3c7, r3c9).
    expected = {node(c, 6) for c in ("r2c2", "r2c3", "r2c6", "r2c7", "r2c9")}
    expected |= {node(c, 6) for c in ("r7c8", "r8c8", "r9c8", "r1c9", "r3c7", "r3c9")}
    assert set(nodes_in(graph.conflicts[n] & digit_nodes(6))) == expected
    assert nodes_in(graph.conflicts[n] & cell_nodes(cell("r2c8"))) == [node("r2c8", 3)]
    assert not graph.conflicts[n] & ~graph.singles  # no groups in the plain graph
    assert graph.shared_house(n, node("r7c8", 6)) == house(grid, "column 8")
    assert graph.shared_house(n, node("r2c8", 3)) == -1


def test_group_in_a_column_is_strongly_linked_to_the_other_place() -> None:
    # Column 8 has 6 in r2c8 and in r7c8, r8c8, r9c8 (all in box 9): the group
    # 6r789c8 and 6r2c8 are the column's only two nodes.
    grid = grid_from_board(BOARD)
    graph = link_graph(grid, grouped=True)
    g = group(graph, 6, "r7c8", "r8c8", "r9c8")
    assert graph.is_group(g) and g >= CANDIDATE_NODES
    assert graph.candidate(g) == (cell("r7c8"), 6)
    assert graph.cell_list(g) == (cell("r7c8"), cell("r8c8"), cell("r9c8"))
    assert node("r2c8", 6) in graph.conjugates[g]
    assert g in graph.group_conjugates[node("r2c8", 6)]
    assert g in graph.strong_partners(node("r2c8", 6))
    assert graph.strong_house(g, node("r2c8", 6)) == house(grid, "column 8")


def test_group_weak_links_need_every_cell_seen() -> None:
    grid = grid_from_board(BOARD)
    graph = link_graph(grid, grouped=True)
    g = group(graph, 6, "r7c8", "r8c8", "r9c8")
    # r8c9 is in box 9 with all three; r2c8 is in column 8 with all three.
    assert graph.conflicts[node("r8c9", 6)] >> g & 1
    assert graph.conflicts[g] >> node("r2c8", 6) & 1
    # r8c2 sees r8c8 (row 8) but not r7c8 or r9c8.
    assert not graph.conflicts[node("r8c2", 6)] >> g & 1
    # Two groups of box 9 that share no cell: 6r79c7 and 6r8c89.
    left, middle = group(graph, 6, "r7c7", "r9c7"), group(graph, 6, "r8c8", "r8c9")
    assert graph.conflicts[left] >> middle & 1 and graph.conflicts[middle] >> left & 1
    # Overlapping groups (6r789c8 and 6r8c89 share r8c8) are not linked.
    assert not graph.conflicts[g] >> middle & 1


def test_links_are_symmetric_and_strong_links_cover_their_house() -> None:
    grid = grid_from_board(BOARD)
    graph = link_graph(grid, grouped=True)
    nodes = nodes_in(graph.singles) + list(graph.group_nodes())
    for n in nodes:
        assert not graph.conflicts[n] >> n & 1
        for m in [*graph.conjugates[n], *graph.group_conjugates[n]]:
            assert n in graph.strong_partners(m)
            assert graph.strong_house(n, m) >= 0
        for m in nodes_in(graph.conflicts[n]):
            assert graph.conflicts[m] >> n & 1
            if graph.digit(m) == graph.digit(n):
                assert not graph.cells(n) & graph.cells(m)
                seen = graph.variant.common_peers(graph.cells(n))
                assert seen & graph.cells(m) == graph.cells(m)
            else:
                assert graph.cells(n) == graph.cells(m)  # two digits of one cell


def test_a_diagonal_makes_strong_links_in_x_sudoku() -> None:
    # The main diagonal keeps 5 only in r1c1 and r9c9: a strong link there, and
    # none in classic Sudoku, where the two cells share no house.
    for variant, linked in ((X_SUDOKU, True), (COLOUR, False)):
        grid = Grid([0] * 81, variant=variant)
        for i in range(1, 8):
            grid.exclude(i * 10, 5)
        graph = link_graph(grid)
        a, b = node("r1c1", 5), node("r9c9", 5)
        assert (b in graph.conjugates[a]) is linked
        if linked:
            assert grid.variant.houses[graph.strong_house(a, b)].name == "the main diagonal"


def test_a_colour_group_makes_strong_links() -> None:
    # Colour group 1 (the top-left cell of every box) keeps 3 only in r1c1 and r4c4.
    grid = Grid([0] * 81, variant=COLOUR)
    for name in ("r1c4", "r1c7", "r4c1", "r4c7", "r7c1", "r7c4", "r7c7"):
        grid.exclude(cell(name), 3)
    graph = link_graph(grid)
    a, b = node("r1c1", 3), node("r4c4", 3)
    assert b in graph.conjugates[a]
    assert grid.variant.houses[graph.strong_house(a, b)].name == "colour group 1"
