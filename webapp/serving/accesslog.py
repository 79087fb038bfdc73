"""gunicorn's access log without game ids: a game's address is the key to the game."""

from __future__ import annotations

import re

from gunicorn.glogging import Logger

GAME_PATH = re.compile(r"/g/[^/?\s\"]+")


def redact(text: str) -> str:
    """'/g/AbC.../move?cell=3' -> '/g/<game>/move?cell=3'."""
    return GAME_PATH.sub("/g/<game>", text)


class RedactedLogger(Logger):
    """The standard access log, with every game id in the request line, path and referrer
    replaced by <game>."""

    def atoms(self, resp, req, environ, request_time):  # noqa: ANN001, ANN201
        atoms = super().atoms(resp, req, environ, request_time)
        for key in ("r", "U", "f"):
            value = atoms.get(key)
            if isinstance(value, str):
                atoms[key] = redact(value)
        # Request headers appear as {name}i atoms: the Referer among them.
        for key, value in list(atoms.items()):
            if key.endswith("}i") and isinstance(value, str):
                atoms[key] = redact(value)
        return atoms
