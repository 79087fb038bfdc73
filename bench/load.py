"""Load on `make serve`: concurrent players against gunicorn, then every game checked.

    python -m bench.load [--clients 16] [--seconds 60] [--workers N]
                         [--database-url URL] [--kill-rounds 5] [--slow-headers 100]
                         [--cluster] [--uploads-per-second 2 --photo-dir DIR]

Starts the production server the way `make serve` does (upgrade-db, then
gunicorn with gunicorn.conf.py) on 127.0.0.1 with a fresh instance folder (or
the given database), and runs:

* the load: N clients for S seconds (no pause between actions unless
  --think-ms), each playing its own game (digits from
  the solution, a wrong digit and its erasure, pencil marks, hints, undo and
  redo), plus two clients racing on one shared game; every request's latency;
* the check: every game's stored history replays from the givens to its
  stored board, and undoing it all gives the givens back;
* `--kill-rounds K`: K times, kill -9 the whole server during the load,
  restart it, and check that every acknowledged move is in the database;
* `--cluster`: the same through nginx in front of two app hosts with PostgreSQL and
  Redis (bench.cluster); each kill round then kill -9s one host, the other serving;
* `--slow-headers N`: N connections that send their headers a byte at a time
  while one normal client plays; its latency is reported.
* `--uploads-per-second R --photo-dir DIR`: beside the load, R photo uploads a second
  (DIR's .jpg/.png files in turn, at most R × seconds of them) to "From a photo", each
  from a thread of its own so a slow reading does not slow the next; their statuses and
  latencies are reported apart from the players' moves.

SUDOKU_LOAD_LOG=PATH keeps gunicorn's error log (a 5xx's traceback) in PATH.

All from one address, so the run lifts the per-client action limit (a real
server keeps it). Bounded in time and count; servers listen on 127.0.0.1 only.
"""

from __future__ import annotations

import argparse
import http.client
import os
import random
import re
import resource
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from webapp.storage.store import Action, Game, make_engine

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
VERSION = re.compile(r'name="version" value="(\d+)"')
SERVER_TIMING = re.compile(r"app;dur=([\d.]+)")
PUZZLES = ["easy-1", "medium-1", "hard-1", "hard-2", "diabolical-1", "diabolical-2"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """gunicorn as `make serve` starts it, in its own process group (killable as a whole)."""

    def __init__(self, workers: int | None, database_url: str | None) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="sudoku-load-"))
        self.port = free_port()
        self.env = {
            **os.environ,
            "SUDOKU_INSTANCE_PATH": str(self.folder),
            "PORT": str(self.port),
            "SUDOKU_RATELIMIT_ACTIONS": "1000000 per minute",
            "SUDOKU_RATELIMIT_NEW_GAMES": "1000000 per minute",
            "SUDOKU_RATELIMIT_PHOTOS": "1000000 per minute",
        }
        if workers:  # else gunicorn.conf.py's default, as `make serve` runs
            self.env["WEB_CONCURRENCY"] = str(workers)
        if database_url:
            self.env["SUDOKU_DATABASE_URL"] = database_url
            self.env.setdefault("SUDOKU_SECRET_KEY", "load-test-key-0123456789abcdef")
        self.url = database_url or f"sqlite:///{self.folder / 'sudoku.db'}"
        subprocess.run(
            [str(BIN / "flask"), "--app", "webapp", "upgrade-db"],
            cwd=ROOT, env=self.env, check=True, capture_output=True, timeout=120,
        )
        self.process: subprocess.Popen | None = None
        # gunicorn's error log (a worker's traceback) goes to $SUDOKU_LOAD_LOG when set.
        self.log = open(os.environ.get("SUDOKU_LOAD_LOG", os.devnull), "a")  # noqa: SIM115
        self.start()

    def start(self) -> None:
        self.process = subprocess.Popen(
            [str(BIN / "gunicorn"), "--config", "gunicorn.conf.py", "webapp:create_app()"],
            cwd=ROOT, env=self.env, stdout=subprocess.DEVNULL, stderr=self.log,
            start_new_session=True,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=2)
                connection.request("GET", "/healthz")
                if connection.getresponse().status == 200:
                    return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("the server did not come up within 60 s")

    def kill(self) -> None:
        assert self.process is not None
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)


