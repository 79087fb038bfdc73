"""From a photo: an upload read in the pool into the editor, the refusals (no grid, no
image, too large, busy), the body limits of the other routes, and nothing kept."""

from __future__ import annotations

import base64
import json
import re
import tempfile
from html import unescape
from pathlib import Path

import cv2
import numpy as np
import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import inspect, text
from web_helpers import fields_of
from werkzeug.datastructures import MultiDict

from webapp import create_app
from webapp.entering.photo import reading_view
from webapp.serving.photos import Correction, PhotoReading

DATA = Path(__file__).resolve().parents[1] / "vision" / "data"
NO_GRID = "No Sudoku grid found in this picture."


def truth(name: str) -> str:
    lines = (DATA / f"{name}.dat").read_text().splitlines()[2:11]
    return "".join(x if x != "0" else "." for line in lines for x in line.split())


@pytest.fixture
def token(client: FlaskClient) -> str:
    return fields_of(client.get("/"))["csrf_token"]


BOUNDARY = "photo-test-boundary-7d3f"


def multipart(fields: dict[str, str], image: bytes | None) -> bytes:
    """A multipart body as a browser sends it, built here: the test client would spool a
    large one to a temporary file of its own, and the test is that the app never does."""
    parts = []
    for name, value in fields.items():
        parts.append(
            f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'
            f"{value}\r\n".encode()
        )
    if image is not None:
        parts.append(
            f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; '
            f'filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'.encode()
            + image
            + b"\r\n"
        )
    return b"".join(parts) + f"--{BOUNDARY}--\r\n".encode()


def upload(  # noqa: ANN201
    client: FlaskClient, token: str, image: bytes, htmx: bool = False, path: str = "/enter/photo"
):
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(
        path,
        data=multipart({"csrf_token": token}, image),
        content_type=f"multipart/form-data; boundary={BOUNDARY}",
        headers=headers,
    )


def editor_cells(html: bytes) -> str:
    """The editor's 81 cells as a puzzle string."""
    values = re.findall(rb'<input name="cell" id="e\d+"\s+value="(\d?)"', html)
    assert len(values) == 81
    return "".join(v.decode() or "." for v in values)


def photo_status(html: bytes) -> str:
    found = re.search(rb'id="photo-status".*?>(.*?)</div>', html, re.S)
    assert found, html[:300]
    text = re.sub(r"<[^>]+>", " ", found.group(1).decode())
    return unescape(re.sub(r"\s+", " ", text)).strip()


def png(image: np.ndarray) -> bytes:
    ok, data = cv2.imencode(".png", image)
    assert ok
    return data.tobytes()


def test_the_home_page_offers_a_photo_form_beside_enter_and_paste(client: FlaskClient) -> None:
    page = client.get("/").data
    form = re.search(rb'<form id="photo-form".*?</form>', page, re.S).group(0)
    assert b'enctype="multipart/form-data"' in form
    assert b'method="post"' in form
    assert b'type="file" id="photo" name="photo" accept="image/*" capture="environment"' in form
    assert b'name="csrf_token"' in form
    assert (
        page.index(b'id="editor"') < page.index(b'id="photo-form"') < page.index(b'id="new-game"')
    )


@pytest.mark.parametrize("name", ["image1", "image1031"])
def test_a_dataset_photo_fills_the_editor(client: FlaskClient, token: str, name: str) -> None:
    # image1031 lies sideways.
    response = upload(client, token, (DATA / f"{name}.jpg").read_bytes())
    assert response.status_code == 200
    assert editor_cells(response.data) == truth(name)
    words = photo_status(response.data)
    # (Blurred empty cells of these newspaper photos may come back with notes: the reader's
    # matter; the givens are what this test is about.)
    assert words.startswith(f"Read {81 - truth(name).count('.')} givens ")
    # The editor's own status line checks what was read, as for a typed puzzle.
    assert b"one solution: ready." in response.data


def test_a_screenshot_of_our_own_board_fills_the_editor_with_its_givens(
    client: FlaskClient, token: str
) -> None:
    from webapp.entering.puzzles import builtins

    response = upload(client, token, (DATA / "own_board_hard-1_dark.png").read_bytes())
    assert response.status_code == 200
    assert editor_cells(response.data) == builtins()["hard-1"].puzzle


