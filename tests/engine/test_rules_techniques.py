"""General techniques over rule elements: a naked subset inside a rule's unit, a digit a
rule must hold pointing out of its places, both drawn with the element and said in every
language."""

from __future__ import annotations

import re

from engine import CLASSIC, Grid, count_solutions, with_rules, words
from engine.rules import Renban
from engine.techniques import BY_ID

UNFILLED = re.compile(r"\{[A-Za-z_]\w*(:\w+)?\}")
FULL = 0x1FF


def only(digits: set[int]) -> int:
    """The exclusions that leave a cell just these digits."""
    return FULL & ~sum(1 << (d - 1) for d in digits)


def said_everywhere(step) -> None:
    for language in ("en", "de", "fr", "ja"):
        w = words(step, language)
        for text in (w.summary, w.nudge, *w.proof):
            assert text and not UNFILLED.search(text), (language, text)


def test_a_naked_pair_in_a_renban_clears_the_rest_of_the_line():
    # r3c3, r4c4, r5c5 share no house; the renban makes them a unit.
    line = Renban((20, 30, 40))
    variant = with_rules(CLASSIC, [line])
    exclusions = [0] * 81
    exclusions[20] = exclusions[40] = only({4, 5})
    exclusions[30] = only({4, 5, 6})
    grid = Grid([0] * 81, exclusions=exclusions, variant=variant)
    steps = [s for s in BY_ID["naked-pair"].finder(grid) if s.highlights[0].kind == "rule"]
    assert [s.eliminations for s in steps] == [((30, 4), (30, 5))]
    assert steps[0].highlights[0].ref == 0
    said_everywhere(steps[0])
    # Without the renban the three cells are strangers: no such pair.
    plain = Grid([0] * 81, exclusions=exclusions)
    assert not [s for s in BY_ID["naked-pair"].finder(plain) if (30, 4) in s.eliminations]


def test_a_digit_a_renban_must_hold_points_out_of_its_row():
    # Five cells of row 1 with no 1 or 2: the run is 3-7, 4-8 or 5-9, so 5, 6 and 7 are on
    # it and leave the rest of row 1 (the houses alone cannot tell).
    line = Renban((0, 1, 2, 3, 4))
    variant = with_rules(CLASSIC, [line])
    exclusions = [0] * 81
    for c in line.path:
        exclusions[c] = only(set(range(3, 10)))
    grid = Grid([0] * 81, exclusions=exclusions, variant=variant)
    steps = list(BY_ID["rule-pointing"].finder(grid))
    removed = {e for s in steps for e in s.eliminations}
    assert removed == {(c, d) for c in (5, 6, 7, 8) for d in (5, 6, 7)}
    for step in steps:
        assert step.highlights[0].kind == "rule"
        said_everywhere(step)
    assert not list(BY_ID["rule-pointing"].finder(Grid([0] * 81, exclusions=exclusions)))


def test_rows_cost_nothing_without_rules():
    grid = Grid([0] * 81)
    for technique in ("thermometer-bounds", "arrow-sum", "rule-pointing"):
        assert not list(BY_ID[technique].finder(grid))
    assert count_solutions([0] * 81, CLASSIC) == 2
