"""The pages that need a whole solve, timed on `make serve`'s gunicorn for one slow Killer.

    python -m bench.slow_solve [--killer TEXT] [--limit SECONDS]

Starts gunicorn as `make serve` does (bench.load's Server: gunicorn.conf.py, a fresh
instance folder), pastes the Killer (by default the 11th of `python -m bench killers
--count 60 --seed 5150`, about 20 s to solve), then times each page that shows a whole
solve: the solution path, the rating, and the game page with the list of every step
open. Each is asked until it shows its answer (as the working page's refresh does,
every second here), and once more after: the first answer's time and status, how long
until the answer was there, and the time of the answer once kept.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import re
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Sequence

from .load import Server

SLOW_KILLER = (
    "killer:001223344001253446077258996aa77588b6aacccbbbdeeefffbddggghhiiijkkllhimjjkklnnmmjj:"
    "19,15,18,21,17,18,14,19,11,11,24,28,13,16,17,9,14,11,20,26,16,19,15,14"
)
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
VERSION = re.compile(r'name="version" value="(\d+)"')
WORKING = "Working this out"


class Browser:
    def __init__(self, port: int) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
        )

    def get(self, path: str, timeout: float) -> tuple[int, str, float, str]:
        began = time.monotonic()
        try:
            with self.opener.open(self.base + path, timeout=timeout) as answer:
                body, status, url = answer.read().decode(), answer.status, answer.geturl()
        except urllib.error.HTTPError as error:
            body, status, url = error.read().decode(), error.code, path
        return status, body, time.monotonic() - began, url

    def post(self, path: str, fields: dict[str, str], timeout: float) -> tuple[int, str, str]:
        data = urllib.parse.urlencode(fields).encode()
        with self.opener.open(self.base + path, data=data, timeout=timeout) as answer:
            return answer.status, answer.read().decode(), answer.geturl()


def timed(browser: Browser, path: str, limit: float, ready: str) -> str:
    """Ask until `ready` is on the page (or `limit` seconds pass)."""
    began = time.monotonic()
    status, body, first, _ = browser.get(path, limit)
    answers = [(status, first)]
    while ready not in body and time.monotonic() - began < limit:
        time.sleep(1)
        status, body, took, _ = browser.get(path, limit)
        answers.append((status, took))
    there = time.monotonic() - began
    status_k, _, kept, _ = browser.get(path, limit)
    slowest = max(took for _, took in answers)
    return (f"{path:<40} first answer {answers[0][0]} in {first:6.2f} s; "
            f"shown after {there:6.1f} s ({len(answers)} asks, slowest {slowest:.2f} s); "
            f"kept: {status_k} in {kept:.2f} s")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.slow_solve", description=__doc__)
    parser.add_argument("--killer", default=SLOW_KILLER)
    parser.add_argument("--limit", type=float, default=180.0)
    args = parser.parse_args(argv)
    server = Server(None, None)
    try:
        browser = Browser(server.port)
        _, home, _, _ = browser.get("/", 30)
        token = TOKEN.search(home).group(1)  # type: ignore[union-attr]
        _, page, game = browser.post("/games", {"csrf_token": token, "puzzle": args.killer},
                                     60)
        game = urllib.parse.urlsplit(game).path
        print(f"game {game[:6]}...; {args.killer[:40]}...", flush=True)
        print(timed(browser, game + "/path", args.limit, 'class="path-step'), flush=True)
        print(timed(browser, game + "/rating", args.limit, 'id="rating"'), flush=True)
        version = VERSION.search(page).group(1)  # type: ignore[union-attr]
        began = time.monotonic()
        browser.post(game + "/steps", {"csrf_token": token, "version": version}, args.limit)
        print(f"{'POST ' + game + '/steps':<40} and the game page it leads to: "
              f"{time.monotonic() - began:.2f} s", flush=True)
        print(timed(browser, game, args.limit, 'class="groups"') + "  (steps open)", flush=True)
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