def hx_token(hx_client: FlaskClient) -> str:
    return fields_of(hx_client.get("/", headers={"HX-Request": "false"}))["csrf_token"]


def test_htmx_swaps_the_editor_and_says_what_was_read_out_of_band(
    hx_client: FlaskClient,
) -> None:
    response = upload(hx_client, hx_token(hx_client), (DATA / "image17.jpg").read_bytes())
    assert response.status_code == 200
    assert response.data.lstrip().startswith(b'<form id="editor"')
    assert editor_cells(response.data) == truth("image17")
    status = re.search(rb'<div id="photo-status"[^>]*>', response.data).group(0)
    assert b'role="status"' in status and b'hx-swap-oob="innerHTML"' in status


def test_a_picture_without_a_grid_is_refused_in_words(client: FlaskClient, token: str) -> None:
    gradient = np.tile(np.linspace(0, 255, 400, dtype=np.uint8), (300, 1))
    response = upload(client, token, png(gradient))
    assert response.status_code == 422
    assert photo_status(response.data).startswith(NO_GRID)
    assert editor_cells(response.data) == "." * 81


@pytest.mark.parametrize("data", [b"not an image at all", b"\x89PNG\r\n\x1a\n broken"])
def test_a_file_that_is_no_image_is_refused_in_words(
    client: FlaskClient, token: str, data: bytes
) -> None:
    response = upload(client, token, data)
    assert response.status_code == 422
    assert "not a picture that can be read" in photo_status(response.data)


def test_htmx_refusals_leave_the_editor_and_change_only_the_status(
    hx_client: FlaskClient,
) -> None:
    response = upload(hx_client, hx_token(hx_client), b"plain text")
    assert response.status_code == 422
    assert response.headers["HX-Reswap"] == "none"
    assert b'id="editor"' not in response.data
    assert b'hx-swap-oob="innerHTML"' in response.data


def test_no_file_is_refused_in_words(client: FlaskClient, token: str) -> None:
    response = client.post("/enter/photo", data={"csrf_token": token})
    assert response.status_code == 422
    assert "Choose a photo" in photo_status(response.data)


def test_an_upload_over_12_mb_is_refused_413(client: FlaskClient, token: str) -> None:
    response = upload(client, token, b"\xff" * (12 * 1024 * 1024 + 1))
    assert response.status_code == 413
    assert "larger than 12 MB" in photo_status(response.data)


def test_an_upload_just_under_12_mb_is_read_not_refused(client: FlaskClient, token: str) -> None:
    # A JPEG with padding after its end: the body is near the limit, the image reads.
    image = (DATA / "image1.jpg").read_bytes()
    padded = image + b"\0" * (12 * 1024 * 1024 - 2048 - len(image))
    response = upload(client, token, padded)
    assert response.status_code == 200
    assert editor_cells(response.data) == truth("image1")


@pytest.mark.parametrize(
    "path", ["/games", "/enter/check", "/enter", "/enter/photo/other", "/levels"]
)
def test_every_other_route_still_refuses_more_than_16_kb(
    client: FlaskClient, token: str, path: str
) -> None:
    big = {"csrf_token": token, "puzzle": "1" * (17 * 1024)}
    assert client.post(path, data=big).status_code == 413
    assert upload(client, token, b"\xff" * (17 * 1024), path=path).status_code == 413


def test_the_slots_read_a_large_body_only_for_the_upload_path(app: Flask) -> None:
    slots = app.wsgi_app
    assert slots.max_body == 16 * 1024
    assert slots.larger_bodies == {"/enter/photo": 12 * 1024 * 1024}


def test_a_full_queue_answers_503_with_retry_after(
    app: Flask, client: FlaskClient, token: str
) -> None:
    reader = app.extensions["sudoku_photos"]
    held = 0
    while reader.places.acquire(blocking=False):  # every place in the pool taken
        held += 1
    try:
        assert held == 1 + 1  # SUDOKU_PHOTO_WORKERS + SUDOKU_PHOTO_QUEUE by default
        response = upload(client, token, (DATA / "image1.jpg").read_bytes())
        assert response.status_code == 503
        assert int(response.headers["Retry-After"]) > 0
        assert "try again in a few seconds" in photo_status(response.data)
    finally:
        for _ in range(held):
            reader.places.release()
    assert upload(client, token, (DATA / "image1.jpg").read_bytes()).status_code == 200


