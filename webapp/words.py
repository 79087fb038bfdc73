"""Every player-facing word of the board's labels, the legend and the panels, in one place.

Templates (str.format) rather than sentences glued in code, so a language can order
its words its own way; the engine's own reasons are rendered by engine.explain.
"""

from __future__ import annotations

# What each highlight role means to a player, for screen readers and the legend.
ROLE_WORDS = {
    "place": "the digit to place",
    "elim": "a candidate to remove",
    "pattern": "part of the pattern",
    "target": "the target",
    "fin": "a fin",
    "z": "the wing's shared digit: a cell seeing all of these cannot hold it",
    "on": "true together",
    "off": "false together",
}


# The outlines a step draws around whole cells (the digit to place has its candidate's colour).
CELL_WORDS = {"pattern": "a cell of the pattern", "target": "a target cell", "fin": "a fin cell"}


# What the overlay's lines mean, in the legend.
LINK_WORDS = {
    "strong": "solid arrow: strong link (if one end is false the other is true)",
    "weak": "dashed arrow: weak link (both cannot be true)",
}
GROUP_WORDS = "ringed candidates: a group that acts as one end of a link"
HOUSE_WORDS = {
    "in-base": "base house: where the pattern is",
    "in-cover": "cover house: the house it clears",
}

# What the hint panel says when no technique applies.
STUCK_WORDS = (
    "No technique the assistant knows applies here.",
    "Two ways on: check your board (only wrong entries are marked), or reveal one cell, "
    "the one that opens the most singles. Both can be undone.",
)


# The hint panel.
SOLVED = "Solved: there is nothing left to hint."
ASK = "Stuck? Ask for a hint: each press tells a little more."
NOTES_GAP = (
    "Your notes leave out candidates this step uses ({missing}); "
    "they are still possible, and the drawing shows them."
)
NOTE_GAP_ITEM = "{digit} in {cell}"
PATTERN_DRAWN = "The {technique} pattern is drawn on the board; what it changes comes next."
ARROWS_FOLLOW = "Arrows follow its chain; the next hint reads it out link by link."
APPLY_STEP = "Apply this step"
PROOF_TITLE = "Why, line by line"
STEP_THROUGH = "Step through"
NEXT_LINE = "Next"
PREVIOUS_LINE = "Back"
SHOW_ALL = "Show all"
LINE_OF = "Line {line} of {lines}"

# A mistake found before any technique.
NOTES_LEAVE_OUT = "Your notes in {house} leave out a digit the solution needs."
MISTAKE_IN = "There is a mistake in {house}."
NOTE_MISSING_AT = "The note is missing in {cell}, marked on the board."
MISTAKE_AT = "The mistake is in {cell}, marked on the board."
WRONG_VALUE = "{cell} holds {digit}, but with a {digit} there the puzzle has no solution."
MISSING_NOTE = (
    "Your notes in {cell} do not have {digit}, but the puzzle has no solution "
    "without a {digit} there."
)
MISSING_MARK = (
    "The pencil mark {digit} was removed from {cell}, but without it the puzzle has no solution."
)
ERASE = "Erase the {digit}"
ADD_NOTE = "Add the note {digit}"
RESTORE = "Restore the {digit}"

# The list of every step.
STEPS_MISTAKE = "There is a mistake on the board: ask for a hint to find it before using a step."
STEPS_SOLVED = "The puzzle is solved."
STEPS_NONE = "No technique the assistant knows applies yet."
STEPS_CUT = "the first {count}, simplest first"

# The status line.
SOLVED_STATUS = "Solved! Every cell is filled and every house is complete. Well done."
SOLVED_IN = "Solved in {time} with {hints}. Well done!"
FILLED_BUT_WRONG = "Every cell is filled, but something is wrong: a hint will find it."


def hints_count(used: int) -> str:
    """'no hints', '1 hint', '3 hints' (a language's plural rule goes here)."""
    if not used:
        return "no hints"
    return "1 hint" if used == 1 else f"{used} hints"

# "Why not?": the player doubts a candidate.
WHY_ASKED = "Why can't {cell} be {digit}?"
WHY_MISTAKE_FIRST = "First, your board has a mistake, and it decides the answer:"
WHY_SOLUTION = (
    "Nothing rules out {digit} in {cell}: it is the digit the solution has there. "
    "Keep it."
)
WHY_FILLED = "{cell} is filled: select an empty cell to ask about one of its candidates."
WHY_GONE = "{digit} is not a candidate of {cell} any more: there is nothing to rule out."
WHY_PICK_CELL = "Select a cell first, then ask why not one of its candidates."
WHY_TITLE = "Why not…?"
WHY_BUTTON = "Why not?"
WHY_DIGIT = "Digit"
