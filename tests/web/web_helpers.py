"""What the web tests share: a player that posts what the page's forms would post."""

from __future__ import annotations

import re

from flask.testing import FlaskClient
from werkzeug.test import TestResponse

FIELD = re.compile(rb'name="(csrf_token|version)" value="([^"]*)"')


def fields_of(response: TestResponse) -> dict[str, str]:
    """The csrf token and game version the response's forms carry."""
    found = {}
    for name, value in FIELD.findall(response.data):
        found.setdefault(name.decode(), value.decode())
    return found


class Player:
    """Plays one game through a client, posting what the page's forms would post."""

    def __init__(self, client: FlaskClient) -> None:
        self.client = client
        self.game_url = ""
        self.fields: dict[str, str] = {}
        self.followed: TestResponse | None = None  # the page a plain post redirected to

    def start(
        self, puzzle: str | None = None, builtin: str | None = None, **extra: str
    ) -> TestResponse:
        """Start a game; `extra` fields (variant, layout) go with a pasted puzzle."""
        home = self.client.get("/", headers={"HX-Request": "false"})
        token = fields_of(home)["csrf_token"]
        data = {"csrf_token": token, **extra}
        if builtin is not None:
            data["builtin"] = builtin
        else:
            data["puzzle"] = puzzle or ""
        response = self.client.post("/games", data=data)
        url = response.headers.get("HX-Redirect") or response.headers.get("Location")
        if url:
            self.game_url = url
            self.page()
        return response

    def page(self, query: str = "") -> TestResponse:
        response = self.client.get(self.game_url + query, headers={"HX-Request": "false"})
        self.fields.update(fields_of(response))
        return response

    def post(self, action: str, **data: object) -> TestResponse:
        form = dict(self.fields)
        form.update({k: str(v) for k, v in data.items()})
        form = {k: v for k, v in form.items() if v != "None"}
        response = self.client.post(f"{self.game_url}/{action}", data=form)
        self.fields.update(fields_of(response))
        if response.status_code == 303:
            # A browser follows the redirect and its forms then carry the new version.
            self.followed = self.client.get(response.headers["Location"])
            self.fields.update(fields_of(self.followed))
        return response

    @property
    def version(self) -> int:
        return int(self.fields["version"])

    def state(self) -> dict:
        """The game row as stored."""
        from webapp.storage.store import Game, db

        with self.client.application.app_context():
            game = db().get(Game, self.game_url.rsplit("/", 1)[1])
            return {
                "board": game.board,
                "exclusions": game.exclusions,
                "version": game.version,
                "done": game.done,
                "hint_level": game.hint_level,
                "grid": game.grid(),
                "solution": game.solution_digits(),
                "notes": game.note_masks(),
                "notes_mode": game.notes_mode,
                "markers": game.marker_colours(),
                "seconds": game.seconds,
                "hints_used": game.hints_used,
                "title": game.title,
                "level": game.level,
            }
