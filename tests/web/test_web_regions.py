"""Puzzles whose rule elements add houses play on the web: disjoint groups on a Jigsaw's
regions, one diagonal with an extra region. The board shows every kind of house they mix,
and a hint speaks of the added houses (engine/rules/house_rules.py, extra_region.py)."""

from __future__ import annotations

from web_helpers import Player

from engine import CLASSIC, LinkedPuzzle, fpuzzles_link, jigsaw, scl_link, with_rules
from engine.rules import Diagonal, DisjointGroups, ExtraRegion

LAYOUT = "111233333111226663141222263144255563444255563477855666478885999478888899777779999"
# Made with the brute force and cut while unique (the ladder solves both).
GROUPS_ON_JIGSAW = LinkedPuzzle(
    "89.562.73..21.5...1.5...4...1823.6...67.5........41..2...4.........73..6.....4.57",
    with_rules(jigsaw(LAYOUT), [DisjointGroups()]).name,
)
ANTI_DIAGONAL = LinkedPuzzle(
    "56..9....12.....8..8.2.5.676.........1..5........6..1...6.....4..198..56.7.624.31",
    with_rules(CLASSIC, [Diagonal(2), ExtraRegion((8, 9, 19, 23, 26, 32, 38, 56, 60))]).name,
)


def test_disjoint_groups_on_a_jigsaw_draw_both(player: Player) -> None:
    response = player.start(fpuzzles_link(GROUPS_ON_JIGSAW))
    assert response.status_code == 303, response.data.decode()[:400]
    assert player.state()["grid"].variant.name == GROUPS_ON_JIGSAW.variant
    page = player.page().data.decode()
    assert "variant-colour variant-jigsaw" in page
    assert "edge-" in page and ' g5' in page


def test_one_diagonal_with_an_extra_region_plays_and_hints(player: Player) -> None:
    response = player.start(scl_link(ANTI_DIAGONAL))
    assert response.status_code == 303, response.data.decode()[:400]
    variant = player.state()["grid"].variant
    assert [h.short for h in variant.houses[27:]] == ["d2", "e1"]
    page = player.page().data.decode()
    assert "diag d2" in page and "diag d1" not in page
    for _ in range(3):  # nudge, pattern, the step in full
        hinted = player.post("hint")
        assert hinted.status_code in (200, 303)
