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
from typing import Any

from .. import memo
from ..brute_force import solve
from ..explain import Cell, Cells, Digits, Effect, Fact, HouseRef, Reason, TechniqueRef, say
from ..grid import Grid
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
    negation,
    source_bits,
)
from ..step import BASE, CANDIDATE, CELL, HOUSE, ON, PATTERN, TARGET, Highlight, Step
from .forcing import contradiction_reason, drawing, fact, proof_lines

TECHNIQUE = "verified-trial"
# A last resort offers a few steps, not one per false candidate.
TRIAL_STEPS = 10
# Candidates given the two-level search before a full search decides.
NESTED_TRIES = 6
# Candidates a full search is asked about when nothing shorter settled one.
SEARCH_TRIES = 8
# At most this many contradictions of one round are replayed to pick the shortest.
REPLAYS_PER_ROUND = 24


# The last solutions the trial searched for, by variant name: a solve's later trial steps
# (and "why not?" on them) reuse the search its first one made, which on a puzzle with
# few givens and slow rule elements is seconds.
_SOLUTIONS: memo.Recent[tuple[str, tuple[int, ...]]] = memo.Recent("trial: solutions", 8)


def unique_solution(grid: Grid) -> list[int] | None:
    """The one completion of a position whose puzzle has one solution (grid.unique).

    A kept solution of the same variant that agrees with every digit placed is a
    completion of this position, and so the only one: no search needed."""
    name, values = grid.variant.name, grid.values
    for kept_name, kept in _SOLUTIONS:
        if kept_name == name and all(not v or v == s for v, s in zip(values, kept, strict=True)):
            return list(kept)
    solution = solve(values, grid.variant, budget=None)
    if solution is not None:
        _SOLUTIONS.remember((name, tuple(solution)))
    return solution


def trial(grid: Grid) -> Iterator[Step]:
    """Verified trial steps: singles contradictions first (shortest first), then deeper ones."""
    # The check against "the" solution means something only when there is one:
    # on a position of unknown origin the trial stays silent, like the rectangles.
    if all(grid.values) or not grid.unique:
        return
    imp = implications(grid)
    if imp.broken:
        return
    # No budget: the position descends from a puzzle proven unique within one, and a
    # hint that stopped half-way could only stay silent.
    solution = unique_solution(grid)
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
    elif grid.variant.rules:
        # The singles followed here know houses only; what breaks may be a thermometer
        # or an arrow, which the search (obeying every rule) alone sees.
        for src in rest:
            if _sound(src, solution):
                yield _search_step(grid, src)
                return


def _search_step(grid: Grid, src: int) -> Step:
    """A candidate the brute force proves false, said plainly."""
    cell, digit = literal_cell(src), literal_digit(src)
    eliminations = ((cell, digit),)
    effect = Effect(eliminations=eliminations)
    return Step(
        technique=TECHNIQUE,
        eliminations=eliminations,
        highlights=(Highlight(CANDIDATE, (cell, digit), TARGET), Highlight(CELL, cell, TARGET)),
        summary=say("verified-trial.rules-search", technique=TechniqueRef(TECHNIQUE),
                    assumption=fact(src), conclusion=fact(negation(src)), effect=effect),
        proof=(say("verified-trial.rules-search.proof", assumption=fact(src)),),
        nudge_reason=say("verified-trial.nudge", cell=Cell(cell)),
    )


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
        **_chain_words(grid, src, prop, trail, broke, Effect(eliminations=eliminations)),
    )


def _chain_words(
    grid: Grid, src: int, prop: Propagation, trail: list[int], broke: Contradiction,
    effect: Effect,
) -> dict[str, Any]:
    """A trial whose singles break: read out as a forcing chain is."""
    conclusion = negation(src)
    said = {"conclusion": fact(conclusion), "effect": effect}
    marks = ((literal_cell(src), literal_digit(src)),)
    return {
        "summary": say(
            "verified-trial.chain" if trail else "verified-trial.chain.at-once",
            technique=TechniqueRef(TECHNIQUE),
            assumption=fact(src),
            steps=say("forcing.steps", count=len(trail)),
            broke=contradiction_reason(grid, broke),
            **said,
        ),
        "proof": (
            *proof_lines(grid, [(src, prop, trail, broke)], "forcing.suppose"),
            say("forcing.so", marks=marks, **said),
        ),
        "nudge_reason": say("verified-trial.nudge", cell=Cell(literal_cell(src))),
    }


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


# The singles of a deeper trial's assumption named in its proof; the rest are counted.
PLACED_SHOWN = 6


def _placed_line(prop: Propagation) -> Reason:
    placed = sorted(
        (literal_cell(lit), literal_digit(lit))
        for lit, reason in prop.known.items()
        if is_true(lit) and reason[2]
    )
    if not placed:
        return say("verified-trial.singles.none")
    shown = Effect(tuple(placed[:PLACED_SHOWN]))
    if len(placed) > PLACED_SHOWN:
        return say("verified-trial.singles.more", marks=placed, effect=shown,
                   more=len(placed) - PLACED_SHOWN)
    return say("verified-trial.singles", marks=placed, effect=shown)


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
    """src, proven false by a full search, with what one more level of trial shows.

    The search is the one that found `solution`: the position has one completion (the
    trial runs only on a grid.unique position), so a candidate it does not hold has
    none; searching again with src placed, as this once did, took seconds a try on a
    puzzle without givens and slow rule elements."""
    if not _sound(src, solution):
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
    best, dead = _options_that_break(sub)
    if best < 0:
        return None
    broken = {}
    for m in sub.groups[best]:
        if dead >> m & 1:
            broke = Propagation(sub, (m,), NETS).advance().contradiction
            if broke is not None:
                broken[m] = broke
    return _Deeper(src, prop, sub, best, broken)


