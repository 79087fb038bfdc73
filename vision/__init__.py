"""Read a Sudoku grid from a photo or a screenshot.

    reading = vision.read_grid(open("photo.jpg", "rb").read())
    reading.puzzle        # 81 characters, "." for an empty cell
    reading.confidence    # 81 numbers in 0..1
    reading.corrected     # the cells the engine's check changed, with the reason

Steps: find the grid (grid.py), split it into cells and read each one's ink
(cells.py) with a small classifier (model.py), in each of the four quarter turns,
keeping the turn that reads best; then the engine's check corrects the least sure
cells until the puzzle has exactly one solution (correct.py).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np

from .cells import cell_inputs, features
from .correct import Change, Trouble, correct
from .grid import NoGridFound, decode, find_grid
from .model import ROTATED, classifier

__all__ = [
    "Change",
    "NoGridFound",
    "Reading",
    "Trouble",
    "finish",
    "read_grid",
    "read_probabilities",
]

EMPTY_SURE = 0.99  # a cell without a stroke near its centre is empty with this confidence


@dataclass(frozen=True)
class Reading:
    puzzle: str
    confidence: list[float]
    corrected: list[Change]
    solutions: int
    ms: int
    corners: list[tuple[float, float]]  # top-left, top-right, bottom-right, bottom-left
    turns: int = 0  # quarter turns (counter-clockwise) that made the grid upright
    first_reading: str = field(default="", repr=False)  # before the engine's check

    def as_json(self) -> dict:
        return {
            "puzzle": self.puzzle,
            "confidence": [round(c, 3) for c in self.confidence],
            "corrected": [change.name for change in self.corrected],
            "reasons": [str(change) for change in self.corrected],
            "solutions": self.solutions,
            "ms": self.ms,
            "corners": [[round(x, 1), round(y, 1)] for x, y in self.corners],
        }


def _table(present: np.ndarray, probs: np.ndarray) -> np.ndarray:
    """81×10 probabilities of empty and 1..9, the rotated class dropped."""
    table = np.full((81, 10), (1 - EMPTY_SURE) / 9, np.float64)
    table[:, 0] = EMPTY_SURE
    if len(probs):
        kept = probs[:, :ROTATED].astype(np.float64)
        table[present] = kept / kept.sum(axis=1, keepdims=True)
    return table


def read_probabilities(warped: np.ndarray) -> tuple[np.ndarray, int]:
    """(81×10 reading probabilities, quarter turns) for the turn of the grid that reads best."""
    model = classifier()
    best = None
    for turns in range(4):
        present, patches, geometry = cell_inputs(np.ascontiguousarray(np.rot90(warped, turns)))
        probs = model.probabilities(features(patches[present], geometry[present]))
        if len(probs):
            digit = probs[:, 1:ROTATED].max(axis=1)
            score = float(np.mean(np.log(digit + 1e-6) - np.log(probs[:, ROTATED] + digit)))
            score += float(np.mean(np.log(1 - probs[:, ROTATED] + 1e-6)))
        else:
            score = 0.0
        if best is None or score > best[0]:
            best = (score, _table(present, probs), turns)
        if not len(probs):
            break  # an empty grid reads the same every way
    assert best is not None
    return best[1], best[2]


def read_grid(image_bytes: bytes) -> Reading:
    """Read the Sudoku grid in an image; NoGridFound when there is none (or no image)."""
    start = time.perf_counter()
    gray = decode(image_bytes)
    corners, warped = find_grid(gray)
    table, turns = read_probabilities(warped)
    return finish(table, turns, corners, start)


def finish(table: np.ndarray, turns: int, corners: np.ndarray, start: float) -> Reading:
    """The engine's check on a table of probabilities, and the Reading."""
    first = [int(v) for v in table.argmax(axis=1)]
    values, solutions, changes = correct(table)
    confidence = [float(table[c, v]) for c, v in enumerate(values)]
    for change in changes:
        confidence[change.cell] = float(table[change.cell, change.now])
    # np.rot90 turns counter-clockwise: the upright grid's top-left is corner `turns` on.
    ordered = [tuple(map(float, corners[(i + turns) % 4])) for i in range(4)]
    return Reading(
        puzzle="".join(str(v) if v else "." for v in values),
        confidence=confidence,
        corrected=changes,
        solutions=solutions,
        ms=round((time.perf_counter() - start) * 1000),
        corners=ordered,
        turns=turns,
        first_reading="".join(str(v) if v else "." for v in first),
    )
