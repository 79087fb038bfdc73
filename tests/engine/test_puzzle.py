"""load_puzzle: parse, then insist on exactly one solution."""

from __future__ import annotations

import pytest
from board_text import EASY_1, EASY_1_SOLUTION, cell, cells

from engine import Grid, PuzzleError, load_puzzle, parse, unique_solution


def test_load_puzzle_gives_the_grid_and_its_solution() -> None:
    puzzle = load_puzzle(EASY_1)
    assert puzzle.grid == parse(EASY_1)
    assert puzzle.solution == tuple(int(ch) for ch in EASY_1_SOLUTION)


def test_load_puzzle_passes_parse_errors_on() -> None:
    with pytest.raises(PuzzleError, match="80 were found"):
        load_puzzle(EASY_1[:-1])
    with pytest.raises(PuzzleError, match="Two 5s in row 1"):
        load_puzzle(EASY_1[:8] + "5" + EASY_1[9:])


def test_no_solution_without_a_clash() -> None:
    # Row 1 holds 1-8 and r2c9 a 9: r1c9 needs 9 (row 1 lacks only 9) but
    # column 9 has it. No house repeats a digit, so parse accepts it.
    text = "12345678." + "........9" + "." * 63
    parse(text)
    with pytest.raises(PuzzleError) as err:
        load_puzzle(text)
    assert str(err.value) == "This puzzle has no solution: its givens contradict each other."


def test_more_than_one_solution() -> None:
    # The solution of easy #1 less r1c1=1, r1c5=2, r3c1=2, r3c5=1: those four
    # cells form a rectangle in two boxes (1 and 2) and two rows, and swapping
    # its 1s and 2s keeps every row, column and box whole: two solutions.
    values = list(EASY_1_SOLUTION)
    assert [values[c] for c in cells("r1c1", "r1c5", "r3c1", "r3c5")] == ["1", "2", "2", "1"]
    for c in cells("r1c1", "r1c5", "r3c1", "r3c5"):
        values[c] = "."
    with pytest.raises(PuzzleError) as err:
        load_puzzle("".join(values))
    assert "more than one solution" in str(err.value)


def test_an_empty_grid_has_many_solutions() -> None:
    with pytest.raises(PuzzleError, match="more than one solution"):
        load_puzzle("." * 81)


def test_unique_solution_reads_the_givens_not_the_players_entries() -> None:
    grid = parse(EASY_1)
    grid.place(cell("r7c5"), 3)  # a wrong entry by the player
    grid.exclude(cell("r1c1"), 1)  # and a wrong pencil-mark removal
    assert unique_solution(grid) == tuple(int(ch) for ch in EASY_1_SOLUTION)


def test_unique_solution_of_a_full_grid() -> None:
    solved = Grid([int(ch) for ch in EASY_1_SOLUTION])
    assert unique_solution(solved) == tuple(solved.values)
