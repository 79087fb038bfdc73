"""`restore` checks a backup on a copy before the live database is touched, and refuses in
one line what the app could not serve; the database, its backups and the PostgreSQL
password stay private."""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from flask import Flask
from sqlalchemy import text
from web_helpers import Player

from webapp import create_app
from webapp.storage import backup, schema
from webapp.storage.store import make_engine


@pytest.fixture
def live(tmp_path: Path, puzzles: dict[str, str]) -> Iterator[tuple[Flask, Player]]:
    """An app on an SQLite file holding one game with one move."""
    url = f"sqlite:///{tmp_path / 'live' / 'live.db'}"
    (tmp_path / "live").mkdir()
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": url})
    schema.upgrade(app.extensions["sudoku_store"])
    player = Player(app.test_client())
    player.start(puzzles["easy"])
    cell = player.state()["board"].index("0")
    player.post("move", cell=cell, digit=4, mode="value")
    yield app, player
    app.extensions["sudoku_store"].dispose()


def _saved(app: Flask, path: Path) -> Path:
    result = app.test_cli_runner().invoke(args=["backup", str(path)])
    assert result.exit_code == 0, result.output
    return path


def _forged(app: Flask, tmp_path: Path, *sql: str) -> Path:
    """A backup of the live database, then changed by `sql`."""
    path = _saved(app, tmp_path / "forged.db")
    with sqlite3.connect(path) as db:
        for statement in sql:
            db.execute(statement)
    return path


def _refused(app: Flask, player: Player, path: Path, *words: str) -> str:
    """Restore must fail with one plain line and leave the live game as it was."""
    before = player.state()
    engine = app.extensions["sudoku_store"]
    with engine.connect() as c:
        tables = [r[0] for r in c.execute(text("SELECT name FROM sqlite_master ORDER BY 1"))]
    result = app.test_cli_runner().invoke(args=["restore", str(path)])
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    said = result.output.strip()
    assert said.startswith("Error: ") and "\n" not in said, said
    assert "Traceback" not in said
    for word in words:
        assert word in said, said
    assert player.state() == before
    assert player.page().status_code == 200
    with engine.connect() as c:
        names = c.execute(text("SELECT name FROM sqlite_master ORDER BY 1"))
        assert [r[0] for r in names] == tables
        assert c.execute(text("SELECT count(*) FROM games")).scalar() == 1
    return said


def test_an_empty_file_is_refused_and_wipes_nothing(live, tmp_path: Path) -> None:
    app, player = live
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    _refused(app, player, empty, "empty.db", "empty")


TRIGGER = (
    "CREATE TRIGGER adopt AFTER INSERT ON games BEGIN "
    "INSERT INTO played (browser, game_id, last_played) "
    "VALUES ('attacker', NEW.id, CURRENT_TIMESTAMP); END"
)


@pytest.mark.parametrize(
    ("sql", "words"),
    [
        ((TRIGGER,), ("trigger 'adopt'",)),
        (("CREATE VIEW everything AS SELECT id FROM games",), ("view 'everything'",)),
        (("CREATE INDEX games_by_board ON games (board)",), ("index 'games_by_board'",)),
        (("DROP INDEX played_by_game",), ("lacks index 'played_by_game'",)),
        (("CREATE TABLE notes_of_mine (x)",), ("table 'notes_of_mine'",)),
    ],
    ids=["trigger", "view", "extra-index", "missing-index", "extra-table"],
)
def test_a_schema_object_the_migrations_do_not_make_is_refused(
    live, tmp_path: Path, sql: tuple[str, ...], words: tuple[str, ...]
) -> None:
    app, player = live
    _refused(app, player, _forged(app, tmp_path, *sql), "not this app's schema", *words)


def test_a_refused_trigger_never_reaches_the_live_database(
    live, tmp_path: Path, puzzles: dict[str, str]
) -> None:
    app, player = live
    _refused(app, player, _forged(app, tmp_path, TRIGGER))
    Player(app.test_client()).start(puzzles["easy"])
    with app.extensions["sudoku_store"].connect() as c:
        adopted = c.execute(text("SELECT count(*) FROM played WHERE browser = 'attacker'"))
        assert adopted.scalar() == 0


