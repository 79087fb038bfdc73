"""Thermometers, arrows and lines solved by logic: published puzzles and our own.

    python -m bench rules [--cut 2] [--seed 44] [--pencilmark /tmp/pm-venv/bin/python]

Three sets, each puzzle read and checked the same way:

* published: the f-puzzles links of tests/data/sudokutools_variants.json (and any
  `--published FILE` of the same form); each is read with engine.load_link, which checks
  one solution by the brute force; the links the engine refuses are counted and named.
* built-in: the rule built-ins of webapp/entering/variant_puzzles.txt (made by
  engine.rules_generator, so chosen to be solved without the trial rung: they show the
  speed, not the share).
* cut: `--cut N` puzzles per rule kind not chosen by the ladder: elements true to a
  random solution (rules_generator.elements_for), givens taken away in random order while
  the brute force still finds one solution (a check past its node budget keeps the given).
  Their share solved without a trial is the honest one.

Each puzzle is solved step by step with the whole ladder; every placement and elimination
is checked against the brute-force solution and every next_step call is timed (the hint a
player asks for at that position); a solve's time is the sum of its hints. Times are CPU
ms of this process. With `--pencilmark PYTHON` (an interpreter with `pip install
pencilmark`, never a dependency of the project), pencilmark rates the same puzzles from
their f-puzzles links, each in its own process with `--pencilmark-seconds` as its limit.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engine import (
    CLASSIC,
    Grid,
    LinkedPuzzle,
    PuzzleError,
    SearchTooLong,
    count_solutions,
    fpuzzles_json,
    load_link,
    renderer,
    variant_named,
    with_rules,
)
from engine.rules_generator import KINDS, elements_for, solution_for
from engine.solver import apply_step, next_step

from .puzzles import REPO_ROOT
from .report import Timings, share, table

TRIAL = "verified-trial"
# A published puzzle's proof of one solution may take more than a request's budget: the
# web app proves such a link in its solve pool with this one (webapp/entering/home.py).
PROOF_BUDGET = 6_000_000
PUBLISHED = REPO_ROOT / "tests" / "data" / "sudokutools_variants.json"
BUILT_INS = REPO_ROOT / "webapp" / "entering" / "variant_puzzles.txt"
CUT_BUDGET = 20_000  # brute-force nodes for one uniqueness check while cutting givens
# pencilmark's rating of one f-puzzles link, run in the peer's own interpreter: prints
# JSON with its CPU seconds, band and difficulty, or the error's name and words.
PENCILMARK_WORKER = """
import json, sys, time
import lzstring
import pencilmark
from pencilmark import sources
text = sys.stdin.read()
if text.startswith("{"):
    text = "https://www.f-puzzles.com/?load=" + lzstring.LZString().compressToBase64(text)
start = time.process_time()
try:
    card = pencilmark.rate(sources.load(text, fetch=False), max_seconds=float(sys.argv[1]))
    out = {"band": card.get("band"), "difficulty": card.get("difficulty")}
except Exception as error:
    out = {"error": type(error).__name__, "words": str(error)[:120]}
out["seconds"] = time.process_time() - start
print(json.dumps(out))
"""
# The rule keys whose lines our f-puzzles writer also draws as plain lines (for apps that
# lack the extension); pencilmark refuses a plain line as unknown, so it gets the keys only.
_EXTENSION_LINES = ("whispers", "renban", "regionsumline")


@dataclass
class Case:
    """One puzzle to solve: where it is from, its grid and its brute-force solution."""

    name: str
    source: str  # "published", "built-in" or "cut"
    kind: str  # the rule kinds on it, '+'-joined ("whispers+thermometer")
    grid: Grid
    answer: list[int]
    load_ms: float = 0.0
    result: dict = field(default_factory=dict)
    link: str = ""  # the setter's own link, for a published puzzle


def _kinds(grid: Grid) -> str:
    kinds = sorted({rule.kind for rule in grid.variant.rules})
    if grid.variant.cages:
        kinds.insert(0, "killer")
    return "+".join(kinds) or grid.variant.kind


def published(path: Path, skip: Sequence[str] = ()) -> tuple[list[Case], list[tuple[str, str]]]:
    """The links the engine reads (timed: reading checks one solution), and the refused
    ones with the engine's words; titles holding a `skip` text are left out."""
    cases, refused = [], []
    for entry in json.loads(path.read_text(encoding="utf-8")):
        if any(text in entry["title"] for text in skip):
            continue
        print(f"  reading {entry['title'][:50]}", file=sys.stderr, flush=True)
        start = time.process_time()
        try:
            puzzle = load_link(entry["fpuzzles"], budget=PROOF_BUDGET)
        except PuzzleError as error:
            refused.append((entry["title"], renderer("en")(error.reason)[:110]))
            continue
        ms = (time.process_time() - start) * 1000
        grid = puzzle.grid
        cases.append(Case(entry["title"], "published", _kinds(grid), grid,
                          list(puzzle.solution), ms, link=entry["fpuzzles"]))
    return cases, refused


