"""The verified trial: the last resort, so the assistant always has a next hint.

Assume a candidate, follow the singles, and run into a contradiction: the
candidate is false. Where the singles alone do not get there, go one level
deeper (after the assumption and its singles, every candidate of some cell,
or every place of a digit in a house, runs into a contradiction of its own),
and failing that, let a full search settle it. Either way the conclusion is
checked against the brute-force solution of the position before it is offered,
and the explanation says how it was found: a chain read out implication by
implication, or plainly "found by search" with what was assumed and what it
ran into.

Only candidates that are not the solution digit are tried: a candidate of
the solution never leads to a contradiction, so leaving them out finds the
same steps, sooner.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..brute_force import solve
from ..grid import Grid
from ..houses import cell_name
from ..notation import eliminations_text, placements_text
from ..propagation import (
    FALSE,
    NETS,
    Contradiction,
    Implications,
    Propagation,
    Tables,
    bits_literals,
    implications,
    is_true,
    literal,
    literal_cell,
    literal_digit,
    literal_text,
    negation,
    source_bits,
)
from ..step import BASE, CANDIDATE, CELL, HOUSE, ON, PATTERN, TARGET, Highlight, Step
from .forcing import contradiction_sentence, contradiction_text, drawing

TECHNIQUE = "verified-trial"
# A last resort offers a few steps, not one per false candidate.
TRIAL_STEPS = 10
# Candidates given the two-level search before a full search decides.
NESTED_TRIES = 6
# Candidates a full search is asked about when nothing shorter settled one.
SEARCH_TRIES = 8
# At most this many contradictions of one round are replayed to pick the shortest.
REPLAYS_PER_ROUND = 24
SEARCH_WORDS = "found by search, not by a chain a person would spot"


def trial(grid: Grid) -> Iterator[Step]:
    """Verified trial steps: singles contradictions first (shortest first), then deeper ones."""
    # The check against "the" solution means something only when there is one:
    # on a position of unknown origin the trial stays silent, like the rectangles.
    if all(grid.values) or not grid.unique:
        return
    imp = implications(grid)
    if imp.broken:
        return
    solution = solve(grid.values, grid.variant)
    if solution is None:
        return  # the placed digits already rule out every completion
    false_nodes = [n for n in imp.nodes if solution[n % 81] != n // 81 + 1]
    if not false_nodes:
        # Every candidate left is the solution: take one as proven by its cell.
        yield from _placements(grid, imp, solution)
        return
    offered = 0
    tables = Tables(imp, source_bits(false_nodes), NETS)
    for rnd, _changed, bad in tables.rounds():
        if not bad:
            continue
        found = []
        for src in bits_literals(bad)[:REPLAYS_PER_ROUND]:
            prop = Propagation(imp, (src,), NETS, max_round=rnd)
            broke = prop.contradiction
            if broke is None:
                continue  # the replay must confirm what the tables saw
            trail = prop.trail(broke.premises)
            found.append((len(trail), src, prop, trail, broke))
        found.sort(key=lambda item: (item[0], item[1]))
        for _size, src, prop, trail, broke in found:
            if _sound(src, solution):
                yield _chain_step(grid, src, prop, trail, broke)
                offered += 1
                if offered >= TRIAL_STEPS:
                    return
    left = tables.sources if offered == 0 else tables.sources & ~tables.contradicted
    rest = bits_literals(left)
    if not rest:
        return
    # The assumptions that force the most are the likeliest to break soon after.
    counts = tables.consequence_counts()
    rest.sort(key=lambda lit: (-counts[lit], lit))
    first: _Deeper | None = None
    for src in rest[:NESTED_TRIES]:
        deeper = _deeper(grid, imp, src, solution)
        if deeper is None:
            continue
        if deeper.settled:
            yield _deeper_step(grid, deeper)
            offered += 1
            if offered >= TRIAL_STEPS:
                return
        elif first is None:
            first = deeper
    if offered:
        return
    if first is None:
        # On a puzzle with one solution the first candidate settles it; a grid with
        # several solutions may have none, so not every candidate is searched.
        for src in rest[NESTED_TRIES : NESTED_TRIES + SEARCH_TRIES]:
            first = _deeper(grid, imp, src, solution)
            if first is not None:
                break
    if first is not None:
        yield _deeper_step(grid, first)


def _sound(src: int, solution: list[int]) -> bool:
    """The brute-force check: an assumed-true candidate eliminated is not the solution digit."""
    cell, digit = literal_cell(src), literal_digit(src)
    return solution[cell] != digit if is_true(src) else solution[cell] == digit


def _chain_step(
    grid: Grid, src: int, prop: Propagation, trail: list[int], broke: Contradiction
) -> Step:
    cell, digit = literal_cell(src), literal_digit(src)
    eliminations = ((cell, digit),)
    links, highlights = drawing([(src, prop, trail, broke)])
    highlights.append(Highlight(CELL, cell, TARGET))
    return Step(
        technique=TECHNIQUE,
        eliminations=eliminations,
        highlights=tuple(highlights),
        links=tuple(links),
        explanation=(
            f"Verified Trial: Suppose {literal_text(src)}. "
            f"{contradiction_sentence(grid, prop, src, trail, broke)} "
            f"So {literal_text(negation(src))}: {eliminations_text(eliminations)}."
        ),
        nudge=f"Try a digit in {cell_name(cell)} and follow the singles.",
    )


def _state_after(imp: Implications, prop: Propagation) -> tuple[list[int], list[int]]:
    """The candidates and values once an assumption's singles are all in."""
    cands = list(imp.cands)
    values = [0] * 81
    for lit in prop.known:
        cell, digit = literal_cell(lit), literal_digit(lit)
        if is_true(lit):
            values[cell] = digit
            cands[cell] = 0
        else:
            cands[cell] &= ~(1 << (digit - 1))
    return cands, values


