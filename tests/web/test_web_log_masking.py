"""No game id in any log line: a game's id is the key to the game.

The real gunicorn with gunicorn.conf.py (access log on stdout, error log on stderr),
every route that carries an id, percent-encoded paths, gunicorn's own error messages,
and the app's logged exceptions, through the Flask test client."""

from __future__ import annotations

import logging
import os
import re
import secrets
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from test_web_serve import BIN, ROOT, free_port, request

from webapp import create_app
from webapp.serving.accesslog import redact
from webapp.storage import store


def _start(
    tmp_path: Path, app: str, *extra: str, upgrade: bool = True
) -> tuple[int, subprocess.Popen]:
    env = {
        **os.environ,
        "SUDOKU_INSTANCE_PATH": str(tmp_path / "instance"),
        "PORT": str(free_port()),
        "WEB_CONCURRENCY": "2",
        "SUDOKU_THREADS": "2",
    }
    env.pop("SUDOKU_DATABASE_URL", None)
    env.pop("SUDOKU_SECRET_KEY", None)
    if upgrade:
        done = subprocess.run(
            [str(BIN / "flask"), "--app", "webapp", "upgrade-db"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
    server = subprocess.Popen(
        [str(BIN / "gunicorn"), "--config", "gunicorn.conf.py", *extra, app],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    port = int(env["PORT"])
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return port, server
        except OSError:
            if server.poll() is not None:
                break
            time.sleep(0.2)
    server.kill()
    out, err = server.communicate()
    pytest.fail(f"gunicorn did not start:\n{out}\n{err}")


def _stop(server: subprocess.Popen) -> tuple[str, str]:
    """gunicorn's stdout (the access log) and stderr (the error log), once it stopped."""
    server.send_signal(signal.SIGTERM)
    try:
        return server.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        server.kill()
        return server.communicate()


@pytest.fixture
def gunicorn_app(tmp_path: Path) -> Iterator[tuple[int, subprocess.Popen]]:
    port, server = _start(tmp_path, "webapp:create_app()")
    try:
        yield port, server
    finally:
        if server.poll() is None:
            _stop(server)


def _raw(port: int, data: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(data)
        chunks = []
        while chunk := s.recv(65536):
            chunks.append(chunk)
        return b"".join(chunks)


def test_gunicorn_logs_show_routes_but_no_game_id(gunicorn_app) -> None:
    port, server = gunicorn_app
    status, headers, page = request(port, "GET", "/")
    cookie = headers["Set-Cookie"].split(";", 1)[0]
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    form = {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"}
    status, headers, _ = request(port, "POST", "/games", f"csrf_token={token}&builtin=easy-1", form)
    assert status == 303
    game_id = headers["Location"].rsplit("/", 1)[1]
    assert len(game_id) == len(secrets.token_urlsafe(16))
    seen = {"Cookie": cookie, "Referer": f"http://127.0.0.1:{port}/g/{game_id}"}

    assert request(port, "GET", f"/g/{game_id}", headers=seen)[0] == 200
    assert request(port, "GET", f"/g/{game_id}/share?from={game_id}", headers=seen)[0] == 200
    # Percent-encoded, the path still routes to the game: /%67/ is /g/.
    assert request(port, "GET", f"/%67/{game_id}", headers=seen)[0] == 200
    assert request(port, "GET", f"/g/%{ord(game_id[0]):02X}{game_id[1:]}")[0] == 200
    # Forgetting, without the form's token (400, logged too) and with it.
    assert request(port, "POST", f"/my-games/{game_id}/forget", "", form)[0] == 400
    assert request(
        port, "POST", f"/my-games/{game_id}/forget", f"csrf_token={token}", {**form, **seen}
    )[0] in (200, 303, 404)  # 404 if this browser never listed it
    # Requests gunicorn refuses itself: its error log quotes what it could not read.
    _raw(port, f"GET /g/{game_id}\x00 HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    _raw(port, f"GET g/{game_id} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    _raw(port, f"GET /g/{game_id} HTTP/1.1\r\nHost: x\r\nBad[Header]: 1\r\n\r\n".encode())

    access, errors = _stop(server)
    assert game_id not in access
    assert game_id not in errors
    assert game_id[1:] not in access + errors  # nor its percent-encoded spelling
    # The route stays readable.
    assert "GET /g/<game> " in access
    assert "GET /g/<game>/share?from=<game> " in access
    assert "GET /%67/<game> " in access
    assert "POST /my-games/<game>/forget " in access
    # The request lines gunicorn refused, quoted in its error log.
    assert "Invalid HTTP request line: 'GET /g/<game>" in errors
    assert "Invalid HTTP request line: 'GET g/<game> HTTP/1.1'" in errors


def test_gunicorn_error_log_of_a_request_the_app_fails(tmp_path: Path) -> None:
    """An exception that escapes the app: gunicorn logs "Error handling request <uri>"
    and the traceback. No Flask app here, so no URL map: the id's shape is enough."""
    (tmp_path / "failing_app.py").write_text(
        "def app(environ, start_response):\n"
        "    raise RuntimeError('cannot open ' + environ['PATH_INFO'].rsplit('/', 1)[1])\n"
    )
    port, server = _start(tmp_path, "failing_app:app", "--pythonpath", str(tmp_path), upgrade=False)
    game_id = secrets.token_urlsafe(16)
    try:
        assert request(port, "GET", f"/archive/{game_id}")[0] == 500
    finally:
        access, errors = _stop(server)
    assert "Error handling request GET /archive/<game>" in errors
    assert "RuntimeError: cannot open <game>" in errors
    assert game_id not in access + errors


@pytest.fixture
def failing_app(database_url: str) -> Iterator[Flask]:
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "DATABASE_URL": database_url,
            "PROPAGATE_EXCEPTIONS": False,
        }
    )

    # Routes added after the app was made: one the URL map marks (a game_id of any
    # length), one only the id's shape gives away.
    @app.get("/g/<game_id>/boom")
    @app.get("/boxes/<game_id>/boom")
    def boom(game_id: str) -> str:
        logging.getLogger("webapp.playing.boom").warning("about to fail on game %s", game_id)
        raise RuntimeError(f"no game {game_id!r}")

    @app.get("/archive/<key>")
    def archive(key: str) -> str:
        raise LookupError(f"nothing under {key}")

    yield app
    app.extensions["sudoku_store"].dispose()


def test_app_logs_mask_ids_in_messages_and_tracebacks(failing_app, caplog, capsys) -> None:
    client = failing_app.test_client()
    long_id, short_id = secrets.token_urlsafe(16), "b0x3d7Qz"
    caplog.set_level(logging.INFO)
    assert client.get(f"/g/{long_id}/boom").status_code == 500
    assert client.get(f"/%67/{long_id}/boom").status_code == 500
    assert client.get(f"/boxes/{short_id}/boom").status_code == 500
    assert client.get(f"/archive/{long_id}").status_code == 500
    logging.getLogger("werkzeug").info('"GET /g/%s HTTP/1.1" 200 -', long_id)

    logged = caplog.text
    err = capsys.readouterr().err  # Flask's own handler writes to the request's wsgi.errors
    assert "Exception on /g/<game>/boom [GET]" in logged
    assert "Exception on /boxes/<game>/boom [GET]" in logged
    assert "Exception on /archive/<game> [GET]" in logged
    assert "RuntimeError: no game '<game>'" in logged
    assert "LookupError: nothing under <game>" in logged
    assert "about to fail on game <game>" in logged
    assert '"GET /g/<game> HTTP/1.1" 200 -' in logged
    assert "Traceback" in logged
    for text in (logged, err):
        assert long_id not in text
        assert f"/boxes/{short_id}" not in text and f"'{short_id}'" not in text


def test_every_route_with_a_game_id_is_masked_and_others_are_left_alone(failing_app) -> None:
    game_id = secrets.token_urlsafe(16)
    for rule in failing_app.url_map.iter_rules():
        if "game_id" not in rule.arguments:
            continue
        path = re.sub(
            r"<(?:[^>]*:)?(\w+)>", lambda m: game_id if m.group(1) == "game_id" else "1", rule.rule
        )
        masked = redact(f"GET {path} HTTP/1.1")
        assert game_id not in masked and "<game>" in masked, rule.rule
    for readable in (
        "GET /g/new/easy HTTP/1.1",
        "GET /techniques/x_wing HTTP/1.1",
        'File "/srv/app/.venv/lib/python3.11/site-packages/flask/app.py"',
        "in handle_user_exception_",
    ):
        assert redact(readable) == readable
    for spelling in (
        f"/%67/{game_id}",
        f"/g/%{ord(game_id[0]):02X}{game_id[1:]}",
        f"/my-games/{game_id}/forget",
        f"/g%2F{game_id}",
        f"game {game_id}",
    ):
        assert game_id[1:] not in redact(spelling) and "<game>" in redact(spelling), spelling
    assert redact(f"/%67/{game_id}") == "/%67/<game>"


def test_the_masks_id_shape_is_the_stores() -> None:
    """By shape, the mask finds ids the way the store makes them."""
    from webapp.serving import logmask

    assert logmask.ID_ALPHABET == store.ID_ALPHABET
    for _ in range(50):
        assert len(secrets.token_urlsafe(16)) == logmask.ID_LENGTH <= store.MAX_ID_LENGTH
