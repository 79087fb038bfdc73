"""Python's cycle collector, paused while the engine reasons.

A step's search allocates many small containers (tuples, lists, dicts) and makes no
reference cycles: reference counting frees all of it (tests/engine/test_collector.py
solves real puzzles with the collector off and leaves it nothing to free). The
collector's passes during a search therefore free nothing, and still cost: every 700
allocations a pass scans the young containers, and now and then a pass scans the whole
heap, inside whichever hint it falls. On every 5th top1465 puzzle its passes were 5.6%
of the solve time, 7% at p95; on states along those solves every next_step over 50 ms
had a whole-heap pass of 20 to 31 ms inside it. So ``next_step``, ``all_steps``,
``solve_path`` and "why not?" run with the collector paused, and it resumes when they
return.

The switch is process-wide (``gc.disable``) and threads share it: the first search in
pauses the collector, the last one out resumes it, and only if it was running before.
The rest of a web request does make cycles (about 14 objects a request), so the pause
is bounded: while searches keep overlapping (two app slots both hinting under load), a
search that ends after the collector has been off for LONGEST_PAUSE collects the young
generation itself. Cyclic garbage then waits at most LONGEST_PAUSE or one search,
whichever is longer (a search takes at most about a second; most take milliseconds).
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable
from functools import wraps
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")

LONGEST_PAUSE = 1.0  # seconds

_LOCK = threading.Lock()
_inside = 0  # searches running now, in any thread
_resume = False  # whether the collector ran before the first of them paused it
_since = 0.0  # when the collector last ran or was paused (time.monotonic)


def pause() -> None:
    global _inside, _resume, _since
    with _LOCK:
        if _inside == 0:
            _resume = gc.isenabled()
            _since = time.monotonic()
            gc.disable()
        _inside += 1


def resume() -> None:
    global _inside, _since
    with _LOCK:
        _inside -= 1
        if _inside == 0:
            if _resume:
                gc.enable()
            return
        overdue = _resume and time.monotonic() - _since > LONGEST_PAUSE
        if overdue:
            _since = time.monotonic()
    if overdue:
        gc.collect(0)


def paused(search: Callable[P, R]) -> Callable[P, R]:
    """Run `search` with the collector paused (see the module's docstring)."""

    @wraps(search)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        pause()
        try:
            return search(*args, **kwargs)
        finally:
            resume()

    return run
