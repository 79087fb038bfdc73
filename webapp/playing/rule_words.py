"""A variant's rules in a player's words: the rules box (one line for each kind of element
on the board) and, for a cell's screen-reader label, the elements the cell is on."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from engine import Variant

from ..page.i18n import gettext as _

# The rules box's lines, in the order a rules text lists them.
RULE_LINES = {
    "thermometer": _l("Thermometer (grey, with a bulb): digits increase from the bulb."),
    "slow-thermometer": _l("Slow thermometer: digits never decrease from the bulb; "
                           "neighbours may be equal."),
    "arrow": _l("Arrow: the digits on the arrow add up to the digit in its circle, or to "
                "the 2- or 3-digit number in its pill; digits may repeat on an arrow where "
                "the houses allow."),
    "german-whispers": _l("German whispers (green line): neighbours on the line differ by "
                          "at least 5."),
    "dutch-whispers": _l("Dutch whispers (green line): neighbours on the line differ by "
                         "at least 4."),
    "whispers": _l("Whispers (green line): neighbours on the line differ by at least "
                   "%(difference)s."),
    "renban": _l("Renban (purple line): a set of consecutive digits, in any order, none "
                 "repeated."),
    "palindrome": _l("Palindrome (grey line): reads the same from either end."),
    "between-line": _l("Between line (circles at both ends): the digits on the line lie "
                       "strictly between the two circled digits."),
    "region-sum-line": _l("Region-sum line (blue): the digits of each box's stretch of the "
                          "line add up to the same total."),
    "white-dot": _l("White dot: the two digits it joins are consecutive (a dot with a "
                    "number: they differ by that number)."),
    "black-dot": _l("Black dot: one of the two digits it joins is double the other (a dot "
                    "with a number: that many times the other)."),
    "negative-kropki": _l("All dots are given: cells side by side without a dot are neither "
                          "consecutive nor one double the other."),
    "negative-kropki-white": _l("All white dots are given: cells side by side without one "
                                "are not consecutive."),
    "negative-kropki-black": _l("All black dots are given: cells side by side without one "
                                "are not one double the other."),
    "xv": _l("X and V: the two digits an X joins add up to 10, those a V joins to 5 (a "
             "number on an edge: they add up to it)."),
    "negative-xv": _l("All X's and V's are given: cells side by side without one add up to "
                      "neither 10 nor 5."),
    "nonconsecutive": _l("Non-consecutive: cells side by side never hold consecutive "
                         "digits."),
    "anti-knight": _l("Anti-knight: no two cells a knight's move apart (as in chess) hold "
                      "the same digit."),
    "anti-king": _l("Anti-king: no two cells a king's move apart (touching, diagonally "
                    "too) hold the same digit."),
    "odd": _l("Odd cell (grey circle): holds an odd digit."),
    "even": _l("Even cell (grey square): holds an even digit."),
    "minimum": _l("Minimum cell (chevrons pointing in): smaller than each neighbour beside, "
                  "above and below it."),
    "maximum": _l("Maximum cell (chevrons pointing out): larger than each neighbour beside, "
                  "above and below it."),
    "quadruple": _l("Quadruple (circle on a corner): the digits in the circle all appear in "
                    "the four cells around it."),
    "little-killer": _l("Little killer (a number outside the grid with an arrow): the digits "
                        "on the diagonal the arrow points along add up to the number; digits "
                        "may repeat on it where the houses allow."),
    "sandwich": _l("Sandwich (a number beside a row or column): the digits between the 1 "
                   "and the 9 of that row or column add up to the number."),
    "x-sum": _l("X-sum (a number beside a row or column): the first X digits from that side "
                "add up to the number, X being the first digit."),
    "skyscraper": _l("Skyscraper (a number beside a row or column): seen from that side, "
                     "each digit hides the smaller ones behind it; the number is how many "
                     "digits are seen."),
    "extra-region": _l("Extra region (grey cells): no digit repeats in it; nine grey cells "
                       "hold each digit once."),
    "diagonal": _l("Diagonal (the line through the cells): each digit once on it."),
    "disjoint-groups": _l("Disjoint groups (the letters a to i): cells in the same place of "
                          "their boxes hold different digits, each digit once in a group."),
}
# What a hint's outline goes round, for the legend: the element's look, in words.
RULE_HINTS = {
    "line": _l("outlined line: the rule the step uses"),
    "dot": _l("outlined dot: the rule the step uses"),
    "letter": _l("outlined letter: the rule the step uses"),
    "cell": _l("outlined cell mark: the rule the step uses"),
    "circle": _l("outlined circle: the rule the step uses"),
    "clue": _l("outlined clue: the rule the step uses"),
    "region": _l("outlined region: the rule the step uses"),
}
HINT_LOOKS = {
    "white-dot": "dot", "black-dot": "dot", "xv": "letter", "odd": "cell", "even": "cell",
    "minimum": "cell", "maximum": "cell", "quadruple": "circle", "little-killer": "clue",
    "sandwich": "clue", "x-sum": "clue", "skyscraper": "clue", "extra-region": "region",
}


def hint_outlines(variant: Variant | None, used: set[int]) -> tuple[str, ...]:
    """The legend's words for the elements a hint outlines ("outlined dot: ..."), one per
    look, in RULE_HINTS' order; lines when the variant is not known."""
    rules = variant.rules if variant is not None else ()
    looks = {HINT_LOOKS.get(rules[i].kind, "line") if 0 <= i < len(rules) else "line"
             for i in used}
    return tuple(str(RULE_HINTS[look]) for look in RULE_HINTS if look in looks)


