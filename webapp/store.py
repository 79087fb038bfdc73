"""The game store: games and their history of actions, in any database SQLAlchemy speaks.

A game keeps its state as short strings (81 digits for the board, three hex
digits of exclusions per cell) so one row holds a whole position. `version`
is SQLAlchemy's version counter: every UPDATE checks and bumps it, so two
writers that read the same version cannot both win.
"""

from __future__ import annotations

import json
import secrets
from datetime import UTC, datetime

from flask import Flask, abort, current_app, g
from sqlalchemy import DateTime, ForeignKey, String, Text, create_engine, delete, event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from engine import Grid, Puzzle, variant_named

# Ids are token_urlsafe(16): 22 characters; anything else can't be a game of ours.
ID_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
MAX_ID_LENGTH = 32


class Base(DeclarativeBase):
    pass


def _now() -> datetime:
    return datetime.now(UTC)


class Game(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(MAX_ID_LENGTH), primary_key=True)
    variant: Mapped[str] = mapped_column(String(16), default="classic")
    givens: Mapped[str] = mapped_column(String(81))  # digits, 0 = empty
    solution: Mapped[str] = mapped_column(String(81))
    board: Mapped[str] = mapped_column(String(81))  # givens and the player's entries
    exclusions: Mapped[str] = mapped_column(String(243))  # 3 hex digits (9-bit mask) per cell
    version: Mapped[int] = mapped_column()
    done: Mapped[int] = mapped_column(default=0)  # actions in effect; later ones can be redone
    hint_level: Mapped[int] = mapped_column(default=0)
    hint: Mapped[str | None] = mapped_column(Text, default=None)  # JSON, see hints.py
    show_candidates: Mapped[bool] = mapped_column(default=True)
    steps_open: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=_now, onupdate=_now
    )

    __mapper_args__ = {"version_id_col": version}

    def grid(self) -> Grid:
        """The position as the engine's Grid."""
        values = [int(ch) for ch in self.board]
        givens = sum(1 << c for c, ch in enumerate(self.givens) if ch != "0")
        exclusions = [int(self.exclusions[3 * c : 3 * c + 3], 16) for c in range(81)]
        # Every game starts from a puzzle load_puzzle checked to have one solution.
        return Grid(values, givens, exclusions, variant_named(self.variant), unique=True)

    def keep(self, grid: Grid) -> None:
        """Write a Grid's values and exclusions back into the row."""
        self.board = digits(grid.values)
        self.exclusions = "".join(f"{m:03x}" for m in grid.exclusions)

    def solution_digits(self) -> tuple[int, ...]:
        return tuple(int(ch) for ch in self.solution)


class Action(Base):
    """One undoable action: every cell it changed, before and after."""

    __tablename__ = "actions"

    game_id: Mapped[str] = mapped_column(
        ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    seq: Mapped[int] = mapped_column(primary_key=True)  # 1-based order within the game
    label: Mapped[str] = mapped_column(String(200))
    changes: Mapped[str] = mapped_column(Text)  # JSON [[cell, value0, value1, excl0, excl1], ...]

    def cell_changes(self) -> list[tuple[int, int, int, int, int]]:
        return [tuple(change) for change in json.loads(self.changes)]  # type: ignore[misc]


def digits(values: list[int] | tuple[int, ...]) -> str:
    return "".join(str(v) for v in values)


def new_game(session: Session, puzzle: Puzzle) -> Game:
    grid = puzzle.grid
    game = Game(
        id=secrets.token_urlsafe(16),
        variant=grid.variant.name,
        givens=digits([v if grid.givens >> c & 1 else 0 for c, v in enumerate(grid.values)]),
        solution=digits(puzzle.solution),
        board=digits(grid.values),
        # A position pasted with pencil marks starts with its exclusions.
        exclusions="".join(f"{m:03x}" for m in grid.exclusions),
    )
    session.add(game)
    return game


def add_action(session: Session, game: Game, label: str, changes: list[tuple[int, ...]]) -> None:
    """Record an action after the ones in effect; the undone ones can no longer be redone."""
    session.execute(delete(Action).where(Action.game_id == game.id, Action.seq > game.done))
    game.done += 1
    session.add(
        Action(game_id=game.id, seq=game.done, label=label[:200], changes=json.dumps(changes))
    )


def action_at(session: Session, game: Game, seq: int) -> Action | None:
    if seq < 1:
        return None
    return session.get(Action, (game.id, seq))


def db() -> Session:
    """The request's database session, opened on first use."""
    if "db" not in g:
        g.db = Session(current_app.extensions["sudoku_store"], expire_on_commit=False)
    return g.db


def get_game(game_id: str) -> Game:
    """The game with this id, or a 404 page."""
    if len(game_id) > MAX_ID_LENGTH or not set(game_id) <= ID_ALPHABET:
        abort(404, "There is no game at this address.")
    game = db().get(Game, game_id)
    if game is None:
        abort(404, "There is no game at this address.")
    return game


def _close_db(_exc: BaseException | None = None) -> None:
    session = g.pop("db", None)
    if session is not None:
        session.close()


def make_engine(url: str) -> Engine:
    engine = create_engine(url)
    if engine.dialect.name == "sqlite":

        @event.listens_for(engine, "connect")
        def _sqlite_settings(dbapi_connection, _record):  # noqa: ANN001
            # Foreign keys are off unless asked, per connection. WAL lets readers and the
            # writer overlap, and with synchronous=NORMAL a commit does not wait for fsync
            # (an app crash loses nothing; only a power cut can drop the last moves).
            dbapi_connection.execute("PRAGMA foreign_keys=ON")
            if engine.url.database not in (None, "", ":memory:"):
                dbapi_connection.execute("PRAGMA journal_mode=WAL")
                dbapi_connection.execute("PRAGMA synchronous=NORMAL")

    return engine


def init_app(app: Flask) -> None:
    engine = make_engine(app.config["DATABASE_URL"])
    Base.metadata.create_all(engine)
    app.extensions["sudoku_store"] = engine
    app.teardown_appcontext(_close_db)
