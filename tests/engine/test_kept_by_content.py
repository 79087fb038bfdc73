"""Results kept across positions by the content they depend on (engine.memo).

A kept answer must be the answer a fresh search gives: walked along real solves,
every position is asked twice, once with what earlier positions left in the
memos and once with the memos emptied, and the two must agree.
"""

from __future__ import annotations

from solves import DATA, positions_along_solves

import engine.almost_locked_sets as als_module
from engine import CLASSIC, X_SUDOKU, Grid, apply_step, forcing_tables, memo, next_step, parse
from engine.almost_locked_sets import RccGraph, almost_locked_sets, restricted_commons
from engine.bits import DIGITS_IN
from engine.memo import ContentMemo, Recent, clear_all
from engine.propagation import Implications, carried_implications, implications
from engine.techniques import LADDER
from engine.techniques.forcing import forcing_chain, forcing_net
from engine.techniques.sue_de_coq import sue_de_coq

# The rungs that look at one digit's places at a time (engine.memo.QuietDigits).
ONE_DIGIT = tuple(
    t
    for t in LADDER
    if t.id.endswith(("x-wing", "swordfish", "jellyfish", "colours-trap", "colours-wrap"))
    or t.id in ("skyscraper", "two-string-kite", "turbot-fish", "empty-rectangle", "x-chain")
    or t.id.startswith("multi-colours")
)


def als_view(grid: Grid) -> list[tuple]:
    return [
        (a.index, a.cells, a.digits, a.house, tuple(a.cells_with), tuple(a.sees_all))
        for a in almost_locked_sets(grid)
    ]


def sdc_view(grid: Grid) -> list[tuple]:
    return [(s.eliminations, s.explanation) for s in sue_de_coq(grid)]


def test_kept_answers_are_fresh_answers_along_real_solves() -> None:
    clear_all()
    checked = 0
    for position in positions_along_solves(3, every=2):
        kept_als, kept_sdc = als_view(position.copy()), sdc_view(position.copy())
        clear_all()
        assert als_view(position.copy()) == kept_als
        assert sdc_view(position.copy()) == kept_sdc
        checked += bool(kept_als)
        # leave this position's answers in the memos for the next one
    assert checked > 20


def graph_views(graph: RccGraph) -> tuple:
    """Every way the finders read a restricted commons graph."""
    return graph.pairs, graph.doubly, graph.neighbours, graph.links


def test_carried_restricted_commons_are_a_fresh_pairing_along_real_solves(monkeypatch) -> None:
    """Each position pairs up only its new sets and carries the commons among the rest
    from the last build; the graph must be the one a build from nothing gives. (The
    carry is the Python path's: compiled, the pairing is done outright.)"""
    monkeypatch.setattr(als_module, "_als_walk", None)
    clear_all()
    afresh = 0
    pair = als_module._pair

    def counted(grid: Grid, sets: tuple, commons: dict, fresh: list | None) -> None:
        nonlocal afresh
        afresh += fresh is None
        pair(grid, sets, commons, fresh)

    positions = positions_along_solves(3, every=1)
    for position in positions:
        monkeypatch.setattr(als_module, "_pair", counted)
        carried = graph_views(restricted_commons(position.copy()))
        monkeypatch.setattr(als_module, "_pair", pair)
        saved = list(als_module.RECENT_COMMONS)
        clear_all()
        assert graph_views(restricted_commons(position.copy())) == carried
        for kept in reversed(saved):  # the carried build stays the one the next reads
            als_module.RECENT_COMMONS.remember(kept)
    assert afresh < len(positions) // 4  # most positions did carry


def implications_view(imp: Implications) -> list:
    """Every field of the implications (the variant by identity)."""
    return [id(imp.variant) if f == "variant" else getattr(imp, f) for f in Implications.__slots__]


def test_carried_implications_are_a_fresh_build_along_real_solves() -> None:
    """Implications derived from the last position's (eliminations only) must be the
    tables a build from nothing gives, field by field: the forcing searches read the
    group numbers, the order of the weak links and of the strong partners."""
    clear_all()
    carried = 0
    for position in positions_along_solves(3, every=1):
        derived = carried_implications(position.copy())
        fresh = implications_view(Implications.of(position.copy()))
        if derived is not None:
            carried += 1
            assert implications_view(derived) == fresh
        assert implications_view(implications(position.copy())) == fresh  # and is kept
    assert carried > 50  # every step that only removes candidates carries


