"""A local rehearsal of a multi-host deployment: PostgreSQL, Redis, two app hosts, nginx.

    make cluster          # or: python -m bench.cluster up [--port 8080]
    make cluster-stop     # or: python -m bench.cluster stop (from another terminal)

Everything from Debian's packages (postgresql, redis-server, nginx; scripts/cluster-setup
installs what is missing when run as root), everything on 127.0.0.1, everything in
`.cluster/` (git-ignored) and gone when it stops:

* one PostgreSQL cluster holding the games (what would be the database host);
* one Redis holding the rate-limit counters (shared by every app host);
* two app hosts, each `make serve` (upgrade-db, then gunicorn) on its own port with its
  own instance folder, the same secret key, database URL and rate-limit storage;
* nginx in front, balancing the two (the README's block, adapted), on
  http://127.0.0.1:${CLUSTER_PORT:-8080}.

`up` prints that address when every piece answers, writes what it started (pids,
process groups, ports, folders) to `.cluster/cluster.json` ($CLUSTER_STATE if set),
and stops everything it started on Ctrl-C, SIGTERM, SIGHUP, or when `stop` is run,
whatever died before. Stopping is bounded: each piece is asked (SIGTERM, nginx's
SIGQUIT, PostgreSQL's `pg_ctl stop -m fast`, then `-m immediate`), then everything of
it still alive after a deadline is sent SIGKILL, and waited for; `stop` does the same
from cluster.json if `up` itself was killed. The first signal starts the stop; later
ones cannot cut it short (make forwards its SIGTERM to `up`, so a supervisor's SIGTERM
to the group arrives twice), and a second Ctrl-C only skips the remaining grace
periods. The tests (tests/cluster) drive the same classes: kill -9 one host, restart
it, count the rate limit across both.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATE = Path(os.environ.get("CLUSTER_STATE") or ROOT / ".cluster")
BIN = Path(sys.executable).parent
# Grace periods of the stop, in seconds; past them, SIGKILL. gunicorn ends its own
# workers after its graceful_timeout (20 s, gunicorn.conf.py).
NGINX_GRACE, HOST_GRACE, REDIS_GRACE, PG_FAST, PG_IMMEDIATE, KILL_WAIT = 5, 25, 5, 10, 5, 10
# Set by `up`'s first stopping signal (start-up then ends at its next step), and by a
# second Ctrl-C while stopping (the remaining grace periods are then skipped).
STOP, HURRY = threading.Event(), threading.Event()


class Missing(RuntimeError):
    """A piece that is not installed here: the reason, for a message or a test's skip."""


class Stopping(Exception):
    """A stopping signal came while `up` was starting the cluster."""


def _check_stop() -> None:
    if STOP.is_set():
        raise Stopping


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(what: str, ready, seconds: float = 60) -> None:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        _check_stop()
        try:
            if ready():
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"{what} did not come up within {seconds:.0f} s")


def http_status(port: int, path: str = "/healthz", host: str = "127.0.0.1") -> int:
    connection = http.client.HTTPConnection(host, port, timeout=5)
    try:
        connection.request("GET", path)
        return connection.getresponse().status
    finally:
        connection.close()


