"""Skyscraper, 2-String Kite, Turbot Fish and Empty Rectangle: short chains on one digit.

The proof reads the chain a link a line, from the end assumed false to the end
that must then be true, and closes with the cells that see both ends.
"""

MESSAGES = {
    "single-digit-chain": (
        "{technique} {eureka}: {a} and {b} are the only places for {digit} in {first}, and "
        "{c} and {e} the only places for {digit} in {second}; {b} and {c} share {middle}, so "
        "they cannot both be {digit}. So {a} or {e} is {digit}, and a cell that sees both "
        "cannot be {digit}: {effect}."
    ),
    "empty-rectangle": (
        "{technique} {eureka}: in {box}, {digit} can only go in {box_cells:and}, all in {row} "
        "or {column}; {start} and {far} are the only places for {digit} in {pair}. So {far} "
        "or {kept} is {digit}, and a cell that sees both cannot be {digit}: {effect}."
    ),
    "empty-rectangle.group": (
        "{technique} {eureka}: in {box}, {digit} can only go in {box_cells:and}, all in {row} "
        "or {column}; {start} and {far} are the only places for {digit} in {pair}. So {far} "
        "or one of {kept:and} is {digit}, and a cell that sees all of them cannot be {digit}: "
        "{effect}."
    ),
    "single-digit.first": (
        "If {start} is not {digit}, {end} is {digit}: they are the only places for {digit} "
        "in {house}."
    ),
    "single-digit.weak": "Then {end} is not {digit}, since it shares {house} with {start}.",
    "single-digit.weak.group": (
        "Then none of {cells:and} is {digit}, since they share {house} with {start}."
    ),
    "single-digit.strong": (
        "Then {end} is {digit}: the only other place for {digit} in {house}."
    ),
    "single-digit.ends": (
        "So {first} or {last} is {digit}, and a cell that sees both cannot be {digit}: "
        "{effect}."
    ),
    "empty-rectangle.box": (
        "In {box}, {digit} can only go in {cells:and}, all in {row} or {column}."
    ),
    "empty-rectangle.kept": "So the {digit} of {box} is in {house}: {cell} is {digit}.",
    "empty-rectangle.kept.group": (
        "So the {digit} of {box} is in {house}: one of {cells:and} is {digit}."
    ),
    "empty-rectangle.ends.group": (
        "So {first} or one of {cells:and} is {digit}, and a cell that sees all of them cannot "
        "be {digit}: {effect}."
    ),
    "skyscraper.nudge": "Look for a Skyscraper on {digit} in {lines}.",
    "two-string-kite.nudge": "Look for a 2-String Kite on {digit}.",
    "turbot-fish.nudge": "Look for a Turbot Fish on {digit}.",
    "empty-rectangle.nudge": "Look for an Empty Rectangle on {digit} in {box}.",
}
