"""GET /healthz: for a load balancer or a supervisor, whether this worker can serve."""

from __future__ import annotations

from flask import Blueprint, Response, current_app
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from ..storage import schema

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz() -> Response:
    engine = current_app.extensions["sudoku_store"]
    try:
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
        ready = schema.is_current(engine)
    except SQLAlchemyError:
        return Response("database unavailable\n", 503, mimetype="text/plain")
    if not ready:
        return Response("database schema not upgraded\n", 503, mimetype="text/plain")
    return Response("ok\n", 200, mimetype="text/plain")
