"""A game's title is words like the rest of the page: started on an English page, it
reads in Japanese on a Japanese one (My games too); the titles of games from before
title_words still show, and the English ones of a known kind are said in any language."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.orm import Session
from web_helpers import Player, fields_of

from webapp.storage import schema
from webapp.storage.store import Game, make_engine

PUZZLE = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"


def in_japanese(player: Player) -> tuple[str, str]:
    """The game page and the home page, with the Japanese language cookie."""
    player.client.set_cookie("lang", "ja")
    try:
        return player.page().data.decode(), player.client.get("/").data.decode()
    finally:
        player.client.set_cookie("lang", "en")


@pytest.mark.parametrize(
    ("start", "english", "japanese"),
    [
        ({"puzzle": PUZZLE}, "Pasted puzzle", "貼り付けた問題"),
        ({"builtin": "hard-1"}, "Built-in Medium 2", "組み込み：ふつう 2"),  # rated Medium
        ({"builtin": "jigsaw-1"}, "Jigsaw Easy 1", "ジグソー やさしい 1"),
    ],
)
def test_a_title_started_in_english_reads_in_japanese(
    player: Player, start: dict, english: str, japanese: str
) -> None:
    player.start(**start)
    assert f"<h1>{english}" in player.page().data.decode()
    game, home = in_japanese(player)
    assert f"<h1>{japanese}" in game and f"<title>{japanese} · " in game
    assert f'<th scope="row">{japanese}</th>' in home and english not in home
    assert f"<h1>{english}" in player.page().data.decode()  # and back in English


def test_a_practice_game_names_its_technique_in_the_page_language(client) -> None:
    token = fields_of(client.get("/practise"))["csrf_token"]
    started = client.post("/practise/x-wing", data={"csrf_token": token})
    player = Player(client)
    player.game_url = started.headers.get("HX-Redirect") or started.headers["Location"]
    assert "<h1>Practise: X-Wing" in player.page().data.decode()
    game, _home = in_japanese(player)
    assert "<h1>練習：X-ウイング" in game


def test_old_titles_still_show_and_known_english_ones_are_translated(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'titles.db'}")
    schema.upgrade(engine, "0006")
    titles = {"a" * 22: "Pasted puzzle", "b" * 22: "New puzzle (Hard)",
              "c" * 22: "Built-in Easy 3", "d" * 22: "Mein Rätsel", "e" * 22: ""}
    with engine.begin() as connection:
        for game_id, title in titles.items():
            connection.execute(
                text(
                    "INSERT INTO games (id, variant, givens, solution, board, exclusions, "
                    "version, done, hint_level, show_candidates, steps_open, title, "
                    "created_at, updated_at) VALUES (:id, 'classic', :p, :p, :p, :x, 1, 0, 0, "
                    "1, 0, :title, '2026-01-01 00:00:00', '2026-01-01 00:00:00')"
                ),
                {"id": game_id, "p": "0" * 81, "x": "000" * 81, "title": title},
            )
    schema.upgrade(engine)
    with Session(engine) as session:
        kept = {g.id: (g.title, g.title_words) for g in session.query(Game).all()}
    engine.dispose()
    assert kept["a" * 22] == ("Pasted puzzle", '{"kind":"pasted"}')
    assert kept["b" * 22] == ("New puzzle (Hard)", '{"kind":"new","level":"Hard"}')
    assert kept["c" * 22][1] == '{"kind":"builtin","level":"Easy","number":3}'
    assert kept["d" * 22] == ("Mein Rätsel", "") and kept["e" * 22] == ("", "")


def test_words_say_their_title_and_an_old_title_shows_as_stored(app) -> None:
    from webapp.page.titles import game_title, title_words

    with app.test_request_context(headers={"Cookie": "lang=ja"}):
        assert game_title(Game(title="Mein Rätsel", title_words="")) == "Mein Rätsel"
        said = game_title(Game(title="x", title_words=title_words("new", level="Hard")))
        assert said == "新しい問題（むずかしい）"
        daily = game_title(Game(title="x", title_words=title_words("daily", level="Easy")))
        assert daily == "今日の問題（やさしい）"
        # Words this version does not know: the stored text.
        assert game_title(Game(title="Old", title_words='{"kind":"future"}')) == "Old"
