"""`python -m bench proof-search`: a wider search for short forcing proofs, which must
never report a proof the position does not have."""

from __future__ import annotations

from solves import DATA, hardest

from bench.proof_search import EveryReason, main, shortest_found
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


def test_the_search_follows_the_rules_of_the_position() -> None:
    """Assume what the solution holds: everything the search reaches is the solution's
    and nothing breaks. Assume a candidate the solution does not hold: it
    often breaks (singles alone need not refute it), and every proof leans only on
    literals found before (the proofs form no loop)."""
    grid, _ = stuck(1)[0]
    solution = solve(list(grid.values), grid.variant)
    assert solution is not None
    imp = implications(grid)
    cells = [c for c in range(81) if grid.candidates[c].bit_count() >= 2]
    broken = 0
    for cell in cells[:12]:
        right = EveryReason(imp, literal(cell, solution[cell]), NETS, 16)
        assert right.shortest() is None
        for lit in right.order:
            holds = solution[literal_cell(lit)] == literal_digit(lit)
            assert holds == (lit < FALSE)
        digit = next(d for d in DIGITS_IN[grid.candidates[cell]] if d != solution[cell])
        wrong = EveryReason(imp, literal(cell, digit), NETS, 16)
        broken += wrong.shortest() is not None  # singles alone need not refute it
        for lit, proof in wrong.proof.items():
            assert proof < 1 << (wrong.order[lit] + 1)
    assert broken >= 3


def test_the_table_has_a_row_per_forcing_technique_met(capsys) -> None:
    args = ["--set", "magictour_top1465_20", "--count", "2", "--every", "1"]
    assert main([*args, "--puzzles-dir", str(DATA)]) == 0
    out = capsys.readouterr().out
    assert "forcing proofs, implications per step" in out
    assert "forcing-net" in out or "forcing-chain" in out
