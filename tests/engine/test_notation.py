"""Reading puzzles (every error a player can make gets a message that says what and where),
writing them back, and the big text board."""

from __future__ import annotations

import pytest
from board_text import EASY_1, cell

from engine import CLASSIC, COLOUR, X_SUDOKU, Grid, PuzzleError, board_picture, parse, to_string
from engine.notation import (
    and_digits,
    candidate_name,
    cells_text,
    digits_text,
    eliminations_text,
    or_digits,
    placements_text,
    to_rcv,
)


def values_of(text: str) -> list[int]:
    return [0 if ch == "." else int(ch) for ch in text]


# ----- the 81-cell form --------------------------------------------------------


def test_parse_reads_givens_row_by_row() -> None:
    grid = parse(EASY_1)
    assert grid.values == values_of(EASY_1)
    assert grid.values[cell("r1c2")] == 5 and grid.values[cell("r1c4")] == 7
    assert grid.givens == sum(1 << c for c, ch in enumerate(EASY_1) if ch != ".")
    assert grid.exclusions == [0] * 81
    assert grid.variant is CLASSIC


def test_zero_and_dot_are_both_empty() -> None:
    assert parse(EASY_1.replace(".", "0")) == parse(EASY_1)


def test_separators_and_whitespace_are_ignored() -> None:
    rows = [EASY_1[r * 9 : r * 9 + 9] for r in range(9)]
    drawn = []
    for r, row in enumerate(rows):
        drawn.append(f"| {row[:3]} | {row[3:6]} | {row[6:]} |")
        if r % 3 == 2:
            drawn.append("+-----+-----+-----+")
    text = "\n  " + "\r\n".join(drawn) + "\t\n"
    assert parse(text) == parse(EASY_1)


@pytest.mark.parametrize(
    ("text", "found"),
    [(EASY_1[:-1], "80 were found"), (EASY_1 + "7", "82 were found"), ("5", "1 was found")],
)
def test_wrong_length_says_how_many_cells_were_found(text: str, found: str) -> None:
    with pytest.raises(PuzzleError, match="A puzzle has 81 cells") as err:
        parse(text)
    assert found in str(err.value)


def test_empty_text_has_no_cells() -> None:
    with pytest.raises(PuzzleError, match="0 were found"):
        parse("")


def test_unknown_character_on_one_line_says_which_and_at_what_position() -> None:
    text = EASY_1[:4] + "x" + EASY_1[5:]
    with pytest.raises(PuzzleError) as err:
        parse(text)
    message = str(err.value)
    assert "'x'" in message and "position 5" in message


def test_unknown_character_on_a_later_line_says_line_and_column() -> None:
    lines = [EASY_1[r * 9 : r * 9 + 9] for r in range(9)]
    lines[3] = lines[3][:6] + "?" + lines[3][7:]
    with pytest.raises(PuzzleError) as err:
        parse("\n".join(lines))
    assert "'?'" in str(err.value) and "line 4, column 7" in str(err.value)


@pytest.mark.parametrize("ch", ["²", "５", "a", "*"])
def test_non_ascii_digits_are_unknown_characters(ch: str) -> None:
    with pytest.raises(PuzzleError, match="Unknown character"):
        parse(ch + EASY_1[1:])


def test_two_equal_digits_in_a_row_name_the_row_and_both_cells() -> None:
    # r1c2 is 5; a 5 in r1c9 repeats it in row 1 only.
    with pytest.raises(PuzzleError) as err:
        parse(EASY_1[:8] + "5" + EASY_1[9:])
    assert str(err.value) == "Two 5s in row 1: r1c2 and r1c9."


def test_two_equal_digits_in_a_column() -> None:
    # A 3 at r1c6 and at r9c6: same column, different rows and boxes.
    text = ["."] * 81
    text[cell("r1c6")] = text[cell("r9c6")] = "3"
    with pytest.raises(PuzzleError) as err:
        parse("".join(text))
    assert str(err.value) == "Two 3s in column 6: r1c6 and r9c6."


def test_two_equal_digits_in_a_box() -> None:
    # A 5 at r2c1 and at r3c3: different rows and columns, same box.
    text = ["."] * 81
    text[cell("r2c1")] = text[cell("r3c3")] = "5"
    with pytest.raises(PuzzleError) as err:
        parse("".join(text))
    assert str(err.value) == "Two 5s in box 1: r2c1 and r3c3."


def test_parse_error_is_a_value_error() -> None:
    assert issubclass(PuzzleError, ValueError)


# ----- the ;rcv form -----------------------------------------------------------


def test_rcv_form_places_each_triple() -> None:
    grid = parse(";127;355;999")
    expected = [0] * 81
    expected[cell("r1c2")] = 7
    expected[cell("r3c5")] = 5
    expected[cell("r9c9")] = 9
    assert grid.values == expected
    assert grid.givens == (1 << cell("r1c2")) | (1 << cell("r3c5")) | (1 << cell("r9c9"))


def test_rcv_form_tolerates_spaces_a_trailing_semicolon_and_repeats() -> None:
    assert parse("  ;127; 355 ;127;\n") == parse(";127;355")


def test_rcv_round_trip() -> None:
    grid = parse(EASY_1)
    assert parse(to_rcv(grid)) == grid


@pytest.mark.parametrize("token", ["12", "1277", "107", "x27", "1 7", "1²3", "11５"])
def test_malformed_rcv_token_is_quoted_in_the_message(token: str) -> None:
    with pytest.raises(PuzzleError) as err:
        parse(";127;" + token)
    assert repr(token) in str(err.value)
    assert "row-column-value" in str(err.value)


