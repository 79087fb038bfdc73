"""Moving positions between tools: the pencil-mark grid HoDoKu, SudokuWiki and
Simple Sudoku print, HoDoKu's `:0000:x:` line, and a SudokuWiki link.

A pencil-mark grid writes every cell as a group of digits: one digit for a
filled cell, the candidates for an empty one; `|` and `-` lines only separate
boxes. What is not a candidate in the grid becomes an exclusion. A grid cannot
tell a given from a placed digit, nor a filled cell from an empty one with a
single candidate: it reads every one-digit cell as filled, and filled cells as
givens. HoDoKu's line keeps that distinction (`+` before a placed digit).
"""

from __future__ import annotations

import re

from .bits import DIGITS_IN
from .explain.reason import Cell, say
from .grid import Grid
from .notation import PuzzleError, check_clashes
from .puzzle import Puzzle, unique_solution

ALL_DIGITS = 0x1FF
_GROUP = re.compile(r"[1-9]+")
_HODOKU = re.compile(r"^:(\d{4}(?:-\d)?):([^:]*):([^:]*):([^:]*):")
SUDOKUWIKI = "https://www.sudokuwiki.org/sudoku.htm?bd="


def _mask(digits: str) -> int:
    mask = 0
    for ch in digits:
        mask |= 1 << (int(ch) - 1)
    return mask


def pencil_grid(grid: Grid) -> str:
    """The position as a pencil-mark grid, columns padded to line up."""
    cands = grid.candidates
    texts = [
        str(v) if v else "".join(str(d) for d in DIGITS_IN[cands[c]])
        for c, v in enumerate(grid.values)
    ]
    width = [max(len(texts[r * 9 + c]) for r in range(9)) for c in range(9)]
    rule = "+" + "+".join("-" * (sum(width[b * 3 : b * 3 + 3]) + 4) for b in range(3)) + "+"
    lines = [rule]
    for r in range(9):
        boxes = [
            " " + " ".join(texts[r * 9 + c].ljust(width[c]) for c in range(b * 3, b * 3 + 3)) + " "
            for b in range(3)
        ]
        lines.append("|" + "|".join(boxes) + "|")
        if r % 3 == 2:
            lines.append(rule)
    return "\n".join(lines)


def looks_like_pencil_grid(text: str) -> bool:
    """Some line is a row of a candidate grid: nine digit groups, one of them two
    digits or more long. A plain puzzle drawn on nine lines (`53..7....`, or
    `530070000`) has no such line, so it stays a plain puzzle."""
    for line in text.splitlines():
        tokens = line.replace("|", " ").replace(":", " ").split()
        if (
            len(tokens) == 9
            and all(_GROUP.fullmatch(t) for t in tokens)
            and any(len(t) > 1 for t in tokens)
        ):
            return True
    return False


def parse_pencil_grid(text: str) -> Grid:
    """Read a pencil-mark grid; PuzzleError naming the line and cell when it is wrong."""
    values = [0] * 81
    masks = [ALL_DIGITS] * 81
    row = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if not any(ch.isalnum() for ch in line):
            continue  # a box rule or a blank line
        tokens = line.replace("|", " ").replace(":", " ").split()
        if row == 9:
            raise PuzzleError(say("puzzle.grid.tenth-row", line=number))
        if len(tokens) != 9:
            raise PuzzleError(say("puzzle.grid.row-cells", line=number, count=len(tokens)))
        for col, token in enumerate(tokens):
            cell = row * 9 + col
            if not _GROUP.fullmatch(token):
                raise PuzzleError(
                    say("puzzle.grid.not-digits", line=number, cell=Cell(cell), token=repr(token))
                )
            if len(set(token)) != len(token):
                raise PuzzleError(
                    say("puzzle.grid.repeats", line=number, cell=Cell(cell), token=repr(token))
                )
            if len(token) == 1:
                values[cell] = int(token)
            masks[cell] = _mask(token)
        row += 1
    if row != 9:
        raise PuzzleError(say("puzzle.grid.rows", count=row))
    check_clashes(values)
    # A listed candidate that a filled peer rules out is dropped, not refused:
    # tools print a cell with one candidate as a single digit while its peers
    # still list that digit, and the grid cannot say which it meant.
    exclusions = [0 if v else ALL_DIGITS & ~m for v, m in zip(values, masks, strict=True)]
    grid = Grid(values, exclusions=exclusions)
    for cell in range(81):
        if not values[cell] and not grid.candidates[cell]:
            raise PuzzleError(say("puzzle.grid.no-candidate", cell=Cell(cell)))
    return grid


