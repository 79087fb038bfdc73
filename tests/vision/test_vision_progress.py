"""A game in progress read from a picture: givens, the player's digits and notes apart.

progress_*.png are games in progress drawn by bench/screens.py in four looks (their truth
in progress.json); mixed_image34/114 are newspaper pages filled in by hand (the dataset's
mixed test split, never trained on), their printed digits in *.printed.dat.
"""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np
import pytest

import vision
from sudoku_cli.main import main
from vision.correct import SURE, check

DATA = Path(__file__).resolve().parent / "data"
TRUTH = json.loads((DATA / "progress.json").read_text())


def labels(name: str) -> str:
    lines = (DATA / name).read_text().splitlines()[2:11]
    return "".join(x for line in lines for x in line.split())


@pytest.fixture(scope="module")
def readings() -> dict[str, vision.Reading]:
    return {name: vision.read_grid((DATA / name).read_bytes()) for name in TRUTH}


@pytest.mark.parametrize("name", sorted(TRUTH))
def test_givens_and_the_players_digits_are_told_apart(readings, name: str) -> None:
    reading, truth = readings[name], TRUTH[name]
    assert reading.givens == truth["givens"]
    assert reading.entries == truth["entries"]
    assert reading.puzzle == truth["givens"].replace("0", ".")
    assert reading.solutions == 1


@pytest.mark.parametrize("name", sorted(TRUTH))
def test_notes_are_never_read_as_digits(readings, name: str) -> None:
    reading, truth = readings[name], TRUTH[name]
    noted = [c for c in range(81) if truth["notes"][c]]
    assert noted, "each picture has notes"
    assert all(reading.givens[c] == "0" and reading.entries[c] == "0" for c in noted)
    # Most noted cells read exactly; none is read where the picture has no note.
    exact = sum(reading.notes[c] == truth["notes"][c] for c in noted)
    assert exact >= 0.7 * len(noted)
    assert all(not reading.notes[c] for c in range(81) if not truth["notes"][c])


def test_a_wrong_digit_of_the_players_is_kept_and_named(readings) -> None:
    reading, truth = readings["progress_light.png"], TRUTH["progress_light.png"]
    wrong = truth["wrong"]
    assert wrong >= 0
    assert reading.entries[wrong] == truth["entries"][wrong]  # as the player wrote it
    assert reading.mistakes == [wrong]
    # No given was changed to make the player's digit fit.
    assert all(change.cell != wrong for change in reading.corrected)
    assert reading.givens == truth["givens"]


def test_printed_givens_and_handwriting_on_a_newspaper_page() -> None:
    reading = vision.read_grid((DATA / "mixed_image114.jpg").read_bytes())
    every, printed = labels("mixed_image114.dat"), labels("mixed_image114.printed.dat")
    assert reading.givens == printed
    hand = [c for c in range(81) if printed[c] == "0"]
    assert sum(reading.entries[c] != "0" for c in hand) >= 0.95 * len(hand)
    assert sum(reading.entries[c] == every[c] for c in hand) >= 0.9 * len(hand)
    # A page filled in by hand is a game to go on with, not 81 givens.
    assert reading.givens.count("0") == len(hand)


def test_a_grid_cut_off_by_the_pictures_edge_is_found_from_its_boxes() -> None:
    # mixed image34: the photo cuts off the grid's top line, so its outline is not whole.
    reading = vision.read_grid((DATA / "mixed_image34.jpg").read_bytes())
    every = labels("mixed_image34.dat")
    read = [g if g != "0" else e for g, e in zip(reading.givens, reading.entries, strict=True)]
    assert sum(r == e for r, e in zip(read, every, strict=True)) >= 75


def table_for(values: str) -> np.ndarray:
    table = np.full((81, 10), 0.001)
    for cell, char in enumerate(values):
        table[cell, int(char)] = 0.991
    return table


GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


def test_the_check_never_changes_a_sure_given_to_fit_a_players_digit() -> None:
    # The player wrote 1 in r1c3 (the solution has 4): it clashes with nothing given, but
    # does not fit. Every reading is sure: nothing changes, the 1 is the player's mistake.
    values = GIVENS[:2] + "1" + GIVENS[3:]
    table = table_for(values)
    present = np.array([v != "0" for v in values])
    chance = np.where(present, 0.02, 0.0)
    chance[2] = 0.98
    checked = check(table, chance, present)
    assert checked.changes == []
    assert checked.digits[2] == 1 and checked.entry[2]
    assert checked.solution is not None and checked.solution[2] == 4


