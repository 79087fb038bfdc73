"""Killer Sudoku: cages, their sums, and the `killer:` form a player pastes.

A Killer is the classic grid plus cages (engine/houses.py's `Cage`): cells that
hold no digit twice and add up to a sum. The sums are what a player reasons
from, so the one table here, every set of distinct digits that makes a sum in so
many cells, serves the input checks, the brute-force solver and the techniques.

The text form: ``killer:`` then an 81-character cage map (one letter or digit per
cell, the same symbol for every cell of one cage, a cage's cells joined side by
side), a colon, the cage sums separated by commas in the order each cage's symbol
first appears in the map, and optionally one more colon and 81 characters of givens.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..bits import POPCOUNT, cell_set, digits_of
from ..explain.reason import Cell, say
from .houses import KILLER_PREFIX, RULE_KINDS, Cage, LayoutError, Variant, _connected, _plain_houses

# The symbols of a cage map: what a canonical name uses, and what a player may type.
CAGE_SYMBOLS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
NO_CAGE = "."
ALL_CAGED_TOTAL = 405  # 9 x 45: every cell caged means the sums add up to the grid's


def smallest_sum(size: int) -> int:
    """The least that `size` distinct digits add up to: 1 + 2 + ... + size."""
    return size * (size + 1) // 2


def largest_sum(size: int) -> int:
    """The most that `size` distinct digits add up to: 9 + 8 + ... ."""
    return size * (19 - size) // 2


@cache
def sum_combinations(total: int, size: int) -> tuple[int, ...]:
    """Every set of `size` distinct digits adding up to `total`, as 9-bit sets, ascending.

    13 in two cells: {4,9}, {5,8}, {6,7}.
    """
    found = [
        mask for mask in range(512)
        if POPCOUNT[mask] == size and sum(digits_of(mask)) == total
    ]
    return tuple(sorted(found, key=digits_of))


def combinations_within(total: int, size: int, allowed: int) -> tuple[int, ...]:
    """The combinations of a sum whose digits all lie in the 9-bit set `allowed`."""
    return tuple(m for m in sum_combinations(total, size) if not m & ~allowed)


@cache
def combination_digits(total: int, size: int, allowed: int) -> int:
    """Every digit of some combination of `total` in `size` cells drawn from `allowed`,
    as a 9-bit set (0 when none can make it): 17 in two cells is 8 and 9."""
    union = 0
    for m in combinations_within(total, size, allowed):
        union |= m
    return union


def cage(number: int, cells: Sequence[int], total: int) -> Cage:
    """A cage from its cells (any order) and sum, unchecked."""
    ordered = tuple(sorted(cells))
    return Cage(number, ordered, total, cell_set(ordered))


_KILLERS: dict[str, Variant] = {}


def killer(cages: Sequence[tuple[Sequence[int], int]], *, every_cell: bool = False) -> Variant:
    """The Killer variant of a list of (cells, sum) cages; LayoutError with the reason
    when a cage is not one (cells not joined, more than nine, a sum its cells cannot make,
    a cell in two cages), or, with `every_cell`, a cell is in no cage or the sums do not
    add up to 405. Cells in no cage are allowed otherwise (a link may leave some out)."""
    owner = [-1] * 81
    numbered = sorted(((tuple(sorted(cells)), total) for cells, total in cages), key=lambda c: c[0])
    built: list[Cage] = []
    for number, (cells, total) in enumerate(numbered, 1):
        if not cells:
            raise LayoutError(say("killer.empty-cage", number=number))
        for c in cells:
            if not 0 <= c < 81:
                raise LayoutError(say("killer.off-grid", number=number))
            if owner[c] >= 0:
                raise LayoutError(say("killer.two-cages", cell=Cell(c)))
            owner[c] = number
        if len(cells) > 9:
            raise LayoutError(say("killer.too-big", cell=Cell(cells[0]), count=len(cells)))
        if not _connected(list(cells)):
            raise LayoutError(say("killer.not-connected", cell=Cell(cells[0])))
        if not smallest_sum(len(cells)) <= total <= largest_sum(len(cells)):
            raise LayoutError(
                say("killer.impossible-sum", cell=Cell(cells[0]), total=total, count=len(cells),
                    least=smallest_sum(len(cells)), most=largest_sum(len(cells)))
            )
        built.append(cage(number, cells, total))
    if every_cell:
        loose = [c for c in range(81) if owner[c] < 0]
        if loose:
            raise LayoutError(say("killer.uncaged", cell=Cell(loose[0])))
    if all(o >= 0 for o in owner):
        grand = sum(c.total for c in built)
        if grand != ALL_CAGED_TOTAL:
            raise LayoutError(say("killer.grand-total", total=grand))
    if len(built) > len(CAGE_SYMBOLS):
        raise LayoutError(say("killer.too-many", count=len(built), most=len(CAGE_SYMBOLS)))
    name = _canonical_name(built, owner)
    known = _KILLERS.get(name)
    if known is not None:
        return known
    variant = Variant.build(name, _plain_houses(), tuple(built))
    if len(_KILLERS) > 256:  # cages typed by players must not pile up
        _KILLERS.clear()
    _KILLERS[name] = variant
    return variant


def _canonical_name(cages: list[Cage], owner: list[int]) -> str:
    cage_map = "".join(CAGE_SYMBOLS[o - 1] if o > 0 else NO_CAGE for o in owner)
    return f"{KILLER_PREFIX}{cage_map}:{','.join(str(c.total) for c in cages)}"


def killer_from_map(cage_map: str, sums: Sequence[int], *, every_cell: bool = True) -> Variant:
    """The Killer of an 81-symbol cage map and its sums, in order of first appearance."""
    cage_map = "".join(cage_map.split())
    if len(cage_map) != 81:
        raise LayoutError(say("killer.map-length", count=len(cage_map)))
    symbols: list[str] = []
    for c, ch in enumerate(cage_map):
        if ch == NO_CAGE:
            if every_cell:
                raise LayoutError(say("killer.uncaged", cell=Cell(c)))
            continue
        if ch not in CAGE_SYMBOLS:
            raise LayoutError(say("killer.map-character", char=repr(ch), cell=Cell(c)))
        if ch not in symbols:
            symbols.append(ch)
    if len(sums) != len(symbols):
        raise LayoutError(say("killer.sum-count", cages=len(symbols), sums=len(sums)))
    cages = []
    for symbol, total in zip(symbols, sums, strict=True):
        cells = [c for c in range(81) if cage_map[c] == symbol]
        if not _connected(cells):
            raise LayoutError(
                say("killer.symbol-not-connected", name=repr(symbol), cell=Cell(cells[0]))
            )
        cages.append((cells, total))
    return killer(cages, every_cell=every_cell)


def read_sums(text: str) -> list[int]:
    """'13,7,22' -> [13, 7, 22]; LayoutError naming a part that is not a whole number."""
    sums = []
    for token in text.split(","):
        token = token.strip()
        # Not str.isdigit(): it accepts '²' and full-width digits, which int() rejects.
        if not token or len(token) > 2 or not all("0" <= ch <= "9" for ch in token):
            raise LayoutError(say("killer.sum-not-number", token=repr(token[:12])))
        sums.append(int(token))
    return sums


def read_killer(text: str) -> tuple[Variant, str | None]:
    """A pasted ``killer:MAP:SUMS[:GIVENS]``: its variant and its givens (None when
    it has none). LayoutError says what is wrong with the cages."""
    body = text.strip()
    if not body.lower().startswith(KILLER_PREFIX):
        raise LayoutError(say("killer.form"))
    parts = body[len(KILLER_PREFIX):].split(":")
    if len(parts) not in (2, 3):
        raise LayoutError(say("killer.form"))
    variant = killer_from_map(parts[0], read_sums(parts[1]))
    givens = parts[2] if len(parts) == 3 and parts[2].strip() else None
    return variant, givens


def killer_named(name: str) -> Variant:
    """The Killer of a canonical variant name (as stored with a game)."""
    known = _KILLERS.get(name)
    if known is not None:
        return known
    try:
        cage_map, sums = name[len(KILLER_PREFIX):].split(":")
        return killer_from_map(cage_map, read_sums(sums), every_cell=False)
    except LayoutError as error:
        raise ValueError(f"not a Killer variant name: {error}") from None
    except ValueError:
        raise ValueError("not a Killer variant name") from None


def killer_text(variant: Variant, values: Sequence[int] | None = None) -> str:
    """The `killer:` form of a Killer (and its givens, if any): what read_killer reads."""
    text = variant.name
    if values is not None and any(values):
        text += ":" + "".join(str(v) if v else "." for v in values)
    return text


RULE_KINDS[KILLER_PREFIX] = killer_named
