"""Results kept by the content they depend on, across positions.

Some results depend on nothing but what a few cells hold: the almost locked
sets of one house, the Sue de Coq patterns of one box and line. A step of a
solve changes few cells, so the next position mostly asks again what the last
one answered. ``Grid.derived`` lives and dies with one position; a
``ContentMemo`` outlives it, keyed by the content itself, so a stale answer
cannot be read: changed cells make a different key. Each memo is bounded and
cleared when full (cheap, and rare: a solve touches a few thousand keys).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

V = TypeVar("V")

_ALL: list[ContentMemo] = []


class ContentMemo(Generic[V]):
    def __init__(self, name: str, limit: int = 20_000) -> None:
        self.name = name
        self.limit = limit
        self._data: dict[Hashable, V] = {}
        _ALL.append(self)

    def get(self, key: Hashable) -> V | None:
        return self._data.get(key)

    def put(self, key: Hashable, value: V) -> V:
        if len(self._data) >= self.limit:
            self._data.clear()
        self._data[key] = value
        return value

    def __len__(self) -> int:
        return len(self._data)

    def clear(self) -> None:
        self._data.clear()


def clear_all() -> None:
    """Forget every kept result (tests compare kept answers with fresh ones)."""
    for memo in _ALL:
        memo.clear()
