"""Positions met along real solves of the hardest puzzles (tests/data), for tests that
check a shortcut against the long way where the engine actually goes."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from engine import Grid, Step, apply_step, next_step, parse
from engine.brute_force import solve

DATA = Path(__file__).resolve().parent.parent / "data"


def hardest(count: int) -> list[Grid]:
    """The first `count` puzzles of magictour_top1465_20.txt, known unique."""
    lines = (DATA / "magictour_top1465_20.txt").read_text().splitlines()[:count]
    grids = []
    for line in lines:
        grid = parse(line.split()[0])
        grid.unique = True
        grids.append(grid)
    return grids


def positions_along_solves(count: int, every: int = 1) -> list[Grid]:
    """Every `every`-th position of the ladder's solves of the first `count` puzzles."""
    out: list[Grid] = []
    for grid in hardest(count):
        out.extend(_along_solve(grid.copy(), every))
    return out


def _along_solve(work: Grid, every: int) -> list[Grid]:
    """Every `every`-th position of the ladder's solve of `work` (which it solves)."""
    out = []
    i = 0
    while not all(work.values):
        step = next_step(work)
        assert step is not None
        if i % every == 0:
            out.append(work.copy())
        apply_step(work, step)
        i += 1
    return out


def positions_with_solutions(count: int, every: int = 1) -> list[tuple[Grid, list[int]]]:
    """`positions_along_solves`, each with its brute-force solution."""
    out = []
    for grid in positions_along_solves(count, every):
        solution = solve(list(grid.values), grid.variant)
        assert solution is not None
        out.append((grid, solution))
    return out


def variant_positions(every: int = 1) -> list[Grid]:
    """Every `every`-th position of the ladder's solves of the app's hardest built-in
    X-Sudoku, Colour Sudoku and Jigsaw puzzles (webapp/entering/variant_puzzles.txt): houses
    beyond rows, columns and boxes."""
    from engine import variant_named

    wanted = {"x-3", "colour-3", "jigsaw-2"}
    source = Path(__file__).resolve().parents[2] / "webapp" / "entering" / "variant_puzzles.txt"
    out = []
    for line in source.read_text().splitlines():
        fields = line.split()
        if line.startswith("#") or not fields or fields[0] not in wanted:
            continue
        work = parse(fields[3], variant_named(fields[1]))
        work.unique = True
        out.extend(_along_solve(work, every))
    return out


def steps_of(position: Grid, finders: Iterable[Callable[[Grid], Iterable[Step]]]) -> list[tuple]:
    """Every step the finders give on a copy of the position: effect, words and links."""
    return [
        (s.technique, s.placements, s.eliminations, s.explanation, s.links)
        for finder in finders
        for s in finder(position.copy())
    ]
