"""The compiled locked candidates search (engine/compiled/_intersections.c) against the Python
one: the same findings in the same order, pointing and claiming, along real solves of
every variant (X-Sudoku's diagonals and Colour Sudoku's groups meet boxes and lines too)."""

from __future__ import annotations

import pytest
from solves import positions_along_solves, variant_positions

from engine.techniques import intersections

COMPILED = intersections._intersections

pytestmark = pytest.mark.skipif(
    COMPILED is None,
    reason="engine.compiled._intersections is not built (no C compiler at setup) "
    "or SUDOKU_PURE_PYTHON is set",
)


def test_compiled_findings_are_the_python_ones_along_real_solves(monkeypatch) -> None:
    found = 0
    for position in (*positions_along_solves(4, every=1), *variant_positions(every=1)):
        for from_box in (True, False):
            fast = list(intersections._findings(position, from_box))
            steps = [s.explanation for s in intersections._locked(position, from_box)]
            monkeypatch.setattr(intersections, "_intersections", None)
            assert list(intersections._findings(position, from_box)) == fast
            assert [s.explanation for s in intersections._locked(position, from_box)] == steps
            monkeypatch.setattr(intersections, "_intersections", COMPILED)
            found += len(fast)
    assert found > 200


def test_malformed_input_is_refused_not_crashed() -> None:
    with pytest.raises(ValueError):
        COMPILED.Meeting((1, 2), (True,))  # a box flag per house
    with pytest.raises(TypeError):
        COMPILED.Meeting([1], [True])  # tuples, as the variant's houses give them
    with pytest.raises(OverflowError):
        COMPILED.Meeting((1 << 130,), (True,))  # past two words
    meeting = COMPILED.Meeting((0b111, 0b11), (True, False))
    with pytest.raises(ValueError):
        meeting.locked([0] * 9, True)  # ten digit planes
    with pytest.raises(TypeError):
        meeting.locked([0] + ["x"] * 9, True)
    # The line (cells 0, 1) holds its 1s inside the box (cells 0-2): the box's cell 2 loses it.
    assert meeting.locked([0, 0b111] + [0] * 8, False) == [(1, 0, 1, 0b11, 0b100)]
    assert meeting.locked([0, 0b111] + [0] * 8, True) == []  # the box's 1s leave the line