class ClusterServer:
    """The multi-host rehearsal behind the same face as Server: `kill` takes down one
    host (kill -9), the next `start` brings it back; the other serves meanwhile."""

    def __init__(self) -> None:
        from .cluster import Cluster

        self.cluster = Cluster(
            settings={
                "SUDOKU_RATELIMIT_ACTIONS": "1000000 per minute",
                "SUDOKU_RATELIMIT_NEW_GAMES": "1000000 per minute",
            }
        )
        self.cluster.__enter__()
        self.port = self.cluster.port
        self.url = self.cluster.postgres.url()
        self.rounds = 0
        self.down = None

    def kill(self) -> None:
        self.down = self.cluster.hosts[self.rounds % 2]
        self.rounds += 1
        self.down.kill()

    def start(self) -> None:
        if self.down is not None:
            self.down.start()
            self.down = None

    def stop(self) -> None:
        self.cluster.stop()


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    by_kind: dict[str, list[float]] = field(default_factory=dict)  # "POST hint" -> latencies
    # The app's own time (its Server-Timing header): latency less queueing and transport.
    server_by_kind: dict[str, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    acknowledged: dict[str, int] = field(default_factory=dict)  # game id -> done seen last
    games: set[str] = field(default_factory=set)
    lock: threading.Lock = field(default_factory=threading.Lock)


class Client:
    """One browser-like player: a cookie, the CSRF token, and its game's version."""

    def __init__(self, port: int, tally: Tally, htmx: bool = False) -> None:
        self.port = port
        self.tally = tally
        # As a browser with JavaScript plays: htmx posts, answered with the changed
        # fragments (one request per action). Without: a form post, its 303, the page.
        self.htmx = htmx
        self.cookie = ""
        self.token = ""
        self.game = ""
        self.version = "0"
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def send(
        self, method: str, path: str, form: dict | None = None, htmx: bool = False
    ) -> tuple[int, dict, str]:
        headers = {"Cookie": self.cookie} if self.cookie else {}
        if htmx:
            headers["HX-Request"] = "true"
        body = None
        if form is not None:
            body = "&".join(f"{k}={v}" for k, v in form.items())
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        started = time.perf_counter()
        for attempt in range(2):
            try:
                self.connection.request(method, path, body=body, headers=headers)
                response = self.connection.getresponse()
                text = response.read().decode()
                break
            except (OSError, http.client.HTTPException):
                self.connection.close()
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                if attempt:
                    raise
        elapsed = (time.perf_counter() - started) * 1000
        found = dict(response.getheaders())
        if "Set-Cookie" in found:
            self.cookie = found["Set-Cookie"].split(";", 1)[0]
        with self.tally.lock:
            self.tally.latencies.append(elapsed)
            kind = f"{method} {path.rsplit('/', 1)[1] if '/g/' in path else path}"
            kind = f"{method} page" if method == "GET" and path.startswith("/g/") else kind
            self.tally.by_kind.setdefault(kind, []).append(elapsed)
            timing = SERVER_TIMING.search(found.get("Server-Timing", ""))
            if timing:
                self.tally.server_by_kind.setdefault(kind, []).append(float(timing.group(1)))
            if response.status >= 500:
                self.tally.errors.append(f"{method} {path}: {response.status}")
        return response.status, found, text

    def start(self, builtin: str) -> None:
        _, _, page = self.send("GET", "/")
        self.token = TOKEN.search(page).group(1)
        form = {"csrf_token": self.token, "builtin": builtin}
        status, headers, _ = self.send("POST", "/games", form)
        if status != 303:
            raise RuntimeError(f"starting a game answered {status}")
        self.game = headers["Location"]
        self.page()
        with self.tally.lock:
            self.tally.games.add(self.game.rsplit("/", 1)[1])

    def page(self) -> str:
        _, _, page = self.send("GET", self.game)
        found = VERSION.search(page)
        if found:
            self.version = found.group(1)
        return page

    def act(self, action: str, **fields: object) -> int:
        form = {"csrf_token": self.token, "version": self.version, **fields}
        status, headers, text = self.send("POST", f"{self.game}/{action}", form, self.htmx)
        if self.htmx:
            # The fragments carry the game's version, whether the action was taken or not.
            found = VERSION.search(text)
            if found:
                self.version = found.group(1)
            if status == 200 and action != "hint":
                game_id = self.game.rsplit("/", 1)[1]
                with self.tally.lock:
                    self.tally.acknowledged[game_id] = int(self.version)
            return status
        if status == 303:
            self.page()
            if action != "hint":
                game_id = self.game.rsplit("/", 1)[1]
                with self.tally.lock:
                    self.tally.acknowledged[game_id] = int(self.version)
        elif status == 409:
            self.page()  # someone else moved the game on: catch up, as the page would
        return status


THINK = 0.0  # seconds a player waits between actions (--think-ms)
HTMX = False  # clients play as a browser with JavaScript does (--htmx)


def play(client: Client, until: float, rng: random.Random, solution: str, givens: str) -> None:
    empty = [c for c in range(81) if givens[c] == "0"]
    if rng.random() < 0.5:
        client.act("notes", notes="own")  # half the players keep notes of their own
    while time.monotonic() < until:
        if THINK:
            time.sleep(rng.uniform(0.5, 1.5) * THINK)
        cell = rng.choice(empty)
        move = rng.random()
        if move < 0.4:
            client.act("move", cell=cell, digit=solution[cell], mode="value")
        elif move < 0.5:
            wrong = next(d for d in "123456789" if d != solution[cell])
            client.act("move", cell=cell, digit=wrong, mode="value")
            client.act("move", cell=cell, digit=0, mode="value")
        elif move < 0.62:
            client.act("move", cell=cell, digit=rng.randint(1, 9), mode="pencil")
        elif move < 0.67:
            client.act("marker", cell=cell, colour=rng.randint(0, 4))
        elif move < 0.77:
            client.act("hint")
        elif move < 0.9:
            client.act("undo")
        else:
            client.act("redo")


def run_load(port: int, clients: int, seconds: float, tally: Tally, url: str) -> None:
    from webapp.entering.puzzles import builtins

    until = time.monotonic() + seconds
    threads = []
    players = []
    for i in range(clients):
        builtin = PUZZLES[i % len(PUZZLES)]
        client = Client(port, tally, HTMX)
        client.start(builtin)
        players.append((client, builtin))
    # Two more clients share one game: the race.
    racers = [Client(port, tally, HTMX), Client(port, tally, HTMX)]
    racers[0].start("medium-2")
    racers[1].cookie, racers[1].token, racers[1].game = (
        racers[0].cookie, racers[0].token, racers[0].game,
    )
    racers[1].page()
    players += [(racers[0], "medium-2"), (racers[1], "medium-2")]
    solutions = _solutions(url)
    for i, (client, builtin) in enumerate(players):
        givens = builtins()[builtin].puzzle.replace(".", "0")
        game_id = client.game.rsplit("/", 1)[1]
        thread = threading.Thread(
            target=_guarded,
            args=(tally, play, client, until, random.Random(i), solutions[game_id], givens),
        )
        threads.append(thread)
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + 120)
    for client, _ in players:
        client.connection.close()


