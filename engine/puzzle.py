"""A playable puzzle: a parsed grid with its one solution."""

from __future__ import annotations

from dataclasses import dataclass

from .brute_force import DEFAULT_BUDGET, SearchTooLong, count_solutions, solve
from .explain.reason import say
from .grid import Grid
from .notation import PuzzleError, parse
from .rules.houses import CLASSIC, Variant


@dataclass(frozen=True)
class Puzzle:
    grid: Grid
    solution: tuple[int, ...]


TOO_HARD = "puzzle.too-hard"  # the reason's message when the search ran out of budget
# Proofs worked out with a larger budget away from the request (a web app's background
# pool): givens and variant name -> the one solution, so loading that puzzle again
# runs no search. Bounded: players' pastes must not pile up.
_PROVEN: dict[tuple[tuple[int, ...], str], tuple[int, ...]] = {}
_MOST_PROVEN = 256


def remember_proof(givens: tuple[int, ...], variant: str, solution: tuple[int, ...]) -> None:
    """Take a proof worked out elsewhere (by `unique_solution` with a larger budget)."""
    if len(_PROVEN) >= _MOST_PROVEN:
        _PROVEN.clear()
    _PROVEN[(tuple(givens), variant)] = tuple(solution)


def unique_solution(grid: Grid, budget: int | None = DEFAULT_BUDGET) -> tuple[int, ...]:
    """The solution of the grid's givens; PuzzleError if there is none or several.

    A pasted grid can make the search run for minutes (a sparse one with no solution,
    say), so it has the default node budget: past it, a PuzzleError that says the puzzle
    is too hard to check (message TOO_HARD), refused like any other, never a held worker.
    """
    givens = [v if grid.givens >> c & 1 else 0 for c, v in enumerate(grid.values)]
    known = _PROVEN.get((tuple(givens), grid.variant.name))
    if known is not None:
        return known
    try:
        n = count_solutions(givens, grid.variant, limit=2, budget=budget)
    except SearchTooLong as gave_up:
        raise PuzzleError(say(TOO_HARD)) from gave_up
    if n == 0:
        raise PuzzleError(say("puzzle.no-solution"))
    if n > 1:
        raise PuzzleError(say("puzzle.several-solutions"))
    # The same search stopped at the first solution: within the budget just met.
    solution = solve(givens, grid.variant, budget=budget)
    assert solution is not None
    return tuple(solution)


def load_puzzle(
    text: str, variant: Variant = CLASSIC, budget: int | None = DEFAULT_BUDGET
) -> Puzzle:
    """Parse and check a puzzle a player pasted; raises PuzzleError with a readable message
    (a puzzle too hard to check within the search budget included).

    A `killer:` text brings its own cages and sums, which win over `variant` (see
    notation.parse); its one solution is checked under them.
    """
    grid = parse(text, variant)
    solution = unique_solution(grid, budget)
    grid.unique = True
    return Puzzle(grid, solution)
