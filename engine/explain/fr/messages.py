"""Français : les textes de toutes les techniques, par famille comme dans engine/explain/en/.

Vocabulaire des sites de sudoku francophones : candidat, ligne, colonne, bloc,
singleton nu, singleton caché, paire nue ; les noms avancés restent souvent anglais
(X-Wing, Swordfish, AIC). Les unités portent leur article (« la ligne 5 »), d'où
« dans {house} » et jamais « de {house} ».
"""

from ..render import Plural

_SWAP = "les deux chiffres pourraient s'échanger et la grille aurait deux solutions"
_UR_NAMES = {
    "unique-rectangle-1": "un rectangle unique de type 1",
    "unique-rectangle-2": "un rectangle unique de type 2",
    "unique-rectangle-3": "un rectangle unique de type 3",
    "unique-rectangle-4": "un rectangle unique de type 4",
    "unique-rectangle-5": "un rectangle unique de type 5",
    "unique-rectangle-6": "un rectangle unique de type 6",
    "hidden-rectangle": "un rectangle caché",
    "avoidable-rectangle-1": "un rectangle évitable de type 1",
    "avoidable-rectangle-2": "un rectangle évitable de type 2",
}
_FISH = {"x-wing": "X-Wing", "swordfish": "Swordfish", "jellyfish": "Jellyfish"}
_SUBSETS = {
    "naked-pair": "une paire nue",
    "naked-triple": "un triplet nu",
    "naked-quad": "un quadruplet nu",
    "hidden-pair": "une paire cachée",
    "hidden-triple": "un triplet caché",
    "hidden-quad": "un quadruplet caché",
    "locked-pair": "une paire verrouillée",
    "locked-triple": "un triplet verrouillé",
    "locked-quad": "un quadruplet verrouillé",
}

