"""Naked and hidden subsets (pairs, triples, quads) inside one house.

Naked: n cells of a house whose candidates together are just n digits; those
digits must fill those cells, so the house's other cells lose them. Hidden: n
digits that, in a house, fit only in the same n cells; those cells must hold
them, so they lose every other candidate.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations
from typing import Any

from .. import memo
from ..bits import DIGITS_IN
from ..explain import CageRef, Cell, Cells, Digits, HouseRef, TechniqueRef, say, short_effect
from ..grid import Grid
from ..house_views import HouseView, house_view, house_views
from ..native import compiled
from ..rules.houses import Variant
from ..step import BASE, CAGE, CANDIDATE, HOUSE, PATTERN, RULE, Highlight, Step, target_cells
from .singles import houses_for_compiled, houses_in_hint_order

# The searches compiled (engine/compiled/_subsets.c) where built; the loops below are the
# reference and the fallback.
_subsets = compiled("_subsets")

SIZE_NAMES = {2: "pair", 3: "triple", 4: "quad"}
NAKED, HIDDEN = "naked", "hidden"  # what a house view's quiet notes name


def naked_subsets(n: int):  # noqa: ANN201 - returns a finder
    def finder(grid: Grid) -> Iterator[Step]:
        yield from _naked(grid, n)
        if grid.variant.cages:
            # A cage is a unit too: n of its cells holding n digits keep them from the rest.
            yield from _naked_in_cages(grid, n)
        if grid.variant.rules:
            yield from _naked_in_rule_units(grid, n)

    finder.__name__ = f"naked_{SIZE_NAMES[n]}"
    return finder


def hidden_subsets(n: int):  # noqa: ANN201 - returns a finder
    def finder(grid: Grid) -> Iterator[Step]:
        return _hidden(grid, n)

    finder.__name__ = f"hidden_{SIZE_NAMES[n]}"
    return finder


def locked_subsets(n: int):  # noqa: ANN201 - returns a finder
    """Locked pair/triple: a naked subset inside a box-line intersection clears both houses."""

    def finder(grid: Grid) -> Iterator[Step]:
        return _locked(grid, n)

    finder.__name__ = f"locked_{SIZE_NAMES[n]}"
    return finder


def _naked_groups(grid: Grid, view: HouseView, n: int) -> Iterator[tuple]:
    """Groups of n cells whose candidates are n digits, leaving out degenerate ones.

    A group with a cell that has one candidate, or with a digit that has one
    place in the house, is a single with company: players take the single.
    """
    cands = grid.candidates
    singles = view.single_digits
    for group in combinations(view.small[n], n):
        union = 0
        for c in group:
            union |= cands[c]
        if union.bit_count() == n and not union & singles:
            yield group, union


def _locked(grid: Grid, n: int) -> Iterator[Step]:
    cands = grid.candidates
    houses = grid.variant.houses
    name = SIZE_NAMES[n]
    for h, group, union, cleared, eliminations in _locked_found(grid, n):
        digits = DIGITS_IN[union]
        where = tuple(HouseRef.of(houses[k]) for k in cleared)
        technique = f"locked-{name}"
        yield Step(
            technique=technique,
            eliminations=eliminations,
            highlights=(
                *(Highlight(HOUSE, k, BASE) for k in cleared),
                *_marks(cands, group),
                *target_cells(eliminations),
            ),
            **_naked_words(
                grid, technique, "locked-subset", group, digits, eliminations,
                houses=where, house=HouseRef.of(houses[h]),
            ),
        )


def _locked_found(grid: Grid, n: int) -> Iterator[tuple]:
    """(box, cells, digits, houses cleared, eliminations) of every locked subset of n."""
    cands = grid.candidates
    if _subsets is not None:
        yield from _compiled_houses(grid).locked(cands, n)
        return
    houses = grid.variant.houses
    houses_of = grid.variant.houses_of
    views = house_views(grid)
    for h in houses_in_hint_order(grid):
        box = houses[h]
        if not box.is_box:
            break  # the boxes come first
        view = house_view(grid, views, h)
        if len(view.small[n]) < n:
            continue
        for group, union in _naked_groups(grid, view, n):
            shared = set(houses_of[group[0]])
            for c in group[1:]:
                shared &= set(houses_of[c])
            lines = sorted(shared - {h})
            if not lines:
                continue
            cleared = (h, *lines)
            elims = sorted(
                {
                    (c, d)
                    for k in cleared
                    for c in houses[k].cells
                    if c not in group
                    for d in DIGITS_IN[cands[c] & union]
                }
            )
            line_elims = [e for e in elims if not box.mask >> e[0] & 1]
            if not line_elims or len(line_elims) == len(elims):
                continue  # only one house loses anything: a naked subset, or pointing
            yield h, group, union, cleared, tuple(elims)


def _marks(cands: list[int], group: tuple[int, ...], digits: int = 0x1FF) -> list[Highlight]:
    """The group's candidates among `digits`, as the pattern."""
    return [
        Highlight(CANDIDATE, (c, d), PATTERN) for c in group for d in DIGITS_IN[cands[c] & digits]
    ]


