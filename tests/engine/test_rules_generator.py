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
    with_rules,
)
from engine.generator import GeneratorError, level_ladder
from engine.rules import KropkiNegative
from engine.rules.pairs import orthogonal_pairs
from engine.rules_generator import (
    GRID_RULES,
    KINDS,
    MAKERS,
    NO_TRIAL,
    cut_givens,
    elements_for,
    puzzle_kind,
    rated,
    solution_for,
)
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


# A negative constraint's puzzle is one of its dots' two built-ins.
WITH_DOTS = {"kropki-negative": "kropki", "xv-negative": "xv"}
# A rule over the whole grid is one element; every other kind draws several.
ONE_ELEMENT = {"anti-knight", "anti-king", "nonconsecutive"}


def test_two_built_ins_of_every_rule_kind() -> None:
    kinds = [puzzle_kind(variant_named(v)) for _, v, _, _, _ in BUILTINS]
    assert None not in kinds
    rules = [k for k in KINDS if k not in WITH_DOTS]
    counted = [WITH_DOTS.get(k, k) for k in kinds]
    assert {kind: counted.count(kind) for kind in rules} == dict.fromkeys(rules, 2)
    # Dots and XV: one built-in with the negative constraint, one without.
    assert all(kinds.count(kind) == 1 for kind in WITH_DOTS)
    for ident, name, _, _, _ in BUILTINS:
        kind = puzzle_kind(variant_named(name))
        assert ident.rsplit("-", 1)[0] == WITH_DOTS.get(kind, kind)
        assert len(variant_named(name).rules) >= (1 if kind in ONE_ELEMENT else 2)


def test_a_negative_constraint_gives_every_dot_and_plain_dots_only_some() -> None:
    rng = random.Random(3)
    solution = solution_for("kropki", rng)
    every = elements_for("kropki-negative", solution, rng)
    negative = every[-1]
    assert isinstance(negative, KropkiNegative) and negative.allows(solution)
    # Every pair of neighbours either carries a dot or breaks neither relation.
    assert len(every) - 1 == len(negative.dotted) // 2
    dotted = {tuple(d.cells) for d in every[:-1]}
    for a, b in orthogonal_pairs():
        x, y = solution[a], solution[b]
        assert ((a, b) in dotted) == (abs(x - y) == 1 or max(x, y) == 2 * min(x, y))
    some = elements_for("kropki", solution, rng)
    assert 0 < len(some) < len(every) - 1 and all(d.allows(solution) for d in some)
    assert puzzle_kind(with_rules(CLASSIC, every)) == "kropki-negative"
    assert puzzle_kind(with_rules(CLASSIC, some)) == "kropki"


@pytest.mark.parametrize("kind", sorted(GRID_RULES))
def test_a_rule_over_the_whole_grid_gets_a_solution_that_keeps_it(kind: str) -> None:
    solutions = [solution_for(kind, random.Random(seed)) for seed in (1, 2)]
    assert solutions[0] != solutions[1]
    assert solution_for(kind, random.Random(1)) == solutions[0]  # a seed gives it again
    for solution in solutions:
        assert GRID_RULES[kind].allows(solution)
        assert count_solutions(solution, CLASSIC, limit=1) == 1  # a Sudoku grid


@pytest.mark.parametrize("kind", [k for k in KINDS if k not in GRID_RULES])
def test_elements_of_each_kind_hold_on_their_solution(kind: str) -> None:
    rng = random.Random(9)
    solution = solution_for(kind, rng)
    elements = elements_for(kind, solution, rng)
    assert elements and all(rule.allows(solution) for rule in elements)
    assert puzzle_kind(with_rules(CLASSIC, elements)) == kind


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


@pytest.mark.parametrize("ident", ["thermometer-1", "between-line-1", "palindrome-1",
                                   "kropki-2", "anti-knight-1", "sandwich-1"])
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
    kind = puzzle_kind(variant_named(name))
    made = generate_rules(kind, level, random.Random(seeds[ident]))
    assert (made.variant.name, "".join(map(str, made.solution))) == (name, solution)
    assert made.level == level.capitalize()
    assert count_solutions(list(made.givens), made.variant, limit=2, budget=None) == 1


@pytest.mark.parametrize(("kind", "level", "seed"), [
    ("thermometer", "Medium", 11), ("arrow", "Medium", 12), ("whispers", "Easy", 13),
    ("renban", "Medium", 14), ("palindrome", "Easy", 15), ("between-line", "Medium", 16),
    ("region-sum-line", "Medium", 17), ("kropki", "Medium", 18), ("anti-knight", "Easy", 19),
    ("xv", "Easy", 20), ("odd-even", "Medium", 21), ("skyscraper", "Easy", 22),
    ("anti-knight", "Unfair", 1),
])
def test_a_fresh_puzzle_has_one_solution_and_every_element_holds(
    kind: str, level: str, seed: int
) -> None:
    made = generate_rules(kind, level, random.Random(seed))
    assert made.level == level
    assert made.variant.rules and puzzle_kind(made.variant) == kind
    solution = list(made.solution)
    assert all(rule.allows(solution) for rule in made.variant.rules)
    assert count_solutions(list(made.givens), made.variant, limit=2, budget=None) == 1
    # Lines and arrows sit on cells of their own, and a region-sum line crosses a box border.
    cells = [c for rule in made.variant.rules for c in rule.cells]
    assert len(cells) == len(set(cells)) or kind not in MAKERS
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
        generate_rules("chess", "Easy", random.Random(1))
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


def test_a_cut_stops_where_its_many_hard_steps_would_rate_it_above_the_level() -> None:
    """An anti-knight puzzle cut bare with the Unfair rungs solves with Unfair steps only,
    but so many that their scores rate it Extreme; cut within Unfair's ceiling, the same
    grid and order keep a few more givens and rate Unfair, still one solution."""
    rng = random.Random(5)
    solution = solution_for("anti-knight", rng)
    variant = with_rules(CLASSIC, elements_for("anti-knight", solution, rng))
    ladder = tuple(t for t in level_ladder("Unfair") if t in NO_TRIAL)
    state = rng.getstate()
    bare = cut_givens(solution, variant, rng, ladder)
    rng.setstate(state)
    capped = cut_givens(solution, variant, rng, ladder, "Unfair")
    assert rated(variant, bare) == "Extreme"
    assert rated(variant, capped) == "Unfair"
    assert sum(map(bool, capped)) > sum(map(bool, bare))
    assert count_solutions(capped, variant, limit=2, budget=None) == 1
