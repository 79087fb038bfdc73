"""Whole solves outside the request threads: a small process pool per worker process.

A rating, a solution path or the list of every step is one engine search over the whole
puzzle. On a classic puzzle that is milliseconds; on a hard Killer or a variant it can be
twenty seconds of CPU, and in a request thread it would hold the worker (and, through the
interpreter lock, every other player's move in it) for all that time. So every such
search runs in a process pool made on first use in the worker that needs it (started by
`spawn`, at a lower priority, like the photo readers: photos.py). A request waits for its
answer at most SOLVE_WAIT seconds (1 by default), its app slot given back meanwhile;
past that it answers at once with a page that says the answer is being worked out, and
that page asks again until the answer is kept.

Answers are kept twice: per process by the caller (playing/kept.py, a dictionary read),
and, for the slow ones (past SOLVE_WAIT), per host in files under the instance folder
(`solved/`), so whichever worker a page's next request lands on finds the answer, and a
second worker asked for the same position while the first is on it waits for that one
(a `.working` claim beside it) rather than starting its own. Not in the database: an
answer is a few hundred kilobytes of steps, and a host that has never seen a position
working it out once is cheap beside writing every answer to the shared store.

SUDOKU_SOLVE_WORKERS (default 1) searches run at once; SUDOKU_SOLVE_QUEUE (default 4)
more may wait for them. Past that a new search is refused at once (`SolveBusy`, answered
503 with Retry-After). The same position asked again while its search runs joins it.
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from flask import Flask, Response, current_app
from flask_babel import lazy_gettext as _l

from .errors import error_response
from .slots import slot_given_back
from .spawned import SpawnedPools

T = TypeVar("T")
NICE = 10  # the searches' priority below the web workers'
DEFAULTS = {"SOLVE_WORKERS": 1, "SOLVE_QUEUE": 4, "SOLVE_WAIT": 1.0, "SOLVE_SECONDS": 600.0}
TESTING_WAIT = 120.0  # SOLVE_WAIT under app.testing unless set
STARTUP = 30.0  # seconds a new pool's first process may take to start
KEPT_FILES = 500  # slow answers kept per host; the oldest go first
log = logging.getLogger(__name__)


class SolveBusy(Exception):
    """Every search place is taken (running or queued): ask again shortly."""

    retry_after = 5  # seconds, for the Retry-After header


def _start_searcher() -> None:
    """Each pool process, once: lower its priority and load the engine."""
    try:
        os.nice(NICE)
    except OSError:
        pass  # not allowed here: search at the same priority
    import engine  # noqa: F401 - the ladder's tables, loaded before the first search waits


_POOLS = SpawnedPools(_start_searcher)


@cache
def _engine_stamp() -> str:
    """The engine's code on this host (its files' names, sizes and times): an answer kept
    by other code, before a deploy or an edit, is never read as this code's."""
    import engine

    root = Path(engine.__file__).resolve().parent
    stamp = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        found = path.stat()
        stamp.update(f"{path.relative_to(root)}:{found.st_size}:{found.st_mtime_ns};".encode())
    return stamp.hexdigest()[:16]


def answer_key(kind: str, position: object) -> str:
    """A file-safe name for one search of one position (the same in every process)."""
    return hashlib.sha256(repr((_engine_stamp(), kind, position)).encode()).hexdigest()[:40]


