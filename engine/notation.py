"""Reading and writing puzzles, and the community notation for cells and candidates.

Notation: rows r1-r9, columns c1-c9, boxes b1-b9, a cell r3c4, a candidate
5r3c4 (digit first), an elimination r3c4<>5, a placement r3c4=5.
"""

from __future__ import annotations

from collections.abc import Iterable

from .bits import DIGITS_IN
from .explain.reason import Cell, HouseRef, Reason, say
from .grid import Grid
from .rules.cages import killer_text, read_killer
from .rules.houses import CLASSIC, KILLER_PREFIX, Cage, House, LayoutError, Variant, cell_name


class PuzzleError(ValueError):
    """A puzzle that cannot be played; the message is meant for a person.

    Its words are a Reason (`reason`), so the web app says them in the player's
    language; str() of the error is the English.
    """

    def __init__(self, reason: Reason) -> None:
        from .explain import renderer

        self.reason = reason
        super().__init__(renderer("en")(reason))


# Characters drawn between cells by the usual grid pictures: ignored.
SEPARATORS = frozenset(" \t\r\n|-+_=,:")
EMPTY = frozenset(".0")


def parse(text: str, variant: Variant = CLASSIC) -> Grid:
    """A grid from the 81-cell form, the ;rcv form or the `killer:` form; raises PuzzleError.

    A Killer text carries its own rules (its cages and sums), so they win over `variant`,
    as a link's variant does: the caller's choice is for texts that say none.
    """
    if is_killer_text(text):
        values, variant = read_killer_text(text)
    else:
        values = read_values(text)
    check_clashes(values, variant)
    return Grid(values, variant=variant)


def read_values(text: str) -> list[int]:
    """The 81 digits (0 for empty) of the 81-cell form or the ;rcv form."""
    stripped = text.strip()
    return parse_rcv(stripped) if stripped.startswith(";") else parse_cells(text)


def is_killer_text(text: str) -> bool:
    """Whether a text is a Killer written `killer:MAP:SUMS[:GIVENS]` (the prefix in any case)."""
    return text.lstrip()[: len(KILLER_PREFIX)].lower() == KILLER_PREFIX


def read_killer_text(text: str) -> tuple[list[int], Variant]:
    """A `killer:` text's givens (all empty when it has none: a Killer may have no givens)
    and its Killer. PuzzleError saying why the cages are not a Killer's, or what is wrong
    with the givens."""
    try:
        variant, givens = read_killer(text)
    except LayoutError as error:
        raise PuzzleError(say("puzzle.not-killer", why=error.reason)) from None
    return ([0] * 81 if givens is None else read_values(givens)), variant


def parse_cells(text: str) -> list[int]:
    """The 81-cell form: a digit or an empty mark (. or 0) per cell, separators skipped."""
    values: list[int] = []
    for pos, ch in enumerate(text):
        if ch in SEPARATORS:
            continue
        if ch in EMPTY:
            values.append(0)
        elif "1" <= ch <= "9":
            values.append(ord(ch) - 48)
        else:
            line = text.count("\n", 0, pos) + 1
            column = pos - (text.rfind("\n", 0, pos) + 1) + 1
            if line == 1:
                raise PuzzleError(say("puzzle.unknown-character", char=repr(ch), position=pos + 1))
            raise PuzzleError(
                say("puzzle.unknown-character.line", char=repr(ch), line=line, column=column)
            )
    if len(values) != 81:
        raise PuzzleError(say("puzzle.cell-count", count=len(values)))
    return values


def parse_rcv(text: str) -> list[int]:
    """The ;rcv form: one ;row-column-value triple per given."""
    values = [0] * 81
    for token in text.split(";"):
        token = token.strip()
        if not token:
            continue
        # Not str.isdigit(): it accepts '²' (then int() fails) and full-width digits.
        if len(token) != 3 or not all("1" <= ch <= "9" for ch in token):
            raise PuzzleError(say("puzzle.not-a-triple", token=repr(token)))
        r, c, v = (int(ch) for ch in token)
        cell = (r - 1) * 9 + c - 1
        if values[cell] and values[cell] != v:
            raise PuzzleError(
                say("puzzle.given-twice", cell=Cell(cell), first=values[cell], second=v)
            )
        values[cell] = v
    return values


