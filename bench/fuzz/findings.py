"""What counts as a finding, and the report.

A finding: a 5xx; no answer where one was due; a traceback (or a killed worker) in the
server's log; markup or a template echoed unescaped (the request's own tagged payload,
so the app's own markup never counts); a redirect that a browser would follow to
another host; an answer over 2 s (timed from the request's last byte); a route that
starts games with no rate limit; a body the app ran before it had arrived; the
witness game changed; a game made during the run that no longer loads.
"""

from __future__ import annotations

import re
import threading
from collections import Counter
from dataclasses import dataclass, field

from .plan import Req
from .wire import Answer

SLOW = 2.0  # seconds: an answer slower than this is a finding
# Reading a photo is heavy work by design, run in the photo pool, whose first upload
# also starts its process (OpenCV and both classifiers loaded): its answers get a wider
# bound, still well under the pool's own limit (PHOTO_SECONDS, 20 s). A fresh clone's CI
# run, four test workers on two cores, measured a first upload at 6.8 s.
SLOW_PHOTO = 12.0
REDIRECT_HEADERS = ("location", "hx-redirect", "hx-location", "refresh")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


@dataclass
class Finding:
    kind: str  # "5xx", "no answer", "traceback", "echo", "open redirect", "slow", ...
    key: str  # findings of one key are one finding, counted
    text: str
    repro: str = ""
    count: int = 1


def repro(raw: bytes, line: int = 100, body: int = 160) -> str:
    """The request's bytes as a Python literal, long header values and bodies cut short."""
    head, sep, rest = raw.partition(b"\r\n\r\n")
    lines = [x if len(x) <= line else x[: line - 30] + b"..." + x[-12:]
             for x in head.split(b"\r\n")]
    text = b"\r\n".join(lines) + sep + rest[:body]
    cut = f" (+{len(rest) - body} bytes of body)" if len(rest) > body else ""
    return repr(text) + cut


def followed(location: str) -> str:
    """Where a browser goes for a Location: tabs and newlines dropped, \\ read as /."""
    value = location.split(";", 1)[-1].split("url=", 1)[-1] if "url=" in location else location
    value = re.sub(r"[\t\n\r]", "", value).replace("\\", "/").strip()
    if value.startswith("//"):
        return value[2:].split("/", 1)[0]
    if SCHEME.match(value):
        rest = value.split(":", 1)[1].lstrip("/")
        return rest.split("/", 1)[0] or value
    return ""


@dataclass
class Tally:
    statuses: Counter = field(default_factory=Counter)
    findings: dict[str, Finding] = field(default_factory=dict)
    times: list[tuple[float, str]] = field(default_factory=list)  # seconds, "METHOD path"
    created: set[str] = field(default_factory=set)
    by_route: Counter = field(default_factory=Counter)  # "METHOD rule" -> seconds in all
    sent: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, finding: Finding) -> None:
        with self.lock:
            known = self.findings.get(finding.key)
            if known:
                known.count += 1
            else:
                self.findings[finding.key] = finding

    def record(self, req: Req, raw: bytes, answer: Answer, host: str) -> None:
        what = f"{req.method} {req.target[:120]}"
        with self.lock:
            self.sent += 1
            self.statuses[answer.status or "none"] += 1
            if answer.status is not None:
                self.times.append((answer.seconds, what))
                self.by_route[f"{req.method} {req.rule}"] += answer.seconds
        where = f"{req.method} {req.rule}"
        if answer.status is None:
            if not req.silence_ok:
                self.add(Finding("no answer", f"none {where} {answer.error[:30]}",
                                 f"{what} ({req.label}): {answer.error}", repro(raw)))
            return
        # A 503 with Retry-After is the photo pool's "full, come back": by design, not a fault.
        busy = answer.status == 503 and answer.header("Retry-After")
        if answer.status >= 500 and not busy:
            cause = "bad Host" if "bad Host" in req.label else where
            self.add(Finding("5xx", f"5xx {answer.status} {cause}",
                             f"{answer.status} for {what} ({req.label})", repro(raw)))
        if answer.seconds > (SLOW_PHOTO if "/enter/photo" in what else SLOW):
            self.add(Finding("slow", f"slow {where}",
                             f"{answer.seconds:.1f} s for {what} ({req.label})", repro(raw)))
        self.check_echo(req, raw, answer)
        for name in REDIRECT_HEADERS:
            value = answer.header(name)
            away = followed(value) if value else ""
            if away and away.split(":")[0] not in ("127.0.0.1", host.split(":")[0]):
                self.add(Finding("open redirect", f"redirect {where} {name}",
                                 f"{what} ({req.label}) answered {answer.status} with "
                                 f"{name}: {value!r}, which a browser follows to {away!r}",
                                 repro(raw)))

    def check_echo(self, req: Req, raw: bytes, answer: Answer) -> None:
        if not req.needles:
            return
        kind = answer.header("content-type").lower()
        if kind and "html" not in kind and "xml" not in kind:
            return  # plain text or JSON is not rendered as markup
        body = answer.body.decode("utf-8", "replace")
        for needle in req.needles:
            if needle in body:
                at = body.index(needle)
                self.add(Finding("echo", f"echo {req.method} {req.rule} {needle[:8]}",
                                 f"{req.method} {req.target[:100]} ({req.label}): the answer "
                                 f"({answer.status}) holds {needle!r} unescaped: "
                                 f"...{body[max(0, at - 60):at + len(needle) + 20]!r}...",
                                 repro(raw)))


