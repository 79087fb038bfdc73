"""The compiled singles' scans (engine/compiled/_singles.c) against the Python ones: the same
lone cells and hidden singles in the same order, and the same full house and hidden
single steps, along real solves of every variant (whose extra houses take part)."""

from __future__ import annotations

import pytest
from solves import positions_along_solves, variant_positions

from engine.techniques import singles

COMPILED = singles._singles

pytestmark = pytest.mark.skipif(
    COMPILED is None,
    reason="engine.compiled._singles is not built (no C compiler at setup) "
    "or SUDOKU_PURE_PYTHON is set",
)


def view(position) -> tuple:  # noqa: ANN001
    return (
        singles._lone_cells(position),
        list(singles._hidden_singles(position)),
        [s.explanation for s in singles.full_house(position)],
        [s.explanation for s in singles.hidden_single(position)],
    )


def test_compiled_scans_are_the_python_ones_along_real_solves(monkeypatch) -> None:
    lone = hidden = 0
    for position in (*positions_along_solves(4, every=1), *variant_positions(every=1)):
        fast = view(position)
        monkeypatch.setattr(singles, "_singles", None)
        assert view(position) == fast
        monkeypatch.setattr(singles, "_singles", COMPILED)
        lone += len(fast[0])
        hidden += len(fast[1])
    assert lone > 20 and hidden > 500


def test_malformed_input_is_refused_not_crashed() -> None:
    with pytest.raises(ValueError):
        COMPILED.Houses((0, 1), ((0, 1),), (True, False))  # cells for every house
    with pytest.raises(ValueError):
        COMPILED.Houses((0,), (tuple(range(10)),), (True,))  # nine cells at most
    with pytest.raises(ValueError):
        COMPILED.Houses((0,), ((81,),), (True,))  # no cell 81
    with pytest.raises(ValueError):
        COMPILED.Houses((1,), ((0,),), (True,))  # no house 1
    with pytest.raises(TypeError):
        COMPILED.Houses([0], [(0,)], [True])  # tuples
    houses = COMPILED.Houses((1, 0), ((0, 1, 2), (3, 4)), (True, False))
    with pytest.raises(ValueError):
        houses.lone_cells([0] * 9)  # ten digit planes
    with pytest.raises(ValueError):
        houses.hidden([0] * 80)  # 81 cells
    # Digit 1 fits cells 0 and 4 only: house 1 (cells 3, 4) comes first, with one open cell.
    assert houses.lone_cells([0, 0b10001] + [0] * 8) == [(1, 4), (0, 0)]
    cands = [0b11, 0b10, 0b10, 0, 0b101] + [0] * 76  # 1 has one place in each house
    assert houses.hidden(cands) == [(1, 4, 1), (1, 4, 3), (0, 0, 1)]
