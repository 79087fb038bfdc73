"""`sudoku-hint check`: what a puzzle as typed holds, without refusing it: its givens,
the clashes between them, how many solutions, and a cell where two solutions differ."""

from __future__ import annotations

import json
from typing import TextIO

from engine import CLASSIC, EntryCheck, PuzzleError, Variant, cell_name, check_entry, read_entry

from .sources import single_puzzle_text

# The command line may wait for a search a typing player would not (engine.check_entry's
# default is a few milliseconds' worth).
CHECK_BUDGET = 200_000


def check(
    source: str, as_json: bool, out: TextIO, err: TextIO, stdin: TextIO,
    variant: Variant = CLASSIC,
) -> int:
    """0 when the puzzle has exactly one solution; 1 when it has none or several, or
    cannot be read (the reason on stderr)."""
    text = single_puzzle_text(source, stdin)
    try:
        values, variant = read_entry(text, variant)
    except PuzzleError as error:
        print(f"sudoku-hint: {error}", file=err)
        return 1
    found = check_entry(values, variant, budget=CHECK_BUDGET, search_sparse=True)
    if found.too_hard:
        print("sudoku-hint: too hard to check: the search ran out of its budget", file=err)
        return 1
    summary = summary_of(found)
    if as_json:
        print(json.dumps(summary), file=out)
    else:
        print(words_of(summary), file=out)
    return 0 if summary["solutions"] == 1 else 1


def summary_of(found: EntryCheck) -> dict[str, object]:
    """The JSON form: solutions 0, 1 or 2 (two or more)."""
    return {
        "givens": found.givens,
        "solutions": found.solutions if found.solutions is not None else 2,
        "clashes": [[cell_name(c.first), cell_name(c.second), c.digit] for c in found.clashes],
        "differs_at": cell_name(found.differs_at) if found.differs_at is not None else None,
    }


def words_of(summary: dict[str, object]) -> str:
    solutions = {0: "no solution", 1: "one solution", 2: "several solutions"}
    line = f"{summary['givens']} givens, {solutions[summary['solutions']]}"  # type: ignore[index]
    clashes = summary["clashes"]
    if clashes:
        line += "; " + "; ".join(f"{a} and {b} both hold {d}" for a, b, d in clashes)  # type: ignore[attr-defined]
    if summary["differs_at"]:
        line += f"; two solutions differ at {summary['differs_at']}"
    return line
