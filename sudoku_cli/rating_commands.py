"""`rate` puzzles, print a solution `path`, `generate` new puzzles."""

from __future__ import annotations

import json
import random
import sys
import time
from typing import TextIO

from engine import PuzzleError, solve_path, technique, to_text
from engine import generate as generate_puzzle
from engine import rate as rate_grid

from . import output
from .commands import _explain_error, read_puzzle
from .sources import puzzle_texts, single_puzzle_text


def rate(source: str, as_json: bool, out: TextIO, stdin: TextIO) -> int:
    """One line per puzzle: SE rating, level, score; 1 if any puzzle was in error."""
    had_error = False
    for text in puzzle_texts(source, stdin):
        shown = text.strip()
        try:
            puzzle = read_puzzle(text)
        except PuzzleError as error:
            had_error = True
            message = _explain_error(error, text, source)
            line = (
                json.dumps(output.error_record(shown, message))
                if as_json
                else output.error_line(shown, message)
            )
            print(line, file=out)
            continue
        rating = rate_grid(puzzle.grid)
        shown = to_text(puzzle.grid)
        if as_json:
            record = {
                "puzzle": shown,
                "se": rating.se,
                "level": rating.level,
                "score": rating.score,
            }
            if rating.needs_trial:
                record["needs_trial"] = True
            print(json.dumps(record), file=out)
        else:
            note = "  (needs a trial: beyond every chain)" if rating.needs_trial else ""
            print(
                f"{shown}  SE {rating.se_text}  {rating.level}  score {rating.score}"
                f"  hardest: {rating.hardest or 'none'}{note}",
                file=out,
            )
    return 1 if had_error else 0


def path(source: str, out: TextIO, err: TextIO, stdin: TextIO) -> int:
    """The whole solution path, runs of one technique grouped as HoDoKu's path view does."""
    text = single_puzzle_text(source, stdin)
    try:
        puzzle = read_puzzle(text)
    except PuzzleError as error:
        print(f"sudoku-hint: {_explain_error(error, text, source)}", file=err)
        return 1
    result = solve_path(puzzle.grid)
    groups: list[tuple[str, list[str]]] = []
    for step in result.steps:
        if groups and groups[-1][0] == step.technique:
            groups[-1][1].append(output.effect(step))
        else:
            groups.append((step.technique, [output.effect(step)]))
    for tid, effects in groups:
        count = f" ({len(effects)})" if len(effects) > 1 else ""
        print(f"{technique(tid).name}{count}: {'; '.join(effects)}", file=out)
    if not result.solved:
        print("Stuck: no technique of the ladder applies here.", file=out)
    return 0


def generate(
    level: str, count: int, symmetry: str, seed: int | None, minimal: bool, out: TextIO
) -> int:
    """`count` puzzles of the level, one a line; progress on stderr after a second."""
    rng = random.Random(seed)
    started = time.perf_counter()
    for n in range(1, count + 1):
        print(generate_puzzle(level, symmetry, minimal, rng), file=out, flush=True)
        if time.perf_counter() - started > 1.0:
            print(f"generated {n}/{count}", file=sys.stderr)
    return 0
