"""Forcing chains and forcing nets: an assumption followed one forced step a line.

The summary names the assumption (or the cell or house whose every case is
followed), what it runs into or leads to, and how many forced steps that took;
the proof opens each branch with its assumption, gives one line per forced step
with its reason (the candidate it sees, the only candidate or place left), and
ends with the contradiction or the common conclusion.
"""

from ..render import Plural

MESSAGES = {
    # ----- summaries -------------------------------------------------------------
    "forcing.contradiction": (
        "{technique} (contradiction): Suppose {assumption}. {steps} later, {broke}. "
        "So {conclusion}: {effect}."
    ),
    "forcing.contradiction.at-once": (
        "{technique} (contradiction): Suppose {assumption}. Then at once {broke}. "
        "So {conclusion}: {effect}."
    ),
    "forcing.digit": (
        "{technique} (digit forcing): {candidate} is either true or false, and in both cases "
        "{conclusion} ({steps} in all). So {effect}."
    ),
    "forcing.cell": (
        "{technique} (cell forcing): {cell} is {digits:or}, and in every case "
        "{conclusion} ({steps} in all). So {effect}."
    ),
    "forcing.house": (
        "{technique} (house forcing): in {house}, {digit} goes in {cells:or}, and in every "
        "case {conclusion} ({steps} in all). So {effect}."
    ),
    "forcing.steps": Plural(
        "count", {"one": "{count} forced step", "other": "{count} forced steps"}
    ),
    # ----- proof lines -----------------------------------------------------------
    "forcing.suppose": "Suppose {fact}.",
    "forcing.case": "If {fact}:",
    "forcing.same-house": "{fact}, since {premise} and they share {house}.",
    "forcing.same-cell": "{fact}, since {premise}.",
    "forcing.naked": "{fact}: the only candidate left in {cell}.",
    "forcing.hidden": "{fact}: the only place left for {digit} in {house}.",
    "forcing.impossible": "Then {broke}: impossible.",
    "forcing.so": "So {conclusion}: {effect}.",
    "forcing.every-case": "In every case {conclusion}: {effect}.",
    # ----- what a contradiction looks like on the board ------------------------------
    "forcing.broke.both": "{cell} would have to be {digit} and could not be {digit}",
    "forcing.broke.no-candidate": "{cell} would have no candidate left",
    "forcing.broke.no-place": "{digit} would have no place left in {house}",
    "forcing.broke.cell-twice": "{cell} would have to be both {first} and {second}",
    "forcing.broke.house-twice": "{house} would hold {digit} twice ({first} and {second})",
    # ----- rule forcing nets: a whole element narrowed (engine/propagation RULES) ------
    "forcing.rule-narrow": "{fact}: with that, {element} leaves {cell} only {digits:or}.",
    "forcing.element.cage": "{cage}",
    "forcing.element.innies": (
        "the cells of {house} outside its whole cages ({cells:and}, adding up to {total})"
    ),
    "forcing.broke.rule": "no digits left could satisfy {element}",
    "forcing.element.house-sums": "{house} filled whole with its arrows and little killers",
    "forcing.element.renban-split": "the split of {house} into its renban runs",
    # ----- nudges ----------------------------------------------------------------
    "forcing-chain.nudge.start": "Look for a forcing chain that starts at {cell}.",
    "forcing-chain.nudge.cell": "Look for a forcing chain from every candidate of {cell}.",
    "forcing-chain.nudge.house": (
        "Look for a forcing chain from every place of {digit} in {house}."
    ),
    "forcing-net.nudge.start": "Look for a forcing net that starts at {cell}.",
    "forcing-net.nudge.cell": "Look for a forcing net from every candidate of {cell}.",
    "forcing-net.nudge.house": "Look for a forcing net from every place of {digit} in {house}.",
    "about.rule-forcing-net": (
        "A forcing net for puzzles with rules: while a branch is followed, each arrow, "
        "line, dot or cage it touches is asked what it still allows as a whole, not only "
        "for two of its cells at a time. It takes the trial's place on many published "
        "variant puzzles."
    ),
    "rule-forcing-net.nudge.start": (
        "Suppose a digit in {cell} and follow it, asking each rule element what it then "
        "leaves as a whole."
    ),
}
