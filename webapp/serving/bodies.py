"""Form bodies the app can read, checked before anything reads them.

A multipart part with no name parses into a field whose name is None, and the CSRF
check then fails on it with a 500 (flask_wtf compares every field's name to the
token's). No form of ours sends one: such a body is refused (400) before the check."""

from __future__ import annotations

from flask import Flask, abort, request


def _refuse_unnamed_fields() -> None:
    if request.method in ("GET", "HEAD", "OPTIONS"):
        return
    if any(not isinstance(name, str) or not name for name in request.form.keys()):
        abort(400)
    if any(not isinstance(name, str) or not name for name in request.files.keys()):
        abort(400)


def init_app(app: Flask) -> None:
    """Before CSRFProtect(app), whose check reads the form."""
    app.before_request(_refuse_unnamed_fields)
