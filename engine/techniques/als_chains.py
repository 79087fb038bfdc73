"""Almost locked set techniques: ALS-XZ, ALS-XY-Wing, ALS chains and Death Blossom.

All four rest on one inference (see ``engine.almost_locked_sets``): an ALS that loses one of
its digits is locked on the others, and a restricted common x between two ALS
(every x of one sees every x of the other) means they cannot both hold x, so at
least one of them is x-free. Chaining that inference from an ALS that would be
z-free to one that would then have to hold z removes z from every cell that
sees all the z's of both ends.

Work is shared through the position's cache: the ALS list, the restricted
commons, and `chain_reach`, which says in one pass which candidates chains of
each length can remove at all. A finder only looks for an actual pattern where
that pass says there is something to remove.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .. import almost_locked_sets as als_machinery
from ..almost_locked_sets import (
    MAX_LINKS,
    Als,
    almost_locked_sets,
    chain_reach,
    pack,
    restricted_commons,
    unpack,
)
from ..bits import DIGITS_IN, cells_of, node, only_cell
from ..explain import Cell, Cells, Digits, Effect, HouseRef, Reason, say
from ..grid import Grid
from ..step import CANDIDATE, CELL, FIN, ON, PATTERN, Highlight, Link, Step, target_cells

# How many distinct effects one call yields at most: more than the "all steps" lists
# show (20), so they can tell when they were cut, without walking every pattern of a
# rich position.
MAX_EFFECTS = 40

LETTERS = "ABCDEFGHIJ"

# Restricted commons in a chain, fewest and most, per technique.
LINKS = {"als-xy-wing": (2, 2), "als-chain": (3, MAX_LINKS)}


def als_xz(grid: Grid) -> Iterator[Step]:
    """Two ALS joined by a restricted common x: a digit z of both leaves every cell
    that sees all of their z's. Joined by two restricted commons (doubly linked),
    each set is locked on its other digits and both commons are locked in the pair."""
    sets = almost_locked_sets(grid)
    seen: set[tuple] = set()
    for i, j, common, z_digits, eliminations in _xz_pairs(grid):
        if eliminations in seen:
            continue
        seen.add(eliminations)
        yield _xz_step(grid, sets[i], sets[j], common, z_digits, eliminations)
        if len(seen) == MAX_EFFECTS:
            return


def _xz_pairs(grid: Grid) -> Iterator[tuple[int, int, int, int, tuple[tuple[int, int], ...]]]:
    """Every pair of ALS with a restricted common that removes something, in the order
    of ``RccGraph.pairs``: (a, b, common digits, z digits, eliminations). Compiled where
    built (the same pairs, in the same order)."""
    compiled = als_machinery._als_walk  # one switch for every ALS search
    if compiled is not None:
        table, positions, start = als_machinery.compiled_table(grid), grid.positions, 0
        while (found := compiled.xz(table, positions, start)) is not None:
            start, i, j, common, z_digits, eliminations = found
            yield i, j, common, z_digits, eliminations
        return
    sets = almost_locked_sets(grid)
    positions = grid.positions
    # What a singly linked pair removes is what the chain walk reaches in one common:
    # when that is nothing, only the doubly linked pairs are worth a look.
    singly = chain_reach(grid).first(1) != 0
    commons = restricted_commons(grid)
    for i, j, common in commons.pairs if singly else commons.doubly:
        a, b = sets[i], sets[j]
        if common.bit_count() > 2:
            continue  # three commons between two ALS cannot happen in a solvable position
        found: set[tuple[int, int]] = set()
        # z: a digit of both, not a restricted common (doubly linked: the commons too).
        zs = a.digits & b.digits
        if common.bit_count() == 1:
            zs &= ~common
        z_digits = 0
        for z in DIGITS_IN[zs]:
            gone = a.sees_all[z] & b.sees_all[z] & positions[z]
            if gone:
                z_digits |= 1 << (z - 1)
                found.update((c, z) for c in cells_of(gone))
        if common.bit_count() == 2:
            for mine, other in ((a, b), (b, a)):
                for d in DIGITS_IN[mine.digits & ~common]:
                    gone = mine.sees_all[d] & positions[d] & ~other.cells
                    if gone:
                        z_digits |= 1 << (d - 1)
                        found.update((c, d) for c in cells_of(gone))
        if found:
            yield i, j, common, z_digits, tuple(sorted(found))


def als_xy_wing(grid: Grid) -> Iterator[Step]:
    """Three ALS A-C-B: C shares one restricted common with A and another with B;
    a digit z of A and B (neither common) leaves every cell seeing all their z's."""
    yield from _chains(grid, *LINKS["als-xy-wing"], "als-xy-wing")


