"""Pause is kept with the game: while paused the server takes no action on it (a move, a
hint, an undo), says why, and keeps the board; Resume lets play on. Not a move: the
version and the history stay."""

from __future__ import annotations

import pytest
from web_helpers import Player


def paused(player: Player) -> bool:
    from webapp.storage.store import Game, db

    with player.client.application.app_context():
        return db().get(Game, player.game_url.rsplit("/", 1)[1]).paused


def test_a_paused_game_takes_no_action_until_resume(hx_player: Player, puzzles: dict) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    cell = puzzles["hard"].index(".")
    digit = hx_player.state()["solution"][cell]
    version = hx_player.state()["version"]

    assert hx_player.post("pause", paused=1, seconds=30).status_code == 204
    assert paused(hx_player) and hx_player.state()["version"] == version
    assert hx_player.state()["seconds"] == 30
    page = hx_player.page().data.decode()
    assert 'class="game paused"' in page and 'id="pause" name="paused" value="0"' in page

    for action, data in (("move", {"cell": cell, "digit": digit}), ("hint", {}), ("reveal", {})):
        answer = hx_player.post(action, **data)
        assert answer.status_code == 409, action
        assert "The game is paused: press Resume to play on." in answer.data.decode()
    state = hx_player.state()
    assert state["board"][cell] == "0" and state["hint_level"] == 0 and state["version"] == version

    assert hx_player.post("pause", paused=0).status_code == 204
    assert not paused(hx_player)
    assert hx_player.post("move", cell=cell, digit=digit).status_code == 200
    assert hx_player.state()["board"][cell] == str(digit)


def test_pause_without_javascript_comes_back_to_the_game(player: Player, puzzles: dict) -> None:
    player.start(puzzle=puzzles["hard"])
    answer = player.post("pause", paused=1, cell=4)
    assert answer.status_code == 303 and answer.headers["Location"].endswith("?cell=4")
    assert paused(player)
    assert "Resume" in player.followed.data.decode()
    # The Resume button is a plain form too.
    player.post("pause", paused=0)
    assert not paused(player)


def test_pause_refuses_what_it_does_not_know(player: Player, puzzles: dict) -> None:
    player.start(puzzle=puzzles["hard"])
    for value in ("", "2", "yes"):
        answer = player.post("pause", paused=value)
        assert answer.status_code == 400, value
    assert not paused(player)


@pytest.mark.database
def test_0009_adds_paused_unpaused_and_back(database_url: str) -> None:
    from sqlalchemy import inspect, text
    from test_web_migrations import OLD_GAME, _insert, _migrate

    from webapp.storage import schema
    from webapp.storage.store import make_engine

    engine = make_engine(database_url)
    try:
        _migrate(engine, "0008", down=True)
        assert "paused" not in {c["name"] for c in inspect(engine).get_columns("games")}
        _insert(engine, OLD_GAME)
        _migrate(engine, "0009")
        with engine.connect() as connection:
            kept = connection.execute(text("SELECT paused FROM games")).scalars().all()
        assert kept == [False]  # a game from before plays on, not paused
        _migrate(engine, "0008", down=True)
        assert "paused" not in {c["name"] for c in inspect(engine).get_columns("games")}
        _migrate(engine, "head")
        assert schema.is_current(engine)
    finally:
        engine.dispose()
