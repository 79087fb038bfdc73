"""The words of forcing chains, forcing nets and verified trials, checked on every step
found along real solves of the hardest puzzles (tests/engine/solves.py).

A proof opens each branch with its assumption and gives one line per forced step, so
stepping through it draws the branches in order; in a branch whose assumption is the
solution's, every line states a fact of the solution.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import pytest
from solves import positions_along_solves

from engine import Grid
from engine.brute_force import solve
from engine.explain import Fact, Reason, words
from engine.step import Step
from engine.techniques.forcing import forcing_chain, forcing_net
from engine.techniques.trial import trial

FINDERS = (forcing_chain, forcing_net, trial)
PER_FINDER = 4  # steps per finder and position: every kind, bounded in time
OPENERS = {"forcing.suppose", "forcing.case"}
UNFILLED = re.compile(r"\{[A-Za-z_]\w*(:\w+)?\}")
NAMES = {"forcing-chain": "forcing chain", "forcing-net": "forcing net", "verified-trial": "Try"}


def _steps(grid: Grid) -> Iterator[Step]:
    for finder in FINDERS:
        for i, step in enumerate(finder(grid)):
            if i == PER_FINDER:
                break
            yield step


@pytest.fixture(scope="module")
def found() -> list[tuple[Grid, list[int], Step]]:
    out = []
    for grid in positions_along_solves(6, every=3):
        solution = solve(grid.values, grid.variant)
        assert solution is not None
        out += [(grid, solution, step) for step in _steps(grid)]
    return out


def _messages(reason: Reason) -> Iterator[str]:
    yield reason.message
    for _, value in reason.params:
        for v in value if isinstance(value, tuple) else (value,):
            if isinstance(v, Reason):
                yield from _messages(v)


def test_every_kind_of_step_is_looked_at(found) -> None:
    kinds = Counter(step.summary.message for _, _, step in found if step.summary)
    for kind in ("forcing.contradiction", "forcing.cell", "forcing.house", "forcing.digit",
                 "verified-trial.chain"):
        assert kinds[kind], (kind, kinds)
    assert {step.technique for _, _, step in found} == set(NAMES)


def test_words_are_data_and_render_whole(found) -> None:
    longest = 0
    for _, _, step in found:
        assert step.summary is not None and step.nudge_reason is not None, step.technique
        for reason in (step.summary, step.nudge_reason, *step.proof):
            assert "text" not in set(_messages(reason)), (step.technique, reason.message)
        said = words(step)
        for text in (said.summary, said.nudge, *said.proof):
            assert text and not UNFILLED.search(text), text
        assert len(said.summary.split()) <= 60, said.summary
        longest = max(longest, len(said.summary.split()))
        assert NAMES[step.technique] in said.nudge, said.nudge
    assert longest > 20


def test_one_line_per_forced_step_drawing_the_links_in_order(found) -> None:
    for grid, _, step in found:
        drawn = [i for line in step.proof for i in line.links]
        # Each link in exactly one line, in the order they are drawn.
        assert drawn == list(range(len(step.links))), (step.technique, drawn)
        for line in step.proof:
            for i in line.links:
                # The line marks the candidates its links join.
                assert step.links[i].start in line.marks and step.links[i].end in line.marks
            for cell, digit in line.marks:
                assert grid.candidates[cell] >> (digit - 1) & 1, (step.technique, line.message)
        # A forced step's line draws one link per premise: as many as the links into it.
        forced = [line for line in step.proof if line.links]
        assert sum(len(line.links) for line in forced) == len(step.links)


def test_a_branch_the_solution_takes_states_only_its_facts(found) -> None:
    checked = 0
    for _, solution, step in found:
        true_branch = False
        for line in step.proof:
            fact = line.get("fact")
            if line.message in OPENERS:
                true_branch = (solution[fact.cell] == fact.digit) == fact.true
                continue
            if true_branch and isinstance(fact, Fact):
                assert (solution[fact.cell] == fact.digit) == fact.true, (step.technique, line)
                checked += 1
        conclusion = step.proof[-1].get("conclusion")
        assert (solution[conclusion.cell] == conclusion.digit) == conclusion.true
    assert checked > 50
