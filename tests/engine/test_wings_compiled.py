"""The compiled WXYZ-Wing search (engine/compiled/_wings.c) against the Python one: the same
wings, in the same order, with the same words, along real solves of every variant."""

from __future__ import annotations

import pytest
from solves import positions_along_solves, variant_positions

from engine import Grid
from engine.memo import clear_all
from engine.techniques import wings

COMPILED = wings._wings

pytestmark = pytest.mark.skipif(
    COMPILED is None,
    reason="engine.compiled._wings is not built (no C compiler at setup) "
    "or SUDOKU_PURE_PYTHON is set",
)


def wxyz_view(position: Grid) -> list[tuple]:
    return [(s.eliminations, s.explanation) for s in wings.wxyz_wing(position.copy())]


def test_compiled_wxyz_wings_are_the_python_ones(monkeypatch) -> None:
    clear_all()
    found = 0
    for position in (*positions_along_solves(4, every=1), *variant_positions(every=2)):
        fast = wxyz_view(position)
        monkeypatch.setattr(wings, "_wings", None)
        assert wxyz_view(position) == fast
        monkeypatch.setattr(wings, "_wings", COMPILED)
        found += len(fast)
    assert found > 20


def test_malformed_input_is_refused_not_crashed() -> None:
    peers = (0,) * 81
    with pytest.raises(ValueError):
        COMPILED.wxyz([0] * 80, peers, [0] * 10)
    with pytest.raises(ValueError):
        COMPILED.wxyz([512] * 81, peers, [0] * 10)
    with pytest.raises(TypeError):
        COMPILED.wxyz([0] * 81, list(peers), [0] * 10)
    assert COMPILED.wxyz([0] * 81, peers, [0] * 10) == []
