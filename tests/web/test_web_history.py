"""Undo and redo of every kind of action, kept with the game across restarts."""

from __future__ import annotations

import pytest
from web_helpers import Player

from engine import next_step
from webapp import create_app

# The database matters here: undo and redo are the app's own SQL; runs on PostgreSQL too.
pytestmark = pytest.mark.database


def test_undo_and_redo_values_marks_and_steps(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    states = [hx_player.state()["grid"]]
    cell = hx_player.state()["board"].index("0")
    hx_player.post("move", cell=cell, digit=hx_player.state()["solution"][cell])
    states.append(hx_player.state()["grid"])
    grid = states[-1]
    mark_cell = next(c for c in range(81) if grid.candidates[c].bit_count() > 1)
    mark = next(d for d in range(1, 10) if grid.candidates[mark_cell] >> (d - 1) & 1)
    hx_player.post("move", cell=mark_cell, digit=mark, mode="pencil")
    states.append(hx_player.state()["grid"])
    # A step is applied on a grid whose marks were touched: take it from a clean one.
    hx_player.post("move", cell=mark_cell, digit=mark, mode="pencil")
    states.append(hx_player.state()["grid"])
    assert next_step(states[-1]) is not None
    for _ in range(3):
        hx_player.post("hint")
    hx_player.post("apply")
    states.append(hx_player.state()["grid"])
    assert all(a != b for a, b in zip(states, states[1:], strict=False))

    for expected in reversed(states[:-1]):
        response = hx_player.post("undo")
        assert response.status_code == 200
        assert b"Undone:" in response.data
        assert hx_player.state()["grid"] == expected
    assert b'id="undo" aria-keyshortcuts="Control+Z" aria-disabled="true"' in response.data

    for expected in states[1:]:
        response = hx_player.post("redo")
        assert response.status_code == 200
        assert hx_player.state()["grid"] == expected
    assert b'id="redo" aria-keyshortcuts="Control+Y" aria-disabled="true"' in response.data


def test_a_new_action_after_undo_drops_the_redo_tail(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    first, second = [c for c, ch in enumerate(hx_player.state()["board"]) if ch == "0"][:2]
    hx_player.post("move", cell=first, digit=1)
    hx_player.post("move", cell=first, digit=2)
    hx_player.post("undo")
    assert b'id="redo" aria-keyshortcuts="Control+Y">' in hx_player.page().data
    hx_player.post("move", cell=second, digit=3)
    response = hx_player.post("redo")
    assert response.status_code == 409
    assert b"There is nothing to redo." in response.data
    board = hx_player.state()["board"]
    assert (board[first], board[second]) == ("1", "3")


def test_nothing_to_undo_is_a_409(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    response = hx_player.post("undo")
    assert response.status_code == 409
    assert b"There is nothing to undo." in response.data


def test_undo_works_after_a_restart(player: Player, puzzles, app) -> None:
    player.start(puzzle=puzzles["hard"])
    cell = player.state()["board"].index("0")
    player.post("move", cell=cell, digit=6)

    restarted = create_app(dict(app.config))
    try:
        again = Player(restarted.test_client())
        again.game_url = player.game_url
        again.page()
        assert again.post("undo").status_code == 303
        assert again.state()["board"][cell] == "0"
        assert again.post("redo").status_code == 303
        assert again.state()["board"][cell] == "6"
    finally:
        restarted.extensions["sudoku_store"].dispose()


def test_undo_without_javascript_redirects_with_a_message(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    cell = player.state()["board"].index("0")
    player.post("move", cell=cell, digit=6)
    response = player.post("undo", cell=cell)
    assert response.status_code == 303
    assert b"Undone: r" in player.followed.data