def _options_that_break(sub: Implications) -> tuple[int, int]:
    """The cell or house (a group of two or more options) whose options all break by
    their own singles: the fewest options (each is a line to read), then the soonest
    broken, then the first. Where none does, the one with the fewest options left
    standing. -1 if the position has no such group. With it, the options known to
    break (by the round it was chosen).

    Two options are the fewest a group has, so the rounds stop at the first pair that
    breaks whole: the rounds after it are most of a run's time."""
    tables = Tables(sub, source_bits(sub.nodes), NETS)
    groups, groups_of = sub.groups, sub.groups_of
    broke: dict[int, int] = {}  # group -> the round its last option broke
    for rnd, _changed, bad in tables.rounds():
        dead = tables.contradicted
        for m in bits_literals(bad):
            for g in groups_of[m]:
                if g not in broke and len(groups[g]) >= 2:
                    if all(dead >> o & 1 for o in groups[g]):
                        broke[g] = rnd
        pairs = [g for g, r in broke.items() if r == rnd and len(groups[g]) == 2]
        if pairs:
            return min(pairs), dead
    dead = tables.contradicted
    if broke:
        return min(broke, key=lambda g: (len(groups[g]), broke[g], g)), dead
    best, best_key = -1, (0, 0)
    for g, members in enumerate(groups):
        if len(members) < 2:
            continue
        alive = sum(1 for m in members if not dead >> m & 1)
        key = (alive, len(members))
        if best < 0 or key < best_key:
            best, best_key = g, key
    return best, dead


def _deeper_step(grid: Grid, deeper: _Deeper) -> Step:
    sub, src = deeper.sub, deeper.src
    members = sub.groups[deeper.group]
    house = sub.group_house[deeper.group]
    options = [(m % 81, m // 81 + 1) for m in members]
    lines = []
    for m, (c, d) in zip(members, options, strict=True):
        broke = deeper.broken.get(m)
        if broke is not None:
            lines.append(say("verified-trial.option", marks=((c, d),), fact=Fact(c, d, True),
                             broke=contradiction_reason(grid, broke)))
        else:
            lines.append(say("verified-trial.option.searched", marks=((c, d),),
                             fact=Fact(c, d, True)))
    if house < 0:
        where = say("verified-trial.where.cell", cell=Cell(members[0] % 81),
                    digits=Digits.of(d for _, d in options))
    else:
        where = say("verified-trial.where.house", digit=sub.group_digit[deeper.group],
                    cells=Cells.of(c for c, _ in options),
                    house=HouseRef.of(grid.variant.houses[house]))
    each = "verified-trial.each-breaks" if deeper.settled else "verified-trial.none-works"
    cell, digit = literal_cell(src), literal_digit(src)
    eliminations = ((cell, digit),)
    said = {"conclusion": fact(negation(src)), "effect": Effect(eliminations=eliminations)}
    highlights = [Highlight(CANDIDATE, (cell, digit), ON)]
    highlights += [Highlight(CANDIDATE, option, PATTERN) for option in options]
    if house >= 0:
        highlights.append(Highlight(HOUSE, house, BASE))
    highlights.append(Highlight(CELL, cell, TARGET))
    return Step(
        technique=TECHNIQUE,
        eliminations=eliminations,
        highlights=tuple(highlights),
        summary=say(
            "verified-trial.deeper", technique=TechniqueRef(TECHNIQUE), assumption=fact(src),
            where=where, each=say(each), **said,
        ),
        proof=(
            say("forcing.suppose", marks=((cell, digit),), fact=fact(src)),
            _placed_line(deeper.prop),
            say("verified-trial.then", marks=options, where=where),
            *lines,
            say("forcing.so", marks=((cell, digit),), **said),
        ),
        nudge_reason=say("verified-trial.nudge.deeper", cell=Cell(cell)),
    )


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
        trail = prop.trail(broke.premises)
        yield Step(
            technique=TECHNIQUE,
            placements=placements,
            highlights=(Highlight(CANDIDATE, (cell, digit), TARGET), Highlight(CELL, cell, TARGET)),
            **_chain_words(grid, src, prop, trail, broke, Effect(placements)),
        )
        return


def refutation(grid: Grid, cell: int, digit: int) -> Step | None:
    """A verified trial aimed at one candidate: suppose `cell` is `digit` and follow it
    (nesting when the singles alone do not break) to the contradiction. None when the
    candidate is the solution digit, or the position has no single known solution."""
    if all(grid.values) or not grid.unique:
        return None
    imp = implications(grid)
    if imp.broken:
        return None
    solution = unique_solution(grid)
    if solution is None or solution[cell] == digit:
        return None
    source = literal(cell, digit)
    prop = Propagation(imp, (source,), NETS).advance()
    if prop.contradiction is not None:
        return _chain_step(grid, source, prop, prop.trail(prop.contradiction.premises),
                           prop.contradiction)
    deeper = _deeper(grid, imp, source, solution)
    return _deeper_step(grid, deeper) if deeper is not None else None
