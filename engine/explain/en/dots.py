"""Dots and neighbours: kropki dots, XV, the negative constraint, non-consecutive,
odd/even, minimum/maximum cells and quadruples (engine/rules), in their solvers' words."""

from ..render import Plural

MESSAGES: dict[str, object] = {
    # ----- naming an element -----------------------------------------------------------
    "rule.white-dot": "the white dot between {cell} and {other}",
    "rule.black-dot": "the black dot between {cell} and {other}",
    "rule.xv": "the {letter} between {cell} and {other}",
    "rule.negative-kropki": "the negative constraint",
    "rule.negative-xv": "the negative XV constraint",
    "rule.nonconsecutive": "the non-consecutive rule",
    "rule.anti-knight": "the anti-knight rule",
    "rule.anti-king": "the anti-king rule",
    "rule.odd": "the odd cell {cell}",
    "rule.even": "the even cell {cell}",
    "rule.minimum": "the minimum cell {cell}",
    "rule.maximum": "the maximum cell {cell}",
    "rule.quadruple": "the quadruple at {cell}",
    # ----- kropki dots (engine/rules/kropki.py) ---------------------------------------
    "white-dot.never": Plural("difference", {
        "one": "{technique}: the digits on {dot} are consecutive, and {digits:or} has no "
               "digit one away, so it never sits there: {effect}.",
        "other": "{technique}: the digits on {dot} differ by {difference}, and no digit is "
                 "{difference} away from {digits:or}, so they never sit there: {effect}.",
    }),
    "white-dot.partner": Plural("difference", {
        "one": "{technique}: the digits on {dot} are consecutive. {neighbour} can only be "
               "{has:or}, and none of these is next to {digits:or}, so {effect}.",
        "other": "{technique}: the digits on {dot} differ by {difference}. {neighbour} can "
                 "only be {has:or}, and none of these is {difference} away from {digits:or}, "
                 "so {effect}.",
    }),
    "black-dot.never": (
        "{technique}: one digit on {dot} is {ratio} times the other, and no digit is "
        "{ratio} times or a {ratio}th of {digits:or}, so they never sit there: {effect}."
    ),
    "black-dot.partner": (
        "{technique}: one digit on {dot} is {ratio} times the other. {neighbour} can only "
        "be {has:or}, and none of these pairs up so with {digits:or}, so {effect}."
    ),
    "negative-kropki.both": (
        "{technique}: all dots are given, and no dot joins {cell} and {neighbour}, so "
        "their digits are neither consecutive nor one double the other. {neighbour} can "
        "only be {has:or}, so {effect}."
    ),
    "negative-kropki.white": (
        "{technique}: all white dots are given, and none joins {cell} and {neighbour}, so "
        "their digits are not consecutive. {neighbour} can only be {has:or}, so {effect}."
    ),
    "negative-kropki.black": (
        "{technique}: all black dots are given, and none joins {cell} and {neighbour}, so "
        "neither digit is double the other. {neighbour} can only be {has:or}, so {effect}."
    ),
    # ----- XV (engine/rules/xv.py) ----------------------------------------------------
    "xv.never": (
        "{technique}: the digits on {dot} add up to {total}, and {digits:or} has no other "
        "digit to make {total} with, so it never sits there: {effect}."
    ),
    "xv.partner": (
        "{technique}: the digits on {dot} add up to {total}. {neighbour} can only be "
        "{has:or}, and none of these makes {total} with {digits:or}, so {effect}."
    ),
    "negative-xv.partner": (
        "{technique}: all X's and V's are given, and none joins {cell} and {neighbour}, so "
        "their digits add up to neither 5 nor 10. {neighbour} can only be {has:or}, so "
        "{effect}."
    ),
    # ----- non-consecutive (engine/rules/nonconsecutive.py) ---------------------------
    "nonconsecutive.partner": (
        "{technique}: neighbours are never consecutive, and {cell} is next to {neighbour}, "
        "which can only be {has:or}, so {effect}."
    ),
    # ----- odd and even cells (engine/rules/parity.py) --------------------------------
    "odd.cell": "{technique}: {cell} has a grey circle, so it is odd: {effect}.",
    "even.cell": "{technique}: {cell} has a grey square, so it is even: {effect}.",
    # ----- minimum and maximum cells (engine/rules/extremum.py) -----------------------
    "minimum.spot": (
        "{technique}: {spot} is smaller than each of its neighbours, and its neighbour "
        "{neighbour} can only be {has:or}, so {effect}."
    ),
    "minimum.neighbour": (
        "{technique}: {spot} is smaller than each of its neighbours and can only be "
        "{has:or}, so its neighbour {cell} is larger than that: {effect}."
    ),
    "maximum.spot": (
        "{technique}: {spot} is larger than each of its neighbours, and its neighbour "
        "{neighbour} can only be {has:or}, so {effect}."
    ),
    "maximum.neighbour": (
        "{technique}: {spot} is larger than each of its neighbours and can only be "
        "{has:or}, so its neighbour {cell} is smaller than that: {effect}."
    ),
    # ----- quadruples (engine/rules/quadruple.py) -------------------------------------
    "quadruple.only": (
        "{technique}: the circle on the corner of {cells:and} lists four digits, "
        "{digits:and}, so these cells hold nothing else: {effect}."
    ),
    "quadruple.places": Plural("count", {
        "one": "{technique}: the quadruple's circle lists {digit}, and of its four cells "
               "only {cells} can still hold it, so {effect}.",
        "other": "{technique}: the quadruple's circle lists {digit} twice, and of its four "
                 "cells only {cells:and} can still hold it, so both are {digit}: {effect}.",
    }),
}