def als_chain(grid: Grid) -> Iterator[Step]:
    """ALS-XY-Chain: four to six ALS in a row, each pair joined by a restricted common,
    consecutive commons different; a digit z of both ends that is neither end's
    common leaves every cell seeing all the z's of both ends."""
    yield from _chains(grid, *LINKS["als-chain"], "als-chain")


def death_blossom(grid: Grid) -> Iterator[Step]:
    """A stem cell with two or three candidates, each the restricted common of the
    stem and a petal ALS (every copy in the petal sees the stem), petals apart from
    each other: a digit z of every petal leaves every cell seeing all their z's."""
    seen: set[tuple] = set()
    for stem, stem_digits, per_digit in _stems(grid):
        for chosen, z_digits, eliminations in _blossoms(grid, stem, stem_digits, per_digit):
            if eliminations in seen:
                continue
            seen.add(eliminations)
            yield _blossom_step(grid, stem, stem_digits, chosen, z_digits, eliminations)
            if len(seen) == MAX_EFFECTS:
                return


def _stems(grid: Grid) -> Iterator[tuple[int, tuple[int, ...], list[list[Als]]]]:
    """The stems worth a search, two candidates first, then three, cells ascending:
    (cell, its digits, the petals per digit). Compiled where built (the same stems)."""
    sets = almost_locked_sets(grid)
    cands = grid.candidates
    positions = grid.positions
    compiled = als_machinery._als_walk  # one switch for every ALS search
    if compiled is not None:
        table = als_machinery.compiled_table(grid)
        for stem, indices in compiled.blossom_stems(table, positions, cands):
            yield stem, DIGITS_IN[cands[stem]], [[sets[i] for i in row] for row in indices]
        return
    petals = _petals(cands, positions, sets)
    for size in (2, 3):
        for stem in sorted(petals):
            digits = cands[stem]
            if digits.bit_count() != size:
                continue
            per_digit = petals[stem]
            stem_digits = DIGITS_IN[digits]
            if any(not per_digit[d] for d in stem_digits):
                continue
            if not _may_remove(positions, digits, stem_digits, per_digit):
                continue
            yield stem, stem_digits, per_digit


def aimed_chain(grid: Grid, cell: int, z: int, technique: str) -> Step | None:
    """The shortest ALS-XY-Wing (or ALS chain, by `technique`) that removes z from
    `cell`, for "why not?": the chain walk says how short one can be, and only chains
    whose ends see the cell are searched for, not every chain of the position."""
    shortest, longest = LINKS[technique]
    reach = chain_reach(grid)
    bit = pack(cell, z)
    first = next((n for n in range(1, longest + 1) if reach.first(n) & bit), None)
    if first is None:
        return None
    sets = almost_locked_sets(grid)
    for links in range(max(shortest, first), longest + 1):
        chain = _proper_chain(grid, z, cell, links)
        if chain is not None:
            order, commons = chain
            chained = [sets[i] for i in order]
            eliminations = _chain_eliminations(chained, z, grid.positions)
            return _chain_step(grid, technique, chained, commons, z, eliminations)
    return None


# ----- searching ------------------------------------------------------------------


def _chains(grid: Grid, shortest: int, longest: int, technique: str) -> Iterator[Step]:
    """Chains of `shortest`..`longest` restricted commons, fewest first.

    Only candidates `chain_reach` marks are tried: a proper chain of L commons
    marks its candidates at L or fewer, so a candidate first marked at L' needs
    at least L'. (A candidate a shorter technique removes is still tried: the
    lists of all steps show each technique whole. On the ladder, the shorter
    technique has already taken it.)
    """
    reach = chain_reach(grid)
    sets = almost_locked_sets(grid)
    positions = grid.positions
    candidates = [
        (first, cell, z)
        for first in range(1, longest + 1)
        for cell, z in unpack(reach.first(first))
    ]
    covered: set[tuple[int, int]] = set()
    seen: set[tuple] = set()
    for links in range(shortest, longest + 1):
        tries = sorted((cell, z) for first, cell, z in candidates if first <= links)
        for cell, z in tries:
            if (cell, z) in covered:
                continue
            chain = _proper_chain(grid, z, cell, links)
            if chain is None:
                continue
            order, commons = chain
            chained = [sets[i] for i in order]
            eliminations = _chain_eliminations(chained, z, positions)
            covered.update(eliminations)
            if eliminations in seen:
                continue
            seen.add(eliminations)
            yield _chain_step(grid, technique, chained, commons, z, eliminations)
            if len(seen) == MAX_EFFECTS:
                return


