"""The compiled ALS sets, pairing, chain walk and Death Blossom stems
(engine/compiled/_als_walk.c) against the Python ones.

The Python code is the reference and the fallback where the module is not built:
along real solves, the compiled results must be the Python results, value for
value, and the ALS rungs and the whole ladder must take the same steps either way.
"""

from __future__ import annotations

from functools import partial

import pytest
from solves import hardest, positions_along_solves, variant_positions

import engine.almost_locked_sets as als_module
from engine import Grid, apply_step, next_step
from engine.almost_locked_sets import (
    MAX_LINKS,
    ChainReach,
    RccGraph,
    almost_locked_sets,
    chain_reach,
    restricted_commons,
    unpack,
)
from engine.bits import node
from engine.memo import clear_all
from engine.techniques import LADDER
from engine.techniques import als_chains as als_techniques

COMPILED = als_module._als_walk

pytestmark = pytest.mark.skipif(
    COMPILED is None,
    reason="engine.compiled._als_walk is not built (no C compiler at setup) "
    "or SUDOKU_PURE_PYTHON is set",
)

ALS_RUNGS = tuple(
    t for t in LADDER if t.id in ("als-xz", "als-xy-wing", "als-chain", "death-blossom")
)


def python_reach(monkeypatch, position: Grid) -> tuple[ChainReach, RccGraph]:
    monkeypatch.setattr(als_module, "_als_walk", None)
    try:
        twin = position.copy()
        return ChainReach(twin), restricted_commons(twin)
    finally:
        monkeypatch.setattr(als_module, "_als_walk", COMPILED)


def in_python(monkeypatch, search, position: Grid):  # noqa: ANN001, ANN201
    """What `search` finds in the position with every ALS search in Python."""
    monkeypatch.setattr(als_module, "_als_walk", None)
    try:
        return search(position.copy())
    finally:
        monkeypatch.setattr(als_module, "_als_walk", COMPILED)


def python_sets(monkeypatch, position: Grid) -> list[tuple]:
    monkeypatch.setattr(als_module, "_als_walk", None)
    try:
        return sets_view(position.copy())
    finally:
        monkeypatch.setattr(als_module, "_als_walk", COMPILED)


def sets_view(position: Grid) -> list[tuple]:
    return [
        (a.index, a.cells, a.digits, a.house, tuple(a.cells_with), tuple(a.sees_all))
        for a in almost_locked_sets(position)
    ]


def test_compiled_sets_are_the_python_sets_along_real_solves(monkeypatch) -> None:
    clear_all()
    found = 0
    for position in (*positions_along_solves(3, every=2), *variant_positions(every=2)):
        fast = sets_view(position.copy())
        assert fast == python_sets(monkeypatch, position)
        found += len(fast)
    assert found > 10_000


@pytest.mark.slow  # seconds of work: make test runs it, make check skips it
def test_compiled_pairing_and_walk_are_the_python_ones_along_real_solves(monkeypatch) -> None:
    clear_all()
    checked = searched = 0
    for position in (*positions_along_solves(3, every=1), *variant_positions(every=3)):
        if not almost_locked_sets(position):
            continue
        reference, graph = python_reach(monkeypatch, position)
        reach = chain_reach(position)
        assert not isinstance(reach, ChainReach)  # the compiled walk answers
        assert restricted_commons(position).by_pair == graph.by_pair
        assert restricted_commons(position).neighbours == graph.neighbours
        assert restricted_commons(position).pairs == graph.pairs
        for length in range(MAX_LINKS + 1):
            assert reach.first(length) == reference.first(length)
            assert reach.known(length) == reference.known(length)
        # The backward search's view, for candidates the walk reaches and one it does not.
        reached = [node(c, d) for n in (1, 3) for c, d in unpack(reference.first(n))[:3]]
        for at in (*reached, 0):
            layers, bit = reach.layers_for(at, MAX_LINKS)
            want, want_bit = reference.layers_for(at, MAX_LINKS)
            assert [[bool(v & bit) for v in layer] for layer in layers] == [
                [bool(v & want_bit) for v in layer] for layer in want
            ]
            searched += 1
        checked += 1
    assert checked > 50 and searched > checked


def xz_pairs(position: Grid) -> list[tuple]:
    return list(als_techniques._xz_pairs(position))


def proper_chains(position: Grid, asked: list[tuple[int, int, int]]) -> list:
    return [als_techniques._proper_chain(position, *question) for question in asked]


@pytest.mark.slow  # seconds of work: make test runs it, make check skips it
def test_compiled_xz_pairs_and_chains_are_the_python_ones_along_real_solves(monkeypatch) -> None:
    """Every ALS-XZ pair in order (not only the first steps), and for every candidate
    the walk reaches, the chain the backward search picks at each length."""
    clear_all()
    pairs = chains = 0
    for position in (*positions_along_solves(3, every=2), *variant_positions(every=3)):
        found = xz_pairs(position.copy())
        assert found == in_python(monkeypatch, xz_pairs, position)
        pairs += len(found)
        reach = chain_reach(position)
        asked = [
            (z, cell, links)
            for first in range(2, MAX_LINKS + 1)
            for cell, z in unpack(reach.first(first))[:4]
            for links in range(first, MAX_LINKS + 1)
        ]
        found = proper_chains(position, asked)
        assert found == in_python(monkeypatch, partial(proper_chains, asked=asked), position)
        chains += sum(chain is not None for chain in found)
    assert pairs > 200 and chains > 50


