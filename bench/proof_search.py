"""Could a forcing step's proof be shorter? The hint's against the shortest a wider search finds.

    python -m bench proof-search [--set magictour_top1465] [--every 5] [--count 0] [--extra 4]

At every position of each solve where the ladder's step is a forcing chain or a forcing
net, two figures:

* taken: the implications of the step the hint shows, counted as `bench teach` counts them;
* shortest found: the smallest proof by contradiction a wider search finds. Every
  source the tables contradict within `--extra` rounds of the first contradiction is
  followed `--extra` rounds further than it needs; every reason a literal has in the
  round it is found is kept, not only the first; and each literal takes the reason
  whose premises' proofs together are smallest (chosen in the order literals are
  found, so a proof never leans on itself). The contradiction with the smallest
  proof counts.

For chains that covers every kind of finding: chain links work both ways, so a
cell, house or digit forcing chain is a contradiction of the same length read
backwards (see engine/forcing_tables.py). For nets it covers contradictions only.
The search is greedy (a literal keeps the reason that is smallest for it alone), so
"shortest found" is a proof that exists, not a proven minimum.

``--locked`` adds a third figure: the shortest found when the propagation may also use
locked candidates (if a digit's places in a box outside a line are all false and two
or more are open where they cross, the digit is false in the rest of the line, and
the same from line to box). With one place open in the crossing the rule would be a
hidden single and its consequence read as one line, so it does not fire. In chains
mode the rule fires only from a single premise (a grouped strong link). The tables
know no such rule, so this search starts from every candidate assumed true and
follows each for `--rounds` rounds. The ladder does not use the rule: the figure
says how much shorter a proof could get if it did, from any assumption (so a step
with another effect may be the one with the shorter proof).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

import engine
from engine.forcing_tables import CHAIN_ROUNDS, all_sources
from engine.propagation import (
    CHAINS,
    FALSE,
    NETS,
    Implications,
    Tables,
    bits_literals,
    implications,
    negation,
)
from engine.rules.houses import BOX

from .puzzles import DEFAULT_PUZZLES_DIR, read_set
from .report import table
from .teach import figures, steps_taken
from .teach import implications as implications_read

NET_ROUNDS = 16
MODES = {"forcing-chain": CHAINS, "forcing-net": NETS}

# A locked-candidates rule: when every trigger node is false and two crossing nodes or
# more are not, every target node is false.
LockedRule = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def locked_rules(imp: Implications) -> dict[int, list[LockedRule]]:
    """Per node, the locked-candidates rules it is a trigger of.

    For a box, a line crossing it and a digit with a place where they cross: the
    digit's places in the box outside the line trigger its places in the line
    outside the box (pointing), and the other way round (claiming). A digit's places
    in a house are the position's single groups.
    """
    houses = imp.variant.houses
    places = {
        (imp.group_house[g], imp.group_digit[g]): members
        for g, members in enumerate(imp.groups)
        if imp.group_house[g] >= 0
    }

    def split(house: int, d: int, crossing: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        members = places.get((house, d), ())
        inside = tuple(n for n in members if crossing >> (n % 81) & 1)
        return inside, tuple(n for n in members if not crossing >> (n % 81) & 1)

    rules: dict[int, list[LockedRule]] = {}
    for b, box in enumerate(houses):
        if box.kind != BOX:
            continue
        for h, line in enumerate(houses):
            crossing = box.mask & line.mask
            if line.kind == BOX or crossing.bit_count() < 2:
                continue
            for d in range(1, 10):
                inside, box_rest = split(b, d, crossing)
                if len(inside) < 2:
                    continue
                line_rest = split(h, d, crossing)[1]
                for trigger, target in ((box_rest, line_rest), (line_rest, box_rest)):
                    if trigger and target:
                        for n in trigger:
                            rules.setdefault(n, []).append((trigger, target, inside))
    return rules


class EveryReason:
    """One assumption followed round by round with every reason each literal has in its
    round, and per literal the smallest proof (as a set of literals, a bit per literal
    in the order found)."""

    def __init__(
        self,
        imp: Implications,
        source: int,
        mode: str,
        rounds: int,
        locked: dict[int, list[LockedRule]] | None = None,
    ) -> None:
        self.order = {source: 0}  # literal -> when found
        self.found_in = {source: 0}  # literal -> round
        self.reasons: dict[int, list[tuple[int, ...]]] = {source: []}
        self.contradictions: list[tuple[int, ...]] = []
        order, found_in, reasons = self.order, self.found_in, self.reasons
        frontier = [source]
        chains = mode == CHAINS
        for r in range(1, rounds + 1):
            if not frontier:
                break
            new: list[int] = []
            touched: set[int] = set()
            pointing: set[LockedRule] = set()
            for lit in frontier:
                if lit < FALSE:
                    for m, _house in imp.weak[lit]:
                        self._reach(m + FALSE, (lit,), r, new)
                else:
                    touched.update(imp.groups_of[lit - FALSE])
                    if locked:
                        pointing.update(locked.get(lit - FALSE, ()))
            for g in sorted(touched):
                members = imp.groups[g]
                if len(members) < 2 or (chains and len(members) != 2):
                    continue
                open_ = [m for m in members if not found_in.get(m + FALSE, r) < r]
                if len(open_) == 1:
                    m = open_[0]
                    self._reach(m, tuple(o + FALSE for o in members if o != m), r, new)
            for trigger, target, inside in sorted(pointing):
                if chains and len(trigger) != 1:
                    continue
                still_open = sum(not found_in.get(t + FALSE, r) < r for t in inside)
                if still_open >= 2 and all(found_in.get(t + FALSE, r) < r for t in trigger):
                    premises = tuple(t + FALSE for t in trigger)
                    for t in target:
                        self._reach(t + FALSE, premises, r, new)
            for lit in new:
                if negation(lit) in order:
                    self.contradictions.append((lit % FALSE, lit % FALSE + FALSE))
                if lit < FALSE:
                    for g in imp.groups_of[lit]:
                        for other in imp.groups[g]:
                            if other != lit and other in order:
                                self.contradictions.append((other, lit))
                else:
                    for g in imp.groups_of[lit - FALSE]:
                        if all(m + FALSE in order for m in imp.groups[g]):
                            self.contradictions.append(tuple(m + FALSE for m in imp.groups[g]))
            frontier = new
        self.proof: dict[int, int] = {source: 0}
        for lit in sorted(order, key=order.__getitem__)[1:]:
            best = None
            for premises in reasons[lit]:
                if any(order[p] >= order[lit] for p in premises):
                    continue
                union = 1 << order[lit]
                for p in premises:
                    union |= self.proof[p]
                if best is None or union.bit_count() < best.bit_count():
                    best = union
            assert best is not None  # the first reason's premises came earlier
            self.proof[lit] = best

    def _reach(self, lit: int, premises: tuple[int, ...], r: int, new: list[int]) -> None:
        if lit in self.order:
            if self.found_in[lit] == r:
                self.reasons[lit].append(premises)
            return
        self.order[lit] = len(self.order)
        self.found_in[lit] = r
        self.reasons[lit] = [premises]
        new.append(lit)

    def shortest(self) -> int | None:
        """The implications of the smallest proof of a contradiction, or None."""
        sizes = []
        for premises in self.contradictions:
            union = 0
            for p in premises:
                union |= self.proof[p]
            sizes.append(union.bit_count())
        return min(sizes, default=None)


def shortest_found(grid: engine.Grid, mode: str, extra: int) -> int | None:
    imp = implications(grid)
    tables = Tables(imp, all_sources(imp), mode)
    limit = CHAIN_ROUNDS if mode == CHAINS else NET_ROUNDS
    first = None
    contradicted: dict[int, int] = {}
    for rnd, _changed, bad in tables.rounds(limit):
        for source in bits_literals(bad):
            contradicted[source] = rnd
        if bad and first is None:
            first = rnd
        if first is not None and rnd >= first + extra:
            break
    best = None
    for source, rnd in contradicted.items():
        size = EveryReason(imp, source, mode, rnd + extra).shortest()
        if size is not None and (best is None or size < best):
            best = size
    return best


def shortest_with_locked(grid: engine.Grid, mode: str, rounds: int) -> int | None:
    """The smallest contradiction proof from any candidate assumed true, with locked
    candidates as a rule, within `rounds` rounds."""
    imp = implications(grid)
    locked = locked_rules(imp)
    sizes = [EveryReason(imp, n, mode, rounds, locked).shortest() for n in imp.nodes]
    return min((s for s in sizes if s is not None), default=None)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench proof-search", description=__doc__)
    parser.add_argument("--set", dest="set_name", default="magictour_top1465")
    parser.add_argument("--count", type=int, default=0, help="first N puzzles, 0 for all")
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--extra", type=int, default=4, help="rounds searched beyond the first")
    parser.add_argument("--locked", action="store_true", help="also with locked candidates")
    parser.add_argument("--rounds", type=int, default=14, help="rounds per source, --locked")
    parser.add_argument("--puzzles-dir", type=Path, default=DEFAULT_PUZZLES_DIR)
    args = parser.parse_args(argv)
    taken: dict[str, list[int]] = {t: [] for t in MODES}
    found: dict[str, list[int]] = {t: [] for t in MODES}
    with_locked: dict[str, list[int]] = {t: [] for t in MODES}
    shorter = dict.fromkeys(MODES, 0)
    entries = read_set(args.puzzles_dir, args.set_name, args.count or None, args.every)
    for grid, step in steps_taken(entries):
        if step.technique in MODES:
            size = implications_read(step)
            best = shortest_found(grid.copy(), MODES[step.technique], args.extra)
            best = size if best is None else min(best, size)
            taken[step.technique].append(size)
            found[step.technique].append(best)
            shorter[step.technique] += best < size
            if args.locked:
                also = shortest_with_locked(grid.copy(), MODES[step.technique], args.rounds)
                with_locked[step.technique].append(best if also is None else min(best, also))
    rows = [
        [t, str(len(taken[t])), *figures(taken[t])[:2], *figures(found[t])[:2], str(shorter[t])]
        + (figures(with_locked[t])[:2] if args.locked else [])
        for t in MODES
        if taken[t]
    ]
    header = ["technique", "steps", "taken med", "p90", "found med", "p90", "shorter"]
    print(
        table(
            f"{args.set_name} (every {args.every}): forcing proofs, implications per step",
            header + (["locked med", "p90"] if args.locked else []),
            rows,
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
