"""Where puzzles come from: an argument, a file of puzzle lines, or stdin.

A line of the shared corpora is `<puzzle> [<solution>] [<rating>]`; the extra
columns are recognised by shape so that a puzzle written with spaces between
its groups (`4.. ... 8.5 ...`) is still read whole.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Iterator
from typing import TextIO

STDIN = "-"


class SourceError(Exception):
    """A named file (or stdin) that could not be read; the message is meant for a person."""


def _read_error(source: str, error: Exception) -> SourceError:
    where = "stdin" if source == STDIN else repr(source)
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return SourceError(f"cannot read {where}: {reason}")


_EXTRA_COLUMN = re.compile(r"\d{81}|\d{1,2}\.\d")
_LETTER = re.compile(r"[A-Za-z]")


def puzzle_of_line(line: str) -> str:
    """The puzzle part of one line: the first token when the rest are extra columns."""
    tokens = line.split()
    if not tokens:
        return ""
    first, rest = tokens[0], tokens[1:]
    # At most a solution and a rating follow a puzzle in the corpus format.
    if len(first) == 81 or (len(rest) <= 2 and all(_EXTRA_COLUMN.fullmatch(t) for t in rest)):
        return first
    return line.strip()


def _content_lines(lines: Iterable[str]) -> Iterator[str]:
    for line in lines:
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            yield stripped


def puzzles_in_lines(lines: Iterable[str]) -> Iterator[str]:
    """One puzzle per line; blank lines and `#` comments are skipped."""
    for line in _content_lines(lines):
        yield puzzle_of_line(line)


def _whole_json(source: str, text: str) -> bool:
    """An f-puzzles JSON file (a `.json` file, or one JSON object over several lines): one
    puzzle, read whole."""
    stripped = text.strip()
    if source.lower().endswith(".json"):
        return True
    if not stripped.startswith("{") or "\n" not in stripped:
        return False
    try:
        return isinstance(json.loads(stripped), dict)
    except (ValueError, RecursionError):
        return False


def puzzle_texts(source: str, stdin: TextIO) -> Iterator[str]:
    """Every puzzle a `solve` argument stands for. Raises SourceError if it cannot be read."""
    if not (source == STDIN or os.path.exists(source)):
        yield source
        return
    try:
        if source == STDIN:
            text = stdin.read()
        else:
            with open(source, encoding="utf-8") as handle:
                text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        raise _read_error(source, error) from error
    if _whole_json(source, text):
        yield text.strip()
    else:
        yield from puzzles_in_lines(text.splitlines())


def single_puzzle_text(source: str, stdin: TextIO) -> str:
    """The one puzzle a `hint` argument stands for. Raises SourceError if it cannot be read.

    A file or stdin may hold one puzzle line (extra columns allowed) or a
    multi-line picture; the parser skips the rules and bars of a picture.
    """
    if not (source == STDIN or os.path.exists(source)):
        return source
    try:
        if source == STDIN:
            text = stdin.read()
        else:
            with open(source, encoding="utf-8") as handle:
                text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        raise _read_error(source, error) from error
    if _whole_json(source, text):
        return text.strip()
    lines = list(_content_lines(text.splitlines()))
    return puzzle_of_line(lines[0]) if len(lines) == 1 else "\n".join(lines)


def looks_like_a_path(text: str) -> bool:
    """A puzzle holds no letters or slashes, so such an argument was probably a missing file."""
    return bool(_LETTER.search(text)) or "/" in text or os.sep in text
