"""Rule puzzles of our own (engine/rules_generator.py) and the built-ins made with it:
one solution, every element true to it, solved by the ladder without the trial rung with
every step sound."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine import (
    CLASSIC,
    Grid,
    apply_step,
    count_solutions,
    generate_rules,
    next_step,
    read_made,
    variant_named,
)
from engine.generator import GeneratorError
from engine.rules_generator import KINDS, NO_TRIAL, rated
from engine.solver import solve_path

SOURCE = Path(__file__).resolve().parents[2] / "webapp" / "entering" / "variant_puzzles.txt"


def _rule_builtins() -> list[tuple[str, str, str, str, str]]:
    """(id, variant name, level, givens, solution) of each built-in with rule elements."""
    out = []
    for line in SOURCE.read_text(encoding="utf-8").splitlines():
        fields = line.split()
        if fields and not line.startswith("#") and fields[1].startswith("rules:"):
            out.append(tuple(fields[:5]))
    return out


BUILTINS = _rule_builtins()


def _values(text: str) -> list[int]:
    return [0 if ch == "." else int(ch) for ch in text]


def _sound_solve(grid: Grid, solution: list[int]) -> tuple[bool, int]:
    """(solved, steps): the no-trial ladder's path, each step checked against the solution."""
    path = solve_path(grid, NO_TRIAL)
    for step in path.steps:
        assert all(solution[c] == d for c, d in step.placements), step.technique
        assert all(solution[c] != d for c, d in step.eliminations), step.technique
    return path.solved, len(path.steps)


def test_two_built_ins_of_every_rule_kind() -> None:
    kinds = [variant_named(v).rules[0].kind for _, v, _, _, _ in BUILTINS]
    assert {kind: kinds.count(kind) for kind in KINDS} == dict.fromkeys(KINDS, 2)
    for _, name, _, _, _ in BUILTINS:
        rules = variant_named(name).rules
        assert len({rule.kind for rule in rules}) == 1 and len(rules) >= 5


@pytest.mark.parametrize(("ident", "name", "level", "givens", "solution"), BUILTINS,
                         ids=[b[0] for b in BUILTINS])
def test_a_built_in_has_one_solution_its_elements_need_and_the_ladder_finds(
    ident: str, name: str, level: str, givens: str, solution: str
) -> None:
    variant = variant_named(name)
    values, answer = _values(givens), [int(ch) for ch in solution]
    assert all(rule.allows(answer) for rule in variant.rules)
    assert all(g in (0, s) for g, s in zip(values, answer, strict=True))
    assert count_solutions(values, variant, limit=2, budget=None) == 1
    assert count_solutions(values, CLASSIC, limit=2) == 2  # the elements are needed
    grid = Grid(values, variant=variant, unique=True)
    first = next_step(grid.copy())
    assert first is not None
    assert all(answer[c] != d for c, d in first.eliminations)
    assert all(answer[c] == d for c, d in first.placements)
    solved, _ = _sound_solve(grid, answer)
    assert solved
    assert rated(variant, values) == level.capitalize()


@pytest.mark.parametrize("ident", ["thermometer-1", "between-line-1", "palindrome-1"])
def test_a_built_in_is_made_again_from_its_seed(ident: str) -> None:
    """The seed gives the same solution and elements; the givens it keeps are the ones the
    ladder of the day could not do without, so they move when the ladder grows, and
    then they must still be a puzzle of the level the ladder solves."""
    seeds = {}
    for line in SOURCE.read_text(encoding="utf-8").splitlines():
        if line.startswith("#   "):
            for pair in line[4:].split(", "):
                name, seed = pair.split()
                seeds[name] = int(seed)
    _, name, level, _, solution = next(b for b in BUILTINS if b[0] == ident)
    kind = ident.rsplit("-", 1)[0]
    made = generate_rules(kind, level, random.Random(seeds[ident]))
    assert (made.variant.name, "".join(map(str, made.solution))) == (name, solution)
    assert made.level == level.capitalize()
    assert count_solutions(list(made.givens), made.variant, limit=2, budget=None) == 1


@pytest.mark.parametrize(("kind", "level", "seed"), [
    ("thermometer", "Medium", 11), ("arrow", "Medium", 12), ("whispers", "Easy", 13),
    ("renban", "Medium", 14), ("palindrome", "Easy", 15), ("between-line", "Medium", 16),
    ("region-sum-line", "Medium", 17),
])
def test_a_fresh_puzzle_has_one_solution_and_every_element_holds(
    kind: str, level: str, seed: int
) -> None:
    made = generate_rules(kind, level, random.Random(seed))
    assert made.level == level
    assert made.variant.rules and all(rule.kind == kind for rule in made.variant.rules)
    solution = list(made.solution)
    assert all(rule.allows(solution) for rule in made.variant.rules)
    assert count_solutions(list(made.givens), made.variant, limit=2, budget=None) == 1
    # Elements sit on cells of their own, and a region-sum line crosses a box border.
    cells = [c for rule in made.variant.rules for c in rule.cells]
    assert len(cells) == len(set(cells))
    if kind == "region-sum-line":
        assert all(len({c // 27 * 3 + c % 9 // 3 for c in rule.cells}) > 1
                   for rule in made.variant.rules)
    assert _sound_solve(Grid(list(made.givens), variant=made.variant, unique=True),
                        solution)[0]


def test_a_made_line_loads_with_its_solution_and_a_wrong_one_is_refused() -> None:
    made = generate_rules("thermometer", "Easy", random.Random(5))
    puzzle = read_made(made.line)
    assert puzzle.solution == made.solution and puzzle.grid.variant is made.variant
    assert puzzle.grid.unique and puzzle.grid.values == list(made.givens)
    name, givens, solution = made.line.split()
    # Two digits of the solution swapped along a thermometer break it.
    bulb, nxt = made.variant.rules[0].cells[:2]
    broken = list(solution)
    broken[bulb], broken[nxt] = broken[nxt], broken[bulb]
    with pytest.raises(ValueError):
        read_made(f"{name} {'.' * 81} {''.join(broken)}")
    with pytest.raises(ValueError):
        read_made(f"{name} {givens} {solution[:80]}")


def test_unknown_kinds_and_levels_are_refused() -> None:
    with pytest.raises(GeneratorError):
        generate_rules("sandwich", "Easy", random.Random(1))
    with pytest.raises(GeneratorError):
        generate_rules("thermometer", "Impossible", random.Random(1))


def test_apply_the_first_hints_of_a_built_in_thermo() -> None:
    _, name, _, givens, solution = BUILTINS[0]
    grid = Grid(_values(givens), variant=variant_named(name), unique=True)
    for _ in range(5):
        step = next_step(grid)
        assert step is not None
        assert all(int(solution[c]) == d for c, d in step.placements)
        apply_step(grid, step)