def test_no_reader_workers_answers_503(database_url: str) -> None:
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": database_url, "PHOTO_WORKERS": 0}
    )
    try:
        client = app.test_client()
        token = fields_of(client.get("/"))["csrf_token"]
        response = upload(client, token, (DATA / "image1.jpg").read_bytes())
        assert response.status_code == 503
        assert "Retry-After" in response.headers
    finally:
        app.extensions["sudoku_store"].dispose()


def test_without_the_csrf_token_an_upload_is_refused(client: FlaskClient) -> None:
    client.get("/")
    response = client.post(
        "/enter/photo",
        data=multipart({}, (DATA / "image1.jpg").read_bytes()),
        content_type=f"multipart/form-data; boundary={BOUNDARY}",
    )
    assert response.status_code == 400


def test_uploads_have_a_rate_limit_of_their_own(database_url: str) -> None:
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "DATABASE_URL": database_url,
            "RATELIMIT_PHOTOS": "2 per minute",
        }
    )
    try:
        client = app.test_client()
        token = fields_of(client.get("/"))["csrf_token"]
        statuses = [upload(client, token, b"not an image").status_code for _ in range(3)]
        assert statuses == [422, 422, 429]
        assert client.post("/enter/check", data={"csrf_token": token}).status_code == 200
    finally:
        app.extensions["sudoku_store"].dispose()


def _rows(app: Flask) -> dict[str, int]:
    engine = app.extensions["sudoku_store"]
    with engine.connect() as connection:
        return {
            table: connection.execute(text(f'SELECT COUNT(*) FROM "{table}"')).scalar_one()
            for table in inspect(engine).get_table_names()
        }


def test_nothing_is_kept_no_row_and_no_file(
    app: Flask, client: FlaskClient, token: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[str] = []
    for name in ("TemporaryFile", "SpooledTemporaryFile", "NamedTemporaryFile", "mkstemp"):
        real = getattr(tempfile, name)

        def spy(*args: object, _real=real, _name=name, **kwargs: object):  # noqa: ANN202
            made.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(tempfile, name, spy)
    instance = sorted(p.name for p in Path(app.instance_path).iterdir())
    before = _rows(app)
    # Larger than werkzeug's 500 KB spooling threshold: kept in memory all the same.
    image = (DATA / "image1.jpg").read_bytes()
    response = upload(client, token, image + b"\0" * (600 * 1024))
    assert response.status_code == 200
    assert editor_cells(response.data) == truth("image1")
    assert made == []  # no temporary file, spooled or named, was opened
    assert _rows(app) == before  # no row in any table
    assert sorted(p.name for p in Path(app.instance_path).iterdir()) == instance


def test_the_editor_starts_the_game_read_from_the_photo(client: FlaskClient, token: str) -> None:
    read = editor_cells(upload(client, token, (DATA / "image1.jpg").read_bytes()).data)
    cells = [("cell", "" if ch == "." else ch) for ch in read]
    form = MultiDict([("csrf_token", token), ("variant", "classic"), ("own", ""), *cells])
    response = client.post("/enter", data=form)
    assert response.status_code == 303
    game = client.get(response.headers["Location"]).data
    assert game.count(b'class="given') >= 81 - read.count(".")


# ----- the view of a reading: outlines and words, from a reading made up for the test -----

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def made_up_reading() -> PhotoReading:
    confidence = [0.99] * 81
    confidence[2] = 0.55  # r1c3 read as empty, not sure
    confidence[60] = 0.61  # r7c7, the 2, not sure
    corrected = (Correction(0, 3, 5, "clash", "row", 1, 3),)
    return PhotoReading(PUZZLE, tuple(confidence), corrected, 1, 120)


def test_unsure_and_corrected_cells_are_outlined_and_named(app: Flask) -> None:
    with app.test_request_context("/"):
        view, note = reading_view(made_up_reading())
    classes = {cell.index: cell.classes.split() for cell in view.cells}
    assert "unsure" in classes[2] and "unsure" in classes[60]
    assert "corrected" in classes[0] and "unsure" not in classes[0]
    assert sum("unsure" in c for c in classes.values()) == 2
    assert view.cells[2].label.endswith("read with low confidence: check it")
    assert view.cells[0].label.endswith("read as 3, changed to 5 by the check")
    assert "Check these 2 cells against the picture: r1c3, r7c7." in note.message
    assert note.changes == ("r1c1 read as 3, changed to 5: as read, row 1 held 3 twice.",)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("de", "r1c1 als 3 gelesen, in 5 geändert: so gelesen stand 3 zweimal in Zeile 1."),
        ("fr", "r1c1 lu comme 3, changé en 5 : tel que lu, la ligne 1 contenait deux fois 3."),
        ("ja", "r1c1は3と読み取り、5に変更：読み取ったままでは行1に3が2つありました。"),
    ],
)
def test_the_reasons_are_said_in_the_page_language(app: Flask, language: str, words: str) -> None:
    with app.test_request_context("/", headers={"Accept-Language": language}):
        app.preprocess_request()
        _view, note = reading_view(made_up_reading())
    assert note.changes == (words,)


