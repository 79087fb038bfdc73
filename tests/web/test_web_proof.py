"""Level 3 reads a hard step's proof line by line, and steps through it on the board:
`?line=K` shows lines 1..K and draws only what they use; the live region says each line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from web_helpers import Player

from engine import apply_step, load_puzzle, next_step
from engine.exchange import pencil_grid

DATA = Path(__file__).resolve().parent.parent / "data"
ARROW = re.compile(r'<path class="link (strong|weak)"')
ITEM = re.compile(r"<li[^>]*>(.*?)</li>", re.S)


def position_before(technique_id: str) -> tuple[str, object]:
    """A pencil-mark position of a shipped hard puzzle whose next step is the technique."""
    for line in (DATA / "magictour_top1465_20.txt").read_text().splitlines():
        grid = load_puzzle(line.split()[0]).grid
        while not all(grid.values):
            step = next_step(grid)
            assert step is not None
            if step.technique == technique_id:
                return pencil_grid(grid), step
            apply_step(grid, step)
    raise AssertionError(f"no {technique_id} in the shipped puzzles")


@pytest.fixture(scope="module")
def xy_chain() -> tuple[str, object]:
    return position_before("xy-chain")


def proof_of(page: bytes) -> list[str]:
    html = page.decode()
    start = html.find('<ol class="proof-lines"')
    return [] if start < 0 else ITEM.findall(html[start : html.find("</ol>", start)])


def arrows(page: bytes) -> int:
    """The arrows the board's overlay draws (not the legend's samples)."""
    board = re.search(rb'<div id="board".*?</table>(.*?)</div>', page, re.S)
    assert board, "no board"
    svg = re.search(r'<svg class="overlay".*?</svg>', board.group(1).decode(), re.S)
    return len(ARROW.findall(svg.group(0))) if svg else 0


def announced(page: bytes) -> str:
    html = page.decode()
    start = html.find('id="announce"')
    return html[html.find(">", start) + 1 : html.find("</div>", start)]


def at_level_3(player: Player, position: str) -> None:
    player.start(position)
    for _ in range(3):
        player.post("hint")


def test_level_3_reads_the_proof_a_line_per_link(player: Player, xy_chain) -> None:
    position, step = xy_chain
    at_level_3(player, position)
    page = player.page().data
    lines = proof_of(page)
    assert len(lines) == len(step.proof) > 1
    assert b'id="step-through"' in page
    assert arrows(page) == len(step.links)  # the whole chain, as before stepping


def test_stepping_draws_the_lines_so_far_and_says_the_new_one(player: Player, xy_chain) -> None:
    position, step = xy_chain
    at_level_3(player, position)
    total = len(step.proof)
    seen_arrows = []
    for k in range(1, total + 1):
        page = player.page(f"?line={k}").data
        lines = proof_of(page)
        assert len(lines) == k
        assert f"Line {k} of {total}:" in announced(page)
        seen_arrows.append(arrows(page))
        assert (b'rel="next"' in page) == (k < total)
        assert b'id="proof-back"' in page and b'id="proof-all"' in page
    # Each line adds its own link on top of the ones before; the last shows the whole step.
    assert seen_arrows == sorted(seen_arrows) and seen_arrows[0] >= 1
    assert seen_arrows[-1] == len(step.links)
    # The effect waits for the last line.
    def board_of(query: str) -> bytes:
        return player.page(query).data.split(b'id="board"')[1].split(b"</table>")[0]

    assert b'class="elim"' not in board_of("?line=1")
    assert b'class="elim"' in board_of(f"?line={total}") and b'class="elim"' in board_of("")


def test_show_all_and_out_of_range_lines(player: Player, xy_chain) -> None:
    position, step = xy_chain
    at_level_3(player, position)
    everything = player.page("?line=0").data
    assert len(proof_of(everything)) == len(step.proof)
    too_far = player.page("?line=999").data
    assert len(proof_of(too_far)) == len(step.proof)  # kept within the proof
    bad = player.client.get(player.game_url + "?line=two", headers={"HX-Request": "false"})
    assert bad.status_code == 400 and b"proof line" in bad.data


def test_htmx_steps_answer_with_the_board_and_the_panel(hx_client, xy_chain) -> None:
    position, _ = xy_chain
    player = Player(hx_client)
    at_level_3(player, position)
    response = hx_client.get(player.game_url + "?line=2")
    assert response.status_code == 200
    assert response.data.lstrip().startswith(b'<div id="board"')
    assert b'id="hint-panel"' in response.data and b'hx-swap-oob="true"' in response.data
    assert len(proof_of(response.data)) == 2


def test_a_single_needs_no_stepper(player: Player, puzzles) -> None:
    at_level_3(player, puzzles["easy"])
    page = player.page("?line=1").data
    assert b'id="step-through"' not in page and b'class="stepper"' not in page
    assert b"Line 1 of" not in page
