"""python -m bench stall: does a puzzle that is slow to prove hold a worker?

Starts gunicorn as `make serve` does (bench.load.Server), sends Norvig's "impossible"
puzzle (no solution, once 46 s to prove) from 4 clients at once, again and again for a
bounded time, and meanwhile asks /healthz every 50 ms, as a load balancer would. Prints
the pastes' and the health checks' times.

    python -m bench stall --seconds 10 --workers 1
"""

from __future__ import annotations

import argparse
import http.client
import re
import statistics
import sys
import threading
import time
import urllib.parse

from .load import Server

IMPOSSIBLE = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."


def _paste(port: int, until: float, times: list[float], statuses: list[int]) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", "/")
    home = connection.getresponse()
    cookie = home.getheader("Set-Cookie", "").split(";")[0]
    token = re.search(rb'name="csrf_token" value="([^"]+)"', home.read()).group(1).decode()
    body = urllib.parse.urlencode({"csrf_token": token, "puzzle": IMPOSSIBLE})
    headers = {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie}
    while time.monotonic() < until:
        started = time.perf_counter()
        connection.request("POST", "/games", body=body, headers=headers)
        answer = connection.getresponse()
        answer.read()
        times.append((time.perf_counter() - started) * 1000)
        statuses.append(answer.status)
    connection.close()


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench stall")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--workers", type=int, default=None, help="gunicorn workers")
    args = parser.parse_args(argv)
    server = Server(args.workers, None)
    try:
        until = time.monotonic() + min(args.seconds, 120)
        pastes: list[float] = []
        statuses: list[int] = []
        threads = [
            threading.Thread(target=_paste, args=(server.port, until, pastes, statuses))
            for _ in range(max(1, min(args.clients, 16)))
        ]
        for thread in threads:
            thread.start()
        health: list[float] = []
        while time.monotonic() < until:
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            started = time.perf_counter()
            connection.request("GET", "/healthz")
            assert connection.getresponse().status == 200
            health.append((time.perf_counter() - started) * 1000)
            connection.close()
            time.sleep(0.05)
        for thread in threads:
            thread.join(timeout=60)
    finally:
        server.stop()
    for name, times in (("paste of the impossible puzzle", pastes), ("/healthz", health)):
        times.sort()
        print(
            f"{name}: {len(times)} answers, median {statistics.median(times):.1f} ms, "
            f"p95 {times[int(0.95 * (len(times) - 1))]:.1f} ms, max {times[-1]:.1f} ms"
        )
    print(
        "paste statuses: " + ", ".join(f"{s} x{statuses.count(s)}" for s in sorted(set(statuses)))
    )
    return 0 if all(s == 422 for s in statuses) else 1


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
