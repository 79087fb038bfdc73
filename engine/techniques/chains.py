"""Chains: X-Chains, XY-Chains, nice loops and AICs, plain and grouped.

A chain alternates two kinds of inference over the link graph
(`engine.links`): a candidate assumed false makes its strong partner true (the
only other place in a house, the other digit of a bivalue cell); a candidate
assumed true makes everything it clashes with false. A chain that starts from
"A is false" and reaches "B is true" proves that A or B is true (an AIC), so a
candidate that clashes with both is false. Reaching "A is true" from "A is
false" places A (a discontinuous nice loop). When B clashes with A the chain
closes into a continuous nice loop: every link then holds both ways, and
whatever clashes with both ends of any link is false.

The search is breadth-first from every start at once (one bit per start in
the set of starts that have reached each node, true or false), so chains come
out shortest first and the first hint costs only the levels it needs. The
families differ only in which links they may use:

* X-Chain: one digit, house links only;
* XY-Chain: bivalue cells only, the same digit at both ends;
* nice loop / AIC: every candidate, every link, no groups;
* grouped nice loop / AIC: the same with grouped nodes (each chain uses one).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from .. import memo
from ..explain import CageRef, Cell, Cells, Digits, Effect, Fact, HouseRef, Reason, say
from ..grid import Grid
from ..links import (
    CANDIDATE_NODES,
    DIGIT_SHIFT,
    LinkGraph,
    digit_nodes,
    link_graph,
    nodes_in,
    rule_between,
    sum_groups,
)
from ..memo import QuietDigits
from ..native import compiled
from ..step import CANDIDATE, CELL, OFF, ON, TARGET, Highlight, Link, Step, target_cells

# A chain of 16 nodes has 15 links; longer ones are hard to follow and slow to find.
MAX_LINKS = 15
# Distinct effects one call yields at most, a bound on the search for callers that
# list everything; above the steps list's 20 (solver.STEPS_PER_TECHNIQUE), so the
# list can tell when it was cut.
MAX_EFFECTS = 40
# Alternative predecessors tried when rebuilding one chain without repeating a node.
PATH_TRIES = 200


@dataclass(frozen=True)
class _Family:
    id: str
    min_links: int  # an AIC shorter than this is a simpler technique
    loops: bool  # continuous loops and placements (the nice loop families)
    same_digit_ends: bool
    grouped: bool


X_CHAIN = _Family("x-chain", 3, False, True, False)
XY_CHAIN = _Family("xy-chain", 5, False, True, False)
NICE_LOOP = _Family("nice-loop", 3, True, False, False)
GROUPED_NICE_LOOP = _Family("grouped-nice-loop", 3, True, False, True)


def x_chain(grid: Grid) -> Iterator[Step]:
    """One digit, conjugate pairs joined by cells that see each other."""
    loud = _QUIET_X.loud(grid)
    if not loud:
        return
    heard = 0
    count = 0
    for step in _chains(grid, X_CHAIN, loud):
        heard |= 1 << step.eliminations[0][1]
        count += 1
        yield step
    if count < MAX_EFFECTS:  # the search ran to its end: the rest had nothing
        for d in loud:
            if not heard >> d & 1:
                _QUIET_X.note(grid, d)


# An X-Chain lives on one digit's places: digits a step left alone need no new look.
_QUIET_X = QuietDigits("x-chain")


def xy_chain(grid: Grid) -> Iterator[Step]:
    """Bivalue cells, each passing its other digit on to the next."""
    return _chains(grid, XY_CHAIN)


def nice_loop(grid: Grid) -> Iterator[Step]:
    """AICs and nice loops over single candidates."""
    return _chains(grid, NICE_LOOP)


def grouped_nice_loop(grid: Grid) -> Iterator[Step]:
    """AICs and nice loops that use at least one grouped node."""
    return _chains(grid, GROUPED_NICE_LOOP)


# ----- the links each family may use ------------------------------------------------


def _x_links(graph: LinkGraph) -> list:
    return graph.conjugates[:CANDIDATE_NODES]


def _xy_links(graph: LinkGraph) -> list:
    strong: list = [()] * CANDIDATE_NODES
    for n, partner in enumerate(graph.bivalue):
        if partner >= 0:
            strong[n] = (partner,)
    return strong


def _nice_links(graph: LinkGraph) -> list:
    strong: list = [()] * CANDIDATE_NODES
    for n, conj in enumerate(graph.conjugates[:CANDIDATE_NODES]):
        partner = graph.bivalue[n]
        if partner >= 0:
            strong[n] = [*conj, partner]
        elif conj:
            strong[n] = conj
    return strong


def _grouped_links(graph: LinkGraph) -> list:
    strong: list = [()] * graph.count
    for n in range(graph.count):
        if (
            graph.conjugates[n]
            or graph.group_conjugates[n]
            or (n < CANDIDATE_NODES and graph.bivalue[n] >= 0)
        ):
            strong[n] = graph.strong_partners(n)
    return strong


def _weak(graph: LinkGraph, strong: list, same_digit: bool) -> list:
    """Weak links between nodes that have strong ones: a node reached false only
    matters if a strong link leaves it, so the others are left out of the walk."""
    linked = 0
    for n, partners in enumerate(strong):
        if partners:
            linked |= 1 << n
    weak: list = [()] * len(strong)
    conflicts = graph.conflicts
    for n in nodes_in(linked):
        near = conflicts[n] & linked
        if same_digit:
            near &= digit_nodes(n // DIGIT_SHIFT + 1)
        weak[n] = nodes_in(near)
    return weak


class _LazyWeak:
    """``_weak``'s lists, each worked out when first read: the compiled walk makes its
    own, and only the backward search of a chain found reads a few of these."""

    __slots__ = ("graph", "strong", "same_digit", "linked", "lists")

    def __init__(self, graph: LinkGraph, strong: list, same_digit: bool) -> None:
        self.graph = graph
        self.strong = strong
        self.same_digit = same_digit
        self.linked = -1  # not yet known
        self.lists: dict[int, list[int]] = {}

    def __getitem__(self, n: int) -> list[int]:
        found = self.lists.get(n)
        if found is None:
            if self.linked < 0:
                self.linked = sum(1 << m for m, partners in enumerate(self.strong) if partners)
            found = []
            if self.linked >> n & 1:
                near = self.graph.conflicts[n] & self.linked
                if self.same_digit:
                    near &= digit_nodes(n // DIGIT_SHIFT + 1)
                found = nodes_in(near)
            self.lists[n] = found
        return found


_STRONG = {
    X_CHAIN.id: _x_links,
    XY_CHAIN.id: _xy_links,
    NICE_LOOP.id: _nice_links,
    GROUPED_NICE_LOOP.id: _grouped_links,
}


def _links(family: _Family) -> Callable[[Grid], tuple[list, Sequence]]:
    """The builder of a family's (strong, weak) links for Grid.derived."""

    def build(grid: Grid) -> tuple[list, Sequence]:
        graph = link_graph(grid, family.grouped)
        strong = _STRONG[family.id](graph)
        if _chains_c is None:
            return strong, _weak(graph, strong, family.same_digit_ends)
        return strong, _LazyWeak(graph, strong, family.same_digit_ends)  # type: ignore[return-value]

    return build


