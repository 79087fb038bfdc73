"""Français : les lignes : chuchotements, renban, palindromes, lignes « entre » et lignes
de sommes par région.

Une ligne porte son article : « la ligne de chuchotement allemand en r1c1 » ; elle vient
après « sur »."""

from ..render import Plural

MESSAGES: dict[str, object] = {
    "line.german-whispers": "la ligne de chuchotement allemand en {start}",
    "line.dutch-whispers": "la ligne de chuchotement néerlandais en {start}",
    "line.whispers": "la ligne de chuchotement en {start} (écart {difference})",
    "line.renban": "la ligne renban en {start}",
    "line.palindrome": "le palindrome en {start}",
    "line.between": "la ligne « entre » en {start}",
    "line.region-sum": "la ligne de sommes par région en {start}",
    "whispers.rule": "Deux voisins sur {line} diffèrent d'au moins {difference}.",
    "whispers.never": (
        "{technique} : aucun chiffre n'est à {difference} ou plus de {digits:or}, donc "
        "{digits:or} ne peut jamais aller sur {line} : {effect}."
    ),
    "whispers.neighbour": (
        "{technique} : sur {line}, {neighbour} ne peut valoir que {has:or}, et aucun n'est "
        "à {difference} ou plus de {digits:or}, donc {effect}."
    ),
    "whispers.at-least": (
        "{technique} : sur {line}, {neighbour} ne peut valoir que {has:or}, donc sa voisine "
        "{cell} vaut au moins {difference} de plus, soit {bound} ou plus : {effect}."
    ),
    "whispers.at-most": (
        "{technique} : sur {line}, {neighbour} ne peut valoir que {has:or}, donc sa voisine "
        "{cell} vaut au moins {difference} de moins, soit {bound} ou moins : {effect}."
    ),
    "renban.run": "{low}–{high}",
    "renban-range": (
        "{technique} : les {count} cases de {line} portent {count} chiffres consécutifs, et "
        "seules les suites {runs:or} tiennent encore, donc {effect}."
    ),
    "renban.run-no-room": (
        "{runs} est exclue : {cell} ne peut valoir que {has:or}, aucun de ses chiffres."
    ),
    "renban.runs-no-room": (
        "{runs:and} sont exclues : {cell} ne peut valoir que {has:or}, aucun de leurs "
        "chiffres."
    ),
    "renban.run-missing": (
        "{run} est exclue : aucune case de la ligne ne peut porter {digits:or}."
    ),
    "renban.run-crowded": (
        "{run} est exclue : {cells:and} n'en pourraient prendre que {digits:and}, trop peu "
        "pour {count} cases."
    ),
    "renban-must-hold": (
        "{technique} : chaque suite restante de {line} ({runs:or}) contient le {digit}, et "
        "seule {cell} sur la ligne peut le prendre, donc {effect}."
    ),
    "palindrome-mirror": (
        "{technique} : {cell} et {mirror} se font face sur {line}, elles portent donc le "
        "même chiffre, que les deux peuvent encore valoir : {digits:or}. Donc {effect}."
    ),
    "between.bounds": (
        "{technique} : sur {line}, {cell} est strictement entre les cercles {circles:and}. "
        "Le plus petit cercle vaut au moins {low} et le plus grand au plus {high}, donc "
        "{effect}."
    ),
    "between.no-pair": (
        "{technique} : sur {line}, {cell} est strictement entre les cercles {circles:and}, "
        "qui peuvent valoir {first:or} et {last:or} ; aucune de ces paires n'a {digits:or} "
        "strictement entre elles, donc {effect}."
    ),
    "between.circle": (
        "{technique} : sur {line}, si le cercle {cell} valait {digits:or}, aucun chiffre de "
        "l'autre cercle {other} ({has:or}) ne laisserait de place à {middle:and} "
        "strictement entre les deux, donc {effect}."
    ),
    "region-sum.range": "n'importe quoi de {low} à {high}",
    "region-sum.span": "de {low} à {high}",
    "region-sum-equal": Plural("count", {
        "one": (
            "{technique} : chaque segment de {line} dans un bloc a la même somme, et seules "
            "les sommes {sums:or} conviennent à tous les segments ; dans {box}, "
            "{cells:and} doit donc faire l'une d'elles : {effect}."
        ),
        "other": (
            "{technique} : chaque segment de {line} dans un bloc a la même somme, et seules "
            "les sommes {sums:or} conviennent à tous les segments ; dans {box}, "
            "{cells:and} doivent donc faire l'une d'elles : {effect}."
        ),
    }),
    "region-sum.segment": Plural("count", {
        "one": "Dans {box}, {cells:and} peut faire {sums:or}.",
        "other": "Dans {box}, {cells:and} peuvent faire {sums:or}.",
    }),
    "about.whispers-range": (
        "Sur un chuchotement allemand, deux voisins sur la ligne diffèrent d'au moins 5 "
        "(de 4 sur un chuchotement néerlandais). Le 5 n'a aucun chiffre aussi éloigné : il "
        "ne va jamais sur un chuchotement allemand, et les chiffres alternent bas (1 à 4) "
        "et hauts (6 à 9). Un candidat dont la voisine n'a aucun chiffre assez éloigné "
        "disparaît."
    ),
    "about.renban-range": (
        "Une ligne renban porte une suite de chiffres consécutifs, un par case, dans "
        "n'importe quel ordre : quatre cases portent 1-4, 2-5, ... ou 6-9. Une suite dont "
        "les chiffres ne trouvent pas chacun leur case est exclue, et un chiffre d'aucune "
        "suite restante ne va pas sur la ligne."
    ),
    "about.renban-must-hold": (
        "Certains chiffres sont dans toutes les suites qu'un renban peut encore porter : "
        "un renban de six cases porte toujours 4, 5 et 6. Un tel chiffre doit aller sur la "
        "ligne ; s'il n'y a plus qu'une case pour lui, il y va, et les cases qui voient "
        "toutes ses places sur la ligne ne peuvent pas le porter."
    ),
    "about.palindrome-mirror": (
        "Un palindrome se lit pareil depuis les deux bouts : les cases à même distance des "
        "deux extrémités portent le même chiffre. Chacune ne garde que les candidats que "
        "l'autre a encore, et un chiffre que voit l'une est aussi exclu de sa jumelle."
    ),
    "about.between-line-bounds": (
        "Chaque chiffre d'une ligne « entre » est strictement entre les chiffres de ses "
        "deux cercles. Le milieu ne vaut donc jamais 1 ni 9, les cercles diffèrent d'au "
        "moins 2, et le petit cercle est sous chaque chiffre de la ligne, le grand au-dessus."
    ),
    "about.region-sum-equal": (
        "Les bords des blocs coupent une ligne de sommes par région en segments, et tous "
        "les segments ont la même somme. Un segment d'une case donne la somme tout de "
        "suite ; sinon, comparez les sommes que chaque segment peut faire et retirez ce "
        "qui n'en fait aucune des communes."
    ),
}

TECHNIQUE_NAMES = {
    "whispers-range": "Chuchotement",
    "renban-range": "Étendue du renban",
    "renban-must-hold": "Chiffre obligé du renban",
    "palindrome-mirror": "Miroir du palindrome",
    "between-line-bounds": "Bornes de la ligne « entre »",
    "region-sum-equal": "Sommes par région",
}
