"""A puzzle with clues outside the grid, for the browser tests and the screenshots: HARD
with sandwiches on every side and little killers (one from a corner), each true to its
solution, as an f-puzzles link a player pastes."""

from __future__ import annotations

from engine import CLASSIC, LinkedPuzzle, fpuzzles_link, with_rules
from engine.rules import ExtraRegion, LittleKiller, Sandwich
from engine.rules.outside import diagonal_from, line_from

HARD = "..5.9.4..61..5..23..4.6.7..9.......2...4.9......382....3.....6.4.7...2.816.....97"
SOLUTION = "375291486618754923294863751983675142726419835541382679839127564457936218162548397"
VALUES = [int(ch) for ch in SOLUTION]


def sandwich(place: tuple[int, int]) -> Sandwich:
    digits = [VALUES[c] for c in line_from(place)]
    low, high = sorted((digits.index(1), digits.index(9)))
    return Sandwich(line_from(place), sum(digits[low + 1:high]))


def little_killer(place: tuple[int, int], step: tuple[int, int]) -> LittleKiller:
    path = diagonal_from(place, step)
    return LittleKiller(path, sum(VALUES[c] for c in path))


CLUES = (
    sandwich((-1, 0)), sandwich((-1, 4)), sandwich((-1, 5)), sandwich((3, -1)),
    sandwich((5, -1)), sandwich((8, -1)), sandwich((9, 6)), sandwich((2, 9)),
    little_killer((-1, 3), (1, 1)), little_killer((9, 2), (-1, 1)),
    little_killer((3, 9), (-1, -1)), little_killer((-1, -1), (1, 1)),
)
LINK = fpuzzles_link(LinkedPuzzle(HARD, with_rules(CLASSIC, CLUES).name))

# For the screenshots: an extra region too (grey cells, r4c4-r6c4), true to the solution.
REGION = ExtraRegion((30, 31, 39, 40, 48))
SHOWN_LINK = fpuzzles_link(LinkedPuzzle(HARD, with_rules(CLASSIC, (*CLUES, REGION)).name))