_LINKS = {family.id: _links(family) for family in (X_CHAIN, XY_CHAIN, NICE_LOOP, GROUPED_NICE_LOOP)}

# The walk compiled (engine/compiled/_chains.c) where built; _PythonWalk below is the same walk,
# the reference and the fallback.
_chains_c = compiled("_chains")


def _compiled_graph(grid: Grid, grouped: bool) -> object:
    """The link graph in the compiled walk's form, shared by the families: built with
    the graph, or from it when the graph was built in Python."""
    graph = link_graph(grid, grouped)
    if graph.compiled is None:
        graph.compiled = _chains_c.Graph(graph.conflicts, graph.singles)  # type: ignore[union-attr]
    return graph.compiled


def _new_cache(_grid: Grid) -> dict[int, int]:
    return {}


def _partners(graph: LinkGraph, node: int, cache: dict[int, int]) -> int:
    """The nodes that clash with some candidate this node clashes with: the possible
    other ends of an AIC through `node` that removes something."""
    found = cache.get(node)
    if found is None:
        conflicts = graph.conflicts
        found = 0
        rest = conflicts[node] & graph.singles
        while rest:
            low = rest & -rest
            found |= conflicts[low.bit_length() - 1]
            rest ^= low
        cache[node] = found
    return found


# ----- the search -----------------------------------------------------------------


