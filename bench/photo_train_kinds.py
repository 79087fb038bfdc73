"""python -m bench photo-train-kinds --seed 1: train vision/'s given-or-yours classifier.

Digits come from three places, each read by the same pipeline as vision.read_grid:
- the dataset's 160 *mixed training* photos: a printed page filled in by hand; the page's
  printed digits are the v2 labels of the same photo (images/NAME.dat), the rest of the
  mixed labels (mixed/NAME.dat) are handwriting;
- its 160 v2 training photos: printed digits only (no digit is the player's);
- screenshots of games in progress drawn by bench/screens.py (its five looks, other seeds
  than the bench's).
The test splits are never read. Deterministic from the seed; writes vision/kinds.npz.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

from vision import kinds, see
from vision.grid import NoGridFound

from .photo_train import DATASET, split, train, truth
from .screens import LOOKS, positions, render


def _upright_digits(sight) -> np.ndarray:
    present = sight.layout.present
    return np.where(present, sight.table.argmax(axis=1), 0)


def photo_samples(dataset: Path, log=print) -> tuple[list, list]:
    xs, ys = [], []
    kept = 0
    for path in split(dataset, "v2_mixed_train.desc"):
        full = truth(path.with_suffix(".dat"))
        printed_dat = dataset / "images" / path.with_suffix(".dat").name
        if not printed_dat.exists():
            continue
        printed = truth(printed_dat)
        kept += _add(path.read_bytes(), full, printed > 0, xs, ys)
    for path in split(dataset, "v2_train.desc"):
        full = truth(path.with_suffix(".dat"))
        kept += _add(path.read_bytes(), full, full > 0, xs, ys)
    log(f"photos kept: {kept}; digits: {len(ys)}, the player's {int(np.sum(ys))}")
    return xs, ys


def _add(data: bytes, full: np.ndarray, printed: np.ndarray, xs: list, ys: list) -> int:
    """Add the digits of one picture whose reading matches its labels; 1 if kept."""
    try:
        sight, _ = see(data)
    except NoGridFound:
        return 0
    read = _upright_digits(sight)
    present = sight.layout.present
    if (read[present] == full[present]).mean() < 0.85 or present.sum() < 10:
        return 0
    rows = kinds.features(sight.style, present)
    cells = np.flatnonzero(present)
    for row, cell in zip(rows, cells, strict=True):
        if not full[cell]:
            continue
        xs.append(row)
        ys.append(0 if printed[cell] else 1)
    return 1


def screen_samples(count: int, seed: int, log=print) -> tuple[list, list]:
    xs, ys = [], []
    rng = np.random.default_rng(seed + 7)
    kept = 0
    for k, position in enumerate(positions(count, seed)):
        look = LOOKS[k % len(LOOKS)]
        data = render(position, look, rng)
        full = np.array(
            [int(g) or int(e) for g, e in zip(position.givens, position.entries, strict=True)]
        )
        printed = np.array([int(g) > 0 for g in position.givens])
        kept += _add(data, full, printed, xs, ys)
    log(f"screenshots kept: {kept} of {count}")
    return xs, ys


def run(seed: int, dataset: Path, screens: int, out: Path = kinds.WEIGHTS, log=print) -> int:
    start = time.perf_counter()
    rng = np.random.default_rng(seed)
    xs, ys = ([], [])
    if (dataset / "datasets" / "v2_mixed_train.desc").exists():
        xs, ys = photo_samples(dataset, log)
    else:
        log(f"no dataset at {dataset}: training on drawn screenshots alone")
    sx, sy = screen_samples(screens, 1000 + seed, log)
    x = np.array(xs + sx, np.float32)
    y = np.array(ys + sy, np.int64)
    log(f"samples: {len(y)}; the player's: {int(y.sum())}")
    model = train(x, y, rng, hidden=32, epochs=60, log=log, classes=2)
    model.save(out)
    log(f"wrote {out} ({out.stat().st_size // 1024} KB) in {time.perf_counter() - start:.0f} s")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench photo-train-kinds", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dataset", type=Path, default=DATASET)
    parser.add_argument("--screens", type=int, default=300)
    parser.add_argument("--out", type=Path, default=kinds.WEIGHTS)
    args = parser.parse_args(argv)
    return run(args.seed, args.dataset, args.screens, args.out)


if __name__ == "__main__":
    raise SystemExit(main())
