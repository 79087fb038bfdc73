"""Links and formats other apps use: f-puzzles, SudokuPad and SudokuWiki, read and written.

Strings in, strings out: nothing here fetches anything. A link that only names a
puzzle kept on a server (a short link) is refused with what to do instead.

- f-puzzles: `https://www.f-puzzles.com/?load=<payload>`, the payload lz-string's
  compressToBase64 of f-puzzles' JSON (`size`, `grid` of rows of cells with
  `value`, `given`, `region`, and one key per rule: `diagonal+`, `thermometer`, ...).
  The JSON pasted as it is is read too.
- SudokuPad (`sudokupad.app`, `app.crackingthecryptic.com`), the puzzle in the path or in
  `?puzzle=`: `fpuzzles<payload>` (f-puzzles' JSON as above) or `scl<payload>`
  (SudokuPad's own JSON: `cells` rows of `{value}`, `regions` lists of [row, col],
  `lines`, `cages`, `arrows`, `underlays`, `overlays`, `global`), often "zipped"
  (short property names, unquoted keys; see engine/link_payloads.py) before lz-string.
- SudokuWiki: `https://www.sudokuwiki.org/sudoku.htm?bd=` with 81 digits or the
  `S9B` position form `sudokuwiki_link` writes (engine/exchange.py).

What the assistant plays is read: the givens; both diagonals (X-Sudoku) or one;
disjoint groups (Colour Sudoku); irregular regions (Jigsaw); killer cages with their sums
(Killer: f-puzzles' `killercage` or `cage` entries, SudokuPad's `cages` with a value; cells
in no cage are allowed, as setters leave some out); extra regions, and cages without a sum
where they mean "digits do not repeat" (engine/region_links.py). These mix, but for a
Jigsaw's regions with a Killer's cages. A player's digits that are not givens are kept apart
(`entries`). Any other rule is refused by name, never dropped.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import unquote, urlsplit

from lzstring import LZString

from .brute_force import DEFAULT_BUDGET
from .explain.reason import Cell, say
from .grid import Grid
from .link_payloads import decompressed, malformed, parsed_json, scl_json_text, zipped
from .notation import PuzzleError, check_clashes
from .puzzle import Puzzle, load_puzzle, unique_solution
from .region_links import (
    fpuzzles_regions_json,
    house_elements,
    is_region_rule,
    names_extra_regions,
    read_fpuzzles_regions,
    region_of,
    says_cages_do_not_repeat,
    scl_regions_json,
    shaded_cells,
)
from .rule_links import (
    MOST_ELEMENTS,
    RULE_KEYS,
    TooMany,
    canonical,
    fpuzzles_rules_json,
    read_fpuzzles_rules,
)
from .rules import with_rules
from .rules.base import Rule
from .rules.cages import killer
from .rules.houses import (
    CLASSIC,
    MOST_HOUSES,
    LayoutError,
    Variant,
    box_of,
    jigsaw,
    variant_named,
)
from .scl_marks import GLOBALS, read_scl_marks, split_chevrons, split_margin_arrows
from .scl_rules import read_scl_rules, rules_text_of, scl_rules_json

FPUZZLES, SUDOKUPAD, SUDOKUWIKI = "f-puzzles", "SudokuPad", "SudokuWiki"
FPUZZLES_LINK = "https://www.f-puzzles.com/?load="
SUDOKUPAD_LINK = "https://sudokupad.app/"
EMPTY = "." * 81

_LZ = LZString()
_BOXES = "".join(str(box_of(c) + 1) for c in range(81))
_SUDOKUPAD_HOSTS = ("sudokupad.app", "app.crackingthecryptic.com", "sudokupad.svencodes.com")
_FPUZZLES_HOSTS = ("f-puzzles.com",)
_SUDOKUWIKI_HOSTS = ("sudokuwiki.org",)
# Sites that only shorten a link: what they point at needs the network to find.
_SHORTENERS = (
    "tinyurl.com", "bit.ly", "t.co", "tiny.cc", "is.gd", "goo.gl", "ow.ly", "rb.gy",
    "shorturl.at", "cutt.ly", "v.gd", "buff.ly", "rebrand.ly", "tiny.one",
)
_HOSTS = _SUDOKUPAD_HOSTS + _FPUZZLES_HOSTS + _SUDOKUWIKI_HOSTS + _SHORTENERS
_URL = re.compile(r"^(?:https?://|www\.)", re.IGNORECASE)
_BARE_HOST = re.compile(r"^(?:[a-z0-9-]+\.)*(" + "|".join(map(re.escape, _HOSTS)) + r")[/?]",
                        re.IGNORECASE)
# SudokuPad's payload prefixes (its aliases included): the JSON of each form follows.
_SCL = ("scl", "ctc")
_FPUZ = ("fpuzzles", "fpuz")
_PAYLOAD = re.compile(r"^(fpuzzles|fpuz|scl|ctc)[A-Za-z0-9+/=% \\-]{8,}$")
_META_CAGE = re.compile(r"^[A-Za-z]+:")
_BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"

# ----- the rules a puzzle can have, by the name the refusal says --------------------
# f-puzzles' keys for the rules we do not play (cages are read apart: see _fpuzzles_cages;
# thermometers, arrows, lines and drawings in engine/rule_links.py).
_FPUZZLES_RULES = {
    "killercage": "killer-cages",
    "cage": "killer-cages",
    "difference": "kropki",
    "ratio": "kropki",
    "xv": "xv",
    "minimum": "minimum",
    "maximum": "maximum",
    "odd": "odd",
    "even": "even",
    "clone": "clones",
    "quadruple": "quadruples",
    "lockout": "lockout",
    "entropicline": "entropic",
    "modularline": "modular",
    "nabner": "nabner",
    "doublearrow": "double-arrows",
    "zipperline": "zipper",
    "antiknight": "anti-knight",
    "antiking": "anti-king",
    "nonconsecutive": "nonconsecutive",
    "negative": "negative",
    "fogofwar": "fog",
    "foglight": "fog",
}
# Keys that say nothing about the rules: the puzzle's name, its author, its solution...
_FPUZZLES_FREE = frozenset(
    ("size", "grid", "title", "author", "ruleset", "solution", "disabledlogic",
     "truecandidatesoptions", "version", "metadata", "highlightConflicts", "id")
)
_SCL_FREE = frozenset(("id", "metadata", "cellSize", "settings", "duration", "videos", "title",
                       "author", "rules", "solution", "sourcepuzzle"))
# Rules refused with "not yet" (ones we mean to play soon): none since killer cages came in.
_YET: frozenset[str] = frozenset()
# f-puzzles' cell names: R1C1.
_FPUZZLES_CELL = re.compile(r"^[Rr]([1-9])[Cc]([1-9])$")


@dataclass(frozen=True)
class LinkedPuzzle:
    """What a link holds that the assistant plays.

    givens: 81 characters, a digit or '.'; variant: the engine's variant name
    ('classic', 'x', 'colour', 'jigsaw:<layout>', 'killer:<cage map>:<sums>'); entries:
    the player's own digits (not givens), 81 characters, kept for an editor to come (not
    played yet);
    candidates: the pencil marks of a SudokuWiki position (a digit mask per cell),
    None when the link has none; source: the site the link is for; marks: the setter's
    given pencil marks, part of the puzzle (f-puzzles' `givenPencilMarks`): the digits
    each cell may hold as a mask, 0x1FF where none are given; None when none are.
    The variant's name carries the rule elements (thermometers, arrows, lines) too:
    `rules` lists them.
    """

    givens: str
    variant: str = "classic"
    entries: str = EMPTY
    candidates: tuple[int, ...] | None = None
    source: str = field(default="", compare=False)
    marks: tuple[int, ...] | None = None

    @property
    def rules(self) -> tuple[Rule, ...]:
        """The puzzle's rule elements: thermometers, arrows, lines."""
        return variant_named(self.variant).rules

    @staticmethod
    def of(grid: Grid) -> LinkedPuzzle:
        """The puzzle of a grid: its givens and variant (a player's digits left out)."""
        givens = "".join(
            str(v) if v and grid.is_given(c) else "." for c, v in enumerate(grid.values)
        )
        return LinkedPuzzle(givens, grid.variant.name)


def _refuse(message: str, **params: Any) -> PuzzleError:
    return PuzzleError(say(message, **params))


_malformed = malformed


# ----- recognising a link ------------------------------------------------------------------


def is_puzzle_link(text: str) -> bool:
    """Whether the text is a link, SudokuPad payload or f-puzzles JSON rather than a puzzle
    written out (81 characters, the ;rcv form, a pencil-mark grid, a HoDoKu line)."""
    stripped = text.strip()
    if not stripped:
        return False
    if stripped.startswith("{"):
        return True
    return bool(
        _URL.match(stripped) or _BARE_HOST.match(stripped) or _PAYLOAD.match(stripped)
    )


def read_link(text: str, variant: Variant = CLASSIC) -> LinkedPuzzle:
    """The puzzle a link (or f-puzzles JSON, or a bare SudokuPad payload) holds, unchecked.

    `variant` is used only by a SudokuWiki link, which carries none; every other
    link says its own. PuzzleError, in words for a person, for anything not read.
    """
    stripped = text.strip()
    if stripped.startswith("{"):
        return _from_fpuzzles(parsed_json(stripped, FPUZZLES), FPUZZLES)
    if _PAYLOAD.match(stripped):
        return _sudokupad_payload(stripped)
    url = stripped if "://" in stripped else "https://" + stripped
    try:
        parts = urlsplit(url)
    except ValueError:
        raise _refuse("link.site", host=stripped[:40]) from None
    host = (parts.hostname or "").lower()
    if _on(host, _SHORTENERS):
        raise _refuse("link.short", site=SUDOKUPAD)
    if _on(host, _FPUZZLES_HOSTS):
        load = _query_value(parts.query, "load")
        if load is None:
            raise _refuse("link.short", site=FPUZZLES)
        return _from_fpuzzles(decompressed(load, FPUZZLES), FPUZZLES)
    if _on(host, _SUDOKUPAD_HOSTS):
        return _sudokupad_payload(_sudokupad_part(parts.path, parts.query))
    if _on(host, _SUDOKUWIKI_HOSTS):
        board = _query_value(parts.query, "bd")
        if board is None:
            raise _malformed(SUDOKUWIKI)
        return _from_sudokuwiki(board, variant)
    raise _refuse("link.site", host=(host or stripped)[:60])


def _on(host: str, sites: tuple[str, ...]) -> bool:
    return any(host == site or host.endswith("." + site) for site in sites)


def _query_value(query: str, name: str) -> str | None:
    """A query parameter as it was written: '+' kept (base64 has it), %xx decoded."""
    for item in query.split("&"):
        key, eq, value = item.partition("=")
        if eq and key == name:
            return unquote(value)
    return None


def _sudokupad_part(path: str, query: str) -> str:
    """The payload of a SudokuPad link: `?puzzle=` or the path after its page name."""
    payload = _query_value(query, "puzzle")
    if payload is None:
        payload = path.lstrip("/")
        for page in ("sudoku/", "puzzle/"):
            if payload.startswith(page):
                payload = payload[len(page) :]
        payload = unquote(payload)
    if not payload or not payload.startswith(_SCL + _FPUZ + ("scf",)):
        raise _refuse("link.short", site=SUDOKUPAD)
    return payload


def _sudokupad_payload(payload: str) -> LinkedPuzzle:
    if payload.startswith(_FPUZ):
        body = payload[len("fpuzzles") :] if payload.startswith("fpuzzles") else payload[4:]
        return _from_fpuzzles(decompressed(body, SUDOKUPAD), SUDOKUPAD)
    if payload.startswith(_SCL):
        return _from_scl(scl_json_text(decompressed(payload[3:], SUDOKUPAD, json_only=False)))
    raise _refuse("link.sudokupad-form", form=payload[:3])


# ----- f-puzzles' JSON ---------------------------------------------------------------------


def _digit(value: Any) -> int | None:
    """1-9 from a cell's value (a number, or a digit in a string); None for no value."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise ValueError(value)
    if isinstance(value, str) and value.isascii() and value.isdigit():
        value = int(value)
    if isinstance(value, int) and 1 <= value <= 9:
        return value
    raise ValueError(value)


def _rule_names(names: list[str]) -> list[str]:
    seen: list[str] = []
    for name in names:
        if name not in seen:
            seen.append(name)
    return seen


def _refuse_rules(names: list[str]) -> PuzzleError:
    names = _rule_names(names)
    rules = tuple(say("link.rule." + name) for name in names)
    if all(name in _YET for name in names):
        return _refuse("link.unsupported-yet", rules=rules)
    return _refuse("link.unsupported", rules=rules)


def _from_fpuzzles(data: Any, site: str) -> LinkedPuzzle:
    if not isinstance(data, dict) or not isinstance(data.get("grid"), list):
        raise _malformed(site)
    grid = data["grid"]
    size = data.get("size", len(grid))
    if not isinstance(size, int) or isinstance(size, bool):
        raise _malformed(site)
    if size != 9:
        raise _refuse("link.size", size=size)
    if len(grid) != 9:
        raise _malformed(site)
    givens, entries, regions = [], [], []
    marks = [0x1FF] * 81
    unplayed: list[str] = []
    try:
        for r, row in enumerate(grid):
            if not isinstance(row, list) or len(row) != 9:
                raise ValueError(row)
            for c, cell in enumerate(row):
                cell = cell if cell is not None else {}
                if not isinstance(cell, dict):
                    raise ValueError(cell)
                digit = _digit(cell.get("value"))
                given = bool(digit) and cell.get("given") is True
                givens.append(str(digit) if given else ".")
                entries.append(str(digit) if digit and not given else ".")
                if "region" not in cell:
                    regions.append(box_of(r * 9 + c) + 1)
                elif cell["region"] is None:
                    regions.append(0)
                else:
                    region = cell["region"]
                    if isinstance(region, str) and region.isascii() and region.isdigit():
                        region = int(region)
                    if not isinstance(region, int) or isinstance(region, bool):
                        raise ValueError(region)
                    if not 0 <= region <= 8:
                        raise ValueError(region)
                    regions.append(region + 1)
                if cell.get("givenPencilMarks") and not digit:
                    marks[r * 9 + c] = _marks(cell["givenPencilMarks"])
        elements, drawn = read_fpuzzles_rules(data)
    except TooMany:
        raise _refuse("link.too-many-rules", most=MOST_ELEMENTS) from None
    except (ValueError, TypeError):
        raise _malformed(site) from None
    unplayed += drawn
    # f-puzzles' diagonal- runs r1c1 to r9c9 (the main diagonal), diagonal+ r9c1 to r1c9.
    main, anti = bool(data.get("diagonal-")), bool(data.get("diagonal+"))
    disjoint = bool(data.get("disjointgroups"))
    cages: list[tuple[list[int], int]] = []
    extra: list[Rule] = []
    rules_text = data.get("ruleset") if isinstance(data.get("ruleset"), str) else ""
    for key, value in data.items():
        if key in _FPUZZLES_FREE or key in ("diagonal+", "diagonal-", "disjointgroups"):
            continue
        if key in RULE_KEYS:
            continue  # read above
        if not value:
            continue  # an empty list, false: the rule is not there
        if key in ("killercage", "cage"):
            cages += _fpuzzles_cages(value, site, unplayed if key == "cage" else None, extra,
                                     key == "killercage" or says_cages_do_not_repeat(rules_text))
            continue
        if key == "extraregion":
            try:
                extra += read_fpuzzles_regions(value)
            except TooMany:
                raise _refuse("link.too-many-rules", most=MOST_ELEMENTS) from None
            except (ValueError, TypeError):
                raise _malformed(site) from None
            continue
        name = _FPUZZLES_RULES.get(key)
        if name is None:
            raise _refuse("link.unknown-rule", name=str(key)[:40])
        unplayed.append(name)
    if unplayed:
        raise _refuse_rules(unplayed)
    if 0 in regions:
        raise _refuse("link.no-region")
    linked = _linked(givens, entries, regions, (main, anti), disjoint, site, cages,
                     extra + elements)
    if any(mask != 0x1FF for mask in marks):
        linked = replace(linked, marks=tuple(marks))
    return linked


def _marks(raw: Any) -> int:
    """A cell's given pencil marks as a digit mask."""
    if not isinstance(raw, list) or len(raw) > 9:
        raise ValueError(raw)
    mask = 0
    for value in raw:
        digit = _digit(value)
        if digit is None:
            raise ValueError(raw)
        mask |= 1 << (digit - 1)
    return mask


def _fpuzzles_cages(
    value: Any, site: str, drawings: list[str] | None = None,
    extra: list[Rule] | None = None, unique: bool = False,
) -> list[tuple[list[int], int]]:
    """The killer cages of an f-puzzles `killercage` or `cage` list: (cells, sum) each;
    cages that only carry the puzzle's words are skipped. `cage` is f-puzzles' drawing
    tool (setters draw killer cages with it too): one labelled with words, not a sum (a
    clone's letter), is a drawing, named in `drawings`. A cage without a value whose
    digits do not repeat (`unique`: every `killercage`, a `cage` where the rules text says
    so) is an extra region, added to `extra`."""
    if not isinstance(value, list):
        raise _malformed(site)
    cages = []
    for cage in value:
        if _metadata_cage(cage):
            continue
        if isinstance(cage, dict) and cage.get("fromConstraint"):
            continue  # drawn by another rule's tool: that rule is read (or refused) apart
        if not isinstance(cage, dict) or not isinstance(cage.get("cells"), list):
            raise _malformed(site)
        cells = []
        for name in cage["cells"]:
            found = _FPUZZLES_CELL.match(name) if isinstance(name, str) else None
            if found is None:
                raise _malformed(site)
            cells.append((int(found.group(1)) - 1) * 9 + int(found.group(2)) - 1)
        label = cage.get("value")
        if drawings is not None and isinstance(label, str) and re.search(r"[^\W\d_]", label):
            drawings.append("drawings")
            continue
        if label in (None, "") and unique and extra is not None:
            _add_region(extra, cells, site)
            continue
        if label in (None, "") and drawings is not None:
            drawings.append("drawings")  # an outline that may carry rules (a clone's)
            continue
        cages.append((cells, _cage_sum(label, cells, site)))
    return cages


def _add_region(extra: list[Rule], cells: list[int], site: str) -> None:
    try:
        region = region_of(cells)
    except ValueError:
        raise _malformed(site) from None
    if region is not None:
        extra.append(region)


def _cage_sum(value: Any, cells: list[int], site: str) -> int:
    """A cage's sum from its value (a number, or digits in a string). A cage that shows
    no sum (none, or words such as '?') is refused, since the engine plays a cage by its
    sum; a sum out of any cage's reach is left for killer() to refuse with its reason."""
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        if len(value.strip()) > 4:  # no cage sums to that much: a damaged payload
            raise _malformed(site)
        value = int(value.strip())
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if not cells or not (value is None or isinstance(value, str)):
        raise _malformed(site)
    raise _refuse("link.cage-without-sum", cell=Cell(min(cells)))


def _metadata_cage(cage: Any) -> bool:
    """A cage that only carries words (title: ..., rules: ...), as f-puzzles and SudokuPad
    keep a puzzle's metadata: no cells, or drawn in no colour at all."""
    if not isinstance(cage, dict):
        return False
    value = str(cage.get("value", ""))
    if not _META_CAGE.match(value):
        return False
    no_cells = not cage.get("cells")
    invisible = all(
        re.fullmatch(r"#([0-9a-fA-F]{3}0|[0-9a-fA-F]{6}00)", str(cage.get(key, "#0000")))
        for key in ("fontC", "outlineC")
    )
    return no_cells or invisible


def _linked(
    givens: list[str], entries: list[str], regions: list[int], diagonals: tuple[bool, bool],
    disjoint: bool, site: str, cages: list[tuple[list[int], int]] | None = None,
    rules: list[Rule] | None = None,
) -> LinkedPuzzle:
    layout = "".join(str(r) for r in regions)
    irregular = _canonical(layout) != _BOXES
    if irregular and cages:
        # A Killer's cages stand on the 3x3 boxes (engine/rules/cages.py).
        named = tuple(say("link.rule." + name) for name in ("regions", "killer-cages"))
        raise _refuse("link.combined", rules=named)
    # Both diagonals on the 3x3 boxes make X-Sudoku, the groups alone Colour Sudoku; what
    # the variant does not hold (one diagonal, the groups with diagonals, either with a
    # Jigsaw's regions or a Killer's cages) is a rule element adding its houses.
    boxes = not (irregular or cages)
    x = all(diagonals) and boxes
    colour = disjoint and boxes and not any(diagonals)
    main, anti = (False, False) if x else diagonals
    rules = house_elements(main, anti, disjoint and not colour) + list(rules or ())
    if len(rules) > MOST_ELEMENTS:  # extra regions beside the elements already counted
        raise _refuse("link.too-many-rules", most=MOST_ELEMENTS)
    if cages:
        try:
            # A setter may leave cells out of every cage: they are plain cells.
            variant = killer(cages, every_cell=False).name
        except LayoutError as error:
            raise _refuse("puzzle.not-killer", why=error.reason) from None
    elif irregular:
        try:
            variant = jigsaw(layout).name
        except LayoutError as error:
            raise _refuse("link.layout", why=error.reason) from None
    else:
        variant = "x" if x else "colour" if colour else "classic"
    if rules:
        # Thermometers, arrows and lines mix with any of the above.
        try:
            variant = with_rules(variant_named(variant), rules).name
        except ValueError:  # more houses than the engine holds (engine/rules/houses.py)
            raise _refuse("link.too-many-houses", most=MOST_HOUSES) from None
    return LinkedPuzzle("".join(givens), variant, "".join(entries), None, site)


def _canonical(layout: str) -> str:
    names: list[str] = []
    for ch in layout:
        if ch not in names:
            names.append(ch)
    return "".join(str(names.index(ch) + 1) for ch in layout)


def fpuzzles_json(puzzle: LinkedPuzzle) -> dict[str, Any]:
    """f-puzzles' JSON of a puzzle: its givens, a player's digits (not given), its rules."""
    variant = variant_named(puzzle.variant)
    layout = _layout(variant)
    grid = []
    for r in range(9):
        row = []
        for c in range(9):
            cell: dict[str, Any] = {}
            i = r * 9 + c
            if puzzle.givens[i] != ".":
                cell = {"value": int(puzzle.givens[i]), "given": True}
            elif puzzle.entries[i] != ".":
                cell = {"value": int(puzzle.entries[i])}
            if layout is not None:
                cell["region"] = int(layout[i]) - 1
            row.append(cell)
        grid.append(row)
    data: dict[str, Any] = {"size": 9, "title": "", "author": "", "ruleset": "", "grid": grid}
    if variant.kind == "x":
        data["diagonal+"] = True
        data["diagonal-"] = True
    if variant.kind == "colour":
        data["disjointgroups"] = True
    if variant.cages:
        data["killercage"] = [
            {"cells": [f"R{c // 9 + 1}C{c % 9 + 1}" for c in cage.cells], "value": str(cage.total)}
            for cage in variant.cages
        ]
    data.update(fpuzzles_rules_json([r for r in variant.rules if not is_region_rule(r)]))
    regions_data, regions_said = fpuzzles_regions_json(variant.rules)
    data.update(regions_data)
    if regions_said:
        data["ruleset"] = "\n".join(
            [data.get("ruleset") or "Normal sudoku rules apply.", *regions_said])
    if puzzle.marks is not None:
        for i, mask in enumerate(puzzle.marks):
            if mask != 0x1FF and puzzle.givens[i] == ".":
                digits = [d for d in range(1, 10) if mask >> (d - 1) & 1]
                grid[i // 9][i % 9]["givenPencilMarks"] = digits
    return data


def _layout(variant: Variant) -> str | None:
    """A jigsaw's layout (81 digits 1-9), None for the 3x3 boxes."""
    kind, _, layout = variant.base_name.partition(":")
    return layout if kind == "jigsaw" else None


def _payload(data: dict[str, Any]) -> str:
    return _LZ.compressToBase64(json.dumps(data, separators=(",", ":")))


def fpuzzles_link(puzzle: LinkedPuzzle | Grid) -> str:
    """A link that opens the puzzle in f-puzzles."""
    if isinstance(puzzle, Grid):
        puzzle = LinkedPuzzle.of(puzzle)
    return FPUZZLES_LINK + _payload(fpuzzles_json(puzzle))


def sudokupad_link(puzzle: LinkedPuzzle | Grid) -> str:
    """A link that opens the puzzle in SudokuPad: its f-puzzles form, which SudokuPad reads."""
    if isinstance(puzzle, Grid):
        puzzle = LinkedPuzzle.of(puzzle)
    return SUDOKUPAD_LINK + "fpuzzles" + _payload(fpuzzles_json(puzzle))


# ----- SudokuPad's own JSON (scl) ----------------------------------------------------------


def _point(value: Any) -> tuple[float, float] | None:
    if isinstance(value, list) and len(value) == 2 and all(
        isinstance(v, int | float) and not isinstance(v, bool) for v in value
    ):
        return (float(value[0]), float(value[1]))
    return None


def _from_scl(data: Any) -> LinkedPuzzle:
    site = SUDOKUPAD
    if not isinstance(data, dict) or not isinstance(data.get("cells"), list):
        raise _malformed(site)
    rows = data["cells"]
    if len(rows) != 9 or not all(isinstance(row, list) and len(row) == 9 for row in rows):
        if all(isinstance(row, list) and len(row) == len(rows) for row in rows):
            raise _refuse("link.size", size=len(rows))
        raise _malformed(site)
    givens = []
    try:
        for row in rows:
            for cell in row:
                if cell is None:
                    cell = {}
                if not isinstance(cell, dict):
                    raise ValueError(cell)
                digit = _digit(cell.get("value"))
                givens.append(str(digit) if digit else ".")
        regions = _scl_regions(data.get("regions"))
    except (ValueError, TypeError, IndexError):
        raise _malformed(site) from None
    unplayed: list[str] = []
    main = anti = disjoint = False
    no_region = 0 in regions
    cages: list[tuple[list[int], int]] = []
    extra: list[Rule] = []
    # A cage without a sum is an extra region where SudokuPad flags it unique or the
    # rules say cages do not repeat; else where it is shaded and the rules name them.
    unique_cages = says_cages_do_not_repeat(rules_text_of(data))
    bare: list[list[int]] = []
    # Drawings that may be thermometers, arrows and lines: engine/scl_rules.py reads them.
    lines: list[Any] = []
    arrows: list[Any] = []
    shapes: list[Any] = []
    flags: list[str] = []  # SudokuPad's global rules: anti-knight, negative constraints...
    for key, value in data.items():
        if key in ("cells", "regions") or key in _SCL_FREE or not value:
            continue
        if not isinstance(value, list):
            raise _refuse("link.unknown-rule", name=str(key)[:40])
        if key == "lines":
            for line in value:
                ends = _diagonal(line)
                if ends == "main":
                    main = True
                elif ends == "anti":
                    anti = True
                else:
                    lines.append(line)
        elif key == "cages":
            for cage in value:
                if not isinstance(cage, dict):
                    raise _malformed(site)
                if not cage.get("cells"):
                    if not _META_CAGE.match(str(cage.get("value", ""))):
                        raise _malformed(site)
                elif cage.get("type") == "disjoint":
                    disjoint = True
                elif cage.get("style") == "extraregion":
                    _add_region(extra, _scl_cells(cage["cells"]), site)
                elif cage.get("hidden") and cage.get("unique") is False:
                    no_region = True  # SudokuPad's cage for cells of no region
                elif _metadata_cage(cage):
                    continue
                else:
                    cells = _scl_cells(cage["cells"])
                    if cage.get("value") not in (None, ""):
                        cages.append((cells, _cage_sum(cage.get("value"), cells, site)))
                    elif unique_cages or cage.get("unique") is True:
                        _add_region(extra, cells, site)
                    else:
                        bare.append(cells)
        elif key == "arrows":
            arrows += value
        elif key in ("underlays", "overlays"):
            shapes += value
        elif key == "global":
            for name in value:
                if name == "disjoint":
                    disjoint = True
                elif name in GLOBALS:
                    flags.append(name)
                else:
                    raise _refuse("link.unknown-rule", name=str(name)[:40])
        elif key in ("foglight", "fogofwar"):
            unplayed.append("fog")
        else:
            raise _refuse("link.unknown-rule", name=str(key)[:40])
    if bare:  # SudokuPad's extra regions: grey cells caged, named by the rules
        shaded = shaded_cells(shapes) if names_extra_regions(rules_text_of(data)) else 0
        for cells in bare:
            if all(shaded >> c & 1 for c in cells):
                _add_region(extra, cells, site)
            else:
                _cage_sum(None, cells, site)  # refused with its cell
    try:
        rules_text = rules_text_of(data)
        # Little killers' arrows and min/max chevrons are marks, not arrows and lines.
        margin, arrows = split_margin_arrows(arrows)
        chevrons, lines = split_chevrons(lines)
        elements, drawn, left = read_scl_rules(lines, arrows, shapes, rules_text)
        marks, refused, left = read_scl_marks(left, margin, chevrons, flags, rules_text)
        drawn += refused
        elements = canonical(elements + marks)
        if len(elements) > MOST_ELEMENTS:
            raise TooMany(len(elements))
    except TooMany:
        raise _refuse("link.too-many-rules", most=MOST_ELEMENTS) from None
    except (ValueError, TypeError):
        raise _malformed(site) from None
    unplayed += drawn
    if not all(_highlight(shape) for shape in left):
        unplayed.append("marks")
    if unplayed:
        raise _refuse_rules(unplayed)
    if no_region:
        raise _refuse("link.no-region")
    return _linked(givens, ["."] * 81, regions, (main, anti), disjoint, site, cages,
                   extra + elements)


def _scl_cells(raw: Any) -> list[int]:
    """A SudokuPad cage's cells: [row, col] pairs from 0 (or R1C1 names, as some write)."""
    if not isinstance(raw, list):
        raise _malformed(SUDOKUPAD)
    cells = []
    for rc in raw:
        point = _point(rc)
        if point is not None and all(v.is_integer() and 0 <= v <= 8 for v in point):
            cells.append(int(point[0]) * 9 + int(point[1]))
            continue
        found = _FPUZZLES_CELL.match(rc) if isinstance(rc, str) else None
        if found is None:
            raise _malformed(SUDOKUPAD)
        cells.append((int(found.group(1)) - 1) * 9 + int(found.group(2)) - 1)
    return cells


def _scl_regions(raw: Any) -> list[int]:
    """Each cell's region number 1-9 from SudokuPad's lists of [row, col]; 0 for none."""
    if raw is None:
        return [box_of(c) + 1 for c in range(81)]
    if not isinstance(raw, list) or len(raw) > 9:
        raise ValueError(raw)
    regions = [0] * 81
    for number, cells in enumerate(raw, 1):
        if not isinstance(cells, list):
            raise ValueError(cells)
        for rc in cells:
            point = _point(rc)
            if point is None or not all(v.is_integer() and 0 <= v <= 8 for v in point):
                raise ValueError(rc)
            cell = int(point[0]) * 9 + int(point[1])
            if regions[cell]:
                raise ValueError(rc)
            regions[cell] = number
    return regions


def _diagonal(line: Any) -> str | None:
    """'main' or 'anti' for a line drawn corner to corner across the grid, else None."""
    if not isinstance(line, dict):
        return None
    points = line.get("wayPoints")
    if not isinstance(points, list) or len(points) != 2:
        return None
    ends = {_point(p) for p in points}
    if ends == {(0.0, 0.0), (9.0, 9.0)}:
        return "main"
    if ends == {(0.0, 9.0), (9.0, 0.0)}:
        return "anti"
    return None


def _highlight(shape: Any) -> bool:
    """A cell coloured in (one cell wide and high, no words): no rule."""
    return (
        isinstance(shape, dict)
        and shape.get("width") == 1
        and shape.get("height") == 1
        and not shape.get("text")
    )


def scl_json(puzzle: LinkedPuzzle) -> dict[str, Any]:
    """SudokuPad's own JSON of a puzzle: its givens, regions and rules (no player digits)."""
    variant = variant_named(puzzle.variant)
    layout = _layout(variant) or _BOXES
    cells = [
        [{"value": int(puzzle.givens[r * 9 + c])} if puzzle.givens[r * 9 + c] != "." else {}
         for c in range(9)]
        for r in range(9)
    ]
    regions = [[[c // 9, c % 9] for c in range(81) if layout[c] == str(n)] for n in range(1, 10)]
    data: dict[str, Any] = {"id": "", "cellSize": 50, "cells": cells, "regions": regions}
    if variant.kind == "x":
        data["lines"] = [
            {"color": "#34BBE6", "thickness": 2, "wayPoints": [[0, 0], [9, 9]]},
            {"color": "#34BBE6", "thickness": 2, "wayPoints": [[0, 9], [9, 0]]},
        ]
    if variant.kind == "colour":
        data["cages"] = [
            {"cells": [[c // 9, c % 9] for c in house.cells], "unique": True, "type": "disjoint"}
            for house in variant.houses
            if house.kind == "group"
        ]
        data["global"] = ["disjoint"]
    if variant.cages:
        data["cages"] = [
            {"cells": [[c // 9, c % 9] for c in cage.cells], "value": str(cage.total),
             "unique": True}
            for cage in variant.cages
        ]
    if variant.rules:
        others = [r for r in variant.rules if not is_region_rule(r)]
        for key, shapes in [*scl_rules_json(others).items(),
                            *scl_regions_json(variant.rules).items()]:
            data[key] = data.get(key, []) + shapes
        if any(r.kind == "disjoint-groups" for r in variant.rules):
            data["global"] = [*data.get("global", []), "disjoint"]
        # SudokuPad keeps a puzzle's rules text in a cage of words (its metadata).
        rules_text = "\n".join(
            [fpuzzles_rules_json(others).get("ruleset") or "Normal sudoku rules apply.",
             *fpuzzles_regions_json(variant.rules)[1]])
        data["cages"] = data.get("cages", []) + [{"value": "rules: " + rules_text}]
    return data


def scl_link(puzzle: LinkedPuzzle | Grid) -> str:
    """A link that opens the puzzle in SudokuPad in its own (zipped scl) form."""
    if isinstance(puzzle, Grid):
        puzzle = LinkedPuzzle.of(puzzle)
    return SUDOKUPAD_LINK + "scl" + _LZ.compressToBase64(zipped(scl_json(puzzle)))


# ----- SudokuWiki --------------------------------------------------------------------------


def _from_sudokuwiki(board: str, variant: Variant) -> LinkedPuzzle:
    board = board.strip()
    if re.fullmatch(r"[0-9.]{81}", board):
        givens = board.replace("0", ".")
        return LinkedPuzzle(givens, variant.name, EMPTY, None, SUDOKUWIKI)
    codes = board[3:].lower()
    if not board.startswith("S9B") or len(codes) != 162 or any(ch not in _BASE36 for ch in codes):
        raise _malformed(SUDOKUWIKI)
    givens, entries, candidates = [], [], []
    for c in range(81):
        n = _BASE36.index(codes[2 * c]) * 36 + _BASE36.index(codes[2 * c + 1])
        if 1 <= n <= 9:
            givens.append(str(n))
            entries.append(".")
            candidates.append(0)
        elif 10 <= n <= 18:
            givens.append(".")
            entries.append(str(n - 9))
            candidates.append(0)
        elif 18 < n <= 18 + 0x1FF:
            givens.append(".")
            entries.append(".")
            candidates.append(n - 18)
        else:
            raise _malformed(SUDOKUWIKI)
    return LinkedPuzzle(
        "".join(givens), variant.name, "".join(entries), tuple(candidates), SUDOKUWIKI
    )


# ----- a link to a puzzle to play ------------------------------------------------------


def load_link(
    text: str, variant: Variant = CLASSIC, budget: int | None = DEFAULT_BUDGET
) -> Puzzle:
    """A link's puzzle, checked as a pasted one is: one solution from its givens.

    The link's own variant wins; `variant` is for a SudokuWiki link, which has none.
    A SudokuWiki position keeps its placed digits and pencil marks (as a HoDoKu line
    does); a player's digits in an f-puzzles or SudokuPad link are not played yet.
    """
    linked = read_link(text, variant)
    rules = variant_named(linked.variant)
    if linked.candidates is None and linked.marks is None:
        return load_puzzle(linked.givens, rules, budget)
    return _position(linked, rules, budget)


def prove_link(asked: tuple[str, str, int]) -> tuple[str, object]:
    """A link's puzzle checked with a larger budget, where waiting is allowed (a web
    app's background pool): ("proven", (givens, variant name, solution)) for
    remember_proof, or ("refused", the Reason)."""
    text, variant, budget = asked
    try:
        puzzle = load_link(text, variant_named(variant), budget)
    except PuzzleError as refusal:
        return "refused", refusal.reason
    grid = puzzle.grid
    givens = tuple(v if grid.givens >> c & 1 else 0 for c, v in enumerate(grid.values))
    return "proven", (givens, grid.variant.name, puzzle.solution)


def _position(linked: LinkedPuzzle, rules: Variant, budget: int | None = DEFAULT_BUDGET
              ) -> Puzzle:
    """A SudokuWiki position, or a puzzle with given pencil marks: the digits a cell
    may not hold by its marks are excluded from the start."""
    # Only a SudokuWiki position's placed digits are played (see load_link).
    entries = linked.entries if linked.candidates is not None else EMPTY
    values = [
        int(g) if g != "." else int(e) if e != "." else 0
        for g, e in zip(linked.givens, entries, strict=True)
    ]
    check_clashes(values, rules)
    givens = sum(1 << c for c, g in enumerate(linked.givens) if g != ".")
    allowed = [
        (linked.candidates[c] if linked.candidates is not None else 0x1FF)
        & (linked.marks[c] if linked.marks is not None else 0x1FF)
        for c in range(81)
    ]
    exclusions = [0 if values[c] else 0x1FF & ~allowed[c] for c in range(81)]
    grid = Grid(values, givens, exclusions, rules)
    solution = unique_solution(grid, budget)
    for cell, digit in enumerate(solution):
        if values[cell] and values[cell] != digit:
            raise _refuse("puzzle.position.wrong-value", cell=Cell(cell), digit=values[cell])
        if not values[cell] and not grid.candidates[cell] >> (digit - 1) & 1:
            raise _refuse("puzzle.position.missing-mark", cell=Cell(cell), digit=digit)
    grid.unique = True
    return Puzzle(grid, solution)


__all__ = [
    "FPUZZLES",
    "SUDOKUPAD",
    "SUDOKUWIKI",
    "LinkedPuzzle",
    "fpuzzles_json",
    "fpuzzles_link",
    "is_puzzle_link",
    "load_link",
    "read_link",
    "scl_json",
    "scl_link",
    "sudokupad_link",
]
