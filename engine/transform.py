"""The same puzzle in another dress: the moves that keep a classic Sudoku a Sudoku.

Swapping bands, stacks, rows inside a band, columns inside a stack, mirroring across
the main diagonal and renaming the digits all map rows to rows (or columns), boxes to
boxes and digits to digits. Every pattern a technique looks for is made of those, so a
position and its transform have the same steps, moved and renamed: a practice position
can be served fresh to every player from one found ahead.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .grid import Grid
from .rules.houses import CLASSIC


@dataclass(frozen=True)
class Transform:
    """Where each cell goes (`cells[c]` is the new index of cell c) and what each digit
    becomes (`digits[d - 1]` is d's new name)."""

    cells: tuple[int, ...]
    digits: tuple[int, ...]

    def cell(self, cell: int) -> int:
        return self.cells[cell]

    def digit(self, digit: int) -> int:
        return self.digits[digit - 1] if digit else 0

    def mask(self, mask: int) -> int:
        """A set of digits (bit d-1 for digit d), renamed."""
        out = 0
        for d in range(1, 10):
            if mask >> (d - 1) & 1:
                out |= 1 << (self.digits[d - 1] - 1)
        return out

    def grid(self, grid: Grid) -> Grid:
        """The grid moved and renamed: values, givens and removed candidates alike."""
        if grid.variant is not CLASSIC:
            raise ValueError("only a classic grid keeps its houses under these moves")
        values = [0] * 81
        exclusions = [0] * 81
        givens = 0
        for c in range(81):
            to = self.cells[c]
            values[to] = self.digit(grid.values[c])
            exclusions[to] = self.mask(grid.exclusions[c])
            if grid.givens >> c & 1:
                givens |= 1 << to
        return Grid(values, givens, exclusions, grid.variant, grid.unique)

    def values(self, values: list[int] | tuple[int, ...]) -> list[int]:
        """A list of 81 digits (a solution, say), moved and renamed."""
        out = [0] * 81
        for c, v in enumerate(values):
            out[self.cells[c]] = self.digit(v)
        return out


IDENTITY = Transform(tuple(range(81)), tuple(range(1, 10)))


def random_transform(rng: random.Random) -> Transform:
    """One of the 2 x 6^8 x 9! dresses, drawn at random."""
    bands = rng.sample(range(3), 3)
    rows = [3 * b + r for b in bands for r in rng.sample(range(3), 3)]
    stacks = rng.sample(range(3), 3)
    cols = [3 * s + c for s in stacks for c in rng.sample(range(3), 3)]
    flip = rng.random() < 0.5
    # New row i is old row rows[i]: invert to say where each old cell lands.
    new_row = {old: new for new, old in enumerate(rows)}
    new_col = {old: new for new, old in enumerate(cols)}
    cells = []
    for c in range(81):
        r, k = new_row[c // 9], new_col[c % 9]
        cells.append(k * 9 + r if flip else r * 9 + k)
    names = list(range(1, 10))
    rng.shuffle(names)
    return Transform(tuple(cells), tuple(names))
