"""The panels beside the board: the hint (a mistake first, else the step, level by
level), the list of every step, and the status line."""

from __future__ import annotations

from dataclasses import dataclass

from engine import Grid, Step, technique
from engine.houses import ROW, cell_name
from engine.notation import eliminations_text, placements_text

from . import hints
from .drawing import Drawing, LegendItem
from .store import Game
from .words import STUCK_WORDS


@dataclass(frozen=True)
class HintView:
    level: int
    paragraphs: tuple[str, ...]
    legend: tuple[LegendItem, ...] = ()
    more: bool = True  # whether pressing Hint again reveals more
    apply_label: str = ""  # the Apply button's text, when there is something to apply
    summary: str = ""  # the effect in r#c# notation, after the words
    stuck: bool = False  # no technique applies: offer the ways on


def hint_panel(grid: Grid, hint: hints.Hint | None, level: int) -> HintView:
    if hint is None or level < 1:
        if grid.is_solved():
            return HintView(0, ("Solved: there is nothing left to hint.",), more=False)
        return HintView(0, ("Stuck? Ask for a hint: each press tells a little more.",))
    if hint.kind == hints.SOLVED:
        return HintView(level, ("Solved: there is nothing left to hint.",), more=False)
    if hint.kind == hints.NOTHING:
        return HintView(level, STUCK_WORDS, more=False, stuck=True)
    more = level < hint.last_level
    if hint.kind == hints.MISTAKE:
        assert hint.mistake is not None
        return _mistake_panel(grid, hint.mistake, level, more)
    assert hint.step is not None
    step = hint.step
    name = technique(step.technique).name
    paragraphs = []
    if hint.gap:
        missing = ", ".join(f"{d} in {cell_name(c)}" for c, d in hint.gap)
        paragraphs.append(
            f"Your notes leave out candidates this step uses ({missing}); "
            "they are still possible, and the drawing shows them."
        )
    paragraphs.append(step.nudge)
    if level == 2:
        drawn = f"The {name} pattern is drawn on the board; what it changes comes next."
        if step.links:
            # The arrows are for the eye only (the SVG is aria-hidden): say where the words are.
            drawn += " Arrows follow its chain; the next hint reads it out link by link."
        paragraphs.append(drawn)
    summary = ""
    if level >= 3:
        paragraphs.append(step.explanation)
        summary = ", ".join(
            part
            for part in (placements_text(step.placements), eliminations_text(step.eliminations))
            if part
        )
    return HintView(
        level,
        tuple(paragraphs),
        legend=Drawing.of_step(step, effect=level >= 3).legend() if level >= 2 else (),
        more=more,
        apply_label="Apply this step" if level >= 3 else "",
        summary=summary,
    )


def _mistake_panel(grid: Grid, mistake: hints.Mistake, level: int, more: bool) -> HintView:
    houses = grid.variant.houses
    row = next(houses[h] for h in grid.variant.houses_of[mistake.cell] if houses[h].kind == ROW)
    name = cell_name(mistake.cell)
    if mistake.kind == hints.MISSING_NOTE:
        paragraphs = [f"Your notes in {row.name} leave out a digit the solution needs."]
    else:
        paragraphs = [f"There is a mistake in {row.name}."]
    if level >= 2:
        what = "The note is missing" if mistake.kind == hints.MISSING_NOTE else "The mistake is"
        paragraphs.append(f"{what} in {name}, marked on the board.")
    apply_label = ""
    if level >= 3:
        d = mistake.digit
        if mistake.kind == hints.WRONG_VALUE:
            paragraphs.append(f"{name} holds {d}, but with a {d} there the puzzle has no solution.")
            apply_label = f"Erase the {d}"
        elif mistake.kind == hints.MISSING_NOTE:
            paragraphs.append(
                f"Your notes in {name} do not have {d}, but the puzzle has no solution "
                f"without a {d} there."
            )
            apply_label = f"Add the note {d}"
        else:
            paragraphs.append(
                f"The pencil mark {d} was removed from {name}, "
                "but without it the puzzle has no solution."
            )
            apply_label = f"Restore the {d}"
    return HintView(level, tuple(paragraphs), more=more, apply_label=apply_label)


# ----- the list of every step --------------------------------------------------


@dataclass(frozen=True)
class StepItem:
    ref: str  # "technique-id:index", what the Show link and the Apply form send
    technique: str
    index: int
    text: str
    shown: bool


@dataclass(frozen=True)
class StepGroup:
    name: str
    items: tuple[StepItem, ...]


@dataclass(frozen=True)
class StepsView:
    open: bool
    notice: str = ""
    groups: tuple[StepGroup, ...] = ()
    explanation: str = ""
    legend: tuple[LegendItem, ...] = ()  # of the step drawn on the board


def steps_panel(
    grid: Grid,
    is_open: bool,
    steps: dict[str, list[Step]] | None,
    mistake: hints.Mistake | None,
    shown: tuple[str, int] | None,
) -> StepsView:
    if not is_open:
        return StepsView(False)
    if mistake is not None:
        return StepsView(
            True, "There is a mistake on the board: ask for a hint to find it before using a step."
        )
    if all(grid.values):
        return StepsView(True, "The puzzle is solved.")
    if not steps:
        return StepsView(True, "No technique the assistant knows applies yet.")
    groups = []
    explanation = ""
    legend: tuple[LegendItem, ...] = ()
    for technique_id, found in steps.items():
        items = []
        for i, step in enumerate(found):
            is_shown = shown == (technique_id, i)
            if is_shown:
                explanation = step.explanation
                legend = Drawing.of_step(step).legend()
            text = placements_text(step.placements) or eliminations_text(step.eliminations)
            items.append(StepItem(f"{technique_id}:{i}", technique_id, i, text, is_shown))
        cut = technique_id in getattr(steps, "cut", ())
        # A cut list holds the simplest steps (shortest chains) the finder met first.
        count = f"the first {len(found)}, simplest first" if cut else str(len(found))
        groups.append(StepGroup(f"{technique(technique_id).name} ({count})", tuple(items)))
    return StepsView(True, groups=tuple(groups), explanation=explanation, legend=legend)


# ----- the status line ----------------------------------------------------------


@dataclass(frozen=True)
class StatusView:
    message: str
    error: bool
    solved: bool
    filled: int


def clock(seconds: int) -> str:
    """12:05, or 1:02:05 past the hour."""
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def status(grid: Grid, message: str, error: bool, game: Game | None = None) -> StatusView:
    solved = grid.is_solved()
    filled = sum(1 for v in grid.values if v)
    if solved and not error:
        message = "Solved! Every cell is filled and every house is complete. Well done."
        if game is not None:
            used = game.hints_used
            hinted = "no hints" if not used else ("1 hint" if used == 1 else f"{used} hints")
            message = f"Solved in {clock(game.seconds)} with {hinted}. Well done!"
    elif filled == 81 and not error:
        wrong = "Every cell is filled, but something is wrong: a hint will find it."
        message = f"{message} {wrong}" if message else wrong
    return StatusView(message, error, solved, filled)
