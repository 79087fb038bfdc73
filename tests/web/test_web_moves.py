"""Entering, erasing and pencil marks: fragments for htmx, redirects without it, refusals."""

from __future__ import annotations

import re

import pytest
from test_web_board import cells
from web_helpers import Player

# The database matters here: every move is a versioned write; runs on PostgreSQL too.
pytestmark = pytest.mark.database

OOB_IDS = ("status", "controls", "hint-panel", "steps-panel")
# An action's answer may leave unchanged panels out, and of the controls it may carry
# only the pad and undo/redo.
ALWAYS = ("status",)


def assert_fragments(html: bytes, regions: tuple[str, ...] = ALWAYS) -> None:
    """The board first, then the changed regions marked for an out-of-band swap."""
    assert html.lstrip().startswith(b'<div id="board"')
    assert b"<html" not in html
    for region in regions:
        assert re.search(rb'id="' + region.encode() + rb'"[^>]*hx-swap-oob="true"', html), region
    assert {"controls"} <= regions_in(html) or {"pad", "undo", "redo"} <= regions_in(html)
    # The live region keeps its element; only what it says is swapped.
    assert re.search(rb'<div id="announce"[^>]*role="status"[^>]*hx-swap-oob="innerHTML"', html)


def empty_cells(player: Player) -> list[int]:
    return [c for c, ch in enumerate(player.state()["board"]) if ch == "0"]


