"""The generator: one solution, the level asked for, symmetric, minimal, reproducible."""

import random

import pytest

from engine import count_solutions, load_puzzle
from engine.generator import GeneratorError, generate, is_minimal, is_symmetric
from engine.rating import rate


def _values(puzzle: str) -> list[int]:
    return [int(ch) if ch.isdigit() else 0 for ch in puzzle]


def test_same_seed_same_puzzle() -> None:
    first = generate("Medium", "rot180", rng=random.Random(7))
    assert first == generate("Medium", "rot180", rng=random.Random(7))
    assert first != generate("Medium", "rot180", rng=random.Random(8))


@pytest.mark.parametrize(
    ("level", "symmetry", "seed"),
    [("Easy", "none", 1), ("Medium", "rot180", 2), ("Hard", "diagonal", 3), ("Hard", "mirror", 4)],
)
def test_unique_symmetric_and_of_the_level(level: str, symmetry: str, seed: int) -> None:
    puzzle = generate(level, symmetry, rng=random.Random(seed))
    assert len(puzzle) == 81 and set(puzzle) <= set(".123456789")
    assert count_solutions(_values(puzzle)) == 1
    assert is_symmetric(puzzle, symmetry)
    assert rate(load_puzzle(puzzle).grid).level == level


@pytest.mark.parametrize("symmetry", ["none", "rot180"])
def test_minimal_when_asked(symmetry: str) -> None:
    puzzle = generate("Medium", symmetry, minimal=True, rng=random.Random(5))
    assert is_minimal(puzzle, symmetry)
    assert is_symmetric(puzzle, symmetry)
    assert count_solutions(_values(puzzle)) == 1


def test_is_minimal_sees_a_removable_given() -> None:
    puzzle = generate("Medium", "none", minimal=True, rng=random.Random(1))
    solution = load_puzzle(puzzle).solution
    cell = puzzle.index(".")
    padded = puzzle[:cell] + str(solution[cell]) + puzzle[cell + 1 :]
    assert is_minimal(puzzle) and not is_minimal(padded)


def test_unknown_level_or_symmetry_is_a_clear_error() -> None:
    with pytest.raises(GeneratorError, match="Unknown level"):
        generate("Impossible")
    with pytest.raises(GeneratorError, match="symmetry"):
        generate("Easy", "spiral")
