"""Error pages: every refusal a person can read, with its status, never a bare 500 page."""

from __future__ import annotations

from flask import Flask, Response, make_response, render_template
from flask.globals import request_ctx
from flask_babel import lazy_gettext as _l
from flask_wtf.csrf import CSRFError
from werkzeug.exceptions import HTTPException, InternalServerError, SecurityError

from .hx import is_htmx

TITLES = {
    400: _l("That request did not make sense"),
    404: _l("Not found"),
    405: _l("Not allowed"),
    409: _l("The game changed"),
    413: _l("Too large"),
    422: _l("That can't be done"),
    429: _l("Too many requests"),
    500: _l("Something went wrong on our side"),
}

DEFAULT_MESSAGES = {
    404: _l("There is nothing at this address."),
    405: _l("This address does not take that kind of request."),
    413: _l("That form was far larger than any puzzle or move needs."),
    429: _l("Too many requests from here in a short time: wait a moment, then try again."),
    500: _l("The server failed to answer. Your game is saved as it was before this request."),
}


def error_response(status: int, message: object) -> Response:
    title = str(TITLES.get(status, _l("Error")))
    message = str(message)
    if request_ctx.url_adapter is None:
        # The request was refused before routing (a host name Werkzeug cannot read, say):
        # no address can be built for the page's links, so the answer is plain text.
        words = title if message == title else f"{title}\n\n{message}"
        return Response(words + "\n", status, mimetype="text/plain")
    if is_htmx():
        # Leave the page as it is and say what went wrong in the status line.
        body = render_template("partials/_error_status.html", message=message, oob=True)
        body += render_template("partials/_announce.html", announce=message, oob=True)
        response = make_response(body, status)
        response.headers["HX-Reswap"] = "none"
        return response
    template = "errors/404.html" if status == 404 else "errors/error.html"
    return make_response(
        render_template(template, status=status, title=title, message=message), status
    )


def _http_error(error: HTTPException) -> Response:
    status = error.code or 500
    message = error.description if _custom(error) else DEFAULT_MESSAGES.get(status, "")
    if status == 429:  # the limiter's own words are its notation ("30 per 1 minute")
        message = DEFAULT_MESSAGES[429]
    return error_response(status, message or TITLES.get(status, _l("Error")))


def _custom(error: HTTPException) -> bool:
    # abort(404, "message") sets its own description; werkzeug's stock ones talk to developers.
    return error.description != type(error).description


def _unknown_host(_error: SecurityError) -> Response:
    # The request names a host not in TRUSTED_HOSTS: no URL can be built for it, so
    # the answer is plain text, and it never echoes the host.
    return Response(
        str(_l("This site does not answer to that host name.")) + "\n", 400, mimetype="text/plain"
    )


def _csrf_error(_error: CSRFError) -> Response:
    return error_response(
        400,
        _l(
            "This form is out of date or did not come from this site. Reload the page and try "
            "again."
        ),
    )


def _server_error(_error: InternalServerError) -> Response:
    return error_response(500, DEFAULT_MESSAGES[500])


def init_app(app: Flask) -> None:
    app.register_error_handler(SecurityError, _unknown_host)
    app.register_error_handler(CSRFError, _csrf_error)
    app.register_error_handler(InternalServerError, _server_error)
    app.register_error_handler(HTTPException, _http_error)
