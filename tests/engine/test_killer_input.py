"""Getting Killers in and out: the `killer:` text read wherever a puzzle is, its mistakes
said plainly in every language, the editor's check, and f-puzzles and SudokuPad links.

The Killer here was grown at random from a known solution (cages of 1-5 cells, no
givens) and checked to have one solution by a plain depth-first search over the sums.
"""

from __future__ import annotations

import json
import re

import pytest
from lzstring import LZString

from engine import (
    X_SUDOKU,
    LinkedPuzzle,
    PuzzleError,
    check_entry,
    fpuzzles_json,
    fpuzzles_link,
    load_link,
    load_puzzle,
    parse,
    read_link,
    scl_json,
    scl_link,
    sudokupad_link,
    to_string,
    to_text,
    variant_named,
)
from engine.entry import read_entry
from engine.explain import renderer
from engine.rules.cages import CAGE_SYMBOLS

LZ = LZString()
MAP = "0123345556122344776688849a76bccd49aefffgdhhiejjggkiiieljmkknnoeljmpppnnqrsstpuqqq"
SUMS = [5, 10, 7, 22, 19, 12, 24, 19, 15, 9, 8, 5, 16, 11, 14, 12, 20, 10, 26, 22, 10, 11, 8,
        18, 8, 22, 22, 3, 9, 2, 6]
KILLER = f"killer:{MAP}:{','.join(map(str, SUMS))}"
SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
EMPTY = "." * 81


def _killer(cage_map: str = MAP, sums: list[int] | None = None, givens: str = "") -> str:
    text = f"killer:{cage_map}:{','.join(map(str, SUMS if sums is None else sums))}"
    return text + (":" + givens if givens else "")


def _refusal(text: str) -> PuzzleError:
    with pytest.raises(PuzzleError) as caught:
        load_puzzle(text)
    return caught.value


def _sees_by_house(variant, a: int, b: int) -> bool:
    return any(a in house.cells and b in house.cells for house in variant.houses)


# ----- the killer: text, read wherever a puzzle is ------------------------------------------


def test_a_killer_text_with_no_givens_is_a_puzzle_with_its_one_solution() -> None:
    puzzle = load_puzzle(KILLER)
    assert puzzle.grid.variant.kind == "killer" and len(puzzle.grid.variant.cages) == len(SUMS)
    assert not any(puzzle.grid.values) and puzzle.grid.unique
    assert "".join(map(str, puzzle.solution)) == SOLUTION


def test_the_texts_own_cages_win_over_the_variant_asked_for() -> None:
    grid = parse(KILLER, X_SUDOKU)
    assert grid.variant is variant_named(KILLER)
    assert "diagonal" not in {house.kind for house in grid.variant.houses}


def test_the_prefix_is_read_in_any_case_and_givens_follow_a_third_colon() -> None:
    givens = SOLUTION[:9] + "." * 72
    grid = parse("  KILLER:" + KILLER[len("killer:"):] + ":" + givens + "\n")
    assert grid.variant is variant_named(KILLER)
    assert to_string(grid) == givens
    assert grid.givens == (1 << 9) - 1


def test_to_text_writes_a_killer_back_as_it_is_read() -> None:
    givens = "".join(ch if c % 7 == 0 else "." for c, ch in enumerate(SOLUTION))
    grid = parse(_killer(givens=givens))
    text = to_text(grid)
    assert text.startswith("killer:") and text.endswith(":" + givens)
    again = parse(text)
    assert again.variant is grid.variant and again.values == grid.values
    # No givens, no third part: what read_killer reads as a Killer without givens.
    assert to_text(parse(KILLER)) == variant_named(KILLER).name
    # Other variants keep the 81-character form.
    assert to_text(parse(SOLUTION[:40] + "." * 41)) == SOLUTION[:40] + "." * 41


