"""Hostile input answered with a 4xx and words, never a 500, a stall or another host."""

from __future__ import annotations

import ast
import io
import socket
import time
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from web_helpers import Player, fields_of

from webapp import create_app
from webapp.page.theme import back_to
from webapp.playing import kept
from webapp.serving.slots import AppSlots

WEBAPP = Path(__file__).resolve().parents[2] / "webapp"
PUZZLE = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
BAD_HOSTS = ["a" * 64 + ".example", "a..b", ".example", "."]


@pytest.mark.parametrize("host", BAD_HOSTS)
@pytest.mark.parametrize("path", ["/", "/g/nosuchgame", "/healthz", "/techniques"])
def test_a_host_name_werkzeug_cannot_read_is_a_400_with_words(
    client: FlaskClient, host: str, path: str
) -> None:
    response = client.get(path, headers={"Host": host})
    assert response.status_code == 400
    assert response.mimetype == "text/plain"
    assert b"did not make sense" in response.data
    assert host.encode() not in response.data


def test_a_post_with_a_bad_host_is_a_400_too(client: FlaskClient) -> None:
    response = client.post("/games", data={"puzzle": PUZZLE}, headers={"Host": "a..b"})
    assert response.status_code == 400


@pytest.mark.parametrize(
    "raw",
    [
        "/\t/evil.example",
        "/\r\n/x",
        "/\n/evil.example",
        "/ /evil.example",
        "/\u2028/evil.example",
        "/\x00",
        "//evil.example",
        "/\\evil.example",
        "https://evil.example",
        "/no/such/page",
    ],
)
def test_next_is_a_path_of_this_site_or_home(app: Flask, raw: str) -> None:
    with app.test_request_context("/"):
        assert back_to(raw) == "/"


def test_next_keeps_a_page_of_this_site(app: Flask) -> None:
    with app.test_request_context("/"):
        assert back_to("/techniques/x-wing") == "/techniques/x-wing"
        assert back_to("/g/abc?cell=4") == "/g/abc?cell=4"


@pytest.mark.parametrize("path", ["/%09/evil.example", "/%0D%0A/x"])
def test_the_switches_on_a_404_page_come_home(client: FlaskClient, path: str) -> None:
    page = client.get(path)
    assert page.status_code == 404
    assert b'name="next" value="/"' in page.data
    token = fields_of(page)["csrf_token"]
    for switch, field in (("/theme", {"theme": "dark"}), ("/language", {"lang": "de"})):
        unquoted = path.replace("%09", "\t").replace("%0D%0A", "\r\n")
        answer = client.post(switch, data={"csrf_token": token, "next": unquoted, **field})
        assert answer.status_code == 303
        assert answer.headers["Location"] == "/"


def _views_that_store_a_game() -> list[tuple[str, str, bool]]:
    """(file, function, marked) for every function in the web app that calls new_game."""
    found = []
    for path in sorted(WEBAPP.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef):
                continue
            calls = {
                call.func.id
                for call in ast.walk(node)
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
            }
            if "new_game" in calls:
                marks = {d.id for d in node.decorator_list if isinstance(d, ast.Name)}
                found.append((path.name, node.name, "creates_games" in marks))
    return found


def test_every_view_that_stores_a_game_counts_against_the_new_games_limit() -> None:
    views = _views_that_store_a_game()
    assert len(views) >= 4  # home, practice, daily, new puzzle by level
    assert [v for v in views if not v[2]] == []


def _app_with(tmp_path: Path, **config: str) -> Flask:
    """An app on a fresh SQLite file with these settings (a rate limit, say)."""
    from webapp.storage import schema
    from webapp.storage.store import make_engine

    url = f"sqlite:///{tmp_path / 'g.db'}"
    engine = make_engine(url)
    schema.upgrade(engine)
    engine.dispose()
    return create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": url, **config})


def test_new_puzzle_by_level_is_limited_like_every_other_new_game(tmp_path: Path) -> None:
    from webapp.entering.pool import pool

    client = _app_with(tmp_path, RATELIMIT_NEW_GAMES="2 per minute").test_client()
    token = fields_of(client.get("/"))["csrf_token"]
    pool().take = lambda level, kind="classic": PUZZLE  # type: ignore[method-assign]
    try:
        statuses = [
            client.post("/g/new", data={"csrf_token": token, "level": "easy"}).status_code
            for _ in range(3)
        ]
    finally:
        del pool().take
    assert statuses[:2] == [303, 303]
    assert statuses[2] == 429


def test_engine_reads_are_kept_per_position(player: Player, monkeypatch) -> None:
    player.start(PUZZLE)
    monkeypatch.setattr(kept.rating, "answers", type(kept.rating.answers)())
    solves = player.client.application.extensions["sudoku_solves"]
    before = solves.started  # searches sent to the solve pool (serving/solves.py)
    first = player.client.get(player.game_url + "/rating")
    second = player.client.get(player.game_url + "/rating")
    assert first.status_code == second.status_code == 200
    assert first.data == second.data
    assert solves.started - before == 1


def test_engine_reads_have_a_per_client_limit(tmp_path: Path) -> None:
    player = Player(_app_with(tmp_path, RATELIMIT_ENGINE_READS="2 per minute").test_client())
    player.start(PUZZLE)
    statuses = [player.client.get(player.game_url + "/rating").status_code for _ in range(3)]
    assert statuses == [200, 200, 429]
    assert player.page().status_code == 200  # playing is not an engine read


# ----- bodies: read before a slot is taken, within a deadline ---------------------------


class _Seen:
    """A WSGI app that says what it was given."""

    def __init__(self) -> None:
        self.environ: dict = {}

    def __call__(self, environ, start_response):  # noqa: ANN001, ANN204
        self.environ = environ
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [environ["wsgi.input"].read()]


