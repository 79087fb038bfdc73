"""日本語：行・列の外側からその向きに読むヒント（X-サム、ビルディング）。"""

MESSAGES: dict[str, object] = {
    "rule.x-sum.left": "{line}（左から）のX-サム{number}",
    "rule.x-sum.right": "{line}（右から）のX-サム{number}",
    "rule.x-sum.top": "{line}（上から）のX-サム{number}",
    "rule.x-sum.bottom": "{line}（下から）のX-サム{number}",
    "rule.skyscraper.left": "{line}（左から）のビルディング{number}",
    "rule.skyscraper.right": "{line}（右から）のビルディング{number}",
    "rule.skyscraper.top": "{line}（上から）のビルディング{number}",
    "rule.skyscraper.bottom": "{line}（下から）のビルディング{number}",
    "x-sum-reading": (
        "{technique}：{clue}は先頭の数字Xの個数だけ並ぶ数字の和で、Xになれるのは{firsts:or}"
        "だけ（Xを含む異なるX個の数字で{total}になる）なので、{effect}。"
    ),
    "x-sum-combinations": (
        "{technique}：{clue}では先頭に来られるのは{firsts:or}だけで、どれも先頭のマスに"
        "入る数字の組み合わせが限られるので、{effect}。"
    ),
    "x-sum.none": (
        "先頭が{x}なら、{x}を含む異なる{x}個の数字で{total}になり{line}のマスに入る組み合わせはない。"
    ),
    "x-sum.sets": "{cell}が{x}なら、先頭の{x}マスは{combos:or}。",
    "skyscraper-reading.first": (
        "{technique}：{clue}からはビルが1つしか見えず、先頭のマスはいつも見えるので、"
        "9が先頭：{effect}。"
    ),
    "skyscraper-reading": (
        "{technique}：{clue}からは{count}個のビルが見え、それぞれ手前のどれよりも高い。"
        "先頭のマスは{most}以下、その次からは1つずつ上限が増える（それより高いと見える"
        "ビルが足りない）：{effect}。"
    ),
    "skyscraper-count": (
        "{technique}：{line}の残りの埋め方のうち、{count}個見えて{clue}を満たすものは"
        "どれもここにこの数字を置かない：{effect}。"
    ),
    "skyscraper.nine": "9はいつも見えて後ろをすべて隠すので、入るのは{cells:or}だけ。",
    "about.x-sum-reading": (
        "行や列の外側のX-サムは、その側から数えて先頭X個の数字の和（Xは先頭の数字）。"
        "先頭が3なら先頭3マスの和がヒント、ヒントが1なら先頭は1。Xを含む異なるX個の"
        "数字でヒントを作れる先頭の数字だけが残る。"
    ),
    "about.x-sum-combinations": (
        "まだ可能な先頭の数字Xごとに、Xを含みヒントになる異なるX個の数字の組を、"
        "ケージと同じように先頭Xマスに入るものだけ挙げる。先頭のマスはその組の数字だけ"
        "を残し、すべての組に入る数字はその後ろのマスから消える。"
    ),
    "about.skyscraper-reading": (
        "ビルディングのヒントはその側から見える数字の個数で、高い数字は後ろの低い数字を"
        "隠す。ヒントがNなら先頭のマスは10-N以下、その次からは1つずつ上限が増える。"
        "9はいつも見えるのでN番目より前には来ない。1なら9が先頭、9なら1から9の順。"
    ),
    "about.skyscraper-count": (
        "上限で決まらないときは数える：9や高い数字がどこに立てるかを考え、ちょうど"
        "ヒントの数だけ見える埋め方が置く数字だけを各マスに残す。"
    ),
}

TECHNIQUE_NAMES = {
    "x-sum-reading": "X-サムの読み",
    "x-sum-combinations": "X-サムの組み合わせ",
    "skyscraper-reading": "ビルディングの読み",
    "skyscraper-count": "ビルディングの数え上げ",
}
