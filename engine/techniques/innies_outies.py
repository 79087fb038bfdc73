"""The rule of 45: a house adds up to 45, so what its cages leave over has a known sum.

Innies: a region's cells outside the cages wholly inside it add up to 45 per house
less those cages. Outies: the cells of the cages reaching into the region that
stick out add up to those cages less 45 per house. Counting one reaching cage whole
leaves one innie and one outie whose difference is known ("r1c4 is 3 more than
r2c6"). The cells of such a sum are a cage nobody drew: its digits repeat only where
two cells share no unit. Where they do share a house, the sum is a hidden cage with
combinations of its own, and a digit all of them hold must sit in it.

Regions: one house (the rule of 45 players learn first), or two or three adjacent
rows, columns or boxes (harder to see). Only a Killer has cages.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ..bits import DIGITS_IN
from ..cage_fits import cage_fit
from ..explain import (
    CageRef,
    Cell,
    Cells,
    Combos,
    Digits,
    HouseRef,
    Houses,
    TechniqueRef,
    say,
    short_effect,
)
from ..grid import Grid
from ..step import BASE, CAGE, CANDIDATE, CELL, COVER, HOUSE, PATTERN, Highlight, Step, target_cells
from .cage_sums import (
    DIFFERENCE,
    INNIES,
    SumForm,
    confined_required_digits,
    one_unit,
    sum_fit,
    sum_forms,
    sum_ways,
)

# A sum's ways listed in a proof, at most: more are counted, not written out.
WAYS_SHOWN = 8


def _region_ref(grid: Grid, form: SumForm) -> object:
    houses = [grid.variant.houses[h] for h in form.region.houses]
    if len(houses) == 1:
        return HouseRef.of(houses[0])
    return Houses.of(houses[0].kind, [h.number for h in houses])


def _counted_line(grid: Grid, form: SumForm, region: object) -> object:
    """The proof's first line: which cages are counted and what they add up to."""
    cages = grid.variant.cages
    if form.form == DIFFERENCE:
        inside = [k for k in form.cages if k != form.split]
        return say("rule-of-45.split", region=region, cage=CageRef.of(cages[form.split]),
                   total=cages[form.split].total,
                   cages=tuple(CageRef.of(cages[k]) for k in inside),
                   inside=sum(cages[k].total for k in inside))
    counted = [k for k in form.cages]
    total = sum(cages[k].total for k in counted)
    if not counted:
        return say("rule-of-45.none-inside", region=region)
    message = "rule-of-45.inside" if form.form == INNIES else "rule-of-45.reaching"
    return say(message, region=region, cages=tuple(CageRef.of(cages[k]) for k in counted),
               total=total)


def _findings(grid: Grid, pick: Callable[[SumForm], bool]) -> Iterator[tuple]:
    """(form, empty cells, their signed sum, per cell what it keeps) where a form removes
    something, in the forms' order (one house before several, fewest cells first)."""
    cands = grid.candidates
    for form in sum_forms(grid.variant):
        if not pick(form):
            continue
        empty, rest, fits = sum_fit(grid, form.cells, form.signs, form.target)
        if not empty or not any(cands[c] & ~f for c, f in zip(empty, fits, strict=True)):
            continue
        yield form, empty, rest, fits


def _sum_step(grid: Grid, technique: str, form: SumForm, empty: tuple[int, ...],
              rest: int, fits: tuple[int, ...]) -> Step:
    cands, values = grid.candidates, grid.values
    region = _region_ref(grid, form)
    placements: tuple[tuple[int, int], ...] = ()
    if len(empty) == 1 and DIGITS_IN[fits[0]] and len(DIGITS_IN[fits[0]]) == 1:
        placements = ((empty[0], DIGITS_IN[fits[0]][0]),)
        eliminations: tuple[tuple[int, int], ...] = ()
    else:
        eliminations = tuple(
            (c, d) for c, f in zip(empty, fits, strict=True) for d in DIGITS_IN[cands[c] & ~f]
        )
    filled = [c for c in form.cells if values[c]]
    lines = [_counted_line(grid, form, region)]
    if form.form == DIFFERENCE:
        innie, outie = form.cells
        more = form.target
        big, small = (innie, outie) if more >= 0 else (outie, innie)
        summary_key, said = "innie-outie-difference", {
            "bigger": Cell(big), "smaller": Cell(small), "difference": abs(more)}
        if more == 0:
            summary_key = "innie-outie-difference.equal"
        lines.append(say("rule-of-45.difference", innie=Cell(innie), outie=Cell(outie),
                         bigger=Cell(big), smaller=Cell(small), difference=abs(more),
                         region=region))
    else:
        summary_key = f"rule-of-45.{form.form}"
        said = {"cells": Cells.of(form.cells), "total": form.target,
                "whole": 45 * len(form.region.houses)}
        lines.append(say(f"rule-of-45.{form.form}-sum", region=region, cells=Cells.of(form.cells),
                         total=form.target, whole=45 * len(form.region.houses)))
    if filled:
        lines.append(say("sum.placed", cells=Cells.of(filled),
                         digits=Digits.of(values[c] for c in filled), rest=Cells.of(empty)))
    if len(empty) > 1 and not one_unit(grid.variant, empty):
        lines.append(say("sum.may-repeat", cells=Cells.of(empty)))
    if len(empty) > 1 and form.form != DIFFERENCE:
        # The ways that are left are what the conclusion rests on: say them.
        ways = sum_ways(grid, empty, rest)
        if len(ways) > WAYS_SHOWN:
            lines.append(say("sum.combos-more", total=rest, combos=Combos.of(ways[:WAYS_SHOWN]),
                             more=len(ways) - WAYS_SHOWN))
        elif ways:
            lines.append(say("sum.combos", total=rest, combos=Combos.of(ways)))
    if placements:
        cell, digit = placements[0]
        lines.append(say("sum.cell-is", marks=[(cell, digit)], cell=Cell(cell), digit=digit))
    else:
        for c, f in zip(empty, fits, strict=True):
            if cands[c] & ~f:
                lines.append(say("sum.cell-fits", cell=Cell(c),
                                 digits=Digits.of(DIGITS_IN[cands[c] & f])))
    counted = form.cages if form.form != DIFFERENCE else (form.split,)
    return Step(
        technique=technique,
        placements=placements,
        eliminations=eliminations,
        highlights=(
            *(Highlight(HOUSE, h, BASE) for h in form.region.houses),
            *(Highlight(CAGE, k, COVER) for k in counted),
            *(Highlight(CELL, c, PATTERN) for c in empty),
            *target_cells(placements or eliminations),
        ),
        summary=say(summary_key, technique=TechniqueRef(technique), region=region,
                    effect=short_effect(placements, eliminations), **said),
        proof=tuple(lines),
        nudge_reason=say(technique + ".nudge", region=region),
    )


