"""ALS-XZ, ALS-XY-Wing, ALS chains and Death Blossom.

The proof gives one line per almost locked set (its cells and digits), one per
restricted common (the link it draws), then what follows for each digit removed.
"""

from ..render import Plural

MESSAGES = {
    # ----- summaries -----------------------------------------------------------------
    "als-xz": Plural(
        "count",
        {
            "one": (
                "ALS-XZ: almost locked sets A in {a} and B in {b} have the restricted common "
                "{x}, so one of them is {x}-free and holds all its other digits. Either way A "
                "or B holds {zs}, so a cell that sees every {zs} of both cannot be {zs}: "
                "{effect}."
            ),
            "other": (
                "ALS-XZ: almost locked sets A in {a} and B in {b} have the restricted common "
                "{x}, so one of them is {x}-free and holds all its other digits. Either way A "
                "or B holds each of {zs:and}, so a cell that sees every copy of one of them in "
                "both sets loses it: {effect}."
            ),
        },
    ),
    "als-xz.doubly": (
        "ALS-XZ, doubly linked: two almost locked sets, A in {a} and B in {b}, have two "
        "restricted commons, {x} and {y}, so each set is locked on its other digits and "
        "{x} and {y} each sit in one of them: {effect}."
    ),
    "als-xy-wing": (
        "ALS-XY-Wing on {z}: restricted commons join the pivot C in {c} to the wings A in "
        "{a} and B in {b}. A cell that sees every {z} of A and of B cannot be {z}: if it "
        "were, A would have no {z}, and the commons would force B to hold one: {effect}."
    ),
    "als-chain": (
        "ALS Chain on {z}: {count} almost locked sets joined by restricted commons, from A in "
        "{a} to {last} in {b}. A cell that sees every {z} of A and of {last} cannot be {z}: "
        "if it were, A would have no {z}, and the commons would force {last} to hold one: "
        "{effect}."
    ),
    "death-blossom": Plural(
        "count",
        {
            "one": (
                "Death Blossom: the stem {stem} is {stem_digits:or}; whichever it is, that "
                "digit's petal (an almost locked set) loses it and holds all its other "
                "digits, {zs} among them. So a cell that sees every {zs} of the petals cannot "
                "be {zs}: {effect}."
            ),
            "other": (
                "Death Blossom: the stem {stem} is {stem_digits:or}; whichever it is, that "
                "digit's petal (an almost locked set) loses it and holds all its other "
                "digits, {zs:and} among them. So a cell that sees every copy of one of these "
                "in the petals loses it: {effect}."
            ),
        },
    ),
    # ----- nudges ----------------------------------------------------------------------
    "als-xz.nudge": "Look for an ALS-XZ with the restricted common {x} in {a} and {b}.",
    "als-xz.doubly.nudge": (
        "Look for a doubly linked ALS-XZ with the restricted commons {x} and {y} in {a} and {b}."
    ),
    "als-xy-wing.nudge": (
        "Look for an ALS-XY-Wing with the pivot in {c} and the wings in {a} and {b}."
    ),
    "als-chain.nudge": "Look for an ALS chain of {count} sets on {z}, from {a} to {b}.",
    "death-blossom.nudge": "Look for a Death Blossom with the stem {stem}.",
    # ----- one line per set ---------------------------------------------------------------
    "als.set": (
        "{label} = {cells:and} in {house}: together they hold only {digits:and}, one digit "
        "more than cells."
    ),
    "als.set.cell": "{label} = {cell} holds only {digits:and}.",
    "als.stem": "The stem {stem} holds only {digits:and}.",
    "als.petal": (
        "The petal for {digit}: {cells:and} in {house} together hold only {digits:and}, one "
        "digit more than cells."
    ),
    "als.petal.cell": "The petal for {digit}: {cell} holds only {digits:and}.",
    # ----- one line per restricted common ---------------------------------------------------
    "als.rcc": (
        "{x} is the restricted common of {first} and {second}: every {x} of {first} sees "
        "every {x} of {second}, so at most one of them holds {x}."
    ),
    "als.chain.first": (
        "Suppose a cell that sees every {z} of {first} and of {last} were {z}: then {first} "
        "is {z}-free, so it holds {x}; every {x} of {second} sees every {x} of {first} (their "
        "restricted common), so {second} cannot hold {x}, and it holds {next}."
    ),
    "als.chain.link": (
        "{x} is the restricted common of {first} and {second} (every {x} of one sees every "
        "{x} of the other): {first} holds {x}, so {second} cannot, and it holds {next}."
    ),
    "als.blossom.case": (
        "If {stem} is {digit}, the petal for {digit} has no {digit} (every {digit} of it sees "
        "{stem}), so it holds {others:and}."
    ),
    # ----- what follows ------------------------------------------------------------------
    "als.xz.either": (
        "Either {first} is {x}-free, and then its cells take all its other digits, or "
        "{second} is, and then {second} does."
    ),
    "als.xz.reach": (
        "Either way {first} or {second} holds the digit {z}: no cell that sees all of "
        "{cells:and} can be {z}: {effect}."
    ),
    "als.holds": "{label} holds {digits:and}",
    "als.doubly.argument": (
        "Each set has one digit more than cells, so each leaves out exactly one of its "
        "digits. If A left out a digit other than {x} or {y}, it would hold both, and B "
        "would have to leave out both: one digit too few for its cells. The same goes for B. "
        "So one set leaves out {x} and the other {y}: {holds}, and the {x} and the {y} each "
        "sit in A or in B."
    ),
    "als.doubly.argument.none": (
        "Each set has one digit more than cells, so each leaves out exactly one of its "
        "digits. If A left out a digit other than {x} or {y}, it would hold both, and B "
        "would have to leave out both: one digit too few for its cells. The same goes for B. "
        "So one set leaves out {x} and the other {y}, and the {x} and the {y} each sit in A "
        "or in B."
    ),
    "als.doubly.end": (
        "Every cell that sees all of a set's copies of a digit it must hold, or all copies in "
        "both sets of {x} or of {y}, loses it: {effect}."
    ),
    "als.chain.end": (
        "Every {z} of {last} sees that cell, yet {last} must hold {z}. That cannot be, so no "
        "such cell is {z}: {effect}."
    ),
    "als.blossom.reach": (
        "Whichever digit the stem takes, one petal holds the digit {z}: no cell that sees all "
        "of {cells:and} can be {z}: {effect}."
    ),
    # A summary shows a long effect's first candidates; the proof's last lines give all.
    "als.effect.more": "{shown} and {more} more (below)",
}
