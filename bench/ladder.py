"""The technique ladder: whole human-style solves, and hints on states along them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from time import process_time

import engine

from .puzzles import Entry
from .report import Timings


def is_trial(technique_id: str) -> bool:
    """A step found by trial and error, counted apart from logic (as eval_engine does)."""
    return "trial" in technique_id


@dataclass
class SolveRun:
    timings: Timings
    solved: int  # puzzles the ladder finished
    by_logic: int  # ... without a trial step
    unsound: list[str] = field(default_factory=list)  # "puzzle: step" for any wrong step
    techniques: Counter[str] = field(default_factory=Counter)  # steps per technique id
    hardest: Counter[str] = field(default_factory=Counter)  # puzzles per hardest technique


def load(entry: Entry) -> engine.Grid:
    """The puzzle as the app and the CLI load it: checked, so known to be unique."""
    return engine.load_puzzle(entry.puzzle).grid


def run_solve(entries: list[Entry], clock: Callable[[], float] = process_time) -> SolveRun:
    """Time engine.solve_path on each loaded puzzle (loading untimed); check every step."""
    times: list[float] = []
    run = SolveRun(Timings.of([0.0]), 0, 0)
    rank = {t.id: (t.score, i) for i, t in enumerate(engine.LADDER)}
    for entry in entries:
        grid = load(entry)
        start = clock()
        result = engine.solve_path(grid)
        times.append((clock() - start) * 1000)
        used = [s.technique for s in result.steps]
        run.techniques.update(used)
        if used:
            run.hardest[max(used, key=rank.__getitem__)] += 1
        if result.solved:
            run.solved += 1
            run.by_logic += not any(map(is_trial, used))
        if entry.solution is not None:
            run.unsound += _unsound(entry, result.steps)
    run.timings = Timings.of(times)
    return run


def _unsound(entry: Entry, steps: list[engine.Step]) -> list[str]:
    solution = [int(ch) for ch in entry.solution or ""]
    bad = []
    for step in steps:
        wrong = any(solution[c] != d for c, d in step.placements) or any(
            solution[c] == d for c, d in step.eliminations
        )
        if wrong:
            bad.append(f"{entry.puzzle}: {step.explanation}")
    return bad


def run_next_step(entries: list[Entry], clock: Callable[[], float] = process_time) -> Timings:
    """Time engine.next_step on each freshly parsed puzzle: the first hint a player asks."""
    times: list[float] = []
    for entry in entries:
        grid = engine.parse(entry.puzzle)
        start = clock()
        engine.next_step(grid)
        times.append((clock() - start) * 1000)
    return Timings.of(times)


@dataclass(frozen=True)
class StatesRun:
    next_step: Timings
    all_steps: Timings | None  # None when only next_step was timed


def states_along_paths(entries: list[Entry], every: int) -> list[engine.Grid]:
    """Every `every`-th state of each puzzle's solve path, plus the state before its
    hardest step, where a player is most likely to ask."""
    states = []
    for entry in entries:
        grid = load(entry)
        path = engine.solve_path(grid).steps
        hardest = max(
            range(len(path)), key=lambda i: engine.technique(path[i].technique).score, default=None
        )
        for i, step in enumerate(path):
            if i % every == 0 or i == hardest:
                states.append(grid.copy())
            engine.apply_step(grid, step)
    return states


def run_states(
    entries: list[Entry],
    every: int = 5,
    clock: Callable[[], float] = process_time,
    all_steps: bool = True,
) -> StatesRun:
    """Time next_step and all_steps (as the steps panel lists them) on states along paths;
    next_step alone with `all_steps` False (the whole top1465 set in minutes, not half
    an hour)."""
    nexts: list[float] = []
    alls: list[float] = []
    for grid in states_along_paths(entries, every):
        fresh = grid.copy()  # no view built by an earlier call
        start = clock()
        engine.next_step(fresh)
        nexts.append((clock() - start) * 1000)
        if not all_steps:
            continue
        fresh = grid.copy()
        start = clock()
        engine.all_steps(fresh)
        alls.append((clock() - start) * 1000)
    return StatesRun(Timings.of(nexts), Timings.of(alls) if all_steps else None)
