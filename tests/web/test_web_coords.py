"""The board's row and column numbers: a switch like the theme's (auto, on, off), kept in a
cookie and written on the page's <html> for the stylesheet; anything else is refused."""

from __future__ import annotations

from flask.testing import FlaskClient
from web_helpers import fields_of


def test_the_coordinates_switch_is_remembered_and_refuses_the_unknown(
    client: FlaskClient,
) -> None:
    home = client.get("/")
    assert b'data-coords="auto"' in home.data
    token = fields_of(home)["csrf_token"]
    answer = client.post("/coordinates", data={"csrf_token": token, "coords": "on", "next": "/"})
    assert answer.status_code == 303 and answer.headers["Location"] == "/"
    assert "coords=on" in answer.headers["Set-Cookie"]
    page = client.get("/").data.decode()
    assert 'data-coords="on"' in page
    assert 'id="coords-on" aria-pressed="true"' in page
    refused = client.post("/coordinates", data={"csrf_token": token, "coords": "sideways"})
    assert refused.status_code == 400
    assert "Pick auto, on or off for the row and column numbers." in refused.data.decode()
    assert 'data-coords="on"' in client.get("/").data.decode()  # unchanged
