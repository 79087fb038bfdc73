"""House sums: a house filled whole with the arrows and little killers meeting it
(engine/house_sums.py), as a ladder rung: the digits no filling keeps leave."""

from __future__ import annotations

from collections.abc import Iterator

from ..bits import DIGITS_IN
from ..explain import Cells, HouseRef, TechniqueRef, say, short_effect
from ..grid import Grid
from ..house_sums import house_sums as groups_of
from ..house_sums import narrow
from ..step import BASE, CELL, PATTERN, RULE, Highlight, Step, target_cells
from .rule_steps import rule_candidates

TECHNIQUE = "house-sums"


def house_sums(grid: Grid) -> Iterator[Step]:
    variant = grid.variant
    if not variant.rules:
        return
    groups = groups_of(variant)
    if not groups:
        return
    cands = rule_candidates(grid)
    for group in groups:
        kept = narrow(group, cands)
        if not kept:
            continue  # nothing removed, the search gave up, or the position is broken
        eliminations = tuple(sorted(
            (c, d) for c, m in kept.items() if not grid.values[c]
            for d in DIGITS_IN[cands[c] & ~m]))
        if not eliminations:
            continue
        house = HouseRef.of(variant.houses[group.house])
        rules = sorted({p.rule for p in group.parts})
        proof = [say("house-sums.element", rule=variant.rules[r].named(),
                     cells=Cells.of(p.inside))
                 for r in rules for p in group.parts if p.rule == r]
        cells = sorted({c for c, _ in eliminations})
        proof.append(say("house-sums.left", house=house, cells=Cells.of(cells),
                         marks=list(eliminations)))
        yield Step(
            technique=TECHNIQUE,
            eliminations=eliminations,
            highlights=(
                *(Highlight(RULE, r, BASE) for r in rules),
                *(Highlight(CELL, c, PATTERN) for c in variant.houses[group.house].cells),
                *target_cells(eliminations),
            ),
            summary=say(TECHNIQUE, technique=TechniqueRef(TECHNIQUE), house=house,
                        effect=short_effect((), eliminations)),
            proof=tuple(proof),
            nudge_reason=say("house-sums.nudge", technique=TechniqueRef(TECHNIQUE),
                             house=house),
        )
