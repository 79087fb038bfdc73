"""Français : les sommes lues hors de la grille, little killers le long d'une diagonale
et sandwichs entre le 1 et le 9 d'une ligne ou d'une colonne."""

from ..render import Plural

MESSAGES: dict[str, object] = {
    "rule.little-killer": "le little killer {total} en {cell}",
    "rule.sandwich": "le sandwich {total} de {line}",
    "little-killer-sum": (
        "{technique} : d'après {clue}, les chiffres de sa diagonale, {cells:and}, font {total} "
        "(un chiffre peut se répéter, mais pas dans un même bloc), et seuls certains "
        "chiffres font {total} avec le reste : {effect}."
    ),
    "little-killer.box": (
        "{cells:and} sont {count:both} dans {box}, donc leurs chiffres diffèrent."
    ),
    "little-killer.combos": "{total} en chiffres différents, c'est {combos:or}.",
    "little-killer.cell": (
        "Le reste de la diagonale fait de {low} à {high}, donc pour faire {total}, {cell} "
        "ne peut être que {digits:or}."
    ),
    "sandwich-ends": Plural("most", {
        "one": "{technique} : d'après {clue}, les chiffres entre le 1 et le 9 font "
               "{total}, un seul chiffre, donc une seule case sépare le 1 du 9 : {effect}.",
        "other": "{technique} : d'après {clue}, les chiffres entre le 1 et le 9 font "
                 "{total}, ce qui demande {gaps:or} chiffres différents de 2 à 8, donc le 1 "
                 "et le 9 sont séparés d'autant de cases : {effect}.",
    }),
    "sandwich-ends.touch": (
        "{technique} : d'après {clue}, rien ne sépare le 1 du 9, ils sont donc côte à "
        "côte : {effect}."
    ),
    "sandwich-ends.edges": (
        "{technique} : d'après {clue}, tous les chiffres de 2 à 8 sont entre le 1 et le 9, "
        "qui sont donc aux deux bouts de {line} : {effect}."
    ),
    "sandwich-sum": (
        "{technique} : d'après {clue}, les cases entre le 1 et le 9 contiennent un "
        "ensemble de chiffres qui fait {total}, et les cases hors du sandwich les autres "
        "chiffres. Où que le 1 et le 9 puissent encore être, aucun tel remplissage ne met "
        "ces chiffres ici : {effect}."
    ),
    "sandwich.combos": "{total} entre le 1 et le 9, c'est {combos:or}.",
    "sandwich.many": "{total} se fait de {count} façons, avec {sizes:or} chiffres.",
    "sandwich.empty": "Rien n'est entre le 1 et le 9.",
    "sandwich.fixed": Plural("count", {
        "one": "Le 1 est en {one} et le 9 en {nine}, donc la case entre eux contient "
               "{combos:or}.",
        "other": "Le 1 est en {one} et le 9 en {nine}, donc les {count} cases entre eux "
                 "contiennent {combos:or}, et les autres cases le reste.",
    }),
    "sandwich.places": "Le 1 peut encore être en {ones:or}, le 9 en {nines:or}.",
    "about.little-killer-sum": (
        "La flèche d'un little killer, dans la marge, suit une diagonale, et les chiffres "
        "de cette diagonale font le nombre écrit près de la flèche. Un chiffre peut s'y "
        "répéter, sauf entre cases d'un même bloc : trois cases d'un bloc qui font 6 "
        "contiennent 1, 2 et 3. Chaque case ne garde que les chiffres que le reste peut "
        "compléter jusqu'à la somme."
    ),
    "about.sandwich-ends": (
        "Un indice sandwich à côté d'une ligne ou d'une colonne est la somme des chiffres "
        "entre son 1 et son 9. Un 0 met le 1 et le 9 côte à côte, un 35 (tous les chiffres "
        "de 2 à 8) aux deux bouts ; sinon, les ensembles de chiffres qui font l'indice "
        "disent combien de cases les séparent, et le 1 et le 9 ne vont que là où cet écart "
        "tient."
    ),
    "about.sandwich-sum": (
        "Entre le 1 et le 9 d'un sandwich vont les chiffres d'un ensemble qui fait "
        "l'indice, hors du sandwich le reste. On essaie les places que le 1 et le 9 "
        "peuvent encore prendre : un chiffre ne reste dans une case que si une place et un "
        "ensemble l'y mettent."
    ),
    # ----- sommes de parité (engine/techniques/parity_sums.py) -------------------------
    "parity-sums": (
        "{technique} : on compte les chiffres impairs dans {house} face aux sommes autour, "
        "paires ou impaires (chaque zone fait 45, une flèche avec son cercle le double du "
        "cercle, un little killer son indice) : {effect}."
    ),
    "parity-sums.house": (
        "{house} contient cinq chiffres impairs et fait 45, un nombre impair."
    ),
    "parity-sums.arrow": (
        "{rule} : ses cases {cells:and} font le double du cercle, un nombre pair (pour une "
        "pilule, son dernier chiffre compte)."
    ),
    "parity-sums.diagonal-odd": "{rule} : sa diagonale fait {total}, un nombre impair.",
    "parity-sums.diagonal-even": "{rule} : sa diagonale fait {total}, un nombre pair.",
    "parity-sums.odd": (
        "Parmi les façons de placer les chiffres impairs dans {house}, seules celles où "
        "{cells:and} sont impairs respectent ces sommes."
    ),
    "parity-sums.even": (
        "Parmi les façons de placer les chiffres impairs dans {house}, seules celles où "
        "{cells:and} sont pairs respectent ces sommes."
    ),
    "parity-sums.nudge": (
        "Comptez les chiffres impairs dans {house} : les flèches et les little killers "
        "autour font des sommes paires ou impaires ({technique})."
    ),
    "about.parity-sums": (
        "La théorie des ensembles appliquée au pair et à l'impair. Une zone fait 45, un "
        "nombre impair, et contient cinq chiffres impairs. Le cercle et la tige d'une "
        "flèche font ensemble le double du cercle, un nombre pair ; la diagonale d'un "
        "little killer fait son indice. En additionnant ces sommes, les cases communes "
        "s'annulent : « la ligne 5 est impaire, ses deux flèches sont paires, donc ses "
        "trois autres cases ont un ou trois chiffres impairs ». Quand une zone n'a que "
        "quelques façons de placer ses chiffres impairs, les sommes en écartent."
    ),
    # ----- sommes de zone (engine/techniques/house_sums.py) ----------------------------
    "house-sums": (
        "{technique} : on remplit {house} en entier, chaque chiffre une fois, avec les "
        "flèches et les little killers qui la touchent (leurs cases hors de la zone font "
        "ce que leurs candidats permettent) : {effect}."
    ),
    "house-sums.element": "{rule} a {cells:and} dans cette zone.",
    "house-sums.left": (
        "Aucun remplissage de {house} qui respecte ces sommes ne met ces chiffres en "
        "{cells:and}."
    ),
    "house-sums.nudge": (
        "Remplissez {house} de tête avec les flèches et les little killers qui la "
        "touchent ({technique})."
    ),
    "about.house-sums": (
        "La théorie des ensembles dans une seule zone. Ses neuf cases ont chacune un "
        "chiffre de 1 à 9, une fois : les flèches et les little killers qu'elle contient "
        "se partagent ces chiffres. Deux flèches dans une ligne, deux fois a+b=c, ne "
        "laissent que trois chiffres aux autres cases. On essaie la zone entière avec "
        "chaque flèche et diagonale qui la touche ; un chiffre qu'aucun remplissage ne "
        "met dans une case en disparaît."
    ),
}

TECHNIQUE_NAMES = {
    "house-sums": "Sommes de zone",
    "parity-sums": "Sommes de parité",
    "little-killer-sum": "Somme du little killer",
    "sandwich-ends": "Bouts du sandwich",
    "sandwich-sum": "Somme du sandwich",
}
