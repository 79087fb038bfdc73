"""New Killer by level: the pool keeps Killers beside classic puzzles, and a Killer asked
for (kind=killer) waits for, and starts, a Killer."""

from __future__ import annotations

import random
import time

from web_helpers import fields_of

from engine import generate_killer
from webapp.entering.pool import KILLER, PuzzlePool, pool, slot


def test_a_killer_asked_for_starts_a_killer_game(client, player) -> None:
    puzzle = generate_killer("Easy", random.Random(2))
    pool().ready[slot("Easy", KILLER)].append(puzzle)
    token = fields_of(client.get("/"))["csrf_token"]
    response = client.post("/g/new", data={"csrf_token": token, "level": "easy", "kind": "killer"})
    assert response.status_code == 303 and "/g/new/" not in response.headers["Location"]
    assert puzzle not in pool().ready[slot("Easy", KILLER)]
    player.game_url = response.headers["Location"]
    grid = player.state()["grid"]
    assert grid.variant.kind == "killer" and grid.variant.name == ":".join(puzzle.split(":")[:3])


def test_the_wait_for_a_killer_carries_the_kind_on(client) -> None:
    pool().ready[slot("Medium", KILLER)].clear()
    page = client.get("/g/new/medium?kind=killer")
    # Ready or not, the page polls and starts with the kind it was asked for.
    assert b"kind=killer" in page.data


def test_an_unknown_kind_is_refused(client) -> None:
    assert client.get("/g/new/easy?kind=sandwich").status_code == 400


def test_the_pool_makes_killers_apart_from_classic_puzzles() -> None:
    made = PuzzlePool(size=1, seed=6)
    assert made.take("Easy", KILLER) is None
    deadline = time.monotonic() + 60
    while made.count("Easy", KILLER) == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    puzzle = made.take("Easy", KILLER)
    assert puzzle is not None and puzzle.startswith("killer:")
    assert made.count("Easy") == 0
