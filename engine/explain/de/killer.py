"""Deutsch: Killer-Käfige, ihre Kombinationen, die 45er-Regel und versteckte Käfige."""

MESSAGES: dict[str, object] = {
    "cage-combinations": (
        "{technique}: der {cage} braucht {total} in {count:word} Zellen: {combos}. Keine davon "
        "enthält {digits:or}, also {effect}."
    ),
    "cage-combinations.nudge": "Sieh dir die Kombinationen für den {cage} an.",
    "cage-combinations.many": (
        "{technique}: {count} Käfige lassen jeweils nur die Ziffern ihrer Kombinationen zu, "
        "also {effect}."
    ),
    "cage-combinations.many.nudge": "Sieh dir die Kombinationen der Käfigsummen an.",
    "cage-combinations.cage": "Für den {cage}: {combos}, also keine {digits:or}.",
    "cage-combinations.cage-rest": (
        "Für den {cage}, dessen offene Zellen {total} ergeben: {combos}, also keine "
        "{digits:or}."
    ),
    "cage.placed": (
        "{cells:and} im {cage} enthalten schon {digits:and}, also ergeben die übrigen "
        "{count} Zellen {total}."
    ),
    "cage.combinations": "{total} aus {count} verschiedenen Ziffern: {combos}.",
    "cage.none-has": "Keine Kombination enthält {digits:or}, also auch nicht {cells:and}.",
    "cage-combination-elimination": (
        "{technique}: von den Summen {total} in den {count} offenen Zellen im {cage} passen "
        "nur {combos} zu den Kandidaten, also {effect}."
    ),
    "cage-combination-elimination.nudge": (
        "Prüfe die Kombinationen für den {cage} gegen seine Kandidaten."
    ),
    "cage.combo-missing": (
        "{combo} fällt weg: keine Zelle des Käfigs kann noch {digits:or} aufnehmen."
    ),
    "cage.combo-no-room": "{combo} fällt weg: {cell} kann keine ihrer Ziffern aufnehmen.",
    "cage.combo-crowded": (
        "{combo} fällt weg: {cells:and} könnten daraus nur {digits:and} nehmen, zu wenig für "
        "{count} Zellen."
    ),
    "cage.cell-fits": "Mit den verbleibenden {combos:or} kann {cell} nur {digits:or} sein.",
    "cage-pointing": (
        "{technique}: jede verbleibende Kombination für den {cage} ({combos}) enthält die {digit}, "
        "also steht sie im Käfig, in {cells:or}; diese liegen alle in {houses:and}, also "
        "{effect}."
    ),
    "cage-pointing.nudge": "Suche eine Ziffer, die der {cage} enthalten muss.",
    "cage.every-combo-has": (
        "Jede verbleibende Kombination für den {cage}, {combos}, enthält die {digit}."
    ),
    "cage.digit-places": "Im {cage} kann die {digit} nur in {cells:or} stehen.",
    "cage.places-share": (
        "Diese Zellen liegen auch in {houses:and}, also kann dort keine andere Zelle die "
        "{digit} sein."
    ),
    "rule-of-45.innies": (
        "{technique}: {region} ergibt {whole}, also ergeben die Zellen außerhalb der ganz "
        "darin liegenden Käfige, {cells:and}, zusammen {total}: {effect}."
    ),
    "rule-of-45.outies": (
        "{technique}: die Käfige, die in {region} hineinreichen, ergeben {whole} und {total} "
        "mehr, also ergeben die herausragenden Zellen {cells:and} zusammen {total}: {effect}."
    ),
    "rule-of-45.nudge": "Zähle die Käfige in {region} zusammen.",
    "rule-of-45-houses.nudge": "Zähle die Käfige in {region} gemeinsam zusammen.",
    "innie-outie-difference": (
        "{technique}: nach der 45er-Regel für {region} ist {bigger} um {difference} größer "
        "als {smaller}: {effect}."
    ),
    "innie-outie-difference.equal": (
        "{technique}: nach der 45er-Regel für {region} sind {bigger} und {smaller} gleich: "
        "{effect}."
    ),
    "innie-outie-difference.nudge": (
        "Vergleiche, was in {region} hinein- und herausragt."
    ),
    "rule-of-45.none-inside": "Kein Käfig liegt ganz in {region}.",
    "rule-of-45.inside": "Ganz in {region} liegen: {cages:and}, zusammen {total}.",
    "rule-of-45.reaching": "In {region} reichen: {cages:and}, zusammen {total}.",
    "rule-of-45.split": (
        "Der {cage} ergibt {total}, die ganz in {region} liegenden Käfige ergeben {inside}."
    ),
    "rule-of-45.innies-sum": (
        "{region} ergibt {whole}, also ergeben {cells:and} außerhalb dieser Käfige {total}."
    ),
    "rule-of-45.outies-sum": (
        "{region} ergibt {whole}, also ergeben {cells:and} außerhalb davon {total}."
    ),
    "rule-of-45.difference": (
        "{region} enthält also {innie} statt {outie}: {bigger} ist um {difference} größer "
        "als {smaller}."
    ),
    "sum.placed": (
        "{cells:and} enthalten schon {digits:and}; {rest:and} ergeben den Rest."
    ),
    "sum.may-repeat": (
        "{cells:and} liegen nicht alle in einer Einheit, also darf sich eine Ziffer darin "
        "wiederholen."
    ),
    "why-not.cage-sum": (
        "Keine Kombination, die im {cage} die Summe noch bilden kann, enthält die {digit}, "
        "also kann {cell} nicht {digit} sein."
    ),
    "sum.combos": "Mit ihren Kandidaten lässt sich {total} nur als {combos} bilden.",
    "sum.combos-more": (
        "Mit ihren Kandidaten lässt sich {total} als {combos} bilden, und auf {more} weitere "
        "Arten."
    ),
    "sum.cell-fits": "Also kann {cell} nur {digits:or} sein.",
    "sum.cell-is": "Also ist {cell} die {digit}.",
    "hidden-cage": (
        "{technique}: {left}, {cells:and}, ergeben {total} und liegen in einem Haus: ein "
        "eigener Käfig, {combos}. Jede enthält die {digit}, die nur in {places:or} stehen "
        "kann, also {effect}."
    ),
    "hidden-cage.nudge": "Behandle den Rest von {region} als Käfig.",
    "hidden-cage.innies": "die übrigen Zellen von {region}",
    "hidden-cage.outies": "die aus {region} herausragenden Zellen",
    "hidden-cage.digit-places": "Darin kann die {digit} nur in {cells:or} stehen.",
    "hidden-cage.a-cage": (
        "Sie liegen in einem Haus, also sind sie ein Käfig mit {total} in {count} Zellen: "
        "{combos}."
    ),
    "about.cage-combinations": (
        "Die Zellen eines Käfigs enthalten verschiedene Ziffern mit seiner Summe, und nur "
        "manche Ziffernmengen passen: 13 in zwei Zellen ist 4+9, 5+8 oder 6+7. Eine Ziffer, "
        "die in keiner davon vorkommt, hier 1, 2 oder 3, kann nicht in den Käfig."
    ),
    "about.cage-combination-elimination": (
        "Prüfe jede Kombination eines Käfigs gegen die Kandidaten seiner Zellen: eine "
        "Kombination mit einer Ziffer, die keine Zelle mehr aufnehmen kann, oder deren "
        "Ziffern nicht jede eine eigene Zelle finden, fällt weg. Ein Kandidat, den keine "
        "verbleibende Kombination seiner Zelle gibt, wird gestrichen."
    ),
    "about.cage-pointing": (
        "Enthält jede verbleibende Kombination eines Käfigs eine Ziffer, muss der Käfig sie "
        "enthalten. Liegen alle Zellen des Käfigs, die sie aufnehmen können, in einer Zeile, "
        "Spalte oder einem Block, kann keine andere Zelle dieses Hauses sie haben, wie beim "
        "Pointing."
    ),
    "about.rule-of-45": (
        "Jede Zeile, Spalte und jeder Block ergibt 45. Zieht man die ganz darin liegenden "
        "Käfige ab, ergeben die übrigen Zellen (Innies) den Rest; zählt man die "
        "hineinreichenden Käfige zusammen, ergeben die herausragenden Zellen (Outies) den "
        "Überschuss. Eine solche Zelle ist dann bekannt; mehrere bilden eine Summe."
    ),
    "about.hidden-cage": (
        "Innies oder Outies eines Hauses, die selbst in einem Haus liegen, bilden einen "
        "nicht eingezeichneten Käfig mit bekannter Summe: seine Kombinationen wirken wie die "
        "eines echten Käfigs, und eine Ziffer, die alle enthalten, verlässt den Rest des "
        "gemeinsamen Hauses."
    ),
    "about.rule-of-45-houses": (
        "Die 45er-Regel für zwei oder drei benachbarte Zeilen, Spalten oder Blöcke zugleich: "
        "90 oder 135 weniger die ganz darin liegenden Käfige. Die übrigen Zellen liegen nicht "
        "unbedingt in einem Haus, also darf sich eine Ziffer wiederholen."
    ),
    "about.innie-outie-difference": (
        "Zählt man einen herausragenden Käfig ganz mit und bleiben ein Innie und ein Outie, "
        "sagt die 45er-Regel, um wie viel der eine größer ist als der andere; das schränkt "
        "beide ein."
    ),
}

TECHNIQUE_NAMES = {
    "cage-combinations": "Käfigkombinationen",
    "cage-combination-elimination": "Kombinationen gegen Kandidaten",
    "cage-pointing": "Käfig-Pointing",
    "rule-of-45": "45er-Regel",
    "hidden-cage": "Versteckter Käfig",
    "rule-of-45-houses": "45er-Regel (mehrere Häuser)",
    "innie-outie-difference": "Innie-Outie-Differenz",
}
