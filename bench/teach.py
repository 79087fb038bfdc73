"""How much a player reads: per technique, the summary's words and the proof's length.

    python -m bench teach [--set magictour_top1465] [--count 0] [--every 1] [--lang en]

Every step a solve takes (the ladder's next step, applied, until solved) is put into
words. Per technique: how many steps; the summary's words (median, p95, max, and the
share within 60); the proof's lines; and its implications, counted from the drawn links
(a run of links to one candidate is one implication, so a net's two-premise step counts
once). Implications come from the links, not the words, so the figure reads the same
for a step whose words are still one paragraph: before-and-after comparisons hold.
A step whose words are not yet data (no summary) is counted under "paragraph".
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import engine
from engine.explain import words
from engine.step import Step

from .puzzles import DEFAULT_PUZZLES_DIR, Entry, read_set
from .report import share, table

SUMMARY_WORDS = 60  # the bar for 95% of the steps of every technique


@dataclass
class Reading:
    summary_words: list[int] = field(default_factory=list)
    proof_lines: list[int] = field(default_factory=list)
    implications: list[int] = field(default_factory=list)
    paragraphs: int = 0


def implications(step: Step) -> int:
    """Links grouped by the candidate they lead to, in order: one implication each."""
    count, previous = 0, None
    for link in step.links:
        end = (link.end, link.end_cells)
        if end != previous:
            count += 1
            previous = end
    return count


def word_count(text: str, lang: str) -> int:
    # Japanese is written without spaces: two characters stand for about a word.
    return math.ceil(len(text.replace(" ", "")) / 2) if lang == "ja" else len(text.split())


def read(step: Step, lang: str, into: Reading) -> None:
    said = words(step, lang)
    into.summary_words.append(word_count(said.summary, lang))
    into.proof_lines.append(len(said.proof))
    into.implications.append(implications(step))
    into.paragraphs += step.summary is None


def steps_taken(entries: Iterable[Entry]) -> Iterator[tuple[engine.Grid, Step]]:
    """Each position of the ladder's solve of each puzzle with the step taken there;
    the step is applied once the caller has looked."""
    for entry in entries:
        grid = engine.load_puzzle(entry.puzzle).grid
        while not all(grid.values):
            step = engine.next_step(grid)
            if step is None:
                break
            yield grid, step
            engine.apply_step(grid, step)


def figures(values: Sequence[int]) -> list[str]:
    ordered = sorted(values)
    p = ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)]
    return [f"{statistics.median(ordered):g}", str(p), str(ordered[-1])]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench teach", description=__doc__)
    parser.add_argument("--set", dest="set_name", default="magictour_top1465")
    parser.add_argument("--count", type=int, default=0, help="first N puzzles, 0 for all")
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--puzzles-dir", type=Path, default=DEFAULT_PUZZLES_DIR)
    args = parser.parse_args(argv)
    readings: dict[str, Reading] = defaultdict(Reading)
    entries = read_set(args.puzzles_dir, args.set_name, args.count or None, args.every)
    for _grid, step in steps_taken(entries):
        read(step, args.lang, readings[step.technique])
    order = {t.id: i for i, t in enumerate(engine.LADDER)}
    rows = []
    for technique in sorted(readings, key=lambda t: order.get(t, len(order))):
        r = readings[technique]
        within = sum(w <= SUMMARY_WORDS for w in r.summary_words)
        s = sorted(r.summary_words)
        p95 = s[max(0, math.ceil(0.95 * len(s)) - 1)]
        rows.append([
            technique,
            str(len(s)),
            f"{statistics.median(s):g}",
            str(p95),
            str(s[-1]),
            share(within, len(s)),
            *figures(r.proof_lines),
            *figures(r.implications),
            str(r.paragraphs),
        ])
    print(
        table(
            f"{args.set_name} ({args.lang}): what a player reads, per step taken",
            [
                "technique", "steps", "words med", "p95", "max", f"<= {SUMMARY_WORDS}",
                "lines med", "p90", "max", "impl med", "p90", "max", "paragraph",
            ],
            rows,
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
