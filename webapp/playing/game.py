"""The game pages and every action on a game: parse the form, ask the engine, store, render.

Each action form carries the game version it was rendered from. A stale
version means another tab moved first: the action is refused with 409 and
the fresh board, so nobody's move is overwritten silently.
"""

from __future__ import annotations

from collections.abc import Callable

from flask import (
    Blueprint,
    Response,
    flash,
    g,
    get_flashed_messages,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_babel import lazy_gettext as _l
from sqlalchemy import update

from engine import BY_ID

from ..page import forms
from ..page.i18n import gettext as _
from ..page.theme import YEAR
from ..serving.errors import error_response
from ..serving.hx import is_htmx, render_partials
from ..serving.limits import reads_the_engine
from ..storage import players
from ..storage.store import Game, db, get_game
from . import combinations, hints, kept, panels, rescue, words
from . import view as game_view
from .moves import Play, Refused, Stale

bp = Blueprint("game", __name__, url_prefix="/g")
WHY_ASKED = "why"  # the flash category that carries a no-JS "why not?" to the next page

STALE = _l(
    "This game changed in another tab or window, so that action was not taken. "
    "Here is the game as it is now."
)
PAUSED = _l("The game is paused: press Resume to play on.")


@bp.get("/<game_id>")
def show(game_id: str) -> Response:
    game = get_game(game_id)
    try:
        view = forms.ViewState.read(request.args)
    except forms.FieldError as refusal:
        return error_response(refusal.status, refusal.message)
    # Opening a game by its address, from any browser, puts it on that browser's list.
    players.remember(game)
    db().commit()
    play = Play(game)
    # A "why not?" asked without JavaScript: answered here, beside the question, after
    # the redirect (the POST counted it; this only reads).
    asked = get_flashed_messages(category_filter=[WHY_ASKED])
    if asked:
        cell, digit = (int(part) for part in asked[-1].split())
        if not play.grid.values[cell]:
            g.why_answer = panels.why_view(play.grid, cell, digit, play.why_not(cell, digit))
    return _answer(play, view, " ".join(get_flashed_messages(category_filter=["message"])), 200)


@bp.get("/<game_id>/steps/<technique_id>/<int:index>")
@reads_the_engine
def show_step(game_id: str, technique_id: str, index: int) -> Response:
    """One step of the list drawn on the board (reading only)."""
    play = Play(get_game(game_id))
    try:
        view = forms.ViewState.read(request.args)
    except forms.FieldError as refusal:
        return error_response(refusal.status, refusal.message)
    if technique_id not in BY_ID:
        return _answer(play, view, "That step is not available on this board (any more).", 404)
    found = kept.steps.now(play.grid)
    if found is None:
        # The list is still being worked out: the panel says so and asks again.
        return _answer(play, view, words.STEPS_NOT_YET, 202)
    if index >= len(found.get(technique_id, ())):
        # Most likely a Show link from before a move: answer with the game as it is now.
        return _answer(play, view, "That step is not available on this board (any more).", 404)
    return _answer(play, view, "", 200, shown=(technique_id, index))


@bp.get("/<game_id>/steps-panel")
@reads_the_engine
def steps_panel(game_id: str) -> Response:
    """The steps panel alone, for its htmx poll while the list is worked out in the solve
    pool; a browser without htmx is sent to the game (its page reloads itself instead)."""
    play = Play(get_game(game_id))
    if not is_htmx():
        return redirect(url_for("game.show", game_id=game_id), 303)  # type: ignore[return-value]
    context = game_view.build(play, forms.ViewState(), "", False, None, set())
    return make_response(render_template("partials/_steps_panel.html", **context), 200)


@bp.get("/<game_id>/check")
def check(game_id: str) -> Response:
    """Mark the wrong entries on the board (reading only): nothing else is given away."""
    play = Play(get_game(game_id))
    try:
        view = forms.ViewState.read(request.args)
    except forms.FieldError as refusal:
        return error_response(refusal.status, refusal.message)
    wrong = rescue.wrong_entries(play.grid, play.game.solution_digits())
    if not wrong:
        message = _("No mistakes so far: every digit you entered is right.")
    else:
        count = "1 entry is" if len(wrong) == 1 else f"{len(wrong)} entries are"
        message = f"{count} wrong, marked on the board."
    return _answer(play, view, message, 200, wrong=set(wrong))


@bp.post("/<game_id>/move")
def move(game_id: str) -> Response:
    def enter(play: Play) -> str:
        cell, digit = forms.cell(request.form), forms.digit(request.form)
        if digit == 0:
            return play.erase(cell)
        if forms.ViewState.read(request.form).mode == forms.PENCIL:
            return play.toggle_mark(cell, digit)
        return play.enter(cell, digit)

    return _act(game_id, enter)


@bp.post("/<game_id>/hint")
def hint(game_id: str) -> Response:
    def reveal(play: Play) -> str:
        play.hint()
        g.hint_revealed = True  # for screen readers: say what the panel now adds
        return ""  # the hint panel says it

    return _act(game_id, reveal)


@bp.post("/<game_id>/why")
def why(game_id: str) -> Response:
    """Why can't the selected cell be this digit? Answered beside the question; the
    open hint stays as it was."""

    def answer(play: Play) -> str:
        if not request.form.get("cell", "").strip():
            raise Refused(words.WHY_PICK_CELL, 422)
        cell = forms.whole_number(request.form, "cell", 0, 80, "the cell")
        digit = forms.whole_number(request.form, "digit", 1, 9, "the digit")
        answered = play.ask_why(cell, digit)
        if is_htmx():
            g.why_answer = panels.why_view(play.grid, cell, digit, answered)
        else:
            flash(f"{cell} {digit}", WHY_ASKED)  # the page after the redirect answers
        return ""

    return _act(game_id, answer)


@bp.post("/<game_id>/apply")
def apply(game_id: str) -> Response:
    def apply_one(play: Play) -> str:
        ref = request.form.get("step", "")
        if ref:
            technique_id, index = forms.step_ref(ref)
            # The page hides the list while the board holds a mistake; the server
            # keeps the same rule, or a step would build on the wrong digit.
            if hints.find_mistake(play.grid, play.game.solution_digits()) is not None:
                raise Refused(
                    _("There is a mistake on the board: fix the mistake first "
                    "(ask for a hint to find it)."),
                    409,
                )
            listed = kept.steps.now(play.grid)
            if listed is None:
                raise Refused(words.STEPS_NOT_YET, 409)
            found = listed.get(technique_id, [])
            if index >= len(found):
                raise Refused(_("That step is not available on this board (any more)."), 409)
            return play.apply(found[index])
        hint = play.current_hint()
        if hint is not None and hint.step is not None:
            return play.apply(hint.step)
        if hint is not None and hint.mistake is not None:
            return play.fix(hint.mistake)
        raise Refused(_("There is no hinted step to apply: ask for a hint first."), 409)

    return _act(game_id, apply_one)


@bp.post("/<game_id>/reveal")
def reveal(game_id: str) -> Response:
    return _act(game_id, lambda play: play.reveal())


@bp.post("/<game_id>/marker")
def marker(game_id: str) -> Response:
    def colour(play: Play) -> str:
        return play.mark_colour(forms.cell(request.form), forms.marker(request.form))

    return _act(game_id, colour)


@bp.post("/<game_id>/notes")
def notes_mode(game_id: str) -> Response:
    """Switch between the engine's candidates and the player's own notes (not an undoable
    move: both kinds of marks are kept, and switching back shows them as they were)."""

    def switch(play: Play) -> str:
        play.game.notes_mode = forms.notes_mode(request.form)
        play.game.show_candidates = True
        if play.own_notes:
            return _("Your own notes: pencil presses add and remove your marks.")
        return _("Auto candidates: the marks are every digit still possible.")

    return _act(game_id, switch)


@bp.post("/<game_id>/fill-notes")
def fill_notes(game_id: str) -> Response:
    return _act(game_id, lambda play: play.fill_notes())


@bp.post("/<game_id>/time")
def keep_time(game_id: str) -> Response:
    """The page's timer, saved when the tab is hidden or left. Not a move: it must not
    change the game's version, or the player's next move would be refused as stale."""
    game = get_game(game_id)
    try:
        seconds = forms.seconds(request.form)
    except forms.FieldError as refusal:
        return error_response(refusal.status, refusal.message)
    if seconds is not None and seconds > game.seconds:
        table = Game.__table__
        # Kept as it was: the save sent on leaving a game can land after the next game
        # opened, and a timer is not play, so it must not make this game the last played.
        kept = table.c.updated_at
        db().execute(
            update(table).where(table.c.id == game.id).values(seconds=seconds, updated_at=kept)
        )
        db().commit()
    return make_response("", 204)


@bp.post("/<game_id>/pause")
def pause(game_id: str) -> Response:
    """Pause (`paused` = 1) or resume (0). Not a move, like the clock: the version stays,
    and so does the history. The page script sends it through its queue and keeps the
    board; a plain form comes back to the game."""
    game = get_game(game_id)
    chosen = request.form.get("paused", "")
    if chosen not in ("0", "1"):
        return error_response(400, _("Pause is 1 (pause) or 0 (resume)."))
    try:
        seconds = forms.seconds(request.form)
        view = forms.ViewState.read(request.form)
    except forms.FieldError as refusal:
        return error_response(refusal.status, refusal.message)
    table = Game.__table__
    values: dict[str, object] = {"paused": chosen == "1"}
    if seconds is not None and seconds > game.seconds:
        values["seconds"] = seconds
    db().execute(
        update(table).where(table.c.id == game.id).values(updated_at=table.c.updated_at, **values)
    )
    db().commit()
    if is_htmx():
        return make_response("", 204)
    return redirect(url_for("game.show", game_id=game.id, **view.query()), 303)  # type: ignore[return-value]


@bp.post("/<game_id>/undo")
def undo(game_id: str) -> Response:
    return _act(game_id, lambda play: play.undo())


@bp.post("/<game_id>/redo")
def redo(game_id: str) -> Response:
    return _act(game_id, lambda play: play.redo())


@bp.post("/<game_id>/candidates")
def toggle_candidates(game_id: str) -> Response:
    def toggle(play: Play) -> str:
        play.game.show_candidates = not play.game.show_candidates
        return _("Pencil marks shown.") if play.game.show_candidates else _("Pencil marks hidden.")

    return _act(game_id, toggle)


@bp.post("/<game_id>/steps")
def toggle_steps(game_id: str) -> Response:
    def toggle(play: Play) -> str:
        play.game.steps_open = not play.game.steps_open
        return ""

    return _act(game_id, toggle)


@bp.post("/<game_id>/cage-sums")
def cage_sums(game_id: str) -> Response:
    """A Killer's candidates with or without what the cage sums allow: the player's way of
    pencilling, kept in a cookie for every Killer (the game itself does not change)."""
    game = get_game(game_id)
    chosen = request.form.get("cage_sums", "")
    if chosen not in (combinations.ON, combinations.OFF):
        return error_response(400, _("Cage sums in candidates are either on or off."))
    try:
        view = forms.ViewState.read(request.form)
    except forms.FieldError as refusal:
        return error_response(refusal.status, refusal.message)
    response = redirect(url_for("game.show", game_id=game.id, **view.query()), 303)
    response.set_cookie(
        combinations.COOKIE, chosen, max_age=YEAR, samesite="Lax", httponly=True,
        secure=bool(request.environ.get("wsgi.url_scheme") == "https"),
    )
    return response  # type: ignore[return-value]


# ----- the shape every action shares ---------------------------------------------


def _act(game_id: str, action: Callable[[Play], str]) -> Response:
    """Every action, top-down: load the game, read the form's common fields, act (the
    play commits), then build the view once and render it once."""
    game = get_game(game_id)
    try:
        fields = forms.action_fields(request.form)
    except forms.FieldError as refusal:
        return _answer(Play(game), forms.ViewState(), refusal.message, refusal.status)
    view = fields.view
    if fields.refusal is not None:
        return _answer(Play(game), view, fields.refusal.message, fields.refusal.status)
    if fields.version != game.version:
        return _answer(Play(game), view, STALE, 409)
    if game.paused:
        return _answer(Play(game), view, PAUSED, 409)
    play = Play(game)
    try:
        message = play.act(action, fields.seconds)
    except (forms.FieldError, Refused) as refusal:
        return _answer(Play(get_game(game_id)), view, refusal.message, refusal.status)
    except Stale:
        return _answer(Play(get_game(game_id)), view, STALE, 409)
    if not is_htmx():
        if message:
            flash(message)
        return redirect(url_for("game.show", game_id=game_id, **view.query()), 303)  # type: ignore[return-value]
    return _answer(play, view, message, 200, changed=True)


def _answer(
    play: Play,
    view: forms.ViewState,
    message: str,
    status: int,
    shown: tuple[str, int] | None = None,
    wrong: set[int] | None = None,
    changed: bool = False,
) -> Response:
    """The game's view, built once and rendered once: the whole page, or for htmx the
    board and the parts an action changed (`changed`), else every part."""
    context = game_view.build(
        play, view, message, status >= 400, shown, wrong or set(), changed
    )
    if is_htmx():
        body = render_partials("partials/_board.html", context["answer_parts"], **context)
    else:
        body = render_template("game.html", **context)
    return make_response(body, status)
