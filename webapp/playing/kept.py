"""Engine answers kept per position, so a repeated look costs a dictionary read.

A rating, the solution path or the list of every step is a search over the whole
puzzle: milliseconds on most, twenty seconds of CPU on a hard Killer. Each runs in the
solve pool (serving/solves.py), never in the request; a player clicking Show through the
steps panel, or reloading the rating, asks for the same answer again and again. Steps
are frozen, so one answer serves every request.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from flask import g

from engine import Grid, Rating, Step, StepLists, all_steps, rate, solve_path, variant_named

from ..serving.solves import answer_key, solver

T = TypeVar("T")
KEPT = 256  # positions per process and per kind of answer


class Kept(Generic[T]):
    """The last `size` answers of one engine search, by position."""

    def __init__(self, kind: str, search: Callable[[Sent], T], size: int = KEPT) -> None:
        self.kind = kind
        self.search = search  # a module-level function: the pool's process is sent its name
        self.size = size
        self.answers: OrderedDict[Hashable, T] = OrderedDict()
        self.lock = threading.Lock()

    def now(self, grid: Grid) -> T | None:
        """The answer, kept or worked out within the pool's wait; None while the pool is
        still on it (ask again). SolveBusy (a 503) when the pool has no place for it."""
        key = position(grid)
        with self.lock:
            if key in self.answers:
                self.answers.move_to_end(key)
                return self.answers[key]
        # A request that has waited once for this answer does not wait for it again (the
        # view asks after the route did).
        pending: set[tuple[str, Hashable]] = g.setdefault("solves_pending", set())
        if (self.kind, key) in pending:
            return None
        keep = lambda found: self._keep(key, found)  # noqa: E731 - called when it comes
        found = solver().answer(answer_key(self.kind, key), self.search, sent(grid), keep)
        if found is None:
            pending.add((self.kind, key))
        return found

    def _keep(self, key: Hashable, answer: T) -> None:
        with self.lock:
            self.answers[key] = answer
            self.answers.move_to_end(key)
            while len(self.answers) > self.size:
                self.answers.popitem(last=False)


def position(grid: Grid) -> Hashable:
    """What an engine search sees of a grid: its digits, givens, exclusions, rules, and
    whether it may assume one solution (uniqueness techniques do)."""
    # Whether a Killer's candidates reflect its cage sums changes what a search finds.
    return (tuple(grid.values), grid.givens, tuple(grid.exclusions), grid.variant.name, grid.unique,
            grid.cage_sums)


# ----- in the pool's process: a grid goes there as plain data (its compiled houses do not
# pickle), and each search is a module-level function the pool can name ------------------

Sent = tuple[tuple[int, ...], int, tuple[int, ...], str, bool, bool]


def sent(grid: Grid) -> Sent:
    """The grid as plain data for the pool's process."""
    return (tuple(grid.values), grid.givens, tuple(grid.exclusions), grid.variant.name,
            grid.unique, grid.cage_sums)


def _grid(data: Sent) -> Grid:
    values, givens, exclusions, variant, unique, cage_sums = data
    return Grid(list(values), givens, list(exclusions), variant_named(variant), unique=unique,
                cage_sums=cage_sums)


def rating_of(data: Sent) -> Rating:
    return rate(_grid(data))


def steps_of(data: Sent) -> StepLists:
    return all_steps(_grid(data))


def path_of(data: Sent) -> tuple[tuple[Step, ...], bool]:
    """Every step from the position to the end, and whether it ends solved."""
    result = solve_path(_grid(data))
    return tuple(result.steps), result.solved


rating: Kept[Rating] = Kept("rating", rating_of)
steps: Kept[StepLists] = Kept("steps", steps_of)
path: Kept[tuple[tuple[Step, ...], bool]] = Kept("path", path_of)
