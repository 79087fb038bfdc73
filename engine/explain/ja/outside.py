"""日本語：盤面の外から読む和（斜めに沿うリトルキラー、行や列の1と9の間のサンドイッチ）。"""

MESSAGES: dict[str, object] = {
    "rule.little-killer": "{cell}のリトルキラー{total}",
    "rule.sandwich": "{line}のサンドイッチ{total}",
    "little-killer-sum": (
        "{technique}：{clue}の斜めのマス{cells:and}の数字の和は{total}（同じブロック内で"
        "なければ同じ数字が入ってもよい）で、残りと合わせて{total}になる数字は限られる："
        "{effect}。"
    ),
    "little-killer.box": "{cells:and}はどれも{box}にあるので、数字はすべて異なる。",
    "little-killer.combos": "異なる数字で{total}になるのは{combos:or}。",
    "little-killer.cell": (
        "斜めの残りのマスの和は{low}から{high}なので、{total}にするには{cell}は{digits:or}"
        "しかない。"
    ),
    "sandwich-ends": (
        "{technique}：{clue}により1と9の間の数字の和は{total}で、それには2から8の異なる"
        "数字が{gaps:or}個必要なので、1と9の間はそのマス数だけ離れる：{effect}。"
    ),
    "sandwich-ends.touch": (
        "{technique}：{clue}により1と9の間には何もないので、1と9は隣り合う：{effect}。"
    ),
    "sandwich-ends.edges": (
        "{technique}：{clue}により2から8のすべてが1と9の間に入るので、1と9は{line}の"
        "両端にある：{effect}。"
    ),
    "sandwich-sum": (
        "{technique}：{clue}により1と9の間のマスには和が{total}になる数字の組が入り、"
        "外側のマスには残りの数字が入る。1と9がまだ置ける場所のどれでも、そのような"
        "埋め方でここにこの数字が入るものはない：{effect}。"
    ),
    "sandwich.combos": "1と9の間の{total}は{combos:or}。",
    "sandwich.many": "{total}の作り方は{count}通りで、数字は{sizes:or}個。",
    "sandwich.empty": "1と9の間には何も入らない。",
    "sandwich.fixed": (
        "1は{one}、9は{nine}にあるので、間の{count}マスには{combos:or}が入り、ほかのマスには"
        "残りの数字が入る。"
    ),
    "sandwich.places": "1が入れるのは{ones:or}、9は{nines:or}。",
    "about.little-killer-sum": (
        "リトルキラーは盤面の外の矢印が斜めの列を指し、その斜めの数字の和が矢印の数字に"
        "なる。斜めには同じ数字が入ってもよいが、同じブロックのマス同士は別の数字："
        "1つのブロックの3マスで和が6なら1、2、3。各マスには残りで和を作れる数字だけが残る。"
    ),
    "about.sandwich-ends": (
        "サンドイッチのヒントは、その行や列の1と9の間にある数字の和。0なら1と9は隣り合い、"
        "35（2から8のすべて）なら両端にある。それ以外では、ヒントになる数字の組から"
        "1と9の間のマス数がわかり、1と9はその間隔が取れる場所にしか入らない。"
    ),
    "about.sandwich-sum": (
        "サンドイッチの1と9の間にはヒントの和になる数字の組が入り、外側には残りが入る。"
        "1と9がまだ置ける場所を順に試し、どれかの置き方とどれかの組でそのマスに入る"
        "数字だけを残す。"
    ),
    # ----- 偶奇の和 (engine/techniques/parity_sums.py) ----------------------------------
    "parity-sums": (
        "{technique}：{house}の奇数を、まわりの和の偶奇と照らし合わせて数える（ハウスの和は45、"
        "アローは円と軸を合わせて円の2倍、リトルキラーはそのヒント）：{effect}。"
    ),
    "parity-sums.house": "{house}には奇数が5つあり、和は奇数の45。",
    "parity-sums.arrow": (
        "{rule}：{cells:and}の和は円の2倍で偶数（ピルなら最後の桁で数える）。"
    ),
    "parity-sums.diagonal-odd": "{rule}：斜めの和は{total}で奇数。",
    "parity-sums.diagonal-even": "{rule}：斜めの和は{total}で偶数。",
    "parity-sums.odd": (
        "{house}の奇数の置き方のうち、これらの和に合うのは{cells:and}が奇数になるものだけ。"
    ),
    "parity-sums.even": (
        "{house}の奇数の置き方のうち、これらの和に合うのは{cells:and}が偶数になるものだけ。"
    ),
    "parity-sums.nudge": (
        "{house}の奇数を数えよう：まわりのアローやリトルキラーの和は偶数か奇数か決まっている"
        "（{technique}）。"
    ),
    "about.parity-sums": (
        "偶奇で考えるセット理論。ハウスの和は奇数の45で、奇数は5つ入る。アローの円と軸を"
        "合わせた和は円の2倍で偶数、リトルキラーの斜めの和はそのヒント。これらの和を足し"
        "合わせると共通のマスが消える：「5行目は奇数、その中の2本のアローは偶数なので、"
        "残りの3マスには奇数が1つか3つ」。ハウスの奇数の置き方が少ししかないとき、"
        "和がそのいくつかを除く。"
    ),
    # ----- ハウスの和 (engine/techniques/house_sums.py) --------------------------------
    "house-sums": (
        "{technique}：{house}を、触れているアローとリトルキラーごと1から9で埋めてみる"
        "（ハウスの外のマスは候補で作れる和とする）：{effect}。"
    ),
    "house-sums.element": "{rule}はこのハウスに{cells:and}を持つ。",
    "house-sums.left": "これらの和を守る{house}の埋め方では、{cells:and}にこれらの数字は入らない。",
    "house-sums.nudge": (
        "{house}を、触れているアローやリトルキラーと合わせて頭の中で埋めてみよう（{technique}）。"
    ),
    "about.house-sums": (
        "1つのハウスでのセット理論。ハウスの9マスには1〜9が1つずつ入るので、中のアローや"
        "リトルキラーはその数字を分け合う：1つの行に2本のアロー（a+b=cが2組）があれば、"
        "残りのマスには3つの数字しか残らない。触れているアローと斜めをすべて含めてハウス"
        "全体を試し、どの埋め方でも入らない数字をそのマスから消す。"
    ),
}

TECHNIQUE_NAMES = {
    "house-sums": "ハウスの和",
    "parity-sums": "偶奇の和",
    "little-killer-sum": "リトルキラーの和",
    "sandwich-ends": "サンドイッチの両端",
    "sandwich-sum": "サンドイッチの和",
}
