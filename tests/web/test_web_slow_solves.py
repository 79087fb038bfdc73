"""No request runs a long solve (issue #44): the pages that need a whole solve (the solution
path, the rating, the list of every step) answer at once with a page that says the answer
is being worked out in the solve pool (serving/solves.py), and show it once it is kept.

The puzzles are real slow Killers from `python -m bench killers --count 60 --seed 5150`:
the 9th, whose whole solve takes about 5 s here, and the 11th, about 20 s. The pool's
wait is lowered to half a second so the tests do not depend on the machine's speed."""

from __future__ import annotations

import re
import time
from collections import OrderedDict
from pathlib import Path

import pytest
from flask import Flask
from web_helpers import Player

from engine import Grid, read_killer, solve_path
from webapp import create_app
from webapp.playing import kept
from webapp.serving import solves
from webapp.serving.solves import warm

# About 5 s for its whole solve on the 2-core test machine before the Killer's cage links
# (0.2 s since); 20 s for the 11th below.
SLOW = (
    "killer:0012344550011667778888997aabb8c99deabffc9gdhaifccgggjkiilcmgnjkollcmnnjpoolmmnppp:"
    "19,17,3,1,10,15,11,16,27,25,20,19,27,7,5,15,28,7,11,15,8,28,19,21,13,18"
)
SLOWEST = (
    "killer:001223344001253446077258996aa77588b6aacccbbbdeeefffbddggghhiiijkkllhimjjkklnnmmjj:"
    "19,15,18,21,17,18,14,19,11,11,24,28,13,16,17,9,14,11,20,26,16,19,15,14"
)
FAST = 2.0  # seconds: the longest any of these pages may take
POLL = {"HX-Request": "true", "HX-Trigger": "working"}  # the working page's htmx poll


@pytest.fixture(autouse=True)
def nothing_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts with no answer kept in this process (another test's would do), and
    with a fresh pool process up, as gunicorn's workers start theirs at boot (the engine
    keeps memos per process: a second solve of the same Killer there is much faster)."""
    for answers in (kept.rating, kept.steps, kept.path):
        monkeypatch.setattr(answers, "answers", OrderedDict())
    solves._POOLS.forget(1)
    warm(1).result(timeout=60)


def _app(database_url: str, folder: Path, **config: object) -> Flask:
    settings = {"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": database_url,
                "SOLVE_WAIT": 0.5, "SOLVE_FOLDER": str(folder), **config}
    return create_app(settings)


def _started(player: Player) -> int:
    return player.client.application.extensions["sudoku_solves"].started


def _timed(player: Player, url: str, headers: dict[str, str] | None = None):  # noqa: ANN202
    began = time.monotonic()
    answer = player.client.get(url, headers=headers or {"HX-Request": "false"})
    return answer, time.monotonic() - began


def _until_ready(player: Player, url: str, limit: float = 180.0):  # noqa: ANN202
    """Poll as the working page's htmx does until the answer is kept; every poll fast."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        answer, took = _timed(player, url, POLL)
        assert took < FAST, (url, took)
        if answer.status_code != 202:
            return answer
        time.sleep(0.5)
    raise AssertionError(f"{url} was still being worked out after {limit} s")


def test_a_slow_solution_path_answers_at_once_then_shows_the_path(
    database_url: str, tmp_path: Path
) -> None:
    player = Player(_app(database_url, tmp_path / "solved").test_client())
    player.start(SLOW)
    path = player.game_url + "/path"
    first, took = _timed(player, path)
    assert took < FAST
    assert first.status_code == 202
    page = first.get_data(as_text=True)
    assert "Working this out…" in page
    assert '<meta http-equiv="refresh"' in page  # without JavaScript the page reloads
    assert 'hx-trigger="every 3s"' in page and f'hx-get="{path}"' in page
    again, took = _timed(player, path)
    assert (again.status_code, took < FAST) == (202, True)
    assert _started(player) == 1  # the same position asked twice: one search
    # The working page's htmx poll gets a whole-page reload once the path is kept...
    ready = _until_ready(player, path)
    assert ready.status_code == 200 and ready.headers["HX-Refresh"] == "true"
    # ...and the page then shows every step, from the kept answer.
    shown, took = _timed(player, path)
    assert (shown.status_code, took < FAST) == (200, True)
    variant, _ = read_killer(SLOW)
    steps = solve_path(Grid([0] * 81, variant=variant, unique=True)).steps
    assert shown.get_data(as_text=True).count('class="path-step') == len(steps)
    assert _started(player) == 1
    # A step of it drawn on the board comes from the same kept path.
    step, took = _timed(player, path + "?show=3")
    assert (step.status_code, took < FAST) == (200, True) and b'id="shown-step"' in step.data
    assert _timed(player, path + "?show=9999")[0].status_code == 404
    # The slow answer is kept for the host's other workers too.
    assert list((tmp_path / "solved").glob("*.pickle"))


@pytest.mark.slow  # its rating takes about 30 s here
def test_a_slow_rating_says_so_in_the_players_language_then_rates(
    database_url: str, tmp_path: Path
) -> None:
    player = Player(_app(database_url, tmp_path / "solved").test_client())
    player.start(SLOW)
    rating = player.game_url + "/rating"
    first, took = _timed(player, rating)
    assert (first.status_code, took < FAST) == (202, True)
    for lang, words in (("de", "Wird ausgerechnet…"), ("fr", "Calcul en cours…"),
                        ("ja", "計算中…")):
        said = player.client.get(rating, headers={"Accept-Language": lang})
        assert said.status_code == 202 and words in said.get_data(as_text=True), lang
    assert _started(player) == 1
    ready = _until_ready(player, rating)
    assert ready.headers.get("HX-Refresh") == "true"
    shown = player.client.get(rating)
    assert shown.status_code == 200
    # The kept rating (a Killer this hard may need the trial rung, the top of the scale).
    page = shown.get_data(as_text=True)
    assert re.search(r'<p id="rating">SE <strong>[^<]+</strong> · \w+', page)
    assert "Working this out" not in page


