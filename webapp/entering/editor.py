"""The editor as a model: what the 81 cells and the player's own digits hold, what the
status line says of them, and the board drawn for typing into.

The form is 81 inputs named `cell`, row by row, and `own`: the player's digits as an
81-character string (the script keeps it from the cells typed in "My digits" mode; without
JavaScript it is a text field). A cell's digit is a given unless `own` holds the same digit
there. `notes` (hidden; a photo of a game in progress fills it) is the player's notes: 81
groups of digits separated by commas, "" for a cell without. Start refuses exactly as the
paste box does (engine.load_puzzle's words).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from engine import (
    CLASSIC,
    EntryCheck,
    SearchTooLong,
    Variant,
    cell_name,
    check_entry,
    clashes,
    solutions,
)

from ..page import forms
from ..page.i18n import gettext as _
from ..page.i18n import ngettext
from ..playing import variant_look

CELLS = 81


@dataclass(frozen=True)
class EditorCell:
    index: int
    name: str  # r1c1
    value: str  # "" or a digit
    own: bool  # the player's digit, not a given
    classes: str
    label: str  # what a screen reader hears besides the value
    notes: str = ""  # the player's notes in an empty cell, digits in increasing order


@dataclass(frozen=True)
class EditorView:
    cells: tuple[EditorCell, ...]
    board_class: str
    variant: str
    layout: str
    own: str  # 81 characters, "." for none
    status: str
    tone: str  # "ready", "working" or "bad": the status line's colour
    marked: str  # the cells the status names, for the script ("3 8")
    focus: int | None = None  # the first cell to fix, where the script puts the cursor
    asking: bool = False  # Start asks: go on with the player's wrong digit kept, or change it
    typing_own: bool = False  # "I've already filled some in" stays chosen across a redraw
    notes: str = ""  # the notes field: 81 comma-separated groups ("" when none)


@dataclass(frozen=True)
class Typed:
    """What the editor's form holds: givens and the player's digits, cell by cell."""

    givens: list[int]
    own: list[int]
    notes: list[int] = field(default_factory=lambda: [0] * CELLS)  # a 9-bit mask a cell

    @property
    def puzzle(self) -> str:
        return "".join(str(v) if v else "." for v in self.givens)

    @property
    def everything(self) -> list[int]:
        return [g or o for g, o in zip(self.givens, self.own, strict=True)]


def read_typed(form: Mapping[str, str], cells: list[str]) -> Typed:
    """The cells and the own digits, each checked: a 400 with words for anything else."""
    if not cells:
        cells = [""] * CELLS
    if len(cells) != CELLS:
        raise forms.FieldError(
            _("The board sends 81 cells; this form sent %(count)s.", count=len(cells))
        )
    own_text = (form.get("own") or "").strip()
    own_text = "".join(ch for ch in own_text if not ch.isspace() and ch != "|")
    if own_text and len(own_text) != CELLS:
        raise forms.FieldError(
            _("Your digits are 81 characters, row by row; this was %(count)s.", count=len(own_text))
        )
    own = [int(ch) if ch in "123456789" else 0 for ch in own_text] or [0] * CELLS
    if own_text and any(ch not in "123456789.0-_*" for ch in own_text):
        raise forms.FieldError(_("Your digits use 1 to 9, and . or 0 for a cell left open."))
    givens = []
    for c, raw in enumerate(cells):
        text = raw.strip()
        if text in ("", ".", "0"):
            givens.append(0)
        elif len(text) == 1 and text in "123456789":
            digit = int(text)
            givens.append(0 if own[c] == digit else digit)
            if own[c] and own[c] != digit:
                raise forms.FieldError(
                    _(
                        "%(cell)s holds %(given)s as a given and %(own)s as your digit.",
                        cell=cell_name(c),
                        given=digit,
                        own=own[c],
                    )
                )
        else:
            raise forms.FieldError(
                _(
                    "%(cell)s holds %(text)r: a cell takes one digit, 1 to 9.",
                    cell=cell_name(c),
                    text=text[:10],
                )
            )
    notes = read_notes(form.get("notes") or "")
    # A digit typed into a noted cell takes its place: the notes go.
    notes = [0 if givens[c] or own[c] else m for c, m in enumerate(notes)]
    return Typed(givens, own, notes)


MAX_NOTES_LENGTH = CELLS * 10  # nine digits and a comma a cell


def read_notes(text: str) -> list[int]:
    """The notes field as 81 masks; a 400 with words for anything but 81 groups of
    digits 1 to 9."""
    text = "".join(ch for ch in text if not ch.isspace())
    if not text:
        return [0] * CELLS
    groups = text.split(",") if len(text) <= MAX_NOTES_LENGTH else []
    if len(groups) != CELLS:
        raise forms.FieldError(
            _("Your notes are 81 groups of digits separated by commas, row by row.")
        )
    masks = []
    for c, group in enumerate(groups):
        if any(ch not in "123456789" for ch in group) or len(set(group)) != len(group):
            raise forms.FieldError(
                _(
                    "%(cell)s's notes hold %(text)r: notes are digits 1 to 9, each once.",
                    cell=cell_name(c),
                    text=group[:10],
                )
            )
        masks.append(sum(1 << (int(ch) - 1) for ch in group))
    return masks


def notes_text(masks: list[int]) -> str:
    """The notes field for 81 masks: "" when no cell has notes."""
    if not any(masks):
        return ""
    return ",".join(mask_digits(m) for m in masks)


def mask_digits(mask: int) -> str:
    return "".join(str(d) for d in range(1, 10) if mask >> (d - 1) & 1)


def move_kind(typed: Typed, cell: int) -> Typed:
    """The cell's digit moved between the givens and the player's own digits."""
    givens, own = list(typed.givens), list(typed.own)
    givens[cell], own[cell] = own[cell], givens[cell]
    return replace(typed, givens=givens, own=own)


@dataclass(frozen=True)
class Slip:
    """A digit of the player's own that cannot be right, in words naming it as theirs,
    and the cells to mark (theirs first)."""

    words: str
    cells: tuple[int, ...]


# The search for the givens' one solution, when the player has digits of their own: as
# long as the typing check's (engine.entry's), so a keystroke stays quick.
SLIP_BUDGET = 5_000


def own_slip(typed: Typed, variant: Variant, check: EntryCheck) -> Slip | None:
    """The player's first wrong digit, when the givens themselves are sound: the puzzle is
    not broken, the player's digit is. `check` is the givens checked with the own digits."""
    mine = [c for c in range(CELLS) if typed.own[c]]
    if not mine or clashes(typed.givens, variant):
        return None
    for clash in check.clashes:
        cell, other = (clash.first, clash.second)
        if not typed.own[cell]:
            cell, other = other, cell
        if typed.own[cell]:
            return Slip(
                _(
                    "Your %(digit)s in %(cell)s clashes with %(other)s.",
                    digit=clash.digit,
                    cell=cell_name(cell),
                    other=cell_name(other),
                ),
                (cell, other),
            )
    solution = _only_solution(typed.givens, variant)
    empty = check.empty_cell
    if solution is None:
        if empty is None:
            return None
        # No single solution to compare with: the player's digit that sees the dead cell.
        wrong = [c for c in mine if c in variant.peers[empty]]
    else:
        wrong = [c for c in mine if typed.own[c] != solution[c]]
    if not wrong:
        return None
    if empty is not None:
        seeing = [c for c in wrong if c in variant.peers[empty]]
        # The one that takes the dead cell's own digit away, if there is one.
        taking = [c for c in seeing if solution and typed.own[c] == solution[empty]]
        cell = (taking or seeing or wrong)[0]
        return Slip(
            _(
                "Your %(digit)s in %(cell)s leaves %(empty)s no digit.",
                digit=typed.own[cell],
                cell=cell_name(cell),
                empty=cell_name(empty),
            ),
            (cell, empty),
        )
    cell = wrong[0]
    return Slip(
        _(
            "Your %(digit)s in %(cell)s does not fit: with it the puzzle has no solution.",
            digit=typed.own[cell],
            cell=cell_name(cell),
        ),
        (cell,),
    )


