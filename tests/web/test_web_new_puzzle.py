"""New puzzle by level: from the pool when ready, a self-refreshing wait page when not."""

from __future__ import annotations

import random
import time

from web_helpers import fields_of

from engine import count_solutions, load_puzzle
from engine.generator import generate
from engine.rating import rate
from webapp.entering.pool import PuzzlePool


def _fresh_game(client, level: str) -> str:
    """Press the level's button on the home page, then wait as the wait page does."""
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/g/new", data={"csrf_token": token, "level": level})
    deadline = time.monotonic() + 60
    while response.status_code == 303 and "/g/new/" in response.headers["Location"]:
        assert time.monotonic() < deadline, f"no {level} puzzle within a minute"
        wait = client.get(response.headers["Location"])
        if wait.status_code == 202:
            assert b'http-equiv="refresh"' in wait.data and b"start-ready" not in wait.data
            time.sleep(0.2)
            continue
        assert wait.status_code == 200 and b'id="start-ready"' in wait.data
        assert b'http-equiv="refresh"' not in wait.data
        fields = fields_of(wait)
        response = client.post("/g/new", data={"csrf_token": fields["csrf_token"], "level": level})
    assert response.status_code == 303
    return response.headers["Location"]


def test_new_easy_puzzle_starts_a_game_of_that_level(client, player) -> None:
    url = _fresh_game(client, "easy")
    player.game_url = url
    grid = player.state()["grid"]
    puzzle = "".join(str(v) if v else "." for v in grid.values)
    assert count_solutions(list(grid.values)) == 1
    assert rate(load_puzzle(puzzle).grid).level == "Easy"


def test_home_offers_every_level_as_a_post(client) -> None:
    page = client.get("/")
    assert b'<form class="levels" method="post" action="/g/new">' in page.data
    for level in ("easy", "medium", "hard", "unfair", "extreme"):
        assert f'name="level" value="{level}"'.encode() in page.data


def test_unknown_level_is_refused(client) -> None:
    assert client.get("/g/new/impossible").status_code == 404
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/g/new", data={"csrf_token": token, "level": "impossible"})
    assert response.status_code == 400 and b"Pick a level" in response.data


def test_loading_the_wait_page_creates_no_game(app, client) -> None:
    from sqlalchemy import func, select

    from webapp.entering.pool import pool
    from webapp.storage.store import Game

    puzzle = generate("Easy", rng=random.Random(11))
    pool().ready["Easy"].append(puzzle)
    try:
        for _ in range(3):
            assert client.get("/g/new/easy").status_code == 200  # ready, but nothing taken
        assert puzzle in pool().ready["Easy"]
        with app.app_context():
            from webapp.storage.store import db

            assert db().scalar(select(func.count()).select_from(Game)) == 0
    finally:
        if puzzle in pool().ready["Easy"]:
            pool().ready["Easy"].remove(puzzle)


def test_new_puzzle_needs_the_sites_form(client) -> None:
    # Without the CSRF token (another site's page, an <img> tag) nothing is made.
    assert client.post("/g/new", data={"level": "easy"}).status_code == 400


def test_pool_refills_in_the_background() -> None:
    pool = PuzzlePool(size=1, seed=3)
    assert pool.take("Easy") is None  # empty at first; the thread starts
    deadline = time.monotonic() + 30
    while pool.count("Easy") == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    puzzle = pool.take("Easy")
    assert puzzle is not None and len(puzzle) == 81


def test_pool_makes_only_levels_asked_for() -> None:
    pool = PuzzlePool(size=1, seed=4)
    pool.take("Easy")
    deadline = time.monotonic() + 30
    while pool.count("Easy") == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.2)
    assert pool.count("Easy") == 1
    assert all(pool.count(level) == 0 for level in ("Medium", "Hard", "Unfair", "Extreme"))


def test_pool_survives_a_failed_generation(monkeypatch) -> None:
    import webapp.entering.pool as pool_module

    calls = []

    def flaky(level: str, symmetry: str, rng, max_tries: int) -> str:
        calls.append(level)
        if len(calls) == 1:
            raise RuntimeError("no puzzle this time")
        return "." * 81

    monkeypatch.setattr(pool_module, "generate", flaky)
    pool = PuzzlePool(size=1, seed=5)
    pool.take("Hard")
    deadline = time.monotonic() + 10
    while pool.count("Hard") == 0 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert len(calls) >= 2 and pool.take("Hard") == "." * 81
