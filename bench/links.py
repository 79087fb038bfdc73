"""Links other apps read, written and read back: every variant, through every form.

    python -m bench links [--count 100]

For each variant we play, `--count` puzzles (the repository's own: tests/data/*.txt,
webapp/entering/variant_puzzles.txt, Jigsaw layouts from tests/data/jigsaw_puzzles.txt
turned eight ways; Killers: tests/data/web_killers.txt's, then the classic corpora's solved
puzzles with their rows cut into cages adding up to the solution, every fourth with a
cage left out) go through an f-puzzles link, a SudokuPad link (its `fpuzzles`
form, the one the share page offers) and a SudokuPad `scl` link (its own zipped JSON);
each must read back as what was written: read_link(write(p)) == p. Some of the
player's digits ride along where the form keeps them (f-puzzles' non-given values).
The round trip is of the links alone: no puzzle is solved.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from engine import LinkedPuzzle, fpuzzles_link, jigsaw, read_link, scl_link, sudokupad_link
from engine.rules.cages import killer

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
VARIANT_FILE = ROOT / "webapp" / "entering" / "variant_puzzles.txt"
KINDS = ("classic", "x", "colour", "jigsaw", "killer")
FORMS: dict[str, tuple[Callable[[LinkedPuzzle], str], bool]] = {
    # form: (writer, whether it keeps the player's digits)
    "f-puzzles": (fpuzzles_link, True),
    "SudokuPad (fpuzzles)": (sudokupad_link, True),
    "SudokuPad (scl)": (scl_link, False),
}


def _lines(path: Path) -> list[list[str]]:
    return [line.split() for line in path.read_text().splitlines()
            if line.strip() and not line.startswith("#")]


def _classic() -> list[tuple[str, str]]:
    """(puzzle, solution) of the classic corpora, the solution '' where a file has none."""
    found = []
    for path in sorted(DATA.glob("*.txt")):
        if path.name.startswith(("jigsaw", "brute_force_multi")):
            continue
        for columns in _lines(path):
            cells = [c for c in columns if len(c) == 81]
            if cells and all(ch in "0123456789." for ch in cells[0]):
                found.append((cells[0], cells[1] if len(cells) > 1 else ""))
    return found


def _turned(layout: str) -> list[str]:
    """A layout turned and mirrored the eight ways of the square: each a Jigsaw too."""
    grid = [layout[r * 9 : r * 9 + 9] for r in range(9)]
    shapes = []
    for _ in range(4):
        grid = ["".join(grid[8 - r][c] for r in range(9)) for c in range(9)]  # a quarter turn
        shapes.append("".join(grid))
        shapes.append("".join(row[::-1] for row in grid))
    return shapes


def _layouts() -> list[str]:
    layouts = [columns[0] for columns in _lines(DATA / "jigsaw_puzzles.txt")]
    layouts += [columns[1].partition(":")[2] for columns in _lines(VARIANT_FILE)
                if columns[1].startswith("jigsaw:")]
    turned = []
    for layout in layouts:
        for shape in _turned(layout):
            name = jigsaw(shape).name
            if name not in turned:
                turned.append(name)
    return turned


def _killer_of(solution: str, n: int) -> str:
    """A Killer over a solution: each row cut into runs of 2-4 cells (the cut moving with
    `n`), each a cage adding up to its digits; when n % 4 == 3 the first cage is left out,
    as a link may leave cells out of every cage."""
    cages: list[tuple[list[int], int]] = []
    for r in range(9):
        c, k = 0, n + r
        while c < 9:
            size = min(2 + k % 3, 9 - c)
            cells = [r * 9 + c + i for i in range(size)]
            cages.append((cells, sum(int(solution[i]) for i in cells)))
            c, k = c + size, k + 1
    return killer(cages[1:] if n % 4 == 3 else cages).name


def _killers() -> list[tuple[str, str, str]]:
    """(puzzle, solution, variant name) of the Killers a link carries."""
    own = []
    for columns in _lines(DATA / "web_killers.txt"):
        own.append(("." * 81, columns[2], columns[1]))
    for n, (puzzle, solution) in enumerate(p for p in _classic() if p[1]):
        own.append((puzzle, solution, _killer_of(solution, n)))
    return own


def _entries(puzzle: str, solution: str, every: int) -> str:
    """Some of the solution's digits as a player's entries: every `every`-th empty cell."""
    if not solution:
        return "." * 81
    empty = [c for c in range(81) if puzzle[c] in ".0"]
    chosen = set(empty[::every])
    return "".join(solution[c] if c in chosen else "." for c in range(81))


def puzzles(kind: str, count: int) -> list[LinkedPuzzle]:
    """`count` puzzles of a variant: its own first (the built-in ones, the Jigsaw file's),
    then the classic corpora's givens under its rules (a link does not check them)."""
    own: list[tuple[str, str, str]] = []  # (puzzle, solution, variant name)
    for columns in _lines(VARIANT_FILE):
        if columns[1].partition(":")[0] == kind:
            own.append((columns[3], columns[4], columns[1]))
    if kind == "jigsaw":
        for columns in _lines(DATA / "jigsaw_puzzles.txt"):
            own.append((columns[1], columns[2], jigsaw(columns[0]).name))
    if kind == "killer":
        own += _killers()
    layouts = _layouts()
    for n, (puzzle, solution) in enumerate(_classic() if kind != "killer" else []):
        name = layouts[n % len(layouts)] if kind == "jigsaw" else kind
        own.append((puzzle, solution, name))
    chosen = []
    for n, (puzzle, solution, name) in enumerate(own[:count]):
        givens = "".join("." if ch in ".0" else ch for ch in puzzle)
        chosen.append(LinkedPuzzle(givens, name, _entries(givens, solution, 3 + n % 5)))
    return chosen


def round_trip(count: int) -> dict[tuple[str, str], tuple[int, int]]:
    """(variant, form) -> (puzzles read back as written, puzzles tried)."""
    counts = {}
    for kind in KINDS:
        for form, (write, keeps_entries) in FORMS.items():
            tried = good = 0
            for puzzle in puzzles(kind, count):
                if not keeps_entries:
                    puzzle = LinkedPuzzle(puzzle.givens, puzzle.variant)
                tried += 1
                good += read_link(write(puzzle)) == puzzle
            counts[(kind, form)] = (good, tried)
    return counts


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench links", description=__doc__)
    parser.add_argument("--count", type=int, default=100, help="puzzles per variant")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    counts = round_trip(args.count)
    width = max(len(form) for form in FORMS)
    print(f"{'variant':8} {'form':{width}}  read back / written")
    for (kind, form), (good, tried) in counts.items():
        print(f"{kind:8} {form:{width}}  {good:>4} / {tried}")
    good = sum(g for g, _ in counts.values())
    tried = sum(t for _, t in counts.values())
    print(f"all: {good} / {tried} in {time.perf_counter() - started:.1f} s")
    return 0 if good == tried else 1


if __name__ == "__main__":
    sys.exit(main())
