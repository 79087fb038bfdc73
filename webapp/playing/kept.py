"""Engine answers kept per position, so a repeated look costs a dictionary read.

A rating or the list of every step can take a second of CPU on a hard puzzle; a
player clicking Show through the steps panel, or reloading the rating, asks for the
same answer again and again. Steps are frozen, so one answer serves every request.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from engine import Grid, Rating, StepLists, all_steps, rate

T = TypeVar("T")
KEPT = 256  # positions per process and per kind of answer


class Kept(Generic[T]):
    """The last `size` answers of one engine search, by position."""

    def __init__(self, search: Callable[[Grid], T], size: int = KEPT) -> None:
        self.search = search
        self.size = size
        self.answers: OrderedDict[Hashable, T] = OrderedDict()
        self.lock = threading.Lock()

    def __call__(self, grid: Grid) -> T:
        key = position(grid)
        with self.lock:
            if key in self.answers:
                self.answers.move_to_end(key)
                return self.answers[key]
        answer = self.search(grid)
        with self.lock:
            self.answers[key] = answer
            while len(self.answers) > self.size:
                self.answers.popitem(last=False)
        return answer


def position(grid: Grid) -> Hashable:
    """What an engine search sees of a grid: its digits, givens, exclusions, rules, and
    whether it may assume one solution (uniqueness techniques do)."""
    # Whether a Killer's candidates reflect its cage sums changes what a search finds.
    return (tuple(grid.values), grid.givens, tuple(grid.exclusions), grid.variant.name, grid.unique,
            grid.cage_sums)


rating: Kept[Rating] = Kept(rate)
steps: Kept[StepLists] = Kept(all_steps)
