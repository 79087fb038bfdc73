"""Reading puzzles from lines: extra corpus columns are dropped, spaced puzzles are kept whole."""

import io

import pytest

from sudoku_cli.sources import puzzle_of_line, puzzles_in_lines, single_puzzle_text

PUZZLE = "....5..47....8.6.9.7...6.....3....644.1...7.828....5.....2...5.6.2.4....35..9...."
SOLUTION = "826951347135784629974326185593178264461532798287469531749213856612845973358697412"


@pytest.mark.parametrize(
    "line, expected",
    [
        (PUZZLE, PUZZLE),
        (f"{PUZZLE} {SOLUTION}", PUZZLE),
        (f"{PUZZLE} {SOLUTION} 2.5", PUZZLE),
        (f"{PUZZLE}   2.5", PUZZLE),
        # A malformed puzzle still loses its columns, so its error is about the puzzle.
        (f"{PUZZLE[:80]} {SOLUTION} 2.5", PUZZLE[:80]),
        (";111;125;999", ";111;125;999"),
        # Groups separated by spaces are one puzzle, not a puzzle and columns.
        ("4.. ... 8.5 .3. ... ... ... 7.. ...", "4.. ... 8.5 .3. ... ... ... 7.. ..."),
        ("1.2 3.4 5.6 7.8", "1.2 3.4 5.6 7.8"),
    ],
)
def test_puzzle_of_line(line: str, expected: str) -> None:
    assert puzzle_of_line(line) == expected


def test_blank_and_comment_lines_are_skipped() -> None:
    lines = ["# header\n", "\n", f"{PUZZLE} {SOLUTION}\n", "   \n", "  # indented comment\n", "x\n"]
    assert list(puzzles_in_lines(lines)) == [PUZZLE, "x"]


def test_hint_stdin_takes_a_multi_line_picture_whole() -> None:
    rows = [PUZZLE[i : i + 9] for i in range(0, 81, 9)]
    picture = "\n".join(" ".join(row[j : j + 3] for j in range(0, 9, 3)) for row in rows)
    text = single_puzzle_text("-", io.StringIO("# my puzzle\n" + picture + "\n"))
    assert "".join(ch for ch in text if not ch.isspace()) == PUZZLE


def test_hint_stdin_single_line_drops_columns() -> None:
    assert single_puzzle_text("-", io.StringIO(f"{PUZZLE} {SOLUTION} 2.5\n")) == PUZZLE
