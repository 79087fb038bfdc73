"""The engine checks the eyes: a reading must have exactly one solution.

A reading with a clash, no solution or several is corrected by trying the runner-up
readings of the least confident cells, the cheapest combination first (cost: how
much less likely the classifier found the change), until the puzzle has exactly one.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable
from dataclasses import dataclass, replace

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
    digit held twice), "none" (no solution), "several" (more than one), "long", or
    "unfit" (an unsure reading of the player's digit that the givens' solution rules out:
    `digit` the reading)."""

    kind: str
    house: str = ""
    number: int = 0
    digit: int = 0

    def __str__(self) -> str:
        if self.kind == "clash":
            return f"{self.house} {self.number} had two {self.digit}s"
        if self.kind == "unfit":
            return f"a {self.digit} there did not fit the givens' solution"
        return {
            "none": "the puzzle had no solution",
            "several": "the puzzle had more than one solution",
            "long": "the puzzle was too long to check",
        }[self.kind]


@dataclass(frozen=True)
class Change:
    """A cell the engine's check changed: its digit (`was` -> `now`), or, with `moved`, its
    kind ("to-given": read as the player's digit, taken as a given; "to-entry" the other
    way). `trouble` is what that cell's first reading caused, with the other changes made."""

    cell: int
    was: int
    now: int
    reason: str
    trouble: Trouble | None = None  # the reason as data (reason is its English words)
    moved: str = ""

    @property
    def name(self) -> str:
        return f"r{self.cell // 9 + 1}c{self.cell % 9 + 1}"

    def __str__(self) -> str:
        if self.moved:
            kind = "a given" if self.moved == "to-given" else "your digit"
            return f"{self.name} ({self.was}) taken as {kind}: {self.reason}"
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

    def with_changes(chosen: tuple[int, ...]) -> list[int]:
        trial = list(values)
        for i in chosen:
            trial[options[i][1]] = options[i][2]
        return trial

    chosen = _cheapest(options, lambda chosen: verdict(with_changes(chosen))[0] == 1)
    if chosen is not None:
        changes = []
        for i in chosen:
            _, cell, digit = options[i]
            was = values[cell]
            said = str(trouble)
            words = said.replace("the puzzle", f"with {was or 'it empty'} the puzzle")
            if words == said:
                words = f"with {was or 'it empty'}, {said}"
            changes.append(Change(cell, was, digit, words, trouble))
        return with_changes(chosen), 1, changes
    return _by_the_sure_cells(values, probabilities, trouble) or (values, max(count, 0), [])


def _cheapest(options: list[tuple[float, int, int]],
              works: Callable[[tuple[int, ...]], bool]) -> tuple[int, ...] | None:
    """The cheapest set of options (cost, cell, change) that `works`, best-first over sets
    of indices into `options` (increasing, one option per cell, at most MAX_CHANGES),
    trying at most MAX_TRIES; None if none does. `options` is sorted in place."""
    options.sort()
    heap: list[tuple[float, tuple[int, ...]]] = [
        (cost, (i,)) for i, (cost, _, _) in enumerate(options)
    ]
    heapq.heapify(heap)
    tries = 0
    while heap and tries < MAX_TRIES:
        cost, chosen = heapq.heappop(heap)
        tries += 1
        if works(chosen):
            return chosen
        if len(chosen) < MAX_CHANGES:
            cells = {options[i][1] for i in chosen}
            for j in range(chosen[-1] + 1, len(options)):
                if options[j][1] not in cells:
                    heapq.heappush(heap, (cost + options[j][0], (*chosen, j)))
    return None


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


SURE = 0.9  # a reading at least this likely is never changed by the check