def _guarded(tally: Tally, target, *args) -> None:  # noqa: ANN001
    try:
        target(*args)
    except Exception as error:  # noqa: BLE001 - a dropped connection during a kill
        with tally.lock:
            tally.errors.append(f"client stopped: {error!r}")


def _solutions(url: str) -> dict[str, str]:
    engine = make_engine(url)
    try:
        with Session(engine) as session:
            return {g.id: g.solution for g in session.scalars(select(Game))}
    finally:
        engine.dispose()


def check_games(url: str, tally: Tally) -> list[str]:
    """Every game's history replays to its board, and undoing all of it gives the givens."""
    problems = []
    engine = make_engine(url)
    try:
        with Session(engine) as session:
            for game in session.scalars(select(Game)):
                actions = session.scalars(
                    select(Action).where(Action.game_id == game.id).order_by(Action.seq)
                ).all()
                seqs = [a.seq for a in actions]
                if seqs and seqs[0] != game.history_start + 1 or seqs != list(
                    range(game.history_start + 1, game.history_start + 1 + len(seqs))
                ):
                    problems.append(f"{game.id[:6]}: gaps in the history {seqs[:5]}...")
                    continue
                board = list(game.board)
                excl = [game.exclusions[3 * c : 3 * c + 3] for c in range(81)]
                notes, markers = game.note_masks(), game.marker_colours()
                # Back from the board through the actions in effect, to the givens.
                for action in reversed(actions[: game.done - game.history_start]):
                    for change in action.cell_changes():
                        cell = change.cell
                        if (
                            int(board[cell]) != change.value1
                            or int(excl[cell], 16) != change.excl1
                            or change.notes1 not in (None, notes[cell])
                            or change.marker1 not in (None, markers[cell])
                        ):
                            problems.append(f"{game.id[:6]}: action {action.seq} does not fit")
                            break
                        board[cell], excl[cell] = str(change.value0), f"{change.excl0:03x}"
                        notes[cell] = notes[cell] if change.notes0 is None else change.notes0
                        markers[cell] = markers[cell] if change.marker0 is None else change.marker0
                if game.history_start == 0 and "".join(board) != game.givens:
                    problems.append(f"{game.id[:6]}: undoing everything does not give the givens")
                seen = tally.acknowledged.get(game.id)
                if seen is not None and game.version < seen:
                    problems.append(f"{game.id[:6]}: version {game.version} < acknowledged {seen}")
    finally:
        engine.dispose()
    return problems


