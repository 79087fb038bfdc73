"""Colouring: Simple Colours (trap, wrap) and Multi-Colours (types 1 and 2).

A conjugate pair (the only two places for a digit in a house) holds exactly
one of the digit. Joining a digit's conjugate pairs that share cells gives a
cluster, and along its pairs the digit alternates, so the cluster's cells fall
into two colours: one colour holds the digit in every cell, the other in none.

* Trap: a cell that sees a cell of each colour sees the digit either way.
* Wrap: two cells of one colour in one house cannot both hold the digit, so
  that colour is false everywhere.
* Multi-Colours 1: a colour of one cluster sees a colour of another, so they
  are not both true and one of the two opposite colours is; a cell that sees
  both opposite colours loses the digit.
* Multi-Colours 2: a colour that sees both colours of another cluster would
  leave that cluster without the digit, so it is false everywhere.

These are HoDoKu's rules (and SudokuWiki's Simple and Multi-Colouring).
Conjugate pairs come from every house of the variant (a diagonal's pair is a
pair like a row's) and "sees" is `variant.peer_mask`, so steps stay sound in
every variant. Smaller clusters come first, and a step keeps only the pairs
its reasoning uses: the shortest path inside a cluster between the cells that
matter.
"""

from __future__ import annotations

from collections.abc import Iterator

from .. import memo
from ..bits import cells_of
from ..explain import Cell, Cells, Effect, HouseRef, Reason, say
from ..grid import Grid
from ..memo import ContentMemo
from ..rules.houses import Variant
from ..step import (
    CANDIDATE,
    OFF,
    ON,
    PATTERN,
    Highlight,
    Link,
    Step,
    target_cells,
)


class Cluster:
    """One digit's cells joined by conjugate pairs, split into its two colours."""

    __slots__ = ("digit", "cells", "colours", "partners", "pair_house", "sees", "size")

    def __init__(
        self,
        digit: int,
        cells: int,
        colours: tuple[int, int],
        partners: dict[int, int],
        pair_house: dict[tuple[int, int], int],
        peer: tuple[int, ...],
    ) -> None:
        self.digit = digit
        self.cells = cells
        self.colours = colours
        self.partners = partners  # cell -> 81-bit set of its conjugate partners
        self.pair_house = pair_house  # (low cell, high cell) -> a house of the pair
        self.size = cells.bit_count()
        # sees[k]: every cell that sees some cell of colour k.
        sees = []
        for colour in colours:
            seen = 0
            for x in cells_of(colour):
                seen |= peer[x]
            sees.append(seen)
        self.sees = (sees[0], sees[1])

    def colour_of(self, cell: int) -> int:
        return 0 if self.colours[0] >> cell & 1 else 1

    def path(self, sources: int, goals: int) -> list[int]:
        """A shortest run of conjugate pairs from a cell of `sources` to one of `goals`."""
        parent: dict[int, int] = {}
        reached = sources
        frontier = sources
        while frontier:
            hit = frontier & goals
            if hit:
                cell = (hit & -hit).bit_length() - 1
                run = [cell]
                while cell in parent:
                    cell = parent[cell]
                    run.append(cell)
                run.reverse()
                return run
            grown = 0
            for x in cells_of(frontier):
                fresh = self.partners[x] & ~reached & ~grown
                for y in cells_of(fresh):
                    parent[y] = x
                grown |= fresh
            reached |= grown
            frontier = grown
        raise ValueError("goal not in the cluster")

    def tree(self) -> list[tuple[int, int]]:
        """Pairs that join every cell of the cluster (breadth-first from its first cell)."""
        start = self.cells & -self.cells
        reached = start
        frontier = start
        edges = []
        while frontier:
            grown = 0
            for x in cells_of(frontier):
                fresh = self.partners[x] & ~reached & ~grown
                for y in cells_of(fresh):
                    edges.append((x, y))
                grown |= fresh
            reached |= grown
            frontier = grown
        return edges


def clusters(grid: Grid) -> list[Cluster]:
    """Every digit's clusters of conjugate pairs, smallest first (built once per position).

    A cluster whose colouring clashes (an odd ring of pairs) cannot occur in a
    position with a solution; it is left out rather than reasoned from.
    """
    return grid.derived(memo.COLOURING_CLUSTERS, _build_clusters)


