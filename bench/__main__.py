"""python -m bench {brute,solve,next-step,states,all}: time the engine on the shared puzzle sets.

    python -m bench brute --set royle_17clue --count 2000
    python -m bench impossible   # Norvig's no-solution grid, or --puzzle P, timed
    python -m bench solve --set sudokuexchange_hard_20k --count 1000 [--histogram]
    python -m bench next-step
    python -m bench states --set sudokuexchange_diabolical_20k --count 200 [--next-only]
    python -m bench all
    python -m bench paths check          # did any step of the recorded solve paths move?
    python -m bench peers --set magictour_top1465   # race hodoku-py and larsdoku, interleaved
    python -m bench rules --cut 2   # thermometers, arrows and lines: published and our own
    python -m bench rules-generate --kinds kropki --count 3   # time to make one by level
    python -m bench why --set magictour_top1465 --count 40   # "why not?" per candidate
    python -m bench teach --set magictour_top1465   # summary words, proof lines per technique
    python -m bench proof-search --every 5   # could forcing proofs be shorter than the hint's?
    python -m bench rungs --every 5   # where the slowest solves spend their time, rung by rung
    python -m bench languages --count 25   # every step in de/fr/ja, and the web app's cost
    python -m bench links --count 100   # f-puzzles and SudokuPad links written and read back
    python -m bench practice-pool   # the positions Practise serves, and what they cost
    python -m bench fuzz --requests 3000 --seed 1   # hostile input against a live server
    python -m bench entry-check --count 1000   # the editor's live check on partial grids
    python -m bench trace-hint --way   # the modules a hint request passes through
    python -m bench stall --seconds 10   # /healthz while 4 clients paste a slow puzzle
    python -m bench photo-train --seed 1   # train vision/'s digit classifier
    python -m bench photos --dir DIR [--split v2_test.desc]   # read photos with .dat files
    python -m bench photos --dir DIR --split v2_test.desc --url   # the same through the web pool
    python -m bench photos-own-board   # screenshots of our own board, light/dark, 3 scales
    python -m bench photo-train-kinds --seed 1   # train vision/'s given-or-yours classifier
    python -m bench screens --count 40 --seed 45   # games in progress drawn in 5 looks, read back
    python -m bench photo-train-check   # photo-train again: byte-identical to vision/digits.npz?

Times are per puzzle, in CPU time of this process by default (steady on a shared
machine, where wall time also counts other programs); `--clock wall` for wall time.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from .brute import run_brute
from .ladder import run_next_step, run_solve, run_states
from .puzzles import DEFAULT_PUZZLES_DIR, read_set, set_path
from .report import TIMING_HEADERS, share, table

CLOCKS = {"cpu": time.process_time, "wall": time.perf_counter}
EVERY = 1  # the stride through each set, from --every
NEXT_ONLY = False  # states: time next_step alone, from --next-only
BRUTE_SETS = ["royle_17clue", "forum_hardest_1905_11plus"]
SOLVE_SETS = [
    "sudokuexchange_easy_sample500",
    "sudokuexchange_medium_sample500",
    "sudokuexchange_hard_20k",
]
NEXT_STEP_SETS = ["sudokuexchange_medium_sample500"]
STATES_SETS = ["sudokuexchange_diabolical_20k"]
# (command, sets, count) for `all`: a few minutes in total on a laptop-class core.
ALL_PLAN = [
    ("brute", BRUTE_SETS, 2000),
    ("solve", SOLVE_SETS[:2], 500),
    ("solve", SOLVE_SETS[2:], 1000),
    ("next-step", NEXT_STEP_SETS, 500),
    ("solve", ["sudokuexchange_diabolical_20k"], 200),
    ("states", STATES_SETS, 50),
]


def brute(
    directory: Path, sets: Sequence[str], count: int | None, clock: Callable[[], float]
) -> bool:
    """Print the brute-force table; False if any answer disagreed with the file."""
    rows, wrong = [], []
    for name in sets:
        run = run_brute(read_set(directory, name, count, EVERY), clock)
        rows.append([name, *run.timings.cells(), share(run.checked, run.timings.count)])
        wrong += run.wrong
    print(
        table(
            "count_solutions(limit=2), checked against the solution column",
            ["set", *TIMING_HEADERS, "unique and right"],
            rows,
        )
    )
    for puzzle in wrong[:10]:
        print(f"WRONG: {puzzle}")
    return not wrong


def solve(
    directory: Path,
    sets: Sequence[str],
    count: int | None,
    clock: Callable[[], float],
    histogram: bool = False,
) -> bool:
    """Print the table of whole solves by the ladder; False if any step was unsound."""
    rows, unsound, runs = [], [], []
    for name in sets:
        run = run_solve(read_set(directory, name, count, EVERY), clock)
        n = run.timings.count
        rows.append(
            [
                name,
                *run.timings.cells(),
                share(run.solved, n),
                share(run.by_logic, n),
                str(len(run.unsound)),
            ]
        )
        unsound += run.unsound
        runs.append((name, run))
    print(
        table(
            "solve_path(load_puzzle(puzzle)): the whole human-style solve, every step checked",
            ["set", *TIMING_HEADERS, "solved", "without trial", "unsound"],
            rows,
        )
    )
    if histogram:
        for name, run in runs:
            print(f"\n{name}: steps per technique")
            for tid, n in run.techniques.most_common():
                print(f"  {tid:32} {n:8}")
            print(f"{name}: puzzles by hardest technique")
            for tid, n in run.hardest.most_common():
                print(f"  {tid:32} {n:8}")
    for line in unsound[:10]:
        print(f"UNSOUND: {line}")
    return not unsound


def states(
    directory: Path, sets: Sequence[str], count: int | None, clock: Callable[[], float]
) -> bool:
    """Print next_step and all_steps times on states along the solve paths."""
    rows = []
    for name in sets:
        entries = read_set(directory, name, count, EVERY)
        run = run_states(entries, clock=clock, all_steps=not NEXT_ONLY)
        rows.append([f"{name} next_step", *run.next_step.cells()])
        if run.all_steps is not None:
            rows.append([f"{name} all_steps", *run.all_steps.cells()])
    print(
        table(
            ("next_step" if NEXT_ONLY else "next_step and all_steps")
            + " on every 5th state of each path and before its hardest step",
            ["set", "states", *TIMING_HEADERS[1:]],
            rows,
        )
    )
    return True


def next_step(
    directory: Path, sets: Sequence[str], count: int | None, clock: Callable[[], float]
) -> bool:
    """Print the table of first hints."""
    rows = [
        [name, *run_next_step(read_set(directory, name, count, EVERY), clock).cells()]
        for name in sets
    ]
    print(
        table(
            "next_step(parse(puzzle)): the first hint on a fresh board",
            ["set", *TIMING_HEADERS],
            rows,
        )
    )
    return True


COMMANDS = {
    "brute": (brute, BRUTE_SETS, 2000, "brute-force count_solutions(limit=2), verified"),
    "solve": (solve, SOLVE_SETS, 500, "engine.solve_path per puzzle, and the share solved"),
    "next-step": (next_step, NEXT_STEP_SETS, 500, "engine.next_step on a fresh board"),
    "states": (states, STATES_SETS, 200, "next_step and all_steps on states along solve paths"),
}


def puzzle_count(text: str) -> int:
    count = int(text)
    if count < 0:
        raise argparse.ArgumentTypeError("a count is 0 (all) or more")
    return count


def parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--puzzles-dir",
        type=Path,
        default=DEFAULT_PUZZLES_DIR,
        help="directory of the puzzle sets (default: %(default)s)",
    )
    common.add_argument(
        "--every",
        type=int,
        default=1,
        metavar="K",
        help="take every K-th puzzle of each set (the sets are sorted by rating)",
    )
    common.add_argument(
        "--clock",
        choices=CLOCKS,
        default="cpu",
        help="cpu: time this process ran (default); wall: time that passed",
    )
    main = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    commands = main.add_subparsers(dest="command", required=True)
    for name, (_, sets, count, summary) in COMMANDS.items():
        sub = commands.add_parser(name, parents=[common], help=summary, description=summary)
        sub.add_argument(
            "--set",
            dest="sets",
            action="append",
            metavar="NAME",
            help=f"puzzle set, with or without .txt; repeatable (default: {', '.join(sets)})",
        )
        sub.add_argument(
            "--count",
            type=puzzle_count,
            default=count,
            help="first N puzzles of each set, 0 for all (default: %(default)s)",
        )
        if name == "solve":
            sub.add_argument(
                "--histogram", action="store_true", help="also print steps per technique"
            )
        if name == "states":
            sub.add_argument(
                "--next-only", action="store_true", help="time next_step alone, not all_steps"
            )
    commands.add_parser(
        "all", parents=[common], help="every command with its default sets, in a few minutes"
    )
    return main


def main(argv: Sequence[str] | None = None) -> int:
    global EVERY, NEXT_ONLY
    args = parser().parse_args(argv)
    EVERY = max(1, args.every)
    NEXT_ONLY = getattr(args, "next_only", False)
    directory: Path = args.puzzles_dir
    if args.command == "all":
        plan = ALL_PLAN
    else:
        plan = [(args.command, args.sets or COMMANDS[args.command][1], args.count or None)]
    missing = [
        name for _, sets, _ in plan for name in sets if not set_path(directory, name).is_file()
    ]
    if missing:
        print(f"not found in {directory}: {', '.join(missing)}", file=sys.stderr)
        return 2
    print(
        f"Python {platform.python_version()} ({platform.python_implementation()}), "
        f"{args.clock} time, puzzles from {directory}"
    )
    ok = True
    for command, sets, count in plan:
        print()
        run = COMMANDS[command][0]
        if command == "solve" and getattr(args, "histogram", False):
            ok = solve(directory, sets, count, CLOCKS[args.clock], histogram=True) and ok
        else:
            ok = run(directory, sets, count, CLOCKS[args.clock]) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    if sys.argv[1:2] == ["impossible"]:
        from .brute import main as impossible_main

        sys.exit(impossible_main(sys.argv[2:]))
    if sys.argv[1:2] == ["paths"]:
        from .paths import main as paths_main

        sys.exit(paths_main(sys.argv[2:]))
    if sys.argv[1:2] == ["languages"]:
        from .languages import main as languages_main

        sys.exit(languages_main(sys.argv[2:]))
    if sys.argv[1:2] == ["rules"]:
        from .rules import main as rules_main

        sys.exit(rules_main(sys.argv[2:]))
    if sys.argv[1:2] == ["rules-generate"]:
        from .rules_generate import main as rules_generate_main

        sys.exit(rules_generate_main(sys.argv[2:]))
    if sys.argv[1:2] == ["killers"]:
        from .killers import main as killers_main

        sys.exit(killers_main(sys.argv[2:]))
    if sys.argv[1:2] == ["links"]:
        from .links import main as links_main

        sys.exit(links_main(sys.argv[2:]))
    if sys.argv[1:2] == ["entry-check"]:
        from .entry import run as entry_main

        sys.exit(entry_main(sys.argv[2:]))
    if sys.argv[1:2] == ["stall"]:
        from .stall import run as stall_main

        sys.exit(stall_main(sys.argv[2:]))
    if sys.argv[1:2] == ["trace-hint"]:
        from .trace import run as trace_main

        sys.exit(trace_main(sys.argv[2:]))
    if sys.argv[1:2] == ["photo-train"]:
        from .photo_train import main as photo_train_main

        sys.exit(photo_train_main(sys.argv[2:]))
    if sys.argv[1:2] == ["photos-own-board"]:
        from .photos_own_board import main as own_board_main

        sys.exit(own_board_main(sys.argv[2:]))
    if sys.argv[1:2] == ["photo-train-check"]:
        from .photo_train import check_main

        sys.exit(check_main(sys.argv[2:]))
    if sys.argv[1:2] == ["photo-train-kinds"]:
        from .photo_train_kinds import main as kinds_main

        sys.exit(kinds_main(sys.argv[2:]))
    if sys.argv[1:2] == ["screens"]:
        from .screens import main as screens_main

        sys.exit(screens_main(sys.argv[2:]))
    if sys.argv[1:2] == ["photos"]:
        from .photos import main as photos_main

        sys.exit(photos_main(sys.argv[2:]))
    if sys.argv[1:2] == ["fuzz"]:
        from .fuzz import main as fuzz_main

        sys.exit(fuzz_main(sys.argv[2:]))
    if sys.argv[1:2] == ["practice-pool"]:
        from .practice_pool import main as practice_pool_main

        sys.exit(practice_pool_main(sys.argv[2:]))
    if sys.argv[1:2] == ["proof-search"]:
        from .proof_search import main as proof_search_main

        sys.exit(proof_search_main(sys.argv[2:]))
    if sys.argv[1:2] == ["rungs"]:
        from .rungs import main as rungs_main

        sys.exit(rungs_main(sys.argv[2:]))
    if sys.argv[1:2] == ["teach"]:
        from .teach import main as teach_main

        sys.exit(teach_main(sys.argv[2:]))
    if sys.argv[1:2] == ["why"]:
        from .why import main as why_main

        sys.exit(why_main(sys.argv[2:]))
    if sys.argv[1:2] == ["peers"]:
        from .peers import main as peers_main

        sys.exit(peers_main(sys.argv[2:]))
    if sys.argv[1:2] in (["rating"], ["generate"], ["new-puzzle"]):
        from .rating import main as rating_main

        sys.exit(rating_main(sys.argv[1:]))
    sys.exit(main())
