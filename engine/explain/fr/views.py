"""Français : les indices au bord d'une ligne ou d'une colonne, lus depuis leur côté :
X-sommes et gratte-ciel."""

MESSAGES: dict[str, object] = {
    "rule.x-sum.left": "la X-somme {number} de {line} (depuis la gauche)",
    "rule.x-sum.right": "la X-somme {number} de {line} (depuis la droite)",
    "rule.x-sum.top": "la X-somme {number} de {line} (depuis le haut)",
    "rule.x-sum.bottom": "la X-somme {number} de {line} (depuis le bas)",
    "rule.skyscraper.left": "le gratte-ciel {number} de {line} (depuis la gauche)",
    "rule.skyscraper.right": "le gratte-ciel {number} de {line} (depuis la droite)",
    "rule.skyscraper.top": "le gratte-ciel {number} de {line} (depuis le haut)",
    "rule.skyscraper.bottom": "le gratte-ciel {number} de {line} (depuis le bas)",
    "x-sum-reading": (
        "{technique} : {clue} est la somme des X premiers chiffres, X étant le premier. "
        "X ne peut être que {firsts:or} (X chiffres différents, dont X, font {total}), donc "
        "{effect}."
    ),
    "x-sum-combinations": (
        "{technique} : pour {clue}, le premier chiffre ne peut plus être que "
        "{firsts:or}, et chacun ne laisse aux premières cases que quelques ensembles de "
        "chiffres qui conviennent, donc {effect}."
    ),
    "x-sum.none": (
        "Avec {x} en premier, aucun ensemble de {x} chiffres différents, dont {x}, ne fait "
        "{total} en tenant dans les cases de {line}."
    ),
    "x-sum.sets": "Avec {x} en {cell}, les {x} premières cases contiennent {combos:or}.",
    "skyscraper-reading.first": (
        "{technique} : {clue} voit un seul immeuble, et la première case se voit "
        "toujours, donc le 9 est en premier : {effect}."
    ),
    "skyscraper-reading": (
        "{technique} : {clue} voit {count} immeubles, chacun plus haut que tous "
        "ceux d'avant. La première case vaut au plus {most} et chaque case "
        "suivante au plus un de plus, sinon il reste trop peu de chiffres plus "
        "hauts à voir : {effect}."
    ),
    "skyscraper-count": (
        "{technique} : parmi les façons de remplir encore {line}, seules celles qui "
        "montrent {count} chiffres respectent {clue}, et aucune ne met ces chiffres ici : "
        "{effect}."
    ),
    "skyscraper.nine": (
        "Le 9 se voit toujours et cache tout ce qui est derrière : il ne peut être qu'en "
        "{cells:or}."
    ),
    "about.x-sum-reading": (
        "Une X-somme au bord d'une ligne ou d'une colonne est la somme de ses X premiers "
        "chiffres depuis ce côté, X étant le premier chiffre. Un 3 en premier : les trois "
        "premiers chiffres font l'indice ; un indice de 1 demande un 1 en premier. Seuls "
        "restent les premiers chiffres dont les X chiffres différents peuvent faire "
        "l'indice."
    ),
    "about.x-sum-combinations": (
        "Pour chaque premier chiffre X encore possible, on liste les ensembles de X "
        "chiffres différents, dont X, qui font l'indice et tiennent dans les X premières "
        "cases, comme pour une cage. Les premières cases ne gardent que les chiffres de ces "
        "ensembles, et un chiffre présent dans tous quitte les cases suivantes."
    ),
    "about.skyscraper-reading": (
        "Un indice de gratte-ciel compte les chiffres vus depuis son côté, un chiffre plus "
        "haut cachant tous les plus petits derrière lui. Avec un indice N, la première case "
        "vaut au plus 10 - N et chaque case suivante au plus un de plus ; le 9 se voit "
        "toujours, il n'est donc pas avant la N-ième case. Un 1 met le 9 en premier, un 9 "
        "veut dire 1 à 9 dans l'ordre."
    ),
    "about.skyscraper-count": (
        "Quand les bornes ne disent plus rien, on compte : où peuvent aller le 9 et les "
        "grands chiffres ? Chaque case ne garde que les chiffres qu'un remplissage de la "
        "ligne montrant exactement le nombre de l'indice y met."
    ),
}

TECHNIQUE_NAMES = {
    "x-sum-reading": "Lecture de la X-somme",
    "x-sum-combinations": "Combinaisons de la X-somme",
    "skyscraper-reading": "Lecture du gratte-ciel",
    "skyscraper-count": "Décompte du gratte-ciel",
}
