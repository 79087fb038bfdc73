"""New puzzles of a chosen level: a random solution grid, givens taken away while
the puzzle keeps one solution and stays within the level, then graded.

Givens are removed in symmetric groups (a cell and its mirror image) so the
puzzle keeps the symmetry asked for. Seeded by `random.Random(seed)`, so a test
or a player can reproduce a puzzle.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .brute_force import count_solutions, solve
from .grid import Grid
from .notation import parse
from .rating import level_of
from .solver import solve_path
from .techniques import LADDER, TIERS

SYMMETRIES = ("none", "rot180", "diagonal", "mirror")

_MIRROR: dict[str, Callable[[int, int], tuple[int, int]]] = {
    "none": lambda r, c: (r, c),
    "rot180": lambda r, c: (8 - r, 8 - c),
    "diagonal": lambda r, c: (c, r),
    "mirror": lambda r, c: (r, 8 - c),
}


class GeneratorError(ValueError):
    """A level or symmetry the generator does not know."""


def mirror_cell(cell: int, symmetry: str) -> int:
    """The cell that must be a given together with `cell` under the symmetry."""
    r, c = _MIRROR[symmetry](cell // 9, cell % 9)
    return r * 9 + c


def _orbits(symmetry: str) -> list[tuple[int, ...]]:
    groups = {tuple(sorted({c, mirror_cell(c, symmetry)})) for c in range(81)}
    return sorted(groups)


def random_solution(rng: random.Random) -> list[int]:
    """A random complete grid: a shuffled first row solved, then relabelled and reshuffled."""
    first = list(range(1, 10))
    rng.shuffle(first)
    # The generator's own grids always have a solution and are quick to search: no
    # budget, since stopping half-way would leave it nothing sound to do.
    grid = solve(first + [0] * 72, budget=None)
    assert grid is not None  # any first row extends to a full grid
    # The solver is deterministic, so shuffle rows inside bands and bands themselves
    # (both keep a valid grid) to reach grids it would never pick first.
    bands = rng.sample(range(3), 3)
    rows = [3 * b + r for b in bands for r in rng.sample(range(3), 3)]
    stacks = rng.sample(range(3), 3)
    cols = [3 * s + c for s in stacks for c in rng.sample(range(3), 3)]
    return [grid[rows[r] * 9 + cols[c]] for r in range(9) for c in range(9)]


def _grid(values: list[int]) -> Grid:
    grid = parse("".join(str(v) if v else "." for v in values))
    grid.unique = True
    return grid


def level_ladder(level: str) -> tuple:
    """The rungs of the ladder a puzzle of this level may need."""
    top = TIERS.index(level)
    return tuple(t for t in LADDER if TIERS.index(t.tier) <= top)


def generate(
    level: str,
    symmetry: str = "none",
    minimal: bool = False,
    rng: random.Random | None = None,
    max_tries: int = 200,
) -> str:
    """An 81-character puzzle ('.' for empty) with one solution and the given level.

    Minimal: no group of givens (a single given without symmetry) can be taken
    away and leave one solution; the level is then whatever digging reaches, and
    puzzles of another level are thrown away.
    """
    level = level.capitalize()
    if level not in TIERS:
        raise GeneratorError(f"Unknown level {level!r}: choose one of {', '.join(TIERS)}.")
    if symmetry not in SYMMETRIES:
        raise GeneratorError(f"Unknown symmetry {symmetry!r}: one of {', '.join(SYMMETRIES)}.")
    rng = rng or random.Random()
    allowed = level_ladder(level)
    for _ in range(max_tries):
        values = random_solution(rng)
        orbits = _orbits(symmetry)
        rng.shuffle(orbits)
        for orbit in orbits:
            kept = [values[c] for c in orbit]
            for c in orbit:
                values[c] = 0
            if count_solutions(values, budget=None) != 1 or (
                not minimal and not solve_path(_grid(values), allowed).solved
            ):
                for c, v in zip(orbit, kept, strict=True):
                    values[c] = v
        if level_of(solve_path(_grid(values)).steps)[0] == level:
            return "".join(str(v) if v else "." for v in values)
    raise GeneratorError(f"No {level} puzzle found in {max_tries} tries.")


def is_minimal(puzzle: str, symmetry: str = "none") -> bool:
    """No group of givens under the symmetry can be removed keeping one solution."""
    values = [int(ch) if ch.isdigit() else 0 for ch in puzzle]
    for orbit in _orbits(symmetry):
        if all(values[c] for c in orbit):
            trial = values[:]
            for c in orbit:
                trial[c] = 0
            if count_solutions(trial, budget=None) == 1:
                return False
    return True


def is_symmetric(puzzle: str, symmetry: str) -> bool:
    return all((puzzle[c] == ".") == (puzzle[mirror_cell(c, symmetry)] == ".") for c in range(81))
