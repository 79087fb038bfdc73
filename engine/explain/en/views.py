"""Clues beside a row or column that read it from their side: X-sums and skyscrapers
(engine/rules/x_sum.py, skyscraper.py), in their solvers' words."""

MESSAGES: dict[str, object] = {
    # ----- naming an element -----------------------------------------------------------
    "rule.x-sum.left": "the X-sum {number} of {line} (from the left)",
    "rule.x-sum.right": "the X-sum {number} of {line} (from the right)",
    "rule.x-sum.top": "the X-sum {number} of {line} (from the top)",
    "rule.x-sum.bottom": "the X-sum {number} of {line} (from the bottom)",
    "rule.skyscraper.left": "the skyscraper {number} of {line} (from the left)",
    "rule.skyscraper.right": "the skyscraper {number} of {line} (from the right)",
    "rule.skyscraper.top": "the skyscraper {number} of {line} (from the top)",
    "rule.skyscraper.bottom": "the skyscraper {number} of {line} (from the bottom)",
    # ----- X-sums (engine/rules/x_sum.py) ---------------------------------------------
    "x-sum-reading": (
        "{technique}: by {clue}, the first digit X says how many cells add up to {total}, "
        "and only {firsts:or} can be X (X different digits, X among them, making "
        "{total}), so {effect}."
    ),
    "x-sum-combinations": (
        "{technique}: by {clue}, only {firsts:or} can still come first, and each leaves "
        "the first cells few sets of digits that fit, so {effect}."
    ),
    "x-sum.none": (
        "With {x} first, no {x} different digits with {x} among them add up to {total} "
        "and fit the cells of {line}."
    ),
    "x-sum.sets": "With {x} in {cell}, the first {x} cells hold {combos:or}.",
    # ----- skyscrapers (engine/rules/skyscraper.py) -----------------------------------
    "skyscraper-reading.first": (
        "{technique}: {clue} sees one building, and the first cell always shows, "
        "so the 9 stands first: {effect}."
    ),
    "skyscraper-reading": (
        "{technique}: {clue} sees {count} buildings, each taller than all before "
        "it. The first cell is at most {most} and each next cell at most one more, "
        "else too few taller digits are left to show: {effect}."
    ),
    "skyscraper-count": (
        "{technique}: of the ways {line} can still be filled, only those showing {count} "
        "keep {clue}, and none of them puts these digits here: {effect}."
    ),
    "skyscraper.nine": (
        "The 9 always shows and hides everything behind it: it can stand only in "
        "{cells:or}."
    ),
    # ----- the technique library's pages --------------------------------------------
    "about.x-sum-reading": (
        "An X-sum beside a row or column is the sum of its first X digits from that side, "
        "X being the first digit. A 3 first means the first three digits add up to the "
        "clue; a clue of 1 needs a 1 first. Only the first digits whose X different "
        "digits can make the clue stay."
    ),
    "about.x-sum-combinations": (
        "For each first digit X still possible, list the sets of X different digits, X "
        "among them, that make the clue and fit the first X cells, as for a cage. The "
        "first cells keep only digits of those sets, and a digit in every set leaves "
        "the cells after them."
    ),
    "about.skyscraper-reading": (
        "A skyscraper clue counts the digits seen from its side, a taller digit hiding "
        "every shorter one behind it. With a clue of N, the first cell is at most 10 - N "
        "and each next cell at most one more; the 9 always shows, so it stands no "
        "earlier than the N-th cell. A 1 puts the 9 first, a 9 means 1 to 9 in order."
    ),
    "about.skyscraper-count": (
        "When the bounds say no more, count: try where the 9 and the tall digits can "
        "stand, and keep only the digits some filling of the row, showing exactly the "
        "clue's number, puts in each cell."
    ),
}
