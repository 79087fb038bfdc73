"""Reading what a form or a URL sends: every field checked, every refusal explained.

Malformed fields (missing, not a number, out of range, unknown choice) are a
400 with a message; whether a well-formed move is allowed is the game's call.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine import (
    BY_ID,
    CLASSIC,
    KILLER_PREFIX,
    VARIANT_TITLES,
    LayoutError,
    Variant,
    jigsaw,
    say,
    variant_named,
)

from .i18n import gettext as _
from .language import said

VALUE, PENCIL = "value", "pencil"
# The paste form's variants: form value -> what a player calls it.
VARIANTS = VARIANT_TITLES  # the kinds a player can pick, with their names
KILLER = "killer"  # its cages come in the pasted text (the killer: form), not a layout
# The editor types givens into a board: a Killer's cages have no place there.
EDITOR_VARIANTS = {kind: title for kind, title in VARIANTS.items() if kind != KILLER}
MAX_LAYOUT_LENGTH = 400  # 81 region names, with the lines and spaces a pasted grid has
# The ;rcv form is 324, a pencil-mark grid up to about 1,500, a Killer with givens under
# 400 (killer:, its map, at most 62 two-digit sums, the givens).
MAX_PUZZLE_LENGTH = 3000


class FieldError(Exception):
    """A form field that is missing or malformed; the message is for the player."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def whole_number(form: Mapping[str, str], name: str, low: int, high: int, what: str) -> int:
    raw = form.get(name, "").strip()
    if not raw:
        raise FieldError(_("The form is missing %(what)s.", what=what))
    if not _ascii_digits(raw) or len(raw) > 9 or not low <= int(raw) <= high:
        what = what[0].upper() + what[1:]
        raise FieldError(f"{what} must be a whole number from {low} to {high}.")
    return int(raw)


def _ascii_digits(raw: str) -> bool:
    # str.isdigit() also says yes to '²' or '５', which int() then refuses or misreads.
    return raw.isascii() and raw.isdigit()


def version(form: Mapping[str, str]) -> int:
    return whole_number(form, "version", 0, 10**9, "the game version")


def cell(form: Mapping[str, str]) -> int:
    if not form.get("cell", "").strip():
        raise FieldError(_("Select a cell first."), 422)
    return whole_number(form, "cell", 0, 80, "the cell")


def digit(form: Mapping[str, str]) -> int:
    """1-9, or 0 to erase."""
    return whole_number(form, "digit", 0, 9, "the digit")


def step_ref(raw: str) -> tuple[str, int]:
    """'hidden-single:2' -> the third hidden single of the list."""
    technique_id, _, index = raw.partition(":")
    if technique_id not in BY_ID or not _ascii_digits(index) or len(index) > 4:
        raise FieldError(f"{raw[:40]!r} is not a step of the list.")
    return technique_id, int(index)


@dataclass(frozen=True)
class ViewState:
    """What the page shows that is not part of the game: the selected cell, the pad's mode."""

    cell: int | None = None
    mode: str = VALUE
    highlight: int = 0  # the digit whose cells are highlighted (the filter), 0 for none
    line: int = 0  # the hint's proof, stepped through to this line (0: shown whole)

    @staticmethod
    def read(fields: Mapping[str, str]) -> ViewState:
        raw = fields.get("cell", "").strip()
        selected = whole_number(fields, "cell", 0, 80, "the cell") if raw else None
        mode = fields.get("mode", VALUE) or VALUE
        if mode not in (VALUE, PENCIL):
            raise FieldError(_("The pad's mode must be 'value' or 'pencil'."))
        raw = fields.get("highlight", "").strip()
        highlight = whole_number(fields, "highlight", 0, 9, "the highlighted digit") if raw else 0
        raw = fields.get("line", "").strip()
        line = whole_number(fields, "line", 0, 999, "the proof line") if raw else 0
        return ViewState(selected, mode, highlight, line)

    def query(self) -> dict[str, object]:
        """URL parameters that bring this view back after a redirect."""
        out: dict[str, object] = {}
        if self.cell is not None:
            out["cell"] = self.cell
        if self.mode != VALUE:
            out["mode"] = self.mode
        if self.highlight:
            out["highlight"] = self.highlight
        if self.line:
            out["line"] = self.line
        return out


