"""XY-, XYZ-, W- and WXYZ-Wings and Remote Pairs.

A wing with links (XY-Wing, W-Wing, Remote Pair) reads a link a line, from one
end assumed false to the other end then true; the others give the cells of the
pattern and the case that leaves the shared digit z.
"""

MESSAGES = {
    # ----- summaries ----------------------------------------------------------------
    "xy-wing": (
        "{technique}: the pivot {pivot} {pivot_digits:set} sees the pincers {a} "
        "{a_digits:set} and {b} {b_digits:set}. Whatever {pivot} is ({x} or {y}), one of the "
        "pincers is {z}, so a cell that sees both pincers cannot be {z}: {effect}."
    ),
    "xyz-wing": (
        "{technique}: the pivot {pivot} {pivot_digits:set} sees the pincers {a} "
        "{a_digits:set} and {b} {b_digits:set}. Whatever {pivot} is, one of the three cells "
        "is {z}, so a cell that sees all three cannot be {z}: {effect}."
    ),
    "w-wing": (
        "{technique}: {a} and {b} both hold only {digits:and} and do not see each other; in "
        "{house}, {x} can only go in {c} or {d}, which see {a} and {b}. So one of {a} and {b} "
        "is {y}, and a cell that sees both cannot be {y}: {effect}."
    ),
    "remote-pair": (
        "{technique} {digits:set}: {cells:and} each hold only {digits:and} and each sees the "
        "next, so their digits alternate along the chain. Two cells an odd number of steps "
        "apart hold one {x} and one {y}, and a cell that sees both can hold neither: {effect}."
    ),
    "wxyz-wing": (
        "{technique}: {cells:and} hold only {digits:set} between them. Each of {others:and} "
        "fits in at most one of them, so {z} must go in {holders:or}, and a cell that sees "
        "all of those cannot be {z}: {effect}."
    ),
    # ----- proof lines --------------------------------------------------------------
    "wings.if-not": "If {cell} is not {digit}, it is {other}: its only other candidate.",
    "wings.sees": "Then {cell} is not {digit}, since it sees {other}.",
    "wings.cell-is": "So {cell} is {digit}: its only other candidate.",
    "wings.house-is": "So {cell} is {digit}: the only other place for {digit} in {house}.",
    "wings.ends": (
        "So {first} or {last} is {digit}, and a cell that sees both cannot be {digit}: "
        "{effect}."
    ),
    "wings.cell-holds": "{cell} can only be {digits:or}.",
    "wings.case": "If {pivot} is {digit}, {pincer} is not {digit}, so it is {z}.",
    "wings.case.self": "Otherwise {pivot} is {z} itself.",
    "wings.sees-all": "A cell that sees all of {cells:and} cannot be {z}: {effect}.",
    "wings.at-most-once": (
        "{digit} can go in at most one of them: the cells that hold it see each other."
    ),
    "wings.four-digits": (
        "Four cells need four digits, so {z} must go in {holders:or}."
    ),
    "remote-pair.so": (
        "So two cells of the chain an odd number of steps apart, such as {first} and "
        "{second}, hold one {x} and one {y}, and a cell that sees both can hold neither: "
        "{effect}."
    ),
    # ----- nudges -------------------------------------------------------------------
    "xy-wing.nudge": "Look for an XY-Wing with its pivot in {box}.",
    "xyz-wing.nudge": "Look for an XYZ-Wing with its pivot in {box}.",
    "w-wing.nudge": "Look for a W-Wing on {digits:set}.",
    "remote-pair.nudge": "Look for a Remote Pair on {digits:set}.",
    "wxyz-wing.nudge": "Look for a WXYZ-Wing on {digits:set}.",
}
