"""What the hint button says: a mistake first, else the engine's next step, else honesty.

A hint is computed once, when the player first asks, and stored with the game
(as JSON) so the next two presses reveal more of the *same* hint. Any move
clears it, since the position it was about is gone.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from engine import Grid, Highlight, Link, Step, next_step

MISTAKE, STEP, NOTHING, SOLVED = "mistake", "step", "nothing", "solved"
WRONG_VALUE, MISSING_MARK = "value", "mark"
LAST_LEVEL = 3


@dataclass(frozen=True)
class Mistake:
    cell: int
    digit: int  # the wrong digit entered, or the solution digit whose pencil mark was removed
    kind: str  # WRONG_VALUE or MISSING_MARK


@dataclass(frozen=True)
class Hint:
    kind: str  # MISTAKE, STEP, NOTHING or SOLVED
    step: Step | None = None
    mistake: Mistake | None = None

    @property
    def last_level(self) -> int:
        """How far pressing Hint goes: nothing more to reveal when there is no step."""
        return LAST_LEVEL if self.kind in (MISTAKE, STEP) else 1


def find_mistake(grid: Grid, solution: tuple[int, ...]) -> Mistake | None:
    """The first entry that is not the solution's digit, else the first needed mark removed."""
    for cell, value in enumerate(grid.values):
        if value and value != solution[cell]:
            return Mistake(cell, value, WRONG_VALUE)
    for cell, value in enumerate(grid.values):
        if not value and grid.exclusions[cell] >> (solution[cell] - 1) & 1:
            return Mistake(cell, solution[cell], MISSING_MARK)
    return None


def find_hint(grid: Grid, solution: tuple[int, ...]) -> Hint:
    mistake = find_mistake(grid, solution)
    if mistake is not None:
        return Hint(MISTAKE, mistake=mistake)
    if all(grid.values):
        return Hint(SOLVED)
    step = next_step(grid)
    if step is None:
        return Hint(NOTHING)
    return Hint(STEP, step=step)


# ----- storage ------------------------------------------------------------


def dump_hint(hint: Hint) -> str:
    data: dict[str, object] = {"kind": hint.kind}
    if hint.step is not None:
        data["step"] = dump_step(hint.step)
    if hint.mistake is not None:
        m = hint.mistake
        data["mistake"] = [m.cell, m.digit, m.kind]
    return json.dumps(data)


def load_hint(text: str) -> Hint:
    data = json.loads(text)
    step = load_step(data["step"]) if "step" in data else None
    mistake = Mistake(*data["mistake"]) if "mistake" in data else None
    return Hint(data["kind"], step=step, mistake=mistake)


def dump_step(step: Step) -> dict[str, object]:
    return {
        "technique": step.technique,
        "placements": step.placements,
        "eliminations": step.eliminations,
        "highlights": [[h.kind, h.ref, h.role] for h in step.highlights],
        "links": [
            [link.start, link.end, link.strong, link.start_cells, link.end_cells]
            for link in step.links
        ],
        "explanation": step.explanation,
        "nudge": step.nudge,
    }


def _load_link(item: list) -> Link:
    start, end, strong, *groups = item  # hints stored before grouped nodes have no groups
    start_cells, end_cells = (tuple(g) for g in groups) if groups else ((), ())
    return Link(tuple(start), tuple(end), strong, start_cells, end_cells)


def load_step(data: dict) -> Step:
    def pairs(items: list) -> tuple[tuple[int, int], ...]:
        return tuple((a, b) for a, b in items)

    return Step(
        technique=data["technique"],
        placements=pairs(data["placements"]),
        eliminations=pairs(data["eliminations"]),
        highlights=tuple(
            Highlight(kind, tuple(ref) if isinstance(ref, list) else ref, role)
            for kind, ref, role in data["highlights"]
        ),
        links=tuple(_load_link(item) for item in data["links"]),
        explanation=data["explanation"],
        nudge=data["nudge"],
    )
