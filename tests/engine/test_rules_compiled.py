"""The compiled searches (engine/compiled) agree with the Python reference on positions
with rule elements, whose peers and links the rules widen: the same steps, in order."""

from __future__ import annotations

import pytest
from test_rules_properties import rule_puzzle

from engine import Grid, almost_locked_sets, apply_step, links, next_step, propagation
from engine.memo import clear_all
from engine.native import in_use
from engine.techniques import (
    als_chains,
    chains,
    fish,
    forcing,
    intersections,
    singles,
    subsets,
    sue_de_coq,
    wings,
)

pytestmark = pytest.mark.skipif(
    len(in_use()) < 9, reason="the compiled modules are not all built (or SUDOKU_PURE_PYTHON)"
)

SWITCHES = (
    (singles, "_singles"), (intersections, "_intersections"), (subsets, "_subsets"),
    (wings, "_wings"), (fish, "_fish"), (sue_de_coq, "_sue_de_coq"), (chains, "_chains_c"),
    (links, "_chains_c"), (almost_locked_sets, "_als_walk"), (propagation, "_tables_c"),
)
FINDERS = (
    singles.hidden_single, intersections.pointing, intersections.claiming,
    subsets.naked_subsets(2), subsets.naked_subsets(3), subsets.hidden_subsets(2),
    subsets.locked_subsets(2), wings.xy_wing, wings.wxyz_wing, fish.basic_fish(2),
    sue_de_coq.sue_de_coq, chains.x_chain, chains.xy_chain, chains.nice_loop,
    als_chains.als_xz, forcing.forcing_chain,
)


def positions() -> list[Grid]:
    out = []
    for seed in (12, 13, 14):
        _, variant, givens = rule_puzzle(seed)
        work = Grid(givens, variant=variant, unique=True)
        i = 0
        while not all(work.values):
            step = next_step(work)
            if step is None:
                break
            if i % 3 == 0:
                out.append(work.copy())
            apply_step(work, step)
            i += 1
    return out


def view(position: Grid) -> list[tuple]:
    clear_all()
    found = []
    for finder in FINDERS:
        for i, step in enumerate(finder(position.copy())):
            if i == 4:
                break
            found.append((step.technique, step.placements, step.eliminations, step.explanation))
    return found


def test_compiled_and_python_find_the_same_steps_with_rules(monkeypatch) -> None:
    total = 0
    for position in positions():
        fast = view(position)
        for module, name in SWITCHES:
            monkeypatch.setattr(module, name, None)
        assert view(position) == fast
        monkeypatch.undo()
        total += len(fast)
    assert total > 50
