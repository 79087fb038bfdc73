"""Practise a technique, and the technique library: a page per rung of the ladder.

Practise starts a game at a position whose next step is the chosen technique (from the
kept pool, dressed afresh: practice_pool.py). The library page of a technique is made
from the ladder and a real position: the engine finds the step there and the page
draws it as a hint's level 3 does.
"""

from __future__ import annotations

import random

from flask import Blueprint, Response, abort, make_response, render_template, url_for

from engine import (
    BY_ID,
    LADDER,
    TIERS,
    Puzzle,
    Step,
    eliminations_text,
    next_step,
    placements_text,
)

from ..page.forms import ViewState
from ..page.i18n import gettext as _
from ..page.language import about, step_words, technique_name, ui_name
from ..page.titles import title_words
from ..playing import Drawing, board_view
from ..serving.hx import go
from ..serving.limits import creates_games
from ..storage.store import db, new_game
from . import practice_pool

bp = Blueprint("practice", __name__)


def ladder_by_tier() -> list[tuple[str, list[dict[str, object]]]]:
    """Every technique of the ladder by tier, with what the page says of it."""
    offered = set(practice_pool.offered())
    tiers: dict[str, list[dict[str, object]]] = {tier: [] for tier in TIERS}
    for technique in LADDER:
        tiers[technique.tier].append(
            {
                "id": technique.id,
                "name": technique_name(technique.id),
                "short": technique.short,
                "score": technique.score,
                "offered": technique.id in offered,
            }
        )
    return [(tier, techniques) for tier, techniques in tiers.items()]


@bp.get("/practise")
def index() -> str:
    offered = practice_pool.offered()
    return render_template(
        "practice/index.html",
        tiers=ladder_by_tier(),
        offered=len(offered),
        total=len(LADDER),
    )


@bp.post("/practise/<technique_id>")
@creates_games
def start(technique_id: str) -> Response:
    """A new game just before a step of the technique ("Another one" posts here too)."""
    if technique_id not in BY_ID:
        abort(404, _("There is no technique called %(name)r.", name=technique_id[:40]))
    drill = practice_pool.drill(technique_id, random.Random())
    if drill is None:
        abort(
            404,
            _(
                "There is no position to practise %(technique)s on yet.",
                technique=technique_name(technique_id),
            ),
        )
    title = _("Practise: %(technique)s", technique=technique_name(technique_id))
    words = title_words("practice", technique=technique_id)
    game = new_game(db(), Puzzle(drill.grid, drill.solution), title, drill.level, words)
    game.practice = technique_id
    db().commit()
    return go(url_for("game.show", game_id=game.id))


@bp.get("/techniques")
def library() -> str:
    return render_template("practice/library.html", tiers=ladder_by_tier())


@bp.get("/techniques/<technique_id>")
def technique_page(technique_id: str) -> Response:
    technique = BY_ID.get(technique_id)
    if technique is None:
        abort(404, _("There is no technique called %(name)r.", name=technique_id[:40]))
    shown = _example(technique_id)
    board = drawing = said = None
    if shown is not None:
        grid, step = shown
        drawing = Drawing.of_step(step, effect=True)
        board = board_view(grid, True, ViewState(), drawing)
        said = step_words(step)
    rows = []
    for level, uses, walked in practice_pool.frequency(technique_id):
        share = f"{100 * uses / walked:.0f}%" if walked else "–"
        rows.append((ui_name(level), uses, walked, share))
    page = render_template(
        "practice/technique.html",
        technique=technique,
        name=technique_name(technique_id),
        about=about(technique_id),
        tier=ui_name(technique.tier),
        board=board,
        legend=drawing.legend(shown[0].variant) if drawing is not None and shown else (),
        said=said,
        effect=_effect(shown[1]) if shown is not None else "",
        frequency=rows,
        offered=technique_id in practice_pool.offered(),
        game_url=url_for("practice.technique_page", technique_id=technique_id),
        mode_suffix="",
        view=ViewState(),
    )
    return make_response(page, 200)


_EXAMPLES: dict[str, tuple[object, Step] | None] = {}


def _example(technique_id: str) -> tuple[object, Step] | None:
    """The library's position for a technique and the step the engine finds there (kept
    per process: the same position gives the same step)."""
    if technique_id not in _EXAMPLES:
        kept = practice_pool.example(technique_id)
        found = None
        if kept is not None:
            grid = kept.grid()
            step = next_step(grid)
            if step is not None and step.technique == technique_id:
                found = (grid, step)
        _EXAMPLES[technique_id] = found
    return _EXAMPLES[technique_id]


def _effect(step: Step) -> str:
    parts = (placements_text(step.placements), eliminations_text(step.eliminations))
    return ", ".join(part for part in parts if part)