def _chain_eliminations(
    chained: list[Als], z: int, positions: list[int]
) -> tuple[tuple[int, int], ...]:
    """What a chain removes: z from every cell that sees all the z's of both ends."""
    gone = chained[0].sees_all[z] & chained[-1].sees_all[z] & positions[z]
    return tuple((c, z) for c in cells_of(gone))


def _proper_chain(grid: Grid, z: int, cell: int, links: int) -> tuple[list[int], list[int]] | None:
    """ALS indices and restricted commons of a chain of exactly `links` commons whose
    two ends both have all their z's seeing `cell`, sets pairwise apart; or None.

    Searched backwards from the end, keeping to states the forward walk of
    `chain_reach` says the start reaches in time: "j lacks x" as the i-th set of
    the chain must be forced by the candidate within i commons.
    """
    reach = chain_reach(grid)
    if als_machinery._als_walk is not None:  # the same search, compiled
        return reach.proper_chain(z, cell, links)  # type: ignore[attr-defined]
    sets = almost_locked_sets(grid)
    neighbours = restricted_commons(grid).neighbours
    layers, bit = reach.layers_for(node(cell, z), links)
    zbit = 1 << (z - 1)
    search = _ChainSearch(sets, neighbours, layers, z, bit)
    last = layers[links]
    for end in sets:
        if not end.digits & zbit or not end.sees_all[z] >> cell & 1:
            continue
        for y in DIGITS_IN[end.digits & ~zbit]:
            if last[end.index << 4 | y] & bit:
                search.order[:] = [end.index]
                search.commons[:] = [y]
                if search.back(end.index, y, end.cells, links):
                    return search.order[::-1], search.commons[::-1]
    return None


class _ChainSearch:
    """The backward search of `_proper_chain`. A class, not a nested function: a
    recursive closure refers to itself, and every search would leave a reference
    cycle for the garbage collector, whose passes were a measurable share of a solve."""

    __slots__ = ("sets", "neighbours", "layers", "z", "bit", "order", "commons")

    def __init__(
        self,
        sets: Sequence[Als],
        neighbours: tuple[tuple[tuple[int, int], ...], ...],
        layers: list[Sequence[int]],
        z: int,
        bit: int,
    ) -> None:
        self.sets = sets
        self.neighbours = neighbours
        self.layers = layers
        self.z = z
        self.bit = bit
        self.order: list[int] = []  # end first
        self.commons: list[int] = []

    def back(self, k: int, y: int, used: int, pos: int) -> bool:
        """Set k lacks y as the pos-th of the chain: find the set before it."""
        z, bit, order, commons = self.z, self.bit, self.order, self.commons
        ybit = 1 << (y - 1)
        layer = self.layers[pos - 1]
        for j, digits in self.neighbours[k]:
            if not digits & ybit:
                continue
            before = self.sets[j]
            if before.cells & used:
                continue
            if pos == 1:
                # The start is the z-free set: its common with the next is not z.
                if y != z and layer[j << 4 | z] & bit:
                    order.append(j)
                    return True
                continue
            for x in DIGITS_IN[before.digits & ~ybit]:
                if layer[j << 4 | x] & bit:
                    order.append(j)
                    commons.append(x)
                    if self.back(j, x, used | before.cells, pos - 1):
                        return True
                    order.pop()
                    commons.pop()
        return False


def _petals(
    cands: list[int], positions: list[int], sets: Sequence[Als]
) -> dict[int, list[list[Als]]]:
    """petals[stem][d]: for each cell with two or three candidates, the ALS holding d
    whose d's all see it, smallest first."""
    stems = 0
    for c in range(81):
        if 2 <= cands[c].bit_count() <= 3:
            stems |= 1 << c
    petals: dict[int, list[list[Als]]] = {}
    if not stems:
        return petals
    for als in sets:
        sees_all = als.sees_all
        for d in DIGITS_IN[als.digits]:
            hit = sees_all[d] & positions[d] & stems
            while hit:
                low = hit & -hit
                hit ^= low
                stem = low.bit_length() - 1
                per_digit = petals.get(stem)
                if per_digit is None:
                    per_digit = petals[stem] = [[] for _ in range(10)]
                per_digit[d].append(als)
    return petals


