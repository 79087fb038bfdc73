"""'Why not?': the words added when a step answers a doubted candidate."""

MESSAGES = {
    "why-not.after-placement": "With {placed}, {cell} can no longer be {digit}.",
    "why-not.nothing-yet": "Nothing rules out {digit} in {cell} yet.",
    "why-not.held": "{peer} already holds {digit}, so {cell} cannot be {digit}.",
    "why-not.excluded": (
        "{digit} was crossed out of {cell}'s pencil marks (by you, or by a step you applied)."
    ),
    "why-not.gone": "{digit} is not a candidate of {cell} any more.",
    "why-not.placed": "{cell} already holds {value}: there is no candidate to ask about.",
    "why-not.no-solution": (
        "This position has no solution (a wrong digit or pencil mark), so no step can be "
        "trusted to answer."
    ),
    "why-not.removable": "{cell} cannot be {digit}: {technique}.",
}
