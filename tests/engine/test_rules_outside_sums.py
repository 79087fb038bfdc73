"""Little killer and sandwich clues (engine/rules/little_killer.py, sandwich.py): exact
readings on hand-made cases (a 0 and a 35 sandwich, a two-cell little killer, a diagonal
repeating a digit across boxes), soundness on random clues true to random solution
grids (narrow keeps the solution and is exact for the clue's cells, explained says what
narrow removes, allows agrees with the rule said again plainly, weak links and the
digits a clue must hold agree with the solution), the brute force with them, and the
ladder's solves of puzzles built on them, in four languages."""

from __future__ import annotations

import json
import random
from itertools import permutations, product
from pathlib import Path

import pytest
from rules_grids import removed, said, steps
from sums_grids import between, random_elements, sums_puzzle

from engine import (
    CLASSIC,
    LADDER,
    Grid,
    read_link,
    solve_path,
    variant_named,
    with_rules,
    words,
)
from engine.brute_force import solve
from engine.explain import LANGUAGES, renderer, say
from engine.rules import LittleKiller, Sandwich
from engine.rules.houses import box_of
from engine.rules.outside import diagonal_from, line_from
from engine.techniques import EASY, MEDIUM

ALL = 0x1FF
SUM_TECHNIQUES = ("little-killer-sum", "sandwich-ends", "sandwich-sum")
ROW_1 = line_from((0, -1))
COLUMN_5_UP = line_from((9, 4))
CORNER = diagonal_from((-1, 2), (1, -1))  # r1c2, r2c1: two cells of box 1
TOP_CORNER = diagonal_from((-1, 3), (1, -1))  # r1c3, r2c2, r3c1: box 1
ACROSS = diagonal_from((4, 9), (1, -1))  # r6c9 (box 6), r7c8, r8c7 (box 9), r9c6 (box 8)


def bit(*digits: int) -> int:
    return sum(1 << (d - 1) for d in digits)


def with_cells(pairs: dict[int, int]) -> list[int]:
    cands = [ALL] * 81
    for cell, mask in pairs.items():
        cands[cell] = mask
    return cands


# ----- the rules said again plainly ---------------------------------------------------


def keeps(rule, digits) -> bool:
    """Full digits along the clue's cells (from its side) keep it."""
    if isinstance(rule, LittleKiller):
        boxes = [box_of(c) for c in rule.path]
        clash = any(boxes[i] == boxes[j] and digits[i] == digits[j]
                    for i in range(len(digits)) for j in range(i))
        return not clash and sum(digits) == rule.total
    return between(list(digits)) == rule.total


def fillings(rule, masks):
    """Every filling of the clue's cells from their masks that keeps it (a sandwich's
    line: nine different digits)."""
    if isinstance(rule, LittleKiller):
        for digits in product(*[[d for d in range(1, 10) if m >> (d - 1) & 1]
                                for m in masks]):
            if keeps(rule, digits):
                yield digits
        return

    def walk(i, used, row):
        if i == 9:
            if keeps(rule, row):
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
    """Some completion of the clue's empty cells keeps it. A digit placed twice where
    the houses forbid it is theirs to report: the clue then judges its sum alone."""
    placed = [values[c] for c in rule.path]
    holes = [i for i, d in enumerate(placed) if not d]
    if isinstance(rule, LittleKiller):
        boxes = [box_of(c) for c in rule.path]
        if any(boxes[i] == boxes[j] and placed[i] and placed[i] == placed[j]
               for i in range(len(placed)) for j in range(i)):
            return sum(placed) + len(holes) <= rule.total <= sum(placed) + 9 * len(holes)
        for digits in product(range(1, 10), repeat=len(holes)):
            row = list(placed)
            for i, d in zip(holes, digits, strict=True):
                row[i] = d
            if keeps(rule, row):
                return True
        return False
    shown = [d for d in placed if d]
    if len(set(shown)) != len(shown):
        return True
    free = [d for d in range(1, 10) if d not in shown]
    for order in permutations(free, len(holes)):
        row = list(placed)
        for i, d in zip(holes, order, strict=True):
            row[i] = d
        if keeps(rule, row):
            return True
    return False