def _may_remove(
    positions: list[int], stem_mask: int, stem_digits: tuple[int, ...], per_digit: list[list[Als]]
) -> bool:
    """Whether some z has a candidate that sees all the z's of one petal per stem digit,
    petals apart or not: what any blossom of the stem removes is among these, and they
    take one pass over the petals, where the blossoms take every choice of them."""
    targets: dict[int, int] | None = None
    for d in stem_digits:
        reached: dict[int, int] = {}
        for petal in per_digit[d]:
            sees_all = petal.sees_all
            for z in DIGITS_IN[petal.digits & ~stem_mask]:
                cells = sees_all[z] & positions[z]
                if cells:
                    reached[z] = reached.get(z, 0) | cells
        if targets is not None:
            reached = {
                z: both for z, cells in targets.items() if (both := cells & reached.get(z, 0))
            }
        if not reached:
            return False
        targets = reached
    return True


def _blossoms(
    grid: Grid, stem: int, stem_digits: tuple[int, ...], per_digit: list[list[Als]]
) -> Iterator[tuple[list[Als], int, tuple[tuple[int, int], ...]]]:
    """Petal choices for one stem that remove something: (petals, z digits, eliminations)."""
    positions = grid.positions
    stem_mask = grid.candidates[stem]
    yield from _grow(positions, stem_digits, per_digit, [], 0, 1 << stem, 0x1FF & ~stem_mask, {})


def _grow(
    positions: list[int],
    stem_digits: tuple[int, ...],
    per_digit: list[list[Als]],
    chosen: list[Als],
    i: int,
    used: int,
    zs: int,
    targets: dict[int, int],
) -> Iterator[tuple[list[Als], int, tuple[tuple[int, int], ...]]]:
    """Petals for the stem digits from the i-th on, given those `chosen` so far.
    (Module level, not nested: a recursive closure would be a reference cycle.)"""
    if i == len(stem_digits):
        found = [(c, z) for z, cells in targets.items() for c in cells_of(cells)]
        if found:
            z_digits = 0
            for z in targets:
                z_digits |= 1 << (z - 1)
            yield list(chosen), z_digits, tuple(sorted(found))
        return
    for petal in per_digit[stem_digits[i]]:
        if petal.cells & used:
            continue
        common = zs & petal.digits
        if not common:
            continue
        narrowed = {}
        for z in DIGITS_IN[common]:
            cells = targets[z] & petal.sees_all[z] if i else petal.sees_all[z] & positions[z]
            if cells:
                narrowed[z] = cells
        if not narrowed:
            continue
        remaining = 0
        for z in narrowed:
            remaining |= 1 << (z - 1)
        chosen.append(petal)
        yield from _grow(
            positions,
            stem_digits,
            per_digit,
            chosen,
            i + 1,
            used | petal.cells,
            remaining,
            narrowed,
        )
        chosen.pop()


# ----- steps ----------------------------------------------------------------------


def _group(als: Als, x: int) -> tuple[tuple[int, int], tuple[int, ...]]:
    """An ALS's x's as a link node: the first candidate, and all the cells when several."""
    cells = tuple(cells_of(als.cells_with[x]))
    return (cells[0], x), cells if len(cells) > 1 else ()


def _rcc_link(p: Als, q: Als, x: int) -> Link:
    """The restricted common x from one ALS to the next: not both hold x."""
    (start, start_cells), (end, end_cells) = _group(p, x), _group(q, x)
    return Link(start, end, False, start_cells, end_cells)


def _highlights(
    grid: Grid, marked: list[tuple[Als, int, int]], eliminations: tuple[tuple[int, int], ...]
) -> tuple[Highlight, ...]:
    """Every candidate of every ALS: restricted commons FIN, the z's that do the work ON,
    the rest PATTERN; then the cells that lose candidates."""
    cands = grid.candidates
    out: list[Highlight] = []
    done: set[tuple[int, int]] = set()
    for als, fins, ons in marked:
        for c in cells_of(als.cells):
            for d in DIGITS_IN[cands[c]]:
                if (c, d) in done:
                    continue
                done.add((c, d))
                bit = 1 << (d - 1)
                role = FIN if fins & bit else ON if ons & bit else PATTERN
                out.append(Highlight(CANDIDATE, (c, d), role))
    return (*out, *target_cells(eliminations))


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
    return say("als.effect.more", shown=shown, more=more)


def _place(grid: Grid, als: Als) -> Cell | HouseRef:
    """Where a player looks for it: its house, or the cell of a bivalue ALS."""
    if als.size == 1:
        return Cell(only_cell(als.cells))
    return HouseRef.of(grid.variant.houses[als.house])


