"""The game store: games and their history of actions, in any database SQLAlchemy speaks.

A game keeps its state as short strings (81 digits for the board, three hex
digits of exclusions per cell) so one row holds a whole position. `version`
is SQLAlchemy's version counter: every UPDATE checks and bumps it, so two
writers that read the same version cannot both win.
"""

from __future__ import annotations

import json
import os
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import click
from flask import Flask, abort, current_app, g, request
from sqlalchemy import (
    DateTime,
    ForeignKey,
    Index,
    String,
    Text,
    create_engine,
    delete,
    event,
    false,
    select,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from engine import Grid, Puzzle, variant_named

from . import schema
from .sqlite_writers import queue_writers

# Ids are token_urlsafe(16): 22 characters; anything else can't be a game of ours.
ID_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
MAX_ID_LENGTH = 32


AUTO_NOTES, OWN_NOTES = "auto", "own"
NO_NOTES = "000" * 81
NO_MARKERS = "0" * 81
# A cell's colour marker: 0 none, else one of these, named as a player calls them.
MARKER_NAMES = {1: "blue", 2: "green", 3: "orange", 4: "pink"}


class Base(DeclarativeBase):
    pass


def _now() -> datetime:
    return datetime.now(UTC)


class Game(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(MAX_ID_LENGTH), primary_key=True)
    # "classic", "x", "colour", "jigsaw:" and the 81-character layout, "killer:" with
    # its cage map and sums (up to 274 characters; see migration 0008), or "rules:" with
    # a base variant and its thermometers, arrows and lines (migration 0010).
    variant: Mapped[str] = mapped_column(String(4096), default="classic")
    givens: Mapped[str] = mapped_column(String(81))  # digits, 0 = empty
    solution: Mapped[str] = mapped_column(String(81))
    board: Mapped[str] = mapped_column(String(81))  # givens and the player's entries
    exclusions: Mapped[str] = mapped_column(String(243))  # 3 hex digits (9-bit mask) per cell
    version: Mapped[int] = mapped_column()
    done: Mapped[int] = mapped_column(default=0)  # actions in effect; later ones can be redone
    # Actions 1..history_start are folded into the position (no longer stored): the
    # history is capped, and undo goes back to there.
    history_start: Mapped[int] = mapped_column(default=0, server_default="0")
    # The last stored action: done..history_end can be redone. Kept so that neither
    # "can I redo?" nor a new move (which clears them) asks the actions table.
    history_end: Mapped[int] = mapped_column(default=0, server_default="0")
    hint_level: Mapped[int] = mapped_column(default=0)
    hint: Mapped[str | None] = mapped_column(Text, default=None)  # JSON, see hints.py
    show_candidates: Mapped[bool] = mapped_column(default=True)
    steps_open: Mapped[bool] = mapped_column(default=False)
    # AUTO_NOTES: the engine's candidates less the player's removals (the exclusions);
    # OWN_NOTES: the player's own pencil marks, `notes`, on a blank grid.
    notes_mode: Mapped[str] = mapped_column(
        String(8), default=AUTO_NOTES, server_default=AUTO_NOTES
    )
    notes: Mapped[str] = mapped_column(String(243), default=NO_NOTES, server_default=NO_NOTES)
    markers: Mapped[str] = mapped_column(
        String(81), default=NO_MARKERS, server_default=NO_MARKERS
    )
    title: Mapped[str] = mapped_column(String(80), default="", server_default="")
    level: Mapped[str] = mapped_column(String(16), default="", server_default="")
    # The title as words to say in the page's language (JSON: a kind and its parameters,
    # see webapp/page/titles.py); `title` is its text as the game started, kept for the
    # games from before (those have no words: their title shows as it was stored).
    title_words: Mapped[str] = mapped_column(String(200), default="", server_default="")
    hints_used: Mapped[int] = mapped_column(default=0, server_default="0")
    seconds: Mapped[int] = mapped_column(default=0, server_default="0")  # time played
    # Paused by the player: no action is taken until Resume (the page hides the board).
    paused: Mapped[bool] = mapped_column(default=False, server_default=false())
    # A drill: the technique whose step the game starts just before ("" for none).
    practice: Mapped[str] = mapped_column(String(40), default="", server_default="")
    # A day's puzzle: its date, YYYY-MM-DD ("" for none).
    daily: Mapped[str] = mapped_column(String(10), default="", server_default="")
    # The techniques this game's hints showed, space-separated, in the order first met.
    techniques: Mapped[str] = mapped_column(Text, default="", server_default="")
    solved_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=_now, onupdate=_now
    )

    __mapper_args__ = {"version_id_col": version}

    def grid(self, cage_sums: bool = False) -> Grid:
        """The position as the engine's Grid; with `cage_sums`, a Killer's candidates keep
        only what its cages' sums allow (the player's setting, not the game's)."""
        values = [int(ch) for ch in self.board]
        givens = sum(1 << c for c, ch in enumerate(self.givens) if ch != "0")
        exclusions = [int(self.exclusions[3 * c : 3 * c + 3], 16) for c in range(81)]
        # Every game starts from a puzzle load_puzzle checked to have one solution.
        return Grid(values, givens, exclusions, variant_named(self.variant), unique=True,
                    cage_sums=cage_sums)

    def keep(self, grid: Grid) -> None:
        """Write a Grid's values and exclusions back into the row."""
        self.board = digits(grid.values)
        self.exclusions = "".join(f"{m:03x}" for m in grid.exclusions)

    @property
    def solved(self) -> bool:
        return self.board == self.solution

    @property
    def filled(self) -> int:
        """Cells holding a digit, givens included."""
        return 81 - self.board.count("0")

    def met_technique(self, technique_id: str) -> None:
        """Remember that a hint of this game showed the technique."""
        met = self.techniques.split()
        if technique_id not in met:
            self.techniques = " ".join([*met, technique_id])[:2000]

    def solution_digits(self) -> tuple[int, ...]:
        return tuple(int(ch) for ch in self.solution)

    def note_masks(self) -> list[int]:
        """The player's own pencil marks: a 9-bit mask per cell."""
        return [int(self.notes[3 * c : 3 * c + 3], 16) for c in range(81)]

    def keep_notes(self, masks: list[int]) -> None:
        self.notes = "".join(f"{m:03x}" for m in masks)

    def marker_colours(self) -> list[int]:
        return [int(ch) for ch in self.markers]

    def keep_markers(self, colours: list[int]) -> None:
        self.markers = "".join(str(k) for k in colours)


