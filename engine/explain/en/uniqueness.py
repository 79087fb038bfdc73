"""Unique and Hidden Rectangles, Avoidable Rectangles and BUG+1: steps that rely on the
puzzle having one solution.

The proof gives the corners' candidates, the deadly pattern (the two digits could
swap, so the puzzle would have two solutions), and what must hold to avoid it.
"""

from ..render import Plural

_SWAP = "the two digits could swap and the puzzle would have two solutions"
_NAMES = {
    "unique-rectangle-1": "a unique rectangle type 1",
    "unique-rectangle-2": "a unique rectangle type 2",
    "unique-rectangle-3": "a unique rectangle type 3",
    "unique-rectangle-4": "a unique rectangle type 4",
    "unique-rectangle-5": "a unique rectangle type 5",
    "unique-rectangle-6": "a unique rectangle type 6",
    "hidden-rectangle": "a hidden rectangle",
    "avoidable-rectangle-1": "an avoidable rectangle type 1",
    "avoidable-rectangle-2": "an avoidable rectangle type 2",
}

MESSAGES = {
    # ----- summaries ------------------------------------------------------------------
    "unique-rectangle-1": (
        "{technique} on {digits:set}: {floor}. If {target} held "
        "only them too, " + _SWAP + ", so {target} must hold one of its other digits: "
        "{effect}."
    ),
    "unique-rectangle.extra": (
        "{technique} on {digits:set}: {floor}, and {roof:and} only "
        "{roof_digits:and}. Unless {digit} is in {roof:or}, " + _SWAP + ", so a cell that "
        "sees {count:both} of them cannot be {digit}: {effect}."
    ),
    "unique-rectangle-3": (
        "{technique} on {digits:set}: {floor}, so {roof:and} must "
        "hold {extras:or}, as if they were one cell; with {group:and} they form a naked "
        "{subset} on {subset_digits:set} in {houses:and}: {effect}."
    ),
    "unique-rectangle-4": (
        "{technique} on {digits:set}: {floor}, and in {house}, "
        "{locked} can only go in {roof:and}. If the one that is not {locked} were {other}, "
        + _SWAP + ", so neither can be {other}: {effect}."
    ),
    "unique-rectangle-6": (
        "{technique} on {digits:set}: {floor}, and in {rows} and {columns}, {locked} can only "
        "go in the corners. Were {first} or {second} {locked}, both would be, and " + _SWAP
        + ": {effect}."
    ),
    "hidden-rectangle": (
        "{technique} on {digits:set}: {corner} has only {a} and {b}, and in {row} and "
        "{column}, {locked} can only go in the rectangle's corners. If {far} were {other}, "
        "{corner} would be {other} too, and " + _SWAP + ", so {far} is not {other}: {effect}."
    ),
    "avoidable-rectangle-1": (
        "{technique} on {digits:set}: {solved:and} were solved, not given. If {target} were "
        "{need}, " + _SWAP + ", so {target} is not {need}: {effect}."
    ),
    "avoidable-rectangle-2": (
        "{technique} on {digits:set}: {solved:and} were solved, not given, and {first} and "
        "{second} hold {extra} besides. Unless one of them is {extra}, " + _SWAP + ", so a "
        "cell that sees both cannot be {extra}: {effect}."
    ),
    "bug-plus-1": (
        "{technique}: every empty cell but {cell} has exactly two candidates, and {digit} has "
        "three places in each of {houses:and}. If {cell} were not {digit}, the grid would be a "
        "Bivalue Universal Grave, which never has one solution, so {effect}."
    ),
    "uniqueness.floor": Plural(
        "count",
        {"one": "{cells} has only {a} and {b}", "other": "{cells:and} have only {a} and {b}"},
    ),
    # ----- proof lines ----------------------------------------------------------------
    "uniqueness.only": Plural(
        "count",
        {
            "one": "{cells} has only the candidates {a} and {b}.",
            "other": "{cells:and} have only the candidates {a} and {b}.",
        },
    ),
    "uniqueness.deadly": (
        "If {corners:and} held only {a} and {b}, " + _SWAP + ". It has one."
    ),
    "uniqueness.type-1.so": "So {target} must hold one of its other digits: {effect}.",
    "uniqueness.roof-only": "{roof:and} have only {digits:and}.",
    "uniqueness.extra.so": (
        "So {digit} is in {roof:or}, and no cell that sees {count:both} of them can hold "
        "{digit}: {effect}."
    ),
    "uniqueness.virtual": (
        "So {roof:and} must hold one of their other digits, {extras:or}, as if they were one "
        "cell."
    ),
    "uniqueness.cell-can-be": "{cell} can only be {digits:or}.",
    "uniqueness.naked.so": (
        "Together they form a naked {subset} on {digits:set} in {houses:and}, so no other cell "
        "there can hold {digits:or}: {effect}."
    ),
    "uniqueness.subset.2": "pair",
    "uniqueness.subset.3": "triple",
    "uniqueness.subset.4": "quad",
    "uniqueness.subset.5": "quint",
    "uniqueness.locked": (
        "In {house}, {locked} can only go in {roof:or}, so one of them is {locked}."
    ),
    "uniqueness.neither.so": "So neither {first} nor {second} can be {digit}: {effect}.",
    "uniqueness.corners-only": (
        "In {rows} and {columns}, {locked} can only go in the four corners."
    ),
    "uniqueness.type-6.if": (
        "If {first} were {locked}, {floor:and} would both be {other} and {second} would be "
        "{locked} too (and the same from {second})."
    ),
    "uniqueness.hidden.lines": (
        "In {row} and {column}, {locked} can only go in the rectangle's corners."
    ),
    "uniqueness.hidden.if": (
        "If {far} were {other}, {locked} would have to go in {along} and in {down}, leaving "
        "{corner} with {other}."
    ),
    "uniqueness.hidden.so": "So {far} is not {other}: {effect}.",
    "uniqueness.solved": "{cell} was solved as {digit}, not given.",
    "uniqueness.avoidable.if": (
        "If {target} were {need}, the four corners would hold only {a} and {b}."
    ),
    "uniqueness.avoidable.so": "So {target} is not {need}: {effect}.",
    "uniqueness.avoidable.pair": (
        "{first} has only {first_digits:and}, {second} only {second_digits:and}."
    ),
    "uniqueness.avoidable.extra.so": (
        "So {first} or {second} is {extra}, and no cell that sees both can hold {extra}: "
        "{effect}."
    ),
    "uniqueness.bug.cells": (
        "Every empty cell but {cell} has exactly two candidates; {cell} has {digits:and}."
    ),
    "uniqueness.bug.places": (
        "In {houses:and}, {digit} has three places and every other digit two."
    ),
    "uniqueness.bug.so": (
        "If {cell} were not {digit}, every cell would have two candidates and every digit two "
        "places in each house: a Bivalue Universal Grave, which never has exactly one "
        "solution. The puzzle has one, so {effect}."
    ),
    # ----- nudges ---------------------------------------------------------------------
    **{
        f"{tid}.nudge": (
            f"Look for {name} in {{boxes}}; it relies on the puzzle having one solution."
        )
        for tid, name in _NAMES.items()
    },
    "bug-plus-1.nudge": (
        "Look for a BUG+1: all empty cells but one have two candidates; it relies on the "
        "puzzle having one solution."
    ),
}
