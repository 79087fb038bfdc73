"""Thermomètres et flèches : leurs propres déductions, et l'indice commun des règles."""

MESSAGES = {
    # ----- an element by name, and the weak link it makes in a chain -----
    "chains.why.cage": "la seule autre place dans {cage} pour le {digit} qu'elle doit contenir",
    "forcing.rule-link": "{fact}, car {premise} et {rule} ne permet pas les deux.",
    "chains.why.cage-sum": "aucune combinaison restante de {cage} ne contient les deux",
    "forcing.cage-link": (
        "{fact}, car {premise} et aucune combinaison restante de {cage} ne contient les deux."
    ),
    "chains.why.innies-sum": (
        "les cases de {house} hors des cages qui y sont entières, {cells:and}, font"
        " {total}, et aucune combinaison restante ne contient les deux"
    ),
    "forcing.innies-link": (
        "{fact}, car {premise} et les cases de {house} hors des cages qui y sont "
        "entières, {cells:and}, font {total} sans combinaison restante avec les deux."
    ),
    "chains.why.rule": "{rule} ne permet pas les deux",
    "rule.thermometer": "le thermomètre en {cell}",
    "rule.arrow": "la flèche en {cell}",
    "rule.whispers": "la ligne de chuchotements en {cell}",
    "rule.renban": "la ligne renban en {cell}",
    "rule.palindrome": "le palindrome en {cell}",
    "rule.between-line": "la ligne entre en {cell}",
    "rule.region-sum-line": "la ligne de sommes par région en {cell}",
    "rule.extra-region": "la région supplémentaire en {cell}",
    "rule.diagonal": "la diagonale passant par {cell}",
    "rule.disjoint-groups": "les groupes disjoints",
    "verified-trial.rules-search": (
        "{technique} : supposons {assumption:que}. Une recherche ne trouve aucune façon "
        "de finir la grille qui respecte toutes les règles. Donc {conclusion} : {effect}."
    ),
    "verified-trial.rules-search.proof": (
        "Supposons {assumption:que} : toute façon de finir la grille enfreint une règle "
        "(thermomètre, flèche ou ligne) ou une unité."
    ),
    "rule-pointing": (
        "{technique} : {rule} doit contenir un {digit}, en {cells:or} ; une case qui les voit"
        " toutes ne peut pas valoir {digit} : {effect}."
    ),
    "rule-pointing.must-hold": (
        "{rule} doit contenir un {digit}, et seules {cells:or} peuvent le prendre."
    ),
    "rule-pointing.sees": (
        "Quelle que soit la case parmi {cells:or}, une case qui les voit toutes ne vaut pas "
        "{digit}."
    ),
    "about.rule-pointing": (
        "Une règle peut imposer un chiffre à sa ligne : un renban de cinq cases entre 3 et 9 "
        "contient 5, 6 et 7. Quand les cases qui peuvent prendre ce chiffre voient toutes une"
        " même case, celle-ci ne peut pas le contenir, comme pour le pointage depuis un bloc."
    ),
    "rule-step.nudge": "Cherchez {technique} à partir de {cell}.",
    "thermometer-bounds": (
        "{technique} : les chiffres montent le long du thermomètre depuis son bulbe en "
        "{bulb}, donc chaque case est au-dessus des cases d'avant et au-dessous des cases "
        "d'après : {effect}."
    ),
    "thermometer-bounds.slow": (
        "{technique} : les chiffres ne descendent jamais le long du thermomètre lent depuis "
        "son bulbe en {bulb}, donc aucune case n'est sous celle d'avant ni au-dessus de celle "
        "d'après : {effect}."
    ),
    "thermometer.above": (
        "{cell} vient après {before}, qui vaut au moins {low}, donc elle vaut plus de {low}."
    ),
    "thermometer.slow-above": (
        "{cell} vient après {before}, qui vaut au moins {low}, donc elle vaut {low} ou plus."
    ),
    "thermometer.below": (
        "{cell} vient avant {after}, qui vaut au plus {high}, donc elle vaut moins de {high}."
    ),
    "thermometer.slow-below": (
        "{cell} vient avant {after}, qui vaut au plus {high}, donc elle vaut {high} ou moins."
    ),
    "arrow-sum": (
        "{technique} : les chiffres de la flèche, {cells:and}, ont pour somme le chiffre de "
        "son cercle en {circle:and} ; ensemble, ils ne peuvent faire que {low} à {high} : "
        "{effect}."
    ),
    "arrow-sum.pill": (
        "{technique} : les chiffres de la flèche, {cells:and}, ont pour somme le nombre lu "
        "dans sa pilule, {circle:and} ; ensemble, ils ne peuvent faire que {low} à {high} : "
        "{effect}."
    ),
    "arrow.shaft-range": "Les cases de la flèche, {cells:and}, font entre {low} et {high}.",
    "arrow.circle-holds": "Donc le cercle {circle:and} contient {low} à {high}.",
    "arrow.pill-reads": "Donc la pilule {circle:and} se lit comme un nombre de {low} à {high}.",
    "arrow.cell-fits": (
        "Pour faire avec le reste de la flèche une somme que le cercle peut contenir, "
        "{cell} ne peut valoir que {digits:or}."
    ),
    "about.thermometer-bounds": (
        "Sur un thermomètre, les chiffres montent du bulbe vers le bout (sur un thermomètre "
        "lent, ils ne descendent jamais). Le bulbe est donc au plus aussi haut que les cases "
        "suivantes le permettent, le bout au moins aussi haut que les cases précédentes "
        "l'exigent : sur cinq cases, le bulbe vaut 1 à 5 et le bout 5 à 9, et chaque case ne "
        "garde que les chiffres entre les bornes de ses voisines."
    ),
    "about.arrow-sum": (
        "Les chiffres d'une flèche ont pour somme le chiffre de son cercle (ou le nombre lu "
        "dans sa pilule). Un chiffre peut se répéter sur une flèche si ses cases ne partagent "
        "ni ligne, ni colonne, ni bloc. Comparez ce que les cases de la flèche peuvent faire "
        "avec ce que le cercle peut contenir : chaque côté ne garde que les valeurs que "
        "l'autre peut atteindre."
    ),
}

TECHNIQUE_NAMES = {
    "rule-pointing": "Pointage de règle",
    "thermometer-bounds": "Bornes du thermomètre",
    "arrow-sum": "Somme de flèche",
    # The lines' rows (their words are in lines.py).
    "palindrome-mirror": "Miroir du palindrome",
    "whispers-range": "Plage des chuchotements",
    "renban-range": "Plage du renban",
    "between-line-bounds": "Bornes de la ligne entre",
    "renban-must-hold": "Chiffres obligés du renban",
    "region-sum-equal": "Sommes égales par région",
}
