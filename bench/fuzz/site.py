"""What there is to fuzz: the app's routes (its URL map), and what its pages offer.

The routes come from `create_app().url_map`, so a new route is fuzzed without anyone
listing it. The pages a browser would see give the rest: each form's fields and the
values its inputs, buttons and selects offer, and the real values of the path
variables (every link and form action is matched against the URL map).
"""

from __future__ import annotations

import os
import re
import tempfile
import threading
from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import parse_qsl, urlsplit

from werkzeug.routing import IntegerConverter, PathConverter

from .wire import Answer, exchange, request_bytes

TOKEN_INPUT = re.compile(r'name="csrf_token"\s+value="([^"]+)"')
TOKEN_META = re.compile(r'<meta\s+name="csrf-token"\s+content="([^"]+)"')
VERSION = re.compile(rb'name="version" value="(\d+)"')


@dataclass(frozen=True)
class Route:
    rule: str
    endpoint: str
    methods: tuple[str, ...]
    args: tuple[tuple[str, str], ...]  # (name, kind): kind is "int", "path" or "string"


def url_map():  # noqa: ANN201 - werkzeug's Map
    """The app's URL map, from an app built aside (its own instance folder, no database)."""
    from webapp import create_app

    saved = os.environ.get("SUDOKU_INSTANCE_PATH")
    with tempfile.TemporaryDirectory(prefix="sudoku-fuzz-map-") as folder:
        os.environ["SUDOKU_INSTANCE_PATH"] = folder
        try:
            app = create_app({"SECRET_KEY": "fuzz-" * 8, "DATABASE_URL": "sqlite://"})
        finally:
            if saved is None:
                os.environ.pop("SUDOKU_INSTANCE_PATH", None)
            else:
                os.environ["SUDOKU_INSTANCE_PATH"] = saved
    return app.url_map


def routes(mapping) -> list[Route]:  # noqa: ANN001
    found = []
    for rule in mapping.iter_rules():
        args = []
        for name, converter in rule._converters.items():
            kind = "string"
            if isinstance(converter, IntegerConverter):
                kind = "int"
            elif isinstance(converter, PathConverter):
                kind = "path"
            args.append((name, kind))
        methods = tuple(sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}))
        found.append(Route(rule.rule, rule.endpoint, methods, tuple(sorted(args))))
    return sorted(found, key=lambda r: r.rule)


class Harvest(HTMLParser):
    """Forms (action, method, fields with their offered values) and every address."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.forms: list[tuple[str, str, dict[str, list[str]]]] = []
        self.links: list[str] = []
        self.form: dict[str, list[str]] | None = None
        self.select: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        for key in ("href", "src", "action", "hx-get", "hx-post", "formaction"):
            if a.get(key):
                self.links.append(a[key])
        if tag == "form":
            self.form = {}
            method = a.get("method", "get").upper()
            self.forms.append((a.get("action", ""), method, self.form))
        elif self.form is not None and tag in ("input", "button", "textarea", "select"):
            name = a.get("name")
            if name:
                values = self.form.setdefault(name, [])
                if tag != "select" and a.get("value", "") not in values:
                    values.append(a.get("value", ""))
                self.select = name if tag == "select" else None
        elif tag == "option" and self.form is not None and self.select:
            self.form[self.select].append(a.get("value", ""))

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self.form = None
        elif tag == "select":
            self.select = None


@dataclass
class Site:
    """What the crawl found, by rule; sorted where it is drawn from (the plan is seeded)."""

    routes: list[Route]
    forms: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # POST rule -> fields
    values: dict[str, dict[str, set[str]]] = field(default_factory=dict)  # rule -> var -> seen
    queries: dict[str, dict[str, set[str]]] = field(default_factory=dict)  # GET rule -> params
    fields: dict[str, set[str]] = field(default_factory=dict)  # every form field seen

    def learn(self, adapter, page: str) -> list[str]:  # noqa: ANN001
        """Take in a page's forms and links; the GET addresses it links to."""
        parser = Harvest()
        parser.feed(page)
        found = []
        for action, method, fields in parser.forms:
            matched = match(adapter, action, "POST" if method == "POST" else "GET")
            if matched is None:
                continue
            rule, _ = matched
            target = self.forms if method == "POST" else self.queries
            into = target.setdefault(rule, {})
            for name, values in fields.items():
                if name == "csrf_token":
                    continue
                into.setdefault(name, [] if method == "POST" else set())
                for value in values:
                    if method == "POST" and value not in into[name]:
                        into[name].append(value)
                    elif method != "POST":
                        into[name].add(value)
                self.fields.setdefault(name, set()).update(values)
        for link in parser.links:
            for method in ("GET", "POST"):
                matched = match(adapter, link, method)
                if matched is None:
                    continue
                rule, args = matched
                for name, value in args.items():
                    self.values.setdefault(rule, {}).setdefault(name, set()).add(str(value))
                query = urlsplit(link).query
                if method == "GET":
                    found.append(link)
                    for name, value in parse_qsl(query):
                        self.queries.setdefault(rule, {}).setdefault(name, set()).add(value)
        return found


