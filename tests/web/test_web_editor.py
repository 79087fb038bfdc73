"""Enter a puzzle: the editor's live checks, Start, the player's own digits, and bad forms."""

from __future__ import annotations

import random
import re

import pytest
from flask.testing import FlaskClient
from web_helpers import fields_of
from werkzeug.datastructures import MultiDict

PUZZLE = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


def form(token: str, puzzle: str, own: str = "", variant: str = "classic", **extra: str):
    cells = [("cell", "" if ch in "0." else ch) for ch in puzzle]
    return MultiDict(
        [("csrf_token", token), ("variant", variant), ("own", own), *cells, *extra.items()]
    )


@pytest.fixture
def token(client: FlaskClient) -> str:
    return fields_of(client.get("/"))["csrf_token"]


def status(response) -> tuple[str, str]:  # noqa: ANN001
    found = re.search(rb'id="entry-status"[^>]*data-marked="([^"]*)"[^>]*>([^<]*)<', response.data)
    assert found, response.data[:500]
    return found.group(2).decode().strip(), found.group(1).decode()


def check(client: FlaskClient, token: str, puzzle: str, **kw: str):  # noqa: ANN201
    return client.post(
        "/enter/check", data=form(token, puzzle, **kw), headers={"HX-Request": "true"}
    )


def test_the_editor_comes_first_on_the_home_page(client: FlaskClient) -> None:
    page = client.get("/").data
    assert page.count(b'name="cell"') == 81
    assert (
        page.index(b'id="editor"') < page.index(b'id="new-game"') < page.index(b'id="fresh-title"')
    )
    assert b'aria-label="r1c1"' in page


def test_a_puzzle_with_one_solution_is_ready(client: FlaskClient, token: str) -> None:
    words, marked = status(check(client, token, PUZZLE))
    assert words == "30 givens, one solution: ready."
    assert marked == ""


def test_two_givens_that_clash_are_named_and_marked(client: FlaskClient, token: str) -> None:
    clashing = "55" + PUZZLE[2:]
    words, marked = status(check(client, token, clashing))
    assert words.startswith("r1c1 and r1c2 both hold 5.")
    assert marked.split() == ["0", "1"]


def test_several_solutions_name_a_cell_where_two_differ(client: FlaskClient, token: str) -> None:
    fewer = "." * 3 + PUZZLE[3:]
    words, marked = status(check(client, token, fewer))
    found = re.fullmatch(
        r"Several solutions: (r\dc\d) can be (\d) or (\d)\. Add a given or check your typing\.",
        words,
    )
    assert found, words
    cell = int(marked)
    assert f"r{cell // 9 + 1}c{cell % 9 + 1}" == found.group(1)
    assert SOLUTION[cell] in (found.group(2), found.group(3))


def test_a_cell_with_no_digit_left_is_named(client: FlaskClient, token: str) -> None:
    # r1c9 open; its row holds 1-8 and its column a 9: nothing is left for it.
    dead = "12345678." + "........9" + "." * 63
    words, marked = status(check(client, token, dead))
    assert words == "No solution: r1c9 has no digit left."
    assert marked == "8"


def test_fewer_than_seventeen_givens_is_said(client: FlaskClient, token: str) -> None:
    words, _ = status(check(client, token, PUZZLE[:20] + "." * 61))
    assert "fewer than 17" in words


def test_start_opens_the_game_and_own_digits_are_moves(client: FlaskClient, token: str) -> None:
    own = "." * 2 + SOLUTION[2] + "." * 5 + "8" + "." * 72  # r1c3 right, r1c9 wrong
    response = client.post("/enter", data=form(token, PUZZLE, own=own))
    assert response.status_code == 303
    game_url = response.headers["Location"]
    page = client.get(game_url)
    assert b"Entered puzzle" in page.data
    fields = fields_of(page)
    checked = client.get(game_url + "/check")
    assert b"1 entry is wrong" in checked.data
    undone = client.post(game_url + "/undo", data=fields)
    assert undone.status_code == 303


def test_start_refuses_as_the_paste_box_does(client: FlaskClient, token: str) -> None:
    clashing = "55" + PUZZLE[2:]
    typed = client.post("/enter", data=form(token, clashing))
    pasted = client.post("/games", data={"csrf_token": token, "puzzle": clashing})
    assert typed.status_code == pasted.status_code == 422
    pasted_words = re.search(rb'id="puzzle-error"[^>]*>([^<]*)<', pasted.data).group(1)
    typed_words, _ = status(typed)
    assert typed_words == pasted_words.decode()
    # Without JavaScript the refused page keeps what was typed and marks the clash.
    assert b'value="5" maxlength="1"' in typed.data
    assert b'aria-invalid="true"' in typed.data


def test_several_solutions_are_refused_at_start(client: FlaskClient, token: str) -> None:
    response = client.post("/enter", data=form(token, "." * 3 + PUZZLE[3:]))
    assert response.status_code == 422


@pytest.mark.parametrize(
    "change",
    [
        {"cell_count": 80},
        {"cell_value": "x"},
        {"cell_value": "12"},
        {"own": "1" * 80},
        {"own": "abc" + "." * 78},
        {"own_conflict": True},
        {"variant": "nonsense"},
    ],
)
def test_forged_editor_forms_are_refused_with_words(
    client: FlaskClient, token: str, change: dict
) -> None:
    data = form(token, PUZZLE, own=change.get("own", ""), variant=change.get("variant", "classic"))
    cells = data.getlist("cell")
    if "cell_count" in change:
        cells = cells[: change["cell_count"]]
    if "cell_value" in change:
        cells[3] = change["cell_value"]
    if change.get("own_conflict"):
        data["own"] = "4" + "." * 80  # r1c1 is a given 5
    data.setlist("cell", cells)
    for url in ("/enter/check", "/enter"):
        response = client.post(url, data=data)
        assert 400 <= response.status_code < 500, (url, change)
        assert b"entry-status" in response.data


def test_the_variant_redraws_the_board_and_keeps_the_digits(
    client: FlaskClient, token: str
) -> None:
    response = client.post(
        "/enter/board", data=form(token, PUZZLE, variant="x"), headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    assert b"variant-x" in response.data
    assert response.data.count(b"diag") >= 17
    assert response.data.count(b'value="5"') >= 1


@pytest.mark.slow
def test_ten_thousand_random_editor_requests_never_answer_5xx(
    client: FlaskClient, token: str
) -> None:
    rng = random.Random(35)
    alphabet = "123456789" * 3 + "." * 20 + "0 x-"
    statuses: dict[int, int] = {}
    for n in range(10_000):
        kind = rng.random()
        if kind < 0.6:  # a partial grid: a puzzle's givens with some taken out, some typos
            cells = [ch if rng.random() < 0.7 else "." for ch in PUZZLE]
            for _ in range(rng.randrange(3)):
                cells[rng.randrange(81)] = rng.choice("123456789")
        else:  # noise
            cells = [rng.choice(alphabet) for _ in range(rng.choice((81, 81, 80, 82, 3)))]
        data = MultiDict([("csrf_token", token), *[("cell", c) for c in cells]])
        if rng.random() < 0.3:
            data["own"] = "".join(rng.choice("123456789..") for _ in range(rng.choice((81, 5))))
        data["variant"] = rng.choice(("classic", "x", "colour", "jigsaw", "?"))
        url = ("/enter/check", "/enter/board", "/enter")[n % 3]
        response = client.post(url, data=data, headers={"HX-Request": "true"})
        statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
        assert response.status_code < 500, (url, data)
    assert set(statuses) <= {200, 303, 400, 422, 429}
