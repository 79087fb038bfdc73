"""The web app: `create_app` builds it, flaskr-style.

Configuration, lowest to highest precedence:
- defaults below (SQLite file `instance/sudoku.db`);
- `instance/config.py` if present;
- environment: SUDOKU_DATABASE_URL (any SQLAlchemy URL, e.g.
  postgresql+psycopg://user:pw@host/db) and SUDOKU_SECRET_KEY;
- `test_config`, a mapping a test passes.
SUDOKU_INSTANCE_PATH moves the instance folder (database file, secret key).
Without SUDOKU_SECRET_KEY, a key is generated once into `instance/secret_key`,
so sessions and CSRF tokens survive restarts; with a database other than
SQLite (shared by several hosts) the key must come from the environment. A key
shorter than 16 characters is refused at start.

The app never creates tables: `flask --app webapp upgrade-db` (run by `make
run` and `make serve` before the server starts) brings the schema up to date.
"""

from __future__ import annotations

import os
import secrets
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path

from flask import Flask, Response, g, request
from flask_wtf.csrf import CSRFProtect
from werkzeug.middleware.proxy_fix import ProxyFix

from .serving.photos import PHOTO_MAX_BYTES, PHOTO_PATH
from .serving.slots import BODY_SECONDS, AppSlots

ROOT = Path(__file__).resolve().parent.parent

# htmx needs no inline script or eval, so the page can refuse both.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'self'"
)


# The app needs none of these browser features.
PERMISSIONS_POLICY = (
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"
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
        # ...but a photo upload's path takes a photo (serving/photos.py, bodies.py).
        BODY_LIMITS={PHOTO_PATH: PHOTO_MAX_BYTES},
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
        if os.environ.get("SUDOKU_TRUSTED_HOSTS"):
            hosts = os.environ["SUDOKU_TRUSTED_HOSTS"].split(",")
            app.config["TRUSTED_HOSTS"] = [h.strip() for h in hosts if h.strip()]
        if os.environ.get("SUDOKU_HTTPS") == "1":
            app.config["HTTPS"] = True
        if os.environ.get("SUDOKU_PROXY_FIX"):
            app.config["PROXY_FIX"] = int(os.environ["SUDOKU_PROXY_FIX"])
        if os.environ.get("SUDOKU_APP_SLOTS"):
            app.config["APP_SLOTS"] = int(os.environ["SUDOKU_APP_SLOTS"])
        if os.environ.get("SUDOKU_BODY_SECONDS"):
            app.config["BODY_SECONDS"] = float(os.environ["SUDOKU_BODY_SECONDS"])
    else:
        app.config.update(test_config)
    # It holds the database and the secret key: only their owner may look in.
    instance.mkdir(mode=0o700, parents=True, exist_ok=True)
    if not app.config.get("SECRET_KEY"):
        shared = _shared_with_other_hosts(app)
        if shared:
            raise RuntimeError(
                f"Set SUDOKU_SECRET_KEY: with a shared {shared} every host must sign with "
                "the same key, so it cannot be made up here."
            )
        app.config["SECRET_KEY"] = _kept_secret(instance / "secret_key")
    if test_config is None:
        _check_secret(app.config["SECRET_KEY"])

    from .entering import enter, home, levels, photo
    from .learning import practice, progress
    from .page import language, theme, titles
    from .playing import game, share
    from .serving import bodies, errors, health, hx, limits, logmask, photos, solves
    from .storage import backup, players, store

    store.init_app(app)
    backup.init_app(app)
    hx.init_app(app)
    errors.init_app(app)
    bodies.init_app(app)
    photos.init_app(app)
    solves.init_app(app)
    CSRFProtect(app)
    app.register_blueprint(home.bp)
    app.register_blueprint(game.bp)
    app.register_blueprint(health.bp)
    app.register_blueprint(share.bp)
    app.register_blueprint(levels.bp)
    app.register_blueprint(enter.bp)
    app.register_blueprint(photo.bp)
    app.register_blueprint(practice.bp)
    app.register_blueprint(progress.bp)
    players.init_app(app)
    theme.init_app(app)
    language.init_app(app)
    limits.init_app(app)
    titles.init_app(app)
    _time_and_protect(app)
    if app.config.get("HTTPS"):
        # Served over TLS (behind the proxy): cookies never travel in clear.
        app.config["SESSION_COOKIE_SECURE"] = True
    if app.config.get("PROXY_FIX"):
        # Only behind a proxy we run: it sets X-Forwarded-*, and nobody else may.
        n = int(app.config["PROXY_FIX"])
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=n, x_proto=n, x_host=n)  # type: ignore[method-assign]
    # Few requests in the app at once per process, however many threads wait (slots.py).
    app.wsgi_app = AppSlots(  # type: ignore[method-assign]
        app.wsgi_app,
        int(app.config.get("APP_SLOTS", 2)),
        int(app.config["MAX_CONTENT_LENGTH"]),
        float(app.config.get("BODY_SECONDS", BODY_SECONDS)),
        dict(app.config["BODY_LIMITS"]),
    )
    # A request for //g/x would be redirected to /g/x with a Location built from the
    # Host header; refuse it instead (404), so no redirect ever names another host.
    app.url_map.merge_slashes = False
    app.url_map.redirect_defaults = False
    # Game ids, the keys to games, out of every log line (serving/logmask.py).
    logmask.install(app)
    return app


def _shared_with_other_hosts(app: Flask) -> str:
    """What this host shares with others ('' for nothing): a database other than an
    SQLite file, or rate-limit counters kept outside the process."""
    if not app.config["DATABASE_URL"].startswith("sqlite"):
        return "database"
    storage = app.config.get("RATELIMIT_STORAGE_URI") or os.environ.get(
        "SUDOKU_RATELIMIT_STORAGE", ""
    )
    if storage and not storage.startswith("memory://"):
        return "rate-limit storage"
    return ""


def _instance_path() -> str | None:
    configured = os.environ.get("SUDOKU_INSTANCE_PATH")
    return os.path.abspath(configured) if configured else None


MIN_SECRET_LENGTH = 16


def _check_secret(key: object) -> None:
    if not isinstance(key, str) or len(key.strip()) < MIN_SECRET_LENGTH:
        length = len(key.strip()) if isinstance(key, str) else 0
        raise RuntimeError(
            f"The secret key is {length} characters; it needs at least {MIN_SECRET_LENGTH}. "
            "Set SUDOKU_SECRET_KEY to a long random string (python -c 'import secrets; "
            "print(secrets.token_hex(32))'), or delete an empty instance/secret_key so a "
            "new one is made."
        )


def _kept_secret(path: Path) -> str:
    """The instance's secret key, made on first start and read back afterwards.

    Several workers may start at once: each writes a whole key to a file of its
    own, then links it into place, which fails if another got there first, and
    everyone reads back the one key that won. No one ever sees half a key.
    """
    try:
        return path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        pass
    fd, temp = tempfile.mkstemp(prefix=".secret_key.", dir=path.parent)
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(secrets.token_hex(32))
            out.flush()
            os.fsync(out.fileno())
        try:
            os.link(temp, path)
        except FileExistsError:
            pass  # another worker's key is in place: use that one
    finally:
        os.unlink(temp)
    return path.read_text(encoding="utf-8").strip()


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
        response.headers.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        if request.path.startswith("/g/") or request.method == "POST":
            # A game's address is its key: no shared cache may keep its pages.
            response.headers["Cache-Control"] = "no-store"
        if app.config.get("HTTPS"):
            response.headers.setdefault("Strict-Transport-Security", "max-age=31536000")
        return response