def _naked_words(
    grid: Grid,
    technique: str,
    message: str,
    group: list[int],
    digits: tuple[int, ...],
    eliminations: tuple[tuple[int, int], ...],
    house: HouseRef,
    houses: tuple[HouseRef, ...] = (),
) -> dict[str, Any]:
    """A naked (or locked) subset: the summary says it all; the proof, each cell and what
    it can be (a short pattern needs no more: its summary is the conclusion)."""
    cands = grid.candidates
    said: dict[str, Any] = {"count": len(group), "digits": Digits.of(digits)}
    if houses:
        said["houses"] = houses
    else:
        said["house"] = house
    lines = [
        say("subsets.cell-can-be", marks=[(c, d) for d in DIGITS_IN[cands[c]]], cell=Cell(c),
            digits=Digits.of(DIGITS_IN[cands[c]]))
        for c in group
    ]
    return {
        "summary": say(message, technique=TechniqueRef(technique), cells=Cells.of(group),
                       effect=short_effect((), eliminations), **said),
        "proof": tuple(lines),
        "nudge_reason": say(technique + ".nudge", house=house),
    }


def _naked(grid: Grid, n: int) -> Iterator[Step]:
    cands = grid.candidates
    houses = grid.variant.houses
    name = SIZE_NAMES[n]
    for h, group, union, eliminations in _naked_found(grid, n):
        technique = f"naked-{name}"
        yield Step(
            technique=technique,
            eliminations=eliminations,
            highlights=(
                Highlight(HOUSE, h, BASE),
                *_marks(cands, group),
                *target_cells(eliminations),
            ),
            **_naked_words(
                grid, technique, "naked-subset", group, DIGITS_IN[union], eliminations,
                house=HouseRef.of(houses[h]),
            ),
        )


def _naked_in_cages(grid: Grid, n: int) -> Iterator[Step]:
    """Naked subsets inside a Killer cage: only "no digit twice" is needed, so the
    houses' rule holds in a cage unchanged (Python only; classic grids have no cages)."""
    yield from _naked_in_units(grid, n, (
        (Highlight(CAGE, k, BASE), CageRef.of(cage), cage.cells)
        for k, cage in enumerate(grid.variant.cages)
    ))


def _naked_in_rule_units(grid: Grid, n: int) -> Iterator[Step]:
    """Naked subsets inside a rule's unit (a thermometer, a renban line): no digit
    repeats there either (Python only)."""
    yield from _naked_in_units(grid, n, (
        (Highlight(RULE, k, BASE), rule.named(), unit)
        for k, rule in enumerate(grid.variant.rules)
        for unit in rule.units()
    ))


def _naked_in_units(
    grid: Grid, n: int, units: Iterable[tuple[Highlight, Any, tuple[int, ...]]]
) -> Iterator[Step]:
    cands = grid.candidates
    values = grid.values
    technique = f"naked-{SIZE_NAMES[n]}"
    for drawn, name, cells in units:
        empty = [c for c in cells if not values[c]]
        small = [c for c in empty if 1 < cands[c].bit_count() <= n]
        if len(empty) <= n or len(small) < n:
            continue
        for group in combinations(small, n):
            union = 0
            for c in group:
                union |= cands[c]
            if union.bit_count() != n:
                continue
            eliminations = tuple(
                (c, d) for c in empty if c not in group for d in DIGITS_IN[cands[c] & union]
            )
            if not eliminations:
                continue
            yield Step(
                technique=technique,
                eliminations=eliminations,
                highlights=(
                    drawn,
                    *_marks(cands, group),
                    *target_cells(eliminations),
                ),
                **_naked_words(
                    grid, technique, "naked-subset", list(group), DIGITS_IN[union],
                    eliminations, house=name,
                ),
            )


