"""Killer cages: the digit sets that make a cage's sum, and what they remove.

Cage combinations: the sets of distinct digits that add up to the cage's sum in
its cells ("13 in two cells: 4+9, 5+8 or 6+7, so no 1, 2 or 3"). Against the
candidates: a set needing a digit no cell can hold, or one whose digits cannot
each find a cell, is out, and so are candidates no remaining set gives their cell.
Cage pointing: a digit every remaining set holds must sit in the cage; where its
places there share a house, the rest of that house loses it, as in a pointing pair.

Only a Killer has cages: on every other variant these finders yield nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from ..bits import ALL_DIGITS, DIGITS_IN, POPCOUNT
from ..cage_fits import CageFit, arithmetic_combos, cage_fits
from ..explain import (
    CageRef,
    Cell,
    Cells,
    Combos,
    Digits,
    HouseRef,
    TechniqueRef,
    say,
    short_effect,
)
from ..grid import Grid
from ..rules.houses import Cage
from ..step import (
    BASE,
    CAGE,
    CANDIDATE,
    COVER,
    HOUSE,
    PATTERN,
    Highlight,
    Step,
    target_cells,
)
from .cage_sums import confined_required_digits


def _combos(masks: tuple[int, ...] | list[int]) -> Combos:
    return Combos.of(DIGITS_IN[m] for m in masks)


def _placed(grid: Grid, cage: Cage) -> tuple[list[int], int]:
    """The cage's filled cells and the set of their digits."""
    values = grid.values
    cells = [c for c in cage.cells if values[c]]
    digits = 0
    for c in cells:
        digits |= 1 << (values[c] - 1)
    return cells, digits


def _placed_line(grid: Grid, cage: Cage, filled: list[int], rest: int, count: int) -> list:
    """'r1c4 already holds 5, so the other two cells add up to 8', when something is placed."""
    if not filled:
        return []
    return [say("cage.placed", cage=CageRef.of(cage), cells=Cells.of(filled),
                digits=Digits.of(sorted(grid.values[c] for c in filled)), count=count,
                total=rest)]


def _cage_highlights(k: int, cells: list[int] | tuple[int, ...], keep: list[int],
                     eliminations: tuple) -> tuple[Highlight, ...]:
    marks = [Highlight(CANDIDATE, (c, d), PATTERN)
             for c, mask in zip(cells, keep, strict=True) for d in DIGITS_IN[mask]]
    return (Highlight(CAGE, k, BASE), *marks, *target_cells(eliminations))


def cage_combinations(grid: Grid) -> Iterator[Step]:
    """Candidates that no set of distinct digits making their cage's sum holds: one step
    for every cage at once (each cage says the same kind of thing, as a player pencils a
    new Killer in one pass), or the one cage's own step when only one has any."""
    cages = grid.variant.cages
    if not cages:
        return
    values, cands = grid.values, grid.candidates
    found = []
    for k, cage in enumerate(cages):
        empty = [c for c in cage.cells if not values[c]]
        if not empty:
            continue
        filled, placed = _placed(grid, cage)
        rest = cage.total - sum(values[c] for c in filled)
        combos = arithmetic_combos(rest, len(empty), ALL_DIGITS & ~placed)
        union = 0
        for m in combos:
            union |= m
        eliminations = tuple((c, d) for c in empty for d in DIGITS_IN[cands[c] & ~union])
        if eliminations:
            found.append((k, cage, empty, filled, rest, combos, union, eliminations))
    if len(found) == 1:
        yield _one_cage_combinations(grid, *found[0])
    elif found:
        yield _cages_combinations(found)


def _one_cage_combinations(grid: Grid, k: int, cage: Cage, empty: list[int], filled: list[int],
                           rest: int, combos: tuple[int, ...], union: int,
                           eliminations: tuple) -> Step:
    cands = grid.candidates
    ref = CageRef.of(cage)
    gone = sorted({d for _, d in eliminations})
    return Step(
        technique="cage-combinations",
        eliminations=eliminations,
        highlights=_cage_highlights(k, empty, [cands[c] & union for c in empty], eliminations),
        summary=say("cage-combinations", technique=TechniqueRef("cage-combinations"),
                    cage=ref, total=rest, count=len(empty), combos=_combos(combos),
                    digits=Digits.of(gone), effect=short_effect((), eliminations)),
        proof=(
            *_placed_line(grid, cage, filled, rest, len(empty)),
            say("cage.combinations", total=rest, count=len(empty), combos=_combos(combos)),
            say("cage.none-has", digits=Digits.of(gone), cells=Cells.of(empty)),
        ),
        nudge_reason=say("cage-combinations.nudge", cage=ref),
    )


def _cages_combinations(found: list[tuple]) -> Step:
    """Every cage's combinations in one step: a line per cage, its sets and what goes."""
    eliminations = tuple(sorted(e for *_, found_here in found for e in found_here))
    lines = []
    for _, cage, empty, _, rest, combos, _, removed in found:
        lines.append(say(
            "cage-combinations.cage" if len(empty) == len(cage.cells)
            else "cage-combinations.cage-rest",
            cage=CageRef.of(cage), total=rest, count=len(empty),
            combos=_combos(combos), digits=Digits.of(sorted({d for _, d in removed})),
        ))
    return Step(
        technique="cage-combinations",
        eliminations=eliminations,
        highlights=(
            *(Highlight(CAGE, f[0], BASE) for f in found),
            *target_cells(eliminations),
        ),
        summary=say("cage-combinations.many", technique=TechniqueRef("cage-combinations"),
                    count=len(found), effect=short_effect((), eliminations)),
        proof=tuple(lines),
        nudge_reason=say("cage-combinations.many.nudge", count=len(found)),
    )


