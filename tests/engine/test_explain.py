"""Reasons and their English renderer: values written each their own way, a serial form
that reads back equal, and a clear error for a message the language lacks."""

from __future__ import annotations

import json

import pytest

from engine import Step
from engine.explain import (
    Candidate,
    Cell,
    Cells,
    Digits,
    Effect,
    Fact,
    HouseRef,
    Language,
    MissingMessage,
    Plural,
    Renderer,
    TechniqueRef,
    renderer,
    say,
    words,
)
from engine.explain.en import ENGLISH
from engine.explain.reason import reason_data, reason_from_data


def english(message: str, template: object, **params: object) -> str:
    language = Language(**{**ENGLISH.__dict__, "messages": {message: template}})
    return Renderer(language)(say(message, **params))


def test_values_are_written_in_the_community_notation_and_plain_english() -> None:
    assert english("m", "{c} {cs:or} {ds:and} {ds:set}", c=Cell(40), cs=Cells.of([0, 80]),
                   ds=Digits.of([2, 5, 7])) == "r5c5 r1c1 or r9c9 2, 5 and 7 {2,5,7}"
    assert english("m", "{h}, {d1}, {g}", h=HouseRef("column", 3), d1=HouseRef("diagonal", 1),
                   g=HouseRef("group", 4)) == "column 3, the main diagonal, colour group 4"
    assert english("m", "{a}; {b}; {k}", a=Fact(10, 4, True), b=Fact(10, 4, False),
                   k=Candidate(10, 4)) == "r2c2 is 4; r2c2 is not 4; 4r2c2"
    effect = Effect(placements=((0, 1),), eliminations=((9, 3), (2, 5)))
    assert english("m", "{e}", e=effect) == "r1c1=1, r1c3<>5, r2c1<>3"
    assert english("m", "{t}", t=TechniqueRef("x-wing")) == "X-Wing"


def test_plurals_come_from_the_language_rule_not_an_appended_s() -> None:
    forms = Plural("n", {"one": "{n} forced step", "other": "{n} forced steps"})
    assert english("m", forms, n=1) == "1 forced step"
    assert english("m", forms, n=33) == "33 forced steps"


def test_a_message_the_language_lacks_is_an_error_naming_it() -> None:
    with pytest.raises(MissingMessage, match="no-such-message"):
        renderer("en")(say("no-such-message"))


def test_the_serial_form_reads_back_equal_with_its_drawing() -> None:
    reason = say(
        "x", links=(0, 2), marks=((3, 4),), cell=Cell(5), house=HouseRef("row", 3),
        inner=say("y", digits=Digits.of([1, 2])), many=(say("z", c=Candidate(1, 2)),), n=3,
        effect=Effect(((1, 2),), ((3, 4),)),
    )
    back = reason_from_data(json.loads(json.dumps(reason_data(reason))))
    assert back == reason
    assert (back.links, back.marks) == ((0, 2), ((3, 4),))


def test_a_step_made_of_reasons_has_its_english_text_too() -> None:
    step = Step(
        "hidden-single",
        placements=((0, 5),),
        summary=say("hidden-single", cell=Cell(0), house=HouseRef("box", 1), digit=5),
        nudge_reason=say("hidden-single.nudge", house=HouseRef("box", 1)),
    )
    assert step.explanation == "Hidden Single: in box 1, 5 can only go in r1c1, so r1c1=5."
    assert step.nudge == "Look for a hidden single in box 1."
    said = words(step)
    assert (said.summary, said.proof) == (step.explanation, ())
