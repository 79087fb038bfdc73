"""Forged requests at every POST endpoint: a 4xx with a message, and the game exactly as it was.

Each forged form is a valid form for its endpoint with one thing wrong, so the
refusal is about that one thing. The game is compared field by field before and
after (board, exclusions, version, history, hint, view toggles), with and
without htmx.
"""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient
from sqlalchemy import func, select
from web_helpers import Player, fields_of
from werkzeug.test import TestResponse

from engine import all_steps
from webapp.storage.store import Action, Game, db

ENDPOINTS = ("move", "hint", "apply", "undo", "redo", "candidates", "steps")
MESSAGE = re.compile(rb'<span class="message">(.*?)</span>|<p class="error"[^>]*>(.*?)</p>', re.S)
DROP = object()  # a field left out of the form

# One thing wrong, whatever the endpoint: (what, fields to change, status).
EVERYWHERE = [
    ("no csrf token", {"csrf_token": DROP}, 400),
    ("forged csrf token", {"csrf_token": "forged"}, 400),
    ("empty csrf token", {"csrf_token": ""}, 400),
    ("no version", {"version": DROP}, 400),
    ("empty version", {"version": ""}, 400),
    ("version not a number", {"version": "v1"}, 400),
    ("negative version", {"version": "-1"}, 400),
    ("version in superscript", {"version": "²"}, 400),
    ("version too long", {"version": "1" * 40}, 400),
    ("stale version", {"version": "OLD"}, 409),
    ("future version", {"version": "NEXT"}, 409),
    ("cell 81", {"cell": "81"}, 400),
    ("cell -1", {"cell": "-1"}, 400),
    ("cell x", {"cell": "x"}, 400),
    ("cell 1e3", {"cell": "1e3"}, 400),
    ("cell in superscript", {"cell": "²"}, 400),
    ("cell in full-width digits", {"cell": "１"}, 400),
    ("cell with a nul", {"cell": "1\x00"}, 400),
    ("huge cell", {"cell": "9" * 5000}, 400),
    ("unknown mode", {"mode": "ink"}, 400),
    ("huge form", {"junk": "x" * 20_000}, 413),
]

# One thing wrong with the endpoint's own fields.
OWN = {
    "move": [
        ("no digit", {"digit": DROP}, 400),
        ("digit 10", {"digit": "10"}, 400),
        ("digit x", {"digit": "x"}, 400),
        ("digit -1", {"digit": "-1"}, 400),
        ("digit in superscript", {"digit": "²"}, 400),
        ("digit 5.0", {"digit": "5.0"}, 400),
        ("no cell", {"cell": DROP}, 422),
        ("a given", {"cell": "GIVEN"}, 422),
        ("erasing a given", {"cell": "GIVEN", "digit": "0"}, 422),
        ("a pencil mark in a given", {"cell": "GIVEN", "mode": "pencil"}, 422),
        ("a pencil mark its row rules out", {"cell": "BLOCKED", "digit": "BLOCKER"}, 422),
    ],
    "apply": [
        ("unknown technique", {"step": "no-such-technique:0"}, 400),
        ("step without index", {"step": "hidden-single"}, 400),
        ("negative step index", {"step": "hidden-single:-1"}, 400),
        ("step index in superscript", {"step": "hidden-single:²"}, 400),
        ("huge step", {"step": "x" * 5000}, 400),
        ("step gone", {"step": "hidden-single:9999"}, 409),
        ("no hinted step", {"step": DROP}, 409),
    ],
    "redo": [("nothing to redo", {}, 409)],
}


def snapshot(client: FlaskClient, game_id: str) -> dict:
    """Everything stored about a game, and its history."""
    with client.application.app_context():
        game = db().get(Game, game_id)
        count = db().scalar(select(func.count()).where(Action.game_id == game_id))
        return {
            "board": game.board,
            "exclusions": game.exclusions,
            "version": game.version,
            "done": game.done,
            "hint": game.hint,
            "hint_level": game.hint_level,
            "show_candidates": game.show_candidates,
            "steps_open": game.steps_open,
            "actions": count,
        }


def message(response: TestResponse) -> str:
    found = [a or b for a, b in MESSAGE.findall(response.data)]
    text = " ".join(html.unescape(m.decode()).strip() for m in found if m.strip())
    return text


@pytest.fixture
def game(player: Player, puzzles) -> Player:
    """A game with one move made, so undo has something to take back."""
    player.start(puzzle=puzzles["hard"])
    cell = player.state()["board"].index("0")
    assert player.post("move", cell=cell, digit=player.state()["solution"][cell]).status_code == 303
    player.page()
    return player


def valid_form(game: Player, endpoint: str) -> dict[str, str]:
    board = game.state()["board"]
    form = {
        "csrf_token": game.fields["csrf_token"],
        "version": str(game.version),
        "cell": str(board.index("0")),
        "mode": "value",
    }
    if endpoint == "move":
        form["digit"] = "5"
    if endpoint == "apply":
        technique_id = next(iter(all_steps(game.state()["grid"])))
        form["step"] = f"{technique_id}:0"
    return form


