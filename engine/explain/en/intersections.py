"""Locked candidates, pointing and claiming: a digit confined to where two houses meet."""

MESSAGES = {
    "locked-candidates": (
        "{technique}: in {base}, {digit} can only go in {cells:and}, which {count:both} lie in "
        "{cover}. Whichever of them holds the {digit}, no other cell of {cover} can, so "
        "{effect}."
    ),
    "intersections.confined": "In {base}, {digit} can only go in {cells:or}.",
    "intersections.shared": "These cells lie in {cover} too, so {cover} has its {digit} there.",
    "locked-candidates-pointing.nudge": "Look for locked candidates (pointing) in {base}.",
    "locked-candidates-claiming.nudge": "Look for locked candidates (claiming) in {base}.",
}
