"""The Step: what every technique returns, one hint's worth of reasoning."""

from __future__ import annotations

from dataclasses import InitVar, dataclass
from typing import Any

from .explain.reason import Reason, reason_data, reason_from_data

# Highlight roles, as the board colours them.
PATTERN = "pattern"  # cells/candidates that make up the pattern
FIN = "fin"  # fins of a fish
Z = "z"  # a wing's z: the digit its pincers (and pivot) share, gone from cells seeing all
TARGET = "target"  # cells that lose candidates or take a digit
BASE = "base"  # houses a pattern is found in (fish base sets, the house of a single)
COVER = "cover"  # houses whose other cells are cleared
ON = "on"  # chain colouring: candidates that are true together
OFF = "off"  # ... and the ones that are false together

CELL, CANDIDATE, HOUSE = "cell", "candidate", "house"
CAGE = "cage"  # a Killer cage: ref = its index in variant.cages
RULE = "rule"  # a rule element (a thermometer, an arrow, a line): ref = its index in variant.rules


@dataclass(frozen=True)
class Highlight:
    # CELL (ref = cell), CANDIDATE (ref = (cell, digit)), HOUSE (ref = house index),
    # CAGE (ref = cage index), RULE (ref = rule element index)
    kind: str
    ref: int | tuple[int, int]
    role: str


@dataclass(frozen=True)
class Link:
    """One inference of a chain, from candidate to candidate.

    A node can be a group: a digit's candidates in several cells (the cells of a
    box-line intersection, or of an almost locked set) that act as one. Then
    `start`/`end` is the group's first candidate and `start_cells`/`end_cells`
    lists every cell of the group; for a plain candidate they stay empty.
    """

    start: tuple[int, int]  # (cell, digit)
    end: tuple[int, int]
    strong: bool
    start_cells: tuple[int, ...] = ()
    end_cells: tuple[int, ...] = ()


@dataclass(frozen=True)
class Step:
    """One step. Its words are data (`summary`, `proof`, `nudge_reason`: see
    engine/explain); `explanation` and `nudge` are their English text, written on first
    use (a finder makes many steps that no one reads). A step made from words already
    written (stored hints from before reasons) keeps those."""

    technique: str  # stable kebab-case id from the ladder, e.g. "naked-pair"
    placements: tuple[tuple[int, int], ...] = ()  # (cell, digit)
    eliminations: tuple[tuple[int, int], ...] = ()  # (cell, digit), sorted
    highlights: tuple[Highlight, ...] = ()
    links: tuple[Link, ...] = ()
    explanation: InitVar[str] = ""  # English already written; else rendered from the reasons
    nudge: InitVar[str] = ""
    summary: Reason | None = None  # the assumption or pattern, the conclusion and why
    proof: tuple[Reason, ...] = ()  # one line per fact or implication, in order
    nudge_reason: Reason | None = None  # the technique and where to look

    def __post_init__(self, explanation: str, nudge: str) -> None:
        if explanation:
            self.__dict__["_explanation"] = explanation
        if nudge:
            self.__dict__["_nudge"] = nudge


def _explanation(step: Step) -> str:
    found = step.__dict__.get("_explanation")
    if found is None:
        found = ""
        if step.summary is not None:
            from .explain import renderer

            english = renderer("en")
            found = " ".join([english(step.summary), *english.proof(step.proof)])
        step.__dict__["_explanation"] = found
    return found


def _nudge(step: Step) -> str:
    found = step.__dict__.get("_nudge")
    if found is None:
        found = ""
        if step.nudge_reason is not None:
            from .explain import renderer

            found = renderer("en")(step.nudge_reason)
        step.__dict__["_nudge"] = found
    return found


# After the dataclass is made (its __init__ keeps the InitVars' defaults), the names
# read as the English text.
Step.explanation = property(_explanation)  # type: ignore[assignment, method-assign]
Step.nudge = property(_nudge)  # type: ignore[assignment, method-assign]


def cells_highlight(cells: object, role: str = PATTERN) -> tuple[Highlight, ...]:
    return tuple(Highlight(CELL, c, role) for c in cells)  # type: ignore[attr-defined]


def candidates_highlight(cands: object, role: str = PATTERN) -> tuple[Highlight, ...]:
    return tuple(Highlight(CANDIDATE, cd, role) for cd in cands)  # type: ignore[attr-defined]


def houses_highlight(houses: object, role: str = BASE) -> tuple[Highlight, ...]:
    return tuple(Highlight(HOUSE, h, role) for h in houses)  # type: ignore[attr-defined]


def target_cells(eliminations: object) -> tuple[Highlight, ...]:
    """The cells that lose candidates, once each, in the TARGET role."""
    cells = sorted({c for c, _ in eliminations})  # type: ignore[attr-defined]
    return tuple(Highlight(CELL, c, TARGET) for c in cells)


# ----- the serial form: a Step as JSON-ready data and back, losslessly ----------------


def step_data(step: Step) -> dict[str, Any]:
    """A Step as plain data (what the web app stores with a game's hint)."""
    data: dict[str, Any] = {
        "technique": step.technique,
        "placements": step.placements,
        "eliminations": step.eliminations,
        "highlights": [[h.kind, h.ref, h.role] for h in step.highlights],
        "links": [
            [link.start, link.end, link.strong, link.start_cells, link.end_cells]
            for link in step.links
        ],
        "explanation": step.explanation,
        "nudge": step.nudge,
    }
    if step.summary is not None:
        data["summary"] = reason_data(step.summary)
        data["proof"] = [reason_data(line) for line in step.proof]
    if step.nudge_reason is not None:
        data["nudge_reason"] = reason_data(step.nudge_reason)
    return data


def _link_from(item: list) -> Link:
    start, end, strong, *groups = item  # links stored before grouped nodes have no groups
    start_cells, end_cells = (tuple(g) for g in groups) if groups else ((), ())
    return Link(tuple(start), tuple(end), strong, start_cells, end_cells)  # type: ignore[arg-type]


def step_from_data(data: dict[str, Any]) -> Step:
    """The Step `step_data` wrote; data stored before reasons existed keeps its text."""

    def pairs(items: list) -> tuple[tuple[int, int], ...]:
        return tuple((a, b) for a, b in items)

    summary = data.get("summary")
    nudge_reason = data.get("nudge_reason")
    return Step(
        technique=data["technique"],
        placements=pairs(data["placements"]),
        eliminations=pairs(data["eliminations"]),
        highlights=tuple(
            Highlight(kind, tuple(ref) if isinstance(ref, list) else ref, role)
            for kind, ref, role in data["highlights"]
        ),
        links=tuple(_link_from(item) for item in data["links"]),
        explanation=data["explanation"],
        nudge=data["nudge"],
        summary=reason_from_data(summary) if summary else None,
        proof=tuple(reason_from_data(line) for line in data.get("proof", ())),
        nudge_reason=reason_from_data(nudge_reason) if nudge_reason else None,
    )