class Action(Base):
    """One undoable action: every cell it changed, before and after."""

    __tablename__ = "actions"

    game_id: Mapped[str] = mapped_column(
        ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    seq: Mapped[int] = mapped_column(primary_key=True)  # 1-based order within the game
    label: Mapped[str] = mapped_column(String(200))
    # JSON [[cell, value0, value1, excl0, excl1, notes0, notes1, marker0, marker1], ...];
    # actions stored before notes and markers have the first five only.
    changes: Mapped[str] = mapped_column(Text)

    def cell_changes(self) -> list[CellChange]:
        return [CellChange(*change) for change in json.loads(self.changes)]


@dataclass(frozen=True)
class CellChange:
    """One cell before and after an action; None where the action predates notes and markers."""

    cell: int
    value0: int
    value1: int
    excl0: int
    excl1: int
    notes0: int | None = None
    notes1: int | None = None
    marker0: int | None = None
    marker1: int | None = None


class Played(Base):
    """A game a browser played (its "my games" list), and when it last did."""

    __tablename__ = "played"

    browser: Mapped[str] = mapped_column(String(32), primary_key=True)
    game_id: Mapped[str] = mapped_column(
        ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    last_played: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)

    __table_args__ = (Index("played_by_game", "game_id"),)


def digits(values: list[int] | tuple[int, ...]) -> str:
    return "".join(str(v) for v in values)


def new_game(
    session: Session, puzzle: Puzzle, title: str = "", level: str = "", title_words: str = ""
) -> Game:
    grid = puzzle.grid
    game = Game(
        id=secrets.token_urlsafe(16),
        variant=grid.variant.name,
        givens=digits([v if grid.givens >> c & 1 else 0 for c, v in enumerate(grid.values)]),
        solution=digits(puzzle.solution),
        board=digits(grid.values),
        # A position pasted with pencil marks starts with its exclusions.
        exclusions="".join(f"{m:03x}" for m in grid.exclusions),
        title=title[:80],
        level=level[:16],
        title_words=title_words[:200],
    )
    session.add(game)
    return game


# Actions kept per game: beyond this, the oldest are folded into the position.
MAX_HISTORY = 2000


def add_action(
    session: Session,
    game: Game,
    label: str,
    changes: list[tuple[int, ...]],
    max_history: int = MAX_HISTORY,
) -> None:
    """Record an action after the ones in effect; the undone ones can no longer be redone.

    A game keeps its last `max_history` actions; older ones are deleted and the
    position they led to is where undo stops (a toggled pencil mark, 20,000 times,
    must not make 20,000 rows).
    """
    if game.history_end > game.done:
        session.execute(delete(Action).where(Action.game_id == game.id, Action.seq > game.done))
    game.done += 1
    game.history_end = game.done
    session.add(
        Action(game_id=game.id, seq=game.done, label=label[:200], changes=json.dumps(changes))
    )
    if game.done - game.history_start > max_history:
        game.history_start = game.done - max_history
        session.execute(
            delete(Action).where(Action.game_id == game.id, Action.seq <= game.history_start)
        )


def action_at(session: Session, game: Game, seq: int) -> Action | None:
    if seq <= game.history_start:
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


def prune_games(session: Session, cutoff: datetime) -> int:
    """Delete the games last changed before `cutoff`, with their histories."""
    stale = select(Game.id).where(Game.updated_at < cutoff)
    session.execute(delete(Action).where(Action.game_id.in_(stale)))
    session.execute(delete(Played).where(Played.game_id.in_(stale)))
    result = session.execute(delete(Game).where(Game.updated_at < cutoff))
    return result.rowcount or 0


def _days(text: str) -> int:
    raw = text.strip().lower().removesuffix("d")
    if not raw.isascii() or not raw.isdigit() or not 1 <= int(raw) <= 100_000:
        raise click.BadParameter(f"{text!r} is not a number of days such as 90d")
    return int(raw)


# The database holds every game, and a game's id is the key to it: only its owner may
# read the file, its write-ahead log and shared memory (as the secret key).
PRIVATE = 0o600
SQLITE_FILES = ("", "-wal", "-shm", "-journal")


def keep_private(database: str) -> None:
    """Make the SQLite file and those SQLite keeps beside it readable by their owner only."""
    for suffix in SQLITE_FILES:
        path = database + suffix
        try:
            if os.stat(path).st_mode & 0o777 != PRIVATE:
                os.chmod(path, PRIVATE)
        except OSError:
            pass  # not there (yet), or not ours to change


def _create_private(database: str) -> None:
    """Create the database file 0600 before SQLite does (with the umask's 0644); SQLite
    gives its -wal, -shm and -journal files the database file's permissions."""
    try:
        os.close(os.open(database, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE))
    except FileExistsError:
        pass
    except OSError:
        pass  # no folder: SQLite says so when it connects


def make_engine(url: str) -> Engine:
    engine = create_engine(url)
    if engine.dialect.name == "sqlite":
        database = engine.url.database or ""
        in_a_file = database not in ("", ":memory:")
        if in_a_file and not database.startswith("file:"):

            @event.listens_for(engine, "do_connect")
            def _private_file(*_args):  # noqa: ANN002, ANN202
                _create_private(database)  # before SQLite opens (and would create) it

        @event.listens_for(engine, "connect")
        def _sqlite_settings(dbapi_connection, _record):  # noqa: ANN001
            # Foreign keys are off unless asked, per connection. WAL lets readers and the
            # writer overlap, and with synchronous=NORMAL a commit does not wait for fsync
            # (an app crash loses nothing; only a power cut can drop the last moves).
            dbapi_connection.execute("PRAGMA foreign_keys=ON")
            if in_a_file:
                dbapi_connection.execute("PRAGMA journal_mode=WAL")
                dbapi_connection.execute("PRAGMA synchronous=NORMAL")
                keep_private(database)

        if in_a_file:
            queue_writers(engine, engine.url.database)
    return engine


def init_app(app: Flask) -> None:
    engine = make_engine(app.config["DATABASE_URL"])
    app.extensions["sudoku_store"] = engine
    app.teardown_appcontext(_close_db)
    schema_ready = False

    @app.before_request
    def _schema_is_current() -> None:
        # Workers never create tables (several at once would race); until
        # `upgrade-db` has run they say so instead of failing on a missing table.
        nonlocal schema_ready
        if not schema_ready and request.endpoint != "health.healthz":
            schema_ready = schema.is_current(engine)
            if not schema_ready:
                abort(503, "The database is not ready yet: run `flask --app webapp upgrade-db`.")

    @app.cli.command("prune")
    @click.option(
        "--older-than", "older_than", default="90d", show_default=True,
        help="delete games nobody touched for this long: a number of days, as 90d",
    )
    def prune(older_than: str) -> None:
        """Delete games untouched for a while (run it daily, from cron or a timer)."""
        days = _days(older_than)
        cutoff = _now() - timedelta(days=days)
        with Session(engine) as session:
            gone = prune_games(session, cutoff)
            session.commit()
        print(f"deleted {gone} game{'s' if gone != 1 else ''} untouched for {days} days")

    @app.cli.command("upgrade-db")
    def upgrade_db() -> None:
        """Bring the database schema up to date (run once, before the server starts)."""
        schema.upgrade(engine)
        print(f"database at revision {schema.head()}")
