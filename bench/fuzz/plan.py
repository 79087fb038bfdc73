"""The requests, drawn from the seed: every route, filled with hostile values.

A request is planned whole before any is sent (`plan(site, seed, n)`), so one seed
gives the same requests; only what a live session makes up (its cookie, its CSRF
token, a game's version) is filled in when it is sent (`Live`).
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
from dataclasses import dataclass, field
from urllib.parse import quote

from .site import Route, Site

ALPHABET = string.ascii_letters + string.digits + "-_"
METHODS_ELSE = ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "FUZZ", "get"]
SLOW_PUZZLE = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."


@dataclass(frozen=True)
class Live:
    """A value only the live session knows: "csrf", "other-csrf" or "version" (of arg)."""

    kind: str
    arg: str = ""


Value = str | bytes | Live


@dataclass
class Req:
    n: int
    label: str  # what was done to it, for the report
    method: str
    target: str  # path and query, percent-encoded (latin-1 for a raw byte)
    rule: str
    browser: int | None = 0  # whose cookies and token; None: a first visit
    cookies: dict[str, str] = field(default_factory=dict)  # added or replaced (tampered)
    headers: list[tuple[str, Value]] = field(default_factory=list)  # Host here replaces ours
    fields: list[tuple[str, Value]] | None = None  # a form, in order (repeats allowed)
    files: list[tuple[str, str, str, bytes]] = field(default_factory=list)  # multipart files
    encoding: str = "form"  # form, multipart, odd-multipart, json, text, raw
    body: bytes | None = None  # the body as is (encoding "raw")
    length: str = "auto"  # Content-Length: "auto", "none" or the literal value sent
    framing: str = ""  # "chunked", "chunked-bad", "short", "long" (then the write side shuts)
    needles: list[str] = field(default_factory=list)  # echoed unescaped = a finding
    game: str = ""  # the game whose version a Live("version") means
    pause: float = 0.0  # between body pieces (a slow client)
    timeout: float = 20.0
    silence_ok: bool = False  # no answer is a right answer (a body never finished)
    source: str | None = None  # send from this loopback address (its own rate limits)


class Payloads:
    """Hostile values; the markup ones carry a tag of their own so an echo is certain."""

    numbers = ["-1", "81", "82", "10", "999999999999999999999", "1e3", "0x1F", " 5 ", "5\x00",
               "\uff15", "\u00b2", "NaN", "0" * 400, "-0", "+1", "1.5", "\u0663", "4294967296"]
    strings = ["", " ", "\x00", "A" * 3000, "../../../etc/passwd", "%00", "\u00e9" * 200,
               "\u202egnp.exe", "\U0001f600", "null", "[]", "{}", "\r\nX-Injected: 1",
               "' OR '1'='1", "\\", "//evil.example", "/\t/evil.example", "javascript:alert(1)"]
    bytes_ = [b"\xff\xfe\xfd", b"\xc3\x28", b"\xed\xa0\x80", b"caf\xe9", b"\x00\xff"]

    @staticmethod
    def markup(tag: str) -> list[tuple[str, str]]:
        """(value, what an unescaped echo or an evaluated template would show)."""
        return [
            (f"<script>alert({tag})</script>", f"<script>alert({tag})"),
            (f'"><svg onload=alert({tag})>', f"<svg onload=alert({tag})>"),
            (f"'><img src=x onerror=alert({tag})>", f"<img src=x onerror=alert({tag})>"),
            (f"{tag}x{{{{7*7}}}}x", f"{tag}x49x"),
            (f"{tag}x{{%if 1%}}49{{%endif%}}x", f"{tag}x49x"),
            (f"{tag}x${{7*7}}x", f"{tag}x49x"),
            (f"{tag}x#{{7*7}}x", f"{tag}x49x"),
        ]


BAD_HOSTS = ["a" * 64 + ".example", "a..b", ".example", ".", "", "127.0.0.1:99999", "[::1",
             "exa mple", "ex\xe4mple", "localhost:abc", "-a.example", "a" * 300, "xn--",
             "evil.example", "127.0.0.1:0", "a." * 130, "\u4f8b\u3048.jp", "b" * 63 + ".x"]
LANGUAGES = ["*", "de-DE;q=2", "ja;q=abc", "," * 200, "x" * 5000, "<script>", "de;q=0.9, ja",
             "zh-Hant-TW-x-private", "fr-CA, fr;q=0.9, *;q=0.1", "q=1", ";;;", "en-\u00e9"]
CONTENT_TYPES = ["text/plain", "application/json",
                 "application/x-www-form-urlencoded; charset=utf-16",
                 "multipart/form-data", "multipart/form-data; boundary=",
                 "application/x-www-form-urlencoded; charset=\"><svg>", "image/png",
                 "application/x-www-form-urlencoded, text/html", "\u00e9/\u00e9"]


def _token(rng: random.Random, size: int = 22) -> str:
    return "".join(rng.choice(ALPHABET) for _ in range(size))


def _segment(kind: str, name: str, real: list[str], rng: random.Random, tag: str,
             needles: list[str]) -> str:
    """A path variable: a real value most often, else forged or garbage."""
    roll = rng.random()
    if real and roll < 0.6:
        return quote(rng.choice(real), safe="/" if kind == "path" else "")
    if kind == "int":
        return rng.choice(["-1", "0", "99999", "1" + "0" * 30, "00001", "1.0", "%31"])
    if kind == "path":
        return rng.choice(["../../etc/passwd", "..%2f..%2fwebapp/__init__.py",
                           "%2e%2e/%2e%2e/pyproject.toml", "css/%3Cscript%3E.css", "a" * 500,
                           "%00.css", "js/../../gunicorn.conf.py", "%FF%FE"])
    if real and roll < 0.75:  # forged: the shape of a real one
        sample = rng.choice(real)
        return quote(_token(rng, len(sample)) if len(sample) > 8 else sample[::-1], safe="")
    if rng.random() < 0.4:
        value, needle = rng.choice(Payloads.markup(tag))
        needles.append(needle)
        return quote(value, safe="")
    return rng.choice(["0", "a" * 300, "..%2F..%2Fetc", "%FF%FE", "%00", "null", "-1",
                       quote("\u30b2\u30fc\u30e0"), "%2e%2e", "x" * 5000])


REDIRECTS = ["//evil.example", "/\t/evil.example", "/\\evil.example", "https://evil.example/",
             "/%09/evil.example", "\t//evil.example", "/\n/evil.example", "///evil.example",
             "javascript:alert(1)", "/\r\n/evil.example"]


def _hostile(rng: random.Random, tag: str, needles: list[str], sample: object = "") -> Value:
    """A hostile value; for a field whose real value is an address, often another site."""
    if isinstance(sample, str) and sample.startswith("/") and rng.random() < 0.6:
        return rng.choice(REDIRECTS)
    if isinstance(sample, str) and sample.isdigit() and rng.random() < 0.5:
        return rng.choice(Payloads.numbers)
    roll = rng.random()
    if roll < 0.35:
        value, needle = rng.choice(Payloads.markup(tag))
        needles.append(needle)
        return value
    if roll < 0.6:
        return rng.choice(Payloads.numbers)
    if roll < 0.85:
        return rng.choice(Payloads.strings)
    return rng.choice(Payloads.bytes_)


def _form(route: Route, site: Site, rng: random.Random, tag: str, needles: list[str],
          game: str) -> tuple[list[tuple[str, Value]], str]:
    """A form for the route: the fields its page offers, valid, then mutated."""
    offered = site.forms.get(route.rule)
    if not offered:  # no page shows this form: fields seen elsewhere
        names = sorted(site.fields)
        offered = {n: sorted(site.fields[n]) for n in rng.sample(names, min(3, len(names)))}
    fields: list[tuple[str, Value]] = []
    for name in sorted(offered):
        values = [v for v in offered[name] if v != ""] or offered[name] or [""]
        fields.append((name, Live("version", game) if name == "version" and game else
                       rng.choice(values)))
    what = []
    for _ in range(0 if rng.random() < 0.25 else rng.randint(1, 3)):
        roll = rng.random()
        i = rng.randrange(len(fields)) if fields else 0
        if roll < 0.45 and fields:
            fields[i] = (fields[i][0], _hostile(rng, tag, needles, fields[i][1]))
            what.append(f"{fields[i][0]} hostile")
        elif roll < 0.6 and fields:
            what.append(f"{fields.pop(i)[0]} missing")
        elif roll < 0.72 and fields:
            extra = (fields[i][0], _hostile(rng, tag, needles, fields[i][1]))
            fields.insert(i + rng.randint(0, 1), extra)
            what.append(f"{fields[i][0]} repeated")
        elif roll < 0.82:
            size = rng.choice([3001, 17 * 1024])
            name = fields[i][0] if fields else "puzzle"
            fields.append((name, rng.choice("1.") * size))
            what.append(f"{name} oversized ({size})")
        elif roll < 0.9:
            fields += [(f"f{k}", "x") for k in range(60)]
            what.append("60 fields")
        else:
            name = rng.choice(sorted(site.fields) + ["puzzle", "next", "step", "technique"])
            fields.append((name, _hostile(rng, tag, needles)))
            what.append(f"{name} added")
    return fields, ", ".join(what) or "valid"


def _csrf(fields: list[tuple[str, Value]], headers: list, rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.7:
        fields.insert(0, ("csrf_token", Live("csrf")))
        return ""
    if roll < 0.78:
        return "no token"
    if roll < 0.86:
        fields.insert(0, ("csrf_token", rng.choice(["forged", _token(rng, 90), "a.b.c", ""])))
        return "forged token"
    if roll < 0.91:
        fields.insert(0, ("csrf_token", Live("other-csrf")))
        return "another session's token"
    if roll < 0.95:
        fields[:0] = [("csrf_token", "forged"), ("csrf_token", Live("csrf"))]
        return "token repeated"
    headers.append(("X-CSRFToken", Live("csrf")))
    return "token in the header"


def _tamper(rng: random.Random, tag: str, needles: list[str]) -> tuple[dict[str, str], str]:
    roll = rng.random()
    if roll < 0.3:
        return {"session": "FLIP"}, "session cookie altered"
    if roll < 0.5:
        forged = {"csrf_token": "0" * 40, "browser": f"<script>alert({tag})</script>",
                  "seen": "{{7*7}}", "_permanent": True}
        raw = base64.urlsafe_b64encode(json.dumps(forged).encode()).decode().rstrip("=")
        return {"session": f"{raw}.AAAAAA.{'A' * 27}"}, "session cookie forged"
    if roll < 0.6:
        return {"session": "x" * 4000}, "session cookie oversized"
    value, needle = rng.choice(Payloads.markup(tag))
    needles.append(needle)
    name = rng.choice(["lang", "theme", "player", "browser"])
    chosen = rng.choice([quote(value), value.replace(" ", ""), "../../etc", "de;", "\u00e9"])
    return {name: chosen}, f"{name} cookie tampered"


def _query(route: Route, site: Site, rng: random.Random, tag: str, needles: list[str]) -> str:
    offered = site.queries.get(route.rule, {})
    names = sorted(offered) or ["cell", "show", "next", "puzzle", "highlight", "mode", "line"]
    pairs = []
    for _ in range(rng.randint(1, 3)):
        name = rng.choice(names)
        if offered.get(name) and rng.random() < 0.4:
            value = rng.choice(sorted(offered[name]))
        else:
            value = _hostile(rng, tag, needles)
        encoded = (quote(value, safe="") if isinstance(value, str)
                   else "".join(f"%{b:02X}" for b in value))
        pairs.append(f"{name}={encoded}")
    return "?" + "&".join(pairs)


def _framing(req: Req, rng: random.Random) -> str:
    """Transfer coding and Content-Length as no browser sends them."""
    choice = rng.choice(["chunked", "chunked", "chunked-bad", "short", "long", "length-bad",
                         "length-twice", "length-and-chunked", "huge"])
    # A request framed wrongly may be closed without an answer (nginx does): no finding.
    req.silence_ok = choice not in ("chunked", "short")
    if choice in ("chunked", "chunked-bad", "length-and-chunked"):
        req.framing = choice
    elif choice == "short":
        req.framing = "short"  # fewer bytes declared than sent
    elif choice == "long":
        req.framing, req.silence_ok, req.timeout = "long", True, 8.0
    elif choice == "length-bad":
        req.length = rng.choice(["-1", "abc", "1e3", " 12", "0x10", "12, 12"])
    elif choice == "length-twice":
        req.framing = "length-twice"
    else:
        req.length = rng.choice(["99999999999999999999", "17000000", "16385"])
        req.silence_ok, req.timeout = True, 8.0
    return f"body {choice}"


def plan(site: Site, seed: int, count: int, games: list[str], browsers: int) -> list[Req]:
    rng = random.Random(seed)
    rules = [r for r in site.routes if r.methods]
    weights = [0.3 if r.rule.startswith("/static") else 1.0 for r in rules]
    out = []
    for n in range(count):
        route = rng.choices(rules, weights)[0]
        tag = f"fz{n}q"
        needles: list[str] = []
        game = ""
        parts = route.rule
        for name, kind in route.args:
            real = sorted(site.values.get(route.rule, {}).get(name, set()))
            if name == "game_id":
                real = [g for g in real if g in games] or games
            value = _segment(kind, name, real, rng, tag, needles)
            if name == "game_id" and value in games:
                game = value
            parts = re.sub(rf"<(?:[^<>:]+:)?{name}>", lambda _m, v=value: v, parts)
        method = rng.choice(route.methods)
        label = []
        if rng.random() < 0.07:
            method = rng.choice(METHODS_ELSE + (["POST"] if method == "GET" else ["GET"]))
            label.append(f"method {method}")
        elif method == "GET" and rng.random() < 0.1:
            method = "HEAD"
        target = parts
        if method in ("GET", "HEAD") and rng.random() < 0.35:
            target += _query(route, site, rng, tag, needles)
        req = Req(n, "", method, target, route.rule, browser=rng.randrange(browsers),
                  game=game)
        if rng.random() < 0.08:
            req.browser = None
            label.append("no cookies")
        if method == "POST" or (method not in ("GET", "HEAD") and rng.random() < 0.5):
            req.fields, what = _form(route, site, rng, tag, needles, game)
            label.append(what)
            said = _csrf(req.fields, req.headers, rng)
            if said:
                label.append(said)
            roll = rng.random()
            if roll < 0.12:
                req.encoding = "multipart"
                if rng.random() < 0.6:
                    name = rng.choice([f[0] for f in req.fields if f[0] != "csrf_token"]
                                      or ["file"])
                    req.files.append(_upload(rng, name, tag, needles))
                    label.append(f"upload in {name}")
            elif roll < 0.17:
                req.encoding = "odd-multipart"
                label.append("odd multipart")
            elif roll < 0.21:
                req.encoding = rng.choice(["json", "text"])
                label.append(f"body as {req.encoding}")
            elif roll < 0.25:
                req.headers.append(("Content-Type", rng.choice(CONTENT_TYPES)))
                label.append("odd Content-Type")
            if rng.random() < 0.08:
                label.append(_framing(req, rng))
        roll = rng.random()
        if roll < 0.1:
            req.headers.append(("Host", rng.choice(BAD_HOSTS)))
            label.append("bad Host")
        elif roll < 0.18:
            req.headers.append(("Accept-Language", rng.choice(LANGUAGES)))
            label.append("odd Accept-Language")
        elif roll < 0.22:
            req.headers.append((rng.choice(["X-Forwarded-Host", "X-Forwarded-For",
                                            "X-Forwarded-Proto", "Referer", "Origin"]),
                                rng.choice(["evil.example", "https://evil.example/",
                                            "1.2.3.4, 5.6.7.8", "gopher", "\u00e9"])))
            label.append("forwarded/origin header")
        if rng.random() < 0.25:
            req.headers.append(("HX-Request", "true"))
            if rng.random() < 0.3:
                value, needle = rng.choice(Payloads.markup(tag))
                req.headers.append(("HX-Current-URL", value))
                needles.append(needle)
        if req.browser is not None and rng.random() < 0.12:
            req.cookies, what = _tamper(rng, tag, needles)
            label.append(what)
        req.label = "; ".join(label) or "plain"
        req.needles = sorted(set(needles))
        out.append(req)
    return out


def _upload(rng: random.Random, name: str, tag: str, needles: list[str]) -> tuple:
    needles.append(f"<svg onload=alert({tag})>")
    return rng.choice([
        (name, "board.png", "image/png", f'<svg onload=alert({tag})></svg>'.encode()),
        (name, "../../etc/passwd", "application/octet-stream", b"\x7fELF" + b"\x00" * 64),
        (name, f'"><svg onload=alert({tag})>.png', "image/png", b"GIF89a<?php ?>"),
        (name, "puzzle.txt", "text/plain", SLOW_PUZZLE.encode()),
        (name, "big.jpg", "image/jpeg", b"\xff\xd8\xff" + b"A" * 20000),
    ])
