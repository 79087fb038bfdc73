"""The interactive stepper, driven through its input stream like a pipe would drive it."""

from __future__ import annotations

import io
import subprocess
import sys

from engine import (
    analysis_listing,
    apply_step,
    board_picture,
    load_puzzle,
    next_step,
    parse,
    solve_path,
)
from engine.notation import to_rcv
from sudoku_cli.main import ladder_up_to
from sudoku_cli.output import step_title
from sudoku_cli.repl import HELP, NO_PUZZLE, PROMPT, run_repl, stream_reader


def session(*commands: str, initial: str | None = None, **kwargs) -> list[str]:
    """Run the loop over the commands; the answer to each command, in order.

    Chunk 0 is what is printed before the first prompt; chunk i answers command i;
    the last chunk is what follows the last prompt (end of input or quit).
    """
    out = io.StringIO()
    stdin = io.StringIO("".join(c + "\n" for c in commands))
    assert run_repl(stream_reader(stdin, out), out, initial, **kwargs) == 0
    return out.getvalue().split(PROMPT)


def test_load_step_back_and_start(corpus) -> None:
    grid = load_puzzle(corpus.hard).grid
    start_board = board_picture(grid)
    step = next_step(grid)
    assert step is not None
    after = grid.copy()
    apply_step(after, step)

    chunks = session(f"n.{corpus.hard}", ">", "<", ",")
    loaded, forward, back, at_start = chunks[1:5]
    assert loaded.startswith(f"Loaded {corpus.hard}\n")
    assert start_board in loaded
    assert forward.startswith(f"Step 1. {step_title(step)}\n  {step.explanation}\n")
    assert board_picture(after) in forward and start_board not in forward
    assert back.startswith(f"Took back step 1. {step_title(step)}\n")
    assert start_board in back
    assert "Already at the start" in at_start


def test_run_to_the_end_print_and_reset(corpus) -> None:
    solution = corpus.solved[corpus.hard]
    path = solve_path(load_puzzle(corpus.hard).grid)
    chunks = session(f"n.{corpus.hard}", ".", "r", ">", "p", "!", "p", "q", "p")
    _, _, step_one, run, at_end, printed, reset, printed_again, quit_ = chunks
    assert step_one.startswith("Step 1. ")
    assert run.startswith("Step 2. ")
    taken = f"(This run took {len(path.steps) - 1} steps.)"
    assert run.rstrip().endswith(f"The puzzle is solved. {taken}")
    assert board_picture(path.grid) in run
    assert at_end.strip() == "The puzzle is solved."
    assert printed.strip() == solution
    assert reset.startswith("Back at the start.\n")
    assert printed_again.strip() == corpus.hard
    assert quit_ == ""  # q ended the loop: the `p` after it was never read


def test_verbose_listing_follows_each_board_until_toggled_off(corpus) -> None:
    grid = load_puzzle(corpus.hard).grid
    listing_at_start = analysis_listing(grid)
    step = next_step(grid)
    assert step is not None
    apply_step(grid, step)
    listing_after = analysis_listing(grid)

    chunks = session(f"n.{corpus.hard}", "v", ">", "v", "<")
    loaded, on, forward, off, back = chunks[1:6]
    assert listing_at_start not in loaded
    assert on.startswith("Verbose analysis on.\n") and listing_at_start in on
    assert forward.rstrip().endswith(listing_after)
    assert off.strip() == "Verbose analysis off."
    assert listing_at_start not in back


def test_errors_print_a_message_and_the_prompt_returns(corpus) -> None:
    multi = corpus.lines[2]
    chunks = session(">", "x", f"n.{multi}", "n.123", "n;111;112", f"n.{corpus.hard}", "p")
    before_load, unknown, multi_err, short, twice, loaded, printed = chunks[1:8]
    assert before_load.strip() == NO_PUZZLE
    assert unknown.startswith("Unknown command 'x'.\n") and HELP in unknown
    assert multi_err.strip().startswith("Error: ") and "more than one solution" in multi_err
    assert short.strip() == "Error: A puzzle has 81 cells, but 3 were found."
    assert twice.strip() == "Error: r1c1 is given twice, as 1 and as 2."
    assert loaded.startswith("Loaded ")
    assert printed.strip() == corpus.hard
    assert len(chunks) == 9  # every command was answered, then end of input


def test_rcv_load_and_a_puzzle_starting_with_an_empty_cell(corpus) -> None:
    rcv = to_rcv(parse(corpus.hard))
    assert corpus.hard.startswith(".")
    chunks = session(f"n{rcv}", "p", f"n{corpus.hard}", "p", "?")
    assert chunks[2].strip() == corpus.hard
    assert chunks[4].strip() == corpus.hard  # `n` glued to the first '.' of the puzzle
    assert chunks[5].strip() == HELP


def test_stuck_step_says_so(corpus) -> None:
    chunks = session(">", "r", initial=corpus.no_single, ladder=ladder_up_to("hidden-single"))
    assert chunks[0].startswith("Sudoku stepper.") and f"Loaded {corpus.no_single}" in chunks[0]
    assert chunks[1].strip() == "No technique applies: the engine is stuck here."
    assert (
        chunks[2].strip()
        == "No technique applies: the engine is stuck here. (This run took 0 steps.)"
    )


def test_piped_subprocess(corpus) -> None:
    commands = f"n.{corpus.hard}\nr\np\n"
    done = subprocess.run(
        [sys.executable, "-m", "sudoku_cli", "repl"],
        input=commands,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0 and done.stderr == ""
    chunks = done.stdout.split(PROMPT)
    assert chunks[3].strip() == corpus.solved[corpus.hard]
    assert chunks[-1] == "\n"  # end of input quits on a fresh line
