"""The brute-force oracle: right solutions, right counts, every variant's houses obeyed.

A deliberately plain backtracking solver below is the reference the fast one is
checked against on randomly blanked and spoiled grids, in every variant.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine import (
    CLASSIC,
    COLOUR,
    X_SUDOKU,
    SearchTooLong,
    Variant,
    count_solutions,
    solve,
)
from engine.brute_force import DEFAULT_BUDGET, _factor
from engine.rules.houses import House, cell_set

DATA = Path(__file__).resolve().parent.parent / "data"


def values_of(text: str) -> list[int]:
    return [0 if ch == "." else int(ch) for ch in text]


def lines(name: str) -> list[list[str]]:
    return [line.split() for line in (DATA / name).read_text().splitlines() if line.strip()]


UNIQUE = lines("brute_force_unique.txt")  # puzzle, solution
SEVERAL = [cols[0] for cols in lines("brute_force_multisolution.txt")]


def obeys(grid: list[int], variant: Variant) -> bool:
    """Whether a full grid has every digit once in every house of the variant."""
    return all(sorted(grid[c] for c in h.cells) == list(range(1, 10)) for h in variant.houses)


def agrees(grid: list[int], givens: list[int]) -> bool:
    return all(g == 0 or g == v for g, v in zip(givens, grid, strict=True))


def reference_count(values: list[int], variant: Variant, limit: int) -> int:
    """Plain backtracking: the empty cell with fewest digits its peers allow, digit by digit."""
    grid = list(values)
    if any(v and any(grid[p] == v for p in variant.peers[c]) for c, v in enumerate(grid)):
        return 0
    found = 0

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
        for digit in options:
            grid[best] = digit
            if fill():
                return True
        grid[best] = 0
        return False

    fill()
    return found


# Grids that are whole solutions of their variant; the tests check that they are.
X_GRID = values_of(
    "123456798456789123798123456279341865364875912581962374845297631932618547617534289"
)
# Row r is the first row shifted by 3*(r % 3) + r // 3: a classic grid whose disjoint
# groups are complete too, but whose main diagonal repeats 1, 5 and 9.
PATTERN_GRID = [(3 * (r % 3) + r // 3 + c) % 9 + 1 for r in range(9) for c in range(9)]


def blanked(grid: list[int], cells: list[int]) -> list[int]:
    return [0 if c in cells else v for c, v in enumerate(grid)]


# --- Known answers ---------------------------------------------------------------


@pytest.mark.parametrize(("puzzle", "solution"), UNIQUE, ids=[p[:12] for p, _ in UNIQUE])
def test_unique_puzzle_has_its_known_solution(puzzle: str, solution: str) -> None:
    values = values_of(puzzle)
    assert solve(values) == values_of(solution)
    assert count_solutions(values) == 1
    assert count_solutions(values, limit=5) == 1
    assert values == values_of(puzzle), "the caller's list must not change"


@pytest.mark.parametrize("puzzle", SEVERAL)
def test_puzzle_with_several_solutions_counts_two_capped(puzzle: str) -> None:
    values = values_of(puzzle)
    assert count_solutions(values) == 2
    assert count_solutions(values, limit=1) == 1
    assert count_solutions(values, limit=3) == min(3, reference_count(values, CLASSIC, 3))
    found = solve(values)
    assert found is not None and obeys(found, CLASSIC) and agrees(found, values)


def test_empty_grid_has_many_solutions() -> None:
    assert count_solutions([0] * 81, limit=2) == 2
    for variant in (CLASSIC, X_SUDOKU, COLOUR):
        found = solve([0] * 81, variant)
        assert found is not None and obeys(found, variant)


def test_limit_below_one_counts_nothing() -> None:
    assert count_solutions([0] * 81, limit=0) == 0


# --- No solution -----------------------------------------------------------------


def test_clashing_givens_have_no_solution() -> None:
    values = [0] * 81
    values[0] = values[8] = 5  # r1c1 and r1c9
    assert count_solutions(values) == 0
    assert solve(values) is None


def test_cell_left_without_a_digit_has_no_solution() -> None:
    # r1c1-r1c8 hold 1-8, so r1c9 must be 9; a 9 in c9 further down leaves it nothing.
    values = [1, 2, 3, 4, 5, 6, 7, 8, 0] + [0] * 72
    values[9 * 5 + 8] = 9
    assert count_solutions(values) == 0
    assert solve(values) is None


@pytest.mark.parametrize(("puzzle", "solution"), UNIQUE, ids=[p[:12] for p, _ in UNIQUE])
def test_wrong_but_allowed_digit_leaves_no_solution(puzzle: str, solution: str) -> None:
    """A digit no given forbids, but not the solution's: the contradiction lies deep."""
    values, answer = values_of(puzzle), values_of(solution)
    for cell in range(81):
        if values[cell]:
            continue
        seen = {values[p] for p in CLASSIC.peers[cell]}
        wrong = [d for d in range(1, 10) if d != answer[cell] and d not in seen]
        if wrong:
            values[cell] = wrong[0]
            assert count_solutions(values) == 0
            assert solve(values) is None
            return
    pytest.fail("no cell allowed a wrong digit")


