"""The multi-host rehearsal with the real pieces: PostgreSQL, Redis, two app hosts, nginx.

Skipped, with the reason, where a piece is not installed (scripts/cluster-setup).
"""

from __future__ import annotations

import http.client
import json
import os
import re
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bench import load
from bench.cluster import Cluster, Missing, free_port, http_status
from webapp.entering.puzzles import builtins

pytestmark = [pytest.mark.slow, pytest.mark.postgres]
ROOT = Path(__file__).resolve().parents[2]
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


def _processes() -> dict[int, tuple[int, int, int]]:
    """Live processes (zombies left out): pid -> (parent, process group, start time)."""
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            if fields[0] not in ("Z", "X"):
                found[int(entry)] = (int(fields[1]), int(fields[2]), int(fields[19]))
    return found


def _descendants(root: int) -> set[tuple[int, int]]:
    """(pid, start time) of root and everything below it, now."""
    table = _processes()
    members, grew = {root} & table.keys(), True
    while grew:
        more = {pid for pid, (parent, _, _) in table.items() if parent in members} - members
        members |= more
        grew = bool(more)
    return {(pid, table[pid][2]) for pid in members}


def _name(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_text().replace("\0", " ")[:80]
    except OSError:
        return "gone"


def _listening(ports: set[int]) -> set[int]:
    """Which of these TCP ports something listens on (IPv4 and IPv6)."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            local, state = line.split()[1], line.split()[3]
            if state == "0A" and int(local.rsplit(":", 1)[1], 16) in ports:
                found.add(int(local.rsplit(":", 1)[1], 16))
    return found


def _play(port: int, until: float, requests: int, counts: list[int]) -> None:
    """One player through nginx: a game, then its page and a pencil mark, again and again,
    until `until` or `requests` requests; errors (a host killed, the cluster stopping)
    end nothing but that request."""
    player = Browser(port)
    cell = builtins()["easy-1"].puzzle.index(".")
    game = ""
    for _ in range(requests):
        if time.monotonic() >= until:
            return
        try:
            if not game:
                player.send("GET", "/")
                status, headers, _ = player.send(
                    "POST", "/games", {"csrf_token": player.token, "builtin": "easy-1"}
                )
                game = headers.get("Location", "") if status == 303 else ""
                continue
            status, _, page = player.send("GET", game)
            version = re.search(r'name="version" value="(\d+)"', page)
            if version:
                status, _, _ = player.send(
                    "POST", f"{game}/move",
                    {"csrf_token": player.token, "version": version.group(1), "cell": cell,
                     "digit": 1 + counts.count(303) % 9, "mode": "pencil"},
                )
            counts.append(status)
        except OSError:
            time.sleep(0.2)


def test_sigterm_to_make_cluster_after_a_host_is_killed_under_load_leaves_nothing(
    tmp_path: Path,
) -> None:
    """The supervisor's stop of `make cluster` (SIGTERM to its process group) after one
    app host's gunicorn was killed with SIGKILL under load leaves no process it started
    and no port listening. make forwards the SIGTERM to `up`, so `up` gets it twice;
    under load the second copy used to come while the stop ran and cut it short,
    orphaning PostgreSQL, Redis, nginx and the surviving host. That copy is also sent
    here, 0.3 s after the first, so the test does not hang on the race."""
    if shutil.which("make") is None:
        pytest.skip("no make")
    try:
        Cluster().stop()  # only to know whether every piece is installed
    except Missing as reason:
        pytest.skip(f"cluster pieces missing: {reason}")
    port, state, log = free_port(), tmp_path / "state", tmp_path / "cluster.log"
    env = {**os.environ, "CLUSTER_PORT": str(port), "CLUSTER_STATE": str(state)}
    with log.open("wb") as out:  # as `make cluster` is run: its own process group
        make = subprocess.Popen(
            ["make", "--no-print-directory", "cluster"], cwd=ROOT, env=env,
            stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    started: set[tuple[int, int]] = set()
    try:
        deadline = time.monotonic() + 240
        while "Ctrl-C or" not in log.read_text() and time.monotonic() < deadline:
            assert make.poll() is None, log.read_text()
            time.sleep(0.5)
        text = log.read_text()
        found = re.search(r"app hosts on 127.0.0.1:(\d+), 127.0.0.1:(\d+); "
                          r"PostgreSQL on (\d+), Redis on (\d+)", text)
        assert found, text
        ports = {port, *map(int, found.groups())}
        (up,) = [pid for pid, (parent, _, _) in _processes().items() if parent == make.pid]
        # Every process the cluster started, as the process tree shows it (PostgreSQL's
        # backends each call setsid: by the tree, not only by process group).
        started = _descendants(up)
        table = _processes()
        groups = {table[pid][1] for pid, _ in started if pid in table} - {make.pid}
        # The hosts' gunicorn masters, host-a first (it starts first).
        masters = sorted(
            (table[pid][2], pid) for pid, _ in started
            if pid in table and table[pid][0] == up
            and "gunicorn" in Path(f"/proc/{pid}/cmdline").read_text()
        )
        assert len(masters) == 2, masters
        # ...and as the cluster reports it: pids, process groups, start times and ports.
        written = state / "cluster.json"
        record = json.loads(written.read_text()) if written.exists() else None
        assert _listening(ports) == ports

        counts: list[int] = []
        until = time.monotonic() + 12
        players = [
            threading.Thread(target=_play, args=(port, until, 400, counts), daemon=True)
            for _ in range(4)
        ]
        for player in players:
            player.start()
        time.sleep(5)
        os.kill(masters[0][1], signal.SIGKILL)  # host-a's gunicorn, as a crash
        time.sleep(3)  # host-b carries every player
        served = len(counts)
        os.killpg(make.pid, signal.SIGTERM)  # as a supervisor stops `make cluster`
        time.sleep(0.3)
        os.kill(up, signal.SIGTERM)  # make's forwarded copy, landing during the stop
        stopped_at = time.monotonic()
        for player in players:
            player.join(timeout=40)
        assert served >= 8, counts

        def left() -> list[str]:
            table = _processes()
            return [
                *(f"pid {pid} ({_name(pid)})"
                  for pid, start in started if pid in table and table[pid][2] == start),
                *(f"pid {pid} in group {group}" for pid, (_, group, _) in table.items()
                  if group in groups),
                *(f"port {p} listening" for p in sorted(_listening(ports))),
            ]

        remaining = left()
        while remaining and time.monotonic() < stopped_at + 90:
            time.sleep(0.5)
            remaining = left()
        assert remaining == [], log.read_text()
        assert time.monotonic() - stopped_at < 90
        assert "cluster stopped" in log.read_text()
        # What the cluster wrote while it ran named everything it started; gone with it.
        assert record is not None, "no cluster.json"
        assert not written.exists()
        assert record["pid"] == up
        assert {piece["port"] for piece in record["pieces"].values()} == ports
        assert record["pieces"]["host-a"]["pid"] == masters[0][1]
        for name, piece in record["pieces"].items():
            assert (piece["pid"], piece["start"]) in started, name
            assert piece["pgid"] in groups, name
    finally:
        # Never leave anything behind, even when the test failed.
        table = _processes()
        for pid, start in started:
            if pid in table and table[pid][2] == start:
                os.kill(pid, signal.SIGKILL)
        if make.poll() is None:
            os.killpg(make.pid, signal.SIGKILL)
        make.wait(timeout=30)