def slow_headers(port: int, count: int, seconds: float, stop: threading.Event) -> None:
    """Connections that dribble their request line and headers, a byte every second."""
    sockets = []
    for _ in range(count):
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        sockets.append(s)
    line = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 200
    i = 0
    deadline = time.monotonic() + seconds
    while not stop.is_set() and time.monotonic() < deadline and i < len(line):
        for s in sockets:
            try:
                s.send(line[i : i + 1])
            except OSError:
                pass
        i += 1
        time.sleep(1)
    for s in sockets:
        s.close()


def uploads(port: int, rate: float, seconds: float, photo_dir: Path, tally: Tally) -> None:
    """`rate` photo uploads a second for `seconds`, each on a thread of its own."""
    photos = sorted(
        p for p in photo_dir.iterdir() if p.suffix.lower() in (".jpg", ".jpeg", ".png")
    )
    if not photos:
        raise SystemExit(f"no .jpg or .png in {photo_dir}")
    boundary = "load-upload-boundary"
    first = Client(port, tally)
    _, _, page = first.send("GET", "/")
    token = TOKEN.search(page).group(1)
    cookie = first.cookie
    first.connection.close()

    def one(path: Path) -> None:
        body = (
            f'--{boundary}\r\nContent-Disposition: form-data; name="csrf_token"\r\n\r\n'
            f'{token}\r\n--{boundary}\r\nContent-Disposition: form-data; name="photo"; '
            f'filename="{path.name}"\r\nContent-Type: image/jpeg\r\n\r\n'
        ).encode() + path.read_bytes() + f"\r\n--{boundary}--\r\n".encode()
        headers = {
            "Content-Type": f"multipart/form-data; boundary={boundary}",
            "Cookie": cookie,
            "HX-Request": "true",
        }
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        started = time.perf_counter()
        try:
            connection.request("POST", "/enter/photo", body=body, headers=headers)
            status = connection.getresponse()
            status.read()
            code = status.status
        except (OSError, http.client.HTTPException) as error:
            code = 0
            with tally.lock:
                tally.errors.append(f"upload: {error!r}")
        finally:
            connection.close()
        elapsed = (time.perf_counter() - started) * 1000
        with tally.lock:
            tally.latencies.append(elapsed)
            tally.by_kind.setdefault(f"upload {code}", []).append(elapsed)
            if code >= 500 and code != 503:
                tally.errors.append(f"upload: {code}")

    threads = []
    count = int(rate * seconds)
    start = time.monotonic()
    for i in range(count):
        time.sleep(max(0.0, start + i / rate - time.monotonic()))
        thread = threading.Thread(target=one, args=(photos[i % len(photos)],), daemon=True)
        thread.start()
        threads.append(thread)
    for thread in threads:
        thread.join(timeout=120)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(len(ordered) * q + 0.999999) - 1)] if ordered else 0.0


