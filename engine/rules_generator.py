"""New puzzles with rule elements (thermometers, arrows, lines, dots, clues outside the
grid...) of a chosen level.

As a setter starts from a solution: a random solution grid gets elements true to it
(thermometers as walks whose digits rise, arrows as a circle whose digit equals a
random shaft's sum, lines as random walks that keep their rule; dots, XV, odd/even and
min/max cells on some of the places the grid has them; with a negative constraint every
dot; clues outside the grid on some rows, columns or diagonals; a rule over the whole grid,
such as anti-knight, gets a solution grid that keeps it), then givens are taken
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
from .rule_grids import random_grid
from .rules import (
    XV,
    AntiKing,
    AntiKnight,
    Arrow,
    BetweenLine,
    BlackDot,
    Even,
    ExtraRegion,
    KropkiNegative,
    LittleKiller,
    Maximum,
    Minimum,
    NonConsecutive,
    Odd,
    Palindrome,
    Quadruple,
    RegionSumLine,
    Renban,
    Rule,
    Sandwich,
    Skyscraper,
    Thermometer,
    Whispers,
    WhiteDot,
    XSum,
    XVNegative,
    with_rules,
)
from .rules.houses import CLASSIC, Variant, variant_named
from .rules.outside import diagonal_from, line_from
from .rules.pairs import orthogonal_neighbours, orthogonal_pairs
from .rules.view_orders import visible
from .solver import solve_path
from .techniques import LADDER, TIERS

# Each rung's tier, by technique id.
TECHNIQUE_TIER = {t.id: t.tier for t in LADDER}

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


def _some(rng: random.Random, found: list, fewest: int, most: int) -> list:
    """A random share of the places a grid has for a clue: a setter draws the ones that
    inform, never every one (without a negative constraint, an undrawn one says nothing)."""
    return rng.sample(found, min(len(found), rng.randint(fewest, most)))


def _dots(solution: Sequence[int], rng: random.Random) -> list[tuple[Rule, tuple[int, int]]]:
    """Every kropki dot the grid has, a pair of 1 and 2 (both relations) white or black
    at random, with its pair."""
    found: list[tuple[Rule, tuple[int, int]]] = []
    for a, b in orthogonal_pairs():
        x, y = solution[a], solution[b]
        white, black = abs(x - y) == 1, max(x, y) == 2 * min(x, y)
        if white and black:
            white = rng.random() < 0.5
        if white or black:
            found.append((WhiteDot((a, b)) if white else BlackDot((a, b)), (a, b)))
    return found


def _kropki(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    return [dot for dot, _ in _some(rng, _dots(solution, rng), 14, 22)]


def _kropki_negative(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    found = _dots(solution, rng)
    dotted = tuple(c for _, pair in found for c in pair)
    return [*(dot for dot, _ in found), KropkiNegative(True, True, dotted)]


def _marks(solution: Sequence[int]) -> list[XV]:
    return [XV((a, b), solution[a] + solution[b]) for a, b in orthogonal_pairs()
            if solution[a] + solution[b] in (5, 10)]


def _xv(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    return _some(rng, _marks(solution), 10, 16)


def _xv_negative(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    found = _marks(solution)
    return [*found, XVNegative(tuple(c for mark in found for c in mark.pair))]


def _odd_even(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    cells = rng.sample(range(81), rng.randint(14, 22))
    return [Odd((c,)) if solution[c] % 2 else Even((c,)) for c in sorted(cells)]


def _minimum_maximum(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    found: list[Rule] = []
    for cell in range(81):
        around = [solution[n] for n in orthogonal_neighbours(cell)]
        if all(solution[cell] < v for v in around):
            found.append(Minimum((cell,)))
        elif all(solution[cell] > v for v in around):
            found.append(Maximum((cell,)))
    return sorted(_some(rng, found, 8, 14), key=lambda r: r.cells[0])


def _quadruple(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    """Circles on grid corners, each listing two to four of its four cells' digits;
    neighbouring circles may share cells, as setters draw them, but never a corner."""
    tops = rng.sample([c for c in range(72) if c % 9 < 8], rng.randint(8, 13))
    found: list[Rule] = []
    for top in sorted(tops):
        corner = (top, top + 1, top + 9, top + 10)
        digits = sorted(rng.sample([solution[c] for c in corner], rng.randint(2, 4)))
        found.append(Quadruple(corner, int("".join(map(str, digits)))))
    return found


def _sides() -> list[tuple[int, ...]]:
    """Each row and column, read from each of its two ends."""
    return [line_from(place) for i in range(9)
            for place in ((-1, i), (9, i), (i, -1), (i, 9))]


def _diagonals() -> list[tuple[int, ...]]:
    """Every diagonal of two cells or more a little-killer arrow can point along."""
    found = set()
    for r in range(-1, 10):
        for c in range(-1, 10):
            if r in (-1, 9) or c in (-1, 9):
                for step in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
                    try:
                        path = diagonal_from((r, c), step)
                    except ValueError:
                        continue
                    if len(path) >= 2 and (r, c) not in ((-1, 9), (9, -1), (-1, -1), (9, 9)):
                        found.add(path)
    return sorted(found)


def _little_killer(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    paths = _some(rng, [p for p in _diagonals() if len(p) >= 3], 7, 11)
    # One clue per diagonal: the same sum read from its other end says nothing new.
    seen: set[frozenset[int]] = set()
    found: list[Rule] = []
    for path in paths:
        if frozenset(path) not in seen:
            seen.add(frozenset(path))
            found.append(LittleKiller(path, sum(solution[c] for c in path)))
    return found


def _sandwich(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    # A sandwich reads the same from either end: clues stand above columns, left of rows.
    lines = [line_from((-1, i)) for i in range(9)] + [line_from((i, -1)) for i in range(9)]
    found: list[Rule] = []
    for path in _some(rng, lines, 7, 11):
        digits = [solution[c] for c in path]
        one, nine = sorted((digits.index(1), digits.index(9)))
        found.append(Sandwich(path, sum(digits[one + 1:nine])))
    return found


def _x_sum(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    found: list[Rule] = []
    for path in _some(rng, _sides(), 9, 14):
        digits = [solution[c] for c in path]
        found.append(XSum(path, sum(digits[:digits[0]])))
    return found


def _skyscraper(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    return [Skyscraper(path, visible([solution[c] for c in path]))
            for path in _some(rng, _sides(), 10, 16)]


def _region(solution: Sequence[int], rng: random.Random, free: set[int]) -> tuple[int, ...] | None:
    """Nine connected free cells with nine different digits, grown from a random cell."""
    region = [rng.choice(sorted(free))]
    while len(region) < 9:
        used = {solution[c] for c in region}
        options = sorted({n for c in region for n in orthogonal_neighbours(c)
                          if n in free and n not in region and solution[n] not in used})
        if not options:
            return None
        region.append(rng.choice(options))
    return tuple(sorted(region))


def _extra_region(solution: Sequence[int], rng: random.Random) -> list[Rule]:
    houses = {tuple(sorted(h.cells)) for h in CLASSIC.houses}
    free, found = set(range(81)), []
    want = rng.randint(2, 3)
    for _ in range(200):
        region = _region(solution, rng, free)
        # A region that is a row, column or box says nothing new.
        if region is not None and region not in houses:
            found.append(ExtraRegion(region))
            free -= set(region)
            if len(found) == want:
                break
    return found


# A rule over the whole grid: the solution grid must keep it (solution_for).
GRID_RULES: dict[str, Rule] = {
    "anti-knight": AntiKnight(), "anti-king": AntiKing(), "nonconsecutive": NonConsecutive(),
}
# Kinds whose elements are chosen for the whole grid at once: kind -> maker.
SETS: dict[str, Callable[[Sequence[int], random.Random], list[Rule]]] = {
    "kropki": _kropki,
    "kropki-negative": _kropki_negative,
    "xv": _xv,
    "xv-negative": _xv_negative,
    "nonconsecutive": lambda solution, rng: [GRID_RULES["nonconsecutive"]],
    "anti-knight": lambda solution, rng: [GRID_RULES["anti-knight"]],
    "anti-king": lambda solution, rng: [GRID_RULES["anti-king"]],
    "odd-even": _odd_even,
    "minimum-maximum": _minimum_maximum,
    "quadruple": _quadruple,
    "little-killer": _little_killer,
    "sandwich": _sandwich,
    "x-sum": _x_sum,
    "skyscraper": _skyscraper,
    "extra-region": _extra_region,
}
KINDS = (*MAKERS, *SETS)
# The kind of puzzle an element's kind makes, where the two differ.
_PUZZLE_KIND = {"white-dot": "kropki", "black-dot": "kropki", "negative-kropki": "kropki-negative",
                "negative-xv": "xv-negative", "odd": "odd-even", "even": "odd-even",
                "minimum": "minimum-maximum", "maximum": "minimum-maximum"}
def puzzle_kind(variant: Variant) -> str | None:
    """The kind (one of KINDS) a variant's elements make: 'kropki' for white and black
    dots, 'kropki-negative' with the negative constraint; None for a mix of kinds."""
    kinds = {_PUZZLE_KIND.get(rule.kind, rule.kind) for rule in variant.rules}
    negative = {k for k in kinds if k.endswith("-negative")}
    if negative and kinds - negative <= {k.removesuffix("-negative") for k in negative}:
        kinds = negative
    return kinds.pop() if len(kinds) == 1 and kinds <= set(KINDS) else None


def solution_for(kind: str, rng: random.Random) -> list[int]:
    """A random solution grid a puzzle of `kind` can have: one keeping the kind's rule
    over the whole grid (anti-knight...), or any."""
    return random_grid(kind, rng) if kind in GRID_RULES else random_solution(rng)


def elements_for(kind: str, solution: Sequence[int], rng: random.Random) -> list[Rule]:
    """Elements of one kind true to `solution` (for a kind in GRID_RULES, a solution of
    solution_for); a line's or arrow's cells apart from one another."""
    if kind in SETS:
        return SETS[kind](solution, rng)
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


def _solved(variant: Variant, values: Sequence[int], ladder: tuple,
            most: str | None = None) -> bool:
    """Whether `ladder` solves the givens to the end (and its steps rate no higher than
    `most`). The grid is not marked unique, so no rung leans on uniqueness: a grid filled
    by sound steps alone is the only solution."""
    path = solve_path(Grid(list(values), variant=variant), ladder)
    return path.solved and (
        most is None or TIERS.index(level_of(path.steps)[0]) <= TIERS.index(most))


def cut_givens(solution: Sequence[int], variant: Variant, rng: random.Random,
               ladder: tuple = NO_TRIAL, most: str | None = None) -> list[int]:
    """Givens of `solution`, taken away one by one in random order while `ladder` still
    solves the rest (so the solution stays unique, and within the ladder's level), and,
    with `most`, while its steps' scores stay within that level's ceiling (many steps of
    the level's hardest rungs add up past it: an Unfair anti-knight cut bare rates Extreme).

    The ladder proves uniqueness far sooner than the brute force on elements with many
    fillings (ten arrows: 0.6 s a count, half a minute a puzzle)."""
    values = list(solution)
    for cell in rng.sample(range(81), 81):
        kept, values[cell] = values[cell], 0
        if not _solved(variant, values, ladder, most):
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
    if kind not in KINDS:
        raise GeneratorError(f"Unknown rule kind {kind!r}: choose one of {', '.join(KINDS)}.")
    if level not in TIERS:
        raise GeneratorError(f"Unknown level {level!r}: choose one of {', '.join(TIERS)}.")
    rng = rng or random.Random()
    want = TIERS.index(level)
    ladder = tuple(t for t in level_ladder(level) if t in NO_TRIAL)
    for _ in range(max_tries):
        solution = solution_for(kind, rng)
        elements = elements_for(kind, solution, rng)
        variant = with_rules(CLASSIC, elements)
        values = cut_givens(solution, variant, rng, ladder, level)
        if count_solutions(values, CLASSIC, limit=2) == 1:
            continue  # the elements are not needed: a classic Sudoku, not this kind
        got = rated(variant, values)
        if got is not None and TIERS.index(got) == want:
            return Made(variant, tuple(values), tuple(solution), got)
    raise GeneratorError(f"No {level} {kind} puzzle found in {max_tries} tries.")
