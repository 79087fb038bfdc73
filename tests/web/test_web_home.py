"""The home page and starting a game: built-ins, pasted puzzles, and every bad puzzle."""

from __future__ import annotations

import re

import pytest
from markupsafe import escape
from web_helpers import Player, fields_of

from engine import PuzzleError, load_puzzle
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
