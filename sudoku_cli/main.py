"""`sudoku-hint`: argument parsing and dispatch to the commands.

Exit status: 0 when every puzzle was read (a puzzle the techniques cannot
finish is reported as stuck, not as an error); 1 when a puzzle failed to parse
or has no unique solution; 2 for a usage error or an unreadable file; 1
also when the output pipe closes early.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from engine import (
    LADDER,
    LANGUAGES,
    SYMMETRIES,
    TIERS,
    PuzzleError,
    Technique,
    Variant,
    is_killer_text,
    parse,
    variant_named,
)

from . import (
    check_commands,
    commands,
    practice_commands,
    rating_commands,
    read_commands,
    why_commands,
)
from .repl import Reader, run_repl, stream_reader
from .sources import SourceError


def ladder_up_to(technique_id: str | None) -> tuple[Technique, ...]:
    """The rungs of the ladder up to and including one technique (all of them for None)."""
    if technique_id is None:
        return LADDER
    ids = [t.id for t in LADDER]
    return LADDER[: ids.index(technique_id) + 1]


def _add_up_to(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--up-to",
        metavar="TECHNIQUE",
        choices=[t.id for t in LADDER],
        help="use only the techniques of the ladder up to this one, e.g. hidden-single "
        f"(one of: {', '.join(t.id for t in LADDER)})",
    )


# What a puzzle argument may be, for every command's help.
PUZZLE_FORMS = (
    "81 cells, ;rcv triples, a link (f-puzzles, SudokuPad, SudokuWiki) or a Killer as "
    "killer:MAP:SUMS[:GIVENS]"
)


def variant_argument(text: str) -> Variant:
    """--variant: classic, x, colour, jigsaw:<81 characters naming each cell's region>, or
    killer:<81-character cage map>:<sums> (its givens, if any, go in the puzzle argument)."""
    if is_killer_text(text):
        try:
            # The puzzle reader's words: what is wrong with the cages, said as on the web.
            grid = parse(text)
        except PuzzleError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
        if any(grid.values):
            raise argparse.ArgumentTypeError(
                "--variant takes a Killer's cages and sums only: put its givens in the puzzle"
            )
        return grid.variant
    try:
        return variant_named(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _add_variant(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--variant",
        metavar="VARIANT",
        type=variant_argument,
        default="classic",
        help="the rules: classic (default), x (X-Sudoku: both diagonals), colour (Colour "
        "Sudoku: nine disjoint groups), jigsaw:LAYOUT with 81 characters naming each "
        "cell's region, e.g. jigsaw:111222333..., or killer:MAP:SUMS (a cage map of 81 "
        "letters or digits, one symbol per cage, and the cage sums in the order the symbols "
        "first appear, e.g. killer:aabbc...:3,15,...). A puzzle written killer:MAP:SUMS[:GIVENS] "
        "or a link brings its own rules, which win over this",
    )


def _add_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        default="en",
        help="the language of the explanations: en (default), de, fr or ja",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sudoku-hint",
        description="Solve Sudoku the way a person does, one explained step at a time.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    solve = sub.add_parser(
        "solve",
        help="solve puzzles with the techniques, one result line per puzzle",
        description="Solve each puzzle with the technique ladder and print one line per puzzle.",
    )
    solve.add_argument(
        "source",
        metavar="PUZZLE_OR_FILE",
        help=f"a puzzle ({PUZZLE_FORMS}), a file with one puzzle per line, or - for stdin",
    )
    solve.add_argument("--json", action="store_true", help="print one JSON object per puzzle")
    _add_up_to(solve)
    _add_variant(solve)
    _add_lang(solve)

    hint = sub.add_parser(
        "hint",
        help="the next step for a puzzle: a nudge, then the explanation",
        description="Print the nudge, then the full explanation, of the easiest step that applies.",
    )
    hint.add_argument(
        "source", metavar="PUZZLE",
        help=f"a puzzle ({PUZZLE_FORMS}), a file holding one puzzle, or - for stdin",
    )
    _add_up_to(hint)
    _add_variant(hint)
    _add_lang(hint)

    read = sub.add_parser(
        "read",
        help="read the puzzle in a photo or a screenshot of a Sudoku",
        description="Find the Sudoku grid in an image and print its 81 cells ('.' for empty). "
        "Exit 0 when a grid was found, 1 when not.",
    )
    read.add_argument("image", metavar="IMAGE", help="a JPEG, PNG or WebP file")
    read.add_argument(
        "--json",
        action="store_true",
        help='print {"puzzle", "confidence", "corrected", "reasons", "solutions", "ms"}',
    )

    repl = sub.add_parser(
        "repl",
        help="step through a solve interactively",
        description="The interactive stepper; type ? at its prompt for the commands.",
    )
    repl.add_argument("source", metavar="PUZZLE", nargs="?",
                      help=f"a puzzle to load at the start ({PUZZLE_FORMS})")
    _add_up_to(repl)
    _add_variant(repl)
    _add_lang(repl)

    rate = sub.add_parser(
        "rate",
        help="rate puzzles: SE rating, level and score, one line per puzzle",
        description="Rate each puzzle on Sudoku Explainer's scale and HoDoKu's levels.",
    )
    rate.add_argument("source", metavar="PUZZLE_OR_FILE",
                      help=f"a puzzle ({PUZZLE_FORMS}), a file, or - for stdin")
    rate.add_argument("--json", action="store_true", help="print one JSON object per puzzle")

    path = sub.add_parser(
        "path",
        help="the whole solution path, grouped by technique",
        description="Print every step to the end, runs of one technique grouped.",
    )
    path.add_argument("source", metavar="PUZZLE",
                      help=f"a puzzle ({PUZZLE_FORMS}), a file holding one, or -")

    gen = sub.add_parser(
        "generate",
        help="new puzzles of a level, one 81-character line each",
        description="Generate puzzles with one solution of the chosen level.",
    )
    gen.add_argument("--level", required=True, type=str.capitalize, choices=TIERS)
    gen.add_argument("--count", type=int, default=1)
    gen.add_argument("--symmetry", default="none", choices=SYMMETRIES)
    gen.add_argument("--seed", type=int, default=None, help="reproduce the same puzzles")
    gen.add_argument("--minimal", action="store_true", help="no given can be removed")

    why = sub.add_parser(
        "why",
        help="why a cell cannot be a digit: the simplest step that rules it out",
        description="Answer 'why can't CELL be DIGIT?' on a position: the easiest step whose "
        "eliminations include it, else a forcing chain or net, else a verified trial; or say "
        "that nothing rules it out yet (never which digit the solution has).",
    )
    why.add_argument("source", metavar="POSITION",
                     help="81 cells with placed digits, a pencil-mark grid, a killer: text, "
                     "a file, or -")
    why.add_argument("cell", metavar="CELL", help="the cell, as r5c6")
    why.add_argument("digit", metavar="DIGIT", help="the digit doubted, 1-9")
    why.add_argument("--json", action="store_true", help="print one JSON object")
    _add_variant(why)
    _add_lang(why)

    check = sub.add_parser(
        "check",
        help="check a puzzle as typed: givens, clashes, solutions, where two differ",
        description="Check a puzzle without refusing it: its givens, any two givens that "
        "clash, whether it has no, one or several solutions, and a cell where two solutions "
        "differ. Exit status 0 for exactly one solution, 1 otherwise.",
    )
    check.add_argument("source", metavar="PUZZLE",
                       help=f"a puzzle ({PUZZLE_FORMS}), a file with one, or -")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    _add_variant(check)

    practise = sub.add_parser(
        "practise",
        help="positions to practise a technique on: its step is the next one",
        description="Print positions of real puzzles, each just before the ladder's next step "
        "is TECHNIQUE: 81 characters, or a pencil-mark grid where earlier steps removed "
        "candidates. New puzzles of the technique's tier are made unless --from is given.",
    )
    practise.add_argument("technique", metavar="TECHNIQUE", choices=[t.id for t in LADDER],
                          help="a technique id, e.g. x-wing")
    practise.add_argument("--count", type=int, default=1)
    practise.add_argument("--seed", type=int, default=None, help="reproduce the same positions")
    practise.add_argument("--json", action="store_true", help="one JSON object per position")
    practise.add_argument("--from", dest="source", metavar="PUZZLE_OR_FILE",
                          help="search these puzzles instead of making new ones")
    practise.add_argument("--max-puzzles", type=int, default=200,
                          help="give up after making this many puzzles (default 200)")
    return parser


def _interactive_reader() -> Reader:
    """input() with line editing when a person is typing, a plain stream reader for pipes."""
    if sys.stdin.isatty():
        try:
            import readline  # noqa: F401 - importing it gives input() history and editing
        except ImportError:
            pass
        return input
    return stream_reader(sys.stdin, sys.stdout)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    ladder = ladder_up_to(getattr(args, "up_to", None))
    try:
        if args.command == "read":
            return read_commands.read(args.image, args.json, sys.stdout, sys.stderr)
        if args.command == "rate":
            return rating_commands.rate(args.source, args.json, sys.stdout, sys.stdin)
        if args.command == "path":
            return rating_commands.path(args.source, sys.stdout, sys.stderr, sys.stdin)
        if args.command == "generate":
            return rating_commands.generate(
                args.level, args.count, args.symmetry, args.seed, args.minimal, sys.stdout
            )
        if args.command == "why":
            return why_commands.why(
                args.source, args.cell, args.digit, args.json, args.variant,
                sys.stdout, sys.stderr, sys.stdin, args.lang,
            )
        if args.command == "check":
            return check_commands.check(
                args.source, args.json, sys.stdout, sys.stderr, sys.stdin, args.variant
            )
        if args.command == "practise":
            return practice_commands.practise(
                args.technique, args.count, args.seed, args.json, args.source,
                args.max_puzzles, sys.stdout, sys.stderr, sys.stdin,
            )
        if args.command == "solve":
            return commands.solve(
                args.source, args.json, sys.stdout, sys.stdin, ladder, args.variant, args.lang
            )
        if args.command == "hint":
            return commands.hint(
                args.source, sys.stdout, sys.stderr, sys.stdin, ladder, args.variant, args.lang
            )
        return run_repl(
            _interactive_reader(), sys.stdout, args.source, ladder, args.variant, args.lang
        )
    except SourceError as error:
        print(f"sudoku-hint: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, and keep the interpreter's
        # final flush of stdout from raising a second time.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
