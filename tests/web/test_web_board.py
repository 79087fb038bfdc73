"""The board as rendered: givens, entries, pencil marks, selection, conflicts, labels."""

from __future__ import annotations

import re

import pytest
from web_helpers import Player

from engine.bits import DIGITS_IN
from webapp import create_app

CELL = re.compile(
    rb'<td class="([^"]*)" role="gridcell" data-cell="(\d+)"[^>]*>'
    rb'<a id="c\d+" href="[^"]*" aria-label="([^"]*)">(.*?)</a></td>'
)


def cells(html: bytes) -> dict[int, dict]:
    """Cell index -> its classes, screen-reader label, shown digit and shown pencil marks."""
    out = {}
    for classes, index, label, inner in CELL.findall(html):
        marks = [int(d) for d in re.findall(rb"<i[^>]*>(\d)</i>", inner)]
        value = int(inner) if inner.isdigit() else 0
        out[int(index)] = {
            "classes": classes.decode().split(),
            "label": label.decode(),
            "value": value,
            "marks": marks,
            "roles": dict(
                (int(d), role.decode())
                for role, d in re.findall(rb'<i class="(\w+)">(\d)</i>', inner)
            ),
        }
    return out


def first_empty(player: Player) -> int:
    return player.state()["board"].index("0")


def test_the_game_page_draws_81_cells_with_givens_marked(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    html = player.page().data
    board = cells(html)
    assert len(board) == 81
    assert html.count(b"<h1") == 1  # a heading to find the game by, for screen readers
    for c, ch in enumerate(puzzles["hard"]):
        if ch != ".":
            assert "given" in board[c]["classes"]
            assert board[c]["value"] == int(ch)
            assert board[c]["label"] == f"Row {c // 9 + 1}, column {c % 9 + 1}, given {ch}"
        else:
            assert "open" in board[c]["classes"]


def test_untouched_pencil_marks_are_the_engines_candidates(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    board = cells(player.page().data)
    candidates = player.state()["grid"].candidates
    for c in range(81):
        assert board[c]["marks"] == list(DIGITS_IN[candidates[c]])
        if candidates[c]:
            spoken = " ".join(str(d) for d in DIGITS_IN[candidates[c]])
            assert board[c]["label"].endswith(f"empty, pencil marks {spoken}")


def test_an_entry_is_drawn_apart_from_the_givens(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    cell = first_empty(player)
    digit = player.state()["solution"][cell]
    player.post("move", cell=cell, digit=digit)
    board = cells(player.page().data)
    assert "entry" in board[cell]["classes"] and "given" not in board[cell]["classes"]
    assert board[cell]["label"] == f"Row {cell // 9 + 1}, column {cell % 9 + 1}, {digit}"


def test_a_clashing_digit_marks_both_cells_as_conflicts(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    givens = puzzles["hard"]
    # An empty cell of row 1 takes the digit of a given in the same row.
    given_cell = next(c for c in range(9) if givens[c] != ".")
    empty_cell = next(c for c in range(9) if givens[c] == ".")
    digit = int(givens[given_cell])
    assert player.post("move", cell=empty_cell, digit=digit).status_code == 303
    board = cells(player.page().data)
    assert "conflict" in board[empty_cell]["classes"]
    assert "conflict" in board[given_cell]["classes"]
    assert f"clashes with another {digit}" in board[empty_cell]["label"]
    untouched = next(c for c in range(9, 81) if givens[c] == ".")
    assert "conflict" not in board[untouched]["classes"]


def test_selecting_a_cell_highlights_its_houses_and_its_digit(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    givens = puzzles["hard"]
    selected = givens.index("9")
    board = cells(player.page(f"?cell={selected}").data)
    grid = player.state()["grid"]
    peers = set(grid.variant.peers[selected])
    for c in range(81):
        classes = board[c]["classes"]
        assert ("sel" in classes) == (c == selected)
        assert ("peer" in classes) == (c in peers)
        assert ("same" in classes) == (givens[c] == "9")
    # The number pad posts to the selected cell.
    assert f'name="cell" value="{selected}"'.encode() in player.page(f"?cell={selected}").data


@pytest.mark.parametrize(
    "query", ["?cell=81", "?cell=-1", "?cell=x", "?cell=²", "?cell=５", "?mode=ink"]
)
def test_a_bad_view_parameter_is_a_400(player: Player, puzzles, query: str) -> None:
    player.start(puzzle=puzzles["hard"])
    response = player.page(query)
    assert response.status_code == 400
    assert b"must be" in response.data


@pytest.mark.parametrize("game_id", ["doesnotexist1234567890", "x" * 200, "bad%20id", "..", "%00"])
def test_an_unknown_game_is_a_proper_404_page(client, game_id: str) -> None:
    response = client.get(f"/g/{game_id}")
    assert response.status_code == 404
    assert b"There is no game at this address." in response.data
    assert b"start a new game" in response.data


def test_the_game_survives_a_server_restart(player: Player, puzzles, app) -> None:
    player.start(puzzle=puzzles["hard"])
    cell = first_empty(player)
    player.post("move", cell=cell, digit=player.state()["solution"][cell])
    before = player.page().data

    restarted = create_app(dict(app.config))
    try:
        again = restarted.test_client().get(player.game_url)
        assert again.status_code == 200
        assert cells(again.data) == cells(before)
    finally:
        restarted.extensions["sudoku_store"].dispose()


def test_the_page_without_javascript_has_a_link_per_cell(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    html = player.page("?mode=pencil").data
    assert f'href="{player.game_url}?cell=40&amp;mode=pencil"'.encode() in html
    assert b'id="pencil" name="mode" value="pencil" aria-keyshortcuts="P" checked' in html
