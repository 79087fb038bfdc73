"""Fixtures for the Flask test-client tests: a fresh app on a temporary SQLite file, and
on a throwaway PostgreSQL database too for modules marked `database`.

CSRF stays on, as in production; `Player` reads the token and the game version
from the last page it saw, the way a browser's forms carry them.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from postgres import Cluster, why_not
from sqlalchemy import text
from web_helpers import Player

from webapp import create_app
from webapp.storage import schema
from webapp.storage.store import make_engine


@pytest.fixture(scope="session")
def postgres() -> Iterator[Cluster]:
    """One throwaway cluster for the session; each test gets a database of its own."""
    reason = why_not()
    if reason is not None:
        pytest.skip(f"PostgreSQL runs skipped: {reason}")
    cluster = Cluster()
    try:
        template = make_engine(cluster.url())
        with template.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
            c.execute(text("CREATE DATABASE sudoku_template"))
        template.dispose()
        schema_engine = make_engine(cluster.url("sudoku_template"))
        schema.upgrade(schema_engine)
        schema_engine.dispose()
        yield cluster
    finally:
        cluster.stop()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """App tests run on SQLite; those marked `database` (history, migrations, backups,
    the app's own SQL) also on PostgreSQL, each such run marked `postgres`."""
    if "database_url" not in metafunc.fixturenames:
        return
    params: list[object] = ["sqlite"]
    if metafunc.definition.get_closest_marker("database"):
        params.append(pytest.param("postgresql", marks=pytest.mark.postgres))
    metafunc.parametrize("database_url", params, indirect=True)


@pytest.fixture
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh database of the kind the test was parametrized with."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'games.db'}"
        engine = make_engine(url)
        schema.upgrade(engine)
        engine.dispose()
        yield url
        return
    cluster: Cluster = request.getfixturevalue("postgres")
    name = f"t{next(_DATABASES)}"
    admin = make_engine(cluster.url())
    with admin.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
        c.execute(text(f"CREATE DATABASE {name} TEMPLATE sudoku_template"))
    try:
        yield cluster.url(name)
    finally:
        with admin.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
            c.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        admin.dispose()


_DATABASES = itertools.count()


@pytest.fixture
def app(database_url: str) -> Iterator[Flask]:
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": database_url})
    yield app
    app.extensions["sudoku_store"].dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


class HtmxClient(FlaskClient):
    """A client whose every request says it comes from htmx."""

    def open(self, *args, **kwargs):  # noqa: ANN002, ANN003, ANN201
        headers = dict(kwargs.pop("headers", None) or {})
        headers.setdefault("HX-Request", "true")
        return super().open(*args, headers=headers, **kwargs)


@pytest.fixture
def hx_client(app: Flask) -> FlaskClient:
    app.test_client_class = HtmxClient
    try:
        return app.test_client()
    finally:
        app.test_client_class = None


@pytest.fixture
def player(client: FlaskClient) -> Player:
    return Player(client)


@pytest.fixture
def hx_player(hx_client: FlaskClient) -> Player:
    return Player(hx_client)
