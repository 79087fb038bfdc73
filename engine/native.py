"""The door to the engine's compiled modules (engine/compiled/_*.c, built by the setup
where a C compiler is at hand; see setup.py): each is one hot search done in machine
words, with the same results as the Python code that calls it, which stays the
reference and the fallback. This is the only module that imports them.

`compiled(name)` is the module, or None where it was not built or where
SUDOKU_PURE_PYTHON=1 asks for Python only (to measure or test the fallback).
`in_use()` names those the engine runs compiled here and now.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

# One per engine/compiled/_*.c (tests/engine/test_native.py checks).
MODULES = (
    "_als_walk",
    "_chains",
    "_fish",
    "_intersections",
    "_singles",
    "_subsets",
    "_sue_de_coq",
    "_tables",
    "_wings",
)


def compiled(name: str) -> ModuleType | None:
    if os.environ.get("SUDOKU_PURE_PYTHON"):
        return None
    try:
        return importlib.import_module(f"engine.compiled.{name}")
    except ImportError:  # not built: no C compiler at setup
        return None


def in_use() -> tuple[str, ...]:
    """The compiled modules built and not switched off by SUDOKU_PURE_PYTHON."""
    return tuple(name for name in MODULES if compiled(name) is not None)
