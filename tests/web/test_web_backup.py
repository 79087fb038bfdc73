"""Backups taken while players write restore to games whose histories replay to their boards."""

from __future__ import annotations

import shutil
import threading
import time
from pathlib import Path

import pytest
from flask import Flask
from sqlalchemy import text
from web_helpers import Player

from webapp import create_app
from webapp.storage import backup
from webapp.storage.store import make_engine

# The database matters here: backups are per database; runs on PostgreSQL too.
pytestmark = pytest.mark.database


def _play(app: Flask, puzzle: str, moves: int, stop: threading.Event) -> None:
    player = Player(app.test_client())
    player.start(puzzle)
    empty = [i for i, ch in enumerate(puzzle) if ch in ".0"]
    for i in range(moves):
        if stop.is_set():
            return
        cell = empty[i % len(empty)]
        player.post("move", cell=cell, digit=i % 9 + 1, mode="value")


def _writers(app: Flask, puzzle: str, stop: threading.Event) -> list[threading.Thread]:
    threads = [
        threading.Thread(target=_play, args=(app, puzzle, 60, stop), daemon=True)
        for _ in range(3)
    ]
    for t in threads:
        t.start()
    return threads


@pytest.mark.slow  # seconds of work: make test runs it, make check skips it
def test_a_sqlite_backup_taken_during_writes_restores_and_replays(
    tmp_path: Path, puzzles: dict[str, str]
) -> None:
    url = f"sqlite:///{tmp_path / 'live.db'}"
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": url})
    from webapp.storage import schema

    schema.upgrade(app.extensions["sudoku_store"])
    stop = threading.Event()
    threads = _writers(app, puzzles["easy"], stop)
    copies = []
    try:
        # Bounded: a backup every 50 ms while the writers play, at most 100.
        for k in range(100):
            if not any(t.is_alive() for t in threads):
                break
            copy = tmp_path / f"backup-{k}.db"
            backup.backup(app.extensions["sudoku_store"], copy)
            copies.append(copy)
            time.sleep(0.05)
    finally:
        for t in threads:
            t.join(timeout=120)
        stop.set()
    restored_url = f"sqlite:///{tmp_path / 'restored.db'}"
    engine = make_engine(restored_url)
    try:
        seen = []
        for copy in copies:
            backup.restore(engine, copy)
            report = backup.replay_games(engine)
            assert report.broken == ()
            seen.append((report.games, report.actions))
        # Some copies were taken mid-play: games with some of their moves, not all.
        assert any(0 < actions < 180 for _, actions in seen), seen
        # After the writers stopped, a backup holds every move they made.
        final = tmp_path / "final.db"
        backup.backup(app.extensions["sudoku_store"], final)
        backup.restore(engine, final)
        report = backup.replay_games(engine)
        assert report.broken == () and report.games == 3 and report.actions == 180
    finally:
        engine.dispose()
        app.extensions["sudoku_store"].dispose()


def test_replay_finds_a_game_whose_board_its_history_does_not_lead_to(
    app: Flask, player: Player, puzzles: dict[str, str]
) -> None:
    player.start(puzzles["easy"])
    state = player.state()
    cell = state["board"].index("0")
    player.post("move", cell=cell, digit=5, mode="value")
    engine = app.extensions["sudoku_store"]
    assert backup.replay_games(engine).broken == ()
    board = player.state()["board"]
    forged = board[:cell] + ("6" if board[cell] == "5" else "5") + board[cell + 1 :]
    with engine.begin() as c:
        c.execute(text("UPDATE games SET board = :b"), {"b": forged})
    assert len(backup.replay_games(engine).broken) == 1


def test_backup_and_restore_commands(
    app: Flask, player: Player, tmp_path: Path, puzzles: dict[str, str]
) -> None:
    player.start(puzzles["easy"])
    cell = player.state()["board"].index("0")
    player.post("move", cell=cell, digit=3, mode="value")
    runner = app.test_cli_runner()
    saved = tmp_path / "saved.backup"
    result = runner.invoke(args=["backup", str(saved)])
    assert result.exit_code == 0, result.output
    player.post("move", cell=cell, digit=0, mode="value")  # erased after the backup
    result = runner.invoke(args=["restore", str(saved)])
    assert result.exit_code == 0, result.output
    assert "1 games, 1 actions replayed" in result.output
    assert player.state()["board"][cell] == "3"


def test_restore_refuses_what_is_not_a_backup(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'live.db'}"
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": url})
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database" * 100)
    result = app.test_cli_runner().invoke(args=["restore", str(junk)])
    assert result.exit_code != 0
    assert "junk.db" in result.output
    missing = app.test_cli_runner().invoke(args=["restore", str(tmp_path / "none.db")])
    assert missing.exit_code != 0 and "no backup at" in missing.output
    app.extensions["sudoku_store"].dispose()


@pytest.mark.postgres
def test_a_postgres_dump_restores_on_the_throwaway_cluster(postgres, puzzles) -> None:
    installed = list(Path("/usr/lib/postgresql").glob("*/bin/pg_dump"))
    if shutil.which("pg_dump") is None and not installed:
        pytest.skip("pg_dump is not installed")
    admin = make_engine(postgres.url())
    with admin.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
        c.execute(text("CREATE DATABASE backup_source TEMPLATE sudoku_template"))
        c.execute(text("CREATE DATABASE backup_target"))
    admin.dispose()
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": postgres.url("backup_source")}
    )
    stop = threading.Event()
    threads = _writers(app, puzzles["easy"], stop)
    dump = Path(postgres.root) / "during.dump"
    try:
        backup.backup(app.extensions["sudoku_store"], dump)
    finally:
        for t in threads:
            t.join(timeout=120)
        stop.set()
    target = make_engine(postgres.url("backup_target"))
    try:
        backup.restore(target, dump)
        report = backup.replay_games(target)
        assert report.broken == ()
        final = Path(postgres.root) / "final.dump"
        backup.backup(app.extensions["sudoku_store"], final)
        backup.restore(target, final)
        report = backup.replay_games(target)
        assert report.broken == () and report.games == 3 and report.actions == 180
    finally:
        target.dispose()
        app.extensions["sudoku_store"].dispose()