@pytest.mark.slow  # seconds of work: make test runs it, make check skips it
def test_another_worker_of_the_host_finds_a_slow_answer_kept(
    database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "solved"
    player = Player(_app(database_url, folder).test_client())
    player.start(SLOWEST)  # the 9th's path now takes 0.2 s (cage links): within the wait
    path = player.game_url + "/path"
    assert player.client.get(path).status_code == 202
    _until_ready(player, path)
    # Another worker: its own solve pool door and nothing kept in its process.
    other = Player(_app(database_url, folder).test_client())
    monkeypatch.setattr(kept.path, "answers", OrderedDict())
    other.game_url = player.game_url
    shown, took = _timed(other, path)
    assert (shown.status_code, took < FAST) == (200, True)
    assert b'class="path-step' in shown.data
    assert _started(other) == 0


@pytest.mark.slow  # the 11th Killer: 3 s for its list, pages polled until it is kept
def test_the_step_list_of_a_slow_killer_is_worked_out_in_the_background(
    database_url: str, tmp_path: Path
) -> None:
    # The 11th's list of every step takes 3 s here: more than the pool's wait.
    player = Player(_app(database_url, tmp_path / "solved").test_client())
    player.start(SLOWEST)
    began = time.monotonic()
    player.post("steps")  # the panel opened, and the game page it leads back to
    assert time.monotonic() - began < 2 * FAST
    page = player.followed.get_data(as_text=True)
    poll = player.game_url + "/steps-panel"
    assert "Working this out…" in page and f'hx-get="{poll}"' in page
    # Without JavaScript the game page reloads itself while the list is worked out.
    assert '<meta http-equiv="refresh"' in page
    assert player.client.get(poll).status_code == 303  # the poll is htmx's alone
    # Applying a step of a list not yet kept is refused at once, not waited for.
    began = time.monotonic()
    refused = player.client.post(player.game_url + "/apply", headers={"HX-Request": "true"},
                                 data={**player.fields, "step": "naked-single:0"})
    assert time.monotonic() - began < FAST
    assert refused.status_code == 409
    assert "still being worked out" in refused.get_data(as_text=True)
    deadline = time.monotonic() + 180
    while True:
        began = time.monotonic()
        answer = player.client.get(poll, headers={"HX-Request": "true"})
        assert time.monotonic() - began < FAST and answer.status_code == 200
        if 'class="groups"' in answer.get_data(as_text=True):
            break
        assert time.monotonic() < deadline, "the step list was never kept"
        time.sleep(0.5)
    assert "Working this out" not in answer.get_data(as_text=True)
    assert _started(player) == 1
    page = player.page()
    assert 'class="groups"' in page.get_data(as_text=True)
    assert '<meta http-equiv="refresh"' not in page.get_data(as_text=True)


def test_a_full_pool_answers_503_with_retry_after(database_url: str, tmp_path: Path) -> None:
    app = _app(database_url, tmp_path / "solved", SOLVE_WORKERS=1, SOLVE_QUEUE=0)
    player = Player(app.test_client())
    player.start(SLOWEST)  # its path holds the one place long enough to ask again
    assert player.client.get(player.game_url + "/path").status_code == 202
    busy, took = _timed(player, player.game_url + "/rating")
    assert (busy.status_code, took < FAST) == (503, True)
    assert busy.headers["Retry-After"].isdigit()
    assert "try again in a few seconds" in busy.get_data(as_text=True)
    # The game itself still plays: its page needs no whole solve.
    assert player.page().status_code == 200


def test_a_forged_or_unknown_game_is_404_and_starts_no_search(
    database_url: str, tmp_path: Path
) -> None:
    player = Player(_app(database_url, tmp_path / "solved").test_client())
    for tail in ("/path", "/rating", "/steps-panel", "/path?show=1"):
        for game in ("nosuchgame0000000000000", "x" * 300, "%00"):
            answer = player.client.get(f"/g/{game}{tail}", headers={"HX-Request": "true"})
            assert answer.status_code == 404, (game, tail)
    assert _started(player) == 0


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore::ResourceWarning")
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_the_fuzz_harness_asks_every_page_of_a_slow_killer_within_2_s(capsys) -> None:
    from bench.fuzz import main as fuzz

    fuzz(["--requests", "150", "--seed", "7"])
    out = capsys.readouterr().out
    found = re.search(r"^slow solve: (\d+) asks of (\d+) game pages .*slowest ([\d.]+) s, "
                      r"by status (.*)$", out, re.M)
    assert found, out[-3000:]
    asks, pages, slowest, statuses = found.groups()
    assert int(pages) >= 5 and int(asks) == 4 * int(pages)  # path, rating, steps panel, ...
    assert float(slowest) < FAST
    assert "202: " in statuses  # the slow pages said they were working it out
    # None of its asks is a finding (slow, 5xx, no answer, traceback): each is labelled.
    findings = out.split("FINDINGS", 1)[-1] if "FINDINGS" in out else ""
    assert "slow solve" not in findings, findings[:4000]
