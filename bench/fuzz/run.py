"""The run: a server (started, or given), the site learnt, the requests sent, the checks."""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor, wait
from pathlib import Path
from urllib.parse import quote_from_bytes, quote_plus, urlsplit

from . import links, probes
from .findings import Finding, Tally, report, tracebacks
from .plan import Live, Req, plan
from .site import VERSION, Browser, Site, crawl, get, match, post, routes, url_map
from .wire import Answer, chunked, exchange, request_bytes

BROWSERS = 4  # the fuzzing sessions; the witness, the probes and the bursts have their own
BOARD = re.compile(r'<table class="board[^"]*".*?</table>', re.S)
TOKENS = re.compile(r'(name="csrf_token" value=|name="csrf-token" content=)"[^"]*"')
# The new-games limit stays as served (the bursts check it); the actions limit is lifted,
# or a few hundred moves from one address would leave the handlers unreached.
SETTINGS = {"SUDOKU_RATELIMIT_ACTIONS": "1000000 per minute"}


class Fuzzer:
    def __init__(self, port: int, host: str, site: Site, adapter) -> None:  # noqa: ANN001
        self.port, self.host, self.site, self.adapter = port, host, site, adapter
        self.tally = Tally()
        self.browsers = [Browser(f"fuzz-{i}") for i in range(BROWSERS)]
        self.witness = Browser("witness")
        self.probe_browser, self.burst_browser = BROWSERS, BROWSERS + 1
        self.extra = [Browser("probe"), Browser("burst")]
        self.versions: dict[str, int] = {}
        self.known: set[str] = set()  # games made before the run (never "created")
        self.slow_game = ""  # the slow Killer's game, its pages asked by probes.slow_solve
        self.game_rule = "/g/<game_id>"
        self.lock = threading.Lock()

    def browser(self, index: int | None) -> Browser | None:
        if index is None:
            return None
        return self.browsers[index] if index < BROWSERS else self.extra[index - BROWSERS]

    def value(self, req: Req, value: object) -> bytes:
        if isinstance(value, Live):
            browser = self.browser(req.browser) or self.browsers[0]
            if value.kind == "csrf":
                value = browser.token
            elif value.kind == "other-csrf":
                others = [b for b in self.browsers if b is not browser]
                value = others[req.n % len(others)].token
            else:
                value = str(self.versions.get(value.arg or req.game, 0))
        return value if isinstance(value, bytes) else str(value).encode("utf-8", "replace")

    def build(self, req: Req) -> tuple[list[bytes], bool]:
        """The request's bytes (in pieces when chunked), and whether to shut the write side."""
        given = {k.lower() for k, _ in req.headers}
        hosts = [(k, v) for k, v in req.headers if k.lower() == "host"] or [("Host", self.host)]
        headers: list[tuple[str, str | bytes]] = [(k, self.value(req, v)) for k, v in hosts]
        headers.append(("Connection", "close"))
        browser = self.browser(req.browser)
        if browser is not None:
            with browser.lock:
                cookies = dict(browser.cookies)
            for name, value in req.cookies.items():
                if value == "FLIP":
                    old = cookies.get(name, "eyJ4IjoxfQ.AAAA.BBBB")
                    value = old[:-3] + ("A" if old[-3] != "A" else "B") + old[-2:]
                cookies[name] = value
            if cookies:
                headers.append(("Cookie", "; ".join(f"{k}={v}" for k, v in cookies.items())))
        for name, value in req.headers:
            if name.lower() != "host":
                headers.append((name, self.value(req, value)))
        body, kind = self.body(req)
        if kind and "content-type" not in given:
            headers.append(("Content-Type", kind))
        shut = False
        if req.framing in ("chunked", "chunked-bad", "length-and-chunked"):
            headers.append(("Transfer-Encoding", "chunked"))
            if req.framing == "length-and-chunked":
                headers.append(("Content-Length", str(len(body))))
            pieces = chunked(body, 40)
            if req.framing == "chunked-bad":
                pieces = [b"zz\r\n" + body + b"\r\n"] if req.n % 2 else pieces[:-1]
                shut = True
            return [request_bytes(req.method, req.target, headers), *pieces], shut
        if req.framing == "short":
            headers.append(("Content-Length", str(len(body) // 2)))
        elif req.framing == "long":
            headers.append(("Content-Length", str(len(body) + 100)))
            shut = True
        elif req.framing == "length-twice":
            headers += [("Content-Length", str(len(body))), ("Content-Length", "3")]
        elif req.length == "auto" and (body or req.method == "POST"):
            headers.append(("Content-Length", str(len(body))))
        elif req.length not in ("auto", "none"):
            headers.append(("Content-Length", req.length))
            shut = True
        return [request_bytes(req.method, req.target, headers) + body], shut

    def body(self, req: Req) -> tuple[bytes, str]:
        if req.encoding == "raw":
            return req.body or b"", ""
        if req.fields is None:
            return b"", ""
        pairs = [(name, self.value(req, value)) for name, value in req.fields]
        if req.encoding == "form":
            text = "&".join(f"{quote_plus(k)}={quote_from_bytes(v, safe='')}" for k, v in pairs)
            return text.encode(), "application/x-www-form-urlencoded"
        if req.encoding == "text":
            return b"&".join(k.encode() + b"=" + v for k, v in pairs), "text/plain"
        if req.encoding == "json":
            data = {k: v.decode("utf-8", "replace") for k, v in pairs}
            return json.dumps(data).encode(), "application/json"
        boundary = f"fuzz{req.n}boundary"
        parts = [(f'Content-Disposition: form-data; name="{k}"'.encode(), v) for k, v in pairs]
        for name, filename, kind, content in req.files:
            head = f'Content-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
            parts.append(((head + f"Content-Type: {kind}").encode("utf-8"), content))
        odd = req.n % 6 if req.encoding == "odd-multipart" else -1
        if odd == 0:  # a part without a name, and one with its headers folded
            parts += [(b"Content-Disposition: form-data", b"x"),
                      (b"Content-Disposition: form-data;\r\n name=\"folded\"", b"y")]
        elif odd == 1:  # more parts than the app takes
            parts += [(f'Content-Disposition: form-data; name="p{i}"'.encode(), b"1")
                      for i in range(60)]
        text = b"".join(b"--" + boundary.encode() + b"\r\n" + h + b"\r\n\r\n" + v + b"\r\n"
                        for h, v in parts)
        text += b"" if odd == 2 else b"--" + boundary.encode() + b"--\r\n"  # 2: never closed
        kind = f"multipart/form-data; boundary={boundary}"
        if odd == 3:
            kind = "multipart/form-data"  # no boundary
        elif odd == 4:
            kind = "multipart/form-data; boundary=another"
        elif odd == 5:
            text = text.replace(b"\r\n", b"\n")  # bare newlines
        return text, kind

    def send(self, req: Req) -> Answer:
        pieces, shut = self.build(req)
        answer = exchange(self.port, pieces, pause=req.pause, timeout=req.timeout,
                          shut_write=shut, method=req.method, source=req.source)
        self.tally.record(req, b"".join(pieces), answer, self.host)
        if answer.status is None:
            return answer
        browser = self.browser(req.browser)
        if browser is not None and not req.cookies:
            browser.keep(answer)
        if req.game:
            found = VERSION.search(answer.body)
            if found:
                with self.lock:
                    self.versions[req.game] = max(self.versions.get(req.game, 0),
                                                  int(found.group(1)))
        for name in ("location", "hx-redirect", "hx-location"):
            game = self.game_of(answer.header(name))
            if game and game not in self.known:
                with self.tally.lock:
                    self.tally.created.add(game)
        return answer

    def page(self, game: str, tail: str = "") -> str:
        return self.game_rule.replace("<game_id>", game) + tail

    def game_of(self, address: str) -> str:
        if not address:
            return ""
        if address.startswith("{"):  # HX-Location may be JSON
            try:
                address = json.loads(address).get("path", "")
            except ValueError:
                return ""
        path = urlsplit(address).path if address.startswith("/") else ""
        matched = match(self.adapter, path, "GET") if path else None
        if matched and matched[0] == self.game_rule:
            return matched[1].get("game_id", "")
        return ""


def fingerprint(fz: Fuzzer, game: str) -> str:
    """What the witness game shows: its board and version, and its share page."""
    page = get(fz.port, fz.host, fz.page(game), fz.witness).body.decode("utf-8", "replace")
    board = BOARD.search(page)
    version = VERSION.search(page.encode())
    share = get(fz.port, fz.host, fz.page(game, "/share"), fz.witness).body.decode(
        "utf-8", "replace")
    share = share[share.find("<main"):]
    return TOKENS.sub("", "\n".join([board.group(0) if board else page,
                                     version.group(1).decode() if version else "", share]))


def new_game(fz: Fuzzer, browser: Browser, builtin: str) -> str:
    answer = post(fz.port, fz.host, "/games", f"builtin={builtin}", browser)
    matched = match(fz.adapter, urlsplit(answer.header("location")).path, "GET")
    if matched and list(matched[1]) == ["game_id"]:
        fz.game_rule = matched[0]  # the game's page, wherever the app puts it
    game = fz.game_of(answer.header("location"))
    if not game:
        raise RuntimeError(f"starting a game answered {answer.status} {answer.error}")
    fz.known.add(game)
    return game


def prepare(port: int, host: str) -> tuple[Fuzzer, list[str], str]:
    """Learn the site, make the witness game and the fuzzed ones; sessions for all."""
    mapping = url_map()
    adapter = mapping.bind("127.0.0.1")
    site = Site(routes(mapping))
    fz = Fuzzer(port, host, site, adapter)
    for browser in [*fz.browsers, fz.witness, *fz.extra]:
        get(port, host, "/", browser)
        if not browser.token:
            raise RuntimeError("the home page has no CSRF token")
    crawl(site, adapter, port, host, fz.browsers[0], ["/"], limit=1)
    builtins = sorted(site.forms.get("/games", {}).get("builtin", [])) or ["easy-1"]
    witness = new_game(fz, fz.witness, builtins[0])
    games = [new_game(fz, fz.browsers[0], builtins[len(builtins) // 2]),
             new_game(fz, fz.browsers[0], builtins[-1])]
    # Made here, untimed: proving a pasted Killer unique is not what its probe times.
    made = post(port, host, "/games", "puzzle=" + quote_plus(probes.SLOW_KILLER), fz.extra[0],
                timeout=60)
    fz.slow_game = fz.game_of(made.header("location"))
    fz.known.add(fz.slow_game)
    for game in games:
        page = get(port, host, fz.page(game), fz.browsers[0])
        found = VERSION.search(page.body)
        fz.versions[game] = int(found.group(1)) if found else 0
        post(port, host, fz.page(game, "/hint"), f"version={fz.versions[game]}", fz.browsers[0])
        for browser in fz.browsers[1:]:
            get(port, host, fz.page(game), browser)
    starts = [fz.page(g) for g in games]
    for route in site.routes:
        if "GET" in route.methods and not route.rule.startswith("/static"):
            if not route.args:
                starts.append(route.rule)
            elif [name for name, _ in route.args] == ["game_id"]:
                starts.append(route.rule.replace("<game_id>", games[0]))
    crawl(site, adapter, port, host, fz.browsers[0], starts, limit=40)
    return fz, games, witness


def run(port: int, host: str, count: int, seed: int, threads: int,
        logs: list[tuple[Path, int]]) -> tuple[Fuzzer, float]:
    clock = time.perf_counter()
    fz, games, witness = prepare(port, host)
    before = fingerprint(fz, witness)
    requests = plan(fz.site, seed, count, games, BROWSERS)
    print(f"{len(fz.site.routes)} routes, {len(fz.site.forms)} forms learnt; "
          f"witness game {witness[:6]}..., fuzzing games {', '.join(g[:6] for g in games)}...; "
          f"{count} requests from seed {seed} on {threads} threads", flush=True)
    started = time.perf_counter()
    with ThreadPoolExecutor(threads, thread_name_prefix="fuzz") as pool:
        futures = [pool.submit(fz.send, req) for req in requests]
        wait(futures, timeout=count * 25 + 60)
    elapsed = time.perf_counter() - started
    print(f"fuzzed in {elapsed:.1f} s (set-up {started - clock:.1f} s)", flush=True)
    # After the fuzzing, so that a puzzle holding a worker slows nothing else measured.
    mark = time.perf_counter()
    links.rule_lists(fz)
    with ThreadPoolExecutor(len(probes.PUZZLES) + 2, thread_name_prefix="probe") as side:
        slow = [side.submit(probes.slow_puzzle, fz, i) for i in range(len(probes.PUZZLES))]
        slow.append(side.submit(probes.read_first, fz))
        slow.append(side.submit(probes.slow_solve, fz))
        wait(slow, timeout=300)
    for future in futures + slow:
        if future.done() and future.exception():
            fz.tally.add(Finding("no answer", f"crash {future.exception()!r}"[:80],
                                 f"the harness failed on a request: {future.exception()!r}"))
    probes.bursts(fz)
    print(f"probes and bursts in {time.perf_counter() - mark:.1f} s", flush=True)
    after = fingerprint(fz, witness)
    if after != before:
        old, new = before.splitlines(), after.splitlines()
        k = next((k for k, (a, b) in enumerate(zip(old, new, strict=False)) if a != b),
                 min(len(old), len(new)))
        fz.tally.add(Finding(
            "witness", "witness", f"the witness game {fz.page(witness)} changed, though no "
            f"request named it; first difference, line {k + 1}: "
            f"{(old[k:k + 1] or [''])[0][:160]!r} -> {(new[k:k + 1] or [''])[0][:160]!r}"))
    for game in sorted(fz.tally.created | set(games) | {witness}):
        answer = get(port, host, fz.page(game))
        if answer.status != 200:
            fz.tally.add(Finding("lost game", f"lost {game}", f"GET {fz.page(game)}, a game made "
                                 f"during the run, answered {answer.status} {answer.error}"))
    print(f"{len(fz.tally.created)} games made while fuzzing, all checked; "
          f"throughput {count / elapsed:.0f} requests/s", flush=True)
    return fz, elapsed


def read_logs(logs: list[tuple[Path, int]]) -> str:
    text = []
    for path, offset in logs:
        try:
            with open(path, "rb") as f:
                f.seek(offset)
                text.append(f.read().decode("utf-8", "replace"))
        except OSError:
            pass
    return "\n".join(text)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def main(argv: list[str] | None = None) -> int:
    from . import __doc__ as doc

    parser = argparse.ArgumentParser(
        prog="python -m bench fuzz", description=doc.split("\n")[0], epilog=doc,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=3000, help="requests drawn from the seed")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--url", help="fuzz this server (http://127.0.0.1:PORT) instead")
    parser.add_argument("--cluster", action="store_true",
                        help="start `make cluster`'s stack and fuzz it through nginx")
    parser.add_argument("--threads", type=int, default=6, help="concurrent requests (1-32)")
    parser.add_argument("--server-log", type=Path, action="append", default=[],
                        help="with --url: the server's error log, read for tracebacks")
    args = parser.parse_args(argv)
    threads = max(1, min(args.threads, 32))
    count = max(0, min(args.requests, 1_000_000))

    def stop(_sig: int, _frame: object) -> None:
        raise SystemExit(130)

    old = {s: signal.signal(s, stop) for s in (signal.SIGTERM, signal.SIGHUP)}
    server = cluster = None
    folder = Path(tempfile.mkdtemp(prefix="sudoku-fuzz-"))
    try:
        if args.url:
            parts = urlsplit(args.url)
            if parts.hostname not in ("127.0.0.1", "localhost"):
                parser.error("--url must be on 127.0.0.1")
            port = parts.port or 80
            logs = [(p, _size(p)) for p in args.server_log]
        elif args.cluster:
            from ..cluster import Cluster

            cluster = Cluster(settings=SETTINGS)
            cluster.__enter__()
            port = cluster.port
            logs = [(h.folder / "server.log", _size(h.folder / "server.log"))
                    for h in cluster.hosts]
        else:
            from ..load import Server

            class FuzzServer(Server):
                """bench.load's server (`make serve`'s), with the new-games limit as
                served and gunicorn's error log kept for the tracebacks."""

                def start(self) -> None:
                    self.env.pop("SUDOKU_RATELIMIT_NEW_GAMES", None)
                    self.env.update(SETTINGS)
                    self.log.close()
                    self.log = open(folder / "server.log", "a")  # noqa: SIM115
                    super().start()

                def stop(self) -> None:
                    # A disposable server: 5 s to finish (a worker may still be proving a
                    # paste), then kill -9, rather than gunicorn's whole graceful wait.
                    if self.process is not None and self.process.poll() is None:
                        os.killpg(self.process.pid, signal.SIGTERM)
                        try:
                            self.process.wait(timeout=5)
                        except subprocess.TimeoutExpired:
                            self.kill()

            server = FuzzServer(None, None)
            port = server.port
            logs = [(folder / "server.log", 0)]
        try:
            fz, elapsed = run(port, f"127.0.0.1:{port}", count, args.seed, threads, logs)
        except RuntimeError as error:  # the set-up itself failed: say why, with the log
            print(f"FINDING: the run could not start: {error}")
            if server is not None:
                server.stop()
            for finding in tracebacks(read_logs(logs)):
                print(f"- [{finding.kind}] {finding.text}")
            return 1
        if server is not None:
            server.stop()  # its log is whole once it has stopped
            server.log.close()
        for finding in tracebacks(read_logs(logs)):
            fz.tally.add(finding)
        report(fz.tally, elapsed, count)
        return 1 if fz.tally.findings else 0
    finally:
        if server is not None:
            server.stop()
            server.log.close()
            shutil.rmtree(server.folder, ignore_errors=True)
        if cluster is not None:
            cluster.stop()
        shutil.rmtree(folder, ignore_errors=True)
        for sig, handler in old.items():
            signal.signal(sig, handler)
        if os.environ.get("SUDOKU_FUZZ_DEBUG"):
            print(f"(fuzz temp folder was {folder})")
