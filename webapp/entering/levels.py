"""New puzzle by level: a fresh puzzle from the pool, or the page that waits for one."""

from __future__ import annotations

from flask import Blueprint, Response, abort, g, make_response, render_template, request, url_for

from ..page.i18n import gettext as _
from ..page.language import ui_name
from ..page.titles import title_words
from ..serving.errors import error_response
from ..serving.hx import go
from ..serving.limits import creates_games
from ..storage.store import db, new_game
from .pool import CLASSIC, KINDS, LEVELS, levels_of, loaded, pool

bp = Blueprint("levels", __name__, url_prefix="/g")


def _kind() -> str:
    """The variant asked for, `kind` in the form or the query: classic unless one of
    the pool's other kinds ('killer', 'thermo', 'arrow', 'kropki', 'anti-knight')."""
    kind = request.values.get("kind", CLASSIC).lower()
    if kind not in KINDS:
        abort(400)
    g.new_puzzle_kind = kind
    return kind


@bp.url_defaults
def _keep_kind(endpoint: str, values: dict) -> None:
    """The wait page's polling address and Start form carry on the kind asked for, so a
    Killer wait ends in a Killer without the page knowing of kinds."""
    kind = g.get("new_puzzle_kind", CLASSIC)
    if kind != CLASSIC and endpoint in ("levels.waiting", "levels.new_puzzle"):
        values.setdefault("kind", kind)


@bp.post("/new")
@creates_games
def new_puzzle() -> Response:
    """A fresh puzzle of the chosen level from the pool, or the wait page while the
    pool makes one. A POST, so neither a crawler nor another site's page can spend
    the pool or create games by merely loading a link."""
    level = request.form.get("level", "").capitalize()
    if level not in LEVELS:
        return error_response(400, _("Pick a level: %(levels)s.", levels=", ".join(LEVELS)))
    kind = _kind()
    if level not in levels_of(kind):
        return error_response(400, _("Pick a level: %(levels)s.",
                                     levels=", ".join(map(ui_name, levels_of(kind)))))
    puzzle = pool().take(level, kind)
    if puzzle is None:
        return go(url_for("levels.waiting", level=level.lower()))
    title = _("New puzzle (%(level)s)", level=ui_name(level))
    game = new_game(db(), loaded(puzzle, kind), title, level, title_words("new", level=level))
    db().commit()
    return go(url_for("game.show", game_id=game.id))


@bp.get("/new/<level>")
def waiting(level: str) -> Response:
    """How the pool is getting on with the level: a page that reloads itself every two
    seconds (no JavaScript needed) and offers the Start button once a puzzle is ready;
    with htmx that button presses itself."""
    level = level.capitalize()
    if level not in LEVELS:
        abort(404, _("There is no level called %(level)r.", level=level[:20]))
    kind = _kind()
    if level not in levels_of(kind):
        abort(404, _("There is no level called %(level)r.", level=level[:20]))
    pool().want(level, kind)
    ready = pool().count(level, kind) > 0
    page = render_template("share/wait.html", level=level, ready=ready, working=pool().working_on)
    return make_response(page, 200 if ready else 202)
