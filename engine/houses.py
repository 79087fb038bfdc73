"""The houses of a Sudoku variant, as data built once.

A house is nine cells that must hold each digit once. Plain Sudoku has 27
(rows, columns, boxes); a variant adds its own: X-Sudoku the two diagonals,
Colour Sudoku the nine disjoint groups (same position inside every box).
Everything else (peers, which houses a cell is in) is derived from the list,
so techniques and the brute-force solver work on any variant unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .bits import cell_set

ROW, COLUMN, BOX, DIAGONAL, GROUP = "row", "column", "box", "diagonal", "group"


def row_of(cell: int) -> int:
    return cell // 9


def col_of(cell: int) -> int:
    return cell % 9


def box_of(cell: int) -> int:
    return cell // 27 * 3 + cell % 9 // 3


def cell_name(cell: int) -> str:
    """The community name of a cell: r3c4 (1-based)."""
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


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
        return f"{self.kind} {self.number}"

    @property
    def short(self) -> str:
        """The notation name: r3, c5, b5, d1, g4."""
        return {ROW: "r", COLUMN: "c", BOX: "b", DIAGONAL: "d", GROUP: "g"}[self.kind] + str(
            self.number
        )

    @property
    def is_line(self) -> bool:
        return self.kind in (ROW, COLUMN)


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

    @staticmethod
    def build(name: str, houses: list[House]) -> Variant:
        houses_of = tuple(
            tuple(i for i, h in enumerate(houses) if cell in h.cells) for cell in range(81)
        )
        peer_mask = []
        for cell in range(81):
            mask = 0
            for i in houses_of[cell]:
                mask |= houses[i].mask
            peer_mask.append(mask & ~(1 << cell))
        peers = tuple(tuple(c for c in range(81) if m >> c & 1) for m in peer_mask)
        return Variant(name, tuple(houses), houses_of, peers, tuple(peer_mask))

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


CLASSIC = Variant.build("classic", _plain_houses())
X_SUDOKU = Variant.build("x", _plain_houses() + _diagonals())
COLOUR = Variant.build("colour", _plain_houses() + _disjoint_groups())

VARIANTS = {v.name: v for v in (CLASSIC, X_SUDOKU, COLOUR)}


def variant_named(name: str) -> Variant:
    try:
        return VARIANTS[name]
    except KeyError:
        raise ValueError(f"unknown variant {name!r}; known: {', '.join(VARIANTS)}") from None
