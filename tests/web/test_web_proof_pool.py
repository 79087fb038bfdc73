"""A pasted link whose one solution takes seconds to prove (many rule elements) is proven
in the solve pool, never in the request: a page says it is being checked and sends the
paste again; the game starts once the proof is kept.

"Alien" (whispers and a thermometer, tests/data/sudokutools_variants.json) needs about a
million search steps, twenty times the request's budget.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from web_helpers import Player, fields_of

from engine import TOO_HARD, PuzzleError, load_link, prove_link, remember_proof, variant_named
from engine import puzzle as engine_puzzle
from webapp import create_app
from webapp.entering import home
from webapp.serving import solves
from webapp.serving.solves import warm

DATA = Path(__file__).resolve().parents[1] / "data"
ALIEN = next(
    p for p in json.loads((DATA / "sudokutools_variants.json").read_text())
    if "Alien" in p["title"]
)


@pytest.fixture(autouse=True)
def no_proof_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine_puzzle, "_PROVEN", {})
    solves._POOLS.forget(1)
    warm(1).result(timeout=60)


@pytest.mark.slow  # seconds of work: make test runs it, make check skips it
def test_the_engine_proves_with_a_larger_budget_and_keeps_the_proof() -> None:
    with pytest.raises(PuzzleError) as refused:
        load_link(ALIEN["fpuzzles"])
    assert refused.value.reason.message == TOO_HARD
    verdict, proof = prove_link((ALIEN["fpuzzles"], "classic", 6_000_000))
    assert verdict == "proven"
    givens, variant, solution = proof  # type: ignore[misc]
    assert "".join(map(str, solution)) == ALIEN["solution"]
    remember_proof(givens, variant, solution)
    started = time.perf_counter()
    puzzle = load_link(ALIEN["fpuzzles"])
    assert time.perf_counter() - started < 0.5  # no search: the proof is kept
    assert puzzle.grid.variant.rules == variant_named(variant).rules


@pytest.mark.slow  # seconds of work: make test runs it, make check skips it
def test_a_pasted_link_slow_to_prove_is_checked_in_the_pool(
    database_url: str, tmp_path: Path
) -> None:
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": database_url,
                      "SOLVE_WAIT": 0.2, "SOLVE_FOLDER": str(tmp_path / "solved")})
    player = Player(app.test_client())
    token = fields_of(player.client.get("/", headers={"HX-Request": "false"}))["csrf_token"]
    started = time.perf_counter()
    first = player.client.post("/games", data={"csrf_token": token, "puzzle": ALIEN["fpuzzles"]})
    assert time.perf_counter() - started < 2.5  # the request waits at most SOLVE_WAIT
    assert first.status_code == 202
    page = first.data.decode()
    assert "Checking this puzzle" in page and 'name="checking"' in page
    fields = fields_of(first)
    deadline = time.monotonic() + 120
    while True:  # as the page does: send the paste again until the game starts
        again = player.client.post("/games", data={
            "csrf_token": fields["csrf_token"], "puzzle": ALIEN["fpuzzles"], "checking": "1",
        })
        if again.status_code != 202 or time.monotonic() > deadline:
            break
        time.sleep(1)
    assert again.status_code == 303, again.data.decode()[:500]
    game = player.client.get(again.headers["Location"])
    assert game.status_code == 200
    assert "rule-shapes" in game.data.decode()  # the whispers and the thermometer drawn
    app.extensions["sudoku_store"].dispose()


def test_a_link_refused_by_its_proof_says_why_on_the_whole_page(
    database_url: str, tmp_path: Path
) -> None:
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": database_url,
                      "SOLVE_WAIT": 60, "SOLVE_FOLDER": str(tmp_path / "solved")})
    player = Player(app.test_client())
    token = fields_of(player.client.get("/", headers={"HX-Request": "false"}))["csrf_token"]
    # Alien without one of its givens: still slow to search, and no longer unique.
    link = ALIEN["fpuzzles"]
    from engine import fpuzzles_link, read_link
    linked = read_link(link)
    first = linked.givens.index(next(ch for ch in linked.givens if ch != "."))
    fewer = linked.givens[:first] + "." + linked.givens[first + 1:]
    from dataclasses import replace
    weak = fpuzzles_link(replace(linked, givens=fewer))
    response = player.client.post(
        "/games", data={"csrf_token": token, "puzzle": weak, "checking": "1"},
        headers={"HX-Request": "true"},
    )
    assert response.status_code == 422
    page = response.data.decode()
    assert 'id="main"' in page  # the whole page, for the checking form's swap
    assert "more than one solution" in page or "too hard" in page
    app.extensions["sudoku_store"].dispose()


def test_a_link_with_rules_the_board_cannot_show_is_refused_by_name(
    database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The board draws every rule the engine plays now: a rule not drawn yet is pretended
    # (anti-king, which the first dots puzzle has) to keep the refusal tested.
    monkeypatch.setattr(home, "UNDRAWN", {"anti-king": "anti-king"})
    dots = json.loads((DATA / "sudokutools_dots.json").read_text())
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": database_url,
                      "SOLVE_FOLDER": str(tmp_path / "solved")})
    player = Player(app.test_client())
    for lang, words in (("en", "the board cannot show yet"), ("de", "noch nicht zeigen")):
        token = fields_of(player.client.get("/", headers={"HX-Request": "false"}))["csrf_token"]
        player.client.post("/language", data={"csrf_token": token, "lang": lang, "next": "/"})
        response = player.client.post(
            "/games", data={"csrf_token": token, "puzzle": dots[0]["fpuzzles"]}
        )
        assert response.status_code == 422
        assert words in response.data.decode()
    app.extensions["sudoku_store"].dispose()
