"""The player's tools: own notes, colour markers, highlight, check and reveal, the pad's
counts, the game's name, level and clock, and what comes after solving."""

from __future__ import annotations

import json
import re

from markupsafe import escape
from test_web_board import cells
from test_web_hints import hint_panel, paragraphs
from web_helpers import Player

from engine import next_step
from webapp.playing import hints, rescue
from webapp.storage.store import Action, Game, db


def peers_of(cell: int) -> set[int]:
    r, c = divmod(cell, 9)
    box = (r // 3 * 3, c // 3 * 3)
    return {
        x
        for x in range(81)
        if x != cell and (x // 9 == r or x % 9 == c or (x // 9 // 3 * 3, x % 9 // 3 * 3) == box)
    }


def empty_cells(player: Player) -> list[int]:
    return [c for c, ch in enumerate(player.state()["board"]) if ch == "0"]


# ----- own notes ---------------------------------------------------------------------


def test_own_notes_start_blank_and_pencil_presses_write_them(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    response = hx_player.post("notes", notes="own")
    assert response.status_code == 200
    assert hx_player.state()["notes_mode"] == "own"
    board = cells(response.data)
    cell = empty_cells(hx_player)[0]
    assert board[cell]["marks"] == []  # a blank grid: the player's notes, none yet
    assert "empty, no notes yet" in board[cell]["label"]
    assert 'id="fill-notes"' in response.data.decode()

    # Any digit can be noted, even one the engine has ruled out: notes are the player's.
    ruled_out = next(
        d for d in range(1, 10) if not hx_player.state()["grid"].candidates[cell] >> (d - 1) & 1
    )
    for digit in (ruled_out, 4):
        hx_player.post("move", cell=cell, digit=digit, mode="pencil")
    board = cells(hx_player.page().data)
    assert sorted(board[cell]["marks"]) == sorted({ruled_out, 4})
    assert f"notes {' '.join(str(d) for d in sorted({ruled_out, 4}))}" in board[cell]["label"]
    # The engine's position is untouched by notes.
    assert hx_player.state()["exclusions"] == "000" * 81

    hx_player.post("move", cell=cell, digit=4, mode="pencil")
    assert hx_player.state()["notes"][cell] == 1 << (ruled_out - 1)
    hx_player.post("undo")
    assert hx_player.state()["notes"][cell] == 1 << (ruled_out - 1) | 1 << 3


def test_placing_a_digit_clears_it_from_the_notes_of_its_peers(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    hx_player.post("notes", notes="own")
    assert hx_player.post("fill-notes").status_code == 200
    state = hx_player.state()
    grid = state["grid"]
    assert all(state["notes"][c] == grid.candidates[c] for c in range(81))
    cell = empty_cells(hx_player)[0]
    digit = state["solution"][cell]
    bit = 1 << (digit - 1)
    noted_peers = [p for p in peers_of(cell) if state["notes"][p] & bit]
    assert noted_peers, "the test needs a peer noting the digit"
    hx_player.post("move", cell=cell, digit=digit)
    after = hx_player.state()["notes"]
    assert all(not after[p] & bit for p in peers_of(cell))
    # One move, one undo: the digit and every peer's note come back together.
    hx_player.post("undo")
    assert hx_player.state()["notes"] == state["notes"]
    assert hx_player.state()["board"] == state["board"]


def test_switching_back_to_auto_candidates_keeps_both_kinds(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    cell = empty_cells(hx_player)[0]
    hx_player.post("notes", notes="own")
    hx_player.post("move", cell=cell, digit=5, mode="pencil")
    response = hx_player.post("notes", notes="auto")
    grid = hx_player.state()["grid"]
    shown = cells(response.data)[cell]["marks"]
    assert shown == [d for d in range(1, 10) if grid.candidates[cell] >> (d - 1) & 1]
    assert hx_player.state()["notes"][cell] == 1 << 4


def test_a_forged_notes_choice_is_refused(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    response = hx_player.post("notes", notes="mine")
    assert response.status_code == 400
    assert b"Notes must be" in response.data
    assert hx_player.state()["notes_mode"] == "auto"


def test_notes_missing_the_solution_digit_are_said_first(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    hx_player.post("notes", notes="own")
    state = hx_player.state()
    cell = empty_cells(hx_player)[5]
    wrong = next(d for d in range(1, 10) if d != state["solution"][cell])
    hx_player.post("move", cell=cell, digit=wrong, mode="pencil")
    first = hx_player.post("hint")
    assert paragraphs(first.data) == [
        f"Your notes in row {cell // 9 + 1} leave out a digit the solution needs."
    ]
    hx_player.post("hint")
    third = hx_player.post("hint")
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    digit = state["solution"][cell]
    assert f"Your notes in {name} do not have {digit}" in hint_panel(third.data)
    assert f"Add the note {digit}" in hint_panel(third.data)
    hx_player.post("apply")
    assert hx_player.state()["notes"][cell] == 1 << (wrong - 1) | 1 << (digit - 1)


def test_a_hint_says_which_candidates_it_uses_that_the_notes_lack(
    hx_player: Player, puzzles
) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    hx_player.post("notes", notes="own")
    grid = hx_player.state()["grid"]
    step = next_step(grid)
    gap = hints.notes_gap(step, grid, [0] * 81)
    first = hx_player.post("hint")
    said = paragraphs(first.data)
    if gap:
        assert said[0].startswith("Your notes leave out candidates this step uses (")
        for cell, digit in gap:
            assert f"{digit} in r{cell // 9 + 1}c{cell % 9 + 1}" in said[0]
        assert said[1] == str(escape(step.nudge))
    else:
        assert said == [str(escape(step.nudge))]
    # With every candidate noted there is no gap to speak of.
    hx_player.post("fill-notes")
    assert paragraphs(hx_player.post("hint").data) == [str(escape(next_step(grid).nudge))]


def test_a_pencil_press_on_hidden_candidates_is_refused(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    hx_player.post("candidates")
    cell = empty_cells(hx_player)[0]
    before = hx_player.state()
    response = hx_player.post("move", cell=cell, digit=4, mode="pencil")
    assert response.status_code == 409
    assert b"Pencil marks are hidden" in response.data
    assert hx_player.state()["exclusions"] == before["exclusions"]


# ----- markers -----------------------------------------------------------------------


def test_colour_markers_are_drawn_named_and_undone(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    response = hx_player.post("marker", cell=10, colour=2)
    assert response.status_code == 200
    assert "mk2" in cells(response.data)[10]["classes"]
    assert cells(response.data)[10]["label"].endswith("marked green")
    assert hx_player.state()["markers"][10] == 2
    hx_player.post("marker", cell=10, colour=3)
    assert hx_player.state()["markers"][10] == 3
    # The same colour again takes the marker off.
    hx_player.post("marker", cell=10, colour=3)
    assert hx_player.state()["markers"][10] == 0
    hx_player.post("undo")
    assert hx_player.state()["markers"][10] == 3
    hx_player.post("undo")
    assert hx_player.state()["markers"][10] == 2


def test_a_forged_marker_colour_is_refused(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    response = hx_player.post("marker", cell=10, colour=7)
    assert response.status_code == 400
    assert b"marker colour must be a whole number from 0 to 4" in response.data
    assert hx_player.state()["markers"] == [0] * 81


def test_actions_stored_before_notes_and_markers_still_undo(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    cell = empty_cells(hx_player)[0]
    digit = hx_player.state()["solution"][cell]
    hx_player.post("marker", cell=cell, colour=1)
    hx_player.post("move", cell=cell, digit=digit)
    app = hx_player.client.application
    with app.app_context():
        game_id = hx_player.game_url.rsplit("/", 1)[1]
        action = db().get(Action, (game_id, 2))
        # The five-field record of an older release: the cell, values and exclusions only.
        action.changes = json.dumps([change[:5] for change in json.loads(action.changes)])
        db().commit()
    assert hx_player.post("undo").status_code == 200
    state = hx_player.state()
    assert state["board"][cell] == "0"
    assert state["markers"][cell] == 1


# ----- highlight, check, reveal --------------------------------------------------------


def test_a_highlighted_digit_lights_its_cells_and_candidates(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    grid = player.state()["grid"]
    board = cells(player.page("?highlight=5").data)
    for c in range(81):
        expected = grid.values[c] == 5 or bool(grid.candidates[c] >> 4 & 1)
        assert ("lit" in board[c]["classes"]) == expected, c
    assert player.page("?highlight=12").status_code == 400


def test_check_marks_only_the_wrong_entries(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    response = hx_player.client.get(hx_player.game_url + "/check")
    assert b"No mistakes so far" in response.data
    state = hx_player.state()
    right, wrong_cell = empty_cells(hx_player)[:2]
    hx_player.post("move", cell=right, digit=state["solution"][right])
    wrong_digit = next(
        d
        for d in range(1, 10)
        if d != state["solution"][wrong_cell]
        and state["grid"].candidates[wrong_cell] >> (d - 1) & 1
    )
    hx_player.post("move", cell=wrong_cell, digit=wrong_digit)
    response = hx_player.client.get(hx_player.game_url + "/check")
    assert response.status_code == 200
    assert b"1 entry is wrong, marked on the board." in response.data
    board = cells(response.data)
    assert [c for c in board if "wrong" in board[c]["classes"]] == [wrong_cell]
    assert board[wrong_cell]["label"].endswith(", wrong")
    # A check is a look, not a move.
    assert hx_player.state()["done"] == 2


def test_reveal_places_the_cell_that_opens_the_most_singles(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    state = hx_player.state()
    cell = rescue.best_reveal(state["grid"], state["solution"])
    # No other cell would open more singles.
    best = 0
    for c in empty_cells(hx_player):
        trial = state["grid"].copy()
        trial.place(c, state["solution"][c])
        best = max(best, rescue.singles_count(trial))
    chosen = state["grid"].copy()
    chosen.place(cell, state["solution"][cell])
    assert rescue.singles_count(chosen) == best

    response = hx_player.post("reveal")
    assert response.status_code == 200
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    assert f"Revealed {name}={state['solution'][cell]}.".encode() in response.data
    assert hx_player.state()["board"][cell] == str(state["solution"][cell])
    hx_player.post("undo")
    assert hx_player.state()["board"] == state["board"]


def test_reveal_on_a_full_board_is_refused(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["easy"])
    state = hx_player.state()
    for cell in empty_cells(hx_player):
        hx_player.post("move", cell=cell, digit=state["solution"][cell])
    response = hx_player.post("reveal")
    assert response.status_code == 409
    assert b"nothing to reveal" in response.data


# ----- the pad, the name, the clock, the end -------------------------------------------


def test_the_pad_counts_each_digit_still_to_place(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["easy"])
    state = player.state()
    html = player.page().data.decode()
    for d in range(1, 10):
        left = 9 - state["board"].count(str(d))
        button = re.search(rf'<button[^>]*id="pad-{d}"[^>]*>(.*?)</button>', html, re.S)
        assert button, d
        if left:
            assert f"<small>{left}</small>" in button.group(1)
            assert "to place" in button.group(1)
        else:
            assert "all placed" in button.group(1)
    # Fill every cell of one digit: its key says done.
    digit = 1
    for cell in empty_cells(player):
        if state["solution"][cell] == digit:
            player.post("move", cell=cell, digit=digit)
    html = player.page().data.decode()
    assert re.search(rf'id="pad-{digit}"[^>]*class="done"', html)


def test_a_built_in_game_shows_its_name_and_level(player: Player) -> None:
    player.start(builtin="hard-1")
    html = player.page().data.decode()
    state = player.state()
    # The source's "hard-1" rates Medium: named by that level, the chip saying the same.
    assert state["title"] == "Built-in Medium 2" and state["level"] == "Medium"
    assert re.search(
        rf'<h1>Built-in Medium 2 <span class="level-chip">{state["level"]}</span></h1>', html
    )
    player.start(builtin="jigsaw-1")
    assert "<h1>Jigsaw Easy 1" in player.page().data.decode()


def test_the_clock_is_saved_without_touching_the_game_version(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    version = hx_player.state()["version"]
    token = hx_player.fields["csrf_token"]
    url = hx_player.game_url + "/time"
    assert (
        hx_player.client.post(url, data={"csrf_token": token, "seconds": "75"}).status_code == 204
    )
    assert hx_player.state()["seconds"] == 75 and hx_player.state()["version"] == version
    # The clock never runs backwards, and a forged value is refused.
    hx_player.client.post(url, data={"csrf_token": token, "seconds": "10"})
    assert hx_player.state()["seconds"] == 75
    assert (
        hx_player.client.post(url, data={"csrf_token": token, "seconds": "-3"}).status_code == 400
    )
    # A move made right after is not refused as stale, and carries the time along.
    cell = empty_cells(hx_player)[0]
    response = hx_player.post(
        "move", cell=cell, digit=hx_player.state()["solution"][cell], seconds=90
    )
    assert response.status_code == 200
    assert hx_player.state()["seconds"] == 90
    assert 'data-seconds="90">1:30</span>' in hx_player.page().data.decode()


def test_solving_shows_time_hints_and_a_next_puzzle_of_the_level(player: Player) -> None:
    player.start(builtin="easy-1")
    state = player.state()
    player.post("hint")
    empty = [c for c, ch in enumerate(state["board"]) if ch == "0"]
    for cell in empty[:-1]:
        player.post("move", cell=cell, digit=state["solution"][cell])
    player.post("move", cell=empty[-1], digit=state["solution"][empty[-1]], seconds=125)
    html = player.page().data.decode()
    assert "Solved in 2:05 with 1 hint. Well done!" in html
    level = state["level"].lower()
    assert re.search(rf'<button[^>]*id="next-puzzle"[^>]*value="{level}"', html)


def test_the_hint_count_counts_hints_asked_not_levels(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    for _ in range(3):
        hx_player.post("hint")
    hx_player.post("apply")
    hx_player.post("hint")
    with hx_player.client.application.app_context():
        game = db().get(Game, hx_player.game_url.rsplit("/", 1)[1])
        assert game.hints_used == 2


# ----- share ---------------------------------------------------------------------------


def test_a_shared_link_opens_a_new_game_of_the_same_puzzle(player: Player) -> None:
    player.start(builtin="jigsaw-1")
    share = player.client.get(player.game_url + "/share").data.decode()
    link = re.search(r'<textarea id="copy-link"[^>]*>([^<]+)</textarea>', share)
    assert link, "no link to copy"
    url = link.group(1).replace("&amp;", "&")
    assert url.startswith("http://localhost/?")
    home = player.client.get(url.removeprefix("http://localhost")).data.decode()
    state = player.state()
    puzzle = "".join("." if ch == "0" else ch for ch in state["board"])
    assert f">{puzzle}</textarea>" in home
    assert '<option value="jigsaw" selected>' in home
    layout = state["grid"].variant.name.partition(":")[2]
    assert f">{layout}</textarea>" in home
    # Pressing Start there makes a game of its own, from the start.
    other = Player(player.client)
    other.start(puzzle=puzzle, variant="jigsaw", layout=layout)
    assert other.game_url != player.game_url
    assert other.state()["board"] == state["board"]


def test_the_form_addresses_built_once_match_the_routes(app) -> None:
    from webapp.playing.view import ACTION_PATHS

    with app.test_request_context():
        from flask import url_for

        for name, path in ACTION_PATHS.items():
            if name == "show_step":
                built = url_for("game.show_step", game_id="x", technique_id="t", index=0)
                assert built == f"/g/x/{path}/t/0"
            else:
                assert url_for(f"game.{name}", game_id="x") == f"/g/x/{path}"


def test_a_stuck_hint_offers_check_and_reveal(hx_player: Player, puzzles, monkeypatch) -> None:
    # No position of a one-solution puzzle leaves the ladder stuck (the verified trial is
    # its last rung), so the ladder is made to come up empty here.
    monkeypatch.setattr(hints, "next_step", lambda grid: None)
    hx_player.start(puzzle=puzzles["hard"])
    panel = hint_panel(hx_player.post("hint").data)
    assert "No technique the assistant knows applies here." in panel
    assert 'id="stuck-check"' in panel and 'id="stuck-reveal"' in panel
    assert 'id="hint-button" aria-keyshortcuts="H" aria-disabled="true"' in panel
    before = hx_player.state()["board"].count("0")
    assert hx_player.post("reveal").status_code == 200
    assert hx_player.state()["board"].count("0") == before - 1
