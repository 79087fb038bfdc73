"""Turning Reasons into text in one language.

A language is a `Language`: its message templates (str.format syntax over the
reason's parameters), its words for lists and facts, its house names, its technique
names and its plural rule. Adding a language is one such table (see english.py).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .reason import (
    CageRef,
    Candidate,
    Cell,
    Cells,
    Combos,
    Digits,
    Effect,
    Fact,
    HouseRef,
    Houses,
    Reason,
    TechniqueRef,
)


def cell_text(cell: int) -> str:
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


# A line that starts with a name, not a word: a cell 'r5c9', a house code 'b7'.
_NAME_FIRST = re.compile(r"[A-Za-z]{1,2}\d")


def capitalised(line: str) -> str:
    """A proof line as a sentence: its first word with a capital ('one of r5c8 ...' ->
    'One of r5c8 ...', 'l'une de ...' -> 'L'une de ...'). A line that starts with a
    cell, a candidate, a digit or a house code ('r5c9 is 4', '5r3c4', 'b7') stays as it is."""
    if not line[:1].isalpha() or line[:1].isupper() or _NAME_FIRST.match(line):
        return line
    return line[0].upper() + line[1:]


def uncased(line: str) -> str:
    """A proof line in a script without capitals (Japanese): as it is."""
    return line


@dataclass(frozen=True)
class Plural:
    """A message whose words depend on a count: forms by plural category ('one', 'other')."""

    count: str  # the parameter that decides
    forms: Mapping[str, str]


@dataclass(frozen=True)
class Form:
    """Facts and messages in another grammatical form, asked for by a format spec: French
    'Supposons {fact:que}.' -> 'Supposons que r1c1 ne vaille pas 3.' (the subjunctive, with
    'que' elided where it must be: 'qu'aucune de ...'). A message without a form here
    renders as usual."""

    facts: Mapping[bool, str]
    messages: Mapping[str, str | Plural] = field(default_factory=dict)
    around: str = "{text}"  # a message with no form of its own, as usual inside this


@dataclass(frozen=True)
class Language:
    code: str
    messages: Mapping[str, str | Plural]
    # kind -> template over {number}; "diagonal-1" etc.; "several-row" -> over {numbers}
    house_names: Mapping[str, str]
    list_words: Mapping[str, str]  # "and", "or"
    fact_templates: Mapping[bool, str]  # True: '{cell} is {digit}'
    technique_names: Callable[[str], str]
    plural_category: Callable[[int], str] = lambda n: "one" if n == 1 else "other"
    list_separator: str = ", "
    list_joiner: str = " {word} "  # around the last item's 'and'/'or' (Japanese: no spaces)
    proof_number: str = "{number}. {line}"
    # How a proof line starts: a capital in the cased languages, nothing in Japanese.
    line_start: Callable[[str], str] = capitalised
    forms: Mapping[str, Form] = field(default_factory=dict)  # by format spec: "que"
    # Counts written as words, by format spec: `{count:word}` 'three', `{count:all}` 'all three'.
    number_words: Mapping[str, Mapping[int, str]] = field(default_factory=dict)
    # A Killer cage over {total}, {cell} (its first cell) and {size}.
    cage_name: str = "the {total} cage at {cell}"
    extra: Mapping[str, Any] = field(default_factory=dict)
    # The language's last touch on a rendered message: French contracts "de le bloc 9"
    # (a house name carries its article) to "du bloc 9".
    tidy: Callable[[str], str] = lambda text: text


class MissingMessage(KeyError):
    """A message id the language has no template for."""


class _Formatter(string.Formatter):
    def __init__(self, renderer: Renderer) -> None:
        super().__init__()
        self.renderer = renderer

    def format_field(self, value: Any, format_spec: str) -> str:
        return self.renderer.value(value, format_spec)


class Renderer:
    """Renders reasons in one language."""

    def __init__(self, language: Language) -> None:
        self.language = language
        self._formatter = _Formatter(self)

    def __call__(self, reason: Reason) -> str:
        return self.reason(reason)

    def reason(self, reason: Reason, spec: str = "") -> str:
        form = self.language.forms.get(spec) if spec else None
        if form is not None:
            template = form.messages.get(reason.message)
            if template is None:
                return form.around.format(text=self.reason(reason))
        else:
            template = self.language.messages.get(reason.message)
        if template is None:
            raise MissingMessage(f"{self.language.code}: no message {reason.message!r}")
        params = reason.as_dict()
        if isinstance(template, Plural):
            category = self.language.plural_category(int(params[template.count]))
            template = template.forms.get(category) or template.forms["other"]
        return self.language.tidy(self._formatter.vformat(template, (), params))

    def value(self, value: Any, spec: str = "") -> str:
        lang = self.language
        if isinstance(value, Reason):
            return self.reason(value, spec)
        if isinstance(value, str):
            return value
        if isinstance(value, bool):
            raise TypeError("a bool is no parameter to render")
        if isinstance(value, int):
            if spec:
                return lang.number_words[spec].get(value) or self.number(value)
            return self.number(value)
        if isinstance(value, Cell):
            return cell_text(value.index)
        if isinstance(value, Cells):
            return self.listed([cell_text(c) for c in value.indices], spec or "and")
        if isinstance(value, Digits):
            if spec == "set":
                return "{" + ",".join(str(d) for d in value.values) + "}"
            return self.listed([str(d) for d in value.values], spec or "and")
        if isinstance(value, HouseRef):
            return self.house(value)
        if isinstance(value, Houses):
            if len(value.numbers) == 1:
                return self.house(HouseRef(value.kind, value.numbers[0]))
            numbers = self.listed([self.number(n) for n in value.numbers], "and")
            return self.language.house_names["several-" + value.kind].format(numbers=numbers)
        if isinstance(value, Candidate):
            return f"{value.digit}{cell_text(value.cell)}"
        if isinstance(value, Fact):
            form = lang.forms.get(spec) if spec else None
            templates = form.facts if form else lang.fact_templates
            return templates[value.true].format(
                cell=cell_text(value.cell), digit=value.digit
            )
        if isinstance(value, Effect):
            return effect_text(value)
        if isinstance(value, TechniqueRef):
            return lang.technique_names(value.id)
        if isinstance(value, CageRef):
            # Each language says it its own way: 'the 13 cage at r1c4', '13er-Käfig bei r1c4'.
            return lang.cage_name.format(total=value.total, cell=cell_text(value.cell),
                                         size=value.size)
        if isinstance(value, Combos):
            sums = ["+".join(str(d) for d in digits) for digits in value.sets]
            return self.listed(sums, spec or "or")
        if isinstance(value, tuple | list):
            return self.listed([self.value(v) for v in value], spec or "and")
        raise TypeError(f"cannot render {value!r}")

    def number(self, n: int) -> str:
        return str(n)

    def house(self, house: HouseRef) -> str:
        names = self.language.house_names
        specific = names.get(f"{house.kind}-{house.number}")
        return (specific or names[house.kind]).format(number=house.number)

    def listed(self, items: Sequence[str], word: str) -> str:
        """'a', 'a or b', 'a, b or c'; spec 'seq' joins with spaces (sentences)."""
        if word == "seq":
            return " ".join(items)
        if word == "comma":
            return self.language.list_separator.join(items)
        if len(items) <= 1:
            return "".join(items)
        joiner = self.language.list_joiner.format(word=self.language.list_words[word])
        return self.language.list_separator.join(items[:-1]) + joiner + items[-1]

    def proof(self, lines: Iterable[Reason]) -> list[str]:
        """A proof's lines, each a sentence of its own (a capital where the language has one)."""
        start = self.language.line_start
        return [start(self.reason(line)) for line in lines]


def effect_text(effect: Effect) -> str:
    placed = [f"{cell_text(c)}={d}" for c, d in effect.placements]
    removed = [f"{cell_text(c)}<>{d}" for c, d in sorted(effect.eliminations)]
    return ", ".join(placed + removed)
