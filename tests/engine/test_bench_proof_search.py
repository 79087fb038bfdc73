"""`python -m bench proof-search`: a wider search for short forcing proofs, which must
never report a proof the position does not have."""

from __future__ import annotations

import pytest
from solves import DATA, hardest

from bench.proof_search import EveryReason, locked_rules, main, shortest_found, shortest_with_locked
from engine import apply_step, next_step, solve
from engine.bits import DIGITS_IN
from engine.propagation import (
    CHAINS,
    FALSE,
    NETS,
    implications,
    literal,
    literal_cell,
    literal_digit,
)


def stuck(count: int) -> list:
    out = []
    for grid in hardest(count):
        while not all(grid.values):
            step = next_step(grid)
            assert step is not None
            if step.technique in ("forcing-chain", "forcing-net"):
                out.append((grid.copy(), step))
            apply_step(grid, step)
    return out


def test_the_wider_search_finds_the_hints_contradiction_or_a_shorter_one() -> None:
    checked = 0
    for grid, step in stuck(2):
        mode = CHAINS if step.technique == "forcing-chain" else NETS
        found = shortest_found(grid.copy(), mode, 2)
        assert found is not None and found >= 1
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("with_locked", [False, True])
def test_the_search_follows_the_rules_of_the_position(with_locked: bool) -> None:
    """Assume what the solution holds: everything the search reaches is the solution's
    and nothing breaks. Assume a candidate the solution does not hold: it
    often breaks (singles alone need not refute it), and every proof leans only on
    literals found before (the proofs form no loop)."""
    grid, _ = stuck(1)[0]
    solution = solve(list(grid.values), grid.variant)
    assert solution is not None
    imp = implications(grid)
    locked = locked_rules(imp) if with_locked else None
    cells = [c for c in range(81) if grid.candidates[c].bit_count() >= 2]
    broken = 0
    for cell in cells[:12]:
        right = EveryReason(imp, literal(cell, solution[cell]), NETS, 16, locked)
        assert right.shortest() is None
        for lit in right.order:
            holds = solution[literal_cell(lit)] == literal_digit(lit)
            assert holds == (lit < FALSE)
        digit = next(d for d in DIGITS_IN[grid.candidates[cell]] if d != solution[cell])
        wrong = EveryReason(imp, literal(cell, digit), NETS, 16, locked)
        broken += wrong.shortest() is not None  # singles alone need not refute it
        for lit, proof in wrong.proof.items():
            assert proof < 1 << (wrong.order[lit] + 1)
    assert broken >= 3


def test_the_table_has_a_row_per_forcing_technique_met(capsys) -> None:
    args = ["--set", "magictour_top1465_20", "--count", "2", "--every", "1", "--locked"]
    assert main([*args, "--rounds", "8", "--puzzles-dir", str(DATA)]) == 0
    out = capsys.readouterr().out
    assert "forcing proofs, implications per step" in out
    assert "locked med" in out
    assert "forcing-net" in out or "forcing-chain" in out


def test_locked_candidates_never_lengthen_a_proof_and_shorten_some() -> None:
    """The rule only adds reasons, so the shortest proof from every source with it is
    at most the one without it; on the hardest puzzles' stuck positions it is
    shorter somewhere (pointing and claiming cut branches)."""
    shorter = 0
    for grid, step in stuck(2)[:8]:
        mode = CHAINS if step.technique == "forcing-chain" else NETS
        imp = implications(grid)
        without = [EveryReason(imp, n, mode, 10).shortest() for n in imp.nodes]
        plain = min((s for s in without if s is not None), default=None)
        with_rule = shortest_with_locked(grid.copy(), mode, 10)
        assert with_rule is not None
        assert plain is None or with_rule <= plain
        shorter += plain is None or with_rule < plain
    assert shorter >= 1


def test_locked_rules_point_and_claim() -> None:
    """Every rule's triggers and targets are places of one digit, one side in a box
    outside a line that crosses it, the other in the line outside the box; the digit
    has two places or more where they cross."""
    grid, _ = stuck(1)[0]
    rules = locked_rules(implications(grid))
    assert rules
    houses = grid.variant.houses
    crossings = [
        (box.mask & ~line.mask, line.mask & ~box.mask)
        for box in houses
        for line in houses
        if box.kind == "box" and line.kind != "box" and (box.mask & line.mask).bit_count() >= 2
    ]

    def within(nodes: tuple[int, ...], cells: int) -> bool:
        return all(cells >> (n % 81) & 1 for n in nodes)

    for node, its in rules.items():
        for trigger, target, inside in its:
            assert node in trigger and len(inside) >= 2
            assert len({n // 81 for n in trigger + target + inside}) == 1
            every = trigger + target + inside
            assert all(grid.candidates[n % 81] >> (n // 81) & 1 for n in every)
            assert any(
                within(trigger, a) and within(target, b) or within(trigger, b) and within(target, a)
                for a, b in crossings
            )
