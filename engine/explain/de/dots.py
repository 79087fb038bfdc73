"""Deutsch: Punkte und Nachbarn: Kropki-Punkte, XV, die negative Bedingung,
Nicht-Nachbarschaft, gerade/ungerade Zellen, Minimum/Maximum und Quadrupel."""

from ..render import Plural

MESSAGES: dict[str, object] = {
    "rule.white-dot": "der weiße Punkt zwischen {cell} und {other}",
    "rule.black-dot": "der schwarze Punkt zwischen {cell} und {other}",
    "rule.xv": "das {letter} zwischen {cell} und {other}",
    "rule.negative-kropki": "die negative Bedingung",
    "rule.negative-xv": "die negative XV-Bedingung",
    "rule.nonconsecutive": "die Nicht-Nachbar-Regel",
    "rule.anti-knight": "die Anti-Springer-Regel",
    "rule.anti-king": "die Anti-König-Regel",
    "rule.odd": "die ungerade Zelle {cell}",
    "rule.even": "die gerade Zelle {cell}",
    "rule.minimum": "die Minimum-Zelle {cell}",
    "rule.maximum": "die Maximum-Zelle {cell}",
    "rule.quadruple": "das Quadrupel bei {cell}",
    "white-dot.never": Plural("difference", {
        "one": "{technique}: die Ziffern an {dot} sind aufeinanderfolgend, und {digits:or} "
               "hat keinen Nachbarn im Abstand 1, steht also nie dort: {effect}.",
        "other": "{technique}: die Ziffern an {dot} unterscheiden sich um {difference}, und "
                 "keine Ziffer ist {difference} von {digits:or} entfernt, also stehen sie "
                 "nie dort: {effect}.",
    }),
    "white-dot.partner": Plural("difference", {
        "one": "{technique}: die Ziffern an {dot} sind aufeinanderfolgend. {neighbour} kann "
               "nur {has:or} sein, und keine davon liegt neben {digits:or}, also {effect}.",
        "other": "{technique}: die Ziffern an {dot} unterscheiden sich um {difference}. "
                 "{neighbour} kann nur {has:or} sein, und keine davon ist {difference} von "
                 "{digits:or} entfernt, also {effect}.",
    }),
    "black-dot.never": (
        "{technique}: an {dot} ist eine Ziffer das {ratio}-Fache der anderen, und keine "
        "Ziffer ist das {ratio}-Fache oder der {ratio}. Teil von {digits:or}, also stehen "
        "sie nie dort: {effect}."
    ),
    "black-dot.partner": (
        "{technique}: an {dot} ist eine Ziffer das {ratio}-Fache der anderen. {neighbour} "
        "kann nur {has:or} sein, und keine davon passt so zu {digits:or}, also {effect}."
    ),
    "negative-kropki.both": (
        "{technique}: alle Punkte sind gegeben, und zwischen {cell} und {neighbour} ist "
        "keiner, also sind ihre Ziffern weder aufeinanderfolgend noch eine das Doppelte der "
        "anderen. {neighbour} kann nur {has:or} sein, also {effect}."
    ),
    "negative-kropki.white": (
        "{technique}: alle weißen Punkte sind gegeben, und zwischen {cell} und {neighbour} "
        "ist keiner, also sind ihre Ziffern nicht aufeinanderfolgend. {neighbour} kann nur "
        "{has:or} sein, also {effect}."
    ),
    "negative-kropki.black": (
        "{technique}: alle schwarzen Punkte sind gegeben, und zwischen {cell} und "
        "{neighbour} ist keiner, also ist keine Ziffer das Doppelte der anderen. "
        "{neighbour} kann nur {has:or} sein, also {effect}."
    ),
    "xv.never": (
        "{technique}: die Ziffern an {dot} ergeben zusammen {total}, und {digits:or} hat "
        "keine andere Ziffer, mit der {total} herauskommt, steht also nie dort: {effect}."
    ),
    "xv.partner": (
        "{technique}: die Ziffern an {dot} ergeben zusammen {total}. {neighbour} kann nur "
        "{has:or} sein, und keine davon ergibt mit {digits:or} {total}, also {effect}."
    ),
    "negative-xv.partner": (
        "{technique}: alle X und V sind gegeben, und zwischen {cell} und {neighbour} ist "
        "keins, also ergeben ihre Ziffern weder 5 noch 10. {neighbour} kann nur {has:or} "
        "sein, also {effect}."
    ),
    "nonconsecutive.partner": (
        "{technique}: benachbarte Zellen enthalten nie aufeinanderfolgende Ziffern, und "
        "{cell} liegt neben {neighbour}, das nur {has:or} sein kann, also {effect}."
    ),
    "odd.cell": "{technique}: {cell} hat einen grauen Kreis, ist also ungerade: {effect}.",
    "even.cell": "{technique}: {cell} hat ein graues Quadrat, ist also gerade: {effect}.",
    "minimum.spot": (
        "{technique}: {spot} ist kleiner als jeder seiner Nachbarn, und der Nachbar "
        "{neighbour} kann nur {has:or} sein, also {effect}."
    ),
    "minimum.neighbour": (
        "{technique}: {spot} ist kleiner als jeder seiner Nachbarn und kann nur {has:or} "
        "sein, also ist der Nachbar {cell} größer: {effect}."
    ),
    "maximum.spot": (
        "{technique}: {spot} ist größer als jeder seiner Nachbarn, und der Nachbar "
        "{neighbour} kann nur {has:or} sein, also {effect}."
    ),
    "maximum.neighbour": (
        "{technique}: {spot} ist größer als jeder seiner Nachbarn und kann nur {has:or} "
        "sein, also ist der Nachbar {cell} kleiner: {effect}."
    ),
    "quadruple.only": (
        "{technique}: der Kreis an der Ecke von {cells:and} nennt vier Ziffern, "
        "{digits:and}, also enthalten diese Zellen nichts anderes: {effect}."
    ),
    "quadruple.places": Plural("count", {
        "one": "{technique}: der Kreis des Quadrupels nennt die {digit}, und von seinen vier "
               "Zellen kann nur noch {cells} sie enthalten, also {effect}.",
        "other": "{technique}: der Kreis des Quadrupels nennt die {digit} zweimal, und von "
                 "seinen vier Zellen können nur noch {cells:and} sie enthalten, also sind "
                 "beide {digit}: {effect}.",
    }),
    "kropki-run": (
        "{technique}: weiße Punkte verbinden {cells:and} der Reihe nach in einer Linie, "
        "also enthalten diese {count} Zellen {count} aufeinanderfolgende Ziffern, und nur "
        "noch {runs:or} passen: {effect}."
    ),
    "about.kropki-run": (
        "Weiße Punkte, die Zellen einer Zeile oder Spalte der Reihe nach verbinden, "
        "bilden eine Folge aufeinanderfolgender Ziffern, die Schritt für Schritt steigt "
        "oder fällt: wie bei einem Renban bleiben nur die Folgen, deren Ziffern je eine "
        "Zelle finden, und Ziffern außerhalb fallen weg."
    ),
    "about.parity": (
        "Ein grauer Kreis markiert eine ungerade Zelle, ein graues Quadrat eine gerade: "
        "die Zelle behält nur die Ziffern ihrer Art."
    ),
    "about.kropki-pair": (
        "Ein weißer Punkt verbindet aufeinanderfolgende Ziffern, ein schwarzer zwei "
        "Ziffern, von denen eine das Doppelte der anderen ist (ein Punkt mit Zahl: dieser "
        "Abstand oder dieses Verhältnis). An einem schwarzen Punkt stehen nie 5, 7 oder 9, "
        "die weder Doppeltes noch Hälfte haben; und eine Ziffer fällt weg, wenn die andere "
        "Zelle keinen ihrer Partner mehr hat."
    ),
    "about.xv-pair": (
        "Ein X verbindet zwei Ziffern mit der Summe 10, ein V zwei mit der Summe 5: an "
        "einem X steht nie eine 5, an einem V nur 1 bis 4. Eine Ziffer fällt weg, wenn die "
        "andere Zelle ihre Summe nicht ergänzen kann."
    ),
    "about.nonconsecutive-neighbours": (
        "Nebeneinanderliegende Zellen enthalten nie aufeinanderfolgende Ziffern: eine 5 "
        "streicht 4 und 6 bei jedem Nachbarn, und eine Zelle neben einer 4 oder 6 kann "
        "keine 5 sein."
    ),
    "about.negative-constraint": (
        "Sind alle Punkte (oder alle X und V) gegeben, stehen zwei Nachbarn ohne Zeichen "
        "dazwischen nicht in dessen Beziehung: keine aufeinanderfolgenden Ziffern ohne "
        "weißen Punkt, keine Ziffer neben ihrem Doppelten ohne schwarzen, keine Summe 5 "
        "oder 10 ohne V oder X."
    ),
    "about.minimum-maximum": (
        "Eine Minimum-Zelle ist kleiner als jeder ihrer seitlichen Nachbarn, eine "
        "Maximum-Zelle größer. Das Minimum liegt unter dem höchsten Kandidaten jedes "
        "Nachbarn, jeder Nachbar über dem niedrigsten des Minimums; beim Maximum "
        "umgekehrt."
    ),
    "about.quadruple-digits": (
        "Ein Kreis an der Ecke von vier Zellen nennt Ziffern, die in diesen Zellen "
        "vorkommen. Können nur so viele Zellen eine genannte Ziffer enthalten, wie sie "
        "füllen muss, steht sie dort; vier genannte Ziffern füllen die vier Zellen; und "
        "eine Zelle, die alle Plätze einer genannten Ziffer sieht, kann sie nicht enthalten."
    ),
}

TECHNIQUE_NAMES = {
    "parity": "Gerade/ungerade Zelle",
    "kropki-pair": "Kropki-Paar",
    "xv-pair": "XV-Paar",
    "nonconsecutive-neighbours": "Nicht-Nachbar-Ziffern",
    "negative-constraint": "Negative Bedingung",
    "minimum-maximum": "Minima und Maxima",
    "kropki-run": "Kropki-Kette",
    "quadruple-digits": "Quadrupel",
}
