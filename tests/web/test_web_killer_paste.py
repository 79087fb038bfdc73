"""A Killer in and out of the web app: pasted in the killer: form, refused with the
engine's reason, shown as "Killer" in the game's title, the player's games and the
statistics, and shared in the form the paste box reads."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from markupsafe import escape
from test_web_killer_board import KILLERS, start_killer
from web_helpers import Player, fields_of

from engine import PuzzleError, load_puzzle

TEXT, SOLUTION = KILLERS["rows"]
MAP, SUMS = TEXT.split(":")[1:3]


def _post(client, **data: str):  # noqa: ANN001, ANN202
    token = fields_of(client.get("/", headers={"HX-Request": "false"}))["csrf_token"]
    return client.post("/games", data={"csrf_token": token, **data})


@pytest.mark.parametrize("choice", ["killer", "classic", ""])
def test_a_pasted_killer_starts_a_killer_game(player: Player, choice: str) -> None:
    # The killer: form says its own variant: Killer chosen or not, it is a Killer.
    response = player.start(puzzle=TEXT, variant=choice)
    assert response.status_code in (302, 303, 200) and player.game_url, response.data[-600:]
    page = player.page().get_data(as_text=True)
    assert "variant-killer" in page and page.count('<path class="cage"') == len(SUMS.split(","))
    assert "<h1>Pasted Killer" in page
    assert player.state()["board"] == "0" * 81  # no givens: the cages are the clues


def test_a_killer_with_givens_keeps_them(player: Player) -> None:
    givens = "".join(ch if c in (0, 40, 80) else "." for c, ch in enumerate(
        "".join(str(d) for d in SOLUTION)))
    player.start(puzzle=f"{TEXT}:{givens}", variant="killer")
    board = player.state()["board"]
    assert [c for c, ch in enumerate(board) if ch != "0"] == [0, 40, 80]


def _said(text: str) -> str:
    """What the engine says of the text as a Killer (its reason for the cages)."""
    with pytest.raises(PuzzleError) as refused:
        load_puzzle(text if text.startswith("killer:") else "killer:" + text)
    return str(escape(str(refused.value)))


BAD = {
    "a cell in no cage": f"killer:.{MAP[1:]}:{SUMS}",
    "a sum too few": f"killer:{MAP}:{SUMS.rsplit(',', 1)[0]}",
    "a sum that is not a number": f"killer:{MAP}:{SUMS.replace(',', ',x', 1)}",
    "sums not adding to 405": f"killer:{MAP}:{SUMS.replace('5', '6', 1)}",
    "no map at all": "killer:13,14",
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_killer_says_the_engines_reason_and_keeps_the_input(
    client, hx_client, case: str
) -> None:
    text = BAD[case]
    message = _said(text)
    for who in (client, hx_client):
        response = _post(who, puzzle=text, variant="killer")
        assert response.status_code == 422
        html = response.get_data(as_text=True)
        assert message in html, html[-800:]
        assert f">{escape(text)}</textarea>" in html
        assert '<option value="killer" selected>' in html  # the choice is kept too


def test_killer_chosen_with_a_plain_grid_says_how_a_killer_is_written(client) -> None:
    plain = "".join(str(d) for d in SOLUTION)[:40] + "." * 41
    response = _post(client, puzzle=plain, variant="killer")
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert "That is not a Killer: a Killer is written killer:" in html, html[-900:]


def test_the_editor_offers_no_killer_and_refuses_a_forged_one(client) -> None:
    home = client.get("/").get_data(as_text=True)
    editor = re.search(r'<select id="editor-variant".*?</select>', home, re.S)
    paste = re.search(r'<select id="variant".*?</select>', home, re.S)
    assert editor and paste
    assert 'value="killer"' not in editor.group(0) and 'value="killer"' in paste.group(0)
    token = fields_of(client.get("/"))["csrf_token"]
    redrawn = client.post("/enter/board", data={"csrf_token": token, "variant": "killer"})
    assert redrawn.status_code == 200 and "killer: form" in redrawn.get_data(as_text=True)
    checked = client.post("/enter/check", data={"csrf_token": token, "variant": "killer"})
    assert checked.status_code == 422


def test_a_killer_shows_as_killer_in_my_games_and_the_statistics(app, client) -> None:
    url = start_killer(app)
    client.get(url)  # opening it puts it on this browser's list
    home = client.get("/").get_data(as_text=True)
    mine = re.search(r'<section class="my-games".*?</section>', home, re.S)
    assert mine and "<td>Killer</td>" in mine.group(0)
    statistics = client.get("/statistics").get_data(as_text=True)
    assert "<td>Killer</td>" in statistics
    japanese = client.get("/statistics", headers={"Accept-Language": "ja"}).get_data(as_text=True)
    assert "<td>キラー</td>" in japanese


def test_a_killer_is_shared_in_the_form_the_paste_box_reads(app, client) -> None:
    url = start_killer(app)
    share = client.get(url + "/share").get_data(as_text=True)
    copied = re.search(r'<textarea id="copy-puzzle"[^>]*>([^<]*)</textarea>', share)
    assert copied and copied.group(1) == TEXT
    link = re.search(r'<textarea id="copy-link"[^>]*>([^<]*)</textarea>', share)
    assert link
    query = parse_qs(urlparse(link.group(1).replace("&amp;", "&")).query)
    assert query == {"puzzle": [TEXT], "variant": ["killer"]}
    # Whoever opens the link finds the paste box filled in, Killer chosen.
    home = client.get("/?" + urlparse(link.group(1).replace("&amp;", "&")).query)
    html = home.get_data(as_text=True)
    assert f">{TEXT}</textarea>" in html and '<option value="killer" selected>' in html
