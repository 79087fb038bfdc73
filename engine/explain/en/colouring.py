"""Simple Colours (trap, wrap) and Multi-Colours.

The proof gives one line per conjugate pair (a strong link), then the argument:
which cells see both colours (trap), which colour clashes with itself (wrap).
"""

from ..render import Plural

MESSAGES = {
    # ----- summaries -----------------------------------------------------------------
    "simple-colours-trap": Plural(
        "count",
        {
            "one": (
                "Simple Colours (Trap) on {digit}: the conjugate pairs below split the "
                "{digit}s into two colours, one all {digit} and the other none; {targets} sees "
                "a cell of each colour, so it cannot be {digit}: {effect}."
            ),
            "other": (
                "Simple Colours (Trap) on {digit}: the conjugate pairs below split the "
                "{digit}s into two colours, one all {digit} and the other none; {count} cells "
                "each see a cell of each colour, so none of them can be {digit}: {effect}."
            ),
        },
    ),
    "simple-colours-wrap": (
        "Simple Colours (Wrap) on {digit}: the conjugate pairs below split the {digit}s into "
        "two colours, one all {digit} and the other none; {first} and {second} take the same "
        "colour and share {house}, so that colour is false: {effect}."
    ),
    "multi-colours-1": (
        "Multi-Colours 1 on {digit}: {first} and {second}, in two clusters of conjugate "
        "pairs, share {house}, so they are not both {digit}, and one of their opposite "
        "colours holds the {digit}s; a cell that sees both opposite colours is not {digit}: "
        "{effect}."
    ),
    "multi-colours-2": (
        "Multi-Colours 2 on {digit}: one colour of a cluster of conjugate pairs sees both "
        "colours of another cluster; were it true, that cluster would have no {digit}, so "
        "the colour is false: {effect}."
    ),
    "simple-colours-trap.nudge": "Look for Simple Colours (Trap) on {digit}.",
    "simple-colours-wrap.nudge": "Look for Simple Colours (Wrap) on {digit}.",
    "multi-colours-1.nudge": "Look for Multi-Colours on {digit}.",
    "multi-colours-2.nudge": "Look for Multi-Colours on {digit}.",
    # ----- proof lines -----------------------------------------------------------------
    "colouring.pair": (
        "{first} and {second} are the only places for {digit} in {house}, so they take "
        "opposite colours."
    ),
    "colouring.either": (
        "Each pair holds exactly one {digit}, so the {digit}s alternate along them: either "
        "{one}, or {other}."
    ),
    "colouring.is": "{cells} is {digit}",
    "colouring.are-both": "{cells:and} are both {digit}",
    "colouring.are-all": "{cells:and} are all {digit}",
    "colouring.were": "{cells} were {digit}",
    "colouring.were-both": "{cells:and} were both {digit}",
    "colouring.were-all": "{cells:and} were all {digit}",
    "colouring.trap.sees": (
        "{target} sees {first} and {second}, which take opposite colours, so one of them is "
        "{digit} and {target} is not: {effect}."
    ),
    "colouring.wrap.clash": (
        "But {first} and {second} share {house}, so they cannot both be {digit}, and their "
        "whole colour is false: {effect}."
    ),
    "colouring.clash": "{first} and {second} share {house}, so they are not both {digit}.",
    "colouring.multi-1.opposite": (
        "So either {one} (the colour opposite {first}), or {other} (the colour opposite {second})."
    ),
    "colouring.multi-1.sees": (
        "{target} sees {first} and {second}, so it is not {digit} either way: {effect}."
    ),
    "colouring.multi-2.end": (
        "If {supposed}, neither {first} nor {second} could be {digit}, yet they take "
        "opposite colours, so one of them is. So that colour is false: {effect}."
    ),
    # A summary shows a long effect's first candidates; the proof's last lines give all.
    "colouring.effect.more": "{shown} and {more} more (below)",
}
