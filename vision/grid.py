"""Find the Sudoku grid in a photo and warp it to a square.

The grid is the largest convex quadrilateral whose inside looks like a 9×9 grid:
after the perspective warp, ink lines run near every ninth of its width, both ways.
"""

from __future__ import annotations

import cv2
import numpy as np

WORK = 1000  # the photo's longer side while looking for the grid, in pixels
CELL = 48  # a cell's side in the warped grid
SIDE = 9 * CELL


class NoGridFound(ValueError):
    """The bytes were not an image, or the image shows no Sudoku grid."""


def decode(image_bytes: bytes) -> np.ndarray:
    """The image as a grey array; NoGridFound for bytes that are no image."""
    return _decoded(image_bytes, cv2.IMREAD_GRAYSCALE)


def decode_colour(image_bytes: bytes) -> np.ndarray:
    """The image in colour (BGR; a grey picture as three equal channels); NoGridFound for
    bytes that are no image."""
    return _decoded(image_bytes, cv2.IMREAD_COLOR)


def _decoded(image_bytes: bytes, mode: int) -> np.ndarray:
    if not isinstance(image_bytes, bytes | bytearray | memoryview) or not image_bytes:
        raise NoGridFound("no image: the file is empty")
    data = np.frombuffer(bytes(image_bytes), dtype=np.uint8)
    image = cv2.imdecode(data, mode)
    if image is None or image.size == 0:
        raise NoGridFound("not an image: the file could not be decoded as JPEG, PNG or WebP")
    return image


def order_corners(points: np.ndarray) -> np.ndarray:
    """Four points as top-left, top-right, bottom-right, bottom-left."""
    points = points.reshape(4, 2).astype(np.float32)
    total = points.sum(axis=1)
    diff = np.diff(points, axis=1).ravel()
    return np.array(
        [
            points[np.argmin(total)],
            points[np.argmin(diff)],
            points[np.argmax(total)],
            points[np.argmax(diff)],
        ],
        dtype=np.float32,
    )


def warp(gray: np.ndarray, corners: np.ndarray, side: int = SIDE) -> np.ndarray:
    target = np.array([[0, 0], [side - 1, 0], [side - 1, side - 1], [0, side - 1]], np.float32)
    matrix = cv2.getPerspectiveTransform(corners.astype(np.float32), target)
    return cv2.warpPerspective(gray, matrix, (side, side), flags=cv2.INTER_AREA)


def ink(gray: np.ndarray, block: int, offset: float) -> np.ndarray:
    """Dark strokes (255) on light paper (0), by adaptive threshold."""
    return cv2.adaptiveThreshold(
        gray, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY_INV, block, offset
    )


def polarity(warped: np.ndarray) -> np.ndarray:
    """Dark boards (light lines and digits on a dark ground) turned to dark-on-light."""
    return 255 - warped if dark(warped) else warped


def dark(gray: np.ndarray) -> bool:
    """Is the ground dark? The ground is most of the pixels: is their median nearer
    the darkest than the lightest?"""
    low, middle, high = np.percentile(gray, (5, 50, 95))
    return bool(middle - low < high - middle)


def gridness(warped: np.ndarray, lines_only: bool = False) -> float:
    """How much the warped square looks like a 9×9 grid, about 0..1.

    The share of the ten line positions (each ninth, both ways) where the ink's
    projection peaks, weighed by how much more ink lies on them than between them.
    """
    # A low offset: a screen's thin lines are faint (grey on white, or dark grey on a dark
    # board, a pixel or less wide at a small zoom) and must still count as lines.
    mask = ink(cv2.GaussianBlur(warped, (3, 3), 0), 15, 3)
    cell = warped.shape[0] / 9
    if lines_only:  # long strokes only: a grid with a digit in every cell still scores
        long = int(cell * 0.9)
        mask = cv2.bitwise_or(
            cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((1, long), np.uint8)),
            cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((long, 1), np.uint8)),
        )
    lines = mask > 0
    score = 0.0
    for axis in (0, 1):
        profile = lines.mean(axis=axis)
        profile = np.convolve(profile, np.ones(5) / 5, mode="same")
        on, off = [], []
        for k in range(10):
            centre = int(round(k * cell))
            reach = int(cell * 0.12)
            lo, hi = max(0, centre - reach), min(len(profile), centre + reach + 1)
            on.append(profile[lo:hi].max())
        for k in range(9):
            centre = int(round((k + 0.5) * cell))
            off.append(np.median(profile[centre - int(cell * 0.25): centre + int(cell * 0.25)]))
        on_arr = np.array(on)
        base = float(np.median(off))
        hits = np.mean(on_arr[1:-1] > base + 0.25)
        score += 0.5 * hits * min(1.0, (float(np.median(on_arr[1:-1])) - base) / 0.4)
    return max(0.0, score)


def _quad(contour: np.ndarray) -> np.ndarray | None:
    """Four corners of a contour that is close to a convex quadrilateral, else None."""
    hull = cv2.convexHull(contour)
    perimeter = cv2.arcLength(hull, True)
    for eps in (0.01, 0.02, 0.03, 0.05, 0.08):
        approx = cv2.approxPolyDP(hull, eps * perimeter, True)
        if len(approx) == 4:
            break
    else:
        return None
    if not cv2.isContourConvex(approx):
        return None
    hull_area = cv2.contourArea(hull)
    if cv2.contourArea(approx) < 0.85 * hull_area:
        return None
    return order_corners(approx)