def check_clashes(values: list[int], variant: Variant = CLASSIC) -> None:
    """Raise PuzzleError naming the unit (a house, or a Killer's cage) and both cells of the
    first repeated digit. Houses are checked first: a clash there is the one a player sees."""
    for unit in variant.units:
        first: dict[int, int] = {}
        for c in unit.cells:
            v = values[c]
            if not v:
                continue
            if v in first:
                raise PuzzleError(_clash(unit, v, first[v], c))
            first[v] = c


def _clash(unit: House | Cage, digit: int, first: int, second: int) -> Reason:
    if isinstance(unit, Cage):
        # A cage has no number a player knows it by: its sum and first cell name it.
        return say("puzzle.clash-in-cage", digit=digit, cell=Cell(unit.cells[0]),
                   total=unit.total, first=Cell(first), second=Cell(second))
    return say("puzzle.clash", digit=digit, house=HouseRef.of(unit), first=Cell(first),
               second=Cell(second))


def to_text(grid: Grid) -> str:
    """The puzzle as a player pastes it back: the 81-character form, or for a Killer the
    `killer:` form with its cages, sums and digits (what `parse` reads)."""
    if grid.variant.cages:
        return killer_text(grid.variant, grid.values)
    return to_string(grid)


def to_string(grid: Grid) -> str:
    """The 81-character form, '.' for empty cells."""
    return "".join(str(v) if v else "." for v in grid.values)


def to_rcv(grid: Grid) -> str:
    return "".join(f";{c // 9 + 1}{c % 9 + 1}{v}" for c, v in enumerate(grid.values) if v)


def candidate_name(cell: int, digit: int) -> str:
    return f"{digit}{cell_name(cell)}"


def eliminations_text(eliminations: Iterable[tuple[int, int]]) -> str:
    """'r3c8<>2, r3c9<>7', in cell order."""
    return ", ".join(f"{cell_name(c)}<>{d}" for c, d in sorted(eliminations))


def placements_text(placements: Iterable[tuple[int, int]]) -> str:
    return ", ".join(f"{cell_name(c)}={d}" for c, d in placements)


def cells_text(cells: Iterable[int]) -> str:
    """'r3c1, r3c5 and r5c2'."""
    names = [cell_name(c) for c in cells]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def digits_text(digits: Iterable[int]) -> str:
    """'{2,7}'."""
    return "{" + ",".join(str(d) for d in digits) + "}"


def or_digits(digits: Iterable[int]) -> str:
    """'2 or 7', '2, 5 or 7'."""
    return _listed(digits, "or")


def and_digits(digits: Iterable[int]) -> str:
    """'2 and 7', '2, 5 and 7'."""
    return _listed(digits, "and")


def _listed(digits: Iterable[int], word: str) -> str:
    ds = [str(d) for d in digits]
    return ds[0] if len(ds) == 1 else ", ".join(ds[:-1]) + f" {word} " + ds[-1]


ROW_LETTERS = "ABCDEFGHI"


def board_picture(grid: Grid) -> str:
    """The large text board: rows A-I down the side, columns 1-9 across the top.

    An unsolved cell shows its candidates as a 3x3 block (1.3 / 4.. / ..9); a
    given shows its digit in the middle, a placed digit in parentheses.
    """
    cands = grid.candidates
    rule = "   +" + "+".join(["-" * 13] * 3) + "+"
    header = [" "] * 43
    for c in range(9):
        header[6 + 14 * (c // 3) + 4 * (c % 3)] = str(c + 1)
    lines = ["".join(header).rstrip(), rule]
    for r in range(9):
        for band in range(3):
            label = f" {ROW_LETTERS[r]} " if band == 1 else "   "
            boxes = []
            for b in range(3):
                cells = []
                for c in range(b * 3, b * 3 + 3):
                    cells.append(_cell_line(grid, r * 9 + c, band, cands))
                boxes.append(" " + " ".join(cells) + " ")
            lines.append(label + "|" + "|".join(boxes) + "|")
        if r % 3 == 2:
            lines.append(rule)
        else:
            lines.append("   |" + "|".join([" " * 13] * 3) + "|")
    return "\n".join(lines)


def _cell_line(grid: Grid, cell: int, band: int, cands: list[int]) -> str:
    v = grid.values[cell]
    if v:
        if band != 1:
            return "   "
        return f" {v} " if grid.is_given(cell) else f"({v})"
    digits = DIGITS_IN[cands[cell]]
    return "".join(str(d) if d in digits else "." for d in range(band * 3 + 1, band * 3 + 4))