def _build_clusters(grid: Grid) -> list[Cluster]:
    positions = grid.positions
    variant = grid.variant
    found: list[Cluster] = []
    for d in range(1, 10):
        plane = positions[d]
        if not plane:
            continue
        key = (variant.name, d, plane)
        mine = _DIGIT_CLUSTERS.get(key)
        if mine is None:
            mine = _DIGIT_CLUSTERS.put(key, _digit_clusters(variant, d, plane))
        found.extend(mine)
    found.sort(key=lambda c: (c.size, c.digit, c.cells & -c.cells))
    return found


# A digit's clusters depend on its places alone, and a step leaves most digits'
# places as they were: they are kept by the digit's plane.
_DIGIT_CLUSTERS: ContentMemo[tuple[Cluster, ...]] = ContentMemo("colouring")


def _digit_clusters(variant: Variant, d: int, plane: int) -> tuple[Cluster, ...]:
    peer = variant.peer_mask
    found = []
    partners: dict[int, int] = {}
    pair_house: dict[tuple[int, int], int] = {}
    for h, house in enumerate(variant.houses):
        pair = plane & house.mask
        if pair.bit_count() != 2:
            continue
        a = (pair & -pair).bit_length() - 1
        b = pair.bit_length() - 1
        if (a, b) in pair_house:
            continue
        pair_house[a, b] = h
        partners[a] = partners.get(a, 0) | 1 << b
        partners[b] = partners.get(b, 0) | 1 << a
    left = 0
    for x in partners:
        left |= 1 << x
    while left:
        start = left & -left
        colours = [start, 0]
        frontier = start
        side = 0
        whole = start
        while frontier:
            grown = 0
            for x in cells_of(frontier):
                grown |= partners[x]
            grown &= ~whole
            side ^= 1
            colours[side] |= grown
            whole |= grown
            frontier = grown
        left &= ~whole
        if _consistent(colours, partners):
            own = {x: partners[x] for x in cells_of(whole)}
            found.append(Cluster(d, whole, (colours[0], colours[1]), own, pair_house, peer))
    return tuple(found)


def _consistent(colours: list[int], partners: dict[int, int]) -> bool:
    for k in (0, 1):
        for x in cells_of(colours[k]):
            if partners[x] & colours[k]:
                return False
    return True


# ----- finders ---------------------------------------------------------------------


def simple_colours(kind: str):  # noqa: ANN201 - returns a finder
    """Simple Colours: `simple_colours("trap")` or `simple_colours("wrap")`."""
    search = {"trap": _trap, "wrap": _wrap}[kind]

    def finder(grid: Grid) -> Iterator[Step]:
        return search(grid)

    finder.__name__ = f"simple_colours_{kind}"
    return finder


def multi_colours(rule: int):  # noqa: ANN201 - returns a finder
    """Multi-Colours: `multi_colours(1)` (colours that see each other) or `multi_colours(2)`."""
    search = {1: _multi_1, 2: _multi_2}[rule]

    def finder(grid: Grid) -> Iterator[Step]:
        return search(grid)

    finder.__name__ = f"multi_colours_{rule}"
    return finder


def _trap(grid: Grid) -> Iterator[Step]:
    plane_of = grid.positions
    peer = grid.variant.peer_mask
    for cluster in clusters(grid):
        sees_0, sees_1 = cluster.sees
        gone = plane_of[cluster.digit] & sees_0 & sees_1 & ~cluster.cells
        if not gone:
            continue
        # Each target's shortest run of pairs from a cell of one colour it sees to
        # a cell of the other: the part of the cluster its reasoning needs.
        runs = []
        for t in cells_of(gone):
            seen = peer[t] & cluster.cells
            runs.append((t, cluster.path(seen & cluster.colours[0], seen & cluster.colours[1])))
        yield _trap_step(grid, cluster, gone, runs)


def _wrap(grid: Grid) -> Iterator[Step]:
    peer = grid.variant.peer_mask
    for cluster in clusters(grid):
        clashes = []
        for k in (0, 1):
            colour = cluster.colours[k]
            for x in cells_of(colour):
                mates = peer[x] & colour
                if mates:
                    clashes.append((k, x, (mates & -mates).bit_length() - 1))
                    break
        if len(clashes) == 1:  # both colours clashing means a position without a solution
            if _shared_house(grid, clashes[0][1], clashes[0][2]) is None:
                continue
            yield _wrap_step(grid, cluster, *clashes[0])


