"""The multi-host rehearsal with the real pieces: PostgreSQL, Redis, two app hosts, nginx.

Skipped, with the reason, where a piece is not installed (scripts/cluster-setup).
"""

from __future__ import annotations

import http.client
import re
import threading
import time
from collections.abc import Iterator

import pytest

from bench import load
from bench.cluster import Cluster, Missing, http_status
from webapp.entering.puzzles import builtins

pytestmark = [pytest.mark.slow, pytest.mark.postgres]
NEW_GAMES_LIMIT = 12
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    try:
        made = Cluster(
            settings={
                "SUDOKU_RATELIMIT_NEW_GAMES": f"{NEW_GAMES_LIMIT} per minute",
                "SUDOKU_RATELIMIT_ACTIONS": "100000 per minute",
            }
        )
    except Missing as reason:
        pytest.skip(f"cluster pieces missing: {reason}")
    with made:
        yield made


def test_every_host_and_the_front_answer_healthz(cluster: Cluster) -> None:
    assert [http_status(h.port) for h in cluster.hosts] == [200, 200]
    assert http_status(cluster.port) == 200


class Browser:
    """A cookie jar and a CSRF token, speaking to one port, as one client address."""

    def __init__(self, port: int, address: str = "") -> None:
        self.port, self.address, self.cookie, self.token = port, address, "", ""

    def send(self, method: str, path: str, form: dict | None = None) -> tuple[int, dict, str]:
        headers = {"Cookie": self.cookie} if self.cookie else {}
        if self.address:
            headers["X-Forwarded-For"] = self.address  # the hosts trust one proxy hop
        body = None
        if form is not None:
            body = "&".join(f"{k}={v}" for k, v in form.items())
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            text = response.read().decode()
        finally:
            connection.close()
        found = dict(response.getheaders())
        if "Set-Cookie" in found:
            self.cookie = found["Set-Cookie"].split(";", 1)[0]
        found_token = TOKEN.search(text)
        if found_token:
            self.token = found_token.group(1)
        return response.status, found, text


def test_a_game_continues_on_the_other_host_after_one_is_killed(cluster: Cluster) -> None:
    player = Browser(cluster.port)
    player.send("GET", "/")
    status, headers, _ = player.send("POST", "/games", {"csrf_token": player.token,
                                                        "builtin": "easy-1"})
    assert status == 303
    game = headers["Location"]
    _, _, page = player.send("GET", game)
    cell = builtins()["easy-1"].puzzle.index(".")
    version = re.search(r'name="version" value="(\d+)"', page).group(1)
    status, _, _ = player.send(
        "POST", f"{game}/move",
        {"csrf_token": player.token, "version": version, "cell": cell, "digit": 1,
         "mode": "pencil"},
    )
    assert status == 303
    victim = cluster.hosts[0]
    victim.kill()
    try:
        # Every request now reaches the other host, whichever nginx tries first.
        for _ in range(4):
            status, _, page = player.send("GET", game)
            assert status == 200
        version = re.search(r'name="version" value="(\d+)"', page).group(1)
        status, _, _ = player.send(
            "POST", f"{game}/move",
            {"csrf_token": player.token, "version": version, "cell": cell, "digit": 1,
             "mode": "pencil"},
        )
        assert status == 303
        _, _, page = player.send("GET", game)
        assert re.search(r'name="version" value="(\d+)"', page).group(1) == str(int(version) + 1)
    finally:
        victim.start()
    assert http_status(victim.port) == 200


def test_the_new_game_limit_is_counted_across_both_hosts(cluster: Cluster) -> None:
    a, b = (Browser(h.port, address="127.0.0.77") for h in cluster.hosts)
    a.send("GET", "/")
    b.cookie, b.token = a.cookie, a.token  # one browser, whichever host answers
    answers = []
    for i in range(NEW_GAMES_LIMIT + 4):  # bounded: a few past the limit
        who = (a, b)[i % 2]
        status, _, _ = who.send("POST", "/games", {"csrf_token": a.token, "builtin": "easy-1"})
        answers.append(status)
    assert answers[:NEW_GAMES_LIMIT] == [303] * NEW_GAMES_LIMIT
    assert answers[NEW_GAMES_LIMIT:] == [429] * 4
    # Another client is not held back by this one's count.
    other = Browser(cluster.hosts[1].port, address="127.0.0.78")
    other.send("GET", "/")
    status, _, _ = other.send("POST", "/games", {"csrf_token": other.token, "builtin": "easy-1"})
    assert status == 303


def test_a_rolling_restart_under_load_loses_no_acknowledged_move(cluster: Cluster) -> None:
    tally = load.Tally()
    loader = threading.Thread(
        target=load.run_load, args=(cluster.port, 4, 14.0, tally, cluster.postgres.url())
    )
    loader.start()
    try:
        time.sleep(2)
        for host in cluster.hosts:  # one host at a time, as a deploy does
            host.stop()
            host.start()
            time.sleep(1)
    finally:
        loader.join(timeout=180)
    assert not loader.is_alive()
    assert tally.errors == []
    assert len(tally.acknowledged) >= 4
    assert load.check_games(cluster.postgres.url(), tally) == []
