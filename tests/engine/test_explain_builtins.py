"""Every hint of every built-in puzzle, in every language, free of mechanical faults: each
step's nudge, summary and proof lines rendered, none empty, no placeholder left, no
"None"; English articles right before a number ("an 8", "an 11", "an 18"); in German,
French and Japanese a technique is named by its own name there and no level is left in
English; French contracts "de le bloc" and German gives a diagonal its article. (The
words themselves were read once, as a player would.)"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from engine import LADDER, Step, load_puzzle, renderer, solve_path, variant_named, words

ENTERING = Path(__file__).resolve().parents[2] / "webapp" / "entering"
LANGUAGES = ("en", "de", "fr", "ja")
PLACEHOLDER = re.compile(r"\{[a-z_]+(?::[a-z]+)?\}")
WRONG_ARTICLE = re.compile(r"\b[Aa] (8\d*|11|18)\b")
LEVELS = ("Easy", "Medium", "Hard", "Unfair", "Extreme", "Diabolical")
# A house's name carries its article: French contracts it, German gives a diagonal one.
UNCONTRACTED = {
    "fr": re.compile(
        r"\b[Dd]e les? (bloc|groupe|lignes|colonnes)|\b[Àà] les? (bloc|lignes)|côté l"
    ),
    "de": re.compile(r"\b(in|von) (Haupt|Neben)diagonale"),
}


def builtin_puzzles() -> list[tuple[str, str, str]]:
    """(id, variant name, puzzle) of every built-in, classic and variant."""
    out = []
    for name, columns in (("builtin_puzzles.txt", (None, 3)), ("variant_puzzles.txt", (1, 3))):
        for line in (ENTERING / name).read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                fields = line.split()
                variant = fields[columns[0]] if columns[0] is not None else "classic"
                out.append((fields[0], variant, fields[columns[1]]))
    return out


@cache
def steps_of(variant: str, puzzle: str) -> tuple[Step, ...]:
    grid = load_puzzle(puzzle, variant_named(variant)).grid
    return tuple(solve_path(grid).steps)


PUZZLES = builtin_puzzles()


def test_the_built_ins_are_all_here() -> None:
    kinds = {variant.split(":")[0] for _, variant, _ in PUZZLES}
    assert len(PUZZLES) >= 20 and {"classic", "killer"} <= kinds


@pytest.mark.parametrize(("ident", "variant", "puzzle"), PUZZLES, ids=[p[0] for p in PUZZLES])
def test_every_step_of_a_built_in_reads_clean_in_every_language(
    ident: str, variant: str, puzzle: str
) -> None:
    steps = steps_of(variant, puzzle)
    assert steps
    english_names = {t.id: t.name for t in LADDER}
    for code in LANGUAGES:
        own_name = renderer(code).language.technique_names
        for number, step in enumerate(steps):
            said = words(step, code)
            texts = (said.nudge, said.summary, *said.proof)
            where = (ident, number, step.technique, code)
            for text in texts:
                assert text.strip(), where
                assert not re.search(r"\bNone\b(?! of)", text), (where, text)
                assert not PLACEHOLDER.search(text), (where, text)
                if code == "en":
                    assert not WRONG_ARTICLE.search(text), (where, text)
                else:
                    assert not any(re.search(rf"\b{level}\b", text) for level in LEVELS), (
                        where, text
                    )
                if code in UNCONTRACTED:
                    assert not UNCONTRACTED[code].search(text), (where, text)
            english, native = english_names[step.technique], own_name(step.technique)
            if english != native and english not in native:
                # Named in the language's own words, never in English.
                assert english not in " ".join(texts), (where, english)


def test_house_names_take_their_article_where_the_language_needs_it() -> None:
    from engine.explain.de import with_article
    from engine.explain.fr import contracted

    assert contracted("les cages de le bloc 9 et à les lignes 1 et 2") == (
        "les cages du bloc 9 et aux lignes 1 et 2"
    )
    assert contracted("essayez de le placer") == "essayez de le placer"
    assert with_article("die 1 in Hauptdiagonale") == "die 1 in der Hauptdiagonale"


def test_the_article_before_a_number_is_said_as_it_sounds() -> None:
    said = renderer("en")
    assert [said.value(n, "a") for n in (1, 7, 8, 11, 18, 21, 80)] == [
        "a 1", "a 7", "an 8", "an 11", "an 18", "a 21", "an 80"
    ]
