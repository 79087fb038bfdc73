"""The board as drawn: every cell with its CSS classes, its screen-reader label and its
pencil marks, a variant's look, and the number pad. Templates stay free of logic."""

from __future__ import annotations

from dataclasses import dataclass

from markupsafe import Markup, escape

from engine import BASE, DIAGONAL, DIGITS_IN, GROUP, REGION, Grid, Variant, cell_name

from ..page.forms import ViewState
from ..page.i18n import gettext as _
from ..page.i18n import ngettext
from ..page.language import house_name, page_language, ui_name
from ..storage.store import MARKER_NAMES
from .drawing import Drawing
from .overlay import Overlay, overlay
from .rule_shapes import RuleShape, framed, rule_shapes
from .rule_words import cell_rule_words
from .words import ROLE_WORDS


@dataclass(frozen=True)
class Mark:
    digit: int  # 0: this slot of the 3x3 block is blank
    role: str = ""


@dataclass(frozen=True)
class CellView:
    index: int
    value: int
    classes: str
    label: str
    houses: str  # house indices, for the page script's selection
    marks: tuple[Mark, ...] = ()
    candidates: str = ""  # the marks shown, as digits, for the page script's highlight
    selected: bool = False
    block: Markup | None = None  # the marks' HTML when known ahead (no hint roles)
    possible: int = 0  # the engine's candidates (whatever the marks show), for "Why not?"
    cage_sum: int = 0  # a Killer cage's sum, written in its top-left cell

    def td(self, url: str, suffix: str) -> str:
        """The cell's <td>, with the game's address and the view's suffix escaped already
        (once for the board, not once per cell). Built here rather than in the template:
        81 cells of a dozen escaped fields each were a third of every action's time.
        Classes, numbers and marks are ours; the label is escaped here."""
        block = self.block or marks_html(self.marks)
        inner = str(self.value) if self.value else (
            f'<span class="marks" aria-hidden="true">{block}</span>'
        )
        # A Killer cage's sum is for the eye (the label says the cage in words), and sits
        # outside the link: a link's visible text must be part of its name.
        total = f'<b class="sum" aria-hidden="true">{self.cage_sum}</b>' if self.cage_sum else ""
        return (
            f'<td class="{self.classes}" role="gridcell" data-cell="{self.index}" '
            f'data-h="{self.houses}" data-v="{self.value}" data-c="{self.candidates}" '
            f'data-p="{DIGITS_TEXT[self.possible]}" '
            f'aria-selected="{"true" if self.selected else "false"}">{total}'
            f'<a id="c{self.index}" href="{url}?cell={self.index}{suffix}" '
            f'aria-label="{escape(self.label)}">{inner}</a></td>'
        )


def marks_html(marks: tuple[Mark, ...]) -> Markup:
    """A cell's 3x3 block of pencil marks, as HTML (see CellView.html for why here).
    The space after each mark makes the cell's text read "4 8", as its label says."""
    return Markup(
        "".join(
            f'<i class="{m.role}">{m.digit or ""}</i> ' if m.role else f"<i>{m.digit or ''}</i> "
            for m in marks
        )
    )


# A candidate mask as its digits ("1479"), for the page script.
DIGITS_TEXT = tuple("".join(str(d) for d in DIGITS_IN[mask]) for mask in range(512))

# The blocks without a hint's roles, one per set of marks shown: most cells of every board.
PLAIN_MARKS = tuple(
    tuple(Mark(d if mask >> (d - 1) & 1 else 0) for d in range(1, 10)) for mask in range(512)
)
PLAIN_HTML = tuple(marks_html(marks) for marks in PLAIN_MARKS)


@dataclass(frozen=True)
class VariantLook:
    """How a variant's own houses show on the board: per cell, extra CSS classes and the
    words a screen reader adds ("on the main diagonal", "colour group 5", "region 3",
    "in a cage of 3 cells adding to 13"), and a Killer's cage sums where they are written
    (the cages' outlines are the overlay's: webapp/playing/cages.py)."""

    board_class: str
    classes: tuple[str, ...]
    words: tuple[str, ...]
    sums: tuple[int, ...] = (0,) * 81


