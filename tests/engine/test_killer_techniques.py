"""The Killer techniques: cage combinations, combinations against candidates, cage
pointing, the rule of 45 (one house, several, the difference form), hidden cages and
naked subsets inside a cage. Each on real positions of Killer solves, checked against
the solution the cages were grown on, with its words in four languages."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from killers import kept, sample

from engine import Grid, apply_step, next_step, parse, solve_path
from engine.bits import DIGITS_IN
from engine.explain import words
from engine.rating import rate
from engine.rules.cages import killer, sum_combinations
from engine.step import CAGE, HOUSE, Step, step_data, step_from_data
from engine.techniques import BY_ID, EASY, MEDIUM

KILLER_RUNGS = (
    "cage-combinations", "cage-combination-elimination", "cage-pointing", "rule-of-45",
    "hidden-cage", "rule-of-45-houses", "innie-outie-difference",
)
UNFILLED = re.compile(r"\{[A-Za-z_]\w*(:\w+)?\}")
CLASSIC = "000000010400000000020000000000050407008000300001090000300400200050100000000806000"


def _along(grid: Grid, limit: int = 400) -> Iterator[Grid]:
    work = grid.copy()
    for _ in range(limit):
        if all(work.values):
            return
        yield work.copy()
        step = next_step(work)
        if step is None:
            return
        apply_step(work, step)


@pytest.fixture(scope="module")
def positions() -> list[tuple[Grid, list[int]]]:
    out = []
    for _, grid, solution in kept()[:5]:
        out += [(g, solution) for g in list(_along(grid))[::4]]
    return out


def _sound(step: Step, solution: list[int]) -> None:
    for cell, digit in step.placements:
        assert solution[cell] == digit, (step.technique, cell, digit)
    for cell, digit in step.eliminations:
        assert solution[cell] != digit, (step.technique, cell, digit)


def _first(positions: list, technique: str, count: int = 4) -> list[tuple[Grid, Step, list]]:
    found = []
    for grid, solution in positions:
        for step in BY_ID[technique].finder(grid):
            found.append((grid, step, solution))
            break
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize("technique", KILLER_RUNGS)
def test_each_technique_fires_soundly_and_says_what_it_uses(positions, technique) -> None:
    found = _first(positions, technique)
    assert found, technique
    for grid, step, solution in found:
        assert step.placements or step.eliminations
        _sound(step, solution)
        # Every candidate a proof line marks is on the board, and the cage(s) it uses
        # or the house(s) it adds up are drawn.
        for line in step.proof:
            for cell, digit in line.marks:
                assert grid.candidates[cell] >> (digit - 1) & 1
        assert {h.kind for h in step.highlights} & {CAGE, HOUSE}
        for code in ("en", "de", "fr", "ja"):
            said = words(step, code)
            for text in (said.nudge, said.summary, *said.proof):
                assert text and not UNFILLED.search(text), (code, text)
        english = words(step, "en")
        assert len(english.summary.split()) <= 80
        assert english.summary.startswith(BY_ID[technique].name)


def test_cage_combinations_say_the_sets_and_what_they_remove() -> None:
    # 13 in two cells (r1c4, r1c5): 4+9, 5+8 or 6+7, so no 1, 2 or 3.
    variant = killer([((3, 4), 13)])
    grid = Grid([0] * 81, variant=variant)
    step = next(BY_ID["cage-combinations"].finder(grid))
    assert sorted(step.eliminations) == [(c, d) for c in (3, 4) for d in (1, 2, 3)]
    said = words(step)
    assert said.summary == (
        "Cage Combinations: the 13 cage at r1c4 needs 13 in two cells: 4+9, 5+8 or 6+7. "
        "None of them holds 1, 2 or 3, so r1c4<>1, r1c4<>2, r1c4<>3, r1c5<>1, r1c5<>2, "
        "r1c5<>3."
    )
    assert said.proof[0] == "13 in 2 different digits: 4+9, 5+8 or 6+7."
    assert words(step, "de").summary.startswith("Käfigkombinationen: der 13er-Käfig bei r1c4")
    assert "la cage de 13 en r1c4" in words(step, "fr").summary


def test_combinations_against_candidates_drop_a_set_no_cell_can_hold() -> None:
    # 10 in r1c1+r1c2, with 9 placed in row 1 elsewhere and r1c1, r1c2 unable to be 1:
    # 1+9 is out (no 9), 2+8, 3+7, 4+6 stay; then r1c3 = 4 in the row leaves 4+6 out too.
    variant = killer([((0, 1), 10)])
    values = [0] * 81
    values[8] = 9
    values[2] = 4
    grid = Grid(values, variant=variant)
    step = next(BY_ID["cage-combination-elimination"].finder(grid))
    assert (0, 6) in step.eliminations and (1, 6) in step.eliminations
    proof = words(step).proof
    assert "1+9 is out: no cell of the cage can still hold 9." in proof
    assert "4+6 is out: no cell of the cage can still hold 4." in proof


def test_cage_pointing_clears_the_row_the_cage_digit_must_sit_in() -> None:
    # 3 in two cells of row 1: only 1+2, so 1 and 2 leave the rest of row 1 (and box 1).
    variant = killer([((0, 1), 3)])
    grid = Grid([0] * 81, variant=variant)
    for rung in ("cage-combinations",):
        apply_step(grid, next(BY_ID[rung].finder(grid)))
    steps = list(BY_ID["cage-pointing"].finder(grid))
    gone = {e for s in steps for e in s.eliminations}
    assert {(c, d) for c in range(2, 9) for d in (1, 2)} <= gone
    assert all(grid.candidates[c] >> (d - 1) & 1 for c, d in gone)
    assert "lie in row 1 and box 1" in words(steps[0]).summary


def test_a_single_innie_is_placed_by_the_rule_of_45() -> None:
    # Row 1 caged as 1-2 (3), 3-4 (7), 5-6 (11), 7-8 (15): r1c9 is 45 - 36 = 9.
    cages = [((0, 1), 3), ((2, 3), 7), ((4, 5), 11), ((6, 7), 15)]
    grid = Grid([0] * 81, variant=killer(cages))
    step = next(BY_ID["rule-of-45"].finder(grid))
    assert step.placements == ((8, 9),)
    assert words(step).summary == (
        "Rule of 45: row 1 adds up to 45, so the cells left over by the cages wholly inside "
        "it, r1c9, add up to 9: r1c9=9."
    )
    assert words(step).proof[0].startswith("Wholly inside row 1: the 3 cage at r1c1")


def test_outies_and_the_difference_form() -> None:
    # Row 1 caged whole but for r1c9, whose cage (r1c9, r2c9) adds up to 12: the outie
    # r2c9 is 12 - 9 = 3; and with the cage counted whole the innie is 3 + 6 more.
    cages = [((0, 1), 3), ((2, 3), 7), ((4, 5), 11), ((6, 7), 15), ((8, 17), 12)]
    grid = Grid([0] * 81, variant=killer(cages))
    steps = list(BY_ID["rule-of-45"].finder(grid))
    assert ((17, 3),) in [s.placements for s in steps]
    outie = next(s for s in steps if s.placements == ((17, 3),))
    assert "the cells sticking out, r2c9, add up to 3" in words(outie).summary


def test_difference_form_on_a_real_position(positions) -> None:
    grid, step, solution = _first(positions, "innie-outie-difference", 1)[0]
    innie, outie = (h.ref for h in step.highlights if h.kind == "cell" and h.role == "pattern")
    summary = words(step).summary
    bigger, smaller = (innie, outie) if solution[innie] >= solution[outie] else (outie, innie)
    difference = solution[bigger] - solution[smaller]
    assert f"is {difference} more than" in summary or difference == 0


def test_naked_pair_inside_a_cage() -> None:
    # A 4-cell cage of 4 cells r1c1-r1c2-r2c1-r2c2 (a box corner, so also box 1): make
    # r1c1 and r2c2 {5,6} by exclusions, and the cage's other cells lose 5 and 6.
    variant = killer([((0, 1, 9, 10), 20)])
    exclusions = [0] * 81
    for c in (0, 10):
        exclusions[c] = 0x1FF & ~(1 << 4 | 1 << 5)
    grid = Grid([0] * 81, exclusions=exclusions, variant=variant)
    steps = [s for s in BY_ID["naked-pair"].finder(grid)
             if any(h.kind == CAGE for h in s.highlights)]
    assert steps
    assert {(1, 5), (1, 6), (9, 5), (9, 6)} <= set(steps[0].eliminations)
    assert "the 20 cage at r1c1" in words(steps[0]).summary


def test_killer_rungs_say_nothing_on_a_classic_grid() -> None:
    grid = parse(CLASSIC)
    for technique in KILLER_RUNGS:
        assert next(BY_ID[technique].finder(grid), None) is None


def test_steps_keep_their_cages_through_the_serial_form(positions) -> None:
    for technique in KILLER_RUNGS:
        for _, step, _ in _first(positions, technique, 1):
            again = step_from_data(step_data(step))
            assert again.summary == step.summary and again.proof == step.proof
            assert words(again, "fr") == words(step, "fr")


def test_sums_need_distinct_digits_only_where_cells_share_a_unit() -> None:
    # The library: 13 in two cells is three sets.
    assert [DIGITS_IN[m] for m in sum_combinations(13, 2)] == [(4, 9), (5, 8), (6, 7)]


def test_every_step_of_killer_solves_holds_in_the_solution() -> None:
    """Soundness: along the ladder's solves of the kept Killers and of random ones (their
    uniqueness unknown, so no uniqueness step), no step contradicts the grid grown on."""
    grids = [(g, s) for _, g, s in kept()] + sample(12, seed=7, most=5)
    met = set()
    for grid, solution in grids:
        result = solve_path(grid, max_steps=400)
        for step in result.steps:
            _sound(step, solution)
            met.add(step.technique)
    assert {"cage-combinations", "cage-combination-elimination", "rule-of-45"} <= met


def test_a_killer_of_combinations_the_rule_of_45_and_singles_rates_easy_or_medium() -> None:
    plain = {"full-house", "naked-single", "hidden-single", "cage-combinations",
             "cage-combination-elimination", "cage-pointing", "rule-of-45"}
    rated = 0
    for _, grid, _ in kept():
        path = solve_path(grid)
        if path.solved and {s.technique for s in path.steps} <= plain:
            assert rate(grid).level in (EASY, MEDIUM)
            rated += 1
    assert rated >= 3
