"""Race our solve_path against peer logic solvers on the same puzzles, interleaved.

    python -m bench peers --set magictour_top1465 [--count N] [--every K]

The peers are hodoku-py (HoDoKu's solver ported to Python) and larsdoku (a
numba-compiled logic solver), pinned below, installed from PyPI into a virtual
environment of their own (`.bench-peers/`, made on first use; never a dependency of
the app). Each peer runs in its own process (bench/peer_worker.py), warmed up before
any timing (larsdoku's JIT compiles on its first import, ~10 s); then puzzle by
puzzle, ours and each peer solve it in turn, so a slow moment of the machine falls on
all of them alike. Times are CPU time of the solving process, per puzzle.

Reported per solver: puzzles solved by logic (ours: without a trial step; hodoku:
without its brute-force step; larsdoku: with its oracle off), median, p95 and max,
and each peer's times over ours (a ratio above 1: we are faster).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
import venv
from dataclasses import dataclass, field
from pathlib import Path

import engine

from .ladder import is_trial
from .puzzles import DEFAULT_PUZZLES_DIR, REPO_ROOT, read_set
from .report import Timings, share, table

PEERS_ENV = REPO_ROOT / ".bench-peers"
# Pinned: the figures are only comparable run to run with the same peers.
PEER_PACKAGES = ["hodoku-py==0.2.1", "larsdoku==4.0.0", "numba==0.68.1", "numpy==2.4.6"]
PEERS = ["hodoku", "larsdoku"]


def peers_python() -> Path:
    """The peers' interpreter, making their environment first when it is missing or stale."""
    python = PEERS_ENV / "bin" / "python"
    stamp = PEERS_ENV / ("installed-" + "-".join(PEER_PACKAGES).replace("=", ""))
    if not stamp.exists():
        print(f"bench peers: installing {', '.join(PEER_PACKAGES)} into {PEERS_ENV}")
        venv.create(PEERS_ENV, with_pip=True, clear=True)
        subprocess.run(
            [str(python), "-m", "pip", "install", "-q", *PEER_PACKAGES], check=True, timeout=1800
        )
        stamp.touch()
    return python


class Peer:
    """A peer's worker process: one puzzle in, its time and verdict out."""

    def __init__(self, name: str, python: Path) -> None:
        self.name = name
        worker = Path(__file__).with_name("peer_worker.py")
        self.process = subprocess.Popen(
            [str(python), str(worker), name],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
        )
        assert self.process.stdout is not None
        ready = self.process.stdout.readline().strip()
        if ready != "ready":
            raise RuntimeError(f"{name} did not start: {ready!r}")

    def solve(self, puzzle: str) -> tuple[float, bool]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(puzzle + "\n")
        self.process.stdin.flush()
        ms, logic, _solved = self.process.stdout.readline().split()
        return float(ms), logic == "1"

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=60)


@dataclass
class Tally:
    times: list[float] = field(default_factory=list)
    by_logic: int = 0


def ours(puzzle: str) -> tuple[float, bool]:
    grid = engine.load_puzzle(puzzle).grid
    start = time.process_time()
    result = engine.solve_path(grid)
    elapsed = (time.process_time() - start) * 1000
    return elapsed, result.solved and not any(is_trial(s.technique) for s in result.steps)


def race(puzzles: list[str], peers: list[Peer]) -> dict[str, Tally]:
    tallies = {"ours": Tally(), **{p.name: Tally() for p in peers}}
    for i, puzzle in enumerate(puzzles, 1):
        for name, solve in [("ours", ours), *((p.name, p.solve) for p in peers)]:
            ms, logic = solve(puzzle)
            tallies[name].times.append(ms)
            tallies[name].by_logic += logic
        if i % 100 == 0:
            print(f"  {i}/{len(puzzles)} puzzles", file=sys.stderr, flush=True)
    return tallies


def report(set_name: str, tallies: dict[str, Tally]) -> str:
    mine = Timings.of(tallies["ours"].times)
    rows = []
    for name, tally in tallies.items():
        t = Timings.of(tally.times)
        ratio = "" if name == "ours" else f"{t.median / mine.median:.2f} / {t.p95 / mine.p95:.2f}"
        rows.append([name, share(tally.by_logic, t.count), *t.cells()[1:], ratio])
    return table(
        f"{set_name}: whole solves, interleaved puzzle by puzzle, CPU ms per puzzle",
        ["solver", "solved by logic", "median ms", "p95 ms", "max ms", "peer/ours med / p95"],
        rows,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench peers", description=__doc__)
    parser.add_argument("--set", dest="set_name", default="magictour_top1465")
    parser.add_argument("--count", type=int, default=0, help="first N puzzles (0: all)")
    parser.add_argument("--every", type=int, default=1, help="every K-th puzzle of the set")
    parser.add_argument("--puzzles-dir", type=Path, default=DEFAULT_PUZZLES_DIR)
    parser.add_argument("--peer", action="append", choices=PEERS, help="default: both")
    args = parser.parse_args(argv)
    entries = read_set(args.puzzles_dir, args.set_name, args.count or None, max(1, args.every))
    python = peers_python()
    peers = [Peer(name, python) for name in args.peer or PEERS]
    try:
        tallies = race([e.puzzle for e in entries], peers)
    finally:
        for peer in peers:
            peer.close()
    print(report(args.set_name, tallies))
    return 0


if __name__ == "__main__":
    sys.exit(main())
