"""Figures from a list of timings, and a plain-text table to print them in."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Timings:
    """Milliseconds per puzzle, summarised."""

    count: int
    median: float
    p95: float
    max: float

    @staticmethod
    def of(times_ms: Sequence[float]) -> Timings:
        ordered = sorted(times_ms)
        # Nearest-rank percentile: a time some puzzle actually took.
        p95 = ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]
        return Timings(len(ordered), statistics.median(ordered), p95, ordered[-1])

    def cells(self) -> list[str]:
        return [str(self.count), f"{self.median:.2f}", f"{self.p95:.2f}", f"{self.max:.1f}"]


TIMING_HEADERS = ["puzzles", "median ms", "p95 ms", "max ms"]


def share(part: int, whole: int) -> str:
    """'1987/2000 (99.4%)'."""
    return f"{part}/{whole} ({100 * part / whole:.1f}%)" if whole else "0/0"


def table(title: str, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A titled table: first column left-aligned, the figures right-aligned."""
    widths = [max(len(r[i]) for r in [headers, *rows]) for i in range(len(headers))]

    def line(row: Sequence[str]) -> str:
        first, *figures = row
        return "  ".join(
            [
                first.ljust(widths[0]),
                *(f.rjust(w) for f, w in zip(figures, widths[1:], strict=True)),
            ]
        ).rstrip()

    rule = "-" * len(line(headers))
    return "\n".join([title, rule, line(headers), rule, *map(line, rows), rule])