# ----- a game in progress: givens, the player's digits and notes (issue 45) -----

PROGRESS = json.loads((DATA / "progress.json").read_text())


def own_cells(html: bytes) -> str:
    """The editor's cells that hold the player's digits, as an 81-character string."""
    inputs = re.findall(rb'<input name="cell" id="e(\d+)"\s+value="(\d?)"([^>]*)>', html)
    assert len(inputs) == 81
    return "".join(v.decode() if b'data-own="1"' in rest else "0" for _, v, rest in inputs)


def given_cells(html: bytes) -> str:
    cells = re.findall(rb'<td class="([^"]*)"><input name="cell" id="e\d+"\s+value="(\d?)"', html)
    assert len(cells) == 81
    return "".join(v.decode() if b"given" in k.split() else "0" for k, v in cells)


def notes_field(html: bytes) -> list[str]:
    value = re.search(rb'name="notes" value="([^"]*)"', html).group(1).decode()
    return value.split(",") if value else [""] * 81


def editor_form(html: bytes, token: str, **extra: str) -> MultiDict:
    """What the editor's form posts, as the page holds it."""
    cells = [
        ("cell", v.decode())
        for v in re.findall(rb'<input name="cell" id="e\d+"\s+value="(\d?)"', html)
    ]
    own = re.search(rb'id="editor-own" name="own" value="([^"]*)"', html).group(1).decode()
    fields = [("csrf_token", token), ("variant", "classic"), ("own", own)]
    fields.append(("notes", ",".join(notes_field(html)) if any(notes_field(html)) else ""))
    return MultiDict([*fields, *cells, *extra.items()])