def _processes() -> dict[int, tuple[int, int, int]]:
    """Every live process: pid -> (parent pid, process group, start time). Zombies left out."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue  # gone meanwhile
        if fields[0] not in ("Z", "X"):
            found[int(entry)] = (int(fields[1]), int(fields[2]), int(fields[19]))
    return found


def _tree(leader: int) -> set[tuple[int, int]]:
    """(pid, start time) of the leader, everything in its process group (a killed gunicorn
    master's workers linger there), and all their descendants (PostgreSQL's backends
    each call setsid)."""
    table = _processes()
    members = {pid for pid, (_, group, _) in table.items() if pid == leader or group == leader}
    grew = True
    while grew:
        more = {pid for pid, (parent, _, _) in table.items() if parent in members} - members
        members |= more
        grew = bool(more)
    return {(pid, table[pid][2]) for pid in members}


def _alive(members: set[tuple[int, int]]) -> set[tuple[int, int]]:
    table = _processes()
    return {(pid, start) for pid, start in members if pid in table and table[pid][2] == start}


def _signal(pid: int, sig: int, group: bool = False) -> None:
    try:
        (os.killpg if group else os.kill)(pid, sig)
    except (ProcessLookupError, PermissionError):
        pass  # already gone (or, for a group, nothing of it left)


class Stoppable:
    """A process started in its own session, stopped with all it started, in bounded time.

    `process.returncode` set means this class reaped it after sweeping its group: nothing
    of it is left. Until reaped (even killed by someone else), its pid stays a zombie
    and the group's id cannot be reused, so signalling the group is safe."""

    process: subprocess.Popen | None = None

    def begin_stop(self, sig: int = signal.SIGTERM) -> set[tuple[int, int]]:
        """Ask it to stop; what it was made of, to wait for."""
        if self.process is None or self.process.returncode is not None:
            return set()
        members = _tree(self.process.pid)
        _signal(self.process.pid, sig, group=True)
        return members

    def finish_stop(self, members: set[tuple[int, int]], grace: float) -> None:
        """Wait up to `grace` seconds, then SIGKILL what is left of it, and wait for that."""
        if self.process is None or self.process.returncode is not None:
            return
        if not self._gone(members, grace):
            members |= _tree(self.process.pid)
            _signal(self.process.pid, signal.SIGKILL, group=True)
            for pid, _ in _alive(members):
                _signal(pid, signal.SIGKILL)
            if not self._gone(members, KILL_WAIT, hurry=False):
                _say(f"{self}: still alive after SIGKILL: {sorted(_alive(members))}",
                     sys.stderr)
        try:
            self.process.wait(timeout=KILL_WAIT)
        except subprocess.TimeoutExpired:
            pass

    def _gone(self, members: set[tuple[int, int]], seconds: float, hurry: bool = True) -> bool:
        deadline = time.monotonic() + seconds
        while True:
            self.process.poll()
            if not _alive(members):
                return True
            if time.monotonic() >= deadline or (hurry and HURRY.is_set()):
                return False
            time.sleep(0.1)

    def halt(self, sig: int, grace: float) -> None:
        self.finish_stop(self.begin_stop(sig), grace)

    def pids(self) -> dict[str, int]:
        """Its leader's pid (also its process group's id) and start time, while it runs."""
        if self.process is None or self.process.returncode is not None:
            return {}
        start = _processes().get(self.process.pid, (0, 0, 0))[2]
        return {"pid": self.process.pid, "pgid": self.process.pid, "start": start}


def _as_postgres(command: list[str]) -> list[str]:
    # initdb refuses root: as root the cluster belongs to the postgres user.
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


class Postgres(Stoppable):
    """A throwaway PostgreSQL cluster on a free port of 127.0.0.1, one database `sudoku`."""

    def __init__(self) -> None:
        found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
        if not found:
            raise Missing("no PostgreSQL server binaries (apt-get install postgresql)")
        self.bin = found[-1].parent
        self.root = Path(tempfile.mkdtemp(prefix="sudoku-cluster-pg-"))
        if os.geteuid() == 0:
            shutil.chown(self.root, "postgres", "postgres")
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        data = self.root / "data"
        subprocess.run(
            _as_postgres([str(self.bin / "initdb"), "-D", str(data), "-U", "postgres",
                          "--auth=trust", "-E", "UTF8"]),
            check=True, capture_output=True, timeout=120,
        )
        self.process = subprocess.Popen(
            _as_postgres([str(self.bin / "postgres"), "-D", str(data), "-h", "127.0.0.1",
                          "-p", str(self.port), "-k", str(self.root), "-F"]),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )
        _wait("PostgreSQL", lambda: subprocess.run(
            [str(self.bin / "pg_isready"), "-h", "127.0.0.1", "-p", str(self.port)],
            capture_output=True, timeout=10).returncode == 0)
        subprocess.run(
            [str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U",
             "postgres", "sudoku"], check=True, capture_output=True, timeout=60,
        )

    def url(self) -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/sudoku"

    def _pg_ctl(self, mode: str) -> None:
        """pg_ctl stop in `mode`, not waiting (the caller does): a server already gone
        only makes it complain."""
        try:
            subprocess.run(
                _as_postgres([str(self.bin / "pg_ctl"), "stop", "-D", str(self.root / "data"),
                              "-m", mode, "-W"]),
                capture_output=True, timeout=10,
            )
        except (OSError, subprocess.SubprocessError) as error:
            _say(f"pg_ctl stop -m {mode}: {error}", sys.stderr)

    def stop(self) -> None:
        if self.process is not None and self.process.returncode is None:
            members = _tree(self.process.pid)
            self._pg_ctl("fast")
            if not self._gone(members, PG_FAST):
                self._pg_ctl("immediate")
            self.finish_stop(members, PG_IMMEDIATE)
        shutil.rmtree(self.root, ignore_errors=True)


