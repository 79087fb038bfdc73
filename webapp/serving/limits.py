"""Per-client rate limits on new games and on actions (Flask-Limiter).

Generous by default, so a player never meets them, and a script creating
hundreds of games a second does: a 429 with a message and Retry-After.
Settings: SUDOKU_RATELIMIT_NEW_GAMES, SUDOKU_RATELIMIT_ACTIONS, SUDOKU_RATELIMIT_ENGINE_READS,
SUDOKU_RATELIMIT_PHOTOS (Flask-Limiter's
"N per minute" notation) and SUDOKU_RATELIMIT_STORAGE (memory:// by default,
per process; redis://... or memcached://... to share counts between workers
and hosts). memory:// is counted by `WindowCounts`: the limits library's own
memory storage starts a timer thread on every count, a thread per request under
load, to expire windows that a fixed window can just as well expire when read.
Behind a proxy, set SUDOKU_PROXY_FIX so the client's address is the one counted.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from flask import Flask, current_app
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from limits.storage import MemoryStorage

SWEEP_SECONDS = 60.0
V = TypeVar("V", bound=Callable[..., object])


class WindowCounts(MemoryStorage):
    """Fixed-window counts in the process, as memory:// keeps them, expired when read
    (and swept once a minute, so a client gone for good does not stay in memory)
    rather than by a timer thread started on every count."""

    STORAGE_SCHEME = ["sudoku-memory"]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options: str):
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        self.next_sweep = time.time() + SWEEP_SECONDS
        self.sweeping = threading.Lock()

    def incr(self, key: str, expiry: float, amount: int = 1) -> int:
        self.get(key)  # a window that has ended starts again at 0
        with self.locks[key]:
            self.storage[key] += amount
            if self.storage[key] == amount:
                self.expirations[key] = time.time() + expiry
            count = self.storage[key]
        self.sweep()
        return count

    def sweep(self) -> None:
        now = time.time()
        if now < self.next_sweep or not self.sweeping.acquire(blocking=False):
            return
        try:
            self.next_sweep = now + SWEEP_SECONDS
            for key, ends in list(self.expirations.items()):
                if ends <= now:
                    self.storage.pop(key, None)
                    self.expirations.pop(key, None)
                    self.locks.pop(key, None)
        finally:
            self.sweeping.release()


DEFAULTS = {
    "RATELIMIT_NEW_GAMES": "30 per minute;300 per hour",
    "RATELIMIT_ACTIONS": "1200 per minute",
    # A rating or a whole solution path can cost a second of CPU the first time.
    "RATELIMIT_ENGINE_READS": "60 per minute",
    # A photo costs a few hundred ms of a reader process; a player sends one or two.
    "RATELIMIT_PHOTOS": "20 per minute;200 per hour",
    "RATELIMIT_STORAGE_URI": "memory://",
}


def _new_games() -> str:
    return current_app.config["RATELIMIT_NEW_GAMES"]


def _actions() -> str:
    return current_app.config["RATELIMIT_ACTIONS"]


def _engine_reads() -> str:
    return current_app.config["RATELIMIT_ENGINE_READS"]


def _photos() -> str:
    return current_app.config["RATELIMIT_PHOTOS"]


def creates_games(view: V) -> V:
    """Mark a view that stores a new game: every such view shares the new-games limit."""
    view.creates_games = True  # type: ignore[attr-defined]
    return view


def reads_the_engine(view: V) -> V:
    """Mark a GET that runs a costly engine search (a rating, a path, the step list)."""
    view.reads_the_engine = True  # type: ignore[attr-defined]
    return view


def reads_photos(view: V) -> V:
    """Mark a view that reads an uploaded photo in the reader pool (serving/photos.py)."""
    view.reads_photos = True  # type: ignore[attr-defined]
    return view


def init_app(app: Flask) -> None:
    """After the blueprints: limit starting games, and every action on a game together."""
    for key, default in DEFAULTS.items():
        app.config.setdefault(key, os.environ.get("SUDOKU_" + key.removesuffix("_URI"), default))
    app.config.setdefault("RATELIMIT_HEADERS_ENABLED", True)
    if app.config["RATELIMIT_STORAGE_URI"] == "memory://":
        app.config["RATELIMIT_STORAGE_URI"] = "sudoku-memory://"
    # One limiter per app: its counts must not leak into another app (the tests make many).
    limiter = Limiter(get_remote_address, app=app)
    views = app.view_functions
    # Every way to start a game stores a new row: one count for all of them.
    new_games = limiter.shared_limit(_new_games, scope="new-games", methods=["POST"])
    engine_reads = limiter.shared_limit(_engine_reads, scope="engine-reads", methods=["GET"])
    photos = limiter.shared_limit(_photos, scope="photos", methods=["POST"])
    for endpoint, view in list(views.items()):
        if getattr(view, "creates_games", False):
            views[endpoint] = new_games(view)
        elif getattr(view, "reads_the_engine", False):
            views[endpoint] = engine_reads(view)
        elif getattr(view, "reads_photos", False):
            views[endpoint] = photos(view)
    actions = limiter.shared_limit(_actions, scope="game-actions", methods=["POST"])
    for endpoint in [e for e in views if e.startswith("game.")]:
        views[endpoint] = actions(views[endpoint])
