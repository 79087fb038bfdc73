"""New puzzles with rule elements (thermometers, arrows, lines) of a chosen level.

As a setter starts from a solution: a random solution grid gets elements true to it
(thermometers as walks whose digits rise, arrows as a circle whose digit equals a
random shaft's sum, lines as random walks that keep their rule), then givens are taken
away one by one, in random order, while the level's rungs of the ladder (never the
trial) still solve the rest: that proves the solution unique without the brute force
and keeps the puzzle within the level. The whole ladder then grades it; one rated below
the level, or whose givens alone have one solution (the elements not needed), is
dropped for the next grid.

Seeded by `random.Random(seed)`: one seed and kind, one puzzle.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .brute_force import SearchTooLong, count_solutions
from .generator import GeneratorError, level_ladder, random_solution
from .grid import Grid
from .puzzle import Puzzle
from .rating import level_of
from .rules import (
    Arrow,
    BetweenLine,
    Palindrome,
    RegionSumLine,
    Renban,
    Rule,
    Thermometer,
    Whispers,
    with_rules,
)
from .rules.houses import CLASSIC, Variant, variant_named
from .solver import solve_path
from .techniques import LADDER, TIERS

# The trial rung is the last resort: a generated puzzle must be solved without it.
NO_TRIAL = tuple(t for t in LADDER if t.id != "verified-trial")
# Node budget of one uniqueness check while taking a given away: past it the given stays.
UNIQUE_BUDGET = 20_000


@dataclass(frozen=True)
class Made:
    """A generated puzzle: its variant (the elements), givens, solution and level."""

    variant: Variant
    givens: tuple[int, ...]
    solution: tuple[int, ...]
    level: str

    @property
    def text(self) -> str:
        """The 81-cell givens ('.' for empty)."""
        return "".join(str(v) if v else "." for v in self.givens)

    @property
    def line(self) -> str:
        """The variant's name, the givens and the solution, space-separated: how the
        web app's pool keeps one, so starting a game needs no search (see read_made)."""
        return f"{self.variant.name} {self.text} {''.join(map(str, self.solution))}"


def read_made(line: str) -> Puzzle:
    """The puzzle of a `Made.line`, its solution taken as written once checked to agree
    with the givens and every element (a made puzzle was proved unique when made)."""
    name, text, solution_text = line.split()
    variant = variant_named(name)
    givens = [0 if ch == "." else int(ch) for ch in text]
    solution = [int(ch) for ch in solution_text]
    if len(givens) != 81 or len(solution) != 81 or any(
        g and g != s for g, s in zip(givens, solution, strict=True)
    ) or not all(rule.allows(solution) for rule in variant.rules):
        raise ValueError("not a made puzzle's line")
    grid = Grid(givens, variant=variant, unique=True)
    return Puzzle(grid, tuple(solution))


def _neighbours(cell: int, diagonal: bool) -> list[int]:
    r, c = divmod(cell, 9)
    steps = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr or dc)
             and (diagonal or not (dr and dc))]
    return [9 * (r + dr) + c + dc for dr, dc in steps if 0 <= r + dr < 9 and 0 <= c + dc < 9]


def _walk(rng: random.Random, free: set[int], size: int,
          fits: Callable[[list[int], int], bool]) -> list[int] | None:
    """A walk of `size` cells among `free`, each step to a neighbour (diagonals too)
    that `fits` the path so far; None when the walk gets stuck."""
    path = [rng.choice(sorted(free))]
    while len(path) < size:
        options = [n for n in _neighbours(path[-1], True)
                   if n in free and n not in path and fits(path, n)]
        if not options:
            return None
        path.append(rng.choice(options))
    return path


def _thermometer(grid: Sequence[int], rng: random.Random, free: set[int]) -> Rule | None:
    path = _walk(rng, free, rng.randint(3, 6), lambda p, n: grid[n] > grid[p[-1]])
    return Thermometer(tuple(path)) if path else None


def _arrow(grid: Sequence[int], rng: random.Random, free: set[int]) -> Rule | None:
    circle = rng.choice(sorted(free))
    target = grid[circle]
    if target < 3:
        return None  # a one-cell shaft (a copy of its circle) says little
    shaft: list[int] = []
    total, at = 0, circle
    while total < target:
        options = [n for n in _neighbours(at, True) if n in free and n != circle
                   and n not in shaft and total + grid[n] <= target]
        if not options:
            return None
        at = rng.choice(options)
        shaft.append(at)
        total += grid[at]
    return Arrow((circle,), tuple(shaft)) if len(shaft) >= 2 else None


def _line(make: Callable[[tuple[int, ...]], Rule], shortest: int, longest: int,
          step: Callable[[Sequence[int], list[int], int], bool] | None = None):
    """A maker of lines of `make`: random walks of `shortest`..`longest` cells, kept when
    the whole line holds on the grid (`step` prunes walks early where it can)."""
    def build(grid: Sequence[int], rng: random.Random, free: set[int]) -> Rule | None:
        fits = (lambda p, n: step(grid, p, n)) if step else (lambda p, n: True)
        path = _walk(rng, free, rng.randint(shortest, longest), fits)
        if path is None:
            return None
        rule = make(tuple(path))
        return rule if rule.allows(list(grid)) else None
    return build