def hodoku_line(grid: Grid) -> str:
    """HoDoKu's `:0000:x:<givens, + before placed digits>:<excluded candidates>::` line."""
    cells = "".join(
        ("" if grid.is_given(c) else "+") + str(v) if v else "." for c, v in enumerate(grid.values)
    )
    peers_free = _open_candidates(grid)
    excluded = " ".join(
        f"{d}{c // 9 + 1}{c % 9 + 1}"
        for c in range(81)
        if not grid.values[c]
        for d in DIGITS_IN[peers_free[c] & ~grid.candidates[c]]
    )
    return f":0000:x:{cells}:{excluded}::"


def _open_candidates(grid: Grid) -> list[int]:
    bare = Grid(grid.values, grid.givens, variant=grid.variant)
    return bare.candidates


def parse_hodoku_line(text: str) -> Grid:
    """Read HoDoKu's `:0000:x:...` line: givens, `+`placed digits, excluded candidates."""
    found = _HODOKU.match(text.strip())
    if not found:
        raise PuzzleError(say("puzzle.hodoku.start"))
    cells, excluded = found.group(3), found.group(4)
    values, givens, i = [0] * 81, 0, 0
    placed = False
    for ch in cells:
        if ch == "+":
            placed = True
            continue
        if i == 81:
            raise PuzzleError(say("puzzle.hodoku.too-long"))
        if ch in "123456789":
            values[i] = int(ch)
            givens |= 0 if placed else 1 << i
        elif ch not in ".0":
            raise PuzzleError(say("puzzle.hodoku.not-a-cell", char=repr(ch), cell=Cell(i)))
        placed = False
        i += 1
    if i != 81:
        raise PuzzleError(say("puzzle.hodoku.count", count=i))
    check_clashes(values)
    exclusions = [0] * 81
    for item in excluded.split():
        if not re.fullmatch(r"[1-9]{3}", item):
            raise PuzzleError(say("puzzle.hodoku.exclusion", item=repr(item)))
        d, r, c = (int(ch) for ch in item)
        exclusions[(r - 1) * 9 + c - 1] |= 1 << (d - 1)
    return Grid(values, givens, exclusions)


_BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def sudokuwiki_link(grid: Grid) -> str:
    """A link that opens the position, pencil marks included, in SudokuWiki's solver.

    SudokuWiki's own "load position" links are `bd=S9B` and two base-36 characters
    a cell: a given d is d, a placed digit d + 9, an empty cell its candidate set
    (bit d-1 for digit d) + 18. (The plain `bd=` form of 81 digits would lose the
    marks and the placed digits.)
    """
    codes = []
    for c, v in enumerate(grid.values):
        n = (v if grid.is_given(c) else v + 9) if v else grid.candidates[c] + 18
        codes.append(_BASE36[n // 36] + _BASE36[n % 36])
    return SUDOKUWIKI + "S9B" + "".join(codes)


def load_position(text: str) -> Puzzle:
    """A pasted position with pencil marks, checked: one solution from its givens,
    and no pencil mark missing that the solution needs. PuzzleError otherwise."""
    grid = read_position(text)
    solution = unique_solution(grid)
    for cell, digit in enumerate(solution):
        if grid.values[cell] and grid.values[cell] != digit:
            raise PuzzleError(
                say("puzzle.position.wrong-value", cell=Cell(cell), digit=grid.values[cell])
            )
        if not grid.values[cell] and not grid.candidates[cell] >> (digit - 1) & 1:
            raise PuzzleError(say("puzzle.position.missing-mark", cell=Cell(cell), digit=digit))
    grid.unique = True
    return Puzzle(grid, solution)


def is_exchange_form(text: str) -> bool:
    """A HoDoKu line or a pencil-mark grid rather than a plain puzzle."""
    return text.lstrip().startswith(":") or looks_like_pencil_grid(text)


def read_position(text: str) -> Grid:
    """A pasted position in any of the exchange forms (not the 81-cell form)."""
    if text.lstrip().startswith(":"):
        return parse_hodoku_line(text)
    return parse_pencil_grid(text)
