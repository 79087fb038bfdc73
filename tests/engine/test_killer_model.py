"""Killer cages as units: the model (engine/houses.py, engine/cages.py)."""

import pytest

from engine.bits import digits_of
from engine.grid import Grid
from engine.rules.cages import CAGE_SYMBOLS, killer_from_map, read_killer, sum_combinations
from engine.rules.houses import LayoutError, variant_named

SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
VALUES = [int(ch) for ch in SOLUTION]
# Each row cut into three cages of three cells, with the solution's sums.
ROW_THIRDS = "".join(CAGE_SYMBOLS[r * 3 + c // 3] for r in range(9) for c in range(9))
THIRD_SUMS = [sum(VALUES[r * 9 + k * 3 : r * 9 + k * 3 + 3]) for r in range(9) for k in range(3)]


def test_sum_combinations_are_the_digit_sets_of_a_sum() -> None:
    assert [digits_of(m) for m in sum_combinations(13, 2)] == [(4, 9), (5, 8), (6, 7)]
    assert [digits_of(m) for m in sum_combinations(6, 3)] == [(1, 2, 3)]
    assert sum_combinations(45, 9) and not sum_combinations(5, 3)


def test_a_cage_is_a_unit_its_cells_see_each_other() -> None:
    killer = killer_from_map(ROW_THIRDS, THIRD_SUMS)
    cage = killer.cage_at(10)
    assert cage is not None and cage.cells == (9, 10, 11) and cage.total == THIRD_SUMS[3]
    assert killer.sees(9, 11) and cage in killer.units and cage not in killer.houses
    grid = Grid([0] * 9 + [VALUES[9]] + [0] * 71, variant=killer)
    assert not grid.candidates[10] >> (VALUES[9] - 1) & 1
    assert variant_named(killer.name) is killer
    assert killer.kind == "killer" and killer.title == "Killer"


def test_the_killer_form_round_trips_and_refuses_with_a_reason() -> None:
    text = f"killer:{ROW_THIRDS}:{','.join(map(str, THIRD_SUMS))}"
    variant, givens = read_killer(text)
    assert givens is None and len(variant.cages) == 27
    with pytest.raises(LayoutError, match="r1c1 is in no cage"):
        killer_from_map("." + ROW_THIRDS[1:], THIRD_SUMS)
    with pytest.raises(LayoutError, match="27 cages but 26 sums"):
        killer_from_map(ROW_THIRDS, THIRD_SUMS[:-1])
    with pytest.raises(LayoutError, match="must make 405"):
        killer_from_map(ROW_THIRDS, [THIRD_SUMS[0] + 1] + THIRD_SUMS[1:])
    with pytest.raises(LayoutError, match="cannot add up to 25"):
        killer_from_map(ROW_THIRDS, [25] + THIRD_SUMS[1:])
    # Row 1 as 0 1 0 0 1 1 2 2 2: cage "0" is r1c1 and r1c3-r1c4, not joined.
    tangled = "010011222" + ROW_THIRDS[9:]
    with pytest.raises(LayoutError, match="cage '0' .with r1c1. is not connected"):
        killer_from_map(tangled, THIRD_SUMS)
