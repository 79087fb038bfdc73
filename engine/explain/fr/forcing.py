"""Réseaux forcés avec les règles : un élément entier des règles dans une branche du
réseau (engine/propagation.py, mode RULES)."""

MESSAGES = {
    "forcing.rule-narrow": "{fact} : dès lors, {element} ne laisse que {digits:or} en {cell}.",
    "forcing.element.cage": "{cage}",
    "forcing.element.innies": (
        "les cases de {house} hors de ses cages entières ({cells:and}, de somme {total})"
    ),
    "forcing.broke.rule": "plus aucun chiffre restant ne pourrait satisfaire {element}",
    "rule-forcing-net.nudge.start": (
        "Supposez un chiffre en {cell} et suivez-le, en demandant à chaque élément des "
        "règles ce qu'il laisse encore dans son ensemble."
    ),
}

TECHNIQUE_NAMES = {"rule-forcing-net": "Réseau forcé avec les règles"}
