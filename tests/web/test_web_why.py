""""Why not?" in the web app: the answer comes as a hint does (drawn, explained, with
Apply), a solution digit is said plainly, and a mistake that decides it comes first."""

from __future__ import annotations

import re

from web_helpers import Player

from engine import load_puzzle
from engine.brute_force import solve


def solution_of(puzzle: str) -> list[int]:
    found = solve(list(load_puzzle(puzzle).grid.values))
    assert found is not None
    return found


def doubted(puzzle: str) -> tuple[int, int]:
    """An empty cell and one of its candidates that is not the solution's digit."""
    grid = load_puzzle(puzzle).grid
    solution = solution_of(puzzle)
    for cell in range(81):
        for digit in range(1, 10):
            if not grid.values[cell] and grid.candidates[cell] >> (digit - 1) & 1:
                if solution[cell] != digit:
                    return cell, digit
    raise AssertionError("no candidate to doubt")


def test_why_not_answers_with_a_step_drawn_and_explained_with_apply(
    player: Player, puzzles
) -> None:
    puzzle = puzzles["hard"]
    player.start(puzzle)
    cell, digit = doubted(puzzle)
    response = player.post("why", cell=cell, digit=digit)
    assert response.status_code == 303
    page = player.followed.data.decode()
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    assert f"Why can&#39;t {name} be {digit}?" in page or f"Why can't {name} be {digit}?" in page
    assert 'id="apply-hint"' in page and "3 of 3" in page
    assert 'class="elim"' in page.split('id="board"')[1].split("</table>")[0]
    before = player.state()["grid"].candidates[cell]
    player.post("apply")
    after = player.state()["grid"]
    assert before >> (digit - 1) & 1 and not after.candidates[cell] >> (digit - 1) & 1


def test_the_solution_digit_is_said_plainly_and_the_next_hint_moves_on(
    hx_player: Player, puzzles
) -> None:
    puzzle = puzzles["hard"]
    hx_player.start(puzzle)
    cell = next(c for c, ch in enumerate(puzzle) if ch in ".0")
    right = solution_of(puzzle)[cell]
    response = hx_player.post("why", cell=cell, digit=right)
    assert response.status_code == 200
    assert f"Nothing rules out {right} in r{cell // 9 + 1}c{cell % 9 + 1}" in response.data.decode()
    assert b'id="apply-hint"' not in response.data
    again = hx_player.post("hint")  # the answer is all said: Hint gives the next step
    assert b"1 of 3" in again.data and b"Nothing rules out" not in again.data


def test_a_mistake_that_decides_the_answer_comes_first(hx_player: Player, puzzles) -> None:
    puzzle = puzzles["hard"]
    hx_player.start(puzzle)
    solution = solution_of(puzzle)
    cell = next(c for c, ch in enumerate(puzzle) if ch in ".0")
    wrong = next(
        d for d in range(1, 10)
        if d != solution[cell] and load_puzzle(puzzle).grid.candidates[cell] >> (d - 1) & 1
    )
    hx_player.post("move", cell=cell, digit=wrong, mode="value")
    grid = hx_player.state()["grid"]
    other = next(c for c in range(81) if not grid.values[c] and grid.candidates[c])
    digit = next(d for d in range(1, 10) if grid.candidates[other] >> (d - 1) & 1)
    response = hx_player.post("why", cell=other, digit=digit)
    text = response.data.decode()
    assert "First, your board has a mistake" in text and "There is a mistake in" in text


def test_refusals_keep_the_state_and_say_why(hx_player: Player, puzzles) -> None:
    puzzle = puzzles["hard"]
    hx_player.start(puzzle)
    given = next(c for c, ch in enumerate(puzzle) if ch not in ".0")
    before = hx_player.state()
    response = hx_player.post("why", cell=given, digit=1)
    assert response.status_code == 422 and b"is filled" in response.data
    response = hx_player.post("why", cell="", digit=1)
    assert response.status_code == 422 and b"Select a cell first" in response.data
    response = hx_player.post("why", cell=5, digit=12)
    assert response.status_code == 400
    assert hx_player.state()["board"] == before["board"]


def why_form(page: str) -> str:
    """The hint panel's "Why can't … be…" form."""
    panel = page.split('id="hint-panel"', 1)[1].split("</section>", 1)[0]
    assert '<form id="why-not"' in panel
    return panel.split('<form id="why-not"', 1)[1].split("</form>", 1)[0]


def test_the_hint_panel_offers_the_selected_cells_candidates(player: Player, puzzles) -> None:
    """Select a cell (a plain link: no JavaScript needed) and the hint panel asks "Why
    can't r1c2 be…" with a button for each of its candidates, posting to the why route."""
    puzzle = puzzles["hard"]
    player.start(puzzle)
    grid = load_puzzle(puzzle).grid
    cell, digit = doubted(puzzle)
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    form = why_form(player.page(f"?cell={cell}").data.decode())
    assert not form.split(">", 1)[0].endswith(" hidden")
    assert f"Why can&#39;t {name} be…" in form or f"Why can't {name} be…" in form
    assert f'action="{player.game_url}/why"' in form and f'name="cell" value="{cell}"' in form
    for d in range(1, 10):
        tag = rf'<button type="submit" name="digit" value="{d}" id="why-{d}"[^>]*>'
        button = re.search(tag, form)
        assert button is not None
        possible = bool(grid.candidates[cell] >> (d - 1) & 1)
        assert button.group(0).endswith(" hidden>") != possible, d
    # The button posts what the form holds: the answer comes in the panel.
    player.post("why", cell=cell, digit=digit)
    assert f"Why can&#39;t {name} be {digit}?" in player.followed.data.decode()


def test_no_cell_or_a_filled_one_shows_no_question(player: Player, puzzles) -> None:
    puzzle = puzzles["hard"]
    player.start(puzzle)
    given = next(c for c, ch in enumerate(puzzle) if ch not in ".0")
    for query in ("", f"?cell={given}"):
        form = why_form(player.page(query).data.decode())
        assert form.split(">", 1)[0].endswith(" hidden")


def test_every_cell_carries_its_candidates_for_the_page_script(hx_player: Player, puzzles) -> None:
    """The page script follows the selection without a request: each cell says its
    candidates (data-p), whether the board shows them or not, in every answer."""
    puzzle = puzzles["hard"]
    hx_player.start(puzzle)
    hx_player.post("candidates")  # pencil marks hidden: data-c is empty, data-p is not
    grid = load_puzzle(puzzle).grid
    html = hx_player.post("hint").data.decode()
    found = dict(re.findall(r'data-cell="(\d+)"[^>]*data-p="(\d*)"', html))
    assert len(found) == 81
    for c in range(81):
        expected = "" if grid.values[c] else "".join(
            str(d) for d in range(1, 10) if grid.candidates[c] >> (d - 1) & 1
        )
        assert found[str(c)] == expected


def test_the_question_is_asked_in_the_page_language(player: Player, puzzles) -> None:
    puzzle = puzzles["hard"]
    player.start(puzzle)
    cell, _digit = doubted(puzzle)
    player.client.set_cookie("lang", "ja")
    form = why_form(player.page(f"?cell={cell}").data.decode())
    assert f"なぜr{cell // 9 + 1}c{cell % 9 + 1}は…になれないの？" in form
    assert 'data-title="なぜ{cell}は…になれないの？"' in form  # for the page script
