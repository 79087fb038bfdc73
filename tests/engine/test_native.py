"""The switch between the compiled modules (engine/compiled/) and their Python
fallbacks (engine/native.py).

SUDOKU_PURE_PYTHON=1 must give the Python code everywhere, and a whole solve must be
the same either way (each module's own comparisons are in test_*_compiled.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from solves import DATA

from engine import apply_step, next_step, parse
from engine.native import MODULES, compiled, in_use

COMPILED = Path(__file__).resolve().parents[2] / "engine" / "compiled"

SOLVE = """
import json, sys
from engine import apply_step, next_step, parse
from engine.native import in_use
grid = parse(sys.argv[1]); grid.unique = True
path = []
while not all(grid.values):
    step = next_step(grid)
    path.append([step.technique, step.placements, step.eliminations])
    apply_step(grid, step)
print(json.dumps({"compiled": list(in_use()), "path": path}))
"""


def solve_elsewhere(puzzle: str, pure: bool) -> dict:
    env = {**os.environ, "SUDOKU_PURE_PYTHON": "1" if pure else ""}
    done = subprocess.run(
        [sys.executable, "-c", SOLVE, puzzle], env=env,
        capture_output=True,
        text=True,
        timeout=300, check=True,
    )
    return json.loads(done.stdout)


def test_one_module_for_each_c_source() -> None:
    assert sorted(MODULES) == sorted(c.stem for c in COMPILED.glob("_*.c"))


def test_the_compiled_modules_live_in_their_own_package() -> None:
    if not in_use():
        pytest.skip("no compiled module is built here (no C compiler at setup)")
    for name in in_use():
        module = compiled(name)
        assert module is not None
        assert module.__name__ == f"engine.compiled.{name}"
        assert Path(module.__file__).parent == COMPILED


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
