"""What every rule element says about itself: the contract general logic relies on.

Cells are 0..80 (9*row + col), digits 1..9, sets of digits 9-bit masks (bit d-1), as in
the rest of the engine. `cands` is a sequence of 81 digit masks: the candidates of each
cell, a placed cell holding just its digit.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..explain.reason import Cell, Reason, say


@dataclass(frozen=True)
class RuleStep:
    """One deduction a rule makes on its own, explained: what its basic technique says.

    `technique` is the ladder id of the deduction ("thermometer-bounds", "arrow-sum", ...);
    `reason` its words (engine/explain/<lang>/rules.py), `proof` the lines behind them;
    `cells` the element's cells the hint draws, `eliminations` (cell, digit) sorted.
    """

    technique: str
    eliminations: tuple[tuple[int, int], ...]
    reason: Reason
    proof: tuple[Reason, ...] = ()
    cells: tuple[int, ...] = ()


@dataclass(frozen=True)
class Rule:
    """One element of a rule: a thermometer, an arrow, a line.

    Subclasses are frozen dataclasses whose fields are the element as drawn (its cells in
    order and any number it carries); they hash and compare by value.
    """

    kind: ClassVar[str] = ""  # stable kebab-case id: "thermometer", "arrow", ...
    # True when what placing a digit removes, the element's units as peers and its weak
    # links, is the whole rule (anti-knight, anti-king, non-consecutive, the negative
    # constraints): the brute force folds them into each placement rather than ask the
    # element at every node (an empty anti-knight grid took 22 s to give up on).
    placement_suffices: ClassVar[bool] = False

    @property
    def cells(self) -> tuple[int, ...]:
        """Every cell the element touches, in drawing order."""
        raise NotImplementedError

    def allows(self, values: Sequence[int]) -> bool:
        """False when the digits placed so far (0 = empty) already break the rule: what
        the brute force, the entry check and the tests' checker ask."""
        raise NotImplementedError

    def narrow(self, cands: Sequence[int]) -> dict[int, int] | None:
        """The rule's own reasoning over its cells: cell -> the candidates left there
        (only cells that lose some), or None when no digits can satisfy it. Sound: a digit
        is removed only when no filling of the element's cells from `cands` keeps it."""
        raise NotImplementedError

    def explained(self, cands: Sequence[int]) -> Iterator[RuleStep]:
        """The deductions of `narrow`, each in words a player of these puzzles uses,
        simplest first; what they remove together is what `narrow` removes."""
        raise NotImplementedError

    def named(self) -> Reason:
        """The element as a player points at it: 'the thermometer at r1c1' (message
        `rule.<kind>` with its first cell, in engine/explain/<lang>/rules.py)."""
        return say(f"rule.{self.kind}", cell=Cell(self.cells[0]))

    def units(self) -> tuple[tuple[int, ...], ...]:
        """Groups of its cells that can hold no digit twice because of this rule (a
        thermometer, a renban; two neighbours on German whispers): they are peers."""
        return ()

    def houses(self) -> tuple[tuple[str, int, tuple[int, ...]], ...]:
        """(kind, number, cells): houses this element adds to the variant, nine cells
        holding every digit once (a nine-cell extra region, a single diagonal), so hidden
        singles, fish and strong links use them; number 0 numbers it after the variant's
        houses of that kind. Variant.build appends them; their cells are peers already."""
        return ()

    def weak_links(self) -> Iterator[tuple[int, int, int, int]]:
        """(cell, digit, cell, digit): two candidates this rule forbids together, beyond
        the units above (a thermometer forbids r1c1=5 with r1c2<=5)."""
        return iter(())

    def must_contain(self, cands: Sequence[int]) -> Iterator[tuple[int, tuple[int, ...]]]:
        """(digit, cells): the digit must stand in one of these cells of the element."""
        return iter(())


def narrowed(left: dict[int, int], cands: Sequence[int]) -> dict[int, int] | None:
    """What `narrow` answers once a rule has worked its cells' digits down to `left`: the
    cells that lost some, or None when a cell has none left."""
    out = {c: m for c, m in left.items() if m != cands[c]}
    if any(m == 0 for m in out.values()):
        return None
    return out


@dataclass(frozen=True)
class Line(Rule):
    """An element drawn as one line through its cells: `path` in drawing order (a
    thermometer's bulb first, a between line's circled ends first and last)."""

    path: tuple[int, ...]

    @property
    def cells(self) -> tuple[int, ...]:
        return self.path
