"""Rule forcing nets (engine/propagation.py, RULES mode) on random rule puzzles: a
random solution grid, rule elements true to it (lines, arrows, thermometers; dots,
XV, neighbours, anti-knight), a position with random wrong candidates taken out.
Assuming a digit of the solution never breaks, and every literal it leads to, a
whole element's narrowing included, holds in the solution; every step the rung
offers holds in the solution too."""

from __future__ import annotations

import random

from dots_grids import dot_puzzle
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_grids import rule_puzzle

from engine import Grid
from engine.bits import DIGITS_IN
from engine.propagation import (
    FALSE,
    RULE_NARROW,
    RULES,
    Propagation,
    implications,
    literal,
    literal_cell,
    literal_digit,
)
from engine.techniques.forcing import RULE_NET_ROUNDS, rule_forcing_net


def _position(seed: int, lines: bool) -> tuple[list[int], Grid]:
    solution, variant, givens = rule_puzzle(seed) if lines else dot_puzzle(seed)
    grid = Grid(givens, variant=variant, unique=True)
    rng = random.Random(seed)
    for cell in range(81):
        if grid.values[cell]:
            continue
        for digit in DIGITS_IN[grid.candidates[cell]]:
            if digit != solution[cell] and rng.random() < 0.3:
                grid.exclude(cell, digit)
    return solution, grid


def _holds(lit: int, solution: list[int]) -> bool:
    at_solution = solution[literal_cell(lit)] == literal_digit(lit)
    return at_solution if lit < FALSE else not at_solution


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), lines=st.booleans())
def test_a_solution_digit_leads_only_to_what_the_solution_holds(seed: int, lines: bool) -> None:
    solution, grid = _position(seed, lines)
    imp = implications(grid)
    assert not imp.broken
    narrowed = 0
    for cell in range(81):
        if grid.values[cell]:
            continue
        prop = Propagation(imp, (literal(cell, solution[cell]),), RULES)
        prop.advance(RULE_NET_ROUNDS)
        assert prop.contradiction is None, (cell, prop.contradiction)
        for lit, why in prop.known.items():
            assert _holds(lit, solution), (cell, lit, why[0])
            narrowed += why[0] == RULE_NARROW
    assert narrowed  # the new consequence kind was met, not only the old ones


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), lines=st.booleans())
def test_rule_forcing_net_steps_hold_in_the_solution(seed: int, lines: bool) -> None:
    solution, grid = _position(seed, lines)
    for step in rule_forcing_net(grid):
        assert step.technique == "rule-forcing-net"
        assert all(solution[c] != d for c, d in step.eliminations)
        assert all(solution[c] == d for c, d in step.placements)