def _why_out(cands: list[int], fit: CageFit, combo: int) -> object:
    """Why a digit set of the sum cannot fill the cage's cells: a digit no cell holds,
    or some cells with fewer of its digits between them than they are."""
    union = 0
    for c in fit.cells:
        union |= cands[c]
    missing = combo & ~union
    if missing:
        return say("cage.combo-missing", combo=_combos([combo]),
                   digits=Digits.of(DIGITS_IN[missing]))
    for size in range(1, len(fit.cells)):
        for group in combinations(fit.cells, size):
            room = 0
            for c in group:
                room |= cands[c] & combo
            if POPCOUNT[room] < size:
                if not room:
                    return say("cage.combo-no-room", combo=_combos([combo]), cell=Cell(group[0]))
                return say("cage.combo-crowded", combo=_combos([combo]), cells=Cells.of(group),
                           count=size, digits=Digits.of(DIGITS_IN[room]))
    return say("cage.combo-crowded", combo=_combos([combo]), cells=Cells.of(fit.cells),
               count=len(fit.cells), digits=Digits.of(DIGITS_IN[combo]))


def cage_combination_elimination(grid: Grid) -> Iterator[Step]:
    """Digit sets of the sum that the candidates cannot hold are out; a candidate no
    remaining set gives its cell goes."""
    cages = grid.variant.cages
    if not cages:
        return
    cands = grid.candidates
    for k, (cage, fit) in enumerate(zip(cages, cage_fits(grid), strict=True)):
        if not fit.cells or not fit.combos:
            continue
        eliminations = tuple(
            (c, d) for c, keep in zip(fit.cells, fit.fits, strict=True)
            for d in DIGITS_IN[cands[c] & ~keep]
        )
        if not eliminations:
            continue
        filled, placed = _placed(grid, cage)
        arithmetic = arithmetic_combos(fit.total, len(fit.cells), ALL_DIGITS & ~placed)
        out = [m for m in arithmetic if m not in fit.combos]
        ref = CageRef.of(cage)
        losing = sorted({c for c, _ in eliminations})
        fits = dict(zip(fit.cells, fit.fits, strict=True))
        yield Step(
            technique="cage-combination-elimination",
            eliminations=eliminations,
            highlights=_cage_highlights(k, fit.cells, [cands[c] & f for c, f in fits.items()],
                                        eliminations),
            summary=say("cage-combination-elimination",
                        technique=TechniqueRef("cage-combination-elimination"), cage=ref,
                        total=fit.total, count=len(fit.cells), combos=_combos(fit.combos),
                        effect=short_effect((), eliminations)),
            proof=(
                *_placed_line(grid, cage, filled, fit.total, len(fit.cells)),
                *(_why_out(cands, fit, m) for m in out),
                *(say("cage.cell-fits", combos=_combos(fit.combos), cell=Cell(c),
                      digits=Digits.of(DIGITS_IN[cands[c] & fits[c]]))
                  for c in losing),
            ),
            nudge_reason=say("cage-combination-elimination.nudge", cage=ref),
        )


def cage_pointing(grid: Grid) -> Iterator[Step]:
    """A digit every remaining set holds sits in the cage; where its places share a
    house, the house's other cells lose it."""
    variant = grid.variant
    if not variant.cages:
        return
    houses = variant.houses
    for k, (cage, fit) in enumerate(zip(variant.cages, cage_fits(grid), strict=True)):
        if not fit.combos:
            continue
        for d, where, cover, eliminations in confined_required_digits(grid, fit):
            ref = CageRef.of(cage)
            pattern = [(c, d) for c in where]
            yield Step(
                technique="cage-pointing",
                eliminations=eliminations,
                highlights=(
                    Highlight(CAGE, k, BASE),
                    *(Highlight(HOUSE, h, COVER) for h in cover),
                    *(Highlight(CANDIDATE, cd, PATTERN) for cd in pattern),
                    *target_cells(eliminations),
                ),
                summary=say("cage-pointing", technique=TechniqueRef("cage-pointing"), cage=ref,
                            combos=_combos(fit.combos), digit=d, cells=Cells.of(where),
                            houses=tuple(HouseRef.of(houses[h]) for h in cover),
                            effect=short_effect((), eliminations)),
                proof=(
                    say("cage.every-combo-has", combos=_combos(fit.combos), digit=d, cage=ref),
                    say("cage.digit-places", marks=pattern, cage=ref, digit=d,
                        cells=Cells.of(where)),
                    say("cage.places-share", marks=pattern,
                        houses=tuple(HouseRef.of(houses[h]) for h in cover), digit=d),
                ),
                nudge_reason=say("cage-pointing.nudge", cage=ref),
            )
