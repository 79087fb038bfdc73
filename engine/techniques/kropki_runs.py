"""Kropki runs: white dots in a straight line, each joining the next cell of one row or
column, hold a set of consecutive digits (the cells are all different, and each is one
from the last, so the digits climb or fall one by one): the run is a renban.

A deduction over several dots, so it is a finder of its own rather than one element's
`explained`; it narrows the run as engine/rules/renban.py narrows a renban line.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..bits import DIGITS_IN
from ..explain import Cell, Cells, TechniqueRef, say, short_effect
from ..grid import Grid
from ..rules.kropki import WhiteDot
from ..rules.renban import Renban
from ..step import BASE, CELL, PATTERN, RULE, Highlight, Step, target_cells
from .rule_steps import rule_candidates

TECHNIQUE = "kropki-run"


def _runs(grid: Grid) -> Iterator[tuple[tuple[int, ...], int]]:
    """(cells, the index of its first dot) of every straight run of three or more cells
    joined by plain white dots."""
    dots: dict[tuple[int, int], int] = {}
    for index, rule in enumerate(grid.variant.rules):
        if isinstance(rule, WhiteDot) and rule.difference == 1:
            dots[(min(rule.pair), max(rule.pair))] = index
    if len(dots) < 2:
        return
    for step in (1, 9):
        for (a, b), index in dots.items():
            if b - a != step or (a - step, a) in dots:
                continue  # not the start of a run this way
            path = [a, b]
            while (path[-1], path[-1] + step) in dots:
                path.append(path[-1] + step)
            if len(path) >= 3:
                yield tuple(path), index


def kropki_runs(grid: Grid) -> Iterator[Step]:
    if not grid.variant.rules:
        return
    cands = None
    for path, index in _runs(grid):
        if cands is None:
            cands = rule_candidates(grid)
        line = Renban(path)
        narrowed = line.narrow(cands)
        if not narrowed:
            continue
        eliminations = tuple(sorted(
            (c, d) for c, keep in narrowed.items() if not grid.values[c]
            for d in DIGITS_IN[cands[c] & ~keep]))
        if not eliminations:
            continue
        runs = tuple(say("renban.run", low=DIGITS_IN[r][0], high=DIGITS_IN[r][-1])
                     for r in line.possible_runs(cands))
        yield Step(
            technique=TECHNIQUE,
            eliminations=eliminations,
            highlights=(
                Highlight(RULE, index, BASE),
                *(Highlight(CELL, c, PATTERN) for c in path),
                *target_cells(eliminations),
            ),
            summary=say(TECHNIQUE, technique=TechniqueRef(TECHNIQUE), cells=Cells.of(path),
                        count=len(path), runs=runs, effect=short_effect((), eliminations)),
            nudge_reason=say("rule-step.nudge", technique=TechniqueRef(TECHNIQUE),
                             cell=Cell(path[0])),
        )
