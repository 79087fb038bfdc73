"""A house filled whole, with the arrows and little killers that meet it: set theory as
a strong solver does it in one house ("row 5 holds two arrows whole, a+b=c twice, and
three cells more; 7 and 9 must sit on the arrows").

Each element alone (engine/rules/arrow.py, little_killer.py) knows only its own cells;
here the house's nine different digits are tried together with every arrow and little
killer having two cells or more in it (or its circle and its one shaft cell), and the
parts of those elements outside the house stand as the totals their candidates can
reach (the digits outside may repeat for all this knows: it keeps more, never less).
A digit stays in a cell only if some filling of the whole house keeps it there. The
search stops after a fixed number of tries and then keeps every digit: sound, and as
quick as the ladder needs. The rule forcing nets ask it as they ask an element
(engine/propagation.py); the ladder's rung is engine/techniques/house_sums.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from . import memo
from .bits import DIGITS_IN
from .rules.arrow import Arrow
from .rules.houses import Variant
from .rules.little_killer import LittleKiller

# Past this many digits tried, a house's search gives up and keeps what it has not ruled
# out (every digit): an empty house with few elements can have many fillings.
MOST_TRIES = 12_000
# The rule forcing nets ask a house at each branch of each assumption: a quarter of that.
NET_TRIES = 3_000


class Part(NamedTuple):
    """One element seen from a house: `rule` its index in variant.rules; `inside` its
    cells in the house; `added` the cells that count towards the sum (a shaft, a
    diagonal) in the house, `outside` those outside it; `target` the circle's cell, or -1
    for a little killer whose `total` is fixed."""

    rule: int
    inside: tuple[int, ...]
    added: tuple[int, ...]
    outside: tuple[int, ...]
    target: int
    total: int


class HouseSum(NamedTuple):
    """A house (its index) and the parts of the elements meeting it; `order` the house's
    cells in the order the search fills them, `due` per place in that order the parts
    whose cells in the house are all filled by then; `cells` what its narrowing reads."""

    house: int
    parts: tuple[Part, ...]
    order: tuple[int, ...]
    due: tuple[tuple[int, ...], ...]
    cells: tuple[int, ...]
    whole: bool  # some arrow lies wholly inside the house: the rule forcing nets ask it


def house_sums(variant: Variant) -> tuple[HouseSum, ...]:
    """Every house that a little killer or an arrow meets in two cells or more, built once."""
    return variant.derived(_KEY, _build)


_KEY = "house-sums:houses"


def _part(index: int, rule: object, house: frozenset[int]) -> Part | None:
    if isinstance(rule, Arrow) and len(rule.circle) == 1:
        circle = rule.circle[0]
        inside = tuple(c for c in rule.cells if c in house)
        if len(inside) < 2:
            return None
        return Part(index, inside, tuple(c for c in rule.shaft if c in house),
                    tuple(c for c in rule.shaft if c not in house), circle, 0)
    if isinstance(rule, LittleKiller):
        inside = tuple(c for c in rule.path if c in house)
        if len(inside) < 2:
            return None
        return Part(index, inside, inside, tuple(c for c in rule.path if c not in house),
                    -1, rule.total)
    return None


def _build(variant: Variant) -> tuple[HouseSum, ...]:
    found = []
    for h, house in enumerate(variant.houses):
        if len(house.cells) != 9:
            continue
        cells = frozenset(house.cells)
        parts = [p for k, rule in enumerate(variant.rules)
                 if (p := _part(k, rule, cells)) is not None]
        if not parts:
            continue
        parts.sort(key=lambda p: -len(p.inside))
        order: list[int] = []
        for p in parts:
            order += [c for c in p.inside if c not in order]
        order += [c for c in house.cells if c not in order]
        due: list[list[int]] = [[] for _ in order]
        for k, p in enumerate(parts):
            due[max(order.index(c) for c in p.inside)].append(k)
        read = set(house.cells)
        for p in parts:
            read.update(p.outside)
            if p.target >= 0:
                read.add(p.target)
        # An arrow wholly inside (a little killer's few cells in a box say little more
        # than its own rung, and asking them at every branch cost the nets minutes).
        whole = any(not p.outside and p.target in cells for p in parts)
        found.append(HouseSum(h, tuple(parts), tuple(order),
                              tuple(tuple(d) for d in due), tuple(sorted(read)), whole))
    return tuple(found)


def _reach(masks: Sequence[int]) -> int:
    """The totals some digits of these candidate sets add up to (bit t: total t)."""
    totals = 1
    for m in masks:
        out = 0
        for d in DIGITS_IN[m]:
            out |= totals << d
        totals = out
    return totals


# Kept by house and the candidates it reads: the ladder asks every such house at each
# position, and a solve moves a few cells at a time.
_NARROWED: memo.ContentMemo[tuple[dict[int, int] | None]] = memo.ContentMemo(
    "house-sums: narrowed", limit=512
)


def narrow(group: HouseSum, cands: Sequence[int], most: int = MOST_TRIES
           ) -> dict[int, int] | None:
    """cell -> candidates left (only cells of the house that lose some); None when no
    filling of the house works; {} when the search gave up or removes nothing."""
    key = (group, most, tuple([cands[c] for c in group.cells]))
    found = _NARROWED.get(key)
    if found is None:
        found = _NARROWED.put(key, (_narrowing(group, cands, most),))
    return found[0]


def _narrowing(group: HouseSum, cands: Sequence[int], most: int) -> dict[int, int] | None:
    reach = [_reach([cands[c] for c in p.outside]) for p in group.parts]
    order, parts, due = group.order, group.parts, group.due
    values = dict.fromkeys(order, 0)
    keep = dict.fromkeys(order, 0)
    tries = 0

    def fits(k: int) -> bool:
        p = parts[k]
        added = sum(values[c] for c in p.added)
        if p.target < 0:
            need = p.total - added
            return need >= 0 and bool(reach[k] >> need & 1)
        if p.target in values:
            need = values[p.target] - added
            return need >= 0 and bool(reach[k] >> need & 1)
        return bool((reach[k] << added) & (cands[p.target] << 1))

    def fill(i: int, used: int) -> bool:
        nonlocal tries
        if i == len(order):
            for c in order:
                keep[c] |= 1 << (values[c] - 1)
            return True
        cell = order[i]
        for d in DIGITS_IN[cands[cell] & ~used]:
            tries += 1
            if tries > most:
                return False
            values[cell] = d
            if all(fits(k) for k in due[i]) and not fill(i + 1, used | 1 << (d - 1)):
                return False
        return True

    if not fill(0, 0):
        return {}
    if not any(keep.values()):
        return None
    return {c: keep[c] for c in order if keep[c] != cands[c]}
