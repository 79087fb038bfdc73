"""Français : points et voisins : points Kropki, XV, la contrainte négative,
non-consécutif, cases paires/impaires, minimum/maximum et quadruples."""

from ..render import Plural

MESSAGES: dict[str, object] = {
    "rule.white-dot": "le point blanc entre {cell} et {other}",
    "rule.black-dot": "le point noir entre {cell} et {other}",
    "rule.xv": "le {letter} entre {cell} et {other}",
    "rule.negative-kropki": "la contrainte négative",
    "rule.negative-xv": "la contrainte XV négative",
    "rule.nonconsecutive": "la règle non consécutive",
    "rule.anti-knight": "la règle anti-cavalier",
    "rule.anti-king": "la règle anti-roi",
    "rule.odd": "la case impaire {cell}",
    "rule.even": "la case paire {cell}",
    "rule.minimum": "la case minimum {cell}",
    "rule.maximum": "la case maximum {cell}",
    "rule.quadruple": "le quadruple en {cell}",
    "white-dot.never": Plural("difference", {
        "one": "{technique} : les chiffres sur {dot} sont consécutifs, et {digits:or} n'a "
               "aucun chiffre à un d'écart, donc il n'y est jamais : {effect}.",
        "other": "{technique} : les chiffres sur {dot} diffèrent de {difference}, et aucun "
                 "chiffre n'est à {difference} de {digits:or}, donc ils n'y sont jamais : "
                 "{effect}.",
    }),
    "white-dot.partner": Plural("difference", {
        "one": "{technique} : les chiffres sur {dot} sont consécutifs. {neighbour} ne peut "
               "être que {has:or}, et aucun n'est voisin de {digits:or}, donc {effect}.",
        "other": "{technique} : les chiffres sur {dot} diffèrent de {difference}. "
                 "{neighbour} ne peut être que {has:or}, et aucun n'est à {difference} de "
                 "{digits:or}, donc {effect}.",
    }),
    "black-dot.never": (
        "{technique} : sur {dot}, un chiffre vaut {ratio} fois l'autre, et aucun chiffre ne "
        "vaut {ratio} fois {digits:or} ni sa fraction, donc ils n'y sont jamais : {effect}."
    ),
    "black-dot.partner": (
        "{technique} : sur {dot}, un chiffre vaut {ratio} fois l'autre. {neighbour} ne peut "
        "être que {has:or}, et aucun ne va ainsi avec {digits:or}, donc {effect}."
    ),
    "negative-kropki.both": (
        "{technique} : tous les points sont donnés, et aucun ne relie {cell} et {neighbour}, "
        "donc leurs chiffres ne sont ni consécutifs ni l'un le double de l'autre. "
        "{neighbour} ne peut être que {has:or}, donc {effect}."
    ),
    "negative-kropki.white": (
        "{technique} : tous les points blancs sont donnés, et aucun ne relie {cell} et "
        "{neighbour}, donc leurs chiffres ne sont pas consécutifs. {neighbour} ne peut être "
        "que {has:or}, donc {effect}."
    ),
    "negative-kropki.black": (
        "{technique} : tous les points noirs sont donnés, et aucun ne relie {cell} et "
        "{neighbour}, donc aucun chiffre n'est le double de l'autre. {neighbour} ne peut "
        "être que {has:or}, donc {effect}."
    ),
    "xv.never": (
        "{technique} : les chiffres sur {dot} font {total} ensemble, et {digits:or} n'a "
        "aucun autre chiffre pour faire {total}, donc il n'y est jamais : {effect}."
    ),
    "xv.partner": (
        "{technique} : les chiffres sur {dot} font {total} ensemble. {neighbour} ne peut "
        "être que {has:or}, et aucun ne fait {total} avec {digits:or}, donc {effect}."
    ),
    "negative-xv.partner": (
        "{technique} : tous les X et V sont donnés, et aucun ne relie {cell} et {neighbour}, "
        "donc leurs chiffres ne font ni 5 ni 10. {neighbour} ne peut être que {has:or}, "
        "donc {effect}."
    ),
    "nonconsecutive.partner": (
        "{technique} : deux cases voisines n'ont jamais de chiffres consécutifs, et {cell} "
        "touche {neighbour}, qui ne peut être que {has:or}, donc {effect}."
    ),
    "odd.cell": "{technique} : {cell} porte un cercle gris, elle est donc impaire : {effect}.",
    "even.cell": "{technique} : {cell} porte un carré gris, elle est donc paire : {effect}.",
    "minimum.spot": (
        "{technique} : {spot} est plus petite que chacune de ses voisines, et sa voisine "
        "{neighbour} ne peut être que {has:or}, donc {effect}."
    ),
    "minimum.neighbour": (
        "{technique} : {spot} est plus petite que chacune de ses voisines et ne peut être "
        "que {has:or}, donc sa voisine {cell} est plus grande : {effect}."
    ),
    "maximum.spot": (
        "{technique} : {spot} est plus grande que chacune de ses voisines, et sa voisine "
        "{neighbour} ne peut être que {has:or}, donc {effect}."
    ),
    "maximum.neighbour": (
        "{technique} : {spot} est plus grande que chacune de ses voisines et ne peut être "
        "que {has:or}, donc sa voisine {cell} est plus petite : {effect}."
    ),
    "quadruple.only": (
        "{technique} : le cercle au coin de {cells:and} donne quatre chiffres, "
        "{digits:and}, donc ces cases ne contiennent rien d'autre : {effect}."
    ),
    "quadruple.places": Plural("count", {
        "one": "{technique} : le cercle du quadruple donne le {digit}, et de ses quatre "
               "cases seule {cells} peut encore le contenir, donc {effect}.",
        "other": "{technique} : le cercle du quadruple donne deux fois le {digit}, et de "
                 "ses quatre cases seules {cells:and} peuvent encore le contenir, donc les "
                 "deux valent {digit} : {effect}.",
    }),
    "kropki-run": (
        "{technique} : des points blancs relient {cells:and} l'une après l'autre en ligne, "
        "donc ces {count} cases contiennent {count} chiffres consécutifs, et seul {runs:or} "
        "peut encore convenir : {effect}."
    ),
    "about.kropki-run": (
        "Des points blancs qui relient les cases l'une après l'autre le long d'une ligne "
        "ou d'une colonne forment une suite de chiffres consécutifs, qui monte ou descend "
        "d'un en un : comme pour un renban, seules restent les suites dont chaque chiffre "
        "trouve une case, et les chiffres hors de ces suites partent."
    ),
    "about.parity": (
        "Un cercle gris marque une case impaire, un carré gris une case paire : la case ne "
        "garde que les chiffres de sa sorte."
    ),
    "about.kropki-pair": (
        "Un point blanc relie deux chiffres consécutifs, un point noir deux chiffres dont "
        "l'un est le double de l'autre (un point numéroté : cet écart ou ce rapport). Un "
        "point noir ne porte jamais 5, 7 ou 9, qui n'ont ni double ni moitié ; et un "
        "chiffre part quand l'autre case n'a plus aucun de ses partenaires."
    ),
    "about.xv-pair": (
        "Un X relie deux chiffres qui font 10, un V deux qui font 5 : un X ne porte jamais "
        "de 5, un V seulement 1 à 4. Un chiffre part quand l'autre case ne peut compléter "
        "sa somme."
    ),
    "about.nonconsecutive-neighbours": (
        "Deux cases côte à côte n'ont jamais de chiffres consécutifs : un 5 retire 4 et 6 "
        "de chacune de ses voisines, et une case voisine d'un 4 ou d'un 6 ne peut être 5."
    ),
    "about.negative-constraint": (
        "Quand tous les points (ou tous les X et V) sont donnés, deux voisines sans marque "
        "entre elles ne sont pas dans sa relation : pas de chiffres consécutifs sans point "
        "blanc, pas de double sans point noir, pas de somme 5 ou 10 sans V ou X."
    ),
    "about.minimum-maximum": (
        "Une case minimum est plus petite que chacune de ses voisines de côté, une case "
        "maximum plus grande. Le minimum reste sous le plus grand candidat de chaque "
        "voisine, chaque voisine au-dessus du plus petit du minimum ; l'inverse pour un "
        "maximum."
    ),
    "about.quadruple-digits": (
        "Un cercle au coin de quatre cases donne des chiffres présents dans ces cases. "
        "Quand un chiffre donné n'a plus que le nombre de places qu'il doit remplir, il y "
        "va ; quatre chiffres donnés remplissent les quatre cases ; et une case qui voit "
        "toutes les places d'un chiffre donné ne peut pas le contenir."
    ),
}

TECHNIQUE_NAMES = {
    "parity": "Case paire/impaire",
    "kropki-pair": "Paire Kropki",
    "xv-pair": "Paire XV",
    "nonconsecutive-neighbours": "Voisins non consécutifs",
    "negative-constraint": "Contrainte négative",
    "minimum-maximum": "Minimum/maximum",
    "kropki-run": "Chaîne Kropki",
    "quadruple-digits": "Quadruple",
}
