"""A Killer's cages as drawn: each cage's outline just inside its cells, as SVG path data
in the overlay's coordinates (100 units a cell), left open at the top-left corner where
the cage's sum sits.

An SVG path rather than per-cell CSS borders: an inset line has to reach into the next
cell at every inward corner of a cage (an L-shaped cage's elbow) and run on unbroken
across cells, which borders of single cells cannot do; one path per cage also keeps its
dashes even all the way round. Pure: cells in, path data out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine import Variant

CELL = 100
INSET = 7  # clear of the 3px box lines, on a phone's 42px cell too (4px there)
# The gap left at the first cell's top-left corner for the sum (one or two digits), past
# the inset: the sum is 10px high at least (app.css), 26 units of a phone's cell.
NOTCH_HEIGHT = 24
NOTCH_WIDTH = {1: 18, 2: 32}

# Each side of a cell, walked clockwise (y grows downwards): the way along it, and the
# way out of the cell across it.
SIDES = (
    ((1, 0), (0, -1)),  # top, left to right
    ((0, 1), (1, 0)),  # right, downwards
    ((-1, 0), (0, 1)),  # bottom, right to left
    ((0, -1), (-1, 0)),  # left, upwards
)

Point = tuple[int, int]


@dataclass(frozen=True)
class CageLines:
    """Every cage's outline, in the order of variant.cages, and where its sum goes."""

    paths: tuple[str, ...]
    sums: tuple[tuple[int, int], ...]  # (cell, total) per cage: its top-left cell


def cage_lines(variant: Variant) -> CageLines:
    """The variant's cage outlines, worked out once per variant (they never change)."""
    return variant.derived("web:cages", _cage_lines)


def _cage_lines(variant: Variant) -> CageLines:
    return CageLines(
        tuple(outline(cage.cells, len(str(cage.total))) for cage in variant.cages),
        tuple((min(cage.cells), cage.total) for cage in variant.cages),
    )


def outline(cells: Sequence[int], sum_digits: int = 2) -> str:
    """The path round `cells` (joined side by side), INSET inside them; open at the first
    cell's top-left corner for a sum of `sum_digits` digits. A cage round a hole gets a
    second, closed loop for the hole."""
    inside = set(cells)
    following: dict[Point, Point] = {}
    for cell in inside:
        for along, out in SIDES:
            if not _has(inside, cell, out):
                start, end = _side(inside, cell, along, out)
                following[start] = end
    first = min(inside)
    x, y = first % 9 * CELL + INSET, first // 9 * CELL + INSET
    loops = [_loop(following, (x, y))]
    while following:
        loops.append(_loop(following, min(following)))
    # Open the outer loop at its top-left corner, where the sum is written.
    outer = loops[0]
    notch = NOTCH_WIDTH.get(sum_digits, NOTCH_WIDTH[2])
    opened = [(x + notch, y), *outer[1:], (x, y + NOTCH_HEIGHT)]
    parts = [_path(opened)]
    parts += [_path(loop) + "Z" for loop in loops[1:]]
    return "".join(parts)


def _has(inside: set[int], cell: int, step: Point) -> bool:
    """Whether the cell `step` (columns, rows) away from `cell` is in the cage."""
    row, column = divmod(cell, 9)
    row, column = row + step[1], column + step[0]
    return 0 <= row < 9 and 0 <= column < 9 and row * 9 + column in inside


def _side(inside: set[int], cell: int, along: Point, out: Point) -> tuple[Point, Point]:
    """One side of the cage's border, drawn INSET inside `cell`: it stops short of a
    corner the cage turns round, runs to the cell's edge where the border goes straight
    on, and reaches INSET into the next cell where the cage turns outwards."""
    row, column = divmod(cell, 9)
    centre_x, centre_y = column * CELL + CELL // 2, row * CELL + CELL // 2
    half = CELL // 2

    def reach(direction: Point) -> int:
        if not _has(inside, cell, direction):
            return half - INSET  # an outer corner
        beyond = (direction[0] + out[0], direction[1] + out[1])
        return half + INSET if _has(inside, cell, beyond) else half

    back, ahead = reach((-along[0], -along[1])), reach(along)
    line_x, line_y = centre_x + out[0] * (half - INSET), centre_y + out[1] * (half - INSET)
    return (
        (line_x - along[0] * back, line_y - along[1] * back),
        (line_x + along[0] * ahead, line_y + along[1] * ahead),
    )


def _loop(following: dict[Point, Point], start: Point) -> list[Point]:
    """The corners of the loop through `start`, taking its sides out of `following`."""
    points = [start]
    point = following.pop(start)
    while point != start:
        points.append(point)
        point = following.pop(point)
    # Keep only the corners: the sides of a straight run meet at cell edges.
    return [
        p for i, p in enumerate(points)
        if not _straight(points[i - 1], p, points[(i + 1) % len(points)])
    ]


def _straight(a: Point, b: Point, c: Point) -> bool:
    return (b[0] - a[0]) * (c[1] - b[1]) == (b[1] - a[1]) * (c[0] - b[0])


def _path(points: list[Point]) -> str:
    head, *rest = points
    return f"M{head[0]} {head[1]}" + "".join(f"L{x} {y}" for x, y in rest)
