"""Words as a native player reads them: level names in every language, a long "In short"
line cut to its count and first few, a legend that names what the pattern is (a fin only
in a fish), the link to a technique's page without a wrong article."""

from __future__ import annotations

import html
import re

import pytest
from flask import Flask
from web_helpers import Player

from engine import Step, load_puzzle, renderer, solve_path
from webapp.playing.drawing import Drawing
from webapp.playing.panels import in_short

LEVELS = {
    "de": ("Leicht", "Mittel", "Schwer", "Teuflisch", "Extrem"),
    "fr": ("Facile", "Moyen", "Difficile", "Redoutable", "Extrême"),
    "ja": ("やさしい", "ふつう", "むずかしい", "アンフェア", "エクストリーム"),
}
ENGLISH_LEVELS = re.compile(r"\b(Easy|Medium|Hard|Unfair|Extreme|Diabolical)\b")
# Diabolical 2 of the built-ins: its path has a Sue de Coq.
SUE_DE_COQ_PUZZLE = "diabolical-2"


def visible(html: str) -> str:
    html = re.sub(r"(?s)<script.*?</script>|<style.*?</style>", " ", html)
    return re.sub(r"\s+", " ", re.sub(r"(?s)<[^>]+>", " ", html))


@pytest.mark.parametrize("lang", ["de", "fr", "ja"])
def test_level_names_are_in_the_page_language(client, lang: str) -> None:
    client.set_cookie("lang", lang)
    text = visible(client.get("/", headers={"HX-Request": "false"}).get_data(as_text=True))
    for name in LEVELS[lang]:
        assert name in text, (lang, name)
    assert not ENGLISH_LEVELS.search(text), ENGLISH_LEVELS.search(text)


def step_removing(count: int) -> Step:
    return Step(
        technique="x-wing",
        eliminations=tuple((cell, 5) for cell in range(count)),
        explanation="",
    )


def test_in_short_names_a_few_effects_whole_and_many_by_count(app: Flask) -> None:
    with app.test_request_context():
        assert in_short(step_removing(3)) == "r1c1<>5, r1c2<>5, r1c3<>5"
        many = in_short(step_removing(18))
        assert many == "18 eliminations: r1c1<>5, r1c2<>5, r1c3<>5 and 15 more"
    with app.test_request_context(headers={"Cookie": "lang=de"}):
        assert in_short(step_removing(18)).startswith("18 Streichungen: r1c1<>5")


def builtin_puzzle(ident: str) -> str:
    from webapp.entering.puzzles import builtins

    return builtins()[ident].puzzle


def test_only_a_fish_calls_its_extra_part_a_fin(app: Flask) -> None:
    steps = solve_path(load_puzzle(builtin_puzzle(SUE_DE_COQ_PUZZLE)).grid).steps
    sue = next(s for s in steps if s.technique == "sue-de-coq")
    with app.test_request_context():
        said = [item.text for item in Drawing.of_step(sue).legend()]
        assert not any("fin" in str(text).split() for text in said), said
        assert "a candidate of the extra cells, in the line or the box" in map(str, said)
        finned = Step(technique="finned-x-wing", eliminations=((0, 5),), explanation="",
                      highlights=sue.highlights)
        assert "a fin" in [str(item.text) for item in Drawing.of_step(finned).legend()]


@pytest.mark.parametrize(
    ("lang", "label"),
    [("fr", "{name} : explication et entraînement"), ("de", "{name}: Erklärung und Übung")],
)
def test_the_technique_link_needs_no_article(
    player: Player, puzzles, lang: str, label: str
) -> None:
    """«À propos de Règle des 45» and „Über 45er-Regel, und üben" wanted an article the
    name cannot carry: the link names the technique first instead."""
    player.client.set_cookie("lang", lang)
    player.start(puzzle=puzzles["hard"])
    for _ in range(3):
        player.post("hint")
    page = player.followed.get_data(as_text=True)
    link = re.search(r'<p class="about-link"><a href="/techniques/([a-z0-9-]+)">([^<]*)</a>', page)
    assert link is not None
    name = renderer(lang).language.technique_names(link.group(1))
    assert html.unescape(link.group(2)) == label.format(name=name)
