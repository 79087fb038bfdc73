"""Propagation on real positions: what an assumption implies is true whenever the
assumption is, a contradiction only ever follows a false assumption, and the forcing
chain run (engine/forcing_tables.py) reads the same reach as a fresh table run."""

from __future__ import annotations

import pytest
from solves import positions_with_solutions

from engine import Grid
from engine.forcing_tables import ChainRun, all_sources
from engine.propagation import (
    CHAINS,
    NETS,
    Propagation,
    Tables,
    implications,
    is_true,
    literal,
    literal_cell,
    literal_digit,
)


@pytest.fixture(scope="module")
def positions() -> list[tuple[Grid, list[int]]]:
    return positions_with_solutions(2, every=12)


def holds(lit: int, solution: list[int]) -> bool:
    cell, digit = literal_cell(lit), literal_digit(lit)
    return (solution[cell] == digit) == is_true(lit)


def test_a_true_assumption_implies_only_truths(positions) -> None:
    checked = 0
    for grid, solution in positions:
        imp = implications(grid)
        for cell in range(81):
            if grid.values[cell]:
                continue
            prop = Propagation(imp, (literal(cell, solution[cell]),), NETS).advance()
            assert prop.contradiction is None
            for lit in prop.known:
                assert holds(lit, solution), (cell, lit)
                checked += 1
    assert checked > 1000


def test_a_contradiction_follows_only_a_false_assumption(positions) -> None:
    broke = 0
    for grid, solution in positions:
        imp = implications(grid)
        for n in imp.nodes:
            cell, digit = n % 81, n // 81 + 1
            prop = Propagation(imp, (literal(cell, digit),), CHAINS).advance()
            if prop.contradiction is not None:
                assert solution[cell] != digit
                broke += 1
    assert broke > 10


def test_the_chain_run_reads_the_reach_of_a_fresh_table_run(positions) -> None:
    compared = 0
    for grid, _ in positions[:6]:
        imp = implications(grid)
        run = ChainRun(imp)
        fresh = Tables(imp, all_sources(imp), CHAINS)
        first_round: dict[int, int] = {}
        for (rnd, changed, bad), (rnd2, changed2, bad2, reach) in zip(
            fresh.rounds(6), run.rounds(6), strict=False
        ):
            assert (rnd, changed, bad) == (rnd2, changed2, bad2)
            for lit in list(changed)[:50]:
                assert reach[lit] == fresh.reach[lit]
                if rnd == 1:
                    first_round[lit] = fresh.reach[lit]
                compared += 1
        # Later, the run still answers what round 1 reached.
        for lit, bits in first_round.items():
            assert run.reach_at(lit, 1) == bits
    assert compared > 100
