"""Forcing chains and forcing nets: follow an assumption with singles until something is forced.

Four ways a conclusion is forced (each found for chains and for nets):

* contradiction: assuming a candidate true (false) runs into a contradiction,
  so it is false (true);
* digit forcing (verity): a candidate true and the same candidate false both
  lead to the same conclusion;
* cell forcing: every candidate of a cell leads to it;
* house forcing: every place of a digit in a house leads to it.

A forcing *chain* uses implications with one premise each (bivalue cells and
conjugate pairs as strong links, a cell or a house as weak ones); a forcing
*net* also uses singles that need several premises. Both come from
``engine.propagation``: ``Tables`` finds, round by round, which assumptions
lead where for all of them at once (so the first round with a finding holds
the shortest), and ``Propagation`` replays the branches of a finding with
their reasons for the explanation. Bounded in rounds (the longest branch) and
in the implications an explanation may read out.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .. import memo
from ..explain import (
    CageRef,
    Candidate,
    Cell,
    Cells,
    Digits,
    Effect,
    Fact,
    HouseRef,
    Reason,
    TechniqueRef,
    say,
)
from ..forcing_tables import (
    CELL_FORCING,
    CHAIN_ROUNDS,
    CONTRADICTION,
    DIGIT,
    HOUSE_FORCING,
    Coverage,
    Finding,
    Quiet,
    all_sources,
    carried_quiet,
    chain_run,
    coverage,
    net_run,
    remember_quiet,
)
from ..grid import Grid
from ..house_sums import house_sums
from ..links import sum_groups
from ..propagation import (
    ALL_TRUE,
    BOTH,
    CHAINS,
    FALSE,
    NAKED,
    NETS,
    NO_CANDIDATE,
    NO_PLACE,
    RULE_BROKEN,
    RULE_LINK,
    RULE_NARROW,
    RULES,
    SAME_CELL,
    SAME_HOUSE,
    Contradiction,
    Implications,
    Propagation,
    Tables,
    bits_literals,
    implications,
    is_true,
    literal,
    literal_cell,
    literal_digit,
    negation,
)
from ..renban_split import splits
from ..step import BASE as BASE_ROLE
from ..step import CANDIDATE, CELL, HOUSE, OFF, ON, PATTERN, TARGET, Highlight, Link, Step

# Bounds: rounds = implications on the longest branch; trail = implications read out.
NET_ROUNDS = 16
CHAIN_TRAIL = 40
NET_TRAIL = 100

# Findings replayed per conclusion and round to pick the shortest explanation.
REPLAYS_PER_CONCLUSION = 4

# Rule forcing nets: rounds on the longest branch, implications read out.
RULE_NET_ROUNDS = 20
RULE_NET_TRAIL = 120
# Steps one position offers: the ladder takes the first, "all steps" a few.
RULE_NET_STEPS = 6


def forcing_chain(grid: Grid) -> Iterator[Step]:
    """Forcing chains (contradiction, digit, cell, house), shortest first."""
    return _forcing(grid, CHAINS, CHAIN_ROUNDS, CHAIN_TRAIL)


def forcing_net(grid: Grid) -> Iterator[Step]:
    """Forcing nets: as forcing chains, but singles may need several premises."""
    return _forcing(grid, NETS, NET_ROUNDS, NET_TRAIL)


def rule_forcing_net(grid: Grid) -> Iterator[Step]:
    """Forcing nets whose branches also use what each rule element (and, with them, a
    cage's sum) says about its cells as a whole ("then the arrow at r1c1 leaves r2c2 only
    3"): every candidate assumed, the assumptions followed round by round together, and
    those that break first offered, shortest explanation first. Nothing without rules,
    so classic and Killer solves are as they were.

    The assumptions that broke at the last position searched are tried first: the next
    position, a candidate fewer, mostly has them break again (each is followed anew here,
    so a step stands on this position alone)."""
    if all(grid.values) or not grid.variant.rules:
        return
    imp = implications(grid)
    if imp.broken:
        return
    name = grid.variant.name
    offered: set[int] = set()  # the assumptions refuted so far
    for kept_name, sources in _RECENT_BROKEN:
        if kept_name != name:
            continue
        props = {n: Propagation(imp, (n,), RULES) for n in sources if _open(imp, n)}
        found = _broken(props, RULE_NET_ROUNDS)
        _RECENT_BROKEN.remember((name, tuple(source for _, source, *_ in found)))
        for source, step in _rule_net_steps(grid, found):
            offered.add(source)
            yield step
            if len(offered) >= RULE_NET_STEPS:
                return
    live = {n: Propagation(imp, (n,), RULES) for n in imp.nodes}
    for rnd in range(1, RULE_NET_ROUNDS + 1):
        found = [f for f in _broken(live, rnd) if f[1] not in offered]
        if found:
            _RECENT_BROKEN.remember((name, tuple(source for _, source, *_ in found)))
        for source, step in _rule_net_steps(grid, found):
            offered.add(source)
            yield step
            if len(offered) >= RULE_NET_STEPS:
                return
        if not live:
            return


# The assumptions that broke at the last position the rule forcing net searched, by
# variant name.
_RECENT_BROKEN: memo.Recent[tuple[str, tuple[int, ...]]] = memo.Recent(
    "forcing: rule nets broken", 1
)

Broken = tuple[int, int, Propagation, list[int], Contradiction]


def _open(imp: Implications, n: int) -> bool:
    """Whether candidate node `n` is still a candidate of the position."""
    return bool(imp.cands[n % 81] >> (n // 81) & 1)


def _broken(live: dict[int, Propagation], rnd: int) -> list[Broken]:
    """Advance every live assumption to round `rnd`: those that broke, shortest first
    (trail length, source); an assumption that broke or ran out leaves `live`."""
    found = []
    for source, prop in list(live.items()):
        prop.advance(rnd)
        broke = prop.contradiction
        if broke is not None:
            trail = prop.trail(broke.premises)
            if len(trail) <= RULE_NET_TRAIL:
                found.append((len(trail), source, prop, trail, broke))
        if prop.finished:
            del live[source]
    found.sort(key=lambda item: item[:2])
    return found


def _rule_net_steps(grid: Grid, found: list[Broken]) -> Iterator[tuple[int, Step]]:
    """(assumption, the step that refutes it) for each broken assumption, in order."""
    for _size, source, prop, trail, broke in found:
        finding = Finding(CONTRADICTION, (source,), negation(source))
        yield source, _step(grid, finding, RULES, [(source, prop, trail, broke)])


def refuting(grid: Grid, cell: int, digit: int, mode: str) -> Step | None:
    """The step the forcing chain (or net) finder would yield to remove `digit` from
    `cell`, in any of its four ways; None if it yields none. Only that conclusion's
    findings are replayed and explained, so asking costs the tables, not every step.
    A chain needs no tables where assuming the candidate breaks nothing (see
    `breaks_within_chain_rounds`)."""
    if mode == CHAINS and not breaks_within_chain_rounds(grid, cell, digit):
        return None
    bounds = (CHAIN_ROUNDS, CHAIN_TRAIL) if mode == CHAINS else (NET_ROUNDS, NET_TRAIL)
    return next(_forcing(grid, mode, *bounds, negation(literal(cell, digit))), None)


def _forcing(
    grid: Grid, mode: str, max_round: int, max_trail: int, target: int | None = None
) -> Iterator[Step]:
    """The finder; with a `target` conclusion, only the step that concludes it."""
    if all(grid.values):
        return
    imp = implications(grid)
    if imp.broken:
        return
    cover = coverage(grid, imp)
    traces: dict[int, Propagation] = {}
    seen: set[int] = set()  # conclusions offered
    state = grid.derived(memo.FORCING_STATE, _new_state)
    chain_tables = None  # nets: the chain tables, to leave chains' findings to chains
    if mode == CHAINS:
        quiet = carried_quiet(grid, imp)
        if quiet is not None:
            # A recent position had no forcing chain, and nothing this one changed
            # makes one: no chain tables to run, and nets need not ask them.
            state["quiet"] = True
            remember_quiet(quiet)
            return
        # The chain tables are shared through the grid: forcing chains run them, and
        # nets (next on the ladder, same position) read them to leave chains to chains.
        chains_run = chain_run(grid, imp)
        rounds = chains_run.rounds(max_round)
    else:
        if not state.get("quiet"):
            chain_tables = chain_run(grid, imp)

        def net_tables() -> Tables:
            if chain_tables is None:
                return Tables(imp, all_sources(imp), mode)
            # Round 1 of the nets is round 1 of the chains, and every finding there is
            # a chain's (which nets leave to chains): start from the chain tables' round 1.
            return chain_tables.after_first_round(mode)

        rounds = net_run(grid, net_tables, NET_ROUNDS).rounds(max_round)
    found_any = False
    for rnd, changed, bad, reach in rounds:
        findings = _round_findings(imp, cover, changed, bad, reach)
        found_any = found_any or bool(findings)
        if target is not None:
            findings = [f for f in findings if f.conclusion == target]
        # Per conclusion, replay a few findings (fewest branches first) and keep the shortest.
        best: dict[int, tuple[int, int, Finding, list]] = {}
        tried: dict[int, int] = {}
        findings.sort(key=lambda f: len(f.branches))
        for order, finding in enumerate(findings):
            conclusion = finding.conclusion
            if conclusion in seen or tried.get(conclusion, 0) >= REPLAYS_PER_CONCLUSION:
                continue
            if chain_tables is not None and chain_tables.reaches(finding, rnd):
                continue
            tried[conclusion] = tried.get(conclusion, 0) + 1
            branches = _replay(imp, finding, mode, rnd, traces, max_trail)
            if branches is None:
                continue
            size = sum(len(trail) for _, _, trail, _ in branches)
            if finding.kind == CONTRADICTION:
                size += 1  # seeing the contradiction is one more thing to spot
            if conclusion not in best or size < best[conclusion][0]:
                best[conclusion] = (size, order, finding, branches)
        # Shortest first; among equals a placement first, then by place (not by
        # discovery order, which follows the tables' bookkeeping).
        for conclusion, (_size, _order, finding, branches) in sorted(
            best.items(), key=lambda item: (item[1][0], not is_true(item[0]), item[0])
        ):
            seen.add(conclusion)
            yield _step(grid, finding, mode, branches)
    if mode == CHAINS and not found_any and chains_run.tables.settled:
        state["quiet"] = True
        remember_quiet(
            Quiet(
                grid.variant.name,
                tuple(grid.candidates),
                chains_run.tables,
                imp.pair_partners,
            )
        )


def _new_state(_grid: Grid) -> dict[str, bool]:
    return {}


def _round_findings(
    imp: Implications, cover: Coverage, changed: dict[int, int], bad: int, reach: list[int]
) -> list[Finding]:
    """What one round of tables shows: contradicted sources, and the literals that
    new sources reach together with their negation (digit) or with a whole cell
    or house (cell, house)."""
    if hasattr(reach, "findings"):  # the live compiled tables: the same list, made in C
        return _compiled_findings(imp, cover, reach)
    findings = [Finding(CONTRADICTION, (src,), negation(src)) for src in bits_literals(bad)]
    for lit, delta in changed.items():
        s = reach[lit]
        # digit forcing: x and not-x both lead here, one of them newly
        both = s >> FALSE & (delta | delta >> FALSE)
        if both:
            node = lit % FALSE
            both &= s & ~(1 << node)
            for x in bits_literals(both):
                findings.append(Finding(DIGIT, (x, x + FALSE), lit))
        new_on = delta & ALL_TRUE
        if new_on:
            on = s & ALL_TRUE
            if on & (on - 1):
                node = lit % FALSE
                done: set[tuple[int, ...]] = set()
                for g in cover.covered(on):
                    if not cover.members[g] & new_on:
                        continue  # every branch reached it before: found in an earlier round
                    members = imp.groups[g]
                    if node in members or members in done:
                        continue  # trivial, or the same places seen from a box and a line
                    done.add(members)
                    kind = CELL_FORCING if imp.group_house[g] < 0 else HOUSE_FORCING
                    findings.append(Finding(kind, members, lit, g))
    return findings


def _compiled_findings(imp: Implications, cover: Coverage, core: object) -> list[Finding]:
    findings = []
    for code, a, b in core.findings(cover.compiled_for(core.imp)):  # type: ignore[attr-defined]
        if code == 0:
            findings.append(Finding(CONTRADICTION, (a,), negation(a)))
        elif code == 1:
            findings.append(Finding(DIGIT, (a, a + FALSE), b))
        else:
            kind = CELL_FORCING if imp.group_house[b] < 0 else HOUSE_FORCING
            findings.append(Finding(kind, imp.groups[b], a, b))
    return findings


def _trace(
    imp: Implications, traces: dict[int, Propagation], source: int, mode: str
) -> Propagation:
    prop = traces.get(source)
    if prop is None:
        prop = traces[source] = Propagation(imp, (source,), mode)
    return prop


def _replay(
    imp: Implications,
    finding: Finding,
    mode: str,
    rnd: int,
    traces: dict[int, Propagation],
    max_trail: int,
) -> list[tuple[int, Propagation, list[int], Contradiction | None]] | None:
    """A finding's branches replayed with reasons; None if too long (or not confirmed)."""
    branches: list[tuple[int, Propagation, list[int], Contradiction | None]] = []
    size = 0
    for source in finding.branches:
        prop = _trace(imp, traces, source, mode)
        if finding.kind == CONTRADICTION:
            prop.advance(rnd)
            broke = prop.contradiction
            if broke is None:
                return None  # the replay must confirm what the tables saw
            trail = prop.trail(broke.premises)
        else:
            if not prop.run_until(finding.conclusion, rnd):
                return None
            broke = None
            trail = prop.trail((finding.conclusion,))
        size += len(trail)
        if size > max_trail:
            return None
        branches.append((source, prop, trail, broke))
    if mode == NETS and all(prop.is_chain(trail) for _, prop, trail, _ in branches):
        return None  # every implication has one premise: a forcing chain, not a net
    return branches


Branch = tuple[int, Propagation, list[int], Contradiction | None]
TECHNIQUES = {CHAINS: "forcing-chain", NETS: "forcing-net", RULES: "rule-forcing-net"}


def _step(grid: Grid, finding: Finding, mode: str, branches: list[Branch]) -> Step:
    houses = grid.variant.houses
    technique = TECHNIQUES[mode]
    conclusion = finding.conclusion
    cell, digit = literal_cell(conclusion), literal_digit(conclusion)
    placements: tuple[tuple[int, int], ...] = ()
    eliminations: tuple[tuple[int, int], ...] = ()
    if is_true(conclusion):
        placements = ((cell, digit),)
    else:
        eliminations = ((cell, digit),)
    effect = Effect(placements, eliminations)
    steps = say("forcing.steps", count=sum(len(trail) for _, _, trail, _ in branches))
    said = {"technique": TechniqueRef(technique), "conclusion": fact(conclusion), "effect": effect}
    first = branches[0][0]
    if finding.kind == CONTRADICTION:
        broke = branches[0][3]
        assert broke is not None
        message = "forcing.contradiction" if branches[0][2] else "forcing.contradiction.at-once"
        summary = say(
            message, assumption=fact(first), steps=steps, broke=contradiction_reason(grid, broke),
            **said,
        )
        nudge = say(technique + ".nudge.start", cell=Cell(literal_cell(first)))
        ending = say("forcing.so", marks=((cell, digit),), **_ends(said))
    else:
        if finding.kind == DIGIT:
            summary = say(
                "forcing.digit", candidate=Candidate(literal_cell(first), literal_digit(first)),
                steps=steps, **said,
            )
            nudge = say(technique + ".nudge.start", cell=Cell(literal_cell(first)))
        elif finding.kind == CELL_FORCING:
            where = Cell(literal_cell(first))
            digits = Digits.of(literal_digit(s) for s in finding.branches)
            summary = say("forcing.cell", cell=where, digits=digits, steps=steps, **said)
            nudge = say(technique + ".nudge.cell", cell=where)
        else:
            house = HouseRef.of(houses[grid_house(grid, finding)])
            d = literal_digit(first)
            cells = Cells.of(literal_cell(s) for s in finding.branches)
            summary = say("forcing.house", house=house, digit=d, cells=cells, steps=steps, **said)
            nudge = say(technique + ".nudge.house", digit=d, house=house)
        ending = say("forcing.every-case", marks=((cell, digit),), **_ends(said))
    opener = "forcing.suppose" if finding.kind == CONTRADICTION else "forcing.case"
    links, highlights = drawing(branches)
    if finding.kind == CELL_FORCING:
        highlights.insert(0, Highlight(CELL, literal_cell(first), PATTERN))
    elif finding.kind == HOUSE_FORCING:
        highlights.insert(0, Highlight(HOUSE, grid_house(grid, finding), BASE_ROLE))
    highlights.append(Highlight(CELL, cell, TARGET))
    if placements:
        highlights.append(Highlight(CANDIDATE, (cell, digit), TARGET))
    return Step(
        technique=technique,
        placements=placements,
        eliminations=eliminations,
        highlights=tuple(highlights),
        links=tuple(links),
        summary=summary,
        proof=(*proof_lines(grid, branches, opener), ending),
        nudge_reason=nudge,
    )


def _ends(said: dict) -> dict:
    return {"conclusion": said["conclusion"], "effect": said["effect"]}


def fact(lit: int) -> Fact:
    """'r2c3 is 4' / 'r2c3 is not 4', as a value each language writes its own way."""
    return Fact(literal_cell(lit), literal_digit(lit), is_true(lit))


def _candidate(lit: int) -> tuple[int, int]:
    return literal_cell(lit), literal_digit(lit)


def proof_lines(grid: Grid, branches: list[Branch], opener: str) -> list[Reason]:
    """One line per forced step, branch after branch, each opened by its assumption and a
    contradiction closed by what breaks. Line by line the links are those `drawing`
    makes, in the same order, so stepping through draws each branch as it is read."""
    lines: list[Reason] = []
    index = 0
    for source, prop, trail, broke in branches:
        lines.append(say(opener, marks=(_candidate(source),), fact=fact(source)))
        for lit in trail:
            premises = prop.reason(lit).premises
            drawn = range(index, index + len(premises))
            index += len(premises)
            marks = (_candidate(lit), *(_candidate(p) for p in premises))
            lines.append(implication(grid, prop, lit, drawn, marks))
        if broke is not None:
            lines.append(
                say(
                    "forcing.impossible",
                    marks=tuple(_candidate(p) for p in broke.premises),
                    broke=contradiction_reason(grid, broke),
                )
            )
    return lines


def implication(
    grid: Grid,
    prop: Propagation,
    lit: int,
    links: Iterable[int] = (),
    marks: Iterable[tuple[int, int]] = (),
) -> Reason:
    """One forced step and its reason: the candidate it sees, or the only one left."""
    reason = prop.reason(lit)
    houses = grid.variant.houses
    drawn = {"links": links, "marks": marks, "fact": fact(lit)}
    if reason.rule == SAME_HOUSE:
        return say(
            "forcing.same-house", premise=fact(reason.premises[0]),
            house=HouseRef.of(houses[reason.house]), **drawn,
        )
    if reason.rule == SAME_CELL:
        return say("forcing.same-cell", premise=fact(reason.premises[0]), **drawn)
    if reason.rule == RULE_LINK:
        k = reason.house - len(houses)
        rules = grid.variant.rules
        if k >= len(rules):
            house, cells, total = sum_groups(grid.variant)[k - len(rules)]
            if house >= 0:
                return say("forcing.innies-link", premise=fact(reason.premises[0]),
                           house=HouseRef.of(houses[house]), cells=Cells.of(cells),
                           total=total, **drawn)
            cage = grid.variant.cage_at(cells[0])
            return say("forcing.cage-link", premise=fact(reason.premises[0]),
                       cage=CageRef.of(cage), **drawn)
        return say("forcing.rule-link", premise=fact(reason.premises[0]),
                   rule=rules[k].named(), **drawn)
    if reason.rule == RULE_NARROW:
        cell = Cell(literal_cell(lit))
        digits = Digits.of(d for d in range(1, 10) if prop.left_by[lit] >> (d - 1) & 1)
        return say("forcing.rule-narrow", element=element(grid, reason.house), cell=cell,
                   digits=digits, **drawn)
    if reason.rule == NAKED:
        return say("forcing.naked", cell=Cell(literal_cell(lit)), **drawn)
    return say(
        "forcing.hidden", digit=literal_digit(lit), house=HouseRef.of(houses[reason.house]),
        **drawn,
    )


def element(grid: Grid, house: int) -> Reason:
    """A rule element, cage, house's innies or house split among renban lines by its
    number past the houses (a Reason's `house` for RULE_LINK and RULE_NARROW), as a
    player points at it."""
    variant = grid.variant
    k = house - len(variant.houses)
    if k < len(variant.rules):
        return variant.rules[k].named()
    k -= len(variant.rules)
    sums = sum_groups(variant) if variant.cages else ()
    if k >= len(sums) + len(splits(variant)):
        group = house_sums(variant)[k - len(sums) - len(splits(variant))]
        return say("forcing.element.house-sums",
                   house=HouseRef.of(variant.houses[group.house]))
    if k >= len(sums):
        house = variant.houses[splits(variant)[k - len(sums)].house]
        return say("forcing.element.renban-split", house=HouseRef.of(house))
    at, cells, total = sums[k]
    if at < 0:
        return say("forcing.element.cage", cage=CageRef.of(variant.cage_at(cells[0])))
    return say("forcing.element.innies", house=HouseRef.of(variant.houses[at]),
               cells=Cells.of(cells), total=total)


def grid_house(grid: Grid, finding: Finding) -> int:
    return implications(grid).group_house[finding.group]


def drawing(branches: list[Branch]) -> tuple[list[Link], list[Highlight]]:
    """Links in chain order, branch after branch, and the ON/OFF colouring (each once)."""
    links: list[Link] = []
    highlights: list[Highlight] = []
    seen: set[Highlight] = set()

    def colour(lit: int) -> None:
        mark = Highlight(
            CANDIDATE, (literal_cell(lit), literal_digit(lit)), ON if is_true(lit) else OFF
        )
        if mark not in seen:
            seen.add(mark)
            highlights.append(mark)

    for source, prop, trail, _ in branches:
        colour(source)
        for lit in trail:
            colour(lit)
            end = (literal_cell(lit), literal_digit(lit))
            for p in prop.reason(lit).premises:
                links.append(Link((literal_cell(p), literal_digit(p)), end, is_true(lit)))
    return links, highlights


def contradiction_reason(grid: Grid, broke: Contradiction) -> Reason:
    """What a contradiction looks like on the board."""
    houses = grid.variant.houses
    if broke.kind == BOTH:
        return say("forcing.broke.both", cell=Cell(broke.cell), digit=broke.digit)
    if broke.kind == NO_CANDIDATE:
        return say("forcing.broke.no-candidate", cell=Cell(broke.cell))
    if broke.kind == RULE_BROKEN:
        return say("forcing.broke.rule", element=element(grid, broke.house))
    if broke.kind == NO_PLACE:
        return say("forcing.broke.no-place", digit=broke.digit,
                   house=HouseRef.of(houses[broke.house]))
    a, b = broke.premises[:2]
    if broke.house < 0:
        return say("forcing.broke.cell-twice", cell=Cell(broke.cell), first=literal_digit(a),
                   second=literal_digit(b))
    return say(
        "forcing.broke.house-twice", house=HouseRef.of(houses[broke.house]), digit=broke.digit,
        first=Cell(literal_cell(a)), second=Cell(literal_cell(b)),
    )


def breaks_within_chain_rounds(grid: Grid, cell: int, digit: int) -> bool:
    """Whether assuming `cell` is `digit` runs, by chain links, into a contradiction
    within a forcing chain's rounds.

    Chain links hold both ways (x -> not y is y -> not x; not x -> y is not y -> x),
    so any forcing chain that removes the candidate reads backwards as one from it:
    x and not x both leading to "not T" is T leading to x and to not x; every
    candidate of a cell leading to "not T" is T emptying the cell. Each branch keeps
    its length, so without a contradiction here no forcing chain removes it."""
    imp = implications(grid)
    if imp.broken:
        return True
    source = literal(cell, digit)
    return Propagation(imp, (source,), CHAINS, max_round=CHAIN_ROUNDS).contradiction is not None


def refutation(grid: Grid, cell: int, digit: int, mode: str = CHAINS) -> Step | None:
    """The forcing chain (or, with mode NETS, net) that starts from the assumption
    `cell` is `digit` and follows it until the board breaks ("why not 4 here?")."""
    if all(grid.values):
        return None
    imp = implications(grid)
    if imp.broken:
        return None
    source = literal(cell, digit)
    finding = Finding(CONTRADICTION, (source,), negation(source))
    rounds, trail = (CHAIN_ROUNDS, CHAIN_TRAIL) if mode == CHAINS else (NET_ROUNDS, NET_TRAIL)
    branches = _replay(imp, finding, mode, rounds, {}, trail)
    return _step(grid, finding, mode, branches) if branches is not None else None