def _only_solution(givens: list[int], variant: Variant) -> list[int] | None:
    try:
        found = solutions(givens, variant, 2, budget=SLIP_BUDGET)
    except SearchTooLong:
        return None
    return found[0] if len(found) == 1 else None


def status_of(check: EntryCheck) -> tuple[str, str, tuple[int, ...]]:
    """The status line's words, its tone, and the cells it names."""
    if check.clashes:
        clash = check.clashes[0]
        text = _(
            "%(first)s and %(second)s both hold %(digit)s.",
            first=cell_name(clash.first),
            second=cell_name(clash.second),
            digit=clash.digit,
        )
        if len(check.clashes) > 1:
            text += " " + ngettext(
                "%(count)s clash in all.", "%(count)s clashes in all.", len(check.clashes)
            )
        cells = {c for k in check.clashes for c in (k.first, k.second)}
        return text, "bad", tuple(sorted(cells))
    if check.empty_cell is not None:
        return (
            _("No solution: %(cell)s has no digit left.", cell=cell_name(check.empty_cell)),
            "bad",
            (check.empty_cell,),
        )
    if check.givens == 0:
        return _("Click a cell and type its digit; the cursor moves on."), "working", ()
    if check.too_few:
        return (
            ngettext(
                "%(count)s given: fewer than 17, so several solutions. Keep typing.",
                "%(count)s givens: fewer than 17, so several solutions. Keep typing.",
                check.givens,
            ),
            "working",
            (),
        )
    if check.too_hard:
        return (
            ngettext(
                "%(count)s given: too many ways to check while typing; Start checks it.",
                "%(count)s givens: too many ways to check while typing; Start checks it.",
                check.givens,
            ),
            "working",
            (),
        )
    if check.solutions == 0:
        return _("No solution: check your typing."), "bad", ()
    if check.solutions == 1:
        return _("%(count)s givens, one solution: ready.", count=check.givens), "ready", ()
    assert check.differs_at is not None and check.differing_digits is not None
    a, b = sorted(check.differing_digits)
    return (
        _(
            "Several solutions: %(cell)s can be %(a)s or %(b)s. Add a given or check your typing.",
            cell=cell_name(check.differs_at),
            a=a,
            b=b,
        ),
        "working",
        (check.differs_at,),
    )


