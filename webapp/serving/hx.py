"""htmx plumbing: is this an htmx request, and the partials-plus-OOB answer.

One URL serves both the full page and its fragments, so every response says
`Vary: HX-Request` and caches never hand one where the other was asked for.
"""

from __future__ import annotations

from flask import Flask, Response, make_response, redirect, render_template, request


def is_htmx() -> bool:
    # A history restore wants the whole page even though htmx sends it.
    return (
        request.headers.get("HX-Request") == "true"
        and request.headers.get("HX-History-Restore-Request") != "true"
    )


def render_partials(primary: str, oob: tuple[str, ...] = (), **context: object) -> str:
    """The primary partial, then each other partial marked for an out-of-band swap."""
    return render_template("partials/_answer.html", parts=(primary, *oob), **context)


def go(url: str) -> Response:
    """Send the browser to a new page: htmx is told to navigate, a plain form redirected."""
    if is_htmx():
        response = make_response("", 200)
        response.headers["HX-Redirect"] = url  # a new page, not a fragment
        return response
    return redirect(url, 303)  # type: ignore[return-value]


def _vary(response: Response) -> Response:
    response.vary.add("HX-Request")
    return response


def init_app(app: Flask) -> None:
    app.after_request(_vary)
