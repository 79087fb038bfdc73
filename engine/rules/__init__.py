"""Rules beyond "no digit twice in a house": one module per kind, each saying the same few
things (engine/rules/base.py), so general logic (the brute force, weak links, subsets,
pointing, chains) works over any mix of them without knowing any one.

A rule *element* is one drawn thing of a puzzle (one thermometer, one arrow, one line);
a Variant carries its elements in `rules`.
"""

from __future__ import annotations

from .anti_move import AntiKing, AntiKnight
from .arrow import Arrow
from .base import Rule
from .between_line import BetweenLine
from .extra_region import ExtraRegion
from .extremum import Maximum, Minimum
from .house_rules import Diagonal, DisjointGroups
from .kropki import BlackDot, KropkiNegative, WhiteDot
from .little_killer import LittleKiller
from .naming import element_text, read_element, with_rules
from .nonconsecutive import NonConsecutive
from .palindrome import Palindrome
from .parity import Even, Odd
from .quadruple import Quadruple
from .region_sum_line import RegionSumLine
from .renban import Renban
from .sandwich import Sandwich
from .skyscraper import Skyscraper
from .thermometer import Thermometer
from .whispers import Whispers
from .x_sum import XSum
from .xv import XV, XVNegative

__all__ = [
    "XV", "AntiKing", "AntiKnight", "Arrow", "BetweenLine", "BlackDot", "Diagonal",
    "DisjointGroups", "Even", "ExtraRegion", "KropkiNegative", "Maximum", "Minimum",
    "NonConsecutive", "Odd",
    "Palindrome",
    "Quadruple", "RegionSumLine", "Renban", "Rule", "Skyscraper", "Thermometer", "Whispers",
    "WhiteDot",
    "XSum", "XVNegative", "element_text", "read_element", "with_rules",
    "LittleKiller", "Sandwich",
]
