"""The peer race's own logic: interleaving, logic share and ratios (the peers themselves
run only from `python -m bench peers`, in their own environment)."""

from __future__ import annotations

from bench.peers import Tally, race, report

EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


class SlowPeer:
    name = "slowpoke"

    def __init__(self) -> None:
        self.seen: list[str] = []

    def solve(self, puzzle: str) -> tuple[float, bool]:
        self.seen.append(puzzle)
        return 1000.0, False


def test_every_puzzle_goes_to_ours_and_every_peer_in_turn() -> None:
    peer = SlowPeer()
    tallies = race([EASY, EASY], [peer])  # type: ignore[list-item]
    assert peer.seen == [EASY, EASY]
    assert tallies["ours"].by_logic == 2 and len(tallies["ours"].times) == 2
    assert tallies["slowpoke"].by_logic == 0


def test_the_report_gives_each_peer_its_time_over_ours() -> None:
    text = report("set", {"ours": Tally([10.0, 20.0], 2), "peer": Tally([30.0, 60.0], 1)})
    assert "2/2 (100.0%)" in text and "1/2 (50.0%)" in text
    assert "3.00 / 3.00" in text  # median 45/15, p95 60/20
