"""The digit classifier: a small multilayer perceptron run in numpy.

Classes 0 (an empty cell with a speck of ink), 1..9, and ROTATED (a digit lying on its
side or upside down: it tells which quarter turn of the photo is upright). The weights
live in digits.npz next to this file, written by `python -m bench photo-train`.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np

WEIGHTS = Path(__file__).with_name("digits.npz")
CLASSES = 11
ROTATED = 10


class Classifier:
    def __init__(self, params: dict[str, np.ndarray]):
        self.mean = params["mean"]
        self.scale = params["scale"]
        self.layers = [(params[f"w{i}"], params[f"b{i}"]) for i in range(len(params) // 2 - 1)]

    def logits(self, x: np.ndarray) -> np.ndarray:
        h = (x - self.mean) / self.scale
        for i, (w, b) in enumerate(self.layers):
            h = h @ w + b
            if i < len(self.layers) - 1:
                h = np.maximum(h, 0)
        return h

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        """One row of CLASSES probabilities a feature row."""
        if len(x) == 0:
            return np.zeros((0, CLASSES), np.float32)
        z = self.logits(x)
        z = z - z.max(axis=1, keepdims=True)
        e = np.exp(z)
        return e / e.sum(axis=1, keepdims=True)

    def save(self, path: Path) -> None:
        arrays = {"mean": self.mean, "scale": self.scale}
        for i, (w, b) in enumerate(self.layers):
            arrays[f"w{i}"] = w.astype(np.float32)
            arrays[f"b{i}"] = b.astype(np.float32)
        np.savez_compressed(path, **arrays)


@lru_cache(maxsize=1)
def classifier() -> Classifier:
    with np.load(WEIGHTS) as data:
        return Classifier({key: data[key] for key in data.files})