def _multi_1(grid: Grid) -> Iterator[Step]:
    plane_of = grid.positions
    peer = grid.variant.peer_mask
    for first, second in _cluster_pairs(grid, ordered=False):
        plane = plane_of[first.digit]
        off_limits = first.cells | second.cells
        for k in (0, 1):
            for m in (0, 1):
                if not first.sees[k] & second.colours[m]:
                    continue
                # Colours k and m are not both true: the opposite colours hold one digit.
                gone = plane & first.sees[1 - k] & second.sees[1 - m] & ~off_limits
                if not gone:
                    continue
                x = next(c for c in cells_of(first.colours[k]) if peer[c] & second.colours[m])
                near = peer[x] & second.colours[m]
                y = (near & -near).bit_length() - 1
                runs = []
                for t in cells_of(gone):
                    near_first = peer[t] & first.colours[1 - k]
                    near_second = peer[t] & second.colours[1 - m]
                    runs.append(
                        (t, first.path(near_first, 1 << x), second.path(1 << y, near_second))
                    )
                if _shared_house(grid, x, y) is None:
                    continue
                yield _multi_1_step(grid, first, second, x, y, gone, runs)


def _multi_2(grid: Grid) -> Iterator[Step]:
    peer = grid.variant.peer_mask
    for first, second in _cluster_pairs(grid, ordered=True):
        for k in (0, 1):
            sees = first.sees[k]
            if not (sees & second.colours[0] and sees & second.colours[1]):
                continue
            colour = first.colours[k]
            x1 = next(c for c in cells_of(colour) if peer[c] & second.colours[0])
            x2 = next(c for c in cells_of(colour) if peer[c] & second.colours[1])
            c0 = peer[x1] & second.colours[0]
            c1 = peer[x2] & second.colours[1]
            found = _multi_2_step(grid, first, second, k, x1, x2, c0, c1)
            if found is not None:
                yield found


def _cluster_pairs(grid: Grid, ordered: bool) -> Iterator[tuple[Cluster, Cluster]]:
    """Two clusters of one digit, the smallest pair (fewest cells in all) first."""
    by_digit: dict[int, list[Cluster]] = {}
    for cluster in clusters(grid):
        by_digit.setdefault(cluster.digit, []).append(cluster)
    pairs = []
    for group in by_digit.values():
        for i, first in enumerate(group):
            for j, second in enumerate(group):
                if i == j or (not ordered and j < i):
                    continue
                pairs.append((first.size + second.size, first.digit, i, j, first, second))
    pairs.sort(key=lambda p: p[:4])
    for *_, first, second in pairs:
        yield first, second


# ----- what the player reads ---------------------------------------------------------
# A summary lists at most this many changes: the proof's last lines list them all.
SUMMARY_CHANGES = 8


def _summary_effect(placements: tuple, eliminations: tuple) -> Effect | Reason:
    """The effect for a summary: whole when short, else its first changes and a count."""
    if len(placements) + len(eliminations) <= SUMMARY_CHANGES + 2:
        return Effect(tuple(placements), tuple(eliminations))
    shown = Effect(
        tuple(placements), tuple(sorted(eliminations))[: SUMMARY_CHANGES - len(placements)]
    )
    more = len(placements) + len(eliminations) - SUMMARY_CHANGES
    return say("colouring.effect.more", shown=shown, more=more)


def _house(grid: Grid, cluster: Cluster, x: int, y: int) -> HouseRef:
    key = (x, y) if x < y else (y, x)
    return HouseRef.of(grid.variant.houses[cluster.pair_house[key]])


def _pair_lines(
    grid: Grid, cluster: Cluster, edges: list[tuple[int, int]], first_link: int = 0
) -> list[Reason]:
    """One line per conjugate pair, drawing its strong link."""
    d = cluster.digit
    return [
        say(
            "colouring.pair",
            links=(first_link + i,),
            marks=((x, d), (y, d)),
            first=Cell(x),
            second=Cell(y),
            digit=d,
            house=_house(grid, cluster, x, y),
        )
        for i, (x, y) in enumerate(edges)
    ]


def _are(cells: list[int], d: int, mood: str = "are") -> Reason:
    """'r1c1 is 4', 'r1c1 and r6c5 are both 4', 'r1c1, r3c3 and r6c5 are all 4'."""
    if len(cells) == 1:
        message = "colouring.is" if mood == "are" else "colouring.were"
    else:
        message = f"colouring.{mood}-{'both' if len(cells) == 2 else 'all'}"
    return say(message, cells=Cells.of(cells), digit=d)


def _either(cluster: Cluster, shown: int) -> Reason:
    """'Each pair holds exactly one 4 ...: either r1c1 and r6c5 are both 4, or ...'."""
    d = cluster.digit
    first = list(cells_of(shown & cluster.colours[0]))
    second = list(cells_of(shown & cluster.colours[1]))
    return say("colouring.either", digit=d, one=_are(first, d), other=_are(second, d))


