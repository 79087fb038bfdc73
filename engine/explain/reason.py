"""A step's words as data: a message id and its parameters, rendered per language.

Finders say what they found (cells, digits, houses, a technique) and never write
finished sentences; a renderer (engine/explain/render.py) writes them in a language.
Parameters are values, never preformatted text, so each language writes a house,
a list or a count its own way while the notation (r5c6, r5c6<>4) stays universal.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Cell:
    """One cell, written r5c6 in every language."""

    index: int


@dataclass(frozen=True)
class Cells:
    """Several cells; the message's format spec picks the list word (`{cells:or}`)."""

    indices: tuple[int, ...]

    @staticmethod
    def of(cells: Iterable[int]) -> Cells:
        return Cells(tuple(cells))


@dataclass(frozen=True)
class Digits:
    """Several digits: `{digits:or}` '2 or 7', `{digits:and}`, `{digits:set}` '{2,7}'."""

    values: tuple[int, ...]

    @staticmethod
    def of(digits: Iterable[int]) -> Digits:
        return Digits(tuple(digits))


@dataclass(frozen=True)
class HouseRef:
    """A house by kind and number (row 5, box 3, the main diagonal, colour group 4)."""

    kind: str
    number: int

    @staticmethod
    def of(house: Any) -> HouseRef:
        return HouseRef(house.kind, house.number)


@dataclass(frozen=True)
class Houses:
    """Several houses of one kind: 'rows 2 and 7', or 'row 3' when there is one."""

    kind: str
    numbers: tuple[int, ...]

    @staticmethod
    def of(kind: str, numbers: Iterable[int]) -> Houses:
        return Houses(kind, tuple(numbers))


@dataclass(frozen=True)
class Candidate:
    """A candidate in the community's notation, digit first: 5r3c4."""

    cell: int
    digit: int


@dataclass(frozen=True)
class Fact:
    """That a cell is, or is not, a digit: 'r3c4 is 5', 'r3c4 is not 5'."""

    cell: int
    digit: int
    true: bool


@dataclass(frozen=True)
class Effect:
    """What a step does, in notation: 'r3c4=5', 'r3c8<>2, r3c9<>7'."""

    placements: tuple[tuple[int, int], ...] = ()
    eliminations: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class CageRef:
    """A Killer cage by its sum, its first cell and its size: 'the 13 cage at r1c4'."""

    total: int
    cell: int
    size: int

    @staticmethod
    def of(cage: Any) -> CageRef:
        return CageRef(cage.total, cage.cells[0], len(cage.cells))


@dataclass(frozen=True)
class Combos:
    """Sets of digits that make a sum: '4+9, 5+8 or 6+7' (`{combos:and}` joins with 'and')."""

    sets: tuple[tuple[int, ...], ...]

    @staticmethod
    def of(sets: Iterable[Iterable[int]]) -> Combos:
        return Combos(tuple(tuple(s) for s in sets))


@dataclass(frozen=True)
class TechniqueRef:
    """A technique by its ladder id, written with the language's name for it."""

    id: str


@dataclass(frozen=True)
class Reason:
    """One thing said: a message id with its parameters.

    As a line of a step's proof it also says what it draws: `links`, indices into the
    step's links (the board's step-through draws lines 1..K), and `marks`, the
    candidates (cell, digit) the line uses.
    """

    message: str
    params: tuple[tuple[str, Any], ...] = ()
    links: tuple[int, ...] = field(default=(), compare=False)
    marks: tuple[tuple[int, int], ...] = field(default=(), compare=False)

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default

    def as_dict(self) -> dict[str, Any]:
        return dict(self.params)


def say(
    message: str,
    *,
    links: Iterable[int] = (),
    marks: Iterable[tuple[int, int]] = (),
    **params: Any,
) -> Reason:
    """A Reason from keyword parameters: say('hidden-single', house=HouseRef(...), ...)."""
    return Reason(message, tuple(params.items()), tuple(links), tuple(marks))


def text(words: str) -> Reason:
    """Words already written in English, for a finder not yet turned into data.

    Only English renders these; the languages' completeness test finds every one.
    """
    return Reason("text", (("text", words),))


# A summary lists at most this many changes; the proof's last line lists them all.
SUMMARY_CHANGES = 8


def short_effect(
    placements: Iterable[tuple[int, int]] = (),
    eliminations: Iterable[tuple[int, int]] = (),
    limit: int = SUMMARY_CHANGES,
) -> Effect | Reason:
    """A step's effect for its summary: whole when short, else its first changes and a count."""
    placed, removed = tuple(placements), tuple(sorted(eliminations))
    total = len(placed) + len(removed)
    if total <= limit + 2:
        return Effect(placed, removed)
    shown = Effect(placed[:limit], removed[: max(0, limit - len(placed))])
    return say("effect.more", shown=shown, more=total - limit)


# ----- serial form: reasons as JSON-ready data, for stored hints and the CLI ----------

_VALUE_TYPES = {
    cls.__name__: cls
    for cls in (
        Cell, Cells, Digits, HouseRef, Houses, Candidate, Fact, Effect, TechniqueRef, CageRef,
        Combos,
    )
}


def _value_data(value: Any) -> Any:
    if isinstance(value, Reason):
        return {"reason": reason_data(value)}
    if isinstance(value, str | int | float) or value is None:
        return value
    if isinstance(value, tuple | list):
        return {"items": [_value_data(v) for v in value]}
    name = type(value).__name__
    if name not in _VALUE_TYPES:
        raise TypeError(f"no serial form for {value!r}")
    fields = [getattr(value, f) for f in value.__dataclass_fields__]
    return {"type": name, "fields": [_plain(f) for f in fields]}


def _plain(field_value: Any) -> Any:
    if isinstance(field_value, tuple):
        return [_plain(v) for v in field_value]
    return field_value


def _tuples(field_value: Any) -> Any:
    if isinstance(field_value, list):
        return tuple(_tuples(v) for v in field_value)
    return field_value


def _value_from(data: Any) -> Any:
    if isinstance(data, dict):
        if "reason" in data:
            return reason_from_data(data["reason"])
        if "items" in data:
            return tuple(_value_from(v) for v in data["items"])
        cls = _VALUE_TYPES[data["type"]]
        return cls(*(_tuples(f) for f in data["fields"]))
    return data


def reason_data(reason: Reason) -> dict[str, Any]:
    """A Reason as plain JSON-ready data; `reason_from_data` reads it back equal."""
    data: dict[str, Any] = {
        "message": reason.message,
        "params": {k: _value_data(v) for k, v in reason.params},
    }
    if reason.links:
        data["links"] = list(reason.links)
    if reason.marks:
        data["marks"] = [list(m) for m in reason.marks]
    return data


def reason_from_data(data: dict[str, Any]) -> Reason:
    return Reason(
        data["message"],
        tuple((k, _value_from(v)) for k, v in data.get("params", {}).items()),
        tuple(data.get("links", ())),
        tuple((c, d) for c, d in data.get("marks", ())),
    )
