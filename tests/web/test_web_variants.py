"""Variants in the browser: X-Sudoku, Colour Sudoku and Jigsaw started, drawn, hinted and
played like classic, with their own houses named for screen readers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from web_helpers import Player

from engine import (
    PuzzleError,
    apply_step,
    jigsaw,
    load_puzzle,
    next_step,
    solutions,
    solve_path,
    variant_named,
)
from engine.rules.houses import REGION
from engine.step import HOUSE
from webapp.entering.puzzles import RULE_TITLES, VARIANT_DATA, builtins, by_variant

DATA = Path(__file__).resolve().parent.parent / "data" / "jigsaw_puzzles.txt"
JIGSAWS = [
    line.split()
    for line in DATA.read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
]
CELL = re.compile(rb'<td class="([^"]*)"[^>]*data-cell="(\d+)"[^>]*><a [^>]*aria-label="([^"]*)"')


def cells(html: bytes) -> dict[int, tuple[str, str]]:
    """cell -> (its classes, its screen-reader label)."""
    return {int(c): (k.decode(), label.decode()) for k, c, label in CELL.findall(html)}


def test_the_paste_form_has_a_labelled_variant_choice(client) -> None:
    page = client.get("/").data.decode()
    assert '<label for="variant">Variant</label>' in page
    for value, name in (("classic", "Classic"), ("x", "X-Sudoku"), ("colour", "Colour Sudoku"),
                        ("jigsaw", "Jigsaw")):
        assert f'<option value="{value}"' in page and f">{name}</option>" in page
    assert '<label for="layout" class="visually-hidden">Jigsaw layout</label>' in page


def test_variant_built_ins_are_unique_under_their_rules_and_offered(client) -> None:
    page = client.get("/").data
    groups = dict(by_variant())
    houses = {"X-Sudoku", "Colour Sudoku", "Jigsaw", "Killer"}
    lines = {"Thermo Sudoku", "Arrow Sudoku", "German Whispers", "Renban", "Palindromes",
             "Between Lines", "Region Sum Lines"}
    assert lines <= set(RULE_TITLES.values())
    assert set(groups) == houses | set(RULE_TITLES.values())
    for title, found in groups.items():
        assert len(found) >= (3 if title in houses else 2), title
        assert title.encode() in page
        for p in found:
            assert f'value="{p.id}"'.encode() in page
            puzzle = load_puzzle(p.puzzle, variant_named(p.variant))
            assert puzzle.grid.unique
            with pytest.raises(PuzzleError):
                load_puzzle(p.puzzle)  # as a classic Sudoku: several solutions, or a clash


@pytest.mark.parametrize(
    ("builtin", "board_class", "cell", "words", "css"),
    [
        ("x-1", "variant-x", 40, "on the main diagonal, on the anti-diagonal", "diag d1 d2"),
        ("x-1", "variant-x", 8, "on the anti-diagonal", "diag d2"),
        ("colour-1", "variant-colour", 40, "colour group 5", "g5"),
        ("jigsaw-3", "variant-jigsaw", 0, "region 1", ""),
    ],
)
def test_each_variant_draws_and_names_its_houses(
    player: Player, builtin: str, board_class: str, cell: int, words: str, css: str
) -> None:
    response = player.start(builtin=builtin)
    assert response.status_code == 303
    page = player.page().data
    assert re.search(rb'<table class="board ' + board_class.encode(), page)
    classes, label = cells(page)[cell]
    assert label.startswith(f"Row {cell // 9 + 1}, column {cell % 9 + 1}, {words}")
    for name in css.split():
        assert name in classes.split()
    assert player.state()["grid"].variant.name == builtins()[builtin].variant


def test_jigsaw_regions_get_thick_lines_where_they_meet(player: Player) -> None:
    layout, puzzle, _ = JIGSAWS[0]
    player.start(puzzle=puzzle, variant="jigsaw", layout=layout)
    drawn = cells(player.page().data)
    variant = jigsaw(layout)
    region_of = {c: h for h in range(18, 27) for c in variant.houses[h].cells}
    for c in range(81):
        classes = drawn[c][0].split()
        if c % 9 < 8:
            assert ("edge-r" in classes) == (region_of[c] != region_of[c + 1]), c
        if c // 9 < 8:
            assert ("edge-b" in classes) == (region_of[c] != region_of[c + 9]), c
        assert drawn[c][1].split(", ")[2] == variant.houses[region_of[c]].name


def test_a_pasted_variant_puzzle_starts_only_as_that_variant(player: Player) -> None:
    layout, puzzle, _ = JIGSAWS[0]
    refused = player.start(puzzle=puzzle)
    assert refused.status_code == 422
    started = player.start(puzzle=puzzle, variant="jigsaw", layout=layout)
    assert started.status_code == 303
    assert player.state()["grid"].variant is jigsaw(layout)


@pytest.mark.parametrize(
    ("layout", "reason"),
    [
        ("", "A Jigsaw needs its layout"),
        ("123", "all 81 cells; this one has 3"),
        ("9" + JIGSAWS[0][0][1:80] + "1", "is not connected"),
    ],
)
def test_bad_layouts_are_refused_with_the_reason(player: Player, layout: str, reason: str) -> None:
    puzzle = JIGSAWS[0][1]
    response = player.start(puzzle=puzzle, variant="jigsaw", layout=layout)
    assert response.status_code == 422
    page = response.data.decode()
    assert reason in page
    # nothing typed is lost: the puzzle, the choice and the layout come back
    assert puzzle in page and '<option value="jigsaw" selected>' in page
    if layout:
        assert layout in page


def test_a_forged_variant_is_a_clear_400(player: Player) -> None:
    response = player.start(puzzle=JIGSAWS[0][1], variant="samurai")
    assert response.status_code == 400
    assert b"is not a variant" in response.data


def test_a_conflict_in_an_extra_house_is_marked(hx_player: Player) -> None:
    # Two 5s on the main diagonal, in different rows, columns and boxes.
    p = builtins()["x-1"]
    hx_player.start(builtin="x-1")
    board = hx_player.state()["board"]
    diagonal = [i * 10 for i in range(9)]
    placed = {board[c]: c for c in diagonal if board[c] != "0"}
    digit, given_cell = next(iter(placed.items()))
    target = next(
        c for c in diagonal
        if board[c] == "0" and c // 9 != given_cell // 9 and c % 9 != given_cell % 9
        and (c // 27, c % 9 // 3) != (given_cell // 27, given_cell % 9 // 3)
    )
    response = hx_player.post("move", cell=target, digit=int(digit))
    assert response.status_code == 200
    classes = cells(response.data)[target][0].split()
    assert "conflict" in classes
    assert p.variant == "x"


def test_a_hint_in_a_region_is_explained_applied_and_undone(hx_player: Player) -> None:
    layout, puzzle, _ = JIGSAWS[0]
    hx_player.start(puzzle=puzzle, variant="jigsaw", layout=layout)
    grid = hx_player.state()["grid"]
    step = next_step(grid)
    houses = [grid.variant.houses[h.ref] for h in step.highlights if h.kind == HOUSE]
    assert any(h.kind == REGION for h in houses)  # this puzzle opens with a region's single
    for _ in range(3):
        response = hx_player.post("hint")
    assert b"in region 4, 3 can only go in r6c7" in response.data
    before = hx_player.state()["grid"]
    assert hx_player.post("apply").status_code == 200
    apply_step(grid, step)
    assert hx_player.state()["grid"] == grid
    assert hx_player.post("undo").status_code == 200
    assert hx_player.state()["grid"] == before


SOLUTIONS = {
    line.split()[0]: line.split()[4]
    for line in VARIANT_DATA.read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
}


@pytest.mark.parametrize("ident", sorted(SOLUTIONS))
def test_every_step_of_a_variant_built_in_is_sound(ident: str) -> None:
    p = builtins()[ident]
    solution = [int(ch) for ch in SOLUTIONS[ident]]
    grid = load_puzzle(p.puzzle, variant_named(p.variant)).grid
    # Starting a built-in trusts this column (home._trust_proof): it must be the one
    # solution, proven here by a search of its own, not by a proof a game start kept.
    givens = [v if grid.givens >> c & 1 else 0 for c, v in enumerate(grid.values)]
    assert solutions(givens, grid.variant, limit=2, budget=None) == [solution]
    result = solve_path(grid)
    assert result.solved and result.grid.values == solution
    for step in result.steps:
        for c, d in step.placements:
            assert solution[c] == d, step.explanation
        for c, d in step.eliminations:
            assert solution[c] != d, step.explanation