# ----- the technique library's pages --------------------------------------------------
MESSAGES |= {
    "kropki-run": (
        "{technique}: white dots join {cells:and} one after the other in a line, so "
        "these {count} cells hold {count} consecutive digits, and only {runs:or} can still "
        "fit: {effect}."
    ),
    "about.kropki-run": (
        "White dots joining cells one after the other along a row or column make a run "
        "of consecutive digits, climbing or falling one by one: like a renban, only the "
        "runs whose digits each find a cell are left, and digits outside them go."
    ),
    "about.parity": (
        "A grey circle marks an odd cell, a grey square an even one: the cell keeps only "
        "the digits of its kind."
    ),
    "about.kropki-pair": (
        "A white dot joins consecutive digits, a black dot two digits one double the other "
        "(a numbered dot: that difference or ratio). A black dot never holds 5, 7 or 9, "
        "which have no double or half; and a digit goes when the other cell has none of "
        "its partners left. A run of white dots along a row holds consecutive digits."
    ),
    "about.xv-pair": (
        "An X joins two digits adding up to 10, a V two adding up to 5: an X never holds "
        "a 5, a V only 1 to 4. A digit goes when the other cell cannot complete its sum."
    ),
    "about.nonconsecutive-neighbours": (
        "Cells side by side never hold consecutive digits: a 5 takes 4 and 6 from each of "
        "its neighbours, and a cell whose neighbour is 4 or 6 cannot be 5."
    ),
    "about.negative-constraint": (
        "When all dots (or all X's and V's) are given, two neighbours with no mark between "
        "them are not in its relation: no consecutive digits without a white dot, no "
        "digit beside its double without a black one, no sum of 5 or 10 without a V or "
        "an X. Each missing dot takes candidates like a dot does."
    ),
    "about.minimum-maximum": (
        "A minimum cell is smaller than each of its side neighbours, a maximum cell "
        "larger. A minimum is below its neighbours' highest candidates, and each neighbour "
        "above the minimum's lowest one; a maximum the other way round."
    ),
    "about.quadruple-digits": (
        "A circle on the corner of four cells lists digits that appear in those cells. "
        "When only so many cells can hold a listed digit as it must fill, it goes there; "
        "four listed digits fill the four cells; and a cell that sees every place of a "
        "listed digit cannot hold it."
    ),
}
