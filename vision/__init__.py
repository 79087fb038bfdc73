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
from dataclasses import dataclass, field, replace

import cv2
import numpy as np

from . import kinds
from .cells import CellLayout, cell_layout, features
from .correct import Change, Trouble, check, correct
from .grid import SIDE, NoGridFound, decode_colour, find_grids, polarity, warp
from .model import ROTATED, classifier
from .notes import MIN_NOTED_CELLS, MIN_NOTED_CELLS_PHOTO, is_screen, read_notes

__all__ = [
    "Change",
    "NoGridFound",
    "Reading",
    "Trouble",
    "finish",
    "read_grid",
    "read_probabilities",
    "see",
    "thumbnails",
]

EMPTY_SURE = 0.99  # a cell without a stroke near its centre is empty with this confidence


@dataclass(frozen=True)
class Reading:
    puzzle: str  # the givens, "." for a cell without one
    confidence: list[float]
    corrected: list[Change]
    solutions: int  # of the givens alone
    ms: int
    corners: list[tuple[float, float]]  # top-left, top-right, bottom-right, bottom-left
    turns: int = 0  # quarter turns (counter-clockwise) that made the grid upright
    first_reading: str = field(default="", repr=False)  # every digit, before the check
    givens: str = "0" * 81  # 81 characters, 0 for no given
    entries: str = "0" * 81  # the player's own digits, 0 elsewhere
    notes: list[str] = field(default_factory=lambda: [""] * 81)  # note digits, increasing
    mistakes: list[int] = field(default_factory=list)  # cells of the player's wrong digits
    first_confidence: list[float] = field(default_factory=lambda: [1.0] * 81, repr=False)
    kind_confidence: list[float] = field(default_factory=lambda: [1.0] * 81, repr=False)
    others: list[list[tuple[float, float]]] = field(default_factory=list)  # other grids

    def as_json(self) -> dict:
        return {
            "puzzle": self.puzzle,
            "givens": self.givens,
            "entries": self.entries,
            "notes": self.notes,
            "confidence": [round(c, 3) for c in self.confidence],
            "corrected": [
                {"cell": change.name, "read": change.was, "now": change.now,
                 "why": change.reason, **({"moved": change.moved} if change.moved else {})}
                for change in self.corrected
            ],
            "reasons": [str(change) for change in self.corrected],
            "solutions": self.solutions,
            "mistakes": [
                {"cell": f"r{c // 9 + 1}c{c % 9 + 1}", "digit": int(self.entries[c])}
                for c in self.mistakes
            ],
            "ms": self.ms,
            "corners": [[round(x, 1), round(y, 1)] for x, y in self.corners],
            "grids": 1 + len(self.others),
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
    table, turns, _ = _best_turn(warped)
    return table, turns


def _best_turn(warped: np.ndarray) -> tuple[np.ndarray, int, CellLayout]:
    model = classifier()
    best = None
    for turns in range(4):
        layout = cell_layout(np.ascontiguousarray(np.rot90(warped, turns)))
        present = layout.present
        probs = model.probabilities(features(layout.patches[present], layout.geometry[present]))
        if len(probs):
            digit = probs[:, 1:ROTATED].max(axis=1)
            score = float(np.mean(np.log(digit + 1e-6) - np.log(probs[:, ROTATED] + digit)))
            score += float(np.mean(np.log(1 - probs[:, ROTATED] + 1e-6)))
        else:
            score = 0.0
        if best is None or score > best[0]:
            best = (score, _table(present, probs), turns, layout)
        if not len(probs):
            break  # an empty grid reads the same every way
    assert best is not None
    return best[1], best[2], best[3]


@dataclass(frozen=True)
class Sight:
    """One grid as seen, before the engine's check."""

    corners: np.ndarray
    turns: int
    table: np.ndarray  # 81×10 probabilities of empty and 1..9
    layout: CellLayout
    entry_chance: np.ndarray  # [81] the chance a present cell's digit is the player's
    style: np.ndarray  # [81, kinds.STYLE]
    notes: list[int]  # 81 digit masks


def see(image_bytes: bytes, choice: int = 0) -> tuple[Sight, list[np.ndarray]]:
    """The grid `choice` (0: the largest) as seen, and the corners of every grid found."""
    colour = decode_colour(image_bytes)
    gray = cv2.cvtColor(colour, cv2.COLOR_BGR2GRAY)
    grids = find_grids(gray)
    if not 0 <= choice < len(grids):
        raise NoGridFound("no Sudoku grid found in the picture")
    corners, warped = grids[choice]
    table, turns, layout = _best_turn(warped)
    upright = np.ascontiguousarray(np.rot90(warp(colour, corners), turns))
    style = kinds.styles(upright, layout.boxes, layout.strokes, layout.present)
    chance = kinds.entry_chances(style, layout.present)
    # Notes are small: read them from the grid warped at three times the size.
    large = polarity(warp(gray, corners, 3 * SIDE)) if layout.marks.any() else warped
    upright_gray = np.ascontiguousarray(np.rot90(large, turns))
    present = layout.present
    digit_geometry = (np.median(layout.geometry[present], axis=0) if present.any()
                      else np.array([0.6, 0.4, 0.3, 0, 0, 0.25], np.float32))
    fewest = MIN_NOTED_CELLS if is_screen(warped) else MIN_NOTED_CELLS_PHOTO
    notes = read_notes(
        upright_gray, layout.strokes, layout.marks, classifier(), digit_geometry, fewest
    )
    sight = Sight(corners, turns, table, layout, chance, style, notes)
    return sight, [c for c, _ in grids]


def read_grid(image_bytes: bytes, choice: int = 0) -> Reading:
    """Read the Sudoku grid in an image (`choice`: which of several, largest first);
    NoGridFound when there is none (or no image)."""
    start = time.perf_counter()
    sight, grids = see(image_bytes, choice)
    reading = finish_sight(sight, start)
    others = [[tuple(map(float, p)) for p in c] for k, c in enumerate(grids) if k != choice]
    return replace(reading, others=others)


def thumbnails(image_bytes: bytes, side: int = 120) -> tuple[bytes, ...]:
    """A small PNG of each grid in the picture, in read_grid's choice order: for a player
    to pick which puzzle of a page to read."""
    colour = decode_colour(image_bytes)
    gray = cv2.cvtColor(colour, cv2.COLOR_BGR2GRAY)
    out = []
    for corners, _ in find_grids(gray):
        ok, data = cv2.imencode(".png", warp(colour, corners, side))
        if ok:
            out.append(data.tobytes())
    return tuple(out)


def finish_sight(sight: Sight, start: float) -> Reading:
    """The engine's check on what was seen: givens, the player's digits and notes."""
    table = sight.table
    present = sight.layout.present
    first = [int(v) if present[c] else 0 for c, v in enumerate(table.argmax(axis=1))]
    checked = check(table, sight.entry_chance, present)
    digits, entry = checked.digits, checked.entry
    confidence = [float(table[c, digits[c]]) for c in range(81)]
    first_confidence = [float(table[c, first[c]]) for c in range(81)]
    kind_confidence = [
        float(max(sight.entry_chance[c], 1 - sight.entry_chance[c])) if present[c] else 1.0
        for c in range(81)
    ]
    givens = "".join(str(d) if d and not e else "0" for d, e in zip(digits, entry, strict=True))
    entries = "".join(str(d) if d and e else "0" for d, e in zip(digits, entry, strict=True))
    mistakes = []
    if checked.solution is not None:
        mistakes = [c for c in range(81) if entry[c] and digits[c] != checked.solution[c]]
    ordered = [tuple(map(float, sight.corners[(i + sight.turns) % 4])) for i in range(4)]
    notes = ["".join(str(d) for d in range(1, 10) if m >> (d - 1) & 1) if not digits[c] else ""
             for c, m in enumerate(sight.notes)]
    return Reading(
        puzzle=givens.replace("0", "."),
        confidence=confidence,
        corrected=checked.changes,
        solutions=checked.solutions,
        ms=round((time.perf_counter() - start) * 1000),
        corners=ordered,
        turns=sight.turns,
        first_reading="".join(str(v) if v else "." for v in first),
        givens=givens,
        entries=entries,
        notes=notes,
        mistakes=mistakes,
        first_confidence=first_confidence,
        kind_confidence=kind_confidence,
    )


def finish(table: np.ndarray, turns: int, corners: np.ndarray, start: float) -> Reading:
    """The engine's check on a table of probabilities alone (every digit a given), as
    the photo reader did before it told the player's digits apart."""
    first = [int(v) for v in table.argmax(axis=1)]
    values, solutions, changes = correct(table)
    confidence = [float(table[c, v]) for c, v in enumerate(values)]
    for change in changes:
        confidence[change.cell] = float(table[change.cell, change.now])
    # np.rot90 turns counter-clockwise: the upright grid's top-left is corner `turns` on.
    ordered = [tuple(map(float, corners[(i + turns) % 4])) for i in range(4)]
    givens = "".join(str(v) for v in values)
    return Reading(
        puzzle="".join(str(v) if v else "." for v in values),
        confidence=confidence,
        corrected=changes,
        solutions=solutions,
        ms=round((time.perf_counter() - start) * 1000),
        corners=ordered,
        turns=turns,
        first_reading="".join(str(v) if v else "." for v in first),
        givens=givens,
    )
