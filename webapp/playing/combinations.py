"""A Killer's cage combinations as the player sees them: the setting that lets the
candidates reflect each cage's sum, and the panel that lists the selected cell's cage's
combinations ("17 in 3 cells: 1+7+9, 2+6+9, ...") with the ruled-out ones struck.

The setting is the player's (a cookie, like the theme): a way of pencilling, kept for
every Killer they play, on by default, as a strong Killer player pencils a new cage
before anything else.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import request

from engine import DIGITS_IN, Grid, cage_options

from ..page.i18n import ngettext

COOKIE = "cage_sums"
ON, OFF = "on", "off"


def cage_sums_on() -> bool:
    """Whether this player's Killer candidates reflect the cage sums (on unless turned off)."""
    return request.cookies.get(COOKIE, ON) != OFF


@dataclass(frozen=True)
class CageCombos:
    """One cage's line of the panel."""

    cage: int  # its index in variant.cages
    heading: str  # "17 in 3 cells"
    combos: tuple[tuple[str, bool], ...]  # ("1+7+9", still possible), ascending


def cage_combos(grid: Grid) -> tuple[CageCombos, ...]:
    """Every cage's combinations, each marked possible while its digits can still fill the
    cage: it holds every digit placed there, and the rest fits the open cells' candidates."""
    lines = []
    for k, cage in enumerate(grid.variant.cages):
        combos = tuple(
            ("+".join(str(d) for d in DIGITS_IN[m]), possible)
            for m, possible in cage_options(grid, cage)
        )
        heading = ngettext(
            "%(total)s in %(count)s cell", "%(total)s in %(count)s cells", len(cage.cells),
            total=cage.total,
        )
        lines.append(CageCombos(k, heading, combos))
    return tuple(lines)


def selected_cage(grid: Grid, cell: int | None) -> int:
    """The cage of the selected cell, or -1."""
    if cell is None or not grid.variant.cages or not 0 <= cell < 81:
        return -1
    return grid.variant.cage_of[cell]