class Redis(Stoppable):
    """redis-server on a free port of 127.0.0.1, nothing saved to disk."""

    def __init__(self) -> None:
        self.binary = shutil.which("redis-server")
        if self.binary is None:
            raise Missing("no redis-server (apt-get install redis-server)")
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [self.binary, "--bind", "127.0.0.1", "--port", str(self.port), "--save", "",
             "--appendonly", "no", "--protected-mode", "yes"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )
        _wait("Redis", self._pong)

    def _pong(self) -> bool:
        with socket.create_connection(("127.0.0.1", self.port), timeout=2) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")

    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def stop(self) -> None:
        self.halt(signal.SIGTERM, REDIS_GRACE)


class AppHost(Stoppable):
    """One app host: `make serve` (upgrade-db, then gunicorn) with its own instance folder."""

    def __init__(self, name: str, settings: dict[str, str], workers: int = 2) -> None:
        self.name = name
        self.port = free_port()
        self.folder = Path(tempfile.mkdtemp(prefix=f"sudoku-cluster-{name}-"))
        self.env = {
            **os.environ,
            **settings,
            "PORT": str(self.port),
            "WEB_CONCURRENCY": str(workers),
            "SUDOKU_INSTANCE_PATH": str(self.folder),
            "SUDOKU_PROXY_FIX": "1",  # behind our nginx: count the client's address
        }
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        # Like `make serve` without its setup step (the cluster's caller ran it once).
        subprocess.run(
            [str(BIN / "flask"), "--app", "webapp", "upgrade-db"],
            cwd=ROOT, env=self.env, check=True, capture_output=True, timeout=120,
        )
        with open(self.folder / "server.log", "ab") as log:  # the child keeps its own copy
            self.process = subprocess.Popen(
                [str(BIN / "gunicorn"), "--config", "gunicorn.conf.py", "webapp:create_app()"],
                cwd=ROOT, env=self.env, stdout=subprocess.DEVNULL, stderr=log,
                start_new_session=True,
            )
        _wait(f"app host {self.name}", lambda: http_status(self.port) == 200)

    def kill(self) -> None:
        """kill -9 the whole host (gunicorn and its workers), as a crashed machine."""
        self.halt(signal.SIGKILL, KILL_WAIT)

    def stop(self) -> None:
        self.halt(signal.SIGTERM, HOST_GRACE)

    def remove(self) -> None:
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


NGINX_CONF = """\
worker_processes 1;
daemon off;
pid {state}/nginx.pid;
error_log {state}/nginx-error.log warn;
{user}
events {{ worker_connections 1024; }}
http {{
    access_log off;
    client_body_temp_path {state}/body;
    proxy_temp_path {state}/proxy;
    fastcgi_temp_path {state}/fastcgi;
    uwsgi_temp_path {state}/uwsgi;
    scgi_temp_path {state}/scgi;
    upstream sudoku {{
{servers}
        keepalive 32;
    }}
    server {{
        listen 127.0.0.1:{port};
        client_max_body_size 32k;
        location / {{
            proxy_pass http://sudoku;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_buffering on;
            proxy_request_buffering on;
            # A host that is down or going down: try the other. Even a POST is safe to
            # send again, since every action carries the game's version and a repeat is
            # refused (409) rather than applied twice.
            proxy_next_upstream error timeout http_502 http_503 non_idempotent;
            proxy_connect_timeout 2s;
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Forwarded-Host $host;
        }}
    }}
}}
"""


