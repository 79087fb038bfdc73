"""The home page and starting a game: built-ins, pasted puzzles, and every bad puzzle."""

from __future__ import annotations

import re

import pytest
from markupsafe import escape
from web_helpers import Player, fields_of

from engine import CLASSIC, PuzzleError, load_puzzle, solutions
from engine.rating import rate
from webapp.entering.puzzles import DIFFICULTIES, builtins

GAME_URL = re.compile(r"^/g/[A-Za-z0-9_-]{22}$")


def test_home_offers_built_in_puzzles_of_every_difficulty_with_ratings(client) -> None:
    page = client.get("/")
    assert page.status_code == 200
    for difficulty in DIFFICULTIES:
        chosen = [
            p for p in builtins().values() if p.difficulty == difficulty and p.variant == "classic"
        ]
        assert len(chosen) >= 3
        for p in chosen:
            assert f'value="{p.id}"'.encode() in page.data
            assert f"SE {p.rating}".encode() in page.data


def test_built_ins_are_named_by_the_level_we_rate(client) -> None:
    """The name shown is the rated level (the game's chip says the same), never the
    source's band: its "medium-2" rates Easy, and was once "Medium 2 · SE 1.5-2.3 · Easy"."""
    page = client.get("/").data.decode()
    levels: dict[str, int] = {}
    for p in builtins().values():
        if p.variant != "classic":
            continue  # graded when made: tests/web/test_web_variants.py
        level = rate(load_puzzle(p.puzzle).grid).level
        levels[level] = levels.get(level, 0) + 1
        button = re.search(rf'value="{p.id}"[^>]*>([^<]*)<small>([^<]*)</small>', page)
        assert button, p.id
        assert button.group(1).strip() == f"{level} {levels[level]}"
        assert button.group(2) == f"SE {p.rating}"
    assert {"Easy", "Hard", "Extreme"} <= set(levels)  # the built-ins span the scale
    assert rate(load_puzzle(builtins()["medium-2"].puzzle).grid).level == "Easy"
    assert "Medium 2 <small>SE 1.5-2.3" not in page


def test_a_built_in_game_is_titled_by_its_rated_level(player: Player) -> None:
    player.start(builtin="medium-2")  # the source's medium, rated Easy: the 4th Easy
    html = player.page().data.decode()
    assert re.search(r'<h1>Built-in Easy 4 <span class="level-chip">Easy</span></h1>', html)


def test_built_in_puzzles_are_valid_and_rated() -> None:
    for p in builtins().values():
        if p.variant != "classic":
            continue  # tests/web/test_web_variants.py
        assert load_puzzle(p.puzzle).solution
        assert re.fullmatch(r"\d\.\d(-\d\.\d)?", p.rating)


def test_a_built_in_puzzle_starts_a_game_at_its_own_address(player: Player) -> None:
    response = player.start(builtin="hard-2")
    assert response.status_code == 303
    assert GAME_URL.match(response.headers["Location"])
    givens = builtins()["hard-2"].puzzle.replace(".", "0")
    assert player.state()["board"] == givens


def test_game_ids_are_unguessable_and_distinct(client) -> None:
    urls = {Player(client).start(builtin="easy-1").headers["Location"] for _ in range(5)}
    assert len(urls) == 5


@pytest.mark.parametrize("form", ["plain", "rcv", "drawn"])
def test_a_pasted_puzzle_starts_a_game(player: Player, puzzles: dict, form: str) -> None:
    text = puzzles["hard"]
    if form == "rcv":
        text = "".join(f";{c // 9 + 1}{c % 9 + 1}{ch}" for c, ch in enumerate(text) if ch != ".")
    elif form == "drawn":
        text = "\n".join(" ".join(text[r * 9 : r * 9 + 9]) for r in range(9))
    response = player.start(puzzle=text)
    assert response.status_code == 303
    assert player.state()["board"] == puzzles["hard"].replace(".", "0")


def _bad_puzzles(puzzles: dict) -> dict[str, str]:
    hard = puzzles["hard"]
    return {
        "too short": hard[:80],
        "too long": hard + "1",
        "bad character": "x" + hard[1:],
        "repeated digit in a house": "9" + hard[1:],  # a 9 already sits in row 1
        "no solution": puzzles["none"],
        "several solutions": puzzles["several"],
        "bad rcv triple": ";115;1x7",
    }


@pytest.mark.parametrize(
    "case",
    [
        "too short",
        "too long",
        "bad character",
        "repeated digit in a house",
        "no solution",
        "several solutions",
        "bad rcv triple",
    ],
)
def test_a_bad_puzzle_shows_the_engines_message_and_keeps_the_input(
    client, hx_client, puzzles: dict, case: str
) -> None:
    text = _bad_puzzles(puzzles)[case]
    with pytest.raises(PuzzleError) as refused:
        load_puzzle(text)
    message = str(escape(str(refused.value))).encode()

    for who in (client, hx_client):
        token = fields_of(who.get("/", headers={"HX-Request": "false"}))["csrf_token"]
        response = who.post("/games", data={"csrf_token": token, "puzzle": text})
        assert response.status_code == 422
        assert message in response.data
        assert f">{escape(text)}</textarea>".encode() in response.data
        assert b'aria-invalid="true"' in response.data
        assert b"Location" not in str(response.headers).encode()
    # htmx gets the form alone, to swap in place of the old one.
    assert response.data.lstrip().startswith(b'<form id="new-game"')


