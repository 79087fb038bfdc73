"""Split a warped grid into cells and turn each cell's ink into classifier features.

Grid lines are taken out first (long thin strokes found by morphological opening),
so a digit touching a line keeps its own shape. In each cell the strokes near the
centre are the digit; their box, squared and scaled to PATCH pixels, is what the
classifier sees, with a few measures of size and place. A cell with no such stroke
is empty without asking the classifier.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from .grid import CELL, SIDE, ink

PATCH = 28
BINS = 9
GEOMETRY = 6


def strokes(warped: np.ndarray) -> np.ndarray:
    """The warped grid's ink (uint8 0/255) without the grid lines."""
    blurred = cv2.GaussianBlur(warped, (3, 3), 0)
    mask = ink(blurred, 31, 9)
    long = int(CELL * 0.9)
    horizontal = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((1, long), np.uint8))
    vertical = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((long, 1), np.uint8))
    lines = cv2.dilate(cv2.bitwise_or(horizontal, vertical), np.ones((3, 3), np.uint8))
    return cv2.bitwise_and(mask, cv2.bitwise_not(lines))


# Pencil marks (an app's candidates, drawn small on a 3×3 grid inside the cell) are not
# givens. A grid's digits are of one size; a cell whose tallest stroke is less than
# MARK_SHARE of the grid's digit height (its 90th percentile), and less than MARK_HEIGHT
# of the cell, reads as marks when at least
# MARK_CELLS cells are like it: a screenshot with candidates shown has dozens, while a
# photo has at most a few small or broken digits, which stay digits.
MARK_SHARE = 0.7
MARK_CELLS = 8
TINY_SHARE, TINY_HEIGHT = 0.5, 0.28  # a digit this small is a note wherever it stands
MARK_HEIGHT = 0.34  # of the cell: a mark is a third of it; 99% of printed digits are 0.45+


def _digit_box(cell_mask: np.ndarray) -> tuple[int, int, int, int, int, int] | None:
    """(x, y, w, h, pieces, tallest piece's height) of the strokes that make the cell's
    digit, or None."""
    count, _, stats, centroids = cv2.connectedComponentsWithStats(cell_mask, connectivity=8)
    size = cell_mask.shape[0]
    boxes = []
    for i in range(1, count):
        x, y, w, h, area = stats[i]
        cx, cy = centroids[i]
        if area < 10 or h < 0.12 * size:
            continue
        if not (0.18 * size < cx < 0.82 * size and 0.18 * size < cy < 0.82 * size):
            continue
        if w > 0.9 * size or h > 0.95 * size:
            continue
        boxes.append((x, y, x + w, y + h, area))
    if not boxes:
        return None
    x0 = min(b[0] for b in boxes)
    y0 = min(b[1] for b in boxes)
    x1 = max(b[2] for b in boxes)
    y1 = max(b[3] for b in boxes)
    if y1 - y0 < 0.25 * size or sum(b[4] for b in boxes) < 25:
        return None
    tallest = max(b[3] - b[1] for b in boxes)
    return x0, y0, x1 - x0, y1 - y0, len(boxes), tallest


@dataclass(frozen=True)
class CellLayout:
    """What each cell of a warped grid holds, before any digit is read."""

    present: np.ndarray  # [81] bool: a digit-sized stroke near the centre
    patches: np.ndarray  # [81, PATCH, PATCH] float32 ink 0..1
    geometry: np.ndarray  # [81, GEOMETRY]
    boxes: np.ndarray  # [81, 4] int: the digit's x, y, w, h in the warped grid
    marks: np.ndarray  # [81] bool: the cell holds pencil marks (small digits), no digit
    strokes: np.ndarray  # the warped grid's ink without its lines (uint8 0/255)