# ----- hand-made cases ----------------------------------------------------------------


def test_a_0_sandwich_puts_the_9_beside_the_1():
    clue = Sandwich(ROW_1, 0)
    cands = with_cells({c: ALL & ~bit(1) for c in ROW_1} | {ROW_1[3]: bit(1)})
    nines = tuple((c, 9) for c in ROW_1 if c not in (ROW_1[2], ROW_1[3], ROW_1[4]))
    assert steps(clue, cands) == [("sandwich-ends", nines)]
    assert removed(clue, cands) == set(nines)
    # With the 9 placed too, nothing fits a gap of one cell.
    cands[ROW_1[5]] = bit(9)
    assert clue.narrow(cands) is None


def test_a_35_sandwich_puts_the_1_and_the_9_at_the_ends():
    clue = Sandwich(COLUMN_5_UP, 35)
    found = steps(clue, [ALL] * 81)
    assert [t for t, _ in found] == ["sandwich-ends", "sandwich-sum"]
    ends, middle = COLUMN_5_UP[0], COLUMN_5_UP[-1]
    assert found[0][1] == tuple(sorted((c, d) for c in COLUMN_5_UP[1:-1] for d in (1, 9)))
    assert found[1][1] == tuple(sorted((c, d) for c in (ends, middle) for d in range(2, 9)))
    # Every digit of 2..8 stands between: the ladder's pointing may use them.
    assert [d for d, _ in clue.must_contain([ALL] * 81)] == list(range(2, 9))


def test_a_sandwich_of_2_leaves_one_cell_between_and_holds_the_2():
    clue = Sandwich(ROW_1, 2)
    links = set(clue.weak_links())
    assert (ROW_1[0], 1, ROW_1[1], 9) in links  # side by side: 0 between
    assert (ROW_1[0], 1, ROW_1[3], 9) in links  # two between: at least 5
    assert (ROW_1[0], 1, ROW_1[2], 9) not in links
    # Between a 1 and a 9 stands only the 2: a 1 first leaves the 3 out of the second cell.
    assert (ROW_1[0], 1, ROW_1[1], 3) in links and (ROW_1[0], 1, ROW_1[1], 2) not in links
    assert (ROW_1[0], 3, ROW_1[1], 4) not in links  # both outside: any digits of 3..8
    cands = with_cells({ROW_1[0]: bit(1)})
    assert clue.narrow(cands)[ROW_1[1]] == bit(2)
    assert clue.narrow(cands)[ROW_1[2]] == bit(9)
    assert dict(clue.must_contain(cands)) == {2: (ROW_1[1],)}


def test_a_sandwich_with_its_1_and_9_placed_names_the_sets_of_its_gap():
    clue = Sandwich(ROW_1, 12)
    cands = with_cells({ROW_1[1]: bit(1), ROW_1[5]: bit(9)})
    (step,) = clue.explained(cands)
    assert step.technique == "sandwich-sum"
    assert [renderer("en")(line) for line in step.proof] == [
        "The 1 stands at r1c2 and the 9 at r1c6, so the 3 cells between them hold 2+3+7, "
        "2+4+6 or 3+4+5, and the other cells the rest."]
    assert {d for c, d in step.eliminations if c == ROW_1[2]} == {1, 8, 9}


def test_a_two_cell_little_killer_in_one_box():
    assert CORNER == (1, 9)
    assert LittleKiller(CORNER, 3).narrow([ALL] * 81) == {1: bit(1, 2), 9: bit(1, 2)}
    assert LittleKiller(CORNER, 17).narrow([ALL] * 81) == {1: bit(8, 9), 9: bit(8, 9)}
    # Two cells of one box never hold 9 and 9.
    assert LittleKiller(CORNER, 18).narrow([ALL] * 81) is None
    links = set(LittleKiller(CORNER, 10).weak_links())
    assert (1, 3, 9, 7) not in links and (1, 3, 9, 6) in links and (1, 3, 9, 8) in links


