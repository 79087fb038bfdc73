"""Deutsch: die Sprache der Erklärungen (Häuser, Listen, Zahlwörter, Verfahrensnamen).

Verfahrensnamen wie in HoDoKus deutscher Fassung (src/intl/SolutionType_de.properties):
die fortgeschrittenen bleiben englisch; Singles und Subsets tragen die in deutschen
Sudoku-Foren üblichen Namen.
"""

from __future__ import annotations

import re

from ..render import Language
from .about import ABOUT
from .dots import MESSAGES as DOTS
from .dots import TECHNIQUE_NAMES as DOTS_NAMES
from .forcing import MESSAGES as FORCING
from .forcing import TECHNIQUE_NAMES as FORCING_NAMES
from .killer import MESSAGES as KILLER
from .killer import TECHNIQUE_NAMES as KILLER_NAMES
from .lines import MESSAGES as LINES
from .lines import TECHNIQUE_NAMES as LINES_NAMES
from .messages import MESSAGES
from .outside import MESSAGES as OUTSIDE
from .outside import TECHNIQUE_NAMES as OUTSIDE_NAMES
from .rules import MESSAGES as RULES
from .rules import TECHNIQUE_NAMES as RULES_NAMES
from .views import MESSAGES as VIEWS
from .views import TECHNIQUE_NAMES as VIEWS_NAMES

TECHNIQUE_NAMES = {
    "full-house": "Full House",
    "naked-single": "Nackter Single",
    "hidden-single": "Versteckter Single",
    "locked-pair": "Locked Pair",
    "locked-triple": "Locked Triple",
    "locked-candidates-pointing": "Locked Candidates (Pointing)",
    "locked-candidates-claiming": "Locked Candidates (Claiming)",
    "naked-pair": "Nacktes Paar",
    "hidden-pair": "Verstecktes Paar",
    "naked-triple": "Nacktes Tripel",
    "hidden-triple": "Verstecktes Tripel",
    "naked-quad": "Nacktes Quadrupel",
    "hidden-quad": "Verstecktes Quadrupel",
    "x-wing": "X-Wing",
    "swordfish": "Swordfish",
    "jellyfish": "Jellyfish",
    "remote-pair": "Remote Pair",
    "bug-plus-1": "BUG+1",
    "skyscraper": "Skyscraper",
    "two-string-kite": "2-String Kite",
    "turbot-fish": "Turbot Fish",
    "empty-rectangle": "Empty Rectangle",
    "w-wing": "W-Wing",
    "xy-wing": "XY-Wing",
    "xyz-wing": "XYZ-Wing",
    "unique-rectangle-1": "Unique Rectangle Typ 1",
    "unique-rectangle-2": "Unique Rectangle Typ 2",
    "unique-rectangle-3": "Unique Rectangle Typ 3",
    "unique-rectangle-4": "Unique Rectangle Typ 4",
    "unique-rectangle-5": "Unique Rectangle Typ 5",
    "unique-rectangle-6": "Unique Rectangle Typ 6",
    "hidden-rectangle": "Hidden Rectangle",
    "avoidable-rectangle-1": "Avoidable Rectangle Typ 1",
    "avoidable-rectangle-2": "Avoidable Rectangle Typ 2",
    "finned-x-wing": "Finned X-Wing",
    "sashimi-x-wing": "Sashimi X-Wing",
    "finned-swordfish": "Finned Swordfish",
    "sashimi-swordfish": "Sashimi Swordfish",
    "finned-jellyfish": "Finned Jellyfish",
    "sashimi-jellyfish": "Sashimi Jellyfish",
    "wxyz-wing": "WXYZ-Wing",
    "sue-de-coq": "Sue de Coq",
    "simple-colours-trap": "Simple Colors (Trap)",
    "simple-colours-wrap": "Simple Colors (Wrap)",
    "multi-colours-1": "Multi Colors 1",
    "multi-colours-2": "Multi Colors 2",
    "x-chain": "X-Chain",
    "xy-chain": "XY-Chain",
    "nice-loop": "Nice Loop / AIC",
    "grouped-nice-loop": "Grouped Nice Loop / AIC",
    "als-xz": "ALS-XZ",
    "als-xy-wing": "ALS-XY-Wing",
    "als-chain": "ALS Chain",
    "death-blossom": "Death Blossom",
    "forcing-chain": "Forcing Chain",
    "forcing-net": "Forcing Net",
    "verified-trial": "Geprüfter Versuch",
}

# Rows, columns and boxes are named like labels ("in Zeile 5"), but a diagonal has no
# number: it takes its article, dative after a preposition ("in der Hauptdiagonale").
_DATIVE_DIAGONAL = re.compile(r"\b(in|von|aus|mit|bei|zu|nach) (Haupt|Neben)diagonale\b")
_BARE_DIAGONAL = re.compile(r"(?<!der )(?<!die )\b(Haupt|Neben)diagonale\b")


def with_article(text: str) -> str:
    """"in Hauptdiagonale" -> "in der Hauptdiagonale"; otherwise "die Hauptdiagonale"."""
    text = _DATIVE_DIAGONAL.sub(r"\1 der \2diagonale", text)
    return _BARE_DIAGONAL.sub(r"die \1diagonale", text)


GERMAN = Language(
    code="de",
    tidy=with_article,
    messages={**MESSAGES, **KILLER, **RULES, **LINES, **DOTS, **VIEWS, **OUTSIDE,  # type: ignore[arg-type]
              **FORCING, **ABOUT},
    house_names={
        "row": "Zeile {number}",
        "column": "Spalte {number}",
        "box": "Block {number}",
        "region": "Gebiet {number}",
        "group": "Farbgruppe {number}",
        "extra": "Zusatzregion {number}",
        "several-extra": "Zusatzregionen {numbers}",
        "diagonal-1": "Hauptdiagonale",
        "diagonal-2": "Nebendiagonale",
        "diagonal": "Diagonale {number}",
        "several-row": "Zeilen {numbers}",
        "several-column": "Spalten {numbers}",
        "several-box": "Blöcken {numbers}",
        "several-region": "Gebieten {numbers}",
    },
    list_words={"and": "und", "or": "oder"},
    fact_templates={True: "{cell} ist {digit}", False: "{cell} ist nicht {digit}"},
    technique_names={**TECHNIQUE_NAMES, **KILLER_NAMES, **RULES_NAMES, **LINES_NAMES,
                     **DOTS_NAMES, **VIEWS_NAMES, **OUTSIDE_NAMES, **FORCING_NAMES}.__getitem__,
    cage_name='{total}er-Käfig bei {cell}',
    number_words={
        "word": {2: "zwei", 3: "drei", 4: "vier", 5: "fünf", 6: "sechs"},
        "all": {2: "beide", 3: "alle drei", 4: "alle vier", 5: "alle fünf", 6: "alle sechs"},
        "both": {2: "beide", 3: "alle", 4: "alle", 5: "alle", 6: "alle", 7: "alle", 8: "alle",
                 9: "alle"},
    },
)
