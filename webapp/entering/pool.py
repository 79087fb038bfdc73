"""A few ready puzzles per level, refilled by one background thread, so "New
puzzle" answers at once in the common case and never holds up other requests."""

from __future__ import annotations

import logging
import random
import threading
from collections import deque

from engine import TIERS, Puzzle, generate, generate_killer, generate_rules, load_puzzle, read_made

LEVELS = TIERS  # the levels a puzzle is made for are the ladder's tiers
CLASSIC, KILLER, THERMO, ARROW = "classic", "killer", "thermo", "arrow"
KROPKI, ANTI_KNIGHT = "kropki", "anti-knight"
# The variants "New puzzle by level" makes.
KINDS = (CLASSIC, KILLER, THERMO, ARROW, KROPKI, ANTI_KNIGHT)
# The kind of rule puzzle each is made as (engine.generate_rules).
RULE_ELEMENTS = {THERMO: "thermometer", ARROW: "arrow", KROPKI: "kropki",
                 ANTI_KNIGHT: "anti-knight"}
# Arrow sums are a Medium rung, so an Easy arrow puzzle would not need its arrows.
KIND_LEVELS = {ARROW: LEVELS[1:]}
POOL_SIZE = 2
log = logging.getLogger(__name__)


class PuzzlePool:
    def __init__(self, size: int = POOL_SIZE, seed: int | None = None) -> None:
        self.size = size
        # Keyed by slot(level, kind): a classic level's slot is the level itself.
        self.ready: dict[str, deque[str]] = {
            slot(lv, k): deque() for k in KINDS for lv in levels_of(k)
        }
        self.working_on: str | None = None
        # Only levels players have asked for are kept full: an Extreme puzzle can take
        # seconds of CPU, not worth spending before anyone wants one.
        self.wanted: set[str] = set()
        self._rng = random.Random(seed)
        self._wake = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def take(self, level: str, kind: str = CLASSIC) -> str | None:
        """A ready puzzle of the level, or None (the refill is then under way)."""
        self._start()
        with self._lock:
            self.wanted.add(slot(level, kind))
            queue = self.ready[slot(level, kind)]
            puzzle = queue.popleft() if queue else None
        self._wake.set()
        return puzzle

    def want(self, level: str, kind: str = CLASSIC) -> None:
        """Keep this level full from now on (a player is waiting for one)."""
        self._start()
        with self._lock:
            self.wanted.add(slot(level, kind))
        self._wake.set()

    def count(self, level: str, kind: str = CLASSIC) -> int:
        self._start()
        return len(self.ready[slot(level, kind)])

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
            short = [(lv, k) for k in KINDS for lv in levels_of(k)
                     if slot(lv, k) in self.wanted and len(self.ready[slot(lv, k)]) < self.size]
            if not short:
                self._wake.wait()
                self._wake.clear()
                continue
            level, kind = min(
                short, key=lambda s: (len(self.ready[slot(*s)]), LEVELS.index(s[0]), s[1])
            )
            self.working_on = level
            try:
                puzzle = _make(level, kind, self._rng)
            except Exception:  # noqa: BLE001
                # A thread that died here would leave the level's wait page waiting for
                # ever; log it and try again with the next random grids.
                log.exception("Making a %s puzzle failed; trying again.", level)
                continue
            finally:
                self.working_on = None
            with self._lock:
                self.ready[slot(level, kind)].append(puzzle)


def _make(level: str, kind: str, rng: random.Random) -> str:
    if kind == KILLER:
        return generate_killer(level, rng=rng, max_tries=200)
    if kind in RULE_ELEMENTS:
        return generate_rules(RULE_ELEMENTS[kind], level, rng, max_tries=50).line
    return generate(level, "rot180", rng=rng, max_tries=1000)


def levels_of(kind: str) -> tuple[str, ...]:
    """The levels New puzzle makes puzzles of this kind for."""
    return KIND_LEVELS.get(kind, LEVELS)


def loaded(puzzle: str, kind: str) -> Puzzle:
    """A pool's puzzle as a game starts it: a rule puzzle's line keeps its solution (no
    search in the request), a classic or Killer text is checked as a paste is."""
    return read_made(puzzle) if kind in RULE_ELEMENTS else load_puzzle(puzzle)


def slot(level: str, kind: str = CLASSIC) -> str:
    """Where the pool keeps a level's puzzles of one kind: 'Easy', 'killer:Easy'."""
    return level if kind == CLASSIC else f"{kind}:{level}"


_POOL = PuzzlePool()


def pool() -> PuzzlePool:
    return _POOL
