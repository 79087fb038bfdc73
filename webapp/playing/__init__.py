"""Playing a game: the game page and every action on it (moves, hints, the ways on when
stuck), the board and panels as drawn, and sharing or rating the puzzle.

Other features draw a board through this door, never through its modules."""

from .board import board as board_view
from .board import variant_look
from .drawing import Drawing
from .moves import enter_own_digits

__all__ = ["Drawing", "board_view", "enter_own_digits", "variant_look"]
