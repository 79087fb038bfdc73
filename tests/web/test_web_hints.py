"""Progressive hints: nudge, drawing, explanation and Apply; mistakes first; honesty when stuck."""

from __future__ import annotations

import re

from markupsafe import escape
from test_web_board import cells
from web_helpers import Player

from engine import apply_step, next_step, technique
from engine.explain import words
from engine.notation import eliminations_text, placements_text


def hint_panel(html: bytes) -> str:
    found = re.search(rb'<section id="hint-panel".*?</section>', html, re.S)
    assert found, "no hint panel"
    return found.group(0).decode()


def paragraphs(html: bytes) -> list[str]:
    return re.findall(r"<p>(.*?)</p>", hint_panel(html), re.S)


def test_a_hint_goes_nudge_then_drawing_then_explanation(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    step = next_step(hx_player.state()["grid"])
    assert step is not None

    first = hx_player.post("hint")
    assert first.status_code == 200
    assert paragraphs(first.data) == [str(escape(step.nudge))]
    assert 'class="legend"' not in hint_panel(first.data)
    assert not any(board["roles"] for board in cells(first.data).values())

    # Level 2: the pattern (its houses and cells), not yet what it changes.
    second = hx_player.post("hint")
    name = technique(step.technique).name
    assert paragraphs(second.data) == [
        str(escape(step.nudge)),
        f"The {name} pattern is drawn on the board; what it changes comes next.",
    ]
    board = cells(second.data)
    for cell, digit in step.placements:
        assert digit not in board[cell]["roles"]
        assert "is-place" not in board[cell]["classes"]
    for cell, digit in step.eliminations:
        assert board[cell]["roles"].get(digit) != "elim"
    for h in step.highlights:
        if h.kind == "house":
            for cell in hx_player.state()["grid"].variant.houses[h.ref].cells:
                assert "in-base" in board[cell]["classes"] or "in-cover" in board[cell]["classes"]
    assert 'class="legend"' in hint_panel(second.data)
    assert "Apply" not in hint_panel(second.data)

    # Level 3: the effect drawn, the words, then the r#c# summary, and Apply.
    third = hx_player.post("hint")
    assert paragraphs(third.data)[-1] == str(escape(step.explanation))
    board = cells(third.data)
    for cell, digit in step.placements:
        assert board[cell]["roles"][digit] == "place"
        assert "is-place" in board[cell]["classes"]
        assert f"{digit} is the digit to place" in board[cell]["label"]
    for cell, digit in step.eliminations:
        assert board[cell]["roles"][digit] == "elim"
    panel = hint_panel(third.data)
    effect = placements_text(step.placements) or eliminations_text(step.eliminations)
    assert f'<p class="summary">In short: <code>{escape(effect)}</code></p>' in panel
    assert 'id="apply-hint"' in panel
    assert 'id="hint-button" aria-keyshortcuts="H" aria-disabled="true"' in panel

    # Screen readers hear each level's new text, from the one live region of the page.
    for response, said in (
        (first, step.nudge),
        (second, f"The {name} pattern is drawn"),
        (third, ""),
    ):
        announced = re.search(rb'<div id="announce"[^>]*>(.*?)</div>', response.data, re.S)
        assert announced and str(escape(said)).encode() in announced.group(1)
    assert str(escape(step.explanation)).encode() in announced.group(1)

    # A fourth press reveals nothing new and stays on the same step.
    fourth = hx_player.post("hint")
    assert paragraphs(fourth.data) == paragraphs(third.data)
    assert hx_player.state()["hint_level"] == 3


def test_applying_the_hint_changes_the_board_as_the_step_says(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    grid = hx_player.state()["grid"]
    step = next_step(grid)
    for _ in range(3):
        hx_player.post("hint")
    response = hx_player.post("apply")
    assert response.status_code == 200
    apply_step(grid, step)
    after = hx_player.state()
    assert after["grid"] == grid
    assert after["hint_level"] == 0 and after["done"] == 1
    assert paragraphs(response.data) == ["Stuck? Ask for a hint: each press tells a little more."]


def test_a_move_clears_the_hint(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    hx_player.post("hint")
    hx_player.post("hint")
    cell = hx_player.state()["board"].index("0")
    hx_player.post("move", cell=cell, digit=hx_player.state()["solution"][cell])
    assert hx_player.state()["hint_level"] == 0


def test_a_wrong_digit_is_pointed_out_before_any_technique(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    state = hx_player.state()
    grid, solution = state["grid"], state["solution"]
    # A wrong digit that clashes with nothing, so only the solution can tell.
    cell, digit = next(
        (c, d)
        for c in range(40, 81)
        if not grid.values[c]
        for d in range(1, 10)
        if grid.candidates[c] >> (d - 1) & 1 and d != solution[c]
    )
    hx_player.post("move", cell=cell, digit=digit)
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"

    first = hx_player.post("hint")
    assert paragraphs(first.data) == [f"There is a mistake in row {cell // 9 + 1}."]
    second = hx_player.post("hint")
    assert paragraphs(second.data)[1] == f"The mistake is in {name}, marked on the board."
    assert "is-mistake" in cells(second.data)[cell]["classes"]
    assert "the mistake" in cells(second.data)[cell]["label"]
    third = hx_player.post("hint")
    assert f"{name} holds {digit}" in paragraphs(third.data)[2]
    assert f"Erase the {digit}" in hint_panel(third.data)

    fixed = hx_player.post("apply")
    assert fixed.status_code == 200
    assert hx_player.state()["board"][cell] == "0"


def test_a_removed_solution_mark_is_pointed_out(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    state = hx_player.state()
    cell = state["board"].index("0", 30)
    needed = state["solution"][cell]
    hx_player.post("move", cell=cell, digit=needed, mode="pencil")
    assert hx_player.state()["grid"].exclusions[cell] == 1 << (needed - 1)

    for _ in range(3):
        response = hx_player.post("hint")
    assert paragraphs(response.data)[0] == f"There is a mistake in row {cell // 9 + 1}."
    assert f"The pencil mark {needed} was removed" in paragraphs(response.data)[2]
    assert f"Restore the {needed}" in hint_panel(response.data)
    hx_player.post("apply")
    assert hx_player.state()["grid"].exclusions[cell] == 0


def test_the_hardest_puzzle_still_gets_a_hint_that_applies(hx_player: Player, puzzles) -> None:
    # No pattern, chain or net applies at the start of "stuck" (a forum "hardest"):
    # the last resort answers, a verified trial, explained and sound.
    hx_player.start(puzzle=puzzles["stuck"])
    grid = hx_player.state()["grid"]
    step = next_step(grid)
    assert step is not None and "trial" in step.technique
    first = hx_player.post("hint")
    assert first.status_code == 200
    assert paragraphs(first.data)[0] == step.nudge
    hx_player.post("hint")
    third = hx_player.post("hint")
    # Level 3: the summary first, then the proof a line at a time.
    said = words(step)
    assert str(escape(said.summary)) in " ".join(paragraphs(third.data))
    assert said.proof and all(str(escape(line)).encode() in third.data for line in said.proof)
    applied = hx_player.post("apply")
    assert applied.status_code == 200
    after = hx_player.state()["grid"]
    for cell, digit in step.eliminations:
        assert not after.candidates[cell] >> (digit - 1) & 1


def test_when_no_technique_applies_the_panel_says_so_plainly() -> None:
    # Unreachable on a puzzle with one solution now, but the words stay honest.
    from engine import Grid
    from webapp.playing import hints, panels

    view = panels.hint_panel(Grid([0] * 81), hints.Hint(hints.NOTHING), 1)
    assert view.paragraphs[0] == "No technique the assistant knows applies here."
    assert "reveal one cell" in view.paragraphs[1]
    assert view.more is False and view.stuck is True


def test_apply_without_a_hint_is_refused(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["hard"])
    response = hx_player.post("apply")
    assert response.status_code == 409
    assert b"ask for a hint first" in response.data
    assert hx_player.state()["done"] == 0


def test_filling_the_last_cell_correctly_says_solved(player: Player, puzzles) -> None:
    player.start(puzzle=puzzles["easy"])
    state = player.state()
    empty = [c for c, ch in enumerate(state["board"]) if ch == "0"]
    for cell in empty[:-1]:
        assert player.post("move", cell=cell, digit=state["solution"][cell]).status_code == 303
    assert b"Solved!" not in player.page().data
    player.post("move", cell=empty[-1], digit=state["solution"][empty[-1]])
    page = player.page()
    assert b"Solved in " in page.data and b"with no hints. Well done!" in page.data
    assert b'class="board solved"' in page.data
    assert b"Solved: there is nothing left to hint." in page.data


def test_a_full_but_wrong_board_is_not_solved(hx_player: Player, puzzles) -> None:
    hx_player.start(puzzle=puzzles["easy"])
    state = hx_player.state()
    empty = [c for c, ch in enumerate(state["board"]) if ch == "0"]
    for cell in empty:
        hx_player.post("move", cell=cell, digit=state["solution"][cell])
    # Swap two entries of one row: still a full board, now wrong.
    a, b = next(
        (x, y)
        for x in empty
        for y in empty
        if x < y and x // 9 == y // 9 and state["solution"][x] != state["solution"][y]
    )
    hx_player.post("move", cell=a, digit=state["solution"][b])
    response = hx_player.post("move", cell=b, digit=state["solution"][a])
    assert b"Every cell is filled, but something is wrong" in response.data
    assert paragraphs(hx_player.post("hint").data)[0].startswith("There is a mistake in row")


def test_the_legend_explains_every_colour_the_drawing_uses(hx_player: Player) -> None:
    """Over the first steps of a game: candidates, outlined cells and houses all explained."""
    hx_player.start(builtin="medium-1")  # naked singles (outlined cells) and locked candidates
    seen: set[str] = set()
    for _ in range(12):  # bounded: a dozen steps of the ladder
        hx_player.post("hint")
        for _level in (2, 3):  # the pattern, then the effect too
            drawn = hx_player.post("hint")
            legend = hint_panel(drawn.data)
            for cell in cells(drawn.data).values():
                for role in cell["roles"].values():
                    # The legend's sample is a digit the board shows in that role.
                    assert re.search(rf'<i class="{role}">[1-9]</i>', legend), role
                    seen.add(role)
                for css in cell["classes"]:
                    if css.startswith(("is-", "in-")) and css not in ("is-place", "is-mistake"):
                        assert f'class="swatch {css}"' in legend, css
                        seen.add(css)
        assert hx_player.post("apply").status_code == 200
    assert {"place", "is-pattern", "in-base"} <= seen
