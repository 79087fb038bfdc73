"""X-sum and skyscraper clues (engine/rules/x_sum.py, skyscraper.py): exact readings on
hand-made rows, soundness on random clues true to random solution grids (narrow keeps
the solution, explained says what narrow removes, allows agrees with the rule said
again plainly, weak links never join two true digits), the brute force with them, and
the ladder's solves of puzzles built on them."""

from __future__ import annotations

import random
from itertools import permutations

import pytest
from rules_grids import removed, said
from views_grids import clues_of, grid_of, shows, views_puzzle

from engine import CLASSIC, Grid, solve_path, variant_named, with_rules, words
from engine.brute_force import solve
from engine.explain import renderer
from engine.rules import Skyscraper, XSum
from engine.rules.outside import line_from

ALL = 0x1FF
VIEW_TECHNIQUES = ("x-sum-reading", "x-sum-combinations", "skyscraper-reading",
                   "skyscraper-count")
ROW_1 = line_from((0, -1))  # row 1 read from the left
COLUMN_5_UP = line_from((9, 4))  # column 5 read from the bottom


def bit(*digits: int) -> int:
    return sum(1 << (d - 1) for d in digits)


def along(path, *masks: int) -> list[int]:
    """Every cell open to every digit, the first cells of `path` as given."""
    cands = [ALL] * 81
    for cell, mask in zip(path, masks, strict=False):
        cands[cell] = mask
    return cands


# ----- the rules said again plainly ---------------------------------------------------


def keeps(rule, digits) -> bool:
    """A full row (nine different digits from the clue's side) keeps the clue."""
    if isinstance(rule, XSum):
        return sum(digits[:digits[0]]) == rule.total
    return shows(digits) == rule.count


def fillings(masks):
    """Every row of nine different digits, each from its cell's mask."""
    def walk(i, used, row):
        if i == 9:
            yield tuple(row)
            return
        for d in range(1, 10):
            b = 1 << (d - 1)
            if masks[i] & b and not used & b:
                row.append(d)
                yield from walk(i + 1, used | b, row)
                row.pop()
    yield from walk(0, 0, [])


def plain_allows(rule, values) -> bool:
    """Some completion of the row, digits all different, keeps the clue."""
    placed = [values[c] for c in rule.path]
    free = [d for d in range(1, 10) if d not in placed]
    holes = [i for i, d in enumerate(placed) if not d]
    for order in permutations(free, len(holes)):
        row = list(placed)
        for i, d in zip(holes, order, strict=True):
            row[i] = d
        if keeps(rule, row):
            return True
    return False


# ----- hand-made rows -----------------------------------------------------------------


def test_a_skyscraper_of_1_puts_the_9_first():
    clue = Skyscraper(ROW_1, 1)
    cands = along(ROW_1)
    assert clue.narrow(cands) == {0: bit(9), **{c: ALL & ~bit(9) for c in ROW_1[1:]}}
    steps = list(clue.explained(cands))
    assert [s.technique for s in steps] == ["skyscraper-reading"]
    assert set(steps[0].eliminations) == removed(clue, cands)


def test_a_skyscraper_of_9_is_1_to_9_in_order():
    clue = Skyscraper(COLUMN_5_UP, 9)
    cands = along(COLUMN_5_UP)
    assert clue.narrow(cands) == {c: bit(i + 1) for i, c in enumerate(COLUMN_5_UP)}
    steps = list(clue.explained(cands))
    # The bounds (cell i at most i + 1) first, the rest by counting.
    assert [s.technique for s in steps] == ["skyscraper-reading", "skyscraper-count"]
    assert steps[0].eliminations == tuple(sorted(
        (c, d) for i, c in enumerate(COLUMN_5_UP) for d in range(i + 2, 10)))
    assert said(clue, cands) == removed(clue, cands)


def test_a_skyscraper_bounds_its_first_cells_and_the_9():
    clue = Skyscraper(ROW_1, 4)
    narrowed = clue.narrow(along(ROW_1))
    # First cell at most 6, second at most 7, third at most 8; the 9 no earlier than 4th.
    assert narrowed == {0: bit(*range(1, 7)), 1: bit(*range(1, 8)), 2: bit(*range(1, 9))}
    assert list(clue.must_contain(along(ROW_1))) == [(9, ROW_1[3:])]
    # The 9 fourth: the first three climb, each showing (so the first is at most 6).
    cands = along(ROW_1, ALL, ALL, ALL, bit(9))
    assert clue.narrow(cands)[ROW_1[0]] == bit(*range(1, 7))
    assert clue.narrow(cands)[ROW_1[1]] == bit(*range(2, 8))
    # A 7 first with count 4: the 8 and 9 show, so one more digit, between 7 and 8: none.
    assert clue.narrow(along(ROW_1, bit(7))) is None


def test_a_skyscraper_of_2_with_the_9_third():
    clue = Skyscraper(ROW_1, 2)
    cands = along(ROW_1, ALL, ALL, bit(9))
    narrowed = clue.narrow(cands)
    # Only the first cell and the 9 show: the second is below the first.
    assert narrowed[ROW_1[0]] == bit(*range(2, 9))
    assert narrowed[ROW_1[1]] == bit(*range(1, 8))
    assert said(clue, cands) == removed(clue, cands)
    assert {s.technique for s in clue.explained(cands)} == {
        "skyscraper-reading", "skyscraper-count"}


