"""A playable puzzle: a parsed grid with its one solution."""

from __future__ import annotations

from dataclasses import dataclass

from .brute_force import SearchTooLong, count_solutions, solve
from .explain.reason import say
from .grid import Grid
from .houses import CLASSIC, Variant
from .notation import PuzzleError, parse


@dataclass(frozen=True)
class Puzzle:
    grid: Grid
    solution: tuple[int, ...]


def unique_solution(grid: Grid) -> tuple[int, ...]:
    """The solution of the grid's givens; PuzzleError if there is none or several.

    A pasted grid can make the search run for minutes (a sparse one with no solution,
    say), so it has the default node budget: past it, a PuzzleError that says the puzzle
    is too hard to check, refused like any other, never a held worker.
    """
    givens = [v if grid.givens >> c & 1 else 0 for c, v in enumerate(grid.values)]
    try:
        n = count_solutions(givens, grid.variant, limit=2)
    except SearchTooLong as gave_up:
        raise PuzzleError(say("puzzle.too-hard")) from gave_up
    if n == 0:
        raise PuzzleError(say("puzzle.no-solution"))
    if n > 1:
        raise PuzzleError(say("puzzle.several-solutions"))
    # The same search stopped at the first solution: within the budget just met.
    solution = solve(givens, grid.variant)
    assert solution is not None
    return tuple(solution)


def load_puzzle(text: str, variant: Variant = CLASSIC) -> Puzzle:
    """Parse and check a puzzle a player pasted; raises PuzzleError with a readable message
    (a puzzle too hard to check within the search budget included).

    A `killer:` text brings its own cages and sums, which win over `variant` (see
    notation.parse); its one solution is checked under them.
    """
    grid = parse(text, variant)
    solution = unique_solution(grid)
    grid.unique = True
    return Puzzle(grid, solution)
