"""What a browser has done: forget a game from its list, its statistics, and the day's
puzzles (the same for every player)."""

from __future__ import annotations

import hashlib
import random
import statistics
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from flask import Blueprint, Response, abort, redirect, render_template, request, url_for

from engine import BY_ID, VARIANT_TITLES, load_puzzle, random_transform
from engine import TIERS as LEVELS

from ..page.i18n import gettext as _
from ..page.language import technique_name, time_text, ui_name
from ..page.titles import title_words
from ..serving.hx import go
from ..serving.limits import creates_games
from ..storage.players import forget, my_games
from ..storage.store import Game, db, new_game
from . import practice_pool
from .chart import BarChart, bar_chart

bp = Blueprint("progress", __name__)


@bp.post("/my-games/<game_id>/forget")
def forget_game(game_id: str) -> Response:
    """Take a game off this browser's list; the game stays at its address."""
    if not forget(game_id[:40]):
        abort(404, _("That game is not on your list."))
    db().commit()
    return redirect(url_for("home.index") + "#my-games", 303)  # type: ignore[return-value]


# ----- the day's puzzles ------------------------------------------------------------------


def today() -> str:
    """The day's date, UTC: the day's puzzles change at the same moment for everyone."""
    return datetime.now(UTC).date().isoformat()


def daily_puzzle(day: str, level: str) -> str | None:
    """The day's puzzle of a level: a puzzle of that level from the kept pool, in a dress
    drawn from the date, so every host and every player gets the same one with nothing
    stored."""
    puzzles = practice_pool.daily_puzzles(level)
    if not puzzles:
        return None
    seed = int.from_bytes(hashlib.sha256(f"{day}:{level}".encode()).digest()[:8], "big")
    rng = random.Random(seed)
    chosen = puzzles[rng.randrange(len(puzzles))]
    dress = random_transform(rng)
    return "".join(str(v) for v in dress.values([int(ch) for ch in chosen]))


def daily_levels() -> list[str]:
    return [level for level in LEVELS if practice_pool.daily_puzzles(level)]


@bp.post("/daily")
@creates_games
def daily() -> Response:
    """Today's puzzle of the level: this browser's game of it if it has one, else a new
    one (which joins the browser's list when it opens)."""
    level = request.form.get("level", "").capitalize()
    if level not in daily_levels():
        abort(400, _("Pick a level: %(levels)s.", levels=", ".join(daily_levels())))
    day = today()
    mine = next(
        (m.game for m in my_games() if m.game.daily == day and m.game.level == level), None
    )
    if mine is None:
        puzzle = daily_puzzle(day, level)
        assert puzzle is not None
        title = _("Today's puzzle (%(level)s)", level=ui_name(level))
        words = title_words("daily", level=level)
        mine = new_game(db(), load_puzzle(puzzle), title, level, words)
        mine.daily = day
        db().commit()
    return go(url_for("game.show", game_id=mine.id))


# ----- statistics -------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    level: str
    variant: str
    solved: int
    played: int
    best: int | None  # seconds
    median: float | None
    hints: float | None  # per solve


def streak(days: set[str], today_: str) -> int:
    """Days in a row with a solved day's puzzle, up to today (or yesterday, while today's
    is still open)."""
    day = date.fromisoformat(today_)
    if day.isoformat() not in days:
        day -= timedelta(days=1)
    count = 0
    while day.isoformat() in days:
        count += 1
        day -= timedelta(days=1)
    return count




@bp.get("/statistics")
def stats_page() -> str:
    games = [m.game for m in my_games()]
    groups: dict[tuple[str, str], list[Game]] = {}
    for game in games:
        groups.setdefault((game.level or "", _variant_kind(game.variant)), []).append(game)
    rows = []
    order = {level: k for k, level in enumerate(("", *LEVELS))}
    for (level, variant), played in sorted(
        groups.items(), key=lambda kv: (order.get(kv[0][0], 9), kv[0][1])
    ):
        solved = [g for g in played if g.solved]
        times = [g.seconds for g in solved if g.seconds > 0]
        rows.append(
            Row(
                level,
                variant,
                len(solved),
                len(played),
                min(times) if times else None,
                statistics.median(times) if times else None,
                statistics.mean(g.hints_used for g in solved) if solved else None,
            )
        )
    met: Counter[str] = Counter()
    for game in games:
        met.update(t for t in game.techniques.split() if t in BY_ID)
    techniques = [
        (technique_id, technique_name(technique_id), count)
        for technique_id, count in sorted(met.items(), key=lambda kv: (-kv[1], kv[0]))
    ]
    solved_per_level = [
        (ui_name(level), sum(1 for g in games if g.solved and g.level == level))
        for level in LEVELS
    ]
    chart: BarChart = bar_chart(solved_per_level)
    dailies = {g.daily for g in games if g.daily and g.solved}
    return render_template(
        "progress/statistics.html",
        rows=rows,
        techniques=techniques,
        chart=chart,
        streak=streak(dailies, today()),
        solved=sum(1 for g in games if g.solved),
        played=len(games),
        time_text=time_text,
    )


def _variant_kind(variant: str) -> str:
    # A Jigsaw's or a Killer's name holds its layout or cages after the colon.
    kind = variant.partition(":")[0]
    return VARIANT_TITLES.get(kind, kind)
