"""Parity sums: set theory on odd and even, where arrows and little killers meet houses.

A house's nine digits hold five odd ones and add up to 45, an odd number. An arrow's
circle equals its shaft's sum, so the circle and the shaft together add up to an even
number (twice the circle); a pill's number is odd or even as its last digit is. A little
killer's diagonal adds up to its clue. Read modulo 2, each
of these says "these cells hold an odd (or even) number of odd digits": equations over
the cells' parities, which add up as a strong solver's set theory does ("row 5 holds an
odd total; the arrows inside it hold even totals; so r5c4+r5c5+r5c6 is odd").

The finder takes a house, tries each way its open cells can hold the odd digits it still
needs, and keeps the ways the equations allow (Gaussian elimination over two values);
a cell odd in every way kept loses its even digits, and the other way round. Sound: each
equation holds in every solution, and a house holds five odd digits in every solution.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from ..bits import DIGITS_IN
from ..explain import Cells, HouseRef, Reason, TechniqueRef, say, short_effect
from ..grid import Grid
from ..rules.arrow import Arrow
from ..rules.little_killer import LittleKiller
from ..step import BASE, CELL, PATTERN, RULE, Highlight, Step, target_cells
from .rule_steps import rule_candidates

TECHNIQUE = "parity-sums"
ODD = 0b101010101  # 1, 3, 5, 7, 9
EVEN = 0b010101010
_RHS = 1 << 81  # an equation: bits 0..80 its cells, bit 81 its sum's parity
_CELLS = _RHS - 1
# A house whose open cells could hold its odd digits in more ways than this is skipped.
_MOST_WAYS = 126

# An equation's source: ("house", index in variant.houses) or ("rule", index in rules).
Source = tuple[str, int]


def equations(grid: Grid) -> list[tuple[int, Source]]:
    """Every parity equation the variant's houses and sum clues give (cells, parity)."""
    variant = grid.variant
    found: list[tuple[int, Source]] = []
    for index, house in enumerate(variant.houses):
        if len(house.cells) == 9:
            found.append((house.mask | _RHS, ("house", index)))
    for index, rule in enumerate(variant.rules):
        cells: Sequence[int] = ()
        odd = 0
        if isinstance(rule, Arrow):
            cells = (rule.circle[-1], *rule.shaft)  # the number's parity is its last digit's
        elif isinstance(rule, LittleKiller):
            cells, odd = rule.path, rule.total & 1
        if not cells:
            continue
        row = odd * _RHS
        for c in cells:
            row ^= 1 << c  # a cell met twice adds an even amount
        found.append((row, ("rule", index)))
    return found


def _open_constraints(base: list[tuple[int, int]], open_mask: int
                      ) -> list[tuple[int, int]] | None:
    """What the equations say about the open cells alone: every other cell is solved
    for first (Gaussian elimination over two values, their cells as pivots), and the rows
    left hold open cells only. An assignment of the open cells meeting those rows extends
    to the rest. Each row carries the source equations (bits) it was added up from; None
    when the equations contradict each other (a broken position)."""
    pivots: list[tuple[int, int, int]] = []  # (pivot cell, row, sources)
    left: list[tuple[int, int]] = []
    for row, used in base:
        for pivot, other, sources in pivots:
            if row >> pivot & 1:
                row ^= other
                used ^= sources
        outside = row & _CELLS & ~open_mask
        if outside:
            pivots.append((outside.bit_length() - 1, row, used))
        elif row & _CELLS:
            left.append((row, used))
        elif row:
            return None
    return left


def parity_sums(grid: Grid) -> Iterator[Step]:
    variant = grid.variant
    if not variant.rules:
        return
    sources = equations(grid)
    if all(kind == "house" for _, (kind, _i) in sources):
        return
    cands = rule_candidates(grid)
    base = [(row, 1 << i) for i, (row, _source) in enumerate(sources)]
    known = odd_known = 0  # cells whose parity the candidates fix, and the odd ones
    for c in range(81):
        odd, even = cands[c] & ODD, cands[c] & EVEN
        if odd and even:
            continue
        known |= 1 << c
        odd_known |= bool(odd) << c
        base.append(((1 << c) | (bool(odd) * _RHS), 0))
    for index, house in enumerate(variant.houses):
        if len(house.cells) != 9 or not house.mask & ~known:
            continue
        step = _house_step(grid, cands, base, sources, index, known, odd_known)
        if step is not None:
            yield step


