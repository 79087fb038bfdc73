"""Checking a puzzle while it is typed in: clashes, a cell with no digit left, and how many
solutions, with a cell where two of them differ.

What a player typing a newspaper puzzle needs to hear after each digit: two givens that
clash (a typo), a cell the givens leave no digit for, "one solution: ready", or where a
second solution differs (a given missing or mistyped there, or near).
"""

from __future__ import annotations

from dataclasses import dataclass

from .brute_force import SearchTooLong, solutions
from .notation import is_killer_text, read_killer_text, read_values
from .puzzle_links import is_puzzle_link, read_link
from .rules.houses import Variant, variant_named

# Fewer givens than this never make a classic puzzle with one solution (McGuire et al.).
FEWEST_CLASSIC_GIVENS = 17
# An editor check answers within a few milliseconds: a search that needs more nodes
# than this is "too hard to check while typing" (Start checks it with the full budget).
TYPING_BUDGET = 5_000


@dataclass(frozen=True)
class Clash:
    """Two givens of one digit in one unit, a house or a Killer's cage (first < second,
    cell numbers 0..80)."""

    first: int
    second: int
    digit: int


@dataclass(frozen=True)
class EntryCheck:
    givens: int
    clashes: tuple[Clash, ...]
    empty_cell: int | None  # a cell the givens leave no digit for
    solutions: int | None  # 0, 1 or 2 (two or more); None when not searched
    differs_at: int | None  # a cell where two solutions differ
    differing_digits: tuple[int, int] | None  # its digit in each of the two
    too_few: bool  # a classic puzzle under 17 givens: several solutions, not searched
    too_hard: bool  # the search ran out of its budget


def clashes(values: list[int], variant: Variant) -> tuple[Clash, ...]:
    """Every pair of equal digits in a unit of the variant (a house, or a Killer's cage),
    each pair once."""
    found: set[Clash] = set()
    for unit in variant.units:
        seen: dict[int, list[int]] = {}
        for cell in unit.cells:
            if values[cell]:
                seen.setdefault(values[cell], []).append(cell)
        for digit, cells in seen.items():
            for i, first in enumerate(cells):
                for second in cells[i + 1 :]:
                    found.add(Clash(min(first, second), max(first, second), digit))
    return tuple(sorted(found, key=lambda c: (c.first, c.second, c.digit)))


def empty_cell(values: list[int], variant: Variant) -> int | None:
    """The first open cell whose peers already hold all nine digits."""
    for cell in range(81):
        if values[cell]:
            continue
        seen = 0
        for peer in variant.peers[cell]:
            if values[peer]:
                seen |= 1 << values[peer]
        if seen == 0b1111111110:
            return cell
    return None


def check_entry(
    values: list[int],
    variant: Variant,
    budget: int | None = TYPING_BUDGET,
    search_sparse: bool = False,
    entries: list[int] | None = None,
) -> EntryCheck:
    """What the editor says of the digits typed so far. `values` are the givens; `entries`
    the player's own digits on top of them, which clash and empty cells count too, while
    solutions are the givens' alone. A classic grid under 17 givens has several solutions
    for certain: where two differ is searched only with `search_sparse` (the command line
    asks; the editor, answering at each key, says "keep typing")."""
    givens = sum(1 for v in values if v)
    board = [g or e for g, e in zip(values, entries, strict=True)] if entries else values
    found = clashes(board, variant)
    dead = None if found else empty_cell(board, variant)
    too_few = variant.name == "classic" and givens < FEWEST_CLASSIC_GIVENS
    if found or dead is not None:
        return EntryCheck(givens, found, dead, 0, None, None, too_few, False)
    if too_few and not search_sparse:
        return EntryCheck(givens, (), None, 2, None, None, True, False)
    try:
        answers = solutions(values, variant, 2, budget=budget)
    except SearchTooLong:
        if too_few:  # several solutions for certain, only where they differ is unknown
            return EntryCheck(givens, (), None, 2, None, None, True, False)
        return EntryCheck(givens, (), None, None, None, None, False, True)
    differs_at = digits = None
    if len(answers) == 2:
        first, second = answers
        differs_at = next(c for c in range(81) if first[c] != second[c])
        digits = (first[differs_at], second[differs_at])
    return EntryCheck(givens, (), None, len(answers), differs_at, digits, too_few, False)


def read_entry(text: str, variant: Variant) -> tuple[list[int], Variant]:
    """The digits of a puzzle as written, clashes and all (the 81-cell or ;rcv form, or a
    link or a `killer:` text, whose variant wins), for a check that reports what is wrong
    rather than refusing. PuzzleError for text that is no puzzle at all (cages that are not
    a Killer's included)."""
    if is_puzzle_link(text):
        linked = read_link(text, variant)
        values = [int(ch) if ch in "123456789" else 0 for ch in linked.givens]
        return values, variant_named(linked.variant)
    if is_killer_text(text):
        return read_killer_text(text)
    return read_values(text), variant
