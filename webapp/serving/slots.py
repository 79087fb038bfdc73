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
from collections.abc import Callable, Iterable
from typing import Any

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class AppSlots:
    """WSGI middleware: at most `slots` requests in the app at once, bodies read first."""

    def __init__(self, app: WSGIApp, slots: int, max_body: int) -> None:
        self.app = app
        self.slots = threading.BoundedSemaphore(slots)
        self.max_body = max_body

    def __call__(
        self, environ: dict[str, Any], start_response: Callable[..., Any]
    ) -> Iterable[bytes]:
        self._read_body(environ)
        with self.slots:
            return self.app(environ, start_response)

    def _read_body(self, environ: dict[str, Any]) -> None:
        # A body over the limit is left unread: the app refuses it (413) without reading.
        try:
            length = int(environ.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return
        if 0 < length <= self.max_body:
            body = environ["wsgi.input"].read(length)
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(len(body))
