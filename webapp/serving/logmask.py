"""Game ids out of every log line: a game's address is the key to the game.

`mask(text)` replaces game ids with <game>, three ways:
- by shape: a word of the id alphabet as long as the ids the store makes
  (token_urlsafe(16), webapp/storage/store.py), after percent-decoding, wherever it
  stands (a path, a query, a message, a traceback); so a new route needs nothing here;
- by route: in a path, the segment where the app's URL map has a variable named
  game_id (learned by `install(app)`), whatever its length: /g/<game>, /my-games/<game>,
  and /%67/<game> too, since a path is matched as the router reads it, percent-decoded;
- in a request, the game_id the router found, wherever it appears.

`MaskFilter` applies it to log records (message, arguments, formatted traceback, stack);
`install` puts it on the loggers that log requests and errors and on every handler in
place (the root logger's, the app's, werkzeug's, gunicorn's, logging's last resort).
gunicorn's logger (accesslog.py) installs it again once gunicorn has set its handlers up.
"""

from __future__ import annotations

import logging
import re
import threading
from urllib.parse import unquote

from flask import Flask, current_app, has_app_context, has_request_context, request
from werkzeug.routing import Map

MASK = "<game>"

# As in webapp/storage/store.py (a test keeps them in step): ids are token_urlsafe(16).
ID_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
ID_LENGTH = 22

# A run of id characters, percent-encoded or not: decoded, it may hold an id.
_RUN = re.compile(r"(?:[A-Za-z0-9_-]|%[0-9A-Fa-f]{2})+")
_WORD = re.compile(r"[A-Za-z0-9_-]+")
# A path: after a scheme and host, or standing on its own (after a space, quote, '=').
_PATH = re.compile(
    r"(?:\b[A-Za-z][A-Za-z0-9+.-]*://[^/\s\"'<>]*|(?<![A-Za-z0-9_.~%/-]))(/[^\s\"'<>?#]*)"
)
_VARIABLE = re.compile(r"<(?:[^>]*:)?(\w+)>")


class _Routes:
    """Where the URL map puts game ids: for each rule, the segments before its game_id
    (None for a variable), and the fixed words that may stand in that place (/g/new)."""

    def __init__(self) -> None:
        self.prefixes: frozenset[tuple[str | None, ...]] = frozenset()
        self.words: frozenset[tuple[tuple[str | None, ...], str]] = frozenset()
        self._lock = threading.Lock()
        self._maps: dict[int, int] = {}  # id of a URL map learned -> its number of rules

    def learn_map(self, url_map: Map) -> None:
        """Learn a URL map's rules, again if rules were added since."""
        rules = [rule.rule for rule in url_map.iter_rules()]
        if self._maps.get(id(url_map)) != len(rules):
            self.learn(rules)
            self._maps[id(url_map)] = len(rules)

    def learn(self, rules: list[str]) -> None:
        prefixes, words = set(), set()
        for rule in rules:
            segments: list[str | None] = []
            for segment in rule.split("/"):
                variable = _VARIABLE.fullmatch(segment)
                if variable is None:
                    words.add((tuple(segments), segment))
                    segments.append(segment)
                    continue
                if variable.group(1).endswith("game_id"):
                    prefixes.add(tuple(segments))
                segments.append(None)
        with self._lock:
            self.prefixes = self.prefixes | prefixes
            self.words = self.words | words

    def mask_path(self, path: str) -> str:
        """The path with every segment the router would read as a game id masked."""
        prefixes, words = self.prefixes, self.words
        raw = path.split("/")
        # Decoded segments (as the router splits them: %2F is a slash) and the raw
        # segment each came from.
        decoded: list[tuple[str, int]] = [
            (part, index)
            for index, segment in enumerate(raw)
            for part in unquote(segment, errors="replace").split("/")
        ]
        masked: set[int] = set()
        for prefix in prefixes:
            n = len(prefix)
            if len(decoded) <= n or not decoded[n][0]:
                continue
            if all(p is None or p == decoded[i][0] for i, p in enumerate(prefix)):
                if (prefix, decoded[n][0]) not in words:
                    masked.add(decoded[n][1])
        if not masked:
            return path
        return "/".join(MASK if i in masked else s for i, s in enumerate(raw))