def _palindrome(grid: Sequence[int], rng: random.Random, free: set[int]) -> Rule | None:
    """A walk out from a middle both ways, each pair of mirrored cells equal in digit."""
    middle = rng.choice(sorted(free))
    left, right = [middle], [middle]
    pairs = rng.randint(2, 4)
    while len(left) <= pairs:
        lefts = [n for n in _neighbours(left[-1], True) if n in free and n not in left + right]
        options = [(a, b) for a in lefts for b in _neighbours(right[-1], True)
                   if b in free and b != a and b not in left + right and grid[a] == grid[b]]
        if not options:
            break
        a, b = rng.choice(options)
        left.append(a)
        right.append(b)
    if len(left) < 3:
        return None
    # An even line has no middle cell of its own: drop it half the time when it can go.
    path = left[::-1] + right[1:]
    if rng.random() < 0.5 and _touch(left[1], right[1]):
        path = left[:0:-1] + right[1:]
    return Palindrome(tuple(path))


def _touch(a: int, b: int) -> bool:
    return b in _neighbours(a, True)


def _whispers_step(grid: Sequence[int], path: list[int], n: int) -> bool:
    return abs(grid[n] - grid[path[-1]]) >= 5


def _renban_step(grid: Sequence[int], path: list[int], n: int) -> bool:
    digits = [grid[c] for c in path] + [grid[n]]
    return len(set(digits)) == len(digits) and max(digits) - min(digits) < 7


def _across_boxes(grid: Sequence[int], path: list[int], n: int) -> bool:
    """A region-sum line's walk crosses a box border by its fourth cell: a line inside
    one box says nothing."""
    boxes = {c // 27 * 3 + c % 9 // 3 for c in [*path, n]}
    return len(boxes) > 1 or len(path) < 3


MAKERS: dict[str, tuple[Callable[..., Rule | None], tuple[int, int]]] = {
    # kind: (maker, how many elements: fewest, most)
    "thermometer": (_thermometer, (7, 10)),
    "arrow": (_arrow, (7, 10)),
    "whispers": (_line(Whispers, 4, 7, _whispers_step), (6, 9)),
    "renban": (_line(Renban, 3, 5, _renban_step), (6, 9)),
    "palindrome": (_palindrome, (5, 7)),
    "between-line": (_line(BetweenLine, 3, 6), (6, 9)),
    "region-sum-line": (_line(RegionSumLine, 4, 7, _across_boxes), (5, 8)),
}
KINDS = tuple(MAKERS)


def elements_for(kind: str, solution: Sequence[int], rng: random.Random) -> list[Rule]:
    """Elements of one kind true to `solution`, on cells apart from one another."""
    maker, (fewest, most) = MAKERS[kind]
    want = rng.randint(fewest, most)
    free = set(range(81))
    found: list[Rule] = []
    for _ in range(400 * want):
        if len(found) == want or not free:
            break
        rule = maker(solution, rng, free)
        if rule is not None and set(rule.cells) <= free:
            found.append(rule)
            free -= set(rule.cells)
    return found


def _solved(variant: Variant, values: Sequence[int], ladder: tuple) -> bool:
    """Whether `ladder` solves the givens to the end. The grid is not marked unique, so
    no rung leans on uniqueness: a grid filled by sound steps alone is the only solution."""
    return solve_path(Grid(list(values), variant=variant), ladder).solved


def cut_givens(solution: Sequence[int], variant: Variant, rng: random.Random,
               ladder: tuple = NO_TRIAL) -> list[int]:
    """Givens of `solution`, taken away one by one in random order while `ladder` still
    solves the rest (so the solution stays unique, and within the ladder's level).

    The ladder proves uniqueness far sooner than the brute force on elements with many
    fillings (ten arrows: 0.6 s a count, half a minute a puzzle)."""
    values = list(solution)
    for cell in rng.sample(range(81), 81):
        kept, values[cell] = values[cell], 0
        if not _solved(variant, values, ladder):
            values[cell] = kept
    return values


def unique(values: Sequence[int], variant: Variant) -> bool:
    """One solution, by the brute force (within its node budget)."""
    try:
        return count_solutions(list(values), variant, budget=UNIQUE_BUDGET) == 1
    except SearchTooLong:
        return False


def rated(variant: Variant, values: Sequence[int]) -> str | None:
    """The ladder's level (without the trial rung), or None when it does not finish."""
    grid = Grid(list(values), variant=variant)
    grid.unique = True
    path = solve_path(grid, NO_TRIAL)
    return level_of(path.steps)[0] if path.solved else None


def generate_rules(kind: str, level: str, rng: random.Random | None = None,
                   max_tries: int = 20) -> Made:
    """A classic-houses puzzle with elements of `kind` (one of KINDS), one solution,
    rated `level` by the ladder and solved by it without the trial rung."""
    level = level.capitalize()
    if kind not in MAKERS:
        raise GeneratorError(f"Unknown rule kind {kind!r}: choose one of {', '.join(KINDS)}.")
    if level not in TIERS:
        raise GeneratorError(f"Unknown level {level!r}: choose one of {', '.join(TIERS)}.")
    rng = rng or random.Random()
    want = TIERS.index(level)
    ladder = tuple(t for t in level_ladder(level) if t in NO_TRIAL)
    for _ in range(max_tries):
        solution = random_solution(rng)
        elements = elements_for(kind, solution, rng)
        variant = with_rules(CLASSIC, elements)
        values = cut_givens(solution, variant, rng, ladder)
        if count_solutions(values, CLASSIC, limit=2) == 1:
            continue  # the elements are not needed: a classic Sudoku, not this kind
        got = rated(variant, values)
        if got is not None and TIERS.index(got) == want:
            return Made(variant, tuple(values), tuple(solution), got)
    raise GeneratorError(f"No {level} {kind} puzzle found in {max_tries} tries.")
