"""The ladder: every technique the engine knows, easiest first. The only registry.

Each entry is data (id, short code, tier, score, finder; the name a player calls it
comes from engine/technique_names.py, where the explanations read it too); the
solving loop walks this table and names no technique itself. Scores follow HoDoKu's
defaults so ratings are comparable with what players know.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..grid import Grid
from ..step import Step
from ..technique_names import NAMES
from . import (
    als_chains,
    chains,
    colouring,
    fish,
    forcing,
    house_sums,
    innies_outies,
    intersections,
    killer_cages,
    kropki_runs,
    parity_sums,
    rule_steps,
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


def _rung(technique_id: str, short: str, tier: str, score: int, finder: Finder) -> Technique:
    return Technique(technique_id, NAMES[technique_id], short, tier, score, finder)


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
    _rung("full-house", "FH", EASY, 4, singles.full_house),
    _rung("naked-single", "NS", EASY, 4, singles.naked_single),
    _rung("hidden-single", "HS", EASY, 14, singles.hidden_single),
    # Killer rungs (they yield nothing without cages): first where a Killer player looks.
    _rung("cage-combinations", "CC", EASY, 2, killer_cages.cage_combinations),
    # Rule elements' own deductions (engine/rules; nothing without them), scored as a
    # cage's combinations are: what a player of these puzzles pencils first.
    _rung("thermometer-bounds", "TB", EASY, 4, rule_steps.rule_steps("thermometer-bounds")),
    _rung("palindrome-mirror", "PM", EASY, 4, rule_steps.rule_steps("palindrome-mirror")),
    _rung("whispers-range", "WR", EASY, 5, rule_steps.rule_steps("whispers-range")),
    # Dots and neighbours (engine/rules, issue #46): as plain as the lines' first rungs.
    _rung("parity", "PAR", EASY, 2, rule_steps.rule_steps("parity")),
    _rung("kropki-pair", "KP", EASY, 4, rule_steps.rule_steps("kropki-pair")),
    _rung("xv-pair", "XVP", EASY, 4, rule_steps.rule_steps("xv-pair")),
    _rung("nonconsecutive-neighbours", "NCN", EASY, 4,
          rule_steps.rule_steps("nonconsecutive-neighbours")),
    _rung("negative-constraint", "NEG", EASY, 5, rule_steps.rule_steps("negative-constraint")),
    _rung("minimum-maximum", "MM", EASY, 5, rule_steps.rule_steps("minimum-maximum")),
    # Clues beside a row or column (issue #46): the count's bounds and the X-sum's first
    # digit are read off the number, as plain as a cage's combinations.
    _rung("skyscraper-reading", "SKR", EASY, 4, rule_steps.rule_steps("skyscraper-reading")),
    _rung("x-sum-reading", "XSR", EASY, 4, rule_steps.rule_steps("x-sum-reading")),
    # Sums outside the grid (issue #46): where a sandwich's 1 and 9 can stand is read
    # off its number, a little killer's diagonal like a cage with repeats across boxes.
    _rung("sandwich-ends", "SWE", EASY, 4, rule_steps.rule_steps("sandwich-ends")),
    _rung("little-killer-sum", "LKS", EASY, 5, rule_steps.rule_steps("little-killer-sum")),
    # The Killer's Medium rungs, then the rules' (each yields nothing without its kind):
    # every Easy rung before any Medium one.
    _rung("cage-combination-elimination", "CCE", MEDIUM, 6,
          killer_cages.cage_combination_elimination),
    _rung("cage-pointing", "CP", MEDIUM, 10, killer_cages.cage_pointing),
    _rung("rule-of-45", "R45", MEDIUM, 20, innies_outies.rule_of_45),
    _rung("quadruple-digits", "QD", MEDIUM, 6, rule_steps.rule_steps("quadruple-digits")),
    _rung("kropki-run", "KR", MEDIUM, 6, kropki_runs.kropki_runs),
    _rung("renban-range", "RR", MEDIUM, 6, rule_steps.rule_steps("renban-range")),
    _rung("between-line-bounds", "BLB", MEDIUM, 6, rule_steps.rule_steps("between-line-bounds")),
    _rung("arrow-sum", "AS", MEDIUM, 8, rule_steps.rule_steps("arrow-sum")),
    _rung("x-sum-combinations", "XSC", MEDIUM, 6, rule_steps.rule_steps("x-sum-combinations")),
    _rung("skyscraper-count", "SKC", MEDIUM, 8, rule_steps.rule_steps("skyscraper-count")),
    _rung("sandwich-sum", "SWS", MEDIUM, 8, rule_steps.rule_steps("sandwich-sum")),
    _rung("renban-must-hold", "RMH", MEDIUM, 10, rule_steps.rule_steps("renban-must-hold")),
    _rung("region-sum-equal", "RSE", MEDIUM, 12, rule_steps.rule_steps("region-sum-equal")),
    _rung("rule-pointing", "RPT", MEDIUM, 14, rule_steps.rule_pointing),
    _rung("locked-pair", "LP", MEDIUM, 40, subsets.locked_subsets(2)),
    _rung("locked-triple", "LT", MEDIUM, 60, subsets.locked_subsets(3)),
    _rung("locked-candidates-pointing", "LC1", MEDIUM, 50, intersections.pointing),
    _rung("locked-candidates-claiming", "LC2", MEDIUM, 50, intersections.claiming),
    _rung("naked-pair", "NP", MEDIUM, 60, subsets.naked_subsets(2)),
    _rung("hidden-pair", "HP", MEDIUM, 70, subsets.hidden_subsets(2)),
    _rung("naked-triple", "NT", MEDIUM, 80, subsets.naked_subsets(3)),
    _rung("hidden-triple", "HT", MEDIUM, 100, subsets.hidden_subsets(3)),
    _rung("hidden-cage", "HC", HARD, 90, innies_outies.hidden_cage),
    _rung("rule-of-45-houses", "R45M", HARD, 100, innies_outies.rule_of_45_houses),
    _rung("innie-outie-difference", "IOD", HARD, 110, innies_outies.innie_outie_difference),
    # Set theory on odd and even where arrows and little killers meet houses (nothing
    # without them): a rule of 45 read modulo 2, as hard as the Killer's several houses.
    _rung("parity-sums", "PSU", HARD, 110, parity_sums.parity_sums),
    _rung("house-sums", "HSU", HARD, 120, house_sums.house_sums),
    _rung("naked-quad", "NQ", HARD, 120, subsets.naked_subsets(4)),
    _rung("hidden-quad", "HQ", HARD, 150, subsets.hidden_subsets(4)),
    _rung("x-wing", "X", HARD, 140, fish.basic_fish(2)),
    _rung("swordfish", "SF", HARD, 150, fish.basic_fish(3)),
    _rung("jellyfish", "JF", HARD, 160, fish.basic_fish(4)),
    _rung("remote-pair", "RP", HARD, 110, wings.remote_pair),
    _rung("bug-plus-1", "BUG", HARD, 100, uniqueness.bug_plus_1),
    _rung("skyscraper", "SK", HARD, 130, single_digit.skyscraper),
    _rung("two-string-kite", "2SK", HARD, 150, single_digit.two_string_kite),
    _rung("turbot-fish", "TF", HARD, 120, single_digit.turbot_fish),
    _rung("empty-rectangle", "ER", HARD, 120, single_digit.empty_rectangle),
    _rung("w-wing", "W", HARD, 150, wings.w_wing),
    _rung("xy-wing", "XY", HARD, 160, wings.xy_wing),
    _rung("xyz-wing", "XYZ", HARD, 180, wings.xyz_wing),
    _rung("unique-rectangle-1", "UR1", HARD, 100, uniqueness.unique_rectangle_1),
    _rung("unique-rectangle-2", "UR2", HARD, 100, uniqueness.unique_rectangle_2),
    _rung("unique-rectangle-3", "UR3", HARD, 100, uniqueness.unique_rectangle_3),
    _rung("unique-rectangle-4", "UR4", HARD, 100, uniqueness.unique_rectangle_4),
    _rung("unique-rectangle-5", "UR5", HARD, 100, uniqueness.unique_rectangle_5),
    _rung("unique-rectangle-6", "UR6", HARD, 100, uniqueness.unique_rectangle_6),
    _rung("hidden-rectangle", "HR", HARD, 100, uniqueness.hidden_rectangle),
    _rung("avoidable-rectangle-1", "AR1", HARD, 100, uniqueness.avoidable_rectangle_1),
    _rung("avoidable-rectangle-2", "AR2", HARD, 100, uniqueness.avoidable_rectangle_2),
    _rung("finned-x-wing", "FXW", HARD, 130, fish.finned_fish(2, False)),
    _rung("sashimi-x-wing", "SXW", HARD, 150, fish.finned_fish(2, True)),
    _rung("finned-swordfish", "FSF", UNFAIR, 200, fish.finned_fish(3, False)),
    _rung("sashimi-swordfish", "SSF", UNFAIR, 240, fish.finned_fish(3, True)),
    _rung("finned-jellyfish", "FJF", UNFAIR, 250, fish.finned_fish(4, False)),
    _rung("sashimi-jellyfish", "SJF", UNFAIR, 260, fish.finned_fish(4, True)),
    _rung("wxyz-wing", "WXYZ", UNFAIR, 240, wings.wxyz_wing),
    _rung("sue-de-coq", "SDC", UNFAIR, 250, sue_de_coq.sue_de_coq),
    # HoDoKu grades colouring Hard but searches for it after
    # Unfair rungs; it is Unfair here, as DESIGN.md has it, so tiers rise along the ladder.
    _rung("simple-colours-trap", "SC1", UNFAIR, 150, colouring.simple_colours("trap")),
    _rung("simple-colours-wrap", "SC2", UNFAIR, 150, colouring.simple_colours("wrap")),
    _rung("multi-colours-1", "MC1", UNFAIR, 200, colouring.multi_colours(1)),
    _rung("multi-colours-2", "MC2", UNFAIR, 200, colouring.multi_colours(2)),
    _rung("x-chain", "XC", UNFAIR, 260, chains.x_chain),
    _rung("xy-chain", "XYC", UNFAIR, 260, chains.xy_chain),
    _rung("nice-loop", "NL", UNFAIR, 280, chains.nice_loop),
    _rung("grouped-nice-loop", "GNL", UNFAIR, 300, chains.grouped_nice_loop),
    _rung("als-xz", "AXZ", UNFAIR, 300, als_chains.als_xz),
    _rung("als-xy-wing", "AXY", UNFAIR, 320, als_chains.als_xy_wing),
    _rung("als-chain", "ACH", UNFAIR, 340, als_chains.als_chain),
    _rung("death-blossom", "DB", UNFAIR, 360, als_chains.death_blossom),
    _rung("forcing-chain", "FC", EXTREME, 500, forcing.forcing_chain),
    _rung("forcing-net", "FN", EXTREME, 700, forcing.forcing_net),
    # A net whose branches ask each rule element for all it says (nothing without rules).
    _rung("rule-forcing-net", "RFN", EXTREME, 800, forcing.rule_forcing_net),
    # The last resort: a candidate assumed and refuted, checked against the brute-force
    # solution, so the ladder never runs out on a puzzle with one solution.
    _rung("verified-trial", "TRY", EXTREME, 10000, trial.trial),
)

BY_ID = {t.id: t for t in LADDER}


def technique(technique_id: str) -> Technique:
    return BY_ID[technique_id]