def test_an_x_sum_of_1_puts_a_1_first():
    clue = XSum(ROW_1, 1)
    cands = along(ROW_1)
    assert clue.narrow(cands) == {0: bit(1), **{c: ALL & ~bit(1) for c in ROW_1[1:]}}
    assert [s.technique for s in clue.explained(cands)] == [
        "x-sum-reading", "x-sum-combinations"]
    assert said(clue, cands) == removed(clue, cands)


def test_an_x_sum_of_45_is_a_9_first_and_the_whole_row():
    clue = XSum(ROW_1, 45)
    assert clue.narrow(along(ROW_1)) == {0: bit(9), **{c: ALL & ~bit(9) for c in ROW_1[1:]}}


def test_an_x_sum_of_10_reads_its_first_digit_and_sets():
    clue = XSum(COLUMN_5_UP, 10)
    cands = along(COLUMN_5_UP)
    steps = list(clue.explained(cands))
    # 2+8, 3+1+6 or 3+2+5, 4+1+2+3: a 5 first already passes 10.
    assert steps[0].technique == "x-sum-reading"
    assert steps[0].eliminations == tuple(
        (COLUMN_5_UP[0], d) for d in (1, 5, 6, 7, 8, 9))
    # With a 2 first the second cell is 8; a 4 first keeps 1, 2, 3 in the next three.
    narrowed = clue.narrow(along(COLUMN_5_UP, bit(2)))
    assert narrowed[COLUMN_5_UP[1]] == bit(8)
    narrowed = clue.narrow(along(COLUMN_5_UP, bit(4)))
    assert all(narrowed[c] == bit(1, 2, 3) for c in COLUMN_5_UP[1:4])
    assert all(narrowed[c] == bit(5, 6, 7, 8, 9) for c in COLUMN_5_UP[4:])
    # Every set holds 1 to 4: they stand among the first four cells that can take them.
    assert dict(clue.must_contain(along(COLUMN_5_UP, bit(4)))) == {
        d: COLUMN_5_UP[1:4] for d in (1, 2, 3)} | {4: COLUMN_5_UP[:4]}


def test_an_x_sum_no_row_can_make_is_refused():
    clue = XSum(ROW_1, 2)  # 1 alone is 1, and two digits make 3 at least
    assert clue.narrow(along(ROW_1)) is None
    assert not clue.allows([0] * 81)
    assert list(clue.explained(along(ROW_1))) == []


def test_allows_judges_the_digits_placed():
    values = [0] * 81
    for cell, d in zip(ROW_1, (3, 9, 4), strict=False):
        values[cell] = d
    assert not XSum(ROW_1, 15).allows(values)  # 3 + 9 + 4 is 16
    assert XSum(ROW_1, 16).allows(values)
    values[ROW_1[2]] = 0
    assert not XSum(ROW_1, 15).allows(values)  # 3 + 9 + 3: the 3 is taken
    assert XSum(ROW_1, 13).allows(values)  # 3 + 9 + 1
    # Skyscraper: the 3 and the 9 show, and the 9 hides the rest.
    assert Skyscraper(ROW_1, 2).allows(values)
    assert not Skyscraper(ROW_1, 3).allows(values)


def test_named_from_its_side_in_every_language():
    x = XSum(line_from((2, -1)), 18)
    sky = Skyscraper(line_from((-1, 4)), 3)
    assert x.place == (2, -1) and sky.place == (-1, 4)
    assert renderer("en")(x.named()) == "the X-sum 18 of row 3 (from the left)"
    assert renderer("en")(sky.named()) == "the skyscraper 3 of column 5 (from the top)"
    assert renderer("de")(x.named()) == "die X-Summe 18 von Zeile 3 (von links)"
    assert renderer("fr")(sky.named()) == "le gratte-ciel 3 de la colonne 5 (depuis le haut)"
    assert renderer("ja")(sky.named()) == "列5（上から）のビルディング3"


def test_each_kind_keeps_its_name():
    clues = [XSum(line_from((4, 9)), 21), Skyscraper(line_from((9, 0)), 5)]
    variant = with_rules(CLASSIC, clues)
    assert variant_named(variant.name).rules == tuple(clues)


@pytest.mark.parametrize("bad", [
    lambda: XSum(ROW_1, 0), lambda: XSum(ROW_1, 46), lambda: Skyscraper(ROW_1, 10),
    lambda: Skyscraper(ROW_1[:5], 3), lambda: XSum((0, 10, 20, 30, 40, 50, 60, 70, 80), 5),
])
def test_malformed_clues_are_refused(bad):
    with pytest.raises(ValueError):
        bad()


# ----- random clues true to random solution grids -------------------------------------


