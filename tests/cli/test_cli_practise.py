"""`sudoku-hint practise`: every position it prints has that technique as its next step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import LADDER, apply_step, load_puzzle, next_step, parse
from engine.exchange import load_position

DATA = Path(__file__).resolve().parent.parent / "data"
SETS = [
    "sudokuexchange_easy_100.txt",
    "sudokuexchange_medium_100.txt",
    "sudokuexchange_hard_100.txt",
    "sudokuexchange_diabolical_20.txt",
    "magictour_top1465_20.txt",
]


def first_puzzle_per_technique() -> dict[str, str]:
    """One shipped puzzle whose solve path meets each technique, in one pass over the sets."""
    found: dict[str, str] = {}
    for name in SETS:
        for line in (DATA / name).read_text().splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            puzzle = line.split()[0]
            work = load_puzzle(puzzle).grid
            while not all(work.values):
                step = next_step(work)
                if step is None:
                    break
                found.setdefault(step.technique, puzzle)
                apply_step(work, step)
    return found


def read_back(position: str):  # noqa: ANN201
    """The printed position as the CLI's own readers take it."""
    if "\n" in position.strip() or "|" in position:
        return load_position(position).grid
    return load_puzzle(position).grid


@pytest.mark.slow
def test_every_technique_it_finds_is_the_next_step_of_its_position(cli, tmp_path) -> None:
    found = first_puzzle_per_technique()
    assert len(found) >= 40  # the shipped sets meet most of the ladder
    for technique_id, puzzle in sorted(found.items()):
        source = tmp_path / f"{technique_id}.txt"
        source.write_text(puzzle + "\n")
        run = cli("practise", technique_id, "--from", str(source), "--json")
        assert run.status == 0, (technique_id, run.err)
        record = json.loads(run.out)
        grid = read_back(record["position"])
        assert record["pencil_marks"] == ("|" in record["position"])
        step = next_step(grid)
        assert step is not None and step.technique == technique_id, technique_id
        assert record["step"]["technique"] == technique_id
        assert record["step"]["summary"] and isinstance(record["step"]["proof"], list)


@pytest.mark.slow
def test_new_puzzles_with_a_seed_give_the_same_positions_each_time(cli) -> None:
    first = cli("practise", "x-wing", "--seed", "7", "--count", "2")
    again = cli("practise", "x-wing", "--seed", "7", "--count", "2")
    assert first.status == 0 and first.out == again.out
    grids = [g for g in first.out.split("\n\n") if g.strip()]
    assert len(grids) == 2
    for text in grids:
        step = next_step(read_back(text))
        assert step is not None and step.technique == "x-wing"


def test_a_plain_position_is_81_characters(cli) -> None:
    run = cli("practise", "hidden-single", "--seed", "3", "--json")
    record = json.loads(run.out)
    assert len(record["position"]) == 81 and not record["pencil_marks"]
    assert next_step(parse(record["position"])).technique == "hidden-single"


def test_too_rare_in_the_bound_says_how_many_were_found(cli, tmp_path) -> None:
    easy = (DATA / "sudokuexchange_easy_100.txt").read_text().splitlines()[0].split()[0]
    source = tmp_path / "easy.txt"
    source.write_text(easy + "\n")
    run = cli("practise", "death-blossom", "--from", str(source), "--count", "3")
    assert run.status == 1
    assert "found 0 of 3 death-blossom positions in the puzzles given" in run.err


def test_an_unknown_technique_is_a_usage_error(cli) -> None:
    with pytest.raises(SystemExit) as stop:
        cli("practise", "x-wingg")
    assert stop.value.code == 2
    assert LADDER[0].id != "x-wingg"