def test_a_little_killer_of_23_in_one_box_needs_6_8_and_9():
    clue = LittleKiller(TOP_CORNER, 23)
    assert clue.narrow([ALL] * 81) == {c: bit(6, 8, 9) for c in TOP_CORNER}
    (step,) = clue.explained([ALL] * 81)
    assert step.technique == "little-killer-sum"
    proof = [renderer("en")(line) for line in step.proof]
    assert "23 in different digits is 6+8+9." in proof
    assert sorted(d for d, _ in clue.must_contain([ALL] * 81)) == [6, 8, 9]


def test_a_little_killer_repeats_a_digit_across_boxes():
    assert ACROSS == (53, 61, 69, 77)
    # Four cells making 5: a 1 at each end, 1 and 2 in box 9's two cells.
    assert LittleKiller(ACROSS, 5).narrow([ALL] * 81) == {
        53: bit(1), 61: bit(1, 2), 69: bit(1, 2), 77: bit(1)}
    assert LittleKiller(ACROSS, 4).narrow([ALL] * 81) is None
    # Box 9's two cells add 3 at least: a 4 and a 2 at the ends leave them 2 of 8.
    links = set(LittleKiller(ACROSS, 8).weak_links())
    assert (53, 4, 77, 2) in links and (53, 4, 77, 1) not in links
    assert (61, 1, 69, 1) not in links  # two 1s in one box: the box's to forbid
    assert LittleKiller(ACROSS, 4, boxes=False).narrow([ALL] * 81) == {
        c: bit(1) for c in ACROSS}


def test_allows_judges_the_digits_placed():
    clue = LittleKiller(CORNER, 3)
    values = [0] * 81
    assert clue.allows(values)
    values[1] = 1
    assert clue.allows(values)
    values[1] = 3
    assert not clue.allows(values)
    values[1], values[9] = 2, 2  # a box clash: the houses report it, the sum is 4
    assert not clue.allows(values)
    row = [0] * 81
    row[0], row[1] = 1, 9
    assert Sandwich(ROW_1, 0).allows(row) and not Sandwich(ROW_1, 5).allows(row)
    row[1], row[4] = 0, 9
    assert not Sandwich(ROW_1, 3).allows(row)  # three cells between make 9 at least
    assert Sandwich(ROW_1, 9).allows(row) and Sandwich(ROW_1, 21).allows(row)
    assert not Sandwich(ROW_1, 22).allows(row)


def test_named_by_what_it_looks_along_in_every_language():
    clue = LittleKiller(TOP_CORNER, 23)
    sandwich = Sandwich(line_from((2, 9)), 12)
    assert clue.place == (-1, 3) and sandwich.place == (2, 9)
    assert renderer("en")(clue.named()) == "the little killer 23 at r1c3"
    assert renderer("en")(sandwich.named()) == "the sandwich 12 of row 3"
    assert renderer("de")(clue.named()) == "der Little Killer 23 bei r1c3"
    assert renderer("de")(sandwich.named()) == "das Sandwich 12 von Zeile 3"
    assert renderer("fr")(sandwich.named()) == "le sandwich 12 de la ligne 3"
    assert renderer("ja")(clue.named()) == "r1c3のリトルキラー23"
    assert renderer("ja")(sandwich.named()) == "行3のサンドイッチ12"


def test_each_kind_keeps_its_name():
    clues = [LittleKiller(ACROSS, 14), LittleKiller(CORNER, 9, boxes=False),
             Sandwich(COLUMN_5_UP, 0), Sandwich(line_from((3, -1)), 35)]
    variant = with_rules(CLASSIC, clues)
    assert variant_named(variant.name).rules == tuple(clues)
    assert ";L69788796.14;" in variant.name