class Solver:
    """One app's door to the pool: at most workers + queue searches in it at once."""

    def __init__(self, workers: int, queue: int, wait: float, seconds: float,
                 folder: Path | None) -> None:
        self.workers = max(1, workers)
        self.places = threading.BoundedSemaphore(self.workers + max(0, queue))
        self.wait = max(0.0, wait)
        self.seconds = seconds  # a claim older than this is a search that died
        self.folder = folder
        # Reentrant: a search that ends before its callback is added runs the callback at
        # once, in the thread that started it, which holds this lock.
        self.lock = threading.RLock()
        self.running: dict[str, Future[Any]] = {}
        self.started = 0  # searches sent to the pool, for the tests and the log

    def answer(self, key: str, search: Callable[[Any], T], arg: Any,
               keep: Callable[[T], None]) -> T | None:
        """The search's answer if it is kept on this host or comes within SOLVE_WAIT;
        else None, the search under way (here or in another worker). `keep` gets the
        answer whenever it comes, in this process. SolveBusy when there is no place."""
        found = self._read(key)
        if found is not None:
            keep(found)
            return found
        wait = 0.0  # a search already under way: say so at once (its page asks again)
        with self.lock:
            future = self.running.get(key)
            if future is None:
                if self._claimed_elsewhere(key):
                    return None
                future = self._start(key, search, arg, keep)
                wait = self.wait
        if future.done():
            wait = 0.0
        with slot_given_back():
            try:
                # A pool made just now starts its process first: its search's wait begins
                # once that is up (gunicorn's workers start theirs at boot: warm()).
                _POOLS.started(self.workers).result(timeout=STARTUP)
                return future.result(timeout=wait)
            except FutureTimeout:
                self._claim(key)
                return None
            except BrokenProcessPool:
                # A searcher died (killed for its memory, say): the next ask gets a new pool.
                _POOLS.forget(self.workers)
                raise SolveBusy from None

    def _start(self, key: str, search: Callable[[Any], T], arg: Any,
               keep: Callable[[T], None]) -> Future[T]:
        if not self.places.acquire(blocking=False):
            raise SolveBusy
        try:
            future = _POOLS.get(self.workers).submit(search, arg)
        except BrokenProcessPool:
            self.places.release()
            _POOLS.forget(self.workers)
            raise SolveBusy from None
        except BaseException:
            self.places.release()
            raise
        self.started += 1
        self.running[key] = future
        begun = time.monotonic()

        def done(finished: Future[T]) -> None:
            # The place is the pool's until the search ends, even if nobody waits for it.
            self.places.release()
            try:
                if not finished.cancelled() and finished.exception() is None:
                    result = finished.result()
                    keep(result)
                    if time.monotonic() - begun >= self.wait:
                        self._write(key, result)  # slow: worth sharing with the other workers
            except Exception:  # noqa: BLE001 - a failed search is asked again next time
                log.exception("Keeping a solve failed")
            finally:
                with self.lock:
                    self.running.pop(key, None)
                self._unclaim(key)

        future.add_done_callback(done)
        return future

    # ----- the host's files: slow answers, and who is working on which -----------------

    def _path(self, key: str, suffix: str) -> Path | None:
        return self.folder / f"{key}{suffix}" if self.folder is not None else None

    def _read(self, key: str) -> Any | None:
        path = self._path(key, ".pickle")
        if path is None or not path.exists():
            return None
        try:
            # Written by this app's own workers into its instance folder (mode 600), the
            # same trust as the secret key beside it.
            return pickle.loads(path.read_bytes())
        except Exception:  # noqa: BLE001 - torn, or from an older engine: work it out again
            path.unlink(missing_ok=True)
            return None

    def _write(self, key: str, result: object) -> None:
        path = self._path(key, ".pickle")
        if path is None:
            return
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        partial = path.with_suffix(f".{os.getpid()}.part")
        fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as out:
            out.write(pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(partial, path)  # whole or not at all, for a reader in another worker
        kept = sorted(path.parent.glob("*.pickle"), key=_mtime)
        for old in kept[: max(0, len(kept) - KEPT_FILES)]:
            old.unlink(missing_ok=True)

    def _claim(self, key: str) -> None:
        path = self._path(key, ".working")
        if path is None or path.exists():
            return
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            return
        with os.fdopen(fd, "w") as out:
            out.write(str(os.getpid()))

    def _claimed_elsewhere(self, key: str) -> bool:
        """Another worker of this host is on it: a fresh claim by a live process."""
        path = self._path(key, ".working")
        if path is None or not path.exists():
            return False
        try:
            pid = int(path.read_text() or 0)
            fresh = time.time() - path.stat().st_mtime < self.seconds
            if pid and pid != os.getpid() and fresh:
                os.kill(pid, 0)  # raises if that worker is gone
                return True
        except (OSError, ValueError):
            pass
        path.unlink(missing_ok=True)  # a dead worker's claim, or our own left over
        return False

    def _unclaim(self, key: str) -> None:
        path = self._path(key, ".working")
        if path is not None:
            path.unlink(missing_ok=True)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def warm(workers: int = 0) -> Future[int]:
    """Start this process's search pool now (gunicorn's post_worker_init), so the first
    player's request does not wait for it; done once its process is up. Without
    `workers`, SUDOKU_SOLVE_WORKERS as the app reads it."""
    workers = workers or int(os.environ.get("SUDOKU_SOLVE_WORKERS") or DEFAULTS["SOLVE_WORKERS"])
    return _POOLS.started(max(1, workers))


def solver() -> Solver:
    return current_app.extensions["sudoku_solves"]


def _busy(busy: SolveBusy) -> Response:
    response = error_response(
        503, _l("Many puzzles are being worked out just now: try again in a few seconds.")
    )
    response.headers["Retry-After"] = str(busy.retry_after)
    return response


def init_app(app: Flask) -> None:
    for key, default in DEFAULTS.items():
        if key == "SOLVE_WAIT" and app.testing:
            # A test of another feature reads its answer in the same request, however
            # busy the machine; the slow-solve tests set SOLVE_WAIT themselves.
            default = TESTING_WAIT
        raw = os.environ.get("SUDOKU_" + key)
        app.config.setdefault(key, type(default)(raw) if raw else default)
    folder = app.config.get("SOLVE_FOLDER") or Path(app.instance_path) / "solved"
    app.extensions["sudoku_solves"] = Solver(
        int(app.config["SOLVE_WORKERS"]),
        int(app.config["SOLVE_QUEUE"]),
        float(app.config["SOLVE_WAIT"]),
        float(app.config["SOLVE_SECONDS"]),
        Path(folder),
    )
    app.register_error_handler(SolveBusy, _busy)
