"""The compiled finned and sashimi fish search (engine/compiled/_fish.c) against the Python one:
the same fish, in the same order, for every digit's line masks along real solves and
for random masks, and the same steps with the same words."""

from __future__ import annotations

import random

import pytest
from solves import positions_along_solves, variant_positions

from engine import Grid
from engine.memo import clear_all
from engine.techniques import fish

COMPILED = fish._fish

pytestmark = pytest.mark.skipif(
    COMPILED is None,
    reason="engine.compiled._fish is not built (no C compiler at setup) "
    "or SUDOKU_PURE_PYTHON is set",
)

FINNED_RUNGS = [fish.finned_fish(n, sashimi) for n in (2, 3, 4) for sashimi in (False, True)]


def test_compiled_fish_are_the_python_ones_on_every_digit_of_real_solves() -> None:
    found = 0
    for position in (*positions_along_solves(4, every=1), *variant_positions(every=2)):
        for by_line in fish.fish_lines(position):
            for masks in by_line[1:]:
                for n in (2, 3, 4):
                    fast = COMPILED.finned(masks, n)
                    assert fast == list(fish._finned_in(masks, n))
                    found += len(fast)
    assert found > 500


def test_compiled_fish_are_the_python_ones_on_random_masks() -> None:
    rng = random.Random(5)
    found = 0
    for _ in range(3000):
        masks = tuple(
            rng.choice((0, rng.randrange(512), rng.randrange(512) & 0o707)) for _ in range(9)
        )
        for n in (2, 3, 4):
            fast = COMPILED.finned(masks, n)
            assert fast == list(fish._finned_in(masks, n)), masks
            found += len(fast)
    assert found > 500


def steps_view(position: Grid) -> list[tuple]:
    clear_all()  # the quiet digits noted by one run would spare the other its search
    return [
        (s.technique, s.eliminations, s.explanation)
        for f in FINNED_RUNGS
        for s in f(position.copy())
    ]


def test_finned_rungs_take_the_same_steps_compiled_or_not(monkeypatch) -> None:
    found = 0
    for position in positions_along_solves(3, every=2):
        fast = steps_view(position)
        monkeypatch.setattr(fish, "_fish", None)
        assert steps_view(position) == fast
        monkeypatch.setattr(fish, "_fish", COMPILED)
        found += len(fast)
    assert found > 20


def test_malformed_input_is_refused_not_crashed() -> None:
    with pytest.raises(ValueError):
        COMPILED.finned((0,) * 8, 2)  # nine lines
    with pytest.raises(ValueError):
        COMPILED.finned((0,) * 9, 5)  # two to four base lines
    with pytest.raises(ValueError):
        COMPILED.finned((512,) * 9, 2)  # nine bits a line
    with pytest.raises(TypeError):
        COMPILED.finned([0] * 9, 2)  # a tuple, as fish_lines makes them
    assert COMPILED.finned((0,) * 9, 3) == []
