"""Grammar a plain template cannot give: after « Supposons », French takes the
subjunctive and elides 'que' before a vowel; the other languages keep their facts."""

from __future__ import annotations

from engine.explain import Cell, Cells, Fact, renderer, say


def test_french_supposes_in_the_subjunctive() -> None:
    fr = renderer("fr")
    assert fr(say("forcing.suppose", fact=Fact(0, 3, False))) == (
        "Supposons que r1c1 ne vaille pas 3."
    )
    assert fr(say("forcing.suppose", fact=Fact(0, 3, True))) == "Supposons que r1c1 vaille 3."


def test_french_groups_in_the_subjunctive_with_que_elided() -> None:
    fr = renderer("fr")
    why = say("chains.why.cell")
    none = say("chains.group-is-not", cells=Cells.of([0, 1, 2]), digit=3)
    line = fr(say("chains.first", false=none, true=Fact(9, 3, True), why=why))
    assert line.startswith("Supposons qu'aucune de r1c1, r1c2 et r1c3 ne vaille 3 : alors")
    two = say("chains.group-is-not.two", first=Cell(0), second=Cell(1), digit=3)
    line = fr(say("chains.first", false=two, true=Fact(9, 3, True), why=why))
    assert line.startswith("Supposons que ni r1c1 ni r1c2 ne vaille 3 : alors r2c1 vaut 3")


def test_a_fact_stays_indicative_outside_supposons() -> None:
    fr = renderer("fr")
    assert fr(say("forcing.case", fact=Fact(0, 3, False))) == "Si r1c1 ne vaut pas 3 :"


def test_other_languages_write_their_facts_as_usual() -> None:
    assert renderer("de")(say("forcing.suppose", fact=Fact(0, 3, False))) == (
        "Angenommen, r1c1 ist nicht 3."
    )


def test_japanese_supposes_and_cases_with_ga() -> None:
    ja = renderer("ja")
    assert ja(say("forcing.suppose", fact=Fact(10, 2, True))) == "r2c2が2と仮定する。"
    assert ja(say("forcing.case", fact=Fact(10, 2, True))) == "r2c2が2の場合："
    assert ja(say("forcing.case", fact=Fact(10, 2, False))) == "r2c2が2ではない場合："
    # A plain fact keeps は.
    assert ja(say("forcing.same-cell", fact=Fact(10, 2, False), premise=Fact(10, 3, True))) == (
        "r2c2は2ではない：r2c2は3。"
    )
