"""The in-process rate-limit counts (webapp/serving/limits.py, WindowCounts): a window counts up,
ends when its time is over (seen when next read), and ended windows are swept away;
no thread is started per count."""

from __future__ import annotations

import threading

import pytest
from limits import parse
from limits.strategies import FixedWindowRateLimiter

from webapp.serving import limits
from webapp.serving.limits import WindowCounts


def test_a_window_counts_up_and_starts_again_when_it_ends(monkeypatch) -> None:
    clock = [1000.0]
    monkeypatch.setattr(limits.time, "time", lambda: clock[0])
    monkeypatch.setattr("limits.storage.memory.time.time", lambda: clock[0])
    counts = WindowCounts("sudoku-memory://")
    limiter = FixedWindowRateLimiter(counts)
    three = parse("3 per minute")
    assert [limiter.hit(three, "client") for _ in range(4)] == [True, True, True, False]
    assert limiter.hit(three, "other")  # each client its own window
    clock[0] += 61
    assert limiter.hit(three, "client")  # a new minute
    assert counts.get("LIMITER/client/3/1/minute") == 1


def test_ended_windows_are_swept_and_no_thread_is_started(monkeypatch) -> None:
    clock = [1000.0]
    monkeypatch.setattr(limits.time, "time", lambda: clock[0])
    monkeypatch.setattr("limits.storage.memory.time.time", lambda: clock[0])
    counts = WindowCounts("sudoku-memory://")
    before = threading.active_count()
    for client in range(50):
        counts.incr(f"k{client}", 60)
    assert threading.active_count() <= before
    clock[0] += limits.SWEEP_SECONDS + 61
    counts.incr("fresh", 60)  # the next count sweeps
    assert set(counts.storage) == {"fresh"} and set(counts.expirations) == {"fresh"}


@pytest.mark.parametrize("configured", ["memory://", None])
def test_the_app_counts_memory_with_window_counts(tmp_path, monkeypatch, configured) -> None:
    from webapp import create_app

    if configured:
        monkeypatch.setenv("SUDOKU_RATELIMIT_STORAGE", configured)
    app = create_app({"SECRET_KEY": "t" * 32, "DATABASE_URL": f"sqlite:///{tmp_path}/l.db"})
    (limiter,) = app.extensions["limiter"]
    assert isinstance(limiter.storage, WindowCounts)
