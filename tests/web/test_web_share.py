"""The share page (copy and export), the rating on request, and the solution path."""

from __future__ import annotations

from markupsafe import escape
from web_helpers import Player

from engine import load_puzzle, solve_path
from engine.exchange import (
    parse_hodoku_line,
    parse_pencil_grid,
    pencil_grid,
    sudokuwiki_link,
)
from engine.rating import rate

PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def test_game_page_links_to_share_rating_and_path(player: Player) -> None:
    player.start(PUZZLE)
    page = player.client.get(player.game_url)
    for what in (b"/share", b"/rating", b"/path"):
        assert player.game_url.encode() + what in page.data


def test_share_page_exports_the_position(player: Player) -> None:
    player.start(PUZZLE)
    page = player.client.get(player.game_url + "/share")
    assert page.status_code == 200
    grid = player.state()["grid"]
    assert PUZZLE.encode() in page.data
    assert str(escape(pencil_grid(grid))).encode() in page.data
    assert str(escape(sudokuwiki_link(grid))).encode() in page.data
    assert b"readonly" in page.data and b"js/copy.js" in page.data
    assert parse_pencil_grid(pencil_grid(grid)).candidates == grid.candidates


def test_rating_on_request(player: Player) -> None:
    player.start(PUZZLE)
    page = player.client.get(player.game_url + "/rating")
    expected = rate(load_puzzle(PUZZLE).grid)
    assert page.status_code == 200
    assert f"SE <strong>{expected.se_text}</strong> · {expected.level}".encode() in page.data


def test_solution_path_lists_every_step(player: Player) -> None:
    player.start(PUZZLE)
    page = player.client.get(player.game_url + "/path")
    steps = solve_path(load_puzzle(PUZZLE).grid).steps
    assert page.status_code == 200
    assert page.data.count(b"<li>") < len(steps)
    assert page.data.count(b"r") > 0 and b"Stuck" not in page.data


def test_unknown_game_is_404(client) -> None:
    assert client.get("/g/nosuchgame0000000000000/share").status_code == 404
    assert client.get("/g/nosuchgame0000000000000/path").status_code == 404


def test_hodoku_line_on_share_page_reads_back(player: Player) -> None:
    player.start(PUZZLE)
    page = player.client.get(player.game_url + "/share").data.decode()
    line = page.split('id="copy-hodoku"')[1].split(">", 1)[1].split("<", 1)[0]
    assert parse_hodoku_line(line).values == player.state()["grid"].values


def test_each_path_step_shows_on_the_board_before_it(player: Player) -> None:
    player.start(PUZZLE)
    steps = solve_path(load_puzzle(PUZZLE).grid).steps
    plain = player.client.get(player.game_url + "/path")
    assert b'id="board"' not in plain.data  # nothing drawn until a step is asked for
    assert plain.data.count(b'id="show-path-') == len(steps)
    index = next(i for i, s in enumerate(steps) if s.placements and i > 5)
    ((cell, digit),) = steps[index].placements[:1]
    page = player.client.get(player.game_url + f"/path?show={index}")
    assert page.status_code == 200
    assert b'id="board"' in page.data
    assert str(escape(steps[index].explanation)).encode() in page.data
    # The board is the one just before the step: its cell still empty, the digit marked.
    assert f'data-cell="{cell}"'.encode() in page.data
    row = page.data.split(f'data-cell="{cell}"'.encode())[1].split(b"</td>")[0]
    assert b'data-v="0"' in row and b'class="place"' in row


def test_a_path_step_that_does_not_exist_is_404(player: Player) -> None:
    player.start(PUZZLE)
    for bad in ("9999", "x", "-1"):
        assert player.client.get(player.game_url + f"/path?show={bad}").status_code == 404


def test_no_path_from_a_board_with_a_mistake(player: Player) -> None:
    player.start(PUZZLE)
    puzzle = load_puzzle(PUZZLE)
    cell = PUZZLE.index(".")
    wrong = next(
        d
        for d in range(1, 10)
        if puzzle.grid.candidates[cell] >> (d - 1) & 1 and d != puzzle.solution[cell]
    )
    player.post("move", cell=cell, digit=wrong)
    page = player.client.get(player.game_url + "/path")
    assert page.status_code == 409
    assert f"r1c2 holds {wrong}".encode() in page.data
    assert b'id="show-path-' not in page.data
