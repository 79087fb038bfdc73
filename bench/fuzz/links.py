"""Links with malformed and huge rule lists, pasted as a player would (issue 46's keys).

For every rule key the link readers take (f-puzzles' dots, XV, negative constraints,
neighbour rules, odd/even, minimum/maximum, quadruples, clues outside the grid, extra
regions, disjoint groups), f-puzzles links whose value is the wrong type, whose entries
are damaged (bad cell names, numbers out of range or thousands of digits long, nested
lists), and whose lists are huge (5,000 entries, or just past what the readers take);
and SudokuPad's own form (scl) with its marks for the same rules damaged or by the
thousand. Each is a request timed as any other: a 5xx, no answer or an answer over 2 s
is a finding. A paste longer than the paste box takes (3,000 characters) is not sent:
it would never reach a reader.
"""

from __future__ import annotations

import json
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from lzstring import LZString

from .plan import Live, Req

if TYPE_CHECKING:
    from .run import Fuzzer

_LZ = LZString()
LONGEST_PASTE = 3000  # webapp/page/forms.py's MAX_PUZZLE_LENGTH
# The pastes come from loopback addresses of their own, a few per address: the
# new-games limit (30 a minute) must not answer them in place of the readers.
PER_ADDRESS = 25
FIRST_ADDRESS = 40


def _cell(i: int) -> str:
    return f"R{1 + i // 9 % 9}C{1 + i % 9}"


def _pair(i: int) -> list[str]:
    r, c = i // 8 % 9, i % 8
    return [f"R{r + 1}C{c + 1}", f"R{r + 1}C{c + 2}"]


def _margin(i: int) -> str:
    return f"R0C{1 + i % 9}" if i % 2 else f"R{1 + i % 9}C10"


# One well-formed entry per key (the i-th of a list), and the keys that are flags.
ENTRIES = {
    "difference": lambda i: {"cells": _pair(i)},
    "ratio": lambda i: {"cells": _pair(i), "value": "3"},
    "xv": lambda i: {"cells": _pair(i), "value": "XV"[i % 2]},
    "odd": lambda i: {"cell": _cell(i)},
    "even": lambda i: {"cell": _cell(i)},
    "minimum": lambda i: {"cell": _cell(i)},
    "maximum": lambda i: {"cell": _cell(i)},
    "quadruple": lambda i: {"cells": [_cell(i), _cell(i + 1), _cell(i + 9), _cell(i + 10)],
                            "values": [1 + i % 9]},
    "littlekillersum": lambda i: {"cell": f"R0C{1 + i % 8}", "direction": "DR",
                                  "value": str(9 + i % 30)},
    "sandwichsum": lambda i: {"cell": _margin(i), "value": str(i % 36)},
    "xsum": lambda i: {"cell": _margin(i), "value": str(1 + i % 45)},
    "skyscraper": lambda i: {"cell": _margin(i), "value": str(1 + i % 9)},
    "extraregion": lambda i: {"cells": [_cell(i), _cell(i + 1), _cell(i + 2)]},
}
FLAGS = ("antiknight", "antiking", "nonconsecutive", "disjointgroups")
NEGATIVE = ("difference", "ratio", "xv")
KEYS = (*ENTRIES, "negative", *FLAGS)

# Damaged values any list key may get, and damaged entries (f-puzzles never writes these).
_WRONG_TYPES: list[Any] = ["x", 5, -1, 1e308, {"cells": ["R1C1"]}, [None], [5], ["R1C1"],
                           [[["R1C1"]]], [True]]
_DAMAGED_ENTRIES: list[Any] = [
    {}, {"cell": None}, {"cell": "R99C99", "value": "1"}, {"cell": "r1c1", "value": "1"},
    {"cell": "R0C0", "value": "5"}, {"cells": "R1C1"}, {"cells": ["R1C1", "R9C9"]},
    {"cells": ["R1C1"] * 400, "value": "X"}, {"cell": "R0C1", "value": "9" * 2000},
    {"cell": "R0C1", "value": -3}, {"cell": "R0C1", "value": {"a": 1}},
    {"cell": "R0C1", "direction": "NW", "value": "5"},
    {"cells": ["R1C1", "R1C2"], "value": "\u0663"},
    {"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": list(range(-5, 200))},
]


def _nested(depth: int) -> Any:
    value: Any = "R1C1"
    for _ in range(depth):
        value = [value]
    return value


def _fpuzzles(key: str, value: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)]}
    data[key] = value
    return data


