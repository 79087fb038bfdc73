"""Full House, Naked Single, Hidden Single."""

MESSAGES = {
    "full-house": (
        "Full House: {cell} is the only empty cell left in {house}, and {digit} is the only "
        "digit {house} is missing, so {cell}={digit}."
    ),
    "full-house.nudge": "Look for a full house in {house}.",
    "naked-single": "Naked Single: {cell} can only be {digit}, because {why}, so {cell}={digit}.",
    "naked-single.seen-in-row-column-box": (
        "every other digit already appears in its row, column or box"
    ),
    "naked-single.seen-in-row-column-region": (
        "every other digit already appears in its row, column or region"
    ),
    "naked-single.seen-in-houses": "every other digit already appears in one of its houses",
    "naked-single.seen-in-row-column-box.or-ruled-out": (
        "every other digit already appears in its row, column or box or has been ruled out there"
    ),
    "naked-single.seen-in-row-column-region.or-ruled-out": (
        "every other digit already appears in its row, column or region or has been ruled out there"
    ),
    "naked-single.seen-in-houses.or-ruled-out": (
        "every other digit already appears in one of its houses or has been ruled out there"
    ),
    "naked-single.nudge": "Look for a naked single in {house}.",
    "hidden-single": "Hidden Single: in {house}, {digit} can only go in {cell}, so {cell}={digit}.",
    "hidden-single.nudge": "Look for a hidden single in {house}.",
}
