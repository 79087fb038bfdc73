"""A hint drawn on the board: the roles of its cells, candidates and houses, its links,
and the legend that says what each colour and line means."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import (
    BASE,
    CAGE,
    CANDIDATE,
    CELL,
    HOUSE,
    PATTERN,
    RULE,
    TARGET,
    Link,
    Step,
    Variant,
)

from . import hints
from .rule_words import hint_outlines
from .words import (
    CAGE_WORDS,
    CELL_WORDS,
    GROUP_WORDS,
    HOUSE_WORDS,
    LINK_WORDS,
    ROLE_WORDS,
    fin_words,
)

# A cell carries one outline, the strongest of its roles: with the house's fill behind its
# marks that is two layers at most, and the digit placed or the target is what it says.
OUTLINE_ORDER = ("mistake", "place", "target", "fin", "pattern")

# The legend's sample of each kind of entry.
MARK, SWATCH, LINE, RING = "mark", "swatch", "line", "ring"


@dataclass(frozen=True)
class LegendItem:
    css: str
    kind: str  # MARK (a candidate's colour), SWATCH (a cell or house), LINE (an arrow), RING
    text: str
    sample: str = ""  # a digit the board shows in this role, for a MARK or a RING

    @property
    def wide(self) -> bool:
        """Long enough to take the legend's whole width."""
        return self.kind in (LINE, RING)