SEEDS = range(8)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_narrowing_keeps_the_solution_and_explained_says_it(seed):
    solution = grid_of(seed)
    rng = random.Random(seed)
    clues = clues_of(solution, rng)
    assert all(clue.allows(solution) for clue in clues)
    for _ in range(12):
        cands = [1 << (d - 1) | rng.randrange(512) & rng.randrange(512) for d in solution]
        for clue in clues:
            narrowed = clue.narrow(cands)
            assert narrowed is not None, clue
            for cell, mask in narrowed.items():
                assert mask >> (solution[cell] - 1) & 1, (clue, cell)
            assert said(clue, cands) == removed(clue, cands), clue
            for digit, cells in clue.must_contain(cands):
                assert any(solution[c] == digit for c in cells), clue


@pytest.mark.parametrize("seed", range(4))
def test_narrow_is_exact_for_the_row(seed):
    """A cell keeps a digit exactly when some row of different digits from the masks,
    keeping the clue, puts it there."""
    rng = random.Random(seed + 500)
    solution = grid_of(seed)
    for clue in clues_of(solution, rng, 0.15):
        masks = [1 << (solution[c] - 1) | rng.randrange(512) & rng.randrange(512)
                 for c in clue.path]
        cands = [ALL] * 81
        for c, m in zip(clue.path, masks, strict=True):
            cands[c] = m
        kept = [0] * 9
        for row in fillings(masks):
            if keeps(clue, row):
                for i, d in enumerate(row):
                    kept[i] |= 1 << (d - 1)
        narrowed = clue.narrow(cands)
        assert narrowed is not None
        assert [narrowed.get(c, cands[c]) for c in clue.path] == kept, clue


@pytest.mark.parametrize("seed", SEEDS)
def test_allows_agrees_with_the_plain_rule(seed):
    solution = grid_of(seed)
    rng = random.Random(seed + 1000)
    clues = clues_of(solution, rng)
    for _ in range(6):
        for clue in clues:
            values = [0] * 81
            # Different digits on the row, some true to the solution, some not.
            row = [solution[c] for c in clue.path]
            if rng.random() < 0.5:
                rng.shuffle(row)
            for c, d in zip(clue.path, row, strict=True):
                if rng.random() < 0.55:
                    values[c] = d
            assert clue.allows(values) == plain_allows(clue, values), (clue, values)


def test_allows_with_a_digit_twice_judges_only_what_is_whole():
    values = [0] * 81
    for cell, d in zip(ROW_1, (2, 5, 5), strict=False):
        values[cell] = d
    assert not XSum(ROW_1, 8).allows(values)  # 2 + 5 is whole and not 8
    assert XSum(ROW_1, 7).allows(values)  # the houses refuse the second 5
    values[ROW_1[0]] = 4  # 4 + 5 + 5 + ?: not whole, not judged
    assert XSum(ROW_1, 3).allows(values)
    assert Skyscraper(ROW_1, 9).allows(values)


@pytest.mark.parametrize("seed", range(4))
def test_weak_links_never_join_two_true_candidates(seed):
    solution = grid_of(seed)
    for clue in clues_of(solution, random.Random(seed), 0.3):
        links = list(clue.weak_links())
        for a, x, b, y in links:
            assert not (solution[a] == x and solution[b] == y), clue


def test_weak_links_say_what_the_number_forbids():
    # An X-sum of 6: 3 first is 3+1+2, so no 4 second; 2 first is 2+4, so no 4 third.
    links = set(XSum(ROW_1, 6).weak_links())
    assert (ROW_1[0], 3, ROW_1[1], 4) in links
    assert (ROW_1[0], 2, ROW_1[2], 4) in links
    assert (ROW_1[0], 2, ROW_1[1], 4) not in links
    # A skyscraper of 3: a 7 first leaves only the 8 to show between it and the 9.
    assert (ROW_1[0], 7, ROW_1[1], 9) in set(Skyscraper(ROW_1, 3).weak_links())


@pytest.mark.parametrize("seed", range(3))
def test_the_brute_force_with_the_clues_finds_the_solution(seed):
    solution = grid_of(seed)
    clues = clues_of(solution, random.Random(seed), 0.6)
    variant = with_rules(CLASSIC, clues)
    givens = [d if i % 4 == 0 else 0 for i, d in enumerate(solution)]
    found = solve(givens, variant)
    assert found is not None
    for clue in clues:
        assert keeps(clue, [found[c] for c in clue.path]), clue


@pytest.mark.parametrize("seed", range(3))
def test_the_ladder_solves_view_puzzles_soundly_in_every_language(seed):
    solution, variant, givens = views_puzzle(seed)
    assert solve(givens, variant) == solution
    result = solve_path(Grid(givens, variant=variant, unique=True))
    used = set()
    for step in result.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step.technique
        assert all(solution[c] == d for c, d in step.placements), step.technique
        if step.technique in VIEW_TECHNIQUES:
            used.add(step.technique)
            for code in ("en", "de", "fr", "ja"):
                text = words(step, code)
                for line in (text.summary, text.nudge, *text.proof):
                    assert line and "{" not in line, (code, line)
    assert result.solved
    assert used & {"x-sum-reading", "x-sum-combinations"}
    assert used & {"skyscraper-reading", "skyscraper-count"}