@pytest.fixture(scope="module")
def light_read(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """progress_light.png read once, by an app of its own (a reading takes a while)."""
    from webapp.storage import schema
    from webapp.storage.store import make_engine

    url = f"sqlite:///{tmp_path_factory.mktemp('light') / 'games.db'}"
    engine = make_engine(url)
    schema.upgrade(engine)
    engine.dispose()
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": url})
    try:
        client = app.test_client()
        token = fields_of(client.get("/"))["csrf_token"]
        response = upload(client, token, (DATA / "progress_light.png").read_bytes())
        assert response.status_code == 200
        return response.data
    finally:
        app.extensions["sudoku_store"].dispose()


def test_a_game_in_progress_shows_givens_your_digits_and_notes_apart(light_read: bytes) -> None:
    truth = PROGRESS["progress_light.png"]
    assert given_cells(light_read) == truth["givens"]
    assert own_cells(light_read) == truth["entries"]
    # Every cell's value is a given's or the player's, never a note's.
    assert editor_cells(light_read).replace(".", "0") == "".join(
        g if g != "0" else e for g, e in zip(truth["givens"], truth["entries"], strict=True)
    )
    notes = notes_field(light_read)
    noted = [c for c in range(81) if truth["notes"][c]]
    assert [c for c in range(81) if notes[c]] == noted
    assert all(set(notes[c]) <= set(truth["notes"][c]) for c in noted)
    assert sum(notes[c] == truth["notes"][c] for c in noted) >= len(noted) - 2
    # Each noted cell shows its notes small, and says them.
    for c in noted:
        cell = re.search(rf'id="e{c}"[^>]*>\s*<span class="marks cell-notes"'.encode(), light_read)
        assert cell, c
        assert f"notes {' '.join(notes[c])}".encode() in light_read
    words = photo_status(light_read)
    givens = 81 - truth["givens"].count("0")
    yours = 81 - truth["entries"].count("0")
    assert words.startswith(
        f"Read {givens} givens, {yours} of your digits and {len(noted)} cells with notes "
        "from the picture."
    )
    wrong = truth["wrong"]
    name = f"r{wrong // 9 + 1}c{wrong % 9 + 1}"
    assert f"Your {truth['entries'][wrong]} in {name} does not fit the puzzle." in words
    # Named, not changed: the player's digit stays as written.
    assert own_cells(light_read)[wrong] == truth["entries"][wrong]


def test_start_makes_the_givens_the_puzzle_your_digits_moves_and_notes_yours(
    app: Flask, client: FlaskClient, token: str, light_read: bytes
) -> None:
    from webapp.storage.store import Game, db

    truth = PROGRESS["progress_light.png"]
    form = editor_form(light_read, token)
    # The wrong digit of the player's is asked about first, then kept.
    asked = client.post("/enter", data=form)
    assert asked.status_code == 200 and b'name="keep" value="yes"' in asked.data
    response = client.post("/enter", data=editor_form(light_read, token, keep="yes"))
    assert response.status_code == 303
    game_url = response.headers["Location"]
    notes = notes_field(light_read)
    with app.app_context():
        game = db().get(Game, game_url.rsplit("/", 1)[1])
        assert game.givens == truth["givens"]
        yours = 81 - truth["entries"].count("0")
        assert game.done == yours  # each of the player's digits a move
        assert game.board == "".join(
            g if g != "0" else e for g, e in zip(truth["givens"], truth["entries"], strict=True)
        )
        assert game.notes_mode == "own"
        kept = game.note_masks()
        assert ["".join(str(d) for d in range(1, 10) if m >> (d - 1) & 1) for m in kept] == notes
    # Check my board points at the player's wrong digit, and only it.
    wrong = truth["wrong"]
    checked = client.get(game_url + "/check").data
    assert b"1 entry is wrong" in checked
    marked = re.findall(rb'<td class="([^"]*)" role="gridcell" data-cell="(\d+)"', checked)
    assert [int(c) for k, c in marked if b"wrong" in k.split()] == [wrong]
    # Undo takes the last digit of the player's back; the notes stay.
    page = client.get(game_url)
    undone = client.post(game_url + "/undo", data=fields_of(page))
    assert undone.status_code == 303
    last = max(c for c in range(81) if truth["entries"][c] != "0")
    with app.app_context():
        game = db().get(Game, game_url.rsplit("/", 1)[1])
        assert game.board[last] == "0" and game.done == yours - 1
        assert game.note_masks() == kept


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("notes", "1,2,3", "Your notes are 81 groups of digits separated by commas"),
        ("notes", ",".join(["", "0"] + [""] * 79), "r1c2's notes hold '0'"),
        ("notes", ",".join(["", "33"] + [""] * 79), "r1c2's notes hold '33'"),
        ("notes", ",".join(["12a"] + [""] * 80), "r1c1's notes hold '12a'"),
        ("own", "x" * 81, "Your digits use 1 to 9"),
        ("own", "1" + "." * 79, "Your digits are 81 characters"),
    ],
)
def test_forged_notes_or_kinds_are_refused_in_words(
    client: FlaskClient, token: str, field: str, value: str, words: str
) -> None:
    for path in ("/enter", "/enter/check"):
        form = MultiDict(
            [("csrf_token", token), ("variant", "classic"), (field, value)]
            + [("cell", "" if ch == "." else ch) for ch in PUZZLE]
        )
        response = client.post(path, data=form)
        assert response.status_code == 400, path
        assert words in response.data.decode().replace("&#39;", "'"), path
    assert _rows_of_games(client) == 0


def _rows_of_games(client: FlaskClient) -> int:
    from webapp.storage.store import Game, db

    with client.application.app_context():
        return db().query(Game).count()