class Nginx(Stoppable):
    """nginx in front of the app hosts, in the foreground, its files in a state folder."""

    def __init__(self, port: int, hosts: list[AppHost]) -> None:
        self.binary = shutil.which("nginx") or (
            "/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None
        )
        if self.binary is None:
            raise Missing("no nginx (apt-get install nginx-light)")
        self.port = port
        self.hosts = hosts
        self.state = Path(tempfile.mkdtemp(prefix="sudoku-cluster-nginx-"))
        self.state.chmod(0o755)
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        servers = "\n".join(
            f"        server 127.0.0.1:{h.port} max_fails=1 fail_timeout=2s;" for h in self.hosts
        )
        conf = self.state / "nginx.conf"
        user = "user root;" if os.geteuid() == 0 else ""
        conf.write_text(
            NGINX_CONF.format(state=self.state, servers=servers, port=self.port, user=user)
        )
        self.process = subprocess.Popen(
            [self.binary, "-c", str(conf), "-p", str(self.state)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )
        _wait("nginx", lambda: http_status(self.port) == 200)

    def stop(self) -> None:
        self.halt(signal.SIGQUIT, NGINX_GRACE)  # nginx's graceful stop
        shutil.rmtree(self.state, ignore_errors=True)


class Cluster:
    """The whole rehearsal; `with Cluster(...) as c:` starts it and always stops it."""

    def __init__(self, port: int = 0, settings: dict[str, str] | None = None) -> None:
        self.postgres = Postgres()
        self.redis = Redis()
        self.port = port or free_port()
        self.secret = secrets.token_urlsafe(32)
        self.extra = settings or {}
        self.hosts: list[AppHost] = []
        self.nginx: Nginx | None = None

    def settings(self) -> dict[str, str]:
        """What every host must share: the secret key, the database, the limit counters."""
        return {
            "SUDOKU_SECRET_KEY": self.secret,
            "SUDOKU_DATABASE_URL": self.postgres.url(),
            "SUDOKU_RATELIMIT_STORAGE": self.redis.url(),
            **self.extra,
        }

    def start(self) -> None:
        self.postgres.start()
        _check_stop()
        self.redis.start()
        self.hosts = [AppHost(name, self.settings()) for name in ("host-a", "host-b")]
        for host in self.hosts:
            _check_stop()
            host.start()
        self.nginx = Nginx(self.port, self.hosts)
        _check_stop()
        self.nginx.start()

    def pieces(self) -> list[Stoppable]:
        return [p for p in (self.nginx, *self.hosts, self.redis, self.postgres) if p is not None]

    def record(self) -> dict:
        """What `up` writes to cluster.json: its own pid and start time, and every piece's
        pid, process group, start time, port and folder."""
        return {
            "pid": os.getpid(),
            "start": _processes()[os.getpid()][2],
            "port": self.port,
            "pieces": {
                getattr(piece, "name", type(piece).__name__.lower()): {
                    **piece.pids(), "port": piece.port,
                    "folder": next((str(getattr(piece, attribute))
                                    for attribute in ("folder", "root", "state")
                                    if hasattr(piece, attribute)), None),
                }
                for piece in self.pieces()
            },
        }

    def stop(self) -> None:
        """Stop every piece, front to back, each bounded in time; idempotent. A piece that
        died before (kill -9), or whose stop fails, does not keep the rest running."""
        def each(step, pieces) -> None:  # noqa: ANN001
            for piece in pieces:
                try:
                    step(piece)
                except Exception as error:  # noqa: BLE001 - stop the rest regardless
                    _say(f"stopping {type(piece).__name__}: {error!r}", sys.stderr)

        each(Nginx.stop, [self.nginx] if self.nginx is not None else [])
        # The hosts drain at once, each within its grace.
        waiting: dict[int, set] = {}
        each(lambda h: waiting.__setitem__(id(h), h.begin_stop()), self.hosts)
        each(lambda h: h.finish_stop(waiting.get(id(h), set()), HOST_GRACE), self.hosts)
        each(AppHost.remove, self.hosts)
        each(Redis.stop, [self.redis])
        each(Postgres.stop, [self.postgres])

    def __enter__(self) -> Cluster:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()


STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


@contextmanager
def _stop_on_signals() -> Iterator[None]:
    """SIGTERM, SIGINT and SIGHUP ask `up` to stop; the handler raises nothing.

    It used to raise KeyboardInterrupt, every time: under `make cluster`, a SIGTERM to the
    process group reaches `up` twice (from the sender, and forwarded by make), and when
    the second copy came while the stop ran (under load, as the hosts drained) it raised
    inside it, `up` exited, and PostgreSQL, Redis, nginx and the hosts ran on, orphaned.
    Now a signal only sets STOP: the main loop and start-up's steps see it and stop the
    cluster, to the end. A second Ctrl-C skips the remaining grace periods."""

    def on_signal(sig: int, _frame: object) -> None:
        if STOP.is_set():
            if sig == signal.SIGINT:
                HURRY.set()
            _say(f"already stopping ({signal.Signals(sig).name})", sys.stderr)
        STOP.set()

    old = {sig: signal.signal(sig, on_signal) for sig in STOP_SIGNALS}
    try:
        yield
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)


