"""The compiled rounds of forcing's tables (engine/compiled/_tables.c) against Tables' Python
rounds: the same changed literals in the same order (forcing explains the first
findings it meets), the same contradictions, reach and findings, forked or carried,
and so the same forcing chains and nets, words and links included."""

from __future__ import annotations

import pytest
from solves import positions_along_solves, steps_of, variant_positions

from engine import Grid, propagation
from engine.forcing_tables import all_sources, carried_quiet, coverage
from engine.memo import clear_all
from engine.propagation import CHAINS, NETS, CompiledTables, Tables, implications
from engine.techniques.forcing import _round_findings, forcing_chain, forcing_net

COMPILED = propagation._tables_c

pytestmark = pytest.mark.skipif(
    COMPILED is None,
    reason="engine.compiled._tables is not built (no C compiler at setup) "
    "or SUDOKU_PURE_PYTHON is set",
)


def both(monkeypatch, imp: propagation.Implications, mode: str) -> tuple[Tables, Tables]:
    monkeypatch.setattr(propagation, "_tables_c", None)
    python = Tables(imp, all_sources(imp), mode)
    monkeypatch.setattr(propagation, "_tables_c", COMPILED)
    fast = Tables(imp, all_sources(imp), mode)
    assert type(python) is Tables and type(fast) is CompiledTables
    return python, fast


def run(tables: Tables, max_round: int) -> list[tuple]:
    return [(rnd, list(changed.items()), bad) for rnd, changed, bad in tables.rounds(max_round)]


def stuck(count: int, every: int) -> list[Grid]:
    """Positions of real solves where the ladder takes a forcing step."""
    from engine import next_step

    return [
        p for p in positions_along_solves(count, every)
        if next_step(p.copy()).technique.startswith("forcing")  # type: ignore[union-attr]
    ]


def test_compiled_rounds_are_the_python_rounds(monkeypatch) -> None:
    checked = 0
    for position in (*stuck(2, 2), *variant_positions(every=9)):
        imp = implications(position)
        if imp.broken:
            continue
        for mode in (CHAINS, NETS):
            python, fast = both(monkeypatch, imp, mode)
            assert run(fast, 4) == run(python, 4)
            # forked half way, then run to the end in nets
            assert run(fast.forked(NETS), 40) == run(python.forked(NETS), 40)
            assert run(fast, 40) == run(python, 40)
            assert list(fast.reach) == list(python.reach)
            assert fast.contradicted == python.contradicted
            assert fast.settled == python.settled
            checked += 1
    assert checked > 20


def test_compiled_findings_are_the_python_findings_round_by_round() -> None:
    """What each round shows (forcing._round_findings): made in C from the live tables,
    the same findings in the same order as the Python reading of the same reach."""
    rounds = found = 0
    for position in (*stuck(2, 2), *variant_positions(every=9)):
        imp = implications(position)
        if imp.broken:
            continue
        cover = coverage(position, imp)
        for mode in (CHAINS, NETS):
            tables = Tables(imp, all_sources(imp), mode)
            for _rnd, changed, bad in tables.rounds(25):
                fast = _round_findings(imp, cover, changed, bad, tables.reach)
                assert fast == _round_findings(imp, cover, changed, bad, list(tables.reach))
                rounds += 1
                found += len(fast)
    assert rounds > 100 and found > 500


def test_a_compiled_round_reads_like_the_python_rounds_dict(monkeypatch) -> None:
    position = stuck(1, 4)[0]
    imp = implications(position)
    python, fast = both(monkeypatch, imp, NETS)
    for (_r, want, _b), (_r2, got, _b2) in zip(python.rounds(3), fast.rounds(3), strict=True):
        assert type(want) is dict and type(got) is not dict
        assert got == want and want == got and not got != want
        assert len(got) == len(want) and list(got) == list(want)
        assert got.items() == list(want.items()) and got.keys() == list(want)
        lit = next(iter(want))
        assert got[lit] == got.get(lit) == want[lit]
        assert got.get(-5, 0) == 0 and got.get(2000) is None and got.get("x", 7) == 7
        with pytest.raises(KeyError):
            got[1457 if 1457 not in want else 0]


def test_the_quiet_carry_is_the_same_compiled_or_not(monkeypatch) -> None:
    """Along real solves, a quiet position's chain tables are cut to the next positions
    and closed again over their new strong links (forcing_tables._close_again): the
    same closures either way, at the same positions."""
    from solves import hardest

    from engine import apply_step, next_step

    seen = []
    for tables_c in (None, COMPILED):
        monkeypatch.setattr(propagation, "_tables_c", tables_c)
        clear_all()
        closures = []
        for grid in hardest(3):
            work = grid.copy()
            while not all(work.values):
                imp = implications(work)
                if not imp.broken:
                    kept = carried_quiet(work.copy(), imp)
                    closures.append(None if kept is None else tuple(kept.tables.reach))
                step = next_step(work)
                assert step is not None
                apply_step(work, step)
        seen.append(closures)
    assert seen[0] == seen[1]
    assert sum(c is not None for c in seen[0]) > 5


def steps_view(position: Grid) -> list[tuple]:
    return steps_of(position, (forcing_chain, forcing_net))


@pytest.mark.slow
def test_forcing_steps_are_the_same_compiled_or_not(monkeypatch) -> None:
    found = 0
    for position in stuck(2, 3):
        clear_all()
        fast = steps_view(position)
        monkeypatch.setattr(propagation, "_tables_c", None)
        clear_all()
        assert steps_view(position) == fast
        monkeypatch.setattr(propagation, "_tables_c", COMPILED)
        found += len(fast)
    assert found > 20


def test_malformed_input_is_refused_not_crashed() -> None:
    nothing = [()] * 729
    with pytest.raises(ValueError):
        COMPILED.Imp(nothing[:5], nothing, nothing, [], nothing)  # one row per node
    with pytest.raises(ValueError):
        COMPILED.Imp(nothing, nothing, nothing, [(800,)], nothing)  # no node 800
    with pytest.raises(ValueError):
        COMPILED.Imp(nothing, nothing, [(3,)] * 729, [(0,)], nothing)  # no group 3
    imp = COMPILED.Imp(nothing, nothing, nothing, [(0,)], nothing)
    with pytest.raises(OverflowError):
        COMPILED.Core(imp, 1 << 1500, True)
    with pytest.raises(OverflowError):
        COMPILED.Core(imp, -1, True)
    core = COMPILED.Core(imp, 1, True)
    assert core == COMPILED.Core(imp, 1, False) and core != COMPILED.Core(imp, 2, True)
    with pytest.raises(ValueError):
        COMPILED.Cover(imp, [])  # one rank per group
    with pytest.raises(TypeError):
        core.findings(COMPILED.Cover(COMPILED.Imp(nothing, nothing, nothing, [(0,)], nothing), [0]))
    with pytest.raises(IndexError):
        core[1458]
    assert core[0] == 1 and core.moving
    assert core.step() == ({}, 0) and not core.moving and core.step() is None
