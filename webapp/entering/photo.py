"""From a photo: a picture of a Sudoku read into the editor, for the player to check.

The form posts one file, `photo` (a camera shot on a phone, a chosen file, or, with the
script, a picture dropped on the form or pasted with Ctrl+V), and `choice`, which grid of
the picture to read (0, the largest, unless the player picked another). The reader pool
(serving/photos.py) reads it; the answer is the editor filled in with what was read: the
givens, the player's own digits and notes of a game in progress, each cell read with low
confidence outlined ("check these 2 cells"), each cell the engine's check changed
outlined and named with its reason, and each wrong digit of the player's named (kept as
they wrote it). The player fixes what the eyes got wrong, then Start as for a typed
puzzle. When the picture holds several grids, the status offers each as a thumbnail
(data: URIs) to pick: picking one posts the same file again with its `choice` (the
browser still holds it; nothing is kept here). Nothing is kept: the picture lives in
this request's memory only, and the game is stored only when the player starts it.
"""

from __future__ import annotations

import base64
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
from .editor import EditorView, Typed, editor_view
from .home import home_context

bp = Blueprint("photo", __name__)

# A cell read with less confidence than this is outlined for the player to check.
UNSURE = 0.9
# The status names at most this many cells; the board outlines them all.
NAMED = 8
# The grids of one picture a player may pick from (the reader finds few more than two).
MAX_CHOICE = 9


@dataclass(frozen=True)
class PhotoNote:
    """What the photo form's status line says after a reading (or a refusal)."""

    message: str
    tone: str  # "ready", "working" or "bad", as the editor's status line
    changes: tuple[str, ...] = ()  # each correction by the engine, in words
    grids: tuple[str, ...] = ()  # each grid of the picture, a data: URI, when several
    choice: int = 0  # the grid read
    again: bool = False  # the file field is empty (no script): choose the picture again


def _digit(value: int) -> str:
    return str(value) if value else _("empty")


def _why(change: Correction, kind: str) -> str:
    """What was wrong with the cell's first reading, true of that cell: `kind` is how it
    was read ("read": its digit, "yours": as the player's digit, "given": as a given)."""
    if change.trouble == "clash":
        number = change.number
        house = {
            "row": _("row %(number)s", number=number),
            "column": _("column %(number)s", number=number),
        }.get(change.house) or _("box %(number)s", number=number)
        return {
            "read": _("as read, %(house)s held %(digit)s twice", house=house, digit=change.digit),
            "yours": _(
                "as your digit, %(house)s held %(digit)s twice", house=house, digit=change.digit
            ),
            "given": _(
                "as a given, %(house)s held %(digit)s twice", house=house, digit=change.digit
            ),
        }[kind]
    words = {
        "none": {
            "read": _("as read, the puzzle had no solution"),
            "yours": _("as your digit, the puzzle had no solution"),
            "given": _("as a given, the puzzle had no solution"),
        },
        "several": {
            "read": _("as read, the puzzle had more than one solution"),
            "yours": _("as your digit, the puzzle had more than one solution"),
            "given": _("as a given, the puzzle had more than one solution"),
        },
    }
    fallback = {
        "read": _("as read, the puzzle could not be checked in time"),
        "yours": _("as your digit, the puzzle could not be checked in time"),
        "given": _("as a given, the puzzle could not be checked in time"),
    }
    return words.get(change.trouble, fallback)[kind]


def _change_words(change: Correction) -> str:
    """The correction in words, in the page's language (r4c7 read as 1, changed to 7: ...),
    each true of its cell."""
    cell = cell_name(change.cell)
    if change.moved == "to-given":
        head = _("%(cell)s (%(digit)s) taken as a given", cell=cell, digit=change.was)
        return _("%(change)s: %(why)s.", change=head, why=_why(change, "yours"))
    if change.moved == "to-entry":
        head = _("%(cell)s (%(digit)s) taken as your digit", cell=cell, digit=change.was)
        return _("%(change)s: %(why)s.", change=head, why=_why(change, "given"))
    if change.trouble == "unfit":
        return _(
            "%(cell)s read as %(was)s, taken as %(now)s: a %(was)s there did not fit the "
            "givens' solution.",
            cell=cell,
            was=change.was,
            now=change.now,
        )
    head = _(
        "%(cell)s read as %(was)s, changed to %(now)s",
        cell=cell,
        was=_digit(change.was),
        now=_digit(change.now),
    )
    return _("%(change)s: %(why)s.", change=head, why=_why(change, "read"))


def _cell_change_words(change: Correction) -> str:
    """What a screen reader hears of a corrected cell."""
    if change.moved == "to-given":
        return _("read as your digit, taken as a given by the check")
    if change.moved == "to-entry":
        return _("read as a given, taken as your digit by the check")
    return _(
        "read as %(was)s, changed to %(now)s by the check",
        was=_digit(change.was),
        now=_digit(change.now),
    )


def _digits(text: str) -> list[int]:
    return [int(ch) if ch in "123456789" else 0 for ch in text]


