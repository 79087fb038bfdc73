"""From a photo: an upload read in the pool into the editor, the refusals (no grid, no
image, too large, busy), the body limits of the other routes, and nothing kept."""

from __future__ import annotations

import re
import tempfile
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
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", found.group(1).decode())).strip()


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
