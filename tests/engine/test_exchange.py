"""Import and export: pencil-mark grids, HoDoKu lines, SudokuWiki links."""

from pathlib import Path

import pytest

from engine import Grid, PuzzleError, apply_step, load_puzzle, parse, solve_path
from engine.exchange import (
    hodoku_line,
    looks_like_pencil_grid,
    parse_hodoku_line,
    parse_pencil_grid,
    pencil_grid,
    read_position,
    sudokuwiki_link,
)

DATA = Path(__file__).resolve().parent.parent / "data"


def _positions() -> list[Grid]:
    """Positions along the solve paths of hard and diabolical puzzles (every third step)."""
    lines = (DATA / "sudokuexchange_diabolical_spread_40.txt").read_text().split("\n")
    lines += (DATA / "sudokuexchange_hard_100.txt").read_text().split("\n")[::10]
    found = []
    for line in filter(None, lines[::3]):
        grid = load_puzzle(line.split()[0]).grid
        for n, step in enumerate(solve_path(grid).steps):
            apply_step(grid, step)
            if n % 3 == 0:
                found.append(grid.copy())
    return found


POSITIONS = _positions()


def test_enough_positions() -> None:
    assert len(POSITIONS) >= 300


def test_hodoku_line_round_trip_is_exact() -> None:
    for grid in POSITIONS:
        back = parse_hodoku_line(hodoku_line(grid))
        assert back.values == grid.values
        assert back.givens == grid.givens
        assert back.candidates == grid.candidates


def test_pencil_grid_round_trip() -> None:
    for grid in POSITIONS:
        back = read_position(pencil_grid(grid))
        # A cell with one candidate reads back as filled: the grid cannot tell them apart.
        expected = grid.copy()
        for cell, cands in enumerate(grid.candidates):
            if not grid.values[cell] and not cands & (cands - 1):
                expected.place(cell, cands.bit_length())
        assert back.values == expected.values
        empty = [c for c in range(81) if not expected.values[c]]
        assert [back.candidates[c] for c in empty] == [expected.candidates[c] for c in empty]


PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
GOOD = pencil_grid(load_puzzle(PUZZLE).grid)


def test_pencil_grid_is_recognised() -> None:
    assert looks_like_pencil_grid(GOOD)
    assert not looks_like_pencil_grid(PUZZLE)


def _rows(text: str) -> list[str]:
    return text.split("\n")


def _row1(old: str, new: str):
    return lambda ls: [ls[0], ls[1].replace(old, new, 1), *ls[2:]]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda ls: ls[:2] + ls[3:], "9 rows of cells, but 8"),
        (_row1("|", "|12 "), "Line 2: a row of the grid has 9 cells, but 10"),
        (_row1("4", "4x"), "Line 2, r1c1: '4x' is not a group"),
        (_row1("4", "44"), "Line 2, r1c1: '44' repeats"),
    ],
)
def test_bad_grids_name_line_and_cell(change, message: str) -> None:
    with pytest.raises(PuzzleError, match=message):
        parse_pencil_grid("\n".join(change(_rows(GOOD))))


def test_candidate_ruled_out_by_a_peer_is_dropped() -> None:
    lines = _rows(GOOD)
    tokens = lines[1].replace("|", " ").split()
    lines[1] = lines[1].replace(" " + tokens[1] + " ", " 123456789 ", 1)
    grid = parse_pencil_grid("\n".join(lines))
    assert not grid.candidates[1] >> 3 & 1  # 4 is in r1c1


def test_two_filled_cells_clashing_is_an_error() -> None:
    lines = _rows(GOOD)
    tokens = lines[1].replace("|", " ").split()
    lines[1] = lines[1].replace(" " + tokens[1] + " ", " 4 ", 1)
    with pytest.raises(PuzzleError):
        parse_pencil_grid("\n".join(lines))


def test_bad_hodoku_lines() -> None:
    with pytest.raises(PuzzleError, match="81"):
        parse_hodoku_line(":0000:x:123::::")
    with pytest.raises(PuzzleError, match="starts like"):
        parse_hodoku_line("0000:x")


def _sudokuwiki_cells(link: str) -> list[int]:
    assert link.startswith("https://www.sudokuwiki.org/sudoku.htm?bd=S9B")
    code = link.rsplit("=", 1)[1][3:]
    assert len(code) == 162
    return [int(code[i : i + 2], 36) for i in range(0, 162, 2)]


def test_sudokuwiki_link_carries_givens_placed_digits_and_marks() -> None:
    for grid in POSITIONS[::7]:
        for cell, n in enumerate(_sudokuwiki_cells(sudokuwiki_link(grid))):
            if grid.is_given(cell):
                assert n == grid.values[cell]
            elif grid.values[cell]:
                assert n == grid.values[cell] + 9
            else:
                assert n - 18 == grid.candidates[cell]


def test_sudokuwiki_link_as_sudokuwiki_writes_it() -> None:
    # r1c1 given 1 is "01"; r1c2 has candidates 3, 7, 8 (mask 196, +18 = 214 = "5y").
    grid = parse("1.....569" + "..2......" + "..4......" + "." * 54)
    assert sudokuwiki_link(grid).split("S9B")[1][:4] == "015y"


PLAIN_ON_NINE_LINES = (
    "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79",
    "530070000\n600195000\n098000060\n800060003\n400803001\n"
    "700020006\n060000280\n000419005\n000080079",
)


@pytest.mark.parametrize("text", PLAIN_ON_NINE_LINES)
def test_a_plain_puzzle_on_nine_lines_is_not_a_pencil_grid(text: str) -> None:
    assert not looks_like_pencil_grid(text)
    assert load_puzzle(text).grid.values[0] == 5


def test_a_pencil_grid_with_one_bad_row_still_reads_as_one() -> None:
    grid = POSITIONS[3]
    lines = pencil_grid(grid).splitlines()
    lines[2] = lines[2].replace("|", "| x", 1)
    text = "\n".join(lines)
    assert looks_like_pencil_grid(text)
    with pytest.raises(PuzzleError, match="Line 3"):
        read_position(text)