@dataclass(frozen=True)
class ActionFields:
    """What every action form sends besides its own fields: the view to answer in, the
    game version the page was drawn from, and the page's clock. `refusal` is a field past
    the view that could not be read (the answer still keeps the view)."""

    view: ViewState
    version: int = -1
    seconds: int | None = None
    refusal: FieldError | None = None


def action_fields(form: Mapping[str, str]) -> ActionFields:
    """Read once per action; FieldError only when even the view cannot be read."""
    view = ViewState.read(form)
    try:
        return ActionFields(view, version(form), seconds(form))
    except FieldError as refusal:
        return ActionFields(view, refusal=refusal)


def marker(form: Mapping[str, str]) -> int:
    """A marker colour 1-4, or 0 to take the cell's marker off."""
    return whole_number(form, "colour", 0, 4, "the marker colour")


def notes_mode(form: Mapping[str, str]) -> str:
    choice = form.get("notes", "")
    if choice not in ("auto", "own"):
        raise FieldError(_("Notes must be 'auto' (the candidates) or 'own' (your own notes)."))
    return choice


def seconds(form: Mapping[str, str]) -> int | None:
    """The time played as the page counted it, when the page sends it (with JavaScript)."""
    if not form.get("seconds", "").strip():
        return None
    return whole_number(form, "seconds", 0, 10**7, "the time played")


def puzzle_text(form: Mapping[str, str]) -> str:
    text = form.get("puzzle", "")
    if not text.strip():
        raise FieldError(_("Paste a puzzle first: 81 characters, or the ;rcv form."))
    if len(text) > MAX_PUZZLE_LENGTH:
        raise FieldError(
            _(
                "That is %(count)s characters; a puzzle fits in %(most)s.",
                count=len(text), most=MAX_PUZZLE_LENGTH,
            )
        )
    return text


def variant(form: Mapping[str, str]) -> Variant:
    """The variant the paste form asks for; a Jigsaw with its layout, checked."""
    choice = form.get("variant", "") or "classic"
    if choice not in VARIANTS:
        names = ", ".join(VARIANTS.values())
        raise FieldError(
            _("%(choice)r is not a variant; choose one of %(names)s.", choice=choice[:40],
              names=names)
        )
    if choice == "classic":
        return CLASSIC
    if choice == KILLER:
        # The paste box reads a Killer whole (is_killer, killer); anywhere else it is none.
        raise FieldError(_("A Killer is pasted whole into the paste box, in the killer: form."),
                         422)
    if choice != "jigsaw":
        return variant_named(choice)
    layout = form.get("layout", "")
    if not layout.strip():
        raise FieldError(
            _("A Jigsaw needs its layout: 81 characters, each naming its cell's region."), 422
        )
    if len(layout) > MAX_LAYOUT_LENGTH:
        raise FieldError(
            _(
                "That layout is %(count)s characters; one fits in %(most)s.",
                count=len(layout), most=MAX_LAYOUT_LENGTH,
            ),
            422,
        )
    try:
        return jigsaw(layout)
    except LayoutError as error:
        why = said(error.reason)
        raise FieldError(_("That layout is not a Jigsaw: %(why)s.", why=why), 422) from None


def is_killer(form: Mapping[str, str]) -> bool:
    """Whether the paste form holds a Killer: the killer: form pasted, or Killer chosen."""
    pasted = form.get("puzzle", "").lstrip().lower()
    return pasted.startswith(KILLER_PREFIX) or form.get("variant") == KILLER


def killer_text(form: Mapping[str, str]) -> str:
    """The pasted Killer, when the text is in the killer: form (engine.load_puzzle reads its
    cages and says what is wrong with them); a 422 saying how one is written when Killer
    is chosen for a text that is not."""
    text = puzzle_text(form)
    if not text.lstrip().lower().startswith(KILLER_PREFIX):
        how = said(say("killer.form"))
        raise FieldError(_("That is not a Killer: %(why)s.", why=how), 422)
    return text
