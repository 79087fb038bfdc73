"""Français : les cages du Killer, leurs combinaisons, la règle des 45 et les cages cachées.

Une cage porte son article, comme une unité : « la cage de 13 en r1c4 »."""

MESSAGES: dict[str, object] = {
    "cage-combinations": (
        "{technique} : {cage} demande {total} en {count:word} cases : {combos}. Aucune ne "
        "contient {digits:or}, donc {effect}."
    ),
    "cage-combinations.nudge": "Regardez les combinaisons de {cage}.",
    "cage-combinations.many": (
        "{technique} : {count} cages n'admettent chacune que les chiffres de leurs "
        "combinaisons, donc {effect}."
    ),
    "cage-combinations.many.nudge": "Regardez les combinaisons de la somme de chaque cage.",
    "cage-combinations.cage": "Pour {cage} : {combos}, donc pas de {digits:or}.",
    "cage-combinations.cage-rest": (
        "Pour {cage}, dont les cases libres font {total} : {combos}, donc pas de {digits:or}."
    ),
    "cage.placed": (
        "{cells:and} dans {cage} portent déjà {digits:and}, ses {count} autres cases font "
        "donc {total}."
    ),
    "cage.combinations": "{total} en {count} chiffres différents : {combos}.",
    "cage.none-has": (
        "Aucune combinaison ne contient {digits:or}, donc {cells:and} non plus."
    ),
    "cage-combination-elimination": (
        "{technique} : des façons de faire {total} dans les {count} cases libres de {cage}, "
        "seules {combos} vont avec les candidats, donc {effect}."
    ),
    "cage-combination-elimination.nudge": (
        "Confrontez les combinaisons de {cage} à ses candidats."
    ),
    "cage.combo-missing": (
        "{combo} est exclue : aucune case de la cage ne peut plus porter {digits:or}."
    ),
    "cage.combo-no-room": "{combo} est exclue : {cell} ne peut porter aucun de ses chiffres.",
    "cage.combo-crowded": (
        "{combo} est exclue : {cells:and} n'en pourraient prendre que {digits:and}, trop peu "
        "pour {count} cases."
    ),
    "cage.cell-fits": "Avec {combos:or} restantes, {cell} ne peut valoir que {digits:or}.",
    "cage-pointing": (
        "{technique} : toutes les combinaisons restantes de {cage} ({combos}) contiennent le "
        "{digit}, la cage porte donc un {digit}, en {cells:or} ; ces cases sont toutes dans "
        "{houses:and}, donc {effect}."
    ),
    "cage-pointing.nudge": "Cherchez un chiffre que {cage} doit contenir.",
    "cage.every-combo-has": (
        "Toutes les combinaisons restantes de {cage}, {combos}, contiennent le {digit}."
    ),
    "cage.digit-places": "Dans {cage}, le {digit} ne peut aller qu'en {cells:or}.",
    "cage.places-share": (
        "Ces cases sont aussi dans {houses:and} : aucune autre case là ne peut valoir {digit}."
    ),
    "rule-of-45.innies": (
        "{technique} : {region} fait {whole}, donc les cases hors des cages entièrement "
        "dedans, {cells:and}, font {total} : {effect}."
    ),
    "rule-of-45.outies": (
        "{technique} : les cages qui entrent dans {region} font {whole} plus {total}, donc "
        "les cases qui dépassent, {cells:and}, font {total} : {effect}."
    ),
    "rule-of-45.nudge": "Additionnez les cages de {region}.",
    "rule-of-45-houses.nudge": "Additionnez ensemble les cages de {region}.",
    "innie-outie-difference": (
        "{technique} : par la règle des 45 sur {region}, {bigger} vaut {difference} de plus "
        "que {smaller} : {effect}."
    ),
    "innie-outie-difference.equal": (
        "{technique} : par la règle des 45 sur {region}, {bigger} et {smaller} sont égales : "
        "{effect}."
    ),
    "innie-outie-difference.nudge": "Comparez ce qui entre dans {region} et ce qui en sort.",
    "rule-of-45.none-inside": "Aucune cage n'est entièrement dans {region}.",
    "rule-of-45.inside": "Entièrement dans {region} : {cages:and}, qui font {total}.",
    "rule-of-45.reaching": "Les cages qui entrent dans {region} : {cages:and}, qui font {total}.",
    "rule-of-45.split": (
        "{cage} fait {total}, et les cages entièrement dans {region} font {inside}."
    ),
    "rule-of-45.innies-sum": (
        "{region} fait {whole}, donc {cells:and}, hors de ces cages, font {total}."
    ),
    "rule-of-45.outies-sum": (
        "{region} fait {whole}, donc {cells:and}, en dehors, font {total}."
    ),
    "rule-of-45.difference": (
        "Ainsi {region} porte {innie} à la place de {outie} : {bigger} vaut {difference} de "
        "plus que {smaller}."
    ),
    "sum.placed": "{cells:and} portent déjà {digits:and} ; {rest:and} font le reste.",
    "sum.may-repeat": (
        "{cells:and} ne partagent pas toutes une unité : un chiffre peut s'y répéter."
    ),
    "why-not.cage-sum": (
        "Aucune combinaison pouvant encore faire la somme de {cage} ne contient {digit}, donc "
        "{cell} ne peut pas valoir {digit}."
    ),
    "sum.combos": "Avec leurs candidats, {total} ne peut s'écrire que {combos}.",
    "sum.combos-more": (
        "Avec leurs candidats, {total} peut s'écrire {combos}, et de {more} autres façons."
    ),
    "sum.cell-fits": "Donc {cell} ne peut valoir que {digits:or}.",
    "sum.cell-is": "Donc {cell} vaut {digit}.",
    "hidden-cage": (
        "{technique} : {left}, {cells:and}, font {total} et partagent une unité : une cage à "
        "part entière, {combos}. Chacune contient le {digit}, qui ne peut aller qu'en "
        "{places:or}, donc {effect}."
    ),
    "hidden-cage.nudge": "Traitez ce que laisse {region} comme une cage.",
    "hidden-cage.innies": "les cases restantes de {region}",
    "hidden-cage.outies": "les cases qui dépassent de {region}",
    "hidden-cage.digit-places": "Là, le {digit} ne peut aller qu'en {cells:or}.",
    "hidden-cage.a-cage": (
        "Elles partagent une unité : c'est une cage de {total} en {count} cases : {combos}."
    ),
    "about.cage-combinations": (
        "Les cases d'une cage portent des chiffres différents dont la somme est celle de la "
        "cage, et seuls certains ensembles conviennent : 13 en deux cases, c'est 4+9, 5+8 "
        "ou 6+7. Un chiffre d'aucun de ces ensembles, ici 1, 2 ou 3, ne peut aller dans la "
        "cage."
    ),
    "about.cage-combination-elimination": (
        "Confrontez chaque combinaison d'une cage aux candidats de ses cases : une "
        "combinaison qui demande un chiffre qu'aucune case ne peut plus porter, ou dont les "
        "chiffres ne trouvent pas chacun leur case, est exclue. Un candidat qu'aucune "
        "combinaison restante ne donne à sa case disparaît."
    ),
    "about.cage-pointing": (
        "Quand toutes les combinaisons restantes d'une cage contiennent un chiffre, la cage "
        "le porte. Si ses cases qui peuvent le prendre sont toutes dans une même ligne, "
        "colonne ou bloc, aucune autre case de cette unité ne le peut, comme pour une paire "
        "pointante."
    ),
    "about.rule-of-45": (
        "Chaque ligne, colonne et bloc fait 45. Otez les cages entièrement dedans : les "
        "cases restantes (les « innies ») font le reste ; ou additionnez les cages qui y "
        "entrent : les cases qui dépassent (les « outies ») font l'excédent. Une seule case "
        "est alors connue ; plusieurs forment une somme."
    ),
    "about.hidden-cage": (
        "Les innies ou outies d'une unité qui partagent une unité forment une cage non "
        "dessinée, de somme connue : ses combinaisons jouent comme celles d'une vraie cage, "
        "et un chiffre qu'elles contiennent toutes quitte le reste de l'unité commune."
    ),
    "about.rule-of-45-houses": (
        "La règle des 45 sur deux ou trois lignes, colonnes ou blocs voisins à la fois : 90 "
        "ou 135 moins les cages entièrement dedans. Les cases restantes ne partagent pas "
        "forcément une unité : un chiffre peut s'y répéter."
    ),
    "about.innie-outie-difference": (
        "Comptez en entier une cage qui dépasse d'une unité : s'il reste un innie et un "
        "outie, la règle des 45 dit de combien l'un dépasse l'autre, ce qui limite les deux."
    ),
}

TECHNIQUE_NAMES = {
    "cage-combinations": "Combinaisons de cage",
    "cage-combination-elimination": "Combinaisons contre candidats",
    "cage-pointing": "Cage pointante",
    "rule-of-45": "Règle des 45",
    "hidden-cage": "Cage cachée",
    "rule-of-45-houses": "Règle des 45 (plusieurs unités)",
    "innie-outie-difference": "Différence innie-outie",
}