def rules_box(variant: Variant) -> tuple[str, ...]:
    """The rules box's lines for the elements on the board (none for a puzzle without)."""
    found: dict[str, str] = {}
    for rule in variant.rules:
        key = _line_key(rule)
        if key in RULE_LINES and key not in found:
            line = str(RULE_LINES[key])
            # Whispers of another difference say theirs (a puzzle has one difference).
            found[key] = line % {"difference": getattr(rule, "difference", 0)} if (
                key == "whispers") else line
    return tuple(found[k] for k in RULE_LINES if k in found)


def _line_key(rule: object) -> str:
    kind = getattr(rule, "kind", "")
    if kind == "thermometer" and getattr(rule, "slow", False):
        return "slow-thermometer"
    if kind == "whispers":
        return {5: "german-whispers", 4: "dutch-whispers"}.get(
            getattr(rule, "difference", 5), "whispers")
    if kind == "nonconsecutive" and getattr(rule, "dotted", ()):
        # Non-consecutive but across white dots: what "all white dots are given" says.
        return "negative-kropki-white"
    if kind == "negative-kropki":
        white, black = getattr(rule, "white", True), getattr(rule, "black", True)
        return kind if white and black else kind + ("-white" if white else "-black")
    return kind


def cell_rule_words(variant: Variant) -> tuple[tuple[str, ...], ...]:
    """For each cell, what a screen reader adds: "on a thermometer's bulb", "in an arrow's
    circle", "on a renban line", ... once each, in the order the elements come."""
    said: list[list[str]] = [[] for _ in range(81)]
    for rule in variant.rules:
        for cell, words in _places(rule):
            if words not in said[cell]:
                said[cell].append(words)
    return tuple(tuple(words) for words in said)


