"""Backups that restore: `flask --app webapp backup PATH` and `restore PATH`.

SQLite: SQLite's online backup API copies the database page by page while the app
keeps writing, and the copy is one consistent moment (a writer that commits
mid-copy makes the copy start again from the new state). Restore copies a backup
back the same way, so readers never see half a database.

PostgreSQL: `pg_dump --format=custom` and `pg_restore --clean --if-exists`, the
server's own tools (one consistent snapshot per dump), run with the app's URL.

`check-games` replays every game's stored history backwards from its board and
says which games do not add up: a restored backup is checked with it.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from dataclasses import dataclass
from pathlib import Path

import click
from flask import Flask
from sqlalchemy import select
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.orm import Session

from .store import Action, Game


class BackupError(click.ClickException):
    """A backup or restore that cannot be done, said plainly."""


def sqlite_file(engine: Engine) -> Path:
    database = engine.url.database
    if not database or database == ":memory:":
        raise BackupError("an in-memory SQLite database has nothing to back up")
    return Path(database)


def backup_sqlite(source: Path, target: Path) -> None:
    """A consistent copy of a live SQLite database, taken while others write."""
    if not source.is_file():
        raise BackupError(f"no database at {source}")
    with sqlite3.connect(source) as live, sqlite3.connect(target) as copy:
        live.backup(copy)
    # The copy is a standalone file: no write-ahead log beside it.
    with sqlite3.connect(target) as copy:
        copy.execute("PRAGMA journal_mode=DELETE")


def restore_sqlite(backup: Path, target: Path) -> None:
    """Put a backup in place of the live database, through the same API."""
    if not backup.is_file():
        raise BackupError(f"no backup at {backup}")
    with sqlite3.connect(backup) as saved:
        try:
            sound = saved.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        except sqlite3.DatabaseError:
            sound = False
        if not sound:
            raise BackupError(f"{backup} is not a sound SQLite database")
        with sqlite3.connect(target) as live:
            saved.backup(live)


def _pg_tool(name: str) -> str:
    found = shutil.which(name) or next(
        iter(sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), reverse=True)), None
    )
    if not found:
        raise BackupError(f"{name} is not installed (Debian: apt-get install postgresql-client)")
    return str(found)


def _libpq_url(engine: Engine) -> str:
    """The app's SQLAlchemy URL as libpq takes it (no '+psycopg' driver part)."""
    url = make_url(str(engine.url.render_as_string(hide_password=False)))
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


def backup_postgres(engine: Engine, target: Path) -> None:
    subprocess.run(
        [_pg_tool("pg_dump"), "--format=custom", "--file", str(target), _libpq_url(engine)],
        check=True,
        timeout=3600,
    )


def restore_postgres(engine: Engine, backup: Path) -> None:
    if not backup.is_file():
        raise BackupError(f"no backup at {backup}")
    subprocess.run(
        [
            _pg_tool("pg_restore"), "--clean", "--if-exists", "--no-owner", "--single-transaction",
            "--dbname", _libpq_url(engine), str(backup),
        ],
        check=True,
        timeout=3600,
    )


def backup(engine: Engine, target: Path) -> None:
    if engine.dialect.name == "sqlite":
        backup_sqlite(sqlite_file(engine), target)
    elif engine.dialect.name == "postgresql":
        backup_postgres(engine, target)
    else:
        raise BackupError(f"no backup for {engine.dialect.name}: use the database's own tools")


def restore(engine: Engine, source: Path) -> None:
    engine.dispose()  # no pooled connection may keep the old file or tables open
    if engine.dialect.name == "sqlite":
        restore_sqlite(source, sqlite_file(engine))
    elif engine.dialect.name == "postgresql":
        restore_postgres(engine, source)
    else:
        raise BackupError(f"no restore for {engine.dialect.name}: use the database's own tools")


@dataclass(frozen=True)
class Replay:
    games: int
    actions: int
    broken: tuple[str, ...]  # "game id: what does not add up"


def replay_games(engine: Engine) -> Replay:
    """Walk each game's kept history back from its board: every action's 'after' must be
    the board as the later actions left it, and an unfolded history must end at the givens."""
    broken: list[str] = []
    games = actions = 0
    with Session(engine) as session:
        for game in session.scalars(select(Game).order_by(Game.id)):
            games += 1
            board = [int(ch) for ch in game.board]
            kept = session.scalars(
                select(Action)
                .where(Action.game_id == game.id, Action.seq <= game.done)
                .order_by(Action.seq.desc())
            ).all()
            expected = list(range(game.done, game.history_start, -1))
            if [a.seq for a in kept] != expected:
                broken.append(f"{game.id}: actions {game.history_start + 1}..{game.done} missing")
                continue
            actions += len(kept)
            problem = _walk_back(board, kept)
            if problem is None and game.history_start == 0:
                if board != [int(ch) for ch in game.givens]:
                    problem = "its history does not go back to the givens"
            if problem is not None:
                broken.append(f"{game.id}: {problem}")
    return Replay(games, actions, tuple(broken))


def _walk_back(board: list[int], newest_first: list[Action]) -> str | None:
    """Undo each action on the board in place; what does not fit, if anything."""
    for action in newest_first:
        for change in action.cell_changes():
            if board[change.cell] != change.value1:
                return f"action {action.seq} does not lead to the board"
            board[change.cell] = change.value0
    return None


def init_app(app: Flask) -> None:
    @app.cli.command("backup")
    @click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
    def backup_command(path: Path) -> None:
        """Copy the database to PATH, consistently, while the app keeps serving."""
        backup(app.extensions["sudoku_store"], path)
        print(f"backed up to {path}")

    @app.cli.command("restore")
    @click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
    def restore_command(path: Path) -> None:
        """Replace the database with a backup taken by `backup` (stop the app first)."""
        engine = app.extensions["sudoku_store"]
        restore(engine, path)
        report = replay_games(engine)
        print(f"restored {path}: {report.games} games, {report.actions} actions replayed")
        for line in report.broken:
            print(f"  {line}")
        if report.broken:
            raise BackupError(f"{len(report.broken)} games do not replay to their boards")

    @app.cli.command("check-games")
    def check_games_command() -> None:
        """Replay every game's history back from its board; list those that do not add up."""
        report = replay_games(app.extensions["sudoku_store"])
        print(f"{report.games} games, {report.actions} actions replayed")
        for line in report.broken:
            print(f"  {line}")
        if report.broken:
            raise BackupError(f"{len(report.broken)} games do not replay to their boards")
