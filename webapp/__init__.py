"""The web app: `create_app` builds it, flaskr-style.

Configuration, lowest to highest precedence:
- defaults below (SQLite file `instance/sudoku.db`);
- `instance/config.py` if present;
- environment: SUDOKU_DATABASE_URL (any SQLAlchemy URL, e.g.
  postgresql+psycopg://user:pw@host/db) and SUDOKU_SECRET_KEY;
- `test_config`, a mapping a test passes.
SUDOKU_INSTANCE_PATH moves the instance folder (database file, secret key).
Without SUDOKU_SECRET_KEY, a key is generated once into `instance/secret_key`,
so sessions and CSRF tokens survive restarts.
"""

from __future__ import annotations

import os
import secrets
import time
from collections.abc import Mapping
from pathlib import Path

from flask import Flask, Response, g
from flask_wtf.csrf import CSRFProtect

ROOT = Path(__file__).resolve().parent.parent

# htmx needs no inline script or eval, so the page can refuse both.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'self'"
)


def create_app(test_config: Mapping[str, object] | None = None) -> Flask:
    app = Flask(
        __name__,
        instance_relative_config=True,
        instance_path=_instance_path(),
        template_folder=str(ROOT / "templates"),
        static_folder=str(ROOT / "static"),
    )
    instance = Path(app.instance_path)
    app.config.from_mapping(
        DATABASE_URL=f"sqlite:///{instance / 'sudoku.db'}",
        # Moves are a few fields; a pasted puzzle is under 1,000 characters.
        MAX_CONTENT_LENGTH=16 * 1024,
        MAX_FORM_PARTS=50,
        # A game tab may stay open for hours: the token lives as long as the session.
        WTF_CSRF_TIME_LIMIT=None,
        SESSION_COOKIE_SAMESITE="Lax",
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
        if os.environ.get("SUDOKU_DATABASE_URL"):
            app.config["DATABASE_URL"] = os.environ["SUDOKU_DATABASE_URL"]
        if os.environ.get("SUDOKU_SECRET_KEY"):
            app.config["SECRET_KEY"] = os.environ["SUDOKU_SECRET_KEY"]
    else:
        app.config.update(test_config)
    instance.mkdir(parents=True, exist_ok=True)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _kept_secret(instance / "secret_key")

    from . import errors, game, home, hx, share, store

    store.init_app(app)
    hx.init_app(app)
    errors.init_app(app)
    CSRFProtect(app)
    app.register_blueprint(home.bp)
    app.register_blueprint(game.bp)
    app.register_blueprint(share.bp)
    _time_and_protect(app)
    return app


def _instance_path() -> str | None:
    configured = os.environ.get("SUDOKU_INSTANCE_PATH")
    return os.path.abspath(configured) if configured else None


def _kept_secret(path: Path) -> str:
    """The instance's secret key, made on first start and read back afterwards."""
    try:
        return path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        key = secrets.token_hex(32)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(key)
        return key


def _time_and_protect(app: Flask) -> None:
    @app.before_request
    def _start_clock() -> None:
        g.started = time.perf_counter()

    @app.after_request
    def _headers(response: Response) -> Response:
        # Server-Timing shows the server's share in the browser's devtools and in the bench.
        if "started" in g:
            elapsed = (time.perf_counter() - g.started) * 1000
            response.headers["Server-Timing"] = f"app;dur={elapsed:.2f}"
        response.headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Referrer-Policy", "same-origin")
        return response