def variant_look(variant: Variant) -> VariantLook:
    # Kept with the variant (engine/memo.py's policy): a player's jigsaw layout takes
    # its look with it when the engine's bounded jigsaw cache lets it go.
    # The look holds words, so each language has its own (cells name their diagonal, group).
    return variant.derived("web:look:" + page_language(), _variant_look)


def _variant_look(variant: Variant) -> VariantLook:
    classes, words = [], []
    kinds: set[str] = set()  # several where rule elements add houses (groups on a jigsaw)
    on_rules = cell_rule_words(variant) if variant.rules else ()
    for c in range(81):
        css: list[str] = []
        said: list[str] = []
        for h in variant.houses_of[c]:
            house = variant.houses[h]
            if house.kind == DIAGONAL:
                kinds.add("x")
                css.append(f"diag d{house.number}")
                said.append(_("on %(house)s", house=house_name(house)))
            elif house.kind == GROUP:
                kinds.add("colour")
                css.append(f"g{house.number}")
                said.append(house_name(house))
            elif house.kind == REGION:
                kinds.add("jigsaw")
                said.append(house_name(house))
                # A thick line wherever the next cell lies in another region.
                r, k = divmod(c, 9)
                for side, n, inside in (("t", c - 9, r > 0), ("b", c + 9, r < 8),
                                        ("l", c - 1, k > 0), ("r", c + 1, k < 8)):
                    if inside and not house.mask >> n & 1:
                        css.append(f"edge-{side}")
        cage = variant.cage_at(c)
        if cage is not None:
            kinds.add("killer")
            said.append(
                ngettext(
                    "in a cage of %(count)s cell adding to %(total)s",
                    "in a cage of %(count)s cells adding to %(total)s",
                    cage.size, total=cage.total,
                )
            )
            if c == cage.cells[0]:
                # The sum's cell keeps its pencil marks clear of it.
                css.append("sum-cell")
        if on_rules:
            said += on_rules[c]
        classes.append(" ".join(css))
        words.append(", ".join(said))
    sums = [0] * 81
    for cage in variant.cages:
        sums[cage.cells[0]] = cage.total
    return VariantLook(
        " ".join(f"variant-{kind}" for kind in sorted(kinds)), tuple(classes), tuple(words),
        tuple(sums),
    )


@dataclass(frozen=True)
class WhyNot:
    cell: str  # "r1c1"
    digits: tuple[int, ...]  # the cell's candidates, each a question to ask


