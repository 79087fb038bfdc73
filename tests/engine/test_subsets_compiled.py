"""The compiled subset searches (engine/compiled/_subsets.c) against the Python ones: the same
naked, hidden and locked pairs, triples and quads, in the same order, and the same
steps, along real solves of every variant."""

from __future__ import annotations

import pytest
from solves import positions_along_solves, variant_positions

from engine.memo import clear_all
from engine.techniques import subsets

COMPILED = subsets._subsets

pytestmark = pytest.mark.skipif(
    COMPILED is None,
    reason="engine.compiled._subsets is not built (no C compiler at setup) "
    "or SUDOKU_PURE_PYTHON is set",
)

SEARCHES = (subsets._naked_found, subsets._hidden_found, subsets._locked_found)
FINDERS = (subsets._naked, subsets._hidden, subsets._locked)


def view(position) -> list:  # noqa: ANN001
    clear_all()  # the Python views note the houses searched in vain
    found = [list(search(position.copy(), n)) for search in SEARCHES for n in (2, 3, 4)]
    steps = [
        [s.explanation for s in finder(position.copy(), n)] for finder in FINDERS for n in (2, 3, 4)
    ]
    return [found, steps]


def test_compiled_subsets_are_the_python_ones_along_real_solves(monkeypatch) -> None:
    found = [0, 0, 0]
    for position in (*positions_along_solves(4, every=1), *variant_positions(every=1)):
        fast = view(position)
        monkeypatch.setattr(subsets, "_subsets", None)
        assert view(position) == fast
        monkeypatch.setattr(subsets, "_subsets", COMPILED)
        for kind in range(3):
            found[kind] += sum(len(f) for f in fast[0][3 * kind : 3 * kind + 3])
    naked, hidden, locked = found
    assert naked > 300 and hidden > 300 and locked > 20


def test_malformed_input_is_refused_not_crashed() -> None:
    with pytest.raises(ValueError):
        COMPILED.Houses((0, 1), ((0, 1),), (True, False))  # cells for every house
    houses = COMPILED.Houses((0,), ((0, 1, 2, 3),), (True,))
    for search in (houses.naked, houses.hidden, houses.locked):
        with pytest.raises(ValueError):
            search([0] * 80, 2)  # 81 cells
        with pytest.raises(ValueError):
            search([0] * 81, 5)  # two to four
        with pytest.raises(ValueError):
            search([512] * 81, 2)  # nine digits
    # Cells 0 and 1 hold {1, 2}: a naked pair clearing 1 and 2 from cells 2 and 3.
    cands = [0b11, 0b11, 0b111, 0b1101] + [0] * 77
    assert houses.naked(cands, 2) == [(0, (0, 1), 0b11, ((2, 1), (2, 2), (3, 1)))]
    assert houses.hidden(cands, 2) == []  # only 3 has two places
    # 1 and 2 fit cells 0 and 1 only: a hidden pair there, which loses 5 and 6.
    cands = [0b10011, 0b100011, 0b110000, 0b110100] + [0] * 77
    assert houses.hidden(cands, 2) == [(0, (1, 2), (0, 1), ((0, 5), (1, 6)))]
