"""How hard a puzzle is: an SE-style rating and a HoDoKu-style level and score.

Two figures players know, both read from solve paths; no technique knows it is rated.

- SE rating (Sudoku Explainer's scale): the hardest step needed. SE takes the
  step with the lowest SE value at each point, so its path is our ladder
  reordered by SE value (a stable sort: ties keep the ladder's order). The
  reordering matters because our ladder is ordered by HoDoKu's idea of
  difficulty: it looks for a finned X-Wing (a short chain to SE, 6.6) before an
  XY-Wing (4.2), so the ladder's own path would rate some puzzles too high.
- HoDoKu level and score: the ladder's own path (the one the hints follow); the
  level is the hardest tier on it, raised while the score is over the tier's
  ceiling, as HoDoKu does; the score is the sum of the ladder's scores.

The Sudoku Exchange sets were rated with Sukaku Explainer, an SE descendant that
adds the single-digit patterns (Skyscraper 4.0, 2-String Kite 4.1, Turbot Fish
and Empty Rectangle 4.2-4.3), three-strong-link fish (5.4-5.7, our short
X-chains) and the WXYZ-Wing (5.5-6.1); we use its values for them. Techniques
neither has get the value of what SE finds in their place, set from the mean
SE rating of puzzles where they are the hardest step (400 puzzles drawn with
another seed than `python -m bench rating` uses): W-Wing 6.5, colouring 6.6,
the ALS moves 7.8-8.4 (SE needs forcing chains for them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import cache

from .grid import Grid
from .rules.houses import BOX, COLUMN, DIAGONAL, EXTRA, GROUP, REGION, ROW
from .solver import solve_path
from .step import BASE, HOUSE, Highlight, Step
from .techniques import BY_ID, EXTREME, LADDER, TIERS, Technique

# The technique whose step means "no logic found": a puzzle that needs it is
# beyond every chain and net of the ladder, so it gets the top of the scale.
TRIAL = "verified-trial"
TOP_SE = 10.0

# SE value of each ladder rung, before chain length is counted. Chains and
# forcing moves grow with their length (see `_length_bonus`).
SE_BASE: dict[str, float] = {
    "full-house": 1.0,
    "hidden-single": 1.2,  # 1.5 in a row or column, see `se_value`
    "naked-single": 2.3,
    # Killer rungs: no SE value exists; set beside the classic moves of like effort.
    "cage-combinations": 2.0,
    "cage-combination-elimination": 2.5,
    "cage-pointing": 2.7,
    "rule-of-45": 2.8,
    "hidden-cage": 3.6,
    "rule-of-45-houses": 3.8,
    "innie-outie-difference": 3.9,
    # Set theory on odd and even (houses, arrows, little killers): a 45 rule read mod 2.
    "parity-sums": 3.8,
    "house-sums": 3.9,  # a house tried whole with its arrows, as the several houses' 45
    # Rule elements' own deductions (engine/rules): likewise, beside the cages'.
    "thermometer-bounds": 2.0,
    "palindrome-mirror": 2.0,
    "whispers-range": 2.2,
    "renban-range": 2.5,
    "between-line-bounds": 2.5,
    "arrow-sum": 2.6,
    "renban-must-hold": 2.8,
    "region-sum-equal": 3.0,
    "parity": 1.5,
    "kropki-pair": 2.2,
    "xv-pair": 2.2,
    "nonconsecutive-neighbours": 2.2,
    "negative-constraint": 2.4,
    "minimum-maximum": 2.3,
    "skyscraper-reading": 2.2,
    "x-sum-reading": 2.2,
    "x-sum-combinations": 2.5,
    "skyscraper-count": 2.8,
    "sandwich-ends": 2.2,
    "little-killer-sum": 2.5,  # a diagonal's sum read like a cage's combinations
    "sandwich-sum": 2.8,
    "quadruple-digits": 2.5,
    "kropki-run": 2.5,
    "rule-pointing": 2.7,  # as cage pointing
    "locked-candidates-pointing": 2.6,
    "locked-candidates-claiming": 2.8,
    "locked-pair": 3.0,  # a naked pair that is also locked: SE calls it a naked pair
    "naked-pair": 3.0,
    "x-wing": 3.2,
    "hidden-pair": 3.4,
    "locked-triple": 3.6,
    "naked-triple": 3.6,
    "swordfish": 3.8,
    "hidden-triple": 4.0,
    "xy-wing": 4.2,
    "xyz-wing": 4.4,
    "unique-rectangle-1": 4.5,
    "unique-rectangle-2": 4.5,
    "unique-rectangle-3": 4.6,
    "unique-rectangle-4": 4.5,
    "unique-rectangle-5": 4.6,
    "unique-rectangle-6": 4.6,
    "hidden-rectangle": 5.3,
    "avoidable-rectangle-1": 4.5,
    "avoidable-rectangle-2": 4.5,
    "wxyz-wing": 5.9,  # Sukaku Explainer: 5.5-6.1 by the size of its pivot
    "naked-quad": 5.0,
    "jellyfish": 5.2,
    "hidden-quad": 5.4,
    "bug-plus-1": 5.6,
    "remote-pair": 6.5,  # a bidirectional Y-cycle
    "skyscraper": 4.0,  # Sukaku Explainer, which rated the Sudoku Exchange sets
    "two-string-kite": 4.1,
    "turbot-fish": 4.2,
    "empty-rectangle": 4.3,
    "simple-colours-trap": 6.6,
    "simple-colours-wrap": 6.6,
    "x-chain": 5.4,  # Sukaku Explainer's three-strong-link fish: 5.4-5.7
    "finned-x-wing": 6.6,
    "sashimi-x-wing": 6.6,
    "w-wing": 6.5,  # a forcing chain through two bivalue cells
    "multi-colours-1": 7.0,
    "multi-colours-2": 7.0,
    "xy-chain": 6.6,
    "nice-loop": 7.0,
    "finned-swordfish": 7.0,
    "sashimi-swordfish": 7.0,
    "finned-jellyfish": 7.2,
    "sashimi-jellyfish": 7.2,
    "grouped-nice-loop": 7.8,
    "sue-de-coq": 6.5,
    "als-xz": 7.8,
    "als-xy-wing": 8.1,
    "als-chain": 8.3,
    "death-blossom": 8.4,
    "forcing-chain": 8.2,  # cell and region forcing chains
    "forcing-net": 8.6,  # dynamic forcing chains
    "rule-forcing-net": 8.8,  # a net that also asks rule elements: past SE's nets
    TRIAL: TOP_SE,
}

# Techniques whose value grows with the length of their chain.
CHAINS = {
    "remote-pair",
    "x-chain",
    "xy-chain",
    "nice-loop",
    "grouped-nice-loop",
    "simple-colours-trap",
    "simple-colours-wrap",
    "multi-colours-1",
    "multi-colours-2",
    "als-chain",
    "forcing-chain",
    "forcing-net",
    "rule-forcing-net",
}

# HoDoKu's score ceilings: a path whose score is over its tier's ceiling is
# graded one tier up (many medium steps make a hard puzzle).
TIER_CEILING = {"Easy": 800, "Medium": 1000, "Hard": 1600, "Unfair": 1800}


def _length_bonus(links: int) -> float:
    """SE adds 0.1 each time a chain outgrows a threshold; the thresholds grow
    by half and by a third in turn (4, 6, 8, 12, 16, 24, ...)."""
    bonus, ceiling, by_half = 0.0, 4.0, True
    while links > ceiling:
        bonus += 0.1
        ceiling *= 1.5 if by_half else 4 / 3
        by_half = not by_half
    return bonus


def se_value(step: Step) -> float:
    """The SE value of one step."""
    base = SE_BASE[step.technique]
    if step.technique == "hidden-single":
        houses = [h.ref for h in step.highlights if h.kind == HOUSE and h.role == BASE]
        # Houses 0-17 are rows and columns; a hidden single there is harder to see.
        return 1.5 if houses and isinstance(houses[0], int) and houses[0] < 18 else 1.2
    if step.technique in CHAINS:
        return round(base + _length_bonus(len(step.links)), 1)
    return base


def _hidden_singles(kinds: tuple[str, ...]) -> Callable[[Grid], Iterator[Step]]:
    """Hidden singles in houses of these kinds, whether or not the cell is also a
    naked single: SE calls a digit with one place left in a box a hidden single
    (1.2) even when the cell has one candidate (which our ladder calls naked)."""

    def finder(grid: Grid) -> Iterator[Step]:
        positions = grid.positions
        for h, house in enumerate(grid.variant.houses):
            if house.kind not in kinds:
                continue
            for digit in range(1, 10):
                where = positions[digit] & house.mask
                if where and not where & (where - 1):
                    cell = where.bit_length() - 1
                    yield Step(
                        "hidden-single",
                        placements=((cell, digit),),
                        highlights=(Highlight(HOUSE, h, BASE),),
                    )

    return finder


@cache
def se_ladder(ladder: tuple[Technique, ...] = LADDER) -> tuple[Technique, ...]:
    """The ladder as SE walks it: lowest SE value first, ties in ladder order.

    The hidden single is split in two rungs, box (1.2) before line (1.5), since
    SE takes the easier of them wherever both are on the board; a jigsaw's region counts
    as a box, a variant's other houses (diagonals, groups, extra regions) as lines."""
    rungs = []
    for t in ladder:
        if t.id == "hidden-single":
            rungs.append((1.2, replace(t, finder=_hidden_singles((BOX, REGION)))))
            rungs.append((1.5, replace(t, finder=_hidden_singles(
                (ROW, COLUMN, DIAGONAL, GROUP, EXTRA)))))
        else:
            rungs.append((SE_BASE[t.id], t))
    return tuple(t for _, t in sorted(rungs, key=lambda r: r[0]))


