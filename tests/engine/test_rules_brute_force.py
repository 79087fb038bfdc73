"""The brute force obeys thermometers and arrows: puzzles made from a known solution
solve back to it, and every solution it finds keeps every rule (checked here by hand)."""

from __future__ import annotations

import random

import pytest
from rules_grids import arrow, solution_grid, thermometer

from engine import CLASSIC, SearchTooLong, count_solutions, solutions, with_rules
from engine.rules import Arrow, Thermometer


def keeps(rule, grid: list[int]) -> bool:
    """The rule checked the plain way, apart from the engine's own code."""
    if isinstance(rule, Thermometer):
        digits = [grid[c] for c in rule.path]
        pairs = list(zip(digits, digits[1:], strict=False))
        return all(b >= a if rule.slow else b > a for a, b in pairs)
    if isinstance(rule, Arrow):
        return int("".join(str(grid[c]) for c in rule.circle)) == sum(grid[c] for c in rule.shaft)
    raise AssertionError(rule)


def is_sudoku(grid: list[int]) -> bool:
    return all(
        len({grid[c] for c in house.cells}) == 9 for house in CLASSIC.houses
    )


def puzzle(seed: int, *, pills: bool = True):
    """A solution, rule elements true to it, and givens cut down while it stays unique."""
    grid = solution_grid(seed)
    rng = random.Random(seed)
    elements = [thermometer(grid, rng, slow=rng.random() < 0.3) for _ in range(5)]
    elements += [arrow(grid, rng) for _ in range(4)]
    if pills:
        elements.append(arrow(grid, rng, pill=2))
    variant = with_rules(CLASSIC, elements)
    givens = list(grid)
    order = list(range(81))
    rng.shuffle(order)
    for cell in order[:60]:
        kept, givens[cell] = givens[cell], 0
        if count_solutions(givens, variant) != 1:
            givens[cell] = kept
    return grid, variant, givens


@pytest.mark.parametrize("seed", range(4))
def test_a_puzzle_made_from_a_solution_solves_back_to_it(seed):
    grid, variant, givens = puzzle(seed)
    assert sum(1 for v in givens if v) <= 40
    assert solutions(givens, variant) == [grid]
    # The same givens without the rules: the rules were needed.
    assert count_solutions(givens, CLASSIC) == 2


@pytest.mark.parametrize("seed", range(4))
def test_every_solution_found_keeps_every_rule(seed):
    grid, variant, givens = puzzle(seed)
    rng = random.Random(seed + 100)
    # Fewer givens: now there are many solutions; the two found must each keep the rules.
    sparse = [v if rng.random() < 0.3 else 0 for v in givens]
    found = solutions(sparse, variant, limit=2)
    assert found, "the solution grid itself still fits"
    for solution in found:
        assert is_sudoku(solution)
        assert all(v == s for v, s in zip(sparse, solution, strict=True) if v)
        assert all(keeps(rule, solution) for rule in variant.rules)


def test_givens_that_break_a_rule_have_no_solution():
    grid = solution_grid(7)
    rng = random.Random(7)
    thermo = thermometer(grid, rng)
    variant = with_rules(CLASSIC, [thermo])
    givens = [0] * 81
    # Bulb and tip the wrong way round.
    givens[thermo.path[0]], givens[thermo.path[-1]] = 9, 1
    assert count_solutions(givens, variant) == 0
    # An arrow of one shaft cell whose circle is smaller than the cell: impossible.
    pointing = Arrow((0,), (1,))
    givens = [0] * 81
    givens[0], givens[1] = 3, 5
    assert count_solutions(givens, with_rules(CLASSIC, [pointing])) == 0
    assert count_solutions(givens, CLASSIC) == 2


def test_a_three_cell_pill_reads_a_number():
    # r1c1-r1c3 read a number of three digits, at least 123, but six shaft cells add up
    # to 54 at most: impossible. (Two-cell pills are in every `puzzle` above.)
    pill = Arrow((0, 1, 2), (9, 10, 11, 18, 19, 20))
    assert count_solutions([0] * 81, with_rules(CLASSIC, [pill])) == 0


def test_the_node_budget_still_holds():
    _grid, variant, _givens = puzzle(1, pills=False)
    with pytest.raises(SearchTooLong):
        count_solutions([0] * 81, variant, budget=3)