def test_implications_are_built_afresh_after_a_placement_or_a_gain() -> None:
    clear_all()
    stuck = stuck_positions(1)[0][0]
    implications(stuck.copy())
    same = carried_implications(stuck.copy())
    assert same is not None and same.cands == tuple(stuck.candidates)
    cell = next(c for c in range(81) if not stuck.values[c])
    digit = next(d for d in DIGITS_IN[stuck.candidates[cell]])
    placed = stuck.copy()
    placed.place(cell, digit)
    assert carried_implications(placed) is None  # the groups are numbered anew
    lost = stuck.copy()
    lost.exclude(cell, digit)
    assert carried_implications(lost.copy()) is not None
    implications(lost)
    assert carried_implications(stuck.copy()) is None  # the candidate came back


def rungs_view(grid: Grid, rungs: tuple) -> list[tuple]:
    """Every step the rungs find on a copy of the position, as effects and words."""
    return [
        (s.technique, s.placements, s.eliminations, s.explanation)
        for t in rungs
        for s in t.finder(grid.copy())
    ]


def test_one_digit_rungs_skip_only_digits_that_have_nothing() -> None:
    assert len(ONE_DIGIT) == 18
    clear_all()
    found = 0
    for position in positions_along_solves(3, every=3):
        kept = rungs_view(position, ONE_DIGIT)
        clear_all()
        assert rungs_view(position, ONE_DIGIT) == kept
        found += len(kept)
    assert found > 50


SUBSETS = tuple(
    t
    for t in LADDER
    if t.id.startswith(("naked-", "hidden-")) and t.id.endswith(("pair", "triple", "quad"))
)


def test_houses_noted_quiet_for_a_subset_are_quiet_along_real_solves() -> None:
    """A house view and its notes of what the house does not hold are kept by what its
    cells hold: the next positions must find every subset a fresh search finds."""
    assert len(SUBSETS) == 6
    clear_all()
    found = 0
    for position in positions_along_solves(3, every=1):
        kept = rungs_view(position, SUBSETS)
        clear_all()
        assert rungs_view(position, SUBSETS) == kept
        found += len(kept)
    assert found > 20


def test_a_changed_cell_is_a_new_question() -> None:
    clear_all()
    grid = positions_along_solves(1, every=1000)[0]
    before = als_view(grid.copy())
    cell = next(c for c in range(81) if grid.candidates[c].bit_count() >= 3)
    digit = grid.candidates[cell].bit_length()
    changed = grid.copy()
    changed.exclude(cell, digit)
    after = als_view(changed.copy())
    clear_all()
    assert after == als_view(changed.copy())
    assert after != before


def test_the_variant_is_part_of_the_question() -> None:
    """The same marks in Classic and X-Sudoku: a set on the diagonal sees more cells
    there, so what Classic kept must not answer for X-Sudoku."""
    exclusions = [0] * 81
    exclusions[0] = 0x1FC  # r1c1 {1,2}
    exclusions[10] = 0x1F8  # r2c2 {1,2,3}
    exclusions[1] = 0x1F9  # r1c2 {2,3}
    classic = Grid([0] * 81, 0, exclusions, CLASSIC)
    x = Grid([0] * 81, 0, exclusions, X_SUDOKU)
    assert classic.candidates == x.candidates
    clear_all()
    classic_sets = als_view(classic)
    kept_x_sets = als_view(x)
    clear_all()
    assert als_view(Grid([0] * 81, 0, exclusions, X_SUDOKU)) == kept_x_sets
    in_row_1 = {s[1]: s[5] for s in classic_sets if s[3] == 0}
    x_in_row_1 = {s[1]: s[5] for s in kept_x_sets if s[3] == 0}
    assert in_row_1.keys() == x_in_row_1.keys()
    assert in_row_1 != x_in_row_1  # r1c1 sees the main diagonal in X-Sudoku


def test_a_memo_keeps_what_recent_positions_asked() -> None:
    memo: ContentMemo[int] = ContentMemo("test", limit=3)
    for key in range(3):
        memo.put(key, key * 10)
    assert len(memo) == 3 and memo.get(2) == 20
    memo.put(3, 30)  # the full generation becomes the older one
    assert len(memo) == 4 and memo.get(3) == 30
    assert memo.get(0) == 0  # asked again: kept into the newer generation
    memo.put(4, 40)
    memo.put(5, 50)  # {3, 0, 4} become the older; {1, 2} are gone
    assert memo.get(1) is None and memo.get(2) is None
    assert [memo.get(k) for k in (0, 3, 4, 5)] == [0, 30, 40, 50]


