"""The Killer generator: joined cages over a solution, one solution, the level asked for."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import Grid, count_solutions, generate_killer, read_killer, solve
from engine.generator import GeneratorError, random_solution
from engine.killer_generator import cut_into_cages, make_unique
from engine.rating import level_of
from engine.solver import solve_path


def test_cages_cover_the_grid_joined_with_no_digit_twice() -> None:
    rng = random.Random(5)
    solution = random_solution(rng)
    cages = cut_into_cages(solution, rng, "Medium")
    cells = sorted(c for cage in cages for c in cage)
    assert cells == list(range(81))
    for cage in cages:
        assert len({solution[c] for c in cage}) == len(cage)
    sizes = Counter(len(cage) for cage in cages)
    # Newspaper-like: mostly two to four cells, a few singles.
    assert sum(sizes[n] for n in (2, 3, 4)) >= 0.7 * len(cages)
    assert sizes[1] <= 3


@pytest.mark.parametrize("seed", range(3))
def test_make_unique_leaves_one_solution_the_grid_cut(seed: int) -> None:
    rng = random.Random(seed)
    solution = random_solution(rng)
    cages = cut_into_cages(solution, rng, "Hard")
    variant, values = make_unique(cages, solution, rng)
    assert count_solutions(values, variant) == 1
    assert solve(values, variant) == solution


@pytest.mark.parametrize("level", ["Easy", "Medium"])
def test_a_generated_killer_has_one_solution_and_its_level(level: str) -> None:
    text = generate_killer(level, random.Random(3))
    variant, givens = read_killer(text)
    values = [int(ch) if ch.isdigit() else 0 for ch in givens] if givens else [0] * 81
    assert count_solutions(values, variant) == 1
    grid = Grid(values, variant=variant)
    grid.unique = True
    assert level_of(solve_path(grid).steps)[0] == level


def test_one_seed_one_killer() -> None:
    assert generate_killer("Easy", random.Random(8)) == generate_killer("Easy", random.Random(8))


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(GeneratorError, match="Unknown level"):
        generate_killer("Fiendish", random.Random(1))
