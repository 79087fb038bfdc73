"""Thermometers and arrows against their solution: random grids, random elements true to
them, random candidates that keep the solution. What a rule removes, links or allows is
checked against the solution and against a plain enumeration of the element's fillings."""

from __future__ import annotations

import random
import re
from collections import Counter
from itertools import product

import pytest
from rules_grids import arrow, solution_grid, thermometer

from engine import CLASSIC, Grid, count_solutions, solve_path, with_rules, words
from engine.bits import DIGITS_IN
from engine.links import link_graph
from engine.rules import Arrow, Thermometer
from engine.techniques.rule_steps import rule_steps

SEEDS = range(12)
UNFILLED = re.compile(r"\{[A-Za-z_]\w*(:\w+)?\}")


def keeps(rule, values) -> bool:
    """The rule checked the plain way, apart from the engine's code."""
    if isinstance(rule, Thermometer):
        digits = [values[c] for c in rule.path]
        pairs = zip(digits, digits[1:], strict=False)
        return all(b >= a if rule.slow else b > a for a, b in pairs)
    return int("".join(str(values[c]) for c in rule.circle)) == sum(values[c] for c in rule.shaft)


def sees_in_line(a: int, b: int) -> bool:
    return a // 9 == b // 9 or a % 9 == b % 9


def fillings(rule, cands, *, lines: bool = True):
    """Every filling of the element's cells from `cands` that keeps the rule (and, with
    `lines`, repeats no digit in a row or column): what any solution could put there."""
    cells = rule.cells
    for digits in product(*(DIGITS_IN[cands[c]] for c in cells)):
        values = dict(zip(cells, digits, strict=True))
        if lines and any(
            values[a] == values[b] and sees_in_line(a, b)
            for i, a in enumerate(cells) for b in cells[i + 1:]
        ):
            continue
        if isinstance(rule, Thermometer) and not rule.slow and len(set(digits)) < len(digits):
            continue
        if keeps(rule, values):
            yield values


def elements(grid, rng):
    return [
        thermometer(grid, rng), thermometer(grid, rng, slow=True), arrow(grid, rng),
        arrow(grid, rng, pill=2),
    ]


def loose_candidates(grid, rng, keep=0.5):
    """Each cell: its solution digit and a random share of the others."""
    return [
        1 << (v - 1) | sum(1 << (d - 1) for d in range(1, 10) if rng.random() < keep)
        for v in grid
    ]


@pytest.mark.parametrize("seed", SEEDS)
def test_narrowing_keeps_the_solution_and_every_filling(seed):
    grid = solution_grid(seed)
    rng = random.Random(seed)
    for rule in elements(grid, rng):
        for keep in (0.2, 0.4, 0.6):
            cands = loose_candidates(grid, rng, keep)
            narrowed = rule.narrow(cands)
            assert narrowed is not None, (rule, "the solution fits")
            kept = {c: narrowed.get(c, cands[c]) for c in rule.cells}
            for c in rule.cells:
                assert kept[c] >> (grid[c] - 1) & 1, (rule, c)
                assert not kept[c] & ~cands[c]
            support = {c: 0 for c in rule.cells}
            count = 1
            for c in rule.cells:
                count *= cands[c].bit_count()
            if count > 20_000:
                continue
            for values in fillings(rule, cands):
                for c, d in values.items():
                    support[c] |= 1 << (d - 1)
            for c in rule.cells:
                assert support[c] & ~kept[c] == 0, (rule, c, "a digit some filling needs")
            if isinstance(rule, Thermometer):
                # Exact for the rule alone: what no filling of it uses goes.
                alone = {c: 0 for c in rule.cells}
                for values in fillings(rule, cands, lines=False):
                    for c, d in values.items():
                        alone[c] |= 1 << (d - 1)
                assert kept == alone, rule


@pytest.mark.parametrize("seed", SEEDS)
def test_explained_steps_remove_what_narrow_removes(seed):
    grid = solution_grid(seed)
    rng = random.Random(seed + 1)
    for rule in elements(grid, rng):
        cands = loose_candidates(grid, rng, 0.5)
        narrowed = rule.narrow(cands)
        removed = sorted(
            (c, d) for c, m in narrowed.items() for d in DIGITS_IN[cands[c] & ~m]
        )
        said = [e for step in rule.explained(cands) for e in step.eliminations]
        assert sorted(said) == removed
        assert all(grid[c] != d for c, d in said)


