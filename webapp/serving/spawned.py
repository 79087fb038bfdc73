"""Process pools made per worker process on first use: the photo readers and the solve
searchers. Spawned, never forked (the worker is threaded), one executor per size, made
again in a forked child (it owns none of its parent's), shut down at exit."""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor


def _up() -> int:
    """The first task of a new pool: done once a process has started and initialised."""
    return os.getpid()


class SpawnedPools:
    """A process's executors by size, each started with `initializer` in its processes."""

    def __init__(self, initializer: Callable[[], None]) -> None:
        self.initializer = initializer
        self.lock = threading.Lock()
        self.pid = 0
        self.by_size: dict[int, ProcessPoolExecutor] = {}
        self.up: dict[int, Future[int]] = {}
        atexit.register(self.shutdown)

    def get(self, workers: int) -> ProcessPoolExecutor:
        return self._made(workers)[0]

    def started(self, workers: int) -> Future[int]:
        """A future done once the pool's first process has started (a second or two of
        spawning and importing, which no task's own wait should count)."""
        return self._made(workers)[1]

    def _made(self, workers: int) -> tuple[ProcessPoolExecutor, Future[int]]:
        with self.lock:
            if self.pid != os.getpid():  # a forked child owns none of its parent's pools
                self.pid, self.by_size, self.up = os.getpid(), {}, {}
            pool = self.by_size.get(workers)
            if pool is None:
                pool = ProcessPoolExecutor(
                    workers,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=self.initializer,
                )
                self.by_size[workers] = pool
                self.up[workers] = pool.submit(_up)
            return pool, self.up[workers]

    def forget(self, workers: int) -> None:
        """Drop the pool (one of its processes died): the next use makes a new one."""
        with self.lock:
            pool = self.by_size.pop(workers, None)
            self.up.pop(workers, None)
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        with self.lock:
            if self.pid == os.getpid():
                for pool in self.by_size.values():
                    pool.shutdown(wait=False, cancel_futures=True)
            self.by_size, self.up = {}, {}