def candidates(gray: np.ndarray) -> list[np.ndarray]:
    """Quadrilaterals large enough to be the grid, largest first, in gray's pixels."""
    scale = WORK / max(gray.shape)
    small = cv2.resize(gray, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    blurred = cv2.GaussianBlur(small, (5, 5), 0)
    min_area = 0.04 * small.size
    found: list[tuple[float, np.ndarray]] = []
    for block, offset, grow in ((21, 5, 1), (41, 8, 1), (21, 5, 2), (11, 3, 0)):
        mask = ink(blurred, block, offset)
        if grow:
            mask = cv2.dilate(mask, np.ones((3, 3), np.uint8), iterations=grow)
        contours, _ = cv2.findContours(mask, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)
        contours = sorted(contours, key=cv2.contourArea, reverse=True)[:12]
        for contour in contours:
            if cv2.contourArea(contour) < min_area:
                break
            quad = _quad(contour)
            if quad is None:
                continue
            area = cv2.contourArea(quad)
            if any(
                np.abs(quad - other).max() < 0.02 * WORK for _, other in found
            ):
                continue
            found.append((area, quad))
    found.sort(key=lambda item: -item[0])
    return [quad / scale for _, quad in found[:10]]


def find_grid(gray: np.ndarray, lines_pass: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """(corners in the photo, the warped dark-on-light grid); NoGridFound if there is none.

    lines_pass=False skips the second, long-strokes-only pass (bench.photo_train reads
    its photos without it, so the committed weights stay those it was trained to)."""
    return find_grids(gray, lines_pass)[0]


def find_grids(gray: np.ndarray, lines_pass: bool = True) -> list[tuple[np.ndarray, np.ndarray]]:
    """Every grid in the picture as (corners, warped grid), the best first, then the others
    largest first; NoGridFound if there is none. A page with two puzzles gives both."""
    scored: list[tuple[float, np.ndarray, np.ndarray]] = []
    quads = candidates(gray)
    if dark(gray):  # light lines on a dark ground: look for the lines themselves too
        quads += candidates(255 - gray)
    # A second pass counts only long strokes as lines: a grid whose every cell holds a
    # digit (a page filled in by hand) has ink between the lines that hides them.
    for lines_only in (False, True) if lines_pass else (False,):
        for quad in quads:
            warped = polarity(warp(gray, quad))
            score = gridness(warped, lines_only)
            if score < 0.45:
                continue
            side = np.linalg.norm(quad[0] - quad[2])
            scored.append((score * side, quad, warped))
        if scored:
            break
    if not scored:
        scored = _from_boxes(gray, quads)
    if not scored:
        raise NoGridFound("no Sudoku grid found in the picture")
    scored.sort(key=lambda item: -item[0])
    chosen = [scored[0]]
    for rank, quad, warped in scored[1:]:
        if all(_apart(quad, other) for _, other, _ in chosen):
            chosen.append((rank, quad, warped))
    best, rest = chosen[0], chosen[1:]
    rest.sort(key=lambda item: -cv2.contourArea(item[1]))
    return [(quad, warped) for _, quad, warped in [best, *rest]]


def _from_boxes(gray: np.ndarray, quads: list[np.ndarray]) -> list:
    """A grid whose outline is cut off by the picture's edge (or broken) is found from one
    of its 3x3 boxes, whose outline is whole: each squarish quad is tried in each of the
    nine places of a box, the grid it would make scored as any other."""
    paper = float(np.median(gray))
    implied = []
    for quad in quads:
        across, down = quad[1] - quad[0], quad[3] - quad[0]
        if not 0.7 < np.linalg.norm(across) / max(np.linalg.norm(down), 1) < 1.4:
            continue
        for i in range(3):
            for j in range(3):
                top_left = quad[0] - i * across - j * down
                implied.append(np.array([top_left, top_left + 3 * across,
                                         top_left + 3 * across + 3 * down, top_left + 3 * down],
                                        np.float32))

    def warped_at(grid: np.ndarray) -> np.ndarray:
        target = np.array([[0, 0], [SIDE - 1, 0], [SIDE - 1, SIDE - 1], [0, SIDE - 1]],
                          np.float32)
        matrix = cv2.getPerspectiveTransform(grid, target)
        return polarity(cv2.warpPerspective(
            gray, matrix, (SIDE, SIDE), flags=cv2.INTER_AREA,
            borderMode=cv2.BORDER_CONSTANT, borderValue=paper))

    found = []
    for grid in implied:
        score = gridness(warped_at(grid))
        if score < 0.45:
            continue
        # Every box that places the same grid (its corners near these) evens out the
        # error each one's outline brings, times three.
        side = np.linalg.norm(grid[0] - grid[2])
        near = [g for g in implied if np.abs(g - grid).max() < 0.06 * side]
        grid = np.mean(near, axis=0).astype(np.float32)
        warped = warped_at(grid)
        found.append((gridness(warped) * side, grid, warped))
    return found


def _apart(quad: np.ndarray, other: np.ndarray) -> bool:
    """Two quadrilaterals that are different grids: neither's centre lies in the other."""
    def inside(point: np.ndarray, polygon: np.ndarray) -> bool:
        return cv2.pointPolygonTest(polygon.reshape(-1, 1, 2).astype(np.float32),
                                    tuple(map(float, point)), False) >= 0

    return not inside(quad.mean(axis=0), other) and not inside(other.mean(axis=0), quad)
