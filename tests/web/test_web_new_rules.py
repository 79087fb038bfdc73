"""New Thermo and Arrow puzzles by level: the pool makes them in its background thread
beside classic puzzles and Killers, and a game asked for with kind=thermo or kind=arrow
starts one with its elements and known solution; the built-ins of each rule kind start
too, their first hint sound."""

from __future__ import annotations

import random
import time

import pytest
from web_helpers import Player, fields_of

from engine import generate_rules, next_step
from webapp.entering.home import NEW_KINDS
from webapp.entering.pool import ARROW, KINDS, THERMO, PuzzlePool, pool, slot
from webapp.entering.puzzles import RULE_TITLES, builtins


@pytest.mark.parametrize(("kind", "element", "level"), [
    (THERMO, "thermometer", "Easy"), (ARROW, "arrow", "Medium"),
])
def test_a_rule_puzzle_asked_for_starts_a_game_with_its_elements(
    client, player: Player, kind: str, element: str, level: str
) -> None:
    made = generate_rules(element, level, random.Random(7))
    pool().ready[slot(level, kind)].append(made.line)
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/g/new", data={"csrf_token": token, "level": level.lower(),
                                           "kind": kind})
    assert response.status_code == 303 and "/g/new/" not in response.headers["Location"]
    assert made.line not in pool().ready[slot(level, kind)]
    player.game_url = response.headers["Location"]
    grid = player.state()["grid"]
    assert grid.variant.name == made.variant.name
    assert {rule.kind for rule in grid.variant.rules} == {element}
    assert grid.values == list(made.givens)


def test_an_easy_arrow_puzzle_is_refused_with_the_levels_there_are(client) -> None:
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/g/new", data={"csrf_token": token, "level": "easy",
                                           "kind": "arrow"})
    assert response.status_code == 400
    assert b"Medium, Hard, Unfair, Extreme" in response.data
    assert client.get("/g/new/easy?kind=arrow").status_code == 404


def test_the_wait_for_a_thermo_carries_the_kind_on(client) -> None:
    pool().ready[slot("Hard", THERMO)].clear()
    assert b"kind=thermo" in client.get("/g/new/hard?kind=thermo").data


def test_the_home_page_offers_each_kind_the_pool_makes(client) -> None:
    page = client.get("/").data.decode()
    assert set(NEW_KINDS) == set(KINDS)
    for value in KINDS:
        assert f'<option value="{value}">' in page
    assert '<label for="new-kind">Kind of puzzle</label>' in page
    for title in RULE_TITLES.values():
        assert f"<h3>{title}</h3>" in page


def test_the_pool_makes_thermo_puzzles_in_its_own_slot() -> None:
    made = PuzzlePool(size=1, seed=6)
    assert made.take("Easy", THERMO) is None
    deadline = time.monotonic() + 120
    while made.count("Easy", THERMO) == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    line = made.take("Easy", THERMO)
    assert line is not None and line.startswith("rules:classic;T")
    assert made.count("Easy") == 0 and made.count("Easy", "killer") == 0


@pytest.mark.parametrize("kind", list(RULE_TITLES))
def test_a_built_in_of_each_rule_kind_starts_and_its_first_hint_is_sound(
    player: Player, kind: str
) -> None:
    ident = f"{kind}-1"
    assert player.start(builtin=ident).status_code == 303
    grid = player.state()["grid"]
    assert {rule.kind for rule in grid.variant.rules} == {kind}
    solution = player.state()["solution"]
    step = next_step(grid)
    assert step is not None
    assert all(solution[c] != d for c, d in step.eliminations)
    assert all(solution[c] == d for c, d in step.placements)
    assert builtins()[ident].group == RULE_TITLES[kind]
