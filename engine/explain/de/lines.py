"""Deutsch: Linien: Flüsterlinien, Renban, Palindrome, Zwischenlinien und
Regionensummenlinien.

Eine Linie steht immer nach „auf“ (Dativ): „auf der deutschen Flüsterlinie bei r1c1“."""

from ..render import Plural

MESSAGES: dict[str, object] = {
    "line.german-whispers": "der deutschen Flüsterlinie bei {start}",
    "line.dutch-whispers": "der niederländischen Flüsterlinie bei {start}",
    "line.whispers": "der Flüsterlinie bei {start} (Abstand {difference})",
    "line.renban": "der Renban-Linie bei {start}",
    "line.palindrome": "dem Palindrom bei {start}",
    "line.between": "der Zwischenlinie bei {start}",
    "line.region-sum": "der Regionensummenlinie bei {start}",
    "whispers.rule": (
        "Benachbarte Ziffern auf {line} unterscheiden sich um mindestens {difference}."
    ),
    "whispers.never": (
        "{technique}: keine Ziffer ist {difference} oder mehr von {digits:or} entfernt, also "
        "kann {digits:or} nie auf {line} stehen: {effect}."
    ),
    "whispers.neighbour": (
        "{technique}: auf {line} kann {neighbour} nur {has:or} sein, und keine davon ist "
        "{difference} oder mehr von {digits:or} entfernt, also {effect}."
    ),
    "whispers.at-least": (
        "{technique}: auf {line} kann {neighbour} nur {has:or} sein, also muss der Nachbar "
        "{cell} um mindestens {difference} größer sein, also {bound} oder mehr: {effect}."
    ),
    "whispers.at-most": (
        "{technique}: auf {line} kann {neighbour} nur {has:or} sein, also muss der Nachbar "
        "{cell} um mindestens {difference} kleiner sein, also {bound} oder weniger: {effect}."
    ),
    "renban.run": "{low}–{high}",
    "renban-range": (
        "{technique}: die {count} Zellen auf {line} enthalten {count} aufeinanderfolgende "
        "Ziffern, und nur noch {runs:or} passen, also {effect}."
    ),
    "renban.run-no-room": (
        "{runs} fällt weg: {cell} kann nur {has:or} sein, keine ihrer Ziffern."
    ),
    "renban.runs-no-room": (
        "{runs:and} fallen weg: {cell} kann nur {has:or} sein, keine ihrer Ziffern."
    ),
    "renban.run-missing": "{run} fällt weg: keine Zelle der Linie kann {digits:or} aufnehmen.",
    "renban.run-crowded": (
        "{run} fällt weg: {cells:and} könnten daraus nur {digits:and} nehmen, zu wenig für "
        "{count} Zellen."
    ),
    "renban-must-hold": (
        "{technique}: jede verbleibende Folge auf {line} ({runs:or}) enthält die {digit}, "
        "und nur {cell} auf der Linie kann sie aufnehmen, also {effect}."
    ),
    "palindrome-mirror": (
        "{technique}: {cell} und {mirror} liegen auf {line} spiegelbildlich, also enthalten "
        "sie dieselbe Ziffer, eine, die beide noch sein können: {digits:or}. Also {effect}."
    ),
    "between.bounds": (
        "{technique}: auf {line} liegt {cell} echt zwischen den Kreisen {circles:and}. Der "
        "kleinere Kreis ist mindestens {low}, der größere höchstens {high}, also {effect}."
    ),
    "between.no-pair": (
        "{technique}: auf {line} liegt {cell} echt zwischen den Kreisen {circles:and}, die "
        "{first:or} und {last:or} sein können; kein solches Paar hat {digits:or} echt "
        "dazwischen, also {effect}."
    ),
    "between.circle": (
        "{technique}: wäre auf {line} der Kreis {cell} {digits:or}, ließe keine Ziffer des "
        "anderen Kreises {other} ({has:or}) Platz für {middle:and} echt dazwischen, also "
        "{effect}."
    ),
    "region-sum.range": "alles von {low} bis {high}",
    "region-sum.span": "{low} bis {high}",
    "region-sum-equal": Plural("count", {
        "one": (
            "{technique}: jedes Blockstück auf {line} hat dieselbe Summe, und nur {sums:or} "
            "geht für jedes Stück, also muss {cells:and} in {box} sie ergeben: {effect}."
        ),
        "other": (
            "{technique}: jedes Blockstück auf {line} hat dieselbe Summe, und nur {sums:or} "
            "geht für jedes Stück, also müssen {cells:and} in {box} sie ergeben: {effect}."
        ),
    }),
    "region-sum.segment": Plural("count", {
        "one": "In {box} kann {cells:and} {sums:or} ergeben.",
        "other": "In {box} können {cells:and} {sums:or} ergeben.",
    }),
    "about.whispers-range": (
        "Auf einer deutschen Flüsterlinie unterscheiden sich Nachbarn um mindestens 5 (auf "
        "einer niederländischen um 4). Die 5 hat keine so weit entfernte Ziffer, steht also "
        "nie auf einer deutschen Flüsterlinie, und die Ziffern wechseln zwischen niedrig "
        "(1 bis 4) und hoch (6 bis 9). Ein Kandidat, dessen Nachbar keine weit genug "
        "entfernte Ziffer hat, wird gestrichen."
    ),
    "about.renban-range": (
        "Eine Renban-Linie enthält aufeinanderfolgende Ziffern, eine pro Zelle, in "
        "beliebiger Reihenfolge: vier Zellen enthalten 1-4, 2-5, ... oder 6-9. Eine Folge, "
        "deren Ziffern nicht jede eine eigene Zelle finden, fällt weg, und eine Ziffer, die "
        "in keiner verbleibenden Folge vorkommt, steht nicht auf der Linie."
    ),
    "about.renban-must-hold": (
        "Manche Ziffern stehen in jeder Folge, die ein Renban noch enthalten kann: ein "
        "Renban aus sechs Zellen enthält immer 4, 5 und 6. So eine Ziffer muss auf die "
        "Linie; bleibt ihr nur eine Zelle, steht sie dort, und Zellen, die alle ihre Plätze "
        "auf der Linie sehen, können sie nicht enthalten."
    ),
    "about.palindrome-mirror": (
        "Ein Palindrom liest sich von beiden Enden gleich: Zellen im gleichen Abstand von "
        "den Enden enthalten dieselbe Ziffer. Jede behält nur die Kandidaten, die die andere "
        "noch hat, und eine Ziffer, die eine Zelle sieht, fehlt auch ihrem Spiegelbild."
    ),
    "about.between-line-bounds": (
        "Jede Ziffer auf einer Zwischenlinie liegt echt zwischen den Ziffern ihrer beiden "
        "Kreise. Die Mitte ist also nie 1 oder 9, die Kreise unterscheiden sich um "
        "mindestens 2, und der kleinere Kreis liegt unter, der größere über jeder Ziffer "
        "der Linie."
    ),
    "about.region-sum-equal": (
        "Blockgrenzen teilen eine Regionensummenlinie in Stücke, und jedes Stück hat "
        "dieselbe Summe. Ein Stück aus einer Zelle nennt die Summe sofort; sonst vergleicht "
        "man die Summen, die jedes Stück bilden kann, und streicht, was keine der "
        "gemeinsamen bildet."
    ),
}

TECHNIQUE_NAMES = {
    "whispers-range": "Flüsterlinie",
    "renban-range": "Renban-Spanne",
    "renban-must-hold": "Renban-Pflichtziffer",
    "palindrome-mirror": "Palindrom-Spiegel",
    "between-line-bounds": "Zwischenlinie",
    "region-sum-equal": "Regionensummenlinie",
}
