"""Links other apps use: f-puzzles and SudokuPad (lz-string of their JSON), SudokuWiki.

The fixtures are built by hand from the formats' public descriptions (f-puzzles' JSON:
`size`, `grid` rows of `{value, given, region}` cells, one key per rule; SudokuPad's
`scl` JSON: `cells`, `regions` as [row, col] lists, `lines`, `cages`, `global`, and its
"zipped" spelling), compressed with the lz-string library, then read.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lzstring import LZString

from bench.links import KINDS, puzzles, round_trip
from engine import (
    CLASSIC,
    X_SUDOKU,
    LinkedPuzzle,
    PuzzleError,
    fpuzzles_json,
    fpuzzles_link,
    is_puzzle_link,
    jigsaw,
    load_link,
    load_puzzle,
    read_link,
    scl_json,
    scl_link,
    sudokupad_link,
    sudokuwiki_link,
    variant_named,
)
from engine.explain import renderer

LZ = LZString()
DATA = Path(__file__).resolve().parent.parent / "data"
ROOT = DATA.parent.parent
HARD = "..5.9.4..61..5..23..4.6.7..9.......2...4.9......382....3.....6.4.7...2.816.....97"


def _variant_puzzle(kind: str) -> tuple[str, str]:
    """(variant name, puzzle) of the first built-in puzzle of a variant."""
    for line in (ROOT / "webapp" / "entering" / "variant_puzzles.txt").read_text().splitlines():
        columns = line.split()
        if columns and not line.startswith("#") and columns[1].startswith(kind):
            return columns[1], columns[3]
    raise AssertionError(kind)


def _fgrid(givens: str, regions: str | None = None, entries: dict[int, int] | None = None):
    grid = []
    for r in range(9):
        row = []
        for c in range(9):
            i = r * 9 + c
            cell: dict[str, object] = {}
            if givens[i] not in ".0":
                cell = {"value": int(givens[i]), "given": True}
            if entries and i in entries:
                cell = {"value": entries[i], "centerPencilMarks": [], "cornerPencilMarks": []}
            if regions is not None:
                cell["region"] = int(regions[i]) - 1
            row.append(cell)
        grid.append(row)
    return grid


def _fpuzzles(givens: str = HARD, **rules) -> dict:
    data = {"size": 9, "title": "A test", "author": "me", "ruleset": "Normal sudoku rules.",
            "grid": _fgrid(givens, rules.pop("regions", None), rules.pop("entries", None))}
    data.update(rules)
    return data


def _fpuzzles_url(data: dict) -> str:
    return "https://www.f-puzzles.com/?load=" + LZ.compressToBase64(json.dumps(data))


def _refusal(text: str) -> str:
    with pytest.raises(PuzzleError) as caught:
        read_link(text)
    return str(caught.value)


# ----- f-puzzles ---------------------------------------------------------------------------


def test_an_fpuzzles_link_gives_its_givens_as_a_classic_puzzle() -> None:
    linked = read_link(_fpuzzles_url(_fpuzzles()))
    assert linked == LinkedPuzzle(HARD, "classic")
    assert linked.source == "f-puzzles"
    assert load_link(_fpuzzles_url(_fpuzzles())).grid.values == load_puzzle(HARD).grid.values


def test_the_fpuzzles_json_pasted_as_it_is_is_read() -> None:
    text = json.dumps(_fpuzzles(), indent=2)
    assert is_puzzle_link(text)
    assert read_link(text) == LinkedPuzzle(HARD, "classic")


def test_values_that_are_not_given_are_the_players_digits_not_givens() -> None:
    data = _fpuzzles(entries={0: 7, 3: 1})
    linked = read_link(_fpuzzles_url(data))
    assert linked.givens == HARD
    assert linked.entries[0] == "7" and linked.entries[3] == "1"
    assert linked.entries.count(".") == 79
    # Not played yet: the game starts from the givens alone.
    puzzle = load_link(_fpuzzles_url(data))
    assert puzzle.grid.values[0] == 0


def test_both_diagonals_make_an_x_sudoku() -> None:
    name, givens = _variant_puzzle("x")
    data = _fpuzzles(givens, **{"diagonal+": True, "diagonal-": True})
    assert read_link(_fpuzzles_url(data)).variant == "x"
    assert load_link(_fpuzzles_url(data)).grid.variant is X_SUDOKU


def test_disjoint_groups_make_a_colour_sudoku() -> None:
    name, givens = _variant_puzzle("colour")
    data = _fpuzzles(givens, disjointgroups=True)
    assert read_link(_fpuzzles_url(data)).variant == "colour"
    assert load_link(_fpuzzles_url(data)).grid.variant.kind == "colour"


def test_regions_make_a_jigsaw_with_its_layout() -> None:
    name, givens = _variant_puzzle("jigsaw")
    layout = name.partition(":")[2]
    data = _fpuzzles(givens, regions=layout)
    linked = read_link(_fpuzzles_url(data))
    assert linked.variant == jigsaw(layout).name
    assert load_link(_fpuzzles_url(data)).grid.variant is jigsaw(layout)


def test_regions_that_are_the_boxes_are_a_classic_puzzle() -> None:
    boxes = "".join(str(c // 27 * 3 + c % 9 // 3 + 1) for c in range(81))
    assert read_link(_fpuzzles_url(_fpuzzles(regions=boxes))).variant == "classic"


def test_a_links_variant_wins_over_the_one_asked_for() -> None:
    data = _fpuzzles(**{"diagonal+": True, "diagonal-": True})
    assert read_link(_fpuzzles_url(data), CLASSIC).variant == "x"
    assert read_link(_fpuzzles_url(_fpuzzles()), X_SUDOKU).variant == "classic"


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        # Clues outside the grid are played (test_outside_links.py); one showing words
        # (a setter's "?") is not.
        ("littlekillersum", [{"cell": "R0C1", "cells": ["R1C2", "R2C3"], "direction": "DR",
                              "value": "?"}], "little killer sums"),
        ("sandwichsum", [{"cell": "R0C1", "value": "?"}], "sandwich sums"),
        ("clone", [{"cells": ["R1C1"], "cloneCells": ["R9C9"]}], "clones"),
    ],
)
def test_a_rule_we_do_not_play_is_refused_by_name(key: str, value: object, words: str) -> None:
    message = _refusal(_fpuzzles_url(_fpuzzles(**{key: value})))
    assert message == f"This puzzle has {words}, which the assistant does not solve."


def test_several_rules_are_named_together() -> None:
    # Killer cages, thermometers, XV and anti-knight are played now (test_killer_input.py,
    # test_puzzle_links_rules.py, test_rules_dots.py); clues that show words are not.
    data = _fpuzzles(xv=[{"cells": ["R1C1", "R1C2"], "value": "X"}], antiknight=True,
                     killercage=[{"cells": ["R1C1"], "value": "3"}],
                     sandwichsum=[{"cell": "R0C1", "value": "?"}],
                     littlekillersum=[{"cell": "R0C1", "cells": ["R1C2", "R2C3"],
                                       "direction": "DR", "value": "?"}])
    message = _refusal(_fpuzzles_url(data))
    assert message == (
        "This puzzle has little killer sums and sandwich sums, which the "
        "assistant does not solve."
    )


def test_a_rule_nobody_told_us_of_is_refused_with_its_name() -> None:
    message = _refusal(_fpuzzles_url(_fpuzzles(starbattle=[{"cell": "R0C1", "value": "3"}])))
    assert "starbattle" in message and "does not know" in message


def test_empty_rule_lists_and_metadata_cages_are_no_rules() -> None:
    data = _fpuzzles(thermometer=[], antiknight=False,
                     cage=[{"cells": [], "value": "title: A cage that only names the puzzle"}])
    assert read_link(_fpuzzles_url(data)) == LinkedPuzzle(HARD, "classic")


def test_diagonals_with_disjoint_groups_are_an_x_sudoku_with_the_groups() -> None:
    # Mixed, the groups are a rule element adding their houses (test_rules_regions.py).
    data = _fpuzzles(**{"diagonal+": True, "diagonal-": True, "disjointgroups": True})
    assert read_link(_fpuzzles_url(data)).variant == "rules:x;g"


def test_a_grid_that_is_not_9x9_is_refused() -> None:
    data = {"size": 6, "grid": [[{} for _ in range(6)] for _ in range(6)]}
    assert _refusal(_fpuzzles_url(data)) == (
        "This puzzle is 6×6; the assistant plays 9×9 puzzles only."
    )


def test_regions_that_are_no_jigsaw_are_refused_with_the_reason() -> None:
    layout = "1" * 10 + "2" * 8 + "".join(str(c // 27 * 3 + c % 9 // 3 + 1) for c in range(18, 81))
    message = _refusal(_fpuzzles_url(_fpuzzles(regions=layout)))
    assert message.startswith("The regions of this puzzle are not a Jigsaw: ")


@pytest.mark.parametrize(
    "text",
    [
        "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QlQEMB",  # cut short
        "https://www.f-puzzles.com/?load=!!!!not-base64!!!!",
        "https://www.f-puzzles.com/?load=" + LZ.compressToBase64("not json at all"),
        "https://www.f-puzzles.com/?load=" + LZ.compressToBase64('{"size": 9}'),
        "https://www.f-puzzles.com/?load=" + LZ.compressToBase64('{"size": 9, "grid": [[1]]}'),
        "https://www.f-puzzles.com/?load="
        + LZ.compressToBase64(json.dumps({"size": 9, "grid": [[{"value": 12}] * 9] * 9})),
        '{"size": 9, "grid": ',
    ],
)
def test_a_damaged_payload_is_refused_plainly(text: str) -> None:
    message = _refusal(text)
    assert "cannot be read: it is damaged or cut short" in message


@pytest.mark.parametrize(
    "text",
    [
        "https://sudokupad.app/abc123xyz",
        "https://sudokupad.app/sudoku/?puzzle=abc123xyz",
        "https://app.crackingthecryptic.com/sudoku/b7qRdQPGHL",
        "sudokupad.app/xyz987",
        "https://tinyurl.com/3dvjjwds",
        "https://www.f-puzzles.com/?id=yx2dkca7",
    ],
)
def test_a_short_link_says_to_copy_the_long_one(text: str) -> None:
    message = _refusal(text)
    assert message.startswith("This is a short link: open it in ")
    assert "copy the long link (with the puzzle in it) instead" in message


def test_a_link_to_another_site_is_refused_by_name() -> None:
    message = _refusal("https://example.com/sudoku?p=123")
    assert "f-puzzles, SudokuPad and SudokuWiki" in message and "example.com" in message


def test_a_puzzle_written_out_is_no_link() -> None:
    assert not is_puzzle_link(HARD)
    assert not is_puzzle_link(";127;239")
    assert not is_puzzle_link(":0000:x:" + HARD + ":::")
    assert is_puzzle_link("https://www.f-puzzles.com/?load=N4Ig")
    assert is_puzzle_link("www.sudokuwiki.org/sudoku.htm?bd=" + HARD.replace(".", "0"))


# ----- SudokuPad -------------------------------------------------------------------------


def test_sudokupad_fpuzzles_links_in_every_spelling() -> None:
    payload = "fpuzzles" + LZ.compressToBase64(json.dumps(_fpuzzles()))
    for url in (
        "https://sudokupad.app/" + payload,
        "https://sudokupad.app/?puzzle=" + payload,
        "https://sudokupad.app/sudoku/?puzzle=" + payload.replace("+", "%2B"),
        "https://app.crackingthecryptic.com/sudoku/" + payload,
        "https://app.crackingthecryptic.com/?puzzle=" + payload,
        payload,
    ):
        assert read_link(url) == LinkedPuzzle(HARD, "classic"), url


def test_a_plus_read_as_a_space_is_put_back() -> None:
    payload = LZ.compressToBase64(json.dumps(_fpuzzles()))
    assert "+" in payload
    url = "https://www.f-puzzles.com/?load=" + payload.replace("+", " ")
    assert read_link(url) == LinkedPuzzle(HARD, "classic")


def _scl(data: dict) -> str:
    return "https://sudokupad.app/scl" + LZ.compressToBase64(json.dumps(data))


def _scl_cells(givens: str) -> list:
    return [[{"value": int(givens[r * 9 + c])} if givens[r * 9 + c] not in ".0" else {}
             for c in range(9)] for r in range(9)]


def _scl_regions(layout: str | None = None) -> list:
    layout = layout or "".join(str(c // 27 * 3 + c % 9 // 3 + 1) for c in range(81))
    return [[[c // 9, c % 9] for c in range(81) if layout[c] == str(n)] for n in range(1, 10)]


def test_an_scl_link_in_plain_json() -> None:
    data = {"id": "test", "cellSize": 50, "cells": _scl_cells(HARD), "regions": _scl_regions(),
            "cages": [{"value": "title: Plain"}, {"value": "author: me"}]}
    linked = read_link(_scl(data))
    assert linked == LinkedPuzzle(HARD, "classic") and linked.source == "SudokuPad"


def test_an_scl_link_in_sudokupads_zipped_spelling() -> None:
    # Zipped by hand as SudokuPad does: short names (ce cells, v value, re regions,
    # ca cages, l lines, wp wayPoints, c color, th thickness), unquoted keys, single
    # quotes, {} left out between commas, colours without '#'.
    name, givens = _variant_puzzle("x")
    rows = []
    for r in range(9):
        rows.append("[" + ",".join(
            "{v:" + givens[r * 9 + c] + "}" if givens[r * 9 + c] not in ".0" else ""
            for c in range(9)) + "]")
    regions = json.dumps(_scl_regions()).replace(" ", "")
    zipped = (
        "{id:'zip',cs:50,ce:[" + ",".join(rows) + "],re:" + regions
        + ",l:[{c:'34BBE6',th:2,wp:[[0,0],[9,9]]},{c:'34BBE6',th:2,wp:[[0,9],[9,0]]}]"
        + ",ca:[{v:'title: X marks the spot'},{v:'rules: Normal X-Sudoku rules.'}]}"
    )
    url = "https://sudokupad.app/scl" + LZ.compressToBase64(zipped)
    assert read_link(url) == LinkedPuzzle(givens, "x")
    assert load_link(url).grid.variant is X_SUDOKU


def test_scl_disjoint_groups_and_regions() -> None:
    name, givens = _variant_puzzle("colour")
    data = {"cells": _scl_cells(givens), "regions": _scl_regions(), "global": ["disjoint"]}
    assert read_link(_scl(data)).variant == "colour"
    name, givens = _variant_puzzle("jigsaw")
    layout = name.partition(":")[2]
    data = {"cells": _scl_cells(givens), "regions": _scl_regions(layout)}
    assert read_link(_scl(data)).variant == jigsaw(layout).name


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        ({"lines": [{"color": "#CFCFCF", "thickness": 21, "wayPoints": [[0.5, 0.5], [1.5, 1.5]]}]},
         "lines drawn on the grid (thermometers, renban, whispers or the like)"),
        ({"arrows": [{"wayPoints": [[0.5, 0.5], [1.5, 1.5]]}]}, "arrows"),
        ({"overlays": [{"center": [0.5, 0.5], "width": 0.25, "height": 0.25, "text": "A"}]},
         "marks drawn on the grid (dots, circles or clues)"),
        # A dot neither white nor black (test_outside_links.py reads SudokuPad's dots).
        ({"overlays": [{"center": [1, 1.5], "width": 0.3, "height": 0.3, "rounded": True}]},
         "kropki dots"),
        # SudokuPad's global anti-knight is played; a rules text we cannot settle is not.
        ({"rules": "Cells a knight's move apart cannot sum to 10."}, "the anti-knight rule"),
    ],
)
def test_scl_rules_we_do_not_play_are_refused_by_name(extra: dict, words: str) -> None:
    data = {"cells": _scl_cells(HARD), "regions": _scl_regions(), **extra}
    assert _refusal(_scl(data)) == f"This puzzle has {words}, which the assistant does not solve."


def test_a_cell_highlight_is_no_rule() -> None:
    data = {"cells": _scl_cells(HARD), "regions": _scl_regions(),
            "underlays": [{"backgroundColor": "#ffa0a0", "center": [0.5, 0.5], "width": 1,
                           "height": 1, "rounded": False}]}
    assert read_link(_scl(data)) == LinkedPuzzle(HARD, "classic")


def test_damaged_scl_is_refused_plainly() -> None:
    for text in (
        "https://sudokupad.app/scl" + LZ.compressToBase64("{ce:[[{v:1}"),
        "https://sudokupad.app/scl" + LZ.compressToBase64('{"cells": 5}'),
        "https://sudokupad.app/sclAAAA",
    ):
        assert "cannot be read: it is damaged or cut short" in _refusal(text)


# ----- SudokuWiki -------------------------------------------------------------------------


def test_sudokuwiki_links_read_back_the_position_we_write() -> None:
    puzzle = load_puzzle(HARD)
    grid = puzzle.grid
    grid.values[0] = puzzle.solution[0]  # a placed digit
    grid._candidates = None
    link = sudokuwiki_link(grid)
    linked = read_link(link)
    assert linked.givens == HARD and linked.entries[0] == str(puzzle.solution[0])
    assert linked.candidates is not None and linked.source == "SudokuWiki"
    loaded = load_link(link)
    assert loaded.grid.values == grid.values and loaded.grid.givens == grid.givens


def test_sudokuwiki_plain_board_takes_the_variant_asked_for() -> None:
    name, givens = _variant_puzzle("x")
    link = "https://www.sudokuwiki.org/sudoku.htm?bd=" + givens.replace(".", "0")
    assert read_link(link).variant == "classic"
    assert read_link(link, X_SUDOKU).variant == "x"
    assert load_link(link, X_SUDOKU).grid.variant is X_SUDOKU


def test_a_damaged_sudokuwiki_link_is_refused() -> None:
    message = _refusal("https://www.sudokuwiki.org/sudoku.htm?bd=S9B0101")
    assert message == (
        "The puzzle in this SudokuWiki link cannot be read: it is damaged or cut short."
    )


# ----- writing ----------------------------------------------------------------------------


def test_the_written_fpuzzles_json_follows_the_format() -> None:
    name, givens = _variant_puzzle("jigsaw")
    data = fpuzzles_json(LinkedPuzzle(givens, name))
    assert data["size"] == 9 and len(data["grid"]) == 9
    first = next(i for i, ch in enumerate(givens) if ch != ".")
    cell = data["grid"][first // 9][first % 9]
    assert cell["value"] == int(givens[first]) and cell["given"] is True
    assert {c["region"] for row in data["grid"] for c in row} == set(range(9))
    assert fpuzzles_json(LinkedPuzzle(HARD, "x"))["diagonal+"] is True
    assert fpuzzles_json(LinkedPuzzle(HARD, "colour"))["disjointgroups"] is True
    assert "regions" in scl_json(LinkedPuzzle(HARD, "classic"))


def test_links_written_are_the_sites_own_forms() -> None:
    puzzle = LinkedPuzzle(HARD, "classic")
    assert fpuzzles_link(puzzle).startswith("https://www.f-puzzles.com/?load=N4Ig")
    assert sudokupad_link(puzzle).startswith("https://sudokupad.app/fpuzzlesN4Ig")
    assert scl_link(puzzle).startswith("https://sudokupad.app/scl")
    payload = fpuzzles_link(puzzle).partition("load=")[2]
    assert json.loads(LZ.decompressFromBase64(payload))["grid"][0][2] == {"value": 5, "given": True}


@pytest.mark.parametrize("kind", KINDS)
def test_every_variant_reads_back_as_written(kind: str) -> None:
    for puzzle in puzzles(kind, 12):
        for write in (fpuzzles_link, sudokupad_link):
            assert read_link(write(puzzle)) == puzzle
        bare = LinkedPuzzle(puzzle.givens, puzzle.variant)
        assert read_link(scl_link(bare)) == bare


def test_the_bench_round_trip_on_a_sample() -> None:
    counts = round_trip(5)
    assert len(counts) == 3 * len(KINDS) and ("killer", "f-puzzles") in counts
    assert all(good == tried == 5 for good, tried in counts.values())


@pytest.mark.parametrize("kind", ["x", "colour", "jigsaw"])
def test_a_built_in_variant_puzzle_plays_from_its_links(kind: str) -> None:
    name, givens = _variant_puzzle(kind)
    expected = load_puzzle(givens, variant_named(name))
    for write in (fpuzzles_link, sudokupad_link, scl_link):
        puzzle = load_link(write(LinkedPuzzle(givens, name)))
        assert puzzle.grid.variant.name == name
        assert puzzle.grid.values == [int(ch) if ch != "." else 0 for ch in givens]
        assert puzzle.solution == expected.solution


def test_refusals_are_said_in_every_language() -> None:
    with pytest.raises(PuzzleError) as caught:
        read_link(_fpuzzles_url(_fpuzzles(thermometer=[{"lines": [["R1C1", "R1C2"]]}],
                                          sandwichsum=[{"cell": "R0C1", "value": "?"}])))
    for lang in ("de", "fr", "ja"):
        text = renderer(lang)(caught.value.reason)
        assert text and "link." not in text
