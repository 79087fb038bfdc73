"""The web app in English, German, French and Japanese: the switch and its cookie,
Accept-Language, <html lang>, the engine's explanations in the page's language, and no
English left where the catalogs have a translation."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from flask.testing import FlaskClient
from web_helpers import Player, fields_of

from engine import load_puzzle, next_step, words

HARD = "..5.9.4..61..5..23..4.6.7..9.......2...4.9......382....3.....6.4.7...2.816.....97"
CATALOGS = Path(__file__).resolve().parents[2] / "webapp" / "translations"
LANG = re.compile(rb'<html lang="([a-z]+)"')


def english_msgids() -> list[str]:
    """The catalog's English words long enough to be sentences of the page."""
    with (CATALOGS / "messages.pot").open("rb") as pot:
        ids = [m.id for m in read_po(pot) if m.id and isinstance(m.id, str)]
    return [i for i in ids if len(i) > 12 and "%(" not in i and "{" not in i and "<" not in i]


def switch(client: FlaskClient, lang: str, next_page: str = "/") -> object:
    token = fields_of(client.get("/"))["csrf_token"]
    return client.post("/language", data={"csrf_token": token, "lang": lang, "next": next_page})


def test_english_by_default_with_the_switch_naming_each_language_in_itself(client) -> None:
    page = client.get("/")
    assert LANG.search(page.data).group(1) == b"en"
    html = page.data.decode()
    for name in ("English", "Deutsch", "Français", "日本語"):
        assert f">{name}</button>" in html
    assert 'id="lang-en"' in html and 'aria-pressed="true"' in html


@pytest.mark.parametrize(
    ("header", "lang"),
    [("de-DE,de;q=0.9,en;q=0.5", b"de"), ("fr-CA", b"fr"), ("ja", b"ja"), ("es, it", b"en")],
)
def test_accept_language_picks_the_best_language_we_have(client, header, lang) -> None:
    page = client.get("/", headers={"Accept-Language": header})
    assert LANG.search(page.data).group(1) == lang


def test_the_switch_sets_a_cookie_that_wins_over_the_browser(client) -> None:
    answer = switch(client, "fr", "/")
    assert answer.status_code == 303 and answer.headers["Location"] == "/"
    cookie = answer.headers["Set-Cookie"]
    assert cookie.startswith("lang=fr") and "HttpOnly" in cookie and "SameSite=Lax" in cookie
    page = client.get("/", headers={"Accept-Language": "de"})
    assert LANG.search(page.data).group(1) == b"fr"
    assert "Jouez au sudoku" in page.data.decode()


def test_a_forged_language_is_refused_with_a_clear_message(client) -> None:
    answer = switch(client, "xx")
    assert answer.status_code == 400
    assert "Pick a language" in answer.data.decode()
    # and a foreign redirect target is never followed
    answer = switch(client, "de", "//evil.example/")
    assert answer.headers["Location"] == "/"


@pytest.mark.parametrize("lang", ["de", "fr", "ja"])
def test_a_game_page_and_its_hint_carry_no_translated_english(client, lang) -> None:
    switch(client, lang)
    player = Player(client)
    player.start(puzzle=HARD)
    for _ in range(3):
        player.post("hint")
    page = player.page().data.decode()
    assert LANG.search(page.encode()).group(1) == lang.encode()
    text = unescape(re.sub(r"<[^>]+>", " ", page))
    left = [m for m in english_msgids() if m in text]
    assert left == [], left
    # The hint's words are the engine's, in the same language.
    step = next_step(load_puzzle(HARD).grid)
    assert step is not None
    said = words(step, lang)
    assert said.summary in text and said.nudge in text
    # Cell labels are translated too.
    assert re.search(r'aria-label="(Zeile 1, Spalte 1|Ligne 1, colonne 1|1行1列)', page)


def test_plurals_follow_each_language(app) -> None:
    from flask_babel import force_locale

    from webapp.playing.words import hints_count

    with app.test_request_context():
        expected = {
            "en": ("1 hint", "2 hints"),
            "de": ("1 Tipp", "2 Tipps"),
            "fr": ("1 indice", "2 indices"),
            "ja": ("ヒント1回", "ヒント2回"),
        }
        for code, (one, two) in expected.items():
            with force_locale(code):
                assert (hints_count(1), hints_count(2)) == (one, two)
        with force_locale("fr"):
            assert hints_count(0) == "aucun indice"


def test_an_error_page_in_german(client) -> None:
    switch(client, "de")
    page = client.get("/g/no-such-game")
    assert page.status_code == 404
    html = page.data.decode()
    assert "Nicht gefunden" in html and "Not found" not in html


def test_a_refused_puzzle_says_why_in_the_players_language(client) -> None:
    switch(client, "de")
    token = fields_of(client.get("/"))["csrf_token"]
    answer = client.post("/games", data={"csrf_token": token, "puzzle": "12345"})
    assert answer.status_code == 422
    assert "Ein Rätsel hat 81 Zellen, aber 5 wurden gefunden." in answer.data.decode()


def test_the_page_script_gets_its_words_in_the_page_language(client) -> None:
    switch(client, "fr")
    player = Player(client)
    player.start(puzzle=HARD)
    page = player.page().data.decode()
    found = re.search(r'data-words="([^"]*)"', page)
    assert found is not None
    words_of_script = json.loads(unescape(found.group(1)))
    assert words_of_script["resume"] == "Reprendre"
    assert words_of_script["highlighting"] == "{digit} surligné."


def test_a_wrong_jigsaw_layout_says_why_in_french(client) -> None:
    switch(client, "fr")
    token = fields_of(client.get("/"))["csrf_token"]
    layout = "1" * 81
    answer = client.post(
        "/games", data={"csrf_token": token, "puzzle": HARD, "variant": "jigsaw", "layout": layout}
    )
    assert answer.status_code == 422
    html = unescape(answer.data.decode())
    why = "une disposition de Jigsaw a neuf régions ; celle-ci en a 1"
    assert f"Cette disposition n'est pas un Jigsaw : {why}" in html


@pytest.mark.parametrize("lang", ["de", "fr", "ja"])
def test_practise_library_my_games_and_statistics_carry_no_translated_english(
    client, lang
) -> None:
    from engine import explain

    switch(client, lang)
    player = Player(client)
    player.start(puzzle=HARD)
    token = fields_of(client.get("/practise"))["csrf_token"]
    drill = client.post("/practise/x-wing", data={"csrf_token": token})
    player.game_url = drill.headers["Location"]
    player.post("hint")  # the practice nudge, in the page's language
    pages = [
        player.page().data.decode(),
        client.get("/practise").data.decode(),
        client.get("/techniques").data.decode(),
        client.get("/techniques/x-wing").data.decode(),
        client.get("/statistics").data.decode(),
        client.get("/").data.decode(),
    ]
    about = explain.renderer(lang)(explain.say("about.x-wing"))
    assert about in unescape(pages[3])
    for page in pages:
        assert LANG.search(page.encode()).group(1) == lang.encode()
        text = unescape(re.sub(r"<[^>]+>", " ", page))
        left = [m for m in english_msgids() if m in text]
        assert left == [], left
