"""The paste box reads f-puzzles, SudokuPad and SudokuWiki links (the link's variant wins),
refuses what it cannot play in words, and the share page offers the links back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lzstring import LZString
from markupsafe import escape
from web_helpers import Player

from engine import (
    CLASSIC,
    X_SUDOKU,
    LinkedPuzzle,
    fpuzzles_link,
    jigsaw,
    read_link,
    scl_link,
    sudokupad_link,
    sudokuwiki_link,
    with_rules,
)
from engine.rules import Arrow, Thermometer, Whispers

LZ = LZString()
ROOT = Path(__file__).resolve().parent.parent.parent
HARD = "..5.9.4..61..5..23..4.6.7..9.......2...4.9......382....3.....6.4.7...2.816.....97"


def _builtin(kind: str) -> LinkedPuzzle:
    for line in (ROOT / "webapp" / "entering" / "variant_puzzles.txt").read_text().splitlines():
        columns = line.split()
        if columns and not line.startswith("#") and columns[1].startswith(kind):
            return LinkedPuzzle(columns[3], columns[1])
    raise AssertionError(kind)


# HARD's solution: 2, 7, 8 up column 4; r2c6 (4) = r3c6 + r4c7 (3 + 1); r9c1, r9c2 are 1, 6.
RULES = (Thermometer((3, 12, 21)), Arrow((14,), (23, 33)), Whispers((72, 73), 4))
PUZZLES = {"classic": LinkedPuzzle(HARD), **{k: _builtin(k) for k in ("x", "colour", "jigsaw")},
           "rules": LinkedPuzzle(HARD, with_rules(CLASSIC, RULES).name)}


def _givens(player: Player) -> str:
    grid = player.state()["grid"]
    return "".join(str(v) if v else "." for v in grid.values)


@pytest.mark.parametrize("kind", list(PUZZLES))
@pytest.mark.parametrize("write", [fpuzzles_link, sudokupad_link, scl_link])
def test_pasting_a_link_starts_its_variant(player: Player, kind: str, write) -> None:
    puzzle = PUZZLES[kind]
    response = player.start(write(puzzle))  # the form's variant left at Classic
    assert response.status_code == 303, response.data.decode()[:500]
    grid = player.state()["grid"]
    assert grid.variant.name == puzzle.variant
    assert _givens(player) == puzzle.givens


def test_the_links_variant_wins_over_the_forms(player: Player) -> None:
    puzzle = PUZZLES["jigsaw"]
    # Jigsaw chosen with no layout would be refused for a typed puzzle; a link says its own.
    response = player.start(fpuzzles_link(PUZZLES["x"]), variant="jigsaw")
    assert response.status_code == 303
    assert player.state()["grid"].variant is X_SUDOKU
    response = player.start(sudokupad_link(puzzle), variant="colour")
    assert response.status_code == 303
    assert player.state()["grid"].variant is jigsaw(puzzle.variant[7:])


def test_fpuzzles_json_pasted_directly_starts_a_game(player: Player) -> None:
    payload = fpuzzles_link(PUZZLES["colour"]).partition("load=")[2]
    text = json.dumps(json.loads(LZ.decompressFromBase64(payload)), indent=1)
    response = player.start(text)
    assert response.status_code == 303
    assert player.state()["grid"].variant.kind == "colour"


def test_a_sudokuwiki_link_starts_a_game(player: Player) -> None:
    link = "https://www.sudokuwiki.org/sudoku.htm?bd=" + HARD.replace(".", "0")
    assert player.start(link).status_code == 303
    assert _givens(player) == HARD


def _fpuzzles(**rules) -> str:
    data = {"size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)], **rules}
    return "https://www.f-puzzles.com/?load=" + LZ.compressToBase64(json.dumps(data))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (_fpuzzles(clone=[{"cells": ["R1C1"], "cloneCells": ["R9C9"]}]),
         "This puzzle has clones, which the assistant does not solve."),
        (_fpuzzles(line=[{"lines": [["R1C1", "R1C2"]], "outlineC": "#60C060"}]),
         "This puzzle has lines drawn on the grid (thermometers, renban, whispers or the like), "
         "which the assistant does not solve."),
        (_fpuzzles(whispers=[{"lines": [["R1C1", "R1C2"]], "value": str(1 + n % 8)}
                             for n in range(201)]),
         "This puzzle draws more than 200 thermometers, arrows and lines; the assistant plays "
         "puzzles with fewer."),
        (_fpuzzles(thermometer=[{"lines": [["R1C1", "R1C3"]]}]), "it is damaged or cut short"),
        # A killer cage without a sum is an extra region; one whose sum is words is not.
        (_fpuzzles(killercage=[{"cells": ["R1C1", "R1C2"], "value": "?"}]),
         "A cage of this puzzle (with r1c1) shows no sum, and its rules do not say that "
         "digits in a cage do not repeat; the assistant plays a cage by its sum, or as a "
         "region without repeats where the rules say so."),
        ("https://sudokupad.app/abc123", "This is a short link: open it in SudokuPad and copy "
         "the long link (with the puzzle in it) instead."),
        ("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA",
         "it is damaged or cut short"),
        ('{"size": 9, "grid": [', "it is damaged or cut short"),
    ],
)
def test_refusals_say_why_and_keep_the_text(player: Player, text: str, words: str) -> None:
    response = player.start(text)
    assert response.status_code in (400, 422)
    page = response.data.decode()
    assert str(escape(words)) in page
    assert str(escape(text)) in page  # what was pasted comes back


def test_refusals_are_in_the_players_language(player: Player) -> None:
    player.client.set_cookie("lang", "de")
    response = player.start(_fpuzzles(clone=[{"cells": ["R1C1"], "cloneCells": ["R9C9"]}]))
    assert response.status_code == 422
    assert "Dieses Rätsel hat Klone, die der Assistent nicht löst." in (
        response.data.decode()
    )


@pytest.mark.parametrize("kind", list(PUZZLES))
def test_the_share_page_offers_fpuzzles_and_sudokupad_links(player: Player, kind: str) -> None:
    puzzle = PUZZLES[kind]
    assert player.start(fpuzzles_link(puzzle)).status_code == 303
    grid = player.state()["grid"]
    page = player.client.get(player.game_url + "/share").data.decode()
    for write in (fpuzzles_link, sudokupad_link):
        link = write(grid)
        assert str(escape(link)) in page
        assert read_link(link) == puzzle
    assert str(escape(sudokuwiki_link(grid))) in page
    assert "Open in f-puzzles" in page and "Open in SudokuPad" in page


def test_given_pencil_marks_start_the_game_in_their_cells(player: Player) -> None:
    # HARD's r1c1 is 3 (its solution), marked 3 or 8 by the setter.
    grid = [[{"value": int(HARD[r * 9 + c]), "given": True} if HARD[r * 9 + c] != "." else {}
             for c in range(9)] for r in range(9)]
    grid[0][0] = {"givenPencilMarks": [3, 8]}
    data = {"size": 9, "grid": grid}
    response = player.start("https://www.f-puzzles.com/?load=" + LZ.compressToBase64(
        json.dumps(data)))
    assert response.status_code == 303, response.data.decode()[:300]
    candidates = player.state()["grid"].candidates[0]
    assert candidates & ~0b010000100 == 0 and candidates & 0b100
