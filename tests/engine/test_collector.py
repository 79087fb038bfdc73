"""The cycle collector is paused while the engine searches (engine/collector.py): sound
only because a search makes no reference cycles, which the first test checks."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
from solves import hardest

from engine import collector, next_step, solve_path, why_not
from engine.memo import clear_all
from engine.techniques import LADDER, Technique


@pytest.fixture
def collector_running():
    """The collector on at the start, as a process has it, and as it was afterwards."""
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_a_solve_leaves_nothing_for_the_collector() -> None:
    """Every step of three of the hardest solves (forcing chains and nets among them),
    with the collector off from the start: it then finds no unreachable object, so
    its passes during a search could never have freed anything."""
    clear_all()
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        steps = 0
        for grid in hardest(3):
            result = solve_path(grid)
            assert result.solved
            steps += len(result.steps)
            why_not(result.grid.copy(), 0, 1)
        assert steps > 100
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()


def _recording_rung(seen: list[bool]) -> Technique:
    def finder(grid):
        seen.append(gc.isenabled())
        return iter(())

    return Technique("recorder", "Recorder", "RC", "easy", 0, finder)


def test_next_step_runs_with_the_collector_paused_and_resumes_it(collector_running) -> None:
    seen: list[bool] = []
    grid = hardest(1)[0]
    next_step(grid, (_recording_rung(seen), *LADDER))
    assert seen == [False]
    assert gc.isenabled()


def test_a_collector_off_before_stays_off(collector_running) -> None:
    gc.disable()
    next_step(hardest(1)[0])
    assert not gc.isenabled()


def test_searches_in_two_threads_resume_it_when_the_last_one_ends(collector_running) -> None:
    """The switch is process-wide: one thread's search ending must not resume the
    collector under another's, and the last one out resumes it."""
    inside = threading.Event()
    leave = threading.Event()
    seen: list[bool] = []

    def long_search() -> None:
        collector.pause()
        try:
            inside.set()
            leave.wait(10)
            seen.append(gc.isenabled())
        finally:
            collector.resume()

    other = threading.Thread(target=long_search)
    other.start()
    assert inside.wait(10)
    next_step(hardest(1)[0])  # starts and ends while the other search runs
    assert not gc.isenabled()
    leave.set()
    other.join(10)
    assert seen == [False]
    assert gc.isenabled()


class _Node:
    pass


def test_overlapping_searches_still_collect_once_the_pause_is_long(
    collector_running, monkeypatch
) -> None:
    """Under load two searches may always overlap, so the collector would never resume:
    a search that ends after LONGEST_PAUSE collects the young generation itself, and
    a cycle another thread made meanwhile is freed."""
    monkeypatch.setattr(collector, "LONGEST_PAUSE", 0.0)
    collector.pause()  # another thread's search, running throughout
    try:
        node = _Node()
        node.me = node
        gone = weakref.ref(node)
        del node
        assert gone() is not None  # paused: the cycle is still there
        next_step(hardest(1)[0])  # a search that ends while the other runs on
        assert gone() is None
        assert not gc.isenabled()
    finally:
        collector.resume()
    assert gc.isenabled()


def test_short_overlapping_searches_leave_the_collector_paused(collector_running) -> None:
    collector.pause()
    try:
        node = _Node()
        node.me = node
        kept = weakref.ref(node)
        del node
        next_step(hardest(1)[0])
        assert kept() is not None  # well within LONGEST_PAUSE: nothing ran
    finally:
        collector.resume()
