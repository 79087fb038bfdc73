"""Parity sums and house sums (engine/techniques/parity_sums.py, house_sums.py): houses,
arrows and little killers read modulo 2, and a house filled whole with the elements
meeting it. On 'Eddies' (tests/data/sudokutools_dots.json, see
tests/data/sudokutools_README.md), where every earlier rung stalls on the empty grid, the
first finds the break-in a strong solver finds, and with the second (also asked by the
rule forcing nets) the ladder solves it without the trial; on random arrows and little
killers true to a random grid, with random candidates left, neither removes a solution's
digit."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from rules_grids import arrow
from sums_grids import grid_of, little_killers

from engine import CLASSIC, LADDER, Grid, solve_path, variant_named, with_rules
from engine.explain import renderer
from engine.puzzle_links import read_link
from engine.techniques.house_sums import house_sums
from engine.techniques.parity_sums import parity_sums

DATA = Path(__file__).resolve().parent.parent / "data"
EDDIES = 24  # its index in ../shared/puzzles/variants/sudokutools_37.json
BEFORE = tuple(LADDER[: [t.id for t in LADDER].index("parity-sums")])
ODD, EVEN = {1, 3, 5, 7, 9}, {2, 4, 6, 8}


UNIQUENESS = {"bug-plus-1", "hidden-rectangle", "avoidable-rectangle-1",
              "avoidable-rectangle-2", *(f"unique-rectangle-{n}" for n in range(1, 7))}
NO_TRIAL = tuple(t for t in LADDER if t.id not in UNIQUENESS and t.id != "verified-trial")


def _eddies() -> tuple[Grid, list[int]]:
    entry = next(e for e in json.loads((DATA / "sudokutools_dots.json").read_text("utf-8"))
                 if e["index"] == EDDIES)
    linked = read_link(entry["fpuzzles"])
    givens = [0 if ch == "." else int(ch) for ch in linked.givens]
    grid = Grid(givens, variant=variant_named(linked.variant), unique=True)
    return grid, [int(c) for c in entry["solution"]]


def _eddies_stall() -> tuple[Grid, list[int]]:
    grid, solution = _eddies()
    result = solve_path(grid, BEFORE)
    assert not result.solved
    return result.grid, solution


def test_eddies_middle_box_has_its_fifth_odd_digit_in_its_centre() -> None:
    # Row 5 and column 5 each hold two arrows whole (even sums), so r5c4+r5c5+r5c6 and
    # r4c5+r5c5+r6c5 are odd; box 5's corners are odd cells, so one odd digit is left for
    # its cross, and only its centre makes both sums odd.
    grid, solution = _eddies_stall()
    steps = list(parity_sums(grid))
    assert steps
    for step in steps:
        assert all(solution[c] != d for c, d in step.eliminations), step.eliminations
    removed = {e for step in steps for e in step.eliminations}
    centre_even = {d for d in EVEN if grid.candidates[40] >> (d - 1) & 1}
    assert centre_even and {(40, d) for d in centre_even} <= removed
    for cell in (31, 39, 41, 49):  # its cross's other cells lose every odd digit
        left = {d for d in ODD if grid.candidates[cell] >> (d - 1) & 1}
        assert left and {(cell, d) for d in left} <= removed


def test_eddies_is_solved_without_the_trial_and_every_step_holds() -> None:
    grid, solution = _eddies()
    result = solve_path(grid, NO_TRIAL)
    assert result.solved
    for step in result.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step.technique
        assert all(solution[c] == d for c, d in step.placements), step.technique
    assert {"parity-sums", "house-sums"} <= {step.technique for step in result.steps}


def _house_sums_step(grid: Grid):
    return next(house_sums(solve_path(grid, BEFORE + (LADDER[len(BEFORE)],)).grid))


@pytest.mark.parametrize("lang", ["en", "de", "fr", "ja"])
@pytest.mark.parametrize("technique", ["parity-sums", "house-sums"])
def test_the_sums_are_told_in_every_language(lang: str, technique: str) -> None:
    grid, _ = _eddies_stall()
    step = next(parity_sums(grid)) if technique == "parity-sums" else _house_sums_step(grid)
    say = renderer(lang)
    lines = [say(step.summary), *(say(line) for line in step.proof), say(step.nudge_reason)]
    for text in lines:
        assert text and "{" not in text and technique not in text, text
    if lang == "en" and technique == "parity-sums":
        told = " ".join(lines)
        assert "Parity Sums" in told and "45" in told and "twice the circle" in told
    if lang == "en" and technique == "house-sums":
        told = " ".join(lines)
        assert "House Sums" in told and "the arrow at r" in told


def _random_position(seed: int) -> tuple[Grid, list[int]]:
    """Arrows and little killers true to a random grid; each cell keeps its solution's
    digit and a random few others, a third of them only digits of its own parity."""
    rng = random.Random(seed)
    solution = grid_of(seed)
    elements = [arrow(solution, rng, pill=rng.choice((1, 1, 1, 2))) for _ in range(8)]
    elements += little_killers(solution, rng, 4)
    grid = Grid([0] * 81, variant=with_rules(CLASSIC, elements))
    for cell in range(81):
        same = ODD if solution[cell] in ODD else EVEN
        pool = same if rng.random() < 0.35 else ODD | EVEN
        keep = {solution[cell], *rng.sample(sorted(pool), rng.randint(0, len(pool) - 1))}
        for d in range(1, 10):
            if d not in keep:
                grid.exclude(cell, d)
    return grid, solution


@pytest.mark.parametrize("finder", [parity_sums, house_sums])
def test_the_sums_keep_every_solution_digit_on_random_arrows_and_little_killers(finder
                                                                             ) -> None:
    fired = 0
    for seed in range(60):
        grid, solution = _random_position(seed)
        for step in finder(grid):
            fired += 1
            assert all(solution[c] != d for c, d in step.eliminations), (seed, step)
    assert fired >= 10  # the test sees the technique at work, not only its silence


def test_classic_grids_and_rules_without_sums_never_reach_it() -> None:
    assert list(parity_sums(Grid([0] * 81))) == []
    assert list(house_sums(Grid([0] * 81))) == []
