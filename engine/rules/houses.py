"""The houses of a Sudoku variant, as data built once.

A house is nine cells that must hold each digit once. Plain Sudoku has 27
(rows, columns, boxes); a variant adds its own: X-Sudoku the two diagonals,
Colour Sudoku the nine disjoint groups (same position inside every box).
Jigsaw Sudoku replaces the boxes with nine irregular regions, given as a
layout of 81 characters naming each cell's region.
Everything else (peers, which houses a cell is in) is derived from the list,
so techniques and the brute-force solver work on any variant unchanged.

Killer Sudoku adds *cages* (engine/cages.py): cells that hold no digit twice and
add up to a sum. Houses and cages together are the *units*: what needs only "no
digit twice" (peers) speaks of units; what needs "every digit once" (hidden
singles, fish, strong links) keeps to houses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from ..bits import cell_set
from ..explain.reason import Cell, Reason, say

if TYPE_CHECKING:
    from .base import Rule

T = TypeVar("T")
# Each kind of variant by name, with what a player calls it: the one list of kinds.
VARIANT_TITLES = {
    "classic": "Classic", "x": "X-Sudoku", "colour": "Colour Sudoku", "jigsaw": "Jigsaw",
    "killer": "Killer",
}
ROW, COLUMN, BOX, DIAGONAL, GROUP = "row", "column", "box", "diagonal", "group"
REGION = "region"  # a jigsaw's irregular box
EXTRA = "extra"  # an extra region of nine cells (a rule element's house: rules/extra_region.py)
# The compiled searches (engine/compiled/_houses.h and the others) hold 64 houses at most;
# 27 plus the diagonals and the disjoint groups leave room for 26 extra regions.
MOST_HOUSES = 64
CAGE = "cage"  # a Killer's cage: a unit, not a house


def row_of(cell: int) -> int:
    return cell // 9


def col_of(cell: int) -> int:
    return cell % 9


def box_of(cell: int) -> int:
    return cell // 27 * 3 + cell % 9 // 3


def cell_name(cell: int) -> str:
    """The community name of a cell: r3c4 (1-based)."""
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


class LayoutError(ValueError):
    """A Jigsaw layout that is not nine connected regions of nine cells; its words are a
    Reason (in the player's language on the web), str() the English."""

    def __init__(self, reason: Reason) -> None:
        from ..explain import renderer

        self.reason = reason
        super().__init__(renderer("en")(reason))


@dataclass(frozen=True)
class House:
    kind: str
    number: int  # 1-based within its kind
    cells: tuple[int, ...]
    mask: int = field(repr=False)

    @property
    def name(self) -> str:
        """How a player says it: 'row 3', 'box 5', 'the main diagonal'."""
        if self.kind == DIAGONAL:
            return "the main diagonal" if self.number == 1 else "the anti-diagonal"
        if self.kind == GROUP:
            return f"colour group {self.number}"
        if self.kind == EXTRA:
            return f"extra region {self.number}"
        return f"{self.kind} {self.number}"

    @property
    def short(self) -> str:
        """The notation name: r3, c5, b5, d1, g4."""
        short = {
            ROW: "r", COLUMN: "c", BOX: "b", DIAGONAL: "d", GROUP: "g", REGION: "j", EXTRA: "e",
        }
        return short[self.kind] + str(self.number)

    @property
    def is_line(self) -> bool:
        return self.kind in (ROW, COLUMN)

    @property
    def is_box(self) -> bool:
        """A box or a jigsaw region: the third kind of house every cell is in.

        Techniques argued on any box and line that cross (locked candidates,
        locked subsets, Sue de Coq, grouped nodes) hold for regions too.
        """
        return self.kind in (BOX, REGION)


@dataclass(frozen=True)
class Cage:
    """A Killer cage: cells that hold no digit twice and add up to `total`.

    With the houses it is a *unit* (cells that hold no digit twice); unlike a
    house it need not hold every digit, so only reasoning from "no repeat" (peers,
    subsets, weak links) crosses over to it unchanged.
    """

    number: int  # 1-based, in reading order of each cage's first cell
    cells: tuple[int, ...]  # in reading order
    total: int
    mask: int = field(repr=False)
    kind: str = field(default=CAGE, init=False)

    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def name(self) -> str:
        """How a player says it: 'the 13 cage at r1c4' (its top-left cell)."""
        return f"the {self.total} cage at {cell_name(self.cells[0])}"

    @property
    def short(self) -> str:
        """The notation name: the sum and the first cell, '13@r1c4'."""
        return f"{self.total}@{cell_name(self.cells[0])}"


def _house(kind: str, number: int, cells: list[int]) -> House:
    return House(kind, number, tuple(cells), cell_set(cells))


def _plain_houses() -> list[House]:
    rows = [_house(ROW, r + 1, [r * 9 + c for c in range(9)]) for r in range(9)]
    cols = [_house(COLUMN, c + 1, [r * 9 + c for r in range(9)]) for c in range(9)]
    boxes = [_house(BOX, b + 1, [c for c in range(81) if box_of(c) == b]) for b in range(9)]
    return rows + cols + boxes


def _diagonals() -> list[House]:
    return [
        _house(DIAGONAL, 1, [i * 9 + i for i in range(9)]),
        _house(DIAGONAL, 2, [i * 9 + 8 - i for i in range(9)]),
    ]


def _disjoint_groups() -> list[House]:
    # Group k holds the k-th cell (reading order) of every box.
    def position_in_box(cell: int) -> int:
        return cell // 9 % 3 * 3 + cell % 3

    return [
        _house(GROUP, k + 1, [c for c in range(81) if position_in_box(c) == k]) for k in range(9)
    ]


@dataclass(frozen=True)
class Variant:
    """A rule set: its name and its houses, with what follows from them."""

    name: str
    houses: tuple[House, ...]
    houses_of: tuple[tuple[int, ...], ...] = field(repr=False)  # cell -> house indices
    peers: tuple[tuple[int, ...], ...] = field(repr=False)  # cell -> peer cells
    peer_mask: tuple[int, ...] = field(repr=False)  # cell -> 81-bit set of peers
    # A Killer's cages (empty for every other variant); cage_of: cell -> cage index or -1.
    cages: tuple[Cage, ...] = ()
    cage_of: tuple[int, ...] = field(default=(), repr=False)
    # Rule elements beyond houses and cages (thermometers, arrows, lines: engine/rules);
    # their units are peers already. Empty for a variant without them.
    rules: tuple[Rule, ...] = ()
    # Tables that depend only on the houses (see engine/memo.py): they live and die
    # with the variant, and take no part in comparing or hashing it.
    _derived: dict[str, object] = field(
        default_factory=dict, repr=False, compare=False, hash=False
    )

    @staticmethod
    def build(
        name: str, houses: list[House], cages: tuple[Cage, ...] = (),
        rules: tuple[Rule, ...] = (),
    ) -> Variant:
        houses = list(houses) + _rule_houses(houses, rules)
        if len(houses) > MOST_HOUSES:
            raise ValueError(f"a variant has at most {MOST_HOUSES} houses, not {len(houses)}")
        houses_of = tuple(
            tuple(i for i, h in enumerate(houses) if cell in h.cells) for cell in range(81)
        )
        cage_of = [-1] * 81
        for i, cage in enumerate(cages):
            for cell in cage.cells:
                cage_of[cell] = i
        peer_mask = []
        for cell in range(81):
            mask = 0
            for i in houses_of[cell]:
                mask |= houses[i].mask
            if cage_of[cell] >= 0:
                # A cage repeats no digit: its cells see each other.
                mask |= cages[cage_of[cell]].mask
            peer_mask.append(mask)
        for rule in rules:
            # A rule's unit repeats no digit either (a thermometer, a renban).
            for unit in rule.units():
                unit_mask = cell_set(unit)
                for cell in unit:
                    peer_mask[cell] |= unit_mask
        peer_mask = [mask & ~(1 << cell) for cell, mask in enumerate(peer_mask)]
        peers = tuple(tuple(c for c in range(81) if m >> c & 1) for m in peer_mask)
        return Variant(
            name, tuple(houses), houses_of, peers, tuple(peer_mask), tuple(cages),
            tuple(cage_of) if cages else (), tuple(rules),
        )

    @property
    def units(self) -> tuple[House | Cage, ...]:
        """Every set of cells that holds no digit twice: the houses, then the cages."""
        return self.houses + self.cages

    def cage_at(self, cell: int) -> Cage | None:
        """The cage a cell is in (None outside a Killer, or for a cell in no cage)."""
        if not self.cages or self.cage_of[cell] < 0:
            return None
        return self.cages[self.cage_of[cell]]

    def derived(self, key: str, build: Callable[[Variant], T]) -> T:
        """A table of this rule set built once by `build` and kept with the variant."""
        try:
            return self._derived[key]  # type: ignore[return-value]
        except KeyError:
            value = self._derived[key] = build(self)
            return value

    @property
    def base_name(self) -> str:
        """The name of the variant without its rule elements: 'classic', 'killer:...'."""
        if self.name.startswith(RULES_PREFIX):
            return self.name[len(RULES_PREFIX):].split(RULES_SEPARATOR, 1)[0]
        return self.name

    @property
    def kind(self) -> str:
        """'classic', 'x', 'colour', 'jigsaw' or 'killer' (a jigsaw's name also holds its
        layout): the kind of its houses and cages, whatever rule elements it adds."""
        return self.base_name.split(":", 1)[0]

    @property
    def title(self) -> str:
        """What a player calls it: 'Classic', 'X-Sudoku', 'Colour Sudoku', 'Jigsaw'."""
        return VARIANT_TITLES[self.kind]

    @property
    def classic_boxes(self) -> bool:
        """Whether the 3x3 boxes are houses: techniques built on their geometry
        (single-digit patterns, finned fish) need them."""
        return any(h.kind == BOX for h in self.houses)

    def box_name(self, cell: int) -> str:
        """The name of the cell's box or region: 'box 5', 'region 3'."""
        for i in self.houses_of[cell]:
            if self.houses[i].is_box:
                return self.houses[i].name
        return f"box {box_of(cell) + 1}"

    def sees(self, a: int, b: int) -> bool:
        """Whether two different cells share a house."""
        return bool(self.peer_mask[a] >> b & 1)

    def common_peers(self, cells: int) -> int:
        """The 81-bit set of cells that see every cell of an 81-bit set."""
        common = (1 << 81) - 1
        rest = cells
        while rest:
            low = rest & -rest
            common &= self.peer_mask[low.bit_length() - 1]
            rest ^= low
        return common


def _rule_houses(houses: list[House], rules: tuple[Rule, ...]) -> list[House]:
    """The houses rule elements add (a nine-cell extra region, a single diagonal), after
    the variant's own; one with the cells of a house already there adds nothing (a box
    drawn again as an extra region), so no technique meets the same house twice."""
    added: list[House] = []
    masks = {h.mask for h in houses}
    count: dict[str, int] = {}
    for h in houses:
        count[h.kind] = max(count.get(h.kind, 0), h.number)
    for rule in rules:
        for kind, number, cells in rule.houses():
            mask = cell_set(cells)
            if mask in masks:
                continue
            masks.add(mask)
            count[kind] = max(count.get(kind, 0), number or count.get(kind, 0) + 1)
            added.append(_house(kind, number or count[kind], list(cells)))
    return added


CLASSIC = Variant.build("classic", _plain_houses())
X_SUDOKU = Variant.build("x", _plain_houses() + _diagonals())
COLOUR = Variant.build("colour", _plain_houses() + _disjoint_groups())

VARIANTS = {v.name: v for v in (CLASSIC, X_SUDOKU, COLOUR)}

JIGSAW_PREFIX = "jigsaw:"
KILLER_PREFIX = "killer:"
# A variant with rule elements: 'rules:' + its base variant's name + ';'-separated
# elements (engine/rules/naming.py reads and writes them).
RULES_PREFIX = "rules:"
RULES_SEPARATOR = ";"
# Rule kinds beyond houses name their variants by a prefix and register how to read such
# a name (engine/cages.py for Killer): houses need not import the modules built on them.
RULE_KINDS: dict[str, Callable[[str], Variant]] = {}
_JIGSAWS: dict[str, Variant] = {}


def jigsaw(layout: str) -> Variant:
    """The Jigsaw variant of a layout: 81 characters, each naming its cell's region.

    Any nine distinct characters will do (``111222333...``); regions are
    numbered in reading order of their first cell. Raises ValueError with the
    reason when the layout is not nine connected regions of nine cells.
    """
    layout = "".join(layout.split())
    known = _JIGSAWS.get(layout)
    if known is not None:
        return known
    if len(layout) != 81:
        raise LayoutError(say("layout.length", count=len(layout)))
    names: list[str] = []
    for ch in layout:
        if ch not in names:
            names.append(ch)
    if len(names) != 9:
        raise LayoutError(say("layout.regions", count=len(names)))
    canonical = "".join(str(names.index(ch) + 1) for ch in layout)
    known = _JIGSAWS.get(canonical)
    if known is not None:
        return known
    regions = []
    for number, name in enumerate(names, 1):
        cells = [c for c in range(81) if layout[c] == name]
        if len(cells) != 9:
            raise LayoutError(
                say("layout.region-size", number=number, name=repr(name), cell=Cell(cells[0]),
                    count=len(cells))
            )
        if not _connected(cells):
            raise LayoutError(
                say("layout.not-connected", number=number, name=repr(name), cell=Cell(cells[0]))
            )
        regions.append(_house(REGION, number, cells))
    variant = Variant.build(JIGSAW_PREFIX + canonical, _plain_houses()[:18] + regions)
    if len(_JIGSAWS) > 256:  # layouts typed by players must not pile up
        _JIGSAWS.clear()
    _JIGSAWS[layout] = _JIGSAWS[canonical] = variant
    return variant


def _connected(cells: list[int]) -> bool:
    inside = set(cells)
    seen = {cells[0]}
    stack = [cells[0]]
    while stack:
        c = stack.pop()
        r, k = divmod(c, 9)
        for n, ok in ((c - 9, r > 0), (c + 9, r < 8), (c - 1, k > 0), (c + 1, k < 8)):
            if ok and n in inside and n not in seen:
                seen.add(n)
                stack.append(n)
    return len(seen) == len(cells)


def variant_named(name: str) -> Variant:
    """A variant by name: 'classic', 'x', 'colour', 'jigsaw:' and a layout, or
    'killer:' with its cage map and sums."""
    if name.startswith(JIGSAW_PREFIX):
        return jigsaw(name[len(JIGSAW_PREFIX) :])
    for prefix, named in RULE_KINDS.items():
        if name.startswith(prefix):
            return named(name)
    try:
        return VARIANTS[name]
    except KeyError:
        raise ValueError(
            f"unknown variant {name!r}; known: {', '.join(VARIANTS)}, jigsaw:<layout>"
        ) from None
