"""How many requests a worker process runs at once: its app slots.

gunicorn's threaded workers keep many threads so that a slow client (headers or a body
sent a byte at a time) holds a thread, never the worker. But Python runs one thread at
a time per process: with several requests inside the app at once, they take turns on
the interpreter lock every few milliseconds, each one finishes later than it would have
alone, and the switching itself costs CPU. So each request first reads its whole body
(bounded by MAX_CONTENT_LENGTH), then waits for one of the worker's few slots, and runs
the app in it: two slots by default (SUDOKU_APP_SLOTS), so that one long request, a
hint on the hardest puzzle, slows the other requests of its worker rather than holding
them. A worker per core (gunicorn.conf.py) keeps every core busy.

Measured with `python -m bench.load --htmx --clients 16` on 2 cores (the issue #20 note).
"""

from __future__ import annotations

import io
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from flask import has_request_context, request

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


# A body still arriving after this long is refused (408): a client that trickles its
# body, or stalls a chunked one, holds one of gunicorn's threads only this long, and
# never an app slot, for the body is read before a slot is taken.
BODY_SECONDS = 10.0
SLOTS_KEY = "sudoku.app_slots"  # the environ key of the worker's slots, for slot_given_back


class AppSlots:
    """WSGI middleware: at most `slots` requests in the app at once, bodies read first.

    `larger_bodies` names the few paths that take more than `max_body` (a photo upload),
    each with its own limit; every other path keeps `max_body`."""

    def __init__(
        self,
        app: WSGIApp,
        slots: int,
        max_body: int,
        body_seconds: float = BODY_SECONDS,
        larger_bodies: Mapping[str, int] | None = None,
    ) -> None:
        self.app = app
        self.slots = threading.BoundedSemaphore(slots)
        self.max_body = max_body
        self.body_seconds = body_seconds
        self.larger_bodies = dict(larger_bodies or {})

    def __call__(
        self, environ: dict[str, Any], start_response: Callable[..., Any]
    ) -> Iterable[bytes]:
        try:
            self._read_body(environ)
        except (TimeoutError, OSError, ValueError):
            # Too slow, cut off, or a chunked body gunicorn could not parse.
            start_response(
                "408 Request Timeout",
                [("Content-Type", "text/plain; charset=utf-8"), ("Connection", "close")],
            )
            return [b"The request's body did not arrive in time.\n"]
        environ[SLOTS_KEY] = self.slots
        with self.slots:
            return self.app(environ, start_response)

    def _read_body(self, environ: dict[str, Any]) -> None:
        """Read the whole body into memory, up to one byte past the limit. A body over the
        limit, announced or chunked, reaches the app with its length over the limit, and
        the app refuses it (413) without reading further."""
        max_body = self.larger_bodies.get(environ.get("PATH_INFO", ""), self.max_body)
        raw = environ.get("CONTENT_LENGTH")
        chunked = "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
        if chunked:
            length = 0  # a chunked body's own framing wins over any Content-Length
        else:
            try:
                length = int(raw) if raw else 0
            except ValueError:
                return  # the app refuses a length it cannot read
            if length <= 0:
                return
            if length > max_body:
                return  # left unread: the app refuses it at once by its announced length
        wanted = length if length else max_body + 1
        body = self._read_within_deadline(environ, wanted)
        environ["wsgi.input"] = io.BytesIO(body)
        environ["CONTENT_LENGTH"] = str(len(body))
        environ.pop("HTTP_TRANSFER_ENCODING", None)
        environ["wsgi.input_terminated"] = False

    def _read_within_deadline(self, environ: dict[str, Any], wanted: int) -> bytes:
        sock = environ.get("gunicorn.socket")
        deadline = time.monotonic() + self.body_seconds
        before = sock.gettimeout() if sock is not None else None
        parts: list[bytes] = []
        got = 0
        try:
            while got < wanted:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError("the body took too long")
                if sock is not None:
                    sock.settimeout(left)
                part = environ["wsgi.input"].read(min(wanted - got, 8192))
                if not part:
                    break
                parts.append(part)
                got += len(part)
        finally:
            if sock is not None:
                sock.settimeout(before)
        return b"".join(parts)


@contextmanager
def slot_given_back() -> Iterator[None]:
    """Inside, the request holds no app slot: for a wait that needs no interpreter time
    (a photo read in another process), so the slot serves someone else meanwhile. The
    slot is taken again, waiting if need be, before the request goes on."""
    slots = request.environ.get(SLOTS_KEY) if has_request_context() else None
    if slots is None:
        yield
        return
    slots.release()
    try:
        yield
    finally:
        slots.acquire()
