"""The panels beside the board: the hint (a mistake first, else the step, level by
level), the list of every step, and the status line."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine import (
    ROW,
    Answer,
    Grid,
    Step,
    cell_name,
    eliminations_text,
    placements_text,
    why_verdict,
)

from ..page.language import house_name, practice_nudge, step_words, technique_name
from ..page.language import said as in_page_language
from ..storage.store import Game
from . import hints, words
from .drawing import Drawing, LegendItem
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
    proof: tuple[str, ...] = ()  # level 3: the step's proof, line by line
    line: int = 0  # how many proof lines the step-through shows (0: not stepping)
    steppable: bool = False  # the proof is long enough to walk through on the board
    technique: str = ""  # level 3: the technique's id, for its library page
    technique_name: str = ""

    @property
    def shown_proof(self) -> tuple[str, ...]:
        """The proof lines in view: all of them, unless the player is stepping through."""
        return self.proof[: self.line] if self.line else self.proof

    @property
    def stepping(self) -> bool:
        return 0 < self.line


@dataclass(frozen=True)
class WhyView:
    """The answer to "why not?", shown beside the question (the hint panel keeps its
    hint): the question, the verdict, and a step's summary and proof when one answers."""

    question: str
    verdict: str
    summary: str = ""
    proof: tuple[str, ...] = ()

    @property
    def said(self) -> str:
        """All of it in one line, for a screen reader."""
        return " ".join((self.question, self.verdict, self.summary, *self.proof)).strip()


def why_view(grid: Grid, cell: int, digit: int, answer: Answer | None) -> WhyView:
    """The answer in the page's language; None for the answer means a mistake on the
    board decides it (the hint finds the mistake, so it is not named here)."""
    question = words.WHY_ASKED.format(cell=cell_name(cell), digit=digit)
    if answer is None:
        return WhyView(question, str(words.WHY_MISTAKE))
    verdict = in_page_language(why_verdict(answer, grid))
    if answer.step is None:
        return WhyView(question, verdict)
    told = step_words(answer.step)
    return WhyView(question, verdict, told.summary, told.proof)


# The "In short" line names every effect up to this many; past it, the count and the
# first few (a line of 18 eliminations was read by nobody).
SHORT_EFFECTS = 6
SHORT_FIRST = 3


def in_short(step: Step) -> str:
    """The step's effect in r#c# notation: all of it, or when there are many
    eliminations, how many and the first few ("18 eliminations: r1c2<>5, ... and 15 more")."""
    placed = placements_text(step.placements)
    removed = sorted(step.eliminations)
    if len(removed) > SHORT_EFFECTS:
        said = words.IN_SHORT_MANY.format(
            count=len(removed),
            first=eliminations_text(removed[:SHORT_FIRST]),
            more=len(removed) - SHORT_FIRST,
        )
        return f"{placed}, {said}" if placed else said
    return ", ".join(part for part in (placed, eliminations_text(removed)) if part)


def steppable(step: Step) -> bool:
    """Walk-through for chains, loops, nets, ALS chains, colouring, trials: any step
    whose proof draws links or runs past a few lines. A pair or an X-Wing shows whole."""
    return bool(step.links) and len(step.proof) > 1 or len(step.proof) > 3


def proof_line(step: Step, line: int) -> int:
    """A requested step-through line, kept within the proof (0: the whole step)."""
    if not steppable(step):
        return 0
    return max(0, min(line, len(step.proof)))


def hint_panel(
    grid: Grid,
    hint: hints.Hint | None,
    level: int,
    line: int = 0,
    practice: bool = False,
    legend: tuple[LegendItem, ...] = (),
) -> HintView:
    """The hint panel at this level. In a practice game the first level says where to
    look but not the technique: the player is there to spot it. `legend` names what the
    board draws of the hint (the view draws it once, for both)."""
    if hint is None or level < 1:
        if grid.is_solved():
            return HintView(0, (words.SOLVED,), more=False)
        return HintView(0, (words.ASK,))
    if hint.kind == hints.SOLVED:
        return HintView(level, (words.SOLVED,), more=False)
    if hint.kind == hints.NOTHING:
        return HintView(level, STUCK_WORDS, more=False, stuck=True)
    asked: tuple[str, ...] = ()
    if hint.asked is not None:
        cell, digit = hint.asked
        asked = (words.WHY_ASKED.format(cell=cell_name(cell), digit=digit),)
        if hint.kind == hints.NOTHING_RULES_OUT:  # kept by a game from before answers moved
            nothing = words.WHY_NOTHING_YET.format(cell=cell_name(cell), digit=digit)
            return HintView(level, (*asked, nothing), more=False)
        if hint.kind == hints.MISTAKE:
            asked += (words.WHY_MISTAKE_FIRST,)
    more = level < hint.last_level
    if hint.kind == hints.MISTAKE:
        assert hint.mistake is not None
        view = _mistake_panel(grid, hint.mistake, level, more)
        return replace(view, paragraphs=asked + view.paragraphs)
    assert hint.step is not None
    step = hint.step
    said = step_words(step)
    name = technique_name(step.technique)
    paragraphs = list(asked)
    if hint.gap:
        missing = ", ".join(
            words.NOTE_GAP_ITEM.format(digit=d, cell=cell_name(c)) for c, d in hint.gap
        )
        paragraphs.append(words.NOTES_GAP.format(missing=missing))
    if practice and level == 1:
        paragraphs.append(practice_nudge(step))
    else:
        paragraphs.append(said.nudge)
    if level == 2:
        drawn = words.PATTERN_DRAWN.format(technique=name)
        if step.links:
            # The arrows are for the eye only (the SVG is aria-hidden): say where the words are.
            drawn += " " + words.ARROWS_FOLLOW
        paragraphs.append(drawn)
    summary = ""
    proof: tuple[str, ...] = ()
    if level >= 3:
        paragraphs.append(said.summary)
        proof = said.proof
        summary = in_short(step)
    line = proof_line(step, line) if level >= 3 else 0
    return HintView(
        level,
        tuple(paragraphs),
        legend=legend if level >= 2 else (),
        more=more,
        apply_label=words.APPLY_STEP if level >= 3 else "",
        summary=summary,
        proof=proof,
        line=line,
        steppable=level >= 3 and steppable(step),
        technique=step.technique if level >= 3 else "",
        technique_name=name if level >= 3 else "",
    )


