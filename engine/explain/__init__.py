"""Explanations as data: Reasons (message id + parameters) and their renderers.

words = explain.words(step, "en")   # nudge, summary, proof lines, the whole text
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .de import GERMAN
from .en import ENGLISH
from .fr import FRENCH
from .ja import JAPANESE
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
    say,
    short_effect,
    text,
)
from .render import Language, MissingMessage, Plural, Renderer

if TYPE_CHECKING:
    from ..step import Step

LANGUAGES: dict[str, Language] = {"en": ENGLISH, "de": GERMAN, "fr": FRENCH, "ja": JAPANESE}
_RENDERERS: dict[str, Renderer] = {}


def renderer(code: str = "en") -> Renderer:
    """The renderer of a language by its code; English for a code we do not have."""
    found = _RENDERERS.get(code)
    if found is None:
        found = _RENDERERS[code] = Renderer(LANGUAGES.get(code, ENGLISH))
    return found


@dataclass(frozen=True)
class Words:
    """A step in one language: the nudge, the summary, the proof lines."""

    nudge: str
    summary: str
    proof: tuple[str, ...]

    @property
    def explanation(self) -> str:
        """The whole text: the summary, then the proof's lines."""
        return " ".join((self.summary, *self.proof)).strip()


def words(step: Step, code: str = "en") -> Words:
    """A step's words in a language; a step without reasons keeps its English text."""
    render = renderer(code)
    nudge = render(step.nudge_reason) if step.nudge_reason else step.nudge
    if step.summary is None:
        return Words(nudge, step.explanation, ())
    return Words(nudge, render(step.summary), tuple(render.proof(step.proof)))


__all__ = [
    "CageRef",
    "Candidate",
    "Cell",
    "Cells",
    "Combos",
    "Digits",
    "Effect",
    "Fact",
    "HouseRef",
    "Houses",
    "LANGUAGES",
    "Language",
    "MissingMessage",
    "Plural",
    "Reason",
    "Renderer",
    "TechniqueRef",
    "Words",
    "renderer",
    "say",
    "short_effect",
    "text",
    "words",
]
