"""Givens or the player's own digits: told apart by how each digit is written.

A printed page's givens are typeset in black; what a player adds is handwriting, mostly
in another ink, thinner, smaller and less regular. A screen draws givens in one style
and the player's digits in another (a colour, or a lighter weight), the same within one
image but different between apps. So each digit is measured (its ink's colour against
the paper, contrast, stroke width, size) both as it is and against the other digits of
the same image, and a small perceptron (weights in kinds.npz, written by `python -m
bench photo-train-kinds`) gives the chance that it is the player's.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import cv2
import numpy as np

from .model import Classifier

WEIGHTS = Path(__file__).with_name("kinds.npz")
STYLE = 7  # measures a digit
# Features: the measures, the same less the image's median, and less the image's most
# given-like digits (darkest, least coloured), and how many digits the image has.
FEATURES = 3 * STYLE + 1


def styles(
    colour: np.ndarray, layout_boxes: np.ndarray, strokes: np.ndarray, present: np.ndarray
) -> np.ndarray:
    """[81, STYLE]: for each present cell, its ink's colour (a*, b* against the paper's),
    chroma, lightness contrast, stroke width and the digit's height and width (of the
    cell)."""
    lab = cv2.cvtColor(colour, cv2.COLOR_BGR2LAB).astype(np.float32)
    cell = colour.shape[0] / 9
    out = np.zeros((81, STYLE), np.float32)
    for index in np.flatnonzero(present):
        x, y, w, h = (int(v) for v in layout_boxes[index])
        ink = strokes[y : y + h, x : x + w] > 0
        box = lab[y : y + h, x : x + w]
        row, col = divmod(int(index), 9)
        pad = int(cell * 0.1)
        around = lab[
            int(row * cell) + pad : int((row + 1) * cell) - pad,
            int(col * cell) + pad : int((col + 1) * cell) - pad,
        ]
        if not ink.any():
            continue
        pixels = box[ink]
        # The strokes' core: their darkest (or, on a dark ground, lightest) half, away
        # from the blend with the paper at their edges.
        paper = np.median(around.reshape(-1, 3), axis=0)
        distance = np.abs(pixels[:, 0] - paper[0])
        core = pixels[distance >= np.median(distance)]
        tone = np.median(core, axis=0)
        a, b = (tone[1] - paper[1]) / 64, (tone[2] - paper[2]) / 64
        area = float(ink.sum())
        perimeter = float(
            sum(
                cv2.arcLength(c, True)
                for c in cv2.findContours(
                    ink.astype(np.uint8), cv2.RETR_LIST, cv2.CHAIN_APPROX_NONE
                )[0]
            )
        )
        width = 2 * area / max(perimeter, 1.0) / max(h, 1)
        out[index] = [
            a,
            b,
            np.hypot(a, b),
            abs(tone[0] - paper[0]) / 255,
            width * 10,
            h / cell,
            w / cell,
        ]
    return out


def features(style: np.ndarray, present: np.ndarray) -> np.ndarray:
    """[present cells, FEATURES]: each digit's measures, as they are and against the rest
    of its image."""
    rows = style[present]
    if not len(rows):
        return np.zeros((0, FEATURES), np.float32)
    median = np.median(rows, axis=0)
    # The image's most given-like digits: the least coloured third (on paper and on most
    # screens the givens are black or grey).
    order = np.argsort(rows[:, 2] - rows[:, 3])
    plain = np.median(rows[order[: max(1, len(rows) // 3)]], axis=0)
    count = np.full((len(rows), 1), len(rows) / 81, np.float32)
    return np.concatenate([rows, rows - median, rows - plain, count], axis=1).astype(np.float32)


@lru_cache(maxsize=1)
def classifier() -> Classifier | None:
    if not WEIGHTS.exists():
        return None
    with np.load(WEIGHTS) as data:
        return Classifier({key: data[key] for key in data.files})


def entry_chances(style: np.ndarray, present: np.ndarray) -> np.ndarray:
    """[81]: the chance that each present cell's digit is the player's (0 elsewhere)."""
    out = np.zeros(81, np.float64)
    model = classifier()
    if model is None or not present.any():
        return out
    probs = model.probabilities(features(style, present))
    out[present] = probs[:, 1]
    return out