@pytest.mark.parametrize("seed", SEEDS)
def test_allows_agrees_with_the_plain_check_on_filled_cells(seed):
    grid = solution_grid(seed)
    rng = random.Random(seed + 2)
    for rule in elements(grid, rng):
        assert rule.allows(grid)
        for _ in range(300):
            values = [0] * 81
            for c in rule.cells:
                values[c] = rng.randint(1, 9) if rng.random() < 0.8 else grid[c]
            shown = [values[c] for c in rule.cells]
            assert rule.allows(values) == keeps(rule, values), (rule, shown)
        # Part filled: allowed whenever the solution's digits are kept.
        values = [grid[c] if rng.random() < 0.5 else 0 for c in range(81)]
        assert rule.allows(values)


@pytest.mark.parametrize("seed", SEEDS)
def test_weak_links_hold_in_every_filling(seed):
    grid = solution_grid(seed)
    rng = random.Random(seed + 3)
    for rule in elements(grid, rng):
        links = set(rule.weak_links())
        assert links or isinstance(rule, Arrow) and len(rule.circle) > 1
        for c1, d1, c2, d2 in links:
            assert not (grid[c1] == d1 and grid[c2] == d2), (rule, c1, d1, c2, d2)
        if isinstance(rule, Thermometer) and len(rule.path) <= 4:
            every = [0x1FF] * 81
            for values in fillings(rule, every):
                for c1, d1, c2, d2 in links:
                    assert not (values[c1] == d1 and values[c2] == d2)


def rule_puzzle(seed: int):
    """Few elements and few givens, so the ladder needs more than the rules' own steps."""
    grid = solution_grid(seed)
    rng = random.Random(seed)
    variant = with_rules(
        CLASSIC, [thermometer(grid, rng) for _ in range(2)] + [arrow(grid, rng) for _ in range(2)]
    )
    givens = list(grid)
    order = list(range(81))
    rng.shuffle(order)
    for cell in order:
        kept, givens[cell] = givens[cell], 0
        if count_solutions(givens, variant) != 1:
            givens[cell] = kept
    return grid, variant, givens


@pytest.mark.parametrize("seed", [10, 12, 13, 14])
def test_every_step_of_a_solve_holds_in_the_solution(seed):
    grid, variant, givens = rule_puzzle(seed)
    # Unique: the ladder may end on its verified trial (forcing nets know houses only).
    path = solve_path(Grid(givens, variant=variant, unique=True))
    used = Counter(step.technique for step in path.steps)
    assert used["thermometer-bounds"] + used["arrow-sum"] > 0
    for step in path.steps:
        for c, d in step.eliminations:
            assert grid[c] != d, step.technique
        for c, d in step.placements:
            assert grid[c] == d, step.technique
        for language in ("en", "de", "fr", "ja"):
            said = words(step, language)
            assert said.summary and not UNFILLED.search(said.summary)
    assert path.solved, [s.technique for s in path.steps][-5:]


@pytest.mark.parametrize("seed", [12, 13, 14])
def test_the_link_graph_takes_rule_links_and_they_hold(seed):
    grid, variant, givens = rule_puzzle(seed)
    position = Grid(givens, variant=variant)
    plain = link_graph(Grid(givens))
    graph = link_graph(position)
    truth = {(d - 1) * 81 + c for c, d in enumerate(grid, start=0) if d}
    added = 0
    for n in range(729):
        more = graph.conflicts[n] & ~plain.conflicts[n]
        added += more.bit_count()
        if n in truth:
            for m in truth:
                assert not graph.conflicts[n] >> m & 1, (n, m)
    assert added, "the rules add links a classic position lacks"


def test_rule_steps_draw_the_element():
    grid, variant, givens = rule_puzzle(11)
    steps = list(rule_steps("thermometer-bounds")(Grid(givens, variant=variant)))
    steps += list(rule_steps("arrow-sum")(Grid(givens, variant=variant)))
    assert steps
    for step in steps:
        rule_marks = [h for h in step.highlights if h.kind == "rule"]
        assert len(rule_marks) == 1
        element = variant.rules[rule_marks[0].ref]
        assert {c for c, _ in step.eliminations} <= set(element.cells)
    assert not list(rule_steps("thermometer-bounds")(Grid(givens)))


def _messages(reason):
    yield reason.message
    for _, value in reason.params:
        for v in value if isinstance(value, tuple) else (value,):
            if hasattr(v, "params") and hasattr(v, "message"):
                yield from _messages(v)


def test_chains_and_forcing_name_the_rule_behind_a_link():
    named = Counter()
    for seed in (12, 13, 14):
        grid, variant, givens = rule_puzzle(seed)
        for step in solve_path(Grid(givens, variant=variant, unique=True)).steps:
            for reason in (step.summary, *step.proof):
                for message in _messages(reason):
                    if message in ("chains.why.rule", "forcing.rule-link"):
                        named[step.technique] += 1
                        for c, d in step.eliminations:
                            assert grid[c] != d
    assert named, "some chain or net on these puzzles goes through a rule's link"
