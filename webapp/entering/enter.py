"""Enter a puzzle: an empty board to type the givens into, checked while typing, and the
player's own digits so far, which the game starts with as moves.

The form is 81 inputs named `cell`, row by row, and `own`: the player's digits as an
81-character string (the script keeps it from the cells typed in "My digits" mode; without
JavaScript it is a text field). A cell's digit is a given unless `own` holds the same digit
there; `notes` carries the player's notes (a photo of a game in progress fills it), which
the game starts with as the player's own notes. Start refuses exactly as the paste box does
(engine.load_puzzle's words).
"""

from __future__ import annotations

from dataclasses import replace

from flask import Blueprint, Response, make_response, render_template, request, url_for

from engine import CLASSIC, PuzzleError, Variant, cell_name, check_entry, load_puzzle

from ..page import forms
from ..page.i18n import gettext as _
from ..page.language import said
from ..page.titles import title_words
from ..playing import enter_own_digits
from ..serving.hx import go, is_htmx
from ..serving.limits import creates_games
from ..storage.store import OWN_NOTES, db, new_game
from .editor import CELLS, EditorView, Typed, editor_view, move_kind, own_slip, read_typed
from .home import home_context

bp = Blueprint("editor", __name__, url_prefix="/enter")


def _read() -> tuple[Typed, Variant, str]:
    form = request.form
    typed = read_typed(form, form.getlist("cell"))
    return typed, forms.variant(form), form.get("layout", "")[: forms.MAX_LAYOUT_LENGTH]


@bp.post("/check")
def check() -> Response:
    """The status line for what is typed so far (htmx, debounced as the player types)."""
    try:
        typed, variant, layout = _read()
    except forms.FieldError as refusal:
        return make_response(
            render_template("partials/_entry_status.html", editor=None, message=refusal.message),
            refusal.status,
        )
    view = editor_view(typed, variant, layout)
    return make_response(render_template("partials/_entry_status.html", editor=view), 200)


@bp.post("/board")
def board() -> Response:
    """The editor redrawn for another variant, with what was typed kept."""
    form = request.form
    try:
        typed = read_typed(form, form.getlist("cell"))
    except forms.FieldError:
        typed = Typed([0] * CELLS, [0] * CELLS)
    layout = form.get("layout", "")[: forms.MAX_LAYOUT_LENGTH]
    try:
        variant = forms.variant(form)
        message = ""
    except forms.FieldError as refusal:
        variant, message = CLASSIC, refusal.message
    if "move-kind" in form:
        # "Given ⇄ yours" without the script: the named cell's digit changes kind.
        try:
            cell = _named_cell(form.get("move-cell", ""))
            if not typed.everything[cell]:
                raise forms.FieldError(
                    _("%(cell)s is empty: type its digit first.", cell=cell_name(cell)), 422
                )
            typed = move_kind(typed, cell)
        except forms.FieldError as refusal:
            view = _typing_kept(editor_view(typed, variant, layout, refusal.message))
            return _answer(view, refusal.status)
    # "Change it first" (asked at Start): the cursor on the player's digit to change.
    view = editor_view(typed, variant, layout, message, focus=form.get("fix") == "yes")
    view = _typing_kept(view)
    if not is_htmx():  # the no-script form's "Change it first" lands on the home page
        return make_response(render_template("home.html", **home_context(editor=view)), 200)
    return make_response(_editor_html(view), 200)


@bp.post("")
@creates_games
def start() -> Response:
    """Start the typed puzzle: refused as a pasted one would be, else a game whose givens
    are the given cells and whose first moves are the player's own digits."""
    form = request.form
    try:
        typed, variant, layout = _read()
    except forms.FieldError as refusal:
        return _refuse(None, CLASSIC, form.get("layout", ""), refusal.message, refusal.status)
    entry = check_entry(typed.givens, variant, entries=typed.own)
    if entry.givens == 0 or entry.too_few:
        return _refuse(typed, variant, layout, _givens_first(entry.givens), 422)
    try:
        puzzle = load_puzzle(typed.puzzle, variant)
    except PuzzleError as refusal:
        return _refuse(typed, variant, layout, said(refusal.reason), 422, focus=True)
    slip = own_slip(typed, variant, entry)
    if slip is not None and form.get("keep") != "yes":
        # A digit of the player's own is wrong, not the puzzle: say so and ask.
        question = _("Start anyway with your digit kept as a move, or change it first?")
        view = editor_view(
            typed, variant, layout, f"{slip.words} {question}", focus=True, asking=True
        )
        return _answer(view, 200)
    game = new_game(db(), puzzle, _("Entered puzzle"), "", title_words("entered"))
    own = {c: d for c, d in enumerate(typed.own) if d}
    if own:
        db().flush()  # the row's defaults (empty notes, no markers) before the first move
        enter_own_digits(game, own)
    if any(typed.notes):
        # The player's notes are where the game starts, not moves: kept after the digits,
        # so none is cleared by a digit of theirs (as the picture showed them together).
        game.notes_mode = OWN_NOTES
        game.keep_notes(typed.notes)
    db().commit()
    return go(url_for("game.show", game_id=game.id))


def _named_cell(text: str) -> int:
    """A cell as the player names it: r3c4 (or 34, row then column)."""
    name = "".join(text.lower().split())
    if len(name) == 4 and name[0] == "r" and name[2] == "c":
        name = name[1] + name[3]
    if len(name) == 2 and all(ch in "123456789" for ch in name):
        return (int(name[0]) - 1) * 9 + int(name[1]) - 1
    raise forms.FieldError(_("Name the cell to move as r3c4: row 3, column 4."))


def _givens_first(count: int) -> str:
    if count == 0:
        return _("Type the givens first: tap a cell and type its digit, then Start.")
    return _(
        "Type the givens first: a puzzle needs at least 17, and this has %(count)s.", count=count
    )


def _refuse(
    typed: Typed | None,
    variant: Variant,
    layout: str,
    message: str,
    status: int,
    focus: bool = False,
) -> Response:
    return _answer(editor_view(typed, variant, layout, message, focus=focus), status)


def _answer(view: EditorView, status: int) -> Response:
    view = _typing_kept(view)
    if is_htmx():
        return make_response(_editor_html(view), status)
    return make_response(render_template("home.html", **home_context(editor=view)), status)


def _typing_kept(view: EditorView) -> EditorView:
    """The editor redrawn types what the player was typing (their own digits, say)."""
    return replace(view, typing_own=request.form.get("typing") == "own")


def _editor_html(view: EditorView) -> str:
    return render_template(
        "partials/_editor.html", editor=view, editor_variants=forms.EDITOR_VARIANTS
    )
