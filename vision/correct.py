"""The engine checks the eyes: a reading must have exactly one solution.

A reading with a clash, no solution or several is corrected by trying the runner-up
readings of the least confident cells, the cheapest combination first (cost: how
much less likely the classifier found the change), until the puzzle has exactly one.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

import numpy as np

from engine import SearchTooLong, count_solutions, solve

SUSPECTS = 12  # the least confident cells whose other readings are tried
ALTERNATIVES = 3  # readings tried per cell, besides the first
FLOOR = 0.002  # a reading the classifier gives less than this is never tried
MAX_CHANGES = 3
MAX_TRIES = 400
BUDGET = 20_000


@dataclass(frozen=True)
class Trouble:
    """What was wrong with the reading as a whole, as data, so a page can say it in its
    own language: kind "clash" (house "row", "column" or "box", its number 1..9, the
    digit held twice), "none" (no solution), "several" (more than one) or "long"."""

    kind: str
    house: str = ""
    number: int = 0
    digit: int = 0

    def __str__(self) -> str:
        if self.kind == "clash":
            return f"{self.house} {self.number} had two {self.digit}s"
        return {
            "none": "the puzzle had no solution",
            "several": "the puzzle had more than one solution",
            "long": "the puzzle was too long to check",
        }[self.kind]


@dataclass(frozen=True)
class Change:
    cell: int
    was: int
    now: int
    reason: str
    trouble: Trouble | None = None  # the reason as data (reason is its English words)

    @property
    def name(self) -> str:
        return f"r{self.cell // 9 + 1}c{self.cell % 9 + 1}"

    def __str__(self) -> str:
        was = str(self.was) if self.was else "empty"
        now = str(self.now) if self.now else "empty"
        return f"{self.name} read as {was}, changed to {now}: {self.reason}"


def clash(values: list[int]) -> Trouble | None:
    """The first house holding a digit twice, or None."""
    for kind, cells_of in (
        ("row", lambda i: [i * 9 + k for k in range(9)]),
        ("column", lambda i: [k * 9 + i for k in range(9)]),
        ("box", lambda i: [(i // 3 * 3 + k // 3) * 9 + i % 3 * 3 + k % 3 for k in range(9)]),
    ):
        for i in range(9):
            seen: set[int] = set()
            for cell in cells_of(i):
                v = values[cell]
                if v and v in seen:
                    return Trouble("clash", kind, i + 1, v)
                seen.add(v)
    return None


def verdict(values: list[int]) -> tuple[int, Trouble | None]:
    """(solutions 0/1/2, or -1 when too long to tell; the trouble, None for one solution)."""
    trouble = clash(values)
    if trouble:
        return 0, trouble
    try:
        count = count_solutions(values, limit=2, budget=BUDGET)
    except SearchTooLong:
        return -1, Trouble("long")
    if count == 0:
        return 0, Trouble("none")
    if count >= 2:
        return 2, Trouble("several")
    return 1, None


def correct(probabilities: np.ndarray) -> tuple[list[int], int, list[Change]]:
    """(values, solutions 0/1/2, changes) from an 81×10 table of reading probabilities."""
    values = [int(v) for v in probabilities.argmax(axis=1)]
    count, trouble = verdict(values)
    if count == 1:
        return values, 1, []
    confidence = probabilities[np.arange(81), values]
    suspects = [int(c) for c in np.argsort(confidence, kind="stable")[:SUSPECTS]]
    options: list[tuple[float, int, int]] = []  # (cost, cell, digit)
    for cell in suspects:
        order = np.argsort(-probabilities[cell], kind="stable")
        for digit in order[1 : 1 + ALTERNATIVES]:
            p = float(probabilities[cell, digit])
            if p < FLOOR:
                break
            cost = math.log(confidence[cell] + 1e-9) - math.log(p)
            options.append((cost, cell, int(digit)))
    options.sort()
    # Best-first over sets of options (indices increasing, one option per cell).
    heap: list[tuple[float, tuple[int, ...]]] = [
        (cost, (i,)) for i, (cost, _, _) in enumerate(options)
    ]
    heapq.heapify(heap)
    tries = 0
    while heap and tries < MAX_TRIES:
        cost, chosen = heapq.heappop(heap)
        trial = list(values)
        for i in chosen:
            trial[options[i][1]] = options[i][2]
        tries += 1
        if verdict(trial)[0] == 1:
            changes = []
            for i in chosen:
                _, cell, digit = options[i]
                was = values[cell]
                said = str(trouble)
                words = said.replace("the puzzle", f"with {was or 'it empty'} the puzzle")
                if words == said:
                    words = f"with {was or 'it empty'}, {said}"
                changes.append(Change(cell, was, digit, words, trouble))
            return trial, 1, changes
        if len(chosen) < MAX_CHANGES:
            cells = {options[i][1] for i in chosen}
            for j in range(chosen[-1] + 1, len(options)):
                if options[j][1] not in cells:
                    heapq.heappush(heap, (cost + options[j][0], (*chosen, j)))
    return _by_the_sure_cells(values, probabilities, trouble) or (values, max(count, 0), [])


def _by_the_sure_cells(
    values: list[int], probabilities: np.ndarray, trouble: Trouble | None
) -> tuple[list[int], int, list[Change]] | None:
    """When runner-ups do not mend it (a page filled in by hand: many unsure digits),
    leave out the least confident filled cells, as few as make the rest solvable (having
    a solution only grows as cells are left out: a bisection), and take the rest's
    solution for them if it is the only one. Cells read empty stay empty; each cell
    whose digit the solution changes is named."""
    filled = [c for c in range(81) if values[c]]
    confidence = probabilities[np.arange(81), values]
    order = sorted(filled, key=lambda c: (confidence[c], c))

    def without(k: int) -> list[int]:
        trial = list(values)
        for c in order[:k]:
            trial[c] = 0
        return trial

    def solvable(k: int) -> bool:
        trial = without(k)
        if clash(trial):
            return False
        try:
            return count_solutions(trial, limit=1, budget=BUDGET) >= 1
        except SearchTooLong:
            return False

    lo, hi = 0, len(order) - 17  # a unique puzzle needs 17 givens
    if hi <= 0 or not solvable(hi):
        return None
    while lo < hi:  # the fewest cells left out for a solution
        mid = (lo + hi) // 2
        if solvable(mid):
            hi = mid
        else:
            lo = mid + 1

    trial = without(lo)
    if verdict(trial)[0] != 1:
        return None
    solution = solve(trial, budget=BUDGET)
    result = list(values)
    changes = []
    said = str(trouble)
    for c in sorted(order[:lo]):
        digit = int(solution[c])
        result[c] = digit
        if digit != values[c]:
            words = said.replace("the puzzle", f"with {values[c]} the puzzle")
            if words == said:
                words = f"with {values[c]}, {said}"
            changes.append(Change(c, values[c], digit, words, trouble))
    return result, 1, changes
