"""From game state to what the templates show: classes, labels and texts, worked out here.

Templates stay free of logic: every cell arrives with its CSS classes and its
screen-reader label, every hint with its paragraphs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import LADDER, Grid, Step, technique
from engine.bits import DIGITS_IN
from engine.houses import ROW, cell_name
from engine.notation import eliminations_text, placements_text
from engine.step import BASE, CANDIDATE, CELL, COVER, HOUSE

from . import hints
from .forms import ViewState

# What each highlight role means to a player, for screen readers and the legend.
ROLE_WORDS = {
    "place": "the digit to place",
    "elim": "a candidate to remove",
    "pattern": "part of the pattern",
    "target": "the target",
    "fin": "a fin",
    "on": "true together",
    "off": "false together",
}


# The outlines a step draws around whole cells (the digit to place has its candidate's colour).
CELL_WORDS = {"pattern": "a cell of the pattern", "target": "a target cell", "fin": "a fin cell"}


@dataclass(frozen=True)
class LegendItem:
    css: str
    swatch: bool  # a house colour rather than a candidate colour
    text: str


@dataclass
class Drawing:
    """A hint drawn on the board: roles of cells, candidates and houses."""

    cells: dict[int, set[str]] = field(default_factory=dict)
    candidates: dict[tuple[int, int], str] = field(default_factory=dict)
    houses: dict[int, str] = field(default_factory=dict)

    @staticmethod
    def of_step(step: Step) -> Drawing:
        drawing = Drawing()
        for h in step.highlights:
            if h.kind == CELL:
                drawing.cells.setdefault(h.ref, set()).add(h.role)  # type: ignore[arg-type]
            elif h.kind == CANDIDATE:
                drawing.candidates[h.ref] = h.role  # type: ignore[index]
            elif h.kind == HOUSE:
                # A house that is both base and cover reads as base.
                if drawing.houses.get(h.ref) != BASE:  # type: ignore[call-overload]
                    drawing.houses[h.ref] = h.role  # type: ignore[index]
        for c, d in step.eliminations:
            drawing.candidates[(c, d)] = "elim"
        for c, d in step.placements:
            drawing.candidates[(c, d)] = "place"
            drawing.cells.setdefault(c, set()).add("place")
        return drawing

    def legend(self) -> tuple[LegendItem, ...]:
        """What the colours in this drawing mean, only those it uses."""
        used = set(self.candidates.values())
        items = [LegendItem(r, False, ROLE_WORDS[r]) for r in ROLE_WORDS if r in used]
        outlined = set().union(*self.cells.values()) if self.cells else set()
        items += [LegendItem("is-" + r, True, CELL_WORDS[r]) for r in CELL_WORDS if r in outlined]
        houses = set(self.houses.values())
        if BASE in houses:
            items.append(LegendItem("in-base", True, "where the pattern is"))
        if COVER in houses:
            items.append(LegendItem("in-cover", True, "the house it clears"))
        return tuple(items)

    @staticmethod
    def of_mistake(mistake: hints.Mistake) -> Drawing:
        return Drawing(cells={mistake.cell: {"mistake"}})


@dataclass(frozen=True)
class Mark:
    digit: int  # 0: this slot of the 3x3 block is blank
    role: str = ""


@dataclass(frozen=True)
class CellView:
    index: int
    value: int
    classes: str
    label: str
    houses: str  # house indices, for the page script's selection
    marks: tuple[Mark, ...] = ()


@dataclass(frozen=True)
class BoardView:
    rows: list[list[CellView]]
    classes: str


def board(grid: Grid, show_candidates: bool, view: ViewState, drawing: Drawing | None) -> BoardView:
    drawing = drawing or Drawing()
    variant = grid.variant
    values = grid.values
    cands = grid.candidates
    conflicts = grid.conflicts()
    selected = view.cell
    peers = variant.peer_mask[selected] if selected is not None else 0
    selected_value = values[selected] if selected is not None else 0
    house_class = {}
    for h, role in drawing.houses.items():
        for c in variant.houses[h].cells:
            house_class.setdefault(c, "in-" + ("base" if role == BASE else role))

    cells = []
    for c in range(81):
        value = values[c]
        given = grid.is_given(c)
        classes = ["given" if given else ("entry" if value else "open")]
        if c in conflicts:
            classes.append("conflict")
        if c == selected:
            classes.append("sel")
        elif peers >> c & 1:
            classes.append("peer")
        if value and value == selected_value:
            classes.append("same")
        if c in house_class:
            classes.append(house_class[c])
        roles = sorted(drawing.cells.get(c, ()))
        classes += ["is-" + r for r in roles]

        marks: tuple[Mark, ...] = ()
        spoken: list[str] = []
        if not value:
            shown = []
            for d in range(1, 10):
                role = drawing.candidates.get((c, d), "")
                visible = (show_candidates and cands[c] >> (d - 1) & 1) or role
                shown.append(Mark(d if visible else 0, role))
                if role:
                    spoken.append(f"{d} is {ROLE_WORDS.get(role, role)}")
            marks = tuple(shown)
        label = _label(c, value, given, cands[c], show_candidates, c in conflicts, roles, spoken)
        houses = " ".join(str(h) for h in variant.houses_of[c])
        cells.append(CellView(c, value, " ".join(classes), label, houses, marks))

    board_classes = ["board"]
    if not show_candidates:
        board_classes.append("marks-hidden")
    if grid.is_solved():
        board_classes.append("solved")
    return BoardView([cells[r * 9 : r * 9 + 9] for r in range(9)], " ".join(board_classes))


def _label(
    cell: int,
    value: int,
    given: bool,
    cands: int,
    show_candidates: bool,
    conflict: bool,
    roles: list[str],
    spoken: list[str],
) -> str:
    parts = [f"Row {cell // 9 + 1}, column {cell % 9 + 1}"]
    if value:
        parts.append(f"given {value}" if given else f"{value}")
    elif show_candidates and cands:
        parts.append("empty, pencil marks " + " ".join(str(d) for d in DIGITS_IN[cands]))
    elif show_candidates:
        parts.append("empty, no pencil marks left")
    else:
        parts.append("empty")
    if conflict:
        parts.append(f"clashes with another {value}")
    for role in roles:
        if role == "mistake":
            parts.append("the mistake")
        elif role != "place":  # the candidate's own words say it
            parts.append(f"hint: {ROLE_WORDS.get(role, role)}")
    if spoken:
        parts.append("hint: " + "; ".join(spoken))
    return ", ".join(parts)


# ----- the hint panel ---------------------------------------------------------


@dataclass(frozen=True)
class HintView:
    level: int
    paragraphs: tuple[str, ...]
    legend: tuple[LegendItem, ...] = ()
    more: bool = True  # whether pressing Hint again reveals more
    apply_label: str = ""  # the Apply button's text, when there is something to apply


def hint_panel(grid: Grid, hint: hints.Hint | None, level: int) -> HintView:
    if hint is None or level < 1:
        if grid.is_solved():
            return HintView(0, ("Solved: there is nothing left to hint.",), more=False)
        return HintView(0, ("Stuck? Ask for a hint: each press tells a little more.",))
    if hint.kind == hints.SOLVED:
        return HintView(level, ("Solved: there is nothing left to hint.",), more=False)
    if hint.kind == hints.NOTHING:
        known = ", ".join(t.name for t in LADDER)
        return HintView(
            level,
            (
                "No technique the assistant knows applies yet.",
                f"It knows {known}. Harder techniques are still to come.",
            ),
            more=False,
        )
    more = level < hint.last_level
    if hint.kind == hints.MISTAKE:
        assert hint.mistake is not None
        return _mistake_panel(grid, hint.mistake, level, more)
    assert hint.step is not None
    step = hint.step
    paragraphs = [step.nudge]
    if level >= 2:
        paragraphs.append(f"The {technique(step.technique).name} is drawn on the board.")
    if level >= 3:
        paragraphs.append(step.explanation)
    return HintView(
        level,
        tuple(paragraphs),
        legend=Drawing.of_step(step).legend() if level >= 2 else (),
        more=more,
        apply_label="Apply this step" if level >= 3 else "",
    )


def _mistake_panel(grid: Grid, mistake: hints.Mistake, level: int, more: bool) -> HintView:
    houses = grid.variant.houses
    row = next(houses[h] for h in grid.variant.houses_of[mistake.cell] if houses[h].kind == ROW)
    name = cell_name(mistake.cell)
    paragraphs = [f"There is a mistake in {row.name}."]
    if level >= 2:
        paragraphs.append(f"The mistake is in {name}, marked on the board.")
    apply_label = ""
    if level >= 3:
        d = mistake.digit
        if mistake.kind == hints.WRONG_VALUE:
            paragraphs.append(f"{name} holds {d}, but with a {d} there the puzzle has no solution.")
            apply_label = f"Erase the {d}"
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
    for technique_id, found in steps.items():
        items = []
        for i, step in enumerate(found):
            is_shown = shown == (technique_id, i)
            if is_shown:
                explanation = step.explanation
            text = placements_text(step.placements) or eliminations_text(step.eliminations)
            items.append(StepItem(f"{technique_id}:{i}", technique_id, i, text, is_shown))
        groups.append(StepGroup(f"{technique(technique_id).name} ({len(found)})", tuple(items)))
    return StepsView(True, groups=tuple(groups), explanation=explanation)


# ----- the status line ----------------------------------------------------------


@dataclass(frozen=True)
class StatusView:
    message: str
    error: bool
    solved: bool
    filled: int


def status(grid: Grid, message: str, error: bool) -> StatusView:
    solved = grid.is_solved()
    filled = sum(1 for v in grid.values if v)
    if solved and not error:
        message = "Solved! Every cell is filled and every house is complete. Well done."
    elif filled == 81 and not error:
        wrong = "Every cell is filled, but something is wrong: a hint will find it."
        message = f"{message} {wrong}" if message else wrong
    return StatusView(message, error, solved, filled)
