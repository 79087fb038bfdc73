"""Deutsch: Hinweise neben einer Zeile oder Spalte, von ihrer Seite gelesen: X-Summen
und Wolkenkratzer."""

MESSAGES: dict[str, object] = {
    "rule.x-sum.left": "die X-Summe {number} von {line} (von links)",
    "rule.x-sum.right": "die X-Summe {number} von {line} (von rechts)",
    "rule.x-sum.top": "die X-Summe {number} von {line} (von oben)",
    "rule.x-sum.bottom": "die X-Summe {number} von {line} (von unten)",
    "rule.skyscraper.left": "der Wolkenkratzer {number} von {line} (von links)",
    "rule.skyscraper.right": "der Wolkenkratzer {number} von {line} (von rechts)",
    "rule.skyscraper.top": "der Wolkenkratzer {number} von {line} (von oben)",
    "rule.skyscraper.bottom": "der Wolkenkratzer {number} von {line} (von unten)",
    "x-sum-reading": (
        "{technique}: {clue} ist die Summe der ersten X Ziffern, X die erste Ziffer. X kann "
        "nur {firsts:or} sein (X verschiedene Ziffern, X darunter, ergeben {total}), "
        "also {effect}."
    ),
    "x-sum-combinations": (
        "{technique}: für {clue} kann vorne nur noch {firsts:or} stehen, und jede lässt den "
        "ersten Zellen wenige passende Ziffernsätze, also {effect}."
    ),
    "x-sum.none": (
        "Mit {x} vorne ergeben keine {x} verschiedenen Ziffern mit {x} darunter {total} und "
        "passen in die Zellen von {line}."
    ),
    "x-sum.sets": "Mit {x} in {cell} enthalten die ersten {x} Zellen {combos:or}.",
    "skyscraper-reading.first": (
        "{technique}: {clue} sieht ein Gebäude, und die erste Zelle ist immer zu "
        "sehen, also steht die 9 vorne: {effect}."
    ),
    "skyscraper-reading": (
        "{technique}: {clue} sieht {count} Gebäude, jedes höher als alle davor. Die "
        "erste Zelle ist höchstens {most}, jede weitere höchstens eins mehr, sonst "
        "bleiben zu wenige höhere Ziffern zum Sehen: {effect}."
    ),
    "skyscraper-count": (
        "{technique}: {clue} verlangt {count} sichtbare Ziffern, und keine Füllung von "
        "{line}, die das noch erfüllt, setzt diese Ziffern hierher: {effect}."
    ),
    "skyscraper.nine": (
        "Die 9 ist immer zu sehen und verdeckt alles dahinter: sie kann nur in {cells:or} "
        "stehen."
    ),
    "about.x-sum-reading": (
        "Eine X-Summe neben einer Zeile oder Spalte ist die Summe ihrer ersten X Ziffern "
        "von dieser Seite, X die erste Ziffer. Eine 3 vorne heißt: die ersten drei Ziffern "
        "ergeben den Hinweis; ein Hinweis 1 braucht eine 1 vorne. Nur erste Ziffern, deren "
        "X verschiedene Ziffern den Hinweis ergeben können, bleiben."
    ),
    "about.x-sum-combinations": (
        "Für jede noch mögliche erste Ziffer X die Sätze aus X verschiedenen Ziffern, X "
        "darunter, auflisten, die den Hinweis ergeben und in die ersten X Zellen passen, "
        "wie bei einem Käfig. Die ersten Zellen behalten nur Ziffern dieser Sätze, und eine "
        "Ziffer aus jedem Satz verlässt die Zellen dahinter."
    ),
    "about.skyscraper-reading": (
        "Ein Wolkenkratzer-Hinweis zählt die Ziffern, die man von seiner Seite sieht; eine "
        "höhere verdeckt jede niedrigere dahinter. Bei einem Hinweis N ist die erste Zelle "
        "höchstens 10 - N, jede weitere höchstens eins mehr; die 9 ist immer zu sehen, "
        "steht also frühestens in der N-ten Zelle. Eine 1 stellt die 9 nach vorne, eine 9 "
        "heißt 1 bis 9 der Reihe nach."
    ),
    "about.skyscraper-count": (
        "Sagen die Schranken nichts mehr, wird gezählt: wo können die 9 und die hohen "
        "Ziffern stehen? Jede Zelle behält nur Ziffern, die eine Füllung der Zeile mit genau "
        "der Zahl des Hinweises dorthin setzt."
    ),
}

TECHNIQUE_NAMES = {
    "x-sum-reading": "X-Summe lesen",
    "x-sum-combinations": "X-Summen-Kombinationen",
    "skyscraper-reading": "Wolkenkratzer lesen",
    "skyscraper-count": "Wolkenkratzer zählen",
}