def test_rcv_cell_given_two_different_digits() -> None:
    with pytest.raises(PuzzleError) as err:
        parse(";127;123")
    assert str(err.value) == "r1c2 is given twice, as 7 and as 3."


def test_rcv_clash_names_the_house() -> None:
    with pytest.raises(PuzzleError, match=r"Two 7s in row 1: r1c2 and r1c8\."):
        parse(";127;187")


# ----- variants ----------------------------------------------------------------


def test_diagonal_clash_is_a_parse_error_only_in_x_sudoku() -> None:
    text = ["."] * 81
    text[cell("r1c1")] = text[cell("r5c5")] = "5"
    puzzle = "".join(text)
    parse(puzzle)  # classic: no shared house
    with pytest.raises(PuzzleError) as err:
        parse(puzzle, X_SUDOKU)
    assert str(err.value) == "Two 5s in the main diagonal: r1c1 and r5c5."


def test_anti_diagonal_clash() -> None:
    text = ["."] * 81
    text[cell("r1c9")] = text[cell("r9c1")] = "4"
    with pytest.raises(PuzzleError) as err:
        parse("".join(text), X_SUDOKU)
    assert str(err.value) == "Two 4s in the anti-diagonal: r1c9 and r9c1."


def test_colour_group_clash() -> None:
    # r1c1 and r4c4 are both the top-left cell of their box: colour group 1.
    text = ["."] * 81
    text[cell("r1c1")] = text[cell("r4c4")] = "6"
    with pytest.raises(PuzzleError) as err:
        parse("".join(text), COLOUR)
    assert str(err.value) == "Two 6s in colour group 1: r1c1 and r4c4."


# ----- writing -----------------------------------------------------------------


def test_to_string_round_trip() -> None:
    grid = parse(EASY_1)
    assert to_string(grid) == EASY_1
    assert parse(to_string(grid)) == grid


def test_to_string_shows_placed_digits_too() -> None:
    grid = parse(EASY_1)
    grid.place(cell("r7c5"), 8)
    assert to_string(grid)[cell("r7c5")] == "8"


def test_community_notation_helpers() -> None:
    assert candidate_name(cell("r3c4"), 5) == "5r3c4"
    # Eliminations come out in cell order whatever order they go in.
    assert eliminations_text([(cell("r3c9"), 7), (cell("r3c8"), 2)]) == "r3c8<>2, r3c9<>7"
    assert placements_text([(cell("r8c5"), 4), (cell("r7c8"), 2)]) == "r8c5=4, r7c8=2"
    assert cells_text(cells_list := [cell("r3c1"), cell("r3c5"), cell("r5c2")]) == (
        "r3c1, r3c5 and r5c2"
    )
    assert cells_text(cells_list[:1]) == "r3c1"
    assert digits_text([2, 7]) == "{2,7}"
    assert or_digits([2, 5, 7]) == "2, 5 or 7" and or_digits([4]) == "4"
    assert and_digits([2, 7]) == "2 and 7"


# ----- the big text board ------------------------------------------------------


def picture_lines() -> tuple[Grid, list[str]]:
    grid = parse(EASY_1)
    grid.place(cell("r7c5"), 8)  # a placed digit, not a given
    return grid, board_picture(grid).splitlines()


def block_of(lines: list[str], row: int, col: int) -> list[str]:
    """The three 3-character lines of cell (row, col), 0-based, by the picture's layout:
    a header and a rule, then four lines per row (three for the cell, one between)."""
    header = lines[0]
    centre = [i for i, ch in enumerate(header) if ch.isdigit()][col]
    top = 2 + 4 * row
    return [lines[top + band][centre - 1 : centre + 2] for band in range(3)]


def test_board_picture_labels_rows_a_to_i_and_columns_1_to_9() -> None:
    _, lines = picture_lines()
    assert lines[0].split() == [str(c) for c in range(1, 10)]
    labels = [line[:3].strip() for line in lines if line[:3].strip()]
    assert labels == list("ABCDEFGHI")
    # Each row's label sits on the middle of its three lines.
    assert lines[2 + 1].startswith(" A ") and lines[2 + 4 * 8 + 1].startswith(" I ")


def test_board_picture_shows_candidates_as_a_3x3_block() -> None:
    grid = Grid(values_of(EASY_1))
    # r1c1 in easy #1 sees 5 7 3 6 (row 1), 7 9 8 (column 1), 5 7 (box 1): its
    # candidates are 1, 2, 4. Rule out 2: {1,4}.
    grid.exclude(cell("r1c1"), 2)
    lines = board_picture(grid).splitlines()
    assert block_of(lines, 0, 0) == ["1..", "4..", "..."]
    # An empty grid's cell shows all nine.
    empty = board_picture(Grid([0] * 81)).splitlines()
    assert block_of(empty, 4, 4) == ["123", "456", "789"]


def test_board_picture_shows_a_mixed_block_digit_by_digit() -> None:
    grid = Grid([0] * 81)
    for d in (2, 5, 6, 7, 8):
        grid.exclude(cell("r9c9"), d)
    assert block_of(board_picture(grid).splitlines(), 8, 8) == ["1.3", "4..", "..9"]


def test_board_picture_marks_givens_and_placed_digits_apart() -> None:
    _, lines = picture_lines()
    assert block_of(lines, 0, 1) == ["   ", " 5 ", "   "]  # r1c2 given 5
    assert block_of(lines, 6, 4) == ["   ", "(8)", "   "]  # r7c5 placed 8


def test_board_picture_has_box_rules_every_third_row() -> None:
    _, lines = picture_lines()
    rules = [i for i, line in enumerate(lines) if line.startswith("   +")]
    assert rules == [1, 13, 25, 37]
    assert len(lines) == 38
