"""Every step of the recorded solve paths (bench/solve_paths.txt) is where it was.

A change that moves a step must say so: rerun `python -m bench paths check` to see
which, and `python -m bench paths record` once the new steps are shown to be right.
"""

from __future__ import annotations

import pytest

from bench.paths import SolvePath, differences, read_record, solve_all, step_text, write_record


@pytest.mark.slow
def test_no_recorded_step_moved() -> None:
    recorded = read_record()
    assert len(recorded) == 833
    now = solve_all([(p.set_name, p.puzzle) for p in recorded], jobs=2)
    assert differences(recorded, now) == []


def test_a_moved_step_is_reported_where_it_moved(tmp_path) -> None:
    recorded = read_record()[:2]
    first = recorded[0]
    moved = SolvePath(
        first.set_name, first.puzzle, ("naked-single:r1c1=9", *first.steps[1:]), first.end
    )
    path = tmp_path / "record.txt"
    write_record([moved, recorded[1]], path)
    assert read_record(path) == [moved, recorded[1]]
    report = differences(read_record(path), recorded)
    assert report == [
        f"{first.set_name} {first.puzzle} step 1: was naked-single:r1c1=9, now {first.steps[0]}"
    ]


def test_the_record_names_steps_in_the_community_notation() -> None:
    import engine

    step = engine.Step("x-wing", eliminations=((80, 5), (0, 3)), placements=((40, 7),))
    assert step_text(step) == "x-wing:r5c5=7,r1c1<>3,r9c9<>5"
