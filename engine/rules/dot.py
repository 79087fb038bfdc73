"""Two kinds of pair rules, each narrowing cell against partner (engine/rules/pairs.py):

- `Dot`: one mark on the edge of two neighbours (a kropki dot, an X or a V) whose
  digits must stand in its relation;
- `Forbidden`: a rule over the whole grid that forbids a relation between neighbours
  (the negative constraint's undotted pairs, non-consecutive).

Their deductions are the same two: a digit with no partner at all never sits on such a
pair ("a black dot never holds 5, 7 or 9"), and a digit none of whose partners the
other cell can still be goes.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..bits import DIGITS_IN
from ..explain.reason import Cell, Digits, Reason, TechniqueRef, say, short_effect
from .base import Rule, RuleStep, narrowed
from .line_memo import kept_narrow
from .pairs import Table, adjacent, lonely, support_of, table_of

EVERY_CELL = tuple(range(81))
Eliminations = tuple[tuple[int, int], ...]


def _partner_steps(
    pairs: Sequence[tuple[int, int]], table: Table, left: dict[int, int],
) -> Iterator[tuple[int, int, int, Eliminations]]:
    """(cell, partner, the partner's digits, what goes) for each cell that loses digits
    against a partner, `left` updated after each, until nothing changes."""
    support = support_of(table)
    changed = True
    while changed:
        changed = False
        for a, b in pairs:
            for cell, other in ((a, b), (b, a)):
                gone = left[cell] & ~support[left[other]]
                if gone:
                    has = left[other]
                    left[cell] &= ~gone
                    changed = True
                    yield cell, other, has, tuple((cell, x) for x in DIGITS_IN[gone])


def _narrowed(pairs: Sequence[tuple[int, int]], table: Table,
              cands: Mapping[int, int]) -> dict[int, int] | None:
    support = support_of(table)
    left = {c: cands[c] for pair in pairs for c in pair}
    changed = True
    while changed:
        changed = False
        for a, b in pairs:
            now_a = left[a] & support[left[b]]
            now_b = left[b] & support[now_a]
            if now_a != left[a] or now_b != left[b]:
                left[a], left[b] = now_a, now_b
                changed = True
    return narrowed(left, cands)


@dataclass(frozen=True)
class Dot(Rule):
    """A mark on the edge between two orthogonal neighbours: `pair`."""

    technique: ClassVar[str] = ""
    pair: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.pair) != 2 or not adjacent(*self.pair):
            raise ValueError(f"a {self.kind} joins two orthogonal neighbours, not {self.pair}")

    @property
    def cells(self) -> tuple[int, ...]:
        return self.pair

    def table(self) -> Table:
        """Each digit's partners on this mark."""
        raise NotImplementedError

    def words(self) -> dict[str, Any]:
        """What the messages of this kind say besides cells and digits (its number)."""
        return {}

    def named(self) -> Reason:
        return say(f"rule.{self.kind}", cell=Cell(self.pair[0]), other=Cell(self.pair[1]),
                   **self.words())

    def fits(self, x: int, y: int) -> bool:
        """The mark's relation, said plainly (equal digits are the houses' to refuse)."""
        raise NotImplementedError

    def allows(self, values: Sequence[int]) -> bool:
        x, y = (values[c] for c in self.pair)
        return not (x and y) or self.fits(x, y)

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        a, b = self.pair
        table = self.table()
        for x in range(1, 10):
            for y in range(1, 10):
                if x != y and not table[x] >> (y - 1) & 1:
                    yield a, x, b, y

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        return _narrowed((tuple(self.pair),), self.table(), cands)  # type: ignore[arg-type]

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):
            return
        table = self.table()
        left = {c: cands[c] for c in self.pair}
        never = lonely(table)
        removed = tuple((c, x) for c in self.pair for x in DIGITS_IN[left[c] & never])
        tech = TechniqueRef(self.technique)
        if removed:
            for c, x in removed:
                left[c] &= ~(1 << (x - 1))
            digits = Digits.of(DIGITS_IN[never])
            yield RuleStep(self.technique, tuple(sorted(removed)),
                           say(f"{self.kind}.never", technique=tech, dot=self.named(),
                               digits=digits, effect=short_effect((), removed), **self.words()),
                           (), self.pair)
        a, b = self.pair
        for cell, other, has, gone in _partner_steps(((a, b),), table, left):
            yield RuleStep(self.technique, gone, say(
                f"{self.kind}.partner", technique=tech, dot=self.named(), cell=Cell(cell),
                neighbour=Cell(other), has=Digits.of(DIGITS_IN[has]),
                digits=Digits.of(x for _, x in gone), effect=short_effect((), gone),
                **self.words()), (), self.pair)


@dataclass(frozen=True)
class Forbidden(Rule):
    """A relation forbidden between neighbours all over the grid (but where marked)."""

    technique: ClassVar[str] = ""
    placement_suffices: ClassVar[bool] = True  # its weak links are every forbidden pair

    @property
    def cells(self) -> tuple[int, ...]:
        return EVERY_CELL

    def pairs(self) -> tuple[tuple[int, int], ...]:
        """The neighbours this rule speaks of."""
        raise NotImplementedError

    def forbids(self, x: int, y: int) -> bool:
        """The relation the rule forbids between neighbours, said plainly."""
        raise NotImplementedError

    def table(self) -> Table:
        """Each digit's partners the rule still allows (never the same digit)."""
        return table_of(lambda x, y: not self.forbids(x, y))

    def words(self) -> dict[str, Any]:
        return {}

    def partner_key(self) -> str:
        """The message of a cell losing digits against a neighbour."""
        return f"{self.kind}.partner"

    def named(self) -> Reason:
        return say(f"rule.{self.kind}", cell=Cell(0), **self.words())

    def allows(self, values: Sequence[int]) -> bool:
        return not any(values[a] and values[b] and self.forbids(values[a], values[b])
                       for a, b in self.pairs())

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        table = self.table()
        for a, b in self.pairs():
            for x in range(1, 10):
                for y in range(1, 10):
                    if x != y and not table[x] >> (y - 1) & 1:
                        yield a, x, b, y

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        return kept_narrow(self, cands, self._narrow)

    def _narrow(self, cands: Mapping[int, int]) -> dict[int, int] | None:
        return _narrowed(self.pairs(), self.table(), cands)

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        if not self.narrow(cands):
            return
        left = {c: cands[c] for c in EVERY_CELL}
        tech = TechniqueRef(self.technique)
        for cell, other, has, gone in _partner_steps(self.pairs(), self.table(), left):
            yield RuleStep(self.technique, gone, say(
                self.partner_key(), technique=tech, cell=Cell(cell), neighbour=Cell(other),
                has=Digits.of(DIGITS_IN[has]), digits=Digits.of(x for _, x in gone),
                effect=short_effect((), gone), **self.words()), (), (cell, other))