MESSAGES: dict[str, object] = {
    # ----- commun ---------------------------------------------------------------------
    "line": "{fact} : {why}",
    "effect.more": "{shown} et {more} de plus",
    # ----- singletons -----------------------------------------------------------------
    "full-house": (
        "Dernière case libre : {cell} est la seule case vide restante dans {house}, et {digit} "
        "est le seul chiffre qui y manque, donc {cell}={digit}."
    ),
    "full-house.nudge": "Cherchez une dernière case libre dans {house}.",
    "naked-single": (
        "Singleton nu : {cell} ne peut valoir que {digit}, car {why}, donc {cell}={digit}."
    ),
    "naked-single.seen-in-row-column-box": (
        "tous les autres chiffres figurent déjà dans sa ligne, sa colonne ou son bloc"
    ),
    "naked-single.seen-in-row-column-region": (
        "tous les autres chiffres figurent déjà dans sa ligne, sa colonne ou sa région"
    ),
    "naked-single.seen-in-houses": (
        "tous les autres chiffres figurent déjà dans l'une de ses unités"
    ),
    "naked-single.seen-in-row-column-box.or-ruled-out": (
        "tous les autres chiffres figurent déjà dans sa ligne, sa colonne ou son bloc, ou y "
        "ont été éliminés"
    ),
    "naked-single.seen-in-row-column-region.or-ruled-out": (
        "tous les autres chiffres figurent déjà dans sa ligne, sa colonne ou sa région, ou y "
        "ont été éliminés"
    ),
    "naked-single.seen-in-houses.or-ruled-out": (
        "tous les autres chiffres figurent déjà dans l'une de ses unités, ou y ont été "
        "éliminés"
    ),
    "naked-single.nudge": "Cherchez un singleton nu dans {house}.",
    "hidden-single": (
        "Singleton caché : dans {house}, le {digit} ne peut aller qu'en {cell}, donc "
        "{cell}={digit}."
    ),
    "hidden-single.nudge": "Cherchez un singleton caché dans {house}.",
    # ----- candidats verrouillés ------------------------------------------------------
    "locked-candidates": (
        "{technique} : dans {base}, le {digit} ne peut aller qu'en {cells:and}, {count:both} "
        "dans {cover}. Quelle que soit celle qui porte le {digit}, aucune autre case dans "
        "{cover} ne le peut, donc {effect}."
    ),
    "intersections.confined": "Dans {base}, le {digit} ne peut aller qu'en {cells:or}.",
    "intersections.shared": (
        "Ces cases sont aussi dans {cover} : le {digit} dans {cover} se trouve donc là."
    ),
    "locked-candidates-pointing.nudge": (
        "Cherchez des candidats verrouillés (pointage) dans {base}."
    ),
    "locked-candidates-claiming.nudge": (
        "Cherchez des candidats verrouillés (bloc-ligne) dans {base}."
    ),
    # ----- sous-ensembles -------------------------------------------------------------
    "naked-subset": (
        "{technique} {digits:set} en {cells} : ces {count:word} cases dans {house} n'ont à "
        "elles toutes que les candidats {digits:and}, elles prennent donc {count:all} chiffres "
        "et aucune autre case dans {house} ne peut valoir {digits:or} : {effect}."
    ),
    "hidden-subset": (
        "{technique} {digits:set} en {cells} : dans {house}, les chiffres {digits:and} ne "
        "tiennent que dans ces {count:word} cases, qui doivent donc les contenir et rien "
        "d'autre : {effect}."
    ),
    "locked-subset": (
        "{technique} {digits:set} en {cells} : ces {count:word} cases, à la fois dans "
        "{houses:and}, n'ont à elles toutes que {digits:and}, donc aucune autre case de ces "
        "deux unités ne peut valoir {digits:or} : {effect}."
    ),
    "subsets.cell-can-be": "{cell} ne peut valoir que {digits:or}.",
    "subsets.digit-goes": "Dans {house}, le {digit} ne peut aller qu'en {cells:or}.",
    **{f"{tid}.nudge": f"Cherchez {name} dans {{house}}." for tid, name in _SUBSETS.items()},
    # ----- poissons -------------------------------------------------------------------
    "fish": (
        "{technique} sur le {digit} : dans {bases}, le {digit} ne peut aller que dans "
        "{covers} ; quelle que soit la façon dont les {count:word} {lines} placent leur "
        "{digit}, {covers} reçoivent le leur depuis {bases} : {effect}."
    ),
    "finned-fish": Plural(
        "fins",
        {
            "one": (
                "{technique} sur le {digit} : dans {bases}, le {digit} ne peut aller que dans "
                "{covers}, sauf la nageoire {fin_cells} dans {box}. Que la nageoire soit le "
                "{digit} ou que le {fish} tienne, le {digit} est exclu de {targets:and} : "
                "{effect}."
            ),
            "other": (
                "{technique} sur le {digit} : dans {bases}, le {digit} ne peut aller que dans "
                "{covers}, sauf les nageoires {fin_cells:and} dans {box}. Qu'une nageoire soit "
                "le {digit} ou que le {fish} tienne, le {digit} est exclu de {targets:and} : "
                "{effect}."
            ),
        },
    ),
    "fish.rows": "lignes",
    "fish.columns": "colonnes",
    "fish.base": "Dans {house}, le {digit} ne peut aller qu'en {cells:or}.",
    "fish.sashimi": Plural(
        "count",
        {
            "one": (
                "Un seul {digit} dans {thin} se trouve dans {covers} : sans {fins}, le motif "
                "ne serait pas un poisson."
            ),
            "other": (
                "Dans {thin}, chacune n'a qu'un {digit} dans {covers} : sans {fins}, le motif "
                "ne serait pas un poisson."
            ),
        },
    ),
    "fish.the-fins": Plural("count", {"one": "sa nageoire", "other": "ses nageoires"}),
    "fish.fins-false": Plural(
        "fins",
        {
            "one": (
                "Si la nageoire ne vaut pas {digit}, c'est {fish_article} : {covers} reçoivent "
                "leur {digit} depuis {bases} et de nulle part ailleurs."
            ),
            "other": (
                "Si aucune nageoire ne vaut {digit}, c'est {fish_article} : {covers} reçoivent "
                "leur {digit} depuis {bases} et de nulle part ailleurs."
            ),
        },
    ),
    "fish.fin-true": Plural(
        "fins",
        {
            "one": "Si la nageoire vaut {digit}, aucune autre case dans {box} ne vaut {digit}.",
            "other": (
                "Si l'une des nageoires vaut {digit}, aucune autre case dans {box} ne vaut "
                "{digit}."
            ),
        },
    ),
    "fish.either-way": (
        "Dans les deux cas, les cases dans {box} et dans {box_covers}, mais pas dans {bases}, "
        "ne peuvent pas valoir {digit} : {effect}."
    ),
    **{f"fish.a.{fish}": f"un {name}" for fish, name in _FISH.items()},
    **{
        f"{kind}{fish}.nudge": f"Cherchez un {prefix}{name} sur le {{digit}} en {{lines}}."
        for fish, name in _FISH.items()
        for kind, prefix in (("", ""), ("finned-", "Finned "), ("sashimi-", "Sashimi "))
    },
    # ----- chaînes courtes sur un chiffre ----------------------------------------------
    "single-digit-chain": (
        "{technique} {eureka} : {a} et {b} sont les seules places du {digit} dans {first}, "
        "{c} et {e} les seules dans {second} ; {b} et {c} partagent {middle} et ne peuvent "
        "donc pas valoir {digit} toutes deux. Donc {a} ou {e} vaut {digit}, et une case qui "
        "voit les deux ne peut pas valoir {digit} : {effect}."
    ),
    "empty-rectangle": (
        "{technique} {eureka} : dans {box}, le {digit} ne peut aller qu'en {box_cells:and}, "
        "toutes dans {row} ou {column} ; {start} et {far} sont les seules places du {digit} "
        "dans {pair}. Donc {far} ou {kept} vaut {digit}, et une case qui voit les deux ne "
        "peut pas valoir {digit} : {effect}."
    ),
    "empty-rectangle.group": (
        "{technique} {eureka} : dans {box}, le {digit} ne peut aller qu'en {box_cells:and}, "
        "toutes dans {row} ou {column} ; {start} et {far} sont les seules places du {digit} "
        "dans {pair}. Donc {far} ou l'une de {kept:and} vaut {digit}, et une case qui les "
        "voit toutes ne peut pas valoir {digit} : {effect}."
    ),
    "single-digit.first": (
        "Si {start} ne vaut pas {digit}, {end} vaut {digit} : ce sont les seules places du "
        "{digit} dans {house}."
    ),
    "single-digit.weak": (
        "Alors {end} ne vaut pas {digit}, car elle partage {house} avec {start}."
    ),
    "single-digit.weak.group": (
        "Alors aucune de {cells:and} ne vaut {digit}, car elles partagent {house} avec {start}."
    ),
    "single-digit.strong": (
        "Alors {end} vaut {digit} : la seule autre place du {digit} dans {house}."
    ),
    "single-digit.ends": (
        "Donc {first} ou {last} vaut {digit}, et une case qui voit les deux ne peut pas valoir "
        "{digit} : {effect}."
    ),
    "empty-rectangle.box": (
        "Dans {box}, le {digit} ne peut aller qu'en {cells:and}, toutes dans {row} ou {column}."
    ),
    "empty-rectangle.kept": (
        "Le {digit} dans {box} est donc dans {house} : {cell} vaut {digit}."
    ),
    "empty-rectangle.kept.group": (
        "Le {digit} dans {box} est donc dans {house} : l'une de {cells:and} vaut {digit}."
    ),
    "empty-rectangle.ends.group": (
        "Donc {first} ou l'une de {cells:and} vaut {digit}, et une case qui les voit toutes ne "
        "peut pas valoir {digit} : {effect}."
    ),
    "skyscraper.nudge": "Cherchez un Skyscraper sur le {digit} en {lines}.",
    "two-string-kite.nudge": "Cherchez un 2-String Kite sur le {digit}.",
    "turbot-fish.nudge": "Cherchez un Turbot Fish sur le {digit}.",
    "empty-rectangle.nudge": "Cherchez un rectangle vide sur le {digit} dans {box}.",
    # ----- ailes ----------------------------------------------------------------------
    "xy-wing": (
        "{technique} : le pivot {pivot} {pivot_digits:set} voit les pinces {a} {a_digits:set} "
        "et {b} {b_digits:set}. Quelle que soit la valeur de {pivot} ({x} ou {y}), l'une des "
        "pinces vaut {z}, donc une case qui voit les deux pinces ne peut pas valoir {z} : "
        "{effect}."
    ),
    "xyz-wing": (
        "{technique} : le pivot {pivot} {pivot_digits:set} voit les pinces {a} {a_digits:set} "
        "et {b} {b_digits:set}. Quelle que soit la valeur de {pivot}, l'une des trois cases "
        "vaut {z}, donc une case qui voit les trois ne peut pas valoir {z} : {effect}."
    ),
    "w-wing": (
        "{technique} : {a} et {b} n'ont que {digits:and} et ne se voient pas ; dans {house}, "
        "le {x} ne peut aller qu'en {c} ou {d}, qui voient {a} et {b}. Donc {a} ou {b} vaut "
        "{y}, et une case qui voit les deux ne peut pas valoir {y} : {effect}."
    ),
    "remote-pair": (
        "{technique} {digits:set} : {cells:and} n'ont chacune que {digits:and} et chacune voit "
        "la suivante, donc leurs chiffres alternent le long de la chaîne. Deux cases séparées "
        "par un nombre impair de pas contiennent un {x} et un {y}, et une case qui voit les "
        "deux ne peut valoir aucun des deux : {effect}."
    ),
    "wxyz-wing": (
        "{technique} : {cells:and} n'ont à elles toutes que {digits:set}. Chacun de "
        "{others:and} ne tient que dans une seule d'entre elles, donc le {z} va en "
        "{holders:or}, et une case qui les voit toutes ne peut pas valoir {z} : {effect}."
    ),
    "wings.if-not": "Si {cell} ne vaut pas {digit}, elle vaut {other} : son seul autre candidat.",
    "wings.sees": "Alors {cell} ne vaut pas {digit}, car elle voit {other}.",
    "wings.cell-is": "Donc {cell} vaut {digit} : son seul autre candidat.",
    "wings.house-is": "Donc {cell} vaut {digit} : la seule autre place du {digit} dans {house}.",
    "wings.ends": (
        "Donc {first} ou {last} vaut {digit}, et une case qui voit les deux ne peut pas valoir "
        "{digit} : {effect}."
    ),
    "wings.cell-holds": "{cell} ne peut valoir que {digits:or}.",
    "wings.case": "Si {pivot} vaut {digit}, {pincer} ne vaut pas {digit}, donc elle vaut {z}.",
    "wings.case.self": "Sinon {pivot} vaut elle-même {z}.",
    "wings.sees-all": (
        "Une case qui voit toutes les cases {cells:and} ne peut pas valoir {z} : {effect}."
    ),
    "wings.at-most-once": (
        "Le {digit} tient dans une seule d'entre elles au plus : les cases qui l'ont se voient."
    ),
    "wings.four-digits": (
        "Quatre cases demandent quatre chiffres, donc le {z} va en {holders:or}."
    ),
    "remote-pair.so": (
        "Donc deux cases de la chaîne séparées par un nombre impair de pas, comme {first} et "
        "{second}, contiennent un {x} et un {y}, et une case qui voit les deux ne peut valoir "
        "aucun des deux : {effect}."
    ),
    "xy-wing.nudge": "Cherchez un XY-Wing dont le pivot est dans {box}.",
    "xyz-wing.nudge": "Cherchez un XYZ-Wing dont le pivot est dans {box}.",
    "w-wing.nudge": "Cherchez un W-Wing sur {digits:set}.",
    "remote-pair.nudge": "Cherchez une Remote Pair sur {digits:set}.",
    "wxyz-wing.nudge": "Cherchez un WXYZ-Wing sur {digits:set}.",
    # ----- unicité --------------------------------------------------------------------
    "unique-rectangle-1": (
        "{technique} sur {digits:set} : {floor}. Si {target} n'avait aussi qu'eux, " + _SWAP
        + ", donc {target} prend l'un de ses autres chiffres : {effect}."
    ),
    "unique-rectangle.extra": (
        "{technique} sur {digits:set} : {floor}, et {roof:and} seulement {roof_digits:and}. "
        "Si le {digit} n'est pas en {roof:or}, " + _SWAP + ", donc une case qui les voit "
        "{count:both} ne peut pas valoir {digit} : {effect}."
    ),
    "unique-rectangle-3": (
        "{technique} sur {digits:set} : {floor}, donc {roof:and} doivent prendre {extras:or}, "
        "comme une seule case ; avec {group:and}, elles forment {subset} sur "
        "{subset_digits:set} dans {houses:and} : {effect}."
    ),
    "unique-rectangle-4": (
        "{technique} sur {digits:set} : {floor}, et dans {house}, le {locked} ne peut aller "
        "qu'en {roof:and}. Si celle qui ne vaut pas {locked} valait {other}, " + _SWAP
        + ", donc aucune ne peut valoir {other} : {effect}."
    ),
    "unique-rectangle-6": (
        "{technique} sur {digits:set} : {floor}, et dans {rows} et {columns}, le {locked} ne "
        "peut aller que dans les coins. Si {first} ou {second} valait {locked}, les deux le "
        "vaudraient, et " + _SWAP + " : {effect}."
    ),
    "hidden-rectangle": (
        "{technique} sur {digits:set} : {corner} n'a que {a} et {b}, et dans {row} et "
        "{column}, le {locked} ne peut aller que dans les coins du rectangle. Si {far} valait "
        "{other}, {corner} le vaudrait aussi, et " + _SWAP + ", donc {far} ne vaut pas "
        "{other} : {effect}."
    ),
    "avoidable-rectangle-1": (
        "{technique} sur {digits:set} : {solved:and} ont été résolues, pas données. Si "
        "{target} valait {need}, " + _SWAP + ", donc {target} ne vaut pas {need} : {effect}."
    ),
    "avoidable-rectangle-2": (
        "{technique} sur {digits:set} : {solved:and} ont été résolues, pas données, et {first} "
        "et {second} ont aussi le {extra}. Si aucune ne vaut {extra}, " + _SWAP + ", donc une "
        "case qui voit les deux ne peut pas valoir {extra} : {effect}."
    ),
    "bug-plus-1": (
        "{technique} : toute case vide sauf {cell} a exactement deux candidats, et le {digit} "
        "a trois places dans chacune de ces unités : {houses:and}. Si {cell} ne valait pas "
        "{digit}, la "
        "grille serait un Bivalue Universal Grave, qui n'a jamais de solution unique, donc "
        "{effect}."
    ),
    "uniqueness.floor": Plural(
        "count",
        {"one": "{cells} n'a que {a} et {b}", "other": "{cells:and} n'ont que {a} et {b}"},
    ),
    "uniqueness.only": Plural(
        "count",
        {
            "one": "{cells} n'a que les candidats {a} et {b}.",
            "other": "{cells:and} n'ont que les candidats {a} et {b}.",
        },
    ),
    "uniqueness.deadly": (
        "Si {corners:and} n'avaient que {a} et {b}, " + _SWAP + ". Elle n'en a qu'une."
    ),
    "uniqueness.type-1.so": "Donc {target} prend l'un de ses autres chiffres : {effect}.",
    "uniqueness.roof-only": "{roof:and} n'ont que {digits:and}.",
    "uniqueness.extra.so": (
        "Donc le {digit} est en {roof:or}, et aucune case qui les voit {count:both} ne peut "
        "valoir {digit} : {effect}."
    ),
    "uniqueness.virtual": (
        "Donc {roof:and} doivent prendre l'un de leurs autres chiffres, {extras:or}, comme une "
        "seule case."
    ),
    "uniqueness.cell-can-be": "{cell} ne peut valoir que {digits:or}.",
    "uniqueness.naked.so": (
        "Ensemble, elles forment {subset} sur {digits:set} dans {houses:and}, donc aucune "
        "autre case là ne peut valoir {digits:or} : {effect}."
    ),
    "uniqueness.subset.2": "une paire nue",
    "uniqueness.subset.3": "un triplet nu",
    "uniqueness.subset.4": "un quadruplet nu",
    "uniqueness.subset.5": "un quintuplet nu",
    "uniqueness.locked": (
        "Dans {house}, le {locked} ne peut aller qu'en {roof:or}, donc l'une d'elles vaut "
        "{locked}."
    ),
    "uniqueness.neither.so": "Donc ni {first} ni {second} ne peut valoir {digit} : {effect}.",
    "uniqueness.corners-only": (
        "Dans {rows} et {columns}, le {locked} ne peut aller que dans les quatre coins."
    ),
    "uniqueness.type-6.if": (
        "Si {first} valait {locked}, {floor:and} vaudraient toutes deux {other} et {second} "
        "vaudrait {locked} aussi (et de même à partir de {second})."
    ),
    "uniqueness.hidden.lines": (
        "Dans {row} et {column}, le {locked} ne peut aller que dans les coins du rectangle."
    ),
    "uniqueness.hidden.if": (
        "Si {far} valait {other}, le {locked} devrait aller en {along} et en {down}, et il ne "
        "resterait que {other} en {corner}."
    ),
    "uniqueness.hidden.so": "Donc {far} ne vaut pas {other} : {effect}.",
    "uniqueness.solved": "{cell} a été résolue en {digit}, pas donnée.",
    "uniqueness.avoidable.if": (
        "Si {target} valait {need}, les quatre coins n'auraient que {a} et {b}."
    ),
    "uniqueness.avoidable.so": "Donc {target} ne vaut pas {need} : {effect}.",
    "uniqueness.avoidable.pair": (
        "{first} n'a que {first_digits:and}, {second} que {second_digits:and}."
    ),
    "uniqueness.avoidable.extra.so": (
        "Donc {first} ou {second} vaut {extra}, et aucune case qui voit les deux ne peut "
        "valoir {extra} : {effect}."
    ),
    "uniqueness.bug.cells": (
        "Toute case vide sauf {cell} a exactement deux candidats ; {cell} a {digits:and}."
    ),
    "uniqueness.bug.places": (
        "Dans {houses:and}, le {digit} a trois places et tout autre chiffre deux."
    ),
    "uniqueness.bug.so": (
        "Si {cell} ne valait pas {digit}, chaque case aurait deux candidats et chaque chiffre "
        "deux places dans chaque unité : un Bivalue Universal Grave, qui n'a jamais de solution "
        "unique. La grille en a une, donc {effect}."
    ),
    **{
        f"{tid}.nudge": (
            f"Cherchez {name} dans {{boxes}} ; cela suppose que la grille ait une seule solution."
        )
        for tid, name in _UR_NAMES.items()
    },
    "bug-plus-1.nudge": (
        "Cherchez un BUG+1 : toutes les cases vides sauf une ont deux candidats ; cela suppose "
        "que la grille ait une seule solution."
    ),
    # ----- Sue de Coq -----------------------------------------------------------------
    "sue-de-coq": (
        "{technique} là où {box} croise {line} : {core:and}, avec {line_part:and} et "
        "{box_part:and}, portent {total} chiffres sur {total} cases, chacun une fois, donc le "
        "reste dans {line} perd {line_keeps:and} et le reste dans {box} {box_keeps:and} : "
        "{effect}."
    ),
    "sue-de-coq.shared": (
        "{technique} là où {box} croise {line} : {core:and}, avec {line_part:and} et "
        "{box_part:and}, portent chaque chiffre une fois, sauf {shared:and}, une fois dans "
        "chaque partie, donc le reste dans {line} perd {line_keeps:and} et le reste dans {box} "
        "{box_keeps:and} : {effect}."
    ),
    "sue-de-coq.core": (
        "{core:and}, là où {box} croise {line}, portent {digits:and} : {count} "
        "chiffres pour {cells} cases."
    ),
    "sue-de-coq.part": Plural(
        "count",
        {
            "one": "Dans le reste de {house}, {cells} n'a que {digits:and}.",
            "other": "Dans le reste de {house}, {cells:and} n'ont que {digits:and}.",
        },
    ),
    "sue-de-coq.confined": Plural(
        "count",
        {
            "one": "Le {digits} ne peut aller qu'en {cells:and}, toutes dans {house}.",
            "other": (
                "Chacun de {digits:and} ne peut aller qu'en {cells:and}, toutes dans {house}."
            ),
        },
    ),
    "sue-de-coq.fill": (
        "Aucun chiffre ne se répète donc parmi ces {total} cases ; avec {total} chiffres pour "
        "{total} cases, chaque chiffre en remplit une."
    ),
    "sue-de-coq.fill.shared": (
        "Aucun chiffre ne se répète donc parmi ces {total} cases, sauf {shared:and}, une fois "
        "dans chaque partie ; avec autant de chiffres pour {total} cases, chacun remplit sa "
        "place."
    ),
    "sue-de-coq.so": (
        "Donc les autres cases dans {line} ne peuvent valoir {line_keeps:or}, et celles dans "
        "{box} ne peuvent valoir {box_keeps:or} : {effect}."
    ),
    "sue-de-coq.nudge": "Cherchez un Sue de Coq là où {box} croise {line}.",
    # ----- chaînes --------------------------------------------------------------------
    "x-chain": (
        "X-Chain sur le {digit} de {start} à {end} : si {start_false}, les liens ci-dessous "
        "montrent que {end_true}. L'une des deux extrémités vaut donc {digit}, et une case qui "
        "voit les deux ne peut pas valoir {digit} : {effect}."
    ),
    "xy-chain": (
        "XY-Chain de cases bivaleurs de {start} à {end} : si {start_false}, les liens "
        "ci-dessous montrent que {end_true}. L'une des deux extrémités vaut donc {digit}, et "
        "une case qui voit les deux ne peut pas valoir {digit} : {effect}."
    ),
    "nice-loop": (
        "AIC sur {digits:and} : si {start_false}, les liens ci-dessous montrent que "
        "{end_true}. Donc {start_true} ou {end_true}, et un candidat en conflit avec les deux "
        "est faux : {effect}."
    ),
    "nice-loop.same-digit": (
        "AIC sur {digits:and} de {start} à {end} : si {start_false}, les liens ci-dessous "
        "montrent que {end_true}. L'une des deux extrémités vaut donc {digit}, et une case qui "
        "voit les deux ne peut pas valoir {digit} : {effect}."
    ),
    "nice-loop.continuous": (
        "Nice Loop continue sur {digits:and} : les liens ci-dessous partent de {start} et y "
        "reviennent. Dans une boucle, chaque lien vaut dans les deux sens, donc tout ce qui "
        "est en conflit avec les deux bouts d'un lien est faux : {effect}."
    ),
    "nice-loop.discontinuous": (
        "Nice Loop discontinue sur {digits:and} : si {start_false}, les liens ci-dessous "
        "montrent que {start_true}. L'hypothèse se contredit : {effect}."
    ),
    "grouped-nice-loop": (
        "AIC groupée sur {digits:and} : si {start_false}, les liens ci-dessous montrent que "
        "{end_true}. Donc {start_true} ou {end_true}, et un candidat en conflit avec les deux "
        "est faux : {effect}."
    ),
    "grouped-nice-loop.same-digit": (
        "AIC groupée sur {digits:and} de {start} à {end} : si {start_false}, les liens "
        "ci-dessous montrent que {end_true}. L'une des deux extrémités vaut donc {digit}, et "
        "une case qui voit toutes leurs cases ne peut pas valoir {digit} : {effect}."
    ),
    "grouped-nice-loop.continuous": (
        "Nice Loop continue groupée sur {digits:and} : les liens ci-dessous partent de {start} "
        "et y reviennent. Dans une boucle, chaque lien vaut dans les deux sens, donc tout ce "
        "qui est en conflit avec les deux bouts d'un lien est faux : {effect}."
    ),
    "grouped-nice-loop.discontinuous": (
        "Nice Loop discontinue groupée sur {digits:and} : si {start_false}, les liens "
        "ci-dessous montrent que {start_true}. L'hypothèse se contredit : {effect}."
    ),
    "x-chain.nudge": "Cherchez une X-Chain sur le {digit} dont une extrémité est {start}.",
    "xy-chain.nudge": (
        "Cherchez une XY-Chain de cases bivaleurs avec le {digit} aux deux extrémités, dont "
        "l'une est {start}."
    ),
    "nice-loop.nudge": (
        "Cherchez une AIC (chaîne d'inférences alternées) sur {digits:or} dont une extrémité "
        "est {start}."
    ),
    "nice-loop.continuous.nudge": (
        "Cherchez une Nice Loop continue sur {digits:or} passant par {start}."
    ),
    "nice-loop.discontinuous.nudge": (
        "Cherchez une Nice Loop discontinue qui part de {start} et y revient."
    ),
    "grouped-nice-loop.nudge": (
        "Cherchez une AIC groupée sur {digits:or} dont une extrémité est {start}."
    ),
    "grouped-nice-loop.continuous.nudge": (
        "Cherchez une Nice Loop continue groupée sur {digits:or} passant par {start}."
    ),
    "grouped-nice-loop.discontinuous.nudge": (
        "Cherchez une Nice Loop discontinue groupée qui part de {start} et y revient."
    ),
    "chains.one-of": "l'une de {cells:and}",
    "chains.group-is": "l'une de {cells:and} vaut {digit}",
    "chains.group-is-not.two": "ni {first} ni {second} ne vaut {digit}",
    "chains.group-is-not": "aucune de {cells:and} ne vaut {digit}",
    "chains.first": "Supposons {false:que} : alors {true} ({why}).",
    "chains.strong": "{false}, donc {true} ({why}).",
    "chains.weak": "{true}, donc {false} ({why}).",
    "chains.weak.closing": (
        "{true}, donc {false} ({why}) : retour au départ de la chaîne, qui se referme en "
        "boucle."
    ),
    "chains.why.cell": "le seul autre candidat de la case",
    "chains.why.house": "la seule autre place du {digit} dans {house}",
    "chains.why.house.group": "les seules autres places du {digit} dans {house}",
    "chains.why.same-cell": "une case ne porte qu'un chiffre",
    "chains.why.same-house": "elles partagent {house}",
    "chains.why.sees": "chacune voit toutes les cases de l'autre",
    "chains.end.same-digit": (
        "Donc {start} ou {end} vaut {digit} ; dans les deux cas, une case qui voit les deux ne "
        "peut pas valoir {digit} : {effect}."
    ),
    "chains.end.same-digit.groups": (
        "Donc {start} ou {end} vaut {digit} ; dans les deux cas, une case qui les voit toutes "
        "ne peut pas valoir {digit} : {effect}."
    ),
    "chains.end.two-digits": (
        "Donc {start_true} ou {end_true} ; dans les deux cas, tout candidat en conflit avec les "
        "deux est faux : {effect}."
    ),
    "chains.end.loop": (
        "Dans une boucle, chaque lien vaut dans les deux sens (exactement un bout de chaque "
        "lien est vrai), donc tout ce qui est en conflit avec les deux bouts d'un lien est "
        "faux : {effect}."
    ),
    "chains.end.placement": "L'hypothèse se contredit, donc {start_true} : {effect}.",
    "chains.end.placement.group": (
        "L'hypothèse se contredit, donc {start_true}, et toute case qui voit toutes les cases "
        "{cells:and} perd le {digit} : {effect}."
    ),
    "chains.effect.more": "{shown} et {more} de plus (ci-dessous)",
    # ----- coloriage ------------------------------------------------------------------
    "simple-colours-trap": Plural(
        "count",
        {
            "one": (
                "Coloriage simple (piège) sur le {digit} : les paires conjuguées ci-dessous "
                "répartissent les {digit} en deux couleurs, l'une toute vraie, l'autre toute "
                "fausse ; {targets} voit une case de chaque couleur, donc elle ne peut pas "
                "valoir {digit} : {effect}."
            ),
            "other": (
                "Coloriage simple (piège) sur le {digit} : les paires conjuguées ci-dessous "
                "répartissent les {digit} en deux couleurs, l'une toute vraie, l'autre toute "
                "fausse ; {count} cases voient chacune une case de chaque couleur, donc aucune "
                "ne peut valoir {digit} : {effect}."
            ),
        },
    ),
    "simple-colours-wrap": (
        "Coloriage simple (enveloppe) sur le {digit} : les paires conjuguées ci-dessous "
        "répartissent les {digit} en deux couleurs, l'une toute vraie, l'autre toute fausse ; "
        "{first} et {second} ont la même couleur et partagent {house}, donc cette couleur est "
        "fausse : {effect}."
    ),
    "multi-colours-1": (
        "Coloriage multiple 1 sur le {digit} : {first} et {second}, dans deux groupes de "
        "paires conjuguées, partagent {house} et ne valent donc pas toutes deux {digit} ; "
        "l'une de leurs couleurs opposées porte les {digit}, et une case qui voit les deux "
        "couleurs opposées ne vaut pas {digit} : {effect}."
    ),
    "multi-colours-2": (
        "Coloriage multiple 2 sur le {digit} : une couleur d'un groupe de paires conjuguées "
        "voit les deux couleurs d'un autre groupe ; si elle était vraie, cet autre groupe "
        "n'aurait aucun {digit}, donc cette couleur est fausse : {effect}."
    ),
    "simple-colours-trap.nudge": "Cherchez un coloriage simple (piège) sur le {digit}.",
    "simple-colours-wrap.nudge": "Cherchez un coloriage simple (enveloppe) sur le {digit}.",
    "multi-colours-1.nudge": "Cherchez un coloriage multiple sur le {digit}.",
    "multi-colours-2.nudge": "Cherchez un coloriage multiple sur le {digit}.",
    "colouring.pair": (
        "{first} et {second} sont les seules places du {digit} dans {house}, elles prennent "
        "donc des couleurs opposées."
    ),
    "colouring.either": (
        "Chaque paire porte exactement un {digit}, donc les {digit} alternent le long des "
        "paires : ou bien {one}, ou bien {other}."
    ),
    "colouring.is": "{cells} vaut {digit}",
    "colouring.are-both": "{cells:and} valent toutes deux {digit}",
    "colouring.are-all": "{cells:and} valent toutes {digit}",
    "colouring.were": "{cells} valait {digit}",
    "colouring.were-both": "{cells:and} valaient toutes deux {digit}",
    "colouring.were-all": "{cells:and} valaient toutes {digit}",
    "colouring.trap.sees": (
        "{target} voit {first} et {second}, de couleurs opposées : l'une vaut {digit}, donc "
        "{target} ne le vaut pas : {effect}."
    ),
    "colouring.wrap.clash": (
        "Mais {first} et {second} partagent {house} et ne peuvent valoir {digit} toutes deux : "
        "toute leur couleur est fausse : {effect}."
    ),
    "colouring.clash": (
        "{first} et {second} partagent {house}, donc elles ne valent pas toutes deux {digit}."
    ),
    "colouring.multi-1.opposite": (
        "Donc ou bien {one} (la couleur opposée à {first}), ou bien {other} (la couleur "
        "opposée à {second})."
    ),
    "colouring.multi-1.sees": (
        "{target} voit {first} et {second}, donc elle ne vaut {digit} dans aucun cas : "
        "{effect}."
    ),
    "colouring.multi-2.end": (
        "Si {supposed}, ni {first} ni {second} ne pourrait valoir {digit}, or elles ont des "
        "couleurs opposées, donc l'une d'elles le vaut. Cette couleur est donc fausse : "
        "{effect}."
    ),
    "colouring.effect.more": "{shown} et {more} de plus (ci-dessous)",
    # ----- ALS ------------------------------------------------------------------------
    "als-xz": Plural(
        "count",
        {
            "one": (
                "ALS-XZ : les ensembles presque verrouillés A dans {a} et B dans {b} ont le "
                "commun restreint {x}, donc l'un d'eux est privé de {x} et porte tous ses "
                "autres chiffres. Dans les deux cas, A ou B porte le {zs}, donc une case qui "
                "voit tous les {zs} des deux ne peut pas valoir {zs} : {effect}."
            ),
            "other": (
                "ALS-XZ : les ensembles presque verrouillés A dans {a} et B dans {b} ont le "
                "commun restreint {x}, donc l'un d'eux est privé de {x} et porte tous ses "
                "autres chiffres. Dans les deux cas, A ou B porte chacun de {zs:and}, donc une "
                "case qui voit toutes les copies de l'un d'eux dans les deux ensembles le "
                "perd : {effect}."
            ),
        },
    ),
    "als-xz.doubly": (
        "ALS-XZ doublement lié : deux ensembles presque verrouillés, A dans {a} et B dans {b}, ont "
        "deux communs restreints, {x} et {y}, donc chaque ensemble est verrouillé sur ses "
        "autres chiffres et {x} et {y} sont chacun dans l'un d'eux : {effect}."
    ),
    "als-xy-wing": (
        "ALS-XY-Wing sur le {z} : des communs restreints relient le pivot C dans {c} aux ailes "
        "A dans {a} et B dans {b}. Une case qui voit tous les {z} de A et de B ne peut pas valoir "
        "{z} : sinon A n'aurait pas de {z}, et les communs forceraient B à en avoir un : "
        "{effect}."
    ),
    "als-chain": (
        "Chaîne ALS sur le {z} : {count} ensembles presque verrouillés reliés par des communs "
        "restreints, de A dans {a} à {last} dans {b}. Une case qui voit tous les {z} de A et de "
        "{last} ne peut pas valoir {z} : sinon A n'aurait pas de {z}, et les communs "
        "forceraient {last} à en avoir un : {effect}."
    ),
    "death-blossom": Plural(
        "count",
        {
            "one": (
                "Death Blossom : la tige {stem} vaut {stem_digits:or} ; quelle que soit sa "
                "valeur, le pétale de ce chiffre (un ensemble presque verrouillé) le perd et "
                "porte tous ses autres chiffres, dont le {zs}. Une case qui voit tous les {zs} "
                "des pétales ne peut donc pas valoir {zs} : {effect}."
            ),
            "other": (
                "Death Blossom : la tige {stem} vaut {stem_digits:or} ; quelle que soit sa "
                "valeur, le pétale de ce chiffre (un ensemble presque verrouillé) le perd et "
                "porte tous ses autres chiffres, dont {zs:and}. Une case qui voit toutes les "
                "copies de l'un d'eux dans les pétales le perd donc : {effect}."
            ),
        },
    ),
    "als-xz.nudge": "Cherchez un ALS-XZ avec le commun restreint {x} dans {a} et {b}.",
    "als-xz.doubly.nudge": (
        "Cherchez un ALS-XZ doublement lié avec les communs restreints {x} et {y} dans {a} et {b}."
    ),
    "als-xy-wing.nudge": (
        "Cherchez un ALS-XY-Wing avec le pivot dans {c} et les ailes dans {a} et {b}."
    ),
    "als-chain.nudge": "Cherchez une chaîne ALS de {count} ensembles sur le {z}, de {a} à {b}.",
    "death-blossom.nudge": "Cherchez une Death Blossom de tige {stem}.",
    "als.set": (
        "{label} = {cells:and} dans {house} : ensemble, elles ne portent que {digits:and}, un "
        "chiffre de plus que de cases."
    ),
    "als.set.cell": "{label} = {cell} ne porte que {digits:and}.",
    "als.stem": "La tige {stem} ne porte que {digits:and}.",
    "als.petal": (
        "Le pétale du {digit} : {cells:and} dans {house} ne portent ensemble que {digits:and}, "
        "un chiffre de plus que de cases."
    ),
    "als.petal.cell": "Le pétale du {digit} : {cell} ne porte que {digits:and}.",
    "als.rcc": (
        "{x} est le commun restreint de {first} et {second} : chaque {x} de {first} voit chaque "
        "{x} de {second}, donc un seul des deux au plus porte le {x}."
    ),
    "als.chain.first": (
        "Supposons qu'une case qui voit tous les {z} de {first} et de {last} vaille {z} : "
        "alors {first} est privé de {z}, donc il porte le {x} ; chaque {x} de {second} voit "
        "chaque {x} de {first} (leur commun restreint), donc {second} ne peut porter le {x}, "
        "et il porte {next}."
    ),
    "als.chain.link": (
        "{x} est le commun restreint de {first} et {second} (chaque {x} de l'un voit chaque "
        "{x} de l'autre) : {first} porte le {x}, donc {second} ne le peut pas, et il porte "
        "{next}."
    ),
    "als.blossom.case": (
        "Si {stem} vaut {digit}, le pétale du {digit} n'a plus de {digit} (chacun de ses "
        "{digit} voit {stem}), donc il porte {others:and}."
    ),
    "als.xz.either": (
        "Ou bien {first} est privé de {x}, et ses cases prennent tous ses autres chiffres, ou "
        "bien c'est {second}, et alors {second} les prend."
    ),
    "als.xz.reach": (
        "Dans les deux cas, {first} ou {second} porte le chiffre {z} : aucune case qui voit "
        "toutes les cases {cells:and} ne peut valoir {z} : {effect}."
    ),
    "als.holds": "{label} porte {digits:and}",
    "als.doubly.argument": (
        "Chaque ensemble a un chiffre de plus que de cases, il en laisse donc exactement un "
        "de côté. Si A laissait de côté un autre chiffre que {x} ou {y}, il porterait les "
        "deux, et B devrait laisser les deux : un chiffre de trop peu pour ses cases. De même "
        "pour B. Donc un ensemble laisse {x} et l'autre {y} : {holds}, et le {x} et le {y} "
        "sont chacun dans A ou dans B."
    ),
    "als.doubly.argument.none": (
        "Chaque ensemble a un chiffre de plus que de cases, il en laisse donc exactement un "
        "de côté. Si A laissait de côté un autre chiffre que {x} ou {y}, il porterait les "
        "deux, et B devrait laisser les deux : un chiffre de trop peu pour ses cases. De même "
        "pour B. Donc un ensemble laisse {x} et l'autre {y}, et le {x} et le {y} sont chacun "
        "dans A ou dans B."
    ),
    "als.doubly.end": (
        "Toute case qui voit toutes les copies d'un chiffre qu'un ensemble doit porter, ou "
        "toutes les copies de {x} ou de {y} dans les deux ensembles, le perd : {effect}."
    ),
    "als.chain.end": (
        "Chaque {z} de {last} voit cette case, or {last} doit porter le {z}. C'est impossible, "
        "donc aucune telle case ne vaut {z} : {effect}."
    ),
    "als.blossom.reach": (
        "Quel que soit le chiffre de la tige, un pétale porte le chiffre {z} : aucune case qui "
        "voit toutes les cases {cells:and} ne peut valoir {z} : {effect}."
    ),
    "als.effect.more": "{shown} et {more} de plus (ci-dessous)",
    # ----- chaînes et réseaux forcés, essai -------------------------------------------
    "forcing.contradiction": (
        "{technique} (contradiction) : supposons {assumption:que}. {steps} plus loin, "
        "{broke}. Donc {conclusion} : {effect}."
    ),
    "forcing.contradiction.at-once": (
        "{technique} (contradiction) : supposons {assumption:que}. Aussitôt, {broke}. Donc "
        "{conclusion} : {effect}."
    ),
    "forcing.digit": (
        "{technique} (candidat vrai ou faux) : {candidate} est vrai ou faux, et dans les deux "
        "cas {conclusion} ({steps} en tout). Donc {effect}."
    ),
    "forcing.cell": (
        "{technique} (case) : {cell} vaut {digits:or}, et dans tous les cas {conclusion} "
        "({steps} en tout). Donc {effect}."
    ),
    "forcing.house": (
        "{technique} (unité) : dans {house}, le {digit} va en {cells:or}, et dans tous les "
        "cas {conclusion} ({steps} en tout). Donc {effect}."
    ),
    "forcing.steps": Plural(
        "count", {"one": "{count} étape forcée", "other": "{count} étapes forcées"}
    ),
    "forcing.suppose": "Supposons {fact:que}.",
    "forcing.case": "Si {fact} :",
    "forcing.same-house": "{fact}, car {premise} et elles partagent {house}.",
    "forcing.same-cell": "{fact}, car {premise}.",
    "forcing.naked": "{fact} : le seul candidat restant de {cell}.",
    "forcing.hidden": "{fact} : la seule place restante du {digit} dans {house}.",
    "forcing.impossible": "Alors {broke} : impossible.",
    "forcing.so": "Donc {conclusion} : {effect}.",
    "forcing.every-case": "Dans tous les cas, {conclusion} : {effect}.",
    "forcing.broke.both": "{cell} devrait valoir {digit} et ne le pourrait pas",
    "forcing.broke.no-candidate": "{cell} n'aurait plus aucun candidat",
    "forcing.broke.no-place": "le {digit} n'aurait plus de place dans {house}",
    "forcing.broke.cell-twice": "{cell} devrait valoir à la fois {first} et {second}",
    "forcing.broke.house-twice": "il y aurait deux {digit} dans {house} ({first} et {second})",
    "forcing-chain.nudge.start": "Cherchez une chaîne forcée qui part de {cell}.",
    "forcing-chain.nudge.cell": (
        "Cherchez une chaîne forcée à partir de chaque candidat de {cell}."
    ),
    "forcing-chain.nudge.house": (
        "Cherchez une chaîne forcée à partir de chaque place du {digit} dans {house}."
    ),
    "forcing-net.nudge.start": "Cherchez un réseau forcé qui part de {cell}.",
    "forcing-net.nudge.cell": "Cherchez un réseau forcé à partir de chaque candidat de {cell}.",
    "forcing-net.nudge.house": (
        "Cherchez un réseau forcé à partir de chaque place du {digit} dans {house}."
    ),
    "verified-trial.chain": (
        "{technique} : supposons {assumption:que}. {steps} plus loin, {broke}. Donc "
        "{conclusion} : {effect}."
    ),
    "verified-trial.chain.at-once": (
        "{technique} : supposons {assumption:que}. Aussitôt, {broke}. Donc {conclusion} : "
        "{effect}."
    ),
    "verified-trial.deeper": (
        "{technique}, trouvé par recherche plutôt que par une chaîne qu'un joueur verrait : "
        "supposons {assumption:que}. Ses singletons ne mènent à aucune contradiction, mais "
        "alors {where}, et {each}. Donc {conclusion} : {effect}."
    ),
    "verified-trial.each-breaks": "chaque option échoue après ses propres singletons",
    "verified-trial.none-works": "aucune n'aboutit",
    "verified-trial.where.cell": "{cell} ne peut valoir que {digits:or}",
    "verified-trial.where.house": "le {digit} ne peut aller qu'en {cells:or} dans {house}",
    "verified-trial.singles": (
        "Ses singletons placent alors {effect}, sans contradiction pour l'instant."
    ),
    "verified-trial.singles.more": (
        "Ses singletons placent alors {effect} et {more} de plus, sans contradiction pour "
        "l'instant."
    ),
    "verified-trial.singles.none": (
        "Ses singletons ne placent rien de nouveau, sans contradiction pour l'instant."
    ),
    "verified-trial.then": "Mais alors {where}.",
    "verified-trial.option": "Si {fact}, {broke}.",
    "verified-trial.option.searched": (
        "Si {fact}, seule une recherche plus profonde montre que la grille ne se complète pas."
    ),
    "verified-trial.nudge": "Essayez un chiffre en {cell} et suivez les singletons.",
    "verified-trial.nudge.deeper": "Essayez un chiffre en {cell} et suivez où il mène.",
    # ----- « Pourquoi pas ? » ---------------------------------------------------------
    "why-not.after-placement": "Avec {placed}, {cell} ne peut plus valoir {digit}.",
    "why-not.nothing-yet": "Rien n'exclut encore le {digit} en {cell}.",
    "why-not.held": "{peer} contient déjà un {digit}, donc {cell} ne peut pas valoir {digit}.",
    "why-not.excluded": (
        "Le {digit} a été rayé des candidats de {cell} (par vous ou par une étape appliquée)."
    ),
    "why-not.gone": "{digit} n'est plus un candidat de {cell}.",
    "why-not.placed": "{cell} contient déjà un {value} : il n'y a pas de candidat à examiner.",
    "why-not.no-solution": (
        "Cette position n'a pas de solution (un chiffre ou un candidat erroné) : aucune étape "
        "ne peut y répondre de façon fiable."
    ),
    "why-not.removable": "{cell} ne peut pas valoir {digit} : {technique}.",
    # ----- une grille collée qui ne va pas -------------------------------------------
    "puzzle.unknown-character": (
        "Caractère inconnu {char} en position {position} : utilisez les chiffres 1-9 pour les "
        "données et '.' ou '0' pour les cases vides."
    ),
    "puzzle.unknown-character.line": (
        "Caractère inconnu {char} à la ligne {line}, colonne {column} du texte : utilisez les "
        "chiffres 1-9 pour les données et '.' ou '0' pour les cases vides."
    ),
    "puzzle.cell-count": Plural(
        "count",
        {
            "one": "Une grille a 81 cases, mais {count} a été trouvée.",
            "other": "Une grille a 81 cases, mais {count} ont été trouvées.",
        },
    ),
    "puzzle.not-a-triple": (
        "{token} n'est pas un triplet ligne-colonne-valeur comme 127 (ligne 1, colonne 2 "
        "contient 7) ; chacun des trois est un chiffre de 1 à 9."
    ),
    "puzzle.given-twice": "{cell} est donnée deux fois, en {first} et en {second}.",
    "puzzle.clash": "Deux {digit} dans {house} : {first} et {second}.",
    "puzzle.clash-in-cage": (
        "Deux {digit} dans la cage avec {cell} (somme {total}) "
        ": {first} et {second}."
    ),
    "puzzle.not-killer": "Ce n’est pas un Killer : {why}.",
    "puzzle.grid.tenth-row": (
        "Ligne {line} : une grille de candidats a 9 rangées ; celle-ci est une 10e."
    ),
    "puzzle.grid.row-cells": (
        "Ligne {line} : une rangée de la grille a 9 cases, mais {count} ont été trouvées."
    ),
    "puzzle.grid.not-digits": (
        "Ligne {line}, {cell} : {token} n'est pas un groupe de chiffres de 1 à 9."
    ),
    "puzzle.grid.repeats": "Ligne {line}, {cell} : {token} répète un chiffre.",
    "puzzle.grid.rows": (
        "Une grille de candidats a 9 rangées de cases, mais {count} ont été trouvées."
    ),
    "puzzle.grid.no-candidate": "{cell} est vide et n'a plus aucun candidat.",
    "puzzle.hodoku.start": (
        "Une ligne HoDoKu commence comme ':0000:x:' suivi des 81 cases."
    ),
    "puzzle.hodoku.too-long": "La ligne HoDoKu a plus de 81 cases.",
    "puzzle.hodoku.not-a-cell": "La ligne HoDoKu contient {char} en {cell} : pas une case.",
    "puzzle.hodoku.count": "La ligne HoDoKu a {count} cases ; une grille en a 81.",
    "puzzle.hodoku.exclusion": (
        "{item} n'est pas un candidat exclu (chiffre, ligne, colonne)."
    ),
    "puzzle.position.wrong-value": "{cell} contient {digit}, qui n'est pas la solution.",
    "puzzle.position.missing-mark": (
        "Les candidats de {cell} omettent {digit}, son chiffre de la solution."
    ),
    "puzzle.no-solution": (
        "Cette grille n'a pas de solution : ses données se contredisent."
    ),
    "puzzle.too-hard": (
        "Cette grille est trop difficile à vérifier : prouver qu'elle n'a qu'une solution "
        "prendrait trop de temps. Vérifiez votre saisie ou ajoutez un chiffre donné."
    ),
    "puzzle.several-solutions": (
        "Cette grille a plus d'une solution, elle ne peut donc pas se résoudre par la seule "
        "logique."
    ),
    "killer.form": (
        "un Killer s’écrit killer:, puis son plan"
        " de cages de 81 caractères, deux-points "
        "et les sommes des cages séparées par des"
        " virgules (et, s’il a des chiffres "
        "donnés, encore deux-points et 81 "
        "caractères)"
    ),
    "killer.map-length": "un plan de cages nomme la cage des 81 cases ; celui-ci en a {count}",
    "killer.map-character": (
        "{char} en {cell} ne peut pas nommer une cage : une lettre ou un chiffre par cage"
    ),
    "killer.uncaged": (
        "{cell} n’est dans aucune cage ; sous "
        "cette forme chaque case en demande une"
    ),
    "killer.sum-count": "le plan a {cages} cages mais {sums} sommes sont données",
    "killer.sum-not-number": (
        "{token} n’est pas une somme de cage : "
        "les sommes sont des nombres entiers "
        "comme 13"
    ),
    "killer.symbol-not-connected": (
        "la cage {name} (avec {cell}) n’est pas "
        "d’un seul tenant : ses cases doivent se "
        "toucher par un côté"
    ),
    "killer.not-connected": (
        "la cage avec {cell} n’est pas d’un seul "
        "tenant : ses cases doivent se toucher "
        "par un côté"
    ),
    "killer.empty-cage": "la cage {number} n’a aucune case",
    "killer.off-grid": "la cage {number} a une case hors de la grille",
    "killer.two-cages": "{cell} est dans deux cages",
    "killer.too-big": (
        "la cage avec {cell} a {count} cases, "
        "mais une cage ne répète aucun chiffre, "
        "donc 9 au plus"
    ),
    "killer.impossible-sum": (
        "la cage avec {cell} ne peut pas faire "
        "{total} : {count} chiffres différents "
        "font de {least} à {most}"
    ),
    "killer.grand-total": (
        "les sommes des cages font {total}, mais quand chaque case est dans une cage elles "
        "doivent faire 405 (neuf fois 45)"
    ),
    "killer.too-many": "ce Killer a {count} cages ; l’assistant en prend au plus {most}",
    "layout.length": (
        "une disposition de Jigsaw nomme la région des 81 cases ; celle-ci en a {count}"
    ),
    "layout.regions": "une disposition de Jigsaw a neuf régions ; celle-ci en a {count}",
    "layout.region-size": "la région {number} ({name}, avec {cell}) a {count} cases, pas 9",
    "layout.not-connected": (
        "la région {number} ({name}, avec {cell}) n'est pas d'un seul tenant : ses cases doivent "
        "se toucher côte à côte"
    ),
    # ----- un lien d'une autre application (engine/puzzle_links.py) --------------------
    "link.unsupported": "Cette grille a {rules}, que l'assistant ne résout pas.",
    "link.undrawn": (
        "Cette grille a {rules}, que l'assistant résout mais que la grille affichée ne sait "
        "pas encore montrer : en ligne de commande, sudoku-hint solve la joue."
    ),
    "link.unsupported-yet": "Cette grille a {rules}, que l'assistant ne résout pas encore.",
    "link.unknown-rule": (
        "Cette grille a une règle que l'assistant ne connaît pas ({name}) : il ne peut pas la "
        "résoudre."
    ),
    "link.combined": (
        "Cette grille combine {rules} ; l'assistant joue chacune seule, pas ensemble."
    ),
    "link.short": (
        "C'est un lien court : ouvrez-le dans {site} et copiez plutôt le lien long (qui contient "
        "la grille)."
    ),
    "link.malformed": (
        "La grille de ce lien {site} est illisible : il est abîmé ou coupé."
    ),
    "link.size": "Cette grille fait {size}×{size} ; l'assistant ne joue que des grilles 9×9.",
    "link.no-region": (
        "Des cases de cette grille ne sont dans aucune région ; l'assistant joue des grilles dont "
        "chaque case est dans une région."
    ),
    "link.layout": "Les régions de cette grille ne forment pas un Jigsaw : {why}.",
    "link.cage-without-sum": (
        "Une cage de cette grille (avec {cell}) n’affiche pas de somme, et les règles ne "
        "disent pas que les chiffres ne se répètent pas dans une cage ; l’assistant joue une "
        "cage par sa somme, ou comme une région sans répétition quand les règles le disent."
    ),
    "link.too-many-houses": (
        "Cette grille a plus de {most} unités (lignes, colonnes, blocs, diagonales et "
        "régions de neuf cases) ; l’assistant joue des grilles qui en ont moins."
    ),
    "link.site": (
        "L'assistant lit les liens de f-puzzles, SudokuPad et SudokuWiki, pas ceux de {host}."
    ),
    "link.sudokupad-form": (
        "Ce lien SudokuPad contient sa grille sous une forme que l'assistant ne lit pas "
        "({form}) : ouvrez-le dans SudokuPad et recopiez le lien depuis le menu de SudokuPad."
    ),
    "link.rule.thermometers": "des thermomètres",
    "link.rule.arrows": "des flèches",
    "link.rule.killer-cages": "des cages de Killer",
    "link.rule.little-killers": "des sommes de Little Killer",
    "link.rule.sandwich-sums": "des sommes sandwich",
    "link.rule.x-sums": "des sommes X",
    "link.rule.skyscrapers": "des indices de gratte-ciel",
    "link.rule.kropki": "des points Kropki",
    "link.rule.xv": "des sommes XV",
    "link.rule.palindromes": "des palindromes",
    "link.rule.renban": "des lignes renban",
    "link.rule.whispers": "des lignes German whispers",
    "link.rule.between-lines": "des lignes between",
    "link.rule.minimum": "des cases minimum",
    "link.rule.maximum": "des cases maximum",
    "link.rule.odd": "des cases impaires",
    "link.rule.even": "des cases paires",
    "link.rule.extra-regions": "des régions supplémentaires",
    "link.rule.clones": "des clones",
    "link.rule.quadruples": "des quadruplets",
    "link.rule.lockout": "des lignes lockout",
    "link.rule.entropic": "des lignes entropiques",
    "link.rule.modular": "des lignes modulaires",
    "link.rule.region-sums": "des lignes de sommes par région",
    "link.rule.nabner": "des lignes nabner",
    "link.rule.double-arrows": "des doubles flèches",
    "link.rule.zipper": "des lignes zipper",
    "link.rule.drawings": "des dessins qui peuvent porter des règles (lignes, formes ou texte)",
    "link.rule.anti-knight": "la règle anti-cavalier",
    "link.rule.anti-king": "la règle anti-roi",
    "link.rule.nonconsecutive": "la règle non consécutive",
    "link.rule.negative": "des contraintes négatives",
    "link.rule.fog": "du brouillard (fog of war)",
    "link.rule.one-diagonal": "une seule diagonale",
    "link.rule.given-marks": "des annotations données",
    "link.rule.lines": "des lignes tracées sur la grille (thermomètres, renban, whispers, etc.)",
    "link.rule.marks": "des marques sur la grille (points, cercles ou indices)",
    "link.rule.diagonals": "les deux diagonales",
    "link.rule.disjoint": "des groupes disjoints",
    "link.rule.regions": "des régions irrégulières",
    "link.too-many-rules": (
        "Cette grille trace plus de {most} thermomètres, flèches et lignes ; l'assistant "
        "joue des grilles qui en ont moins."
    ),
}
