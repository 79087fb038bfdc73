"""Per-client rate limits on new games and on actions (Flask-Limiter).

Generous by default, so a player never meets them, and a script creating
hundreds of games a second does: a 429 with a message and Retry-After.
Settings: SUDOKU_RATELIMIT_NEW_GAMES, SUDOKU_RATELIMIT_ACTIONS (Flask-Limiter's
"N per minute" notation) and SUDOKU_RATELIMIT_STORAGE (memory:// by default,
per process; redis://... or memcached://... to share counts between workers
and hosts). Behind a proxy, set SUDOKU_PROXY_FIX so the client's address is
the one counted.
"""

from __future__ import annotations

import os

from flask import Flask, current_app
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

DEFAULTS = {
    "RATELIMIT_NEW_GAMES": "30 per minute;300 per hour",
    "RATELIMIT_ACTIONS": "1200 per minute",
    "RATELIMIT_STORAGE_URI": "memory://",
}


def _new_games() -> str:
    return current_app.config["RATELIMIT_NEW_GAMES"]


def _actions() -> str:
    return current_app.config["RATELIMIT_ACTIONS"]


def init_app(app: Flask) -> None:
    """After the blueprints: limit starting games, and every action on a game together."""
    for key, default in DEFAULTS.items():
        app.config.setdefault(key, os.environ.get("SUDOKU_" + key.removesuffix("_URI"), default))
    app.config.setdefault("RATELIMIT_HEADERS_ENABLED", True)
    # One limiter per app: its counts must not leak into another app (the tests make many).
    limiter = Limiter(get_remote_address, app=app)
    views = app.view_functions
    # Every way to start a game stores a new row: one count for all of them.
    new_games = limiter.shared_limit(_new_games, scope="new-games", methods=["POST"])
    for endpoint in ("home.start", "practice.start", "progress.daily"):
        views[endpoint] = new_games(views[endpoint])
    actions = limiter.shared_limit(_actions, scope="game-actions", methods=["POST"])
    for endpoint in [e for e in views if e.startswith("game.")]:
        views[endpoint] = actions(views[endpoint])
