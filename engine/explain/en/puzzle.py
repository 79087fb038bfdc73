"""What is wrong with a puzzle a player pasted or loaded (PuzzleError's words)."""

from ..render import Plural

MESSAGES = {
    "puzzle.unknown-character": (
        "Unknown character {char} at position {position}: use digits 1-9 for givens and '.' "
        "or '0' for empty cells."
    ),
    "puzzle.unknown-character.line": (
        "Unknown character {char} at line {line}, column {column}: use digits 1-9 for givens "
        "and '.' or '0' for empty cells."
    ),
    "puzzle.cell-count": Plural(
        "count",
        {
            "one": "A puzzle has 81 cells, but {count} was found.",
            "other": "A puzzle has 81 cells, but {count} were found.",
        },
    ),
    "puzzle.not-a-triple": (
        "{token} is not a row-column-value triple like 127 (row 1, column 2 holds 7); each of "
        "the three is a digit 1-9."
    ),
    "puzzle.given-twice": "{cell} is given twice, as {first} and as {second}.",
    "puzzle.clash": "Two {digit}s in {house}: {first} and {second}.",
    "puzzle.grid.tenth-row": "Line {line}: a pencil-mark grid has 9 rows; this is a 10th.",
    "puzzle.grid.row-cells": "Line {line}: a row of the grid has 9 cells, but {count} were found.",
    "puzzle.grid.not-digits": "Line {line}, {cell}: {token} is not a group of digits 1-9.",
    "puzzle.grid.repeats": "Line {line}, {cell}: {token} repeats a digit.",
    "puzzle.grid.rows": "A pencil-mark grid has 9 rows of cells, but {count} were found.",
    "puzzle.grid.no-candidate": "{cell} is empty and has no candidate left.",
    "puzzle.hodoku.start": "A HoDoKu line starts like ':0000:x:' followed by the 81 cells.",
    "puzzle.hodoku.too-long": "The HoDoKu line has more than 81 cells.",
    "puzzle.hodoku.not-a-cell": "The HoDoKu line has {char} at {cell}: not a cell.",
    "puzzle.hodoku.count": "The HoDoKu line has {count} cells; a puzzle has 81.",
    "puzzle.hodoku.exclusion": "{item} is not an excluded candidate (digit, row, column).",
    "puzzle.position.wrong-value": "{cell} holds {digit}, not the solution.",
    "puzzle.position.missing-mark": (
        "The pencil marks of {cell} leave out {digit}, its solution digit."
    ),
    "puzzle.no-solution": "This puzzle has no solution: its givens contradict each other.",
    "puzzle.several-solutions": (
        "This puzzle has more than one solution, so it cannot be solved by logic alone."
    ),
    # ----- a Jigsaw layout that is not one ---------------------------------------------
    "layout.length": "a jigsaw layout names the region of all 81 cells; this one has {count}",
    "layout.regions": "a jigsaw layout has nine regions; this one has {count}",
    "layout.region-size": "region {number} ({name}, with {cell}) has {count} cells, not 9",
    "layout.not-connected": (
        "region {number} ({name}, with {cell}) is not connected: its cells must join up side "
        "by side"
    ),
}
