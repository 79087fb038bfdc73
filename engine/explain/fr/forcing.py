"""Réseaux forcés avec les règles : un élément entier des règles dans une branche du
réseau (engine/propagation.py, mode RULES)."""

MESSAGES = {
    "forcing.rule-narrow": "{fact} : dès lors, {element} ne laisse que {digits:or} en {cell}.",
    "forcing.element.cage": "{cage}",
    "forcing.element.innies": (
        "les cases de {house} hors de ses cages entières ({cells:and}, de somme {total})"
    ),
    "forcing.broke.rule": "plus aucun chiffre restant ne pourrait satisfaire {element}",
    "forcing.element.house-sums": "{house} remplie en entier avec ses flèches et little killers",
    "forcing.element.renban-split": "le partage de {house} entre ses suites renban",
    "about.rule-forcing-net": (
        "Un réseau forcé pour les grilles à règles : en suivant une branche, on demande à "
        "chaque flèche, ligne, point ou cage qu'elle touche ce qu'il permet encore dans son "
        "ensemble, et pas seulement pour deux de ses cases. Il remplace l'essai sur bien "
        "des variantes publiées."
    ),
    "rule-forcing-net.nudge.start": (
        "Supposez un chiffre en {cell} et suivez-le, en demandant à chaque élément des "
        "règles ce qu'il laisse encore dans son ensemble."
    ),
}

TECHNIQUE_NAMES = {"rule-forcing-net": "Réseau forcé avec les règles"}