def _candidates(grid: Grid, cells: int) -> tuple[tuple[int, int], ...]:
    cands = grid.candidates
    return tuple((c, d) for c in cells_of(cells) for d in DIGITS_IN[cands[c]])


def _set_line(grid: Grid, als: Als, label: str) -> Reason:
    """'A = r1c1, r1c5 and r1c8 in row 1: together they hold only 2, 4, 7 and 9, ...'."""
    marks = _candidates(grid, als.cells)
    digits = Digits.of(DIGITS_IN[als.digits])
    if als.size == 1:
        return say(
            "als.set.cell", marks=marks, label=label, cell=Cell(only_cell(als.cells)), digits=digits
        )
    return say(
        "als.set",
        marks=marks,
        label=label,
        cells=Cells.of(cells_of(als.cells)),
        house=_place(grid, als),
        digits=digits,
    )


def _common_marks(p: Als, q: Als, x: int) -> tuple[tuple[int, int], ...]:
    return tuple((c, x) for c in cells_of(p.cells_with[x] | q.cells_with[x]))


def _holding(sets: list[Als], d: int) -> Cells:
    cells = 0
    for als in sets:
        cells |= als.cells_with[d]
    return Cells.of(cells_of(cells))


def _reach_lines(
    message: str, sets: list[Als], zs: tuple[int, ...], eliminations: tuple, **params: object
) -> list[Reason]:
    """One line per digit removed: who must hold it, and the cells that lose it."""
    lines = []
    for z in zs:
        gone = tuple((c, d) for c, d in eliminations if d == z)
        if gone:
            lines.append(
                say(
                    message,
                    marks=gone,
                    z=z,
                    cells=_holding(sets, z),
                    effect=Effect((), gone),
                    **params,
                )
            )
    return lines


def _xz_step(
    grid: Grid,
    a: Als,
    b: Als,
    common: int,
    z_digits: int,
    eliminations: tuple[tuple[int, int], ...],
) -> Step:
    commons = DIGITS_IN[common]
    links = tuple(_rcc_link(a, b, x) for x in commons)
    highlights = _highlights(grid, [(a, common, z_digits), (b, common, z_digits)], eliminations)
    where = {"a": _place(grid, a), "b": _place(grid, b)}
    effect = Effect((), eliminations)
    brief = _summary_effect((), eliminations)
    sets = [_set_line(grid, a, "A"), _set_line(grid, b, "B")]
    rccs = [
        say(
            "als.rcc",
            links=(i,),
            marks=_common_marks(a, b, x),
            x=x,
            first="A",
            second="B",
        )
        for i, x in enumerate(commons)
    ]
    if len(commons) == 1:
        x = commons[0]
        zs = DIGITS_IN[z_digits]
        summary = say(
            "als-xz",
            count=len(zs),
            zs=Digits.of(zs),
            x=x,
            effect=brief,
            **where,
        )
        proof = [
            *sets,
            *rccs,
            say("als.xz.either", x=x, first="A", second="B"),
            *_reach_lines("als.xz.reach", [a, b], zs, eliminations, first="A", second="B"),
        ]
        nudge = say("als-xz.nudge", x=x, **where)
    else:
        x, y = commons
        holds = tuple(
            say("als.holds", label=name, digits=Digits.of(DIGITS_IN[s.digits & ~common]))
            for name, s in (("A", a), ("B", b))
            if s.digits & ~common
        )
        if holds:
            argument = say("als.doubly.argument", x=x, y=y, holds=holds)
        else:
            argument = say("als.doubly.argument.none", x=x, y=y)
        summary = say("als-xz.doubly", x=x, y=y, effect=brief, **where)
        proof = [
            *sets,
            *rccs,
            argument,
            say("als.doubly.end", marks=eliminations, x=x, y=y, effect=effect),
        ]
        nudge = say("als-xz.doubly.nudge", x=x, y=y, **where)
    return Step(
        technique="als-xz",
        eliminations=eliminations,
        highlights=highlights,
        links=links,
        summary=summary,
        proof=tuple(proof),
        nudge_reason=nudge,
    )


