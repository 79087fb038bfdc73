"""A hint as the game keeps it (the `hint` column, JSON): what it is (a mistake, a step,
nothing, solved), its step in the engine's data form, the mistake, the candidates the
player's notes lack, and the candidate asked about. The game feature makes and reads
hints; a restore checks every stored one with the same reader."""

from __future__ import annotations

import json
from dataclasses import dataclass

from engine import Step, step_data, step_from_data

MISTAKE, STEP, NOTHING, SOLVED = "mistake", "step", "nothing", "solved"
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
