"""Light or dark, and the board's row and column numbers: the system's (or the screen's)
choice by default, or the player's, kept in a cookie.

The page's <html> carries `data-theme` (auto, light or dark) and `data-coords` (auto, on or
off) and the stylesheet does the rest, so the switches work without JavaScript.
"""

from __future__ import annotations

import unicodedata

from flask import Blueprint, Flask, Response, current_app, redirect, request
from werkzeug.exceptions import HTTPException
from werkzeug.routing import RoutingException

from ..serving.errors import error_response
from .i18n import gettext as _

THEMES = ("auto", "light", "dark")
COOKIE = "theme"
# Row and column numbers along the board: auto shows them where the screen is wide enough
# to keep the cells big (the stylesheet decides), on and off are the player's.
COORDS = ("auto", "on", "off")
COORDS_COOKIE = "coords"
YEAR = 365 * 24 * 3600

bp = Blueprint("theme", __name__)


def current_theme() -> str:
    chosen = request.cookies.get(COOKIE, "auto")
    return chosen if chosen in THEMES else "auto"


def current_coords() -> str:
    chosen = request.cookies.get(COORDS_COOKIE, "auto")
    return chosen if chosen in COORDS else "auto"


def back_to(raw: str) -> str:
    """Where the switch was pressed: a path that routes to a page of this site, never
    another host. Browsers drop tabs and line breaks from a URL (so `/%09/evil.example`
    reads `//evil.example`) and a line break in a header is refused, so any control or
    space character sends the player home instead."""
    if not _plain_path(raw):
        return "/"
    try:
        current_app.url_map.bind("localhost").match(raw.partition("?")[0], method="GET")
    except (HTTPException, RoutingException):
        return "/"
    return raw


def _plain_path(raw: str) -> bool:
    """A path of this site's form: one leading slash, no control, space or backslash."""
    if not raw.startswith("/") or raw.startswith("//") or len(raw) >= 300:
        return False
    return not any(
        ch == "\\" or ch.isspace() or unicodedata.category(ch)[0] == "C" for ch in raw
    )


@bp.post("/theme")
def choose() -> Response:
    chosen = request.form.get("theme", "")
    if chosen not in THEMES:
        return error_response(400, _("Pick a theme: auto (as your system), light or dark."))
    return remembered(COOKIE, chosen)


@bp.post("/coordinates")
def choose_coords() -> Response:
    chosen = request.form.get("coords", "")
    if chosen not in COORDS:
        return error_response(400, _("Pick auto, on or off for the row and column numbers."))
    return remembered(COORDS_COOKIE, chosen)


def remembered(cookie: str, value: str) -> Response:
    """Back to the page the switch was pressed on, with the player's choice kept a year."""
    response = redirect(back_to(request.form.get("next", "/")), 303)
    response.set_cookie(
        cookie,
        value,
        max_age=YEAR,
        samesite="Lax",
        httponly=True,
        secure=bool(request.environ.get("wsgi.url_scheme") == "https"),
    )
    return response  # type: ignore[return-value]


def page_address() -> str:
    """Where the switch brings the player back: this page, or for a page answering a
    form (a refusal), the game or home page it belongs to."""
    if request.method == "GET":
        # This page routed already (an error page did not): only its characters are
        # left to check, with no second look in the URL map on every page.
        here = request.full_path.rstrip("?")
        return here if request.url_rule is not None and _plain_path(here) else "/"
    parts = request.path.split("/")
    if len(parts) > 2 and parts[1] == "g" and parts[2] != "new":
        return f"/g/{parts[2]}"
    return "/"


def init_app(app: Flask) -> None:
    app.register_blueprint(bp)
    app.context_processor(
        lambda: {
            "theme": current_theme(),
            "themes": THEMES,
            "theme_names": {"auto": _("Auto"), "light": _("Light"), "dark": _("Dark")},
            "coords": current_coords(),
            "coords_choices": COORDS,
            "coords_names": {"auto": _("Auto"), "on": _("On"), "off": _("Off")},
            "page_address": page_address,
        }
    )
