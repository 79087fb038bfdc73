"""New Killers of a chosen level: a random solution grid cut into cages, the sums read
off it, no givens; the cages then re-cut until the Killer has one solution, and the
whole graded by the ladder like any puzzle.

Cages are grown like a newspaper's: mostly two to four cells, some single cells and a
few of five or more, each joined side by side and holding no digit of the solution
twice. Harder levels draw bigger cages (fewer sums to reason from).

One solution: while the brute-force solver finds a second, a cage where the two differ
is split in two so that the part sums tell them apart (the second solution is then
gone), or two cages are joined where the second solution would repeat a digit; a given
is the last resort. To reach a level, a Killer rated too hard has a cage split (more
sums, easier), one rated too easy has two cages joined while it keeps one solution and
stays within the level, as the classic generator takes givens away.

Seeded by `random.Random(seed)`: one seed, one Killer.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .brute_force import SearchTooLong, solutions
from .generator import GeneratorError, level_ladder, random_solution
from .grid import Grid
from .rating import level_of
from .rules.cages import CAGE_SYMBOLS, killer, killer_text
from .rules.houses import Variant
from .solver import solve_path
from .techniques import TIERS

# How many cells a cage gets, as weights for sizes 1, 2, 3, ...: newspaper Killers at
# Easy are mostly pairs and triples; harder ones have fewer, bigger cages.
CAGE_SIZES: dict[str, tuple[int, ...]] = {
    "Easy": (3, 40, 35, 17, 4, 1),
    "Medium": (2, 32, 34, 22, 7, 3),
    "Hard": (1, 26, 32, 25, 10, 4, 2),
    "Unfair": (1, 22, 30, 27, 12, 5, 3),
    "Extreme": (1, 20, 28, 28, 13, 6, 4),
}
BIGGEST_CAGE = 7  # joining cages stops here: past it a sum says little
# Search nodes allowed to prove one cut unique. Cuts needing more are rare (a few big
# cages with many fillings) and thrown away, so the generator never stalls on one.
UNIQUE_BUDGET = 20_000
_REPAIRS = 40  # re-cuts of one layout before it is given up
# Joins tried per Killer on the way to a harder level: each costs a solve with the
# level's rungs, seconds at Unfair and Extreme, so a Killer short of its level after
# this many is dropped for a fresh grid instead.
_JOINS_TRIED = 12


Cages = list[list[int]]


def _neighbours(cell: int) -> list[int]:
    r, c = divmod(cell, 9)
    steps = ((-9, r > 0), (9, r < 8), (-1, c > 0), (1, c < 8))
    return [cell + step for step, ok in steps if ok]


def _connected(cells: Sequence[int]) -> bool:
    inside = set(cells)
    seen = {cells[0]}
    stack = [cells[0]]
    while stack:
        for n in _neighbours(stack.pop()):
            if n in inside and n not in seen:
                seen.add(n)
                stack.append(n)
    return len(seen) == len(inside)


def cut_into_cages(solution: Sequence[int], rng: random.Random, level: str = "Medium") -> Cages:
    """Every cell in one joined cage with no digit of `solution` twice, sizes drawn from
    the level's weights; a cell left alone joins a neighbouring cage where it can."""
    weights = CAGE_SIZES[level]
    owner = [-1] * 81
    cages: Cages = []
    for start in rng.sample(range(81), 81):
        if owner[start] >= 0:
            continue
        want = rng.choices(range(1, len(weights) + 1), weights)[0]
        cells = [start]
        owner[start] = len(cages)
        while len(cells) < want:
            held = {solution[c] for c in cells}
            edge = [n for c in cells for n in _neighbours(c)
                    if owner[n] < 0 and solution[n] not in held]
            if not edge:
                break
            pick = rng.choice(edge)
            owner[pick] = len(cages)
            cells.append(pick)
        cages.append(cells)
    # Single cells that were not drawn as such are mostly leftovers: join each to a
    # neighbour that can take its digit, keeping the share of one-cell cages small.
    for i, cells in enumerate(cages):
        if len(cells) != 1 or rng.random() < weights[0] / sum(weights):
            continue
        cell = cells[0]
        hosts = [owner[n] for n in _neighbours(cell) if owner[n] != i]
        hosts = [h for h in hosts if len(cages[h]) < BIGGEST_CAGE
                 and solution[cell] not in {solution[c] for c in cages[h]}]
        if hosts:
            host = min(hosts, key=lambda h: len(cages[h]))
            cages[host].append(cell)
            owner[cell] = host
            cells.clear()
    return [cells for cells in cages if cells]


