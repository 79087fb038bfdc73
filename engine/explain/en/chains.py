"""X-Chain, XY-Chain, nice loops and AICs, plain and grouped.

A chain's proof reads one link a line: a strong link "r2c3 is not 4, so r2c7 is 4
(the only other place for 4 in row 2)", a weak one "r2c7 is 4, so r5c7 is not 4
(they share column 7)"; the summary names the pattern, its ends and what follows.
"""

MESSAGES = {
    # ----- summaries: the pattern, its ends, the conclusion and why -----------------
    "x-chain": (
        "X-Chain on {digit} from {start} to {end}: if {start_false}, the links below show "
        "that {end_true}. So one of the two ends is {digit}, and a cell that sees both "
        "cannot be {digit}: {effect}."
    ),
    "xy-chain": (
        "XY-Chain of bivalue cells from {start} to {end}: if {start_false}, the links "
        "below show that {end_true}. So one of the two ends is {digit}, and a cell that "
        "sees both cannot be {digit}: {effect}."
    ),
    "nice-loop": (
        "AIC on {digits:and}: if {start_false}, the links below show that {end_true}. So "
        "{start_true} or {end_true}, and a candidate that clashes with both is false: "
        "{effect}."
    ),
    "nice-loop.same-digit": (
        "AIC on {digits:and} from {start} to {end}: if {start_false}, the links below "
        "show that {end_true}. So one of the two ends is {digit}, and a cell that sees "
        "both cannot be {digit}: {effect}."
    ),
    "nice-loop.continuous": (
        "Continuous Nice Loop on {digits:and}: the links below run from {start} round to "
        "it again. Around a loop every link holds both ways, so whatever clashes with both "
        "ends of a link is false: {effect}."
    ),
    "nice-loop.discontinuous": (
        "Discontinuous Nice Loop on {digits:and}: if {start_false}, the links below show "
        "that {start_true}. The assumption defeats itself: {effect}."
    ),
    "grouped-nice-loop": (
        "Grouped AIC on {digits:and}: if {start_false}, the links below show that "
        "{end_true}. So {start_true} or {end_true}, and a candidate that clashes with both "
        "is false: {effect}."
    ),
    "grouped-nice-loop.same-digit": (
        "Grouped AIC on {digits:and} from {start} to {end}: if {start_false}, the links "
        "below show that {end_true}. So one of the two ends is {digit}, and a cell that "
        "sees every cell of both cannot be {digit}: {effect}."
    ),
    "grouped-nice-loop.continuous": (
        "Grouped Continuous Nice Loop on {digits:and}: the links below run from {start} "
        "round to it again. Around a loop every link holds both ways, so whatever clashes "
        "with both ends of a link is false: {effect}."
    ),
    "grouped-nice-loop.discontinuous": (
        "Grouped Discontinuous Nice Loop on {digits:and}: if {start_false}, the links "
        "below show that {start_true}. The assumption defeats itself: {effect}."
    ),
    # ----- nudges: the technique and where to look ---------------------------------
    "x-chain.nudge": "Look for an X-Chain on {digit} with one end at {start}.",
    "xy-chain.nudge": (
        "Look for an XY-Chain of bivalue cells with {digit} at both ends, one of them {start}."
    ),
    "nice-loop.nudge": (
        "Look for an AIC (alternating inference chain) on {digits:or} with one end at {start}."
    ),
    "nice-loop.continuous.nudge": (
        "Look for a continuous nice loop on {digits:or} through {start}."
    ),
    "nice-loop.discontinuous.nudge": (
        "Look for a discontinuous nice loop that starts and ends at {start}."
    ),
    "grouped-nice-loop.nudge": "Look for a grouped AIC on {digits:or} with one end at {start}.",
    "grouped-nice-loop.continuous.nudge": (
        "Look for a grouped continuous nice loop on {digits:or} through {start}."
    ),
    "grouped-nice-loop.discontinuous.nudge": (
        "Look for a grouped discontinuous nice loop that starts and ends at {start}."
    ),
    # ----- a node: one candidate, or a digit's group of cells -----------------------
    "chains.one-of": "one of {cells:and}",
    "chains.group-is": "one of {cells:and} is {digit}",
    "chains.group-is-not.two": "neither {first} nor {second} is {digit}",
    "chains.group-is-not": "none of {cells:and} is {digit}",
    # ----- proof lines, one per link --------------------------------------------------
    "chains.first": "Suppose {false}: then {true} ({why}).",
    "chains.strong": "{false}, so {true} ({why}).",
    "chains.weak": "{true}, so {false} ({why}).",
    "chains.weak.closing": (
        "{true}, so {false} ({why}): back to where the chain started, so it closes into a loop."
    ),
    "chains.why.cell": "the only other candidate of the cell",
    "chains.why.house": "the only other place for {digit} in {house}",
    "chains.why.house.group": "the only other places for {digit} in {house}",
    "chains.why.same-cell": "a cell holds one digit",
    "chains.why.same-house": "they share {house}",
    "chains.why.sees": "each sees every cell of the other",
    # ----- the last line: what follows -----------------------------------------------
    "chains.end.same-digit": (
        "So {start} or {end} is {digit}; either way, a cell that sees both cannot be "
        "{digit}: {effect}."
    ),
    "chains.end.same-digit.groups": (
        "So {start} or {end} is {digit}; either way, a cell that sees all of them cannot be "
        "{digit}: {effect}."
    ),
    "chains.end.two-digits": (
        "So {start_true} or {end_true}; whichever it is, every candidate that clashes with "
        "both is false: {effect}."
    ),
    "chains.end.loop": (
        "Around a loop every link holds both ways (exactly one end of each link is true), "
        "so whatever clashes with both ends of a link is false: {effect}."
    ),
    "chains.end.placement": "The assumption defeats itself, so {start_true}: {effect}.",
    "chains.end.placement.group": (
        "The assumption defeats itself, so {start_true}, and every cell that sees all of "
        "{cells:and} loses {digit}: {effect}."
    ),
    # A summary shows a long effect's first candidates; the proof's last lines give all.
    "chains.effect.more": "{shown} and {more} more (below)",
}
