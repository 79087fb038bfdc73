"""Killer cages in the link graph and the forcing tables: a digit the cage must hold
with two places left links them strongly; two digits no combination left holds together
link weakly. Along the solves of the kept Killers every such link holds in the solution,
and a step that uses one renders whole in every language."""

from __future__ import annotations

import re

from killers import kept

from engine import apply_step, next_step, words
from engine.cage_fits import cage_fits
from engine.links import CANDIDATE_NODES, link_graph
from engine.propagation import implications

UNFILLED = re.compile(r"\{[A-Za-z_]\w*(:\w+)?\}")
CAGE_WORDS = {"chains.why.cage", "chains.why.cage-sum", "forcing.cage-link"}


def _messages(reason):
    yield reason.message
    for _, value in reason.params:
        for v in value if isinstance(value, tuple) else (value,):
            if hasattr(v, "message") and hasattr(v, "params"):
                yield from _messages(v)


def test_cage_links_hold_along_the_solves_and_render_whole():
    checked = 0
    for _, grid, solution in kept()[:3]:
        work = grid.copy()
        truth = {(d - 1) * 81 + c for c, d in enumerate(solution)}
        while not all(work.values):
            graph = link_graph(work)
            for n in range(CANDIDATE_NODES):
                if n in truth:
                    assert not graph.conflicts[n] & sum(1 << m for m in truth), n
                for m in graph.conjugates[n]:
                    assert n in truth or m in truth, (n, m)
            imp = implications(work)
            for n in imp.nodes:
                if n in truth:
                    assert not any(m in truth for m, _ in imp.weak[n]), n
            checked += 1
            step = next_step(work)
            if step is None:
                break
            if any(m in CAGE_WORDS for r in (step.summary, *step.proof) for m in _messages(r)):
                for language in ("en", "de", "fr", "ja"):
                    w = words(step, language)
                    for text in (w.summary, *w.proof):
                        assert not UNFILLED.search(text), (language, text)
            for c, d in step.eliminations:
                assert solution[c] != d
            apply_step(work, step)
    assert checked > 100


def test_a_cage_that_must_hold_a_digit_in_two_places_links_them():
    _, grid, _ = kept()[0]
    work = grid.copy()
    found = 0
    while not all(work.values):
        graph = link_graph(work)
        for fit in cage_fits(work):
            need = 0x1FF
            for combo in fit.combos:
                need &= combo
            for d in range(1, 10):
                bit = 1 << (d - 1)
                places = [c for c, f in zip(fit.cells, fit.fits, strict=True) if need & f & bit]
                if len(places) == 2:
                    a, b = (d - 1) * 81 + places[0], (d - 1) * 81 + places[1]
                    assert b in graph.conjugates[a] and a in graph.conjugates[b]
                    found += 1
        step = next_step(work)
        if step is None:
            break
        apply_step(work, step)
    assert found
