"""Thermometer und Pfeile: ihre eigenen Schlüsse, und der Hinweis aller Regelschritte."""

MESSAGES = {
    # ----- an element by name, and the weak link it makes in a chain -----
    "chains.why.cage": "der einzige andere Platz im {cage} für die {digit}, die er enthalten muss",
    "forcing.rule-link": "{fact}, denn {premise}, und {rule} erlaubt nicht beides.",
    "chains.why.cage-sum": "keine verbliebene Kombination im {cage} enthält beide",
    "forcing.cage-link": (
        "{fact}, denn {premise}, und keine verbliebene Kombination im {cage} enthält beide."
    ),
    "chains.why.innies-sum": (
        "die Zellen von {house} außerhalb der ganz darin liegenden Käfige, {cells:and}, "
        "ergeben {total}, und keine verbliebene Kombination enthält beide"
    ),
    "forcing.innies-link": (
        "{fact}, denn {premise}, und die Zellen von {house} außerhalb der ganz darin "
        "liegenden Käfige, {cells:and}, ergeben {total}, ohne verbliebene Kombination mit"
        " beiden."
    ),
    "chains.why.rule": "{rule} erlaubt nicht beides",
    "rule.thermometer": "das Thermometer bei {cell}",
    "rule.arrow": "der Pfeil bei {cell}",
    "rule.whispers": "die Flüsterlinie bei {cell}",
    "rule.renban": "die Renban-Linie bei {cell}",
    "rule.palindrome": "das Palindrom bei {cell}",
    "rule.between-line": "die Zwischenlinie bei {cell}",
    "rule.region-sum-line": "die Regionensummenlinie bei {cell}",
    "rule.extra-region": "die Zusatzregion bei {cell}",
    "rule.diagonal": "die Diagonale durch {cell}",
    "rule.disjoint-groups": "die Farbgruppen",
    "verified-trial.rules-search": (
        "{technique}: Angenommen, {assumption}. Eine Suche findet keinen Weg, das Gitter "
        "unter allen Regeln zu vollenden. Folglich gilt: {conclusion} ({effect})."
    ),
    "verified-trial.rules-search.proof": (
        "Angenommen, {assumption}: Jeder Weg, das Gitter zu vollenden, verletzt eine "
        "Regel (Thermometer, Pfeil oder Linie) oder ein Haus."
    ),
    "rule-pointing": (
        "{technique}: {rule} muss eine {digit} enthalten, in {cells:or}; eine Zelle, die alle"
        " diese sieht, kann keine {digit} sein: {effect}."
    ),
    "rule-pointing.must-hold": (
        "{rule} muss eine {digit} enthalten, und nur {cells:or} kann sie aufnehmen."
    ),
    "rule-pointing.sees": (
        "Welche von {cells:or} es auch ist: eine Zelle, die alle sieht, ist nicht {digit}."
    ),
    "about.rule-pointing": (
        "Eine Regel kann eine Ziffer auf ihre Linie zwingen: ein Renban aus fünf Zellen "
        "zwischen 3 und 9 muss 5, 6 und 7 enthalten. Sehen alle Zellen, die eine solche "
        "Ziffer aufnehmen können, eine Zelle, kann diese sie nicht haben, wie beim Pointing "
        "aus einem Block."
    ),
    "rule-step.nudge": "Suche {technique} ab {cell}.",
    "thermometer-bounds": (
        "{technique}: Die Ziffern steigen auf dem Thermometer vom Kolben bei {bulb} an, also "
        "liegt jede Zelle über den Zellen davor und unter den Zellen danach: {effect}."
    ),
    "thermometer-bounds.slow": (
        "{technique}: Die Ziffern fallen auf dem langsamen Thermometer vom Kolben bei {bulb} "
        "nie, also ist keine Zelle kleiner als die davor oder größer als die danach: {effect}."
    ),
    "thermometer.above": (
        "{cell} folgt auf {before}, das mindestens {low} ist, also ist sie größer als {low}."
    ),
    "thermometer.slow-above": (
        "{cell} folgt auf {before}, das mindestens {low} ist, also ist sie {low} oder mehr."
    ),
    "thermometer.below": (
        "{cell} steht vor {after}, das höchstens {high} ist, also ist sie kleiner als {high}."
    ),
    "thermometer.slow-below": (
        "{cell} steht vor {after}, das höchstens {high} ist, also ist sie {high} oder weniger."
    ),
    "arrow-sum": (
        "{technique}: Die Ziffern auf dem Pfeil, {cells:and}, ergeben zusammen die Ziffer im "
        "Kreis bei {circle:and}; gemeinsam kommen nur {low} bis {high} in Frage: {effect}."
    ),
    "arrow-sum.pill": (
        "{technique}: Die Ziffern auf dem Pfeil, {cells:and}, ergeben zusammen die Zahl in "
        "der Pille {circle:and}; gemeinsam kommen nur {low} bis {high} in Frage: {effect}."
    ),
    "arrow.shaft-range": "Die Zellen des Pfeils, {cells:and}, ergeben zwischen {low} und {high}.",
    "arrow.circle-holds": "Also steht im Kreis {circle:and} eine Ziffer von {low} bis {high}.",
    "arrow.pill-reads": "Also zeigt die Pille {circle:and} eine Zahl von {low} bis {high}.",
    "arrow.cell-fits": (
        "Damit mit dem Rest des Pfeils eine Summe entsteht, die der Kreis fassen kann, kann "
        "{cell} nur {digits:or} sein."
    ),
    "about.thermometer-bounds": (
        "Auf einem Thermometer steigen die Ziffern vom Kolben zur Spitze (auf einem langsamen "
        "Thermometer fallen sie nie). Der Kolben ist also höchstens so groß, wie die Zellen "
        "danach erlauben, die Spitze mindestens so groß, wie die Zellen davor verlangen: auf "
        "fünf Zellen ist der Kolben 1 bis 5 und die Spitze 5 bis 9, und jede Zelle behält "
        "nur die Ziffern zwischen den Grenzen ihrer Nachbarn."
    ),
    "about.arrow-sum": (
        "Die Ziffern auf einem Pfeil ergeben zusammen die Ziffer in seinem Kreis (oder die "
        "Zahl in seiner Pille). Eine Ziffer darf sich auf dem Pfeil wiederholen, wenn die "
        "Zellen nicht in derselben Zeile, Spalte oder demselben Block liegen. Vergleiche, "
        "was die Pfeilzellen ergeben können, mit dem, was der Kreis fassen kann: jede Seite "
        "behält nur die Werte, die die andere erreichen kann."
    ),
}

TECHNIQUE_NAMES = {
    "rule-pointing": "Regel-Pointing",
    "thermometer-bounds": "Thermometer-Grenzen",
    "arrow-sum": "Pfeilsumme",
    # The lines' rows (their words are in lines.py).
    "palindrome-mirror": "Palindrom-Spiegel",
    "whispers-range": "Flüsterlinien-Bereich",
    "renban-range": "Renban-Bereich",
    "between-line-bounds": "Zwischenlinien-Grenzen",
    "renban-must-hold": "Renban-Pflichtziffern",
    "region-sum-equal": "Gleiche Regionensummen",
}