def _chunked(body: bytes) -> dict:
    return {
        "REQUEST_METHOD": "POST",
        "HTTP_TRANSFER_ENCODING": "chunked",
        "wsgi.input": io.BytesIO(body),
        "wsgi.input_terminated": True,
    }


def test_a_chunked_body_is_read_before_the_app_and_given_its_length() -> None:
    seen = _Seen()
    slots = AppSlots(seen, 1, 16 * 1024)
    answer = b"".join(slots(_chunked(b"puzzle=123"), lambda *a: None))
    assert answer == b"puzzle=123"
    assert seen.environ["CONTENT_LENGTH"] == "10"
    assert "HTTP_TRANSFER_ENCODING" not in seen.environ


def test_a_chunked_body_over_the_limit_reaches_flask_as_too_large(client: FlaskClient) -> None:
    page = client.get("/")
    token = fields_of(page)["csrf_token"]
    body = f"csrf_token={token}&puzzle={'1' * 20000}".encode()
    response = client.post(
        "/games",
        input_stream=io.BytesIO(body),
        content_type="application/x-www-form-urlencoded",
        headers={"Transfer-Encoding": "chunked"},
    )
    assert response.status_code == 413


class _Stalled(io.RawIOBase):
    def read(self, size: int = -1) -> bytes:
        raise TimeoutError("no byte came")


def test_a_body_that_stalls_is_refused_without_taking_a_slot() -> None:
    seen = _Seen()
    slots = AppSlots(seen, 1, 16 * 1024, body_seconds=0.2)
    statuses = []
    environ = _chunked(b"")
    environ["wsgi.input"] = _Stalled()
    list(slots(environ, lambda status, headers: statuses.append(status)))
    assert statuses == ["408 Request Timeout"]
    assert seen.environ == {}
    assert slots.slots.acquire(blocking=False)  # the slot stayed free


@pytest.mark.slow
def test_stalled_chunked_posts_hold_no_worker_of_a_real_gunicorn(tmp_path: Path) -> None:
    import os
    import signal
    import subprocess
    import sys

    from test_web_serve import free_port, request

    root = Path(__file__).resolve().parents[2]
    bin_ = Path(sys.executable).parent
    port = free_port()
    env = {
        **os.environ,
        "SUDOKU_INSTANCE_PATH": str(tmp_path / "instance"),
        "PORT": str(port),
        "WEB_CONCURRENCY": "1",
        "SUDOKU_BODY_SECONDS": "3",
    }
    env.pop("SUDOKU_DATABASE_URL", None)
    env.pop("SUDOKU_SECRET_KEY", None)
    subprocess.run(
        [str(bin_ / "flask"), "--app", "webapp", "upgrade-db"],
        cwd=root,
        env=env,
        check=True,
        capture_output=True,
        timeout=60,
    )
    server = subprocess.Popen(
        [str(bin_ / "gunicorn"), "--config", "gunicorn.conf.py", "webapp:create_app()"],
        cwd=root,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    stalled: list[socket.socket] = []
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if request(port, "GET", "/healthz")[0] == 200:
                    break
            except OSError:
                time.sleep(0.2)
        for _ in range(2):
            sock = socket.create_connection(("127.0.0.1", port), timeout=10)
            sock.sendall(
                b"POST /games HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n"
                b"Content-Type: application/x-www-form-urlencoded\r\n\r\n5\r\npuzzl"
            )
            stalled.append(sock)
        time.sleep(0.3)
        started = time.monotonic()
        assert request(port, "GET", "/healthz")[0] == 200
        assert time.monotonic() - started < 1.0
        # The stalled ones are answered 408 once their time is up.
        stalled[0].settimeout(10)
        assert stalled[0].recv(100).startswith(b"HTTP/1.1 408")
        big = b"x" * 20000
        sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        sock.sendall(
            b"POST /games HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n"
            b"Content-Type: application/x-www-form-urlencoded\r\n\r\n"
            + f"{len(big):x}\r\n".encode()
            + big
            + b"\r\n0\r\n\r\n"
        )
        assert sock.recv(100).startswith(b"HTTP/1.1 413")
        sock.close()
    finally:
        for sock in stalled:
            sock.close()
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()


def test_a_multipart_part_with_no_name_is_a_400_not_a_500(client: FlaskClient) -> None:
    body = (
        b"--b\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n"
        b"--b\r\nContent-Disposition: form-data; name=\"theme\"\r\n\r\ndark\r\n--b--\r\n"
    )
    for path in ("/theme", "/games", "/enter/check"):
        response = client.post(
            path, data=body, content_type="multipart/form-data; boundary=b"
        )
        assert response.status_code == 400, path


IMPOSSIBLE = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."


def test_norvigs_impossible_puzzle_is_refused_at_once(client: FlaskClient) -> None:
    token = fields_of(client.get("/"))["csrf_token"]
    started = time.process_time()
    response = client.post("/games", data={"csrf_token": token, "puzzle": IMPOSSIBLE})
    assert response.status_code == 422
    assert b"no solution" in response.data
    assert time.process_time() - started < 2  # was 46 s (the figure lives in the bench)


def test_a_puzzle_past_the_search_budget_is_a_422_too_hard(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    import engine.puzzle
    from engine import SearchTooLong

    def gives_up(*args: object, **kwargs: object) -> int:
        raise SearchTooLong(50_000)

    monkeypatch.setattr(engine.puzzle, "count_solutions", gives_up)
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/games", data={"csrf_token": token, "puzzle": PUZZLE})
    assert response.status_code == 422
    assert b"too hard to check" in response.data