def test_without_script_a_named_cell_moves_between_given_and_yours(
    client: FlaskClient, token: str
) -> None:
    form = MultiDict(
        [("csrf_token", token), ("variant", "classic"), ("own", ""), ("notes", "")]
        + [("cell", "" if ch == "." else ch) for ch in PUZZLE]
    )
    form.add("move-kind", "Given ⇄ yours")
    form.add("move-cell", "r1c1")
    moved = client.post("/enter/board", data=form)
    assert moved.status_code == 200
    assert own_cells(moved.data)[0] == PUZZLE[0]  # the 5 of r1c1 is the player's now
    assert given_cells(moved.data)[0] == "0"
    assert b'aria-label="r1c1, your digit"' in moved.data
    # And back: the redrawn form carries it as the player's, the same control moves it back.
    again = editor_form(moved.data, token, **{"move-kind": "x"})
    again.add("move-cell", "11")
    back = client.post("/enter/board", data=again)
    assert given_cells(back.data)[0] == PUZZLE[0] and own_cells(back.data)[0] == "0"
    for cell, status in (("r0c1", 400), ("row 1", 400), ("r1c3", 422)):  # r1c3 is empty
        bad = editor_form(moved.data, token, **{"move-kind": "x"})
        bad.add("move-cell", cell)
        refused = client.post("/enter/board", data=bad)
        assert refused.status_code == status, cell
        assert b"r3c4" in refused.data or b"r1c3 is empty" in refused.data


def two_grid_page() -> tuple[bytes, str, str]:
    """Two screenshots side by side on one picture (as tests/vision/test_vision_progress.py)."""
    from bench.screens import Position, render

    first = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
    other = "000000907000420180000705026100904000050000040000507009920108000034059000507000000"
    rng = np.random.default_rng(3)
    pictures = [
        cv2.imdecode(
            np.frombuffer(
                render(Position(g, "0" * 81, (0,) * 81, "0" * 81), "light", rng), np.uint8
            ),
            cv2.IMREAD_COLOR,
        )
        for g in (first, other)
    ]
    height = max(p.shape[0] for p in pictures)
    page = np.full((height, sum(p.shape[1] for p in pictures) + 60, 3), 255, np.uint8)
    page[: pictures[0].shape[0], : pictures[0].shape[1]] = pictures[0]
    page[: pictures[1].shape[0], pictures[0].shape[1] + 60 :] = pictures[1]
    return png(page), first, other


def upload_choice(client: FlaskClient, token: str, image: bytes, choice: str, htmx: bool = False):  # noqa: ANN201
    return client.post(
        "/enter/photo",
        data=multipart({"csrf_token": token, "choice": choice}, image),
        content_type=f"multipart/form-data; boundary={BOUNDARY}",
        headers={"HX-Request": "true"} if htmx else {},
    )


def test_a_picture_of_two_grids_offers_both_and_reads_the_one_picked(
    client: FlaskClient, token: str, hx_client: FlaskClient
) -> None:
    image, first, other = two_grid_page()
    response = upload(client, token, image)
    assert response.status_code == 200
    thumbnails = re.findall(
        rb'<input type="radio" name="choice" value="(\d)"( checked)?>\s*'
        rb'<img src="data:image/png;base64,([^"]+)"',
        response.data,
    )
    assert [(k, bool(on)) for k, on, _ in thumbnails] == [(b"0", True), (b"1", False)]
    for _, _, data in thumbnails:  # each a PNG of its grid
        picture = cv2.imdecode(np.frombuffer(base64.b64decode(data), np.uint8), cv2.IMREAD_COLOR)
        assert picture is not None and picture.shape[0] == picture.shape[1]
    assert "This picture holds 2 grids: which one to read?" in photo_status(response.data)
    # Without the script the field is empty on the page that comes back: say so.
    assert "choose the picture again" in photo_status(response.data)
    read = {editor_cells(response.data)}
    picked = upload_choice(client, token, image, "1")
    assert picked.status_code == 200
    assert re.search(rb'name="choice" value="1" checked', picked.data)
    read.add(editor_cells(picked.data))
    assert read == {first.replace("0", "."), other.replace("0", ".")}
    # With htmx the file stays in the field: no word about choosing it again.
    swapped = upload_choice(hx_client, hx_token(hx_client), image, "1", htmx=True)
    assert swapped.status_code == 200 and b"choose the picture again" not in swapped.data
    assert editor_cells(swapped.data) == editor_cells(picked.data)


