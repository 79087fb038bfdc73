"""The home page: paste a puzzle or pick a built-in one, and start a game."""

from __future__ import annotations

from flask import Blueprint, Response, make_response, redirect, render_template, request, url_for

from engine import PuzzleError, load_puzzle
from engine.exchange import is_exchange_form, load_position

from . import forms
from .hx import is_htmx
from .puzzles import builtins, by_difficulty, ratings
from .store import db, new_game

bp = Blueprint("home", __name__)


@bp.get("/")
def index() -> str:
    return render_template(
        "home.html", puzzle_text="", error="", groups=by_difficulty(), ratings=ratings()
    )


@bp.post("/games")
def start() -> Response:
    typed = request.form.get("puzzle", "")
    try:
        chosen = request.form.get("builtin")
        if chosen is not None:
            builtin = builtins().get(chosen)
            if builtin is None:
                raise forms.FieldError(f"There is no built-in puzzle called {chosen[:40]!r}.")
            text = builtin.puzzle
        else:
            text = forms.puzzle_text(request.form)
        puzzle = load_position(text) if is_exchange_form(text) else load_puzzle(text)
    except forms.FieldError as refusal:
        return _refuse(typed, refusal.message, refusal.status)
    except PuzzleError as refusal:
        return _refuse(typed, str(refusal), 422)

    game = new_game(db(), puzzle)
    db().commit()
    url = url_for("game.show", game_id=game.id)
    if is_htmx():
        # A new page, not a fragment: let htmx navigate there.
        response = make_response("", 200)
        response.headers["HX-Redirect"] = url
        return response
    return redirect(url, 303)  # type: ignore[return-value]


def _refuse(typed: str, message: str, status: int) -> Response:
    """Show the message next to the input and keep what was typed."""
    context = {
        "puzzle_text": typed,
        "error": message,
        "groups": by_difficulty(),
        "ratings": ratings(),
    }
    template = "partials/_new_game.html" if is_htmx() else "home.html"
    return make_response(render_template(template, **context), status)
