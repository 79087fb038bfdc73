"""'Why not?': the words added when a step answers a doubted candidate."""

MESSAGES = {
    "why-not.after-placement": "With {placed}, {cell} can no longer be {digit}.",
    "why-not.searched": (
        "{technique}: a full search finds no solution with {candidate}: every way of "
        "filling the board from here breaks. So {cell} is not {digit}."
    ),
    "why-not.searched.nudge": "Try the digit in {cell} and follow where it leads.",
}
