"""`sudoku-hint read IMAGE [--json]`: the puzzle in a photo or a screenshot."""

from __future__ import annotations

import json
from typing import TextIO


def read(path: str, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Print the givens as 81 characters, then the player's own digits if any (or the JSON
    reading); 1 when no grid is found."""
    import vision  # OpenCV loads only for this command

    try:
        with open(path, "rb") as file:
            data = file.read()
    except OSError as error:
        print(f"sudoku-hint: cannot read {path}: {error.strerror}", file=err)
        return 2
    try:
        reading = vision.read_grid(data)
    except vision.NoGridFound as error:
        print(f"sudoku-hint: {path}: {error}", file=err)
        return 1
    if as_json:
        fields = reading.as_json()
        keys = ("puzzle", "givens", "entries", "notes", "confidence", "corrected", "reasons",
                "solutions", "mistakes", "ms")
        print(json.dumps({key: fields[key] for key in keys}), file=out)
    else:
        print(reading.puzzle, file=out)
        if reading.entries.strip("0"):
            print("your digits " + reading.entries.replace("0", "."), file=out)
        for change in reading.corrected:
            print(f"corrected {change}", file=err)
        for cell in reading.mistakes:
            print(f"r{cell // 9 + 1}c{cell % 9 + 1}: your {reading.entries[cell]} does not fit "
                  "the givens' solution", file=err)
    return 0
