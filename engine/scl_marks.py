"""Issue 46's rules in SudokuPad's own JSON (scl), read from and written as the marks
SudokuPad draws them with (engine/scl_rules.py reads the lines and arrows of issue 44).

SudokuPad keeps no rule, only drawings; its converter of f-puzzles draws, and we read:

- kropki dots: a small round overlay (about 0.3 of a cell) centred on the edge between
  two cells, white or black, its number (a difference, a ratio) as its text;
- X and V: an overlay whose text is "X" or "V", centred on an edge;
- quadruples: a round overlay on a corner where four cells meet, its digits as text;
- odd and even cells: a grey circle (odd) or square (even) smaller than the cell, in a
  cell, read only when the rules text speaks of odd or even cells;
- minimum and maximum cells: small chevrons (three-point lines) inside a cell, pointing
  in toward the centre (a minimum) or out to the neighbour (a maximum);
- clues outside the grid: a number in a square of the margin; with an arrow (in
  `arrows`) starting in that square along a diagonal, a little killer; else a sandwich,
  an X-sum or a skyscraper, whichever one of them the rules text names;
- anti-knight, anti-king, non-consecutive and the negative constraints ("all dots are
  given"): SudokuPad's `global` flags (antiknight, antiking, nonconsecutive,
  antidifference, antiratio, antixv), or a rules text that clearly says so.

A mark that does not settle to one rule is refused by name, never guessed.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from typing import Any

from .dot_links import is_dot
from .fpuzzles_cells import Malformed
from .outside_links import OUTSIDE_ORDER, is_outside
from .rule_links import colour_family
from .rules import (
    XV,
    AntiKing,
    AntiKnight,
    BlackDot,
    Even,
    KropkiNegative,
    Maximum,
    Minimum,
    NonConsecutive,
    Odd,
    Quadruple,
    WhiteDot,
    XVNegative,
)
from .rules.base import Rule
from .rules.little_killer import LittleKiller
from .rules.outside import Place, diagonal_from, in_margin, line_from
from .rules.pairs import orthogonal_neighbours
from .rules.sandwich import Sandwich
from .rules.skyscraper import Skyscraper
from .rules.x_sum import XSum
from .rules.xv import LETTER_OF, TOTAL_OF

GLOBALS = ("antiknight", "antiking", "nonconsecutive", "antidifference", "antiratio", "antixv")
_NEGATIVE = ("antidifference", "antiratio", "antixv")
_NEAR = 0.12  # how far off an edge, a corner or a centre a mark may be drawn
_DOT_LARGEST = 0.45  # a round mark wider than this is a circle in a cell, not a dot

# ----- the rules text -----------------------------------------------------------------

_SENTENCES = re.compile(r"[.\n;!?]")
_NEGATION = re.compile(r"\b(?:not|never|cannot|can't|can ?not|no)\b", re.I)
_SAME = re.compile(r"same digit|repeat|identical|equal digits|the same", re.I)
# "... must be different", not "... differ by at least 3".
_DISTINCT = re.compile(r"\b(?:must|are|be)\s+different\b(?!\s+by)|\bdistinct\b", re.I)
_KNIGHT_FLAG = re.compile(r"anti[\s-]*knight", re.I)
_KING_FLAG = re.compile(r"anti[\s-]*king\b", re.I)
_NONCONSECUTIVE_FLAG = re.compile(r"\b(?:non|anti)[\s-]*consecutive", re.I)
_KNIGHT = re.compile(r"\bknight", re.I)
_KING = re.compile(r"\bking'?s?\b", re.I)
_ALL_GIVEN = re.compile(r"\ball\b.*\b(?:given|shown|marked)\b", re.I)
_NOT_ALL = re.compile(r"\bnot\s+(?:all|every|necessarily)\b|\bare(?:n't| not) all\b", re.I)
_DOTS = re.compile(r"\bdots?\b|kropki", re.I)
_XV_WORDS = re.compile(r"\bX(?:V|'?s)?\b|\bV'?s?\b", re.I)
_OUTSIDE_WORDS = {"sandwich": re.compile(r"sandwich", re.I),
                  # "X-sum", "X sums"; not XV's "an X sums to 10".
                  "x-sum": re.compile(r"\bx-sums?\b|\bx\s?sums\b(?!\s+to\b)", re.I),
                  "skyscraper": re.compile(r"sky[\s-]*scraper", re.I)}
_OUTSIDE_KINDS = {"sandwich": Sandwich, "x-sum": XSum, "skyscraper": Skyscraper}
_REFUSED_AS = {"sandwich": "sandwich-sums", "x-sum": "x-sums", "skyscraper": "skyscrapers"}


def _text_flags(rules_text: str) -> tuple[set[str], list[tuple[str, str]]]:
    """The global flags the rules text clearly sets (GLOBALS' names), and the rules it
    speaks of in a way we cannot settle: (the rule's name, its flag)."""
    flags: set[str] = set()
    unsure: list[tuple[str, str]] = []
    if _KNIGHT_FLAG.search(rules_text):
        flags.add("antiknight")
    if _KING_FLAG.search(rules_text):
        flags.add("antiking")
    if _NONCONSECUTIVE_FLAG.search(rules_text):
        flags.add("nonconsecutive")
    for sentence in _SENTENCES.split(rules_text):
        negated = bool(_NEGATION.search(sentence))
        for flag, words, name in (("antiknight", _KNIGHT, "anti-knight"),
                                  ("antiking", _KING, "anti-king")):
            if flag in flags or not words.search(sentence):
                continue
            if (negated and _SAME.search(sentence)) or _DISTINCT.search(sentence):
                flags.add(flag)
            else:
                unsure.append((name, flag))
        if ("consecutive" in sentence.lower() and negated and not _DOTS.search(sentence)
                and re.search(r"adjacent|neighbo", sentence, re.I)):
            flags.add("nonconsecutive")
        if _ALL_GIVEN.search(sentence) and not _NOT_ALL.search(sentence):
            if _DOTS.search(sentence):
                white = re.search(r"white", sentence, re.I)
                black = re.search(r"black", sentence, re.I)
                if white or not black:
                    flags.add("antidifference")
                if black or not white:
                    flags.add("antiratio")
            if _XV_WORDS.search(sentence):
                flags.add("antixv")
        elif re.search(r"negative constraint", sentence, re.I) and not (
                _NOT_ALL.search(sentence) or _NEGATION.search(sentence)
                or re.search(r"\bwithout\b", sentence, re.I)):
            unsure.append(("negative", "antidifference"))
    return flags, unsure


def _outside_kinds(rules_text: str) -> list[str]:
    return [kind for kind, words in _OUTSIDE_WORDS.items() if words.search(rules_text)]


# ----- where a mark sits ----------------------------------------------------------------


def _number(value: Any) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    return None


def _centre(shape: dict[str, Any]) -> tuple[float, float]:
    point = shape.get("center")
    if not isinstance(point, list) or len(point) != 2:
        raise Malformed(shape)
    y, x = _number(point[0]), _number(point[1])
    if y is None or x is None:
        raise Malformed(shape)
    return y, x


def _near(value: float, target: float) -> bool:
    return abs(value - target) <= _NEAR


def _edge(y: float, x: float) -> tuple[int, int] | None:
    """The two cells whose shared edge the point is on, else None."""
    r, c = math.floor(y), math.floor(x)
    if _near(y, r + 0.5) and 0 <= r <= 8:
        c = round(x)
        if _near(x, c) and 1 <= c <= 8:
            return r * 9 + c - 1, r * 9 + c
    if _near(x, c + 0.5) and 0 <= c <= 8:
        r = round(y)
        if _near(y, r) and 1 <= r <= 8:
            return (r - 1) * 9 + c, r * 9 + c
    return None


def _corner(y: float, x: float) -> tuple[int, ...] | None:
    r, c = round(y), round(x)
    if _near(y, r) and _near(x, c) and 1 <= r <= 8 and 1 <= c <= 8:
        return ((r - 1) * 9 + c - 1, (r - 1) * 9 + c, r * 9 + c - 1, r * 9 + c)
    return None


def _cell(y: float, x: float) -> int | None:
    r, c = math.floor(y), math.floor(x)
    if 0 <= r <= 8 and 0 <= c <= 8 and _near(y, r + 0.5) and _near(x, c + 0.5):
        return r * 9 + c
    return None


def _square(y: float, x: float) -> Place | None:
    """The margin square a point is in, else None."""
    place = (math.floor(y), math.floor(x))
    return place if in_margin(place) else None


def _text(shape: dict[str, Any]) -> str:
    text = shape.get("text")
    if text is None:
        return ""
    if isinstance(text, int | float) and not isinstance(text, bool):
        return str(text)
    if not isinstance(text, str):
        raise Malformed(shape)
    return "".join(text.split())


def _size(shape: dict[str, Any]) -> float:
    sizes = [_number(shape.get(key)) for key in ("width", "height")]
    return max((s for s in sizes if s is not None), default=1.0)


# ----- reading --------------------------------------------------------------------------


def split_margin_arrows(arrows: list[Any]) -> tuple[list[Any], list[Any]]:
    """The arrows drawn in the margin (little killers' arrows), and the others."""
    margin, rest = [], []
    for arrow in arrows:
        points = arrow.get("wayPoints") if isinstance(arrow, dict) else None
        first = points[0] if isinstance(points, list) and points else None
        if (isinstance(first, list) and len(first) == 2
                and all(_number(v) is not None for v in first)
                and _square(float(first[0]), float(first[1])) is not None):
            margin.append(arrow)
        else:
            rest.append(arrow)
    return margin, rest


def _chevron(line: Any) -> tuple[int, int, bool] | None:
    """A min/max chevron: (its cell, the neighbour it faces, whether it points in), or
    None for a line that is not one."""
    if not isinstance(line, dict):
        return None
    points = line.get("wayPoints")
    if not isinstance(points, list) or len(points) != 3:
        return None
    read = []
    for point in points:
        if not isinstance(point, list) or len(point) != 2:
            return None
        y, x = _number(point[0]), _number(point[1])
        if y is None or x is None:
            return None
        read.append((y, x))
    cells = {(math.floor(y), math.floor(x)) for y, x in read}
    if len(cells) != 1:
        return None
    ((r, c),) = cells
    if not (0 <= r <= 8 and 0 <= c <= 8):
        return None
    tip = read[1]
    dy, dx = tip[0] - (r + 0.5), tip[1] - (c + 0.5)
    if min(abs(dy), abs(dx)) > 0.05 or max(abs(dy), abs(dx)) < 0.3:
        return None  # not on the middle of a side, near its edge
    wings = [abs(p[0] - r - 0.5) if abs(dy) > abs(dx) else abs(p[1] - c - 0.5)
             for p in (read[0], read[2])]
    along = max(abs(dy), abs(dx))
    if not all(abs(w - wings[0]) < 0.02 for w in wings) or abs(wings[0] - along) < 0.02:
        return None
    step = (1 if dy > 0 else -1, 0) if abs(dy) > abs(dx) else (0, 1 if dx > 0 else -1)
    nr, nc = r + step[0], c + step[1]
    if not (0 <= nr <= 8 and 0 <= nc <= 8):
        return None
    return r * 9 + c, nr * 9 + nc, wings[0] > along


def split_chevrons(lines: list[Any]) -> tuple[dict[int, set[tuple[int, bool]]], list[Any]]:
    """The min/max chevrons among drawn lines (by cell: the neighbours they face, and
    whether each points in), and the other lines."""
    chevrons: dict[int, set[tuple[int, bool]]] = {}
    rest = []
    for line in lines:
        read = _chevron(line)
        if read is None:
            rest.append(line)
        else:
            chevrons.setdefault(read[0], set()).add(read[1:])
    return chevrons, rest


def read_scl_marks(
    shapes: list[Any], margin_arrows: list[Any], chevrons: dict[int, set[tuple[int, bool]]],
    flags: Iterable[str], rules_text: str,
) -> tuple[list[Rule], list[str], list[Any]]:
    """The elements these marks show, the names of the marks refused, and the shapes
    left over (no mark of a rule)."""
    elements: list[Rule] = []
    refused: list[str] = []
    left: list[Any] = []
    dotted: list[int] = []
    marked: list[int] = []
    odd_said = re.search(r"\bodd\b", rules_text, re.I)
    even_said = re.search(r"\beven\b", rules_text, re.I)
    clues: dict[Place, str] = {}
    for shape in shapes:
        if not isinstance(shape, dict):
            raise Malformed(shape)
        y, x = _centre(shape)
        text = _text(shape)
        edge, corner, cell = _edge(y, x), _corner(y, x), _cell(y, x)
        rounded = bool(shape.get("rounded"))
        size = _size(shape)
        square = _square(y, x)
        if square is not None and text:
            if square in clues:
                refused.append("marks")
            clues[square] = text
        elif edge is not None and text.upper() in TOTAL_OF:
            elements.append(XV(edge, TOTAL_OF[text.upper()]))
            marked += edge
        elif edge is not None and rounded and size <= _DOT_LARGEST:
            family = colour_family(shape.get("backgroundColor"))
            if family not in ("white", "black") or (text and not text.isdigit()):
                refused.append("kropki")
                continue
            try:
                if family == "white":
                    elements.append(WhiteDot(edge, int(text) if text else 1))
                else:
                    elements.append(BlackDot(edge, int(text) if text else 2))
            except ValueError:
                refused.append("kropki")
                continue
            dotted += edge
        elif corner is not None and rounded and text and text.isdigit() and len(text) <= 4:
            digits = int("".join(sorted(text)))
            elements.append(Quadruple(corner, digits))
        elif cell is not None and not text and size < 0.95 and (
                odd_said if rounded else even_said):
            elements.append((Odd if rounded else Even)((cell,)))
        else:
            left.append(shape)
    elements += _outside(clues, margin_arrows, rules_text, refused)
    elements += _extrema(chevrons)
    said, unsure = _text_flags(rules_text)
    flags = set(flags)
    # SudokuPad's own flag settles what the text leaves unsure.
    refused += [name for name, flag in unsure
                if flag not in flags and not (flag == "antidifference" and flags & set(_NEGATIVE))]
    if flags & set(_NEGATIVE):
        # SudokuPad's own flags say which marks are all given; a rules text's "all dots
        # are given" may speak of one colour only.
        said -= set(_NEGATIVE)
    flags |= said
    if "antidifference" in flags or "antiratio" in flags:
        elements.append(KropkiNegative("antidifference" in flags, "antiratio" in flags,
                                       tuple(dotted)))
    if "antixv" in flags:
        elements.append(XVNegative(tuple(marked)))
    if "nonconsecutive" in flags:
        elements.append(NonConsecutive(tuple(dotted)))
    if "antiknight" in flags:
        elements.append(AntiKnight())
    if "antiking" in flags:
        elements.append(AntiKing())
    return elements, refused, left


def _outside(clues: dict[Place, str], margin_arrows: list[Any], rules_text: str,
             refused: list[str]) -> list[Rule]:
    """The clues written in the margin: little killers where an arrow starts in the
    clue's square, else the one kind of clue beside the grid the rules text names."""
    elements: list[Rule] = []
    steps: dict[Place, tuple[int, int]] = {}
    for arrow in margin_arrows:
        points = arrow.get("wayPoints")
        if not isinstance(points, list) or len(points) < 2:
            raise Malformed(arrow)
        ends = [(_number(p[0]), _number(p[1])) if isinstance(p, list) and len(p) == 2
                else (None, None) for p in (points[0], points[-1])]
        if any(v is None for end in ends for v in end):
            raise Malformed(arrow)
        (y0, x0), (y1, x1) = ends
        assert y0 is not None and x0 is not None and y1 is not None and x1 is not None
        square = _square(y0, x0)
        dy, dx = y1 - y0, x1 - x0
        if square is None or square not in clues or abs(abs(dy) - abs(dx)) > 0.05 or not dy:
            refused.append("little-killers")
            continue
        steps[square] = (1 if dy > 0 else -1, 1 if dx > 0 else -1)
    kinds = _outside_kinds(rules_text)
    for place, text in sorted(clues.items()):
        step = steps.get(place)
        if not text.isascii() or not text.isdigit() or len(text) > 3:
            refused.append("little-killers" if step else "marks")
            continue
        try:
            if step is not None:
                path = diagonal_from(place, step)
                if len(path) < 2:
                    refused.append("little-killers")
                    continue
                elements.append(LittleKiller(path, int(text)))
            elif len(kinds) == 1:
                elements.append(_OUTSIDE_KINDS[kinds[0]](line_from(place), int(text)))
            else:
                refused += [_REFUSED_AS[kind] for kind in kinds] or ["marks"]
        except ValueError:
            raise Malformed(text) from None
    return elements


def _extrema(chevrons: dict[int, set[tuple[int, bool]]]) -> list[Rule]:
    kinds = {}
    for cell, faces in chevrons.items():
        inward = {points_in for _, points_in in faces}
        if len(inward) != 1:
            raise Malformed(cell)
        kinds[cell] = Minimum if inward.pop() else Maximum
    elements: list[Rule] = []
    for cell, kind in sorted(kinds.items()):
        skip = tuple(n for n in orthogonal_neighbours(cell) if kinds.get(n) is kind)
        elements.append(kind((cell,), skip))
    return elements


# ----- writing --------------------------------------------------------------------------

_GREY = "#CFCFCF"


def _between(cells: Iterable[int]) -> list[float]:
    cells = list(cells)
    return [round(sum(c // 9 + 0.5 for c in cells) / len(cells), 3),
            round(sum(c % 9 + 0.5 for c in cells) / len(cells), 3)]


def _text_mark(centre: list[float], text: str, size: int) -> dict[str, Any]:
    return {"backgroundColor": "#FFFFFF", "borderColor": "#FFFFFF", "center": centre,
            "fontSize": size, "rounded": False, "width": 0.25, "height": 0.25, "text": text}


def scl_marks_json(rules: Iterable[Rule]) -> dict[str, list[Any]]:
    """SudokuPad's `overlays`, `underlays`, `lines`, `arrows` and `global` flags drawing
    these elements (the kinds of engine/dot_links.py and engine/outside_links.py)."""
    data: dict[str, list[Any]] = {}

    def add(key: str, entry: Any) -> None:
        data.setdefault(key, []).append(entry)

    for rule in rules:
        if isinstance(rule, WhiteDot | BlackDot):
            white = isinstance(rule, WhiteDot)
            number = rule.difference if isinstance(rule, WhiteDot) else rule.ratio
            mark = {"borderColor": "#000000", "backgroundColor": "#FFFFFF" if white else "#000000",
                    "center": _between(rule.pair), "rounded": True, "width": 0.3, "height": 0.3,
                    "text": ""}
            if number != (1 if white else 2):
                mark.update(text=str(number), color="#000" if white else "#fff")
            add("overlays", mark)
        elif isinstance(rule, XV):
            letter = LETTER_OF.get(rule.total)
            if letter is None:
                raise ValueError(f"SudokuPad has no XV mark for a sum of {rule.total}")
            add("overlays", _text_mark(_between(rule.pair), letter, 21))
        elif isinstance(rule, Odd | Even):
            add("underlays", {"borderColor": _GREY, "backgroundColor": _GREY,
                              "center": _between(rule.cells), "rounded": isinstance(rule, Odd),
                              "width": 0.7, "height": 0.7})
        elif isinstance(rule, Minimum | Maximum):
            _extremum_marks(rule, isinstance(rule, Minimum), add)
        elif isinstance(rule, Quadruple):
            add("overlays", {"backgroundColor": "#FFFFFF", "borderColor": "#000000",
                             "center": _between(rule.corner), "fontSize": 14, "rounded": True,
                             "width": 0.7, "height": 0.7, "text": " ".join(str(rule.digits))})
        elif isinstance(rule, KropkiNegative):
            for on, flag in ((rule.white, "antidifference"), (rule.black, "antiratio")):
                if on:
                    add("global", flag)
        elif isinstance(rule, XVNegative):
            add("global", "antixv")
        elif isinstance(rule, NonConsecutive | AntiKnight | AntiKing):
            add("global", {NonConsecutive: "nonconsecutive", AntiKnight: "antiknight",
                           AntiKing: "antiking"}[type(rule)])
        elif isinstance(rule, LittleKiller):
            y, x = rule.place[0] + 0.5, rule.place[1] + 0.5
            dy, dx = rule.path[0] // 9 - rule.place[0], rule.path[0] % 9 - rule.place[1]
            add("arrows", {"color": "#000000", "thickness": 2, "headLength": 0.15,
                           "wayPoints": [[y + 0.3 * dy, x + 0.3 * dx],
                                         [y + 0.48 * dy, x + 0.48 * dx]]})
            add("overlays", _text_mark([y, x], str(rule.number), 28))
        elif is_outside(rule):
            y, x = rule.place[0] + 0.5, rule.place[1] + 0.5
            add("overlays", _text_mark([y, x], str(rule.number), 32))
        else:
            raise ValueError(f"no SudokuPad marks for a rule of kind {rule.kind!r}")
    return data


def _extremum_marks(rule: Minimum | Maximum, minimum: bool, add: Any) -> None:
    """The converter's drawing: a grey cell, a chevron on each side that is compared."""
    spot = rule.spot[0]
    y, x = spot // 9 + 0.5, spot % 9 + 0.5
    add("underlays", {"backgroundColor": "#cccccc", "center": [y, x], "rounded": False,
                      "width": 1, "height": 1})
    wing, tip = (0.44, 0.39) if minimum else (0.39, 0.44)
    for n in rule.cells[1:]:
        dy, dx = n // 9 - spot // 9, n % 9 - spot % 9
        add("lines", {"color": "#000000", "thickness": 1, "wayPoints": [
            [round(y + dy * wing + 0.1 * dx, 3), round(x + dx * wing + 0.1 * dy, 3)],
            [round(y + dy * tip, 3), round(x + dx * tip, 3)],
            [round(y + dy * wing - 0.1 * dx, 3), round(x + dx * wing - 0.1 * dy, 3)],
        ]})


def is_mark(rule: Rule) -> bool:
    """Whether SudokuPad draws this element with the marks written here."""
    return is_dot(rule) or isinstance(rule, OUTSIDE_ORDER)
