"""python -m bench killers: generated Killers solved, every step checked, figures printed."""

from __future__ import annotations

from bench.killers import generated, main


def test_the_killer_figures_run_and_find_no_unsound_step(capsys, tmp_path) -> None:
    written = tmp_path / "killers.txt"
    assert main(["--count", "3", "--seed", "4", "--write", str(written)]) == 0
    out = capsys.readouterr().out
    assert "unsound placements or eliminations: 0" in out and "3 Killers" in out
    lines = written.read_text().splitlines()
    assert len(lines) == 3 and all(line.startswith("killer:") for line in lines)
    # Read back from the file, the same Killers.
    assert main(["--file", str(written)]) == 0
    assert lines == generated(3, 4, None)
