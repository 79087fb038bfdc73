"""Per-variant tables live and die with their variant: 2,000 player-made Jigsaw layouts
leave memory where it was once the bounded jigsaw cache has let the old ones go."""

from __future__ import annotations

import gc
import itertools
import weakref
from collections.abc import Iterator

import pytest

from engine import Grid, Variant, brute_force, jigsaw
from engine.links import link_graph
from engine.techniques import uniqueness


def band_shapes() -> list[tuple[tuple[int, int], ...]]:
    """Ways to cut a band of three rows into three connected regions of nine cells: per
    row, region A takes the first a cells, B the next b, C the rest."""
    shapes = []
    for a in itertools.product(range(1, 8), repeat=3):
        for b in itertools.product(range(1, 8), repeat=3):
            if sum(a) != 9 or sum(b) != 9 or any(x + y > 8 for x, y in zip(a, b, strict=True)):
                continue
            # B's pieces in neighbouring rows must touch for B to be one region.
            if all(a[r] < a[r + 1] + b[r + 1] and a[r + 1] < a[r] + b[r] for r in range(2)):
                shapes.append(tuple(zip(a, b, strict=True)))
    return shapes


def layouts(count: int) -> Iterator[str]:
    shapes = band_shapes()
    for bands in itertools.islice(itertools.product(shapes, repeat=3), count):
        rows = []
        for band, shape in enumerate(bands):
            names = "ABC" if band == 0 else "DEF" if band == 1 else "GHI"
            for a, b in shape:
                rows.append(names[0] * a + names[1] * b + names[2] * (9 - a - b))
        yield "".join(rows)


def use(layout: str) -> object:
    """Everything that keeps a per-variant table: link layout, brute-force rules,
    the uniqueness geometry."""
    variant = jigsaw(layout)
    grid = Grid([0] * 81, 0, [0] * 81, variant)
    link_graph(grid, grouped=True)
    # The solver's rules, without a search: not every layout made here has a solution.
    brute_force._rules(variant)
    uniqueness._geometry(variant)
    return variant


def alive(kind: type) -> int:
    gc.collect()
    return sum(isinstance(o, kind) for o in gc.get_objects())


@pytest.mark.slow  # seconds of work: make test runs it, make check skips it
def test_two_thousand_jigsaw_layouts_leave_memory_where_it_was() -> None:
    made = list(layouts(2000))
    assert len(set(made)) == 2000
    first = weakref.ref(use(made[0]))
    for layout in made[1:400]:
        use(layout)
    settled = alive(Variant), alive(uniqueness._Geometry)
    for layout in made[400:]:
        use(layout)
    after = alive(Variant), alive(uniqueness._Geometry)
    # The first layout's variant, and its tables with it, are gone ...
    assert first() is None
    # ... and 1,600 more layouts leave no more variants or tables alive than the
    # bounded jigsaw cache holds (257 layouts at most, each under two names).
    assert max(after) <= 300 and max(settled) <= 300, (settled, after)
