"""python -m bench photo-train --seed 1: train the digit classifier of vision/.

Cells come from two places:
- the 160 training photos of Wicht and Hennebert's Sudoku dataset (v2 and its "mixed"
  copies with handwritten digits), each read by the same pipeline as vision.read_grid;
  a photo is kept when its grid's empty and filled cells match the .dat file in one of
  the four quarter turns (its digits then feed classes 1..9, the other turns' digits
  the ROTATED class);
- boards drawn here with the machine's fonts (fc-list), with blur, rotation, stroke
  width, JPEG, uneven light and dark boards.
The 40 test photos are never read. Deterministic from the seed; writes vision/digits.npz.
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import cv2
import numpy as np

from vision.cells import CELL, cell_inputs, features
from vision.grid import SIDE, NoGridFound, decode, find_grid, polarity
from vision.model import CLASSES, ROTATED, WEIGHTS, Classifier

DATASET = Path("/tmp/sudoku_dataset")
SYMMETRIC = {1, 6, 8, 9}  # upside down these read as a digit, not as ROTATED


def truth(dat: Path) -> np.ndarray:
    lines = dat.read_text().splitlines()[2:11]
    return np.array([int(x) for line in lines for x in line.split()])


def split(dataset: Path, name: str) -> list[Path]:
    return [dataset / line for line in (dataset / "datasets" / name).read_text().split()]


def _samples(warped: np.ndarray, labels: np.ndarray, turns: int, rotated: bool, out: list):
    """Append (features, class) of every inked cell of the warped grid turned `turns`."""
    present, patches, geometry = cell_inputs(np.ascontiguousarray(np.rot90(warped, turns)))
    if not present.any():
        return
    rows = features(patches[present], geometry[present])
    cells = np.flatnonzero(present)
    if not rotated:
        out.extend(zip(rows, labels[cells], strict=True))
        return
    # Cells of a turned grid: which upright cell they came from (undo the turn).
    index = np.rot90(np.arange(81).reshape(9, 9), turns).ravel()
    for row, cell in zip(rows, cells, strict=True):
        digit = int(labels[index[cell]])
        if digit and not (turns == 2 and digit in SYMMETRIC):
            out.append((row, ROTATED))


def photo_samples(dataset: Path, log=print) -> list:
    out: list = []
    kept = 0
    paths = split(dataset, "v2_train.desc")
    for path in paths:
        labels = truth(path.with_suffix(".dat"))
        try:
            corners, warped = find_grid(decode(path.read_bytes()), lines_pass=False)
        except NoGridFound:
            continue
        agreement = []
        for turns in range(4):
            present, _, _ = cell_inputs(np.ascontiguousarray(np.rot90(warped, turns)))
            agreement.append((present == (labels > 0)).mean())
        turns = int(np.argmax(agreement))
        if agreement[turns] < 0.93:
            continue
        kept += 1
        upright = np.ascontiguousarray(np.rot90(warped, turns))
        _samples(upright, labels, 0, False, out)
        for extra in (1, 2, 3):
            _samples(upright, labels, extra, True, out)
        mixed = dataset / "mixed" / path.name
        if mixed.exists():
            full = truth(mixed.with_suffix(".dat"))
            try:
                mixed_corners, mixed_warped = find_grid(
                    decode(mixed.read_bytes()), lines_pass=False
                )
            except NoGridFound:
                continue
            if np.abs(mixed_corners - corners).max() > 0.03 * max(
                np.ptp(corners[:, 0]), np.ptp(corners[:, 1])
            ):
                continue
            upright = np.ascontiguousarray(np.rot90(mixed_warped, turns))
            _samples(upright, full, 0, False, out)
            _samples(upright, full, 1, True, out)
    log(f"training photos kept: {kept} of {len(paths)} (grid found and cells aligned)")
    return out


def fonts() -> list[str]:
    try:
        listing = subprocess.run(
            ["fc-list", ":", "file"], capture_output=True, text=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return []
    paths = sorted({line.split(":")[0].strip() for line in listing.splitlines()})
    return [p for p in paths if p.lower().endswith((".ttf", ".otf"))]


def render_board(rng: np.random.Generator, font_paths: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """(a warped-looking board, its 81 labels) drawn with a random font and damage."""
    from PIL import Image, ImageDraw, ImageFont

    margin = 24
    size = SIDE + 2 * margin
    paper = int(rng.integers(150, 256))
    ink_level = int(rng.integers(0, max(1, paper - 90)))
    image = Image.new("L", (size, size), paper)
    draw = ImageDraw.Draw(image)
    thin = int(rng.integers(1, 3))
    thick = thin + int(rng.integers(0, 4))
    for k in range(10):
        at = margin + k * CELL
        width = thick if k % 3 == 0 else thin
        draw.line([(at, margin), (at, margin + SIDE)], fill=ink_level, width=width)
        draw.line([(margin, at), (margin + SIDE, at)], fill=ink_level, width=width)
    labels = np.where(rng.random(81) < rng.uniform(0.3, 0.9), rng.integers(1, 10, 81), 0)
    font_path = font_paths[int(rng.integers(len(font_paths)))]
    font_size = int(CELL * rng.uniform(0.55, 0.85))
    font = ImageFont.truetype(font_path, font_size)
    stroke = int(rng.integers(0, 2)) if rng.random() < 0.3 else 0
    for cell in np.flatnonzero(labels):
        row, col = divmod(int(cell), 9)
        cx = margin + (col + 0.5) * CELL + rng.normal(0, 2)
        cy = margin + (row + 0.5) * CELL + rng.normal(0, 2)
        draw.text(
            (cx, cy), str(labels[cell]), fill=ink_level, font=font, anchor="mm",
            stroke_width=stroke, stroke_fill=ink_level,
        )
    board = np.array(image, np.float32)
    # Uneven light: a linear gradient and a soft shadow.
    yy, xx = np.mgrid[0:size, 0:size] / size
    light = 1 + rng.uniform(-0.35, 0.35) * (xx - 0.5) + rng.uniform(-0.35, 0.35) * (yy - 0.5)
    if rng.random() < 0.3:
        cx, cy, r = rng.uniform(0, 1, 3)
        light *= 1 - 0.4 * np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (0.05 + 0.2 * r))
    board = np.clip(board * light, 0, 255)
    if rng.random() < 0.25:  # a dark board: light lines and digits on a dark ground
        board = 255 - board
    board = board.astype(np.uint8)
    if rng.random() < 0.4:
        kernel = np.ones((2, 2), np.uint8)
        board = cv2.erode(board, kernel) if rng.random() < 0.5 else cv2.dilate(board, kernel)
    # The grid slightly off the warp: rotation, shift and a little perspective.
    jitter = rng.normal(0, 3.0, (4, 2)).astype(np.float32)
    angle = rng.normal(0, 1.0)
    corners = np.array(
        [[margin, margin], [margin + SIDE, margin], [margin + SIDE, margin + SIDE],
         [margin, margin + SIDE]], np.float32,
    )
    centre = corners.mean(axis=0)
    rotation = cv2.getRotationMatrix2D(tuple(map(float, centre)), angle, 1.0)
    corners = (np.c_[corners, np.ones(4)] @ rotation.T).astype(np.float32) + jitter
    target = np.array([[0, 0], [SIDE - 1, 0], [SIDE - 1, SIDE - 1], [0, SIDE - 1]], np.float32)
    matrix = cv2.getPerspectiveTransform(corners, target)
    board = cv2.warpPerspective(board, matrix, (SIDE, SIDE), borderMode=cv2.BORDER_REPLICATE)
    if rng.random() < 0.6:
        sigma = rng.uniform(0.3, 1.6)
        board = cv2.GaussianBlur(board, (0, 0), sigma)
    noise = rng.normal(0, rng.uniform(0, 8), board.shape)
    board = np.clip(board + noise, 0, 255).astype(np.uint8)
    if rng.random() < 0.7:
        scale = rng.uniform(0.35, 1.0)  # a small photo, scaled back up
        small = cv2.resize(board, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
        quality = int(rng.integers(30, 95))
        ok, data = cv2.imencode(".jpg", small, [cv2.IMWRITE_JPEG_QUALITY, quality])
        board = cv2.resize(cv2.imdecode(data, cv2.IMREAD_GRAYSCALE), (SIDE, SIDE))
    return polarity(board), labels


def synthetic_samples(rng: np.random.Generator, boards: int, log=print) -> list:
    font_paths = fonts()
    if not font_paths:
        log("no fonts found with fc-list: no drawn digits")
        return []
    out: list = []
    for _ in range(boards):
        board, labels = render_board(rng, font_paths)
        _samples(board, labels, 0, False, out)
        if rng.random() < 0.5:
            _samples(board, labels, int(rng.integers(1, 4)), True, out)
    log(f"drawn boards: {boards}, with {len(font_paths)} fonts")
    return out


def train(x: np.ndarray, y: np.ndarray, rng: np.random.Generator, hidden: int = 192,
          epochs: int = 40, log=print, classes: int = CLASSES) -> Classifier:
    """A one-hidden-layer perceptron by Adam on the cross-entropy, with weight decay."""
    mean = x.mean(axis=0)
    scale = x.std(axis=0) + 1e-3
    xs = ((x - mean) / scale).astype(np.float32)
    d = xs.shape[1]
    params = [
        rng.normal(0, np.sqrt(2 / d), (d, hidden)).astype(np.float32),
        np.zeros(hidden, np.float32),
        rng.normal(0, np.sqrt(2 / hidden), (hidden, classes)).astype(np.float32),
        np.zeros(classes, np.float32),
    ]
    moments = [np.zeros_like(p) for p in params]
    squares = [np.zeros_like(p) for p in params]
    step, rate, decay, batch = 0, 1e-3, 1e-4, 128
    onehot = np.eye(classes, dtype=np.float32)[y]
    for epoch in range(epochs):
        order = rng.permutation(len(xs))
        for start in range(0, len(xs), batch):
            idx = order[start : start + batch]
            xb, tb = xs[idx], onehot[idx]
            if epoch < epochs - 5:
                xb = xb + rng.normal(0, 0.1, xb.shape).astype(np.float32)
            h = np.maximum(xb @ params[0] + params[1], 0)
            z = h @ params[2] + params[3]
            z -= z.max(axis=1, keepdims=True)
            p = np.exp(z)
            p /= p.sum(axis=1, keepdims=True)
            g = (p - tb) / len(idx)
            grads = [None, None, h.T @ g, g.sum(axis=0)]
            gh = (g @ params[2].T) * (h > 0)
            grads[0] = xb.T @ gh
            grads[1] = gh.sum(axis=0)
            step += 1
            lr = rate * (0.1 if epoch >= epochs * 0.75 else 1.0)
            for i, (param, grad) in enumerate(zip(params, grads, strict=True)):
                if i % 2 == 0:
                    grad = grad + decay * param
                moments[i] = 0.9 * moments[i] + 0.1 * grad
                squares[i] = 0.999 * squares[i] + 0.001 * grad * grad
                mhat = moments[i] / (1 - 0.9**step)
                vhat = squares[i] / (1 - 0.999**step)
                param -= lr * mhat / (np.sqrt(vhat) + 1e-8)
        if epoch % 10 == 9 or epoch == epochs - 1:
            model = Classifier({"mean": mean, "scale": scale, "w0": params[0], "b0": params[1],
                                "w1": params[2], "b1": params[3]})
            accuracy = (model.logits(x).argmax(axis=1) == y).mean()
            log(f"epoch {epoch + 1}: training accuracy {accuracy:.4f}")
    return Classifier({"mean": mean.astype(np.float32), "scale": scale.astype(np.float32),
                       "w0": params[0], "b0": params[1], "w1": params[2], "b1": params[3]})


def run_photo_train(seed: int, dataset: Path, boards: int, out: Path = WEIGHTS, log=print) -> int:
    start = time.perf_counter()
    rng = np.random.default_rng(seed)
    if not (dataset / "datasets" / "v2_train.desc").exists():
        log(f"no dataset at {dataset}: clone github.com/wichtounet/sudoku_dataset there "
            "(or pass --dataset); training on drawn digits alone")
        photos = []
    else:
        photos = photo_samples(dataset, log)
    drawn = synthetic_samples(rng, boards, log)
    samples = photos + drawn
    x = np.array([s[0] for s in samples], np.float32)
    y = np.array([s[1] for s in samples], np.int64)
    per_class = np.bincount(y, minlength=CLASSES).tolist()
    log(f"samples: {len(y)} ({len(photos)} from photos); per class {per_class}")
    model = train(x, y, rng, log=log)
    model.save(out)
    log(f"wrote {out} ({out.stat().st_size // 1024} KB) in {time.perf_counter() - start:.0f} s")
    return 0




def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m bench photo-train", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--dataset", type=Path, default=DATASET,
        help="a clone of github.com/wichtounet/sudoku_dataset (default: %(default)s)",
    )
    parser.add_argument("--boards", type=int, default=400, help="drawn boards (default: 400)")
    parser.add_argument("--out", type=Path, default=WEIGHTS)
    args = parser.parse_args(argv)
    return run_photo_train(args.seed, args.dataset, args.boards, args.out)


def check_main(argv: list[str] | None = None) -> int:
    """python -m bench photo-train-check: train again from the seed into a temporary file
    and compare it byte for byte with the committed weights (exit 1 if they differ). The
    training is deterministic: one seeded generator drives every random draw, the fonts
    are listed sorted, and np.savez_compressed writes its zip entries with a fixed date."""
    import argparse
    import tempfile

    parser = argparse.ArgumentParser(
        prog="python -m bench photo-train-check", description=check_main.__doc__.split("\n")[0]
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dataset", type=Path, default=DATASET)
    parser.add_argument("--boards", type=int, default=400)
    parser.add_argument("--against", type=Path, default=WEIGHTS)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "digits.npz"
        run_photo_train(args.seed, args.dataset, args.boards, out)
        same = out.read_bytes() == args.against.read_bytes()
    print(f"{out.name} retrained from seed {args.seed}: "
          f"{'byte-identical to' if same else 'DIFFERS from'} {args.against}")
    return 0 if same else 1
