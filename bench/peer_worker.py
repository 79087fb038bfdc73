"""One peer solver in its own virtual environment, answering puzzles one line at a time.

Run by bench.peers with the peers' Python (never imported by the app): reads
`PEER` (hodoku or larsdoku), warms the peer up, prints `ready`, then for each
puzzle line on stdin prints `<cpu ms> <solved by logic 0/1> <solved 0/1>`.
Only the standard library and the peer itself are used here.
"""

from __future__ import annotations

import sys
import time


def hodoku_solver():  # noqa: ANN201
    from hodoku.api import Solver

    solver = Solver()

    def solve(puzzle: str) -> tuple[bool, bool]:
        result = solver.solve(puzzle)
        guessed = any("BRUTE" in str(step.type) for step in result.steps)
        return result.solved and not guessed, result.solved

    return solve


def larsdoku_solver():  # noqa: ANN201
    import larsdoku  # its import compiles and warms the JIT, outside any timing

    def solve(puzzle: str) -> tuple[bool, bool]:
        result = larsdoku.solve(puzzle, no_oracle=True)
        return bool(result["success"]), bool(result["success"])

    return solve


def main() -> int:
    peer = sys.argv[1]
    solve = {"hodoku": hodoku_solver, "larsdoku": larsdoku_solver}[peer]()
    solve("530070000600195000098000060800060003400803001700020006060000280000419005000080079")
    print("ready", flush=True)
    for line in sys.stdin:
        puzzle = line.strip()
        start = time.process_time()
        try:
            logic, solved = solve(puzzle)
        except Exception:  # noqa: BLE001 - a peer's failure is a puzzle it did not solve
            logic = solved = False
        elapsed = (time.process_time() - start) * 1000
        print(f"{elapsed:.3f} {int(logic)} {int(solved)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
