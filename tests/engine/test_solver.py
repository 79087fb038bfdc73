"""The solving loop, applying and undoing steps, and the Stepper (forward, back, run, reset)."""

from __future__ import annotations

from dataclasses import fields

from board_text import EASY_1, EASY_1_SOLUTION, cell

from engine import (
    LADDER,
    Change,
    Grid,
    Step,
    Stepper,
    all_steps,
    analysis_listing,
    apply_step,
    next_step,
    parse,
    solve_path,
    undo_change,
)
from engine.techniques import EASY, TIERS

SINGLES = tuple(t for t in LADDER if t.tier == EASY)


def solution_less(*names: str) -> Grid:
    values = [int(ch) for ch in EASY_1_SOLUTION]
    for name in names:
        values[cell(name)] = 0
    return Grid(values)


def state(grid: Grid) -> tuple:
    return (list(grid.values), grid.givens, list(grid.exclusions), list(grid.candidates))


# ----- the ladder and the loop --------------------------------------------------


def test_ladder_ids_are_unique_kebab_case_and_tiers_are_ordered() -> None:
    ids = [t.id for t in LADDER]
    assert len(set(ids)) == len(ids)
    assert all(i == i.lower() and " " not in i for i in ids)
    assert ids[:3] == ["full-house", "naked-single", "hidden-single"]
    ranks = [TIERS.index(t.tier) for t in LADDER]
    assert ranks == sorted(ranks)


def test_next_step_takes_the_easiest_technique() -> None:
    # The solution less r5c5: a full house (box 5) and a naked single in one
    # cell. Full house comes first on the ladder.
    grid = solution_less("r5c5")
    step = next_step(grid)
    assert step is not None
    assert step.technique == "full-house" and step.placements == ((cell("r5c5"), 9),)


def test_next_step_is_none_when_nothing_applies() -> None:
    assert next_step(Grid([0] * 81), SINGLES) is None


def test_all_steps_groups_by_technique_in_ladder_order() -> None:
    found = all_steps(solution_less("r5c5"))
    assert list(found) == ["full-house", "naked-single"]
    assert [s.placements for s in found["naked-single"]] == [((cell("r5c5"), 9),)]


def test_analysis_listing() -> None:
    assert analysis_listing(solution_less("r5c5")) == "[FH](1) {r5c5=9}\n[NS](1) {r5c5=9}"


def test_solve_path_solves_an_easy_puzzle_without_touching_the_input() -> None:
    grid = parse(EASY_1)
    before = grid.copy()
    result = solve_path(grid)
    assert grid == before
    assert result.solved
    assert result.grid.values == [int(ch) for ch in EASY_1_SOLUTION]
    # Every step is a real step: it places or removes something.
    assert all(s.placements or s.eliminations for s in result.steps)
    assert all(isinstance(s, Step) for s in result.steps)


def test_solve_path_reports_stuck_instead_of_guessing() -> None:
    # An empty grid with 5 kept in box 1 only at r1c1, r1c2: singles find
    # nothing, so the singles-only ladder stops at once with nothing filled.
    grid = Grid([0] * 81)
    for name in ("r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"):
        grid.exclude(cell(name), 5)
    result = solve_path(grid, SINGLES)
    assert result.steps == [] and not result.solved
    assert result.grid == grid


def test_solve_path_stops_at_max_steps() -> None:
    result = solve_path(parse(EASY_1), max_steps=5)
    assert len(result.steps) == 5 and not result.solved


# ----- applying and undoing -----------------------------------------------------


def test_apply_then_undo_restores_exactly() -> None:
    grid = parse(EASY_1)
    grid.exclude(cell("r1c1"), 4)  # a player's pencil-mark removal, kept through it all
    before = state(grid)
    for _ in range(12):
        step = next_step(grid)
        assert step is not None
        copy = grid.copy()
        change = apply_step(grid, step)
        assert state(grid) != state(copy)
        undo_change(grid, change)
        assert state(grid) == state(copy)
        apply_step(grid, step)
    # Twelve steps on, the player's exclusion is still there and nothing else was lost.
    assert state(grid) != before
    assert grid.exclusions[cell("r1c1")] >> 3 & 1


def test_undo_keeps_an_exclusion_that_was_there_before_the_step() -> None:
    grid = parse(EASY_1)
    # r1c1 is {1,2,4}; the player already struck the 4.
    grid.exclude(cell("r1c1"), 4)
    step = Step("made-up", eliminations=((cell("r1c1"), 2), (cell("r1c1"), 4)))
    change = apply_step(grid, step)
    assert change.excluded == ((cell("r1c1"), 2),)
    undo_change(grid, change)
    assert grid.exclusions[cell("r1c1")] == 1 << 3  # the 4 is still struck


def test_apply_skips_a_placement_in_a_filled_cell() -> None:
    grid = parse(EASY_1)
    change = apply_step(grid, Step("made-up", placements=((cell("r1c2"), 5),)))
    assert change.placed == ()
    undo_change(grid, change)
    assert grid.values[cell("r1c2")] == 5


# ----- the Stepper ---------------------------------------------------------------


def test_stepper_forward_applies_the_next_step_and_back_takes_it_back() -> None:
    start = parse(EASY_1)
    stepper = Stepper(start.copy())
    expected = next_step(start)
    step = stepper.forward()
    assert step == expected
    assert stepper.grid.values[step.placements[0][0]] == step.placements[0][1]
    assert len(stepper.history) == 1
    assert stepper.back() == step
    assert stepper.grid == start and stepper.history == []
    assert stepper.back() is None


def test_stepper_run_then_reset_returns_to_the_start_exactly() -> None:
    start = parse(EASY_1)
    start.exclude(cell("r1c1"), 4)  # exclusions from before the run survive reset
    stepper = Stepper(start.copy())
    taken = stepper.run()
    assert stepper.grid.is_solved()
    assert stepper.grid.values == [int(ch) for ch in EASY_1_SOLUTION]
    assert [c.step for c in stepper.history] == taken
    assert stepper.forward() is None  # nothing left to do
    stepper.reset()
    assert stepper.history == []
    assert stepper.grid == start
    assert stepper.grid.candidates == Grid(start.values, start.givens, start.exclusions).candidates


def test_stepper_history_holds_changes_not_grids() -> None:
    stepper = Stepper(parse(EASY_1))
    for _ in range(5):
        stepper.forward()
    assert all(isinstance(c, Change) for c in stepper.history)
    for change in stepper.history:
        for f in fields(change):
            assert not isinstance(getattr(change, f.name), Grid)
    # A placement step records the one cell it filled.
    first = stepper.history[0]
    assert first.placed == tuple(c for c, _ in first.step.placements)


def test_stepper_back_and_forward_again_replays_the_same_step() -> None:
    stepper = Stepper(parse(EASY_1))
    for _ in range(3):
        stepper.forward()
    third = stepper.history[-1].step
    stepper.back()
    assert stepper.forward() == third


def test_stepper_path_matches_solve_path() -> None:
    grid = parse(EASY_1)
    assert Stepper(grid.copy()).run() == solve_path(grid).steps