def test_two_of_a_digit_in_a_cage_are_named_by_the_cages_sum_and_first_cell() -> None:
    variant = variant_named(KILLER)
    # Two cells of one cage that share no house: only the cage forbids the repeat.
    cage, a, b = next(
        (cage, a, b)
        for cage in variant.cages
        for a in cage.cells
        for b in cage.cells
        if a < b and not _sees_by_house(variant, a, b)
    )
    values = ["."] * 81
    values[a] = values[b] = "7"
    error = _refusal(_killer(givens="".join(values)))
    first = f"r{cage.cells[0] // 9 + 1}c{cage.cells[0] % 9 + 1}"
    assert str(error) == (
        f"Two 7s in the cage with {first} (sum {cage.total}): "
        f"r{a // 9 + 1}c{a % 9 + 1} and r{b // 9 + 1}c{b % 9 + 1}."
    )
    for lang in ("de", "fr", "ja"):
        said = renderer(lang)(error.reason)
        assert str(cage.total) in said and first in said and "{" not in said


def test_a_clash_in_a_house_is_said_as_before() -> None:
    error = _refusal(_killer(givens="55" + "." * 79))
    assert str(error) == "Two 5s in row 1: r1c1 and r1c2."


# ----- what is wrong, said plainly -----------------------------------------------------------

