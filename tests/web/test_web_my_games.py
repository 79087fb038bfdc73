"""My games, statistics and the day's puzzle: what a browser remembers with no account."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest
from web_helpers import Player, fields_of

from webapp.learning import progress

pytestmark = pytest.mark.database


def solve_by_hints(player: Player, limit: int = 200) -> None:
    """Ask for the hint and apply it until the board is full (an easy puzzle)."""
    for _ in range(limit):
        if player.state()["board"] == "".join(map(str, player.state()["solution"])):
            return
        player.post("hint")
        player.post("hint")
        player.post("hint")
        player.post("apply")
    raise AssertionError("not solved by hints")


def my_games_section(client) -> str:  # noqa: ANN001
    home = client.get("/").get_data(as_text=True)
    found = re.search(r'<section class="my-games".*?</section>', home, re.S)
    return found.group(0) if found else ""


def test_a_browser_lists_the_games_it_played_with_their_progress(player, puzzles) -> None:
    assert my_games_section(player.client) == ""  # a new browser has none
    player.start(puzzle=puzzles["easy"])
    first = player.game_url
    player.post("move", cell=0, digit=1)  # r1c1 is empty in "easy"
    player.start(puzzle=puzzles["hard"])
    section = my_games_section(player.client)
    assert section.count('<tr id="mine-') == 2
    assert f'href="{first}"' in section and f'href="{player.game_url}"' in section
    # The last played first; the easy game shows its cells filled (givens and one entry).
    rows = re.findall(r'<tr id="mine-\d+">.*?</tr>', section, re.S)
    assert player.game_url in rows[0]
    givens = 81 - puzzles["easy"].count(".")
    assert f"{givens + 1}/81" in rows[1]
    assert "Not yet" in rows[1]


def test_the_clock_saved_on_leaving_a_game_does_not_make_it_the_last_played(
    player, puzzles
) -> None:
    # Leaving a game sends its timer; that save can reach the server after the next game
    # has opened. It is not play, so the game opened last stays first.
    player.start(puzzle=puzzles["easy"])
    first = player.game_url
    token = player.fields["csrf_token"]
    player.start(puzzle=puzzles["hard"])
    saved = player.client.post(first + "/time", data={"csrf_token": token, "seconds": "42"})
    assert saved.status_code == 204
    rows = re.findall(r'<tr id="mine-\d+">.*?</tr>', my_games_section(player.client), re.S)
    assert len(rows) == 2
    assert player.game_url in rows[0] and first in rows[1]
    # The time itself is kept.
    assert player.client.get(first).status_code == 200
    assert 'data-seconds="42"' in player.client.get(first).get_data(as_text=True)


def test_forget_takes_a_game_off_the_list_but_keeps_the_game(player, puzzles) -> None:
    player.start(puzzle=puzzles["easy"])
    url = player.game_url
    game_id = url.rsplit("/", 1)[1]
    token = fields_of(player.client.get("/"))["csrf_token"]
    answer = player.client.post(f"/my-games/{game_id}/forget", data={"csrf_token": token})
    assert answer.status_code == 303
    assert my_games_section(player.client) == ""
    assert player.client.get(url).status_code == 200  # the game is still at its address
    # Opening it again puts it back on the list.
    assert url in my_games_section(player.client)
    again = player.client.post("/my-games/unknown-id/forget", data={"csrf_token": token})
    assert again.status_code == 404


def test_a_game_opened_from_another_browser_joins_that_browsers_list(app, player, puzzles) -> None:
    player.start(puzzle=puzzles["easy"])
    other = app.test_client()
    assert other.get(player.game_url).status_code == 200
    assert player.game_url in my_games_section(other)


def test_a_forged_browser_cookie_is_a_new_browser(app, player, puzzles) -> None:
    player.start(puzzle=puzzles["easy"])
    forged = app.test_client()
    forged.set_cookie("session", "eyJicm93c2VyIjoiYWJjIn0.forged.sig")
    assert my_games_section(forged) == ""


def test_statistics_after_a_solve(player, puzzles) -> None:
    page = player.client.get("/statistics").get_data(as_text=True)
    assert "No games yet" in page
    player.start(puzzle=puzzles["easy"])
    solve_by_hints(player)
    page = player.client.get("/statistics").get_data(as_text=True)
    assert "1 game solved" in page
    table = re.search(r'<table class="stats".*?</table>', page, re.S).group(0)
    assert "1 / 1" in table
    hints = player.state()["hints_used"]
    assert f"{hints:.1f}" in table
    met = re.search(r'<ul class="met".*?</ul>', page, re.S).group(0)
    assert 'href="/techniques/' in met
    assert '<svg class="chart"' in page and "<rect class=\"bar\"" in page


def test_the_days_puzzle_is_the_same_for_two_browsers_and_kept_per_browser(
    app, player, puzzles
) -> None:
    home = player.client.get("/").get_data(as_text=True)
    assert 'id="daily-easy"' in home
    token = fields_of(player.client.get("/"))["csrf_token"]
    first = player.client.post("/daily", data={"csrf_token": token, "level": "easy"})
    assert first.status_code == 303
    url = first.headers["Location"]
    player.game_url = url
    player.page()
    again = player.client.post("/daily", data={"csrf_token": token, "level": "easy"})
    assert again.headers["Location"] == url  # the same browser continues its game
    other = Player(app.test_client())
    token2 = fields_of(other.client.get("/"))["csrf_token"]
    theirs = other.client.post("/daily", data={"csrf_token": token2, "level": "easy"})
    other.game_url = theirs.headers["Location"]
    assert other.game_url != url
    other.page()
    mine, their = player.state(), other.state()
    assert mine["grid"].values == their["grid"].values
    assert mine["level"] == "Easy"
    bad = player.client.post("/daily", data={"csrf_token": token, "level": "impossible"})
    assert bad.status_code == 400


def test_a_solved_days_puzzle_counts_in_the_streak(player) -> None:
    token = fields_of(player.client.get("/"))["csrf_token"]
    answer = player.client.post("/daily", data={"csrf_token": token, "level": "easy"})
    player.game_url = answer.headers["Location"]
    player.page()
    solve_by_hints(player)
    page = player.client.get("/statistics").get_data(as_text=True)
    assert "Daily streak: 1 day" in page


def test_the_days_puzzle_changes_with_the_day_and_differs_per_level() -> None:
    a = progress.daily_puzzle("2026-11-24", "Easy")
    assert a == progress.daily_puzzle("2026-11-24", "Easy")
    assert a != progress.daily_puzzle("2026-11-25", "Easy")
    assert a != progress.daily_puzzle("2026-11-24", "Medium")
    assert progress.today() == datetime.now(UTC).date().isoformat()


def test_the_streak_counts_days_in_a_row_up_to_today_or_yesterday() -> None:
    days = {"2026-11-20", "2026-11-22", "2026-11-23"}
    assert progress.streak(days, "2026-11-24") == 2  # today still open: counts to yesterday
    assert progress.streak(days | {"2026-11-24"}, "2026-11-24") == 3
    assert progress.streak(days, "2026-11-26") == 0


def test_the_browser_cookie_lasts_a_year_and_is_sent_again_once_a_day(hx_player, puzzles) -> None:
    player = hx_player
    player.start(puzzle=puzzles["easy"])
    opened = player.client.get(player.game_url)
    # A move sends no cookie: the session did not change, so nothing is signed again.
    move = player.post("move", cell=0, digit=1)
    assert move.status_code == 200
    assert "Set-Cookie" not in move.headers
    with player.client.session_transaction() as session:
        assert session["seen"] == datetime.now(UTC).date().isoformat()
        session["seen"] = "2026-01-01"  # last opened a game on another day
    reopened = player.client.get(player.game_url)
    cookie = reopened.headers.get("Set-Cookie", "")
    assert cookie.startswith("session=") and "Expires=" in cookie
    expires = datetime.strptime(
        cookie.split("Expires=")[1].split(";")[0], "%a, %d %b %Y %H:%M:%S GMT"
    )
    assert 364 <= (expires.replace(tzinfo=UTC) - datetime.now(UTC)).days <= 365
    assert "Set-Cookie" not in player.client.get(player.game_url).headers
    assert opened.status_code == reopened.status_code == 200


def test_two_tabs_opening_one_game_at_once_both_get_the_page(
    player, puzzles, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both tabs look for the game on the list, both find nothing, both put it there: the
    second must not fail on the row the first just wrote (a 500 on PostgreSQL once)."""
    from sqlalchemy.orm import Session

    from webapp.storage.store import Played

    player.start(puzzle=puzzles["easy"])  # the game is on the list now
    real_get = Session.get

    def missed(self, entity, ident, **kw):  # noqa: ANN001, ANN003, ANN202
        return None if entity is Played else real_get(self, entity, ident, **kw)

    monkeypatch.setattr(Session, "get", missed)  # the other tab's row, not yet seen
    assert player.page().status_code == 200
    assert player.page().status_code == 200