def _placed_text(prop: Propagation) -> str:
    placed = sorted(
        (literal_cell(lit), literal_digit(lit))
        for lit, reason in prop.known.items()
        if is_true(lit) and reason[2]
    )
    if not placed:
        return "Singles then place nothing new"
    shown = placements_text(placed[:6])
    more = f" and {len(placed) - 6} more" if len(placed) > 6 else ""
    return f"Singles then give {shown}{more}"


@dataclass
class _Deeper:
    """An assumption whose singles run into no contradiction, looked at one level down.

    ``group`` is the cell or house of the position after the singles with the
    most options that break by their own singles (``broken``: option node ->
    contradiction); ``settled`` when every option does.
    """

    src: int
    prop: Propagation
    sub: Implications
    group: int
    broken: dict[int, Contradiction]

    @property
    def settled(self) -> bool:
        return len(self.broken) == len(self.sub.groups[self.group])


def _deeper(grid: Grid, imp: Implications, src: int, solution: list[int]) -> _Deeper | None:
    """src, proven false by a full search, with what one more level of trial shows."""
    if not _sound(src, solution) or _completes(grid, src):
        return None
    prop = Propagation(imp, (src,), NETS).advance()
    if prop.contradiction is not None:
        return None  # a singles contradiction is offered as a chain
    cands, values = _state_after(imp, prop)
    for c in range(81):
        values[c] = values[c] or grid.values[c]
    sub = Implications(cands, values, grid.variant)
    if sub.broken:
        return None
    tables = Tables(sub, source_bits(sub.nodes), NETS)
    for _ in tables.rounds():
        pass
    dead = tables.contradicted
    best, best_key = -1, (0, 0)
    for g, members in enumerate(sub.groups):
        if len(members) < 2:
            continue
        alive = sum(1 for m in members if not dead >> m & 1)
        key = (alive, len(members))
        if best < 0 or key < best_key:
            best, best_key = g, key
    if best < 0:
        return None
    broken = {}
    for m in sub.groups[best]:
        if dead >> m & 1:
            broke = Propagation(sub, (m,), NETS).advance().contradiction
            if broke is not None:
                broken[m] = broke
    return _Deeper(src, prop, sub, best, broken)


