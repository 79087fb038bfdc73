"""Ce qu'est chaque technique, en quelques phrases : le texte de sa page dans la
bibliothèque."""

_UR = (
    "Un rectangle unique, ce sont quatre cases sur deux lignes, deux colonnes et deux "
    "blocs qui pourraient toutes contenir les deux mêmes chiffres. Les deux chiffres "
    "pourraient alors s'échanger et la grille aurait deux solutions ; une vraie grille "
    "n'en a qu'une, donc un candidat doit briser le motif. "
)
_AR = (
    "Un rectangle évitable regarde quatre cases sur deux lignes, deux colonnes et deux "
    "blocs, dont certaines déjà remplies par le joueur (pas données). Si le rectangle se "
    "complétait de façon échangeable, les cases remplies pourraient s'échanger aussi, et "
    "la grille aurait deux solutions. "
)

ABOUT = {
    "about.full-house": (
        "Une unité (ligne, colonne ou bloc) n'a plus qu'une case vide. Le chiffre qui manque "
        "à l'unité y va. Le pas le plus facile de tous."
    ),
    "about.naked-single": (
        "Une case n'a plus qu'un candidat : tous les autres chiffres sont déjà dans sa "
        "ligne, sa colonne ou son bloc. Ce candidat est le chiffre de la case."
    ),
    "about.hidden-single": (
        "Dans une unité, un chiffre n'a plus qu'une case possible, même si cette case a "
        "d'autres candidats. Le chiffre va dans cette case."
    ),
    "about.locked-pair": (
        "Deux cases d'un bloc, sur une même ligne ou colonne, n'ont que les deux mêmes "
        "candidats. Les deux chiffres vont dans ces cases et quittent toutes les autres "
        "cases du bloc et de la ligne."
    ),
    "about.locked-triple": (
        "Trois cases d'un bloc, sur une même ligne ou colonne, n'ont que trois chiffres à "
        "elles trois. Ces chiffres y sont bloqués et quittent le reste du bloc et de la "
        "ligne."
    ),
    "about.locked-candidates-pointing": (
        "Dans un bloc, tous les candidats d'un chiffre sont sur une même ligne ou colonne. "
        "Le chiffre du bloc est sur cette ligne, donc il quitte les cases de la ligne hors "
        "du bloc."
    ),
    "about.locked-candidates-claiming": (
        "Dans une ligne ou une colonne, tous les candidats d'un chiffre sont dans un même "
        "bloc. Le chiffre de la ligne est dans ce bloc, donc il quitte les autres cases du "
        "bloc."
    ),
    "about.naked-pair": (
        "Deux cases d'une unité n'ont que les deux mêmes candidats. Ces deux chiffres vont "
        "dans ces deux cases, aucune autre case de l'unité ne peut les avoir."
    ),
    "about.hidden-pair": (
        "Dans une unité, deux chiffres ne peuvent aller que dans les deux mêmes cases. Ces "
        "cases prennent ces deux chiffres, et leurs autres candidats disparaissent."
    ),
    "about.naked-triple": (
        "Trois cases d'une unité n'ont que trois chiffres à elles trois (chaque case n'a "
        "pas forcément les trois). Les trois chiffres remplissent ces cases et quittent le "
        "reste de l'unité."
    ),
    "about.hidden-triple": (
        "Dans une unité, trois chiffres ne peuvent aller que dans les trois mêmes cases. "
        "Ces cases prennent ces chiffres, et leurs autres candidats disparaissent."
    ),
    "about.naked-quad": (
        "Quatre cases d'une unité n'ont que quatre chiffres à elles quatre. Ces chiffres "
        "remplissent les cases et quittent le reste de l'unité."
    ),
    "about.hidden-quad": (
        "Dans une unité, quatre chiffres ne peuvent aller que dans les quatre mêmes cases. "
        "Ces cases les prennent, et leurs autres candidats disparaissent."
    ),
    "about.x-wing": (
        "Sur deux lignes, un chiffre ne peut aller que dans les deux mêmes colonnes. Dans "
        "un sens ou dans l'autre, il occupe les deux colonnes sur ces lignes, donc il "
        "quitte le reste des deux colonnes. Idem en échangeant lignes et colonnes."
    ),
    "about.swordfish": (
        "Un X-Wing sur trois lignes : sur trois lignes, les candidats d'un chiffre ne sont "
        "que dans trois colonnes. Le chiffre quitte le reste de ces trois colonnes."
    ),
    "about.jellyfish": (
        "Un X-Wing sur quatre lignes : sur quatre lignes, les candidats d'un chiffre ne "
        "sont que dans quatre colonnes, donc il quitte le reste de ces colonnes."
    ),
    "about.remote-pair": (
        "Une chaîne de cases ayant toutes les deux mêmes candidats, chacune voyant la "
        "suivante. Les cases alternent entre les deux chiffres, donc une case qui voit deux "
        "bouts de parité opposée ne peut avoir aucun des deux."
    ),
    "about.bug-plus-1": (
        "Bivalue Universal Grave : chaque case non résolue a deux candidats, sauf une qui "
        "en a trois. Sans son troisième chiffre, la grille aurait deux solutions, donc la "
        "case vaut le chiffre présent trois fois dans ses unités."
    ),
    "about.skyscraper": (
        "Deux lignes ont un chiffre dans exactement deux cases, et un bout de chacune est "
        "dans la même colonne. L'un des deux autres bouts porte le chiffre, donc une case "
        "qui voit les deux ne peut pas l'avoir."
    ),
    "about.two-string-kite": (
        "Un chiffre a exactement deux places dans une ligne et deux dans une colonne, et un "
        "bout de chacune partage un bloc. L'un des deux bouts éloignés porte le chiffre, "
        "donc une case qui voit les deux le perd."
    ),
    "about.turbot-fish": (
        "Une chaîne de quatre candidats d'un chiffre : lien fort, lien faible, lien fort. "
        "Un des bouts porte le chiffre, donc une case qui voit les deux bouts ne le peut "
        "pas."
    ),
    "about.empty-rectangle": (
        "Dans un bloc, les candidats d'un chiffre sont sur une ligne et une colonne (un L "
        "ou une croix). Avec une ligne où le chiffre n'a que deux places, le chiffre quitte "
        "la case où la ligne ou colonne du bloc croise le bout éloigné."
    ),
    "about.w-wing": (
        "Deux cases aux mêmes candidats x et y, qui ne se voient pas, reliées par une ligne "
        "où y n'a que deux places, chacune vue par l'une des cases. L'une des deux cases "
        "vaut x, donc une case qui voit les deux ne peut pas valoir x."
    ),
    "about.xy-wing": (
        "Un pivot à candidats x et y voit deux pinces, xz et yz. Quel que soit le pivot, "
        "une pince vaut z, donc une case qui voit les deux pinces ne peut pas valoir z."
    ),
    "about.xyz-wing": (
        "Comme un XY-Wing, mais le pivot a x, y et z. L'une des trois cases vaut z, donc "
        "seule une case qui voit les trois perd le z."
    ),
    "about.unique-rectangle-1": _UR + (
        "Type 1 : trois coins n'ont que les deux chiffres ; le quatrième ne peut valoir "
        "aucun des deux."
    ),
    "about.unique-rectangle-2": _UR + (
        "Type 2 : deux coins partagent un candidat de plus, qui doit être dans l'un d'eux ; "
        "il quitte toute case qui voit les deux."
    ),
    "about.unique-rectangle-3": _UR + (
        "Type 3 : les candidats en plus de deux coins agissent comme une seule case et "
        "forment avec d'autres cases de leur unité un sous-ensemble nu."
    ),
    "about.unique-rectangle-4": _UR + (
        "Type 4 : dans l'unité de deux coins, l'un des chiffres doit aller dans ces coins, "
        "donc l'autre en sort."
    ),
    "about.unique-rectangle-5": _UR + (
        "Type 5 : les coins à candidat en plus partagent le même ; l'un d'eux l'a, donc les "
        "cases qui les voient tous ne peuvent pas l'avoir."
    ),
    "about.unique-rectangle-6": _UR + (
        "Type 6 : un chiffre de la paire forme un X-Wing sur le rectangle ; il va sur la "
        "diagonale qui évite le motif et quitte les deux autres coins."
    ),
    "about.hidden-rectangle": _UR + (
        "Rectangle caché : un coin n'a que la paire, et des liens forts d'un chiffre depuis "
        "le coin opposé y retirent l'autre chiffre."
    ),
    "about.avoidable-rectangle-1": _AR + (
        "Type 1 : trois coins sont remplis ; le quatrième ne peut pas prendre le chiffre "
        "qui compléterait l'échange."
    ),
    "about.avoidable-rectangle-2": _AR + (
        "Type 2 : deux coins vides partagent un candidat de plus, qui doit être dans l'un "
        "d'eux ; les cases qui voient les deux le perdent."
    ),
    "about.finned-x-wing": (
        "Un X-Wing avec une nageoire : une ligne a des candidats en plus dans le bloc d'un "
        "coin. Soit le X-Wing tient, soit la nageoire porte le chiffre, donc les cases que "
        "le X-Wing viderait et qui voient la nageoire perdent le chiffre."
    ),
    "about.sashimi-x-wing": (
        "Un X-Wing à nageoire auquel il manque un coin : la nageoire le remplace. Les cases "
        "vues par la nageoire dans la colonne vidée perdent le chiffre."
    ),
    "about.finned-swordfish": (
        "Un Swordfish avec des candidats en plus (une nageoire) dans un bloc. Si la nageoire "
        "ne porte pas le chiffre, le Swordfish tient ; les cases qu'il viderait et qui voient "
        "la nageoire perdent le chiffre."
    ),
    "about.sashimi-swordfish": (
        "Un Swordfish à nageoire auquel il manque un coin ; la nageoire le remplace, et les "
        "cases qui voient la nageoire dans les lignes vidées perdent le chiffre."
    ),
    "about.finned-jellyfish": (
        "Un Jellyfish (quatre lignes) avec une nageoire dans un bloc : les cases qu'il "
        "viderait et qui voient la nageoire perdent le chiffre."
    ),
    "about.sashimi-jellyfish": (
        "Un Jellyfish à nageoire auquel il manque un coin : les cases qui voient la nageoire "
        "dans les lignes vidées perdent le chiffre."
    ),
    "about.wxyz-wing": (
        "Quatre cases n'ayant que quatre chiffres à elles quatre, où pour chaque chiffre "
        "sauf z tous les candidats du motif se voient. Sans z, les quatre cases ne "
        "pourraient pas être remplies, donc l'une vaut z : une case qui voit chaque z du "
        "motif ne peut pas valoir z."
    ),
    "about.sue-de-coq": (
        "Deux ou trois cases au croisement d'un bloc et d'une ligne ont plus de chiffres "
        "que de cases. Certains de ces chiffres vont dans la partie bloc, les autres dans "
        "la partie ligne, ce qui les retire des autres cases du bloc et de la ligne."
    ),
    "about.simple-colours-trap": (
        "On colore la chaîne des paires conjuguées d'un chiffre (unités où il a exactement "
        "deux places) en deux couleurs alternées. Une couleur est vraie ; une case qui "
        "voit les deux couleurs ne peut pas avoir le chiffre."
    ),
    "about.simple-colours-wrap": (
        "On colore les paires conjuguées d'un chiffre en deux couleurs alternées. Si deux "
        "cases de même couleur se voient, cette couleur est fausse : chacune de ses cases "
        "perd le chiffre."
    ),
    "about.multi-colours-1": (
        "Deux chaînes de couleurs séparées d'un même chiffre. Quand une couleur de l'une "
        "voit les deux couleurs de l'autre, elle est fausse et chacune de ses cases perd "
        "le chiffre."
    ),
    "about.multi-colours-2": (
        "Deux chaînes de couleurs séparées d'un même chiffre, une couleur de chacune se "
        "voyant : l'une des deux autres couleurs est vraie, donc une case qui voit les "
        "deux perd le chiffre."
    ),
    "about.x-chain": (
        "Une chaîne d'un chiffre alternant liens forts (unité à deux places) et liens "
        "faibles. Un des bouts porte le chiffre, donc une case qui voit les deux bouts ne "
        "peut pas l'avoir."
    ),
    "about.xy-chain": (
        "Une chaîne de cases à deux candidats, chacune partageant un chiffre avec la "
        "suivante. Si la première ne vaut pas z, la dernière le vaut, donc une case qui "
        "voit les deux bouts ne peut pas valoir z."
    ),
    "about.nice-loop": (
        "Une chaîne d'inférences alternées (AIC) de candidats : si l'un est faux, le "
        "suivant est vrai, et ainsi de suite. Une chaîne dont les deux bouts portent le "
        "même chiffre, ou une boucle fermée, prouve des candidats faux là où les liens se "
        "rencontrent."
    ),
    "about.grouped-nice-loop": (
        "Une chaîne d'inférences alternées dont les maillons peuvent aussi être des groupes "
        "de cases (les places d'un chiffre dans un bloc le long d'une ligne) ; elle va plus "
        "loin qu'une chaîne simple."
    ),
    "about.als-xz": (
        "Deux ensembles presque verrouillés (n cases pour n+1 chiffres) partagent un chiffre "
        "commun restreint x, qui ne peut être que dans l'un. Alors un chiffre z des deux "
        "ensembles est dans l'un d'eux ; les cases qui voient chaque z des deux le perdent."
    ),
    "about.als-xy-wing": (
        "Trois ensembles presque verrouillés, un pivot relié aux deux autres par des communs "
        "restreints. Comme dans un XY-Wing, l'un des ensembles extérieurs porte z ; les "
        "cases qui voient tous leurs z le perdent."
    ),
    "about.als-chain": (
        "Une chaîne d'ensembles presque verrouillés reliés par des communs restreints : l'un "
        "des deux ensembles du bout porte z, donc une case qui voit chaque z des deux bouts "
        "le perd."
    ),
    "about.death-blossom": (
        "Une case tige avec un pétale (un ensemble presque verrouillé) pour chacun de ses "
        "candidats. Quelle que soit la tige, un pétale se verrouille, et tous partagent un "
        "chiffre z : z est dans les pétales et quitte les cases qui les voient tous."
    ),
    "about.forcing-chain": (
        "On suppose un candidat, on suit pas à pas ce qu'il impose, et on arrive à une "
        "contradiction, ou à la même conclusion depuis chaque choix d'une case ou d'une "
        "unité. Ce qui tient dans tous les cas est vrai."
    ),
    "about.forcing-net": (
        "Une chaîne forcée qui se ramifie : un pas peut demander deux pas précédents à "
        "la fois. Assez forte pour les grilles les plus dures, et la preuve se parcourt "
        "ligne par ligne."
    ),
    "about.verified-trial": (
        "Le dernier recours : on essaie un candidat et on le suit jusqu'à une "
        "contradiction, chaque règle vérifiée. L'assistant ne l'utilise que lorsqu'aucune "
        "technique de l'échelle ne s'applique, et il le dit."
    ),
}
