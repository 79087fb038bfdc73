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
    "puzzle.clash-in-cage": (
        "Two {digit}s in the cage with {cell} (sum {total})"
        ": {first} and {second}."
    ),
    "puzzle.not-killer": "That is not a Killer: {why}.",
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
    "puzzle.too-hard": (
        "This puzzle is too hard to check: proving it has one solution would take too long. "
        "Check your typing, or add a given."
    ),
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
    # ----- a Killer's cages that are not ones (engine/cages.py) -----------------------
    "killer.form": (
        "a Killer is written killer:, its 81-character cage map, a colon and the cage sums "
        "separated by commas (and, if it has givens, one more colon and 81 characters)"
    ),
    "killer.map-length": "a cage map names the cage of all 81 cells; this one has {count}",
    "killer.map-character": (
        "{char} at {cell} cannot name a cage: use one letter or digit per cage"
    ),
    "killer.uncaged": "{cell} is in no cage; in this form every cell needs one",
    "killer.sum-count": "the map has {cages} cages but {sums} sums are given",
    "killer.sum-not-number": "{token} is not a cage sum: sums are whole numbers like 13",
    "killer.symbol-not-connected": (
        "the cage {name} (with {cell}) is not connected: its cells must join up side by side"
    ),
    "killer.not-connected": (
        "the cage with {cell} is not connected: its cells must join up side by side"
    ),
    "killer.empty-cage": "cage {number} has no cells",
    "killer.off-grid": "cage {number} has a cell outside the grid",
    "killer.two-cages": "{cell} is in two cages",
    "killer.too-big": (
        "the cage with {cell} has {count} cells, but a cage holds no digit twice, so at most 9"
    ),
    "killer.impossible-sum": (
        "the cage with {cell} cannot add up to {total}: {count} different digits make "
        "{least} to {most}"
    ),
    "killer.grand-total": (
        "the cage sums add up to {total}, but with every cell caged they must make 405 "
        "(nine times 45)"
    ),
    "killer.too-many": "this Killer has {count} cages; the assistant takes at most {most}",
    # ----- a link from another app (engine/puzzle_links.py) ----------------------------
    "link.unsupported": "This puzzle has {rules}, which the assistant does not solve.",
    "link.undrawn": (
        "This puzzle has {rules}, which the assistant solves but the board cannot show yet: "
        "on the command line, sudoku-hint solve plays it."
    ),
    "link.unsupported-yet": "This puzzle has {rules}, which the assistant does not solve yet.",
    "link.unknown-rule": (
        "This puzzle has a rule the assistant does not know ({name}), so it cannot solve it."
    ),
    "link.combined": (
        "This puzzle combines {rules}; the assistant plays each of them alone, not together."
    ),
    "link.short": (
        "This is a short link: open it in {site} and copy the long link (with the puzzle in it) "
        "instead."
    ),
    "link.malformed": (
        "The puzzle in this {site} link cannot be read: it is damaged or cut short."
    ),
    "link.size": "This puzzle is {size}×{size}; the assistant plays 9×9 puzzles only.",
    "link.no-region": (
        "Some cells of this puzzle are in no region; the assistant plays puzzles whose every "
        "cell is in one."
    ),
    "link.layout": "The regions of this puzzle are not a Jigsaw: {why}.",
    "link.cage-without-sum": (
        "A cage of this puzzle (with {cell}) shows no sum, and its rules do not say that "
        "digits in a cage do not repeat; the assistant plays a cage by its sum, or as a "
        "region without repeats where the rules say so."
    ),
    "link.too-many-houses": (
        "This puzzle has more than {most} houses (rows, columns, boxes, diagonals and "
        "regions of nine cells); the assistant plays puzzles with fewer."
    ),
    "link.site": (
        "The assistant reads links from f-puzzles, SudokuPad and SudokuWiki, not from {host}."
    ),
    "link.sudokupad-form": (
        "This SudokuPad link holds its puzzle in a form the assistant does not read ({form}): "
        "open it in SudokuPad and copy its link again from SudokuPad's menu."
    ),
    "link.rule.thermometers": "thermometers",
    "link.rule.arrows": "arrows",
    "link.rule.killer-cages": "killer cages",
    "link.rule.little-killers": "little killer sums",
    "link.rule.sandwich-sums": "sandwich sums",
    "link.rule.x-sums": "X-sums",
    "link.rule.skyscrapers": "skyscraper clues",
    "link.rule.kropki": "kropki dots",
    "link.rule.xv": "XV sums",
    "link.rule.palindromes": "palindromes",
    "link.rule.renban": "renban lines",
    "link.rule.whispers": "German whispers lines",
    "link.rule.between-lines": "between lines",
    "link.rule.minimum": "minimum cells",
    "link.rule.maximum": "maximum cells",
    "link.rule.odd": "odd cells",
    "link.rule.even": "even cells",
    "link.rule.extra-regions": "extra regions",
    "link.rule.clones": "clones",
    "link.rule.quadruples": "quadruples",
    "link.rule.lockout": "lockout lines",
    "link.rule.entropic": "entropic lines",
    "link.rule.modular": "modular lines",
    "link.rule.region-sums": "region sum lines",
    "link.rule.nabner": "nabner lines",
    "link.rule.double-arrows": "double arrows",
    "link.rule.zipper": "zipper lines",
    "link.rule.drawings": "drawings that may carry rules (lines, shapes or text)",
    "link.rule.anti-knight": "the anti-knight rule",
    "link.rule.anti-king": "the anti-king rule",
    "link.rule.nonconsecutive": "the non-consecutive rule",
    "link.rule.negative": "negative constraints",
    "link.rule.fog": "fog of war",
    "link.rule.one-diagonal": "a single diagonal",
    "link.rule.given-marks": "given pencil marks",
    "link.rule.lines": "lines drawn on the grid (thermometers, renban, whispers or the like)",
    "link.rule.marks": "marks drawn on the grid (dots, circles or clues)",
    "link.rule.diagonals": "both diagonals",
    "link.rule.disjoint": "disjoint groups",
    "link.rule.regions": "irregular regions",
    "link.too-many-rules": (
        "This puzzle draws more than {most} thermometers, arrows and lines; the assistant "
        "plays puzzles with fewer."
    ),
}
