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

from collections.abc import Iterator

from .. import memo
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
    remember_quiet,
)
from ..grid import Grid
from ..houses import cell_name
from ..notation import candidate_name, eliminations_text, or_digits, placements_text
from ..propagation import (
    ALL_TRUE,
    BOTH,
    CHAINS,
    FALSE,
    HIDDEN,
    NAKED,
    NETS,
    NO_CANDIDATE,
    NO_PLACE,
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
    literal_text,
    negation,
)
from ..step import BASE as BASE_ROLE
from ..step import CANDIDATE, CELL, HOUSE, OFF, ON, PATTERN, TARGET, Highlight, Link, Step

# Bounds: rounds = implications on the longest branch; trail = implications read out.
NET_ROUNDS = 16
CHAIN_TRAIL = 40
NET_TRAIL = 100

# Findings replayed per conclusion and round to pick the shortest explanation.
REPLAYS_PER_CONCLUSION = 4



def forcing_chain(grid: Grid) -> Iterator[Step]:
    """Forcing chains (contradiction, digit, cell, house), shortest first."""
    return _forcing(grid, CHAINS, CHAIN_ROUNDS, CHAIN_TRAIL)


def forcing_net(grid: Grid) -> Iterator[Step]:
    """Forcing nets: as forcing chains, but singles may need several premises."""
    return _forcing(grid, NETS, NET_ROUNDS, NET_TRAIL)


def _forcing(grid: Grid, mode: str, max_round: int, max_trail: int) -> Iterator[Step]:
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
        if state.get("quiet"):
            tables = Tables(imp, all_sources(imp), mode)
        else:
            # Round 1 of the nets is round 1 of the chains, and every finding there is
            # a chain's (which nets leave to chains): start from the chain tables' round 1.
            chain_tables = chain_run(grid, imp)
            tables = chain_tables.after_first_round(mode)
        rounds = (
            (rnd, changed, bad, tables.reach) for rnd, changed, bad in tables.rounds(max_round)
        )
    found_any = False
    for rnd, changed, bad, reach in rounds:
        findings = _round_findings(imp, cover, changed, bad, reach)
        found_any = found_any or bool(findings)
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
                chains_run.tables.reach,
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
        if delta & ALL_TRUE:
            on = s & ALL_TRUE
            if on & (on - 1):
                node = lit % FALSE
                done: set[tuple[int, ...]] = set()
                for g in cover.covered(on):
                    members = imp.groups[g]
                    if node in members or members in done:
                        continue  # trivial, or the same places seen from a box and a line
                    done.add(members)
                    kind = CELL_FORCING if imp.group_house[g] < 0 else HOUSE_FORCING
                    findings.append(Finding(kind, members, lit, g))
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


def _step(
    grid: Grid,
    finding: Finding,
    mode: str,
    branches: list[tuple[int, Propagation, list[int], Contradiction | None]],
) -> Step:
    houses = grid.variant.houses
    chains = mode == CHAINS
    technique = "forcing-chain" if chains else "forcing-net"
    title = "Forcing Chain" if chains else "Forcing Net"
    conclusion = finding.conclusion
    cell, digit = literal_cell(conclusion), literal_digit(conclusion)
    placements: tuple[tuple[int, int], ...] = ()
    eliminations: tuple[tuple[int, int], ...] = ()
    if is_true(conclusion):
        placements = ((cell, digit),)
        effect = placements_text(placements)
    else:
        eliminations = ((cell, digit),)
        effect = eliminations_text(eliminations)
    family = "forcing chain" if chains else "forcing net"
    if finding.kind == CONTRADICTION:
        source, prop, trail, broke = branches[0]
        assert broke is not None
        explanation = (
            f"{title} (contradiction): Suppose {literal_text(source)}. "
            f"{contradiction_sentence(grid, prop, source, trail, broke)} So {effect}."
        )
        nudge = f"Look for a {family} that starts at {cell_name(literal_cell(source))}."
    else:
        forced = literal_text(conclusion)
        if finding.kind == DIGIT:
            x = branches[0][0]
            intro = f"{title} (digit forcing): {candidate_name(literal_cell(x), literal_digit(x))}"
            intro += f" is either true or false, and in both cases {forced}."
            nudge = f"Look for a {family} that starts at {cell_name(literal_cell(x))}."
        elif finding.kind == CELL_FORCING:
            where = cell_name(literal_cell(finding.branches[0]))
            digits = or_digits(literal_digit(s) for s in finding.branches)
            intro = f"{title} (cell forcing): {where} is {digits}, and in every case {forced}."
            nudge = f"Look for a {family} from every candidate of {where}."
        else:
            house = houses[grid_house(grid, finding)]
            d = literal_digit(finding.branches[0])
            places = _or_cells(literal_cell(s) for s in finding.branches)
            intro = (
                f"{title} (house forcing): in {house.name}, {d} goes in {places}, "
                f"and in every case {forced}."
            )
            nudge = f"Look for a {family} from every place of {d} in {house.name}."
        parts = [intro]
        for source, prop, trail, _ in branches:
            parts.append(
                f"If {literal_text(source)}, "
                f"{branch_text(grid, prop, source, trail, first='then ')}."
            )
        parts.append(f"Either way, {effect}.")
        explanation = " ".join(parts)
    links, highlights = drawing(branches)
    if finding.kind == CELL_FORCING:
        highlights.insert(0, Highlight(CELL, literal_cell(finding.branches[0]), PATTERN))
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
        explanation=explanation,
        nudge=nudge,
    )


