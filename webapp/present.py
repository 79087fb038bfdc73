"""From game state to what the templates show: classes, labels and texts, worked out here.

Templates stay free of logic: every cell arrives with its CSS classes and its
screen-reader label, every hint with its paragraphs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from markupsafe import Markup, escape

from engine import Grid, Link, Step, technique
from engine.bits import DIGITS_IN
from engine.houses import BOX, COLUMN, DIAGONAL, GROUP, REGION, ROW, Variant, cell_name
from engine.notation import eliminations_text, placements_text
from engine.step import BASE, CANDIDATE, CELL, COVER, HOUSE, TARGET

from . import hints
from .forms import ViewState
from .store import MARKER_NAMES, Game

# What each highlight role means to a player, for screen readers and the legend.
ROLE_WORDS = {
    "place": "the digit to place",
    "elim": "a candidate to remove",
    "pattern": "part of the pattern",
    "target": "the target",
    "fin": "a fin",
    "on": "true together",
    "off": "false together",
}


# The outlines a step draws around whole cells (the digit to place has its candidate's colour).
CELL_WORDS = {"pattern": "a cell of the pattern", "target": "a target cell", "fin": "a fin cell"}


# What the overlay's lines mean, in the legend.
LINK_WORDS = {
    "strong": "solid arrow: strong link (if one end is false the other is true)",
    "weak": "dashed arrow: weak link (both cannot be true)",
}
GROUP_WORDS = "ringed candidates: a group that acts as one end of a link"
HOUSE_WORDS = {
    "in-base": "base house: where the pattern is",
    "in-cover": "cover house: the house it clears",
}

# The legend's sample of each kind of entry.
MARK, SWATCH, LINE, RING = "mark", "swatch", "line", "ring"


@dataclass(frozen=True)
class LegendItem:
    css: str
    kind: str  # MARK (a candidate's colour), SWATCH (a cell or house), LINE (an arrow), RING
    text: str
    sample: str = ""  # a digit the board shows in this role, for a MARK or a RING

    @property
    def wide(self) -> bool:
        """Long enough to take the legend's whole width."""
        return self.kind in (LINE, RING)


