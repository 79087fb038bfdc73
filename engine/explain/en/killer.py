"""Killer: cage combinations, cage pointing, the rule of 45 and hidden cages."""

MESSAGES = {
    # ----- cages and their combinations (engine/techniques/killer_cages.py) ----------
    "cage-combinations": (
        "{technique}: {cage} needs {total} in {count:word} cells: {combos}. None of them "
        "holds {digits:or}, so {effect}."
    ),
    "cage-combinations.nudge": "Look at the combinations of {cage}.",
    "cage-combinations.many": (
        "{technique}: {count} cages each allow only the digits of their combinations, so "
        "{effect}."
    ),
    "cage-combinations.many.nudge": "Look at the combinations of each cage's sum.",
    "cage-combinations.cage": "For {cage}: {combos}, so no {digits:or}.",
    "cage-combinations.cage-rest": (
        "For {cage}, whose open cells make {total}: {combos}, so no {digits:or}."
    ),
    "cage.placed": (
        "{cells:and} of {cage} already hold {digits:and}, so its other {count} cells add up "
        "to {total}."
    ),
    "cage.combinations": "{total} in {count} different digits: {combos}.",
    "cage.none-has": "No combination holds {digits:or}, so {cells:and} cannot either.",
    "cage-combination-elimination": (
        "{technique}: of the ways to make {total} in the {count} open cells of {cage}, only "
        "{combos} fit the candidates, so {effect}."
    ),
    "cage-combination-elimination.nudge": (
        "Check the combinations of {cage} against its candidates."
    ),
    "cage.combo-missing": "{combo} is out: no cell of the cage can still hold {digits:or}.",
    "cage.combo-no-room": "{combo} is out: {cell} can hold none of its digits.",
    "cage.combo-crowded": (
        "{combo} is out: {cells:and} could take only {digits:and} from it, too few for "
        "{count} cells."
    ),
    "cage.cell-fits": "With {combos:or} left, {cell} can only be {digits:or}.",
    "cage-pointing": (
        "{technique}: every combination left for {cage} ({combos}) holds {digit}, so the "
        "cage has {digit:a}, in {cells:or}; they all lie in {houses:and}, so {effect}."
    ),
    "cage-pointing.nudge": "Find a digit that {cage} must hold.",
    "cage.every-combo-has": "Every combination left for {cage}, {combos}, holds {digit}.",
    "cage.digit-places": "In {cage}, {digit} can only go in {cells:or}.",
    "cage.places-share": (
        "These cells lie in {houses:and} too, so no other cell there can be {digit}."
    ),
    # ----- the rule of 45 (engine/techniques/innies_outies.py) ------------------------
    "rule-of-45.innies": (
        "{technique}: {region} adds up to {whole}, so the cells left over by the cages "
        "wholly inside it, {cells:and}, add up to {total}: {effect}."
    ),
    "rule-of-45.outies": (
        "{technique}: the cages reaching into {region} add up to {whole} and {total} more, "
        "so the cells sticking out, {cells:and}, add up to {total}: {effect}."
    ),
    "rule-of-45.nudge": "Add up the cages in {region}.",
    "rule-of-45-houses.nudge": "Add up the cages in {region} together.",
    "innie-outie-difference": (
        "{technique}: by the rule of 45 on {region}, {bigger} is {difference} more than "
        "{smaller}: {effect}."
    ),
    "innie-outie-difference.equal": (
        "{technique}: by the rule of 45 on {region}, {bigger} and {smaller} are equal: "
        "{effect}."
    ),
    "innie-outie-difference.nudge": "Compare what goes in and out of {region}.",
    "rule-of-45.none-inside": "No cage lies wholly inside {region}.",
    "rule-of-45.inside": "Wholly inside {region}: {cages:and}, adding up to {total}.",
    "rule-of-45.reaching": "The cages reaching into {region}: {cages:and}, adding up to {total}.",
    "rule-of-45.split": (
        "{cage} adds up to {total}, and the cages wholly inside {region} to {inside}."
    ),
    "rule-of-45.innies-sum": (
        "{region} adds up to {whole}, so {cells:and}, outside those cages, add up to {total}."
    ),
    "rule-of-45.outies-sum": (
        "{region} adds up to {whole}, so {cells:and}, outside it, add up to {total}."
    ),
    "rule-of-45.difference": (
        "So {region} holds {innie} in place of {outie}: {bigger} is {difference} more than "
        "{smaller}."
    ),
    "sum.placed": "{cells:and} already hold {digits:and}; {rest:and} make up the rest.",
    "sum.may-repeat": (
        "{cells:and} do not all share a unit, so a digit may repeat among them."
    ),
    "why-not.cage-sum": (
        "No combination that can still make the sum of {cage} holds {digit}, so {cell} "
        "cannot be {digit}."
    ),
    "sum.combos": "With their candidates, {total} can only be made as {combos}.",
    "sum.combos-more": (
        "With their candidates, {total} can be made as {combos}, and {more} more ways."
    ),
    "sum.cell-fits": "So {cell} can only be {digits:or}.",
    "sum.cell-is": "So {cell} is {digit}.",
    "hidden-cage": (
        "{technique}: {left}, {cells:and}, add up to {total} and share a house: a cage of "
        "their own, {combos}. Each holds {digit}, which can only go in {places:or}, so "
        "{effect}."
    ),
    "hidden-cage.nudge": "Treat what {region} leaves over as a cage.",
    "hidden-cage.innies": "the cells left over in {region}",
    "hidden-cage.outies": "the cells sticking out of {region}",
    "hidden-cage.digit-places": "There, {digit} can only go in {cells:or}.",
    "hidden-cage.a-cage": (
        "They share a house, so they are a cage of {total} in {count} cells: {combos}."
    ),
}

# ----- the technique library's pages --------------------------------------------------
MESSAGES |= {
    "about.cage-combinations": (
        "A cage's cells hold different digits that add up to its sum, and only some sets "
        "of digits do: 13 in two cells is 4+9, 5+8 or 6+7. A digit in no such set, here "
        "1, 2 or 3, cannot go in the cage."
    ),
    "about.cage-combination-elimination": (
        "Check each combination of a cage against its cells' candidates: a combination "
        "needing a digit no cell can still hold, or whose digits cannot each find a cell of "
        "their own, is out. A candidate that no remaining combination gives its cell goes."
    ),
    "about.cage-pointing": (
        "When every remaining combination of a cage holds a digit, the cage must hold it. "
        "If the cells of the cage that can take it all lie in one row, column or box, no "
        "other cell of that house can, just as with a pointing pair."
    ),
    "about.rule-of-45": (
        "Every row, column and box adds up to 45. Take away the cages wholly inside a house, "
        "and the cells left over (innies) add up to the rest; or add up the cages reaching "
        "into it, and the cells sticking out (outies) make the excess. One such cell is "
        "then known; several are a sum to fill with their candidates."
    ),
    "about.hidden-cage": (
        "The innies or outies of a house that share a house make a cage nobody drew, with "
        "a known sum: its combinations work like a real cage's, and a digit they all hold "
        "leaves the rest of the house the cells share."
    ),
    "about.rule-of-45-houses": (
        "The rule of 45 on two or three adjacent rows, columns or boxes at once: 90 or 135 "
        "less the cages wholly inside. The cells left over need not share a house, so a "
        "digit may repeat among them."
    ),
    "about.innie-outie-difference": (
        "Count one cage reaching out of a house as a whole: if that leaves one innie and "
        "one outie, the rule of 45 says how much bigger one is than the other, which "
        "limits both."
    ),
}
