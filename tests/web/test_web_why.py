""""Why not?" in the web app: the answer shows beside the question and the open hint
stays; the solution's digit is answered as any digit nothing is found against; a digit
a peer holds names the peer; a mistake that decides it is not given away."""

from __future__ import annotations

import re

from web_helpers import Player

from engine import load_puzzle
from engine import why as why_module
from engine.brute_force import solve


def solution_of(puzzle: str) -> list[int]:
    found = solve(list(load_puzzle(puzzle).grid.values))
    assert found is not None
    return found


def doubted(puzzle: str) -> tuple[int, int]:
    """An empty cell and one of its candidates that is not the solution's digit, and that
    a step of the ladder removes now (so "why not?" answers with it)."""
    grid = load_puzzle(puzzle).grid
    solution = solution_of(puzzle)
    for cell in range(81):
        for digit in range(1, 10):
            if not grid.values[cell] and grid.candidates[cell] >> (digit - 1) & 1:
                if solution[cell] != digit and why_module.why_not(grid, cell, digit).step:
                    return cell, digit
    raise AssertionError("no candidate to doubt")


def why_answer(page: str) -> str:
    """The answer shown right under the "why not?" question, as text."""
    assert 'id="why-answer"' in page, page[:2000]
    block = page.split('id="why-answer"', 1)[1].split("</div>", 1)[0]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", block.split(">", 1)[1])).strip()


def hint_panel(page: str) -> str:
    """What the hint panel says (its forms' hidden fields left out), without the why-not
    form inside it."""
    panel = page.split('id="hint-panel"', 1)[1].split("</section>", 1)[0]
    return re.sub(r"<input [^>]*>", "", panel.split('<form id="why-not"', 1)[0])


def test_a_step_answers_beside_the_question_and_the_open_hint_stays(
    player: Player, puzzles
) -> None:
    """Without JavaScript: the hint open at level 2 stays open at level 2, and the answer
    (the step's verdict, summary and proof) is under the question, not in the hint."""
    puzzle = puzzles["hard"]
    player.start(puzzle)
    player.post("hint")
    player.post("hint")
    hint_before = hint_panel(player.followed.data.decode())
    assert "2 of 3" in hint_before
    cell, digit = doubted(puzzle)
    response = player.post("why", cell=cell, digit=digit)
    assert response.status_code == 303
    page = player.followed.data.decode()
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    said = why_answer(page)
    assert said.startswith(f"Why can&#39;t {name} be {digit}? {name} cannot be {digit}: ")
    assert len(said) > 80  # the step's summary and proof follow the verdict
    assert hint_panel(page) == hint_before
    assert player.state()["hint_level"] == 2
    # The answer goes with the question: the next page does not repeat it.
    assert 'id="why-answer"' not in player.page(f"?cell={cell}").data.decode()


def test_the_hint_stays_open_when_htmx_asks(hx_player: Player, puzzles) -> None:
    puzzle = puzzles["hard"]
    hx_player.start(puzzle)
    hx_player.post("hint")
    cell, digit = doubted(puzzle)
    response = hx_player.post("why", cell=cell, digit=digit)
    assert response.status_code == 200
    html = response.data.decode()
    # Only the question's form is swapped, with its answer: the hint panel is not.
    assert 'id="hint-panel"' not in html
    form = html.split('<form id="why-not"', 1)[1].split(">", 1)[0]
    assert 'hx-swap-oob="true"' in form
    assert f"cannot be {digit}:" in why_answer(html)
    state = hx_player.state()
    assert state["hint_level"] == 1 and state["hints_used"] == 2


def test_the_solution_digit_and_an_unrefuted_one_get_the_same_answer(
    hx_player: Player, puzzles, monkeypatch
) -> None:
    """Asking about the solution's digit never says so: its answer is the one a wrong
    digit gets when no step is found against it."""
    puzzle = puzzles["hard"]
    hx_player.start(puzzle)
    cell, wrong = doubted(puzzle)
    right = solution_of(puzzle)[cell]
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    said_right = why_answer(hx_player.post("why", cell=cell, digit=right).data.decode())
    assert said_right.endswith(f"Nothing rules out {right} in {name} yet.")
    assert "solution" not in said_right.lower() and "keep" not in said_right.lower()
    # A wrong digit no step is found against (as on a board beyond the ladder's reach).
    monkeypatch.setattr(why_module, "_from_the_ladder", lambda *args: None)
    said_wrong = why_answer(hx_player.post("why", cell=cell, digit=wrong).data.decode())
    assert said_wrong.replace(f" {wrong}", " ?") == said_right.replace(f" {right}", " ?")
    assert hx_player.state()["hint_level"] == 0  # no hint opened by either


def test_a_digit_a_peer_holds_names_the_peer(player: Player, puzzles) -> None:
    puzzle = puzzles["hard"]
    player.start(puzzle)
    grid = load_puzzle(puzzle).grid
    cell = next(c for c in range(81) if not grid.values[c])
    peer = next(p for p in sorted(grid.variant.peers[cell]) if grid.values[p])
    digit = grid.values[peer]
    response = player.post("why", cell=cell, digit=digit)
    assert response.status_code == 303
    said = why_answer(player.followed.data.decode())
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    assert f"already holds {digit}, so {name} cannot be {digit}." in said
    holder = re.search(r"(r[1-9]c[1-9]) already holds", said)
    assert holder is not None
    held = (int(holder.group(1)[1]) - 1) * 9 + int(holder.group(1)[3]) - 1
    assert held in grid.variant.peers[cell] and grid.values[held] == digit
    assert player.state()["hints_used"] == 0


def test_a_mistake_that_decides_the_answer_is_not_given_away(hx_player: Player, puzzles) -> None:
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
    said = why_answer(hx_player.post("why", cell=other, digit=digit).data.decode())
    assert "Your board has a mistake" in said and "ask for a hint" in said
    assert f"r{cell // 9 + 1}c{cell % 9 + 1}" not in said


def test_the_answer_is_in_the_page_language(player: Player, puzzles) -> None:
    puzzle = puzzles["hard"]
    player.start(puzzle)
    cell = next(c for c, ch in enumerate(puzzle) if ch in ".0")
    right = solution_of(puzzle)[cell]
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    expected = {
        "de": f"Bisher schließt nichts die {right} in {name} aus.",
        "fr": f"Rien n&#39;exclut encore le {right} en {name}.",
        "ja": f"今のところ、{name}の{right}を消す根拠はまだない。",
    }
    for code, words in expected.items():
        player.client.set_cookie("lang", code)
        player.post("why", cell=cell, digit=right)
        assert why_answer(player.followed.data.decode()).endswith(words), code


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
    # The button posts what the form holds: the answer comes under the question.
    player.post("why", cell=cell, digit=digit)
    assert f"Why can&#39;t {name} be {digit}?" in why_answer(player.followed.data.decode())


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
