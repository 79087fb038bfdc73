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
}
RULE_HINT = _l("outlined line: the rule the step uses")


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
    cells = rule.cells  # type: ignore[attr-defined]
    if kind == "between-line":
        ends = {cells[0], cells[-1]}
        return [(c, _("in a between line's circle") if c in ends else _("on a between line"))
                for c in cells]
    words = {
        "whispers": _("on a whispers line"),
        "renban": _("on a renban line"),
        "palindrome": _("on a palindrome line"),
        "region-sum-line": _("on a region-sum line"),
    }.get(kind)
    return [(c, words) for c in cells] if words else []