@dataclass(frozen=True)
class Rating:
    se: float  # hardest SE value on the SE-ordered path
    level: str  # Easy .. Extreme
    score: int  # sum of ladder scores on the ladder's path
    hardest: str  # technique id of the hardest step (SE), "" for a solved grid
    needs_trial: bool  # no chain or net of the ladder finishes it
    solved: bool  # the path reached the end

    @property
    def se_text(self) -> str:
        return f"{self.se:.1f}+" if self.needs_trial else f"{self.se:.1f}"


def level_of(steps: list[Step]) -> tuple[str, int]:
    """HoDoKu's grading: the hardest tier on the path, raised by the score ceilings."""
    score = sum(BY_ID[s.technique].score for s in steps)
    tier = max((TIERS.index(BY_ID[s.technique].tier) for s in steps), default=0)
    while tier < TIERS.index(EXTREME) and score > TIER_CEILING[TIERS[tier]]:
        tier += 1
    return TIERS[tier], score


def rate(grid: Grid) -> Rating:
    """Rate the position. The grid must have one solution (the trial step needs it)."""
    ladder_path = solve_path(grid)
    level, score = level_of(ladder_path.steps)
    se_path = solve_path(grid, se_ladder())
    hardest = max(se_path.steps, key=se_value, default=None)
    needs_trial = any(s.technique == TRIAL for s in se_path.steps)
    return Rating(
        se=se_value(hardest) if hardest else 0.0,
        level=level,
        score=score,
        hardest=hardest.technique if hardest else "",
        needs_trial=needs_trial,
        solved=ladder_path.solved and se_path.solved,
    )