def _deeper_step(grid: Grid, deeper: _Deeper) -> Step:
    sub, src = deeper.sub, deeper.src
    members = sub.groups[deeper.group]
    house = sub.group_house[deeper.group]
    options = []
    for m in members:
        broke = deeper.broken.get(m)
        what = (
            contradiction_text(grid, broke)
            if broke is not None
            else "only a deeper search finds that it cannot be completed"
        )
        option = f"with {m // 81 + 1}" if house < 0 else f"in {cell_name(m % 81)}"
        options.append(f"{option}, {what}")
    if house < 0:
        where = f"{cell_name(members[0] % 81)} can only be " + _or(
            str(m // 81 + 1) for m in members
        )
    else:
        d = sub.group_digit[deeper.group]
        where = f"{d} can only go in " + _or(cell_name(m % 81) for m in members)
        where += f" in {grid.variant.houses[house].name}"
    if deeper.settled:
        each = "each runs into a contradiction after its own singles"
    else:
        each = "none of them works out"
    cell, digit = literal_cell(src), literal_digit(src)
    eliminations = ((cell, digit),)
    highlights = [Highlight(CANDIDATE, (cell, digit), ON)]
    highlights += [Highlight(CANDIDATE, (m % 81, m // 81 + 1), PATTERN) for m in members]
    if house >= 0:
        highlights.append(Highlight(HOUSE, house, BASE))
    highlights.append(Highlight(CELL, cell, TARGET))
    return Step(
        technique=TECHNIQUE,
        eliminations=eliminations,
        highlights=tuple(highlights),
        explanation=(
            f"Verified Trial ({SEARCH_WORDS}): Suppose {literal_text(src)}. "
            f"{_placed_text(deeper.prop)}, with no contradiction yet. But then {where}, and "
            f"{each}: {'; '.join(options)}. "
            f"So {literal_text(negation(src))}: {eliminations_text(eliminations)}."
        ),
        nudge=f"Try a digit in {cell_name(cell)} and follow where it leads.",
    )


def _completes(grid: Grid, src: int) -> bool:
    """Whether the placed digits plus the assumed candidate still have a solution."""
    values = list(grid.values)
    values[literal_cell(src)] = literal_digit(src)
    return solve(values, grid.variant) is not None


def _placements(grid: Grid, imp: Implications, solution: list[int]) -> Iterator[Step]:
    """When no candidate is false, a candidate assumed false empties its cell."""
    for n in imp.nodes:
        src = n + FALSE
        if not _sound(src, solution):
            continue
        prop = Propagation(imp, (src,), NETS).advance()
        broke = prop.contradiction
        if broke is None:
            continue
        cell, digit = n % 81, n // 81 + 1
        placements = ((cell, digit),)
        yield Step(
            technique=TECHNIQUE,
            placements=placements,
            highlights=(Highlight(CANDIDATE, (cell, digit), TARGET), Highlight(CELL, cell, TARGET)),
            explanation=(
                f"Verified Trial: Suppose {literal_text(src)}. "
                f"{contradiction_sentence(grid, prop, src, prop.trail(broke.premises), broke)} "
                f"So {placements_text(placements)}."
            ),
            nudge=f"Try a digit in {cell_name(cell)} and follow the singles.",
        )
        return


def _or(items: object) -> str:
    words = list(items)  # type: ignore[call-overload]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def refutation(grid: Grid, cell: int, digit: int) -> Step | None:
    """A verified trial aimed at one candidate: suppose `cell` is `digit` and follow it
    (nesting when the singles alone do not break) to the contradiction. None when the
    candidate is the solution digit, or the position has no single known solution."""
    if all(grid.values) or not grid.unique:
        return None
    imp = implications(grid)
    if imp.broken:
        return None
    solution = solve(grid.values, grid.variant)
    if solution is None or solution[cell] == digit:
        return None
    source = literal(cell, digit)
    prop = Propagation(imp, (source,), NETS).advance()
    if prop.contradiction is not None:
        return _chain_step(grid, source, prop, prop.trail(prop.contradiction.premises),
                           prop.contradiction)
    deeper = _deeper(grid, imp, source, solution)
    return _deeper_step(grid, deeper) if deeper is not None else None
