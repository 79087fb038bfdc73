"""Deutsch: Summen von außerhalb des Gitters: Little Killer entlang einer Diagonale und
Sandwiches zwischen der 1 und der 9 einer Zeile oder Spalte."""

from ..render import Plural

MESSAGES: dict[str, object] = {
    "rule.little-killer": "der Little Killer {total} bei {cell}",
    "rule.sandwich": "das Sandwich {total} von {line}",
    "little-killer-sum": (
        "{technique}: {clue} zählt die Diagonale {cells:and}, ihre Ziffern ergeben "
        "{total} (Ziffern dürfen sich wiederholen, nur nicht im selben Block), und nur "
        "manche Ziffern ergeben mit dem Rest {total}: {effect}."
    ),
    "little-killer.box": (
        "{cells:and} liegen {count:both} in {box}, ihre Ziffern sind also verschieden."
    ),
    "little-killer.combos": "{total} aus verschiedenen Ziffern ist {combos:or}.",
    "little-killer.cell": (
        "Der Rest der Diagonale ergibt {low} bis {high}, für {total} kann {cell} also nur "
        "{digits:or} sein."
    ),
    "sandwich-ends": Plural("most", {
        "one": "{technique}: {clue} heißt, die Ziffern zwischen der 1 und der 9 ergeben "
               "{total}, eine einzige Ziffer, also liegt genau eine Zelle zwischen der 1 und "
               "der 9: {effect}.",
        "other": "{technique}: {clue} heißt, die Ziffern zwischen der 1 und der 9 ergeben "
                 "{total}, und dafür braucht es {gaps:or} verschiedene Ziffern von 2 bis 8, "
                 "also stehen die 1 und die 9 so viele Zellen auseinander: {effect}.",
    }),
    "sandwich-ends.touch": (
        "{technique}: {clue} heißt, zwischen der 1 und der 9 liegt nichts, sie stehen also "
        "direkt nebeneinander: {effect}."
    ),
    "sandwich-ends.edges": (
        "{technique}: {clue} heißt, alle Ziffern von 2 bis 8 liegen zwischen der 1 und der 9, "
        "die also an den beiden Enden von {line} stehen: {effect}."
    ),
    "sandwich-sum": (
        "{technique}: {clue} heißt, die Zellen zwischen der 1 und der 9 enthalten einen "
        "Ziffernsatz mit der Summe {total}, die Zellen außerhalb die übrigen Ziffern. Wo "
        "die 1 und die 9 auch noch stehen können, setzt keine solche Füllung diese Ziffern "
        "hierher: {effect}."
    ),
    "sandwich.combos": "{total} zwischen der 1 und der 9 ist {combos:or}.",
    "sandwich.many": "Für {total} gibt es {count} Sätze, mit {sizes:or} Ziffern.",
    "sandwich.empty": "Zwischen der 1 und der 9 steht nichts.",
    "sandwich.fixed": Plural("count", {
        "one": "Die 1 steht in {one} und die 9 in {nine}, die Zelle dazwischen enthält also "
               "{combos:or}.",
        "other": "Die 1 steht in {one} und die 9 in {nine}, die {count} Zellen dazwischen "
                 "enthalten also {combos:or}, die übrigen Zellen den Rest.",
    }),
    "sandwich.places": "Die 1 kann noch in {ones:or} stehen, die 9 in {nines:or}.",
    "about.little-killer-sum": (
        "Der Pfeil eines Little Killers am Rand zeigt entlang einer Diagonale, und deren "
        "Ziffern ergeben die Zahl am Pfeil. Ziffern dürfen sich auf der Diagonale "
        "wiederholen, nur nicht, wo ihre Zellen im selben Block liegen: drei Zellen eines "
        "Blocks mit der Summe 6 enthalten 1, 2 und 3. Jede Zelle behält nur Ziffern, die "
        "der Rest zur Summe ergänzen kann."
    ),
    "about.sandwich-ends": (
        "Ein Sandwich-Hinweis neben einer Zeile oder Spalte ist die Summe der Ziffern "
        "zwischen ihrer 1 und ihrer 9. Eine 0 stellt die 1 und die 9 nebeneinander, eine 35 "
        "(alle Ziffern von 2 bis 8) an die beiden Enden; sonst sagen die Ziffernsätze mit "
        "dieser Summe, wie viele Zellen dazwischen liegen, und die 1 und die 9 stehen nur "
        "dort, wo dieser Abstand passt."
    ),
    "about.sandwich-sum": (
        "Zwischen die 1 und die 9 eines Sandwichs kommen die Ziffern eines Satzes mit der "
        "Summe des Hinweises, außerhalb der Rest. Alle Plätze durchgehen, die die 1 und die "
        "9 noch haben: eine Ziffer bleibt nur in einer Zelle, wenn eine Platzierung und ein "
        "Satz sie dorthin setzen."
    ),
    # ----- Paritätssummen (engine/techniques/parity_sums.py) ---------------------------
    "parity-sums": (
        "{technique}: die ungeraden Ziffern von {house} gegen die Summen ringsum zählen, "
        "gerade oder ungerade (jedes Haus ergibt 45, ein Pfeil mit seinem Kreis das "
        "Doppelte des Kreises, ein Little Killer seinen Hinweis): {effect}."
    ),
    "parity-sums.house": (
        "{house} enthält fünf ungerade Ziffern und ergibt 45, eine ungerade Zahl."
    ),
    "parity-sums.arrow": (
        "{rule}: seine Zellen {cells:and} ergeben das Doppelte des Kreises, eine gerade "
        "Zahl (bei einer Pille zählt ihre letzte Ziffer)."
    ),
    "parity-sums.diagonal-odd": (
        "{rule}: seine Diagonale ergibt {total}, eine ungerade Zahl."
    ),
    "parity-sums.diagonal-even": (
        "{rule}: seine Diagonale ergibt {total}, eine gerade Zahl."
    ),
    "parity-sums.odd": (
        "Von den Arten, wie {house} seine ungeraden Ziffern verteilen kann, passen nur die "
        "zu diesen Summen, in denen {cells:and} ungerade sind."
    ),
    "parity-sums.even": (
        "Von den Arten, wie {house} seine ungeraden Ziffern verteilen kann, passen nur die "
        "zu diesen Summen, in denen {cells:and} gerade sind."
    ),
    "parity-sums.nudge": (
        "Zähle die ungeraden Ziffern von {house}: die Pfeile und Little Killer ringsum "
        "ergeben gerade oder ungerade Summen ({technique})."
    ),
    "about.parity-sums": (
        "Mengenlehre mit gerade und ungerade. Ein Haus ergibt 45, eine ungerade Zahl, und "
        "enthält fünf ungerade Ziffern. Kreis und Schaft eines Pfeils ergeben zusammen das "
        "Doppelte des Kreises, eine gerade Zahl; die Diagonale eines Little Killers seinen "
        "Hinweis. Zählt man diese Summen zusammen, fallen die gemeinsamen Zellen heraus: "
        "„Zeile 5 ist ungerade, die zwei Pfeile darin gerade, also enthalten ihre übrigen "
        "drei Zellen eine oder drei ungerade Ziffern.“ Kann ein Haus seine ungeraden "
        "Ziffern nur auf wenige Arten verteilen, schließen die Summen manche davon aus."
    ),
    # ----- Haussummen (engine/techniques/house_sums.py) --------------------------------
    "house-sums": (
        "{technique}: {house} ganz füllen, jede Ziffer einmal, mit den Pfeilen und Little "
        "Killern, die es berühren (ihre Zellen außerhalb ergeben, was ihre Kandidaten "
        "erlauben): {effect}."
    ),
    "house-sums.element": "{rule} hat {cells:and} in diesem Haus.",
    "house-sums.left": (
        "Keine Füllung von {house}, die diese Summen hält, setzt diese Ziffern in "
        "{cells:and}."
    ),
    "house-sums.nudge": (
        "Fülle {house} im Kopf zusammen mit den Pfeilen und Little Killern darin "
        "({technique})."
    ),
    "about.house-sums": (
        "Mengenlehre in einem Haus. Seine neun Zellen enthalten 1 bis 9 je einmal, also "
        "teilen sich die Pfeile und Little Killer darin diese Ziffern: zwei Pfeile in einer "
        "Zeile, zweimal a+b=c, lassen für die übrigen Zellen nur drei Ziffern. Das ganze "
        "Haus mit jedem Pfeil und jeder Diagonale darin durchprobieren; eine Ziffer, die "
        "keine Füllung in eine Zelle setzt, fällt dort weg."
    ),
}

TECHNIQUE_NAMES = {
    "house-sums": "Haussummen",
    "parity-sums": "Paritätssummen",
    "little-killer-sum": "Little-Killer-Summe",
    "sandwich-ends": "Sandwich-Enden",
    "sandwich-sum": "Sandwich-Summe",
}
