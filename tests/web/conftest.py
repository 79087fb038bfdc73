"""Fixtures for the Flask test-client tests: a fresh app on a temporary SQLite file.

CSRF stays on, as in production; `Player` reads the token and the game version
from the last page it saw, the way a browser's forms carry them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from web_helpers import Player

from webapp import create_app, schema


@pytest.fixture
def app(tmp_path: Path) -> Flask:
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'games.db'}",
        }
    )
    schema.upgrade(app.extensions["sudoku_store"])
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