ROWS_MAP = "".join(CAGE_SYMBOLS[c // 9] for c in range(81))  # each row one cage of 45


def _tangled() -> str:
    """The map with one cell of cage '0' (r1c1) moved to r9c9: cage '0' not joined."""
    return MAP[:80] + "0"


BAD = [
    ("not connected", _killer(_tangled(), SUMS),
     "That is not a Killer: the cage '0' (with r1c1) is not connected: its cells must join up "
     "side by side."),
    ("a cell in no cage", _killer("." + MAP[1:], SUMS[1:]),
     "That is not a Killer: r1c1 is in no cage; in this form every cell needs one."),
    ("a sum no digits make", _killer(MAP, [45] + SUMS[1:]),
     "That is not a Killer: the cage with r1c1 cannot add up to 45: 1 different digits make "
     "1 to 9."),
    ("sums not 405", _killer(MAP, [6] + SUMS[1:]),
     "That is not a Killer: the cage sums add up to 406, but with every cell caged they must "
     "make 405 (nine times 45)."),
    ("too few sums", _killer(MAP, SUMS[:-1]),
     f"That is not a Killer: the map has {len(SUMS)} cages but {len(SUMS) - 1} sums are given."),
    ("a symbol that names no cage", _killer("#" + MAP[1:], SUMS),
     "That is not a Killer: '#' at r1c1 cannot name a cage: use one letter or digit per cage."),
    ("a sum that is no number", KILLER.replace(":5,10,", ":5,1x,"),
     "That is not a Killer: '1x' is not a cage sum: sums are whole numbers like 13."),
    ("a short map", "killer:" + MAP[:80] + ":" + ",".join(map(str, SUMS)),
     "That is not a Killer: a cage map names the cage of all 81 cells; this one has 80."),
    ("no sums at all", "killer:" + MAP,
     "That is not a Killer: a Killer is written killer:, its 81-character cage map, a colon "
     "and the cage sums separated by commas (and, if it has givens, one more colon and 81 "
     "characters)."),
    ("a letter among the givens", _killer(givens="x" + "." * 80),
     "Unknown character 'x' at position 1: use digits 1-9 for givens and '.' or '0' for empty "
     "cells."),
    ("several solutions", _killer(ROWS_MAP, [45] * 9),
     "This puzzle has more than one solution, so it cannot be solved by logic alone."),
    # One given the solution does not have, clashing with nothing: no solution at all.
    ("no solution", _killer(givens=("1" if SOLUTION[0] != "1" else "2") + "." * 80),
     "This puzzle has no solution: its givens contradict each other."),
]


@pytest.mark.parametrize(("what", "text", "words"), BAD, ids=[b[0] for b in BAD])
def test_bad_killer_input_is_refused_in_plain_words(what: str, text: str, words: str) -> None:
    assert str(_refusal(text)) == words


@pytest.mark.parametrize(("what", "text", "words"), BAD, ids=[b[0] for b in BAD])
def test_every_refusal_renders_in_every_language(what: str, text: str, words: str) -> None:
    reason = _refusal(text).reason
    for lang in ("de", "fr", "ja"):
        said = renderer(lang)(reason)
        assert said and said != words
        assert not re.search(r"[{}]|\b(?:puzzle|killer|link)\.[a-z]", said), (lang, said)


# ----- the editor's check ----------------------------------------------------------------------


def test_the_editors_check_reads_a_killer_and_its_cage_clashes() -> None:
    values, variant = read_entry(KILLER, X_SUDOKU)
    assert variant is variant_named(KILLER) and values == [0] * 81
    found = check_entry(values, variant, budget=None)
    assert found.solutions == 1 and not found.clashes
    cage = next(c for c in variant.cages if c.size >= 2)
    a, b = cage.cells[:2]
    values[a] = values[b] = 4
    found = check_entry(values, variant)
    assert [(c.first, c.second, c.digit) for c in found.clashes] == [(a, b, 4)]
    with pytest.raises(PuzzleError, match="That is not a Killer"):
        read_entry(_killer(MAP, SUMS[:-1]), X_SUDOKU)


# ----- links -----------------------------------------------------------------------------------


def _cages() -> list[tuple[list[int], int]]:
    return [(list(cage.cells), cage.total) for cage in variant_named(KILLER).cages]


def _fpuzzles(cages: list[tuple[list[int], int | str | None]], key: str = "killercage",
              **rules: object) -> str:
    grid = [[{} for _ in range(9)] for _ in range(9)]
    entries = []
    for cells, total in cages:
        entry: dict[str, object] = {"cells": [f"R{c // 9 + 1}C{c % 9 + 1}" for c in cells]}
        if total is not None:
            entry["value"] = str(total)
        entries.append(entry)
    data = {"size": 9, "title": "Killer", "author": "me", "grid": grid, key: entries, **rules}
    return "https://www.f-puzzles.com/?load=" + LZ.compressToBase64(json.dumps(data))


def _scl(cages: list[tuple[list[int], int | None]], plain: int = -1, **rules: object) -> str:
    """SudokuPad's cages flagged unique, as its converter draws killer cages (the one at
    index `plain` without the flag)."""
    entries = []
    for i, (cells, total) in enumerate(cages):
        entry: dict[str, object] = {"cells": [[c // 9, c % 9] for c in cells]}
        if i != plain:
            entry["unique"] = True
        if total is not None:
            entry["value"] = total
        entries.append(entry)
    cells = [[{} for _ in range(9)] for _ in range(9)]
    data = {"id": "k", "cellSize": 50, "cells": cells, "cages": entries, **rules}
    return "https://sudokupad.app/scl" + LZ.compressToBase64(json.dumps(data))


@pytest.mark.parametrize("key", ["killercage", "cage"])
def test_fpuzzles_cages_with_sums_make_a_killer(key: str) -> None:
    linked = read_link(_fpuzzles(_cages(), key))
    assert linked == LinkedPuzzle(EMPTY, variant_named(KILLER).name)
    puzzle = load_link(_fpuzzles(_cages(), key))
    assert "".join(map(str, puzzle.solution)) == SOLUTION


def test_a_sudokupad_link_with_cages_is_a_killer_in_plain_and_zipped_json() -> None:
    assert read_link(_scl(_cages())).variant == variant_named(KILLER).name
    # Zipped by hand as SudokuPad writes it: ca cages, ce cells, v value, unquoted keys.
    rows = ",".join("[" + "," * 8 + "]" for _ in range(9))
    cages = ",".join(
        "{ce:" + json.dumps([[c // 9, c % 9] for c in cells]).replace(" ", "") + f",v:{total}}}"
        for cells, total in _cages()
    )
    zipped = "{id:'zip',cs:50,ce:[" + rows + "],ca:[" + cages + ",{v:'title: Killer'}]}"
    url = "https://sudokupad.app/scl" + LZ.compressToBase64(zipped)
    assert read_link(url).variant == variant_named(KILLER).name


def test_cells_in_no_cage_are_allowed_in_a_link() -> None:
    # r1c1 is a cage of one cell adding to 5: left out, the puzzle is the same one (its row
    # fixes it), and the Killer has a cell in no cage.
    cages = _cages()[1:]
    variant = variant_named(read_link(_fpuzzles(cages)).variant)
    assert variant.cage_at(0) is None and len(variant.cages) == len(SUMS) - 1
    assert "".join(map(str, load_link(_scl(cages)).solution)) == SOLUTION


def test_a_cage_that_shows_no_sum_is_refused_with_its_cell() -> None:
    # A killer cage without a sum is an extra region (f-puzzles' killercage, SudokuPad's
    # cage flagged unique: test_rules_regions.py); any other SudokuPad cage without one is
    # refused unless the rules say cages do not repeat.
    cages: list = _cages()
    cages[3] = (cages[3][0], None)
    first = min(cages[3][0])
    for link in (_fpuzzles(cages), _scl(cages)):
        variant = variant_named(read_link(link).variant)
        assert [r.cells for r in variant.rules] == [tuple(sorted(cages[3][0]))]
    with pytest.raises(PuzzleError) as caught:
        read_link(_scl(cages, plain=3))
    assert str(caught.value) == (
        f"A cage of this puzzle (with r{first // 9 + 1}c{first % 9 + 1}) shows no sum, and "
        "its rules do not say that digits in a cage do not repeat; the assistant plays a "
        "cage by its sum, or as a region without repeats where the rules say so."
    )
    for lang in ("de", "fr", "ja"):
        assert "{" not in renderer(lang)(caught.value.reason)


def test_a_links_cages_that_are_not_a_killer_say_why() -> None:
    # r9c9 taken from its own cage into the one at r1c2, far from the rest of it.
    cages = [cage for cage in _cages() if 80 not in cage[0]]
    cages[0] = (cages[0][0] + [80], cages[0][1])
    with pytest.raises(PuzzleError, match=r"^That is not a Killer: .*not connected"):
        read_link(_fpuzzles(cages))


def test_killer_cages_with_both_diagonals_read_as_a_killer_with_diagonal_houses() -> None:
    link = _fpuzzles(_cages(), **{"diagonal+": True, "diagonal-": True})
    variant = variant_named(read_link(link).variant)
    assert variant.cages and [h.short for h in variant.houses[27:]] == ["d1", "d2"]


def test_little_killers_mix_with_killer_cages() -> None:
    # Played since issue 46 (test_outside_links.py); one showing words is refused by name.
    diagonal = [f"R{r}C{r + 1}" for r in range(1, 9)]  # r1c2 to r8c9, the arrow's way
    clue = {"cell": "R0C1", "cells": diagonal, "direction": "DR", "value": "40"}
    variant = variant_named(read_link(_fpuzzles(_cages(), littlekillersum=[clue])).variant)
    assert variant.cages and [r.kind for r in variant.rules] == ["little-killer"]
    link = _fpuzzles(_cages(), littlekillersum=[{**clue, "value": "?"}])
    with pytest.raises(PuzzleError, match="little killer sums, which the assistant does not"):
        read_link(link)


def test_a_killer_goes_out_to_fpuzzles_and_sudokupad_and_comes_back() -> None:
    givens = "".join(ch if c % 11 == 0 else "." for c, ch in enumerate(SOLUTION))
    puzzle = LinkedPuzzle(givens, variant_named(KILLER).name)
    data = fpuzzles_json(puzzle)
    assert len(data["killercage"]) == len(SUMS)
    assert {"cells": ["R1C1"], "value": "5"} in data["killercage"]
    assert len(scl_json(puzzle)["cages"]) == len(SUMS)
    for write in (fpuzzles_link, sudokupad_link, scl_link):
        assert read_link(write(puzzle)) == puzzle
    # A grid writes its Killer too (the share page's links).
    grid = load_puzzle(_killer(givens=givens)).grid
    assert read_link(fpuzzles_link(grid)).variant == variant_named(KILLER).name