def _values(key: str) -> list[tuple[str, Any]]:
    """(what was done, the key's value) for one key."""
    if key in FLAGS:
        return [("flag true", True), ("flag as text", "yes"), ("flag as a list", [True] * 5000),
                ("flag as a dict", {"a": [1] * 100}), ("flag nested", _nested(600))]
    if key == "negative":
        return [("every mark", list(NEGATIVE)), ("as text", "ratio"), ("unknown mark", ["foo"]),
                ("nested", [["ratio"]]), ("5000 marks", ["ratio", "xv"] * 2500),
                ("nested deep", _nested(600))]
    entry = ENTRIES[key]
    values = [(f"wrong type {json.dumps(v)[:20]}", v) for v in _WRONG_TYPES]
    values += [(f"damaged entry {json.dumps(e)[:30]}", [entry(0), e]) for e in _DAMAGED_ENTRIES]
    values += [
        ("5000 alike", [entry(0)] * 5000),
        ("5000 entries", [entry(i) for i in range(5000)]),
        ("199 entries", [entry(i) for i in range(199)]),
        ("201 entries", [entry(i) for i in range(201)]),
        ("nested deep", _nested(600)),
    ]
    return values


def _scl(data: dict[str, Any]) -> dict[str, Any]:
    return {"id": "", "cells": [[{} for _ in range(9)] for _ in range(9)], **data}


def _scl_pastes() -> list[tuple[str, dict[str, Any]]]:
    dot = {"center": [0.5, 1.0], "rounded": True, "width": 0.3, "height": 0.3,
           "backgroundColor": "#000000"}
    clue = {"center": [-0.5, 3.5], "width": 0.25, "height": 0.25, "text": "17"}
    arrow = {"wayPoints": [[-0.2, 3.2], [-0.02, 3.02]]}
    chevron = {"wayPoints": [[0.4, 8.06], [0.5, 8.11], [0.6, 8.06]]}
    rules = {"cages": [{"value": "rules: Sandwich. X-sums. Odd. Even. Anti-knight. "
                                 "All dots are given. " + "knight " * 300}]}
    return [
        ("scl 5000 dots", _scl({"overlays": [dot] * 5000})),
        ("scl 5000 margin clues", _scl({"overlays": [clue] * 5000, **rules})),
        ("scl 5000 little-killer arrows", _scl({"overlays": [clue], "arrows": [arrow] * 5000})),
        ("scl 5000 chevrons", _scl({"lines": [chevron] * 5000})),
        ("scl 3000 globals", _scl({"global": ["antiknight", "antixv", "antiratio"] * 1000})),
        ("scl unknown global", _scl({"global": ["antifoo", None, 5]})),
        ("scl damaged dot", _scl({"overlays": [{**dot, "center": [None, "x"]}]})),
        ("scl dot of text", _scl({"overlays": [{**dot, "text": ["2", {"a": 1}]}]})),
        ("scl clue of 2000 digits", _scl({"overlays": [{**clue, "text": "9" * 2000}], **rules})),
        ("scl damaged arrow", _scl({"overlays": [clue], "arrows": [{"wayPoints": [[-0.2, 3.2],
                                                                                 "x"]}]})),
        ("scl arrow off the board", _scl({"overlays": [clue],
                                          "arrows": [{"wayPoints": [[-50, 1e300], [9, 9]]}]})),
        ("scl infinite centre", _scl({"overlays": [{**dot, "center": [1e309, 1.0]}]})),
        ("scl nested overlays", _scl({"overlays": _nested(600)})),
        ("scl extra regions", _scl({"cages": [{"cells": [[0, 0], [0, 1]],
                                               "style": "extraregion"}] * 2000})),
    ]


def pastes() -> tuple[list[tuple[str, str]], int]:
    """(label, the link pasted) for every key, those short enough for the paste box; and
    how many were longer."""
    found = []
    for key in KEYS:
        for what, value in _values(key):
            text = json.dumps(_fpuzzles(key, value), separators=(",", ":"))
            found.append((f"{key}: {what}",
                          "https://www.f-puzzles.com/?load=" + _LZ.compressToBase64(text)))
    for what, data in _scl_pastes():
        text = json.dumps(data, separators=(",", ":"))
        found.append((what, "https://sudokupad.app/scl" + _LZ.compressToBase64(text)))
    short = [(label, link) for label, link in found if len(link) <= LONGEST_PASTE]
    return short, len(found) - len(short)


def rule_lists(fz: Fuzzer) -> None:
    """Every paste of `pastes()`, into the form that takes a puzzle."""
    rule = next((r for r, f in sorted(fz.site.forms.items()) if "puzzle" in f), "/games")
    sent, too_long = pastes()
    reqs = [Req(-1000 - n, f"rule list: {label}", "POST", rule, rule, browser=fz.probe_browser,
                fields=[("csrf_token", Live("csrf")), ("puzzle", link), ("variant", "classic")],
                timeout=20.0, source=f"127.0.0.{FIRST_ADDRESS + n // PER_ADDRESS}")
            for n, (label, link) in enumerate(sent)]
    with ThreadPoolExecutor(3, thread_name_prefix="links") as pool:
        answers = list(pool.map(fz.send, reqs))
    statuses = Counter(a.status for a in answers)
    print(f"rule lists: {len(answers)} link pastes over {len(KEYS)} rule keys (malformed and "
          f"huge; {too_long} longer than the paste box not sent), slowest "
          f"{max((a.seconds for a in answers), default=0):.2f} s, by status "
          + ", ".join(f"{k}: {v}" for k, v in sorted(statuses.items(), key=str)), flush=True)
