"""The fixture reader itself: a board's written candidates become the grid's candidates."""

from __future__ import annotations

import pytest
from board_text import EASY_1, candidate_digits, cell, elims, grid_from_board

from engine import parse


def test_written_candidates_become_the_grid_candidates() -> None:
    # r1c1 written out with all it can hold: the same candidates as the givens give.
    full = grid_from_board("{124}" + EASY_1[1:])
    assert full.values == parse(EASY_1).values
    assert full.candidates == parse(EASY_1).candidates
    narrowed = grid_from_board("{14}" + EASY_1[1:])
    assert candidate_digits(narrowed, cell("r1c1")) == (1, 4)
    assert narrowed.exclusions[cell("r1c1")] == 0b111111111 & ~0b1001


def test_a_candidate_the_houses_forbid_is_a_fixture_error() -> None:
    with pytest.raises(ValueError, match="clash"):
        grid_from_board("{15}" + EASY_1[1:])  # row 1 has a 5


def test_a_board_needs_81_cells() -> None:
    with pytest.raises(ValueError, match="80"):
        grid_from_board(EASY_1[1:])
    with pytest.raises(ValueError, match="unexpected"):
        grid_from_board("x" + EASY_1[1:])


def test_elimination_text_reader() -> None:
    assert elims("r3c9<>7, r3c8<>2") == ((cell("r3c8"), 2), (cell("r3c9"), 7))