def _say(text: str, stream=None) -> None:  # noqa: ANN001
    """Print, unless the terminal or pipe is gone (SIGHUP, a supervisor that stopped
    reading): the stop goes on without it."""
    try:
        print(text, file=stream or sys.stdout, flush=True)
    except (OSError, ValueError, RuntimeError):  # RuntimeError: a handler's reentrant print
        pass


def _write(path: Path, text: str) -> None:
    aside = path.with_name(f".{path.name}.{os.getpid()}")
    aside.write_text(text)
    os.replace(aside, path)


def up(port: int) -> int:
    STATE.mkdir(parents=True, exist_ok=True)
    pid_file, record = STATE / "cluster.pid", STATE / "cluster.json"
    cluster = None
    with _stop_on_signals():
        try:
            _write(pid_file, str(os.getpid()))
            try:
                cluster = Cluster(port)
            except Missing as reason:
                _say(f"cluster: {reason}", sys.stderr)
                return 2
            cluster.start()
            _write(record, json.dumps(cluster.record(), indent=1))
            _say(f"Serving on http://127.0.0.1:{cluster.port}")
            _say(
                "  app hosts on "
                + ", ".join(f"127.0.0.1:{h.port}" for h in cluster.hosts)
                + f"; PostgreSQL on {cluster.postgres.port}, Redis on {cluster.redis.port}"
                + f"\n  pids in {record}"
                + "\n  Ctrl-C or `make cluster-stop` stops everything."
            )
            while not STOP.is_set():
                time.sleep(0.2)  # the handler only sets STOP: look at it often
        except Stopping:
            pass
        finally:
            # Still under the handlers: a signal now is noted, and the stop goes on.
            if cluster is not None:
                _say("stopping the cluster")
                cluster.stop()
            record.unlink(missing_ok=True)
            pid_file.unlink(missing_ok=True)
    _say("cluster stopped")
    return 0


def _same_process(pid: int, start: int | None) -> bool:
    found = _processes().get(pid)
    return found is not None and (start is None or found[2] == start)


def stop() -> int:
    """Ask `up` to stop (SIGTERM) and wait for it; if `up` is gone (kill -9) or does
    not finish in time, stop what its cluster.json lists itself."""
    pid_file, record = STATE / "cluster.pid", STATE / "cluster.json"
    try:
        written = json.loads(record.read_text())
    except (OSError, ValueError):
        written = {}
    try:
        pid = int(written.get("pid") or pid_file.read_text())
    except (OSError, ValueError):
        print("no cluster is running")
        return 0
    start = written.get("start")  # None while `up` is still starting: trust the pid
    if _same_process(pid, start):
        _signal(pid, signal.SIGTERM)
    deadline = time.monotonic() + 120  # the stop's own bound, and a margin
    while _same_process(pid, start) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = {
        name: piece for name, piece in written.get("pieces", {}).items()
        if "pid" in piece and _same_process(piece["pid"], piece.get("start"))
    }
    for name, piece in left.items():
        print(f"{name} outlived the cluster's process: pid {piece['pid']}, stopping it")
        members = _tree(piece["pid"])
        _signal(piece["pgid"], signal.SIGTERM, group=True)
        time.sleep(2)
        members |= _tree(piece["pid"])
        _signal(piece["pgid"], signal.SIGKILL, group=True)
        for member, _ in _alive(members):
            _signal(member, signal.SIGKILL)
    if not _same_process(pid, start):
        for piece in written.get("pieces", {}).values():
            shutil.rmtree(piece.get("folder") or "/nonexistent", ignore_errors=True)
        record.unlink(missing_ok=True)
        pid_file.unlink(missing_ok=True)
        print("cluster stopped")
        return 0
    print("the cluster is still stopping")
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.cluster", description=__doc__)
    parser.add_argument("action", choices=["up", "stop"])
    parser.add_argument("--port", type=int, default=int(os.environ.get("CLUSTER_PORT", 8080)))
    args = parser.parse_args(argv)
    return up(args.port) if args.action == "up" else stop()


if __name__ == "__main__":
    sys.exit(main())
