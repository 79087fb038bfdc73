"""X-Wing, Swordfish, Jellyfish, plain, finned and sashimi.

The proof gives each base line and where the digit can go in it; a finned fish
then takes its two cases (the fins false: the fish holds; a fin true: its box has
the digit there) and what both leave out.
"""

from ..render import Plural

_NAMES = {"x-wing": "an X-Wing", "swordfish": "a Swordfish", "jellyfish": "a Jellyfish"}

MESSAGES = {
    "fish": (
        "{technique} on {digit}: in {bases}, {digit} can only go in {covers}, so whichever "
        "way the {count:word} {lines} place their {digit}s, {covers} get theirs from "
        "{bases}: {effect}."
    ),
    "finned-fish": Plural(
        "fins",
        {
            "one": (
                "{technique} on {digit}: in {bases}, {digit} can only go in {covers}, apart "
                "from the fin {fin_cells} in {box}. Whether the fin is {digit} or the {fish} "
                "holds, {targets:and} cannot be {digit}: {effect}."
            ),
            "other": (
                "{technique} on {digit}: in {bases}, {digit} can only go in {covers}, apart "
                "from the fins {fin_cells:and} in {box}. Whether a fin is {digit} or the "
                "{fish} holds, {targets:and} cannot be {digit}: {effect}."
            ),
        },
    ),
    "fish.rows": "rows",
    "fish.columns": "columns",
    "fish.base": "In {house}, {digit} can only go in {cells:or}.",
    "fish.sashimi": Plural(
        "count",
        {
            "one": (
                "Only one {digit} of {thin} lies in {covers}, so without {fins} the pattern "
                "would not be a fish at all."
            ),
            "other": (
                "In {thin}, each has only one {digit} in {covers}, so without {fins} the "
                "pattern would not be a fish at all."
            ),
        },
    ),
    "fish.the-fins": Plural("count", {"one": "its fin", "other": "its fins"}),
    "fish.fins-false": Plural(
        "fins",
        {
            "one": (
                "If the fin is not {digit}, this is {fish_article}: {covers} get their "
                "{digit}s from {bases} and nowhere else."
            ),
            "other": (
                "If no fin is {digit}, this is {fish_article}: {covers} get their {digit}s "
                "from {bases} and nowhere else."
            ),
        },
    ),
    "fish.fin-true": Plural(
        "fins",
        {
            "one": "If the fin is {digit}, no other cell of {box} is {digit}.",
            "other": "If one of the fins is {digit}, no other cell of {box} is {digit}.",
        },
    ),
    "fish.either-way": (
        "Either way, the cells of {box_covers} in {box} outside {bases} cannot be {digit}: "
        "{effect}."
    ),
    **{f"fish.a.{fish}": name for fish, name in _NAMES.items()},
    **{
        f"{kind}{fish}.nudge": f"Look for {article} on {{digit}} in {{lines}}."
        for fish, name in _NAMES.items()
        for kind, article in (
            ("", name),
            ("finned-", "a Finned " + name.split(" ", 1)[1]),
            ("sashimi-", "a Sashimi " + name.split(" ", 1)[1]),
        )
    },
}
