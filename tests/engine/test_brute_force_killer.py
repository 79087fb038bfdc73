"""The brute-force oracle on Killers: cage sums obeyed, counts right, contradictions found.

Killers here are cut at random over a known solution grid (sums from that grid), and a
plain backtracking solver that checks every cage's sum is the reference for counts.
"""

from __future__ import annotations

import random

import pytest

from engine import SearchTooLong, Variant, count_solutions, solve
from engine.brute_force import solutions
from engine.generator import random_solution
from engine.rules.cages import killer


def neighbours(cell: int) -> list[int]:
    r, c = divmod(cell, 9)
    steps = ((-9, r > 0), (9, r < 8), (-1, c > 0), (1, c < 8))
    return [cell + step for step, ok in steps if ok]


def cut_into_cages(solution: list[int], rng: random.Random, most: int = 5) -> Variant:
    """Every cell caged: joined cages of 1 to `most` cells, no digit twice, solution sums."""
    owner = [-1] * 81
    cages: list[list[int]] = []
    for start in rng.sample(range(81), 81):
        if owner[start] >= 0:
            continue
        cells = [start]
        owner[start] = len(cages)
        want = rng.randint(1, most)
        while len(cells) < want:
            held = {solution[c] for c in cells}
            edge = [n for c in cells for n in neighbours(c)
                    if owner[n] < 0 and solution[n] not in held]
            if not edge:
                break
            pick = rng.choice(edge)
            owner[pick] = len(cages)
            cells.append(pick)
        cages.append(cells)
    return killer([(cells, sum(solution[c] for c in cells)) for cells in cages], every_cell=True)


def obeys_killer(grid: list[int], variant: Variant) -> bool:
    """Every house holds 1-9 once; every cage repeats no digit and makes its sum."""
    houses = all(sorted(grid[c] for c in h.cells) == list(range(1, 10)) for h in variant.houses)
    cages = all(
        len({grid[c] for c in cage.cells}) == cage.size
        and sum(grid[c] for c in cage.cells) == cage.total
        for cage in variant.cages
    )
    return houses and cages


def reference_count(values: list[int], variant: Variant, limit: int) -> int:
    """Plain backtracking over peers, a cage checked against its sum once it is full."""
    grid = list(values)
    found = 0

    def sums_hold(cell: int) -> bool:
        cage = variant.cage_at(cell)
        if cage is None:
            return True
        digits = [grid[c] for c in cage.cells]
        if 0 in digits:
            return sum(digits) < cage.total
        return sum(digits) == cage.total

    def fill() -> bool:
        nonlocal found
        best, options = -1, set(range(1, 10))
        for c in range(81):
            if not grid[c]:
                allowed = set(range(1, 10)) - {grid[p] for p in variant.peers[c]}
                if best < 0 or len(allowed) < len(options):
                    best, options = c, allowed
        if best < 0:
            found += 1
            return found >= limit
        for digit in sorted(options):
            grid[best] = digit
            if sums_hold(best) and fill():
                return True
        grid[best] = 0
        return False

    fill()
    return found


def killer_over(seed: int, most: int = 5) -> tuple[list[int], Variant]:
    rng = random.Random(seed)
    solution = random_solution(rng)
    return solution, cut_into_cages(solution, rng, most)


@pytest.mark.parametrize("seed", range(12))
def test_solutions_found_make_every_cage_sum(seed: int) -> None:
    solution, variant = killer_over(seed)
    found = solutions([0] * 81, variant, limit=3)
    assert found, "the grid the sums came from is a solution"
    assert all(obeys_killer(grid, variant) for grid in found)
    assert len({tuple(grid) for grid in found}) == len(found)
    if len(found) == 1:
        assert found[0] == solution


@pytest.mark.parametrize("seed", range(6))
def test_counts_agree_with_plain_backtracking(seed: int) -> None:
    """With some givens taken from the solution, so the plain search ends quickly."""
    solution, variant = killer_over(100 + seed, most=4)
    rng = random.Random(seed)
    values = [v if rng.random() < 0.3 else 0 for v in solution]
    assert count_solutions(values, variant, limit=3) == reference_count(values, variant, 3)
    assert solve(values, variant) is not None


def swappable_columns(solution: list[int]) -> tuple[int, int, int]:
    """(row, col1, col2): rows row and row+1 of one band hold a, b in col1 and b, a in col2."""
    for r in (0, 1, 3, 4, 6, 7):
        for c1 in range(9):
            for c2 in range(c1 + 1, 9):
                a, b = solution[r * 9 + c1], solution[r * 9 + 9 + c1]
                if solution[r * 9 + c2] == b and solution[r * 9 + 9 + c2] == a:
                    return r, c1, c2
    raise LookupError


def test_a_killer_with_two_solutions_counts_two() -> None:
    """Givens fix every cell but four: two upright cages of a + b whose digits can be
    swapped between two columns of one band, so the grid has exactly two fillings."""
    rng = random.Random(7)
    while True:
        solution = random_solution(rng)
        try:
            r, c1, c2 = swappable_columns(solution)
            break
        except LookupError:
            continue
    pairs = [[r * 9 + c1, r * 9 + 9 + c1], [r * 9 + c2, r * 9 + 9 + c2]]
    open_cells = {c for pair in pairs for c in pair}
    variant = killer([(pair, solution[pair[0]] + solution[pair[1]]) for pair in pairs])
    values = [0 if c in open_cells else v for c, v in enumerate(solution)]
    assert count_solutions(values, variant, limit=5) == 2
    found = solutions(values, variant, limit=5)
    assert solution in found and all(obeys_killer(grid, variant) for grid in found)


def test_cages_whose_sums_contradict_have_no_solution() -> None:
    # r1c1-r1c2 and r1c3-r1c4 both make 3: both need the 1 and the 2 of row 1.
    variant = killer([([0, 1], 3), ([2, 3], 3)])
    assert count_solutions([0] * 81, variant) == 0
    assert solve([0] * 81, variant) is None


def test_a_given_that_breaks_a_cage_sum_has_no_solution() -> None:
    solution, variant = killer_over(3)
    cage = max(variant.cages, key=lambda c: c.size)
    values = [0] * 81
    # Every cell of the cage but one from the solution, the last one a digit off.
    for cell in cage.cells:
        values[cell] = solution[cell]
    last = cage.cells[-1]
    wrong = next(d for d in range(1, 10) if d not in {solution[c] for c in cage.cells})
    values[last] = wrong
    assert count_solutions(values, variant) == 0
    # Sums alone rule it out, the peers allow it: the digit is new to the cage.
    assert count_solutions(values, Variant.build("plain", list(variant.houses)), limit=1) == 1


def test_a_single_cell_cage_is_its_digit() -> None:
    variant = killer([([40], 7)])
    found = solve([0] * 81, variant)
    assert found is not None and found[40] == 7


@pytest.mark.parametrize("seed", range(4))
def test_a_killer_with_no_givens_is_settled_within_the_default_budget(seed: int) -> None:
    _, variant = killer_over(200 + seed)
    try:
        count_solutions([0] * 81, variant)
    except SearchTooLong:  # pragma: no cover - the failure this test is for
        pytest.fail("a zero-given Killer ran out of the default budget")
