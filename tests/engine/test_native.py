"""The switch between the compiled modules and their Python fallbacks (engine/native.py).

SUDOKU_PURE_PYTHON=1 must give the Python code everywhere, and a whole solve must be
the same either way (each module's own comparisons are in test_*_compiled.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from solves import DATA

from engine import apply_step, next_step, parse
from engine.native import compiled

MODULES = ("_als_walk", "_wings", "_sue_de_coq", "_chains", "_tables")

SOLVE = """
import json, sys
from engine import apply_step, next_step, parse
from engine.native import compiled
grid = parse(sys.argv[1]); grid.unique = True
path = []
while not all(grid.values):
    step = next_step(grid)
    path.append([step.technique, step.placements, step.eliminations])
    apply_step(grid, step)
built = [m for m in json.loads(sys.argv[2]) if compiled(m) is not None]
print(json.dumps({"compiled": built, "path": path}))
"""


def solve_elsewhere(puzzle: str, pure: bool) -> dict:
    env = {**os.environ, "SUDOKU_PURE_PYTHON": "1" if pure else ""}
    done = subprocess.run(
        [sys.executable, "-c", SOLVE, puzzle, json.dumps(MODULES)], env=env,
        capture_output=True,
        text=True,
        timeout=300, check=True,
    )
    return json.loads(done.stdout)


def test_pure_python_is_asked_for_by_the_environment() -> None:
    puzzle = (DATA / "magictour_top1465_20.txt").read_text().split()[0]
    pure = solve_elsewhere(puzzle, pure=True)
    assert pure["compiled"] == []
    if any(compiled(m) is None for m in MODULES):
        pytest.skip("the compiled modules are not all built here (no C compiler at setup)")
    fast = solve_elsewhere(puzzle, pure=False)
    assert fast["compiled"] == list(MODULES)
    assert fast["path"] == pure["path"]
    # and both are the solve this process makes
    grid = parse(puzzle)
    grid.unique = True
    here = []
    while not all(grid.values):
        step = next_step(grid)
        assert step is not None
        here.append([step.technique, [list(p) for p in step.placements],
                     [list(e) for e in step.eliminations]])
        apply_step(grid, step)
    assert here == fast["path"]
