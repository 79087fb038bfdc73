"""Lines: whispers, renban, palindromes, between lines and region-sum lines
(engine/rules), in the words their solvers use."""

MESSAGES = {
    # ----- naming a line: 'the German whispers line at r1c1' --------------------------
    "line.german-whispers": "the German whispers line at {start}",
    "line.dutch-whispers": "the Dutch whispers line at {start}",
    "line.whispers": "the whispers line at {start} (difference {difference})",
    "line.renban": "the renban line at {start}",
    "line.palindrome": "the palindrome at {start}",
    "line.between": "the between line at {start}",
    "line.region-sum": "the region-sum line at {start}",
    # ----- whispers (engine/rules/whispers.py) ----------------------------------------
    "whispers.rule": "Neighbours on {line} differ by at least {difference}.",
    "whispers.never": (
        "{technique}: no digit is {difference} or more away from {digits:or}, so "
        "{digits:or} can never sit on {line}: {effect}."
    ),
    "whispers.neighbour": (
        "{technique}: on {line}, {neighbour} can only be {has:or}, and none of these is "
        "{difference} or more away from {digits:or}, so {effect}."
    ),
    "whispers.at-least": (
        "{technique}: on {line}, {neighbour} can only be {has:or}, so its neighbour {cell} "
        "must be at least {difference} higher: {bound} or more, so {effect}."
    ),
    "whispers.at-most": (
        "{technique}: on {line}, {neighbour} can only be {has:or}, so its neighbour {cell} "
        "must be at least {difference} lower: {bound} or less, so {effect}."
    ),
    # ----- renban (engine/rules/renban.py) --------------------------------------------
    "renban.run": "{low}–{high}",
    "renban-range": (
        "{technique}: the {count} cells of {line} hold {count} consecutive digits, and only "
        "{runs:or} can still fit, so {effect}."
    ),
    "renban.run-no-room": "{runs} is out: {cell} can only be {has:or}, none of its digits.",
    "renban.runs-no-room": (
        "{runs:and} are out: {cell} can only be {has:or}, none of their digits."
    ),
    "renban.run-missing": "{run} is out: no cell of the line can hold {digits:or}.",
    "renban.run-crowded": (
        "{run} is out: {cells:and} can take only {digits:and} from it, too few for {count} "
        "cells."
    ),
    "renban-must-hold": (
        "{technique}: every run left for {line} ({runs:or}) holds {digit}, and only {cell} "
        "on the line can take it, so {effect}."
    ),
    # ----- palindromes (engine/rules/palindrome.py) -----------------------------------
    "palindrome-mirror": (
        "{technique}: {cell} and {mirror} mirror each other on {line}, so they hold the "
        "same digit, one both can still be: {digits:or}. So {effect}."
    ),
    # ----- between lines (engine/rules/between_line.py) -------------------------------
    "between.bounds": (
        "{technique}: on {line}, {cell} lies strictly between the circles {circles:and}. "
        "The lower circle is at least {low} and the higher at most {high}, so {effect}."
    ),
    "between.no-pair": (
        "{technique}: on {line}, {cell} lies strictly between the circles {circles:and}, "
        "which can be {first:or} and {last:or}; no pair of these has {digits:or} strictly "
        "between, so {effect}."
    ),
    "between.circle": (
        "{technique}: on {line}, if the circle {cell} were {digits:or}, no digit the other "
        "circle {other} can be ({has:or}) would leave room for {middle:and} strictly "
        "between the two circles, so {effect}."
    ),
    # ----- region-sum lines (engine/rules/region_sum_line.py) -------------------------
    "region-sum.range": "anything from {low} to {high}",
    "region-sum.span": "{low} to {high}",
    "region-sum-equal": (
        "{technique}: each box's segment of {line} adds up to the same sum, and only "
        "{sums:or} works for every segment, so in {box}, {cells:and} must make it: "
        "{effect}."
    ),
    "region-sum.segment": "In {box}, {cells:and} can add up to {sums:or}.",
}

# ----- the technique library's pages --------------------------------------------------
MESSAGES |= {
    "about.whispers-range": (
        "On German whispers, neighbours along the line differ by at least 5 (4 on Dutch "
        "whispers). 5 has no digit that far away, so it never goes on a German whispers "
        "line, and the digits alternate low (1 to 4) and high (6 to 9). A candidate whose "
        "neighbour has no digit far enough from it goes."
    ),
    "about.renban-range": (
        "A renban line holds a run of consecutive digits, one per cell, in any order: four "
        "cells hold 1-4, 2-5, ... or 6-9. A run whose digits cannot each find a cell of "
        "their own is out, and a digit in no run left cannot go on the line."
    ),
    "about.renban-must-hold": (
        "Some digits are in every run a renban can still hold: a six-cell renban always "
        "holds 4, 5 and 6. Such a digit must go on the line; with one cell left for it, "
        "it goes there, and cells that see all its places on the line cannot hold it."
    ),
    "about.palindrome-mirror": (
        "A palindrome reads the same from both ends, so cells at the same distance from "
        "either end hold the same digit. Each keeps only the candidates the other still "
        "has, and a digit that one cell sees is out of its mirror too."
    ),
    "about.between-line-bounds": (
        "Every digit on a between line lies strictly between the digits of its two "
        "circles. So the middle is never 1 or 9, the circles differ by at least 2, and the "
        "lower circle is below, the higher above, every digit on the line."
    ),
    "about.region-sum-equal": (
        "Box borders cut a region-sum line into segments, and every segment adds up to "
        "the same total. A one-cell segment gives the total at once; otherwise compare "
        "the sums each segment can make, and remove what makes none of the shared ones."
    ),
}