def _chains(grid: Grid, family: _Family, digits: list[int] | None = None) -> Iterator[Step]:
    """The family's chains, shortest first; with `digits`, only chains starting on those."""
    graph = link_graph(grid, family.grouped)
    strong, weak = grid.derived(memo.chain_links(family.id), _LINKS[family.id])
    conflicts = graph.conflicts
    singles = graph.singles
    starting = 0x1FF if digits is None else sum(1 << (d - 1) for d in digits)
    walk: _PythonWalk
    if _chains_c is None:
        walk = _PythonWalk(grid, graph, family, strong, weak, starting)
    else:
        walk = _chains_c.Search(  # type: ignore[assignment]
            _compiled_graph(grid, family.grouped),
            strong,
            starting,
            family.same_digit_ends,
            family.loops,
            family.same_digit_ends,
            family.min_links,
        )
    seen: set[tuple] = set()
    yielded = 0
    while (walked := walk.advance()) is not None:
        level, found = walked
        steps = []
        for a, b in found:
            path = _path(graph, walk, strong, weak, a, b, level)
            if path is None:
                continue
            if family.grouped and not any(n >= CANDIDATE_NODES for n in path):
                continue
            effect = _effect(graph, family, path, conflicts, singles)
            if effect is None:
                continue
            key = effect[:2]
            if key in seen:
                continue
            seen.add(key)
            steps.append((0 if effect[0] else 1, -len(effect[1]), len(steps), path, effect))
        steps.sort()
        for *_, path, effect in steps:
            yield _step(graph, family, path, effect)
            yielded += 1
            if yielded == MAX_EFFECTS:
                return