def report(title: str, tally: Tally, problems: list[str]) -> None:
    lat = tally.latencies
    print(
        f"{title}: {len(lat)} requests, {len(tally.games)} games, "
        f"p50 {statistics.median(lat) if lat else 0:.1f} ms, p95 {percentile(lat, 0.95):.1f} ms, "
        f"max {max(lat) if lat else 0:.1f} ms; 5xx/errors {len(tally.errors)}; "
        f"inconsistent or lost {len(problems)}"
    )
    for kind, times in sorted(tally.by_kind.items(), key=lambda item: -len(item[1])):
        server = tally.server_by_kind.get(kind) or [0.0]
        print(
            f"    {kind:<16}{len(times):>7}  p50 {statistics.median(times):7.1f}"
            f"  p95 {percentile(times, 0.95):7.1f}  max {max(times):7.1f}"
            f"   app p50 {statistics.median(server):6.1f}  p95 {percentile(server, 0.95):6.1f}"
        )
    for line in (tally.errors + problems)[:10]:
        print("   ", line)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--workers", type=int, default=None, help="default: make serve's")
    parser.add_argument("--database-url", default=None)
    parser.add_argument("--kill-rounds", type=int, default=0)
    parser.add_argument("--slow-headers", type=int, default=0)
    parser.add_argument(
        "--htmx", action="store_true",
        help="play as a browser with JavaScript: htmx posts answered with fragments "
        "(default: plain form posts, each followed by the redirect's page)",
    )
    parser.add_argument(
        "--think-ms", type=float, default=0,
        help="mean pause between a player's actions (0: as fast as the server answers)",
    )
    parser.add_argument(
        "--uploads-per-second", type=float, default=0,
        help="photo uploads a second beside the load (needs --photo-dir)",
    )
    parser.add_argument("--photo-dir", type=Path, default=None, help="photos to upload")
    parser.add_argument(
        "--cluster", action="store_true",
        help="run against the multi-host rehearsal (bench.cluster: nginx, two app hosts, "
        "PostgreSQL, Redis); --kill-rounds then kill -9 one host at a time",
    )
    args = parser.parse_args(argv)
    global THINK, HTMX
    THINK = args.think_ms / 1000
    HTMX = args.htmx
    server = ClusterServer() if args.cluster else Server(args.workers, args.database_url)
    try:
        tally = Tally()
        uploader, uploaded = None, Tally()
        if args.uploads_per_second:
            if args.photo_dir is None:
                parser.error("--uploads-per-second needs --photo-dir")
            uploader = threading.Thread(
                target=uploads,
                args=(server.port, args.uploads_per_second, args.seconds, args.photo_dir,
                      uploaded),
            )
            uploader.start()
        run_load(server.port, args.clients, args.seconds, tally, server.url)
        report("load", tally, check_games(server.url, tally))
        if uploader is not None:
            uploader.join(timeout=180)
            report(f"uploads beside it ({args.uploads_per_second:g} a second)", uploaded, [])
        for round_ in range(1, args.kill_rounds + 1):
            tally = Tally()
            loader = threading.Thread(
                target=run_load, args=(server.port, args.clients, 8.0, tally, server.url)
            )
            loader.start()
            time.sleep(4)
            server.kill()
            loader.join(timeout=120)
            server.start()
            killed = Tally(errors=[e for e in tally.errors if "client stopped" not in e])
            killed.latencies, killed.games = tally.latencies, tally.games
            killed.acknowledged = tally.acknowledged
            report(f"kill -9 round {round_}", killed, check_games(server.url, tally))
        if args.slow_headers:
            stop = threading.Event()
            dribble = threading.Thread(
                target=slow_headers, args=(server.port, args.slow_headers, args.seconds, stop)
            )
            dribble.start()
            time.sleep(2)
            tally = Tally()
            run_load(server.port, 1, min(args.seconds, 20), tally, server.url)
            stop.set()
            dribble.join(timeout=60)
            report(f"one client beside {args.slow_headers} slow-header connections", tally, [])
    finally:
        server.stop()
    # Where the CPU went: this process (the clients) against the server's (children's).
    me, server_cpu = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(
        resource.RUSAGE_CHILDREN
    )
    print(
        f"cpu: clients {me.ru_utime + me.ru_stime:.1f} s, "
        f"server (upgrade-db and gunicorn) {server_cpu.ru_utime + server_cpu.ru_stime:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
