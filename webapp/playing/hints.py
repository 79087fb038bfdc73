"""What the hint button says: a mistake first, else the engine's next step, else honesty.

A hint is computed once, when the player first asks, and stored with the game
(as JSON) so the next two presses reveal more of the *same* hint. Any move
clears it, since the position it was about is gone.
"""

from __future__ import annotations

from engine import CANDIDATE, Grid, Step, next_step

from ..storage.hint_record import (  # the hint as the game keeps it, read by this feature
    LAST_LEVEL,
    MISSING_MARK,
    MISSING_NOTE,
    MISTAKE,
    NOTHING,
    SOLVED,
    STEP,
    WRONG_VALUE,
    Hint,
    Mistake,
    dump_hint,
    load_hint,
)

__all__ = [
    "LAST_LEVEL",
    "MISSING_MARK",
    "MISSING_NOTE",
    "MISTAKE",
    "NOTHING",
    "NOTHING_RULES_OUT",
    "SOLVED",
    "STEP",
    "WRONG_VALUE",
    "Hint",
    "Mistake",
    "dump_hint",
    "find_hint",
    "find_mistake",
    "load_hint",
    "notes_gap",
]

# "Why not?" answered with no step: the digit is the solution's, so nothing rules it out.
NOTHING_RULES_OUT = "nothing-rules-out"


def find_mistake(
    grid: Grid, solution: tuple[int, ...], notes: list[int] | None = None
) -> Mistake | None:
    """The first entry that is not the solution's digit, else the first needed mark
    removed, else (with own notes) the first noted cell whose notes leave out its digit.
    A cell with no notes yet is not a mistake: the player has not got to it."""
    for cell, value in enumerate(grid.values):
        if value and value != solution[cell]:
            return Mistake(cell, value, WRONG_VALUE)
    for cell, value in enumerate(grid.values):
        if not value and grid.exclusions[cell] >> (solution[cell] - 1) & 1:
            return Mistake(cell, solution[cell], MISSING_MARK)
    if notes is not None:
        for cell, value in enumerate(grid.values):
            if not value and notes[cell] and not notes[cell] >> (solution[cell] - 1) & 1:
                return Mistake(cell, solution[cell], MISSING_NOTE)
    return None


def find_hint(grid: Grid, solution: tuple[int, ...], notes: list[int] | None = None) -> Hint:
    """The hint on the true position; with the player's own notes, also what they lack."""
    mistake = find_mistake(grid, solution, notes)
    if mistake is not None:
        return Hint(MISTAKE, mistake=mistake)
    if all(grid.values):
        return Hint(SOLVED)
    step = next_step(grid)
    if step is None:
        return Hint(NOTHING)
    return Hint(STEP, step=step, gap=notes_gap(step, grid, notes) if notes is not None else ())


def notes_gap(step: Step, grid: Grid, notes: list[int]) -> tuple[tuple[int, int], ...]:
    """The candidates a step reasons with that the player's notes do not show."""
    used = {h.ref for h in step.highlights if h.kind == CANDIDATE}
    for link in step.links:
        for (cell, digit), cells in ((link.start, link.start_cells), (link.end, link.end_cells)):
            used.add((cell, digit))
            used.update((c, digit) for c in cells)
    return tuple(
        sorted(
            (cell, digit)
            for cell, digit in used  # type: ignore[misc]
            if not grid.values[cell] and not notes[cell] >> (digit - 1) & 1
        )
    )
