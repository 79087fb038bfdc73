"""The editor as a model: what the 81 cells and the player's own digits hold, what the
status line says of them, and the board drawn for typing into.

The form is 81 inputs named `cell`, row by row, and `own`: the player's digits as an
81-character string (the script keeps it from the cells typed in "My digits" mode; without
JavaScript it is a text field). A cell's digit is a given unless `own` holds the same digit
there. Start refuses exactly as the paste box does (engine.load_puzzle's words).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

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


@dataclass(frozen=True)
class Typed:
    """What the editor's form holds: givens and the player's digits, cell by cell."""

    givens: list[int]
    own: list[int]

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
    return Typed(givens, own)


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
        classes = ["given" if typed.givens[c] else ("entry" if value else "open")]
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
                look.words[c],
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
    )


def _variant_choice(variant: Variant) -> str:
    kind = variant.name.partition(":")[0]
    return kind if kind in forms.EDITOR_VARIANTS else "classic"