@dataclass
class Drawing:
    """A hint drawn on the board: roles of cells, candidates, houses and a Killer's
    cages, and its links."""

    cells: dict[int, set[str]] = field(default_factory=dict)
    candidates: dict[tuple[int, int], str] = field(default_factory=dict)
    houses: dict[int, str] = field(default_factory=dict)
    links: tuple[Link, ...] = ()
    cages: dict[int, str] = field(default_factory=dict)  # cage index -> role, as houses
    technique: str = ""  # the step's, for what its legend calls each part
    rules: set[int] = field(default_factory=set)  # the rule elements it uses (variant.rules)

    @staticmethod
    def of_step(step: Step, effect: bool = True) -> Drawing:
        """The step drawn; without its effect (targets, the digit placed, the candidates
        removed) for the second hint, which shows the pattern and leaves the rest to find."""
        drawing = Drawing(links=step.links, technique=step.technique)
        for h in step.highlights:
            if not effect and h.role == TARGET:
                continue
            if h.kind == CELL:
                drawing.cells.setdefault(h.ref, set()).add(h.role)  # type: ignore[arg-type]
            elif h.kind == CANDIDATE:
                drawing.candidates[h.ref] = h.role  # type: ignore[index]
            elif h.kind in (HOUSE, CAGE):
                drawing.outline(h.kind, h.ref, h.role)  # type: ignore[arg-type]
            elif h.kind == RULE:
                drawing.rules.add(h.ref)  # type: ignore[arg-type]
        if not effect:
            return drawing.one_outline_a_cell()
        for c, d in step.eliminations:
            drawing.candidates[(c, d)] = "elim"
        for c, d in step.placements:
            drawing.candidates[(c, d)] = "place"
            drawing.cells.setdefault(c, set()).add("place")
        return drawing.one_outline_a_cell()

    @staticmethod
    def of_proof(step: Step, line: int) -> Drawing:
        """The step drawn up to proof line `line`: the links and candidates lines 1..line
        use, on top of one another, with the pattern's houses and cells; the effect only
        once the last line is shown. The whole step's drawing stays `of_step`."""
        if line >= len(step.proof):
            return Drawing.of_step(step)
        lines = step.proof[:line]
        wanted = {i for reason in lines for i in reason.links}
        drawing = Drawing(
            links=tuple(link for i, link in enumerate(step.links) if i in wanted),
            technique=step.technique,
        )
        roles = {h.ref: h.role for h in step.highlights if h.kind == CANDIDATE}
        for reason in lines:
            for mark in reason.marks:
                role = roles.get(mark, PATTERN)
                drawing.candidates[mark] = PATTERN if role == TARGET else role
        for h in step.highlights:
            if h.role == TARGET:
                continue
            if h.kind == CELL:
                drawing.cells.setdefault(h.ref, set()).add(h.role)  # type: ignore[arg-type]
            elif h.kind in (HOUSE, CAGE):
                drawing.outline(h.kind, h.ref, h.role)  # type: ignore[arg-type]
            elif h.kind == RULE:
                drawing.rules.add(h.ref)  # type: ignore[arg-type]
        return drawing.one_outline_a_cell()

    def one_outline_a_cell(self) -> Drawing:
        """Keep each cell's strongest role only (OUTLINE_ORDER, then any other)."""
        for cell, roles in self.cells.items():
            if len(roles) > 1:
                ranked = sorted(roles, key=lambda r: (OUTLINE_ORDER + (r,)).index(r))
                self.cells[cell] = {ranked[0]}
        return self

    def outline(self, kind: str, ref: int, role: str) -> None:
        """Draw a house or cage in `role`; one that is both base and cover reads as base."""
        roles = self.houses if kind == HOUSE else self.cages
        if roles.get(ref) != BASE:
            roles[ref] = role

    def outlined_rules(self, variant: Variant) -> set[int]:
        """The rule elements this drawing outlines: those the step uses, and an extra
        region it uses as a house (a hidden single there names the house, whose shaded
        cells are the region's)."""
        used = set(self.rules)
        if self.houses and variant.rules:
            houses = {frozenset(variant.houses[h].cells) for h in self.houses
                      if 0 <= h < len(variant.houses)}
            used.update(i for i, rule in enumerate(variant.rules)
                        if rule.kind == "extra-region" and frozenset(rule.cells) in houses)
        return used

    def legend(self, variant: Variant | None = None) -> tuple[LegendItem, ...]:
        """What the colours and lines in this drawing mean, only those it uses; `variant`
        says what a rule's outline goes round (a line, a dot, a clue...)."""
        # Each role's sample is a digit the board really shows in it, the first in reading order.
        sample: dict[str, str] = {}
        for (_, digit), role in sorted(self.candidates.items()):
            sample.setdefault(role, str(digit))
        items = [
            LegendItem(r, MARK, fin_words(self.technique) if r == "fin" else ROLE_WORDS[r],
                       sample[r])
            for r in ROLE_WORDS
            if r in sample
        ]
        outlined = set().union(*self.cells.values()) if self.cells else set()
        items += [LegendItem("is-" + r, SWATCH, CELL_WORDS[r]) for r in CELL_WORDS if r in outlined]
        houses = {"in-base" if role == BASE else "in-" + role for role in self.houses.values()}
        items += [LegendItem(css, SWATCH, HOUSE_WORDS[css]) for css in HOUSE_WORDS if css in houses]
        cages = {"in-base" if role == BASE else "in-" + role for role in self.cages.values()}
        items += [LegendItem(css, SWATCH, CAGE_WORDS[css]) for css in CAGE_WORDS if css in cages]
        items += [LegendItem("rule-hint", SWATCH, words)
                  for words in hint_outlines(
                      variant, self.outlined_rules(variant) if variant else self.rules)]
        kinds = {"strong" if link.strong else "weak" for link in self.links}
        items += [LegendItem(k, LINE, LINK_WORDS[k]) for k in LINK_WORDS if k in kinds]
        grouped = [
            link.start[1] if len(link.start_cells) > 1 else link.end[1]
            for link in self.links
            if len(link.start_cells) > 1 or len(link.end_cells) > 1
        ]
        if grouped:
            items.append(LegendItem("group", RING, GROUP_WORDS, str(grouped[0])))
        return tuple(items)

    def linked(self) -> set[tuple[int, int]]:
        """Every candidate an arrow starts or ends at, grouped ones included."""
        out = set()
        for link in self.links:
            for (cell, digit), cells in (
                (link.start, link.start_cells),
                (link.end, link.end_cells),
            ):
                out.add((cell, digit))
                out.update((c, digit) for c in cells)
        return out

    @staticmethod
    def of_mistake(mistake: hints.Mistake) -> Drawing:
        return Drawing(cells={mistake.cell: {"mistake"}})