def test_an_empty_puzzle_is_refused(client) -> None:
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/games", data={"csrf_token": token, "puzzle": "   "})
    assert response.status_code == 400
    assert b"Paste a puzzle first" in response.data


def test_an_oversized_puzzle_is_refused(client) -> None:
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/games", data={"csrf_token": token, "puzzle": "." * 3500})
    assert response.status_code == 400
    assert b"a puzzle fits in 3000" in response.data


def test_a_huge_request_is_refused_before_it_is_read(client) -> None:
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/games", data={"csrf_token": token, "puzzle": "." * 40_000})
    assert response.status_code == 413
    assert b"far larger" in response.data


def test_an_unknown_built_in_is_refused(client) -> None:
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/games", data={"csrf_token": token, "builtin": "impossible-9"})
    assert response.status_code == 400
    assert b"no built-in puzzle called" in response.data


def test_htmx_start_navigates_to_the_new_game(hx_client) -> None:
    token = fields_of(hx_client.get("/", headers={"HX-Request": "false"}))["csrf_token"]
    response = hx_client.post("/games", data={"csrf_token": token, "builtin": "easy-1"})
    assert response.status_code == 200
    assert GAME_URL.match(response.headers["HX-Redirect"])


def test_starting_a_game_needs_the_csrf_token(client) -> None:
    response = client.post("/games", data={"builtin": "easy-1"})
    assert response.status_code == 400
    assert b"Reload the page and try again" in response.data


def _marked(html: str) -> list[int]:
    found = re.search(r'id="entry-status"[^>]*data-marked="([^"]*)"', html)
    assert found, html[:300]
    return [int(c) for c in found.group(1).split()]


def _cells(html: str) -> str:
    editor = html[html.index('<form id="editor"') :]
    return "".join(v or "." for v in re.findall(r'name="cell" id="e\d+"\s+value="(\d?)"', editor))


# r1c9 open, its row holding 1-8 and its column a 9: no digit is left for it.
DEAD_CELL = "12345678." + "........9" + "." * 63


@pytest.mark.parametrize(
    "case", ["repeated digit in a house", "a cell with no digit left", "several solutions"]
)
def test_a_refused_paste_opens_in_the_editor_with_the_cells_to_fix_marked(
    client, hx_client, puzzles: dict, case: str
) -> None:
    text = DEAD_CELL if case == "a cell with no digit left" else _bad_puzzles(puzzles)[case]
    with pytest.raises(PuzzleError) as refused:
        load_puzzle(text)
    reason = str(escape(str(refused.value)))
    for who in (client, hx_client):
        token = fields_of(who.get("/", headers={"HX-Request": "false"}))["csrf_token"]
        response = who.post("/games", data={"csrf_token": token, "puzzle": text})
        assert response.status_code == 422
        html = response.data.decode()
        assert _cells(html) == text  # the editor holds what was pasted
        marked = _marked(html)
        assert marked, case
        # The editor's status says the engine's words; the paste box points there.
        assert re.search(rf'id="entry-status"[^>]*>{re.escape(reason)}<', html)
        assert f"{reason} It is in the editor now, the cells to fix marked." in html
        assert f'data-focus="{marked[0]}"' in html
        assert re.search(rf'id="e{marked[0]}"[^>]*autofocus', html)
        assert html.count(" autofocus") == 1  # the cell, not the paste box
        for c in marked:
            assert re.search(rf'id="e{c}"[^>]*aria-invalid="true"', html)
        if who is hx_client:  # the paste form in place, the editor out of band
            assert html.lstrip().startswith('<form id="new-game"')
            assert re.search(r'<form id="editor"[^>]*hx-swap-oob="true"', html)
        else:
            assert "<h1" in html
    values = [int(ch) if ch != "." else 0 for ch in text]
    if case == "repeated digit in a house":
        assert 0 in marked and len({values[c] for c in marked}) == 1  # the clashing 9s
    elif case == "a cell with no digit left":
        (dead,) = marked  # an open cell whose peers hold every digit
        assert values[dead] == 0 and dead == 8
        assert {values[p] for p in CLASSIC.peers[dead]} >= set(range(1, 10))
    else:
        (where,) = marked  # an open cell where two solutions differ
        first, second = solutions(values, CLASSIC, 2)
        assert values[where] == 0 and first[where] != second[where]


def test_a_refused_link_or_killer_stays_in_the_paste_box(client, puzzles: dict) -> None:
    token = fields_of(client.get("/"))["csrf_token"]
    several = puzzles["several"]
    link = "https://www.sudokuwiki.org/sudoku.htm?bd=" + several.replace(".", "0")
    response = client.post("/games", data={"csrf_token": token, "puzzle": link})
    assert response.status_code == 422
    html = response.data.decode()
    assert "It is in the editor now" not in html
    assert _marked(html) == [] and _cells(html) == "." * 81


def test_no_solution_without_a_dead_cell_opens_in_the_editor_unmarked(
    client, puzzles: dict
) -> None:
    """No cell is out of digits at the start, so none is blamed: the editor holds the
    paste and says the engine's words, for the player to compare with their source."""
    text = puzzles["none"]
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/games", data={"csrf_token": token, "puzzle": text})
    assert response.status_code == 422
    html = response.data.decode()
    assert _cells(html) == text and _marked(html) == []
    assert "This puzzle has no solution" in html and "data-focus" not in html
