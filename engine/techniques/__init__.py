"""The ladder: every technique the engine knows, easiest first. The only registry.

Each entry is data (id, name, tier, score, finder); the solving loop walks
this table and names no technique itself. Scores follow HoDoKu's defaults so
ratings are comparable with what players know.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..grid import Grid
from ..step import Step
from . import (
    als_chains,
    chains,
    colouring,
    fish,
    forcing,
    intersections,
    single_digit,
    singles,
    subsets,
    sue_de_coq,
    trial,
    uniqueness,
    wings,
)

EASY, MEDIUM, HARD, UNFAIR, EXTREME = "Easy", "Medium", "Hard", "Unfair", "Extreme"
TIERS = (EASY, MEDIUM, HARD, UNFAIR, EXTREME)

Finder = Callable[[Grid], Iterator[Step]]


@dataclass(frozen=True)
class Technique:
    id: str  # kebab-case, the Step's `technique`
    name: str  # what a player calls it
    short: str  # the code of the analysis listing, e.g. NS
    tier: str
    score: int
    finder: Finder


# Rungs are independent but for two couplings, each through Grid.derived (keys in
# engine/memo.py), so that work done for one rung is not done again by the next:
#
# * Finned and sashimi fish of one size share one lazy list of finned patterns
#   (memo.fish_finned(n)): the finned rung walks it first and leaves it part-built,
#   and the sashimi rung reads on from there. Each rung takes only its own kind.
# * Forcing chains tell forcing nets what they learnt of the position
#   (memo.FORCING_STATE): when the chain search shows there is no forcing chain of
#   any length (its carried "quiet" closure), nets skip the filter that would drop
#   every finding a chain could make; nets also start from the chains' round-1
#   tables (memo.FORCING_CHAIN_TABLES). So nets must run after chains on the same
#   position, as the ladder orders them.
LADDER: tuple[Technique, ...] = (
    Technique("full-house", "Full House", "FH", EASY, 4, singles.full_house),
    Technique("naked-single", "Naked Single", "NS", EASY, 4, singles.naked_single),
    Technique("hidden-single", "Hidden Single", "HS", EASY, 14, singles.hidden_single),
    Technique("locked-pair", "Locked Pair", "LP", MEDIUM, 40, subsets.locked_subsets(2)),
    Technique("locked-triple", "Locked Triple", "LT", MEDIUM, 60, subsets.locked_subsets(3)),
    Technique(
        "locked-candidates-pointing",
        "Locked Candidates (Pointing)",
        "LC1",
        MEDIUM,
        50,
        intersections.pointing,
    ),
    Technique(
        "locked-candidates-claiming",
        "Locked Candidates (Claiming)",
        "LC2",
        MEDIUM,
        50,
        intersections.claiming,
    ),
    Technique("naked-pair", "Naked Pair", "NP", MEDIUM, 60, subsets.naked_subsets(2)),
    Technique("hidden-pair", "Hidden Pair", "HP", MEDIUM, 70, subsets.hidden_subsets(2)),
    Technique("naked-triple", "Naked Triple", "NT", MEDIUM, 80, subsets.naked_subsets(3)),
    Technique("hidden-triple", "Hidden Triple", "HT", MEDIUM, 100, subsets.hidden_subsets(3)),
    Technique("naked-quad", "Naked Quad", "NQ", HARD, 120, subsets.naked_subsets(4)),
    Technique("hidden-quad", "Hidden Quad", "HQ", HARD, 150, subsets.hidden_subsets(4)),
    Technique("x-wing", "X-Wing", "X", HARD, 140, fish.basic_fish(2)),
    Technique("swordfish", "Swordfish", "SF", HARD, 150, fish.basic_fish(3)),
    Technique("jellyfish", "Jellyfish", "JF", HARD, 160, fish.basic_fish(4)),
    Technique("remote-pair", "Remote Pair", "RP", HARD, 110, wings.remote_pair),
    Technique("bug-plus-1", "BUG+1", "BUG", HARD, 100, uniqueness.bug_plus_1),
    Technique("skyscraper", "Skyscraper", "SK", HARD, 130, single_digit.skyscraper),
    Technique("two-string-kite", "2-String Kite", "2SK", HARD, 150, single_digit.two_string_kite),
    Technique("turbot-fish", "Turbot Fish", "TF", HARD, 120, single_digit.turbot_fish),
    Technique("empty-rectangle", "Empty Rectangle", "ER", HARD, 120, single_digit.empty_rectangle),
    Technique("w-wing", "W-Wing", "W", HARD, 150, wings.w_wing),
    Technique("xy-wing", "XY-Wing", "XY", HARD, 160, wings.xy_wing),
    Technique("xyz-wing", "XYZ-Wing", "XYZ", HARD, 180, wings.xyz_wing),
    Technique(
        "unique-rectangle-1",
        "Unique Rectangle Type 1",
        "UR1",
        HARD,
        100,
        uniqueness.unique_rectangle_1,
    ),
    Technique(
        "unique-rectangle-2",
        "Unique Rectangle Type 2",
        "UR2",
        HARD,
        100,
        uniqueness.unique_rectangle_2,
    ),
    Technique(
        "unique-rectangle-3",
        "Unique Rectangle Type 3",
        "UR3",
        HARD,
        100,
        uniqueness.unique_rectangle_3,
    ),
    Technique(
        "unique-rectangle-4",
        "Unique Rectangle Type 4",
        "UR4",
        HARD,
        100,
        uniqueness.unique_rectangle_4,
    ),
    Technique(
        "unique-rectangle-5",
        "Unique Rectangle Type 5",
        "UR5",
        HARD,
        100,
        uniqueness.unique_rectangle_5,
    ),
    Technique(
        "unique-rectangle-6",
        "Unique Rectangle Type 6",
        "UR6",
        HARD,
        100,
        uniqueness.unique_rectangle_6,
    ),
    Technique("hidden-rectangle", "Hidden Rectangle", "HR", HARD, 100, uniqueness.hidden_rectangle),
    Technique(
        "avoidable-rectangle-1",
        "Avoidable Rectangle Type 1",
        "AR1",
        HARD,
        100,
        uniqueness.avoidable_rectangle_1,
    ),
    Technique(
        "avoidable-rectangle-2",
        "Avoidable Rectangle Type 2",
        "AR2",
        HARD,
        100,
        uniqueness.avoidable_rectangle_2,
    ),
    Technique("finned-x-wing", "Finned X-Wing", "FXW", HARD, 130, fish.finned_fish(2, False)),
    Technique("sashimi-x-wing", "Sashimi X-Wing", "SXW", HARD, 150, fish.finned_fish(2, True)),
    Technique(
        "finned-swordfish", "Finned Swordfish", "FSF", UNFAIR, 200, fish.finned_fish(3, False)
    ),
    Technique(
        "sashimi-swordfish", "Sashimi Swordfish", "SSF", UNFAIR, 240, fish.finned_fish(3, True)
    ),
    Technique(
        "finned-jellyfish", "Finned Jellyfish", "FJF", UNFAIR, 250, fish.finned_fish(4, False)
    ),
    Technique(
        "sashimi-jellyfish", "Sashimi Jellyfish", "SJF", UNFAIR, 260, fish.finned_fish(4, True)
    ),
    Technique("wxyz-wing", "WXYZ-Wing", "WXYZ", UNFAIR, 240, wings.wxyz_wing),
    Technique("sue-de-coq", "Sue de Coq", "SDC", UNFAIR, 250, sue_de_coq.sue_de_coq),
    # HoDoKu grades colouring Hard but searches for it after
    # Unfair rungs; it is Unfair here, as DESIGN.md has it, so tiers rise along the ladder.
    Technique(
        "simple-colours-trap",
        "Simple Colours (Trap)",
        "SC1",
        UNFAIR,
        150,
        colouring.simple_colours("trap"),
    ),
    Technique(
        "simple-colours-wrap",
        "Simple Colours (Wrap)",
        "SC2",
        UNFAIR,
        150,
        colouring.simple_colours("wrap"),
    ),
    Technique("multi-colours-1", "Multi-Colours 1", "MC1", UNFAIR, 200, colouring.multi_colours(1)),
    Technique("multi-colours-2", "Multi-Colours 2", "MC2", UNFAIR, 200, colouring.multi_colours(2)),
    Technique("x-chain", "X-Chain", "XC", UNFAIR, 260, chains.x_chain),
    Technique("xy-chain", "XY-Chain", "XYC", UNFAIR, 260, chains.xy_chain),
    Technique("nice-loop", "Nice Loop / AIC", "NL", UNFAIR, 280, chains.nice_loop),
    Technique(
        "grouped-nice-loop",
        "Grouped Nice Loop / AIC",
        "GNL",
        UNFAIR,
        300,
        chains.grouped_nice_loop,
    ),
    Technique("als-xz", "ALS-XZ", "AXZ", UNFAIR, 300, als_chains.als_xz),
    Technique("als-xy-wing", "ALS-XY-Wing", "AXY", UNFAIR, 320, als_chains.als_xy_wing),
    Technique("als-chain", "ALS Chain", "ACH", UNFAIR, 340, als_chains.als_chain),
    Technique("death-blossom", "Death Blossom", "DB", UNFAIR, 360, als_chains.death_blossom),
    Technique("forcing-chain", "Forcing Chain", "FC", EXTREME, 500, forcing.forcing_chain),
    Technique("forcing-net", "Forcing Net", "FN", EXTREME, 700, forcing.forcing_net),
    # The last resort: a candidate assumed and refuted, checked against the brute-force
    # solution, so the ladder never runs out on a puzzle with one solution.
    Technique("verified-trial", "Verified Trial", "TRY", EXTREME, 10000, trial.trial),
)

BY_ID = {t.id: t for t in LADDER}


def technique(technique_id: str) -> Technique:
    return BY_ID[technique_id]
