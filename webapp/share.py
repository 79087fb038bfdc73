"""Taking a game elsewhere, and the spoilers a player asks for on purpose: the
position to copy (81 characters, pencil-mark grid, HoDoKu line, SudokuWiki link),
the puzzle's rating, and the whole solution path."""

from __future__ import annotations

from flask import Blueprint, Response, abort, make_response, redirect, render_template, url_for

from engine import Grid, load_puzzle, solve_path, technique
from engine.exchange import hodoku_line, pencil_grid, sudokuwiki_link
from engine.notation import eliminations_text, placements_text
from engine.rating import rate

from .pool import LEVELS, pool
from .store import db, get_game, new_game

bp = Blueprint("share", __name__, url_prefix="/g")


def _puzzle(grid: Grid) -> Grid:
    """The puzzle as it was given: the givens alone."""
    givens = [v if grid.givens >> c & 1 else 0 for c, v in enumerate(grid.values)]
    return Grid(givens, variant=grid.variant, unique=True)


@bp.get("/<game_id>/share")
def share(game_id: str) -> str:
    game = get_game(game_id)
    grid = game.grid()
    puzzle = "".join(str(v) if v else "." for v in _puzzle(grid).values)
    return render_template(
        "share/share.html",
        game_id=game_id,
        puzzle=puzzle,
        pencil=pencil_grid(grid),
        hodoku=hodoku_line(grid),
        sudokuwiki=sudokuwiki_link(grid),
    )


@bp.get("/<game_id>/rating")
def rating(game_id: str) -> str:
    grid = get_game(game_id).grid()
    return render_template("share/rating.html", game_id=game_id, rating=rate(_puzzle(grid)))


@bp.get("/<game_id>/path")
def path(game_id: str) -> str:
    """Every step from the current position to the end, runs of one technique grouped."""
    result = solve_path(get_game(game_id).grid())
    groups: list[tuple[str, list[str]]] = []
    for step in result.steps:
        effect = ", ".join(
            part
            for part in (
                placements_text(step.placements) if step.placements else "",
                eliminations_text(step.eliminations) if step.eliminations else "",
            )
            if part
        )
        name = technique(step.technique).name
        if groups and groups[-1][0] == name:
            groups[-1][1].append(effect)
        else:
            groups.append((name, [effect]))
    return render_template("share/path.html", game_id=game_id, groups=groups, solved=result.solved)


@bp.get("/new/<level>")
def new_puzzle(level: str) -> Response:
    """A fresh puzzle of the level from the pool; a page that refreshes itself
    (no JavaScript needed) while the pool is still making one."""
    level = level.capitalize()
    if level not in LEVELS:
        abort(404, f"There is no level called {level[:20]!r}.")
    puzzle = pool().take(level)
    if puzzle is None:
        page = render_template("share/wait.html", level=level, working=pool().working_on)
        return make_response(page, 202)
    game = new_game(db(), load_puzzle(puzzle))
    db().commit()
    return redirect(url_for("game.show", game_id=game.id), 303)  # type: ignore[return-value]