def _mistake_panel(grid: Grid, mistake: hints.Mistake, level: int, more: bool) -> HintView:
    houses = grid.variant.houses
    row = next(houses[h] for h in grid.variant.houses_of[mistake.cell] if houses[h].kind == ROW)
    name = cell_name(mistake.cell)
    if mistake.kind == hints.MISSING_NOTE:
        paragraphs = [words.NOTES_LEAVE_OUT.format(house=house_name(row))]
    else:
        paragraphs = [words.MISTAKE_IN.format(house=house_name(row))]
    if level >= 2:
        where = words.NOTE_MISSING_AT if mistake.kind == hints.MISSING_NOTE else words.MISTAKE_AT
        paragraphs.append(where.format(cell=name))
    apply_label = ""
    if level >= 3:
        d = mistake.digit
        if mistake.kind == hints.WRONG_VALUE:
            paragraphs.append(words.WRONG_VALUE.format(cell=name, digit=d))
            apply_label = words.ERASE.format(digit=d)
        elif mistake.kind == hints.MISSING_NOTE:
            paragraphs.append(words.MISSING_NOTE.format(cell=name, digit=d))
            apply_label = words.ADD_NOTE.format(digit=d)
        else:
            paragraphs.append(words.MISSING_MARK.format(cell=name, digit=d))
            apply_label = words.RESTORE.format(digit=d)
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
    technique: str = ""  # its id, for the library page
    technique_name: str = ""


@dataclass(frozen=True)
class StepsView:
    open: bool
    notice: str = ""
    groups: tuple[StepGroup, ...] = ()
    explanation: str = ""
    legend: tuple[LegendItem, ...] = ()  # of the step drawn on the board
    working: bool = False  # the list is being worked out in the solve pool: ask again


def steps_panel(
    grid: Grid,
    is_open: bool,
    steps: dict[str, list[Step]] | None,
    mistake: hints.Mistake | None,
    shown: tuple[str, int] | None,
    working: bool = False,
) -> StepsView:
    if not is_open:
        return StepsView(False)
    if mistake is not None:
        return StepsView(True, words.STEPS_MISTAKE)
    if all(grid.values):
        return StepsView(True, words.STEPS_SOLVED)
    if working:
        return StepsView(True, words.STEPS_WORKING, working=True)
    if not steps:
        return StepsView(True, words.STEPS_NONE)
    # One step: the one a Show link asked for, else the simplest (the ladder's first).
    # The whole list was thousands of pixels of every digit the board gives away at once.
    technique_id, index = next(iter(steps)), 0
    if shown is not None and shown[1] < len(steps.get(shown[0], ())):
        technique_id, index = shown
    step = steps[technique_id][index]
    is_shown = shown == (technique_id, index)
    explanation = step_words(step).explanation if is_shown else ""
    legend = Drawing.of_step(step).legend(grid.variant) if is_shown else ()
    text = placements_text(step.placements) or eliminations_text(step.eliminations)
    item = StepItem(f"{technique_id}:{index}", technique_id, index, text, is_shown)
    name = technique_name(technique_id)
    groups = [StepGroup(name, (item,), technique_id, name)]
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
        message = words.SOLVED_STATUS
        if game is not None:
            used = game.hints_used
            hinted = words.hints_count(used)
            message = words.SOLVED_IN.format(time=clock(game.seconds), hints=hinted)
    elif filled == 81 and not error:
        wrong = words.FILLED_BUT_WRONG
        message = f"{message} {wrong}" if message else wrong
    return StatusView(message, error, solved, filled)
