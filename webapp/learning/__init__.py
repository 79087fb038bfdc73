"""Learning: Practise a technique, the technique library, statistics, and the day's
puzzles that keep a streak.

Other features read the day's puzzles through this door, never through its modules."""

from .progress import daily_levels, today

__all__ = ["daily_levels", "today"]
