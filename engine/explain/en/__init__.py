"""English: the message templates of every technique family, and the language's words.

Each family keeps its templates in a module of its own here, named as its finder
module; this file gathers them into one table.
"""

from __future__ import annotations

from ...technique_names import NAMES
from ..render import Language
from . import (
    about,
    als_chains,
    chains,
    colouring,
    common,
    dots,
    fish,
    forcing,
    intersections,
    killer,
    lines,
    outside,
    puzzle,
    rules,
    single_digit,
    singles,
    subsets,
    sue_de_coq,
    trial,
    uniqueness,
    views,
    why,
    wings,
)

FAMILIES = (
    common,
    puzzle,
    singles,
    intersections,
    killer,
    rules,
    lines,
    outside,
    dots,
    views,
    subsets,
    fish,
    single_digit,
    wings,
    uniqueness,
    sue_de_coq,
    chains,
    colouring,
    als_chains,
    forcing,
    trial,
    why,
    about,
)


def _messages() -> dict[str, object]:
    table: dict[str, object] = {}
    for family in FAMILIES:
        for key, template in family.MESSAGES.items():
            assert key not in table, f"message {key!r} defined twice"
            table[key] = template
    return table


ENGLISH = Language(
    code="en",
    messages=_messages(),  # type: ignore[arg-type]
    house_names={
        "row": "row {number}",
        "column": "column {number}",
        "box": "box {number}",
        "several-row": "rows {numbers}",
        "several-column": "columns {numbers}",
        "several-box": "boxes {numbers}",
        "several-region": "regions {numbers}",
        "region": "region {number}",
        "group": "colour group {number}",
        "extra": "extra region {number}",
        "several-extra": "extra regions {numbers}",
        "diagonal-1": "the main diagonal",
        "diagonal-2": "the anti-diagonal",
        "diagonal": "diagonal {number}",
    },
    list_words={"and": "and", "or": "or"},
    fact_templates={True: "{cell} is {digit}", False: "{cell} is not {digit}"},
    technique_names=NAMES.__getitem__,
    number_words={
        "word": {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"},
        "all": {2: "both", 3: "all three", 4: "all four", 5: "all five", 6: "all six"},
        "both": {2: "both", 3: "all", 4: "all", 5: "all", 6: "all", 7: "all", 8: "all", 9: "all"},
        # `{digit:a}`: the number with its article, said aloud: "an 8", "an 11", "an 18".
        "a": {n: ("an " if str(n).startswith("8") or n in (11, 18) else "a ") + str(n)
              for n in range(1, 100)},
    },
)