def built_ins() -> list[Case]:
    cases = []
    for line in BUILT_INS.read_text(encoding="utf-8").splitlines():
        fields = line.split()
        if not fields or line.startswith("#") or not fields[1].startswith("rules:"):
            continue
        values = [0 if ch == "." else int(ch) for ch in fields[3]]
        grid = Grid(values, variant=variant_named(fields[1]), unique=True)
        cases.append(Case(fields[0], "built-in", _kinds(grid), grid,
                          [int(ch) for ch in fields[4]]))
    return cases


def cut(per_kind: int, seed: int) -> list[Case]:
    """Puzzles the ladder had no say in: givens cut while the brute force finds one solution."""
    rng = random.Random(seed)
    cases = []
    for kind in KINDS:
        for n in range(per_kind):
            solution = solution_for(kind, rng)
            variant = with_rules(CLASSIC, elements_for(kind, solution, rng))
            values = list(solution)
            for cell in rng.sample(range(81), 81):
                kept, values[cell] = values[cell], 0
                try:
                    if count_solutions(values, variant, limit=2, budget=CUT_BUDGET) == 1:
                        continue
                except SearchTooLong:
                    pass
                values[cell] = kept
            grid = Grid(values, variant=variant, unique=True)
            cases.append(Case(f"{kind} cut {n + 1}", "cut", kind, grid, solution))
    return cases


def solve_case(case: Case, limit_s: float = 60.0) -> dict:
    """The ladder's solve, each hint timed (CPU) and checked against the solution; a solve
    past `limit_s` seconds is stopped there (counted unsolved, its time a lower bound)."""
    grid = case.grid.copy()
    hint_ms: list[float] = []
    techniques: Counter[str] = Counter()
    unsound = 0
    while not all(grid.values) and len(hint_ms) < 2000 and sum(hint_ms) < limit_s * 1000:
        start = time.process_time()
        step = next_step(grid)
        hint_ms.append((time.process_time() - start) * 1000)
        if step is None:
            break
        unsound += sum(case.answer[c] != d for c, d in step.placements)
        unsound += sum(case.answer[c] == d for c, d in step.eliminations)
        apply_step(grid, step)
        techniques[step.technique] += 1
    solved = grid.values == case.answer
    return {
        "solved": solved and not techniques[TRIAL],
        "trial": techniques[TRIAL],
        "unsound": unsound,
        "solve_ms": sum(hint_ms),
        "hint_ms": hint_ms,
        "rule_steps": sum(n for t, n in techniques.items() if t in _RULE_TECHNIQUES),
        "stopped": not all(grid.values) and sum(hint_ms) >= limit_s * 1000,
    }


_RULE_TECHNIQUES = {
    "thermometer-bounds", "palindrome-mirror", "whispers-range", "renban-range",
    "between-line-bounds", "arrow-sum", "renban-must-hold", "region-sum-equal",
    "rule-pointing",
}


def _peer_input(case: Case, ours: bool = False) -> str:
    """What pencilmark reads: a published puzzle's own link; ours as f-puzzles JSON with
    the extension keys' lines not drawn twice."""
    if case.link and not ours:
        return case.link
    data = fpuzzles_json(LinkedPuzzle.of(case.grid))
    keyed = {tuple(map(tuple, entry["lines"])) for key in _EXTENSION_LINES
             for entry in data.get(key, [])}
    data["line"] = [e for e in data.get("line", [])
                    if tuple(map(tuple, e["lines"])) not in keyed]
    if not data["line"]:
        del data["line"]
    return json.dumps(data)


def pencilmark(case: Case, python: str, seconds: float) -> dict:
    """pencilmark's rating of the puzzle, in a process of its own; a setter's link it
    refuses is given again as we write the puzzle (marked 'our link')."""
    got = _pencilmark(_peer_input(case), python, seconds)
    if case.link and "error" in got and got["error"] != "killed":
        got = _pencilmark(_peer_input(case, ours=True), python, seconds)
        if "band" in got:
            got["band"] += " (our link)"
    return got


def _pencilmark(text: str, python: str, seconds: float) -> dict:
    try:
        done = subprocess.run(
            [python, "-c", PENCILMARK_WORKER, str(seconds)], input=text,
            capture_output=True, text=True, timeout=seconds * 3 + 30,
        )
    except subprocess.TimeoutExpired:
        return {"error": "killed", "words": f"no answer in {seconds * 3 + 30:.0f} s"}
    try:
        return json.loads(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"error": "crashed", "words": done.stderr.strip()[-120:]}


def _p95(values: Sequence[float]) -> float:
    return Timings.of(values).p95 if values else 0.0


