"""New puzzle by level: from the pool when ready, a self-refreshing wait page when not."""

from __future__ import annotations

import time

from engine import count_solutions, load_puzzle
from engine.rating import rate
from webapp.pool import PuzzlePool


def _fresh_game(client, level: str) -> str:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        response = client.get(f"/g/new/{level}")
        if response.status_code == 303:
            return response.headers["Location"]
        assert response.status_code == 202
        assert b'http-equiv="refresh"' in response.data
        time.sleep(0.2)
    raise AssertionError(f"no {level} puzzle within a minute")


def test_new_easy_puzzle_starts_a_game_of_that_level(client, player) -> None:
    url = _fresh_game(client, "easy")
    player.game_url = url
    grid = player.state()["grid"]
    puzzle = "".join(str(v) if v else "." for v in grid.values)
    assert count_solutions(list(grid.values)) == 1
    assert rate(load_puzzle(puzzle).grid).level == "Easy"


def test_home_offers_every_level(client) -> None:
    page = client.get("/")
    for level in ("easy", "medium", "hard", "unfair", "extreme"):
        assert f'href="/g/new/{level}"'.encode() in page.data


def test_unknown_level_is_404(client) -> None:
    assert client.get("/g/new/impossible").status_code == 404


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
    import webapp.pool as pool_module

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
