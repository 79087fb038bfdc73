"""The words of chains, colouring and ALS steps, checked on every step found on real positions.

The positions are those met along the ladder's solves of the hardest puzzles
(tests/engine/solves.py), plus the hand-checked boards of the families' own tests
(some patterns, a Simple Colours wrap above all, are rare along real solves). Every
step's summary must render whole and short, its proof must walk the drawn links one
line each in order, and each line may only mark candidates the grid has.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import pytest
import test_als
import test_chains
import test_colouring
from board_text import grid_from_board
from solves import positions_along_solves

from engine import Grid
from engine.explain import Reason, words
from engine.step import Step
from engine.techniques import als_chains, chains, colouring

FINDERS = (
    chains.x_chain,
    chains.xy_chain,
    chains.nice_loop,
    chains.grouped_nice_loop,
    colouring.simple_colours_trap,
    colouring.simple_colours_wrap,
    colouring.multi_colours_1,
    colouring.multi_colours_2,
    als_chains.als_xz,
    als_chains.als_xy_wing,
    als_chains.als_chain,
    als_chains.death_blossom,
)
# Steps looked at per finder and position: enough for every kind, bounded in time.
PER_FINDER = 6
# What a nudge must name: the technique, in the player's words.
NAMES = {
    "x-chain": "X-Chain",
    "xy-chain": "XY-Chain",
    "nice-loop": ("AIC", "nice loop"),
    "grouped-nice-loop": "grouped",
    "simple-colours-trap": "Simple Colours (Trap)",
    "simple-colours-wrap": "Simple Colours (Wrap)",
    "multi-colours-1": "Multi-Colours",
    "multi-colours-2": "Multi-Colours",
    "als-xz": "ALS-XZ",
    "als-xy-wing": "ALS-XY-Wing",
    "als-chain": "ALS chain",
    "death-blossom": "Death Blossom",
}
UNFILLED = re.compile(r"\{[A-Za-z_]\w*(:\w+)?\}")
WHERE = re.compile(r"\b(r[1-9]c[1-9]|row [1-9]|column [1-9]|box [1-9])\b|\bon [1-9]\b")
BOARDS = (
    test_chains.X_CHAIN_BOARD,
    test_chains.XY_CHAIN_BOARD,
    test_chains.AIC_BOARD,
    test_chains.LOOP_BOARD,
    test_chains.PLACEMENT_BOARD,
    test_chains.GROUPED_BOARD,
    test_chains.GROUPED_SHORT_BOARD,
    test_colouring.TRAP_BOARD,
    test_colouring.WRAP_BOARD,
    test_colouring.MULTI_1_BOARD,
    test_colouring.MULTI_2_BOARD,
    test_als.XZ_BOARD,
    test_als.DOUBLY_BOARD,
    test_als.WING_BOARD,
    test_als.CHAIN_BOARD,
    test_als.BLOSSOM_BOARD,
)


def _positions() -> list[Grid]:
    return [*positions_along_solves(4, every=2), *(grid_from_board(b) for b in BOARDS)]


def _steps(grid: Grid) -> Iterator[Step]:
    for finder in FINDERS:
        for i, step in enumerate(finder(grid)):
            if i == PER_FINDER:
                break
            yield step


@pytest.fixture(scope="module")
def found() -> list[tuple[Grid, Step]]:
    return [(grid, step) for grid in _positions() for step in _steps(grid)]


def _messages(reason: Reason) -> Iterator[str]:
    """A reason's message id and those of every reason nested in its parameters."""
    yield reason.message
    for _, value in reason.params:
        values = value if isinstance(value, tuple) else (value,)
        for v in values:
            if isinstance(v, Reason):
                yield from _messages(v)


def test_every_kind_of_step_is_looked_at(found: list[tuple[Grid, Step]]) -> None:
    # The checks below mean something only if every technique, and each kind of
    # summary a technique has, turns up in the sample.
    kinds = Counter(step.summary.message for _, step in found if step.summary)
    assert set(NAMES) <= {step.technique for _, step in found}
    for kind in (
        "nice-loop",
        "nice-loop.same-digit",
        "nice-loop.continuous",
        "nice-loop.discontinuous",
        "grouped-nice-loop.same-digit",
        "grouped-nice-loop.continuous",
        "grouped-nice-loop.discontinuous",
        "als-xz",
        "als-xz.doubly",
    ):
        assert kinds[kind], kind


def test_words_are_data(found: list[tuple[Grid, Step]]) -> None:
    for _, step in found:
        assert step.summary is not None and step.nudge_reason is not None, step.technique
        for reason in (step.summary, step.nudge_reason, *step.proof):
            assert "text" not in set(_messages(reason)), (step.technique, reason.message)


def test_summary_renders_whole_and_short(found: list[tuple[Grid, Step]]) -> None:
    longest = 0
    for _, step in found:
        summary = words(step).summary
        assert not UNFILLED.search(summary), summary
        assert len(summary.split()) <= 80, summary
        longest = max(longest, len(summary.split()))
    assert longest > 20  # the sample has real summaries, not empty ones


def test_proof_walks_the_links_one_line_each_in_order(found: list[tuple[Grid, Step]]) -> None:
    for _, step in found:
        drawn = [i for line in step.proof for i in line.links]
        # Each link in exactly one line, and the lines in chain order.
        assert drawn == list(range(len(step.links))), (step.technique, drawn)
        assert all(len(line.links) <= 1 for line in step.proof), step.technique
        for line in step.proof:
            if line.links:
                link = step.links[line.links[0]]
                # The line marks the candidates its link joins.
                assert link.start in line.marks and link.end in line.marks, (
                    step.technique,
                    line.message,
                )
        text = words(step).proof
        assert len(text) == len(step.proof)
        assert all(line and not UNFILLED.search(line) for line in text)


def test_marks_are_candidates_of_the_position(found: list[tuple[Grid, Step]]) -> None:
    for grid, step in found:
        for line in step.proof:
            for cell, digit in line.marks:
                assert grid.candidates[cell] >> (digit - 1) & 1, (step.technique, line.message)


def test_nudge_names_the_technique_and_where_to_look(found: list[tuple[Grid, Step]]) -> None:
    for _, step in found:
        nudge = words(step).nudge
        names = NAMES[step.technique]
        names = (names,) if isinstance(names, str) else names
        assert any(name in nudge for name in names), nudge
        assert WHERE.search(nudge), nudge


def test_the_whole_text_is_the_summary_then_the_lines(found: list[tuple[Grid, Step]]) -> None:
    for _, step in found[:50]:
        said = words(step)
        assert step.explanation == " ".join((said.summary, *said.proof))
