"""The app factory: where the database and the secret key come from, and common headers."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from webapp import create_app


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
    monkeypatch.setenv("SUDOKU_SECRET_KEY", "from-env")
    app = create_app()
    try:
        assert app.config["SECRET_KEY"] == "from-env"
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