CHAINED = ("During handling of the above exception", "The above exception was the direct cause")


def tracebacks(log: str) -> list[Finding]:
    """Every traceback in a server log (a chain of them as one), and every worker
    gunicorn had to kill."""
    found: dict[str, Finding] = {}

    def add(key: str, text: str) -> None:
        if key in found:
            found[key].count += 1
        else:
            found[key] = Finding("traceback", key, text)

    lines = log.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if "Traceback (most recent call last)" in line:
            chain = []  # (error, the deepest frame of ours, else the deepest)
            while i < len(lines) and "Traceback (most recent call last)" in lines[i]:
                frames, j = [], i + 1
                while j < len(lines) and (lines[j].startswith((" ", "\t")) or not lines[j]):
                    if lines[j].strip().startswith("File "):
                        frames.append(lines[j].strip())
                    j += 1
                error = lines[j].strip() if j < len(lines) else "(cut off)"
                ours = [f for f in frames if "/webapp/" in f or "/engine/" in f]
                chain.append((error, (ours or frames or ["?"])[-1]))
                i = j + 1
                while i < len(lines) and (not lines[i].strip() or lines[i].startswith(CHAINED)):
                    i += 1
            error, where = chain[-1]
            text = f"{error}\n      at {where}"
            if len(chain) > 1:
                text += f"\n      while handling {chain[0][0]}\n      at {chain[0][1]}"
            add(f"traceback {error[:80]} {where}", text)
            continue
        if "WORKER TIMEOUT" in line or "[CRITICAL]" in line or "SIGKILL" in line:
            said = re.sub(r"pid:?[ ]*\d+", "pid", line.split("]", 3)[-1])
            add(f"log {said[:60]}", line.strip())
        i += 1
    return list(found.values())


def report(tally: Tally, elapsed: float, fuzz_count: int) -> None:
    print(f"\n{tally.sent} requests ({fuzz_count} drawn from the seed, the rest probes and "
          f"checks) in {elapsed:.1f} s")
    print("by status: " + ", ".join(f"{k}: {v}" for k, v in sorted(
        tally.statuses.items(), key=lambda kv: str(kv[0]))))
    print("slowest answers:")
    for seconds, what in sorted(tally.times, reverse=True)[:10]:
        print(f"  {seconds * 1000:9.0f} ms  {what}")
    print("most time, by route: " + ", ".join(
        f"{k} {v:.0f} s" for k, v in tally.by_route.most_common(5)))
    over = [t for t in tally.times if t[0] > SLOW]
    print(f"answers over {SLOW:.0f} s: {len(over)}")
    if not tally.findings:
        print("\nno findings")
        return
    kinds = Counter()
    for finding in tally.findings.values():
        kinds[finding.kind] += 1
    print(f"\nFINDINGS ({len(tally.findings)}: "
          + ", ".join(f"{n} {k}" for k, n in kinds.most_common()) + ")")
    order = ["5xx", "traceback", "no answer", "echo", "open redirect", "rate limit",
             "read-first", "slow", "witness", "lost game"]
    for finding in sorted(tally.findings.values(),
                          key=lambda f: (order.index(f.kind) if f.kind in order else 99, f.key)):
        times = f" (x{finding.count})" if finding.count > 1 else ""
        print(f"- [{finding.kind}]{times} {finding.text}")
        if finding.repro:
            print(f"      repro: {finding.repro}")
