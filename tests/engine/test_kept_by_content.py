"""Results kept across positions by the content they depend on (engine.memo).

A kept answer must be the answer a fresh search gives: walked along real solves,
every position is asked twice, once with what earlier positions left in the
memos and once with the memos emptied, and the two must agree.
"""

from __future__ import annotations

from pathlib import Path

from engine import CLASSIC, X_SUDOKU, Grid, apply_step, next_step, parse
from engine.als import almost_locked_sets
from engine.memo import ContentMemo, clear_all
from engine.techniques import LADDER
from engine.techniques.sue_de_coq import sue_de_coq

# The rungs that look at one digit's places at a time (engine.memo.QuietDigits).
ONE_DIGIT = tuple(
    t
    for t in LADDER
    if t.id.endswith(("x-wing", "swordfish", "jellyfish", "colours-trap", "colours-wrap"))
    or t.id in ("skyscraper", "two-string-kite", "turbot-fish", "empty-rectangle", "x-chain")
    or t.id.startswith("multi-colours")
)

DATA = Path(__file__).resolve().parent.parent / "data"


def hardest(count: int) -> list[Grid]:
    lines = (DATA / "magictour_top1465_20.txt").read_text().splitlines()[:count]
    grids = []
    for line in lines:
        grid = parse(line.split()[0])
        grid.unique = True
        grids.append(grid)
    return grids


def als_view(grid: Grid) -> list[tuple]:
    return [
        (a.index, a.cells, a.digits, a.house, tuple(a.cells_with), tuple(a.sees_all))
        for a in almost_locked_sets(grid)
    ]


def sdc_view(grid: Grid) -> list[tuple]:
    return [(s.eliminations, s.explanation) for s in sue_de_coq(grid)]


def positions_along_solves(count: int, every: int = 1) -> list[Grid]:
    out = []
    for grid in hardest(count):
        work = grid.copy()
        i = 0
        while not all(work.values):
            step = next_step(work)
            assert step is not None
            if i % every == 0:
                out.append(work.copy())
            apply_step(work, step)
            i += 1
    return out


def test_kept_answers_are_fresh_answers_along_real_solves() -> None:
    clear_all()
    checked = 0
    for position in positions_along_solves(3, every=2):
        kept_als, kept_sdc = als_view(position.copy()), sdc_view(position.copy())
        clear_all()
        assert als_view(position.copy()) == kept_als
        assert sdc_view(position.copy()) == kept_sdc
        checked += bool(kept_als)
        # leave this position's answers in the memos for the next one
    assert checked > 20


def one_digit_view(grid: Grid) -> list[tuple]:
    return [
        (s.technique, s.placements, s.eliminations, s.explanation)
        for t in ONE_DIGIT
        for s in t.finder(grid.copy())
    ]


def test_one_digit_rungs_skip_only_digits_that_have_nothing() -> None:
    assert len(ONE_DIGIT) == 18
    clear_all()
    found = 0
    for position in positions_along_solves(3, every=3):
        kept = one_digit_view(position)
        clear_all()
        assert one_digit_view(position) == kept
        found += len(kept)
    assert found > 50


def test_a_changed_cell_is_a_new_question() -> None:
    clear_all()
    grid = positions_along_solves(1, every=1000)[0]
    before = als_view(grid.copy())
    cell = next(c for c in range(81) if grid.candidates[c].bit_count() >= 3)
    digit = grid.candidates[cell].bit_length()
    changed = grid.copy()
    changed.exclude(cell, digit)
    after = als_view(changed.copy())
    clear_all()
    assert after == als_view(changed.copy())
    assert after != before


def test_the_variant_is_part_of_the_question() -> None:
    """The same marks in Classic and X-Sudoku: a set on the diagonal sees more cells
    there, so what Classic kept must not answer for X-Sudoku."""
    exclusions = [0] * 81
    exclusions[0] = 0x1FC  # r1c1 {1,2}
    exclusions[10] = 0x1F8  # r2c2 {1,2,3}
    exclusions[1] = 0x1F9  # r1c2 {2,3}
    classic = Grid([0] * 81, 0, exclusions, CLASSIC)
    x = Grid([0] * 81, 0, exclusions, X_SUDOKU)
    assert classic.candidates == x.candidates
    clear_all()
    classic_sets = als_view(classic)
    kept_x_sets = als_view(x)
    clear_all()
    assert als_view(Grid([0] * 81, 0, exclusions, X_SUDOKU)) == kept_x_sets
    in_row_1 = {s[1]: s[5] for s in classic_sets if s[3] == 0}
    x_in_row_1 = {s[1]: s[5] for s in kept_x_sets if s[3] == 0}
    assert in_row_1.keys() == x_in_row_1.keys()
    assert in_row_1 != x_in_row_1  # r1c1 sees the main diagonal in X-Sudoku


def test_a_full_memo_starts_again() -> None:
    memo: ContentMemo[int] = ContentMemo("test", limit=3)
    for key in range(3):
        memo.put(key, key * 10)
    assert len(memo) == 3 and memo.get(2) == 20
    memo.put(3, 30)
    assert len(memo) == 1 and memo.get(0) is None and memo.get(3) == 30