def steps_view(position: Grid, rungs: tuple) -> list[tuple]:
    return [
        (s.technique, s.placements, s.eliminations, s.explanation)
        for t in rungs
        for s in t.finder(position.copy())
    ]


@pytest.mark.slow
def test_als_rungs_take_the_same_steps_compiled_or_not(monkeypatch) -> None:
    found = 0
    for position in positions_along_solves(3, every=2):
        clear_all()
        fast = steps_view(position, ALS_RUNGS)
        monkeypatch.setattr(als_module, "_als_walk", None)
        clear_all()
        assert steps_view(position, ALS_RUNGS) == fast
        monkeypatch.setattr(als_module, "_als_walk", COMPILED)
        found += len(fast)
    assert found > 20


def solve_path(grid: Grid) -> list[tuple]:
    work = grid.copy()
    path = []
    while not all(work.values):
        step = next_step(work)
        assert step is not None
        path.append((step.technique, step.placements, step.eliminations))
        apply_step(work, step)
    return path


def test_whole_solves_are_the_same_compiled_or_not(monkeypatch) -> None:
    grids = hardest(10)
    for grid in (grids[6], grids[9]):  # each takes ALS-XZ, ALS-XY-Wing and ALS chain steps
        clear_all()
        fast = solve_path(grid)
        monkeypatch.setattr(als_module, "_als_walk", None)
        clear_all()
        assert solve_path(grid) == fast
        assert {"als-xz", "als-xy-wing", "als-chain"} <= {t for t, _, _ in fast}


def test_malformed_input_is_refused_not_crashed() -> None:
    empty = COMPILED.Table([], [], [], [])
    one = COMPILED.Table([1], [0b11], [(0, 1, 1) + (0,) * 7], [(0,) * 10])
    assert len(empty) == 0 and len(one) == 1
    with pytest.raises(ValueError):
        COMPILED.Table([0], [1, 2], [(0,) * 10], [(0,) * 10])  # lists of two lengths
    with pytest.raises(TypeError):
        COMPILED.Table([0], [1], [(0,) * 9], [(0,) * 10])  # rows are ten, by digit
    with pytest.raises(ValueError):
        COMPILED.Walk(empty, [0] * 9)  # positions are ten, by digit
    with pytest.raises(TypeError):
        COMPILED.Walk([], [0] * 10)  # a Table
    with pytest.raises(TypeError):
        COMPILED.commons([0])
    with pytest.raises(TypeError):
        COMPILED.neighbours([0])
    assert COMPILED.commons(one) == {} and COMPILED.neighbours(one) == ((),)
    with pytest.raises(IndexError):
        one.item(1)
    assert one.item(0) == (1, 0b11, -1, (0, 1, 1) + (0,) * 7, (0,) * 10)  # no house known
    with pytest.raises(ValueError):
        COMPILED.xz(one, [0] * 9, 0)  # positions are ten, by digit
    with pytest.raises(TypeError):
        COMPILED.xz([0], [0] * 10, 0)
    assert COMPILED.xz(one, [0] * 10, 0) is None
    with pytest.raises(ValueError):
        COMPILED.blossom_stems(empty, [0] * 10, [0] * 80)  # 81 cells
    with pytest.raises(ValueError):
        COMPILED.blossom_stems(empty, [0] * 10, [600] * 81)
    assert COMPILED.blossom_stems(empty, [0] * 10, [3] * 81) == []  # stems, but no petals
    with pytest.raises(ValueError):
        COMPILED.als_sets([(0, 1, 2)], [0] * 81, (0,) * 80)  # 81 peer sets
    with pytest.raises(ValueError):
        COMPILED.als_sets([tuple(range(10))], [1] * 81, (0,) * 81)  # a house of ten
    with pytest.raises(ValueError):
        COMPILED.als_sets([(0, 81)], [1] * 81, (0,) * 81)  # no cell 81
    table = COMPILED.als_sets([(0, 1)], [0b11] + [0] * 80, (0,) * 81)
    assert len(table) == 1 and table.item(0) == (1, 0b11, 0, (0, 1, 1) + (0,) * 7, (0,) * 10)
    walk = COMPILED.Walk(empty, [0] * 10)
    with pytest.raises(ValueError):
        walk.first(99)
    assert walk.first(MAX_LINKS) == 0
    for z, cell, links in ((0, 0, 1), (1, 81, 1), (1, 0, 0), (1, 0, 99)):
        with pytest.raises(ValueError):
            walk.proper_chain(z, cell, links)
    assert walk.proper_chain(1, 0, MAX_LINKS) is None