@pytest.mark.parametrize(
    ("sql", "words"),
    [
        ("UPDATE games SET variant = 'hexagonal'", "unknown variant 'hexagonal'"),
        ("UPDATE games SET variant = 'jigsaw:123'", "unknown variant"),
        ("UPDATE games SET board = 'x' || substr(board, 2)", "board is not 81 digits"),
        ("UPDATE games SET board = substr(board, 2)", "board is not 81 digits"),
        ("UPDATE games SET givens = 7", "givens is not 81 digits"),
        ("UPDATE games SET solution = replace(solution, '5', '0')", "solution"),
        ("UPDATE games SET exclusions = 'zz' || substr(exclusions, 3)", "exclusions"),
        ("UPDATE games SET notes = 'fff' || substr(notes, 4)", "notes"),
        ("UPDATE games SET markers = '9' || substr(markers, 2)", "markers"),
        ("UPDATE games SET notes_mode = 'mine'", "notes mode"),
        ("UPDATE games SET done = 'many'", "done is not a count"),
        ("UPDATE games SET done = history_end + 1", "history bounds"),
        ("UPDATE games SET hint = '{not json'", "hint"),
        ("UPDATE games SET daily = '2024-13-01'", "daily"),
        ("UPDATE games SET created_at = 'yesterday'", "date"),
        ("UPDATE games SET show_candidates = 'maybe'", "show_candidates"),
        (("DELETE FROM played", "DELETE FROM actions", "UPDATE games SET id = 'a/b'"), "an id"),
        ("UPDATE actions SET changes = '[[99, 0, 4, 0, 0]]'", "cell"),
        ("UPDATE actions SET changes = 'nonsense'", "JSON"),
        ("UPDATE actions SET seq = 7", "outside its game's history"),
        ("INSERT INTO played VALUES ('x y', (SELECT id FROM games), '2024-01-01 00:00:00')",
         "browser id"),
    ],
)
def test_a_row_the_app_cannot_read_is_refused(
    live, tmp_path: Path, sql: str | tuple[str, ...], words: str
) -> None:
    app, player = live
    statements = (sql,) if isinstance(sql, str) else sql
    forged = _forged(app, tmp_path, "PRAGMA foreign_keys=OFF", *statements)
    _refused(app, player, forged, "forged.db", words, "nothing restored")


def test_a_history_that_does_not_replay_is_refused_before_restoring(live, tmp_path: Path) -> None:
    app, player = live
    forged = _forged(
        app, tmp_path, "UPDATE games SET board = givens, solution = solution"
    )
    _refused(app, player, forged, "does not replay")


def test_an_unknown_revision_or_none_is_refused(live, tmp_path: Path) -> None:
    app, player = live
    unknown = _forged(app, tmp_path, "UPDATE alembic_version SET version_num = '9999'")
    _refused(app, player, unknown, "revision", "does not know")
    none = _forged(app, tmp_path, "DROP TABLE alembic_version")
    _refused(app, player, none, "no schema revision")


