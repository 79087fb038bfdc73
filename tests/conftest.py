"""Fixtures shared by the web and browser tests."""

from __future__ import annotations

from pathlib import Path

import pytest

WEB_PUZZLES = Path(__file__).resolve().parent / "data" / "web_puzzles.txt"


@pytest.fixture(scope="session")
def puzzles() -> dict[str, str]:
    """The named puzzles of tests/data/web_puzzles.txt: name -> 81 characters."""
    out = {}
    for line in WEB_PUZZLES.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, puzzle = line.split()
            out[name] = puzzle
    return out
