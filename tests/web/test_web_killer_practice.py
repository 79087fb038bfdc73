"""Killer techniques in the library and in Practise: the library lists the ladder's Killer
rungs, and a kept Killer position (a pool line with its variant as a 7th field) starts a
Killer game just before its step, undressed, and draws its cage on the library page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_web_killer_board import KILLERS
from web_helpers import fields_of

from engine import BY_ID, LADDER, Grid, next_step, read_killer
from webapp.learning import practice, practice_pool

TEXT, SOLUTION = KILLERS["rows"]
VARIANT, _ = read_killer(TEXT)
KILLER_RUNGS = [t.id for t in LADDER if t.id.startswith(("cage-", "rule-of-45", "hidden-cage",
                                                             "innie-"))]


@pytest.fixture
def killer_pool(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The real pool plus one Killer position: the empty Killer, whose first step is a
    Killer technique (the one the engine finds there)."""
    step = next_step(Grid([0] * 81, variant=VARIANT))
    assert step is not None
    line = " ".join(
        [step.technique, "Easy", "test:1", "0" * 81, "0" * 81, "000" * 81, VARIANT.name]
    )
    pool = tmp_path / "practice_pool.txt"
    pool.write_text(practice_pool.POOL_FILE.read_text(encoding="utf-8") + line + "\n")
    monkeypatch.setattr(practice_pool, "POOL_FILE", pool)
    for cached in (practice_pool.kept, practice_pool._solution):
        cached.cache_clear()
    practice._EXAMPLES.clear()
    try:
        yield step.technique
    finally:
        for cached in (practice_pool.kept, practice_pool._solution):
            cached.cache_clear()
        practice._EXAMPLES.clear()


def test_the_library_lists_the_killer_techniques(client) -> None:
    assert KILLER_RUNGS, "the ladder has Killer rungs"
    page = client.get("/techniques").get_data(as_text=True)
    for technique in KILLER_RUNGS:
        assert f'href="/techniques/{technique}"' in page
        assert client.get(f"/techniques/{technique}").status_code == 200


def test_a_killer_position_is_practised_undressed(player, killer_pool: str) -> None:
    assert killer_pool in BY_ID and killer_pool in practice_pool.offered()
    listing = player.client.get("/practise")
    assert f'action="/practise/{killer_pool}"' in listing.get_data(as_text=True)
    answer = player.client.post(
        f"/practise/{killer_pool}", data={"csrf_token": fields_of(listing)["csrf_token"]}
    )
    assert answer.status_code == 303
    player.game_url = answer.headers["Location"]
    page = player.page().get_data(as_text=True)
    assert "variant-killer" in page
    state = player.state()
    # One of the kept Killers as it was kept: its own cages, not a dress of them, and the
    # solution those cages' sums make.
    kept = {k.variant: k for k in practice_pool.kept()[killer_pool]}
    variant = state["grid"].variant
    assert variant.name in kept and variant.cages
    assert "".join(map(str, state["grid"].values)) == kept[variant.name].values
    solution = state["solution"]
    assert all(sum(solution[c] for c in cage.cells) == cage.total for cage in variant.cages)
    for _ in range(3):
        player.post("hint")
    assert player.followed is not None
    assert "cage-hint" in player.followed.get_data(as_text=True)


def test_a_killer_position_draws_its_cage_in_the_library(client, killer_pool: str) -> None:
    # Every Killer rung with a kept position: its page draws a Killer and the step's cage.
    drawn = [t for t in KILLER_RUNGS if t in practice_pool.offered()]
    assert killer_pool in drawn
    for technique in drawn:
        page = client.get(f"/techniques/{technique}").get_data(as_text=True)
        assert "variant-killer" in page and 'class="cage-hint ' in page, technique


def test_todays_puzzle_is_never_a_killers_givens(killer_pool: str) -> None:
    for level in ("Easy", "Medium", "Hard", "Unfair", "Extreme"):
        assert "0" * 81 not in practice_pool.daily_puzzles(level)
