"""Deutsch: die Texte aller Verfahren, nach Familien wie in engine/explain/en/.

Schreibweise wie in deutschen Sudoku-Foren und in HoDoKu: Kandidat, Zeile, Spalte,
Block; die Namen der fortgeschrittenen Verfahren bleiben englisch (X-Wing, AIC).
"""

from ..render import Plural

_SWAP = "könnten die beiden Ziffern die Plätze tauschen, und das Rätsel hätte zwei Lösungen"
_UR_NAMES = {
    "unique-rectangle-1": "ein Unique Rectangle Typ 1",
    "unique-rectangle-2": "ein Unique Rectangle Typ 2",
    "unique-rectangle-3": "ein Unique Rectangle Typ 3",
    "unique-rectangle-4": "ein Unique Rectangle Typ 4",
    "unique-rectangle-5": "ein Unique Rectangle Typ 5",
    "unique-rectangle-6": "ein Unique Rectangle Typ 6",
    "hidden-rectangle": "ein Hidden Rectangle",
    "avoidable-rectangle-1": "ein Avoidable Rectangle Typ 1",
    "avoidable-rectangle-2": "ein Avoidable Rectangle Typ 2",
}
_FISH = {"x-wing": "X-Wing", "swordfish": "Swordfish", "jellyfish": "Jellyfish"}
_SUBSETS = {"pair": "Paar", "triple": "Tripel", "quad": "Quadrupel"}

