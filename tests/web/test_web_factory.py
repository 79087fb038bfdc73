"""The app factory: where the database and the secret key come from, and common headers."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from webapp import create_app
from webapp.storage import schema


@pytest.fixture
def instance(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "instance"
    monkeypatch.setenv("SUDOKU_INSTANCE_PATH", str(folder))
    monkeypatch.delenv("SUDOKU_DATABASE_URL", raising=False)
    monkeypatch.delenv("SUDOKU_SECRET_KEY", raising=False)
    return folder


def test_default_database_is_a_sqlite_file_in_the_instance_folder(instance: Path) -> None:
    app = create_app()
    try:
        assert app.config["DATABASE_URL"] == f"sqlite:///{instance / 'sudoku.db'}"
        result = app.test_cli_runner().invoke(args=["upgrade-db"])
        assert result.exit_code == 0, result.output
        assert f"database at revision {schema.head()}" in result.output
        assert (instance / "sudoku.db").is_file()
    finally:
        app.extensions["sudoku_store"].dispose()


def test_database_url_comes_from_the_environment(
    instance: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = f"sqlite:///{tmp_path / 'elsewhere.db'}"
    monkeypatch.setenv("SUDOKU_DATABASE_URL", url)
    app = create_app()
    try:
        assert app.config["DATABASE_URL"] == url
        app.test_cli_runner().invoke(args=["upgrade-db"])
        assert (tmp_path / "elsewhere.db").is_file()
        assert not (instance / "sudoku.db").exists()
    finally:
        app.extensions["sudoku_store"].dispose()


def test_secret_key_is_made_once_and_kept_across_restarts(instance: Path) -> None:
    first = create_app()
    second = create_app()
    try:
        key_file = instance / "secret_key"
        assert first.config["SECRET_KEY"] == second.config["SECRET_KEY"]
        assert len(first.config["SECRET_KEY"]) >= 32
        assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    finally:
        first.extensions["sudoku_store"].dispose()
        second.extensions["sudoku_store"].dispose()


def test_secret_key_from_the_environment_wins(
    instance: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SUDOKU_SECRET_KEY", "from-env-0123456789abcdef")
    app = create_app()
    try:
        assert app.config["SECRET_KEY"] == "from-env-0123456789abcdef"
        assert not (instance / "secret_key").exists()
    finally:
        app.extensions["sudoku_store"].dispose()


def test_test_config_overrides_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SUDOKU_DATABASE_URL", "sqlite:///ignored.db")
    url = f"sqlite:///{tmp_path / 'test.db'}"
    app = create_app({"DATABASE_URL": url, "SECRET_KEY": "k"})
    try:
        assert app.config["DATABASE_URL"] == url
    finally:
        app.extensions["sudoku_store"].dispose()


def test_every_page_varies_on_htmx_and_reports_its_server_time(client) -> None:
    response = client.get("/")
    assert "HX-Request" in response.headers["Vary"]
    assert response.headers["Server-Timing"].startswith("app;dur=")
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_a_short_or_empty_key_is_refused_at_start(
    instance: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SUDOKU_SECRET_KEY", "short")
    with pytest.raises(RuntimeError, match="5 characters; it needs at least 16"):
        create_app()
    monkeypatch.delenv("SUDOKU_SECRET_KEY")
    instance.mkdir(parents=True, exist_ok=True)
    (instance / "secret_key").write_text("")  # a crash between create and write, once
    with pytest.raises(RuntimeError, match="delete an empty instance/secret_key"):
        create_app()


def test_a_shared_database_needs_the_key_from_the_environment(
    instance: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SUDOKU_DATABASE_URL", "postgresql+psycopg://u@127.0.0.1:1/none")
    with pytest.raises(RuntimeError, match="Set SUDOKU_SECRET_KEY"):
        create_app()
    assert not (instance / "secret_key").exists()


def test_shared_rate_limit_counters_need_the_key_from_the_environment(
    instance: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Counters in Redis mean several hosts: each must sign cookies and forms alike.
    monkeypatch.setenv("SUDOKU_RATELIMIT_STORAGE", "redis://127.0.0.1:1/0")
    with pytest.raises(RuntimeError, match="shared rate-limit storage"):
        create_app()
    assert not (instance / "secret_key").exists()
    monkeypatch.setenv("SUDOKU_RATELIMIT_STORAGE", "memory://")
    app = create_app()  # counted per process: one host, a key of its own is fine
    assert (instance / "secret_key").exists()
    app.extensions["sudoku_store"].dispose()


START_UP = """
import sys
from webapp import create_app
from webapp.storage import schema
app = create_app()
print(app.config["SECRET_KEY"])
app.extensions["sudoku_store"].dispose()
"""


@pytest.mark.slow
def test_eight_workers_starting_at_once_share_one_key(instance: Path) -> None:
    # As gunicorn's workers do on an empty instance folder: every one boots, with one key.
    env = {**os.environ, "SUDOKU_INSTANCE_PATH": str(instance)}
    env.pop("SUDOKU_SECRET_KEY", None)
    env.pop("SUDOKU_DATABASE_URL", None)
    for _ in range(3):
        shutil.rmtree(instance, ignore_errors=True)
        workers = [
            subprocess.Popen(
                [sys.executable, "-c", START_UP], env=env, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, text=True,
            )
            for _ in range(8)
        ]
        results = [w.communicate(timeout=60) for w in workers]
        assert all(w.returncode == 0 for w in workers), [err for _, err in results]
        keys = {out.strip() for out, _ in results}
        assert len(keys) == 1
        assert keys == {(instance / "secret_key").read_text().strip()}
        assert [p.name for p in instance.iterdir()] == ["secret_key"]  # no temp file left


def test_requests_wait_for_the_schema_instead_of_failing(instance: Path) -> None:
    app = create_app()
    try:
        page = app.test_client().get("/")
        assert page.status_code == 503
        assert b"upgrade-db" in page.data
        app.test_cli_runner().invoke(args=["upgrade-db"])
        assert app.test_client().get("/").status_code == 200
    finally:
        app.extensions["sudoku_store"].dispose()