def _clash(grid: Grid, x: int, y: int, d: int, link: int) -> Reason:
    """The weak link between two clusters: x and y see each other."""
    return say(
        "colouring.clash",
        links=(link,),
        marks=((x, d), (y, d)),
        first=Cell(x),
        second=Cell(y),
        house=_shared_house(grid, x, y),
        digit=d,
    )


def _edges_of(runs: list[list[int]]) -> list[tuple[int, int]]:
    """The pairs along some runs of cells, each once, in the order met."""
    edges: list[tuple[int, int]] = []
    seen: set[tuple[int, int]] = set()
    for run in runs:
        for x, y in zip(run, run[1:], strict=False):
            key = (x, y) if x < y else (y, x)
            if key not in seen:
                seen.add(key)
                edges.append((x, y))
    return edges


def _strong_links(cluster: Cluster, edges: list[tuple[int, int]]) -> list[Link]:
    d = cluster.digit
    return [Link((x, d), (y, d), True) for x, y in edges]


def _cells_in(edges: list[tuple[int, int]]) -> int:
    mask = 0
    for x, y in edges:
        mask |= 1 << x | 1 << y
    return mask


def _colour_highlights(cluster: Cluster, shown: int, off_colour: int) -> list[Highlight]:
    d = cluster.digit
    return [
        Highlight(CANDIDATE, (x, d), OFF if cluster.colour_of(x) == off_colour else ON)
        for x in cells_of(shown)
    ]


def _trap_step(grid: Grid, cluster: Cluster, gone: int, runs: list[tuple[int, list[int]]]) -> Step:
    d = cluster.digit
    edges = _edges_of([run for _, run in runs])
    shown = _cells_in(edges)
    eliminations = tuple((t, d) for t in cells_of(gone))
    sights = [
        say(
            "colouring.trap.sees",
            marks=((run[0], d), (run[-1], d), (t, d)),
            target=Cell(t),
            first=Cell(run[0]),
            second=Cell(run[-1]),
            digit=d,
            effect=Effect((), ((t, d),)),
        )
        for t, run in runs
    ]
    start_colour = cluster.colour_of(runs[0][1][0])
    targets = [t for t, _ in runs]
    return Step(
        technique="simple-colours-trap",
        eliminations=eliminations,
        highlights=(
            *_colour_highlights(cluster, shown, start_colour),
            *target_cells(eliminations),
        ),
        links=tuple(_strong_links(cluster, edges)),
        summary=say(
            "simple-colours-trap",
            digit=d,
            count=len(targets),
            targets=Cells.of(targets),
            effect=_summary_effect((), eliminations),
        ),
        proof=(*_pair_lines(grid, cluster, edges), _either(cluster, shown), *sights),
        nudge_reason=say("simple-colours-trap.nudge", digit=d),
    )


def _wrap_step(grid: Grid, cluster: Cluster, k: int, x: int, y: int) -> Step:
    d = cluster.digit
    edges = cluster.tree()
    false_cells = list(cells_of(cluster.colours[k]))
    eliminations = tuple((c, d) for c in false_cells)
    done = Effect((), eliminations)
    where = _shared_house(grid, x, y)
    return Step(
        technique="simple-colours-wrap",
        eliminations=eliminations,
        highlights=(
            *_colour_highlights(cluster, cluster.cells, k),
            *target_cells(eliminations),
        ),
        links=tuple(_strong_links(cluster, edges)),
        summary=say(
            "simple-colours-wrap",
            digit=d,
            first=Cell(x),
            second=Cell(y),
            house=where,
            effect=_summary_effect((), eliminations),
        ),
        proof=(
            *_pair_lines(grid, cluster, edges),
            _either(cluster, cluster.cells),
            say(
                "colouring.wrap.clash",
                marks=((x, d), (y, d)),
                first=Cell(x),
                second=Cell(y),
                house=where,
                digit=d,
                effect=done,
            ),
        ),
        nudge_reason=say("simple-colours-wrap.nudge", digit=d),
    )


def _shared_house(grid: Grid, x: int, y: int) -> HouseRef | None:
    """The house where x and y see each other; None when only a rule makes them peers
    (an anti-knight move, a thermometer): the words name a house, so such a clash is
    left to the chains, which name the rule."""
    houses = grid.variant.houses
    return next(
        (HouseRef.of(houses[h]) for h in grid.variant.houses_of[x] if houses[h].mask >> y & 1),
        None,
    )