# Norvig's "impossible" 17-clue grid: no cell starts with fewer than four candidates,
# and a search branching on cells alone took 1.4 million nodes to find it has no
# solution. Its time is in `python -m bench impossible`; here, only the answer.
IMPOSSIBLE = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."


def test_norvigs_impossible_puzzle_has_no_solution_within_the_default_budget() -> None:
    values = values_of(IMPOSSIBLE)
    assert count_solutions(values) == 0
    assert solve(values) is None
    for variant in (X_SUDOKU, COLOUR):
        assert count_solutions(values, variant) == 0


# --- Node budget -----------------------------------------------------------------


def test_a_search_past_its_budget_says_so() -> None:
    values = values_of(IMPOSSIBLE)  # some twenty nodes to refute
    with pytest.raises(SearchTooLong) as raised:
        count_solutions(values, budget=5)
    assert raised.value.budget == 5
    with pytest.raises(SearchTooLong):
        solve(values, budget=5)


def test_a_small_budget_is_enough_for_an_easy_puzzle() -> None:
    puzzle, solution = UNIQUE[3]  # singles alone solve it: one node
    assert solve(values_of(puzzle), budget=1) == values_of(solution)
    assert count_solutions(values_of(puzzle), budget=1) == 1


def test_no_budget_and_the_default_one_agree() -> None:
    for puzzle, _ in UNIQUE:
        values = values_of(puzzle)
        assert count_solutions(values, budget=None) == count_solutions(values) == 1
    assert DEFAULT_BUDGET > 10_000


def test_a_zero_budget_stops_before_any_search_and_a_negative_one_is_refused() -> None:
    with pytest.raises(SearchTooLong):
        solve([0] * 81, budget=0)
    assert count_solutions([5, 5] + [0] * 79, budget=0) == 0  # clashing givens: no search
    with pytest.raises(ValueError, match="budget"):
        solve([0] * 81, budget=-1)


# --- Variants --------------------------------------------------------------------


def test_variant_grids_are_what_they_claim() -> None:
    assert obeys(X_GRID, X_SUDOKU)
    assert obeys(PATTERN_GRID, CLASSIC) and obeys(PATTERN_GRID, COLOUR)
    assert not obeys(PATTERN_GRID, X_SUDOKU)


def test_x_sudoku_refuses_a_repeated_digit_on_a_diagonal() -> None:
    values = [0] * 81
    values[0] = values[80] = 7  # r1c1 and r9c9: no classic house in common
    assert count_solutions(values, CLASSIC) == 2
    assert count_solutions(values, X_SUDOKU) == 0
    assert solve(values, X_SUDOKU) is None


def test_colour_sudoku_refuses_a_repeated_digit_in_a_group() -> None:
    values = [0] * 81
    values[0] = values[30] = 4  # r1c1 and r4c4: both first cell of their box
    assert count_solutions(values, CLASSIC) == 2
    assert count_solutions(values, COLOUR) == 0
    assert solve(values, COLOUR) is None


