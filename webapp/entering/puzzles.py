"""The built-in puzzles offered on the home page: classic ones by difficulty, with the
source's SE rating and our level, and a few of each variant (X-Sudoku, Colour Sudoku,
Jigsaw, Killer, and on classic houses thermometers, arrows, each kind of line, dots and
neighbour rules, clues outside the grid, extra regions)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.lists import format_list

from engine import RULES_PREFIX, TIERS, Rating, load_puzzle, puzzle_kind, rate, variant_named
from engine import VARIANT_TITLES as ALL_TITLES

from ..page.i18n import gettext as _
from ..page.language import page_language, ui_name
from ..page.titles import title_words

DATA = Path(__file__).with_name("builtin_puzzles.txt")
VARIANT_DATA = Path(__file__).with_name("variant_puzzles.txt")
DIFFICULTIES = ("easy", "medium", "hard", "diabolical")
# The variants with built-in puzzles of their own (classic ones are listed by level).
VARIANT_TITLES = {kind: title for kind, title in ALL_TITLES.items() if kind != "classic"}
# Built-ins with rule elements are grouped by the kind of puzzle their elements make
# (engine.puzzle_kind: each has one); a negative constraint's puzzle goes with its dots.
RULE_TITLES = {
    "thermometer": "Thermo Sudoku",
    "arrow": "Arrow Sudoku",
    "whispers": "German Whispers",
    "renban": "Renban",
    "palindrome": "Palindromes",
    "between-line": "Between Lines",
    "region-sum-line": "Region Sum Lines",
    "kropki": "Kropki",
    "kropki-negative": "Kropki",
    "xv": "XV",
    "xv-negative": "XV",
    "nonconsecutive": "Non-consecutive",
    "anti-knight": "Anti-knight",
    "anti-king": "Anti-king",
    "odd-even": "Odd/Even",
    "minimum-maximum": "Minimum/Maximum",
    "quadruple": "Quadruples",
    "little-killer": "Little Killer",
    "sandwich": "Sandwich",
    "x-sum": "X-Sums",
    "skyscraper": "Skyscrapers",
    "extra-region": "Extra Regions",
}
# The home page lists the variants in families, so the list stays short: each family's
# titles (a family of rules opens on a press; the houses' variants are always shown).
HOUSES = "Houses"
FAMILIES = {
    HOUSES: (*VARIANT_TITLES.values(), "Extra Regions"),
    "Lines": ("Thermo Sudoku", "Arrow Sudoku", "German Whispers", "Renban", "Palindromes",
              "Between Lines", "Region Sum Lines"),
    "Dots and neighbours": ("Kropki", "XV", "Non-consecutive", "Anti-knight", "Anti-king",
                            "Odd/Even", "Minimum/Maximum", "Quadruples"),
    "Clues outside the grid": ("Little Killer", "Sandwich", "X-Sums", "Skyscrapers"),
}


@dataclass(frozen=True)
class BuiltIn:
    id: str  # "hard-2"
    difficulty: str
    rating: str  # Sudoku Explainer scale, as the source graded it ("" if none)
    puzzle: str  # 81 characters
    variant: str = "classic"  # a name engine.variant_named knows
    solution: str = ""  # 81 digits where the file gives them (its variants' lines)

    @property
    def number(self) -> str:
        return self.id.rsplit("-", 1)[1]

    @property
    def title(self) -> str:
        return f"{self.difficulty.title()} {self.number}"

    @property
    def group(self) -> str:
        """The variant's title its built-ins are listed under: 'Jigsaw', 'Thermo Sudoku'."""
        if self.variant.startswith(RULES_PREFIX):
            return RULE_TITLES[puzzle_kind(variant_named(self.variant)) or ""]
        return VARIANT_TITLES[self.variant.split(":")[0]]


@cache
def builtins() -> dict[str, BuiltIn]:
    out = {}
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            ident, difficulty, rating, puzzle = line.split()
            out[ident] = BuiltIn(ident, difficulty, rating, puzzle)
    for line in VARIANT_DATA.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            ident, variant, level, puzzle, *rest = line.split()
            solution = rest[0] if rest and len(rest[0]) == 81 and rest[0].isdigit() else ""
            out[ident] = BuiltIn(ident, level, "", puzzle, variant, solution)
    return out


@cache
def classic_levels() -> dict[str, tuple[str, int]]:
    """Each classic built-in's level as we rate it, and its number among that level's
    ("Medium 2"): the name shown is the level rated, never the source's band, which
    can disagree (the source's "medium-2" rates Easy)."""
    out: dict[str, tuple[str, int]] = {}
    counts: dict[str, int] = {}
    for ident, p in builtins().items():
        if p.variant == "classic":
            level = ratings()[ident].level
            counts[level] = counts.get(level, 0) + 1
            out[ident] = (level, counts[level])
    return out


def by_level() -> list[tuple[str, list[tuple[BuiltIn, int]]]]:
    """(level, [(built-in, its number in the level)]) for each level that has some."""
    named = classic_levels()
    found = builtins()
    return [
        (level, [(found[i], number) for i, (lv, number) in named.items() if lv == level])
        for level in TIERS
        if any(lv == level for lv, _n in named.values())
    ]


def by_variant() -> list[tuple[str, list[BuiltIn]]]:
    """(the variant's name, its puzzles) for each variant with built-ins of its own."""
    found = [p for p in builtins().values() if p.variant != "classic"]
    return [
        (title, [p for p in found if p.group == title])
        for title in dict.fromkeys((*VARIANT_TITLES.values(), *RULE_TITLES.values()))
    ]


def by_family() -> list[tuple[str, str, list[tuple[str, list[BuiltIn]]]]]:
    """(family, its kinds as a list in the page's language, its variants as by_variant
    gives them) for each family with built-ins."""
    groups = dict(by_variant())
    out = []
    for family, titles in FAMILIES.items():
        shown = [(title, groups[title]) for title in titles if groups.get(title)]
        if shown:
            kinds = format_list([ui_name(title) for title, _ in shown], locale=page_language())
            out.append((family, kinds, shown))
    return out


@cache
def ratings() -> dict[str, Rating]:
    """Our rating of each classic built-in (a tenth of a second for all twelve, once a
    process); the variants' built-ins carry the level they were graded with."""
    return {
        ident: rate(load_puzzle(p.puzzle).grid)
        for ident, p in builtins().items()
        if p.variant == "classic"
    }


def builtin_words(puzzle: BuiltIn) -> str:
    """A built-in's game title as words for any language (see webapp/page/titles.py)."""
    level = puzzle.difficulty.title()
    if puzzle.variant == "classic":
        rated, number = classic_levels()[puzzle.id]
        return title_words("builtin", level=rated, number=number)
    return title_words("variant", variant=puzzle.group, level=level, number=puzzle.number)


def builtin_name(puzzle: BuiltIn) -> tuple[str, str]:
    """The name a game of this built-in shows ("Hard 2", "Jigsaw Extreme 3"), and its level."""
    level = ui_name(puzzle.difficulty.title())
    if puzzle.variant == "classic":
        rated, number = classic_levels()[puzzle.id]
        return _("Built-in %(level)s %(number)s", level=ui_name(rated), number=number), rated
    kind = ui_name(puzzle.group)
    return f"{kind} {level} {puzzle.number}", puzzle.difficulty.title()
