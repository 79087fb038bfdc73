"""The game page's view, built once per answer: the hint drawn, the board, the panels,
the status and what a screen reader hears, from the game as the action left it.

The route loads the game and acts; this builds everything the templates show in one
pass, top-down (the drawing first, then the board and panels that show it), and the
route renders it once.
"""

from __future__ import annotations

from flask import g, url_for

from engine import BY_ID, TIERS, Step

from ..page import forms
from ..page.language import technique_name
from ..serving.solves import SolveBusy
from ..storage.store import MARKER_NAMES
from . import board, combinations, hints, kept, panels, rule_words, words
from .drawing import Drawing
from .moves import Play

# The form addresses the game page's templates use, under the game's own (as routed).
ACTION_PATHS = {
    "move": "move",
    "hint": "hint",
    "apply": "apply",
    "undo": "undo",
    "redo": "redo",
    "check": "check",
    "reveal": "reveal",
    "marker": "marker",
    "notes_mode": "notes",
    "fill_notes": "fill-notes",
    "toggle_candidates": "candidates",
    "toggle_steps": "steps",
    "show_step": "steps",  # then /<technique>/<index>
    "steps_panel": "steps-panel",
    "why": "why",
    "cage_sums": "cage-sums",
}


OTHER_PARTS = (
    "partials/_status.html",
    "partials/_controls.html",
    "partials/_hint_panel.html",
    "partials/_steps_panel.html",
    "partials/_announce.html",
    "partials/_cage_combos.html",
)


def changed_parts(play: Play) -> tuple[str, ...]:
    """The parts an action's answer carries: the board, status and announcement always;
    of the controls, the pad (with the fields every form sends) and undo/redo, unless
    the tools changed; the hint panel only when what it shows changed; the steps panel
    while it is open (its steps are the board's). The forms left in place keep an older
    version field: the page script sends the version (and view) of the pad instead."""
    hint, level, steps_open, solved, notes_mode, candidates = play.before
    game = play.game
    parts = ["partials/_status.html"]
    if (candidates, notes_mode) != (game.show_candidates, game.notes_mode):
        parts.append("partials/_controls.html")
    else:
        parts += ["partials/_pad.html", "partials/_history.html"]
    hint_now = (game.hint, game.hint_level, game.steps_open, game.solved, game.notes_mode)
    if (hint, level, steps_open, solved, notes_mode) != hint_now or g.get("hint_revealed"):
        parts.append("partials/_hint_panel.html")
    else:  # the panel's "Why can't r1c1 be…" follows the board's candidates
        parts.append("partials/_why_not.html")
    if game.steps_open or steps_open:
        parts.append("partials/_steps_panel.html")
    parts.append("partials/_announce.html")
    if play.grid.variant.cages:
        parts.append("partials/_cage_combos.html")  # its struck combinations follow the board
    return tuple(parts)


def hint_drawing(step: Step, level: int, line: int = 0) -> Drawing:
    """What the board draws for a hint: the pattern at level 2, with its effect at 3, and
    while stepping through, only what proof lines 1..line use (the effect at the last)."""
    if level >= 3 and line:
        return Drawing.of_proof(step, line)
    return Drawing.of_step(step, effect=level >= 3)


def build(
    play: Play,
    view: forms.ViewState,
    message: str,
    error: bool,
    shown: tuple[str, int] | None,
    wrong: set[int],
    changed: bool = False,
) -> dict[str, object]:
    """Everything the game page's templates show; `answer_parts`, for an htmx answer, the parts
    an action changed (`changed`) or all of them."""
    game, grid = play.game, play.grid
    hint = play.current_hint()
    steps_open = game.steps_open or shown is not None
    mistake = hints.find_mistake(grid, game.solution_digits()) if steps_open else None
    steps = working = None
    if steps_open and mistake is None and not all(grid.values):
        try:
            steps = kept.steps.now(grid)
        except SolveBusy:
            steps = None  # the panel says it is being worked out and asks again
        working = steps is None

    # The hint's drawing, made once: the board draws it and the panel's legend names it.
    # Level 2 draws the pattern; the effect waits for level 3, or, while the player
    # steps through the proof, for its last line.
    hint_drawn = None
    if hint is not None and game.hint_level >= 2:
        if hint.step is not None:
            line = panels.proof_line(hint.step, view.line)
            hint_drawn = hint_drawing(hint.step, game.hint_level, line)
        if hint.mistake is not None:
            hint_drawn = Drawing.of_mistake(hint.mistake)
    drawing = hint_drawn
    if shown is not None and steps is not None:
        drawing = Drawing.of_step(steps[shown[0]][shown[1]])

    game_url = url_for("game.show", game_id=game.id)
    # Every form's address, built once: two dozen url_for calls a page were a fifth of it.
    urls = {name: f"{game_url}/{path}" for name, path in ACTION_PATHS.items()}
    status = panels.status(grid, message, error, game)
    legend = (hint_drawn.legend(grid.variant)
              if hint_drawn is not None and hint.step is not None else ())
    hint_view = panels.hint_panel(
        grid, hint, game.hint_level, view.line, practice=bool(game.practice), legend=legend
    )
    why_answer = g.get("why_answer")
    said = [status.message]
    if why_answer is not None:
        said.append(why_answer.said)
    if g.get("hint_revealed"):
        said.append(hint_view.paragraphs[-1])
    if hint_view.stepping:
        # Each press of Next is heard: the line it adds, numbered.
        said.append(
            words.LINE_OF.format(line=hint_view.line, lines=len(hint_view.proof))
            + ": "
            + hint_view.proof[hint_view.line - 1]
        )
    return {
        "answer_parts": changed_parts(play) if changed else OTHER_PARTS,
        "game": game,
        "view": view,
        "game_url": game_url,
        "urls": urls,
        "words": words,
        "mode_suffix": "&mode=pencil" if view.mode == forms.PENCIL else "",
        "board": board.board(
            grid,
            game.show_candidates,
            view,
            drawing,
            notes=play.notes if play.own_notes else None,
            markers=play.markers,
            wrong=wrong,
        ),
        "pad": board.pad(grid),
        "clock": panels.clock(game.seconds),
        "markers": MARKER_NAMES,
        "own_notes": play.own_notes,
        "next_level": game.level.lower() if game.level in TIERS else "",
        "practice_name": technique_name(game.practice) if game.practice in BY_ID else "",
        "status": status,
        "hint": hint_view,
        "why_answer": why_answer,
        "announce": " ".join(str(text) for text in said if text),
        "steps": panels.steps_panel(grid, steps_open, steps, mistake, shown, bool(working)),
        "can_undo": game.done > game.history_start,
        "can_redo": play.can_redo(),
        "cage_combos": combinations.cage_combos(grid) if grid.variant.cages else (),
        "selected_cage": combinations.selected_cage(grid, view.cell),
        "cage_sums_on": grid.cage_sums,
        "rules_box": rule_words.rules_box(grid.variant),
    }
