"""Sums read from outside the grid: little killers along a diagonal and sandwiches
between a row's or column's 1 and 9 (engine/rules/little_killer.py, sandwich.py), in
their solvers' words."""

from ..render import Plural

MESSAGES: dict[str, object] = {
    # ----- naming an element -----------------------------------------------------------
    "rule.little-killer": "the little killer {total} at {cell}",
    "rule.sandwich": "the sandwich {total} of {line}",
    # ----- little killers (engine/rules/little_killer.py) -----------------------------
    "little-killer-sum": (
        "{technique}: by {clue}, the digits on its diagonal, {cells:and}, add up to "
        "{total} (a digit may repeat, but not within a box), and only some digits make "
        "{total} with the rest: {effect}."
    ),
    "little-killer.box": "{cells:and} are {count:both} in {box}, so their digits differ.",
    "little-killer.combos": "{total} in different digits is {combos:or}.",
    "little-killer.cell": (
        "The rest of the diagonal adds up to {low} to {high}, so to make {total}, {cell} "
        "can only be {digits:or}."
    ),
    # ----- sandwiches (engine/rules/sandwich.py) --------------------------------------
    "sandwich-ends": Plural("most", {
        "one": "{technique}: by {clue}, the digits between the 1 and the 9 add up to "
               "{total}, which is a single digit, so the 1 and the 9 have one cell "
               "between them: {effect}.",
        "other": "{technique}: by {clue}, the digits between the 1 and the 9 add up to "
                 "{total}, which takes {gaps:or} different digits from 2 to 8, so the 1 and "
                 "the 9 stand that many cells apart: {effect}.",
    }),
    "sandwich-ends.touch": (
        "{technique}: by {clue}, nothing lies between the 1 and the 9, so they stand side "
        "by side: {effect}."
    ),
    "sandwich-ends.edges": (
        "{technique}: by {clue}, all of 2 to 8 lie between the 1 and the 9, so they stand "
        "at the two ends of {line}: {effect}."
    ),
    "sandwich-sum": (
        "{technique}: by {clue}, the cells between the 1 and the 9 hold a set of digits "
        "making {total}, and the cells outside them the other digits. Wherever the 1 and "
        "the 9 can still stand, no such filling puts these digits here: {effect}."
    ),
    "sandwich.combos": "{total} between the 1 and the 9 is {combos:or}.",
    "sandwich.many": "{total} can be made {count} ways, with {sizes:or} digits.",
    "sandwich.empty": "Nothing stands between the 1 and the 9.",
    "sandwich.fixed": Plural("count", {
        "one": "The 1 stands at {one} and the 9 at {nine}, so the cell between them holds "
               "{combos:or}.",
        "other": "The 1 stands at {one} and the 9 at {nine}, so the {count} cells between "
                 "them hold {combos:or}, and the other cells the rest.",
    }),
    "sandwich.places": "The 1 can still be in {ones:or}, the 9 in {nines:or}.",
    # ----- the technique library's pages --------------------------------------------
    "about.little-killer-sum": (
        "A little killer's arrow in the margin points along a diagonal, and the digits on "
        "it add up to the number at the arrow. Digits may repeat on the diagonal, but not "
        "where its cells share a box: three cells of one box adding up to 6 hold 1, 2 "
        "and 3. Compare what each cell needs with what the rest can add up to."
    ),
    "about.sandwich-ends": (
        "A sandwich clue beside a row or column is the sum of the digits between its 1 "
        "and its 9. A 0 puts the 1 and the 9 side by side, a 35 (all of 2 to 8) at the "
        "two ends; otherwise the sets of digits making the clue say how many cells lie "
        "between them, and the 1 and the 9 go only where that gap fits."
    ),
    "about.sandwich-sum": (
        "Between the 1 and the 9 of a sandwich's row go the digits of one set making the "
        "clue, outside them the rest. Try the places the 1 and the 9 can still take: a "
        "digit stays in a cell only if some placing and some set put it there."
    ),
    # ----- parity sums (engine/techniques/parity_sums.py): houses, arrows and little
    # killers counted odd and even -----------------------------------------------------
    "parity-sums": (
        "{technique}: count the odd digits of {house} against the sums around it, odd or "
        "even (every house adds up to 45, an arrow with its circle to twice the circle, a "
        "little killer to its clue): {effect}."
    ),
    "parity-sums.house": "{house} holds five odd digits and adds up to 45, an odd number.",
    "parity-sums.arrow": (
        "{rule}: its cells {cells:and} add up to twice the circle, an even number (for a "
        "pill, its last digit counts)."
    ),
    "parity-sums.diagonal-odd": "{rule}: its diagonal adds up to {total}, an odd number.",
    "parity-sums.diagonal-even": "{rule}: its diagonal adds up to {total}, an even number.",
    "parity-sums.odd": (
        "Of the ways {house} can place its odd digits, only those with {cells:and} odd "
        "fit these sums."
    ),
    "parity-sums.even": (
        "Of the ways {house} can place its odd digits, only those with {cells:and} even "
        "fit these sums."
    ),
    "parity-sums.nudge": (
        "Count the odd digits of {house}: the arrows and little killers around it add up "
        "to odd or even totals ({technique})."
    ),
    "about.parity-sums": (
        "Set theory on odd and even. A house adds up to 45, an odd number, so it holds an "
        "odd count of odd digits (five). An arrow's circle and shaft together add up to "
        "twice the circle, an even number; a little killer's diagonal to its clue. Add "
        "these up and the cells they share drop out: 'row 5 is odd, the two arrows inside "
        "it are even, so its other three cells hold one or three odd digits'. Where a "
        "house can place its odd digits in only a few ways, the sums rule some out."
    ),
    # ----- house sums (engine/techniques/house_sums.py): a house filled whole ---------
    "house-sums": (
        "{technique}: fill {house} whole, each digit once, with the arrows and little "
        "killers that meet it (their cells outside it add up to what their candidates "
        "allow): {effect}."
    ),
    "house-sums.element": "{rule} has {cells:and} in this house.",
    "house-sums.left": (
        "No filling of {house} that keeps these sums puts these digits in {cells:and}."
    ),
    "house-sums.nudge": (
        "Fill {house} in your head with the arrows and little killers meeting it "
        "({technique})."
    ),
    "about.house-sums": (
        "Set theory in one house. Its nine cells hold 1 to 9 once each, so the arrows and "
        "little killers inside it share those digits: two arrows lying in one row, a+b=c "
        "twice, leave only three digits for its other cells. Try the whole house with "
        "every arrow and diagonal that meets it; a digit no filling puts in a cell leaves "
        "that cell."
    ),
}
