"""`--lang de|fr|ja`: hint, solve --json, why and the stepper speak the chosen language;
English stays the default, and an unknown language is refused by the parser."""

from __future__ import annotations

import json

import pytest

from engine import load_puzzle, next_step, words


def test_hint_in_each_language(cli, corpus) -> None:
    step = next_step(load_puzzle(corpus.hard).grid)
    assert step is not None
    for code in ("de", "fr", "ja"):
        run = cli("hint", "--lang", code, corpus.hard)
        said = words(step, code)
        assert run.status == 0
        assert run.out.splitlines() == [f"Nudge: {said.nudge}", f"Explanation: {said.explanation}"]
        assert said.explanation != step.explanation
    assert cli("hint", corpus.hard).out == cli("hint", "--lang", "en", corpus.hard).out


def test_solve_json_steps_carry_the_language(cli, corpus) -> None:
    record = json.loads(cli("solve", "--json", "--lang", "fr", corpus.hard).out)
    first = record["steps"][0]
    assert first["summary"] and first["nudge"].startswith("Cherchez")
    english = json.loads(cli("solve", "--json", corpus.hard).out)["steps"][0]
    assert english["nudge"].startswith("Look for") and english["technique"] == first["technique"]


def test_why_and_the_stepper_in_german(cli, corpus) -> None:
    puzzle = load_puzzle(corpus.hard)
    grid = puzzle.grid
    step = next_step(grid)
    assert step is not None
    cell = next(c for c in range(81) if grid.candidates[c].bit_count() > 1)
    other = next(
        d for d in range(1, 10)
        if d != puzzle.solution[cell] and grid.candidates[cell] >> (d - 1) & 1
    )
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    record = json.loads(cli("why", corpus.hard, name, str(other), "--json", "--lang", "de").out)
    assert record["verdict"] == "removable"
    assert record["step"]["nudge"].startswith("Suche")
    run = cli("repl", "--lang", "de", corpus.hard, stdin=">\nq\n")
    assert words(step, "de").explanation in run.out


def test_an_unknown_language_is_refused(cli, corpus, capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli("hint", "--lang", "xx", corpus.hard)
    assert stopped.value.code == 2
    assert "invalid choice: 'xx'" in capsys.readouterr().err