def forge(game: Player, form: dict[str, str], fields: dict, puzzle: str) -> dict[str, str]:
    out = dict(form)
    for name, value in fields.items():
        if value is DROP:
            out.pop(name, None)
            continue
        value = {
            "OLD": str(game.version - 1),
            "NEXT": str(game.version + 1),
            "GIVEN": str(next(c for c, ch in enumerate(puzzle) if ch != ".")),
            "BLOCKED": str(next(c for c in range(9) if puzzle[c] == ".")),
            "BLOCKER": next(ch for ch in puzzle[:9] if ch != "."),
        }.get(value, value)
        out[name] = value
    if fields.get("mode") == "pencil" or "BLOCKER" in fields.values():
        out["mode"] = "pencil"
    return out


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_forged_forms_are_refused_with_a_message_and_change_nothing(
    game: Player, puzzles, endpoint: str
) -> None:
    game_id = game.game_url.rsplit("/", 1)[1]
    before = snapshot(game.client, game_id)
    assert before["actions"] == 1 and before["version"] > 1
    cases = EVERYWHERE + OWN.get(endpoint, [])
    for what, fields, status in cases:
        form = forge(game, valid_form(game, endpoint), fields, puzzles["hard"])
        for headers in ({}, {"HX-Request": "true"}):
            response = game.client.post(f"{game.game_url}/{endpoint}", data=form, headers=headers)
            where = f"{endpoint}, {what}, {'htmx' if headers else 'plain'}"
            assert response.status_code == status, where
            assert message(response), f"{where}: no message in the answer"
            assert snapshot(game.client, game_id) == before, where
    # The same valid form still goes through afterwards: nothing was left half-done.
    if endpoint != "redo":
        ok = game.client.post(f"{game.game_url}/{endpoint}", data=valid_form(game, endpoint))
        assert ok.status_code == 303, endpoint


def test_a_multipart_form_of_too_many_parts_is_refused(game: Player) -> None:
    game_id = game.game_url.rsplit("/", 1)[1]
    before = snapshot(game.client, game_id)
    form = valid_form(game, "move") | {f"f{i}": "1" for i in range(60)}
    for endpoint in ENDPOINTS:
        response = game.client.post(
            f"{game.game_url}/{endpoint}", data=form, content_type="multipart/form-data"
        )
        assert response.status_code == 413, endpoint
        assert message(response)
    assert snapshot(game.client, game_id) == before


def test_a_token_works_only_with_its_own_session(game: Player, app, puzzles) -> None:
    """This page's token, sent without its cookie or with another visitor's, is refused."""
    game_id = game.game_url.rsplit("/", 1)[1]
    before = snapshot(game.client, game_id)
    form = valid_form(game, "move")
    other = Player(app.test_client())
    other.start(puzzle=puzzles["easy"])  # has a session cookie of its own
    for stranger in (app.test_client(), other.client):
        for endpoint in ENDPOINTS:
            response = stranger.post(f"{game.game_url}/{endpoint}", data=form)
            assert response.status_code == 400, endpoint
            assert "Reload the page" in message(response)
    assert snapshot(game.client, game_id) == before


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_other_methods_on_a_post_route_are_405_pages(game: Player, endpoint: str) -> None:
    game_id = game.game_url.rsplit("/", 1)[1]
    before = snapshot(game.client, game_id)
    for method in ("GET", "PUT", "DELETE", "PATCH"):
        for headers in ({}, {"HX-Request": "true"}):
            response = game.client.open(
                f"{game.game_url}/{endpoint}", method=method, headers=headers
            )
            assert response.status_code == 405, (endpoint, method)
            assert "does not take that kind of request" in message(response)
    assert snapshot(game.client, game_id) == before


@pytest.mark.parametrize(
    "game_id", ["nosuchgame000000000000", "x" * 200, "bad%20id", "%C2%B2", "a.b"]
)
def test_every_action_on_an_unknown_game_is_a_404(game: Player, game_id: str) -> None:
    mine = game.game_url.rsplit("/", 1)[1]
    before = snapshot(game.client, mine)
    for endpoint in ENDPOINTS:
        form = valid_form(game, endpoint)
        for headers in ({}, {"HX-Request": "true"}):
            response = game.client.post(f"/g/{game_id}/{endpoint}", data=form, headers=headers)
            assert response.status_code == 404, endpoint
            assert "There is no game at this address." in message(response)
    assert snapshot(game.client, mine) == before


@pytest.mark.parametrize(
    ("what", "form", "status"),
    [
        ("no csrf token", {"builtin": "easy-1", "csrf_token": DROP}, 400),
        ("forged csrf token", {"builtin": "easy-1", "csrf_token": "forged"}, 400),
        ("nothing", {}, 400),
        ("unknown built-in", {"builtin": "impossible-9"}, 400),
        ("empty built-in", {"builtin": ""}, 400),
        ("huge built-in name", {"builtin": "x" * 5000}, 400),
        ("blank puzzle", {"puzzle": " \n "}, 400),
        ("overlong puzzle", {"puzzle": "." * 3200}, 400),
        ("huge form", {"puzzle": "." * 20_000}, 413),
        ("bad character", {"puzzle": "x" * 81}, 422),
        ("nul byte", {"puzzle": "\x00" * 81}, 422),
    ],
)
def test_forged_new_game_forms_start_nothing(client, what: str, form: dict, status: int) -> None:
    token = fields_of(client.get("/"))["csrf_token"]
    data = {"csrf_token": token, **form}
    data = {k: v for k, v in data.items() if v is not DROP}

    def games() -> int:
        with client.application.app_context():
            return db().scalar(select(func.count()).select_from(Game))

    for headers in ({}, {"HX-Request": "true"}):
        response = client.post("/games", data=data, headers=headers)
        assert response.status_code == status, what
        assert message(response), what
        assert "Location" not in response.headers and "HX-Redirect" not in response.headers
    assert games() == 0
    assert client.get("/games").status_code == 405