def _or_cells(cells: object) -> str:
    """'r1c5 or r9c5', 'r1c5, r4c5 or r9c5'."""
    names = [cell_name(c) for c in cells]  # type: ignore[attr-defined]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def grid_house(grid: Grid, finding: Finding) -> int:
    return implications(grid).group_house[finding.group]


def drawing(
    branches: list[tuple[int, Propagation, list[int], Contradiction | None]],
) -> tuple[list[Link], list[Highlight]]:
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


def implication_text(grid: Grid, prop: Propagation, lit: int, last_true: int | None) -> str:
    """One implication in words: 'r2c7 is not 4 (row 2)', 'r2c7 is 9 (its only candidate left)'.

    A candidate ruled out by a placement other than the last one mentioned names it.
    """
    reason = prop.reason(lit)
    houses = grid.variant.houses
    text = literal_text(lit)
    digit = literal_digit(lit)
    if reason.rule == SAME_HOUSE:
        premise = reason.premises[0]
        if premise == last_true:
            return f"{text} ({houses[reason.house].name})"
        return f"{text} ({literal_text(premise)}, {houses[reason.house].name})"
    if reason.rule == SAME_CELL:
        return f"{text} (it is {literal_digit(reason.premises[0])})"
    if reason.rule == NAKED:
        return f"{text} (its only candidate left)"
    if reason.rule == HIDDEN:
        return f"{text} (the only place left for {digit} in {houses[reason.house].name})"
    return text


def branch_text(
    grid: Grid, prop: Propagation, source: int, trail: list[int], first: str = ""
) -> str:
    """A branch read link by link from its assumption: 'Then A, so B, so C'. A premise
    that is not the previous item is named in the item's reason, so a net reads too."""
    parts: list[str] = []
    previous = source
    last_true = source if is_true(source) else None
    for lit in trail:
        text = implication_text(grid, prop, lit, last_true)
        if not parts:
            parts.append(first + text)
        elif previous in prop.reason(lit).premises:
            parts.append(", so " + text)
        else:
            parts.append(", " + text)
        previous = lit
        if is_true(lit):
            last_true = lit
    return "".join(parts)


def contradiction_sentence(
    grid: Grid, prop: Propagation, source: int, trail: list[int], broke: Contradiction
) -> str:
    """'Then A, so B — r5c5 would have no candidate left.' (the branch, then what breaks)."""
    if not trail:
        return f"Then {contradiction_text(grid, broke)}."
    chain = branch_text(grid, prop, source, trail, first="Then ")
    return f"{chain} — {contradiction_text(grid, broke)}."


def contradiction_text(grid: Grid, broke: Contradiction) -> str:
    """What a contradiction looks like on the board, in words."""
    houses = grid.variant.houses
    if broke.kind == BOTH:
        name = cell_name(broke.cell)
        return f"{name} would have to be {broke.digit} and could not be {broke.digit}"
    if broke.kind == NO_CANDIDATE:
        return f"{cell_name(broke.cell)} would have no candidate left"
    if broke.kind == NO_PLACE:
        return f"{broke.digit} would have no place left in {houses[broke.house].name}"
    a, b = broke.premises[:2]
    if broke.house < 0:
        return (
            f"{cell_name(broke.cell)} would have to be both "
            f"{literal_digit(a)} and {literal_digit(b)}"
        )
    return (
        f"{houses[broke.house].name} would hold {broke.digit} twice "
        f"({cell_name(literal_cell(a))} and {cell_name(literal_cell(b))})"
    )


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
