"""The verified trial: an assumption followed until it breaks, checked by search.

A trial whose singles break at once reads as a forcing chain does (see
forcing.py). One that needs a second level names the assumption, the cell or
house whose every option then breaks, and says it was found by search.
"""

MESSAGES = {
    "verified-trial.chain": (
        "{technique}: Suppose {assumption}. {steps} later, {broke}. So {conclusion}: {effect}."
    ),
    "verified-trial.chain.at-once": (
        "{technique}: Suppose {assumption}. Then at once {broke}. So {conclusion}: {effect}."
    ),
    "verified-trial.deeper": (
        "{technique}, found by search rather than by a chain a person would spot: Suppose "
        "{assumption}. Its singles run into no contradiction, but then {where}, and {each}. "
        "So {conclusion}: {effect}."
    ),
    "verified-trial.each-breaks": "each option breaks after its own singles",
    "verified-trial.none-works": "none of them works out",
    "verified-trial.where.cell": "{cell} can only be {digits:or}",
    "verified-trial.where.house": "{digit} can only go in {cells:or} in {house}",
    "verified-trial.singles": "Its singles then place {effect}, with no contradiction yet.",
    "verified-trial.singles.more": (
        "Its singles then place {effect} and {more} more, with no contradiction yet."
    ),
    "verified-trial.singles.none": "Its singles place nothing new, with no contradiction yet.",
    "verified-trial.then": "But then {where}.",
    "verified-trial.option": "If {fact}, {broke}.",
    "verified-trial.option.searched": (
        "If {fact}, only a deeper search finds that it cannot be completed."
    ),
    "verified-trial.nudge": "Try a digit in {cell} and follow the singles.",
    "verified-trial.nudge.deeper": "Try a digit in {cell} and follow where it leads.",
}
