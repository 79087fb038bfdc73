"""The compiled link graph and chain walk (engine/compiled/_chains.c) against the Python ones
(LinkGraph, _PythonWalk): the same graph, the same levels, the same pairs of ends in
the same order, the same history, and so the same X-Chains, XY-Chains and nice loops,
along real solves of every variant."""

from __future__ import annotations

import pytest
from solves import positions_along_solves, steps_of, variant_positions

from engine import Grid, links
from engine.links import link_graph
from engine.memo import clear_all
from engine.techniques import LADDER, chains

COMPILED = chains._chains_c

pytestmark = pytest.mark.skipif(
    COMPILED is None,
    reason="engine.compiled._chains is not built (no C compiler at setup) "
    "or SUDOKU_PURE_PYTHON is set",
)

FAMILIES = (chains.X_CHAIN, chains.XY_CHAIN, chains.NICE_LOOP, chains.GROUPED_NICE_LOOP)
CHAIN_RUNGS = tuple(
    t for t in LADDER if t.id in ("x-chain", "xy-chain", "nice-loop", "grouped-nice-loop")
)


def walks(position: Grid, family: chains._Family) -> tuple[list, list, object, object]:
    """Every level of both walks of one family, and the walks (to read their history)."""
    graph = link_graph(position, family.grouped)
    strong = chains._STRONG[family.id](graph)
    weak = chains._weak(graph, strong, family.same_digit_ends)
    python = chains._PythonWalk(position, graph, family, strong, weak, 0x1FF)
    fast = COMPILED.Search(
        COMPILED.Graph(graph.conflicts, graph.singles),
        strong,
        0x1FF,
        family.same_digit_ends,
        family.loops,
        family.same_digit_ends,
        family.min_links,
    )
    levels: tuple[list, list] = ([], [])
    for walk, out in ((python, levels[0]), (fast, levels[1])):
        while (walked := walk.advance()) is not None:
            out.append(walked)
    return levels[0], levels[1], python, fast


def test_compiled_walk_is_the_python_walk_level_by_level() -> None:
    clear_all()
    pairs = checked = 0
    for position in (*positions_along_solves(2, every=3), *variant_positions(every=6)):
        for family in FAMILIES:
            python, fast, python_walk, fast_walk = walks(position, family)
            assert fast == python
            pairs += sum(len(found) for _level, found in python)
            # The history the backward search reads, for the ends each level offered.
            for level, found in python[:6]:
                for a, b in found[:4]:
                    for lvl in range(level + 1):
                        for node in (a, b):
                            assert fast_walk.reached(lvl, node, a) == python_walk.reached(
                                lvl, node, a
                            )
                            checked += 1
    assert pairs > 1000 and checked > 1000


def graph_view(position: Grid, grouped: bool) -> tuple:
    graph = links.LinkGraph(position, grouped)
    return (
        graph.count, graph.singles, graph.conflicts, graph.conjugates, graph.group_conjugates,
        graph.bivalue, graph.group_digits, graph.group_cells,
    )


def test_compiled_link_graph_is_the_python_one(monkeypatch) -> None:
    """Every field the chain searches read (lists as lists, none as ()), plain and
    grouped, along real solves of every variant."""
    compiled_build = links._chains_c
    groups = 0
    for position in (*positions_along_solves(2, every=2), *variant_positions(every=2)):
        for grouped in (False, True):
            fast = graph_view(position, grouped)
            monkeypatch.setattr(links, "_chains_c", None)
            python = graph_view(position, grouped)
            monkeypatch.setattr(links, "_chains_c", compiled_build)
            assert fast == python
            assert [type(x) for x in fast[3]] == [type(x) for x in python[3]]
            groups += len(fast[6])
    assert groups > 1000


def steps_view(position: Grid) -> list[tuple]:
    return steps_of(position, (t.finder for t in CHAIN_RUNGS))


def test_chain_rungs_take_the_same_steps_compiled_or_not(monkeypatch) -> None:
    found = 0
    for position in (*positions_along_solves(2, every=2), *variant_positions(every=8)):
        clear_all()
        fast = steps_view(position)
        monkeypatch.setattr(chains, "_chains_c", None)
        clear_all()
        assert steps_view(position) == fast
        monkeypatch.setattr(chains, "_chains_c", COMPILED)
        found += len(fast)
    assert found > 200


def test_malformed_input_is_refused_not_crashed() -> None:
    with pytest.raises(ValueError):
        COMPILED.Graph([], 0)  # no nodes
    with pytest.raises(OverflowError):
        COMPILED.Graph([1 << 800], 0)  # a node past the graph
    with pytest.raises(OverflowError):
        COMPILED.Graph([-1], 0)
    with pytest.raises(ValueError):
        COMPILED.Graph([1 << 20], 0)  # node 20 of a graph of one
    with pytest.raises(ValueError):
        COMPILED.Graph([0], 1 << 5)
    graph = COMPILED.Graph([0, 0], 0)
    with pytest.raises(ValueError):
        COMPILED.Search(graph, [()], 0x1FF, False, False, False, 3)  # one list per node
    with pytest.raises(ValueError):
        COMPILED.Search(graph, [(5,), ()], 0x1FF, False, False, False, 3)  # no node 5
    with pytest.raises(ValueError):
        COMPILED.build_graph([0] * 81, [0] * 10, (0,) * 80, [], False, (), ())  # 81 peers
    with pytest.raises(ValueError):
        COMPILED.build_graph([0] * 81, [0] * 10, (0,) * 81, [0], True, (), ())  # a row per house
    with pytest.raises(ValueError):
        COMPILED.build_graph([0] * 81, [0] * 10, (0,) * 81, [0], True, (), ((3,),))  # segment 3
    empty = COMPILED.build_graph([0] * 81, [0] * 10, (0,) * 81, [], True, (), ())
    assert empty[:3] == (729, 0, [0] * 729) and empty[5] == [-1] * 729
    search = COMPILED.Search(graph, [(1,), (0,)], 0x1FF, False, False, False, 3)
    with pytest.raises(ValueError):
        search.reached(3, 0, 0)  # not walked
    assert search.advance() == (1, [])
    assert search.reached(1, 1, 0) and not search.reached(1, 0, 0)
