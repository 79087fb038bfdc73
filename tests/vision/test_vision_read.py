"""vision.read_grid: dataset photos, drawn screenshots, no grid, no image, the engine's check."""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np
import pytest

import vision
from sudoku_cli.main import main
from vision.correct import correct

DATA = Path(__file__).resolve().parent / "data"
# A puzzle with one solution (the first of the dataset's test photos has another).
PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def truth(name: str) -> str:
    lines = (DATA / f"{name}.dat").read_text().splitlines()[2:11]
    return "".join(x if x != "0" else "." for line in lines for x in line.split())


@pytest.mark.parametrize("name", ["image1", "image17", "image1031"])
def test_dataset_photos_read_exactly(name: str) -> None:
    # image1031 lies sideways: only the right quarter turn reads.
    reading = vision.read_grid((DATA / f"{name}.jpg").read_bytes())
    assert reading.puzzle == truth(name)
    assert reading.solutions == 1
    assert len(reading.confidence) == 81
    assert all(0 <= c <= 1 for c in reading.confidence)
    assert len(reading.corners) == 4


def screenshot(puzzle: str, dark: bool, turns: int = 0) -> bytes:
    """A clean board drawn with OpenCV: lines and cv2.putText digits, inside a margin."""
    cell, margin = 50, 40
    side = 9 * cell + 2 * margin
    ground, ink = (30, 255) if dark else (255, 20)
    image = np.full((side, side), ground, np.uint8)
    for k in range(10):
        at = margin + k * cell
        width = 3 if k % 3 == 0 else 1
        cv2.line(image, (at, margin), (at, margin + 9 * cell), ink, width)
        cv2.line(image, (margin, at), (margin + 9 * cell, at), ink, width)
    for index, char in enumerate(puzzle):
        if char != ".":
            row, col = divmod(index, 9)
            x = margin + col * cell + 15
            y = margin + row * cell + 38
            cv2.putText(image, char, (x, y), cv2.FONT_HERSHEY_SIMPLEX, 1.2, ink, 3, cv2.LINE_AA)
    image = np.ascontiguousarray(np.rot90(image, turns))
    ok, data = cv2.imencode(".png", image)
    assert ok
    return data.tobytes()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_drawn_screenshot_reads_exactly(dark: bool) -> None:
    reading = vision.read_grid(screenshot(PUZZLE, dark))
    assert reading.puzzle == PUZZLE
    assert reading.solutions == 1
    assert not reading.corrected


# Our own game page (bench photos-own-board made these): the board with its auto pencil
# marks, the controls and the hint panel beside it; light at scale 1, dark at 0.75.
OWN_BOARD = {
    "own_board_easy-1_light.png": "easy-1",
    "own_board_hard-1_dark.png": "hard-1",
}


@pytest.mark.parametrize("name", sorted(OWN_BOARD))
def test_a_screenshot_of_our_own_board_reads_its_givens_not_its_pencil_marks(name: str) -> None:
    from webapp.entering.puzzles import builtins

    reading = vision.read_grid((DATA / name).read_bytes())
    assert reading.puzzle == builtins()[OWN_BOARD[name]].puzzle
    assert not reading.corrected


def test_a_sideways_screenshot_reads_upright() -> None:
    reading = vision.read_grid(screenshot(PUZZLE, False, turns=1))
    assert reading.puzzle == PUZZLE
    assert reading.turns != 0


def test_a_picture_without_a_grid_raises() -> None:
    gradient = np.tile(np.linspace(0, 255, 400, dtype=np.uint8), (300, 1))
    ok, data = cv2.imencode(".png", gradient)
    assert ok
    with pytest.raises(vision.NoGridFound, match="no Sudoku grid"):
        vision.read_grid(data.tobytes())


@pytest.mark.parametrize("data", [b"", b"not an image at all", b"\x89PNG\r\n\x1a\n broken"])
def test_bytes_that_are_no_image_raise(data: bytes) -> None:
    with pytest.raises(vision.NoGridFound, match="image"):
        vision.read_grid(data)


def table_for(puzzle: str) -> np.ndarray:
    """81×10 probabilities, sure of every cell of the puzzle."""
    table = np.full((81, 10), 0.001)
    for index, char in enumerate(puzzle):
        table[index, 0 if char == "." else int(char)] = 0.991
    return table


def test_the_engine_corrects_a_misread_digit() -> None:
    table = table_for(PUZZLE)
    # r1c1 is a 5; make the eyes prefer 3 (a clash with r1c2), 5 the runner-up.
    table[0] = 0.001
    table[0, 3], table[0, 5] = 0.6, 0.39
    values, solutions, changes = correct(table)
    assert "".join(str(v) if v else "." for v in values) == PUZZLE
    assert solutions == 1
    assert [(c.name, c.was, c.now) for c in changes] == [("r1c1", 3, 5)]
    assert str(changes[0]).startswith("r1c1 read as 3, changed to 5: with 3, row 1 had two 3s")
    # The same reason as data, for a page to say in its own language.
    assert changes[0].trouble == vision.Trouble("clash", "row", 1, 3)


def test_the_engine_restores_a_digit_read_as_empty() -> None:
    # Without most of row 1, r1c1's 5 is needed for one solution; read it as empty.
    weak = PUZZLE.replace("53..7", ".....", 1)
    table = table_for(weak)
    table[0, 0], table[0, 5] = 0.55, 0.44
    values, solutions, changes = correct(table)
    assert solutions == 1
    assert values[0] == 5
    assert changes[0].was == 0 and changes[0].now == 5
    assert "more than one solution" in changes[0].reason
    assert changes[0].trouble == vision.Trouble("several")


def test_a_reading_with_a_forced_misread_is_corrected_end_to_end() -> None:
    # Perturb a real reading's probabilities: the photo's own table, one cell swapped.
    from vision import finish, read_probabilities
    from vision.grid import decode, find_grid

    corners, warped = find_grid(decode((DATA / "image1.jpg").read_bytes()))
    table, turns = read_probabilities(warped)
    expected = truth("image1")
    cell = expected.index("7")
    table[cell] = 0.0
    table[cell, 1], table[cell, 7] = 0.7, 0.3
    reading = finish(table, turns, corners, 0.0)
    assert reading.puzzle == expected
    assert [c.name for c in reading.corrected] == [f"r{cell // 9 + 1}c{cell % 9 + 1}"]
    assert reading.first_reading[cell] == "1"


def test_cli_read_prints_the_puzzle_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["read", str(DATA / "image1.jpg")]) == 0
    assert capsys.readouterr().out.strip() == truth("image1")
    assert main(["read", str(DATA / "image1.jpg"), "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["puzzle"] == truth("image1")
    assert len(payload["confidence"]) == 81
    assert payload["corrected"] == []
    assert payload["solutions"] == 1
    assert isinstance(payload["ms"], int)


def test_cli_read_without_a_grid_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("no picture here")
    assert main(["read", str(text)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "not an image" in captured.err