@dataclass(frozen=True)
class BoardView:
    rows: list[list[CellView]]
    classes: str
    overlay: Overlay | None = None
    rules: tuple[RuleShape, ...] = ()  # thermometers, arrows, lines: drawn under the marks
    framed: bool = False  # clues outside the grid: the board grows a frame for them

    @property
    def under(self) -> tuple[RuleShape, ...]:
        """The rule shapes drawn under the digits and pencil marks."""
        return tuple(s for s in self.rules if not s.on_top)

    @property
    def over(self) -> tuple[RuleShape, ...]:
        """The few drawn over them (a quadruple's circle of digits)."""
        return tuple(s for s in self.rules if s.on_top)

    def why_not(self, cell: int | None) -> WhyNot | None:
        """What the hint panel offers to ask about the selected cell: the digits still
        possible there (the ones "why not?" can answer), or None for no empty cell."""
        if cell is None or not 0 <= cell < 81:
            return None
        view = self.rows[cell // 9][cell % 9]
        if view.value:
            return None
        return WhyNot(cell_name(cell), DIGITS_IN[view.possible])

    def rows_html(self, game_url: str, suffix: str) -> Markup:
        """The table's nine rows (see CellView.td for why here and not in the template)."""
        url, tail = str(escape(game_url)), str(escape(suffix))
        return Markup(
            "".join(
                "\n<tr>" + "".join("\n" + cell.td(url, tail) for cell in row) + "\n</tr>"
                for row in self.rows
            )
        )


def board(
    grid: Grid,
    show_candidates: bool,
    view: ViewState,
    drawing: Drawing | None,
    notes: list[int] | None = None,
    markers: list[int] | None = None,
    wrong: set[int] | frozenset[int] = frozenset(),
) -> BoardView:
    """The board as drawn. `notes` are the player's own pencil marks, shown instead of the
    candidates; `markers` the cells' colour markers; `wrong` the entries a check found."""
    drawing = drawing or Drawing()
    variant = grid.variant
    values = grid.values
    marks_of = notes if notes is not None else grid.candidates
    conflicts = grid.conflicts()
    selected = view.cell
    peers = variant.peer_mask[selected] if selected is not None else 0
    selected_value = values[selected] if selected is not None else 0
    linked = drawing.linked()
    look = variant_look(variant)
    house_class = {}
    outlined = [(variant.houses[h].cells, role) for h, role in drawing.houses.items()]
    outlined += [
        (variant.cages[i].cells, role) for i, role in drawing.cages.items()
        if 0 <= i < len(variant.cages)
    ]
    for cells, role in outlined:
        for c in cells:
            house_class.setdefault(c, "in-" + ("base" if role == BASE else role))
    highlight_bit = 1 << (view.highlight - 1) if view.highlight else 0
    plain = not drawing.candidates and not linked  # no hint roles on any pencil mark
    said = label_words()

    cells = []
    for c in range(81):
        value = values[c]
        given = grid.is_given(c)
        shown_marks = marks_of[c] if show_candidates and not value else 0
        classes = ["given" if given else ("entry" if value else "open")]
        if look.classes[c]:
            classes.append(look.classes[c])
        if c in conflicts:
            classes.append("conflict")
        if c in wrong:
            classes.append("wrong")
        if c == selected:
            classes.append("sel")
        elif peers >> c & 1:
            classes.append("peer")
        if value and value == selected_value:
            classes.append("same")
        if highlight_bit and (value == view.highlight or shown_marks & highlight_bit):
            classes.append("lit")
        marker = markers[c] if markers else 0
        if marker:
            classes.append(f"mk{marker}")
        if c in house_class:
            classes.append(house_class[c])
        roles = sorted(drawing.cells.get(c, ()))
        classes += ["is-" + r for r in roles]

        marks: tuple[Mark, ...] = ()
        block = None
        spoken: list[str] = []
        if not value and plain:
            marks, block = PLAIN_MARKS[shown_marks], PLAIN_HTML[shown_marks]
        elif not value:
            shown = []
            for d in range(1, 10):
                role = drawing.candidates.get((c, d), "")
                # An arrow's ends stay visible when the pencil marks are hidden.
                visible = shown_marks >> (d - 1) & 1 or role or (c, d) in linked
                shown.append(Mark(d if visible else 0, role))
                if role:
                    spoken.append(said.role_is % {"digit": d, "role": said.roles.get(role, role)})
            marks = tuple(shown)
        label = _label(
            c, value, given, marks_of[c], show_candidates, c in conflicts, roles, spoken,
            own_notes=notes is not None, said=said,
        )
        if c in wrong:
            label += ", " + said.wrong
        if marker:
            label += ", " + said.marked[marker]
        if look.words[c]:
            # After "Row 1, column 5": where the cell is comes before what it holds.
            where = said.where[c]
            label = f"{where}, {look.words[c]}{label[len(where):]}"
        houses = " ".join(str(h) for h in variant.houses_of[c])
        if variant.cages and variant.cage_of[c] >= 0:
            houses += f" k{variant.cage_of[c]}"  # cage mates are peers too, for the script
        candidates = "".join(str(d) for d in DIGITS_IN[shown_marks])
        cells.append(
            CellView(
                c, value, " ".join(classes), label, houses, marks, candidates, c == selected, block,
                0 if value else grid.candidates[c], look.sums[c],
            )
        )

    board_classes = ["board"]
    if look.board_class:
        board_classes.append(look.board_class)
    if not show_candidates:
        board_classes.append("marks-hidden")
    if notes is not None:
        board_classes.append("own-notes")
    if grid.is_solved():
        board_classes.append("solved")
    if highlight_bit:
        # Which digit's marks stand out in the lit cells (the page script keeps it in step).
        board_classes.append(f"lit-{view.highlight}")
    return BoardView(
        [cells[r * 9 : r * 9 + 9] for r in range(9)],
        " ".join(board_classes),
        overlay(variant, drawing),
        rule_shapes(variant, drawing.outlined_rules(variant)) if variant.rules else (),
        framed(variant),
    )



@dataclass(frozen=True)
class PadKey:
    digit: int
    left: int  # how many of this digit are still to place


def pad(grid: Grid) -> tuple[PadKey, ...]:
    """The number pad: each digit with how many are still to place (done at none)."""
    placed = [0] * 10
    for v in grid.values:
        placed[v] += 1
    keys = []
    for d in range(1, 10):
        keys.append(PadKey(d, max(0, 9 - placed[d])))
    return tuple(keys)


@dataclass(frozen=True)
class LabelWords:
    """A cell label's words in one language, as format strings: looked up once per
    language, not once per cell (81 cells of several words each, on every answer)."""

    where: tuple[str, ...]  # "Row 1, column 5" for each cell
    given: str
    notes: str
    pencil: str
    no_notes: str
    no_marks: str
    empty: str
    clash: str
    mistake: str
    hint: str
    wrong: str
    marked: dict[int, str]  # "marked blue" for each marker colour
    role_is: str
    roles: dict[str, str]


_LABEL_WORDS: dict[str, LabelWords] = {}


def label_words() -> LabelWords:
    language = page_language()
    found = _LABEL_WORDS.get(language)
    if found is None:
        where = _("Row %(row)s, column %(column)s")
        found = _LABEL_WORDS[language] = LabelWords(
            where=tuple(where % {"row": c // 9 + 1, "column": c % 9 + 1} for c in range(81)),
            given=_("given %(digit)s"),
            notes=_("empty, notes %(digits)s"),
            pencil=_("empty, pencil marks %(digits)s"),
            no_notes=_("empty, no notes yet"),
            no_marks=_("empty, no pencil marks left"),
            empty=_("empty"),
            clash=_("clashes with another %(digit)s"),
            mistake=_("the mistake"),
            hint=_("hint: %(words)s"),
            wrong=_("wrong"),
            marked={
                k: _("marked %(colour)s", colour=ui_name(name)) for k, name in MARKER_NAMES.items()
            },
            role_is=_("%(digit)s is %(role)s"),
            roles={role: str(text) for role, text in ROLE_WORDS.items()},
        )
    return found


def _label(
    cell: int,
    value: int,
    given: bool,
    cands: int,
    show_candidates: bool,
    conflict: bool,
    roles: list[str],
    spoken: list[str],
    own_notes: bool = False,
    said: LabelWords | None = None,
) -> str:
    said = said or label_words()
    parts = [said.where[cell]]
    if value:
        parts.append(said.given % {"digit": value} if given else f"{value}")
    elif show_candidates and cands:
        digits = " ".join(str(d) for d in DIGITS_IN[cands])
        parts.append((said.notes if own_notes else said.pencil) % {"digits": digits})
    elif show_candidates:
        parts.append(said.no_notes if own_notes else said.no_marks)
    else:
        parts.append(said.empty)
    if conflict:
        parts.append(said.clash % {"digit": value})
    for role in roles:
        if role == "mistake":
            parts.append(said.mistake)
        elif role != "place":  # the candidate's own words say it
            parts.append(said.hint % {"words": said.roles.get(role, role)})
    if spoken:
        parts.append(said.hint % {"words": "; ".join(str(s) for s in spoken)})
    return ", ".join(parts)
