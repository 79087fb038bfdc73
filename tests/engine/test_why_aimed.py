""""Why not?" asks the heavy rungs about one candidate, not for every step they have:
the aimed answers must be the ones the whole rungs give.

* ``forcing.refuting`` is the first step the forcing chain (net) finder yields that
  removes the candidate, whether the position's tables are fresh or already run.
* An aimed ALS-XY-Wing or ALS chain (``als_chains.aimed_chain``) is found wherever
  the whole finder has one that removes the candidate, and is as short.
* The board last asked about is kept with its views: the next question about it
  gets the answer a fresh board gives, a board one pencil mark apart is not it, and
  two threads asking at once get the same answers.
* A second reader of a position's net tables (``TableRun``) reads what a fresh run
  reads, round by round.
* The verified trial's second level takes the smallest cell or house whose options
  all break, the soonest broken of those, and stops its rounds at the first pair that
  does: it finds such a group whenever a full run does, and none smaller or sooner.
"""

from __future__ import annotations

import threading

import pytest
from solves import positions_with_solutions

from engine import Grid, why_not
from engine.forcing_tables import ChainRun, TableRun
from engine.memo import clear_all
from engine.propagation import NETS, Propagation, Tables, implications, literal, source_bits
from engine.techniques import forcing, trial
from engine.techniques.als_chains import aimed_chain, als_chain, als_xy_wing
from engine.techniques.forcing import CHAINS, NET_ROUNDS, forcing_chain, forcing_net
from engine.why import ASKED, NO_SOLUTION, REMOVABLE


@pytest.fixture(scope="module")
def positions() -> list[tuple[Grid, list[int]]]:
    return positions_with_solutions(2, every=12)


def false_candidates(grid: Grid, solution: list[int]) -> list[tuple[int, int]]:
    return [
        (cell, digit)
        for cell in range(81)
        if not grid.values[cell]
        for digit in range(1, 10)
        if grid.candidates[cell] >> (digit - 1) & 1 and solution[cell] != digit
    ]


@pytest.mark.parametrize("mode", [CHAINS, NETS])
def test_refuting_is_the_finders_first_step_that_removes_the_candidate(positions, mode) -> None:
    finder = forcing_chain if mode == CHAINS else forcing_net
    compared = found = 0
    for grid, solution in positions[1:8:2]:
        ran = grid.copy()
        if mode == NETS:
            list(forcing_chain(ran))  # as on the ladder: nets come after chains
        every = list(finder(ran))
        for cell, digit in false_candidates(grid, solution)[::3]:
            expected = next((s for s in every if (cell, digit) in s.eliminations), None)
            # On the position whose tables the whole finder ran, and on a fresh one.
            assert forcing.refuting(ran, cell, digit, mode) == expected, (cell, digit)
            fresh = grid.copy()
            if mode == NETS:
                list(forcing_chain(fresh))
            assert forcing.refuting(fresh, cell, digit, mode) == expected, (cell, digit)
            compared += 1
            found += expected is not None
    assert compared > 50 and found > 5


def test_a_second_reader_of_the_net_tables_reads_a_fresh_run(positions) -> None:
    compared = 0
    for grid, _ in positions[:6]:
        imp = implications(grid)
        run = TableRun(ChainRun(imp).after_first_round(NETS), NET_ROUNDS)
        fresh = ChainRun(imp).after_first_round(NETS)
        seen: list[tuple[int, dict[int, int]]] = []
        for (rnd, changed, bad), (rnd2, changed2, bad2, reach) in zip(
            fresh.rounds(6), run.rounds(6), strict=True
        ):
            assert (rnd, changed, bad) == (rnd2, changed2, bad2)
            seen.append((rnd, {lit: fresh.reach[lit] for lit in list(changed)[:40]}))
            for lit in list(changed)[:40]:
                assert reach[lit] == fresh.reach[lit]
        # A later reader, after the run went on, gets each round as it stood.
        for rnd, reached in seen:
            for lit, bits in reached.items():
                assert run.reach_at(lit, rnd) == bits
                compared += 1
        replayed = [(rnd, changed, bad) for rnd, changed, bad, _ in run.rounds(6)]
        assert [r for r, _, _ in replayed] == [r for r, _ in seen]
    assert compared > 100


def whole_by_round(sub) -> dict[int, int]:
    """The round in which every option of each group broke, in a full run."""
    tables = Tables(sub, source_bits(sub.nodes), NETS)
    rounds: dict[int, int] = {}
    for rnd, _changed, _bad in tables.rounds():
        dead = tables.contradicted
        for g, members in enumerate(sub.groups):
            if g not in rounds and len(members) >= 2 and all(dead >> m & 1 for m in members):
                rounds[g] = rnd
    return rounds


