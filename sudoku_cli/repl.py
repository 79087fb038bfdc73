"""The interactive stepper: load a board, walk the solve forwards and back.

Commands (one per line):
  n.<81 cells>   n;<rcv;rcv...>   load a puzzle (81-cell form or row-column-value triples)
  n <link>       load an f-puzzles, SudokuPad or SudokuWiki link (its variant wins)
  n killer:MAP:SUMS[:GIVENS]   load a Killer (its cages win over --variant)
  > or .         one step forward        < or ,   one step back
  r              run as far as the techniques go
  !              reset to the loaded puzzle
  p              print the 81-character string (a Killer's in its killer: form)
  v              toggle verbose analysis (every available step after each board)
  q              quit (so does the end of input)      ?   this help
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TextIO

from engine import (
    CLASSIC,
    LADDER,
    SEPARATORS,
    PuzzleError,
    Step,
    Stepper,
    Technique,
    Variant,
    analysis_listing,
    board_picture,
    words,
)
from engine import to_text as grid_string

from .commands import read_puzzle
from .output import step_title

PROMPT = "sudoku> "
HELP = __doc__.split("\n\n", 1)[1].rstrip()
# What may follow `n`: the documented `.` and `;`, or a space or the first cell itself.
LOAD_SEPARATORS = frozenset(".; 0123456789")
NO_PUZZLE = "No puzzle loaded: type n.<81 cells> or n;<rcv;rcv...> first."

# A line reader in the shape of input(): takes the prompt, raises EOFError at the end.
Reader = Callable[[str], str]


def stream_reader(stdin: TextIO, out: TextIO) -> Reader:
    """input() for any pair of streams, so the loop can be driven by a pipe or a StringIO."""

    def read(prompt: str) -> str:
        out.write(prompt)
        out.flush()
        line = stdin.readline()
        if not line:
            raise EOFError
        return line.rstrip("\r\n")

    return read


def puzzle_after_n(rest: str) -> str:
    """The puzzle text after the `n` command.

    In `n;127;...` the `;` starts the rcv form. In `n.<81 cells>` the `.` is a
    separator, unless keeping it makes exactly 81 cells: then the puzzle began
    with an empty cell and the separator was left out.
    """
    rest = rest.strip()
    if rest.startswith(".") and sum(ch not in SEPARATORS for ch in rest) != 81:
        return rest[1:]
    return rest


class Repl:
    """One session: the stepper of the loaded puzzle and the verbose switch."""

    def __init__(
        self,
        out: TextIO,
        ladder: tuple[Technique, ...] = LADDER,
        variant: Variant = CLASSIC,
        lang: str = "en",
    ) -> None:
        self.out = out
        self.lang = lang
        self.ladder = ladder
        self.variant = variant
        self.stepper: Stepper | None = None
        self.verbose = False

    def say(self, text: str) -> None:
        print(text, file=self.out)

    def show_board(self) -> None:
        assert self.stepper is not None
        self.say(board_picture(self.stepper.grid))
        if self.verbose:
            self.show_analysis()

    def show_analysis(self) -> None:
        assert self.stepper is not None
        listing = analysis_listing(self.stepper.grid, self.ladder)
        self.say(listing if listing else "(no technique applies)")

    def at_end(self) -> str:
        assert self.stepper is not None
        if self.stepper.grid.is_solved():
            return "The puzzle is solved."
        return "No technique applies: the engine is stuck here."

    # ----- commands ------------------------------------------------------------
    def load(self, text: str) -> None:
        puzzle = read_puzzle(text, self.variant)
        self.stepper = Stepper(puzzle.grid, self.ladder)
        self.say(f"Loaded {grid_string(puzzle.grid)}")
        self.show_board()

    def forward(self) -> None:
        assert self.stepper is not None
        step = self.stepper.forward()
        if step is None:
            self.say(self.at_end())
            return
        self.say(f"Step {len(self.stepper.history)}. {step_title(step)}")
        self.say(f"  {words(step, self.lang).explanation}")
        self.show_board()

    def back(self) -> None:
        assert self.stepper is not None
        step = self.stepper.back()
        if step is None:
            self.say("Already at the start: there is no step to take back.")
            return
        self.say(f"Took back step {len(self.stepper.history) + 1}. {step_title(step)}")
        self.show_board()

    def run(self) -> None:
        assert self.stepper is not None
        first = len(self.stepper.history) + 1
        taken: list[Step] = self.stepper.run()
        for number, step in enumerate(taken, first):
            self.say(f"Step {number}. {step_title(step)}")
        if taken:
            self.show_board()
        count = "1 step" if len(taken) == 1 else f"{len(taken)} steps"
        self.say(f"{self.at_end()} (This run took {count}.)")

    def reset(self) -> None:
        assert self.stepper is not None
        self.stepper.reset()
        self.say("Back at the start.")
        self.show_board()

    def print_string(self) -> None:
        assert self.stepper is not None
        self.say(grid_string(self.stepper.grid))

    def toggle_verbose(self) -> None:
        self.verbose = not self.verbose
        self.say(f"Verbose analysis {'on' if self.verbose else 'off'}.")
        if self.verbose and self.stepper is not None:
            self.show_analysis()

    def handle(self, line: str) -> bool:
        """Carry out one command line; False when the session should end."""
        command = line.strip()
        if not command:
            return True
        if command == "q":
            return False
        if command[0] == "n" and command[1:2] in LOAD_SEPARATORS:
            self.load(puzzle_after_n(command[1:]))
            return True
        if command == "v":
            self.toggle_verbose()
            return True
        if command in ("?", "h", "help"):
            self.say(HELP)
            return True
        actions = {
            ">": self.forward,
            ".": self.forward,
            "<": self.back,
            ",": self.back,
            "r": self.run,
            "!": self.reset,
            "p": self.print_string,
        }
        action = actions.get(command)
        if action is None:
            self.say(f"Unknown command {command!r}.\n{HELP}")
        elif self.stepper is None:
            self.say(NO_PUZZLE)
        else:
            action()
        return True


def run_repl(
    read: Reader,
    out: TextIO,
    initial: str | None = None,
    ladder: tuple[Technique, ...] = LADDER,
    variant: Variant = CLASSIC,
    lang: str = "en",
) -> int:
    """The loop: errors print a message and the prompt returns; end of input quits."""
    session = Repl(out, ladder, variant, lang)
    print("Sudoku stepper. Type ? for the commands, q to quit.", file=out)
    if initial is not None:
        try:
            session.load(initial)
        except PuzzleError as error:
            print(f"Error: {error}", file=out)
    while True:
        try:
            line = read(PROMPT)
        except EOFError:
            print(file=out)
            return 0
        except KeyboardInterrupt:
            print(file=out)
            continue
        try:
            if not session.handle(line):
                return 0
        except PuzzleError as error:
            print(f"Error: {error}", file=out)
