"""`python -m bench rungs`: where the slowest solves spend their time, rung by rung."""

from __future__ import annotations

from solves import DATA

from bench.rungs import AFTER_STUCK, SolveTimes, main, slowest, timed_solve
from engine import load_puzzle, solve_path
from engine.techniques import LADDER

HARD = "magictour_top1465_20.txt"


def first_puzzle() -> str:
    return (DATA / HARD).read_text().split()[0]


def test_a_timed_solve_asks_the_rungs_the_ladder_asks() -> None:
    times = timed_solve(first_puzzle())
    path = solve_path(load_puzzle(first_puzzle()).grid).steps
    taken = {step.technique for step in path}
    # Every rung that took a step was asked, and every rung below it too.
    order = [t.id for t in LADDER]
    deepest = max(order.index(t) for t in taken)
    assert set(order[: deepest + 1]) <= set(times.by_rung)
    assert abs(sum(times.by_rung.values()) - times.total) < 1e-6
    stuck_from = order.index("forcing-chain")
    assert times.stuck == sum(order.index(s.technique) >= stuck_from for s in path)
    lower = sum(v for k, v in times.by_rung.items() if order.index(k) < stuck_from)
    assert 0 < times.after_stuck <= lower


def test_slowest_keeps_the_slowest_share() -> None:
    runs = [SolveTimes(total=t) for t in (3.0, 1.0, 4.0, 1.5, 9.0, 2.0)]
    assert [r.total for r in slowest(runs, 0.33)] == [4.0, 9.0]
    assert [r.total for r in slowest(runs, 0.01)] == [9.0]


def test_the_table_names_the_rungs_and_the_time_after_stuck_positions(capsys) -> None:
    args = ["--set", "magictour_top1465_20", "--count", "3", "--every", "1", "--top", "4"]
    assert main([*args, "--slowest", "0.5", "--puzzles-dir", str(DATA)]) == 0
    out = capsys.readouterr().out
    assert "the slowest 2 of 3 solves" in out
    assert AFTER_STUCK in out and "the other " in out
    shares = [
        float(line.split()[-1].rstrip("%"))
        for line in out.splitlines()
        if line.endswith("%") and AFTER_STUCK not in line
    ]
    assert len(shares) == 5 and abs(sum(shares) - 100) < 1
