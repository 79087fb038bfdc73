"""gunicorn's logs without game ids: a game's address is the key to the game.

The access log and the error log (request lines in "Invalid request from ...",
"Error handling request ...", tracebacks) go through logmask.py, as the app's own
logs do; see there for what is masked and how.
"""

from __future__ import annotations

from gunicorn.glogging import Logger

from .logmask import install, mask


def redact(text: str) -> str:
    """'/g/AbC.../move?cell=3' -> '/g/<game>/move?cell=3'."""
    return mask(text)


class RedactedLogger(Logger):
    """gunicorn's logger with every game id replaced by <game>: in the access log's
    fields (request line, path, query, referrer, any header) and in every line of the
    error log."""

    def setup(self, cfg):  # noqa: ANN001, ANN201
        super().setup(cfg)  # (re)makes the handlers, from cfg or a logging config file
        install(None, self.error_log, self.access_log)

    def atoms(self, resp, req, environ, request_time):  # noqa: ANN001, ANN201
        atoms = super().atoms(resp, req, environ, request_time)
        for key, value in atoms.items():
            if isinstance(value, str):
                atoms[key] = mask(value)
        return atoms