class _PythonWalk:
    """The breadth-first walk from every start at once, level by level.

    ``advance()`` walks one more level and gives (level, pairs of ends): for a level
    that ends on a true node, every (a, b) where start a (false) reached b (true) and
    a candidate clashing with both (or, for loops, a placement or a closed loop) may
    go; None when nothing moves or the longest chain is reached. ``reached(level,
    node, start)`` is the walk's history, for the backward search of a chain.
    """

    __slots__ = (
        "graph", "family", "strong", "weak", "partner_cache", "reach_on", "reach_off",
        "history", "level", "done",
    )

    def __init__(
        self, grid: Grid, graph: LinkGraph, family: _Family, strong: list, weak: Sequence,
        starting: int,
    ) -> None:
        self.graph = graph
        self.family = family
        self.strong = strong
        self.weak = weak
        shared = memo.CHAIN_PARTNERS_GROUPED if family.grouped else memo.CHAIN_PARTNERS
        self.partner_cache: dict[int, int] = grid.derived(shared, _new_cache)
        size = len(strong)
        self.reach_on = [0] * size
        self.reach_off = [0] * size
        front: dict[int, int] = {}
        for a in range(size):
            if strong[a] and starting >> (a // DIGIT_SHIFT % 9) & 1:
                front[a] = self.reach_off[a] = 1 << a
        self.history = [front]
        self.level = 0
        self.done = False

    def reached(self, level: int, node: int, start: int) -> bool:
        return bool(self.history[level].get(node, 0) >> start & 1)

    def advance(self) -> tuple[int, list[tuple[int, int]]] | None:
        if self.done or self.level == MAX_LINKS:
            self.done = True
            return None
        level = self.level = self.level + 1
        if level & 1:
            adj, reach = self.strong, self.reach_on
        else:
            adj, reach = self.weak, self.reach_off
        new: dict[int, int] = {}
        get = new.get
        for j, bits in self.history[-1].items():
            for m in adj[j]:
                # bits ^ (bits & r), not bits & ~r: no negative big int to build
                fresh = bits ^ (bits & reach[m])
                if fresh:
                    reach[m] |= fresh
                    new[m] = get(m, 0) | fresh
        if not new:
            self.done = True
            return None
        self.history.append(new)
        family = self.family
        found: list[tuple[int, int]] = []
        if not level & 1 or level < family.min_links:
            return level, found
        graph = self.graph
        conflicts = graph.conflicts
        for b, bits in new.items():
            if family.loops and bits >> b & 1:
                found.append((b, b))
            wanted = _partners(graph, b, self.partner_cache)
            if family.loops:
                wanted |= conflicts[b]
            elif family.same_digit_ends and b < CANDIDATE_NODES:
                wanted &= digit_nodes(b // DIGIT_SHIFT + 1)
            hits = bits & wanted & ((1 << b) - 1)  # each pair once: the lower node starts
            while hits:
                low = hits & -hits
                found.append((low.bit_length() - 1, b))
                hits ^= low
        return level, found


def _path(
    graph: LinkGraph,
    walk: _PythonWalk,
    strong: list,
    weak: Sequence,
    a: int,
    b: int,
    level: int,
) -> list[int] | None:
    """A shortest chain from `a` (false) to `b` (true), or None.

    No two nodes of a digit may share a cell (a group and a candidate inside it
    read as nonsense), except that a placement loop returns to its start.
    """
    search = _PathSearch(graph, walk, strong, weak, a, b)
    if not search.back(b, level):
        return None
    path = search.path
    path.reverse()
    return path


class _PathSearch:
    """The backward search of `_path`. A class, not a nested function: a recursive
    closure refers to itself, and every search would leave a reference cycle for the
    garbage collector, whose passes were a measurable share of a solve."""

    __slots__ = ("graph", "reached", "strong", "weak", "a", "path", "used", "tries")

    def __init__(
        self,
        graph: LinkGraph,
        walk: _PythonWalk,
        strong: list,
        weak: Sequence,
        a: int,
        b: int,
    ) -> None:
        self.graph = graph
        self.reached = walk.reached
        self.strong = strong
        self.weak = weak
        self.a = a
        self.path = [b]
        self.used = [0] * 10
        self.used[graph.digit(b)] = graph.cells(b)
        self.tries = PATH_TRIES

    def back(self, node: int, lvl: int) -> bool:
        a = self.a
        if lvl == 0:
            return node == a
        graph, path, used, reached = self.graph, self.path, self.used, self.reached
        b = path[0]
        for p in self.strong[node] if lvl & 1 else self.weak[node]:
            if not reached(lvl - 1, p, a):
                continue
            d = graph.digit(p)
            cells = graph.cells(p)
            if used[d] & cells and not (lvl == 1 and p == a == b):
                continue
            self.tries -= 1
            if self.tries < 0:
                return False
            path.append(p)
            used[d] |= cells
            if self.back(p, lvl - 1):
                return True
            path.pop()
            used[d] &= ~cells
        return False


def _effect(
    graph: LinkGraph, family: _Family, path: list[int], conflicts: list[int], singles: int
) -> tuple[tuple, tuple, str] | None:
    """(placements, eliminations, kind) of a chain, kind in aic/loop/placement; None if empty."""
    a, b = path[0], path[-1]
    on_chain = 0
    for n in path:
        on_chain |= 1 << n
    if a == b:
        if a < CANDIDATE_NODES:
            return (graph.candidate(a),), (), "placement"
        gone = conflicts[a] & singles & ~on_chain
        kind = "placement"
    elif family.loops and conflicts[b] >> a & 1:
        gone = 0
        for p, q in zip(path, path[1:] + path[:1], strict=True):
            gone |= conflicts[p] & conflicts[q]
        gone &= singles & ~on_chain
        kind = "loop"
    else:
        gone = conflicts[a] & conflicts[b] & singles & ~on_chain
        kind = "aic"
    if not gone:
        return None
    return (), tuple(graph.conflict_candidates(gone)), kind


# ----- what the player reads ------------------------------------------------------
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
    return say("chains.effect.more", shown=shown, more=more)


def _cells(graph: LinkGraph, node: int) -> Cells:
    return Cells.of(graph.cell_list(node))


def _where(graph: LinkGraph, node: int) -> Cell | Reason:
    """r3c7, or 'one of r3c7 and r3c8' for a group."""
    cells = graph.cell_list(node)
    if len(cells) == 1:
        return Cell(cells[0])
    return say("chains.one-of", cells=Cells.of(cells))


def _fact(graph: LinkGraph, node: int, true: bool) -> Fact | Reason:
    """'r3c7 is 4' / 'r3c7 is not 4', or a group's 'one of ... is 4' / 'none of ... is 4'."""
    cells = graph.cell_list(node)
    d = graph.digit(node)
    if len(cells) == 1:
        return Fact(cells[0], d, true)
    if true:
        return say("chains.group-is", cells=Cells.of(cells), digit=d)
    if len(cells) == 2:
        return say("chains.group-is-not.two", first=Cell(cells[0]), second=Cell(cells[1]), digit=d)
    return say("chains.group-is-not", cells=Cells.of(cells), digit=d)


def _strong_why(graph: LinkGraph, a: int, b: int) -> Reason:
    """Why `b` is true once `a` is false."""
    try:
        h = graph.strong_house(a, b)
    except ValueError:  # not a house's: a Killer cage that must hold the digit
        cage = graph.variant.cage_at(graph.cell_list(a)[0])
        return say("chains.why.cage", digit=graph.digit(b), cage=CageRef.of(cage))
    if h < 0:
        return say("chains.why.cell")
    house = HouseRef.of(graph.variant.houses[h])
    group = "" if b < CANDIDATE_NODES else ".group"
    return say("chains.why.house" + group, digit=graph.digit(b), house=house)


def _weak_why(graph: LinkGraph, a: int, b: int) -> Reason:
    """Why `b` is false once `a` is true."""
    rule = _rule_why(graph, a, b)
    if rule is not None:
        return rule
    try:
        h = graph.shared_house(a, b)
    except ValueError:  # a group's cells seen through different houses
        return say("chains.why.sees")
    if h < 0:
        return say("chains.why.same-cell")
    return say("chains.why.same-house", house=HouseRef.of(graph.variant.houses[h]))


def _rule_why(graph: LinkGraph, a: int, b: int) -> Reason | None:
    """The rule element (or Killer cage sum) behind a weak link no house or cell
    explains, if one is."""
    if a >= CANDIDATE_NODES or b >= CANDIDATE_NODES:
        return None
    if a % 81 == b % 81:
        return None  # one cell
    variant = graph.variant
    x, y = a % 81, b % 81
    if a // 81 == b // 81 and any(variant.houses[h].mask >> y & 1 for h in variant.houses_of[x]):
        return None  # one digit in one house
    i = rule_between(graph.variant, a, b)
    if i >= 0:
        return say("chains.why.rule", rule=variant.rules[i].named())
    if a // 81 == b // 81:
        return None
    cage = variant.cage_at(x)
    if cage is not None and variant.cage_at(y) is cage:
        return say("chains.why.cage-sum", cage=CageRef.of(cage))
    for house, cells, total in sum_groups(variant):
        if house >= 0 and x in cells and y in cells:
            return say("chains.why.innies-sum", house=HouseRef.of(variant.houses[house]),
                       cells=Cells.of(cells), total=total)
    return None


def _marks(graph: LinkGraph, *nodes: int) -> tuple[tuple[int, int], ...]:
    return tuple((c, graph.digit(n)) for n in nodes for c in graph.cell_list(n))


def _link_lines(graph: LinkGraph, nodes: list[int], closing: bool) -> list[Reason]:
    """One line per link, in order: 'r2c3 is not 4, so r2c7 is 4 (...)'."""
    lines = []
    last = len(nodes) - 2
    for i in range(len(nodes) - 1):
        p, q = nodes[i], nodes[i + 1]
        marks = _marks(graph, p, q)
        if not i & 1:
            message = "chains.first" if i == 0 else "chains.strong"
            line = say(
                message,
                links=(i,),
                marks=marks,
                false=_fact(graph, p, False),
                true=_fact(graph, q, True),
                why=_strong_why(graph, p, q),
            )
        else:
            message = "chains.weak.closing" if closing and i == last else "chains.weak"
            line = say(
                message,
                links=(i,),
                marks=marks,
                true=_fact(graph, p, True),
                false=_fact(graph, q, False),
                why=_weak_why(graph, p, q),
            )
        lines.append(line)
    return lines


def _step(graph: LinkGraph, family: _Family, path: list[int], effect: tuple) -> Step:
    placements, eliminations, kind = effect
    a, b = path[0], path[-1]
    closing = kind == "loop"
    links = []
    nodes = [*path, a] if closing else path
    for i in range(len(nodes) - 1):
        p, q = nodes[i], nodes[i + 1]
        links.append(
            Link(
                start=graph.candidate(p),
                end=graph.candidate(q),
                strong=not i & 1,
                start_cells=graph.cell_list(p) if p >= CANDIDATE_NODES else (),
                end_cells=graph.cell_list(q) if q >= CANDIDATE_NODES else (),
            )
        )
    roles: dict[tuple[int, int], str] = {}
    for i, n in enumerate(path):
        d = graph.digit(n)
        for c in graph.cell_list(n):
            roles[c, d] = ON if i & 1 else OFF
    highlights = [Highlight(CANDIDATE, ref, role) for ref, role in roles.items()]
    if placements:
        highlights.extend(Highlight(CELL, c, TARGET) for c, _ in placements)
    else:
        highlights.extend(target_cells(eliminations))
    done = Effect(placements, eliminations)
    changed = tuple(placements) + tuple(eliminations)
    da, db = graph.digit(a), graph.digit(b)
    ends = {
        "start": _cells(graph, a),
        "end": _cells(graph, b),
        "start_false": _fact(graph, a, False),
        "start_true": _fact(graph, a, True),
        "end_true": _fact(graph, b, True),
        "digit": da,
        "digits": Digits.of(sorted({graph.digit(n) for n in path})),
        "effect": _summary_effect(placements, eliminations),
    }
    if kind == "placement":
        variant = ".discontinuous"
        if placements:
            end = say(
                "chains.end.placement", marks=changed, start_true=ends["start_true"], effect=done
            )
        else:
            end = say(
                "chains.end.placement.group",
                marks=changed,
                start_true=ends["start_true"],
                cells=ends["start"],
                digit=da,
                effect=done,
            )
    elif kind == "loop":
        variant = ".continuous"
        end = say("chains.end.loop", marks=changed, effect=done)
    elif da == db:
        variant = "" if family.same_digit_ends else ".same-digit"
        grouped = len(graph.cell_list(a)) + len(graph.cell_list(b)) > 2
        end = say(
            "chains.end.same-digit" + (".groups" if grouped else ""),
            marks=changed,
            start=_where(graph, a),
            end=_where(graph, b),
            digit=da,
            effect=done,
        )
    else:
        variant = ""
        end = say(
            "chains.end.two-digits",
            marks=changed,
            start_true=ends["start_true"],
            end_true=ends["end_true"],
            effect=done,
        )
    return Step(
        technique=family.id,
        placements=placements,
        eliminations=eliminations,
        highlights=tuple(highlights),
        links=tuple(links),
        summary=say(family.id + variant, **ends),
        proof=(*_link_lines(graph, nodes, closing), end),
        nudge_reason=say(
            family.id + variant.replace(".same-digit", "") + ".nudge",
            start=ends["start"],
            digit=da,
            digits=ends["digits"],
        ),
    )