def _variant(cages: Cages, solution: Sequence[int]) -> Variant:
    return killer([(cells, sum(solution[c] for c in cells)) for cells in cages], every_cell=True)


def _splits(cells: Sequence[int]) -> list[tuple[list[int], list[int]]]:
    """Every way to cut a cage into two joined parts (each part listed once)."""
    first, rest = cells[0], list(cells[1:])
    found = []
    for pick in range(1 << len(rest)):
        part = [first] + [c for k, c in enumerate(rest) if pick >> k & 1]
        other = [c for k, c in enumerate(rest) if not pick >> k & 1]
        if other and _connected(part) and _connected(other):
            found.append((part, other))
    return found


def _split_apart(cages: Cages, solution: Sequence[int], other: Sequence[int],
                 rng: random.Random) -> bool:
    """Split a cage whose part sums differ between the solution and `other` (so `other`
    is no longer a solution), as evenly as can be; False if no cage can be."""
    options = []
    for i, cells in enumerate(cages):
        if len(cells) < 2 or all(solution[c] == other[c] for c in cells):
            continue
        for part, rest in _splits(cells):
            if sum(solution[c] for c in part) != sum(other[c] for c in part):
                options.append((abs(len(part) - len(rest)), rng.random(), i, part, rest))
    if not options:
        return False
    _, _, i, part, rest = min(options)
    cages[i:i + 1] = [part, rest]
    return True


def _join_apart(cages: Cages, solution: Sequence[int], other: Sequence[int]) -> bool:
    """Join two neighbouring cages where `other` repeats a digit and the solution does
    not; False if no two can be."""
    owner = {c: i for i, cells in enumerate(cages) for c in cells}
    for i, cells in enumerate(cages):
        for j in sorted({owner[n] for c in cells for n in _neighbours(c)} - {i}):
            both = cells + cages[j]
            if (len(both) <= BIGGEST_CAGE
                    and len({solution[c] for c in both}) == len(both)
                    and len({other[c] for c in both}) < len(both)):
                cages[i] = both
                del cages[j]
                return True
    return False


def _second_solution(variant: Variant, values: list[int],
                     solution: Sequence[int]) -> list[int] | None:
    """A solution of the Killer other than `solution`, or None when it has just that one.

    SearchTooLong when proving it takes more than UNIQUE_BUDGET nodes."""
    found = solutions(values, variant, limit=2, budget=UNIQUE_BUDGET)
    others = [grid for grid in found if list(grid) != list(solution)]
    return others[0] if len(found) > 1 else None


def make_unique(cages: Cages, solution: Sequence[int], rng: random.Random,
                values: list[int] | None = None) -> tuple[Variant, list[int]]:
    """Re-cut `cages` (in place) until the Killer has one solution: split or join cages
    against each second solution found, a given of the solution as the last resort.
    Returns the Killer and its givens (all zero unless a given was needed)."""
    values = list(values) if values is not None else [0] * 81
    for _ in range(_REPAIRS):
        variant = _variant(cages, solution)
        other = _second_solution(variant, values, solution)
        if other is None:
            return variant, values
        if _split_apart(cages, solution, other, rng) or _join_apart(cages, solution, other):
            continue
        differ = [c for c in range(81) if solution[c] != other[c]]
        cell = rng.choice(differ)
        values[cell] = solution[cell]
    raise GeneratorError("no cut of this grid into cages came out unique")