@pytest.mark.parametrize("bad", [
    lambda: LittleKiller(CORNER, 1), lambda: LittleKiller(CORNER, 19),
    lambda: LittleKiller(ROW_1[:3], 6), lambda: Sandwich(ROW_1, 36),
    lambda: Sandwich(ROW_1[:5], 3), lambda: Sandwich(TOP_CORNER, 5),
])
def test_malformed_clues_are_refused(bad):
    with pytest.raises(ValueError):
        bad()


def test_the_words_and_the_ladder_rows():
    tiers = {t.id: t.tier for t in LADDER}
    assert tiers["sandwich-ends"] == EASY and tiers["little-killer-sum"] == EASY
    assert tiers["sandwich-sum"] == MEDIUM
    cases = [(LittleKiller(TOP_CORNER, 23), [ALL] * 81),
             (LittleKiller(ACROSS, 5), [ALL] * 81),
             (Sandwich(COLUMN_5_UP, 35), [ALL] * 81),
             (Sandwich(ROW_1, 0), with_cells({c: ALL & ~bit(1) for c in ROW_1}
                                             | {ROW_1[3]: bit(1)})),
             (Sandwich(ROW_1, 12), with_cells({ROW_1[1]: bit(1)})),
             (Sandwich(ROW_1, 2), with_cells({ROW_1[4]: bit(1, 5)}))]
    for code in ("en", "de", "fr", "ja"):
        render = renderer(code)
        for rule, cands in cases:
            found = list(rule.explained(cands))
            assert found, rule
            for step in found:
                for text in (render(step.reason), *map(render, step.proof)):
                    assert text and "{" not in text, (code, text)
                if code != "en":
                    assert render(step.reason) != renderer("en")(step.reason)
        for technique in SUM_TECHNIQUES:
            assert render(say(f"about.{technique}"))
            assert LANGUAGES[code].technique_names(technique)


# ----- random clues true to random solution grids -------------------------------------


SEEDS = range(8)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_narrowing_keeps_the_solution_and_explained_says_it(seed):
    solution, clues = random_elements(seed)
    rng = random.Random(seed)
    assert all(clue.allows(solution) and keeps(clue, [solution[c] for c in clue.path])
               for clue in clues)
    for _ in range(15):
        cands = [1 << (d - 1) | rng.randrange(512) & rng.randrange(512) for d in solution]
        for clue in clues:
            narrowed = clue.narrow(cands)
            assert narrowed is not None, clue
            for cell, mask in narrowed.items():
                assert mask >> (solution[cell] - 1) & 1, (clue, cell)
            assert said(clue, cands) == removed(clue, cands), clue
            for digit, cells in clue.must_contain(cands):
                assert any(solution[c] == digit for c in cells), (clue, digit)


@pytest.mark.parametrize("seed", range(4))
def test_narrow_is_exact_for_the_clues_cells(seed):
    solution, clues = random_elements(seed)
    rng = random.Random(seed + 500)
    for _ in range(4):
        for clue in clues:
            if isinstance(clue, LittleKiller) and len(clue.path) > 5:
                continue  # 9^6 fillings and more: the short ones say the same
            cands = [1 << (d - 1) | rng.randrange(512) & rng.randrange(512) for d in solution]
            masks = [cands[c] for c in clue.path]
            kept = [0] * len(masks)
            for digits in fillings(clue, masks):
                for i, d in enumerate(digits):
                    kept[i] |= 1 << (d - 1)
            expected = {c: k for c, k, m in zip(clue.path, kept, masks, strict=True) if k != m}
            assert clue.narrow(cands) == expected, clue