@dataclass
class Drawing:
    """A hint drawn on the board: roles of cells, candidates and houses, and its links."""

    cells: dict[int, set[str]] = field(default_factory=dict)
    candidates: dict[tuple[int, int], str] = field(default_factory=dict)
    houses: dict[int, str] = field(default_factory=dict)
    links: tuple[Link, ...] = ()

    @staticmethod
    def of_step(step: Step, effect: bool = True) -> Drawing:
        """The step drawn; without its effect (targets, the digit placed, the candidates
        removed) for the second hint, which shows the pattern and leaves the rest to find."""
        drawing = Drawing(links=step.links)
        for h in step.highlights:
            if not effect and h.role == TARGET:
                continue
            if h.kind == CELL:
                drawing.cells.setdefault(h.ref, set()).add(h.role)  # type: ignore[arg-type]
            elif h.kind == CANDIDATE:
                drawing.candidates[h.ref] = h.role  # type: ignore[index]
            elif h.kind == HOUSE:
                # A house that is both base and cover reads as base.
                if drawing.houses.get(h.ref) != BASE:  # type: ignore[call-overload]
                    drawing.houses[h.ref] = h.role  # type: ignore[index]
        if not effect:
            return drawing
        for c, d in step.eliminations:
            drawing.candidates[(c, d)] = "elim"
        for c, d in step.placements:
            drawing.candidates[(c, d)] = "place"
            drawing.cells.setdefault(c, set()).add("place")
        return drawing

    def legend(self) -> tuple[LegendItem, ...]:
        """What the colours and lines in this drawing mean, only those it uses."""
        # Each role's sample is a digit the board really shows in it, the first in reading order.
        sample: dict[str, str] = {}
        for (_, digit), role in sorted(self.candidates.items()):
            sample.setdefault(role, str(digit))
        items = [
            LegendItem(r, MARK, ROLE_WORDS[r], sample[r]) for r in ROLE_WORDS if r in sample
        ]
        outlined = set().union(*self.cells.values()) if self.cells else set()
        items += [LegendItem("is-" + r, SWATCH, CELL_WORDS[r]) for r in CELL_WORDS if r in outlined]
        houses = {"in-base" if role == BASE else "in-" + role for role in self.houses.values()}
        items += [LegendItem(css, SWATCH, HOUSE_WORDS[css]) for css in HOUSE_WORDS if css in houses]
        kinds = {"strong" if link.strong else "weak" for link in self.links}
        items += [LegendItem(k, LINE, LINK_WORDS[k]) for k in LINK_WORDS if k in kinds]
        grouped = [
            link.start[1] if len(link.start_cells) > 1 else link.end[1]
            for link in self.links
            if len(link.start_cells) > 1 or len(link.end_cells) > 1
        ]
        if grouped:
            items.append(LegendItem("group", RING, GROUP_WORDS, str(grouped[0])))
        return tuple(items)

    def linked(self) -> set[tuple[int, int]]:
        """Every candidate an arrow starts or ends at, grouped ones included."""
        out = set()
        for link in self.links:
            for (cell, digit), cells in (
                (link.start, link.start_cells),
                (link.end, link.end_cells),
            ):
                out.add((cell, digit))
                out.update((c, digit) for c in cells)
        return out

    @staticmethod
    def of_mistake(mistake: hints.Mistake) -> Drawing:
        return Drawing(cells={mistake.cell: {"mistake"}})


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

    def html(self, game_url: str, suffix: str) -> Markup:
        """The cell's <td>. Built here rather than in the template: 81 cells of a dozen
        escaped fields each were a third of every action's time. Classes, numbers and
        marks are ours; the label and the address are escaped."""
        block = self.block or marks_html(self.marks)
        inner = str(self.value) if self.value else (
            f'<span class="marks" aria-hidden="true">{block}</span>'
        )
        return Markup(
            f'<td class="{self.classes}" role="gridcell" data-cell="{self.index}" '
            f'data-h="{self.houses}" data-v="{self.value}" data-c="{self.candidates}" '
            f'aria-selected="{"true" if self.selected else "false"}">'
            f'<a id="c{self.index}" href="{escape(game_url)}?cell={self.index}{escape(suffix)}" '
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


# The blocks without a hint's roles, one per set of marks shown: most cells of every board.
PLAIN_MARKS = tuple(
    tuple(Mark(d if mask >> (d - 1) & 1 else 0) for d in range(1, 10)) for mask in range(512)
)
PLAIN_HTML = tuple(marks_html(marks) for marks in PLAIN_MARKS)


# ----- the overlay: arrows and outlines over the board -----------------------------
# In a viewBox of 0..900, 100 per cell; a candidate sits in its cell's 3x3 pencil-mark block.
CELL_SIZE = 100
BOARD = 9 * CELL_SIZE
EDGE = 5  # how close to the edge of the board a curve may come
MARK_STEP = 33
MARK_RADIUS = 15  # a pencil mark's disc: arrows stop at its edge, rings go round it
HEAD_OVERHANG = 5  # how far the arrowhead's tip reaches past the end of its line
BEND = 0.18  # a link's curve, as a share of its length: collinear links stay apart
MIN_BEND, MAX_BEND = 24, 70  # a link inside one cell bows out enough to be seen
HOUSE_INSET = {BASE: 3, COVER: 8}  # a base and a cover house on one line stay apart

Point = tuple[int, int]


def mark_point(cell: int, digit: int) -> Point:
    """The centre of a candidate's pencil mark, in the overlay's coordinates."""
    return (
        cell % 9 * CELL_SIZE + (digit - 1) % 3 * MARK_STEP + 17,
        cell // 9 * CELL_SIZE + (digit - 1) // 3 * MARK_STEP + 17,
    )


@dataclass(frozen=True)
class Arrow:
    path: str  # SVG path data: a quadratic curve from one candidate to the next
    strong: bool

    @property
    def css(self) -> str:
        return "link strong" if self.strong else "link weak"

    @property
    def marker(self) -> str:
        return "head-strong" if self.strong else "head-weak"


@dataclass(frozen=True)
class Outline:
    css: str
    x: int
    y: int
    width: int
    height: int
    radius: int = 0


@dataclass(frozen=True)
class Overlay:
    houses: tuple[Outline, ...] = ()
    groups: tuple[Outline, ...] = ()
    arrows: tuple[Arrow, ...] = ()


def overlay(variant: Variant, drawing: Drawing) -> Overlay | None:
    """What the SVG layer draws: house outlines, grouped nodes, and one arrow per link."""
    houses = tuple(
        _house_outline(variant, h, role)
        for h, role in sorted(drawing.houses.items())
        if variant.houses[h].kind in (ROW, COLUMN, BOX)  # a diagonal or colour group is coloured
    )
    groups: dict[tuple[Point, ...], list[Outline]] = {}
    arrows = []
    for link in drawing.links:
        start = _node(link.start, link.start_cells)
        end = _node(link.end, link.end_cells)
        for node in (start, end):
            if len(node) > 1:
                groups.setdefault(tuple(node), _group_outlines(node))
        arrows.append(Arrow(_curve(start, end), link.strong))
    if not (houses or groups or arrows):
        return None
    rings = tuple(ring for outlines in groups.values() for ring in outlines)
    return Overlay(houses, rings, tuple(arrows))


def _node(candidate: tuple[int, int], cells: tuple[int, ...]) -> list[Point]:
    cell, digit = candidate
    return [mark_point(c, digit) for c in sorted(set(cells) | {cell})]


def _nearest(points: list[Point], to: tuple[float, float]) -> Point:
    return min(points, key=lambda p: (p[0] - to[0]) ** 2 + (p[1] - to[1]) ** 2)


def _centre(points: list[Point]) -> tuple[float, float]:
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


def _curve(start: list[Point], end: list[Point]) -> str:
    # A group's arrow leaves from (or reaches) its candidate nearest the other end.
    (x0, y0), (x1, y1) = _nearest(start, _centre(end)), _nearest(end, _centre(start))
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    bend = min(max(length * BEND, MIN_BEND), MAX_BEND)
    # Bow to the left of the direction of travel: a link and its reverse, or two links
    # along one row, then never lie on top of each other. Along the edge, bow inwards.
    nx, ny = (y1 - y0) / length, -(x1 - x0) / length
    apex_x, apex_y = (x0 + x1) / 2 + nx * bend / 2, (y0 + y1) / 2 + ny * bend / 2
    if not (EDGE <= apex_x <= BOARD - EDGE and EDGE <= apex_y <= BOARD - EDGE):
        nx, ny = -nx, -ny
    cx, cy = (x0 + x1) / 2 + nx * bend, (y0 + y1) / 2 + ny * bend
    # Stop at the mark's edge (a group's ring is a little wider) so the digits stay legible.
    sx, sy = _towards(x0, y0, cx, cy, MARK_RADIUS + (3 if len(start) > 1 else 0))
    ex, ey = _towards(x1, y1, cx, cy, MARK_RADIUS + HEAD_OVERHANG + (3 if len(end) > 1 else 0))
    return f"M{sx:.1f} {sy:.1f}Q{cx:.1f} {cy:.1f} {ex:.1f} {ey:.1f}"


def _towards(x: float, y: float, to_x: float, to_y: float, distance: float) -> tuple[float, float]:
    length = math.hypot(to_x - x, to_y - y) or 1.0
    return x + (to_x - x) / length * distance, y + (to_y - y) / length * distance


def _group_outlines(points: list[Point]) -> list[Outline]:
    """One ring round a group in a line (a box-line intersection), else a ring per candidate."""
    r = MARK_RADIUS + 2
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    if len(set(xs)) > 1 and len(set(ys)) > 1:
        return [Outline("group", x - r, y - r, 2 * r, 2 * r, r) for x, y in points]
    x, y = min(xs) - r, min(ys) - r
    return [Outline("group", x, y, max(xs) + r - x, max(ys) + r - y, r)]


def _house_outline(variant: Variant, house: int, role: str) -> Outline:
    cells = variant.houses[house].cells
    rows, cols = [c // 9 for c in cells], [c % 9 for c in cells]
    inset = HOUSE_INSET.get(role, 3)
    x, y = min(cols) * CELL_SIZE + inset, min(rows) * CELL_SIZE + inset
    width = (max(cols) + 1) * CELL_SIZE - inset - x
    height = (max(rows) + 1) * CELL_SIZE - inset - y
    return Outline("house " + ("base" if role == BASE else role), x, y, width, height, 6)


@dataclass(frozen=True)
class VariantLook:
    """How a variant's own houses show on the board: per cell, extra CSS classes and the
    words a screen reader adds ("on the main diagonal", "colour group 5", "region 3")."""

    board_class: str
    classes: tuple[str, ...]
    words: tuple[str, ...]


def variant_look(variant: Variant) -> VariantLook:
    # Kept with the variant (engine/memo.py's policy): a player's jigsaw layout takes
    # its look with it when the engine's bounded jigsaw cache lets it go.
    return variant.derived("web:look", _variant_look)


def _variant_look(variant: Variant) -> VariantLook:
    classes, words = [], []
    kind = ""
    for c in range(81):
        css: list[str] = []
        said: list[str] = []
        for h in variant.houses_of[c]:
            house = variant.houses[h]
            if house.kind == DIAGONAL:
                kind = "x"
                css.append(f"diag d{house.number}")
                said.append(f"on {house.name}")
            elif house.kind == GROUP:
                kind = "colour"
                css.append(f"g{house.number}")
                said.append(house.name)
            elif house.kind == REGION:
                kind = "jigsaw"
                said.append(house.name)
                # A thick line wherever the next cell lies in another region.
                r, k = divmod(c, 9)
                for side, n, inside in (("t", c - 9, r > 0), ("b", c + 9, r < 8),
                                        ("l", c - 1, k > 0), ("r", c + 1, k < 8)):
                    if inside and not house.mask >> n & 1:
                        css.append(f"edge-{side}")
        classes.append(" ".join(css))
        words.append(", ".join(said))
    return VariantLook(f"variant-{kind}" if kind else "", tuple(classes), tuple(words))


@dataclass(frozen=True)
class BoardView:
    rows: list[list[CellView]]
    classes: str
    overlay: Overlay | None = None


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
    for h, role in drawing.houses.items():
        for c in variant.houses[h].cells:
            house_class.setdefault(c, "in-" + ("base" if role == BASE else role))
    highlight_bit = 1 << (view.highlight - 1) if view.highlight else 0
    plain = not drawing.candidates and not linked  # no hint roles on any pencil mark

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
                    spoken.append(f"{d} is {ROLE_WORDS.get(role, role)}")
            marks = tuple(shown)
        label = _label(
            c, value, given, marks_of[c], show_candidates, c in conflicts, roles, spoken,
            own_notes=notes is not None,
        )
        if c in wrong:
            label += ", wrong"
        if marker:
            label += f", marked {MARKER_NAMES[marker]}"
        if look.words[c]:
            # After "Row 1, column 5": where the cell is comes before what it holds.
            where = f"Row {c // 9 + 1}, column {c % 9 + 1}"
            label = f"{where}, {look.words[c]}{label[len(where):]}"
        houses = " ".join(str(h) for h in variant.houses_of[c])
        candidates = "".join(str(d) for d in DIGITS_IN[shown_marks])
        cells.append(
            CellView(
                c, value, " ".join(classes), label, houses, marks, candidates, c == selected, block
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
    return BoardView(
        [cells[r * 9 : r * 9 + 9] for r in range(9)],
        " ".join(board_classes),
        overlay(variant, drawing),
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
) -> str:
    parts = [f"Row {cell // 9 + 1}, column {cell % 9 + 1}"]
    marks = "notes" if own_notes else "pencil marks"
    if value:
        parts.append(f"given {value}" if given else f"{value}")
    elif show_candidates and cands:
        parts.append(f"empty, {marks} " + " ".join(str(d) for d in DIGITS_IN[cands]))
    elif show_candidates:
        parts.append("empty, no notes yet" if own_notes else "empty, no pencil marks left")
    else:
        parts.append("empty")
    if conflict:
        parts.append(f"clashes with another {value}")
    for role in roles:
        if role == "mistake":
            parts.append("the mistake")
        elif role != "place":  # the candidate's own words say it
            parts.append(f"hint: {ROLE_WORDS.get(role, role)}")
    if spoken:
        parts.append("hint: " + "; ".join(spoken))
    return ", ".join(parts)


# ----- the hint panel ---------------------------------------------------------


@dataclass(frozen=True)
class HintView:
    level: int
    paragraphs: tuple[str, ...]
    legend: tuple[LegendItem, ...] = ()
    more: bool = True  # whether pressing Hint again reveals more
    apply_label: str = ""  # the Apply button's text, when there is something to apply
    summary: str = ""  # the effect in r#c# notation, after the words
    stuck: bool = False  # no technique applies: offer the ways on


STUCK_WORDS = (
    "No technique the assistant knows applies here.",
    "Two ways on: check your board (only wrong entries are marked), or reveal one cell, "
    "the one that opens the most singles. Both can be undone.",
)


def hint_panel(grid: Grid, hint: hints.Hint | None, level: int) -> HintView:
    if hint is None or level < 1:
        if grid.is_solved():
            return HintView(0, ("Solved: there is nothing left to hint.",), more=False)
        return HintView(0, ("Stuck? Ask for a hint: each press tells a little more.",))
    if hint.kind == hints.SOLVED:
        return HintView(level, ("Solved: there is nothing left to hint.",), more=False)
    if hint.kind == hints.NOTHING:
        return HintView(level, STUCK_WORDS, more=False, stuck=True)
    more = level < hint.last_level
    if hint.kind == hints.MISTAKE:
        assert hint.mistake is not None
        return _mistake_panel(grid, hint.mistake, level, more)
    assert hint.step is not None
    step = hint.step
    name = technique(step.technique).name
    paragraphs = []
    if hint.gap:
        missing = ", ".join(f"{d} in {cell_name(c)}" for c, d in hint.gap)
        paragraphs.append(
            f"Your notes leave out candidates this step uses ({missing}); "
            "they are still possible, and the drawing shows them."
        )
    paragraphs.append(step.nudge)
    if level == 2:
        drawn = f"The {name} pattern is drawn on the board; what it changes comes next."
        if step.links:
            # The arrows are for the eye only (the SVG is aria-hidden): say where the words are.
            drawn += " Arrows follow its chain; the next hint reads it out link by link."
        paragraphs.append(drawn)
    summary = ""
    if level >= 3:
        paragraphs.append(step.explanation)
        summary = ", ".join(
            part
            for part in (placements_text(step.placements), eliminations_text(step.eliminations))
            if part
        )
    return HintView(
        level,
        tuple(paragraphs),
        legend=Drawing.of_step(step, effect=level >= 3).legend() if level >= 2 else (),
        more=more,
        apply_label="Apply this step" if level >= 3 else "",
        summary=summary,
    )


def _mistake_panel(grid: Grid, mistake: hints.Mistake, level: int, more: bool) -> HintView:
    houses = grid.variant.houses
    row = next(houses[h] for h in grid.variant.houses_of[mistake.cell] if houses[h].kind == ROW)
    name = cell_name(mistake.cell)
    if mistake.kind == hints.MISSING_NOTE:
        paragraphs = [f"Your notes in {row.name} leave out a digit the solution needs."]
    else:
        paragraphs = [f"There is a mistake in {row.name}."]
    if level >= 2:
        what = "The note is missing" if mistake.kind == hints.MISSING_NOTE else "The mistake is"
        paragraphs.append(f"{what} in {name}, marked on the board.")
    apply_label = ""
    if level >= 3:
        d = mistake.digit
        if mistake.kind == hints.WRONG_VALUE:
            paragraphs.append(f"{name} holds {d}, but with a {d} there the puzzle has no solution.")
            apply_label = f"Erase the {d}"
        elif mistake.kind == hints.MISSING_NOTE:
            paragraphs.append(
                f"Your notes in {name} do not have {d}, but the puzzle has no solution "
                f"without a {d} there."
            )
            apply_label = f"Add the note {d}"
        else:
            paragraphs.append(
                f"The pencil mark {d} was removed from {name}, "
                "but without it the puzzle has no solution."
            )
            apply_label = f"Restore the {d}"
    return HintView(level, tuple(paragraphs), more=more, apply_label=apply_label)


# ----- the list of every step --------------------------------------------------


@dataclass(frozen=True)
class StepItem:
    ref: str  # "technique-id:index", what the Show link and the Apply form send
    technique: str
    index: int
    text: str
    shown: bool


@dataclass(frozen=True)
class StepGroup:
    name: str
    items: tuple[StepItem, ...]


@dataclass(frozen=True)
class StepsView:
    open: bool
    notice: str = ""
    groups: tuple[StepGroup, ...] = ()
    explanation: str = ""
    legend: tuple[LegendItem, ...] = ()  # of the step drawn on the board


def steps_panel(
    grid: Grid,
    is_open: bool,
    steps: dict[str, list[Step]] | None,
    mistake: hints.Mistake | None,
    shown: tuple[str, int] | None,
) -> StepsView:
    if not is_open:
        return StepsView(False)
    if mistake is not None:
        return StepsView(
            True, "There is a mistake on the board: ask for a hint to find it before using a step."
        )
    if all(grid.values):
        return StepsView(True, "The puzzle is solved.")
    if not steps:
        return StepsView(True, "No technique the assistant knows applies yet.")
    groups = []
    explanation = ""
    legend: tuple[LegendItem, ...] = ()
    for technique_id, found in steps.items():
        items = []
        for i, step in enumerate(found):
            is_shown = shown == (technique_id, i)
            if is_shown:
                explanation = step.explanation
                legend = Drawing.of_step(step).legend()
            text = placements_text(step.placements) or eliminations_text(step.eliminations)
            items.append(StepItem(f"{technique_id}:{i}", technique_id, i, text, is_shown))
        cut = technique_id in getattr(steps, "cut", ())
        # A cut list holds the simplest steps (shortest chains) the finder met first.
        count = f"the first {len(found)}, simplest first" if cut else str(len(found))
        groups.append(StepGroup(f"{technique(technique_id).name} ({count})", tuple(items)))
    return StepsView(True, groups=tuple(groups), explanation=explanation, legend=legend)


# ----- the status line ----------------------------------------------------------


@dataclass(frozen=True)
class StatusView:
    message: str
    error: bool
    solved: bool
    filled: int


def clock(seconds: int) -> str:
    """12:05, or 1:02:05 past the hour."""
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def status(grid: Grid, message: str, error: bool, game: Game | None = None) -> StatusView:
    solved = grid.is_solved()
    filled = sum(1 for v in grid.values if v)
    if solved and not error:
        message = "Solved! Every cell is filled and every house is complete. Well done."
        if game is not None:
            used = game.hints_used
            hinted = "no hints" if not used else ("1 hint" if used == 1 else f"{used} hints")
            message = f"Solved in {clock(game.seconds)} with {hinted}. Well done!"
    elif filled == 81 and not error:
        wrong = "Every cell is filled, but something is wrong: a hint will find it."
        message = f"{message} {wrong}" if message else wrong
    return StatusView(message, error, solved, filled)