def test_the_trials_second_level_takes_the_smallest_group_that_breaks_soonest(
    positions,
) -> None:
    deeper = settled = 0
    for grid, solution in positions[::2]:
        imp = implications(grid)
        for cell, digit in false_candidates(grid, solution)[::4]:
            src = literal(cell, digit)
            if Propagation(imp, (src,), NETS).advance().contradiction is not None:
                continue
            found = trial._deeper(grid, imp, src, solution)
            if found is None:
                continue
            deeper += 1
            broke = whole_by_round(found.sub)
            assert found.settled == bool(broke)
            if broke:
                settled += 1
                groups = found.sub.groups
                best = min(broke, key=lambda g: (len(groups[g]), broke[g]))
                assert found.group in broke
                assert (len(groups[found.group]), broke[found.group]) == (
                    len(groups[best]), broke[best]
                )
                assert len(found.broken) == len(found.sub.groups[found.group])
            if deeper >= 40:
                break
    assert deeper > 10 and settled > 3


@pytest.mark.parametrize("technique", ["als-xy-wing", "als-chain"])
def test_an_aimed_als_chain_is_as_short_as_the_finders_first_that_removes_it(
    positions, technique
) -> None:
    finder = als_xy_wing if technique == "als-xy-wing" else als_chain
    compared = found = 0
    for grid, solution in positions[::2]:
        every = list(finder(grid))
        for cell, digit in false_candidates(grid, solution):
            expected = next((s for s in every if (cell, digit) in s.eliminations), None)
            got = aimed_chain(grid, cell, digit, technique)
            compared += 1
            if expected is not None:
                assert got is not None, (cell, digit)
                assert len(got.links) == len(expected.links)
            if got is not None:
                found += 1
                assert got.technique == technique
                assert (cell, digit) in got.eliminations
                assert all(solution[c] != d for c, d in got.eliminations)
    assert compared > 200 and found > 5


def test_the_board_last_asked_about_answers_as_a_fresh_one(positions) -> None:
    """why_not keeps the last board with its views: the next question about the same
    board reads them, and its answer must be the one a fresh board gives."""
    asked = 0
    for grid, solution in positions[1:8:3]:
        questions = false_candidates(grid, solution)[::7][:8]
        ASKED.clear()
        kept = [why_not(grid.copy(), cell, digit) for cell, digit in questions]
        assert len(ASKED) == 1
        for (cell, digit), answer in zip(questions, kept, strict=True):
            clear_all()
            assert why_not(grid.copy(), cell, digit) == answer
            asked += 1
    assert asked > 10


def test_a_board_that_differs_by_one_pencil_mark_is_not_the_kept_one(positions) -> None:
    grid, solution, cell, digit = next(
        (g, s, c, d) for g, s in positions for c, d in false_candidates(g, s)[:12]
        if why_not(g, c, d).verdict == REMOVABLE
    )
    wrong = grid.copy()
    other = next(c for c in range(81) if not grid.values[c] and c != cell)
    wrong.exclude(other, solution[other])  # the player removed a digit the solution needs
    assert why_not(wrong, cell, digit).verdict == NO_SOLUTION
    assert why_not(grid, cell, digit).verdict == REMOVABLE


def test_questions_asked_at_once_from_two_threads_get_the_same_answers(positions) -> None:
    grid, solution = positions[5]
    questions = false_candidates(grid, solution)[::5][:6]
    ASKED.clear()
    expected = [why_not(grid.copy(), c, d) for c, d in questions]
    answers: list[list] = [[], []]

    def ask(k: int) -> None:
        for _ in range(3):
            ASKED.clear()
            answers[k].append([why_not(grid.copy(), c, d) for c, d in questions])

    threads = [threading.Thread(target=ask, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert all(not t.is_alive() for t in threads)
    assert answers[0] == answers[1] == [expected] * 3


def test_a_forcing_chain_removes_a_candidate_only_if_assuming_it_breaks(positions) -> None:
    """Chain links hold both ways, so a candidate whose assumption runs into no
    contradiction within the chain rounds has no forcing chain against it: "why not?"
    then skips the chain tables. Checked against the whole chain finder."""
    quiet = 0
    for grid, solution in positions[::2]:
        removable = {s.eliminations[0] for s in forcing_chain(grid.copy()) if s.eliminations}
        for cell, digit in false_candidates(grid, solution):
            if not forcing.breaks_within_chain_rounds(grid, cell, digit):
                quiet += 1
                assert (cell, digit) not in removable
                assert forcing.refuting(grid, cell, digit, CHAINS) is None
    assert quiet > 50
