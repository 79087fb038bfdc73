"""Production hardening: health check, pruning, refusals, hosts, and the headers."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import func, select
from web_helpers import Player

from webapp import create_app
from webapp.storage import schema
from webapp.storage.store import Action, Game, db

# The database matters here: prune and the history cap are our own SQL; on PostgreSQL too.
pytestmark = pytest.mark.database


def test_healthz_checks_the_database(client, tmp_path: Path) -> None:
    ok = client.get("/healthz")
    assert ok.status_code == 200 and ok.data == b"ok\n"
    fresh = create_app({"SECRET_KEY": "k" * 16, "DATABASE_URL": f"sqlite:///{tmp_path / 'n.db'}"})
    try:
        waiting = fresh.test_client().get("/healthz")
        assert waiting.status_code == 503 and b"not upgraded" in waiting.data
    finally:
        fresh.extensions["sudoku_store"].dispose()
    gone = create_app({"SECRET_KEY": "k" * 16, "DATABASE_URL": "sqlite:////nonexistent/dir/x.db"})
    try:
        assert gone.test_client().get("/healthz").status_code == 503
    finally:
        gone.extensions["sudoku_store"].dispose()


def test_prune_deletes_only_games_untouched_for_that_long(app, player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    player.post("move", cell=player.state()["board"].index("0"), digit=5)
    old_id = player.game_url.rsplit("/", 1)[1]
    Player(player.client).start(puzzle=puzzles["hard"])  # a recent one, kept
    with app.app_context():
        game = db().get(Game, old_id)
        game.updated_at = datetime.now(UTC) - timedelta(days=91)
        db().commit()
    result = app.test_cli_runner().invoke(args=["prune", "--older-than", "90d"])
    assert result.exit_code == 0, result.output
    assert "deleted 1 game untouched for 90 days" in result.output
    with app.app_context():
        assert db().get(Game, old_id) is None
        assert db().scalar(select(func.count()).select_from(Game)) == 1
        left = db().scalar(select(func.count()).where(Action.game_id == old_id))
        assert left == 0
    bad = app.test_cli_runner().invoke(args=["prune", "--older-than", "soon"])
    assert bad.exit_code != 0 and "not a number of days" in bad.output


def test_apply_from_the_list_is_refused_while_the_board_has_a_mistake(
    player: Player, puzzles
) -> None:
    player.start(puzzle=puzzles["hard"])
    state = player.state()
    cell = state["board"].index("0")
    wrong = next(d for d in range(1, 10) if d != state["solution"][cell])
    player.post("move", cell=cell, digit=wrong)
    before = player.state()
    response = player.post("apply", step="naked-single:0")
    assert response.status_code == 409
    assert b"fix the mistake first" in response.data
    assert player.state()["board"] == before["board"]


def test_no_redirect_takes_its_host_from_the_request(client) -> None:
    response = client.get("//g/x", headers={"Host": "evil.example"})
    assert response.status_code == 404
    assert "evil.example" not in response.headers.get("Location", "")


def test_trusted_hosts_refuse_other_hosts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SUDOKU_INSTANCE_PATH", str(tmp_path))
    monkeypatch.setenv("SUDOKU_TRUSTED_HOSTS", "sudoku.example, localhost")
    monkeypatch.setenv("SUDOKU_SECRET_KEY", "x" * 32)
    monkeypatch.delenv("SUDOKU_DATABASE_URL", raising=False)
    app = create_app()
    schema.upgrade(app.extensions["sudoku_store"])
    try:
        client = app.test_client()
        assert client.get("/", headers={"Host": "sudoku.example"}).status_code == 200
        refused = client.get("/", headers={"Host": "evil.example"})
        assert refused.status_code == 400 and b"evil" not in refused.data
    finally:
        app.extensions["sudoku_store"].dispose()


def test_headers_on_every_response(player: Player, puzzles) -> None:
    home = player.client.get("/")
    assert "camera=()" in home.headers["Permissions-Policy"]
    assert "Strict-Transport-Security" not in home.headers
    player.start(puzzle=puzzles["hard"])
    page = player.page()
    assert page.headers["Cache-Control"] == "no-store"
    action = player.post("move", cell=player.state()["board"].index("0"), digit=5)
    assert action.headers["Cache-Control"] == "no-store"


def test_https_adds_hsts_and_secure_cookies(tmp_path: Path) -> None:
    app = create_app(
        {"SECRET_KEY": "k" * 16, "DATABASE_URL": f"sqlite:///{tmp_path / 's.db'}", "HTTPS": True}
    )
    schema.upgrade(app.extensions["sudoku_store"])
    try:
        page = app.test_client().get("/")
        assert page.headers["Strict-Transport-Security"].startswith("max-age=")
        assert "Secure" in page.headers["Set-Cookie"]
    finally:
        app.extensions["sudoku_store"].dispose()


def limited_app(tmp_path: Path, **limits: str):  # noqa: ANN201
    app = create_app(
        {"SECRET_KEY": "k" * 16, "DATABASE_URL": f"sqlite:///{tmp_path / 'l.db'}", **limits}
    )
    schema.upgrade(app.extensions["sudoku_store"])
    return app


def test_new_games_are_rate_limited_per_client(tmp_path: Path, puzzles) -> None:
    app = limited_app(tmp_path, RATELIMIT_NEW_GAMES="3 per minute")
    try:
        started = [Player(app.test_client()).start(puzzle=puzzles["hard"]) for _ in range(4)]
        assert [r.status_code for r in started] == [303, 303, 303, 429]
        refused = started[-1]
        assert int(refused.headers["Retry-After"]) > 0
        assert b"Too many requests from here" in refused.data
        other = app.test_client()
        other.environ_base["REMOTE_ADDR"] = "192.0.2.7"  # another client is not held back
        assert Player(other).start(puzzle=puzzles["hard"]).status_code == 303
    finally:
        app.extensions["sudoku_store"].dispose()


def test_actions_share_one_limit_and_say_when_to_retry(tmp_path: Path, puzzles) -> None:
    app = limited_app(tmp_path, RATELIMIT_ACTIONS="4 per minute")
    try:
        player = Player(app.test_client())
        player.start(puzzle=puzzles["hard"])
        codes = [player.post(action).status_code for action in ("hint", "hint", "undo", "hint")]
        assert 429 not in codes
        refused = player.post("hint")
        assert refused.status_code == 429 and "Retry-After" in refused.headers
        assert player.page().status_code == 200  # looking at the game is never limited
    finally:
        app.extensions["sudoku_store"].dispose()


def test_history_is_capped_and_undo_says_how_far_back_it_goes(app, hx_player: Player, puzzles):
    app.config["HISTORY_LIMIT"] = 5
    hx_player.start(puzzle=puzzles["hard"])
    grid = hx_player.state()["grid"]
    cell = grid.values.index(0)
    digit = next(d for d in range(1, 10) if grid.candidates[cell] >> (d - 1) & 1)
    for _ in range(12):  # one pencil mark, off and on again: twelve actions
        response = hx_player.post("move", cell=cell, digit=digit, mode="pencil")
        assert response.status_code == 200
    with app.app_context():
        game_id = hx_player.game_url.rsplit("/", 1)[1]
        stored = db().scalar(select(func.count()).where(Action.game_id == game_id))
        game = db().get(Game, game_id)
        assert stored == 5 and game.done == 12 and game.history_start == 7
    for _ in range(5):
        assert hx_player.post("undo").status_code == 200
    refused = hx_player.post("undo")
    assert refused.status_code == 409
    assert b"Undo goes back 5 moves; the earlier ones are part of the position now." in (
        refused.data
    )
    assert hx_player.post("redo").status_code == 200


def test_behind_a_configured_proxy_each_forwarded_client_has_its_own_limit(
    tmp_path: Path, puzzles
) -> None:
    app = limited_app(tmp_path, RATELIMIT_NEW_GAMES="1 per minute", PROXY_FIX=1)
    try:
        first, second = app.test_client(), app.test_client()
        first.environ_base["HTTP_X_FORWARDED_FOR"] = "198.51.100.1"
        second.environ_base["HTTP_X_FORWARDED_FOR"] = "198.51.100.2"
        assert Player(first).start(puzzle=puzzles["hard"]).status_code == 303
        assert Player(second).start(puzzle=puzzles["hard"]).status_code == 303
        assert Player(first).start(puzzle=puzzles["hard"]).status_code == 429
    finally:
        app.extensions["sudoku_store"].dispose()
