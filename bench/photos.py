"""python -m bench photos --dir DIR: how well vision.read_grid reads a folder of photos.

DIR holds images with a .dat file each (Wicht and Hennebert's layout: two header
lines, then nine rows of nine digits, 0 for empty), or DIR is a dataset clone and
--split names one of its lists (e.g. v2_test.desc, v2_mixed_test.desc).
Reports grids exactly right, the share of cells right, and median / p95 ms a photo.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

import vision

from .report import table


def truth(dat: Path) -> str:
    lines = dat.read_text().splitlines()[2:11]
    return "".join(x if x != "0" else "." for line in lines for x in line.split())


def photos_in(directory: Path, split: str | None) -> list[Path]:
    if split:
        listing = directory / "datasets" / split
        return [directory / line for line in listing.read_text().split()]
    return sorted(
        p for p in directory.iterdir()
        if p.suffix.lower() in (".jpg", ".jpeg", ".png") and p.with_suffix(".dat").exists()
    )


def run_photos(directory: Path, split: str | None, verbose: bool) -> int:
    paths = photos_in(directory, split)
    exact, cells, total, times, missed, corrected_right = 0, 0, 0, [], [], 0
    first_exact = 0
    for path in paths:
        expected = truth(path.with_suffix(".dat"))
        try:
            reading = vision.read_grid(path.read_bytes())
        except vision.NoGridFound as error:
            missed.append(path.name)
            total += 81
            if verbose:
                print(f"{path.name}: {error}")
            continue
        times.append(reading.ms)
        right = sum(a == b for a, b in zip(reading.puzzle, expected, strict=True))
        cells += right
        total += 81
        exact += right == 81
        first_exact += reading.first_reading == expected
        if reading.corrected and right == 81:
            corrected_right += 1
        if verbose and right < 81:
            wrong = [
                f"r{i // 9 + 1}c{i % 9 + 1}:{b}->{a}"
                for i, (a, b) in enumerate(zip(reading.puzzle, expected, strict=True))
                if a != b
            ]
            print(f"{path.name}: {81 - right} wrong, turns {reading.turns}, "
                  f"solutions {reading.solutions}: {' '.join(wrong[:12])}")
    ms = np.array(times) if times else np.zeros(1)
    name = split or str(directory)
    print(
        table(
            f"vision.read_grid on {name}",
            ["photos", "grids exactly right", "before the engine's check", "cells right",
             "no grid found", "median ms", "p95 ms"],
            [[
                str(len(paths)),
                f"{exact}/{len(paths)}",
                f"{first_exact}/{len(paths)}",
                f"{100 * cells / max(total, 1):.2f}%",
                str(len(missed)),
                f"{np.median(ms):.0f}",
                f"{np.percentile(ms, 95):.0f}",
            ]],
        )
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m bench photos", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--dir", type=Path, required=True, help="photos with .dat files")
    parser.add_argument(
        "--split", help="a list in DIR/datasets/, e.g. v2_test.desc or v2_mixed_test.desc"
    )
    parser.add_argument("--verbose", action="store_true", help="print each photo read wrong")
    args = parser.parse_args(argv)
    return run_photos(args.dir, args.split, args.verbose)
