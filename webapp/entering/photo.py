"""From a photo: a picture of a Sudoku read into the editor, for the player to check.

The form posts one file, `photo` (a camera shot on a phone, a chosen file, or, with the
script, a picture dropped on the form or pasted with Ctrl+V). The reader pool
(serving/photos.py) reads it; the answer is the editor filled in with what was read,
each cell read with low confidence outlined ("check these 2 cells"), and each cell the
engine's check changed outlined and named with its reason. The player fixes what the
eyes got wrong, then Start as for a typed puzzle. Nothing is kept: the picture lives in
this request's memory only, and the game is stored only when the player starts it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from flask import Blueprint, Response, make_response, render_template, request

from engine import cell_name

from ..page import forms
from ..page.i18n import gettext as _
from ..page.i18n import ngettext
from ..serving.hx import is_htmx
from ..serving.limits import reads_photos
from ..serving.photos import (
    PHOTO_MAX_BYTES,
    PHOTO_PATH,
    Correction,
    PhotoBusy,
    PhotoReading,
    Unreadable,
    photo_reader,
)
from .editor import CELLS, EditorView, Typed, editor_view
from .home import home_context

bp = Blueprint("photo", __name__)

# A cell read with less confidence than this is outlined for the player to check.
UNSURE = 0.9
# The status names at most this many cells; the board outlines them all.
NAMED = 8


@dataclass(frozen=True)
class PhotoNote:
    """What the photo form's status line says after a reading (or a refusal)."""

    message: str
    tone: str  # "ready", "working" or "bad", as the editor's status line
    changes: tuple[str, ...] = ()  # each correction by the engine, in words


def _digit(value: int) -> str:
    return str(value) if value else _("empty")


def _change_words(change: Correction) -> str:
    """The correction in words, in the page's language (r4c7 read as 1, changed to 7: ...)."""
    head = _(
        "%(cell)s read as %(was)s, changed to %(now)s",
        cell=cell_name(change.cell),
        was=_digit(change.was),
        now=_digit(change.now),
    )
    kind = change.trouble
    if kind == "clash":
        number = change.number
        house = {
            "row": _("row %(number)s", number=number),
            "column": _("column %(number)s", number=number),
        }.get(change.house) or _("box %(number)s", number=number)
        why = _("as read, %(house)s held %(digit)s twice", house=house, digit=change.digit)
    elif kind == "none":
        why = _("as read, the puzzle had no solution")
    elif kind == "several":
        why = _("as read, the puzzle had more than one solution")
    else:
        why = _("as read, the puzzle could not be checked in time")
    return _("%(change)s: %(why)s.", change=head, why=why)


def reading_view(reading: PhotoReading) -> tuple[EditorView, PhotoNote]:
    """The editor filled in with a reading, its doubtful and corrected cells outlined,
    and the photo status line's words."""
    confidence = reading.confidence
    corrected = {c.cell: c for c in reading.corrections}
    givens = [int(ch) if ch in "123456789" else 0 for ch in reading.puzzle]
    view = editor_view(Typed(givens, [0] * CELLS))
    unsure = [c for c in range(CELLS) if confidence[c] < UNSURE and c not in corrected]
    cells = list(view.cells)
    for c in unsure:
        cells[c] = replace(
            cells[c],
            classes=cells[c].classes + " unsure",
            label=_join(cells[c].label, _("read with low confidence: check it")),
        )
    for c, change in corrected.items():
        cells[c] = replace(
            cells[c],
            classes=cells[c].classes + " corrected",
            label=_join(
                cells[c].label,
                _(
                    "read as %(was)s, changed to %(now)s by the check",
                    was=_digit(change.was),
                    now=_digit(change.now),
                ),
            ),
        )
    to_check = sorted([*unsure, *corrected])
    view = replace(view, cells=tuple(cells), focus=to_check[0] if to_check else None)
    filled = sum(1 for g in givens if g)
    parts = [
        ngettext(
            "Read %(count)s given from the picture.",
            "Read %(count)s givens from the picture.",
            filled,
        )
    ]
    if unsure:
        names = ", ".join(cell_name(c) for c in unsure[:NAMED])
        if len(unsure) > NAMED:
            names += ", …"
        parts.append(
            ngettext(
                "Check %(count)s cell against the picture: %(cells)s.",
                "Check these %(count)s cells against the picture: %(cells)s.",
                len(unsure),
                cells=names,
            )
        )
    if reading.solutions != 1:
        parts.append(_("As read, the puzzle has no single solution: compare it with the picture."))
    elif not unsure and not corrected:
        parts.append(_("Compare the board with the picture, then Start."))
    tone = "ready" if reading.solutions == 1 and not unsure else "working"
    changes = tuple(_change_words(corrected[c]) for c in sorted(corrected))
    return view, PhotoNote(" ".join(parts), tone, changes)


def _join(label: str, words: str) -> str:
    return f"{label}, {words}" if label else words


@bp.post(PHOTO_PATH)
@reads_photos
def read() -> Response:
    """Read the uploaded picture into the editor; a picture that cannot be read is
    refused in words (422) and the page is left as it was."""
    upload = request.files.get("photo")
    image = upload.read() if upload is not None else b""
    if not image:
        return _refuse(_("Choose a photo or a screenshot of a Sudoku first."), 422)
    try:
        reading = photo_reader().read(image)
    except PhotoBusy as busy:
        response = _refuse(
            _("Many pictures are being read just now: try again in a few seconds."), 503
        )
        response.headers["Retry-After"] = str(busy.retry_after)
        return response
    except Unreadable as refusal:
        if refusal.kind == "no-image":
            return _refuse(
                _("This file is not a picture that can be read: send a JPEG, PNG or WebP."),
                422,
            )
        return _refuse(
            _(
                "No Sudoku grid found in this picture. Take it again with the whole grid in "
                "view, as square on as you can."
            ),
            422,
        )
    view, note = reading_view(reading)
    if is_htmx():
        body = render_template(
            "partials/_editor.html", editor=view, editor_variants=forms.EDITOR_VARIANTS
        )
        body += render_template("partials/_photo_status.html", photo=note, oob=True)
        return make_response(body, 200)
    return make_response(render_template("home.html", **home_context(editor=view), photo=note))


def _refuse(message: str, status: int) -> Response:
    """The words in the photo form's status line; the editor is left as it was."""
    note = PhotoNote(message, "bad")
    if is_htmx():
        response = make_response(
            render_template("partials/_photo_status.html", photo=note, oob=True), status
        )
        response.headers["HX-Reswap"] = "none"  # only the status line (out of band) changes
        return response
    return make_response(render_template("home.html", **home_context(), photo=note), status)


def _too_large_words() -> str:
    return _(
        "That file is larger than %(size)s MB: send a smaller photo or a screenshot.",
        size=PHOTO_MAX_BYTES // (1024 * 1024),
    )


@bp.app_template_global()
def photo_limit() -> dict[str, object]:
    """The upload limit for the form's script, which refuses a larger file before sending."""
    return {"bytes": PHOTO_MAX_BYTES, "words": _too_large_words()}


def too_large(_error: Exception | None = None) -> Response:
    """An upload over the limit (413), said in the photo form's words. Registered on this
    blueprint, so it answers for this path only (the body is refused while the form is
    read, before the view runs; the request is routed by then)."""
    return _refuse(_too_large_words(), 413)


bp.register_error_handler(413, too_large)
