"""English: the message templates of every technique family, and the language's words.

Each family keeps its templates in a module of its own here, named as its finder
module; this file gathers them into one table.
"""

from __future__ import annotations

from ..render import Language
from . import als_chains, chains, colouring, common, forcing, singles, trial, why

FAMILIES = (common, singles, chains, colouring, als_chains, forcing, trial, why)


def _messages() -> dict[str, object]:
    table: dict[str, object] = {}
    for family in FAMILIES:
        for key, template in family.MESSAGES.items():
            assert key not in table, f"message {key!r} defined twice"
            table[key] = template
    return table


def _technique_name(technique_id: str) -> str:
    from ...techniques import technique

    return technique(technique_id).name


ENGLISH = Language(
    code="en",
    messages=_messages(),  # type: ignore[arg-type]
    house_names={
        "row": "row {number}",
        "column": "column {number}",
        "box": "box {number}",
        "region": "region {number}",
        "group": "colour group {number}",
        "diagonal-1": "the main diagonal",
        "diagonal-2": "the anti-diagonal",
        "diagonal": "diagonal {number}",
    },
    list_words={"and": "and", "or": "or"},
    fact_templates={True: "{cell} is {digit}", False: "{cell} is not {digit}"},
    technique_names=_technique_name,
)