def _multi_1_step(
    grid: Grid,
    first: Cluster,
    second: Cluster,
    x: int,
    y: int,
    gone: int,
    runs: list[tuple[int, list[int], list[int]]],
) -> Step:
    d = first.digit
    first_edges = _edges_of([run for _, run, _ in runs])
    second_edges = _edges_of([run for _, _, run in runs])
    shown_first = _cells_in(first_edges)
    shown_second = _cells_in(second_edges)
    eliminations = tuple((t, d) for t in cells_of(gone))
    opposite_first = list(cells_of(shown_first & ~first.colours[first.colour_of(x)]))
    opposite_second = list(cells_of(shown_second & ~second.colours[second.colour_of(y)]))
    sights = [
        say(
            "colouring.multi-1.sees",
            marks=((a[0], d), (b[-1], d), (t, d)),
            target=Cell(t),
            first=Cell(a[0]),
            second=Cell(b[-1]),
            digit=d,
            effect=Effect((), ((t, d),)),
        )
        for t, a, b in runs
    ]
    # Read as a chain from the first run's start: if it is not the digit, x is, so y
    # is not, so the second run's end is. Colours follow that reading.
    k = first.colour_of(x)
    m = second.colour_of(y)
    links = [
        *_strong_links(first, first_edges),
        Link((x, d), (y, d), False),
        *_strong_links(second, second_edges),
    ]
    joined = len(first_edges)
    return Step(
        technique="multi-colours-1",
        eliminations=eliminations,
        highlights=(
            *_colour_highlights(first, shown_first, 1 - k),
            *_colour_highlights(second, shown_second, m),
            *target_cells(eliminations),
        ),
        links=tuple(links),
        summary=say(
            "multi-colours-1",
            digit=d,
            first=Cell(x),
            second=Cell(y),
            house=_shared_house(grid, x, y),
            effect=_summary_effect((), eliminations),
        ),
        proof=(
            *_pair_lines(grid, first, first_edges),
            _either(first, shown_first),
            _clash(grid, x, y, d, joined),
            *_pair_lines(grid, second, second_edges, joined + 1),
            _either(second, shown_second),
            say(
                "colouring.multi-1.opposite",
                one=_are(opposite_first, d),
                other=_are(opposite_second, d),
                first=Cell(x),
                second=Cell(y),
            ),
            *sights,
        ),
        nudge_reason=say("multi-colours-1.nudge", digit=d),
    )


def _multi_2_step(
    grid: Grid,
    first: Cluster,
    second: Cluster,
    k: int,
    x1: int,
    x2: int,
    c0: int,
    c1: int,
) -> Step | None:
    d = first.digit
    first_edges = first.tree()
    run = second.path(c0, c1)
    second_edges = _edges_of([run])
    shown_second = _cells_in(second_edges)
    false_cells = list(cells_of(first.colours[k]))
    eliminations = tuple((c, d) for c in false_cells)
    done = Effect((), eliminations)
    a, b = run[0], run[-1]
    if _shared_house(grid, x1, a) is None or _shared_house(grid, b, x2) is None:
        return None
    joined = len(first_edges)
    return Step(
        technique="multi-colours-2",
        eliminations=eliminations,
        highlights=(
            *_colour_highlights(first, first.cells, k),
            *(Highlight(CANDIDATE, (c, d), PATTERN) for c in cells_of(shown_second)),
            *target_cells(eliminations),
        ),
        links=tuple(
            [
                *_strong_links(first, first_edges),
                Link((x1, d), (a, d), False),
                *_strong_links(second, second_edges),
                Link((b, d), (x2, d), False),
            ]
        ),
        summary=say("multi-colours-2", digit=d, effect=_summary_effect((), eliminations)),
        proof=(
            *_pair_lines(grid, first, first_edges),
            _either(first, first.cells),
            _clash(grid, x1, a, d, joined),
            *_pair_lines(grid, second, second_edges, joined + 1),
            _either(second, shown_second),
            _clash(grid, b, x2, d, joined + 1 + len(second_edges)),
            say(
                "colouring.multi-2.end",
                marks=tuple((c, d) for c in false_cells),
                supposed=_are(false_cells, d, "were"),
                first=Cell(a),
                second=Cell(b),
                digit=d,
                effect=done,
            ),
        ),
        nudge_reason=say("multi-colours-2.nudge", digit=d),
    )


simple_colours_trap = simple_colours("trap")
simple_colours_wrap = simple_colours("wrap")
multi_colours_1 = multi_colours(1)
multi_colours_2 = multi_colours(2)
