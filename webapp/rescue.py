"""A way on when the player is stuck: check the entries, or reveal the most useful cell.

Both lean on the stored solution and say no more than asked: a check names only
the wrong entries, a reveal gives one digit.
"""

from __future__ import annotations

from engine import Grid
from engine.bits import DIGITS_IN


def wrong_entries(grid: Grid, solution: tuple[int, ...]) -> list[int]:
    """The player's entries that are not the solution's digit (givens are never wrong)."""
    return [c for c, v in enumerate(grid.values) if v and v != solution[c]]


def singles_count(grid: Grid) -> int:
    """How many cells a player could fill next by a naked or hidden single."""
    cands = grid.candidates
    found = {c for c in range(81) if cands[c] and not cands[c] & (cands[c] - 1)}
    positions = grid.positions
    for house in grid.variant.houses:
        for digit in range(1, 10):
            where = positions[digit] & house.mask
            if where and not where & (where - 1):
                found.add(where.bit_length() - 1)
    return len(found)


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
