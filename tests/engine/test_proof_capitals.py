"""Each line of a proof reads as a sentence: in English, German and French a line that
starts with a word starts with a capital ('One of r4c1 and r5c1 is 2, so ...'); a line
that starts with a cell, a candidate or a digit keeps it ('r5c9 is not 4, ...').
Japanese has no capitals and keeps its lines as they are.

Steps come from the ladder's finders on positions along real solves and on the
families' hand-checked boards, as in test_languages.py.
"""

from __future__ import annotations

import re

import pytest
import test_languages

from engine.explain import renderer, words
from engine.explain.render import capitalised
from engine.step import Step

CASED = ("en", "de", "fr")
# A capital, a digit, a cell 'r5c9', a candidate '5r3c4', a house code 'b7', a name in `…`.
STARTS = re.compile(r"[A-ZÀ-ÖØ-Þ]|\d|`|[a-z]{1,2}\d")

found = test_languages.found


@pytest.mark.parametrize("code", CASED)
def test_every_proof_line_starts_with_a_capital_or_a_name(code: str, found: list[Step]) -> None:
    for step in found:
        for line in words(step, code).proof:
            assert STARTS.match(line), (code, step.technique, line)


@pytest.mark.parametrize("code", CASED)
def test_lines_whose_template_starts_small_are_capitalised(code: str, found: list[Step]) -> None:
    """The lines the templates start with a small word ('one of', 'eine von', 'ni ... ni')
    are among the sample, and the proof gives them their capital."""
    render = renderer(code)
    small = 0
    for step in found:
        raw = [render.reason(line) for line in step.proof]
        for before, after in zip(raw, render.proof(step.proof), strict=True):
            if before[:1].islower() and not re.match(r"[a-z]{1,2}\d", before):
                small += 1
                assert after == before[0].upper() + before[1:], (code, before, after)
    assert small, f"{code}: no proof line in the sample starts with a small word"


def test_japanese_lines_are_left_as_they_are(found: list[Step]) -> None:
    render = renderer("ja")
    for step in found[:400]:
        assert render.proof(step.proof) == [render.reason(line) for line in step.proof]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("one of r5c8 and r6c8 is 3, so ...", "One of r5c8 and r6c8 is 3, so ..."),
        ("eine von r5c8 und r6c8 ist 3.", "Eine von r5c8 und r6c8 ist 3."),
        ("l'une de r5c8 et r6c8 vaut 3.", "L'une de r5c8 et r6c8 vaut 3."),
        ("à r5c8 : rien.", "À r5c8 : rien."),
        ("r5c9 is not 4.", "r5c9 is not 4."),
        ("`r5c9` is not 4.", "`r5c9` is not 4."),
        ("5r3c4 is false.", "5r3c4 is false."),
        ("b7 holds 3.", "b7 holds 3."),
        ("3 is the restricted common.", "3 is the restricted common."),
        ("Then 7 has no place.", "Then 7 has no place."),
        ("", ""),
    ],
)
def test_capitalised(line: str, expected: str) -> None:
    assert capitalised(line) == expected
