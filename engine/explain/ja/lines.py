"""日本語：ライン系のルール（ウィスパー、連番、回文、ビトウィーンライン、リージョンサムライン）。"""

MESSAGES: dict[str, object] = {
    "line.german-whispers": "{start}からのジャーマンウィスパー",
    "line.dutch-whispers": "{start}からのダッチウィスパー",
    "line.whispers": "{start}からのウィスパー（差{difference}以上）",
    "line.renban": "{start}からの連番ライン",
    "line.palindrome": "{start}からの回文ライン",
    "line.between": "{start}からのビトウィーンライン",
    "line.region-sum": "{start}からのリージョンサムライン",
    "whispers.rule": "{line}で隣り合う数字の差は{difference}以上。",
    "whispers.never": (
        "{technique}：{digits:or}との差が{difference}以上になる数字はないので、"
        "{digits:or}は{line}に入らない：{effect}。"
    ),
    "whispers.neighbour": (
        "{technique}：{line}で{neighbour}に入るのは{has:or}だけで、どれも{digits:or}との差が"
        "{difference}未満なので、{effect}。"
    ),
    "whispers.at-least": (
        "{technique}：{line}で{neighbour}に入るのは{has:or}だけなので、隣の{cell}は"
        "{difference}以上大きく、{bound}以上：{effect}。"
    ),
    "whispers.at-most": (
        "{technique}：{line}で{neighbour}に入るのは{has:or}だけなので、隣の{cell}は"
        "{difference}以上小さく、{bound}以下：{effect}。"
    ),
    "renban.run": "{low}～{high}",
    "renban-range": (
        "{technique}：{line}の{count}マスには連続する{count}個の数字が入り、まだ可能なのは"
        "{runs:or}だけなので、{effect}。"
    ),
    "renban.run-no-room": (
        "{runs}は不可：{cell}に入るのは{has:or}だけで、その数字はどれも入らない。"
    ),
    "renban.runs-no-room": (
        "{runs:and}は不可：{cell}に入るのは{has:or}だけで、その数字はどれも入らない。"
    ),
    "renban.run-missing": "{run}は不可：ラインのどのマスにも{digits:or}が入らない。",
    "renban.run-crowded": (
        "{run}は不可：{cells:and}に入るのはその中の{digits:and}だけで、{count}マスには"
        "足りない。"
    ),
    "renban-must-hold": (
        "{technique}：{line}に残る数字の並び（{runs:or}）はどれも{digit}を含み、ラインで"
        "{digit}が入るのは{cell}だけなので、{effect}。"
    ),
    "palindrome-mirror": (
        "{technique}：{cell}と{mirror}は{line}で対になるマスなので同じ数字が入り、両方に"
        "入り得るのは{digits:or}だけ：{effect}。"
    ),
    "between.bounds": (
        "{technique}：{line}で{cell}は丸{circles:and}の数字の間に入る。小さい方の丸は"
        "{low}以上、大きい方の丸は{high}以下なので、{effect}。"
    ),
    "between.no-pair": (
        "{technique}：{line}で{cell}は丸{circles:and}の数字の間に入る。丸に入り得るのは"
        "{first:or}と{last:or}で、どの組も間に{digits:or}を挟まないので、{effect}。"
    ),
    "between.circle": (
        "{technique}：{line}で丸{cell}が{digits:or}だと、もう一方の丸{other}"
        "（{has:or}）がどれでも、{middle:and}に入る数字が丸の間に残らないので、{effect}。"
    ),
    "region-sum.range": "{low}から{high}のどれか",
    "region-sum.span": "{low}～{high}",
    "region-sum-equal": (
        "{technique}：{line}はブロックごとの区間の和がすべて等しく、どの区間でも作れる和は"
        "{sums:or}だけなので、{box}の{cells:and}はその和になる：{effect}。"
    ),
    "region-sum.segment": "{box}の{cells:and}の和は{sums:or}になり得る。",
    "about.whispers-range": (
        "ジャーマンウィスパーでは、線上で隣り合う数字の差が5以上です（ダッチウィスパーでは"
        "4以上）。5から5以上離れた数字はないので、5はジャーマンウィスパーに入らず、数字は"
        "小（1～4）と大（6～9）が交互に並びます。隣のマスに十分離れた数字がない候補は"
        "消えます。"
    ),
    "about.renban-range": (
        "連番ラインには連続する数字が1マスに1つずつ、順不同で入ります。4マスなら1～4、"
        "2～5、…、6～9のどれかです。数字をそれぞれ別のマスに置けない並びは除かれ、残る"
        "どの並びにもない数字はラインに入りません。"
    ),
    "about.renban-must-hold": (
        "連番に残るどの並びにも含まれる数字があります。6マスの連番なら必ず4、5、6を"
        "含みます。その数字は必ずラインに入り、入るマスが1つならそこに決まります。ライン上の"
        "候補マスをすべて見るマスには入りません。"
    ),
    "about.palindrome-mirror": (
        "回文ラインは両端から読んでも同じなので、両端から同じ距離のマスには同じ数字が"
        "入ります。それぞれ相手にも残る候補だけを残し、一方のマスから見える数字は相手の"
        "マスにも入りません。"
    ),
    "about.between-line-bounds": (
        "ビトウィーンラインの数字はどれも両端の丸の数字の間（両端の数字は含まない）に"
        "入ります。そのため線の途中に1と9は入らず、丸どうしの差は2以上で、小さい方の丸は"
        "線上のどの数字よりも小さく、大きい方の丸はどれよりも大きくなります。"
    ),
    "about.region-sum-equal": (
        "リージョンサムラインはブロックの境界で区間に分かれ、どの区間も和が等しく"
        "なります。1マスの区間があれば和がすぐわかります。そうでなければ各区間が作れる和を"
        "比べ、共通の和をどれも作れない候補を消します。"
    ),
}

TECHNIQUE_NAMES = {
    "whispers-range": "ウィスパーの差",
    "renban-range": "連番の範囲",
    "renban-must-hold": "連番の必須数字",
    "palindrome-mirror": "回文の対称",
    "between-line-bounds": "ビトウィーンラインの範囲",
    "region-sum-equal": "リージョンサムの一致",
}
