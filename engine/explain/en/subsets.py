"""Naked, hidden and locked subsets (pairs, triples, quads).

The proof lists the cells and what each can be (naked), or each digit and where
it can go (hidden), then what the group takes and what the rest of the house loses.
"""

MESSAGES = {
    "naked-subset": (
        "{technique} {digits:set} in {cells}: these {count:word} cells of {house} have only "
        "the candidates {digits:and} between them, so they must take {count:all} digits and no "
        "other cell of {house} can hold {digits:or}: {effect}."
    ),
    "hidden-subset": (
        "{technique} {digits:set} in {cells}: in {house}, the digits {digits:and} fit only in "
        "these {count:word} cells, so these cells must hold them and nothing else: {effect}."
    ),
    "locked-subset": (
        "{technique} {digits:set} in {cells}: these {count:word} cells, in both {houses:and}, "
        "have only {digits:and} between them, so no other cell of either house can hold "
        "{digits:or}: {effect}."
    ),
    "subsets.cell-can-be": "{cell} can only be {digits:or}.",
    "subsets.digit-goes": "In {house}, {digit} can only go in {cells:or}.",
    "naked-pair.nudge": "Look for a naked pair in {house}.",
    "naked-triple.nudge": "Look for a naked triple in {house}.",
    "naked-quad.nudge": "Look for a naked quad in {house}.",
    "hidden-pair.nudge": "Look for a hidden pair in {house}.",
    "hidden-triple.nudge": "Look for a hidden triple in {house}.",
    "hidden-quad.nudge": "Look for a hidden quad in {house}.",
    "locked-pair.nudge": "Look for a locked pair in {house}.",
    "locked-triple.nudge": "Look for a locked triple in {house}.",
    "locked-quad.nudge": "Look for a locked quad in {house}.",
}