def test_an_unsure_kind_moves_when_the_givens_need_it() -> None:
    # r1c1's 5 is a given the classifier thought, unsurely, the player's: without it the
    # givens have two solutions, so it moves back, and the change says why of that cell.
    table = table_for(GIVENS)
    present = np.array([v != "0" for v in GIVENS])
    weak = GIVENS.replace("53007", "50000", 1)
    table = table_for(weak)
    present = np.array([v != "0" for v in weak])
    chance = np.where(present, 0.02, 0.0)
    chance[0] = 0.6  # unsure: the player's, 60 to 40
    checked = check(table, chance, present)
    assert checked.solutions == 1
    assert [(c.name, c.moved) for c in checked.changes] == [("r1c1", "to-given")]
    assert checked.changes[0].trouble == vision.Trouble("several")
    assert "more than one solution" in checked.changes[0].reason


def test_a_sure_clash_is_left_for_the_player_not_mended() -> None:
    values = GIVENS[:2] + "5" + GIVENS[3:]  # a second 5 in row 1, as a sure given
    table = table_for(values)
    present = np.array([v != "0" for v in values])
    checked = check(table, np.where(present, 0.02, 0.0), present)
    assert checked.changes == []
    assert checked.solutions == 0
    assert min(table[c].max() for c in range(81)) >= SURE


def test_two_grids_on_one_page_are_both_offered() -> None:
    from bench.screens import Position, render

    first = Position(GIVENS, "0" * 81, (0,) * 81, SOLUTION)
    other = "000000907000420180000705026100904000050000040000507009920108000034059000507000000"
    second = Position(other, "0" * 81, (0,) * 81, "0" * 81)
    rng = np.random.default_rng(3)
    pictures = [
        cv2.imdecode(np.frombuffer(render(p, "light", rng), np.uint8), cv2.IMREAD_COLOR)
        for p in (first, second)
    ]
    height = max(p.shape[0] for p in pictures)
    page = np.full((height, sum(p.shape[1] for p in pictures) + 60, 3), 255, np.uint8)
    page[: pictures[0].shape[0], : pictures[0].shape[1]] = pictures[0]
    page[: pictures[1].shape[0], pictures[0].shape[1] + 60 :] = pictures[1]
    ok, data = cv2.imencode(".png", page)
    assert ok
    reading = vision.read_grid(data.tobytes())
    assert len(reading.others) == 1
    read = {reading.givens, vision.read_grid(data.tobytes(), choice=1).givens}
    assert read == {GIVENS, other}
    with pytest.raises(vision.NoGridFound):
        vision.read_grid(data.tobytes(), choice=2)


def test_the_cli_reads_a_game_in_progress_as_json(capsys) -> None:
    truth = TRUTH["progress_light.png"]
    assert main(["read", str(DATA / "progress_light.png"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["givens"] == truth["givens"]
    assert out["puzzle"] == truth["givens"].replace("0", ".")
    assert out["entries"] == truth["entries"]
    assert len(out["notes"]) == 81 and all(isinstance(n, str) for n in out["notes"])
    assert all(n == "".join(sorted(n)) for n in out["notes"])
    wrong = truth["wrong"]
    assert out["mistakes"] == [
        {"cell": f"r{wrong // 9 + 1}c{wrong % 9 + 1}", "digit": int(truth["entries"][wrong])}
    ]
    assert out["solutions"] == 1
    assert isinstance(out["corrected"], list) and isinstance(out["ms"], int)
    for change in out["corrected"]:
        assert set(change) >= {"cell", "read", "now", "why"}


def test_the_cli_says_the_players_digits_apart_in_plain_text(capsys) -> None:
    truth = TRUTH["progress_light.png"]
    assert main(["read", str(DATA / "progress_light.png")]) == 0
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0] == truth["givens"].replace("0", ".")
    assert lines[1] == "your digits " + truth["entries"].replace("0", ".")
    wrong = truth["wrong"]
    assert f"r{wrong // 9 + 1}c{wrong % 9 + 1}: your {truth['entries'][wrong]}" in err


@pytest.mark.parametrize("name", ["image1.jpg", "image17.jpg", "image1031.jpg"])
def test_a_newspaper_photo_without_pencil_marks_reads_no_notes(name: str) -> None:
    # Dust and crumbs of grid lines in a photo's empty cells are no player's notes.
    reading = vision.read_grid((DATA / name).read_bytes())
    assert reading.notes == [""] * 81
    assert reading.entries == "0" * 81
