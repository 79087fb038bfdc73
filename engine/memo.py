"""What the engine keeps, and for how long: the one cache policy.

Three lifetimes, each with its own home:

* one position: ``Grid.derived(key, build)``, a view built once and dropped when the
  position moves (the link graph, the almost locked sets). Its keys are below.
* one rule set: ``Variant.derived(key, build)``, tables that depend on nothing but
  the houses (segments of the link graph, the brute-force solver's rules). They live
  and die with their Variant, so a player-made Jigsaw's tables go when the bounded
  jigsaw cache (houses.jigsaw) lets go of it. Its keys are below too.
* across positions: ``ContentMemo`` and ``Recent`` (this module), bounded, keyed by
  the content they depend on. ``clear_all()`` forgets every one of them.

Results kept by the content they depend on, across positions:

Some results depend on nothing but what a few cells hold: the almost locked
sets of one house, the Sue de Coq patterns of one box and line. A step of a
solve changes few cells, so the next position mostly asks again what the last
one answered. ``Grid.derived`` lives and dies with one position; a
``ContentMemo`` outlives it, keyed by the content itself, so a stale answer
cannot be read: changed cells make a different key. Each memo is bounded: it
keeps what the last several positions asked.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from .grid import Grid

T = TypeVar("T")
V = TypeVar("V")

_ALL: list[ContentMemo] = []


class ContentMemo(Generic[V]):
    """A bounded map from content to result. Two generations: when the newer is
    full, it becomes the older and the oldest is dropped, so what the last few
    positions asked stays. Small on purpose: a step asks a few dozen questions,
    and on the 150 slowest magictour puzzles 128 answers a generation solved
    faster than 512 (4%) and 4,096 (14%), which only filled memory."""

    def __init__(self, name: str, limit: int = 128) -> None:
        self.name = name
        self.limit = limit
        self._new: dict[Hashable, V] = {}
        self._old: dict[Hashable, V] = {}
        _ALL.append(self)

    def get(self, key: Hashable) -> V | None:
        found = self._new.get(key)
        if found is None:
            found = self._old.get(key)
            if found is not None:
                self.put(key, found)
        return found

    def put(self, key: Hashable, value: V) -> V:
        if len(self._new) >= self.limit:
            self._old = self._new
            self._new = {}
        self._new[key] = value
        return value

    def __len__(self) -> int:
        return len(self._new) + len(self._old)

    def clear(self) -> None:
        self._new = {}
        self._old = {}


class Recent(Generic[V]):
    """The last few items remembered, newest first (forcing chains keep their last
    quiet positions here). Registered like a ContentMemo, so clear_all() covers it."""

    def __init__(self, name: str, limit: int) -> None:
        self.name = name
        self.limit = limit
        self._items: list[V] = []
        _ALL.append(self)  # type: ignore[arg-type]

    def remember(self, item: V) -> None:
        self._items.insert(0, item)
        del self._items[self.limit :]

    def __iter__(self) -> Iterator[V]:
        return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        self._items = []


def clear_all() -> None:
    """Forget every kept result (tests compare kept answers with fresh ones)."""
    for memo in _ALL:
        memo.clear()


# ----- keys of Grid.derived (one position) and Variant.derived (one rule set) --------
# Every key in one place, so two builders never share one by accident.

# Grid.derived
ALS_SETS = "als"  # the position's almost locked sets
ALS_RESTRICTED_COMMONS = "als-rcc"
ALS_REACH = "als-reach"
ALS_TABLE = "als-table"  # the sets as the compiled searches read them
IMPLICATIONS = "propagation"  # the implication tables of forcing chains and nets
LINKS = "links"  # the link graph of chains
LINKS_GROUPED = "links:grouped"
UNIQUE_RECTANGLES = "unique-rectangles"
AVOIDABLE_RECTANGLES = "avoidable-rectangles"
COLOURING_CLUSTERS = "colouring:clusters"
WINGS_FEW_CANDIDATES = "wings:few-candidates"
WINGS_CONJUGATES = "wings:conjugates"
CONJUGATE_PAIRS = "conjugate-pairs"  # every digit's two-place houses (links.conjugate_pairs)
SINGLE_DIGIT_STRONG_LINKS = "single-digit:strong-links"
FORCING_STATE = "forcing-chain-state"  # chains tell nets the position is quiet
FORCING_CHAIN_TABLES = "forcing-chain-tables"
FORCING_NET_TABLES = "forcing-net-tables"
FORCING_COVERAGE = "forcing-coverage"
FISH_LINES = "fish:lines"
CHAIN_PARTNERS = "chains:partners"
CHAIN_PARTNERS_GROUPED = "chains:partners:grouped"
HOUSE_VIEWS = "house-views"  # per house, its open cells and each digit's places


def fish_finned(size: int) -> str:
    """Finned and sashimi fish of one size share one lazy search."""
    return f"fish:finned-{size}"


def chain_links(family: str) -> str:
    """A chain family's strong and weak links."""
    return "chains:" + family


# Variant.derived
LINK_LAYOUT = "links:layout"  # box-line segments of the link graph
UNIQUENESS_GEOMETRY = "uniqueness:geometry"
ALS_SEEING = "als:seeing"  # what every cell of a set sees, by the set
ALS_HOUSE_CELLS = "als:house-cells"  # each house's cells, as the compiled build reads them
HOUSE_MASKS = "links:house-masks"  # each house's cell set, as the compiled graph reads them
BRUTE_FORCE_RULES = "brute-force:rules"
HOUSE_CONTENT = "house-views:content"  # per house, a getter of its cells' candidates
HINT_ORDER = "singles:hint-order"  # houses in the order singles and subsets are offered
SINGLES_HOUSES = "singles:houses"  # the houses in hint order, as the compiled scans read them
SUBSETS_HOUSES = "subsets:houses"  # the same, for the compiled subset searches
SUE_DE_COQ_CROSSINGS = "sue-de-coq:crossings"  # per box, the lines crossing it in two cells or more
INTERSECTIONS = "intersections:segments"  # per house, the houses it meets in two cells or more
INTERSECTIONS_COMPILED = "intersections:meeting"  # the same, as the compiled search reads it


class QuietDigits:
    """The digits on which a one-digit search found nothing, kept by that digit's
    candidates (its 81-bit plane) in the variant.

    Fish, single-digit patterns, colouring and X-Chains look at one digit's
    places at a time and at nothing else; after a step, the digits it did not
    touch need no new look. ``search`` runs the per-digit search on the other
    digits, in order, and notes each one that gave nothing (a search left off
    mid-digit, because the caller took what it needed, notes nothing).
    """

    def __init__(self, name: str) -> None:
        self._quiet: ContentMemo[bool] = ContentMemo(name)

    def loud(self, grid: Grid) -> list[int]:
        """The digits not known to give nothing here."""
        name, positions = grid.variant.name, grid.positions
        get = self._quiet.get
        return [d for d in range(1, 10) if not get((name, d, positions[d]))]

    def note(self, grid: Grid, digit: int) -> None:
        self._quiet.put((grid.variant.name, digit, grid.positions[digit]), True)

    def search(self, grid: Grid, on_digit: Callable[[int], Iterable[T]]) -> Iterator[T]:
        for d in self.loud(grid):
            quiet = True
            for found in on_digit(d):
                quiet = False
                yield found
            if quiet:
                self.note(grid, d)
