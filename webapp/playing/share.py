"""Taking a game elsewhere, and the spoilers a player asks for on purpose: the
position to copy (81 characters, pencil-mark grid, HoDoKu line, SudokuWiki, f-puzzles
and SudokuPad links),
the puzzle's rating, and the whole solution path."""

from __future__ import annotations

from flask import (
    Blueprint,
    Response,
    make_response,
    render_template,
    request,
    url_for,
)

from engine import (
    Grid,
    Step,
    apply_step,
    cell_name,
    eliminations_text,
    fpuzzles_link,
    hodoku_line,
    killer_text,
    pencil_grid,
    placements_text,
    sudokupad_link,
    sudokuwiki_link,
)

from ..page.forms import ViewState
from ..page.i18n import gettext as _
from ..page.language import step_words, technique_name
from ..serving.errors import error_response
from ..serving.hx import is_htmx
from ..serving.limits import reads_the_engine
from ..storage.store import get_game
from . import hints, kept
from .board import board as board_view
from .drawing import Drawing

bp = Blueprint("share", __name__, url_prefix="/g")


def _puzzle(grid: Grid) -> Grid:
    """The puzzle as it was given: the givens alone."""
    givens = [v if grid.givens >> c & 1 else 0 for c, v in enumerate(grid.values)]
    return Grid(givens, variant=grid.variant, unique=True)


@bp.get("/<game_id>/share")
def share(game_id: str) -> str:
    game = get_game(game_id)
    grid = game.grid()
    givens = _puzzle(grid).values
    puzzle = "".join(str(v) if v else "." for v in givens)
    kind, _, layout = grid.variant.name.partition(":")
    if grid.variant.cages:
        # A Killer's cages are part of the puzzle: the killer: form the paste box reads.
        puzzle, layout = killer_text(grid.variant, givens), ""
    args = {"puzzle": puzzle}
    if kind != "classic":
        args["variant"] = kind
    if layout:
        args["layout"] = layout
    return render_template(
        "share/share.html",
        game_id=game_id,
        puzzle=puzzle,
        new_game_link=url_for("home.index", _external=True, **args),
        pencil=pencil_grid(grid),
        hodoku=hodoku_line(grid),
        sudokuwiki=sudokuwiki_link(grid),
        # The puzzle (its givens and rules) for the apps setters use, every variant we play.
        fpuzzles=fpuzzles_link(grid),
        sudokupad=sudokupad_link(grid),
    )


@bp.get("/<game_id>/rating")
@reads_the_engine
def rating(game_id: str) -> Response:
    grid = get_game(game_id).grid()
    found = kept.rating.now(_puzzle(grid))
    if found is None:
        return _working(game_id)
    if _polled():
        return _reload()
    return make_response(render_template("share/rating.html", game_id=game_id, rating=found))


@bp.get("/<game_id>/path")
@reads_the_engine
def path(game_id: str) -> Response:
    """Every step from the current position to the end, runs of one technique grouped.

    `?show=K` draws step K on the board as it stands just before that step, the way
    the steps panel's Show does for the steps available now."""
    game = get_game(game_id)
    mistake = hints.find_mistake(game.grid(), game.solution_digits())
    if mistake is not None:
        # A path from a board with a mistake on it would be a path to nowhere.
        what = (
            f"{cell_name(mistake.cell)} holds {mistake.digit}, which the solution does not"
            if mistake.kind == hints.WRONG_VALUE
            else f"the pencil mark {mistake.digit} was removed from {cell_name(mistake.cell)}"
        )
        notice = _(
            "There is no path from this board: %(what)s. Undo it or ask for a hint.", what=what
        )
        page = render_template("share/path.html", game_id=game_id, groups=[], notice=notice)
        return make_response(page, 409)
    shown = request.args.get("show", "")
    if shown and not (shown.isascii() and shown.isdigit() and len(shown) <= 4):
        return error_response(404, _("This solution path has no step %(step)r.", step=shown[:10]))
    found = kept.path.now(game.grid())
    if found is None:
        return _working(game_id)
    if _polled():
        return _reload()
    steps, solved = found
    if shown and int(shown) >= len(steps):
        return error_response(404, _("This solution path has no step %(step)r.", step=shown[:10]))
    board = None
    if shown:
        index = int(shown)
        before = game.grid()
        for step in steps[:index]:
            apply_step(before, step)
        drawing = Drawing.of_step(steps[index])
        board = board_view(before, True, ViewState(), drawing)
    groups: list[tuple[str, list[tuple[int, str]]]] = []
    for index, step in enumerate(steps):
        name = technique_name(step.technique)
        if not groups or groups[-1][0] != name:
            groups.append((name, []))
        groups[-1][1].append((index, _effect(step)))
    return make_response(
        render_template(
            "share/path.html",
            game=game,
            game_id=game_id,
            groups=groups,
            solved=solved,
            shown=int(shown) if shown else None,
            explanation=step_words(steps[int(shown)]).explanation if shown else "",
            board=board,
            view=ViewState(),
            game_url=url_for("game.show", game_id=game_id),
            mode_suffix="",
        )
    )


def _effect(step: Step) -> str:
    parts = (
        placements_text(step.placements) if step.placements else "",
        eliminations_text(step.eliminations) if step.eliminations else "",
    )
    return ", ".join(part for part in parts if part)


# The id the waiting page's htmx poller carries (HX-Trigger names it).
POLLER = "working"


def _working(game_id: str) -> Response:
    """The answer is being worked out in the solve pool: a page that says so and asks
    again (htmx polls it; without JavaScript it reloads), 202 until the answer is kept."""
    page = render_template("share/working.html", game_id=game_id, poller=POLLER)
    response = make_response(page, 202)
    response.headers["Retry-After"] = "3"
    response.headers["Cache-Control"] = "no-store"
    return response


def _polled() -> bool:
    return is_htmx() and request.headers.get("HX-Trigger") == POLLER


def _reload() -> Response:
    """The poller's answer once the result is kept: htmx reloads the whole page."""
    response = make_response("", 200)
    response.headers["HX-Refresh"] = "true"
    return response
