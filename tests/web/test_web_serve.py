"""`make serve`'s start-up path for real: upgrade-db, then gunicorn with eight threaded
workers on an empty instance folder, on 127.0.0.1; a game played; the log checked."""

from __future__ import annotations

import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
BIN = Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[int, subprocess.Popen]]:
    env = {
        **os.environ,
        "SUDOKU_INSTANCE_PATH": str(tmp_path / "instance"),
        "PORT": str(free_port()),
        "WEB_CONCURRENCY": "8",
        "SUDOKU_THREADS": "2",
    }
    env.pop("SUDOKU_DATABASE_URL", None)
    env.pop("SUDOKU_SECRET_KEY", None)
    upgrade = subprocess.run(
        [str(BIN / "flask"), "--app", "webapp", "upgrade-db"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert upgrade.returncode == 0, upgrade.stderr
    server = subprocess.Popen(
        [str(BIN / "gunicorn"), "--config", "gunicorn.conf.py", "webapp:create_app()"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    port = int(env["PORT"])
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if request(port, "GET", "/healthz")[0] == 200:
                    break
            except OSError:
                pass
            time.sleep(0.2)
        else:
            pytest.fail("gunicorn did not answer /healthz within 60 s")
        yield port, server
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()


def request(
    port: int, method: str, path: str, body: str = "", headers: dict | None = None
) -> tuple[int, dict[str, str], str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request(method, path, body=body or None, headers=headers or {})
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode()
    finally:
        connection.close()


@pytest.mark.slow  # seconds of work: make test runs it, make check skips it
def test_serve_boots_eight_workers_plays_and_keeps_game_ids_out_of_the_log(served) -> None:
    port, server = served
    status, headers, page = request(port, "GET", "/")
    assert status == 200
    assert headers["Server"] == "sudoku-hint"  # no name and version of the server software
    cookie = headers["Set-Cookie"].split(";", 1)[0]
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    form = f"csrf_token={token}&builtin=easy-1"
    status, headers, _ = request(
        port, "POST", "/games", form,
        {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"},
    )
    assert status == 303
    game = headers["Location"]
    game_id = game.rsplit("/", 1)[1]
    status, headers, _ = request(port, "GET", game, headers={"Cookie": cookie})
    assert status == 200 and headers["Cache-Control"] == "no-store"
    server.send_signal(signal.SIGTERM)
    log, _ = server.communicate(timeout=30)
    assert "Booting worker" in log and log.count("Booting worker") >= 8
    assert "GET /g/<game> " in log
    assert game_id not in log


def test_a_started_worker_freezes_its_start_up_heap() -> None:
    """gunicorn.conf.py's post_worker_init: what start-up made is left out of the
    collector's whole-heap passes from then on."""
    import gc
    import runpy

    settings = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    gc.unfreeze()
    try:
        settings["post_worker_init"](None)
        assert gc.get_freeze_count() > 1000
    finally:
        gc.unfreeze()
