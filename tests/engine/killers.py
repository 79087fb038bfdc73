"""Killers for the technique tests: cages grown at random over a known solution grid.

The sums come from the solution, so every deduction the techniques make must hold in
it whether or not the cages leave one solution (a sound step holds in every solution).
Also the Killers kept in tests/data/killers.txt, with their solutions.
"""

from __future__ import annotations

import random
from pathlib import Path

from engine import Grid
from engine.rules.cages import killer, read_killer
from engine.rules.houses import Variant

DATA = Path(__file__).resolve().parent.parent / "data"


def grown_cages(
    solution: list[int], rng: random.Random, most: int = 5, least: int = 1
) -> Variant:
    """A Killer over `solution`: every cell caged, cages of `least` to `most` joined cells
    (fewer where a cage cannot grow) with no digit twice, grown from random seeds."""
    owner = [-1] * 81
    cages: list[list[int]] = []
    order = list(range(81))
    rng.shuffle(order)
    for start in order:
        if owner[start] >= 0:
            continue
        cells = [start]
        owner[start] = len(cages)
        want = rng.randint(least, most)
        while len(cells) < want:
            digits = {solution[c] for c in cells}
            frontier = [
                n for c in cells for n in _neighbours(c)
                if owner[n] < 0 and solution[n] not in digits
            ]
            if not frontier:
                break
            pick = rng.choice(frontier)
            owner[pick] = len(cages)
            cells.append(pick)
        cages.append(cells)
    return killer([(cells, sum(solution[c] for c in cells)) for cells in cages], every_cell=True)


def _neighbours(cell: int) -> list[int]:
    r, c = divmod(cell, 9)
    out = []
    if r > 0:
        out.append(cell - 9)
    if r < 8:
        out.append(cell + 9)
    if c > 0:
        out.append(cell - 1)
    if c < 8:
        out.append(cell + 1)
    return out


SOLUTIONS = (
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
)


def sample(count: int, seed: int = 1, most: int = 5) -> list[tuple[Grid, list[int]]]:
    """`count` Killers (empty grids, uniqueness unknown) with the solution they were grown on."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        solution = [int(ch) for ch in SOLUTIONS[i % len(SOLUTIONS)]]
        variant = grown_cages(solution, rng, most)
        out.append((Grid([0] * 81, variant=variant), solution))
    return out


def kept() -> list[tuple[str, Grid, list[int]]]:
    """The Killers of tests/data/killers.txt: (name, empty grid, its one solution)."""
    out = []
    for line in (DATA / "killers.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, text, solution = line.split()
        variant, givens = read_killer(text)
        values = [0] * 81 if givens is None else [int(ch) if ch.isdigit() else 0 for ch in givens]
        grid = Grid(values, variant=variant, unique=True)
        out.append((name, grid, [int(ch) for ch in solution]))
    return out


def killer_positions(count: int = 2, every: int = 10) -> list[Grid]:
    """Every `every`-th position of the ladder's solves of the first `count` kept Killers,
    for the tests that sample every technique's steps."""
    from engine import apply_step, next_step

    out = []
    for _, grid, _ in kept()[:count]:
        work = grid.copy()
        i = 0
        while not all(work.values):
            step = next_step(work)
            if step is None:
                break
            if i % every == 0:
                out.append(work.copy())
            apply_step(work, step)
            i += 1
    return out
