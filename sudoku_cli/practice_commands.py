"""`practise TECHNIQUE`: positions whose next step is that technique, to practise on."""

from __future__ import annotations

import json
import random
from typing import TextIO

from engine import Position, Search, generated_positions, mined_positions, pencil_grid, to_text

from . import output
from .sources import puzzle_texts


def position_text(position: Position) -> str:
    """81 characters (a Killer's with its cages) when the digits say it all, else the
    pencil-mark grid."""
    if position.needs_candidates:
        return pencil_grid(position.grid)
    return to_text(position.grid)


def practise(
    technique_id: str,
    count: int,
    seed: int | None,
    as_json: bool,
    source: str | None,
    max_puzzles: int,
    out: TextIO,
    err: TextIO,
    stdin: TextIO,
) -> int:
    """Print `count` positions; 1 when fewer were found within the bound (and say so)."""
    search = Search()
    if source is not None:
        found = mined_positions(technique_id, puzzle_texts(source, stdin))
    else:
        found = generated_positions(technique_id, random.Random(seed), max_puzzles, search=search)
    shown = 0
    last_was_grid = False
    for position in found:
        if as_json:
            record = {
                "technique": technique_id,
                "puzzle": position.puzzle,
                "position": position_text(position),
                "pencil_marks": position.needs_candidates,
                "step": output.step_record(position.step, variant=position.grid.variant),
            }
            print(json.dumps(record), file=out)
        else:
            # A pencil-mark grid takes many lines: a blank line sets it apart from the
            # positions around it, whichever kind they are; plain lines stand one a line.
            if shown and (position.needs_candidates or last_was_grid):
                print(file=out)
            print(position_text(position), file=out)
            last_was_grid = position.needs_candidates
        shown += 1
        if shown == count:
            return 0
    where = "in the puzzles given" if source is not None else f"in {search.puzzles} new puzzles"
    print(f"sudoku-hint: found {shown} of {count} {technique_id} positions {where}", file=err)
    return 1
