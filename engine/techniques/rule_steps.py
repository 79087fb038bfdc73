"""Each rule element's own deductions as ladder steps, for every kind of rule at once.

A rule element explains what it narrows (`Rule.explained`, engine/rules); this finder
only turns those RuleSteps into Steps: the element drawn (a RULE highlight whose ref is
its index in `variant.rules`, so the board can draw that line or arrow highlighted), its
cells in the pattern, the cells that lose candidates as targets. One finder per
technique id, so each deduction family has its own ladder row; a puzzle without rules
costs one attribute test per row.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from .. import memo
from ..explain import Cell, Cells, TechniqueRef, say, short_effect
from ..grid import Grid
from ..rules.base import Rule, RuleStep
from ..step import BASE, CANDIDATE, CELL, PATTERN, RULE, Highlight, Step, target_cells

Finder = Callable[[Grid], Iterator[Step]]


def rule_candidates(grid: Grid) -> list[int]:
    """Every cell's candidates with a filled cell holding its digit: what a rule reads
    (a rule reasons over placed digits and open cells alike)."""
    return [1 << (v - 1) if v else m for v, m in zip(grid.values, grid.candidates, strict=True)]


# An element's deductions depend on its own cells' candidates alone (engine/rules/base.py),
# and a solve moves a few cells at a time: kept by element and those candidates, so the
# many rule rungs of one position, and the next positions, explain each element once.
_EXPLAINED: memo.ContentMemo[tuple[RuleStep, ...]] = memo.ContentMemo(
    "rule-steps: explained", limit=1024
)
_POSITION = "rule-steps:explained"


def explained(rule: Rule, cands: Sequence[int]) -> tuple[RuleStep, ...]:
    """`rule.explained(cands)` in full, kept by the element and its cells' candidates."""
    key = (rule, tuple([cands[c] for c in rule.cells]))
    found = _EXPLAINED.get(key)
    if found is None:
        found = _EXPLAINED.put(key, tuple(rule.explained(cands)))
    return found


def _position_explained(grid: Grid) -> tuple[tuple[RuleStep, ...], ...]:
    cands = rule_candidates(grid)
    return tuple(explained(rule, cands) for rule in grid.variant.rules)


def rule_steps(technique_id: str) -> Finder:
    """The finder of one rule technique: every element's explained deductions of that id."""

    def find(grid: Grid) -> Iterator[Step]:
        rules = grid.variant.rules
        if not rules:
            return
        every = grid.derived(_POSITION, _position_explained)
        for index, rule in enumerate(rules):
            for found in every[index]:
                if found.technique != technique_id or not found.eliminations:
                    continue
                cells = found.cells or rule.cells
                yield Step(
                    technique=technique_id,
                    eliminations=found.eliminations,
                    highlights=(
                        Highlight(RULE, index, BASE),
                        *(Highlight(CELL, c, PATTERN) for c in cells),
                        *target_cells(found.eliminations),
                    ),
                    summary=found.reason,
                    proof=found.proof,
                    nudge_reason=say(
                        "rule-step.nudge", technique=TechniqueRef(technique_id),
                        cell=Cell(cells[0]),
                    ),
                )

    find.__name__ = find.__qualname__ = technique_id.replace("-", "_")
    return find


POINTING = "rule-pointing"


def rule_pointing(grid: Grid) -> Iterator[Step]:
    """A digit a rule element must hold (`Rule.must_contain`: a renban's middle digit)
    leaves every cell that sees all of its places, as pointing does from a box."""
    variant = grid.variant
    if not variant.rules:
        return
    cands = rule_candidates(grid)
    values = grid.values
    for index, rule in enumerate(variant.rules):
        for digit, cells in rule.must_contain(cands):
            bit = 1 << (digit - 1)
            places = [c for c in cells if cands[c] & bit]
            if not places or any(values[c] == digit for c in places):
                continue  # placed already: the houses say the rest
            spots = 0
            for c in places:
                spots |= 1 << c
            seeing = variant.common_peers(spots) & ~spots
            eliminations = tuple(
                (c, digit) for c in range(81)
                if seeing >> c & 1 and not values[c] and cands[c] & bit
            )
            if not eliminations:
                continue
            yield Step(
                technique=POINTING,
                eliminations=eliminations,
                highlights=(
                    Highlight(RULE, index, BASE),
                    *(Highlight(CANDIDATE, (c, digit), PATTERN) for c in places),
                    *target_cells(eliminations),
                ),
                summary=say(POINTING, technique=TechniqueRef(POINTING), rule=rule.named(),
                            digit=digit, cells=Cells.of(places),
                            effect=short_effect((), eliminations)),
                proof=(
                    say("rule-pointing.must-hold", rule=rule.named(), digit=digit,
                        cells=Cells.of(places), marks=[(c, digit) for c in places]),
                    say("rule-pointing.sees", digit=digit, cells=Cells.of(places)),
                ),
                nudge_reason=say("rule-step.nudge", technique=TechniqueRef(POINTING),
                                 cell=Cell(rule.cells[0])),
            )