# ----- forcing chains: "nothing here" carried from a recent position ----------------


def chain_effects(grid: Grid) -> list[tuple]:
    return [(s.placements, s.eliminations, s.explanation) for s in forcing_chain(grid)]


def stuck_positions(count: int) -> list[tuple[Grid, tuple[int, ...]]]:
    """Positions of real solves where the ladder reaches forcing chains, with the solution."""
    lines = (DATA / "magictour_top1465_20.txt").read_text().splitlines()[:count]
    out = []
    for line in lines:
        puzzle, solution = line.split()[:2]
        work = parse(puzzle)
        work.unique = True
        while not all(work.values):
            step = next_step(work)
            assert step is not None
            if step.technique in ("forcing-chain", "forcing-net"):
                out.append((work.copy(), tuple(int(ch) for ch in solution)))
            apply_step(work, step)
    return out


def test_a_carried_nothing_is_what_the_full_search_finds_along_real_solves() -> None:
    clear_all()
    carried = 0
    for position, _ in stuck_positions(3):
        kept = position.copy()
        kept_chains = chain_effects(kept)
        kept_net = next(forcing_net(kept), None)
        carried += memo.FORCING_CHAIN_TABLES not in kept._derived  # nothing was run
        saved = list(forcing_tables.RECENT_QUIET)
        clear_all()
        fresh = position.copy()
        assert chain_effects(fresh) == kept_chains
        fresh_net = next(forcing_net(fresh), None)
        assert (fresh_net and fresh_net.explanation) == (kept_net and kept_net.explanation)
        for quiet in reversed(saved):
            forcing_tables.RECENT_QUIET.remember(quiet)
    assert carried >= 5


def test_a_removal_that_makes_a_forcing_chain_is_not_carried_over() -> None:
    """From a position without forcing chains, take away each wrong candidate in turn:
    wherever that makes a forcing chain, the carried "nothing" must not hide it."""
    clear_all()
    position, solution = next((p, s) for p, s in stuck_positions(2) if not chain_effects(p.copy()))
    made = 0
    for cell in range(81):
        for digit in DIGITS_IN[position.candidates[cell]]:
            if digit == solution[cell] or position.candidates[cell].bit_count() < 3:
                continue
            clear_all()
            assert not chain_effects(position.copy())  # leaves this position as the one kept
            changed = position.copy()
            changed.exclude(cell, digit)
            with_carry = chain_effects(changed.copy())
            clear_all()
            assert chain_effects(changed.copy()) == with_carry
            made += bool(with_carry)
    assert made >= 1


def test_a_cell_that_loses_a_member_can_hold_a_forcing_chain_with_no_new_link() -> None:
    """r1c1 is 1, 2, 3 or 4; 1, 2 and 3 each lead to 'r1c5 is not 5', 4 does not.
    Taking 4 away makes no new strong link (4 keeps other places around r1c1), yet
    it makes a cell forcing chain (and a contradiction from 'r1c5 is 5')."""

    def only(*digits: int) -> int:
        return 0x1FF & ~sum(1 << (d - 1) for d in digits)

    exclusions = [0] * 81
    exclusions[0:5] = [only(1, 2, 3, 4), only(1, 5), only(2, 5), only(3, 5), only(5, 6)]
    for c in range(5, 9):
        exclusions[c] = 1 << 4  # 5 has no other place in row 1
    before = Grid([0] * 81, 0, exclusions)
    clear_all()
    assert chain_effects(before.copy()) == []  # kept as a quiet position
    after = before.copy()
    after.exclude(0, 4)
    carried = chain_effects(after.copy())
    clear_all()
    assert carried == chain_effects(after.copy())
    assert any("cell forcing): r1c1 is 1, 2 or 3" in text for _, _, text in carried)


def test_clear_all_forgets_the_recent_quiet_positions_too() -> None:
    kept: Recent[int] = Recent("test: recent", limit=2)
    for item in (1, 2, 3):
        kept.remember(item)
    assert list(kept) == [3, 2]  # newest first, bounded
    clear_all()
    assert list(kept) == []
    stuck = stuck_positions(1)[0][0]
    chain_effects(stuck.copy())
    clear_all()
    assert len(forcing_tables.RECENT_QUIET) == 0
