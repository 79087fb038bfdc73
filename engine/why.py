""""Why not?": the simplest step that rules out one candidate the player doubts.

The answer is the easiest rung of the ladder with a step whose eliminations include
the candidate (a single that places the digit beside it, or another digit in it,
counts, and says so), up to the rungs before forcing chains.

The answer never gives the solution away: a candidate that is the cell's digit in the
solution gets the same answer, after the same search, as one no step is found against
(nothing rules it out yet). Forcing chains and nets aimed at the candidate, and a trial
that assumes it, are not asked: they refute every wrong digit in the end, which would
leave "nothing rules it out" to the solution's digit alone.
A digit that is no candidate any more says why: the peer that holds it, or the
pencil mark the player (or a step) took out.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace

from . import memo
from .brute_force import solve
from .collector import paused
from .explain import CageRef, Cell, Effect, Reason, TechniqueRef, say
from .grid import Grid
from .step import CANDIDATE, TARGET, Highlight, Step
from .techniques import LADDER, als_chains

PLACED, NOT_A_CANDIDATE, REMOVABLE = "placed", "not-a-candidate", "removable"
HELD = "held"  # a peer holds the digit (Answer.peer names it)
EXCLUDED = "excluded"  # its pencil mark was taken out, by the player or by a step
CAGE_SUM = "cage-sum"  # a Killer's candidates with its sums: no combination of the cage has it
# Nothing found against the candidate: the answer for the solution's digit and for a
# digit no step refutes alike, so asking never tells one from the other.
NOTHING_YET = "nothing-yet"
NO_SOLUTION = "no-solution"  # the position itself has none (a wrong digit or pencil mark)
SINGLES = ("full-house", "naked-single", "hidden-single")
# Rungs searched step by step; forcing and trial are asked about the candidate itself.
TARGETED = ("forcing-chain", "forcing-net", "verified-trial")
# Rungs asked for the candidate itself: their search is aimed at one cell and digit.
AIMED = ("als-xy-wing", "als-chain")
# A rung's steps looked at, at most: the finders yield simplest first.
STEPS_PER_RUNG = 400

# The board last asked about, kept with the views its questions built (its ALS, its
# chain and net tables): a player's next "why not?" is mostly about the same board.
# One thread at a time works on it; a question asked meanwhile works on its own board.
ASKED: memo.Recent[Grid] = memo.Recent("why:asked", 1)
_ASKING = threading.Lock()


@dataclass(frozen=True)
class Answer:
    cell: int
    digit: int
    verdict: str  # PLACED, HELD, EXCLUDED, NOT_A_CANDIDATE, NOTHING_YET, REMOVABLE, NO_SOLUTION
    step: Step | None = None
    peer: int | None = None  # HELD: the cell that holds the digit

    @property
    def searched(self) -> bool:
        """Whether the ladder was searched for a step (found or not): an answer that
        could help, as a hint could."""
        return self.verdict in (REMOVABLE, NOTHING_YET)


@paused
def why_not(grid: Grid, cell: int, digit: int) -> Answer:
    """Why `cell` cannot be `digit` on this board, as the simplest step that shows it."""
    if not 0 <= cell < 81 or not 1 <= digit <= 9:
        raise ValueError("a cell is 0..80 and a digit 1..9")
    if grid.values[cell]:
        return Answer(cell, digit, PLACED)
    if not grid.candidates[cell] >> (digit - 1) & 1:
        return _gone(grid, cell, digit)
    if _ASKING.acquire(blocking=False):
        try:
            return _answer(_kept(grid), cell, digit)
        finally:
            _ASKING.release()
    return _answer(grid, cell, digit)


def why_verdict(answer: Answer, grid: Grid) -> Reason:
    """The answer's first line, as words any language renders (the step, if any, says
    the rest). `grid` is the board asked about."""
    cell, digit = Cell(answer.cell), answer.digit
    if answer.verdict == PLACED:
        return say("why-not.placed", cell=cell, value=grid.values[answer.cell])
    if answer.verdict == HELD and answer.peer is not None:
        return say("why-not.held", peer=Cell(answer.peer), cell=cell, digit=digit)
    if answer.verdict == CAGE_SUM:
        cage = grid.variant.cage_at(answer.cell)
        return say("why-not.cage-sum", cell=cell, digit=digit, cage=CageRef.of(cage))
    if answer.verdict == REMOVABLE and answer.step is not None:
        return say("why-not.removable", cell=cell, digit=digit,
                   technique=TechniqueRef(answer.step.technique))
    key = {EXCLUDED: "why-not.excluded", NO_SOLUTION: "why-not.no-solution",
           NOTHING_YET: "why-not.nothing-yet"}.get(answer.verdict, "why-not.gone")
    return say(key, cell=cell, digit=digit)


def _gone(grid: Grid, cell: int, digit: int) -> Answer:
    """Why a digit is no candidate: the peer that holds it (row, column, box, then any
    other house or cage), else its pencil mark taken out."""
    variant = grid.variant
    for unit in (*(variant.houses[h] for h in variant.houses_of[cell]), *variant.cages):
        if cell in unit.cells:
            for peer in unit.cells:
                if peer != cell and grid.values[peer] == digit:
                    return Answer(cell, digit, HELD, peer=peer)
    if grid.exclusions[cell] >> (digit - 1) & 1:
        return Answer(cell, digit, EXCLUDED)
    if grid.cage_sums and variant.cage_at(cell) is not None:
        return Answer(cell, digit, CAGE_SUM)
    return Answer(cell, digit, NOT_A_CANDIDATE)


def _kept(grid: Grid) -> Grid:
    for kept in ASKED:
        if kept == grid and kept.unique == grid.unique:
            return kept
    kept = grid.copy()
    ASKED.remember(kept)
    return kept


def _answer(grid: Grid, cell: int, digit: int) -> Answer:
    solution = _solution(grid)
    if solution is None:
        return Answer(cell, digit, NO_SOLUTION)
    # The ladder's steps only, and the same search for every digit asked about: a search
    # aimed at the candidate (a forcing chain or net, a trial that assumes it) refutes
    # every wrong digit in the end, so "nothing rules it out yet" would give the
    # solution's digit away, and an answer that skipped the search for it would say so
    # by its speed. No sound step removes the solution's digit, so it gets nothing here.
    step = _from_the_ladder(grid, cell, digit)
    if step is None:
        return Answer(cell, digit, NOTHING_YET)
    return Answer(cell, digit, REMOVABLE, step)


def _solution(grid: Grid) -> list[int] | None:
    """The one completion of the board that keeps every candidate the player left."""
    # No budget: the board descends from a puzzle proven unique within one, and a
    # search stopped half-way would have no answer to give.
    found = solve(list(grid.values), grid.variant, budget=None)
    if found is None:
        return None
    cands = grid.candidates
    ok = all(grid.values[c] or cands[c] >> (found[c] - 1) & 1 for c in range(81))
    return found if ok else None


def _from_the_ladder(grid: Grid, cell: int, digit: int) -> Step | None:
    target = (cell, digit)
    peers = grid.variant.peer_mask[cell]
    for technique in LADDER:
        if technique.id in TARGETED:
            return None
        if technique.id in AIMED:
            step = als_chains.aimed_chain(grid, cell, digit, technique.id)
            if step is not None:
                return step
            continue
        for count, step in enumerate(technique.finder(grid)):
            if target in step.eliminations:
                return step
            if technique.id in SINGLES:
                placed = _places_beside(step, cell, digit, peers)
                if placed is not None:
                    return _and_so(step, cell, digit, placed)
            if count >= STEPS_PER_RUNG:
                break
    return None


def _places_beside(step: Step, cell: int, digit: int, peers: int) -> tuple[int, int] | None:
    """The placement of a single that rules the candidate out: the digit in a cell that
    sees this one, or another digit in this cell."""
    for c, d in step.placements:
        if (d == digit and peers >> c & 1) or (c == cell and d != digit):
            return c, d
    return None


def _and_so(step: Step, cell: int, digit: int, placed: tuple[int, int]) -> Step:
    """A single's step with the candidate it rules out added to what it does."""
    eliminations = tuple(sorted({*step.eliminations, (cell, digit)}))
    then = say(
        "why-not.after-placement",
        marks=((cell, digit),),
        placed=Effect(placements=(placed,)),
        cell=Cell(cell),
        digit=digit,
    )
    return replace(
        step,
        eliminations=eliminations,
        highlights=step.highlights + (Highlight(CANDIDATE, (cell, digit), TARGET),),
        explanation="",
        proof=step.proof + (then,),
    )