def _naked_found(grid: Grid, n: int) -> Iterator[tuple]:
    """(house, cells, digits, eliminations) of every naked subset of n."""
    cands = grid.candidates
    if _subsets is not None:
        yield from _compiled_houses(grid).naked(cands, n)
        return
    views = house_views(grid)
    for h in houses_in_hint_order(grid):
        view = house_view(grid, views, h)
        empty = view.empty
        if len(empty) <= n or len(view.small[n]) < n:
            continue
        if (NAKED, n) in view.quiet:
            continue
        quiet = True
        for group, union in _naked_groups(grid, view, n):
            eliminations = tuple(
                (c, d) for c in empty if c not in group for d in DIGITS_IN[cands[c] & union]
            )
            if eliminations:
                quiet = False
                yield h, group, union, eliminations
        if quiet:
            view.quiet.add((NAKED, n))  # what the house holds has no naked subset of n


def _hidden(grid: Grid, n: int) -> Iterator[Step]:
    cands = grid.candidates
    houses = grid.variant.houses
    name = SIZE_NAMES[n]
    for h, digits, group, eliminations in _hidden_found(grid, n):
        house = houses[h]
        mask = sum(1 << (d - 1) for d in digits)
        technique = f"hidden-{name}"
        where_digit = tuple(
            say("subsets.digit-goes", marks=[(c, d) for c in group if cands[c] >> (d - 1) & 1],
                house=HouseRef.of(house), digit=d,
                cells=Cells.of(c for c in group if cands[c] >> (d - 1) & 1))
            for d in digits
        )
        said = {"count": n, "digits": Digits.of(digits)}
        yield Step(
            technique=technique,
            eliminations=eliminations,
            highlights=(
                Highlight(HOUSE, h, BASE),
                *_marks(cands, group, mask),
                *target_cells(eliminations),
            ),
            summary=say(
                "hidden-subset", technique=TechniqueRef(technique), cells=Cells.of(group),
                house=HouseRef.of(house), effect=short_effect((), eliminations), **said,
            ),
            proof=where_digit,
            nudge_reason=say(technique + ".nudge", house=HouseRef.of(house)),
        )


def _hidden_found(grid: Grid, n: int) -> Iterator[tuple]:
    """(house, digits, cells, eliminations) of every hidden subset of n."""
    cands = grid.candidates
    if _subsets is not None:
        yield from _compiled_houses(grid).hidden(cands, n)
        return
    positions = grid.positions
    houses = grid.variant.houses
    # The same digits locked in the same cells can be hidden in two houses at once
    # (two cells of a box that share a line): one deduction, offered once.
    seen: set[tuple[int, int]] = set()
    views = house_views(grid)
    for h in houses_in_hint_order(grid):
        view = house_view(grid, views, h)
        if len(view.empty) <= n:
            continue
        open_digits = DIGITS_IN[view.open_digits[n]]
        if len(open_digits) < n or (HIDDEN, n) in view.quiet:
            continue
        house = houses[h]
        quiet = True
        for digits in combinations(open_digits, n):
            where = 0
            for d in digits:
                where |= positions[d] & house.mask
            if where.bit_count() != n or any(
                cands[c].bit_count() == 1 for c in house.cells if where >> c & 1
            ):
                continue  # a group holding a naked single is that single with company
            mask = sum(1 << (d - 1) for d in digits)
            group = tuple(c for c in house.cells if where >> c & 1)
            eliminations = tuple((c, d) for c in group for d in DIGITS_IN[cands[c] & ~mask])
            if not eliminations:
                continue
            # What a group removes depends on its cells alone, so a house whose groups
            # remove nothing is quiet whatever another house offered first.
            quiet = False
            if (where, mask) in seen:
                continue
            seen.add((where, mask))
            yield h, digits, group, eliminations
        if quiet:
            view.quiet.add((HIDDEN, n))


def _compiled_houses(grid: Grid) -> object:
    return grid.variant.derived(memo.SUBSETS_HOUSES, _make_compiled_houses)


def _make_compiled_houses(variant: Variant) -> object:
    return _subsets.Houses(*houses_for_compiled(variant))  # type: ignore[union-attr]
