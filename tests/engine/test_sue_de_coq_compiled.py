"""The compiled Sue de Coq search of one box and one line (engine/compiled/_sue_de_coq.c)
against the Python one: the same patterns in the same order, box by line, along real
solves of every variant, and the same steps."""

from __future__ import annotations

import pytest
from solves import positions_along_solves, variant_positions

from engine import Grid
from engine.memo import clear_all
from engine.techniques import sue_de_coq

COMPILED = sue_de_coq._sue_de_coq

pytestmark = pytest.mark.skipif(
    COMPILED is None,
    reason="engine.compiled._sue_de_coq is not built (no C compiler at setup) "
    "or SUDOKU_PURE_PYTHON is set",
)


def every_pair(position: Grid) -> list[tuple]:
    """(box, line, Python patterns, compiled patterns) for every box and line crossing
    it in two or more empty cells."""
    cands = position.candidates
    houses = position.variant.houses
    out = []
    for b, box in enumerate(houses):
        if not box.is_box:
            continue
        box_empty = box.mask & sue_de_coq._empty_mask(cands, box.cells)
        for n, line in enumerate(houses):
            inter = box_empty & line.mask
            if not line.is_line or inter.bit_count() < 2:
                continue
            python = tuple(sue_de_coq._pair_patterns(cands, b, box, box_empty, n, line, inter))
            fast = tuple(COMPILED.pair_patterns(cands, b, box.mask, n, line.mask))
            out.append((b, n, python, fast))
    return out


def test_compiled_patterns_are_the_python_ones_box_by_line() -> None:
    found = 0
    for position in (*positions_along_solves(4, every=1), *variant_positions(every=2)):
        for _b, _n, python, fast in every_pair(position):
            assert fast == python
            found += len(python)
    assert found > 50


def test_sue_de_coq_steps_are_the_same_compiled_or_not(monkeypatch) -> None:
    found = 0
    for position in positions_along_solves(3, every=2):
        clear_all()
        fast = [(s.eliminations, s.explanation) for s in sue_de_coq.sue_de_coq(position.copy())]
        monkeypatch.setattr(sue_de_coq, "_sue_de_coq", None)
        clear_all()
        python = [(s.eliminations, s.explanation) for s in sue_de_coq.sue_de_coq(position.copy())]
        monkeypatch.setattr(sue_de_coq, "_sue_de_coq", COMPILED)
        assert fast == python
        found += len(fast)
    assert found > 5


def test_malformed_input_is_refused_not_crashed() -> None:
    with pytest.raises(ValueError):
        COMPILED.pair_patterns([0] * 80, 18, 0, 0, 0)
    with pytest.raises(ValueError):
        COMPILED.pair_patterns([1024] * 81, 18, 0, 0, 0)
    with pytest.raises(TypeError):
        COMPILED.pair_patterns([0] * 81, 18, "box", 0, 0)
    with pytest.raises(ValueError):
        COMPILED.pair_patterns([1] * 81, 18, (1 << 81) - 1, 0, 0b111)  # not a box
    assert COMPILED.pair_patterns([0] * 81, 18, 0b111, 0, 0b111) == []