def _masks(notes: tuple[str, ...]) -> list[int]:
    return [sum(1 << (int(d) - 1) for d in set(n) if d in "123456789") for n in notes]


def _names(cells: list[int]) -> str:
    names = ", ".join(cell_name(c) for c in cells[:NAMED])
    return names + ", …" if len(cells) > NAMED else names


def _read_words(givens: int, yours: int, noted: int) -> str:
    """How much was read: the givens, and of a game in progress the player's digits and
    the cells with notes."""
    given_words = ngettext("%(count)s given", "%(count)s givens", givens)
    your_words = ngettext("%(count)s digit of yours", "%(count)s of your digits", yours)
    noted_words = ngettext("%(count)s cell with notes", "%(count)s cells with notes", noted)
    if yours and noted:
        return _(
            "Read %(givens)s, %(yours)s and %(notes)s from the picture.",
            givens=given_words,
            yours=your_words,
            notes=noted_words,
        )
    if yours:
        return _(
            "Read %(givens)s and %(yours)s from the picture.", givens=given_words, yours=your_words
        )
    if noted:
        return _(
            "Read %(givens)s and %(notes)s from the picture.", givens=given_words, notes=noted_words
        )
    return ngettext(
        "Read %(count)s given from the picture.", "Read %(count)s givens from the picture.", givens
    )


def reading_view(
    reading: PhotoReading, choice: int = 0, again: bool = False
) -> tuple[EditorView, PhotoNote]:
    """The editor filled in with a reading (givens, the player's digits and notes), its
    doubtful and corrected cells outlined, and the photo status line's words. `again`:
    the file field will be empty (no script), so picking another grid means choosing the
    picture again."""
    corrected = {c.cell: c for c in reading.corrections}
    givens, own = _digits(reading.puzzle), _digits(reading.entries)
    notes = _masks(reading.notes)
    view = editor_view(Typed(givens, own, notes))
    filled = [c for c in range(len(givens)) if givens[c] or own[c]]
    unsure_digit = {c for c, sure in enumerate(reading.confidence) if sure < UNSURE}
    unsure_kind = {c for c in filled if reading.kind_confidence[c] < UNSURE}
    unsure = sorted((unsure_digit | unsure_kind) - set(corrected))
    cells = list(view.cells)
    for c in unsure:
        words = (
            _("given or yours: check it")
            if c in unsure_kind and c not in unsure_digit
            else _("read with low confidence: check it")
        )
        cells[c] = replace(
            cells[c], classes=cells[c].classes + " unsure", label=_join(cells[c].label, words)
        )
    for c, change in corrected.items():
        cells[c] = replace(
            cells[c],
            classes=cells[c].classes + " corrected",
            label=_join(cells[c].label, _cell_change_words(change)),
        )
    to_check = sorted([*unsure, *corrected])
    view = replace(view, cells=tuple(cells), focus=to_check[0] if to_check else None)
    parts = [
        _read_words(
            sum(1 for g in givens if g), sum(1 for o in own if o), sum(1 for n in notes if n)
        )
    ]
    if unsure:
        parts.append(
            ngettext(
                "Check %(count)s cell against the picture: %(cells)s.",
                "Check these %(count)s cells against the picture: %(cells)s.",
                len(unsure),
                cells=_names(unsure),
            )
        )
    for c in reading.mistakes[:NAMED]:
        # Kept as the player wrote it: the game starts with it, and Check my board finds it.
        parts.append(
            _(
                "Your %(digit)s in %(cell)s does not fit the puzzle.",
                digit=own[c],
                cell=cell_name(c),
            )
        )
    if reading.solutions != 1:
        parts.append(_("As read, the puzzle has no single solution: compare it with the picture."))
    elif not unsure and not corrected:
        parts.append(_("Compare the board with the picture, then Start."))
    tone = "ready" if reading.solutions == 1 and not unsure and not reading.mistakes else "working"
    changes = tuple(_change_words(corrected[c]) for c in sorted(corrected))
    grids = (
        tuple(
            "data:image/png;base64," + base64.b64encode(png).decode("ascii")
            for png in reading.thumbnails
        )
        if reading.grids > 1
        else ()
    )
    return view, PhotoNote(" ".join(parts), tone, changes, grids, choice, again and bool(grids))


def _join(label: str, words: str) -> str:
    return f"{label}, {words}" if label else words


@bp.post(PHOTO_PATH)
@reads_photos
def read() -> Response:
    """Read the uploaded picture into the editor; a picture that cannot be read is
    refused in words (422) and the page is left as it was."""
    upload = request.files.get("photo")
    image = upload.read() if upload is not None else b""
    raw_choice = request.form.get("choice", "0").strip() or "0"
    if not (raw_choice.isascii() and raw_choice.isdigit()) or int(raw_choice) > MAX_CHOICE:
        return _refuse(_("Pick one of the picture's grids."), 400)
    choice = int(raw_choice)
    if not image:
        return _refuse(_("Choose a photo or a screenshot of a Sudoku first."), 422)
    try:
        reading = photo_reader().read(image, choice)
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
    view, note = reading_view(reading, choice, again=not is_htmx())
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
