"""Rendering engine results for people (text) and for programs (JSON lines)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import fields
from typing import Any

from engine import (
    CAGE,
    LADDER,
    RULE,
    SolveResult,
    Step,
    Technique,
    Variant,
    cell_name,
    eliminations_text,
    placements_text,
    technique,
    words,
)


def _rcd(pairs: Iterable[tuple[int, int]]) -> list[list[int]]:
    """(cell, digit) pairs as 1-based [row, col, digit] triples."""
    return [[cell // 9 + 1, cell % 9 + 1, digit] for cell, digit in pairs]


def step_record(step: Step, lang: str = "en", variant: Variant | None = None) -> dict[str, Any]:
    """A step as JSON; a Killer step also lists the cages it uses (`cages`: each its sum
    and cells), and a step of a rule element the elements (`rules`: each its kind and
    fields, cells named), so a program can draw them without knowing the variant's
    numbering."""
    said = words(step, lang)
    record: dict[str, Any] = {
        "technique": step.technique,
        "placements": _rcd(step.placements),
        "eliminations": _rcd(step.eliminations),
        "nudge": said.nudge,
        "summary": said.summary,
        "proof": list(said.proof),
        "explanation": said.explanation,
    }
    cages = cages_used(step, variant)
    if cages:
        record["cages"] = cages
    rules = rules_used(step, variant)
    if rules:
        record["rules"] = rules
    return record


def rules_used(step: Step, variant: Variant | None) -> list[dict[str, Any]]:
    """The rule elements a step highlights (a thermometer, an arrow, a line), each once:
    its kind, then its fields (`path`, `circle`, `shaft` as cell names; `slow`,
    `difference` as they are)."""
    if variant is None or not variant.rules:
        return []
    numbers: list[int] = []
    for mark in step.highlights:
        if mark.kind == RULE and isinstance(mark.ref, int) and mark.ref not in numbers:
            numbers.append(mark.ref)
    used = []
    for n in numbers:
        if not 0 <= n < len(variant.rules):
            continue
        rule = variant.rules[n]
        record: dict[str, Any] = {"kind": rule.kind}
        for f in fields(rule):
            value = getattr(rule, f.name)
            record[f.name] = [cell_name(c) for c in value] if isinstance(value, tuple) else value
        used.append(record)
    return used


def cages_used(step: Step, variant: Variant | None) -> list[dict[str, Any]]:
    """The cages a step highlights, in the order it names them, each once."""
    if variant is None or not variant.cages:
        return []
    numbers: list[int] = []
    for mark in step.highlights:
        if mark.kind == CAGE and isinstance(mark.ref, int) and mark.ref not in numbers:
            numbers.append(mark.ref)
    return [
        {"sum": variant.cages[n].total, "cells": [cell_name(c) for c in variant.cages[n].cells]}
        for n in numbers
        if 0 <= n < len(variant.cages)
    ]


def hardest(steps: Sequence[Step]) -> Technique | None:
    """The technique with the highest score on the path (HoDoKu's grading), later rung on ties."""
    used = {s.technique for s in steps}
    on_path = [(t.score, rung, t) for rung, t in enumerate(LADDER) if t.id in used]
    return max(on_path)[2] if on_path else None


def solve_record(
    result: SolveResult, puzzle_text: str, seconds: float, lang: str = "en",
    variant: Variant | None = None,
) -> dict[str, Any]:
    top = hardest(result.steps)
    return {
        "puzzle": puzzle_text,
        "solved": result.solved,
        "steps": [step_record(s, lang, variant) for s in result.steps],
        "seconds": round(seconds, 6),
        "hardest": top.id if top else None,
    }


def error_record(puzzle_text: str, message: str) -> dict[str, Any]:
    return {"puzzle": puzzle_text, "error": message}


def solve_line(result: SolveResult, puzzle_text: str, seconds: float) -> str:
    """`<puzzle>  solved   56 steps  hardest: hidden-single (Easy)  0.0042s`."""
    top = hardest(result.steps)
    status = "solved" if result.solved else "stuck "
    count = len(result.steps)
    plural = "step " if count == 1 else "steps"
    graded = f"{top.id} ({top.tier})" if top else "none"
    return f"{puzzle_text}  {status}  {count:3d} {plural}  hardest: {graded}  {seconds:.4f}s"


def error_line(puzzle_text: str, message: str) -> str:
    return f"{puzzle_text}  error: {message}"


def effect(step: Step) -> str:
    """What a step changes, in community notation: `r4c2=9` or `r3c1<>5, r3c3<>5`."""
    parts = []
    if step.placements:
        parts.append(placements_text(step.placements))
    if step.eliminations:
        parts.append(eliminations_text(step.eliminations))
    return ", ".join(parts)


def step_title(step: Step) -> str:
    """`Naked Single: r4c2=9`."""
    return f"{technique(step.technique).name}: {effect(step)}"