def _house_step(grid: Grid, cands: list[int], base: list[tuple[int, int]],
                sources: list[tuple[int, Source]], index: int, known: int,
                odd_known: int) -> Step | None:
    house = grid.variant.houses[index]
    open_cells = [c for c in house.cells if not known >> c & 1]
    if len(open_cells) < 2:
        return None
    needed = 5 - (house.mask & odd_known).bit_count()
    if not 0 <= needed <= len(open_cells):
        return None
    ways = list(combinations(open_cells, needed))
    if len(ways) > _MOST_WAYS:
        return None
    open_mask = house.mask & ~known
    constraints = _open_constraints(base, open_mask)
    if not constraints:
        return None  # nothing ties the open cells: every way stands
    can_odd = can_even = 0
    used = 0
    for odd_cells in ways:
        odd_mask = 0
        for c in odd_cells:
            odd_mask |= 1 << c
        for row, sources_used in constraints:
            if (row & odd_mask).bit_count() & 1 != row >> 81 & 1:
                used |= sources_used
                break
        else:
            can_odd |= odd_mask
            can_even |= open_mask & ~odd_mask
    eliminations = []
    for c in open_cells:
        if not can_odd >> c & 1:
            eliminations += [(c, d) for d in DIGITS_IN[cands[c] & ODD]]
        if not can_even >> c & 1:
            eliminations += [(c, d) for d in DIGITS_IN[cands[c] & EVEN]]
    if not eliminations or not (can_odd | can_even):
        return None
    eliminations.sort()
    return _step(grid, sources, index, used, open_cells, can_odd, can_even,
                 tuple(eliminations))


def _source_line(grid: Grid, source: Source) -> Reason:
    """One equation in words: a house's odd total, an arrow's even one, a diagonal's."""
    kind, index = source
    if kind == "house":
        return say("parity-sums.house", house=HouseRef.of(grid.variant.houses[index]))
    rule = grid.variant.rules[index]
    if isinstance(rule, LittleKiller):
        message = "parity-sums.diagonal-odd" if rule.total & 1 else "parity-sums.diagonal-even"
        return say(message, rule=rule.named(), total=rule.total)
    return say("parity-sums.arrow", rule=rule.named(), cells=Cells.of(rule.cells))


def _step(grid: Grid, sources: list[tuple[int, Source]], index: int, used: int,
          open_cells: list[int], can_odd: int, can_even: int,
          eliminations: tuple[tuple[int, int], ...]) -> Step:
    variant = grid.variant
    house = variant.houses[index]
    odd = [c for c in open_cells if not can_even >> c & 1]
    even = [c for c in open_cells if not can_odd >> c & 1]
    behind = [sources[i][1] for i in range(len(sources)) if used >> i & 1]
    if ("house", index) not in behind:
        behind.insert(0, ("house", index))  # the house whose odd digits are counted
    rules = sorted(i for kind, i in behind if kind == "rule")
    proof = [_source_line(grid, source) for source in behind]
    if odd:
        proof.append(say("parity-sums.odd", house=HouseRef.of(house), cells=Cells.of(odd),
                         marks=[(c, d) for c, d in eliminations if c in odd]))
    if even:
        proof.append(say("parity-sums.even", house=HouseRef.of(house), cells=Cells.of(even),
                         marks=[(c, d) for c, d in eliminations if c in even]))
    return Step(
        technique=TECHNIQUE,
        eliminations=eliminations,
        highlights=(
            *(Highlight(RULE, r, BASE) for r in rules),
            *(Highlight(CELL, c, PATTERN) for c in open_cells),
            *target_cells(eliminations),
        ),
        summary=say(TECHNIQUE, technique=TechniqueRef(TECHNIQUE), house=HouseRef.of(house),
                    effect=short_effect((), eliminations)),
        proof=tuple(proof),
        nudge_reason=say("parity-sums.nudge", technique=TechniqueRef(TECHNIQUE),
                         house=HouseRef.of(house)),
    )
