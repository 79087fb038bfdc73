"""The solving loop: walk the ladder, take the easiest step, repeat. It names no technique."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .collector import paused
from .grid import Grid
from .notation import eliminations_text, placements_text
from .step import Step
from .techniques import LADDER, Technique


@paused
def next_step(grid: Grid, ladder: tuple[Technique, ...] = LADDER) -> Step | None:
    """The easiest step that applies, or None when the ladder has nothing."""
    for technique in ladder:
        step = next(technique.finder(grid), None)
        if step is not None:
            return step
    return None


# How many steps of one technique "all steps" lists. Finders yield their
# simplest instances first (shortest chains, smallest sets), so the first ones
# are the ones worth showing, and a chain search stops early.
STEPS_PER_TECHNIQUE = 20


class StepLists(dict[str, list[Step]]):
    """Steps grouped by technique id in ladder order; `cut` names the groups left incomplete."""

    def __init__(self) -> None:
        super().__init__()
        self.cut: set[str] = set()


@paused
def all_steps(
    grid: Grid, ladder: tuple[Technique, ...] = LADDER, limit: int | None = STEPS_PER_TECHNIQUE
) -> StepLists:
    """Every available step, grouped by technique id in ladder order (empty groups left out).

    At most `limit` distinct effects per technique (None for all of them).
    """
    found = StepLists()
    for technique in ladder:
        steps, complete = _distinct_effects(technique.finder(grid), limit)
        if steps:
            found[technique.id] = steps
            if not complete:
                found.cut.add(technique.id)
    return found


def _distinct_effects(steps: Iterable[Step], limit: int | None) -> tuple[list[Step], bool]:
    """One step per effect (a pair lying in a box and a line is found from both, once
    shown), at most `limit` of them; and whether that is all there are."""
    seen: set[tuple] = set()
    kept: list[Step] = []
    for step in steps:
        effect = (step.placements, tuple(sorted(step.eliminations)))
        if effect not in seen:
            if limit is not None and len(kept) == limit:
                return kept, False
            seen.add(effect)
            kept.append(step)
    return kept, True


def analysis_listing(grid: Grid, ladder: tuple[Technique, ...] = LADDER) -> str:
    """The verbose analysis: one line per technique, `[NS](2) {r8c5=4, r7c8=2}`."""
    by_id = {t.id: t for t in ladder}
    lines = []
    for tid, steps in all_steps(grid, ladder).items():
        effects = [
            placements_text(s.placements) if s.placements else eliminations_text(s.eliminations)
            for s in steps
        ]
        lines.append(f"[{by_id[tid].short}]({len(steps)}) {{{'; '.join(effects)}}}")
    return "\n".join(lines)


@dataclass
class Change:
    """What applying one step changed, so it can be taken back exactly."""

    step: Step
    placed: tuple[int, ...]  # cells that were filled
    excluded: tuple[tuple[int, int], ...]  # (cell, digit) exclusions that were added


def apply_step(grid: Grid, step: Step) -> Change:
    """Apply a step's placements and eliminations to the grid."""
    placed = []
    for cell, digit in step.placements:
        if not grid.values[cell]:
            grid.place(cell, digit)
            placed.append(cell)
    excluded = []
    for cell, digit in step.eliminations:
        if not grid.exclusions[cell] >> (digit - 1) & 1:
            grid.exclude(cell, digit)
            excluded.append((cell, digit))
    return Change(step, tuple(placed), tuple(excluded))


def undo_change(grid: Grid, change: Change) -> None:
    for cell in change.placed:
        grid.clear(cell)
    for cell, digit in change.excluded:
        grid.include(cell, digit)


@dataclass
class SolveResult:
    steps: list[Step]
    solved: bool
    grid: Grid


@paused
def solve_path(
    grid: Grid, ladder: tuple[Technique, ...] = LADDER, max_steps: int = 2000
) -> SolveResult:
    """Steps from the grid until solved or stuck. Stuck is reported, never finished by a guess."""
    work = grid.copy()
    steps: list[Step] = []
    while not all(work.values) and len(steps) < max_steps:
        step = next_step(work, ladder)
        if step is None:
            break
        apply_step(work, step)
        steps.append(step)
    return SolveResult(steps, work.is_solved(), work)


@dataclass
class Stepper:
    """Step through a solve: forward, back, run to the end, reset. History keeps only changes."""

    grid: Grid
    ladder: tuple[Technique, ...] = LADDER
    history: list[Change] = field(default_factory=list)

    def forward(self) -> Step | None:
        step = next_step(self.grid, self.ladder)
        if step is not None:
            self.history.append(apply_step(self.grid, step))
        return step

    def back(self) -> Step | None:
        if not self.history:
            return None
        change = self.history.pop()
        undo_change(self.grid, change)
        return change.step

    def run(self) -> list[Step]:
        taken = []
        while not all(self.grid.values):
            step = self.forward()
            if step is None:
                break
            taken.append(step)
        return taken

    def reset(self) -> None:
        while self.history:
            self.back()


SINGLES = ("full-house", "naked-single", "hidden-single")


def single_cells(grid: Grid) -> set[int]:
    """The cells a player could fill next by a single (full house, naked or hidden)."""
    return {
        cell
        for t in LADDER
        if t.id in SINGLES
        for step in t.finder(grid)
        for cell, _ in step.placements
    }
