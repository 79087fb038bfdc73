"""`sudoku-hint check PUZZLE --json`: givens, clashes, solutions, where two solutions differ."""

from __future__ import annotations

import json

from engine import LinkedPuzzle, fpuzzles_link

PUZZLE = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


def test_one_solution(cli) -> None:
    run = cli("check", PUZZLE, "--json")
    assert run.status == 0
    assert json.loads(run.out) == {"givens": 30, "solutions": 1, "clashes": [], "differs_at": None}


def test_clashes_are_listed_not_refused(cli) -> None:
    run = cli("check", "55" + PUZZLE[2:], "--json")
    assert run.status == 1
    found = json.loads(run.out)
    assert found["solutions"] == 0
    assert ["r1c1", "r1c2", 5] in found["clashes"]


def test_several_solutions_name_a_cell_where_two_differ(cli) -> None:
    typed = "..." + PUZZLE[3:]
    run = cli("check", typed, "--json")
    assert run.status == 1
    found = json.loads(run.out)
    assert found["solutions"] == 2 and found["givens"] == 28
    cell = found["differs_at"]
    row, col = int(cell[1]), int(cell[3])
    assert typed[(row - 1) * 9 + col - 1] in ".0"  # an open cell, of course


def test_a_sparse_grid_has_several_solutions_and_where(cli) -> None:
    found = json.loads(cli("check", PUZZLE[:12] + "." * 69, "--json").out)
    assert found["solutions"] == 2 and found["differs_at"] is not None


def test_a_link_is_read_and_its_variant_used(cli) -> None:
    run = cli("check", fpuzzles_link(LinkedPuzzle(PUZZLE.replace("0", "."))), "--json")
    assert json.loads(run.out)["solutions"] == 1


def test_words_without_json_and_unreadable_text(cli) -> None:
    assert cli("check", PUZZLE).out.strip() == "30 givens, one solution"
    run = cli("check", "12x")
    assert run.status == 1 and "sudoku-hint:" in run.err