@pytest.mark.parametrize("seed", SEEDS)
def test_allows_agrees_with_the_plain_rule(seed):
    solution, clues = random_elements(seed)
    rng = random.Random(seed + 1000)
    for _ in range(12):
        for clue in clues:
            values = [0] * 81
            shown = rng.sample(clue.path, max(0, len(clue.path) - rng.randint(0, 6)))
            for c in shown:
                values[c] = solution[c]
            if rng.random() < 0.5:
                values[rng.choice(clue.path)] = rng.randint(1, 9)
            assert clue.allows(values) == plain_allows(clue, values), (clue, values)


@pytest.mark.parametrize("seed", range(4))
def test_weak_links_never_join_two_true_candidates(seed):
    solution, clues = random_elements(seed)
    for clue in clues:
        for a, x, b, y in clue.weak_links():
            assert not (solution[a] == x and solution[b] == y), clue


@pytest.mark.parametrize("seed", range(3))
def test_the_brute_force_with_the_clues_finds_a_grid_keeping_them(seed):
    solution, clues = random_elements(seed)
    variant = with_rules(CLASSIC, clues)
    givens = [d if i % 3 == 0 else 0 for i, d in enumerate(solution)]
    found = solve(givens, variant)
    assert found is not None
    for clue in clues:
        assert keeps(clue, [found[c] for c in clue.path]), clue


# Seed 4's puzzle takes the forcing rungs ten seconds: the others solve in well under one.
@pytest.mark.parametrize("seed", [0, 1, 2, 3, 5])
def test_the_ladder_solves_sum_puzzles_soundly_in_every_language(seed):
    solution, variant, givens = sums_puzzle(seed)
    assert solve(givens, variant) == solution
    result = solve_path(Grid(givens, variant=variant, unique=True))
    used = set()
    for step in result.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step.technique
        assert all(solution[c] == d for c, d in step.placements), step.technique
        if step.technique in SUM_TECHNIQUES:
            used.add(step.technique)
            for code in ("en", "de", "fr", "ja"):
                text = words(step, code)
                for line in (text.summary, text.nudge, *text.proof):
                    assert line and "{" not in line, (code, line)
    assert result.solved
    assert "little-killer-sum" in used and used & {"sandwich-ends", "sandwich-sum"}


def test_on_a_jigsaw_a_little_killer_repeats_digits_inside_a_3x3_box():
    from engine import jigsaw

    layout = "".join(str(c // 9 + 1) for c in range(81))  # each row a region
    variant = with_rules(jigsaw(layout), [LittleKiller(TOP_CORNER, 3)])
    (clue,) = variant.rules
    assert not clue.boxes and variant_named(variant.name).rules == (clue,)
    assert clue.narrow([ALL] * 81) == {c: bit(1) for c in TOP_CORNER}
    assert LittleKiller(TOP_CORNER, 3).narrow([ALL] * 81) is None


# ----- published puzzles (tests/data/sudokutools_outside.json) ------------------------
# Orbit (arrows, eight little killers, no givens) is read by the links' tests but not
# solved here: its ladder falls to the trial rung again and again, minutes in all.

PUBLISHED = [e for e in json.loads((Path(__file__).resolve().parent.parent / "data"
                                    / "sudokutools_outside.json").read_text(encoding="utf-8"))
             if not e["title"].startswith('"Orbit"')]


@pytest.mark.parametrize("entry", PUBLISHED, ids=lambda e: e["title"][:30])
def test_published_sum_puzzles_are_solved_soundly(entry):
    linked = read_link(entry["fpuzzles"])
    variant = variant_named(linked.variant)
    givens = [0 if ch == "." else int(ch) for ch in linked.givens]
    solution = solve(givens, variant)
    assert solution is not None
    if entry["solution"]:
        assert solution == [int(c) for c in entry["solution"]]
    result = solve_path(Grid(givens, variant=variant, unique=True))
    for step in result.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step.technique
        assert all(solution[c] == d for c, d in step.placements), step.technique
    assert result.solved
    assert {s.technique for s in result.steps} & set(SUM_TECHNIQUES)
