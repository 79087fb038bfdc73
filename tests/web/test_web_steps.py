"""The "Apply one heuristic" panel: one step (the simplest, or the one a Show link asks
for), shown on the board, applied alone; never the whole list, which gave the board away."""

from __future__ import annotations

import re

from markupsafe import escape
from test_web_board import cells
from web_helpers import Player

from engine import all_steps, apply_step, technique


def panel(html: bytes) -> str:
    found = re.search(rb'<section id="steps-panel".*?</section>', html, re.S)
    assert found
    return found.group(0).decode()


def test_the_panel_offers_one_step_the_simplest(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    closed = hx_player.page()
    assert 'aria-expanded="false"' in panel(closed.data)
    opened = hx_player.post("steps")
    assert opened.status_code == 200
    html = panel(opened.data)
    assert 'aria-expanded="true"' in html
    found = all_steps(hx_player.state()["grid"])
    assert sum(len(steps) for steps in found.values()) > 5  # many to give away
    first = next(iter(found))
    assert re.findall(r"<h3>(.*?)</h3>", html) == [technique(first).name]
    assert re.findall(r'name="step" value="([^"]+)"', html) == [f"{first}:0"]
    assert html.count("<li") == 1
    # It stays open across moves and reloads, and closes again.
    assert 'aria-expanded="true"' in panel(hx_player.page().data)
    assert 'aria-expanded="false"' in panel(hx_player.post("steps").data)


def test_the_step_a_show_link_asks_for_is_the_one_offered(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    hx_player.post("steps")
    found = all_steps(hx_player.state()["grid"])
    last = list(found)[-1]
    index = len(found[last]) - 1
    html = panel(hx_player.client.get(f"{hx_player.game_url}/steps/{last}/{index}").data)
    assert re.findall(r'name="step" value="([^"]+)"', html) == [f"{last}:{index}"]
    assert html.count('class="shown"') == 1


def test_showing_a_step_draws_it_and_explains_it(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    found = all_steps(hx_player.state()["grid"])
    technique_id, steps = next((t, s) for t, s in found.items() if any(x.eliminations for x in s))
    index = next(i for i, s in enumerate(steps) if s.eliminations)
    step = steps[index]
    response = hx_player.client.get(f"{hx_player.game_url}/steps/{technique_id}/{index}")
    assert response.status_code == 200
    board = cells(response.data)
    for cell, digit in step.eliminations:
        assert board[cell]["roles"][digit] == "elim"
    html = panel(response.data)
    assert str(escape(step.explanation)) in html
    assert html.count('class="shown"') == 1
    # Showing is reading: the game did not change.
    assert hx_player.state()["version"] == hx_player.version


def test_applying_one_step_from_the_panel(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    grid = hx_player.state()["grid"]
    found = all_steps(grid)
    technique_id = list(found)[-1]
    index = len(found[technique_id]) - 1
    response = hx_player.post("apply", step=f"{technique_id}:{index}")
    assert response.status_code == 200
    apply_step(grid, found[technique_id][index])
    assert hx_player.state()["grid"] == grid
    assert technique(technique_id).name.encode() in response.data  # the status says what it did


def test_unknown_steps_are_refused(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    url = hx_player.game_url
    assert hx_player.client.get(f"{url}/steps/no-such-technique/0").status_code == 404
    assert hx_player.client.get(f"{url}/steps/hidden-single/9999").status_code == 404
    assert hx_player.client.get(f"{url}/steps/hidden-single/-1").status_code == 404
    # Without JavaScript, a stale Show link leads back to the game, with the reason.
    stale = hx_player.client.get(f"{url}/steps/hidden-single/9999", headers={"HX-Request": ""})
    assert stale.status_code == 404
    assert b"not available on this board" in stale.data
    assert len(cells(stale.data)) == 81 and b'id="pad"' in stale.data
    forged = hx_player.post("apply", step="no-such-technique:0")
    assert forged.status_code == 400
    assert b"is not a step of the list" in forged.data
    gone = hx_player.post("apply", step="hidden-single:9999")
    assert gone.status_code == 409
    assert b"not available on this board" in gone.data
    assert hx_player.state()["done"] == 0


def test_with_a_mistake_on_the_board_the_panel_says_so_first(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    state = hx_player.state()
    grid, solution = state["grid"], state["solution"]
    cell, digit = next(
        (c, d)
        for c in range(81)
        if not grid.values[c]
        for d in range(1, 10)
        if grid.candidates[c] >> (d - 1) & 1 and d != solution[c]
    )
    hx_player.post("move", cell=cell, digit=digit)
    html = panel(hx_player.post("steps").data)
    assert "There is a mistake on the board" in html
    assert 'name="step"' not in html
