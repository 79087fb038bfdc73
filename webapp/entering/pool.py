"""A few ready puzzles per level, refilled by one background thread, so "New
puzzle" answers at once in the common case and never holds up other requests."""

from __future__ import annotations

import logging
import random
import threading
from collections import deque

from engine import TIERS, generate

LEVELS = TIERS  # the levels a puzzle is made for are the ladder's tiers
POOL_SIZE = 2
log = logging.getLogger(__name__)


class PuzzlePool:
    def __init__(self, size: int = POOL_SIZE, seed: int | None = None) -> None:
        self.size = size
        self.ready: dict[str, deque[str]] = {level: deque() for level in LEVELS}
        self.working_on: str | None = None
        # Only levels players have asked for are kept full: an Extreme puzzle can take
        # seconds of CPU, not worth spending before anyone wants one.
        self.wanted: set[str] = set()
        self._rng = random.Random(seed)
        self._wake = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def take(self, level: str) -> str | None:
        """A ready puzzle of the level, or None (the refill is then under way)."""
        self._start()
        with self._lock:
            self.wanted.add(level)
            queue = self.ready[level]
            puzzle = queue.popleft() if queue else None
        self._wake.set()
        return puzzle

    def want(self, level: str) -> None:
        """Keep this level full from now on (a player is waiting for one)."""
        self._start()
        with self._lock:
            self.wanted.add(level)
        self._wake.set()

    def count(self, level: str) -> int:
        self._start()
        return len(self.ready[level])

    def _start(self) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._refill, name="puzzle-pool", daemon=True
                )
                self._thread.start()

    def _refill(self) -> None:
        while True:
            # The emptiest level first, easiest first on ties: Extreme can take long.
            short = [lv for lv in LEVELS if lv in self.wanted and len(self.ready[lv]) < self.size]
            if not short:
                self._wake.wait()
                self._wake.clear()
                continue
            level = min(short, key=lambda lv: (len(self.ready[lv]), LEVELS.index(lv)))
            self.working_on = level
            try:
                puzzle = generate(level, "rot180", rng=self._rng, max_tries=1000)
            except Exception:  # noqa: BLE001
                # A thread that died here would leave the level's wait page waiting for
                # ever; log it and try again with the next random grids.
                log.exception("Making a %s puzzle failed; trying again.", level)
                continue
            finally:
                self.working_on = None
            with self._lock:
                self.ready[level].append(puzzle)


_POOL = PuzzlePool()


def pool() -> PuzzlePool:
    return _POOL
