"""A Killer's candidates with its cage sums in them (Grid(cage_sums=True), as the web app
shows a new Killer): each cage's cells keep only the digits of the combinations that can
still make its sum; never the solution's digit taken out; the same whether worked out
afresh or kept up move by move. Cage Combinations as one step over every cage, and the
rule of 45 saying the ways left to make its sum."""

from __future__ import annotations

from pathlib import Path

from killers import kept

from engine import Grid, apply_step, next_step, variant_named
from engine.bits import ALL_DIGITS, DIGITS_IN
from engine.explain import words
from engine.rules.cages import combination_digits, sum_combinations
from engine.techniques import BY_ID

BUILTINS = Path(__file__).resolve().parents[2] / "webapp" / "entering" / "variant_puzzles.txt"


def _with_sums(grid: Grid) -> Grid:
    return Grid(grid.values, grid.givens, grid.exclusions, grid.variant, grid.unique,
                cage_sums=True)


def test_combination_digits_are_the_union_of_the_sums_sets() -> None:
    assert DIGITS_IN[combination_digits(17, 2, ALL_DIGITS)] == (8, 9)
    assert DIGITS_IN[combination_digits(13, 2, ALL_DIGITS)] == (4, 5, 6, 7, 8, 9)
    assert DIGITS_IN[combination_digits(13, 2, ALL_DIGITS & ~(1 << 8))] == (5, 6, 7, 8)
    assert combination_digits(3, 3, ALL_DIGITS) == 0  # no three digits make 3


def test_a_new_killer_shows_each_cage_its_combinations_digits() -> None:
    for _, grid, solution in kept()[:3]:
        summed = _with_sums(grid)
        for cage in grid.variant.cages:
            union = 0
            for m in sum_combinations(cage.total, len(cage.cells)):
                union |= m
            for c in cage.cells:
                if not grid.values[c]:
                    assert summed.candidates[c] == grid.candidates[c] & union
                    assert summed.candidates[c] >> (solution[c] - 1) & 1


def test_placing_in_a_cage_narrows_its_other_cells_as_a_fresh_look_would() -> None:
    for _, grid, solution in kept()[:3]:
        work = _with_sums(grid)
        assert work.candidates and work.positions  # derived now, then kept up by place()
        for c in [c for c in range(81) if not grid.values[c]][:30]:
            work.place(c, solution[c])
            fresh = _with_sums(work)
            assert work.candidates == fresh.candidates
            assert work.positions == fresh.positions
            for cell in range(81):
                if not work.values[cell]:
                    assert work.candidates[cell] >> (solution[cell] - 1) & 1


def test_a_cage_with_a_digit_placed_keeps_what_the_rest_of_its_sum_allows() -> None:
    _, grid, solution = kept()[0]
    cage = next(k for k in grid.variant.cages if len(k.cells) == 2)
    work = _with_sums(grid)
    first, second = cage.cells
    work.place(first, solution[first])
    assert work.candidates[second] & ~(1 << (cage.total - solution[first] - 1)) == 0


def test_copies_and_comparisons_keep_the_setting() -> None:
    _, grid, _ = kept()[0]
    summed = _with_sums(grid)
    assert summed.copy().cage_sums and summed.copy() == summed
    assert summed != grid  # the same digits, other candidates


def test_hints_on_summed_candidates_stay_sound() -> None:
    for _, grid, solution in kept()[:3]:
        work = _with_sums(grid)
        for _ in range(40):
            if all(work.values):
                break
            step = next_step(work)
            assert step is not None and step.technique != "cage-combinations"
            for cell, digit in step.placements:
                assert solution[cell] == digit
            for cell, digit in step.eliminations:
                assert solution[cell] != digit
            apply_step(work, step)


def test_cage_combinations_is_one_step_over_every_cage_it_applies_to() -> None:
    _, grid, solution = kept()[0]
    step = next(BY_ID["cage-combinations"].finder(grid))
    expected = set()
    for cage in grid.variant.cages:
        union = 0
        for m in sum_combinations(cage.total, len(cage.cells)):
            union |= m
        expected |= {(c, d) for c in cage.cells for d in DIGITS_IN[grid.candidates[c] & ~union]}
    assert set(step.eliminations) == expected
    assert all(solution[c] != d for c, d in step.eliminations)
    cages = {h.ref for h in step.highlights if h.kind == "cage"}
    assert len(cages) == len(step.proof) > 1  # a line for each cage it covers
    for language in ("en", "de", "fr", "ja"):
        said = words(step, language)
        assert "{" not in said.summary and all("{" not in line for line in said.proof)
    assert "cages each allow only the digits of their combinations" in words(step).summary


def _builtin(name: str) -> Grid:
    """A built-in Killer of the home page, read from the web app's list."""
    for line in BUILTINS.read_text(encoding="utf-8").splitlines():
        if line.startswith(name + " "):
            _, variant, _, givens = line.split()[:4]
            values = [0 if ch == "." else int(ch) for ch in givens]
            return Grid(values, variant=variant_named(variant), unique=True, cage_sums=True)
    raise LookupError(name)


def test_rule_of_45_says_the_ways_left_to_make_its_sum() -> None:
    work = _builtin("killer-3")
    for _ in range(200):
        step = next_step(work)
        assert step is not None
        ways = [r for r in step.proof if r.message in ("sum.combos", "sum.combos-more")]
        if step.technique.startswith("rule-of-45") and ways:
            break
        apply_step(work, step)
    total = ways[0].get("total")
    assert all(sum(s) == total for s in ways[0].get("combos").sets)
    text = words(step).explanation
    assert f"{total} can only be made as " in text and "+" in text
    # The ways come before what they leave each cell.
    lines = [r.message for r in step.proof]
    assert lines.index(ways[0].message) < lines.index("sum.cell-fits")


def test_why_not_a_digit_the_cage_sum_rules_out_says_so() -> None:
    from engine.explain import renderer
    from engine.why import CAGE_SUM, why_not, why_verdict

    work = _builtin("killer-2")
    cage = min(work.variant.cages, key=lambda k: bin(work.candidates[k.cells[0]]).count("1"))
    cell = cage.cells[0]
    digit = DIGITS_IN[ALL_DIGITS & ~work.candidates[cell]][0]
    answer = why_not(work, cell, digit)
    assert answer.verdict == CAGE_SUM and answer.step is None
    said = {lang: renderer(lang)(why_verdict(answer, work)) for lang in ("en", "de", "fr", "ja")}
    assert said["en"].startswith("No combination that can still make the sum of the ")
    assert all(str(cage.total) in text and "{" not in text for text in said.values())


def test_cage_options_strike_the_sets_a_placed_digit_or_the_candidates_rule_out() -> None:
    from engine import cage_options, solve

    work = _builtin("killer-1")
    solution = solve(work.values, work.variant)
    assert solution is not None
    cage = next(k for k in work.variant.cages
                if len(k.cells) == 3 and len(sum_combinations(k.total, 3)) > 2)
    options = cage_options(work, cage)
    assert [m for m, _ in options] == list(sum_combinations(cage.total, 3))
    assert all(possible for _, possible in options)  # nothing placed, every digit there
    work.place(cage.cells[0], solution[cage.cells[0]])
    bit = 1 << (solution[cage.cells[0]] - 1)
    for m, possible in cage_options(work, cage):
        if not m & bit:
            assert not possible
    truth = 0
    for c in cage.cells:
        truth |= 1 << (solution[c] - 1)
    assert dict(cage_options(work, cage))[truth]
