"""Form bodies the app can read, checked before anything reads them.

A multipart part with no name parses into a field whose name is None, and the CSRF
check then fails on it with a 500 (flask_wtf compares every field's name to the
token's). No form of ours sends one: such a body is refused (400) before the check.

`BodyRequest` is the app's request: the few paths named in BODY_LIMITS (the photo
upload) take a larger body than MAX_CONTENT_LENGTH, every other path keeps it; and an
uploaded file is kept in memory, never spooled to a temporary file (a photo is never
written to disk, and the body is in memory already: slots.py read it).
"""

from __future__ import annotations

import io
from typing import IO

from flask import Flask, Request, abort, current_app, request


class BodyRequest(Request):
    """Flask's request, with the body limit of its path and uploads kept in memory."""

    @property
    def max_content_length(self) -> int | None:
        if self._max_content_length is None and current_app:
            larger = current_app.config.get("BODY_LIMITS", {}).get(self.path)
            if larger is not None:
                return int(larger)
        return super().max_content_length

    @max_content_length.setter
    def max_content_length(self, value: int | None) -> None:
        self._max_content_length = value

    def _get_file_stream(
        self,
        total_content_length: int | None,
        content_type: str | None,
        filename: str | None = None,
        content_length: int | None = None,
    ) -> IO[bytes]:
        return io.BytesIO()


def _refuse_unnamed_fields() -> None:
    if request.method in ("GET", "HEAD", "OPTIONS"):
        return
    if any(not isinstance(name, str) or not name for name in request.form.keys()):
        abort(400)
    if any(not isinstance(name, str) or not name for name in request.files.keys()):
        abort(400)


def init_app(app: Flask) -> None:
    """Before CSRFProtect(app), whose check reads the form."""
    app.request_class = BodyRequest
    app.before_request(_refuse_unnamed_fields)
