"""The state of a puzzle: values, givens and exclusions. Candidates are derived.

A cell's candidates are the digits no house of the cell holds yet, less the
digits excluded in that cell (by a technique or by the player removing a pencil
mark). In a Killer with `cage_sums`, they are also only the digits of the sets
that can still make each cage's sum (the cage's placed digits taken off), as a
Killer player pencils a cage before anything else: 17 in two cells is 8 and 9.
That is the rules read directly, like a peer's digit, so it never removes the
solution's digit. The derived views (candidates per cell, positions per digit) are cached
and dropped in one place, `_changed`, whenever the state moves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from .bits import ALL_DIGITS, DIGITS_IN, digit_bit
from .rules.cages import combination_digits
from .rules.houses import CLASSIC, Cage, Variant

T = TypeVar("T")


class Grid:
    __slots__ = (
        "variant",
        "values",
        "givens",
        "exclusions",
        "unique",
        "cage_sums",
        "_candidates",
        "_positions",
        "_derived",
    )

    def __init__(
        self,
        values: list[int],
        givens: int | None = None,
        exclusions: list[int] | None = None,
        variant: Variant = CLASSIC,
        unique: bool = False,
        cage_sums: bool = False,
    ) -> None:
        if len(values) != 81:
            raise ValueError("a grid has 81 cells")
        self.variant = variant
        self.values = list(values)
        # givens: 81-bit set of the cells that came with the puzzle.
        self.givens = givens if givens is not None else sum(1 << c for c in range(81) if values[c])
        self.exclusions = list(exclusions) if exclusions is not None else [0] * 81
        # Whether the givens are known to have exactly one solution (checked when the
        # puzzle was loaded). Uniqueness techniques reason from that fact, so they stay
        # silent on a bare position of unknown origin.
        self.unique = unique
        # Whether a Killer's candidates keep only the digits its cages' sums allow (the
        # web app's default for a player; the engine's ratings and paths go without, so
        # the Cage Combinations rung does that work as a step).
        self.cage_sums = cage_sums
        self._candidates: list[int] | None = None
        self._positions: list[int] | None = None
        self._derived: dict[str, object] = {}

    def copy(self) -> Grid:
        twin = Grid(self.values, self.givens, self.exclusions, self.variant, self.unique,
                    self.cage_sums)
        if self._candidates is not None:
            twin._candidates = list(self._candidates)
        twin._positions = self._positions  # never changed in place: a change makes a new list
        return twin

    # ----- derived views -------------------------------------------------
    def house_digits(self) -> list[int]:
        """For each house, the 9-bit set of digits placed in it."""
        return self._placed_in(self.variant.houses)

    def cage_digits(self) -> list[int]:
        """For each cage of a Killer, the 9-bit set of digits placed in it."""
        return self._placed_in(self.variant.cages)

    def _placed_in(self, units: tuple) -> list[int]:
        values = self.values
        out = []
        for house in units:
            mask = 0
            for c in house.cells:
                v = values[c]
                if v:
                    mask |= 1 << (v - 1)
            out.append(mask)
        return out

    @property
    def candidates(self) -> list[int]:
        """The 9-bit candidate set of every cell (0 for a filled cell)."""
        if self._candidates is None:
            placed = self.house_digits()
            houses_of = self.variant.houses_of
            values, excl = self.values, self.exclusions
            cands = [0] * 81
            for c in range(81):
                if not values[c]:
                    seen = excl[c]
                    for h in houses_of[c]:
                        seen |= placed[h]
                    cands[c] = ALL_DIGITS & ~seen
            if self.variant.cages:
                # No digit twice in a cage either (its sum is for the techniques).
                for cage, placed_here in zip(self.variant.cages, self.cage_digits(), strict=True):
                    keep = ~placed_here
                    if self.cage_sums:
                        keep &= _sum_digits(cage, values, placed_here)
                    for c in cage.cells:
                        cands[c] &= keep
            if self.variant.rules:
                # A rule's units make peers beyond the houses (cells a knight's move
                # apart, a thermometer's cells): a placed digit leaves them too, as it
                # does when placed later (`place`).
                peers = self.variant.peers
                for c in range(81):
                    if values[c]:
                        bit = 1 << (values[c] - 1)
                        for p in peers[c]:
                            cands[p] &= ~bit
            self._candidates = cands
        return self._candidates

    @property
    def positions(self) -> list[int]:
        """positions[d] is the 81-bit set of cells where digit d is a candidate (d = 1..9)."""
        if self._positions is None:
            planes = [0] * 10
            for c, mask in enumerate(self.candidates):
                for d in DIGITS_IN[mask]:
                    planes[d] |= 1 << c
            self._positions = planes
        return self._positions

    def derived(self, key: str, build: Callable[[Grid], T]) -> T:
        """A view of this position built once by `build` and kept until the position moves.

        For the heavier shared machinery (the link graph of chains, the almost
        locked sets): every finder asks for it, one builds it.
        """
        try:
            return self._derived[key]  # type: ignore[return-value]
        except KeyError:
            value = self._derived[key] = build(self)
            return value

    def empty_cells(self) -> list[int]:
        return [c for c in range(81) if not self.values[c]]

    def is_given(self, cell: int) -> bool:
        return bool(self.givens >> cell & 1)

    def is_solved(self) -> bool:
        return all(self.values) and not self.conflicts()

    def conflicts(self) -> set[int]:
        """Cells whose digit is repeated in one of their units (houses and cages)."""
        bad: set[int] = set()
        values = self.values
        for house in self.variant.units:
            seen: dict[int, int] = {}
            for c in house.cells:
                v = values[c]
                if v:
                    if v in seen:
                        bad.add(c)
                        bad.add(seen[v])
                    else:
                        seen[v] = c
        return bad

    # ----- changes ---------------------------------------------------------
    def place(self, cell: int, digit: int) -> None:
        """Put a digit in a cell; overwriting a digit recomputes what it had ruled out."""
        overwrites = self.values[cell] != 0
        self.values[cell] = digit
        # With cage sums, a digit placed in a cage changes what its other cells may add up to.
        if overwrites or (self.cage_sums and self.variant.cages
                          and self.variant.cage_of[cell] >= 0):
            self._changed()
        elif self._candidates is not None:
            bit = digit_bit(digit)
            cands = self._candidates
            cands[cell] = 0
            for p in self.variant.peers[cell]:
                cands[p] &= ~bit
            if self._positions is not None:
                # A new list: copies of this grid may share the old one.
                keep = ~(1 << cell)
                planes = [plane & keep for plane in self._positions]
                planes[digit] &= ~self.variant.peer_mask[cell]
                self._positions = planes
        else:
            self._positions = None
        self._derived = {}

    def clear(self, cell: int) -> None:
        """Empty a cell (undoing a placement)."""
        self.values[cell] = 0
        self._changed()

    def exclude(self, cell: int, digit: int) -> None:
        """Rule a digit out of a cell (a technique's elimination, a removed pencil mark)."""
        bit = digit_bit(digit)
        self.exclusions[cell] |= bit
        if self._candidates is not None:
            self._candidates[cell] &= ~bit
            if self._positions is not None:
                planes = list(self._positions)  # a new list, as in place()
                planes[digit] &= ~(1 << cell)
                self._positions = planes
        else:
            self._positions = None
        self._derived = {}

    def include(self, cell: int, digit: int) -> None:
        """Take an exclusion back (a restored pencil mark, an undone elimination)."""
        self.exclusions[cell] &= ~digit_bit(digit)
        self._changed()

    def _changed(self) -> None:
        self._candidates = None
        self._positions = None
        self._derived = {}

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Grid)
            and self.values == other.values
            and self.givens == other.givens
            and self.exclusions == other.exclusions
            and self.variant is other.variant
            and self.cage_sums == other.cage_sums
        )

    def __repr__(self) -> str:
        return "Grid(" + "".join(str(v) if v else "." for v in self.values) + ")"


def _sum_digits(cage: Cage, values: list[int], placed: int) -> int:
    """The digits some set of distinct digits (none of them placed in the cage) can give
    the cage's empty cells to make up the rest of its sum; every digit when it is full."""
    empty = sum(1 for c in cage.cells if not values[c])
    if not empty:
        return ALL_DIGITS
    rest = cage.total - sum(values[c] for c in cage.cells)
    return combination_digits(rest, empty, ALL_DIGITS & ~placed)