def _rated(variant: Variant, values: list[int], ladder: tuple | None = None) -> tuple[str, bool]:
    """The level of the ladder's path and whether it reached the end."""
    grid = Grid(values, variant=variant)
    grid.unique = True
    path = solve_path(grid) if ladder is None else solve_path(grid, ladder)
    return level_of(path.steps)[0], path.solved


def generate_killer(level: str, rng: random.Random | None = None, max_tries: int = 50) -> str:
    """A Killer with one solution and the given level, in the `killer:` form (no givens
    unless one was needed to make it unique)."""
    level = level.capitalize()
    if level not in TIERS:
        raise GeneratorError(f"Unknown level {level!r}: choose one of {', '.join(TIERS)}.")
    rng = rng or random.Random()
    want = TIERS.index(level)
    allowed = level_ladder(level)
    for _ in range(max_tries):
        solution = random_solution(rng)
        cages = cut_into_cages(solution, rng, level)
        try:
            variant, values = make_unique(cages, solution, rng)
        except (GeneratorError, SearchTooLong):
            continue
        rated = TIERS.index(_rated(variant, values)[0])
        # Too hard: more sums make it easier; split cages until it is within the level.
        while rated > want:
            big = [cells for cells in cages if len(cells) > 2]
            if not big:
                break
            cells = max(big, key=lambda c: (len(c), rng.random()))
            part, rest = min(_splits(cells), key=lambda s: (abs(len(s[0]) - len(s[1])),
                                                             rng.random()))
            cages[cages.index(cells):cages.index(cells) + 1] = [part, rest]
            try:
                variant, values = make_unique(cages, solution, rng, values)
            except (GeneratorError, SearchTooLong):
                break
            rated = TIERS.index(_rated(variant, values)[0])
        # Too easy: join cages while it keeps one solution and stays within the level.
        if rated < want:
            variant, values = _harden(cages, solution, values, rng, allowed)
            rated = TIERS.index(_rated(variant, values)[0])
        if rated == want and len(cages) <= len(CAGE_SYMBOLS):
            return killer_text(variant, values)
    raise GeneratorError(f"No {level} Killer found in {max_tries} tries.")


def _harden(cages: Cages, solution: Sequence[int], values: list[int], rng: random.Random,
            allowed: tuple) -> tuple[Variant, list[int]]:
    """Join neighbouring cages, in random order, where the Killer keeps one solution
    and the level's rungs still solve it: as the classic generator takes givens away."""
    variant = _variant(cages, solution)
    pairs = {tuple(sorted((i, j))) for i, cells in enumerate(cages)
             for j in _cages_beside(cages, cells, i)}
    tried = 0
    for i, j in rng.sample(sorted(pairs), len(pairs)):
        if not cages[i] or not cages[j]:
            continue
        both = cages[i] + cages[j]
        if len(both) > BIGGEST_CAGE or len({solution[c] for c in both}) < len(both):
            continue
        tried += 1
        if tried > _JOINS_TRIED:
            break
        trial = [c for k, c in enumerate(cages) if k not in (i, j) and c] + [both]
        joined = _variant(trial, solution)
        try:
            if _second_solution(joined, values, solution) is not None:
                continue
        except SearchTooLong:
            continue
        if not _rated(joined, values, allowed)[1]:
            continue
        cages[i], cages[j] = both, []
        variant = joined
    cages[:] = [cells for cells in cages if cells]
    return variant, values


def _cages_beside(cages: Cages, cells: list[int], i: int) -> set[int]:
    owner = {c: k for k, cage in enumerate(cages) for c in cage}
    return {owner[n] for c in cells for n in _neighbours(c)} - {i}
