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


def _never_neighbours(grid: list[int], forbids) -> bool:
    """No two orthogonal neighbours whose digits `forbids`, checked plainly."""
    return not any(
        forbids(grid[c], grid[n]) for c in range(81)
        for n in (c + 1 if c % 9 < 8 else None, c + 9 if c < 72 else None) if n is not None)


@pytest.mark.parametrize("kind", ["nonconsecutive", "negative-kropki", "negative-xv",
                                  "anti-knight", "anti-king"])
def test_rules_folded_into_placements_hold_in_every_solution_found(kind: str) -> None:
    """Anti-knight, anti-king, non-consecutive and the negative constraints are not asked at
    every node: a placement takes their pairs (Rule.placement_suffices). The solutions
    found keep them, checked plainly."""
    from engine.rules import AntiKing, AntiKnight, KropkiNegative, NonConsecutive, XVNegative

    rules = {"nonconsecutive": [NonConsecutive()],
             "negative-kropki": [KropkiNegative(False, True)], "negative-xv": [XVNegative()],
             "anti-knight": [AntiKnight()], "anti-king": [AntiKing()]}[kind]
    variant = with_rules(CLASSIC, rules)
    givens = [0] * 81
    if kind == "anti-knight":
        # From an empty grid the search takes a minute to meet its first anti-knight
        # grid: a third of one (rows shifted by 0, 3, 6, 1, 4, 7, 2, 5, 8) starts it.
        givens = [(shift + c) % 9 + 1 if (r + c) % 3 == 0 else 0
                  for r, shift in enumerate((0, 3, 6, 1, 4, 7, 2, 5, 8)) for c in range(9)]
    found = solutions(givens, variant, 2, budget=None)
    assert found
    for grid in found:
        grid = list(grid)
        assert is_sudoku(grid) and all(rule.allows(grid) for rule in rules)
        moves = {"anti-knight": ((1, 2), (2, 1), (1, -2), (2, -1)),
                 "anti-king": ((1, 1), (1, -1))}.get(kind, ())
        assert not any(grid[9 * r + c] == grid[9 * (r + dr) + c + dc]
                       for r in range(9) for c in range(9) for dr, dc in moves
                       if 0 <= r + dr < 9 and 0 <= c + dc < 9)
        if kind == "nonconsecutive":
            assert _never_neighbours(grid, lambda x, y: abs(x - y) == 1)
        if kind == "negative-kropki":
            assert _never_neighbours(grid, lambda x, y: x == 2 * y or y == 2 * x)
        if kind == "negative-xv":
            assert _never_neighbours(grid, lambda x, y: x + y in (5, 10))
