"""Every command that reads a puzzle reads a Killer: `killer:MAP:SUMS[:GIVENS]` as the
puzzle, or `--variant killer:MAP:SUMS` with givens beside it; what it writes pastes back."""

from __future__ import annotations

import io
import json

import pytest

from engine import CAGE, Highlight, Step, load_puzzle, parse, to_text, variant_named
from sudoku_cli.main import build_parser
from sudoku_cli.output import cages_used
from sudoku_cli.repl import run_repl, stream_reader

MAP = "0123345556122344776688849a76bccd49aefffgdhhiejjggkiiieljmkknnoeljmpppnnqrsstpuqqq"
SUMS = "5,10,7,22,19,12,24,19,15,9,8,5,16,11,14,12,20,10,26,22,10,11,8,18,8,22,22,3,9,2,6"
KILLER = f"killer:{MAP}:{SUMS}"
SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
GIVENS = "".join(ch if c % 10 == 0 else "." for c, ch in enumerate(SOLUTION))


def _placements_hold(steps: list[dict]) -> None:
    for step in steps:
        for row, col, digit in step["placements"]:
            assert int(SOLUTION[9 * (row - 1) + col - 1]) == digit


def test_solve_reads_a_killer_and_writes_it_back_with_its_cages(cli) -> None:
    run = cli("solve", KILLER, "--json")
    assert run.status == 0, run.out
    record = json.loads(run.out)
    assert record["puzzle"] == variant_named(KILLER).name
    _placements_hold(record["steps"])
    line = cli("solve", KILLER).out.split()[0]
    assert load_puzzle(line).grid.variant is variant_named(KILLER)


def test_the_variant_option_takes_a_killers_cages_and_the_puzzle_its_givens(cli) -> None:
    run = cli("solve", GIVENS, "--variant", KILLER, "--json")
    assert run.status == 0, run.out
    record = json.loads(run.out)
    assert record["puzzle"] == f"{variant_named(KILLER).name}:{GIVENS}"
    _placements_hold(record["steps"])
    # A killer: puzzle brings its own cages, whatever --variant says.
    assert cli("hint", f"{KILLER}:{GIVENS}", "--variant", "x").status == 0


def usage_error(cli, capsys: pytest.CaptureFixture[str], *args: str) -> str:  # noqa: ANN001
    with pytest.raises(SystemExit) as stopped:
        cli(*args)
    assert stopped.value.code == 2
    return capsys.readouterr().err


def test_a_variant_option_with_bad_cages_or_givens_is_a_usage_error(cli, capsys) -> None:
    err = usage_error(cli, capsys, "solve", GIVENS, "--variant", f"killer:{MAP}:5,10")
    assert "argument --variant: That is not a Killer: the map has 31 cages but 2 sums" in err
    err = usage_error(cli, capsys, "solve", GIVENS, "--variant", f"{KILLER}:{GIVENS}")
    assert "put its givens in the puzzle" in err


def test_hint_rate_path_and_why_read_a_killer(cli) -> None:
    hint = cli("hint", KILLER)
    assert hint.status == 0 and hint.out.startswith("Nudge: ")
    rate = cli("rate", KILLER, "--json")
    assert rate.status == 0 and json.loads(rate.out)["puzzle"] == variant_named(KILLER).name
    path = cli("path", KILLER)
    assert path.status == 0 and path.out
    why = cli("why", KILLER, "r1c1", SOLUTION[0], "--json")
    assert why.status == 0 and json.loads(why.out)["verdict"] == "nothing-yet"


def test_check_counts_a_killers_solutions_and_its_cage_clashes(cli) -> None:
    run = cli("check", KILLER, "--json")
    assert json.loads(run.out) == {"givens": 0, "solutions": 1, "clashes": [],
                                   "differs_at": None}
    assert run.status == 0
    # r1c2 and r2c2 are the cage '1' (sum 10): two 3s there clash in the cage alone.
    board = ["."] * 81
    board[1] = board[10] = "3"
    run = cli("check", f"{KILLER}:{''.join(board)}", "--json")
    assert json.loads(run.out)["clashes"] == [["r1c2", "r2c2", 3]] and run.status == 1


def test_a_bad_killer_is_an_error_in_plain_words_without_a_file_guess(cli) -> None:
    run = cli("solve", f"killer:{MAP}:{SUMS},4")
    assert run.status == 1
    assert "That is not a Killer: the map has 31 cages but 32 sums are given." in run.out
    assert "No file named" not in run.out
    run = cli("hint", f"killer:{MAP[:-1]}#:{SUMS}")
    assert run.status == 1
    assert run.err == (
        "sudoku-hint: That is not a Killer: '#' at r9c9 cannot name a cage: use one letter "
        "or digit per cage.\n"
    )


def test_a_file_of_killers_is_solved_line_by_line(cli, tmp_path) -> None:
    path = tmp_path / "killers.txt"
    path.write_text(f"# two Killers\n{KILLER}\n{KILLER}:{GIVENS}\n", encoding="utf-8")
    run = cli("solve", str(path), "--json")
    records = [json.loads(line) for line in run.out.splitlines()]
    assert [r["puzzle"].count(":") for r in records] == [2, 3] and run.status == 0


def test_the_repl_loads_a_killer_and_prints_it_back() -> None:
    out = io.StringIO()
    run_repl(stream_reader(io.StringIO(f"n {KILLER}\np\nq\n"), out), out)
    assert f"Loaded {variant_named(KILLER).name}" in out.getvalue()
    printed = [line for line in out.getvalue().splitlines() if line.endswith(SUMS)]
    assert printed and parse(printed[-1].split()[-1]).variant is variant_named(KILLER)


def test_every_command_that_reads_a_puzzle_mentions_the_killer_form() -> None:
    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices  # noqa: SLF001 - argparse's own
    for name in ("solve", "hint", "repl", "rate", "path", "why", "check"):
        text = commands[name].format_help()
        assert "killer:" in text, name
    assert "killer:MAP:SUMS" in commands["solve"].format_help()


def test_a_steps_json_lists_the_cages_it_uses() -> None:
    variant = variant_named(KILLER)
    step = Step("naked-single", placements=((0, 5),),
                highlights=(Highlight(CAGE, 1, "pattern"), Highlight(CAGE, 1, "base"),
                            Highlight(CAGE, 0, "pattern")))
    assert cages_used(step, variant) == [
        {"sum": variant.cages[1].total, "cells": ["r1c2", "r2c2"]},
        {"sum": 5, "cells": ["r1c1"]},
    ]
    assert cages_used(step, None) == [] and to_text(parse(GIVENS)) == GIVENS
