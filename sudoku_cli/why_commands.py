"""`why POSITION CELL DIGIT`: why a cell cannot be a digit, as the simplest step that
shows it (or that nothing rules it out)."""

from __future__ import annotations

import json
import re
from typing import TextIO

from engine import (
    PuzzleError,
    Variant,
    is_exchange_form,
    load_position,
    renderer,
    why_not,
    why_verdict,
    words,
)

from . import output
from .commands import read_puzzle
from .sources import single_puzzle_text

CELL = re.compile(r"^[rR]([1-9])[cC]([1-9])$")


class UsageError(ValueError):
    """A cell or digit the command cannot take, said plainly."""


def read_cell(text: str) -> int:
    found = CELL.match(text.strip())
    if not found:
        raise UsageError(f"{text!r} is not a cell: write it as r5c6 (row 5, column 6).")
    return (int(found.group(1)) - 1) * 9 + int(found.group(2)) - 1


def read_digit(text: str) -> int:
    if not (text.strip().isdigit() and 1 <= int(text) <= 9):
        raise UsageError(f"{text!r} is not a digit from 1 to 9.")
    return int(text)


def why(
    source: str, cell_text: str, digit_text: str, as_json: bool, variant: Variant,
    out: TextIO, err: TextIO, stdin: TextIO, lang: str = "en",
) -> int:
    try:
        cell, digit = read_cell(cell_text), read_digit(digit_text)
    except UsageError as error:
        print(f"sudoku-hint: {error}", file=err)
        return 2
    text = single_puzzle_text(source, stdin)
    try:
        puzzle = load_position(text) if is_exchange_form(text) else read_puzzle(text, variant)
    except PuzzleError as error:
        print(f"sudoku-hint: {error}", file=err)
        return 1
    grid = puzzle.grid
    answer = why_not(grid, cell, digit)
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    if as_json:
        record = {
            "cell": name,
            "digit": digit,
            "verdict": answer.verdict,
            "step": output.step_record(answer.step, lang, grid.variant) if answer.step else None,
        }
        if answer.peer is not None:
            record["peer"] = f"r{answer.peer // 9 + 1}c{answer.peer % 9 + 1}"
        print(json.dumps(record), file=out)
        return 0
    print(renderer(lang)(why_verdict(answer, grid)), file=out)
    if answer.step is not None:
        said = words(answer.step, lang)
        print(f"Nudge: {said.nudge}", file=out)
        print(f"Explanation: {said.explanation}", file=out)
    return 0
