"""Reading photos outside the request threads: a small process pool per worker process.

A photo takes a few hundred milliseconds of numpy and OpenCV. In a request thread it
would hold the worker's interpreter lock for all that time and every other player's
move in that worker would wait behind it. So the reading runs in a process pool
(concurrent.futures.ProcessPoolExecutor), made on the first upload, in the process that
serves it (gunicorn forks its workers first: a pool made in the master would not
survive the fork). Its processes are started by `spawn`, never `fork`, for the worker is
threaded, and run at a lower priority (nice), so a burst of uploads takes what CPU the
players' moves leave.

SUDOKU_PHOTO_WORKERS (default 1) processes read at once; SUDOKU_PHOTO_QUEUE (default 1)
more uploads may wait for them. Past that the upload is refused at once (`PhotoBusy`,
answered 503 with Retry-After) rather than queued without bound. 0 workers turns
reading off on this host (every upload answered 503).

While an upload waits for its reading, its request gives its app slot back (slots.py):
it needs no interpreter time, and the slot serves a move meanwhile.
"""

from __future__ import annotations

import os
import threading
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

from flask import Flask, current_app

from .slots import slot_given_back
from .spawned import SpawnedPools

# The largest upload read, in bytes: a phone's photo is 2-6 MB.
PHOTO_MAX_BYTES = 12 * 1024 * 1024
# The one path that takes a body that large (the others keep MAX_CONTENT_LENGTH).
PHOTO_PATH = "/enter/photo"
# A picture larger than this many pixels is refused before it is decoded: a 12 MB PNG
# of one colour can claim gigapixels, and decoding it would take gigabytes.
MAX_PIXELS = 50_000_000
NICE = 10  # the readers' priority below the web workers'

# A waiting upload holds one of the worker's few threads (SUDOKU_THREADS, 4 by default):
# a short queue leaves the others to the players' moves.
DEFAULTS = {"PHOTO_WORKERS": 1, "PHOTO_QUEUE": 1, "PHOTO_SECONDS": 20.0}


@dataclass(frozen=True)
class Correction:
    """A cell the engine's check changed (vision.Change), as plain data."""

    cell: int
    was: int  # 0 for empty
    now: int
    trouble: str  # "clash", "none", "several", "long" or "unfit" (see vision.Trouble)
    house: str = ""  # for a clash: "row", "column" or "box"
    number: int = 0  # the house's number, 1..9
    digit: int = 0  # the digit it held twice (for "unfit": the digit first read)
    moved: str = ""  # "to-given" or "to-entry" when the check moved the cell's kind


@dataclass(frozen=True)
class PhotoReading:
    """What the pool sends back: plain data, so the web process never imports OpenCV."""

    puzzle: str  # the givens: 81 characters, "." for empty
    confidence: tuple[float, ...]
    corrections: tuple[Correction, ...]
    solutions: int
    ms: int
    entries: str = "0" * 81  # the player's own digits, "0" elsewhere
    notes: tuple[str, ...] = ("",) * 81  # each cell's note digits, increasing
    mistakes: tuple[int, ...] = ()  # cells of the player's digits the givens rule out
    kind_confidence: tuple[float, ...] = (1.0,) * 81  # how sure "given or yours" is
    grids: int = 1  # grids found on the picture (read_grid's choice picks one)
    thumbnails: tuple[bytes, ...] = ()  # a small PNG of each grid, in choice order


class Unreadable(Exception):
    """The bytes are no image (kind "no-image"), or show no grid ("no-grid")."""

    def __init__(self, kind: str, words: str = "") -> None:
        super().__init__(kind, words)
        self.kind = kind


class PhotoBusy(Exception):
    """Every reader is busy and the queue is full, or reading is off on this host."""

    retry_after = 5  # seconds, for the Retry-After header


def _start_reader() -> None:
    """Each pool process, once: lower its priority, bound the decoder, load the model."""
    try:
        os.nice(NICE)
    except OSError:
        pass  # not allowed here: read at the same priority
    # OpenCV reads this when it decodes its first image.
    os.environ.setdefault("OPENCV_IO_MAX_IMAGE_PIXELS", str(MAX_PIXELS))
    import vision.kinds
    import vision.model

    # The weights, loaded before the first photo waits for them.
    vision.model.classifier()
    vision.kinds.classifier()


def _read(image: bytes, choice: int = 0) -> PhotoReading:
    """In a pool process: read the picture (its grid `choice`, largest first), and hand
    back plain data."""
    import vision

    try:
        reading = vision.read_grid(image, choice)
    except vision.NoGridFound as error:
        words = str(error)
        kind = "no-image" if words.startswith(("no image", "not an image")) else "no-grid"
        raise Unreadable(kind, words) from None
    corrections = []
    for change in reading.corrected:
        trouble = change.trouble
        corrections.append(
            Correction(
                change.cell,
                change.was,
                change.now,
                trouble.kind,
                trouble.house,
                trouble.number,
                trouble.digit,
                change.moved,
            )
            if trouble is not None
            else Correction(change.cell, change.was, change.now, "", moved=change.moved)
        )
    grids = 1 + len(reading.others)
    return PhotoReading(
        reading.puzzle,
        tuple(reading.confidence),
        tuple(corrections),
        reading.solutions,
        reading.ms,
        reading.entries,
        tuple(reading.notes),
        tuple(reading.mistakes),
        tuple(reading.kind_confidence),
        grids,
        vision.thumbnails(image) if grids > 1 else (),
    )


_POOLS = SpawnedPools(_start_reader)


class PhotoReader:
    """One app's door to the pool: at most workers + queue uploads in it at once."""

    def __init__(self, workers: int, queue: int, seconds: float) -> None:
        self.workers = max(0, workers)
        self.places = threading.BoundedSemaphore(max(1, self.workers + max(0, queue)))
        self.open = self.workers > 0
        self.seconds = seconds

    def read(self, image: bytes, choice: int = 0) -> PhotoReading:
        """The reading (of grid `choice` when the picture holds several); Unreadable for
        no image or no grid; PhotoBusy when there is no place for it in the pool, or the
        pool took too long."""
        if not self.open or not self.places.acquire(blocking=False):
            raise PhotoBusy
        try:
            future: Future[PhotoReading] = _POOLS.get(self.workers).submit(
                _read, image, choice
            )
        except BrokenProcessPool:
            self.places.release()
            _POOLS.forget(self.workers)
            raise PhotoBusy from None
        except BaseException:
            self.places.release()
            raise
        # The place is the pool's until the reading ends, even if this request stops
        # waiting for it: the bound counts what the readers really have to do.
        future.add_done_callback(lambda _: self.places.release())
        with slot_given_back():
            try:
                return future.result(timeout=self.seconds)
            except FutureTimeout:
                future.cancel()
                raise PhotoBusy from None
            except BrokenProcessPool:
                # A reader died (killed for its memory, say): the next upload gets a new pool.
                _POOLS.forget(self.workers)
                raise PhotoBusy from None


def photo_reader() -> PhotoReader:
    return current_app.extensions["sudoku_photos"]


def init_app(app: Flask) -> None:
    for key, default in DEFAULTS.items():
        raw = os.environ.get("SUDOKU_" + key)
        app.config.setdefault(key, type(default)(raw) if raw else default)
    app.extensions["sudoku_photos"] = PhotoReader(
        int(app.config["PHOTO_WORKERS"]),
        int(app.config["PHOTO_QUEUE"]),
        float(app.config["PHOTO_SECONDS"]),
    )
