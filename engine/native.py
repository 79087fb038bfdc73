"""The engine's compiled modules (engine/_*.c, built by the setup where a C compiler is
at hand; see setup.py): each is one hot search done in machine words, with the same
results as the Python code that calls it, which stays the reference and the fallback.

`compiled(name)` is the module, or None where it was not built or where
SUDOKU_PURE_PYTHON=1 asks for Python only (to measure or test the fallback).
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType


def compiled(name: str) -> ModuleType | None:
    if os.environ.get("SUDOKU_PURE_PYTHON"):
        return None
    try:
        return importlib.import_module(f"engine.{name}")
    except ImportError:  # not built: no C compiler at setup
        return None
