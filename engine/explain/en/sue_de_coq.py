"""Sue de Coq: two or three cells where a box meets a line, with more digits than cells,
completed by cells of the rest of the line and of the rest of the box."""

from ..render import Plural

MESSAGES = {
    "sue-de-coq": (
        "{technique} where {box} meets {line}: {core:and}, with {line_part:and} and "
        "{box_part:and}, hold {total} digits in {total} cells, each once, so the rest of "
        "{line} loses {line_keeps:and} and the rest of {box} {box_keeps:and}: {effect}."
    ),
    "sue-de-coq.shared": (
        "{technique} where {box} meets {line}: {core:and}, with {line_part:and} and "
        "{box_part:and}, hold each digit once, but {shared:and} once in each part, so the "
        "rest of {line} loses {line_keeps:and} and the rest of {box} {box_keeps:and}: "
        "{effect}."
    ),
    "sue-de-coq.core": (
        "{core:and}, where {box} meets {line}, hold {digits:and}: {count} digits for {cells} "
        "cells."
    ),
    "sue-de-coq.part": Plural(
        "count",
        {
            "one": "In the rest of {house}, {cells} holds only {digits:and}.",
            "other": "In the rest of {house}, {cells:and} hold only {digits:and}.",
        },
    ),
    "sue-de-coq.confined": Plural(
        "count",
        {
            "one": "{digits} can only go in {cells:and}, all in {house}.",
            "other": "Each of {digits:and} can only go in {cells:and}, all in {house}.",
        },
    ),
    "sue-de-coq.fill": (
        "So no digit repeats among these {total} cells; with {total} digits for {total} cells, "
        "each digit fills one of them."
    ),
    "sue-de-coq.fill.shared": (
        "So no digit repeats among these {total} cells but {shared:and}, once in each part; "
        "with that many digits for {total} cells, each fills its place."
    ),
    "sue-de-coq.so": (
        "So the other cells of {line} cannot hold {line_keeps:or}, and those of {box} cannot "
        "hold {box_keeps:or}: {effect}."
    ),
    "sue-de-coq.nudge": "Look for a Sue de Coq where {box} meets {line}.",
}
