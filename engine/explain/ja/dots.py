"""日本語：ドットと隣接のルール（クロッキー、XV、ネガティブ制約、非連続、奇数／偶数マス、
最小／最大マス、クアドラプル）。"""

MESSAGES: dict[str, object] = {
    "rule.white-dot": "{cell}と{other}の間の白丸",
    "rule.black-dot": "{cell}と{other}の間の黒丸",
    "rule.xv": "{cell}と{other}の間の{letter}",
    "rule.negative-kropki": "ネガティブ制約",
    "rule.negative-xv": "XVのネガティブ制約",
    "rule.nonconsecutive": "非連続ルール",
    "rule.anti-knight": "アンチナイト",
    "rule.anti-king": "アンチキング",
    "rule.odd": "奇数マス{cell}",
    "rule.even": "偶数マス{cell}",
    "rule.minimum": "最小マス{cell}",
    "rule.maximum": "最大マス{cell}",
    "rule.quadruple": "{cell}のクアドラプル",
    "white-dot.never": (
        "{technique}：{dot}の2数の差は{difference}で、{digits:or}との差が{difference}に"
        "なる数字はないので、そこには入らない：{effect}。"
    ),
    "white-dot.partner": (
        "{technique}：{dot}の2数の差は{difference}。{neighbour}に入るのは{has:or}だけで、"
        "どれも{digits:or}との差が{difference}ではないので、{effect}。"
    ),
    "black-dot.never": (
        "{technique}：{dot}では一方が他方の{ratio}倍で、{digits:or}の{ratio}倍や"
        "{ratio}分の1になる数字はないので、そこには入らない：{effect}。"
    ),
    "black-dot.partner": (
        "{technique}：{dot}では一方が他方の{ratio}倍。{neighbour}に入るのは{has:or}だけで、"
        "どれも{digits:or}とその比にならないので、{effect}。"
    ),
    "negative-kropki.both": (
        "{technique}：ドットはすべて描かれていて、{cell}と{neighbour}の間にはないので、"
        "2数は連続でも2倍でもない。{neighbour}に入るのは{has:or}だけなので、{effect}。"
    ),
    "negative-kropki.white": (
        "{technique}：白丸はすべて描かれていて、{cell}と{neighbour}の間にはないので、"
        "2数は連続しない。{neighbour}に入るのは{has:or}だけなので、{effect}。"
    ),
    "negative-kropki.black": (
        "{technique}：黒丸はすべて描かれていて、{cell}と{neighbour}の間にはないので、"
        "一方が他方の2倍にはならない。{neighbour}に入るのは{has:or}だけなので、{effect}。"
    ),
    "xv.never": (
        "{technique}：{dot}の2数の和は{total}で、{digits:or}と和が{total}になる別の数字は"
        "ないので、そこには入らない：{effect}。"
    ),
    "xv.partner": (
        "{technique}：{dot}の2数の和は{total}。{neighbour}に入るのは{has:or}だけで、"
        "どれも{digits:or}との和が{total}にならないので、{effect}。"
    ),
    "negative-xv.partner": (
        "{technique}：XとVはすべて描かれていて、{cell}と{neighbour}の間にはないので、"
        "和は5でも10でもない。{neighbour}に入るのは{has:or}だけなので、{effect}。"
    ),
    "nonconsecutive.partner": (
        "{technique}：隣り合うマスに連続する数字は入らず、{cell}の隣の{neighbour}に入るのは"
        "{has:or}だけなので、{effect}。"
    ),
    "odd.cell": "{technique}：{cell}には灰色の丸があるので奇数：{effect}。",
    "even.cell": "{technique}：{cell}には灰色の四角があるので偶数：{effect}。",
    "minimum.spot": (
        "{technique}：{spot}はどの隣のマスよりも小さく、隣の{neighbour}に入るのは"
        "{has:or}だけなので、{effect}。"
    ),
    "minimum.neighbour": (
        "{technique}：{spot}はどの隣のマスよりも小さく、{has:or}しか入らないので、"
        "隣の{cell}はそれより大きい：{effect}。"
    ),
    "maximum.spot": (
        "{technique}：{spot}はどの隣のマスよりも大きく、隣の{neighbour}に入るのは"
        "{has:or}だけなので、{effect}。"
    ),
    "maximum.neighbour": (
        "{technique}：{spot}はどの隣のマスよりも大きく、{has:or}しか入らないので、"
        "隣の{cell}はそれより小さい：{effect}。"
    ),
    "quadruple.only": (
        "{technique}：{cells:and}の角の丸には4つの数字{digits:and}があるので、"
        "これらのマスには他の数字は入らない：{effect}。"
    ),
    "quadruple.places": (
        "{technique}：クアドラプルの丸には{digit}が{count}個あり、4マスのうち{digit}が"
        "入れるのは{cells:and}だけなので、{effect}。"
    ),
    "kropki-run": (
        "{technique}：白丸が{cells:and}を一列につないでいるので、この{count}マスには"
        "連続する{count}個の数字が入り、まだ可能なのは{runs:or}だけ：{effect}。"
    ),
    "about.kropki-run": (
        "行や列に沿って白丸が次々とマスをつなぐと、その数字は1ずつ上がるか下がる"
        "連続した数字になります。連番と同じく、どの数字もマスを見つけられる並びだけが"
        "残り、その外の数字は消えます。"
    ),
    "about.parity": (
        "灰色の丸は奇数マス、灰色の四角は偶数マスです。そのマスには同じ種類の数字だけが"
        "残ります。"
    ),
    "about.kropki-pair": (
        "白丸でつながる2数は連続し、黒丸でつながる2数は一方が他方の2倍です（数字付きの"
        "ドットはその差や比）。5、7、9には2倍も半分もないので黒丸には入りません。相手の"
        "マスに組になる数字が残っていない候補は消えます。"
    ),
    "about.xv-pair": (
        "Xでつながる2数の和は10、Vでつながる2数の和は5です。Xに5は入らず、Vには1～4"
        "だけが入ります。相手のマスで和を作れない候補は消えます。"
    ),
    "about.nonconsecutive-neighbours": (
        "辺で隣り合うマスに連続する数字は入りません。5があれば隣のマスから4と6が消え、"
        "4か6の隣のマスは5になれません。"
    ),
    "about.negative-constraint": (
        "ドット（またはXとV）がすべて描かれているとき、印のない隣同士はその関係に"
        "なりません。白丸がなければ連続せず、黒丸がなければ2倍にならず、VやXがなければ"
        "和は5や10になりません。"
    ),
    "about.minimum-maximum": (
        "最小マスは辺で隣り合うどのマスよりも小さく、最大マスは大きくなります。最小マスは"
        "各隣の最大の候補より小さく、各隣は最小マスの最小の候補より大きくなります。"
        "最大マスはその逆です。"
    ),
    "about.quadruple-digits": (
        "4マスの角の丸に書かれた数字は、その4マスに入ります。書かれた数字を入れられる"
        "マスが必要な数だけなら、そこに入ります。4つの数字なら4マスはそれで埋まり、"
        "書かれた数字の入りうる場所をすべて見るマスにはその数字は入りません。"
    ),
}

TECHNIQUE_NAMES = {
    "parity": "奇数／偶数マス",
    "kropki-pair": "クロッキーの組",
    "xv-pair": "XVの組",
    "nonconsecutive-neighbours": "非連続の隣",
    "negative-constraint": "ネガティブ制約",
    "minimum-maximum": "最小／最大マス",
    "kropki-run": "クロッキーの連鎖",
    "quadruple-digits": "クアドラプル",
}
