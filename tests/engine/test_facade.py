"""The web app and the command line ask the engine through its façade only
(engine/__init__.py), so the engine's modules can move without breaking them."""

from __future__ import annotations

import re
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parent.parent.parent
PAST_THE_FACADE = re.compile(r"^\s*(?:from|import) engine\.", re.M)


def test_webapp_and_cli_import_only_from_the_facade() -> None:
    reaching = [
        f"{path.relative_to(ROOT)}:{text[: m.start()].count(chr(10)) + 1}"
        for folder in ("webapp", "sudoku_cli")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for text in [path.read_text(encoding="utf-8")]
        for m in PAST_THE_FACADE.finditer(text)
    ]
    assert reaching == []


def test_the_facade_lists_what_it_offers() -> None:
    assert all(hasattr(engine, name) for name in engine.__all__)


def test_the_cells_singles_fill_are_those_of_one_candidate_or_one_place() -> None:
    from solves import positions_along_solves

    for grid in positions_along_solves(1, every=7):
        cands, positions = grid.candidates, grid.positions
        by_rule = {c for c in range(81) if cands[c] and not cands[c] & (cands[c] - 1)}
        for house in grid.variant.houses:
            for digit in range(1, 10):
                where = positions[digit] & house.mask
                if where and not where & (where - 1):
                    by_rule.add(where.bit_length() - 1)
        assert engine.single_cells(grid) == by_rule
