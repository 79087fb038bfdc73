"""New Thermo, Arrow, Kropki and Anti-knight puzzles by level: the pool makes them in its
background thread beside classic puzzles and Killers, and a game asked for with
kind=thermo, arrow, kropki or anti-knight starts one with its elements and known
solution; the built-ins of each rule kind start too, their first hint sound."""

from __future__ import annotations

import random
import time

import pytest
from web_helpers import Player, fields_of

from engine import generate_rules, next_step, puzzle_kind, variant_named
from webapp.entering.home import NEW_KINDS
from webapp.entering.pool import ANTI_KNIGHT, ARROW, KINDS, KROPKI, THERMO, PuzzlePool, pool, slot
from webapp.entering.puzzles import FAMILIES, RULE_TITLES, builtins


@pytest.mark.parametrize(("kind", "element", "level"), [
    (THERMO, "thermometer", "Easy"), (ARROW, "arrow", "Medium"), (KROPKI, "kropki", "Medium"),
    (ANTI_KNIGHT, "anti-knight", "Easy"),
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
    assert puzzle_kind(grid.variant) == element
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
    # Each family of rules is one press away, its kinds named on it.
    for family, titles in FAMILIES.items():
        if family != "Houses":
            summary = page.split(f"<summary>{family} <small>", 1)[1].split("</summary>", 1)[0]
            assert all(title in summary for title in titles), family


def test_the_families_and_kinds_are_named_in_each_language(client) -> None:
    client.set_cookie("lang", "de")
    page = client.get("/").data.decode()
    for german in ("Punkte und Nachbarn", "Hinweise am Rand", "Anti-Springer", "Wolkenkratzer",
                   '<option value="kropki">Kropki</option>', "X-Summen und Wolkenkratzer"):
        assert german in page
    client.set_cookie("lang", "ja")
    assert "リトルキラー、サンドイッチ、Xサム、ビルディング" in client.get("/").data.decode()


def test_the_pool_makes_thermo_puzzles_in_its_own_slot() -> None:
    made = PuzzlePool(size=1, seed=6)
    assert made.take("Easy", THERMO) is None
    deadline = time.monotonic() + 120
    while made.count("Easy", THERMO) == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    line = made.take("Easy", THERMO)
    assert line is not None and line.startswith("rules:classic;T")
    assert made.count("Easy") == 0 and made.count("Easy", "killer") == 0


RULE_BUILT_INS = sorted(ident for ident, p in builtins().items() if p.variant.startswith("rules:"))


@pytest.mark.parametrize("ident", RULE_BUILT_INS)
def test_a_built_in_of_each_rule_kind_starts_and_its_first_hint_is_sound(
    player: Player, ident: str
) -> None:
    kind = puzzle_kind(variant_named(builtins()[ident].variant))
    assert player.start(builtin=ident).status_code == 303
    grid = player.state()["grid"]
    assert puzzle_kind(grid.variant) == kind
    solution = player.state()["solution"]
    step = next_step(grid)
    assert step is not None
    assert all(solution[c] != d for c, d in step.eliminations)
    assert all(solution[c] == d for c, d in step.placements)
    assert builtins()[ident].group == RULE_TITLES[kind]
