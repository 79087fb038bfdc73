"""What the hint button says: a mistake first, else the engine's next step, else honesty.

A hint is computed once, when the player first asks, and stored with the game
(as JSON) so the next two presses reveal more of the *same* hint. Any move
clears it, since the position it was about is gone.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from engine import CANDIDATE, Grid, Step, next_step, step_data, step_from_data

MISTAKE, STEP, NOTHING, SOLVED = "mistake", "step", "nothing", "solved"
# "Why not?" answered with no step: the digit is the solution's, so nothing rules it out.
NOTHING_RULES_OUT = "nothing-rules-out"
WRONG_VALUE, MISSING_MARK, MISSING_NOTE = "value", "mark", "note"
LAST_LEVEL = 3


@dataclass(frozen=True)
class Mistake:
    cell: int
    digit: int  # the wrong digit entered, or the solution digit missing from the marks
    kind: str  # WRONG_VALUE, MISSING_MARK, or MISSING_NOTE (the player's own notes lack it)


@dataclass(frozen=True)
class Hint:
    kind: str  # MISTAKE, STEP, NOTHING or SOLVED
    step: Step | None = None
    mistake: Mistake | None = None
    # Candidates the step uses that the player's own notes do not show.
    gap: tuple[tuple[int, int], ...] = ()
    # The candidate the player asked "why not?" about, when this answers that question.
    asked: tuple[int, int] | None = None

    @property
    def last_level(self) -> int:
        """How far pressing Hint goes: nothing more to reveal when there is no step."""
        return LAST_LEVEL if self.kind in (MISTAKE, STEP) else 1


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


# ----- storage ------------------------------------------------------------


def dump_hint(hint: Hint) -> str:
    data: dict[str, object] = {"kind": hint.kind}
    if hint.step is not None:
        data["step"] = step_data(hint.step)
    if hint.mistake is not None:
        m = hint.mistake
        data["mistake"] = [m.cell, m.digit, m.kind]
    if hint.gap:
        data["gap"] = hint.gap
    if hint.asked is not None:
        data["asked"] = hint.asked
    return json.dumps(data)


def load_hint(text: str) -> Hint:
    data = json.loads(text)
    step = step_from_data(data["step"]) if "step" in data else None
    mistake = Mistake(*data["mistake"]) if "mistake" in data else None
    gap = tuple((c, d) for c, d in data.get("gap", ()))
    asked = tuple(data["asked"]) if "asked" in data else None
    return Hint(data["kind"], step=step, mistake=mistake, gap=gap, asked=asked)  # type: ignore[arg-type]


