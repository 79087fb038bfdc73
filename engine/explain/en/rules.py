"""Thermometers and arrows: their own deductions (engine/rules/thermometer.py, arrow.py),
and the nudge every rule's step shares (engine/techniques/rule_steps.py)."""

MESSAGES = {
    # ----- an element by name, and the weak link it makes in a chain -----
    "chains.why.cage": "the only other place in {cage} for the {digit} it must hold",
    "forcing.rule-link": "{fact}, since {premise} and {rule} allows not both.",
    "chains.why.cage-sum": "{cage} has no combination left with both",
    "forcing.cage-link": (
        "{fact}, since {premise} and {cage} has no combination left with both."
    ),
    "chains.why.innies-sum": (
        "the cells of {house} outside its whole cages, {cells:and}, add up to {total}, "
        "and no way left to make it holds both"
    ),
    "forcing.innies-link": (
        "{fact}, since {premise} and the cells of {house} outside its whole cages, "
        "{cells:and}, add up to {total} with no way left holding both."
    ),
    "chains.why.rule": "{rule} allows not both",
    "rule.thermometer": "the thermometer at {cell}",
    "rule.arrow": "the arrow at {cell}",
    "rule.whispers": "the whispers line at {cell}",
    "rule.renban": "the renban line at {cell}",
    "rule.palindrome": "the palindrome at {cell}",
    "rule.between-line": "the between line at {cell}",
    "rule.region-sum-line": "the region-sum line at {cell}",
    "rule.extra-region": "the extra region at {cell}",
    "rule.diagonal": "the diagonal through {cell}",
    "rule.disjoint-groups": "the disjoint groups",
    "verified-trial.rules-search": (
        "{technique}: Suppose {assumption}. A search finds no way to finish the grid that"
        " keeps every rule. So {conclusion}: {effect}."
    ),
    "verified-trial.rules-search.proof": (
        "Suppose {assumption}: every way to finish the grid breaks a rule (a thermometer, "
        "an arrow or a line) or a house."
    ),
    "rule-pointing": (
        "{technique}: {rule} must hold {digit:a}, in {cells:or}; a cell that sees all of them"
        " cannot be {digit}: {effect}."
    ),
    "rule-pointing.must-hold": (
        "{rule} must hold {digit:a}, and only {cells:or} can take it."
    ),
    "rule-pointing.sees": (
        "Whichever of {cells:or} it is, a cell seeing all of them is not {digit}."
    ),
    "about.rule-pointing": (
        "A rule can force a digit onto its line: a renban of five cells in 3 to 9 must hold "
        "5, 6 and 7. When the cells that could take such a digit all see one cell, that cell "
        "cannot hold it, as in pointing from a box."
    ),
    "rule-step.nudge": "Look for {technique} starting at {cell}.",
    # ----- thermometers ----------------------------------------------------------------
    "thermometer-bounds": (
        "{technique}: digits rise along the thermometer from its bulb at {bulb}, so each cell "
        "is above the cells before it and below the cells after it: {effect}."
    ),
    "thermometer-bounds.slow": (
        "{technique}: digits never fall along the slow thermometer from its bulb at {bulb}, "
        "so no cell is below the one before it or above the one after it: {effect}."
    ),
    "thermometer.above": (
        "{cell} comes after {before}, which is at least {low}, so it is more than {low}."
    ),
    "thermometer.slow-above": (
        "{cell} comes after {before}, which is at least {low}, so it is {low} or more."
    ),
    "thermometer.below": (
        "{cell} comes before {after}, which is at most {high}, so it is less than {high}."
    ),
    "thermometer.slow-below": (
        "{cell} comes before {after}, which is at most {high}, so it is {high} or less."
    ),
    # ----- arrows ------------------------------------------------------------------------
    "arrow-sum": (
        "{technique}: the digits on the arrow, {cells:and}, add up to the digit in its "
        "circle at {circle:and}; together they can only make {low} to {high}: {effect}."
    ),
    "arrow-sum.pill": (
        "{technique}: the digits on the arrow, {cells:and}, add up to the number read across "
        "its pill, {circle:and}; together they can only make {low} to {high}: {effect}."
    ),
    "arrow.shaft-range": "The arrow's cells {cells:and} add up to between {low} and {high}.",
    "arrow.circle-holds": "So the circle {circle:and} holds {low} to {high}.",
    "arrow.pill-reads": "So the pill {circle:and} reads a number from {low} to {high}.",
    "arrow.cell-fits": (
        "To make a total the circle can hold with the rest of the arrow, {cell} can only be "
        "{digits:or}."
    ),
    "about.thermometer-bounds": (
        "Digits rise from the bulb of a thermometer to its tip (on a slow thermometer they "
        "never fall). So the bulb is at most as high as the cells after it allow, the tip "
        "at least as low as the cells before it allow: on a thermometer of five cells the "
        "bulb is 1 to 5 and the tip 5 to 9, and each cell keeps only the digits between its "
        "neighbours' bounds."
    ),
    "about.arrow-sum": (
        "The digits on an arrow add up to the digit in its circle (or the number read across "
        "its pill). A digit may repeat on an arrow unless its cells share a row, column or "
        "box. Compare what the arrow's cells can add up to with what the circle can hold: "
        "each side keeps only the values the other can meet."
    ),
}
