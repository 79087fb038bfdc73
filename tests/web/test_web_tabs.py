"""Two tabs on one game: a move made from a stale page is refused, never silently lost."""

from __future__ import annotations

import pytest
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError
from test_web_board import cells
from web_helpers import Player

from webapp.storage.store import Game


@pytest.mark.parametrize("htmx", [True, False])
def test_a_move_from_a_stale_tab_is_refused_with_the_fresh_board(
    client, hx_client, puzzles, htmx: bool
) -> None:
    tab_a = Player(hx_client if htmx else client)
    tab_a.start(puzzle=puzzles["hard"])
    tab_b = Player(hx_client if htmx else client)
    tab_b.game_url = tab_a.game_url
    tab_b.page()
    first, second = [c for c, ch in enumerate(tab_a.state()["board"]) if ch == "0"][:2]

    tab_a.post("move", cell=first, digit=4)
    stale = tab_b.post("move", cell=second, digit=7)
    assert stale.status_code == 409
    assert b"changed in another tab" in stale.data
    assert cells(stale.data)[first]["value"] == 4  # the fresh board shows tab A's move
    assert tab_a.state()["board"][second] == "0"  # tab B's move was not applied

    # Tab B now holds the fresh version; its retry goes through and keeps A's move.
    assert tab_b.post("move", cell=second, digit=7).status_code in (200, 303)
    board = tab_a.state()["board"]
    assert (board[first], board[second]) == ("4", "7")


def test_undo_from_a_stale_tab_does_not_undo_the_other_tabs_move(hx_client, puzzles) -> None:
    tab_a = Player(hx_client)
    tab_a.start(puzzle=puzzles["hard"])
    cell = tab_a.state()["board"].index("0")
    tab_a.post("move", cell=cell, digit=2)
    tab_b = Player(hx_client)
    tab_b.game_url = tab_a.game_url
    tab_b.page()
    tab_a.post("move", cell=cell, digit=3)
    assert tab_b.post("undo").status_code == 409
    assert tab_a.state()["board"][cell] == "3"


def test_two_writers_of_the_same_version_cannot_both_commit(app, player: Player, puzzles) -> None:
    """The store's guard for two requests that passed the version check at the same time."""
    player.start(puzzle=puzzles["hard"])
    game_id = player.game_url.rsplit("/", 1)[1]
    engine = app.extensions["sudoku_store"]
    with Session(engine) as one, Session(engine) as two:
        first, second = one.get(Game, game_id), two.get(Game, game_id)
        first.board = "1" + first.board[1:]
        second.board = "2" + second.board[1:]
        one.commit()
        with pytest.raises(StaleDataError):
            two.commit()
    assert player.state()["board"][0] == "1"