MESSAGES: dict[str, object] = {
    # ----- gemeinsam ------------------------------------------------------------------
    "line": "{fact}: {why}",
    "effect.more": "{shown} und {more} weitere",
    # ----- Singles --------------------------------------------------------------------
    "full-house": (
        "Full House: {cell} ist die letzte leere Zelle in {house}, und {digit} ist die einzige "
        "Ziffer, die {house} noch fehlt, also {cell}={digit}."
    ),
    "full-house.nudge": "Suche ein Full House in {house}.",
    "naked-single": (
        "Nackter Single: {cell} kann nur {digit} sein, denn {why}, also {cell}={digit}."
    ),
    "naked-single.seen-in-row-column-box": (
        "jede andere Ziffer steht schon in ihrer Zeile, Spalte oder ihrem Block"
    ),
    "naked-single.seen-in-row-column-region": (
        "jede andere Ziffer steht schon in ihrer Zeile, Spalte oder ihrem Gebiet"
    ),
    "naked-single.seen-in-houses": "jede andere Ziffer steht schon in einem ihrer Häuser",
    "naked-single.seen-in-row-column-box.or-ruled-out": (
        "jede andere Ziffer steht schon in ihrer Zeile, Spalte oder ihrem Block oder wurde "
        "dort ausgeschlossen"
    ),
    "naked-single.seen-in-row-column-region.or-ruled-out": (
        "jede andere Ziffer steht schon in ihrer Zeile, Spalte oder ihrem Gebiet oder wurde dort "
        "ausgeschlossen"
    ),
    "naked-single.seen-in-houses.or-ruled-out": (
        "jede andere Ziffer steht schon in einem ihrer Häuser oder wurde dort ausgeschlossen"
    ),
    "naked-single.nudge": "Suche einen Nackten Single in {house}.",
    "hidden-single": (
        "Versteckter Single: in {house} kann die {digit} nur in {cell} stehen, also "
        "{cell}={digit}."
    ),
    "hidden-single.nudge": "Suche einen Versteckten Single in {house}.",
    # ----- Locked Candidates ----------------------------------------------------------
    "locked-candidates": (
        "{technique}: in {base} kann die {digit} nur in {cells:and} stehen, die {count:both} "
        "in {cover} liegen. Welche davon die {digit} auch hat, keine andere Zelle von {cover} "
        "kann sie haben, also {effect}."
    ),
    "intersections.confined": "In {base} kann die {digit} nur in {cells:or} stehen.",
    "intersections.shared": (
        "Diese Zellen liegen auch in {cover}, also liegt die {digit} von {cover} dort."
    ),
    "locked-candidates-pointing.nudge": "Suche Locked Candidates (Pointing) in {base}.",
    "locked-candidates-claiming.nudge": "Suche Locked Candidates (Claiming) in {base}.",
    # ----- Nackte, versteckte und Locked Subsets --------------------------------------
    "naked-subset": (
        "{technique} {digits:set} in {cells}: diese {count:word} Zellen von {house} haben "
        "zusammen nur die Kandidaten {digits:and}, also müssen sie {count:all} Ziffern "
        "aufnehmen, und keine andere Zelle von {house} kann {digits:or} sein: {effect}."
    ),
    "hidden-subset": (
        "{technique} {digits:set} in {cells}: in {house} passen die Ziffern {digits:and} nur in "
        "diese {count:word} Zellen, also müssen diese Zellen sie aufnehmen und nichts sonst: "
        "{effect}."
    ),
    "locked-subset": (
        "{technique} {digits:set} in {cells}: diese {count:word} Zellen, zugleich in "
        "{houses:and}, haben zusammen nur {digits:and}, also kann keine andere Zelle dieser "
        "beiden Häuser {digits:or} sein: {effect}."
    ),
    "subsets.cell-can-be": "{cell} kann nur {digits:or} sein.",
    "subsets.digit-goes": "In {house} kann die {digit} nur in {cells:or} stehen.",
    **{
        f"{kind}-{size}.nudge": f"Suche {article} in {{house}}."
        for size, noun in _SUBSETS.items()
        for kind, article in (
            ("naked", f"ein Nacktes {noun}"),
            ("hidden", f"ein Verstecktes {noun}"),
            ("locked", "ein Locked " + size.capitalize()),
        )
    },
    # ----- Fische ---------------------------------------------------------------------
    "fish": (
        "{technique} auf {digit}: in {bases} kann die {digit} nur in {covers} stehen; wie "
        "auch immer die {count:word} {lines} ihre {digit} setzen, {covers} bekommen ihre "
        "{digit} von {bases}: {effect}."
    ),
    "finned-fish": Plural(
        "fins",
        {
            "one": (
                "{technique} auf {digit}: in {bases} kann die {digit} nur in {covers} stehen, "
                "bis auf die Flosse {fin_cells} in {box}. Ob die Flosse die {digit} ist oder "
                "der {fish} gilt, die {digit} ist in {targets:and} ausgeschlossen: {effect}."
            ),
            "other": (
                "{technique} auf {digit}: in {bases} kann die {digit} nur in {covers} stehen, "
                "bis auf die Flossen {fin_cells:and} in {box}. Ob eine Flosse die {digit} ist "
                "oder der {fish} gilt, die {digit} ist in {targets:and} ausgeschlossen: {effect}."
            ),
        },
    ),
    "fish.rows": "Zeilen",
    "fish.columns": "Spalten",
    "fish.base": "In {house} kann die {digit} nur in {cells:or} stehen.",
    "fish.sashimi": Plural(
        "count",
        {
            "one": (
                "Nur eine {digit} von {thin} liegt in {covers}; ohne {fins} wäre das Muster "
                "gar kein Fisch."
            ),
            "other": (
                "{thin} haben je nur eine {digit} in {covers}; ohne {fins} wäre das Muster gar "
                "kein Fisch."
            ),
        },
    ),
    "fish.the-fins": Plural("count", {"one": "seine Flosse", "other": "seine Flossen"}),
    "fish.fins-false": Plural(
        "fins",
        {
            "one": (
                "Ist die Flosse nicht {digit}, ist das {fish_article}: {covers} bekommen ihre "
                "{digit} von {bases} und von nirgends sonst."
            ),
            "other": (
                "Ist keine Flosse {digit}, ist das {fish_article}: {covers} bekommen ihre "
                "{digit} von {bases} und von nirgends sonst."
            ),
        },
    ),
    "fish.fin-true": Plural(
        "fins",
        {
            "one": "Ist die Flosse {digit}, hat keine andere Zelle von {box} die {digit}.",
            "other": "Ist eine der Flossen {digit}, hat keine andere Zelle von {box} die {digit}.",
        },
    ),
    "fish.either-way": (
        "So oder so können die Zellen von {box_covers} in {box} außerhalb von {bases} nicht "
        "{digit} sein: {effect}."
    ),
    **{f"fish.a.{fish}": f"ein {name}" for fish, name in _FISH.items()},
    **{
        f"{kind}{fish}.nudge": f"Suche einen {prefix}{name} auf {{digit}} in {{lines}}."
        for fish, name in _FISH.items()
        for kind, prefix in (("", ""), ("finned-", "Finned "), ("sashimi-", "Sashimi "))
    },
    # ----- kurze Ketten auf einer Ziffer ---------------------------------------------
    "single-digit-chain": (
        "{technique} {eureka}: {a} und {b} sind die einzigen Plätze für die {digit} in {first}, "
        "{c} und {e} die einzigen in {second}; {b} und {c} teilen {middle}, können also nicht "
        "beide {digit} sein. Also ist {a} oder {e} die {digit}, und eine Zelle, die beide "
        "sieht, kann nicht {digit} sein: {effect}."
    ),
    "empty-rectangle": (
        "{technique} {eureka}: in {box} kann die {digit} nur in {box_cells:and} stehen, alle "
        "in {row} oder {column}; {start} und {far} sind die einzigen Plätze für die {digit} in "
        "{pair}. Also ist {far} oder {kept} die {digit}, und eine Zelle, die beide sieht, kann "
        "nicht {digit} sein: {effect}."
    ),
    "empty-rectangle.group": (
        "{technique} {eureka}: in {box} kann die {digit} nur in {box_cells:and} stehen, alle "
        "in {row} oder {column}; {start} und {far} sind die einzigen Plätze für die {digit} in "
        "{pair}. Also ist {far} oder eine von {kept:and} die {digit}, und eine Zelle, die alle "
        "sieht, kann nicht {digit} sein: {effect}."
    ),
    "single-digit.first": (
        "Ist {start} nicht {digit}, ist {end} die {digit}: die beiden sind die einzigen Plätze "
        "für die {digit} in {house}."
    ),
    "single-digit.weak": "Dann ist {end} nicht {digit}, denn sie teilt {house} mit {start}.",
    "single-digit.weak.group": (
        "Dann ist keine von {cells:and} die {digit}, denn sie teilen {house} mit {start}."
    ),
    "single-digit.strong": (
        "Dann ist {end} die {digit}: der einzige andere Platz für die {digit} in {house}."
    ),
    "single-digit.ends": (
        "Also ist {first} oder {last} die {digit}, und eine Zelle, die beide sieht, kann nicht "
        "{digit} sein: {effect}."
    ),
    "empty-rectangle.box": (
        "In {box} kann die {digit} nur in {cells:and} stehen, alle in {row} oder {column}."
    ),
    "empty-rectangle.kept": "Also liegt die {digit} von {box} in {house}: {cell} ist {digit}.",
    "empty-rectangle.kept.group": (
        "Also liegt die {digit} von {box} in {house}: eine von {cells:and} ist {digit}."
    ),
    "empty-rectangle.ends.group": (
        "Also ist {first} oder eine von {cells:and} die {digit}, und eine Zelle, die alle "
        "sieht, kann nicht {digit} sein: {effect}."
    ),
    "skyscraper.nudge": "Suche einen Skyscraper auf {digit} in {lines}.",
    "two-string-kite.nudge": "Suche einen 2-String Kite auf {digit}.",
    "turbot-fish.nudge": "Suche einen Turbot Fish auf {digit}.",
    "empty-rectangle.nudge": "Suche ein Empty Rectangle auf {digit} in {box}.",
    # ----- Wings ----------------------------------------------------------------------
    "xy-wing": (
        "{technique}: der Angelpunkt {pivot} {pivot_digits:set} sieht die Flügel {a} "
        "{a_digits:set} "
        "und {b} {b_digits:set}. Was {pivot} auch ist ({x} oder {y}), einer der Flügel ist "
        "{z}, also kann eine Zelle, die beide Flügel sieht, nicht {z} sein: {effect}."
    ),
    "xyz-wing": (
        "{technique}: der Angelpunkt {pivot} {pivot_digits:set} sieht die Flügel {a} "
        "{a_digits:set} und {b} {b_digits:set}. Was {pivot} auch ist, eine der drei Zellen "
        "ist {z}, also kann eine Zelle, die alle drei sieht, nicht {z} sein: {effect}."
    ),
    "w-wing": (
        "{technique}: {a} und {b} haben beide nur {digits:and} und sehen sich nicht; in "
        "{house} kann die {x} nur in {c} oder {d} stehen, die {a} und {b} sehen. Also ist {a} "
        "oder {b} die {y}, und eine Zelle, die beide sieht, kann nicht {y} sein: {effect}."
    ),
    "remote-pair": (
        "{technique} {digits:set}: {cells:and} haben je nur {digits:and}, und jede sieht die "
        "nächste, also wechseln sich ihre Ziffern entlang der Kette ab. Zwei Zellen mit "
        "ungeradem Abstand haben eine {x} und eine {y}, und eine Zelle, die beide sieht, kann "
        "keine von beiden sein: {effect}."
    ),
    "wxyz-wing": (
        "{technique}: {cells:and} haben zusammen nur {digits:set}. Jede von {others:and} passt "
        "in höchstens eine von ihnen, also muss die {z} in {holders:or} stehen, und eine Zelle, "
        "die alle diese sieht, kann nicht {z} sein: {effect}."
    ),
    "wings.if-not": "Ist {cell} nicht {digit}, ist sie {other}: ihr einziger anderer Kandidat.",
    "wings.sees": "Dann ist {cell} nicht {digit}, denn sie sieht {other}.",
    "wings.cell-is": "Also ist {cell} {digit}: ihr einziger anderer Kandidat.",
    "wings.house-is": (
        "Also ist {cell} die {digit}: der einzige andere Platz für die {digit} in {house}."
    ),
    "wings.ends": (
        "Also ist {first} oder {last} die {digit}, und eine Zelle, die beide sieht, kann nicht "
        "{digit} sein: {effect}."
    ),
    "wings.cell-holds": "{cell} kann nur {digits:or} sein.",
    "wings.case": "Ist {pivot} {digit}, ist {pincer} nicht {digit}, also {z}.",
    "wings.case.self": "Sonst ist {pivot} selbst {z}.",
    "wings.sees-all": "Eine Zelle, die alle von {cells:and} sieht, kann nicht {z} sein: {effect}.",
    "wings.at-most-once": (
        "Die {digit} passt in höchstens eine von ihnen: die Zellen, die sie haben, sehen sich."
    ),
    "wings.four-digits": (
        "Vier Zellen brauchen vier Ziffern, also muss die {z} in {holders:or} stehen."
    ),
    "remote-pair.so": (
        "Also haben zwei Zellen der Kette mit ungeradem Abstand, etwa {first} und {second}, "
        "eine {x} und eine {y}, und eine Zelle, die beide sieht, kann keine von beiden sein: "
        "{effect}."
    ),
    "xy-wing.nudge": "Suche einen XY-Wing mit dem Angelpunkt in {box}.",
    "xyz-wing.nudge": "Suche einen XYZ-Wing mit dem Angelpunkt in {box}.",
    "w-wing.nudge": "Suche einen W-Wing auf {digits:set}.",
    "remote-pair.nudge": "Suche ein Remote Pair auf {digits:set}.",
    "wxyz-wing.nudge": "Suche einen WXYZ-Wing auf {digits:set}.",
    # ----- Eindeutigkeit --------------------------------------------------------------
    "unique-rectangle-1": (
        "{technique} auf {digits:set}: {floor}. Hätte auch {target} nur diese beiden, "
        + _SWAP + ", also muss {target} eine ihrer anderen Ziffern sein: {effect}."
    ),
    "unique-rectangle.extra": (
        "{technique} auf {digits:set}: {floor}, und {roof:and} nur {roof_digits:and}. Ist die "
        "{digit} nicht in {roof:or}, " + _SWAP + ", also kann eine Zelle, die {count:both} "
        "sieht, nicht {digit} sein: {effect}."
    ),
    "unique-rectangle-3": (
        "{technique} auf {digits:set}: {floor}, also müssen {roof:and} {extras:or} aufnehmen, "
        "als wären sie eine Zelle; mit {group:and} bilden sie ein Nacktes {subset} auf "
        "{subset_digits:set} in {houses:and}: {effect}."
    ),
    "unique-rectangle-4": (
        "{technique} auf {digits:set}: {floor}, und in {house} kann die {locked} nur in "
        "{roof:and} stehen. Wäre die andere Zelle {other}, " + _SWAP + ", also kann keine "
        "von beiden {other} sein: {effect}."
    ),
    "unique-rectangle-6": (
        "{technique} auf {digits:set}: {floor}, und in {rows} und {columns} kann die {locked} "
        "nur in den Ecken stehen. Wäre {first} oder {second} {locked}, wären es beide, und "
        + _SWAP + ": {effect}."
    ),
    "hidden-rectangle": (
        "{technique} auf {digits:set}: {corner} hat nur {a} und {b}, und in {row} und "
        "{column} kann die {locked} nur in den Ecken des Rechtecks stehen. Wäre {far} "
        "{other}, dann auch {corner}, und " + _SWAP + ", also ist {far} nicht {other}: "
        "{effect}."
    ),
    "avoidable-rectangle-1": (
        "{technique} auf {digits:set}: {solved:and} wurden gelöst, nicht vorgegeben. Wäre "
        "{target} {need}, " + _SWAP + ", also ist {target} nicht {need}: {effect}."
    ),
    "avoidable-rectangle-2": (
        "{technique} auf {digits:set}: {solved:and} wurden gelöst, nicht vorgegeben, und "
        "{first} und {second} haben zusätzlich die {extra}. Ist keine von ihnen {extra}, "
        + _SWAP + ", also kann eine Zelle, die beide sieht, nicht {extra} sein: {effect}."
    ),
    "bug-plus-1": (
        "{technique}: jede leere Zelle außer {cell} hat genau zwei Kandidaten, und die {digit} "
        "hat in {houses:and} je drei Plätze. Wäre {cell} nicht {digit}, wäre das Rätsel ein "
        "Bivalue Universal Grave, das nie genau eine Lösung hat, also {effect}."
    ),
    "uniqueness.floor": Plural(
        "count",
        {"one": "{cells} hat nur {a} und {b}", "other": "{cells:and} haben nur {a} und {b}"},
    ),
    "uniqueness.only": Plural(
        "count",
        {
            "one": "{cells} hat nur die Kandidaten {a} und {b}.",
            "other": "{cells:and} haben nur die Kandidaten {a} und {b}.",
        },
    ),
    "uniqueness.deadly": (
        "Hätten {corners:and} nur {a} und {b}, " + _SWAP + ". Es hat aber nur eine."
    ),
    "uniqueness.type-1.so": "Also muss {target} eine seiner anderen Ziffern sein: {effect}.",
    "uniqueness.roof-only": "{roof:and} haben nur {digits:and}.",
    "uniqueness.extra.so": (
        "Also ist die {digit} in {roof:or}, und keine Zelle, die {count:both} sieht, kann "
        "{digit} sein: {effect}."
    ),
    "uniqueness.virtual": (
        "Also müssen {roof:and} eine ihrer anderen Ziffern aufnehmen, {extras:or}, als wären "
        "sie eine Zelle."
    ),
    "uniqueness.cell-can-be": "{cell} kann nur {digits:or} sein.",
    "uniqueness.naked.so": (
        "Zusammen bilden sie ein Nacktes {subset} auf {digits:set} in {houses:and}, also kann "
        "keine andere Zelle dort {digits:or} sein: {effect}."
    ),
    "uniqueness.subset.2": "Paar",
    "uniqueness.subset.3": "Tripel",
    "uniqueness.subset.4": "Quadrupel",
    "uniqueness.subset.5": "Quintupel",
    "uniqueness.locked": (
        "In {house} kann die {locked} nur in {roof:or} stehen, also ist eine davon {locked}."
    ),
    "uniqueness.neither.so": "Also kann weder {first} noch {second} {digit} sein: {effect}.",
    "uniqueness.corners-only": (
        "In {rows} und {columns} kann die {locked} nur in den vier Ecken stehen."
    ),
    "uniqueness.type-6.if": (
        "Wäre {first} {locked}, wären {floor:and} beide {other} und {second} auch {locked} "
        "(und ebenso von {second} aus)."
    ),
    "uniqueness.hidden.lines": (
        "In {row} und {column} kann die {locked} nur in den Ecken des Rechtecks stehen."
    ),
    "uniqueness.hidden.if": (
        "Wäre {far} {other}, müsste die {locked} in {along} und in {down} stehen, und {corner} "
        "bliebe nur {other}."
    ),
    "uniqueness.hidden.so": "Also ist {far} nicht {other}: {effect}.",
    "uniqueness.solved": "{cell} wurde als {digit} gelöst, nicht vorgegeben.",
    "uniqueness.avoidable.if": (
        "Wäre {target} {need}, hätten die vier Ecken nur {a} und {b}."
    ),
    "uniqueness.avoidable.so": "Also ist {target} nicht {need}: {effect}.",
    "uniqueness.avoidable.pair": (
        "{first} hat nur {first_digits:and}, {second} nur {second_digits:and}."
    ),
    "uniqueness.avoidable.extra.so": (
        "Also ist {first} oder {second} die {extra}, und keine Zelle, die beide sieht, kann "
        "{extra} sein: {effect}."
    ),
    "uniqueness.bug.cells": (
        "Jede leere Zelle außer {cell} hat genau zwei Kandidaten; {cell} hat {digits:and}."
    ),
    "uniqueness.bug.places": (
        "In {houses:and} hat die {digit} drei Plätze und jede andere Ziffer zwei."
    ),
    "uniqueness.bug.so": (
        "Wäre {cell} nicht {digit}, hätte jede Zelle zwei Kandidaten und jede Ziffer in jedem "
        "Haus zwei Plätze: ein Bivalue Universal Grave, das nie genau eine Lösung hat. Das "
        "Rätsel hat eine, also {effect}."
    ),
    **{
        f"{tid}.nudge": (
            f"Suche {name} in {{boxes}}; es setzt voraus, dass das Rätsel genau eine Lösung hat."
        )
        for tid, name in _UR_NAMES.items()
    },
    "bug-plus-1.nudge": (
        "Suche ein BUG+1: alle leeren Zellen bis auf eine haben zwei Kandidaten; es setzt "
        "voraus, dass das Rätsel genau eine Lösung hat."
    ),
    # ----- Sue de Coq -----------------------------------------------------------------
    "sue-de-coq": (
        "{technique}, wo {box} auf {line} trifft: {core:and} halten mit {line_part:and} und "
        "{box_part:and} {total} Ziffern in {total} Zellen, jede einmal, also verliert der Rest "
        "von {line} {line_keeps:and} und der Rest von {box} {box_keeps:and}: {effect}."
    ),
    "sue-de-coq.shared": (
        "{technique}, wo {box} auf {line} trifft: {core:and} halten mit {line_part:and} und "
        "{box_part:and} jede Ziffer einmal, nur {shared:and} einmal in jedem Teil, also "
        "verliert der Rest von {line} {line_keeps:and} und der Rest von {box} "
        "{box_keeps:and}: {effect}."
    ),
    "sue-de-coq.core": (
        "{core:and}, wo {box} auf {line} trifft, haben {digits:and}: {count} Ziffern für "
        "{cells} Zellen."
    ),
    "sue-de-coq.part": Plural(
        "count",
        {
            "one": "Im Rest von {house} hat {cells} nur {digits:and}.",
            "other": "Im Rest von {house} haben {cells:and} nur {digits:and}.",
        },
    ),
    "sue-de-coq.confined": Plural(
        "count",
        {
            "one": "Die {digits} kann nur in {cells:and} stehen, alle in {house}.",
            "other": "{digits:and} können nur in {cells:and} stehen, alle in {house}.",
        },
    ),
    "sue-de-coq.fill": (
        "Also wiederholt sich keine Ziffer in diesen {total} Zellen; mit {total} Ziffern für "
        "{total} Zellen füllt jede Ziffer eine davon."
    ),
    "sue-de-coq.fill.shared": (
        "Also wiederholt sich keine Ziffer in diesen {total} Zellen außer {shared:and}, einmal "
        "in jedem Teil; mit so vielen Ziffern für {total} Zellen füllt jede ihren Platz."
    ),
    "sue-de-coq.so": (
        "Also können die anderen Zellen von {line} nicht {line_keeps:or} sein und die von "
        "{box} nicht {box_keeps:or}: {effect}."
    ),
    "sue-de-coq.nudge": "Suche ein Sue de Coq, wo {box} auf {line} trifft.",
    # ----- Ketten ---------------------------------------------------------------------
    "x-chain": (
        "X-Chain auf {digit} von {start} bis {end}: angenommen, {start_false}; dann zeigen "
        "die Glieder unten: {end_true}. Also ist eines der Enden die {digit}, und eine Zelle, die "
        "beide sieht, kann nicht {digit} sein: {effect}."
    ),
    "xy-chain": (
        "XY-Chain aus bivalenten Zellen von {start} bis {end}: angenommen, {start_false}; dann "
        "zeigen die Glieder unten: {end_true}. Also ist eines der Enden die {digit}, und eine "
        "Zelle, "
        "die beide sieht, kann nicht {digit} sein: {effect}."
    ),
    "nice-loop": (
        "AIC auf {digits:and}: angenommen, {start_false}; dann zeigen die Glieder unten: "
        "{end_true}. "
        "Also gilt: {start_true} oder {end_true}; und ein Kandidat, der mit beiden kollidiert, "
        "ist falsch: {effect}."
    ),
    "nice-loop.same-digit": (
        "AIC auf {digits:and} von {start} bis {end}: angenommen, {start_false}; dann zeigen "
        "die Glieder unten: {end_true}. Also ist eines der Enden die {digit}, und eine Zelle, die "
        "beide sieht, kann nicht {digit} sein: {effect}."
    ),
    "nice-loop.continuous": (
        "Continuous Nice Loop auf {digits:and}: die Glieder unten laufen von {start} im Kreis "
        "dorthin zurück. In einer Schleife gilt jedes Glied in beide Richtungen, also ist "
        "alles falsch, was mit beiden Enden eines Glieds kollidiert: {effect}."
    ),
    "nice-loop.discontinuous": (
        "Discontinuous Nice Loop auf {digits:and}: angenommen, {start_false}; dann zeigen "
        "die Glieder unten: {start_true}. Die Annahme widerlegt sich selbst: {effect}."
    ),
    "grouped-nice-loop": (
        "Grouped AIC auf {digits:and}: angenommen, {start_false}; dann zeigen die Glieder unten: "
        "{end_true}. Also gilt: {start_true} oder {end_true}; und ein Kandidat, der mit beiden "
        "kollidiert, ist falsch: {effect}."
    ),
    "grouped-nice-loop.same-digit": (
        "Grouped AIC auf {digits:and} von {start} bis {end}: angenommen, {start_false}; dann "
        "zeigen die Glieder unten: {end_true}. Also ist eines der Enden die {digit}, und eine "
        "Zelle, "
        "die jede Zelle beider sieht, kann nicht {digit} sein: {effect}."
    ),
    "grouped-nice-loop.continuous": (
        "Grouped Continuous Nice Loop auf {digits:and}: die Glieder unten laufen von {start} "
        "im Kreis dorthin zurück. In einer Schleife gilt jedes Glied in beide Richtungen, also "
        "ist alles falsch, was mit beiden Enden eines Glieds kollidiert: {effect}."
    ),
    "grouped-nice-loop.discontinuous": (
        "Grouped Discontinuous Nice Loop auf {digits:and}: angenommen, {start_false}; dann "
        "zeigen die Glieder unten: {start_true}. Die Annahme widerlegt sich selbst: {effect}."
    ),
    "x-chain.nudge": "Suche eine X-Chain auf {digit} mit einem Ende in {start}.",
    "xy-chain.nudge": (
        "Suche eine XY-Chain aus bivalenten Zellen mit der {digit} an beiden Enden, eines "
        "davon {start}."
    ),
    "nice-loop.nudge": (
        "Suche eine AIC (alternierende Inferenzkette) auf {digits:or} mit einem Ende in {start}."
    ),
    "nice-loop.continuous.nudge": (
        "Suche einen Continuous Nice Loop auf {digits:or} durch {start}."
    ),
    "nice-loop.discontinuous.nudge": (
        "Suche einen Discontinuous Nice Loop, der in {start} beginnt und endet."
    ),
    "grouped-nice-loop.nudge": "Suche eine Grouped AIC auf {digits:or} mit einem Ende in {start}.",
    "grouped-nice-loop.continuous.nudge": (
        "Suche einen Grouped Continuous Nice Loop auf {digits:or} durch {start}."
    ),
    "grouped-nice-loop.discontinuous.nudge": (
        "Suche einen Grouped Discontinuous Nice Loop, der in {start} beginnt und endet."
    ),
    "chains.one-of": "eine von {cells:and}",
    "chains.group-is": "eine von {cells:and} ist {digit}",
    "chains.group-is-not.two": "weder {first} noch {second} ist {digit}",
    "chains.group-is-not": "keine von {cells:and} ist {digit}",
    "chains.first": "Angenommen, {false}; daraus folgt: {true} ({why}).",
    "chains.strong": "{false}; daraus folgt: {true} ({why}).",
    "chains.weak": "{true}; daraus folgt: {false} ({why}).",
    "chains.weak.closing": (
        "{true}; daraus folgt: {false} ({why}), zurück am Anfang der Kette: sie schließt "
        "sich zur Schleife."
    ),
    "chains.why.cell": "der einzige andere Kandidat der Zelle",
    "chains.why.house": "der einzige andere Platz für die {digit} in {house}",
    "chains.why.house.group": "die einzigen anderen Plätze für die {digit} in {house}",
    "chains.why.same-cell": "eine Zelle hat nur eine Ziffer",
    "chains.why.same-house": "sie teilen {house}",
    "chains.why.sees": "jede sieht jede Zelle der anderen",
    "chains.end.same-digit": (
        "Also ist {start} oder {end} die {digit}; so oder so kann eine Zelle, die beide sieht, "
        "nicht {digit} sein: {effect}."
    ),
    "chains.end.same-digit.groups": (
        "Also ist {start} oder {end} die {digit}; so oder so kann eine Zelle, die alle sieht, "
        "nicht {digit} sein: {effect}."
    ),
    "chains.end.two-digits": (
        "Also gilt: {start_true} oder {end_true}; so oder so ist jeder Kandidat falsch, der "
        "mit beiden kollidiert: {effect}."
    ),
    "chains.end.loop": (
        "In einer Schleife gilt jedes Glied in beide Richtungen (genau ein Ende jedes Glieds "
        "ist wahr), also ist alles falsch, was mit beiden Enden eines Glieds kollidiert: "
        "{effect}."
    ),
    "chains.end.placement": (
        "Die Annahme widerlegt sich selbst, also gilt: {start_true} ({effect})."
    ),
    "chains.end.placement.group": (
        "Die Annahme widerlegt sich selbst, also gilt: {start_true}; und jede Zelle, die alle "
        "von {cells:and} sieht, verliert die {digit}: {effect}."
    ),
    "chains.effect.more": "{shown} und {more} weitere (unten)",
    # ----- Färben ---------------------------------------------------------------------
    "simple-colours-trap": Plural(
        "count",
        {
            "one": (
                "Simple Colors (Trap) auf {digit}: die konjugierten Paare unten teilen die "
                "{digit} in zwei Farben, eine ganz wahr, die andere ganz falsch; {targets} "
                "sieht eine Zelle jeder Farbe, kann also nicht {digit} sein: {effect}."
            ),
            "other": (
                "Simple Colors (Trap) auf {digit}: die konjugierten Paare unten teilen die "
                "{digit} in zwei Farben, eine ganz wahr, die andere ganz falsch; {count} "
                "Zellen sehen je eine Zelle jeder Farbe, keine davon kann {digit} sein: {effect}."
            ),
        },
    ),
    "simple-colours-wrap": (
        "Simple Colors (Wrap) auf {digit}: die konjugierten Paare unten teilen die {digit} in "
        "zwei Farben, eine ganz wahr, die andere ganz falsch; {first} und {second} haben "
        "dieselbe Farbe und teilen {house}, also ist diese Farbe falsch: {effect}."
    ),
    "multi-colours-1": (
        "Multi Colors 1 auf {digit}: {first} und {second}, in zwei Gruppen konjugierter Paare, "
        "teilen {house}, sind also nicht beide {digit}, und eine ihrer Gegenfarben hat die "
        "{digit}; eine Zelle, die beide Gegenfarben sieht, ist nicht {digit}: {effect}."
    ),
    "multi-colours-2": (
        "Multi Colors 2 auf {digit}: eine Farbe einer Gruppe konjugierter Paare sieht beide "
        "Farben einer anderen Gruppe; wäre sie wahr, hätte jene Gruppe keine {digit}, also ist "
        "die Farbe falsch: {effect}."
    ),
    "simple-colours-trap.nudge": "Suche Simple Colors (Trap) auf {digit}.",
    "simple-colours-wrap.nudge": "Suche Simple Colors (Wrap) auf {digit}.",
    "multi-colours-1.nudge": "Suche Multi Colors auf {digit}.",
    "multi-colours-2.nudge": "Suche Multi Colors auf {digit}.",
    "colouring.pair": (
        "{first} und {second} sind die einzigen Plätze für die {digit} in {house}, also "
        "bekommen sie entgegengesetzte Farben."
    ),
    "colouring.either": (
        "Jedes Paar hat genau eine {digit}, also wechseln sich die {digit} entlang der Paare "
        "ab. Entweder: {one}; oder: {other}."
    ),
    "colouring.is": "{cells} ist {digit}",
    "colouring.are-both": "{cells:and} sind beide {digit}",
    "colouring.are-all": "{cells:and} sind alle {digit}",
    "colouring.were": "{cells} wäre {digit}",
    "colouring.were-both": "{cells:and} wären beide {digit}",
    "colouring.were-all": "{cells:and} wären alle {digit}",
    "colouring.trap.sees": (
        "{target} sieht {first} und {second}, die entgegengesetzte Farben haben, also ist eine "
        "davon {digit} und {target} nicht: {effect}."
    ),
    "colouring.wrap.clash": (
        "Aber {first} und {second} teilen {house}, können also nicht beide {digit} sein, und "
        "ihre ganze Farbe ist falsch: {effect}."
    ),
    "colouring.clash": "{first} und {second} teilen {house}, sind also nicht beide {digit}.",
    "colouring.multi-1.opposite": (
        "Also gilt entweder: {one} (die Gegenfarbe von {first}), oder: {other} (die "
        "Gegenfarbe von {second})."
    ),
    "colouring.multi-1.sees": (
        "{target} sieht {first} und {second}, ist also in jedem Fall nicht {digit}: {effect}."
    ),
    "colouring.multi-2.end": (
        "Angenommen, {supposed}: dann könnte weder {first} noch {second} {digit} sein, doch sie "
        "haben "
        "entgegengesetzte Farben, also ist eine davon {digit}. Also ist diese Farbe falsch: "
        "{effect}."
    ),
    "colouring.effect.more": "{shown} und {more} weitere (unten)",
    # ----- ALS ------------------------------------------------------------------------
    "als-xz": Plural(
        "count",
        {
            "one": (
                "ALS-XZ: die Almost Locked Sets A in {a} und B in {b} haben den eingeschränkten "
                "gemeinsamen Kandidaten {x}, also ist eines davon frei von {x} und hat alle "
                "seine anderen Ziffern. So oder so hat A oder B die {zs}, also kann eine Zelle, "
                "die jede {zs} beider sieht, nicht {zs} sein: {effect}."
            ),
            "other": (
                "ALS-XZ: die Almost Locked Sets A in {a} und B in {b} haben den eingeschränkten "
                "gemeinsamen Kandidaten {x}, also ist eines davon frei von {x} und hat alle "
                "seine anderen Ziffern. So oder so hat A oder B jede von {zs:and}, also "
                "verliert eine Zelle, die jedes Vorkommen einer davon in beiden Sets sieht, "
                "diese: {effect}."
            ),
        },
    ),
    "als-xz.doubly": (
        "ALS-XZ, doppelt verbunden: zwei Almost Locked Sets, A in {a} und B in {b}, haben zwei "
        "eingeschränkte gemeinsame Kandidaten, {x} und {y}, also ist jedes Set auf seinen "
        "anderen Ziffern gesperrt, und {x} und {y} liegen je in einem davon: {effect}."
    ),
    "als-xy-wing": (
        "ALS-XY-Wing auf {z}: eingeschränkte gemeinsame Kandidaten verbinden den Angelpunkt C in "
        "{c} mit den Flügeln A in {a} und B in {b}. Eine Zelle, die jede {z} von A und von B "
        "sieht, kann nicht {z} sein: sonst hätte A keine {z}, und die Verbindungen zwängen B, "
        "eine zu haben: {effect}."
    ),
    "als-chain": (
        "ALS Chain auf {z}: {count} Almost Locked Sets, verbunden durch eingeschränkte "
        "gemeinsame Kandidaten, von A in {a} bis {last} in {b}. Eine Zelle, die jede {z} von "
        "A und von {last} sieht, kann nicht {z} sein: sonst hätte A keine {z}, und die "
        "Verbindungen zwängen {last}, eine zu haben: {effect}."
    ),
    "death-blossom": Plural(
        "count",
        {
            "one": (
                "Death Blossom: der Stiel {stem} ist {stem_digits:or}; was auch immer, das "
                "Blatt dieser Ziffer (ein Almost Locked Set) verliert sie und hat alle seine "
                "anderen Ziffern, darunter die {zs}. Also kann eine Zelle, die jede {zs} der "
                "Blätter sieht, nicht {zs} sein: {effect}."
            ),
            "other": (
                "Death Blossom: der Stiel {stem} ist {stem_digits:or}; was auch immer, das "
                "Blatt dieser Ziffer (ein Almost Locked Set) verliert sie und hat alle seine "
                "anderen Ziffern, darunter {zs:and}. Also verliert eine Zelle, die jedes "
                "Vorkommen einer davon in den Blättern sieht, diese: {effect}."
            ),
        },
    ),
    "als-xz.nudge": (
        "Suche ein ALS-XZ mit dem eingeschränkten gemeinsamen Kandidaten {x} in {a} und {b}."
    ),
    "als-xz.doubly.nudge": (
        "Suche ein doppelt verbundenes ALS-XZ mit den eingeschränkten gemeinsamen Kandidaten "
        "{x} und {y} in {a} und {b}."
    ),
    "als-xy-wing.nudge": (
        "Suche einen ALS-XY-Wing mit dem Angelpunkt in {c} und den Flügeln in {a} und {b}."
    ),
    "als-chain.nudge": "Suche eine ALS Chain aus {count} Sets auf {z}, von {a} bis {b}.",
    "death-blossom.nudge": "Suche eine Death Blossom mit dem Stiel {stem}.",
    "als.set": (
        "{label} = {cells:and} in {house}: zusammen haben sie nur {digits:and}, eine Ziffer "
        "mehr als Zellen."
    ),
    "als.set.cell": "{label} = {cell} hat nur {digits:and}.",
    "als.stem": "Der Stiel {stem} hat nur {digits:and}.",
    "als.petal": (
        "Das Blatt für die {digit}: {cells:and} in {house} haben zusammen nur {digits:and}, "
        "eine Ziffer mehr als Zellen."
    ),
    "als.petal.cell": "Das Blatt für die {digit}: {cell} hat nur {digits:and}.",
    "als.rcc": (
        "{x} ist der eingeschränkte gemeinsame Kandidat von {first} und {second}: jede {x} von "
        "{first} sieht jede {x} von {second}, also hat höchstens eines davon die {x}."
    ),
    "als.chain.first": (
        "Angenommen, eine Zelle, die jede {z} von {first} und von {last} sieht, wäre {z}: dann "
        "ist {first} frei von {z} und hat also die {x}; jede {x} von {second} sieht jede {x} "
        "von {first} (ihr eingeschränkter gemeinsamer Kandidat), also kann {second} die {x} "
        "nicht haben und hat {next}."
    ),
    "als.chain.link": (
        "{x} ist der eingeschränkte gemeinsame Kandidat von {first} und {second} (jede {x} des "
        "einen sieht jede {x} des anderen): {first} hat die {x}, also kann {second} sie nicht "
        "haben und hat {next}."
    ),
    "als.blossom.case": (
        "Ist {stem} {digit}, hat das Blatt für die {digit} keine {digit} (jede {digit} darin "
        "sieht {stem}), also hat es {others:and}."
    ),
    "als.xz.either": (
        "Entweder ist {first} frei von {x}, dann nehmen seine Zellen alle seine anderen "
        "Ziffern auf, oder {second} ist es, dann tut {second} das."
    ),
    "als.xz.reach": (
        "So oder so hat {first} oder {second} die Ziffer {z}: keine Zelle, die alle von "
        "{cells:and} sieht, kann {z} sein: {effect}."
    ),
    "als.holds": "{label} hat {digits:and}",
    "als.doubly.argument": (
        "Jedes Set hat eine Ziffer mehr als Zellen, lässt also genau eine seiner Ziffern aus. "
        "Ließe A eine andere Ziffer als {x} oder {y} aus, hätte es beide, und B müsste beide "
        "auslassen: eine Ziffer zu wenig für seine Zellen. Für B gilt dasselbe. Also lässt ein "
        "Set {x} aus und das andere {y}: {holds}, und die {x} und die {y} liegen je in A oder "
        "in B."
    ),
    "als.doubly.argument.none": (
        "Jedes Set hat eine Ziffer mehr als Zellen, lässt also genau eine seiner Ziffern aus. "
        "Ließe A eine andere Ziffer als {x} oder {y} aus, hätte es beide, und B müsste beide "
        "auslassen: eine Ziffer zu wenig für seine Zellen. Für B gilt dasselbe. Also lässt ein "
        "Set {x} aus und das andere {y}, und die {x} und die {y} liegen je in A oder in B."
    ),
    "als.doubly.end": (
        "Jede Zelle, die alle Vorkommen einer Ziffer sieht, die ein Set haben muss, oder alle "
        "Vorkommen von {x} oder {y} in beiden Sets, verliert sie: {effect}."
    ),
    "als.chain.end": (
        "Jede {z} von {last} sieht diese Zelle, doch {last} muss eine {z} haben. Das geht "
        "nicht, also ist keine solche Zelle {z}: {effect}."
    ),
    "als.blossom.reach": (
        "Welche Ziffer der Stiel auch nimmt, ein Blatt hat die Ziffer {z}: keine Zelle, die "
        "alle von {cells:and} sieht, kann {z} sein: {effect}."
    ),
    "als.effect.more": "{shown} und {more} weitere (unten)",
    # ----- Forcing Chains, Forcing Nets und Versuch ----------------------------------
    "forcing.contradiction": (
        "{technique} (Widerspruch): Angenommen, {assumption}. {steps} später {broke}. "
        "Folglich gilt: {conclusion} ({effect})."
    ),
    "forcing.contradiction.at-once": (
        "{technique} (Widerspruch): Angenommen, {assumption}. Sofort {broke}. Folglich "
        "gilt: {conclusion} ({effect})."
    ),
    "forcing.digit": (
        "{technique} (Kandidat wahr oder falsch): {candidate} ist entweder wahr oder falsch, "
        "und in beiden Fällen gilt: {conclusion} ({steps} insgesamt). Also {effect}."
    ),
    "forcing.cell": (
        "{technique} (Zelle): {cell} ist {digits:or}, und in jedem Fall gilt: {conclusion} "
        "({steps} insgesamt). Also {effect}."
    ),
    "forcing.house": (
        "{technique} (Haus): in {house} steht die {digit} in {cells:or}, und in jedem Fall "
        "gilt: {conclusion} ({steps} insgesamt). Also {effect}."
    ),
    "forcing.steps": Plural(
        "count", {"one": "{count} erzwungener Schritt", "other": "{count} erzwungene Schritte"}
    ),
    "forcing.suppose": "Angenommen, {fact}.",
    "forcing.case": "Fall: {fact}.",
    "forcing.same-house": "{fact}, denn {premise}, und beide liegen in {house}.",
    "forcing.same-cell": "{fact}, denn {premise}.",
    "forcing.naked": "{fact}: der einzige verbliebene Kandidat von {cell}.",
    "forcing.hidden": "{fact}: der einzige verbliebene Platz für die {digit} in {house}.",
    "forcing.impossible": "Dann {broke}: unmöglich.",
    "forcing.so": "Folglich gilt: {conclusion} ({effect}).",
    "forcing.every-case": "In jedem Fall gilt: {conclusion} ({effect}).",
    "forcing.broke.both": "müsste {cell} {digit} sein und könnte es nicht sein",
    "forcing.broke.no-candidate": "hätte {cell} keinen Kandidaten mehr",
    "forcing.broke.no-place": "hätte die {digit} keinen Platz mehr in {house}",
    "forcing.broke.cell-twice": "müsste {cell} zugleich {first} und {second} sein",
    "forcing.broke.house-twice": "hätte {house} die {digit} zweimal ({first} und {second})",
    "forcing-chain.nudge.start": "Suche eine Forcing Chain, die in {cell} beginnt.",
    "forcing-chain.nudge.cell": "Suche eine Forcing Chain von jedem Kandidaten von {cell} aus.",
    "forcing-chain.nudge.house": (
        "Suche eine Forcing Chain von jedem Platz der {digit} in {house} aus."
    ),
    "forcing-net.nudge.start": "Suche ein Forcing Net, das in {cell} beginnt.",
    "forcing-net.nudge.cell": "Suche ein Forcing Net von jedem Kandidaten von {cell} aus.",
    "forcing-net.nudge.house": (
        "Suche ein Forcing Net von jedem Platz der {digit} in {house} aus."
    ),
    "verified-trial.chain": (
        "{technique}: Angenommen, {assumption}. {steps} später {broke}. Folglich gilt: "
        "{conclusion} ({effect})."
    ),
    "verified-trial.chain.at-once": (
        "{technique}: Angenommen, {assumption}. Sofort {broke}. Folglich gilt: {conclusion} "
        "({effect})."
    ),
    "verified-trial.deeper": (
        "{technique}, durch Suche gefunden statt durch eine Kette, die ein Mensch sähe: "
        "Angenommen, {assumption}. Die Singles daraus führen zu keinem Widerspruch, aber dann "
        "{where}, und {each}. Folglich gilt: {conclusion} ({effect})."
    ),
    "verified-trial.each-breaks": "jede Möglichkeit scheitert an ihren eigenen Singles",
    "verified-trial.none-works": "keine davon geht auf",
    "verified-trial.where.cell": "kann {cell} nur {digits:or} sein",
    "verified-trial.where.house": "kann die {digit} in {house} nur in {cells:or} stehen",
    "verified-trial.singles": (
        "Die Singles daraus setzen {effect}, noch ohne Widerspruch."
    ),
    "verified-trial.singles.more": (
        "Die Singles daraus setzen {effect} und {more} weitere, noch ohne Widerspruch."
    ),
    "verified-trial.singles.none": "Die Singles daraus setzen nichts Neues, noch ohne Widerspruch.",
    "verified-trial.then": "Aber dann {where}.",
    "verified-trial.option": "Fall {fact}: dann {broke}.",
    "verified-trial.option.searched": (
        "Fall {fact}: erst eine tiefere Suche zeigt, dass es sich nicht vervollständigen lässt."
    ),
    "verified-trial.nudge": "Probiere eine Ziffer in {cell} und folge den Singles.",
    "verified-trial.nudge.deeper": "Probiere eine Ziffer in {cell} und folge, wohin sie führt.",
    # ----- "Warum nicht?" -------------------------------------------------------------
    "why-not.after-placement": "Mit {placed} kann {cell} nicht mehr {digit} sein.",
    "why-not.nothing-yet": "Bisher schließt nichts die {digit} in {cell} aus.",
    "why-not.held": "{peer} enthält schon eine {digit}, also kann {cell} nicht {digit} sein.",
    "why-not.excluded": (
        "Die {digit} wurde aus den Notizen von {cell} gestrichen (von dir oder durch einen "
        "angewandten Schritt)."
    ),
    "why-not.gone": "{digit} ist kein Kandidat von {cell} mehr.",
    "why-not.placed": "In {cell} steht schon eine {value}: da gibt es keinen Kandidaten zu fragen.",
    "why-not.no-solution": (
        "Diese Stellung hat keine Lösung (eine falsche Ziffer oder Notiz), also kann kein "
        "Schritt die Frage verlässlich beantworten."
    ),
    "why-not.removable": "{cell} kann nicht {digit} sein: {technique}.",
    # ----- ein eingefügtes Rätsel, das nicht geht ----------------------------------
    "puzzle.unknown-character": (
        "Unbekanntes Zeichen {char} an Stelle {position}: nimm die Ziffern 1-9 für Vorgaben "
        "und '.' oder '0' für leere Zellen."
    ),
    "puzzle.unknown-character.line": (
        "Unbekanntes Zeichen {char} in Zeile {line}, Spalte {column} des Textes: nimm die "
        "Ziffern 1-9 für Vorgaben und '.' oder '0' für leere Zellen."
    ),
    "puzzle.cell-count": Plural(
        "count",
        {
            "one": "Ein Rätsel hat 81 Zellen, aber {count} wurde gefunden.",
            "other": "Ein Rätsel hat 81 Zellen, aber {count} wurden gefunden.",
        },
    ),
    "puzzle.not-a-triple": (
        "{token} ist kein Zeile-Spalte-Wert-Tripel wie 127 (Zeile 1, Spalte 2 enthält 7); "
        "jede der drei Stellen ist eine Ziffer 1-9."
    ),
    "puzzle.given-twice": "{cell} ist zweimal vorgegeben, als {first} und als {second}.",
    "puzzle.clash": "Zweimal die {digit} in {house}: {first} und {second}.",
    "puzzle.clash-in-cage": (
        "Zweimal die {digit} im Käfig mit {cell} (Summe {total})"
        ": {first} und {second}."
    ),
    "puzzle.not-killer": "Das ist kein Killer: {why}.",
    "puzzle.grid.tenth-row": (
        "Zeile {line}: ein Kandidatengitter hat 9 Reihen; dies ist die zehnte."
    ),
    "puzzle.grid.row-cells": (
        "Zeile {line}: eine Reihe des Gitters hat 9 Zellen, aber {count} wurden gefunden."
    ),
    "puzzle.grid.not-digits": "Zeile {line}, {cell}: {token} ist keine Gruppe der Ziffern 1-9.",
    "puzzle.grid.repeats": "Zeile {line}, {cell}: {token} wiederholt eine Ziffer.",
    "puzzle.grid.rows": (
        "Ein Kandidatengitter hat 9 Reihen von Zellen, aber {count} wurden gefunden."
    ),
    "puzzle.grid.no-candidate": "{cell} ist leer und hat keinen Kandidaten mehr.",
    "puzzle.hodoku.start": "Eine HoDoKu-Zeile beginnt wie ':0000:x:', gefolgt von den 81 Zellen.",
    "puzzle.hodoku.too-long": "Die HoDoKu-Zeile hat mehr als 81 Zellen.",
    "puzzle.hodoku.not-a-cell": "Die HoDoKu-Zeile hat {char} bei {cell}: keine Zelle.",
    "puzzle.hodoku.count": "Die HoDoKu-Zeile hat {count} Zellen; ein Rätsel hat 81.",
    "puzzle.hodoku.exclusion": "{item} ist kein ausgeschlossener Kandidat (Ziffer, Zeile, Spalte).",
    "puzzle.position.wrong-value": "{cell} enthält {digit}, nicht ihre Lösungsziffer.",
    "puzzle.position.missing-mark": (
        "Den Kandidaten von {cell} fehlt die {digit}, ihre Lösungsziffer."
    ),
    "puzzle.no-solution": "Dieses Rätsel hat keine Lösung: seine Vorgaben widersprechen sich.",
    "puzzle.too-hard": (
        "Dieses Rätsel ist zu schwer zu prüfen: Der Nachweis einer einzigen Lösung würde zu "
        "lange dauern. Prüfen Sie Ihre Eingabe oder ergänzen Sie eine Vorgabe."
    ),
    "puzzle.several-solutions": (
        "Dieses Rätsel hat mehr als eine Lösung und lässt sich daher nicht allein mit Logik lösen."
    ),
    "killer.form": (
        "ein Killer wird als killer: geschrieben,"
        " gefolgt vom Käfigplan mit 81 Zeichen, "
        "einem Doppelpunkt und den Käfigsummen "
        "durch Kommas getrennt (und bei Vorgaben "
        "einem weiteren Doppelpunkt und 81 "
        "Zeichen)"
    ),
    "killer.map-length": "ein Käfigplan nennt den Käfig aller 81 Zellen; dieser hat {count}",
    "killer.map-character": (
        "{char} bei {cell} kann keinen Käfig "
        "benennen: ein Buchstabe oder eine Ziffer"
        " je Käfig"
    ),
    "killer.uncaged": "{cell} liegt in keinem Käfig; in dieser Form braucht jede Zelle einen",
    "killer.sum-count": "der Plan hat {cages} Käfige, aber es sind {sums} Summen angegeben",
    "killer.sum-not-number": "{token} ist keine Käfigsumme: Summen sind ganze Zahlen wie 13",
    "killer.symbol-not-connected": (
        "der Käfig {name} (mit {cell}) hängt "
        "nicht zusammen: seine Zellen müssen "
        "Seite an Seite liegen"
    ),
    "killer.not-connected": (
        "der Käfig mit {cell} hängt nicht "
        "zusammen: seine Zellen müssen Seite an "
        "Seite liegen"
    ),
    "killer.empty-cage": "Käfig {number} hat keine Zellen",
    "killer.off-grid": "Käfig {number} hat eine Zelle außerhalb des Gitters",
    "killer.two-cages": "{cell} liegt in zwei Käfigen",
    "killer.too-big": (
        "der Käfig mit {cell} hat {count} Zellen,"
        " aber ein Käfig enthält keine Ziffer "
        "doppelt, also höchstens 9"
    ),
    "killer.impossible-sum": (
        "der Käfig mit {cell} kann nicht {total} "
        "ergeben: {count} verschiedene Ziffern "
        "ergeben {least} bis {most}"
    ),
    "killer.grand-total": (
        "die Käfigsummen ergeben {total}, aber "
        "wenn jede Zelle in einem Käfig liegt, "
        "müssen es 405 sein (neunmal 45)"
    ),
    "killer.too-many": "dieser Killer hat {count} Käfige; der Assistent nimmt höchstens {most}",
    "layout.length": "eine Jigsaw-Aufteilung nennt das Gebiet aller 81 Zellen; diese hat {count}",
    "layout.regions": "eine Jigsaw-Aufteilung hat neun Gebiete; diese hat {count}",
    "layout.region-size": "Gebiet {number} ({name}, mit {cell}) hat {count} Zellen, nicht 9",
    "layout.not-connected": (
        "Gebiet {number} ({name}, mit {cell}) hängt nicht zusammen: seine Zellen müssen Seite "
        "an Seite verbunden sein"
    ),
    # ----- ein Link aus einer anderen App (engine/puzzle_links.py) ----------------------
    "link.unsupported": "Dieses Rätsel hat {rules}, die der Assistent nicht löst.",
    "link.undrawn": (
        "Dieses Rätsel hat {rules}, die der Assistent löst, das Spielfeld aber noch nicht "
        "zeigen kann: auf der Kommandozeile spielt sudoku-hint solve es."
    ),
    "link.unsupported-yet": "Dieses Rätsel hat {rules}, die der Assistent noch nicht löst.",
    "link.unknown-rule": (
        "Dieses Rätsel hat eine Regel, die der Assistent nicht kennt ({name}), darum kann er es "
        "nicht lösen."
    ),
    "link.combined": (
        "Dieses Rätsel verbindet {rules}; der Assistent spielt jede davon nur für sich, nicht "
        "zusammen."
    ),
    "link.short": (
        "Das ist ein Kurzlink: Öffne ihn in {site} und kopiere stattdessen den langen Link (mit "
        "dem Rätsel darin)."
    ),
    "link.malformed": (
        "Das Rätsel in diesem {site}-Link lässt sich nicht lesen: Er ist beschädigt oder "
        "abgeschnitten."
    ),
    "link.size": "Dieses Rätsel ist {size}×{size}; der Assistent spielt nur 9×9-Rätsel.",
    "link.no-region": (
        "Einige Zellen dieses Rätsels liegen in keinem Gebiet; der Assistent spielt Rätsel, in "
        "denen jede Zelle in einem liegt."
    ),
    "link.layout": "Die Gebiete dieses Rätsels sind kein Jigsaw: {why}.",
    "link.cage-without-sum": (
        "Ein Käfig dieses Rätsels (mit {cell}) zeigt keine Summe, und die Regeln sagen nicht, "
        "dass sich Ziffern im Käfig nicht wiederholen; der Assistent spielt einen Käfig mit "
        "seiner Summe oder, wenn die Regeln es sagen, als Region ohne Wiederholung."
    ),
    "link.too-many-houses": (
        "Dieses Rätsel hat mehr als {most} Häuser (Zeilen, Spalten, Blöcke, Diagonalen und "
        "Regionen aus neun Zellen); der Assistent spielt Rätsel mit weniger davon."
    ),
    "link.site": (
        "Der Assistent liest Links von f-puzzles, SudokuPad und SudokuWiki, nicht von {host}."
    ),
    "link.sudokupad-form": (
        "Dieser SudokuPad-Link enthält sein Rätsel in einer Form, die der Assistent nicht liest "
        "({form}): Öffne ihn in SudokuPad und kopiere den Link erneut aus dem Menü von SudokuPad."
    ),
    "link.rule.thermometers": "Thermometer",
    "link.rule.arrows": "Pfeile",
    "link.rule.killer-cages": "Killer-Käfige",
    "link.rule.little-killers": "Little-Killer-Summen",
    "link.rule.sandwich-sums": "Sandwich-Summen",
    "link.rule.x-sums": "X-Summen",
    "link.rule.skyscrapers": "Wolkenkratzer-Hinweise",
    "link.rule.kropki": "Kropki-Punkte",
    "link.rule.xv": "XV-Summen",
    "link.rule.palindromes": "Palindrome",
    "link.rule.renban": "Renban-Linien",
    "link.rule.whispers": "German-Whispers-Linien",
    "link.rule.between-lines": "Between-Linien",
    "link.rule.minimum": "Minimum-Zellen",
    "link.rule.maximum": "Maximum-Zellen",
    "link.rule.odd": "ungerade Zellen",
    "link.rule.even": "gerade Zellen",
    "link.rule.extra-regions": "zusätzliche Gebiete",
    "link.rule.clones": "Klone",
    "link.rule.quadruples": "Quadrupel",
    "link.rule.lockout": "Lockout-Linien",
    "link.rule.entropic": "entropische Linien",
    "link.rule.modular": "modulare Linien",
    "link.rule.region-sums": "Gebietssummen-Linien",
    "link.rule.nabner": "Nabner-Linien",
    "link.rule.double-arrows": "Doppelpfeile",
    "link.rule.zipper": "Reißverschluss-Linien",
    "link.rule.drawings": "Zeichnungen, die Regeln tragen können (Linien, Formen oder Text)",
    "link.rule.anti-knight": "die Anti-Springer-Regel",
    "link.rule.anti-king": "die Anti-König-Regel",
    "link.rule.nonconsecutive": "die Nicht-Nachbarzahlen-Regel",
    "link.rule.negative": "negative Bedingungen",
    "link.rule.fog": "Nebel (fog of war)",
    "link.rule.one-diagonal": "eine einzelne Diagonale",
    "link.rule.given-marks": "vorgegebene Notizen",
    "link.rule.lines": "Linien im Gitter (Thermometer, Renban, Whispers oder Ähnliches)",
    "link.rule.marks": "Zeichen im Gitter (Punkte, Kreise oder Hinweise)",
    "link.rule.diagonals": "beide Diagonalen",
    "link.rule.disjoint": "disjunkte Gruppen",
    "link.rule.regions": "unregelmäßige Gebiete",
    "link.too-many-rules": (
        "Dieses Rätsel zeichnet mehr als {most} Thermometer, Pfeile und Linien; der Assistent "
        "spielt Rätsel mit weniger davon."
    ),
}
