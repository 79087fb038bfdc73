"""Every technique's words are data, render whole and short, and draw what they say.

Checked on every step each finder of the ladder offers (a few per position) on the
positions met along real solves of hard puzzles and on every hand-checked board of
the families' own tests (some patterns are rare along real solves). Forcing chains,
nets and trials have their own, deeper test (test_explain_forcing.py).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import pytest
import test_als
import test_chains
import test_colouring
import test_fish
import test_intersections
import test_single_digit
import test_subsets
import test_sue_de_coq
import test_uniqueness
import test_wings
from board_text import grid_from_board
from dots_grids import dot_positions
from killers import killer_positions
from rules_grids import rule_positions
from solves import positions_along_solves
from sums_grids import sums_positions
from views_grids import views_positions

from engine import LADDER, Grid
from engine.explain import Reason, words
from engine.step import Step

PER_FINDER = 3
SEPARATE = {"forcing-chain", "forcing-net", "verified-trial"}  # test_explain_forcing.py
# Families whose words are still one English paragraph: none may hide among the rest.
PARAGRAPHS: set[str] = set()
UNFILLED = re.compile(r"\{[A-Za-z_]\w*(:\w+)?\}")
MODULES = (
    test_fish, test_subsets, test_intersections, test_single_digit, test_wings,
    test_uniqueness, test_sue_de_coq, test_chains, test_colouring, test_als,
)


def _boards() -> list[Grid]:
    boards = []
    for module in MODULES:
        for name, value in vars(module).items():
            if name.endswith("_BOARD") and isinstance(value, str):
                boards.append(grid_from_board(value))
    return boards


def _steps(grid: Grid) -> Iterator[Step]:
    for technique in LADDER:
        if technique.id in SEPARATE:
            continue
        for i, step in enumerate(technique.finder(grid)):
            if i == PER_FINDER:
                break
            yield step


@pytest.fixture(scope="module")
def found() -> list[tuple[Grid, Step]]:
    grids = [*positions_along_solves(4, every=2), *_boards(), *killer_positions(),
             *rule_positions(4, every=2), *dot_positions(4, every=2),
             *views_positions(2, every=2), *sums_positions(2, every=2)]
    return [(grid, step) for grid in grids for step in _steps(grid)]


def _messages(reason: Reason) -> Iterator[str]:
    yield reason.message
    for _, value in reason.params:
        for v in value if isinstance(value, tuple) else (value,):
            if isinstance(v, Reason):
                yield from _messages(v)


def test_the_sample_meets_most_of_the_ladder(found) -> None:
    met = Counter(step.technique for _, step in found)
    missing = {t.id for t in LADDER} - SEPARATE - set(met)
    assert len(missing) <= 8, sorted(missing)


def test_words_are_data_except_the_families_not_yet_turned(found) -> None:
    for _, step in found:
        if step.technique in PARAGRAPHS:
            assert step.summary is None, f"{step.technique} is data now: drop it from PARAGRAPHS"
            continue
        assert step.summary is not None and step.nudge_reason is not None, step.technique
        for reason in (step.summary, step.nudge_reason, *step.proof):
            assert "text" not in set(_messages(reason)), (step.technique, reason.message)


def test_summaries_render_whole_and_short(found) -> None:
    longest: Counter[str] = Counter()
    for _, step in found:
        if step.summary is None:
            continue
        said = words(step)
        for text in (said.summary, said.nudge, *said.proof):
            assert text and not UNFILLED.search(text), (step.technique, text)
        assert len(said.summary.split()) <= 80, said.summary
        longest[step.technique] = max(longest[step.technique], len(said.summary.split()))
    assert max(longest.values()) > 20


def test_proof_lines_draw_the_links_in_order_and_mark_real_candidates(found) -> None:
    for grid, step in found:
        if step.summary is None:
            continue
        drawn = [i for line in step.proof for i in line.links]
        if drawn:
            assert drawn == list(range(len(step.links))), (step.technique, drawn)
        for line in step.proof:
            for i in line.links:
                assert step.links[i].start in line.marks or step.links[i].start_cells
            for cell, digit in line.marks:
                assert grid.candidates[cell] >> (digit - 1) & 1, (step.technique, line.message)
