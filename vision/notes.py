"""Pencil marks: the small digits a player notes in an empty cell, read as notes.

Apps draw them three ways: a 3x3 of small digits (each digit in its own place, 1 top
left, 9 bottom right), corner marks (in the corners, then along the edges) and centre
marks (a row of small digits through the middle). Each small piece of ink is read by
the digit classifier; where an image's marks sit in the places of a 3x3 (the reading
agrees with the place for most of them), the place decides, which no blur can smudge.
"""

from __future__ import annotations

import cv2
import numpy as np

from .cells import CELL, PATCH, features
from .model import ROTATED, Classifier

PAD = 3
SLOT_AGREEMENT = 0.6  # share of marks whose reading is their 3x3 place: the image uses 3x3
NOTE_SURE = 0.4  # a piece read as a digit with less than this is a speck, not a note
NOTE_INK = 0.25  # share of a note's patch its strokes fill, at most
# Noted cells a picture must show for its notes to count: a screenshot's flat ground has
# no specks, a photo's paper has dust that may read as a note or two.
MIN_NOTED_CELLS = 2
MIN_NOTED_CELLS_PHOTO = 5


def is_screen(gray: np.ndarray) -> bool:
    """A screenshot's ground is flat: most of its pixels share one value exactly, which
    no camera's noise leaves."""
    counts = np.bincount(gray.ravel(), minlength=256)
    return bool(counts.max() > 0.3 * gray.size)


def _pieces(strokes: np.ndarray, index: int) -> list[tuple[float, float, int, int, int, int]]:
    """(cx, cy, x, y, w, h) of each mark-sized piece of ink in a cell, in warped pixels."""
    row, col = divmod(index, 9)
    y0, x0 = row * CELL + PAD, col * CELL + PAD
    size = CELL - 2 * PAD
    cell = strokes[y0 : y0 + size, x0 : x0 + size]
    count, _, stats, centroids = cv2.connectedComponentsWithStats(cell, connectivity=8)
    found = []
    for i in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[i])
        if area < 6 or h < 0.1 * size or h > 0.5 * size or w > 0.45 * size:
            continue
        found.append((x0 + centroids[i][0], y0 + centroids[i][1], x0 + x, y0 + y, w, h))
    # Pieces of one digit (a broken 5) lie on top of each other, touching: join those.
    joined: list[list[float]] = []
    for cx, cy, x, y, w, h in sorted(found):
        for other in joined:
            ox, oy, ow, oh = other[2:6]
            gap = max(oy - (y + h), y - (oy + oh))
            if x < ox + ow and ox < x + w and gap < 0.06 * size:
                nx, ny = min(x, ox), min(y, oy)
                other[2:6] = [nx, ny, max(x + w, ox + ow) - nx, max(y + h, oy + oh) - ny]
                other[0], other[1] = other[2] + other[4] / 2, other[3] + other[5] / 2
                break
        else:
            joined.append([cx, cy, x, y, w, h])
    # Digits of a centre mark can touch ("78" as one piece): a piece much wider than a
    # digit is cut into digit-wide parts.
    out = []
    for _cx, cy, x, y, w, h in joined:
        parts = int(round(w / (0.7 * h))) if w > 1.05 * h else 1
        for k in range(max(parts, 1)):
            px, pw = x + k * w / parts, w / parts
            out.append((px + pw / 2, cy, px, y, pw, h))
    return out


def _patch(gray: np.ndarray, piece: tuple, ground: float) -> np.ndarray:
    """The piece's patch from `gray`, which may be the grid warped larger than the strokes
    were found in (small digits read better from more pixels)."""
    zoom = gray.shape[0] / (9 * CELL)
    cx, cy, x, y, w, h = (v * zoom for v in piece)
    half = max(w, h) * 0.6 + 1
    scale = PATCH / (2 * half)
    matrix = np.array([[scale, 0, PATCH / 2 - cx * scale], [0, scale, PATCH / 2 - cy * scale]])
    crop = cv2.warpAffine(
        gray.astype(np.float32),
        matrix,
        (PATCH, PATCH),
        flags=cv2.INTER_LINEAR,
        borderMode=cv2.BORDER_REPLICATE,
    )
    dark = min(float(np.percentile(crop, 3)), ground - 30)
    return np.clip((ground - crop) / (ground - dark), 0, 1)


def read_notes(
    gray: np.ndarray,
    strokes: np.ndarray,
    marks: np.ndarray,
    model: Classifier,
    digit_geometry: np.ndarray,
    fewest: int = MIN_NOTED_CELLS,
) -> list[int]:
    """81 digit masks (bit d-1: d noted) for the cells in `marks`, 0 elsewhere."""
    notes = [0] * 81
    cells = [int(i) for i in np.flatnonzero(marks)]
    if not cells:
        return notes
    ground = float(np.percentile(gray, 75))
    pieces, owners = [], []
    for index in cells:
        for piece in _pieces(strokes, index):
            pieces.append(piece)
            owners.append(index)
    if not pieces:
        return notes
    patches = np.array([_patch(gray, p, ground) for p in pieces], np.float32)
    # A note as the classifier knows digits: a digit's usual size, in the middle.
    geometry = np.repeat(digit_geometry[None, :], len(pieces), axis=0)
    geometry[:, 3:5] = 0
    every = model.probabilities(features(patches, geometry))
    probs = every[:, 1:ROTATED]
    read = probs.argmax(axis=1) + 1
    # A speck of dust or a grid line's crumb in an empty cell is no note: the classifier
    # knows specks (class 0) and a digit lying on its side.
    # A note is thin strokes (a blot of dust fills its box) read as a digit upright.
    inked = (patches > 0.5).mean(axis=(1, 2))
    digit_like = (probs.max(axis=1) >= NOTE_SURE) & (inked < NOTE_INK) & (
        every[:, ROTATED] < 0.5
    )
    if fewest <= MIN_NOTED_CELLS:  # a screenshot's flat ground has no specks to sort out
        digit_like[:] = True
    slots = []
    for (cx, cy, *_), index in zip(pieces, owners, strict=True):
        row, col = divmod(index, 9)
        fx = (cx - col * CELL) / CELL
        fy = (cy - row * CELL) / CELL
        slots.append(min(2, int(fy * 3)) * 3 + min(2, int(fx * 3)) + 1)
    kept = np.flatnonzero(digit_like)
    if len(kept) == 0:
        return notes
    agree = float(np.mean(np.array(slots)[kept] == read[kept]))
    use_slots = agree >= SLOT_AGREEMENT
    for k in kept:
        digit = slots[k] if use_slots else int(read[k])
        notes[owners[k]] |= 1 << (digit - 1)
    # Notes come in numbers: a lone noted cell on a page is a speck the classifier
    # took for a digit more likely than a player's single note.
    if sum(1 for n in notes if n) < fewest:
        return [0] * 81
    return notes
