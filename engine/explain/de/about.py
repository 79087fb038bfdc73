"""Was jedes Verfahren ist, in wenigen Sätzen: der Text seiner Seite in der Bibliothek."""

_UR = (
    "Ein Unique Rectangle besteht aus vier Zellen in zwei Zeilen, zwei Spalten und zwei Blöcken, "
    "die alle dieselben zwei Ziffern haben könnten. Dann könnten die Ziffern die Plätze "
    "tauschen, und das Rätsel hätte zwei Lösungen; ein richtiges Rätsel hat eine, also "
    "muss ein Kandidat das Muster brechen. "
)
_AR = (
    "Ein Avoidable Rectangle besteht aus vier Zellen in zwei Zeilen, zwei Spalten und zwei "
    "Blöcken, von denen einige schon gelöst (nicht vorgegeben) sind. Würde das Rechteck "
    "tauschbar vervollständigt, könnten auch die gelösten Zellen tauschen, und das Rätsel "
    "hätte zwei Lösungen. "
)

ABOUT = {
    "about.full-house": (
        "Ein Haus (Zeile, Spalte oder Block) hat nur noch eine leere Zelle. Die fehlende "
        "Ziffer kommt dorthin. Der leichteste Schritt von allen."
    ),
    "about.naked-single": (
        "Eine Zelle hat nur noch einen Kandidaten: jede andere Ziffer steht schon in ihrer "
        "Zeile, Spalte oder ihrem Block. Dieser Kandidat ist die Ziffer der Zelle."
    ),
    "about.hidden-single": (
        "In einem Haus hat eine Ziffer nur noch eine mögliche Zelle, auch wenn diese Zelle "
        "weitere Kandidaten hat. Die Ziffer kommt dorthin."
    ),
    "about.locked-pair": (
        "Zwei Zellen eines Blocks in einer Zeile oder Spalte haben nur dieselben zwei "
        "Kandidaten. Die beiden Ziffern gehören in diese Zellen und fallen aus allen "
        "anderen Zellen des Blocks und der Linie heraus."
    ),
    "about.locked-triple": (
        "Drei Zellen eines Blocks in einer Zeile oder Spalte haben zusammen nur drei "
        "Ziffern. Diese sind in den drei Zellen gebunden und fallen aus dem Rest des Blocks "
        "und der Linie heraus."
    ),
    "about.locked-candidates-pointing": (
        "In einem Block liegen alle Kandidaten einer Ziffer in einer Zeile oder Spalte. Die "
        "Ziffer des Blocks muss auf dieser Linie stehen, also fällt sie aus den Zellen der "
        "Linie außerhalb des Blocks heraus."
    ),
    "about.locked-candidates-claiming": (
        "In einer Zeile oder Spalte liegen alle Kandidaten einer Ziffer in einem Block. Die "
        "Ziffer der Linie muss in diesem Block stehen, also fällt sie aus seinen anderen "
        "Zellen heraus."
    ),
    "about.naked-pair": (
        "Zwei Zellen eines Hauses haben nur dieselben zwei Kandidaten. Die beiden Ziffern "
        "gehören in diese Zellen, keine andere Zelle des Hauses kann sie haben."
    ),
    "about.hidden-pair": (
        "In einem Haus können zwei Ziffern nur in dieselben zwei Zellen. Diese Zellen "
        "bekommen die beiden Ziffern, alle anderen Kandidaten fallen dort heraus."
    ),
    "about.naked-triple": (
        "Drei Zellen eines Hauses haben zusammen nur drei Ziffern (nicht jede Zelle alle "
        "drei). Die drei Ziffern füllen diese Zellen und fallen aus dem Rest des Hauses."
    ),
    "about.hidden-triple": (
        "In einem Haus können drei Ziffern nur in dieselben drei Zellen. Diese Zellen "
        "bekommen die Ziffern, ihre anderen Kandidaten fallen heraus."
    ),
    "about.naked-quad": (
        "Vier Zellen eines Hauses haben zusammen nur vier Ziffern. Diese füllen die Zellen "
        "und fallen aus dem Rest des Hauses heraus."
    ),
    "about.hidden-quad": (
        "In einem Haus können vier Ziffern nur in dieselben vier Zellen. Diese Zellen "
        "bekommen die Ziffern, ihre anderen Kandidaten fallen heraus."
    ),
    "about.x-wing": (
        "In zwei Zeilen kann eine Ziffer nur in denselben zwei Spalten stehen. Wie herum "
        "auch immer, sie füllt in diesen Zeilen beide Spalten, also fällt sie aus dem Rest "
        "beider Spalten. Mit Zeilen und Spalten vertauscht gilt dasselbe."
    ),
    "about.swordfish": (
        "Ein X-Wing mit drei Linien: in drei Zeilen liegen die Kandidaten einer Ziffer in "
        "nur drei Spalten. Die Ziffer fällt aus dem Rest dieser drei Spalten heraus."
    ),
    "about.jellyfish": (
        "Ein X-Wing mit vier Linien: in vier Zeilen liegen die Kandidaten einer Ziffer in "
        "nur vier Spalten, also fällt sie aus dem Rest dieser Spalten heraus."
    ),
    "about.remote-pair": (
        "Eine Kette von Zellen mit denselben zwei Kandidaten, jede sieht die nächste. Die "
        "Zellen wechseln zwischen den beiden Ziffern, also kann eine Zelle, die zwei Enden "
        "ungleicher Parität sieht, keine der beiden haben."
    ),
    "about.bug-plus-1": (
        "Bivalue Universal Grave: jede offene Zelle hat zwei Kandidaten, nur eine hat drei. "
        "Ohne ihre dritte Ziffer hätte das Rätsel zwei Lösungen, also ist die Zelle die "
        "Ziffer, die in ihren Häusern dreimal vorkommt."
    ),
    "about.skyscraper": (
        "Zwei Zeilen haben eine Ziffer in genau zwei Zellen, und je ein Ende liegt in "
        "derselben Spalte. Eines der beiden anderen Enden ist die Ziffer, also kann eine "
        "Zelle, die beide sieht, sie nicht sein."
    ),
    "about.two-string-kite": (
        "Eine Ziffer hat genau zwei Plätze in einer Zeile und zwei in einer Spalte, und je "
        "ein Ende liegt im selben Block. Eines der fernen Enden ist die Ziffer, also "
        "verliert eine Zelle, die beide sieht, sie."
    ),
    "about.turbot-fish": (
        "Eine Kette aus vier Kandidaten einer Ziffer: starke, schwache, starke Verbindung. "
        "Ein Ende ist die Ziffer, also kann eine Zelle, die beide Enden sieht, sie nicht "
        "sein."
    ),
    "about.empty-rectangle": (
        "In einem Block liegen die Kandidaten einer Ziffer auf einer Zeile und einer Spalte "
        "(ein L oder Kreuz). Zusammen mit einer Linie, in der die Ziffer nur zwei Plätze "
        "hat, entfernt es die Ziffer dort, wo Zeile oder Spalte des Blocks das ferne Ende "
        "der Linie trifft."
    ),
    "about.w-wing": (
        "Zwei Zellen mit denselben Kandidaten x und y, die sich nicht sehen, verbunden über "
        "eine Linie, in der y nur zwei Plätze hat, je einen von einer Zelle gesehen. Eine "
        "der Zellen ist x, also kann eine Zelle, die beide sieht, nicht x sein."
    ),
    "about.xy-wing": (
        "Ein Angelpunkt mit x und y sieht zwei Flügel, xz und yz. Was der Angelpunkt auch ist, "
        "ein Flügel ist z, also kann eine Zelle, die beide Flügel sieht, nicht z sein."
    ),
    "about.xyz-wing": (
        "Wie ein XY-Wing, aber der Angelpunkt hat x, y und z. Eine der drei Zellen ist z, also "
        "verliert nur eine Zelle, die alle drei sieht, das z."
    ),
    "about.unique-rectangle-1": _UR + (
        "Typ 1: drei Ecken haben nur die beiden Ziffern; die vierte Ecke kann keine davon "
        "sein."
    ),
    "about.unique-rectangle-2": _UR + (
        "Typ 2: zwei Ecken teilen einen zusätzlichen Kandidaten, der in einer von ihnen "
        "stehen muss; er fällt aus jeder Zelle, die beide sieht."
    ),
    "about.unique-rectangle-3": _UR + (
        "Typ 3: die Zusatzkandidaten zweier Ecken wirken wie eine Zelle und bilden mit "
        "anderen Zellen ihres Hauses eine nackte Gruppe."
    ),
    "about.unique-rectangle-4": _UR + (
        "Typ 4: im Haus zweier Ecken muss eine der Ziffern in diese Ecken, also fällt die "
        "andere dort heraus."
    ),
    "about.unique-rectangle-5": _UR + (
        "Typ 5: die Ecken mit Zusatzkandidat teilen denselben; eine von ihnen hat ihn, also "
        "können Zellen, die alle sehen, ihn nicht haben."
    ),
    "about.unique-rectangle-6": _UR + (
        "Typ 6: eine Ziffer des Paares bildet auf dem Rechteck einen X-Wing; sie muss in "
        "die Diagonale, die das Muster vermeidet, und fällt aus den anderen Ecken."
    ),
    "about.hidden-rectangle": _UR + (
        "Hidden Rectangle: eine Ecke hat nur das Paar, und starke Verbindungen einer Ziffer "
        "von der Gegenecke aus entfernen dort die andere Ziffer."
    ),
    "about.avoidable-rectangle-1": _AR + (
        "Typ 1: drei Ecken sind gefüllt; die vierte kann die Ziffer nicht bekommen, die den "
        "Tausch vollenden würde."
    ),
    "about.avoidable-rectangle-2": _AR + (
        "Typ 2: zwei leere Ecken teilen einen Zusatzkandidaten, der in einer von ihnen "
        "stehen muss; Zellen, die beide sehen, verlieren ihn."
    ),
    "about.finned-x-wing": (
        "Ein X-Wing mit Flosse: eine Zeile hat zusätzliche Kandidaten im Block einer Ecke. "
        "Entweder gilt der X-Wing oder die Flosse ist die Ziffer, also verlieren Zellen, "
        "die der X-Wing leeren würde und die die Flosse sehen, die Ziffer."
    ),
    "about.sashimi-x-wing": (
        "Ein X-Wing mit Flosse, dem eine Ecke fehlt: die Flosse vertritt sie. Zellen, die "
        "die Flosse sehen und in der geleerten Spalte liegen, verlieren die Ziffer."
    ),
    "about.finned-swordfish": (
        "Ein Swordfish mit zusätzlichen Kandidaten (Flosse) in einem Block. Ist die Flosse "
        "nicht die Ziffer, gilt der Swordfish; Zellen, die er leeren würde und die die "
        "Flosse sehen, verlieren die Ziffer."
    ),
    "about.sashimi-swordfish": (
        "Ein Swordfish mit Flosse, dem eine Ecke fehlt; die Flosse vertritt sie, und "
        "Zellen, die die Flosse in den geleerten Linien sehen, verlieren die Ziffer."
    ),
    "about.finned-jellyfish": (
        "Ein Jellyfish (vier Linien) mit Flosse in einem Block: Zellen, die er leeren würde "
        "und die die Flosse sehen, verlieren die Ziffer."
    ),
    "about.sashimi-jellyfish": (
        "Ein Jellyfish mit Flosse, dem eine Ecke fehlt: Zellen, die die Flosse in den "
        "geleerten Linien sehen, verlieren die Ziffer."
    ),
    "about.wxyz-wing": (
        "Vier Zellen mit zusammen nur vier Ziffern, wobei sich bei jeder Ziffer außer z "
        "alle Kandidaten im Muster sehen. Ohne z ließen sich die vier Zellen nicht füllen, "
        "also ist eine davon z: eine Zelle, die jedes z des Musters sieht, kann nicht z "
        "sein."
    ),
    "about.sue-de-coq": (
        "Zwei oder drei Zellen, wo sich ein Block und eine Linie kreuzen, haben mehr "
        "Ziffern als Zellen. Ein Teil dieser Ziffern muss in den Blockteil, der Rest in den "
        "Linienteil; das räumt sie aus den übrigen Zellen von Block und Linie."
    ),
    "about.simple-colours-trap": (
        "Die Kette der konjugierten Paare einer Ziffer (Häuser mit genau zwei Plätzen) wird "
        "abwechselnd in zwei Farben gefärbt. Eine Farbe ist wahr; eine Zelle, die beide "
        "Farben sieht, kann die Ziffer nicht haben."
    ),
    "about.simple-colours-wrap": (
        "Die konjugierten Paare einer Ziffer werden abwechselnd gefärbt. Sehen sich zwei "
        "Zellen derselben Farbe, ist diese Farbe falsch: jede ihrer Zellen verliert die "
        "Ziffer."
    ),
    "about.multi-colours-1": (
        "Zwei getrennte Farbketten einer Ziffer. Sieht eine Farbe der einen Kette beide "
        "Farben der anderen, ist sie falsch, und jede ihrer Zellen verliert die Ziffer."
    ),
    "about.multi-colours-2": (
        "Zwei getrennte Farbketten einer Ziffer, je eine Farbe sieht die andere: eine der "
        "beiden übrigen Farben ist wahr, also verliert eine Zelle, die beide sieht, die "
        "Ziffer."
    ),
    "about.x-chain": (
        "Eine Kette einer Ziffer mit abwechselnd starken (Haus mit zwei Plätzen) und "
        "schwachen Verbindungen. Ein Ende hat die Ziffer, also kann eine Zelle, die beide "
        "Enden sieht, sie nicht haben."
    ),
    "about.xy-chain": (
        "Eine Kette von Zellen mit zwei Kandidaten, jede teilt eine Ziffer mit der "
        "nächsten. Ist die erste nicht z, ist es die letzte, also kann eine Zelle, die "
        "beide Enden sieht, nicht z sein."
    ),
    "about.nice-loop": (
        "Eine alternierende Inferenzkette (AIC) von Kandidaten: ist einer falsch, ist der "
        "nächste wahr, und so weiter. Eine Kette mit derselben Ziffer an beiden Enden oder "
        "eine geschlossene Schleife beweist Kandidaten falsch, wo die Verbindungen "
        "zusammentreffen."
    ),
    "about.grouped-nice-loop": (
        "Eine alternierende Inferenzkette, deren Glieder auch Gruppen von Zellen sein "
        "können (die Plätze einer Ziffer in einem Block entlang einer Linie); sie reicht "
        "weiter als eine einfache Kette."
    ),
    "about.als-xz": (
        "Zwei Almost Locked Sets (n Zellen mit n+1 Ziffern) haben einen eingeschränkten "
        "gemeinsamen Kandidaten x, der nur in einem stehen kann. Dann muss eine Ziffer z beider "
        "Sets in einem davon stehen; Zellen, die jedes z beider sehen, verlieren es."
    ),
    "about.als-xy-wing": (
        "Drei Almost Locked Sets, ein Angelpunkt mit zwei anderen über eingeschränkte "
        "gemeinsame Kandidaten verbunden. Wie beim XY-Wing hat eines der äußeren Sets z; "
        "Zellen, die all ihre z sehen, verlieren es."
    ),
    "about.als-chain": (
        "Eine Kette von Almost Locked Sets, verbunden über eingeschränkte gemeinsame "
        "Kandidaten: eines der beiden End-Sets hat z, also verliert eine Zelle, die jedes z "
        "beider Enden sieht, es."
    ),
    "about.death-blossom": (
        "Eine Stielzelle mit einem Blatt (einem Almost Locked Set) für jeden ihrer "
        "Kandidaten. Was der Stiel auch ist, ein Blatt wird zum Locked Set, und alle "
        "Blätter teilen eine Ziffer z: z steht in den Blättern und fällt aus Zellen, die "
        "alle sehen."
    ),
    "about.forcing-chain": (
        "Man nimmt einen Kandidaten an, folgt Schritt für Schritt dem, was er erzwingt, und "
        "erreicht einen Widerspruch oder dieselbe Folgerung aus jeder Wahl einer Zelle oder "
        "eines Hauses. Was in jedem Fall gilt, ist wahr."
    ),
    "about.forcing-net": (
        "Eine verzweigte Forcing Chain: ein Schritt kann zwei frühere zugleich brauchen. "
        "Stark genug für die schwersten Rätsel, und der Beweis lässt sich Zeile für Zeile "
        "durchgehen."
    ),
    "about.verified-trial": (
        "Der letzte Ausweg: ein Kandidat wird probiert und bis zum Widerspruch verfolgt, "
        "jede Regel geprüft. Der Assistent nutzt ihn nur, wenn kein Verfahren der Leiter "
        "greift, und sagt es."
    ),
}