def _single(form: SumForm) -> bool:
    return len(form.region.houses) == 1


def rule_of_45(grid: Grid) -> Iterator[Step]:
    """Innies or outies of one house."""
    if not grid.variant.cages:
        return
    for form, empty, rest, fits in _findings(grid, lambda f: _single(f) and f.form != DIFFERENCE):
        yield _sum_step(grid, "rule-of-45", form, empty, rest, fits)


def rule_of_45_houses(grid: Grid) -> Iterator[Step]:
    """Innies or outies of two or three adjacent rows, columns or boxes."""
    if not grid.variant.cages:
        return
    for form, empty, rest, fits in _findings(
        grid, lambda f: not _single(f) and f.form != DIFFERENCE
    ):
        yield _sum_step(grid, "rule-of-45-houses", form, empty, rest, fits)


def innie_outie_difference(grid: Grid) -> Iterator[Step]:
    """One innie and one outie: their difference is known."""
    if not grid.variant.cages:
        return
    for form, empty, rest, fits in _findings(grid, lambda f: f.form == DIFFERENCE):
        yield _sum_step(grid, "innie-outie-difference", form, empty, rest, fits)


def hidden_cage(grid: Grid) -> Iterator[Step]:
    """The innies or outies of one house that share a house are a cage nobody drew; a
    digit all its combinations hold leaves the rest of the house they share."""
    variant = grid.variant
    if not variant.cages:
        return
    houses = variant.houses
    for form in sum_forms(variant):
        if not _single(form) or form.form == DIFFERENCE:
            continue
        fit = cage_fit(grid, form.cells, form.target)
        if len(fit.cells) < 2 or not fit.combos or not one_unit(variant, fit.cells):
            continue
        for d, where, cover, eliminations in confined_required_digits(grid, fit):
            region = _region_ref(grid, form)
            pattern = [(c, d) for c in where]
            combos = Combos.of(DIGITS_IN[m] for m in fit.combos)
            left = say("hidden-cage.innies" if form.form == INNIES else "hidden-cage.outies",
                       region=region)
            yield Step(
                technique="hidden-cage",
                eliminations=eliminations,
                highlights=(
                    *(Highlight(HOUSE, h, BASE) for h in form.region.houses),
                    *(Highlight(CAGE, k, COVER) for k in form.cages),
                    *(Highlight(CELL, c, PATTERN) for c in fit.cells),
                    *(Highlight(CANDIDATE, cd, PATTERN) for cd in pattern),
                    *target_cells(eliminations),
                ),
                summary=say("hidden-cage", technique=TechniqueRef("hidden-cage"), left=left,
                            cells=Cells.of(fit.cells), total=fit.total, combos=combos,
                            digit=d, places=Cells.of(where),
                            houses=tuple(HouseRef.of(houses[h]) for h in cover),
                            effect=short_effect((), eliminations)),
                proof=(
                    _counted_line(grid, form, region),
                    say(f"rule-of-45.{form.form}-sum", region=region,
                        cells=Cells.of(form.cells), total=form.target,
                        whole=45 * len(form.region.houses)),
                    say("hidden-cage.a-cage", cells=Cells.of(fit.cells), total=fit.total,
                        count=len(fit.cells), combos=combos),
                    say("hidden-cage.digit-places", marks=pattern, digit=d,
                        cells=Cells.of(where)),
                    say("cage.places-share", marks=pattern,
                        houses=tuple(HouseRef.of(houses[h]) for h in cover), digit=d),
                ),
                nudge_reason=say("hidden-cage.nudge", region=region),
            )
