"""`sudoku-hint rate`, `path` and `generate`."""

import json

import pytest

from engine import count_solutions, load_puzzle, solve_path


def test_rate_json_one_object_per_puzzle(cli, corpus) -> None:
    run = cli("rate", str(corpus.path), "--json")
    records = [json.loads(line) for line in run.out.splitlines()]
    assert len(records) == len(corpus.lines)
    good = [r for r in records if "error" not in r]
    assert good and all({"puzzle", "se", "level", "score"} <= set(r) for r in good)
    assert all(r["level"] in ("Easy", "Medium", "Hard", "Unfair", "Extreme") for r in good)
    assert run.status == (1 if len(good) < len(records) else 0)


def test_rate_error_record(cli) -> None:
    run = cli("rate", "123", "--json")
    assert run.status == 1
    assert json.loads(run.out) == {"puzzle": "123", "error": json.loads(run.out)["error"]}
    assert "81 cells" in json.loads(run.out)["error"]


def test_rate_text(cli, corpus) -> None:
    run = cli("rate", corpus.hard)
    assert run.status == 0 and " SE " in run.out and "score" in run.out


def test_path_groups_runs_and_covers_every_step(cli, corpus) -> None:
    run = cli("path", corpus.hard)
    steps = solve_path(load_puzzle(corpus.hard).grid).steps
    lines = run.out.splitlines()
    assert run.status == 0
    assert len(lines) < len(steps)  # runs of one technique share a line
    assert sum(line.count(";") + 1 for line in lines) == len(steps)


def test_generate_lines_seeded(cli) -> None:
    args = ("generate", "--level", "easy", "--count", "2", "--symmetry", "rot180", "--seed", "3")
    run = cli(*args)
    puzzles = run.out.split()
    assert run.status == 0 and len(puzzles) == 2
    for p in puzzles:
        assert len(p) == 81 and count_solutions([int(c) if c != "." else 0 for c in p]) == 1
    assert cli(*args).out == run.out


def test_generate_bad_level_is_a_usage_error(cli, capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli("generate", "--level", "impossible")
    assert exit_.value.code == 2
    assert "invalid choice" in capsys.readouterr().err
