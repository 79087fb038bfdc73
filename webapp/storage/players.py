"""Which browser is asking, and the games it has played: the "my games" list, with no
accounts.

A browser is known by a random id kept in the signed session cookie (the secret key
signs it, so it cannot be forged into another browser's id); the cookie lasts a year.
Opening a game, by any address, puts it on that browser's list.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from flask import Flask, session
from sqlalchemy import delete, select
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from .store import Game, Played, db

BROWSER_KEY = "browser"
SEEN_KEY = "seen"  # the last day this browser opened a game (UTC)
# The databases the store speaks, each with its INSERT ... ON CONFLICT.
UPSERTS = {"sqlite": sqlite_insert, "postgresql": postgresql_insert}


def browser_id(create: bool = True) -> str | None:
    """This browser's id (made on first use unless `create` is False)."""
    known = session.get(BROWSER_KEY)
    if isinstance(known, str) and known:
        return known
    if not create:
        return None
    session[BROWSER_KEY] = secrets.token_urlsafe(12)
    session.permanent = True
    return session[BROWSER_KEY]


def remember(game: Game) -> None:
    """Put the game on this browser's list (or mark it opened now). The caller commits."""
    browser = browser_id()
    assert browser is not None
    _keep_cookie()
    # One statement, insert or update: two tabs opening the same game at once would both
    # find no row and both insert, and the second insert would fail (PostgreSQL, a 500).
    now = datetime.now(UTC)
    insert = UPSERTS[db().get_bind().dialect.name]
    db().execute(
        insert(Played)
        .values(browser=browser, game_id=game.id, last_played=now)
        .on_conflict_do_update(index_elements=["browser", "game_id"], set_={"last_played": now})
    )


def _keep_cookie() -> None:
    # The cookie is signed and sent again only when the session changes (not on every
    # request: that cost each answer a signature), so the year restarts from the first
    # game opened each day.
    today = datetime.now(UTC).date().isoformat()
    if session.get(SEEN_KEY) != today:
        session[SEEN_KEY] = today


def forget(game_id: str) -> bool:
    """Take the game off this browser's list (the game itself stays at its address)."""
    browser = browser_id(create=False)
    if browser is None:
        return False
    gone = db().execute(
        delete(Played).where(Played.browser == browser, Played.game_id == game_id)
    )
    return bool(gone.rowcount)


@dataclass(frozen=True)
class MyGame:
    game: Game
    last_played: datetime  # the later of a move and an opening

    @property
    def solved(self) -> bool:
        return self.game.solved


def my_games(limit: int | None = None) -> list[MyGame]:
    """This browser's games, the last played first."""
    browser = browser_id(create=False)
    if browser is None:
        return []
    rows = db().execute(
        select(Game, Played.last_played)
        .join(Played, Played.game_id == Game.id)
        .where(Played.browser == browser)
    ).all()
    games = [MyGame(game, max(_aware(opened), _aware(game.updated_at))) for game, opened in rows]
    games.sort(key=lambda mine: mine.last_played, reverse=True)
    return games[:limit] if limit is not None else games


def _aware(moment: datetime) -> datetime:
    # SQLite gives back naive datetimes for timezone-aware columns: they were UTC.
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def init_app(app: Flask) -> None:
    # Flask's own defaults are 31 days and a cookie signed again on every request.
    app.config["PERMANENT_SESSION_LIFETIME"] = timedelta(days=365)
    app.config["SESSION_REFRESH_EACH_REQUEST"] = False
