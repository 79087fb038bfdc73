"""Board fixtures as text: the way a player writes a pencil-marked grid.

An 81-token board, read row by row; whitespace and the usual grid-drawing
characters (| - +) between tokens are ignored. A token is

* a digit 1-9: a given;
* ``{257}``: an empty cell whose candidates are exactly 2, 5 and 7;
* ``.`` or ``0``: an empty cell with every candidate its houses allow.

``grid_from_board`` builds a Grid whose derived candidates equal the written
ones by adding exclusions, and refuses a board whose written candidates
include a digit a house already holds (a typo in the fixture, not a position).
"""

from __future__ import annotations

import re

from engine import CLASSIC, Grid, Variant
from engine.bits import ALL_DIGITS, digit_set

# sudokuexchange easy #1 (public domain), the puzzle most tests start from.
EASY_1 = ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9..."
EASY_1_SOLUTION = (
    "158723469367954821294816375619238547485697132732145986976381254841572693523469718"
)

TOKEN = re.compile(r"\{([1-9]*)\}|([1-9])|([.0])|([|+\-\s]+)|(.)")


def read_tokens(text: str) -> list[int | None | tuple[int, ...]]:
    """Each cell as a value (int), an explicit candidate tuple, or None (all allowed)."""
    cells: list[int | None | tuple[int, ...]] = []
    for m in TOKEN.finditer(text):
        cands, digit, empty, _sep, junk = m.groups()
        if junk is not None:
            raise ValueError(f"unexpected {junk!r} in board text")
        if cands is not None:
            cells.append(tuple(int(ch) for ch in cands))
        elif digit is not None:
            cells.append(int(digit))
        elif empty is not None:
            cells.append(None)
    if len(cells) != 81:
        raise ValueError(f"a board has 81 cells, this one has {len(cells)}")
    return cells


def grid_from_board(text: str, variant: Variant = CLASSIC) -> Grid:
    """A Grid with the board's givens and, where written, exactly its candidates."""
    cells = read_tokens(text)
    values = [c if isinstance(c, int) else 0 for c in cells]
    grid = Grid(values, variant=variant)
    free = grid.candidates  # what the houses alone allow
    exclusions = [0] * 81
    for cell, token in enumerate(cells):
        if isinstance(token, tuple):
            wanted = digit_set(token)
            if wanted & ~free[cell]:
                raise ValueError(f"cell {cell}: candidates {token} clash with its houses")
            exclusions[cell] = ALL_DIGITS & ~wanted
    return Grid(values, exclusions=exclusions, variant=variant)


def candidate_digits(grid: Grid, cell: int) -> tuple[int, ...]:
    """The candidates of one cell, for readable asserts."""
    return tuple(d for d in range(1, 10) if grid.candidates[cell] >> (d - 1) & 1)


def cell(name: str) -> int:
    """'r3c4' -> 21."""
    m = re.fullmatch(r"r([1-9])c([1-9])", name)
    if m is None:
        raise ValueError(name)
    return (int(m.group(1)) - 1) * 9 + int(m.group(2)) - 1


def cells(*names: str) -> list[int]:
    return [cell(n) for n in names]


def elims(text: str) -> tuple[tuple[int, int], ...]:
    """'r3c8<>2, r3c9<>7' -> ((cell, digit), ...), sorted as steps keep them."""
    out = []
    for part in text.split(","):
        name, digit = part.strip().split("<>")
        out.append((cell(name), int(digit)))
    return tuple(sorted(out))


def solution_digits(text: str) -> list[int]:
    return [int(ch) for ch in text]


def assert_fits_solution(grid: Grid, solution: str) -> None:
    """A real position: placed values agree with the solution, no solution digit excluded.

    Fixture boards are frozen from real solves; this guards against a typo that
    would make a fixture a position no solve can reach.
    """
    digits = solution_digits(solution)
    for c in range(81):
        if grid.values[c]:
            assert grid.values[c] == digits[c], f"cell {c} holds {grid.values[c]}"
        else:
            assert grid.candidates[c] >> (digits[c] - 1) & 1, f"cell {c} lost {digits[c]}"