def clash_at(values: list[int], cell: int) -> Trouble | None:
    """The house of `cell` that holds its digit twice, or None."""
    digit = values[cell]
    if not digit:
        return None
    row, col = divmod(cell, 9)
    box = row // 3 * 3 + col // 3
    houses = (
        ("row", row, [row * 9 + k for k in range(9)]),
        ("column", col, [k * 9 + col for k in range(9)]),
        ("box", box, [(box // 3 * 3 + k // 3) * 9 + box % 3 * 3 + k % 3 for k in range(9)]),
    )
    for kind, number, cells in houses:
        if sum(1 for c in cells if values[c] == digit) > 1:
            return Trouble("clash", kind, number + 1, digit)
    return None


@dataclass(frozen=True)
class Checked:
    """The engine's check of a reading split into givens and the player's digits."""

    digits: list[int]  # 81, 0 empty: every digit read (givens and the player's)
    entry: list[bool]  # 81: the digit is the player's
    solutions: int  # of the givens alone: 0, 1, 2 (two or more), -1 too long to tell
    changes: list[Change]
    solution: list[int] | None  # the givens' solution when there is exactly one


def check(table: np.ndarray, entry_chance: np.ndarray, present: np.ndarray) -> Checked:
    """The givens (present cells whose digit is not the player's) must have one solution.

    Only unsure readings may change (a digit read with less than SURE, a kind told with
    less than SURE), the cheapest combination first; the player's digits never enter the
    count, so a wrong one of theirs is kept as they wrote it (the caller names it)."""
    digits = [int(v) if present[c] else 0 for c, v in enumerate(table.argmax(axis=1))]
    entry = [bool(present[c] and entry_chance[c] >= 0.5) for c in range(81)]

    def givens_of(ds: list[int], es: list[bool]) -> list[int]:
        return [d if not e else 0 for d, e in zip(ds, es, strict=True)]

    count, trouble = verdict(givens_of(digits, entry))
    if count == 1:
        return _misread_entries(
            table, Checked(digits, entry, 1, [], solve(givens_of(digits, entry), budget=BUDGET))
        )
    options: list[tuple[float, int, int]] = []  # (cost, cell, digit; -1 moves the kind)
    confidence = table[np.arange(81), digits]
    unsure_digits = [c for c in np.argsort(confidence, kind="stable")
                     if present[c] and not entry[c] and confidence[c] < SURE][:SUSPECTS]
    for cell in unsure_digits:
        order = np.argsort(-table[cell], kind="stable")
        for digit in order[1 : 1 + ALTERNATIVES]:
            p = float(table[cell, digit])
            if p < FLOOR or digit == 0:
                continue
            options.append((math.log(confidence[cell] + 1e-9) - math.log(p), int(cell), int(digit)))
    for cell in np.flatnonzero(present):
        sure = max(entry_chance[cell], 1 - entry_chance[cell])
        if sure < SURE:
            options.append((math.log(sure) - math.log(1 - sure + 1e-9), int(cell), -1))

    def unique(chosen: tuple[int, ...]) -> bool:
        ds, es = _apply(digits, entry, [options[i] for i in chosen])
        return verdict(givens_of(ds, es))[0] == 1

    chosen = _cheapest(options, unique)
    if chosen is None:
        return Checked(digits, entry, max(count, 0) if count >= 0 else -1, [], None)
    ds, es = _apply(digits, entry, [options[i] for i in chosen])
    changes = [_change(digits, entry, ds, es, options[i], givens_of) for i in chosen]
    return _misread_entries(
        table, Checked(ds, es, 1, changes, solve(givens_of(ds, es), budget=BUDGET))
    )


def _misread_entries(table: np.ndarray, checked: Checked) -> Checked:
    """A player's digit read unsurely (less than SURE) that the givens' solution rules out,
    whose runner-up readings include the solution's digit, was misread rather than
    miswritten: it takes that digit, and the change is named. A digit read surely stays as
    the player wrote it, right or wrong."""
    solution = checked.solution
    if solution is None:
        return checked
    digits, changes = list(checked.digits), list(checked.changes)
    for cell in range(81):
        was = digits[cell]
        if not checked.entry[cell] or was == solution[cell] or table[cell, was] >= SURE:
            continue
        right = solution[cell]
        runners = np.argsort(-table[cell], kind="stable")[1 : 1 + ALTERNATIVES]
        if right in runners and table[cell, right] >= FLOOR:
            digits[cell] = right
            trouble = Trouble("unfit", digit=was)
            changes.append(Change(cell, was, right, str(trouble), trouble))
    return replace(checked, digits=digits, changes=changes)


def _apply(digits: list[int], entry: list[bool], chosen: list[tuple[float, int, int]]
           ) -> tuple[list[int], list[bool]]:
    ds, es = list(digits), list(entry)
    for _, cell, digit in chosen:
        if digit < 0:
            es[cell] = not es[cell]
        else:
            ds[cell] = digit
    return ds, es


def _change(digits, entry, ds, es, option, givens_of) -> Change:
    """The change `option` made, with the trouble its cell's first reading causes when
    every other change is kept: words that are true of this cell."""
    _, cell, digit = option
    back_d, back_e = list(ds), list(es)
    if digit < 0:
        back_e[cell] = entry[cell]
    else:
        back_d[cell] = digits[cell]
    before = givens_of(back_d, back_e)
    trouble = clash_at(before, cell) or verdict(before)[1] or Trouble("several")
    said = str(trouble)
    if digit < 0:
        moved = "to-given" if entry[cell] else "to-entry"
        kind = "your digit" if entry[cell] else "a given"
        words = f"as {kind}, {said}"
        return Change(cell, digits[cell], digits[cell], words, trouble, moved)
    was = digits[cell]
    words = said.replace("the puzzle", f"with {was} here the puzzle")
    if words == said:
        words = f"with {was} here, {said}"
    return Change(cell, was, digit, words, trouble)