def test_a_truncated_and_a_foreign_file_are_refused(live, tmp_path: Path) -> None:
    app, player = live
    whole = _saved(app, tmp_path / "whole.db").read_bytes()
    cut = tmp_path / "cut.db"
    cut.write_bytes(whole[: len(whole) // 2])
    _refused(app, player, cut, "cut.db", "truncated")
    cut.write_bytes(whole[:4096 * 2 + 100])
    _refused(app, player, cut, "cut.db")
    text_file = tmp_path / "notes.txt"
    text_file.write_text("SQLite? no.\n" * 50)
    _refused(app, player, text_file, "notes.txt", "not an SQLite database")
    other = tmp_path / "other-app.db"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
        db.execute("INSERT INTO alembic_version VALUES ('0006')")
        db.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    _refused(app, player, other, "other-app.db", "not this app's schema")


def _finishes(action: Callable[[], object], seconds: float = 20) -> object:
    """Run `action` in a thread: it must end (not hang) within `seconds`."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(action())
        except BaseException as e:  # noqa: BLE001 - handed back to the test
            outcome.append(e)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert outcome, f"still running after {seconds} s: it hangs"
    return outcome[0]


def test_backup_and_restore_onto_the_live_file_refuse_at_once(live, tmp_path: Path) -> None:
    app, player = live
    database = Path(app.extensions["sudoku_store"].url.database)
    link = tmp_path / "link.db"
    link.symlink_to(database)
    same = [database, Path(f"{database}-wal"), Path(f"{database}-shm"), link,
            database.parent / ".." / "live" / "live.db"]
    runner = app.test_cli_runner()
    for path in same:
        for command in ("backup", "restore"):
            result = _finishes(lambda c=command, p=path: runner.invoke(args=[c, str(p)]))
            assert result.exit_code == 1, (command, path, result.output)
            assert "live database" in result.output, result.output
    assert player.page().status_code == 200
    assert player.state()["done"] == 1


def test_the_database_its_log_and_backups_are_private(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, puzzles: dict[str, str]
) -> None:
    os.umask(0o022)
    instance = tmp_path / "instance"
    monkeypatch.setenv("SUDOKU_INSTANCE_PATH", str(instance))
    url = f"sqlite:///{instance / 'sudoku.db'}"
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": url})
    try:
        assert stat.S_IMODE(instance.stat().st_mode) == 0o700
        engine = app.extensions["sudoku_store"]
        schema.upgrade(engine)
        player = Player(app.test_client())
        player.start(puzzles["easy"])
        with engine.connect():  # a connection open: the -wal and -shm files are there
            for suffix in ("", "-wal", "-shm"):
                path = instance / f"sudoku.db{suffix}"
                assert path.exists(), path
                assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
        saved = tmp_path / "saved.db"
        _saved(app, saved)
        assert stat.S_IMODE(saved.stat().st_mode) == 0o600
        saved.chmod(0o644)
        _saved(app, saved)  # over an old backup: private again
        assert stat.S_IMODE(saved.stat().st_mode) == 0o600
        fresh = make_engine(f"sqlite:///{tmp_path / 'fresh.db'}")
        try:
            backup.restore(fresh, saved)
            assert stat.S_IMODE((tmp_path / "fresh.db").stat().st_mode) == 0o600
            assert backup.replay_games(fresh).games == 1
        finally:
            fresh.dispose()
    finally:
        app.extensions["sudoku_store"].dispose()


def test_an_older_revision_restores_and_is_brought_up_to_date(live, tmp_path: Path) -> None:
    app, player = live
    old = tmp_path / "old.db"
    engine = make_engine(f"sqlite:///{old}")
    schema.upgrade(engine, "0005")
    engine.dispose()
    os.remove(f"{old}-wal") if os.path.exists(f"{old}-wal") else None
    with sqlite3.connect(old) as db:
        db.execute("PRAGMA journal_mode=DELETE")
    result = app.test_cli_runner().invoke(args=["restore", str(old)])
    assert result.exit_code == 0, result.output
    assert schema.is_current(app.extensions["sudoku_store"])
    assert "0 games" in result.output


# ----- PostgreSQL ----------------------------------------------------------


PASSWORD = "s3cret-Pw:x"


def _watched_runs(monkeypatch: pytest.MonkeyPatch, real: bool) -> list[tuple[list[str], dict]]:
    """Every subprocess the backup module starts: its argv and environment."""
    seen: list[tuple[list[str], dict]] = []
    run = subprocess.run

    def watched(argv, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        env = kwargs.get("env")
        passfile = (env or {}).get("PGPASSFILE")
        if passfile:
            assert stat.S_IMODE(os.stat(passfile).st_mode) == 0o600
            kept = Path(passfile).read_text(encoding="utf-8")
        else:
            kept = ""
        seen.append(([str(a) for a in argv], {**(env or {}), "passfile text": kept}))
        if real:
            return run(argv, *args, **kwargs)
        return subprocess.CompletedProcess(argv, 0, stdout="", stderr="")

    monkeypatch.setattr(backup.subprocess, "run", watched)
    return seen


def test_the_postgres_password_is_never_on_a_command_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(backup, "_pg_tool", lambda name: f"/usr/bin/{name}")
    seen = _watched_runs(monkeypatch, real=False)
    engine = make_engine(f"postgresql+psycopg://sudoku:{PASSWORD}@db.example:5433/games")
    backup.backup(engine, tmp_path / "games.dump")
    assert seen
    for argv, env in seen:
        assert not any(PASSWORD in a or "s3cret" in a for a in argv), argv
        assert "s3cret-Pw\\:x" in env["passfile text"] or env.get("PGPASSWORD") == PASSWORD
        assert "--host" in argv and "db.example" in argv and "5433" in argv
        assert "sudoku" in argv and "games" in argv


@pytest.mark.postgres
def test_postgres_backup_and_restore_keep_the_password_off_the_command_line_and_check(
    postgres, monkeypatch: pytest.MonkeyPatch, puzzles: dict[str, str]
) -> None:
    installed = list(Path("/usr/lib/postgresql").glob("*/bin/pg_dump"))
    import shutil

    if shutil.which("pg_dump") is None and not installed:
        pytest.skip("pg_dump is not installed")
    admin = make_engine(postgres.url())
    with admin.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
        c.execute(text("CREATE DATABASE pw_source TEMPLATE sudoku_template"))
        c.execute(text("CREATE DATABASE pw_target TEMPLATE sudoku_template"))
    admin.dispose()
    with_password = postgres.url("pw_source").replace("postgres@", f"postgres:{PASSWORD}@")
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": with_password})
    target_app = create_app(
        {"TESTING": True, "SECRET_KEY": "test",
         "DATABASE_URL": postgres.url("pw_target").replace("postgres@", f"postgres:{PASSWORD}@")}
    )
    seen = _watched_runs(monkeypatch, real=True)
    root = Path(postgres.root)
    try:
        player = Player(app.test_client())
        player.start(puzzles["easy"])
        cell = player.state()["board"].index("0")
        player.post("move", cell=cell, digit=4, mode="value")
        dump = root / "pw.dump"
        backup.backup(app.extensions["sudoku_store"], dump)
        assert stat.S_IMODE(dump.stat().st_mode) == 0o600
        runner = target_app.test_cli_runner()
        result = runner.invoke(args=["restore", str(dump)])
        assert result.exit_code == 0, result.output
        assert "1 games, 1 actions replayed" in result.output
        assert {Path(argv[0]).name for argv, _ in seen} >= {"pg_dump", "pg_restore"}
        for argv, _env in seen:
            assert not any("s3cret" in a for a in argv), argv

        # A dump with a trigger of its own, or a row the app cannot read, is refused
        # and the restored database stays as it was.
        target = target_app.extensions["sudoku_store"]
        source = app.extensions["sudoku_store"]
        with source.begin() as c:
            c.execute(text(
                "CREATE FUNCTION adopt() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                "INSERT INTO played VALUES ('attacker', NEW.id, now()); RETURN NEW; END $$"
            ))
            c.execute(text(
                "CREATE TRIGGER adopt AFTER INSERT ON games FOR EACH ROW EXECUTE FUNCTION adopt()"
            ))
        evil = root / "evil.dump"
        backup.backup(source, evil)
        result = runner.invoke(args=["restore", str(evil)])
        assert result.exit_code == 1 and "not this app's schema" in result.output, result.output
        with source.begin() as c:
            c.execute(text("DROP TRIGGER adopt ON games"))
            c.execute(text("DROP FUNCTION adopt()"))
            c.execute(text("UPDATE games SET variant = 'hexagonal'"))
        bad = root / "bad.dump"
        backup.backup(source, bad)
        result = runner.invoke(args=["restore", str(bad)])
        assert result.exit_code == 1 and "unknown variant" in result.output, result.output
        empty = root / "empty.dump"
        empty.write_bytes(b"")
        result = runner.invoke(args=["restore", str(empty)])
        assert result.exit_code == 1 and "empty" in result.output, result.output
        with target.connect() as c:
            assert c.execute(text("SELECT variant FROM games")).scalars().all() == ["classic"]
            triggers = c.execute(text("SELECT count(*) FROM pg_trigger WHERE tgname = 'adopt'"))
            assert triggers.scalar() == 0
            databases = c.execute(text("SELECT datname FROM pg_database")).scalars().all()
            assert not [d for d in databases if d.startswith("sudoku_check_")]
    finally:
        app.extensions["sudoku_store"].dispose()
        target_app.extensions["sudoku_store"].dispose()
