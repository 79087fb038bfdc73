"""The probes that are not one request each: slow bodies, slow puzzles, bursts.

* read-first: a body dribbled in pieces, chunked and with a Content-Length, to a GET
  that never reads it. The app must not run before the body has arrived (webapp's
  slots read every body first, then take an app slot): an answer before the last
  piece means a slow client holds an app slot for as long as it likes.
* slow puzzles: pastes that are slow to prove, posted as a player would.
* slow solve: a Killer whose whole solve takes about 20 s (the 11th of `python -m bench
  killers --count 60 --seed 5150`), pasted at set-up, then every page of its game that shows a
  whole solve (path, rating, the step list, and every other GET of a game), twice, and
  as the htmx poll of the working page: each must answer within 2 s like any request
  (the solve goes to the background pool; the page says it is being worked out).
* bursts: every POST route that leads to a game, 40 times in a row from one client
  (each stops at its first 429): one that never says 429 has no rate limit.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .findings import Finding, repro
from .plan import SLOW_PUZZLE, Live, Req
from .wire import chunked, exchange, request_bytes

if TYPE_CHECKING:
    from .run import Fuzzer

BURST = 40
# The pastes come from another loopback address: the fuzzing has spent 127.0.0.1's
# new-games limit by then, and the paste must reach the handler.
SOURCE = "127.0.0.2"
PUZZLES = [
    ("slow puzzle", SLOW_PUZZLE),
    ("empty grid", "." * 81),
    ("contradiction", "11" + "." * 79),
    ("17 clues",
     "...8.1..........435............7.8........1...2..3....6......75..34........2..6.."),
]


SLOW_KILLER = (
    "killer:001223344001253446077258996aa77588b6aacccbbbdeeefffbddggghhiiijkkllhimjjkklnnmmjj:"
    "19,15,18,21,17,18,14,19,11,11,24,28,13,16,17,9,14,11,20,26,16,19,15,14"
)


def slow_solve(fz: Fuzzer) -> None:
    """Each GET page of the slow Killer's game (pasted at set-up), timed as any request."""
    game = fz.slow_game
    if not game:
        fz.tally.add(Finding("no answer", "slow solve paste",
                             "pasting the slow Killer at set-up made no game"))
        return
    pages = [r.rule for r in fz.site.routes
             if "GET" in r.methods and [name for name, _ in r.args] == ["game_id"]]
    polls = [("HX-Request", "true"), ("HX-Trigger", "working")]
    answers = []
    for n, page in enumerate(pages * 2):
        target = page.replace("<game_id>", game)
        answers.append(fz.send(Req(-21 - n, "slow solve: page", "GET", target, page,
                                   browser=fz.probe_browser, source=SOURCE)))
        answers.append(fz.send(Req(-21 - n, "slow solve: htmx poll", "GET", target, page,
                                   browser=fz.probe_browser, headers=list(polls), source=SOURCE)))
    statuses = Counter(a.status for a in answers)
    print(f"slow solve: {len(answers)} asks of {len(pages)} game pages of a 20-s Killer, "
          f"slowest {max(a.seconds for a in answers):.2f} s, by status "
          + ", ".join(f"{k}: {v}" for k, v in sorted(statuses.items(), key=str)), flush=True)


def read_first(fz: Fuzzer) -> None:
    path = "/healthz" if any(r.rule == "/healthz" for r in fz.site.routes) else "/"
    body = b"x=" + b"y" * 118
    for framing in ("chunked", "length"):
        headers: list[tuple[str, str | bytes]] = [("Host", fz.host), ("Connection", "close")]
        if framing == "chunked":
            headers.append(("Transfer-Encoding", "chunked"))
            pieces = chunked(body, 12)
        else:
            headers.append(("Content-Length", str(len(body))))
            pieces = [body[i : i + 12] for i in range(0, len(body), 12)]
        head = request_bytes("GET", path, headers)
        answer = exchange(fz.port, [head, *pieces], pause=0.3, timeout=10)
        raw = head + b"".join(pieces)
        req = Req(-1, f"body dribbled, {framing}", "GET", path, path, browser=None)
        fz.tally.record(req, raw, answer, fz.host)
        if answer.early and answer.status is not None:
            fz.tally.add(Finding(
                "read-first", f"read-first {framing}",
                f"GET {path} with a {framing} body sent in {len(pieces)} pieces 0.3 s apart "
                f"was answered ({answer.status}) before its last piece: the app ran without "
                f"waiting for the body, so a client dribbling a {framing} body holds an app "
                "slot (of the few a worker has) as long as it keeps sending",
                repro(raw)))


def slow_puzzle(fz: Fuzzer, i: int) -> None:
    """One of PUZZLES pasted into the form that takes a puzzle."""
    rule = next((r for r, f in sorted(fz.site.forms.items()) if "puzzle" in f), "/games")
    label, puzzle = PUZZLES[i]
    req = Req(-10 - i, label, "POST", rule, rule, browser=fz.probe_browser,
              fields=[("csrf_token", Live("csrf")), ("puzzle", puzzle), ("variant", "classic")],
              timeout=20.0, source=SOURCE)
    fz.send(req)


def bursts(fz: Fuzzer) -> None:
    """Each POST route not on a game (those share the actions limit), valid, in a row."""
    into = fz.game_rule.split("<", 1)[0]
    for route in fz.site.routes:
        if "POST" not in route.methods or any(name == "game_id" for name, _ in route.args):
            continue
        target = route.rule
        for name, _ in route.args:
            seen = sorted(fz.site.values.get(route.rule, {}).get(name, set()))
            if not seen:
                break
            target = target.replace(f"<{name}>", seen[0])
        if "<" in target:
            continue
        offered = fz.site.forms.get(route.rule, {})
        form: list[tuple[str, object]] = [("csrf_token", Live("csrf"))]
        for name in sorted(offered):
            values = [v for v in offered[name] if v] or [""]
            form.append((name, values[0]))
        leads, limited, sent, made = False, False, 0, set()
        for k in range(BURST):
            req = Req(-100 - k, "burst", "POST", target, route.rule,
                      browser=fz.burst_browser, fields=list(form), timeout=20.0)
            answer = fz.send(req)
            sent += 1
            if answer.status == 429:
                limited = True
                break
            went = answer.header("location") or answer.header("hx-redirect")
            leads = leads or went.startswith(into)
            if fz.game_of(went):
                made.add(fz.game_of(went))
            if not leads:
                break  # this route does not lead to a game: no limit owed
        # A route that gives the same game back each time (today's puzzle) owes no limit.
        if leads and not limited and len(made) != 1:
            fz.tally.add(Finding(
                "rate limit", f"rate limit {route.rule}",
                f"POST {target} was answered with a way to a game ({len(made)} new games) "
                f"{sent} times in a row from one client and never with 429: no rate limit"))