def report(cases: list[Case], refused: list[tuple[str, str]], made_s: float) -> str:
    lines = []
    published_cases = [c for c in cases if c.source == "published"]
    lines.append(f"published links read: {len(published_cases)} of "
                 f"{len(published_cases) + len(refused)} (refused by name: {len(refused)})")
    for title, why in refused:
        lines.append(f"  refused: {title[:50]}: {why}")
    for c in published_cases:
        lines.append(f"  read: {c.name[:50]} ({c.kind}), load with its uniqueness check "
                     f"{c.load_ms:.0f} ms")
    lines.append(f"cut puzzles made in {made_s:.1f} s")
    rows = []
    groups = [("all", cases)] + [
        (source, [c for c in cases if c.source == source])
        for source in ("published", "built-in", "cut")
    ] + [(f"  {kind}", [c for c in cases if c.kind == kind]) for kind in KINDS]
    for name, group in groups:
        if not group:
            continue
        runs = [c.result for c in group]
        solves = [r["solve_ms"] for r in runs]
        hints = [ms for r in runs for ms in r["hint_ms"]]
        rows.append([
            name, str(len(runs)), str(sum(r["unsound"] for r in runs)),
            share(sum(r["solved"] for r in runs), len(runs)),
            f"{statistics.median(solves):.1f}", f"{_p95(solves):.1f}", f"{max(solves):.1f}",
            f"{_p95(hints):.2f}", str(len(hints)),
        ])
    lines.append(table(
        "rule puzzles: the ladder step by step, CPU ms",
        ["set", "puzzles", "unsound", "solved w/o trial", "solve med", "solve p95",
         "solve max", "hint p95", "hints"],
        rows,
    ))
    for c in cases:
        if not c.result["solved"]:
            stopped = ", stopped at the time limit" if c.result["stopped"] else ""
            lines.append(f"  needs a trial or stalls: {c.name[:50]} ({c.kind}), "
                         f"{c.result['trial']} trial steps{stopped}")
    return "\n".join(lines)


def pencilmark_report(cases: list[Case], python: str, seconds: float) -> str:
    rows, ours, theirs, rated = [], [], [], 0
    for c in cases:
        got = pencilmark(c, python, seconds)
        said = got.get("band") or f"{got.get('error')}: {got.get('words', '')[:60]}"
        rated += "band" in got
        if "band" in got:
            theirs.append(got["seconds"] * 1000)
            ours.append(c.result["solve_ms"])
        rows.append([c.name[:30], c.kind[:30], f"{c.result['solve_ms']:.0f}",
                     f"{got.get('seconds', float('nan')) * 1000:.0f}", said])
    summary = [
        "", f"pencilmark rated {rated} of {len(cases)} (its limit {seconds:.0f} s each)",
    ]
    if theirs:
        summary.append(f"over the {len(theirs)} it rated, median ms: ours "
                       f"{statistics.median(ours):.1f}, pencilmark "
                       f"{statistics.median(theirs):.0f}; p95: ours {_p95(ours):.1f}, "
                       f"pencilmark {_p95(theirs):.0f}")
    return table("pencilmark beside us, same puzzles (CPU ms: our whole solve, its rating)",
                 ["puzzle", "rules", "ours ms", "pencilmark ms", "pencilmark says"],
                 rows) + "\n".join(summary)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures; 1 if any step was unsound."""
    parser = argparse.ArgumentParser(prog="python -m bench rules", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--published", type=Path, action="append",
                        help=f"f-puzzles JSON list (default {PUBLISHED.relative_to(REPO_ROOT)})")
    parser.add_argument("--cut", type=int, default=2, help="cut puzzles per rule kind")
    parser.add_argument("--seed", type=int, default=44)
    parser.add_argument("--no-built-ins", action="store_true")
    parser.add_argument("--skip", action="append", default=[],
                        help="leave out published puzzles whose title holds this text")
    parser.add_argument("--limit", type=float, default=60.0,
                        help="CPU seconds one solve may take before it is stopped")
    parser.add_argument("--pencilmark", default=None, help="python with pencilmark installed")
    parser.add_argument("--pencilmark-seconds", type=float, default=10.0)
    args = parser.parse_args(argv)
    cases, refused = [], []
    for path in args.published or [PUBLISHED]:
        read, not_read = published(path, args.skip)
        cases += read
        refused += not_read
    if not args.no_built_ins:
        cases += built_ins()
    start = time.process_time()
    cases += cut(args.cut, args.seed)
    made_s = time.process_time() - start
    for i, c in enumerate(cases, 1):
        c.result = solve_case(c, args.limit)
        print(f"  {i}/{len(cases)} {c.name[:40]}: {c.result['solve_ms']:.0f} ms",
              file=sys.stderr, flush=True)
    print(report(cases, refused, made_s))
    if args.pencilmark:
        print(pencilmark_report(cases, args.pencilmark, args.pencilmark_seconds))
    return 1 if any(c.result["unsound"] for c in cases) else 0


if __name__ == "__main__":
    sys.exit(main())
