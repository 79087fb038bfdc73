"""Practise a technique, and the technique library: every ladder technique offered or
said to be missing, each practice game starting just before its technique's step, the
first hint not naming it, and a library page per technique drawn on a real position."""

from __future__ import annotations

import html
import random
import re

import pytest
from web_helpers import Player, fields_of

from engine import LADDER, next_step
from webapp.learning import practice_pool
from webapp.page.language import UI_NAMES  # noqa: F401 - the catalogs load with the app

OFFERED = practice_pool.offered()
# A few techniques across the tiers, for the tests that play.
SAMPLE = [t for t in ("hidden-single", "naked-pair", "x-wing", "xy-wing", "forcing-chain")
          if t in OFFERED]


def _check_lesson(technique: str, kept: practice_pool.Kept, seed: int) -> None:
    original = next_step(kept.grid())
    assert original is not None and original.technique == technique, (technique, kept.source)
    drill = practice_pool.drill_from(kept, random.Random(seed))
    step = next_step(drill.grid)
    assert step is not None and step.technique == technique, (technique, kept.source, seed)


def test_the_pool_offers_at_least_45_techniques() -> None:
    assert len(OFFERED) >= 45, sorted(set(t.id for t in LADDER) - set(OFFERED))


@pytest.mark.parametrize("technique", OFFERED)
def test_each_techniques_first_position_keeps_its_lesson_in_a_new_dress(technique: str) -> None:
    _check_lesson(technique, practice_pool.kept()[technique][0], seed=7)


@pytest.mark.slow
@pytest.mark.parametrize("technique", OFFERED)
def test_every_kept_position_keeps_its_lesson_in_two_new_dresses(technique: str) -> None:
    for kept in practice_pool.kept()[technique]:
        for seed in (1, 2):
            _check_lesson(technique, kept, seed)


def start_practice(player: Player, technique: str):  # noqa: ANN201
    page = player.client.get("/practise")
    token = fields_of(page)["csrf_token"]
    response = player.client.post(f"/practise/{technique}", data={"csrf_token": token})
    assert response.status_code == 303, response.data[:300]
    player.game_url = response.headers["Location"]
    player.page()
    return response


def game_grid(player: Player):  # noqa: ANN201
    return player.state()["grid"]


def test_the_practise_page_lists_every_technique_of_the_ladder(client) -> None:
    page = client.get("/practise").get_data(as_text=True)
    for technique in LADDER:
        assert f'id="practise-{technique.id}"' in page
        if technique.id in OFFERED:
            assert f'action="/practise/{technique.id}"' in page
    missing = [t.id for t in LADDER if t.id not in OFFERED]
    assert page.count("No position yet") == len(missing)


@pytest.mark.parametrize("technique", SAMPLE)
def test_a_practice_game_starts_just_before_its_techniques_step(player, technique) -> None:
    start_practice(player, technique)
    state = player.state()
    step = next_step(state["grid"])
    assert step is not None and step.technique == technique
    # Sound: what the step removes is not in the game's solution.
    for cell, digit in step.eliminations:
        assert state["solution"][cell] != digit


def test_the_first_hint_says_where_but_not_which_technique(player) -> None:
    technique = "x-wing" if "x-wing" in OFFERED else OFFERED[-1]
    from webapp.page.language import technique_name

    start_practice(player, technique)
    with player.client.application.test_request_context():
        name = technique_name(technique)
    page = player.page().get_data(as_text=True)
    assert f"Practising {name}" in page  # the drill says what is practised
    player.post("hint")
    panel = _hint_panel(player.followed.get_data(as_text=True))
    assert "chosen for the technique you are practising" in panel
    assert name not in panel
    player.post("hint")
    panel = _hint_panel(player.followed.get_data(as_text=True))
    assert name in panel
    player.post("hint")
    panel = _hint_panel(player.followed.get_data(as_text=True))
    assert f'href="/techniques/{technique}"' in panel  # level 3 links to the library


def _hint_panel(page: str) -> str:
    return re.search(r'<section id="hint-panel".*?</section>', page, re.S).group(0)


def test_another_one_is_a_fresh_position_of_the_same_technique(player) -> None:
    technique = SAMPLE[1]
    start_practice(player, technique)
    first_url, first_grid = player.game_url, game_grid(player)
    page = player.page().get_data(as_text=True)
    assert 'id="another-one"' in page
    token = fields_of(player.page())["csrf_token"]
    response = player.client.post(f"/practise/{technique}", data={"csrf_token": token})
    assert response.status_code == 303
    player.game_url = response.headers["Location"]
    assert player.game_url != first_url
    second = game_grid(player)
    assert second.values != first_grid.values or second.exclusions != first_grid.exclusions
    step = next_step(second)
    assert step is not None and step.technique == technique


def test_an_unknown_technique_is_a_404_and_a_forged_token_a_400(client) -> None:
    page = client.get("/practise")
    token = fields_of(page)["csrf_token"]
    answer = client.post("/practise/x-wingg", data={"csrf_token": token})
    assert answer.status_code == 404
    assert b"no technique called" in answer.data
    assert client.post("/practise/x-wing", data={"csrf_token": "forged"}).status_code == 400
    assert client.get("/techniques/nothing").status_code == 404


def test_the_library_has_a_page_for_every_ladder_entry(client) -> None:
    index = client.get("/techniques").get_data(as_text=True)
    for technique in LADDER:
        assert f'href="/techniques/{technique.id}"' in index
        page = client.get(f"/techniques/{technique.id}")
        assert page.status_code == 200
        text = page.get_data(as_text=True)
        assert f"score {technique.score}" in text
        assert "about." not in text  # the description rendered, not its message id
        if technique.id in OFFERED:
            assert 'id="practise-this"' in text
            assert 'class="board-wrap"' in text  # drawn on a real position
            assert "cand-" in text or "target" in text or "class=\"legend\"" in text


def test_a_library_page_draws_the_step_the_engine_finds_there(client) -> None:
    technique = "x-wing" if "x-wing" in OFFERED else OFFERED[0]
    kept = practice_pool.example(technique)
    step = next_step(kept.grid())
    text = client.get(f"/techniques/{technique}").get_data(as_text=True)
    assert '<svg class="overlay"' in text or 'class="legend"' in text
    from engine import eliminations_text, placements_text

    effect = placements_text(step.placements) or eliminations_text(step.eliminations)
    assert html.escape(effect) in text


def test_the_library_page_says_how_often_each_level_needs_it(client) -> None:
    text = client.get("/techniques/hidden-single").get_data(as_text=True)
    table = re.search(r'<table class="frequency">.*?</table>', text, re.S).group(0)
    for level in ("Easy", "Medium", "Hard", "Unfair", "Extreme"):
        assert f'<th scope="row">{level}</th>' in table
    walked = practice_pool.stats()["walked"]
    assert str(walked["Hard"]) in table


def test_the_steps_panel_links_each_technique_to_its_page(player, puzzles) -> None:
    player.start(puzzle=next(iter(puzzles.values())))
    player.post("steps")
    page = player.followed.get_data(as_text=True)
    assert re.search(r'</ul>\s*<a class="about" href="/techniques/[a-z0-9-]+"', page)