def test_x_sudoku_completes_blanked_diagonals_differently() -> None:
    """The pattern grid repeats digits on its diagonals: blank them and X must not refill it."""
    diagonals = sorted({9 * i + i for i in range(9)} | {9 * i + 8 - i for i in range(9)})
    values = blanked(PATTERN_GRID, diagonals)
    classic = solve(values, CLASSIC)
    assert classic is not None and obeys(classic, CLASSIC) and agrees(classic, values)
    x = solve(values, X_SUDOKU)
    assert x != PATTERN_GRID
    assert x is None or (obeys(x, X_SUDOKU) and agrees(x, values))
    assert count_solutions(values, X_SUDOKU, 3) == reference_count(values, X_SUDOKU, 3)


@pytest.mark.parametrize(("puzzle", "solution"), UNIQUE, ids=[p[:12] for p, _ in UNIQUE])
def test_variant_keeps_the_classic_solution_only_if_it_obeys_the_extra_houses(
    puzzle: str, solution: str
) -> None:
    """A variant's solutions are classic ones that also fill the extra houses."""
    values, answer = values_of(puzzle), values_of(solution)
    for variant in (X_SUDOKU, COLOUR):
        expected = 1 if obeys(answer, variant) else 0
        assert count_solutions(values, variant) == expected
        assert solve(values, variant) == (answer if expected else None)


# An irregular extra house: in row i, the cell holding digit i+1 of a classic solution.
# Its shape is no 3x3 sum set, so the solver's generic house sweep is the one used.
SOLUTION = values_of(UNIQUE[0][1])
ODD_HOUSE_CELLS = [9 * i + SOLUTION[9 * i : 9 * i + 9].index(i + 1) for i in range(9)]
ODD = Variant.build(
    "odd",
    [*CLASSIC.houses, House("group", 1, tuple(ODD_HOUSE_CELLS), cell_set(ODD_HOUSE_CELLS))],
)
LATIN = Variant.build("latin", [h for h in CLASSIC.houses if h.kind != "box"])


def test_test_variants_exercise_the_generic_paths() -> None:
    offsets = tuple(c - ODD_HOUSE_CELLS[0] for c in sorted(ODD_HOUSE_CELLS))
    assert _factor(offsets) is None
    assert obeys(SOLUTION, ODD) and obeys(SOLUTION, LATIN)


# --- Randomised cross-check against the reference ------------------------------------

BASES = [
    (CLASSIC, values_of(UNIQUE[1][1])),
    (CLASSIC, values_of(UNIQUE[5][1])),
    (X_SUDOKU, X_GRID),
    (COLOUR, PATTERN_GRID),
    (ODD, SOLUTION),
    (LATIN, SOLUTION),
]


def random_puzzle(rng: random.Random, grid: list[int]) -> list[int]:
    """Blank a random share of a solution grid, and sometimes spoil one remaining given."""
    values = blanked(grid, rng.sample(range(81), rng.randint(36, 52)))
    if rng.random() < 0.4:
        cell = rng.choice([c for c in range(81) if values[c]])
        values[cell] = rng.choice([d for d in range(1, 10) if d != values[cell]])
    return values


@pytest.mark.parametrize("seed", range(36))
def test_counts_and_solutions_match_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    variant, grid = BASES[seed % len(BASES)]
    values = random_puzzle(rng, grid)
    expected = reference_count(values, variant, 3)
    assert count_solutions(values, variant, limit=3) == expected
    assert count_solutions(values, variant) == min(expected, 2)
    found = solve(values, variant)
    if expected == 0:
        assert found is None
    else:
        assert found is not None and obeys(found, variant) and agrees(found, values)


def test_a_time_limit_stops_a_search_its_node_budget_would_let_run():
    from engine.brute_force import time_limit

    empty = [0] * 81
    with time_limit(0.0), pytest.raises(SearchTooLong):
        count_solutions(empty, CLASSIC, limit=1000, budget=None)
    # Outside the limit the same search runs on to its answer.
    assert count_solutions(empty, CLASSIC, limit=1000, budget=None) == 1000
