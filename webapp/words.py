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