@pytest.mark.parametrize("choice", ["x", "-1", "10", "1.5"])
def test_a_forged_grid_choice_is_refused_in_words(
    client: FlaskClient, token: str, choice: str
) -> None:
    response = upload_choice(client, token, (DATA / "image1.jpg").read_bytes(), choice)
    assert response.status_code == 400
    assert "Pick one of the picture's grids." in photo_status(response.data)


def test_a_grid_the_picture_does_not_hold_is_said(client: FlaskClient, token: str) -> None:
    response = upload_choice(client, token, (DATA / "image1.jpg").read_bytes(), "3")
    assert response.status_code == 422
    assert photo_status(response.data).startswith(NO_GRID)


def in_progress_reading(*corrections: Correction) -> PhotoReading:
    entries = ["0"] * 81
    entries[4] = "7"  # r1c5, the solution's 7, as the player's
    confidence = [0.99] * 81
    kind_confidence = [1.0] * 81
    kind_confidence[4] = 0.7  # given or the player's: not sure
    puzzle = PUZZLE[:4] + "." + PUZZLE[5:]
    return PhotoReading(
        puzzle,
        tuple(confidence),
        corrections,
        1,
        90,
        "".join(entries),
        ("",) * 2 + ("12",) + ("",) * 78,
        (),
        tuple(kind_confidence),
    )


@pytest.mark.parametrize(
    ("correction", "words", "label"),
    [
        (
            Correction(0, 1, 5, "unfit", digit=1),
            "r1c1 read as 1, taken as 5: a 1 there did not fit the givens' solution.",
            "read as 1, changed to 5 by the check",
        ),
        (
            Correction(0, 5, 5, "several", moved="to-given"),
            "r1c1 (5) taken as a given: as your digit, the puzzle had more than one solution.",
            "read as your digit, taken as a given by the check",
        ),
        (
            Correction(0, 5, 5, "clash", "column", 1, 5, moved="to-entry"),
            "r1c1 (5) taken as your digit: as a given, column 1 held 5 twice.",
            "read as a given, taken as your digit by the check",
        ),
    ],
)
def test_each_correction_is_said_in_words_true_of_its_cell(
    app: Flask, correction: Correction, words: str, label: str
) -> None:
    with app.test_request_context("/"):
        view, note = reading_view(in_progress_reading(correction))
    assert note.changes == (words,)
    assert view.cells[0].label.endswith(label)
    assert "corrected" in view.cells[0].classes.split()
    # The cell whose kind was unsure is outlined and named; the noted cell says its notes.
    assert "unsure" in view.cells[4].classes.split()
    assert view.cells[4].label == "your digit, given or yours: check it"
    assert "Check 1 cell against the picture: r1c5." in note.message
    assert view.cells[2].notes == "12" and view.cells[2].label == "notes 1 2"


@pytest.mark.parametrize(
    ("language", "read", "moved"),
    [
        (
            "de",
            "Aus dem Bild gelesen: 29 Vorgaben, 1 eigene Ziffer und 1 Zelle mit Notizen.",
            "r1c1 (5) als Vorgabe genommen: als Ihre Ziffer hatte das Rätsel mehr als eine Lösung.",
        ),
        (
            "fr",
            "Lu sur l'image : 29 chiffres donnés, 1 de vos chiffres et 1 case avec des notes.",
            "r1c1 (5) pris comme chiffre donné : comme votre chiffre, le puzzle avait plus "
            "d'une solution.",
        ),
        (
            "ja",
            "画像から初期数字29個、自分の数字1個、メモのあるマス1個を読み取りました。",
            "r1c1（5）を初期数字として扱います：自分の数字としては解が複数ありました。",
        ),
    ],
)
def test_a_game_in_progress_is_said_in_the_page_language(
    app: Flask, language: str, read: str, moved: str
) -> None:
    with app.test_request_context("/", headers={"Accept-Language": language}):
        app.preprocess_request()
        _view, note = reading_view(
            in_progress_reading(Correction(0, 5, 5, "several", moved="to-given"))
        )
    assert note.message.startswith(read)
    assert note.changes == (moved,)
