"""The ALS finders' quick ways of saying "nothing here", checked against the long way
on real positions: each may only skip work that would have found nothing."""

from __future__ import annotations

from solves import positions_along_solves

from engine.almost_locked_sets import (
    almost_locked_sets,
    chain_reach,
    rcc_digits,
    restricted_commons,
    unpack,
)
from engine.bits import DIGITS_IN, cells_of
from engine.techniques import als_chains as als_techniques

POSITIONS = positions_along_solves(3, every=3)


def test_restricted_commons_are_every_pair_with_one() -> None:
    checked = 0
    for grid in POSITIONS:
        sets = almost_locked_sets(grid)
        every_pair = {
            (a.index, b.index, rcc_digits(grid, a, b))
            for i, a in enumerate(sets)
            for b in sets[i + 1 :]
            if rcc_digits(grid, a, b)
        }
        assert set(restricted_commons(grid).pairs) == every_pair
        checked += len(every_pair)
    assert checked > 1000


def test_singly_linked_als_xz_removes_only_what_the_walk_reaches_in_one_common() -> None:
    # als_xz skips the singly linked pairs when the walk's first step reaches nothing.
    removable = 0
    for grid in POSITIONS:
        sets = almost_locked_sets(grid)
        positions = grid.positions
        removed = set()
        for i, j, common in restricted_commons(grid).pairs:
            if common.bit_count() != 1:
                continue
            a, b = sets[i], sets[j]
            for z in DIGITS_IN[a.digits & b.digits & ~common]:
                gone = a.sees_all[z] & b.sees_all[z] & positions[z]
                removed.update((c, z) for c in cells_of(gone))
        assert removed <= set(unpack(chain_reach(grid).first(1)))
        removable += bool(removed)
    assert removable > 5


def test_a_stem_passed_over_has_no_death_blossom() -> None:
    skipped = 0
    for grid in POSITIONS:
        cands, positions = grid.candidates, grid.positions
        petals = als_techniques._petals(cands, positions, almost_locked_sets(grid))
        for stem, per_digit in petals.items():
            stem_digits = DIGITS_IN[cands[stem]]
            if any(not per_digit[d] for d in stem_digits):
                continue
            if als_techniques._may_remove(positions, cands[stem], stem_digits, per_digit):
                continue
            skipped += 1
            assert not list(als_techniques._blossoms(grid, stem, stem_digits, per_digit))
    assert skipped > 100
