"""Screenshots of games in progress, drawn here in the looks of other apps and of paper.

Each picture shows a position as a player meets it when stuck: the puzzle's givens,
15-35 digits of the player's own (one of them wrong in some), and pencil marks in some
of the empty cells, in one of these looks:

- `light`: white board, bold black givens, the player's digits in a blue, 3x3 notes;
- `dark`: dark board, light grey givens, the player's digits in a light colour, 3x3 notes;
- `thin`: hairline grid, givens and the player's digits told apart by weight and shade
  only, corner marks;
- `coloured`: the player's digits in a random hue, the selected row, column and box
  tinted, centre marks, a number pad under the board;
- `photo`: the `light` look photographed off a screen (turned a little, blurred, JPEG).

`python -m bench screens --count 40 --seed 45` reads each one back through
vision.read_grid and reports givens, the player's digits and notes separately; the same
renderer feeds the training of the kind classifier (bench/photo_train_kinds.py) with
other seeds.
"""

from __future__ import annotations

import argparse
import colorsys
import io
from dataclasses import dataclass
from pathlib import Path

import numpy as np

LOOKS = ("light", "dark", "thin", "coloured", "photo")
FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/truetype/liberation"))


@dataclass(frozen=True)
class Position:
    """What the picture shows: 81-character strings (0 empty) and 81 note masks."""

    givens: str
    entries: str
    notes: tuple[int, ...]  # bit d-1: digit d noted
    solution: str
    wrong: int = -1  # the cell of the player's wrong digit, -1 when none


def positions(count: int, seed: int, puzzles: list[str] | None = None) -> list[Position]:
    """`count` games in progress from real puzzles, one in five with a wrong digit."""
    from engine import Grid
    from engine.brute_force import solve

    rng = np.random.default_rng(seed)
    source = puzzles or _puzzles()
    out = []
    for k in range(count):
        givens = source[int(rng.integers(len(source)))]
        values = [int(c) if c.isdigit() else 0 for c in givens]
        solution = solve(values)
        empty = [c for c in range(81) if not values[c]]
        taken = rng.choice(
            empty, size=min(len(empty) - 6, int(rng.integers(15, 36))), replace=False
        )
        entries = [0] * 81
        for cell in taken:
            entries[int(cell)] = solution[int(cell)]
        wrong = -1
        if k % 4 == 1:  # a wrong digit the player wrote (every look gets some)
            wrong = int(taken[0])
            entries[wrong] = int(rng.choice([d for d in range(1, 10) if d != solution[wrong]]))
        board = [v or e for v, e in zip(values, entries, strict=True)]
        notes = [0] * 81
        if rng.random() < 0.75:
            try:
                grid = Grid(board)
                cands = grid.candidates
            except Exception:  # a wrong digit may leave a cell no candidate: note the rest
                cands = [0x1FF] * 81
            free = [c for c in range(81) if not board[c]]
            for cell in rng.choice(
                free, size=min(len(free), int(rng.integers(3, 20))), replace=False
            ):
                mask = cands[int(cell)] or int(rng.integers(1, 512))
                if mask.bit_count() > 1 and rng.random() < 0.3:  # a player's notes are partial
                    drop = 1 << int(rng.choice([d for d in range(9) if mask >> d & 1]))
                    mask &= ~drop
                notes[int(cell)] = mask
        out.append(
            Position(
                "".join(map(str, values)),
                "".join(map(str, entries)),
                tuple(notes),
                "".join(map(str, solution)),
                wrong,
            )
        )
    return out


def _puzzles() -> list[str]:
    here = Path(__file__).resolve().parent.parent / "tests" / "data"
    lines = []
    for name in (
        "sudokuexchange_easy_100.txt",
        "sudokuexchange_medium_100.txt",
        "sudokuexchange_hard_100.txt",
    ):
        for line in (here / name).read_text().splitlines():
            text = line.strip().split()[0] if line.strip() else ""
            if len(text) >= 81 and not text.startswith("#"):
                lines.append(text[:81])
    return lines


def _font(name: str, size: int):
    from PIL import ImageFont

    for folder in FONT_DIRS:
        path = folder / name
        if path.exists():
            return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size)


def _hue(rng: np.random.Generator, lightness: float) -> tuple[int, int, int]:
    hue = rng.choice([0.58, 0.62, 0.33, 0.78, 0.05, 0.9, 0.5]) + rng.normal(0, 0.02)
    r, g, b = colorsys.hls_to_rgb(hue % 1, lightness, 0.75)
    return int(r * 255), int(g * 255), int(b * 255)


