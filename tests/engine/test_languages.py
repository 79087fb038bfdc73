"""The explanations in German, French and Japanese: every message English has, every
technique named, and every step of every family rendered with no English left.

Steps come from the ladder's finders on positions along real solves and on the
families' hand-checked boards (test_explain_all.py), forcing and trials included.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

import pytest
import test_explain_all
from killers import killer_positions
from rules_grids import rule_positions
from solves import positions_along_solves

from bench.languages import english_left
from engine import LADDER, Grid
from engine.explain import LANGUAGES, Plural, words
from engine.explain.en import ENGLISH
from engine.step import Step

TRANSLATED = ("de", "fr", "ja")
PER_FINDER = 2
UNFILLED = re.compile(r"\{[A-Za-z_]\w*(:\w+)?\}")


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _forms(message: object) -> list[str]:
    return list(message.forms.values()) if isinstance(message, Plural) else [message]  # type: ignore[union-attr]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_with_known_placeholders(code: str) -> None:
    language = LANGUAGES[code]
    for key, english in ENGLISH.messages.items():
        if key == "text":  # English words from before reasons; never made any more
            continue
        assert key in language.messages, f"{code}: no message {key!r}"
        known = set().union(*(_fields(f) for f in _forms(english)))
        translated = language.messages[key]
        for form in _forms(translated):
            assert _fields(form) <= known | {"count"}, (code, key, _fields(form) - known)
        if isinstance(translated, Plural):
            assert "other" in translated.forms, (code, key)
    assert set(language.messages) <= set(ENGLISH.messages), "a message English lacks"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_technique_has_a_name(code: str) -> None:
    names = {t.id: LANGUAGES[code].technique_names(t.id) for t in LADDER}
    assert all(names.values())
    # Each language names at least the singles its own way.
    assert names["hidden-single"] != ENGLISH.technique_names("hidden-single")


def _steps(grid: Grid) -> Iterator[Step]:
    for technique in LADDER:
        for i, step in enumerate(technique.finder(grid)):
            if i == PER_FINDER:
                break
            yield step


@pytest.fixture(scope="module")
def found() -> list[Step]:
    grids = [*positions_along_solves(4, every=2), *test_explain_all._boards(), *killer_positions(),
             *rule_positions(4, every=2)]
    return [step for grid in grids for step in _steps(grid)]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_step_renders_whole_with_no_english_left(code: str, found: list[Step]) -> None:
    assert {step.technique for step in found} >= {"forcing-net", "xy-wing", "x-wing"}
    for step in found:
        said = words(step, code)
        english = words(step, "en")
        assert len(said.proof) == len(english.proof)
        for text in (said.nudge, said.summary, *said.proof):
            assert text and not UNFILLED.search(text), (code, step.technique, text)
            assert not english_left(code, text), (code, step.technique, text)
        assert said.summary != english.summary


def test_japanese_lists_join_without_spaces() -> None:
    from engine.explain import Cells, Renderer, say
    from engine.explain.ja import JAPANESE

    language = type(JAPANESE)(**{**JAPANESE.__dict__, "messages": {"m": "{c:and}／{c:or}"}})
    assert Renderer(language)(say("m", c=Cells.of([0, 1, 2]))) == (
        "r1c1、r1c2とr1c3／r1c1、r1c2かr1c3"
    )


def test_the_bench_detector_flags_english_and_spares_notation() -> None:
    from bench.languages import english_left

    assert english_left("de", "r5c6 ist nicht 4, denn r5c2 ist 4") == set()
    assert english_left("de", "r5c6 is not 4") == {"is", "not"}
    assert english_left("ja", "r5c6は4ではない：r5c6<>4、5r3c4") == set()
    assert english_left("ja", "r5c6は4 because") == {"because"}
    assert english_left("fr", "{cell} vaut 4") == {"{cell}"}
