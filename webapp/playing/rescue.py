"""A way on when the player is stuck: check the entries, or reveal the most useful cell.

Both lean on the stored solution and say no more than asked: a check names only
the wrong entries, a reveal gives one digit.
"""

from __future__ import annotations

from engine import DIGITS_IN, Grid, single_cells


def wrong_entries(grid: Grid, solution: tuple[int, ...]) -> list[int]:
    """The player's entries that are not the solution's digit (givens are never wrong)."""
    return [c for c, v in enumerate(grid.values) if v and v != solution[c]]


def singles_count(grid: Grid) -> int:
    """How many cells a player could fill next by a naked or hidden single (the engine's
    own singles say which)."""
    return len(single_cells(grid))


def best_reveal(grid: Grid, solution: tuple[int, ...]) -> int | None:
    """The empty cell whose solution digit, once placed, opens the most singles.

    Ties go to the cell with the fewest candidates now (the one a player finds
    hardest), then to reading order. None on a full board.
    """
    best: tuple[int, int, int] | None = None
    cands = grid.candidates
    for cell in grid.empty_cells():
        trial = grid.copy()
        trial.place(cell, solution[cell])
        key = (-singles_count(trial), len(DIGITS_IN[cands[cell]]), cell)
        if best is None or key < best:
            best = key
    return None if best is None else best[2]