ROUTES = _Routes()


def _id_shaped(word: str) -> bool:
    # A made id mixes cases and digits: a word of one kind (snake_case, CONSTANT_CASE,
    # digits) is a name in a traceback. All 22 characters of one kind: 3 in 100 million ids.
    if len(word) != ID_LENGTH or not set(word) <= ID_ALPHABET:
        return False
    kinds = (
        any(c.islower() for c in word),
        any(c.isupper() for c in word),
        any(c.isdigit() for c in word),
    )
    return sum(kinds) >= 2


def _mask_run(match: re.Match[str]) -> str:
    run = match.group(0)
    text = unquote(run, errors="replace") if "%" in run else run
    return MASK if any(_id_shaped(w) for w in _WORD.findall(text)) else run


def mask(text: str) -> str:
    """The text with every game id replaced by <game>."""
    if "/" in text:
        text = _PATH.sub(
            lambda m: m.group(0)[: m.start(1) - m.start(0)] + ROUTES.mask_path(m.group(1)), text
        )
    return _RUN.sub(_mask_run, text)


# Shorter than this, a game_id the router read is no id the store could hold (and
# masking every "a" of a message after a request for /g/a would only blur the log).
MIN_REQUEST_ID = 8


def _request_ids() -> list[str]:
    """The game ids of the request being answered, as the router read them."""
    if not has_request_context():
        return []
    args = request.view_args or {}
    return [
        v
        for k, v in args.items()
        if k.endswith("game_id") and isinstance(v, str) and len(v) >= MIN_REQUEST_ID
    ]


def _mask_all(text: str, ids: list[str]) -> str:
    for game_id in ids:
        text = re.sub(rf"(?<![A-Za-z0-9_-]){re.escape(game_id)}(?![A-Za-z0-9_-])", MASK, text)
    return mask(text)


class MaskFilter(logging.Filter):
    """Rewrites a record so that no game id is left in it: its message (arguments
    merged in), its traceback (formatted here, so every formatter shows this one) and
    its stack. Never drops a record."""

    def filter(self, record: logging.LogRecord) -> bool:
        if has_app_context():  # routes added after create_app count too
            ROUTES.learn_map(current_app.url_map)
        ids = _request_ids()
        try:
            message = record.getMessage()
        except Exception:  # noqa: BLE001 - a broken record still must not show an id
            message = f"{record.msg} {record.args!r}"
        masked = _mask_all(message, ids)
        if masked != message:
            record.msg, record.args = masked, ()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = _mask_all(record.exc_text, ids)
        if record.stack_info:
            record.stack_info = _mask_all(record.stack_info, ids)
        return True


FILTER = MaskFilter()
LOGGERS = ("", "werkzeug", "flask.app", "gunicorn.error", "gunicorn.access")


def install(app: Flask | None = None, *loggers: logging.Logger) -> None:
    """Mask game ids in the app's logs: learn where its URL map puts them, and filter
    the request and error loggers and every handler in place. Safe to call again."""
    if app is not None:
        ROUTES.learn_map(app.url_map)
        loggers = (*loggers, app.logger)  # app.logger adds Flask's handler if none
    manager = logging.Logger.manager
    targets = [logging.getLogger(name) for name in LOGGERS] + list(loggers)
    targets += [lg for lg in list(manager.loggerDict.values()) if isinstance(lg, logging.Logger)]
    handlers = [logging.lastResort] if logging.lastResort else []
    for logger in targets:
        logger.addFilter(FILTER)  # records logged on it, whichever handler they reach
        handlers.extend(logger.handlers)  # records propagated to it from its children
    for handler in handlers:
        handler.addFilter(FILTER)