def _chain_step(
    grid: Grid,
    technique: str,
    sets: list[Als],
    commons: list[int],
    z: int,
    eliminations: tuple[tuple[int, int], ...],
) -> Step:
    zbit = 1 << (z - 1)
    marked = []
    for i, als in enumerate(sets):
        fins = 0
        if i:
            fins |= 1 << (commons[i - 1] - 1)
        if i < len(commons):
            fins |= 1 << (commons[i] - 1)
        ends = zbit if i in (0, len(sets) - 1) else 0
        marked.append((als, fins, ends))
    links = tuple(_rcc_link(sets[i], sets[i + 1], x) for i, x in enumerate(commons))
    effect = Effect((), eliminations)
    brief = _summary_effect((), eliminations)
    if technique == "als-xy-wing":
        a, c, b = sets
        labels = ["A", "C", "B"]
        where = {"a": _place(grid, a), "b": _place(grid, b), "c": _place(grid, c)}
        summary = say("als-xy-wing", z=z, effect=brief, **where)
        nudge = say("als-xy-wing.nudge", **where)
    else:
        labels = list(LETTERS[: len(sets)])
        where = {"a": _place(grid, sets[0]), "b": _place(grid, sets[-1])}
        summary = say("als-chain", z=z, count=len(sets), last=labels[-1], effect=brief, **where)
        nudge = say("als-chain.nudge", z=z, count=len(sets), **where)
    first, last = labels[0], labels[-1]
    proof = [_set_line(grid, sets[0], first)]
    for i, x in enumerate(commons):
        proof.append(_set_line(grid, sets[i + 1], labels[i + 1]))
        proof.append(
            say(
                "als.chain.first" if i == 0 else "als.chain.link",
                links=(i,),
                marks=_common_marks(sets[i], sets[i + 1], x),
                z=z,
                x=x,
                first=labels[i],
                second=labels[i + 1],
                last=last,
                next=commons[i + 1] if i + 1 < len(commons) else z,
            )
        )
    proof.append(say("als.chain.end", marks=eliminations, z=z, last=last, effect=effect))
    return Step(
        technique=technique,
        eliminations=eliminations,
        highlights=_highlights(grid, marked, eliminations),
        links=links,
        summary=summary,
        proof=tuple(proof),
        nudge_reason=nudge,
    )


def _blossom_step(
    grid: Grid,
    stem: int,
    stem_digits: tuple[int, ...],
    petals: list[Als],
    z_digits: int,
    eliminations: tuple[tuple[int, int], ...],
) -> Step:
    marked = [(p, 1 << (d - 1), z_digits) for d, p in zip(stem_digits, petals, strict=True)]
    highlights = (
        Highlight(CELL, stem, PATTERN),
        *(Highlight(CANDIDATE, (stem, d), FIN) for d in stem_digits),
        *_highlights(grid, marked, eliminations),
    )
    links = []
    for d, p in zip(stem_digits, petals, strict=True):
        end, end_cells = _group(p, d)
        links.append(Link(start=(stem, d), end=end, strong=False, end_cells=end_cells))
    zs = DIGITS_IN[z_digits]
    proof = [
        say(
            "als.stem",
            marks=tuple((stem, d) for d in stem_digits),
            stem=Cell(stem),
            digits=Digits.of(stem_digits),
        )
    ]
    for i, (d, p) in enumerate(zip(stem_digits, petals, strict=True)):
        digits = Digits.of(DIGITS_IN[p.digits])
        marks = _candidates(grid, p.cells)
        if p.size == 1:
            petal = say(
                "als.petal.cell", marks=marks, digit=d, cell=Cell(only_cell(p.cells)), digits=digits
            )
        else:
            petal = say(
                "als.petal",
                marks=marks,
                digit=d,
                cells=Cells.of(cells_of(p.cells)),
                house=_place(grid, p),
                digits=digits,
            )
        proof.append(petal)
        proof.append(
            say(
                "als.blossom.case",
                links=(i,),
                marks=((stem, d), *((c, d) for c in cells_of(p.cells_with[d]))),
                stem=Cell(stem),
                digit=d,
                others=Digits.of(DIGITS_IN[p.digits & ~(1 << (d - 1))]),
            )
        )
    proof.extend(_reach_lines("als.blossom.reach", petals, zs, eliminations))
    return Step(
        technique="death-blossom",
        eliminations=eliminations,
        highlights=highlights,
        links=tuple(links),
        summary=say(
            "death-blossom",
            stem=Cell(stem),
            stem_digits=Digits.of(stem_digits),
            count=len(zs),
            zs=Digits.of(zs),
            effect=_summary_effect((), eliminations),
        ),
        proof=tuple(proof),
        nudge_reason=say("death-blossom.nudge", stem=Cell(stem)),
    )
