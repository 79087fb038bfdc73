"""Every player-facing word of the board's labels, the legend and the panels, in one place.

Templates (str.format) rather than sentences glued in code, so a language can order
its words its own way; the engine's own reasons are rendered by engine.explain.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from flask_babel import ngettext

# What each highlight role means to a player, for screen readers and the legend.
ROLE_WORDS = {
    "place": _l("the digit to place"),
    "elim": _l("a candidate to remove"),
    "pattern": _l("part of the pattern"),
    "target": _l("the target"),
    "fin": _l("a fin"),
    "z": _l("the wing's shared digit: a cell seeing all of these cannot hold it"),
    "on": _l("true together"),
    "off": _l("false together"),
}


# The "fin" role is each pattern's extra part; only a fish calls it a fin. Its legend
# names what it is in the technique drawn (by id prefix, longest first).
FIN_WORDS = {
    "sue-de-coq": _l("a candidate of the extra cells, in the line or the box"),
    "unique-rectangle": _l("an extra candidate, beside the rectangle's two digits"),
    "hidden-rectangle": _l("an extra candidate, beside the rectangle's two digits"),
    "avoidable-rectangle": _l("an extra candidate, beside the rectangle's two digits"),
    "bug-plus-1": _l("an extra candidate, beside the rectangle's two digits"),
    "als-": _l("a restricted common: the digit that links two sets"),
    "death-blossom": _l("a stem digit: each one leads to its petal"),
}


def fin_words(technique_id: str) -> str:
    """What the legend calls the "fin" role in this technique's drawing."""
    for prefix, said in FIN_WORDS.items():
        if technique_id.startswith(prefix):
            return str(said)
    return str(ROLE_WORDS["fin"])


# The outlines a step draws around whole cells (the digit to place has its candidate's colour).
CELL_WORDS = {
    "pattern": _l("a cell of the pattern"),
    "target": _l("a target cell"),
    "fin": _l("a fin cell"),
}


# What the overlay's lines mean, in the legend.
LINK_WORDS = {
    "strong": _l("solid arrow: strong link (if one end is false the other is true)"),
    "weak": _l("dashed arrow: weak link (both cannot be true)"),
}
GROUP_WORDS = _l("ringed candidates: a group that acts as one end of a link")
HOUSE_WORDS = {
    "in-base": _l("base house: where the pattern is"),
    "in-cover": _l("cover house: the house it clears"),
}
CAGE_WORDS = {
    "in-base": _l("base cage: the cage whose sum the step uses"),
    "in-cover": _l("counted cage: its sum goes into the rule of 45"),
}

# What the hint panel says when no technique applies.
STUCK_WORDS = (
    _l("No technique the assistant knows applies here."),
    _l("Two ways on: check your board (only wrong entries are marked), or reveal one cell, "
    "the one that opens the most singles. Both can be undone."),
)


# The hint panel.
SOLVED = _l("Solved: there is nothing left to hint.")
ASK = _l("Stuck? Ask for a hint: each press tells a little more.")
NOTES_GAP = (
    _l("Your notes leave out candidates this step uses ({missing}); "
    "they are still possible, and the drawing shows them.")
)
NOTE_GAP_ITEM = _l("{digit} in {cell}")
PATTERN_DRAWN = _l("The {technique} pattern is drawn on the board; what it changes comes next.")
ARROWS_FOLLOW = _l("Arrows follow its chain; the next hint reads it out link by link.")
APPLY_STEP = _l("Apply this step")
PROOF_TITLE = _l("Why, line by line")
STEP_THROUGH = _l("Step through")
NEXT_LINE = _l("Next")
PREVIOUS_LINE = _l("Back")
SHOW_ALL = _l("Show all")
LINE_OF = _l("Line {line} of {lines}")

# A mistake found before any technique.
NOTES_LEAVE_OUT = _l("Your notes in {house} leave out a digit the solution needs.")
MISTAKE_IN = _l("There is a mistake in {house}.")
NOTE_MISSING_AT = _l("The note is missing in {cell}, marked on the board.")
MISTAKE_AT = _l("The mistake is in {cell}, marked on the board.")
WRONG_VALUE = _l("{cell} holds {digit}, but with {digit} there the puzzle has no solution.")
MISSING_NOTE = (
    _l("Your notes in {cell} do not have {digit}, but the puzzle has no solution "
    "without {digit} there.")
)
MISSING_MARK = _l(
    "The pencil mark {digit} was removed from {cell}, but without it the puzzle has no solution."
)
ERASE = _l("Erase the {digit}")
ADD_NOTE = _l("Add the note {digit}")
RESTORE = _l("Restore the {digit}")

# The list of every step.
STEPS_MISTAKE = _l(
    "There is a mistake on the board: ask for a hint to find it before using a step."
)
STEPS_SOLVED = _l("The puzzle is solved.")
STEPS_NONE = _l("No technique the assistant knows applies yet.")
STEPS_WORKING = _l("Working this out… The steps appear here once they are ready.")
STEPS_NOT_YET = _l("The list of steps is still being worked out: try again in a moment.")

# The status line.
SOLVED_STATUS = _l("Solved! Every cell is filled and every house is complete. Well done.")
SOLVED_IN = _l("Solved in {time} with {hints}. Well done!")
FILLED_BUT_WRONG = _l("Every cell is filled, but something is wrong: a hint will find it.")


def hints_count(used: int) -> str:
    """'no hints', '1 hint', '3 hints', by the page language's plural rule."""
    if not used:
        return str(_l("no hints"))
    return ngettext("%(num)d hint", "%(num)d hints", used)

# The hint's "In short" line when a step removes many candidates: the count, the first few.
IN_SHORT_MANY = _l("{count} eliminations: {first} and {more} more")

# "Why not?": the player doubts a candidate.
WHY_ASKED = _l("Why can't {cell} be {digit}?")
WHY_MISTAKE_FIRST = _l("First, your board has a mistake, and it decides the answer:")
WHY_NOTHING_YET = _l("Nothing rules out {digit} in {cell} yet.")
WHY_MISTAKE = _l(
    "Your board has a mistake, and it decides the answer: ask for a hint to find it."
)
WHY_FILLED = _l("{cell} is filled: select an empty cell to ask about one of its candidates.")
WHY_PICK_CELL = _l("Select a cell first, then ask why not one of its candidates.")
WHY_CELL = _l("Why can't {cell} be…")  # then a button for each of the cell's candidates
