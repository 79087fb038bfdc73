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

`up` prints that address when every piece answers, and stops everything it started on
Ctrl-C, on SIGTERM, or when `stop` is run. The tests (tests/cluster) drive the same
classes: kill -9 one host, restart it, count the rate limit across both.
"""

from __future__ import annotations

import argparse
import http.client
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATE = ROOT / ".cluster"
BIN = Path(sys.executable).parent


class Missing(RuntimeError):
    """A piece that is not installed here: the reason, for a message or a test's skip."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(what: str, ready, seconds: float = 60) -> None:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
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


def _stop_group(process: subprocess.Popen | None, sig: int = signal.SIGTERM) -> None:
    if process is None or process.poll() is not None:
        return
    try:
        os.killpg(process.pid, sig)
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    except ProcessLookupError:
        pass


def _as_postgres(command: list[str]) -> list[str]:
    # initdb refuses root: as root the cluster belongs to the postgres user.
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


class Postgres:
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

    def stop(self) -> None:
        _stop_group(self.process, signal.SIGINT)  # PostgreSQL's fast shutdown
        shutil.rmtree(self.root, ignore_errors=True)


class Redis:
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
        _stop_group(self.process)


class AppHost:
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
        if self.process is not None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=30)

    def stop(self) -> None:
        _stop_group(self.process)

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


class Nginx:
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
        _stop_group(self.process, signal.SIGQUIT)  # nginx's graceful stop
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
        self.redis.start()
        self.hosts = [AppHost(name, self.settings()) for name in ("host-a", "host-b")]
        for host in self.hosts:
            host.start()
        self.nginx = Nginx(self.port, self.hosts)
        self.nginx.start()

    def stop(self) -> None:
        for piece in (self.nginx, *reversed(self.hosts)):
            if piece is not None:
                try:
                    piece.stop() if isinstance(piece, Nginx) else piece.remove()
                except Exception as error:  # noqa: BLE001 - stop the rest regardless
                    print(f"stopping {piece}: {error}", file=sys.stderr)
        self.redis.stop()
        self.postgres.stop()

    def __enter__(self) -> Cluster:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()


@contextmanager
def _stop_on_signals() -> Iterator[None]:
    def interrupt(_sig: int, _frame: object) -> None:
        raise KeyboardInterrupt

    old = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


def up(port: int) -> int:
    STATE.mkdir(exist_ok=True)
    pid_file = STATE / "cluster.pid"
    try:
        cluster = Cluster(port)
    except Missing as reason:
        print(f"cluster: {reason}", file=sys.stderr)
        return 2
    with _stop_on_signals():
        try:
            with cluster:
                pid_file.write_text(str(os.getpid()))
                print(f"Serving on http://127.0.0.1:{cluster.port}", flush=True)
                print(
                    "  app hosts on "
                    + ", ".join(f"127.0.0.1:{h.port}" for h in cluster.hosts)
                    + f"; PostgreSQL on {cluster.postgres.port}, Redis on {cluster.redis.port}"
                    + "\n  Ctrl-C or `make cluster-stop` stops everything.",
                    flush=True,
                )
                while True:
                    time.sleep(3600)
        except KeyboardInterrupt:
            print("stopping the cluster", flush=True)
        finally:
            pid_file.unlink(missing_ok=True)
    return 0


def stop() -> int:
    pid_file = STATE / "cluster.pid"
    if not pid_file.exists():
        print("no cluster is running")
        return 0
    pid = int(pid_file.read_text())
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        pid_file.unlink(missing_ok=True)
        print("the cluster had already stopped")
        return 0
    deadline = time.monotonic() + 60
    while pid_file.exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    print("cluster stopped" if not pid_file.exists() else "the cluster is still stopping")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.cluster", description=__doc__)
    parser.add_argument("action", choices=["up", "stop"])
    parser.add_argument("--port", type=int, default=int(os.environ.get("CLUSTER_PORT", 8080)))
    args = parser.parse_args(argv)
    return up(args.port) if args.action == "up" else stop()


if __name__ == "__main__":
    sys.exit(main())
