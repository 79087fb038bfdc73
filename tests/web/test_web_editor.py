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


def test_the_ways_in_come_first_then_the_editor(client: FlaskClient) -> None:
    page = client.get("/").data
    assert page.count(b'name="cell"') == 81
    # The first screen's choices (type, photo, paste; today's, new, built-ins), then the
    # editor, then the paste box.
    assert (
        page.index(b'id="way-type"')
        < page.index(b'id="way-photo"')
        < page.index(b'id="fresh-title"')
        < page.index(b'id="way-builtins"')
        < page.index(b'id="editor"')
        < page.index(b'id="new-game"')
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
    response = client.post("/enter", data=form(token, PUZZLE, own=own, keep="yes"))
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
    # The paste box adds that the puzzle is in the editor now (tests/web/test_web_home.py).
    assert pasted_words.decode().startswith(typed_words)
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


def test_start_on_an_empty_editor_asks_for_the_givens(client: FlaskClient, token: str) -> None:
    for headers in ({}, {"HX-Request": "true"}):
        response = client.post("/enter", data=form(token, "." * 81), headers=headers)
        assert response.status_code == 422
        words, marked = status(response)
        assert words == "Type the givens first: tap a cell and type its digit, then Start."
        assert marked == "" and "solution" not in words


def test_start_with_too_few_givens_asks_for_more(client: FlaskClient, token: str) -> None:
    response = client.post("/enter", data=form(token, PUZZLE[:20] + "." * 61))
    assert response.status_code == 422
    words, _ = status(response)
    assert words == "Type the givens first: a puzzle needs at least 17, and this has 8."


# r4c4 of the player's: a 5, which leaves r5c5 (whose only digit is 5) nothing.
DEAD_BY_MINE = "." * 30 + "5" + "." * 50


@pytest.mark.parametrize(
    ("own", "words", "marked"),
    [
        ("..5" + "." * 78, "Your 5 in r1c3 clashes with r1c1.", "2 0"),
        (DEAD_BY_MINE, "Your 5 in r4c4 leaves r5c5 no digit.", "30 40"),
        (
            "." * 8 + "8" + "." * 72,
            "Your 8 in r1c9 does not fit: with it the puzzle has no solution.",
            "8",
        ),
    ],
)
def test_a_wrong_digit_of_yours_is_named_as_yours(
    client: FlaskClient, token: str, own: str, words: str, marked: str
) -> None:
    said, cells = status(check(client, token, PUZZLE, own=own))
    assert (said, cells) == (words, marked)
    assert "No solution" not in said  # the puzzle is not broken: the player's digit is


def test_the_givens_own_fault_is_still_said_as_the_puzzles(client: FlaskClient, token: str) -> None:
    clashing = "55" + PUZZLE[2:]
    said, _ = status(check(client, token, clashing, own="." * 2 + "4" + "." * 78))
    assert said.startswith("r1c1 and r1c2 both hold 5.")


def test_start_asks_before_keeping_a_wrong_digit_of_yours(client: FlaskClient, token: str) -> None:
    for headers in ({}, {"HX-Request": "true"}):
        asked = client.post("/enter", data=form(token, PUZZLE, own=DEAD_BY_MINE), headers=headers)
        assert asked.status_code == 200 and "Location" not in asked.headers
        said, marked = status(asked)
        assert said == (
            "Your 5 in r4c4 leaves r5c5 no digit. "
            "Start anyway with your digit kept as a move, or change it first?"
        )
        assert marked == "30 40"
        assert b'name="keep" value="yes"' in asked.data and b'name="fix" value="yes"' in asked.data
        assert b'data-focus="30"' in asked.data  # the cursor on the player's digit
    kept = client.post("/enter", data=form(token, PUZZLE, own=DEAD_BY_MINE, keep="yes"))
    assert kept.status_code == 303
    game = client.get(kept.headers["Location"] + "/check")
    assert b"1 entry is wrong" in game.data


def test_change_it_first_goes_back_to_the_digit(client: FlaskClient, token: str) -> None:
    data = form(token, PUZZLE, own=DEAD_BY_MINE, fix="yes")
    back = client.post("/enter/board", data=data, headers={"HX-Request": "true"})
    assert back.status_code == 200
    assert back.data.lstrip().startswith(b'<form id="editor"')
    assert b'data-focus="30"' in back.data
    assert status(back)[0] == "Your 5 in r4c4 leaves r5c5 no digit."
    # Without JavaScript the button posts the form: the home page, the editor as it was.
    plain = client.post("/enter/board", data=data)
    assert plain.status_code == 200 and b"<h1" in plain.data
    assert re.search(rb'id="e30"\s+value="5"[^>]*autofocus', plain.data)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", "Deine 5 in r4c4 lässt für r5c5 keine Ziffer übrig."),
        ("fr", "Votre 5 en r4c4 ne laisse aucun chiffre pour r5c5."),
        ("ja", "r4c4に書いた5のせいで、r5c5に入る数字がなくなります。"),
    ],
)
def test_a_wrong_digit_of_yours_is_said_in_the_page_language(
    client: FlaskClient, token: str, lang: str, words: str
) -> None:
    client.set_cookie("lang", lang)
    said, marked = status(check(client, token, PUZZLE, own=DEAD_BY_MINE))
    assert (said, marked) == (words, "30 40")
    empty = client.post("/enter", data=form(token, "." * 81))
    assert empty.status_code == 422
    assert "Type the givens first" not in status(empty)[0]  # said in the language too