def test_entering_a_digit_with_htmx_returns_the_changed_fragments(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    cell = empty_cells(hx_player)[0]
    version = hx_player.version
    response = hx_player.post("move", cell=cell, digit=7)
    assert response.status_code == 200
    assert_fragments(response.data)
    assert "HX-Request" in response.headers["Vary"]
    state = hx_player.state()
    assert state["board"][cell] == "7"
    assert state["version"] > version
    # The new version travels in every form of the answer.
    assert hx_player.version == state["version"]
    assert cells(response.data)[cell]["value"] == 7
    assert f">r{cell // 9 + 1}c{cell % 9 + 1}=7.<".encode() in response.data  # r#c# notation


def test_entering_a_digit_without_javascript_redirects_back(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    cell = empty_cells(player)[0]
    response = player.post("move", cell=cell, digit=5, mode="value")
    assert response.status_code == 303
    assert response.headers["Location"] == f"{player.game_url}?cell={cell}"
    page = player.followed
    assert f">r{cell // 9 + 1}c{cell % 9 + 1}=5.<".encode() in page.data  # the flashed message
    assert cells(page.data)[cell]["value"] == 5


def test_erasing_empties_the_cell(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    cell = empty_cells(hx_player)[0]
    hx_player.post("move", cell=cell, digit=4)
    response = hx_player.post("move", cell=cell, digit=0)
    assert response.status_code == 200
    assert hx_player.state()["board"][cell] == "0"
    assert b"4 erased" in response.data


def test_a_given_cannot_be_changed(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    given = puzzles["hard"].index("5")
    before = hx_player.state()
    for digit in (1, 0):
        response = hx_player.post("move", cell=given, digit=digit)
        assert response.status_code == 422
        assert b"is a given" in response.data
        assert_fragments(response.data)
    after = hx_player.state()
    assert (after["board"], after["version"]) == (before["board"], before["version"])


def test_removing_and_restoring_a_pencil_mark(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    grid = hx_player.state()["grid"]
    cell = next(c for c in range(81) if grid.candidates[c].bit_count() >= 2)
    digit = next(d for d in range(1, 10) if grid.candidates[cell] >> (d - 1) & 1)

    removed = hx_player.post("move", cell=cell, digit=digit, mode="pencil")
    assert removed.status_code == 200
    assert digit not in cells(removed.data)[cell]["marks"]
    grid = hx_player.state()["grid"]
    assert grid.exclusions[cell] == 1 << (digit - 1)
    assert not grid.candidates[cell] >> (digit - 1) & 1
    assert grid.values[cell] == 0

    restored = hx_player.post("move", cell=cell, digit=digit, mode="pencil")
    assert restored.status_code == 200
    assert digit in cells(restored.data)[cell]["marks"]
    assert hx_player.state()["grid"].exclusions[cell] == 0


def test_a_pencil_mark_a_house_rules_out_cannot_be_added(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    givens = puzzles["hard"]
    cell = next(c for c in range(9) if givens[c] == ".")
    digit = int(next(ch for ch in givens[:9] if ch != "."))
    before = hx_player.state()
    response = hx_player.post("move", cell=cell, digit=digit, mode="pencil")
    assert response.status_code == 422
    assert f"{digit} can&#39;t be a pencil mark".encode() in response.data
    assert b"row 1 already has one" in response.data
    assert hx_player.state()["exclusions"] == before["exclusions"]


def test_pencil_marks_of_a_given_cannot_change(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    given = puzzles["hard"].index("5")
    response = hx_player.post("move", cell=given, digit=4, mode="pencil")
    assert response.status_code == 422
    assert b"r1c3 is a given: it is part of the puzzle." in response.data
    assert b"erase it" not in response.data  # a given can't be erased


def test_messages_keep_cell_names_lowercase_and_start_sentences_upper(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    grid = hx_player.state()["grid"]
    cell = next(c for c in range(81) if grid.candidates[c].bit_count() >= 2)
    digit = next(d for d in range(1, 10) if grid.candidates[cell] >> (d - 1) & 1)
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    removed = hx_player.post("move", cell=cell, digit=digit, mode="pencil")
    assert f">Pencil mark {digit} removed from {name}.<".encode() in removed.data
    entered = hx_player.post("move", cell=cell, digit=digit)
    assert f">{name}={digit}.<".encode() in entered.data


def test_pencil_marks_of_a_filled_cell_cannot_change(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    cell = empty_cells(hx_player)[0]
    hx_player.post("move", cell=cell, digit=3)
    response = hx_player.post("move", cell=cell, digit=4, mode="pencil")
    assert response.status_code == 422
    assert b"erase it to change its pencil marks" in response.data


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"cell": "81"}, b"The cell must be a whole number from 0 to 80."),
        ({"cell": "-1"}, b"The cell must be a whole number from 0 to 80."),
        ({"cell": "abc"}, b"The cell must be a whole number from 0 to 80."),
        ({"cell": "1e3"}, b"The cell must be a whole number from 0 to 80."),
        ({"digit": "10"}, b"The digit must be a whole number from 0 to 9."),
        ({"digit": "x"}, b"The digit must be a whole number from 0 to 9."),
        ({"digit": ""}, b"The form is missing the digit."),
        ({"mode": "ink"}, b"mode must be"),
        ({"version": ""}, b"The form is missing the game version."),
        ({"version": "v1"}, b"The game version must be a whole number"),
    ],
)
def test_a_forged_field_is_a_400_and_changes_nothing(
    hx_player, puzzles, fields: dict, message: bytes
) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    before = hx_player.state()
    form = {"cell": empty_cells(hx_player)[0], "digit": 5, "mode": "value"}
    form.update(fields)
    response = hx_player.post("move", **form)
    assert response.status_code == 400
    assert message in response.data
    after = hx_player.state()
    assert (after["board"], after["version"], after["done"]) == (
        before["board"],
        before["version"],
        before["done"],
    )


def test_a_move_without_a_selected_cell_asks_for_one(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    response = hx_player.post("move", cell="", digit=5)
    assert response.status_code == 422
    assert b"Select a cell first." in response.data


def test_hiding_and_showing_candidates(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    cell = empty_cells(hx_player)[0]
    hidden = hx_player.post("candidates")
    assert hidden.status_code == 200
    assert b'class="board marks-hidden"' in hidden.data
    assert b'aria-pressed="false"' in hidden.data
    board = cells(hidden.data)
    assert all(not board[c]["marks"] for c in range(81))
    assert board[cell]["label"].endswith("empty")

    shown = hx_player.post("candidates")
    assert b'aria-pressed="true"' in shown.data
    assert cells(shown.data)[cell]["marks"]
    assert b"Pencil marks shown." in shown.data


def test_every_move_needs_the_csrf_token(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["hard"])
    player.fields.pop("csrf_token")
    before = player.state()
    response = player.post("move", cell=empty_cells(player)[0], digit=5)
    assert response.status_code == 400
    assert b"Reload the page and try again." in response.data
    assert player.state()["board"] == before["board"]


def test_a_csrf_failure_under_htmx_reports_in_the_status_line(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    hx_player.fields["csrf_token"] = "forged"
    response = hx_player.post("hint")
    assert response.status_code == 400
    assert response.headers["HX-Reswap"] == "none"
    assert b'id="status"' in response.data and b'hx-swap-oob="true"' in response.data
    assert re.search(
        rb'id="announce"[^>]*hx-swap-oob="innerHTML">This form is out of date', response.data
    )


def test_a_digit_entered_over_another_gives_its_peers_their_mark_back(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    grid = hx_player.state()["grid"]
    # An empty cell and an empty peer that both still have 7 and 8 as pencil marks.
    cell, peer = next(
        (c, p)
        for c in empty_cells(hx_player)
        for p in grid.variant.peers[c]
        if not grid.values[p] and grid.candidates[c] & grid.candidates[p] & 0b11000000 == 0b11000000
    )
    hx_player.post("move", cell=cell, digit=7)
    response = hx_player.post("move", cell=cell, digit=8)
    assert response.status_code == 200
    shown = cells(response.data)
    assert shown[cell]["value"] == 8
    assert 7 in shown[peer]["marks"] and 8 not in shown[peer]["marks"]


def regions_in(html: bytes) -> set[str]:
    return {m.decode() for m in re.findall(rb'id="([a-z-]+)"[^>]*hx-swap-oob="true"', html)}


def test_a_move_answers_with_only_what_it_changed(hx_player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    first, second = empty_cells(hx_player)[:2]
    answer = hx_player.post("move", cell=first, digit=7)
    # The pad's counts and undo/redo, not the whole controls; hint and steps unchanged,
    # but for the hint panel's "Why can't … be…", which follows the board's candidates.
    assert regions_in(answer.data) == {"status", "pad", "undo", "redo", "why-not"}
    assert b'id="undo"' in answer.data and b'id="redo" aria-keyshortcuts="Control+Y" ' \
        b'aria-disabled="true"' in answer.data
    # A hint shown, then a move: the move clears the hint, so the panel comes along once.
    hint = hx_player.post("hint")
    assert "hint-panel" in regions_in(hint.data)
    clearing = hx_player.post("move", cell=second, digit=3)
    assert "hint-panel" in regions_in(clearing.data)
    assert b"Ask for a hint" in clearing.data or b"hint-button" in clearing.data
    quiet = hx_player.post("move", cell=second, digit=0)
    assert "hint-panel" not in regions_in(quiet.data)
    # Switching to own notes changes the tools: the whole controls come along.
    notes = hx_player.post("notes", notes="own")
    assert {"controls", "hint-panel"} <= regions_in(notes.data)
    assert "pad" not in regions_in(notes.data)
    # While the steps panel is open, every answer carries its steps for the new board.
    hx_player.post("steps")
    open_ = hx_player.post("move", cell=second, digit=3)
    assert {"hint-panel", "steps-panel"} & regions_in(open_.data) == {"steps-panel"}
    # A refusal carries everything: the page may be out of step anywhere.
    stale = hx_player.post("move", cell=second, digit=0, version=1)
    assert stale.status_code == 409
    assert regions_in(stale.data) >= set(OOB_IDS)


def element(html: bytes, element_id: str) -> tuple[int, int] | None:
    """Where the element with this id starts and ends (its own tag balanced)."""
    start = re.search(rb'<([a-z]+)\b[^>]*\bid="' + element_id.encode() + rb'"', html)
    if start is None:
        return None
    tag = start.group(1)
    depth, at = 0, start.start()
    for found in re.finditer(rb"<(/?)" + tag + rb"\b[^>]*>", html[at:]):
        depth += -1 if found.group(1) else 1
        if depth == 0:
            return at, at + found.end()
    raise AssertionError(f"#{element_id} is not closed")


def swapped_in(page: bytes, answer: bytes) -> bytes:
    """The page after htmx swaps an action's answer in: the board in place, each part
    marked out of band where its id is (the announcement is only words)."""
    for region in ("board", *sorted(regions_in(answer))):
        new = element(answer, region)
        old = element(page, region)
        assert new is not None and old is not None, region
        part = answer[new[0] : new[1]].replace(b' hx-swap-oob="true"', b"")
        page = page[: old[0]] + part + page[old[1] :]
    return page


def test_after_lighter_answers_the_page_equals_a_fresh_one(hx_player, puzzles) -> None:
    """What the swaps leave on the page is what a full page would show: every part left
    out of an answer is the same as a fresh render of it. Only the fields the page script
    sends from the pad instead (version, the view's cell) may be older in other forms, and
    pencil mode, which the script sets page-wide."""
    hx_player.start(puzzle=puzzles["hard"])
    full = {"HX-Request": "false"}
    scripted = re.compile(rb'(name="(?:version|cell|mode|csrf_token)" value=")[^"]*"')
    said = re.compile(rb'<span class="message">[^<]*</span>')  # what the action said

    def game(html: bytes) -> bytes:
        where = element(html, "game")
        assert where is not None
        part = scripted.sub(rb'\1"', html[where[0] : where[1]])
        return said.sub(b"", part).replace(b"controls pencil-mode", b"controls")

    first, second, third = empty_cells(hx_player)[:3]
    page = hx_player.client.get(hx_player.game_url + f"?cell={first}", headers=full).data
    script = [
        ("move", {"cell": first, "digit": 5}),
        ("hint", {"cell": first}),
        ("move", {"cell": second, "digit": 4}),
        ("undo", {"cell": second}),
        ("redo", {"cell": second}),
        ("undo", {"cell": second}),
        ("notes", {"cell": second, "notes": "own"}),
        ("move", {"cell": third, "digit": 2, "mode": "pencil"}),
        ("hint", {"cell": third}),
        ("hint", {"cell": third}),
        ("apply", {"cell": third}),
        ("steps", {"cell": third}),
        ("move", {"cell": first, "digit": 0}),
    ]
    for action, data in script:
        answer = hx_player.post(action, **data)
        assert answer.status_code == 200, action
        page = swapped_in(page, answer.data)
        view = f"?cell={data['cell']}" + ("&mode=pencil" if "mode" in data else "")
        fresh = hx_player.client.get(hx_player.game_url + view, headers=full).data
        assert game(page) == game(fresh), action