def render(position: Position, look: str, rng: np.random.Generator) -> bytes:
    """The position drawn in `look`, as PNG (JPEG for `photo`) bytes."""
    from PIL import Image, ImageDraw

    cell = int(rng.integers(44, 100))
    side = 9 * cell
    margin = int(rng.integers(8, 40))
    header = int(rng.integers(40, 140))
    pad = cell * 2 if look == "coloured" else int(rng.integers(0, 2)) * cell
    width, height = side + 2 * margin, side + 2 * margin + header + pad
    dark = look == "dark"
    ground = (18, 18, 22) if dark else (255, 255, 255)
    thin_line = (70, 70, 80) if dark else (190, 190, 198)
    thick_line = (150, 150, 160) if dark else (40, 40, 48)
    given_ink = (228, 228, 232) if dark else (16, 16, 24)
    if look == "thin":
        entry_ink = (110, 110, 118)
    else:
        entry_ink = _hue(rng, 0.72 if dark else 0.42)
    note_ink = (160, 160, 170) if dark else (110, 110, 120)
    image = Image.new("RGB", (width, height), ground)
    draw = ImageDraw.Draw(image)
    top, left = header + margin, margin
    # An app's title bar, with words (not a grid) above the board.
    draw.rectangle([0, 0, width, header - 8], fill=(40, 44, 60) if dark else (236, 238, 244))
    draw.text(
        (margin, header // 3), "Sudoku  00:12:45", fill=note_ink, font=_font("DejaVuSans.ttf", 18)
    )
    if look == "coloured":  # the selected cell's row, column and box tinted
        tint = (255, 244, 196)
        sel = int(rng.integers(81))
        r, c = divmod(sel, 9)
        for k in range(81):
            kr, kc = divmod(k, 9)
            if kr == r or kc == c or (kr // 3 == r // 3 and kc // 3 == c // 3):
                x, y = left + kc * cell, top + kr * cell
                draw.rectangle(
                    [x, y, x + cell, y + cell], fill=(200, 220, 255) if k == sel else tint
                )
    thin = 1
    thick = 1 if look == "thin" else int(rng.integers(2, 5))
    for k in range(10):
        at = k * cell
        w, colour = (thick, thick_line) if k % 3 == 0 else (thin, thin_line)
        if look == "thin":
            colour = thin_line if k % 3 else (120, 120, 130)
        draw.line([(left + at, top), (left + at, top + side)], fill=colour, width=w)
        draw.line([(left, top + at), (left + side, top + at)], fill=colour, width=w)
    given_font = _font(
        rng.choice(["DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf", "DejaVuSans.ttf"])
        if look != "thin"
        else "DejaVuSans-Bold.ttf",
        int(cell * rng.uniform(0.55, 0.7)),
    )
    entry_font = _font(
        "DejaVuSans-ExtraLight.ttf"
        if look == "thin"
        else rng.choice(["DejaVuSans.ttf", "LiberationSans-Regular.ttf"]),
        int(cell * rng.uniform(0.55, 0.7)),
    )
    note_font = _font("DejaVuSans.ttf", max(9, int(cell * 0.24)))
    note_style = {
        "light": "grid",
        "dark": "grid",
        "photo": "grid",
        "thin": "corner",
        "coloured": "centre",
    }[look]
    for k in range(81):
        r, c = divmod(k, 9)
        x, y = left + c * cell, top + r * cell
        given, entry = int(position.givens[k]), int(position.entries[k])
        if given or entry:
            draw.text(
                (x + cell / 2, y + cell / 2 + 1),
                str(given or entry),
                fill=given_ink if given else entry_ink,
                font=given_font if given else entry_font,
                anchor="mm",
            )
            continue
        digits = [d for d in range(1, 10) if position.notes[k] >> (d - 1) & 1]
        if not digits:
            continue
        if note_style == "grid":
            for d in digits:
                nx = x + cell * (0.2 + 0.3 * ((d - 1) % 3))
                ny = y + cell * (0.2 + 0.3 * ((d - 1) // 3))
                draw.text((nx, ny), str(d), fill=note_ink, font=note_font, anchor="mm")
        elif note_style == "corner":  # SudokuPad's corner marks: corners first, then edges
            spots = [
                (0.18, 0.2),
                (0.82, 0.2),
                (0.18, 0.8),
                (0.82, 0.8),
                (0.5, 0.2),
                (0.5, 0.8),
                (0.18, 0.5),
                (0.82, 0.5),
                (0.5, 0.5),
            ]
            for d, (fx, fy) in zip(digits, spots, strict=False):
                draw.text(
                    (x + cell * fx, y + cell * fy),
                    str(d),
                    fill=note_ink,
                    font=note_font,
                    anchor="mm",
                )
        else:  # centre marks: the digits in a row through the middle
            text = "".join(map(str, digits))
            font = _font("DejaVuSans.ttf", max(9, int(cell * (0.24 if len(text) < 5 else 0.18))))
            draw.text((x + cell / 2, y + cell / 2), text, fill=note_ink, font=font, anchor="mm")
    if pad:  # a number pad under the board
        pad_font = _font("DejaVuSans.ttf", int(cell * 0.6))
        y = top + side + margin // 2 + cell // 2
        for d in range(1, 10):
            draw.text(
                (left + (d - 0.5) * cell, y), str(d), fill=thick_line, font=pad_font, anchor="mm"
            )
    if look != "photo":
        out = io.BytesIO()
        image.save(out, "PNG")
        return out.getvalue()
    return _photographed(np.array(image), rng)


def _photographed(rgb: np.ndarray, rng: np.random.Generator) -> bytes:
    import cv2

    h, w = rgb.shape[:2]
    angle = rng.uniform(-4, 4)
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    bigger = cv2.warpAffine(rgb, matrix, (w, h), borderValue=(90, 90, 90))
    bigger = cv2.GaussianBlur(bigger, (0, 0), rng.uniform(0.6, 1.4))
    noise = rng.normal(0, 4, bigger.shape)
    bigger = np.clip(bigger * rng.uniform(0.8, 1.0) + noise, 0, 255).astype(np.uint8)
    ok, data = cv2.imencode(
        ".jpg",
        cv2.cvtColor(bigger, cv2.COLOR_RGB2BGR),
        [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(60, 92))],
    )
    return data.tobytes()


def screenshots(count: int, seed: int) -> list[tuple[str, Position, bytes]]:
    """(look, position, image bytes): the looks in turn, deterministic from the seed."""
    rng = np.random.default_rng(seed + 1)
    return [
        (LOOKS[k % len(LOOKS)], position, render(position, LOOKS[k % len(LOOKS)], rng))
        for k, position in enumerate(positions(count, seed))
    ]


def run_screens(count: int, seed: int, keep: Path | None, verbose: bool) -> int:
    import vision
    from bench.report import table

    rows = []
    totals = {look: [0] * 10 for look in LOOKS}
    times = []
    for k, (look, position, data) in enumerate(screenshots(count, seed)):
        if keep:
            keep.mkdir(parents=True, exist_ok=True)
            (keep / f"screen{k:03d}-{look}.{'jpg' if look == 'photo' else 'png'}").write_bytes(data)
        t = totals[look]
        t[0] += 1
        try:
            reading = vision.read_grid(data)
        except vision.NoGridFound:
            continue
        times.append(reading.ms)
        t[1] += 1
        givens_right = reading.givens == position.givens
        entries_right = reading.entries == position.entries
        t[2] += givens_right
        t[3] += entries_right
        noted = sum(1 for m in position.notes if m)
        t[4] += noted
        t[5] += sum(
            1
            for c in range(81)
            if position.notes[c] and reading.notes[c] == _digits(position.notes[c])
        )
        # A note read as a digit: a cell with notes only, read as a given or an entry.
        t[6] += sum(
            1
            for c in range(81)
            if position.notes[c] and (reading.givens[c] != "0" or reading.entries[c] != "0")
        )
        sure_changed = sum(
            1 for ch in reading.corrected if reading.first_confidence[ch.cell] >= 0.9
        )
        t[7] += sure_changed
        t[8] += position.wrong >= 0 and position.wrong in reading.mistakes
        t[9] += position.wrong >= 0
        if verbose and not (givens_right and entries_right):
            bad = [
                f"r{c // 9 + 1}c{c % 9 + 1}"
                for c in range(81)
                if reading.givens[c] != position.givens[c]
                or reading.entries[c] != position.entries[c]
            ]
            print(
                f"screen {k} ({look}): givens {givens_right}, entries {entries_right}: "
                + " ".join(bad[:10])
            )
    for look, t in totals.items():
        rows.append(
            [
                look,
                str(t[0]),
                f"{t[1]}/{t[0]}",
                f"{t[2]}/{t[0]}",
                f"{t[3]}/{t[0]}",
                f"{t[5]}/{t[4]}",
                str(t[6]),
                str(t[7]),
                f"{t[8]}/{t[9]}",
            ]
        )
    all_ = [sum(t[i] for t in totals.values()) for i in range(10)]
    rows.append(
        [
            "all",
            str(all_[0]),
            f"{all_[1]}/{all_[0]}",
            f"{all_[2]}/{all_[0]}",
            f"{all_[3]}/{all_[0]}",
            f"{all_[5]}/{all_[4]}",
            str(all_[6]),
            str(all_[7]),
            f"{all_[8]}/{all_[9]}",
        ]
    )
    ms = np.array(times) if times else np.zeros(1)
    print(
        table(
            f"vision.read_grid on {count} rendered screenshots (seed {seed}): median "
            f"{np.median(ms):.0f} ms, p95 {np.percentile(ms, 95):.0f} ms",
            [
                "look",
                "images",
                "grid found",
                "givens exact",
                "your digits exact",
                "note cells exact",
                "notes read as digits",
                "sure givens changed",
                "wrong digit named",
            ],
            rows,
        )
    )
    return 0


def _digits(mask: int) -> str:
    return "".join(str(d) for d in range(1, 10) if mask >> (d - 1) & 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench screens", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--seed", type=int, default=45)
    parser.add_argument("--keep", type=Path, help="write the pictures into this folder")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    return run_screens(args.count, args.seed, args.keep, args.verbose)


if __name__ == "__main__":
    raise SystemExit(main())