def _places(rule: object) -> list[tuple[int, str]]:
    kind = getattr(rule, "kind", "")
    if kind == "thermometer":
        path = rule.path  # type: ignore[attr-defined]
        return [(path[0], _("on a thermometer's bulb"))] + [
            (c, _("on a thermometer")) for c in path[1:]]
    if kind == "arrow":
        circle, shaft = rule.circle, rule.shaft  # type: ignore[attr-defined]
        inside = _("in an arrow's circle") if len(circle) == 1 else _("in an arrow's pill")
        return [(c, inside) for c in circle] + [(c, _("on an arrow")) for c in shaft]
    if kind in ("white-dot", "black-dot", "xv"):
        a, b = rule.pair  # type: ignore[attr-defined]
        mark = _mark_words(rule)
        return [(a, _side_words(mark, b - a)), (b, _side_words(mark, a - b))]
    if kind in SPOTS:
        return [(rule.spot[0], SPOTS[kind]())]  # type: ignore[attr-defined]
    if kind == "quadruple":
        digits = ", ".join(str(rule.digits))  # type: ignore[attr-defined]
        words = _("at a quadruple circle of %(digits)s", digits=digits)
        return [(c, words) for c in rule.corner]  # type: ignore[attr-defined]
    if kind in CLUES and hasattr(rule, "place"):
        # The clue's first cell names it, on the side it stands (its row or column's
        # cells hear the rest from the rules box).
        first = rule.path[0]  # type: ignore[attr-defined]
        place = rule.place  # type: ignore[attr-defined]
        clue = CLUES[kind](rule.number)  # type: ignore[attr-defined]
        row, col = place[0] - first // 9, place[1] - first % 9
        if row and col:
            return [(first, _("%(mark)s off its corner, its arrow pointing here", mark=clue))]
        return [(first, _side_words(clue, 9 * row + col))]
    if kind == "extra-region":
        return [(c, _("in an extra region")) for c in rule.cells]  # type: ignore[attr-defined]
    cells = rule.cells  # type: ignore[attr-defined]
    if kind == "between-line":
        ends = {cells[0], cells[-1]}
        return [(c, _("in a between line's circle") if c in ends else _("on a between line"))
                for c in cells]
    # A rule of the whole grid (anti-knight, non-consecutive, ...) names no cell: the
    # rules box says it once.
    words = {
        "whispers": _("on a whispers line"),
        "renban": _("on a renban line"),
        "palindrome": _("on a palindrome line"),
        "region-sum-line": _("on a region-sum line"),
    }.get(kind)
    return [(c, words) for c in cells] if words else []


def _mark_words(rule: object) -> str:
    """A dot or a letter on an edge, as a noun: "a white dot", "an X", ..."""
    kind = getattr(rule, "kind", "")
    if kind == "xv":
        total = rule.total  # type: ignore[attr-defined]
        return {10: _("an X"), 5: _("a V")}.get(total) or _(
            "a mark of %(total)s", total=total)
    if kind == "white-dot":
        difference = rule.difference  # type: ignore[attr-defined]
        return _("a white dot") if difference == 1 else _(
            "a white dot of %(number)s", number=difference)
    ratio = rule.ratio  # type: ignore[attr-defined]
    return _("a black dot") if ratio == 2 else _("a black dot of %(number)s", number=ratio)


def _side_words(mark: str, step: int) -> str:
    """The mark on the side of the cell towards its partner (`step` cells on)."""
    if step == 1:
        return _("%(mark)s on its right", mark=mark)
    if step == -1:
        return _("%(mark)s on its left", mark=mark)
    return _("%(mark)s above it", mark=mark) if step < 0 else _("%(mark)s below it", mark=mark)


# A clue outside the grid, as a noun with its number.
CLUES = {
    "little-killer": lambda n: _("a little killer clue of %(number)s", number=n),
    "sandwich": lambda n: _("a sandwich clue of %(number)s", number=n),
    "x-sum": lambda n: _("an X-sum clue of %(number)s", number=n),
    "skyscraper": lambda n: _("a skyscraper clue of %(number)s", number=n),
}

# A one-cell clue's words, said when a label is made (in the page's language).
SPOTS = {
    "odd": lambda: _("an odd cell"),
    "even": lambda: _("an even cell"),
    "minimum": lambda: _("a minimum cell, smaller than its neighbours"),
    "maximum": lambda: _("a maximum cell, larger than its neighbours"),
}
