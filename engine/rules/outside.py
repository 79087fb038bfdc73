"""What clues outside the grid share: a number in the margin that speaks of the cells it
looks along (a little killer's diagonal, a sandwich's, X-sum's or skyscraper's row or
column), read from the clue's side.

An element keeps `path`, its cells in order from the clue (a row or column: all nine; a
little killer: the diagonal its arrow points along, at least two cells), and its number.
The clue's own place is one step before `path[0]`, away from `path[1]`: a (row, column)
pair in -1..9, where -1 and 9 are the margins. Nothing else is stored, so a variant name
(engine/rules/naming.py) needs no new field type.
"""

from __future__ import annotations

from dataclasses import dataclass

from .base import Line

Place = tuple[int, int]  # (row, column), -1..9: a clue's square in the margin


def step_of(path: tuple[int, ...]) -> Place:
    """The (row, column) step from one cell of the path to the next."""
    a, b = path[0], path[1]
    return b // 9 - a // 9, b % 9 - a % 9


def clue_place(path: tuple[int, ...]) -> Place:
    """Where the clue is drawn: the margin square just before `path[0]`."""
    dr, dc = step_of(path)
    return path[0] // 9 - dr, path[0] % 9 - dc


def in_margin(place: Place) -> bool:
    """A square of the frame around the grid (corners included), not a cell."""
    r, c = place
    return -1 <= r <= 9 and -1 <= c <= 9 and (r in (-1, 9) or c in (-1, 9))


def line_from(place: Place) -> tuple[int, ...]:
    """The row or column a clue beside the grid looks along, from its side; ValueError
    for a corner or a square that is not beside the grid."""
    r, c = place
    if r in (-1, 9) and 0 <= c <= 8:
        cells = tuple(9 * row + c for row in range(9))
        return cells if r == -1 else cells[::-1]
    if c in (-1, 9) and 0 <= r <= 8:
        cells = tuple(9 * r + col for col in range(9))
        return cells if c == -1 else cells[::-1]
    raise ValueError(f"no row or column starts beside {place}")


def diagonal_from(place: Place, step: Place) -> tuple[int, ...]:
    """The cells a little-killer arrow at `place` points along (`step` is (±1, ±1));
    ValueError when it meets no cell."""
    if abs(step[0]) != 1 or abs(step[1]) != 1:
        raise ValueError(f"a little killer looks along a diagonal, not {step}")
    r, c = place[0] + step[0], place[1] + step[1]
    cells = []
    while 0 <= r <= 8 and 0 <= c <= 8:
        cells.append(9 * r + c)
        r, c = r + step[0], c + step[1]
    if not cells:
        raise ValueError(f"the arrow at {place} points at no cell")
    return tuple(cells)


@dataclass(frozen=True)
class OutsideClue(Line):
    """A clue in the margin: `path` its cells from the clue's side (see the module)."""

    def __post_init__(self) -> None:
        if len(self.path) < 2:
            raise ValueError(f"a {self.kind} clue looks along two cells or more")
        dr, dc = step_of(self.path)
        for a, b in zip(self.path, self.path[1:], strict=False):
            if (b // 9 - a // 9, b % 9 - a % 9) != (dr, dc):
                raise ValueError(f"a {self.kind} clue's cells run in a straight line")
        if not in_margin(clue_place(self.path)):
            raise ValueError(f"a {self.kind} clue stands beside the grid")

    @property
    def place(self) -> Place:
        """The clue's square in the margin (engine coordinates, -1..9)."""
        return clue_place(self.path)

    @property
    def number(self) -> int:
        """The number written in the margin."""
        raise NotImplementedError
