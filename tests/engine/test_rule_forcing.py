"""The rule forcing net (engine/techniques/forcing.py, rung "rule-forcing-net"): on published
variant puzzles (tests/data/sudokutools_dots.json, see tests/data/sudokutools_README.md)
that the ladder before it leaves stuck, its steps take the trial's place; each step holds
in the setter's solution and is told in every language; classic grids never see it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import LADDER, Grid, solve, solve_path, variant_named
from engine.explain import renderer
from engine.puzzle_links import read_link
from engine.renban_split import narrow, splits
from engine.techniques.forcing import rule_forcing_net

PUBLISHED = {
    e["index"]: e
    for e in json.loads((Path(__file__).resolve().parent.parent / "data"
                         / "sudokutools_dots.json").read_text(encoding="utf-8"))
}
UNIQUENESS = {"bug-plus-1", "hidden-rectangle", "avoidable-rectangle-1",
              "avoidable-rectangle-2", *(f"unique-rectangle-{n}" for n in range(1, 7))}
NO_TRIAL = tuple(t for t in LADDER if t.id not in UNIQUENESS and t.id != "verified-trial")
# 'Dotween' (between lines, kropki), 'Self-contained' (killer sums, anti-knight),
# 'Knight Moves' (arrows, anti-knight) and '159' (renbans: a house split among them)
# needed the trial before the rule forcing net.
DOTWEEN, SELF_CONTAINED, KNIGHT_MOVES, ONE_FIVE_NINE = 16, 4, 28, 26


def _puzzle(index: int) -> tuple[Grid, list[int]]:
    entry = PUBLISHED[index]
    linked = read_link(entry["fpuzzles"])
    givens = [0 if ch == "." else int(ch) for ch in linked.givens]
    grid = Grid(givens, variant=variant_named(linked.variant), unique=True)
    if entry["solution"]:
        return grid, [int(c) for c in entry["solution"]]
    solution = solve(givens, grid.variant, budget=None)  # not given with the puzzle
    assert solution is not None
    return grid, solution


@pytest.mark.parametrize("index", [DOTWEEN, SELF_CONTAINED, KNIGHT_MOVES, ONE_FIVE_NINE])
def test_published_puzzles_are_solved_without_the_trial(index: int) -> None:
    grid, solution = _puzzle(index)
    result = solve_path(grid, NO_TRIAL)
    for step in result.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step.technique
        assert all(solution[c] == d for c, d in step.placements), step.technique
    assert result.solved
    # 'Knight Moves' needs no net since its houses are filled whole with their arrows
    # (house-sums, tests/engine/test_rules_parity_sums.py).
    wanted = "house-sums" if index == KNIGHT_MOVES else "rule-forcing-net"
    assert any(step.technique == wanted for step in result.steps)


def test_without_the_rule_forcing_net_the_ladder_stalls() -> None:
    grid, _ = _puzzle(DOTWEEN)
    result = solve_path(grid, tuple(t for t in NO_TRIAL if t.id != "rule-forcing-net"))
    assert not result.solved


def _first_rule_net_step(index: int):  # noqa: ANN202
    grid, _ = _puzzle(index)
    before = tuple(t for t in NO_TRIAL if t.id != "rule-forcing-net")
    stuck = solve_path(grid, before)
    work = grid.copy()
    from engine.solver import apply_step

    for step in stuck.steps:
        apply_step(work, step)
    return next(rule_forcing_net(work))


@pytest.mark.parametrize("lang", ["en", "de", "fr", "ja"])
def test_a_rule_forcing_net_is_told_in_every_language(lang: str) -> None:
    step = _first_rule_net_step(DOTWEEN)
    say = renderer(lang)
    lines = [say(step.summary), *(say(line) for line in step.proof), say(step.nudge_reason)]
    for text in lines:
        assert text and "{" not in text and "forcing." not in text, text
    if lang == "en":
        told = " ".join(lines)
        assert "Rule Forcing Net" in told
        # A whole element's narrowing, named as the player points at it.
        assert " leaves r" in told and " only " in told
        assert any(word in told for word in ("between line", "dot")), told


def test_classic_grids_never_reach_it() -> None:
    grid = Grid([0] * 81)
    assert list(rule_forcing_net(grid)) == []


def test_a_column_split_among_two_renban_runs_leaves_its_last_cell_1_5_or_9() -> None:
    # Column 1 of '159': r1c1-r4c1 and r6c1-r9c1 are renban lines; r5c1 is the rest.
    grid, solution = _puzzle(ONE_FIVE_NINE)
    split = next(s for s in splits(grid.variant) if grid.variant.houses[s.house].name == "column 1")
    assert split.rest == (36,)
    cands = [0x1FF] * 81
    narrowed = narrow(split, cands)
    assert narrowed is not None and narrowed[36] == 0b100010001  # 1, 5 or 9
    assert all(m >> (solution[c] - 1) & 1 for c, m in narrowed.items())
    # Both lines on 1-4 and 5-8 cannot be, so a cell left only those runs' digits breaks.
    blocked = list(cands)
    blocked[36] = 0b000010000  # r5c1 is 5: the lines take 1-4 and 6-9
    after = narrow(split, blocked)
    assert after is not None and all(after.get(c, blocked[c]) & 0b000010000 == 0
                                     for c in range(0, 36, 9))
    blocked[36] = 0b000000010  # r5c1 is 2: no two runs of four make the rest
    assert narrow(split, blocked) is None
