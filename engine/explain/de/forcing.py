"""Regel-Forcing-Netze: ein ganzes Element der Regeln in einem Zweig des Netzes
(engine/propagation.py, Modus RULES)."""

MESSAGES = {
    "forcing.rule-narrow": "{fact}: damit lässt {element} in {cell} nur noch {digits:or} zu.",
    "forcing.element.cage": "{cage}",
    "forcing.element.innies": (
        "die Zellen von {house} außerhalb seiner ganzen Käfige ({cells:and}, Summe {total})"
    ),
    "forcing.broke.rule": "könnten die übrigen Ziffern {element} nicht mehr erfüllen",
    "forcing.element.house-sums": "{house}, ganz gefüllt mit seinen Pfeilen und Little Killern",
    "forcing.element.renban-split": "die Aufteilung von {house} auf die Renban-Folgen darin",
    "about.rule-forcing-net": (
        "Ein Forcing Net für Rätsel mit Regeln: während ein Zweig verfolgt wird, wird "
        "jeder Pfeil, jede Linie, jeder Punkt und jeder Käfig, den er berührt, gefragt, was "
        "er als Ganzes noch zulässt, nicht nur für zwei seiner Zellen. Bei vielen "
        "veröffentlichten Varianten ersetzt es den Versuch."
    ),
    "rule-forcing-net.nudge.start": (
        "Nimm eine Ziffer in {cell} an und verfolge sie; frag dabei jedes Element der "
        "Regeln, was es als Ganzes noch zulässt."
    ),
}

TECHNIQUE_NAMES = {"rule-forcing-net": "Forcing Net mit Regeln"}
