"""Français : la langue des explications (maisons, listes, nombres, noms des techniques).

Noms des techniques tels que les emploient les sites francophones (singleton nu,
paire cachée, rectangle unique) ; les noms avancés sans équivalent établi restent
anglais, comme sur ces sites (X-Wing, Swordfish, AIC).
"""

from __future__ import annotations

import re

from ..render import Form, Language
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
    "full-house": "Dernière case libre",
    "naked-single": "Singleton nu",
    "hidden-single": "Singleton caché",
    "locked-pair": "Paire verrouillée",
    "locked-triple": "Triplet verrouillé",
    "locked-candidates-pointing": "Candidats verrouillés (pointage)",
    "locked-candidates-claiming": "Candidats verrouillés (bloc-ligne)",
    "naked-pair": "Paire nue",
    "hidden-pair": "Paire cachée",
    "naked-triple": "Triplet nu",
    "hidden-triple": "Triplet caché",
    "naked-quad": "Quadruplet nu",
    "hidden-quad": "Quadruplet caché",
    "x-wing": "X-Wing",
    "swordfish": "Swordfish",
    "jellyfish": "Jellyfish",
    "remote-pair": "Remote Pair",
    "bug-plus-1": "BUG+1",
    "skyscraper": "Skyscraper",
    "two-string-kite": "2-String Kite",
    "turbot-fish": "Turbot Fish",
    "empty-rectangle": "Rectangle vide",
    "w-wing": "W-Wing",
    "xy-wing": "XY-Wing",
    "xyz-wing": "XYZ-Wing",
    "unique-rectangle-1": "Rectangle unique type 1",
    "unique-rectangle-2": "Rectangle unique type 2",
    "unique-rectangle-3": "Rectangle unique type 3",
    "unique-rectangle-4": "Rectangle unique type 4",
    "unique-rectangle-5": "Rectangle unique type 5",
    "unique-rectangle-6": "Rectangle unique type 6",
    "hidden-rectangle": "Rectangle caché",
    "avoidable-rectangle-1": "Rectangle évitable type 1",
    "avoidable-rectangle-2": "Rectangle évitable type 2",
    "finned-x-wing": "Finned X-Wing",
    "sashimi-x-wing": "Sashimi X-Wing",
    "finned-swordfish": "Finned Swordfish",
    "sashimi-swordfish": "Sashimi Swordfish",
    "finned-jellyfish": "Finned Jellyfish",
    "sashimi-jellyfish": "Sashimi Jellyfish",
    "wxyz-wing": "WXYZ-Wing",
    "sue-de-coq": "Sue de Coq",
    "simple-colours-trap": "Coloriage simple (piège)",
    "simple-colours-wrap": "Coloriage simple (enveloppe)",
    "multi-colours-1": "Coloriage multiple 1",
    "multi-colours-2": "Coloriage multiple 2",
    "x-chain": "X-Chain",
    "xy-chain": "XY-Chain",
    "nice-loop": "Nice Loop / AIC",
    "grouped-nice-loop": "Nice Loop / AIC groupée",
    "als-xz": "ALS-XZ",
    "als-xy-wing": "ALS-XY-Wing",
    "als-chain": "Chaîne ALS",
    "death-blossom": "Death Blossom",
    "forcing-chain": "Chaîne forcée",
    "forcing-net": "Réseau forcé",
    "verified-trial": "Essai vérifié",
}

# A house's name carries its article ("le bloc 9", "les lignes 1 et 2"): after "de" or
# "à" French contracts it.
_CONTRACTED = (
    (re.compile(r"\b([Dd])e le (bloc|groupe)\b"),
     lambda m: ("D" if m[1] == "D" else "d") + "u " + m[2]),
    (re.compile(r"\b([Dd])e les (lignes|colonnes|blocs|régions)\b"),
     lambda m: ("D" if m[1] == "D" else "d") + "es " + m[2]),
    (re.compile(r"\b([Àà]) le (bloc|groupe)\b"),
     lambda m: ("A" if m[1] == "À" else "a") + "u " + m[2]),
    (re.compile(r"\b([Àà]) les (lignes|colonnes|blocs|régions)\b"),
     lambda m: ("A" if m[1] == "À" else "a") + "ux " + m[2]),
)


def contracted(text: str) -> str:
    """"de le bloc 9" -> "du bloc 9", "à les lignes" -> "aux lignes"."""
    for pattern, replace in _CONTRACTED:
        text = pattern.sub(replace, text)
    return text


FRENCH = Language(
    code="fr",
    tidy=contracted,
    messages={**MESSAGES, **KILLER, **RULES, **LINES, **DOTS, **VIEWS, **OUTSIDE,  # type: ignore[arg-type]
              **FORCING, **ABOUT},
    house_names={
        "row": "la ligne {number}",
        "column": "la colonne {number}",
        "box": "le bloc {number}",
        "region": "la région {number}",
        "group": "le groupe de couleur {number}",
        "extra": "la région supplémentaire {number}",
        "several-extra": "les régions supplémentaires {numbers}",
        "diagonal-1": "la diagonale principale",
        "diagonal-2": "l'antidiagonale",
        "diagonal": "la diagonale {number}",
        "several-row": "les lignes {numbers}",
        "several-column": "les colonnes {numbers}",
        "several-box": "les blocs {numbers}",
        "several-region": "les régions {numbers}",
    },
    list_words={"and": "et", "or": "ou"},
    fact_templates={True: "{cell} vaut {digit}", False: "{cell} ne vaut pas {digit}"},
    # After « Supposons », the subjunctive, 'que' elided before a vowel:
    # « Supposons {fact:que} » -> « Supposons que r1c1 ne vaille pas 3 ».
    forms={
        "que": Form(
            facts={True: "que {cell} vaille {digit}", False: "que {cell} ne vaille pas {digit}"},
            messages={
                "chains.group-is": "que l'une de {cells:and} vaille {digit}",
                "chains.group-is-not.two": "que ni {first} ni {second} ne vaille {digit}",
                "chains.group-is-not": "qu'aucune de {cells:and} ne vaille {digit}",
            },
            around="que {text}",
        ),
    },
    technique_names={**TECHNIQUE_NAMES, **KILLER_NAMES, **RULES_NAMES, **LINES_NAMES,
                     **DOTS_NAMES, **VIEWS_NAMES, **OUTSIDE_NAMES, **FORCING_NAMES}.__getitem__,
    cage_name='la cage de {total} en {cell}',
    # French counts 0 and 1 as singular.
    plural_category=lambda n: "one" if n in (0, 1) else "other",
    number_words={
        "word": {2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six"},
        "all": {2: "ces deux", 3: "ces trois", 4: "ces quatre", 5: "ces cinq", 6: "ces six"},
        "both": {2: "toutes deux", 3: "toutes", 4: "toutes", 5: "toutes", 6: "toutes",
                 7: "toutes", 8: "toutes", 9: "toutes"},
    },
)
