"""`sudoku-hint hint`: the nudge first, then the explanation; plain words when there is none."""

from engine import load_puzzle, next_step


def test_nudge_then_explanation(cli, corpus) -> None:
    run = cli("hint", corpus.hard)
    step = next_step(load_puzzle(corpus.hard).grid)
    assert step is not None and step.nudge and step.explanation
    assert run.status == 0 and run.err == ""
    assert run.out.splitlines() == [f"Nudge: {step.nudge}", f"Explanation: {step.explanation}"]


def test_hint_from_stdin_line_with_columns(cli, corpus) -> None:
    run = cli("hint", "-", stdin=corpus.lines[0] + "\n")
    assert run.status == 0
    assert run.out == cli("hint", corpus.hard).out


def test_already_solved(cli, corpus) -> None:
    run = cli("hint", corpus.solved[corpus.hard])
    assert run.status == 0
    assert "already solved" in run.out
    assert "Nudge" not in run.out


def test_stuck_says_so_with_status_0(cli, corpus) -> None:
    run = cli("hint", "--up-to", "hidden-single", corpus.no_single)
    assert run.status == 0
    assert run.out.strip() == (
        "No technique of the ladder (up to hidden-single) applies here: stuck on this position."
    )
    # With the whole ladder the same position has a next step.
    assert cli("hint", corpus.no_single).out.startswith("Nudge: ")


def test_multi_solution_is_an_error(cli, corpus) -> None:
    multi = corpus.lines[2]
    run = cli("hint", multi)
    assert run.status == 1
    assert run.out == ""
    assert "more than one solution" in run.err


def test_malformed_is_an_error(cli) -> None:
    run = cli("hint", "12345")
    assert run.status == 1 and "81 cells, but 5 were found" in run.err