def match(adapter, address: str, method: str) -> tuple[str, dict] | None:  # noqa: ANN001
    parts = urlsplit(address)
    if parts.netloc or not parts.path.startswith("/"):
        return None
    try:
        rule, args = adapter.match(parts.path, method, return_rule=True)
    except Exception:  # noqa: BLE001 - not found, wrong method, a redirect: not ours
        return None
    return rule.rule, args


class Browser:
    """One visitor: its cookies and CSRF token, as a browser keeps them."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.cookies: dict[str, str] = {}
        self.token = ""
        self.lock = threading.Lock()

    def cookie_header(self) -> str:
        with self.lock:
            return "; ".join(f"{k}={v}" for k, v in sorted(self.cookies.items()))

    def keep(self, answer: Answer) -> None:
        with self.lock:
            for name, value in answer.headers:
                if name != "set-cookie":
                    continue
                pair, _, attributes = value.partition(";")
                key, _, kept = pair.strip().partition("=")
                gone = "max-age=0" in attributes.lower() or "1970" in attributes
                if gone or not kept:
                    self.cookies.pop(key, None)
                else:
                    self.cookies[key] = kept
            found = TOKEN_INPUT.search(answer.body.decode("utf-8", "replace")) or TOKEN_META.search(
                answer.body.decode("utf-8", "replace")
            )
            if found and not self.token:
                self.token = found.group(1)


def get(port: int, host: str, path: str, browser: Browser | None = None,
        timeout: float = 20.0) -> Answer:
    """A plain GET as a browser sends it, its cookies kept."""
    headers: list[tuple[str, str | bytes]] = [("Host", host), ("Connection", "close")]
    if browser is not None and browser.cookies:
        headers.append(("Cookie", browser.cookie_header()))
    answer = exchange(port, [request_bytes("GET", path, headers)], timeout=timeout)
    if browser is not None:
        browser.keep(answer)
    return answer


def post(port: int, host: str, path: str, form: str, browser: Browser,
         timeout: float = 20.0) -> Answer:
    """A form POST as a browser sends it, with the browser's token and cookies."""
    body = f"csrf_token={browser.token}&{form}".encode()
    headers: list[tuple[str, str | bytes]] = [
        ("Host", host), ("Connection", "close"), ("Cookie", browser.cookie_header()),
        ("Content-Type", "application/x-www-form-urlencoded"),
        ("Content-Length", str(len(body))),
    ]
    answer = exchange(port, [request_bytes("POST", path, headers) + body], timeout=timeout,
                      method="POST")
    browser.keep(answer)
    return answer


def crawl(site: Site, adapter, port: int, host: str, browser: Browser,  # noqa: ANN001
          starts: list[str], limit: int = 40) -> None:
    """GET the start pages and, breadth first, links to rules not yet seen (bounded)."""
    queue, seen, rules_seen = list(starts), set(), set()
    while queue and len(seen) < limit:
        address = queue.pop(0)
        path = address.split("#")[0]
        if path in seen:
            continue
        seen.add(path)
        answer = get(port, host, path, browser)
        if answer.status != 200 or "html" not in answer.header("content-type"):
            continue
        for link in site.learn(adapter, answer.body.decode("utf-8", "replace")):
            matched = match(adapter, link, "GET")
            if matched and matched[0] not in rules_seen and not matched[0].startswith("/static"):
                rules_seen.add(matched[0])
                queue.append(link)