def cell_inputs(warped: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(present[81] bool, patches[81, PATCH, PATCH] float32 ink 0..1, geometry[81, 6])."""
    layout = cell_layout(warped)
    return layout.present, layout.patches, layout.geometry


def cell_layout(warped: np.ndarray) -> CellLayout:
    """Each cell's digit strokes, patch and geometry, and which cells hold pencil marks."""
    mask = strokes(warped)
    gray = warped.astype(np.float32)
    present = np.zeros(81, bool)
    patches = np.zeros((81, PATCH, PATCH), np.float32)
    geometry = np.zeros((81, GEOMETRY), np.float32)
    pad = 3
    tallest = np.zeros(81, np.float32)
    boxes = np.zeros((81, 4), np.int32)
    pieces_of = np.zeros(81, np.int32)
    for index in range(81):
        row, col = divmod(index, 9)
        y0, x0 = row * CELL + pad, col * CELL + pad
        size = CELL - 2 * pad
        box = _digit_box(mask[y0 : y0 + size, x0 : x0 + size])
        if box is None:
            continue
        x, y, w, h, pieces, tallest[index] = box
        present[index] = True
        boxes[index] = (x0 + x, y0 + y, w, h)
        pieces_of[index] = pieces
        cx, cy = x0 + x + w / 2, y0 + y + h / 2
        half = max(w, h) * 0.6 + 1
        patch = _crop(gray, cx, cy, half)
        paper = np.percentile(gray[y0 : y0 + size, x0 : x0 + size], 75)
        dark = min(np.percentile(patch, 3), paper - 30)
        patches[index] = np.clip((paper - patch) / (paper - dark), 0, 1)
        geometry[index] = [
            h / size,
            w / size,
            (mask[y0 + y : y0 + y + h, x0 + x : x0 + x + w] > 0).mean(),
            (cx - x0) / size - 0.5,
            (cy - y0) / size - 0.5,
            min(pieces, 4) / 4,
        ]
    marks = np.zeros(81, bool)
    small_pieces = _small_pieces(mask)
    if present.any():
        digit = np.percentile(tallest[present], 90)
        small = present & (tallest < MARK_SHARE * digit) & (tallest < MARK_HEIGHT * (CELL - 6))
        # Several small pieces side by side or stacked (centre marks "25", a 3x3 of
        # notes) are notes even where few cells hold any: a digit is one or two pieces
        # on top of each other, never a row of small ones.
        spread = small & (pieces_of >= 2) & (
            (boxes[:, 2] > 0.25 * (CELL - 6)) | (boxes[:, 3] > 0.45 * (CELL - 6))
        )
        # A lone small digit away from the cell's middle is a note in its place of a 3x3
        # (a digit is written in the middle), and so is any small one where the image
        # holds notes of several digits elsewhere.
        middle_x = (boxes[:, 0] % CELL + boxes[:, 2] / 2) / CELL - 0.5
        middle_y = (boxes[:, 1] % CELL + boxes[:, 3] / 2) / CELL - 0.5
        aside = small & ((np.abs(middle_x) > 0.17) | (np.abs(middle_y) > 0.17))
        # A lone tiny digit (a centre mark) is far below any digit's size, handwriting's too.
        tiny = small & (tallest < TINY_SHARE * digit) & (tallest < TINY_HEIGHT * (CELL - 6))
        # A small digit with more small ones around it (a 3x3's 5 with its 7 and 9).
        among = small & (small_pieces >= 2)
        if small.sum() >= MARK_CELLS or spread.any():
            marks = small
        else:
            marks = spread | aside | tiny | among
        present &= ~marks
        patches[marks] = 0
        geometry[marks] = 0
    # Cells with no digit-sized stroke near the centre may still hold corner marks.
    marks |= ~present & (small_pieces > 0)
    return CellLayout(present, patches, geometry, boxes, marks, mask)


def _small_pieces(mask: np.ndarray) -> np.ndarray:
    """[81] int: how many digit-like small pieces each cell's ink (lines taken out) has,
    anywhere in the cell."""
    out = np.zeros(81, np.int32)
    pad = 3
    size = CELL - 2 * pad
    for index in range(81):
        row, col = divmod(index, 9)
        y0, x0 = row * CELL + pad, col * CELL + pad
        cell = mask[y0 : y0 + size, x0 : x0 + size]
        if not cell.any():
            continue
        count, _, stats, _ = cv2.connectedComponentsWithStats(cell, connectivity=8)
        for i in range(1, count):
            w, h, area = stats[i][2], stats[i][3], stats[i][4]
            if 0.12 * size <= h <= 0.45 * size and w <= 0.4 * size and area >= 8:
                out[index] += 1
    return out


def _crop(gray: np.ndarray, cx: float, cy: float, half: float) -> np.ndarray:
    """A PATCH×PATCH square of gray centred on (cx, cy), 2·half wide, border replicated."""
    scale = PATCH / (2 * half)
    matrix = np.array([[scale, 0, PATCH / 2 - cx * scale], [0, scale, PATCH / 2 - cy * scale]])
    flags = cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR
    return cv2.warpAffine(
        gray, matrix, (PATCH, PATCH), flags=flags, borderMode=cv2.BORDER_REPLICATE
    )


def _hog(patch: np.ndarray) -> np.ndarray:
    """Orientation histograms of the gradient on a 4×4 and a 2×2 grid of blocks."""
    gx = cv2.Sobel(patch, cv2.CV_32F, 1, 0, ksize=3)
    gy = cv2.Sobel(patch, cv2.CV_32F, 0, 1, ksize=3)
    magnitude = np.hypot(gx, gy)
    angle = np.mod(np.arctan2(gy, gx), np.pi)
    bins = np.minimum((angle / np.pi * BINS).astype(int), BINS - 1)
    one_hot = np.zeros((PATCH, PATCH, BINS), np.float32)
    np.put_along_axis(one_hot, bins[..., None], magnitude[..., None], axis=2)
    parts = []
    for blocks in (4, 2):
        step = PATCH // blocks
        grid = one_hot.reshape(blocks, step, blocks, step, BINS).sum(axis=(1, 3)).ravel()
        parts.append(np.sqrt(grid / (grid.sum() + 1e-6)))
    return np.concatenate(parts)


def features(patches: np.ndarray, geometry: np.ndarray) -> np.ndarray:
    """HOG of each patch, its pixels at half size, and its geometry: one row a cell."""
    rows = []
    for patch, geo in zip(patches, geometry, strict=True):
        hog = _hog(patch)
        small = cv2.resize(patch, (PATCH // 2, PATCH // 2), interpolation=cv2.INTER_AREA)
        rows.append(np.concatenate([hog, small.ravel(), geo * 2]))
    return np.array(rows, np.float32).reshape(len(patches), -1)


assert SIDE == 9 * CELL