def editor_view(
    typed: Typed | None = None,
    variant: Variant = CLASSIC,
    layout: str = "",
    message: str = "",
    check: bool = True,
    focus: bool = False,
    asking: bool = False,
) -> EditorView:
    """The editor as drawn; `message` (a refusal) replaces the status line's words.
    `focus`: the cursor goes to the first cell the status names (a thing to fix)."""
    typed = typed or Typed([0] * CELLS, [0] * CELLS)
    look = variant_look(variant)
    status, tone, marked = "", "working", ()
    if check:
        entry = check_entry(typed.givens, variant, entries=typed.own)
        slip = own_slip(typed, variant, entry)
        if slip is not None:
            status, tone, marked = slip.words, "bad", slip.cells
        else:
            status, tone, marked = status_of(entry)
    if message:
        status, tone = message, "bad"
    cells = []
    for c in range(CELLS):
        value = typed.givens[c] or typed.own[c]
        noted = "" if value else mask_digits(typed.notes[c])
        classes = ["given" if typed.givens[c] else ("entry" if value else "open")]
        if noted:
            classes.append("noted")
        if look.classes[c]:
            classes.append(look.classes[c])
        if c in marked:
            classes.append("conflict")
        cells.append(
            EditorCell(
                c,
                cell_name(c),
                str(value) if value else "",
                bool(typed.own[c]),
                " ".join(classes),
                _cell_words(look.words[c], bool(typed.own[c]), noted),
                noted,
            )
        )
    return EditorView(
        tuple(cells),
        look.board_class,
        _variant_choice(variant),
        layout,
        "".join(str(v) if v else "." for v in typed.own),
        status,
        tone,
        " ".join(str(c) for c in marked),
        marked[0] if focus and marked else None,
        asking,
        notes=notes_text(typed.notes),
    )


def _cell_words(words: str, own: bool, noted: str) -> str:
    """What a screen reader hears of a cell besides its value: the variant's words, then
    whether the digit is the player's, then the notes."""
    said = [words] if words else []
    if own:
        said.append(_("your digit"))
    if noted:
        said.append(_("notes %(digits)s", digits=" ".join(noted)))
    return ", ".join(said)


def _variant_choice(variant: Variant) -> str:
    kind = variant.name.partition(":")[0]
    return kind if kind in forms.EDITOR_VARIANTS else "classic"
