"""Pasting a position with pencil marks or a HoDoKu line starts a game from it."""

from __future__ import annotations

from web_helpers import Player

from engine import apply_step, load_puzzle, solve_path
from engine.exchange import hodoku_line, pencil_grid

PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def _midway():
    grid = load_puzzle(PUZZLE).grid
    for step in solve_path(grid).steps[:12]:
        apply_step(grid, step)
    return grid


def test_pencil_grid_starts_a_game_with_its_marks(player: Player) -> None:
    puzzle = load_puzzle(PUZZLE)
    grid = puzzle.grid
    wrong = next(
        d for d in range(1, 10) if grid.candidates[1] >> (d - 1) & 1 and d != puzzle.solution[1]
    )
    grid.exclude(1, wrong)  # r1c2 loses a pencil mark the player took out
    response = player.start(pencil_grid(grid))
    assert response.status_code == 303
    assert player.state()["grid"].candidates == grid.candidates


def test_hodoku_line_keeps_givens_and_placed_digits(player: Player) -> None:
    grid = _midway()
    response = player.start(hodoku_line(grid))
    assert response.status_code == 303
    stored = player.state()["grid"]
    assert stored.values == grid.values and stored.givens == grid.givens
    assert stored.candidates == grid.candidates


def test_bad_pencil_grid_is_refused_with_line_and_cell(player: Player) -> None:
    lines = pencil_grid(load_puzzle(PUZZLE).grid).split("\n")
    lines[1] = lines[1].replace("4", "4x", 1)
    response = player.start("\n".join(lines))
    assert response.status_code == 422
    assert b"Line 2, r1c1" in response.data


def test_pencil_marks_without_the_solution_digit_are_refused(player: Player) -> None:
    puzzle = load_puzzle(PUZZLE)
    grid = puzzle.grid
    cell = PUZZLE.index(".")
    grid.exclude(cell, puzzle.solution[cell])
    response = player.start(pencil_grid(grid))
    assert response.status_code == 422
    assert b"leave out" in response.data


def test_a_plain_puzzle_on_nine_lines_still_starts_a_game(player: Player) -> None:
    rows = "\n".join(PUZZLE[r * 9 : r * 9 + 9] for r in range(9))
    response = player.start(rows)
    assert response.status_code == 303
    assert player.state()["grid"].values == load_puzzle(PUZZLE).grid.values
