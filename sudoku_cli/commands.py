"""The one-shot commands: `solve` a batch of puzzles, give a `hint` for one.

Both load through `load_puzzle`, so a puzzle with no or several solutions is
an error in the engine's own words, never a position to reason about.
"""

from __future__ import annotations

import json
import time
from typing import TextIO

from engine import (
    CLASSIC,
    LADDER,
    Puzzle,
    PuzzleError,
    Technique,
    Variant,
    is_killer_text,
    is_puzzle_link,
    load_link,
    load_puzzle,
    next_step,
    solve_path,
    to_text,
    words,
)

from . import output
from .sources import looks_like_a_path, puzzle_texts, single_puzzle_text


def read_puzzle(text: str, variant: Variant = CLASSIC) -> Puzzle:
    """The puzzle every command reads: a link (f-puzzles, SudokuPad, SudokuWiki) or f-puzzles
    JSON, or a `killer:` text, whose own variant wins over `variant`, or a puzzle written
    out."""
    if is_puzzle_link(text):
        return load_link(text, variant)
    return load_puzzle(text, variant)


def _explain_error(error: PuzzleError, text: str, source: str) -> str:
    """The engine's message, plus a word when the argument was probably a mistyped file name."""
    message = str(error)
    written = is_puzzle_link(source) or is_killer_text(source)
    if text == source and looks_like_a_path(source) and not written:
        message += f" (No file named {source!r} exists either.)"
    return message


def solve(
    source: str,
    as_json: bool,
    out: TextIO,
    stdin: TextIO,
    ladder: tuple[Technique, ...] = LADDER,
    variant: Variant = CLASSIC,
    lang: str = "en",
) -> int:
    """One line per puzzle; 1 if any puzzle was in error, else 0 (stuck is not an error)."""
    had_error = False
    for text in puzzle_texts(source, stdin):
        try:
            puzzle = read_puzzle(text, variant)
        except PuzzleError as error:
            had_error = True
            message = _explain_error(error, text, source)
            shown = text.strip()
            line = (
                json.dumps(output.error_record(shown, message))
                if as_json
                else output.error_line(shown, message)
            )
            print(line, file=out)
            continue
        # Only the logical solve is timed: the uniqueness proof is the brute-force
        # oracle's work, not the techniques' the figure is meant to compare.
        started = time.perf_counter()
        result = solve_path(puzzle.grid, ladder)
        seconds = time.perf_counter() - started
        shown = to_text(puzzle.grid)  # a Killer with its cages, so the line pastes back
        if as_json:
            record = output.solve_record(result, shown, seconds, lang, puzzle.grid.variant)
            print(json.dumps(record), file=out)
        else:
            print(output.solve_line(result, shown, seconds), file=out)
    return 1 if had_error else 0


def hint(
    source: str,
    out: TextIO,
    err: TextIO,
    stdin: TextIO,
    ladder: tuple[Technique, ...] = LADDER,
    variant: Variant = CLASSIC,
    lang: str = "en",
) -> int:
    """The nudge, then the explanation. 0 when the position was read (even if stuck), 1 if not."""
    text = single_puzzle_text(source, stdin)
    try:
        puzzle = read_puzzle(text, variant)
    except PuzzleError as error:
        print(f"sudoku-hint: {_explain_error(error, text, source)}", file=err)
        return 1
    if all(puzzle.grid.values):
        print("The puzzle is already solved: there is nothing left to hint.", file=out)
        return 0
    step = next_step(puzzle.grid, ladder)
    if step is None:
        rungs = "" if ladder == LADDER else f" (up to {ladder[-1].id})"
        print(f"No technique of the ladder{rungs} applies here: stuck on this position.", file=out)
        return 0
    said = words(step, lang)
    print(f"Nudge: {said.nudge}", file=out)
    print(f"Explanation: {said.explanation}", file=out)
    return 0
