"""日本語：キラーのケージ、その組み合わせ、45の法則、隠れケージ。"""

MESSAGES: dict[str, object] = {
    "cage-combinations": (
        "{technique}：{cage}は{count}マスで{total}になる必要があり、組み合わせは{combos}。"
        "どれにも{digits:or}は含まれないので、{effect}。"
    ),
    "cage-combinations.nudge": "{cage}の組み合わせを見てください。",
    "cage-combinations.many": (
        "{technique}：{count}個のケージはどれも組み合わせの数字しか入らないので、{effect}。"
    ),
    "cage-combinations.many.nudge": "各ケージの和の組み合わせを見てください。",
    "cage-combinations.cage": "{cage}：{combos}なので、{digits:or}は入らない。",
    "cage-combinations.cage-rest": (
        "{cage}（空きマスの和は{total}）：{combos}なので、{digits:or}は入らない。"
    ),
    "cage.placed": (
        "{cage}の{cells:and}にはすでに{digits:and}が入っているので、残りの{count}マスの和は"
        "{total}。"
    ),
    "cage.combinations": "異なる{count}個の数字で{total}になる組み合わせは{combos}。",
    "cage.none-has": "どの組み合わせにも{digits:or}はないので、{cells:and}にも入らない。",
    "cage-combination-elimination": (
        "{technique}：{cage}の空き{count}マスで{total}を作る組み合わせのうち、候補に合うのは"
        "{combos}だけなので、{effect}。"
    ),
    "cage-combination-elimination.nudge": "{cage}の組み合わせを候補と照らし合わせてください。",
    "cage.combo-missing": "{combo}は不可：ケージのどのマスにももう{digits:or}は入らない。",
    "cage.combo-no-room": "{combo}は不可：{cell}にはその数字がどれも入らない。",
    "cage.combo-crowded": (
        "{combo}は不可：{cells:and}に入るのはその中の{digits:and}だけで、{count}マスには"
        "足りない。"
    ),
    "cage.cell-fits": "残る{combos:or}では、{cell}に入るのは{digits:or}だけ。",
    "cage-pointing": (
        "{technique}：{cage}に残る組み合わせ（{combos}）はどれも{digit}を含むので、ケージの"
        "{cells:or}のどれかに{digit}が入る。これらはすべて{houses:and}にあるので、{effect}。"
    ),
    "cage-pointing.nudge": "{cage}に必ず入る数字を探してください。",
    "cage.every-combo-has": "{cage}に残る組み合わせ{combos}は、どれも{digit}を含む。",
    "cage.digit-places": "{cage}では{digit}が入るのは{cells:or}だけ。",
    "cage.places-share": (
        "これらのマスは{houses:and}にもあるので、そこのほかのマスは{digit}ではない。"
    ),
    "rule-of-45.innies": (
        "{technique}：{region}の和は{whole}なので、内側に収まるケージの外に残るマス"
        "{cells:and}の和は{total}：{effect}。"
    ),
    "rule-of-45.outies": (
        "{technique}：{region}にかかるケージの和は{whole}より{total}多いので、はみ出たマス"
        "{cells:and}の和は{total}：{effect}。"
    ),
    "rule-of-45.nudge": "{region}のケージの和を数えてください。",
    "rule-of-45-houses.nudge": "{region}のケージの和をまとめて数えてください。",
    "innie-outie-difference": (
        "{technique}：{region}に45の法則を使うと、{bigger}は{smaller}より{difference}大きい："
        "{effect}。"
    ),
    "innie-outie-difference.equal": (
        "{technique}：{region}に45の法則を使うと、{bigger}と{smaller}は等しい：{effect}。"
    ),
    "innie-outie-difference.nudge": "{region}に入るマスと出るマスを比べてください。",
    "rule-of-45.none-inside": "{region}に完全に収まるケージはない。",
    "rule-of-45.inside": "{region}に完全に収まるケージは{cages:and}で、和は{total}。",
    "rule-of-45.reaching": "{region}にかかるケージは{cages:and}で、和は{total}。",
    "rule-of-45.split": "{cage}の和は{total}、{region}に完全に収まるケージの和は{inside}。",
    "rule-of-45.innies-sum": (
        "{region}の和は{whole}なので、それらのケージの外の{cells:and}の和は{total}。"
    ),
    "rule-of-45.outies-sum": "{region}の和は{whole}なので、その外の{cells:and}の和は{total}。",
    "rule-of-45.difference": (
        "つまり{region}には{outie}の代わりに{innie}が入る：{bigger}は{smaller}より"
        "{difference}大きい。"
    ),
    "sum.placed": "{cells:and}にはすでに{digits:and}が入っていて、残りは{rest:and}で作る。",
    "sum.may-repeat": (
        "{cells:and}はすべてが同じハウスやケージにあるわけではないので、同じ数字が入り得る。"
    ),
    "why-not.cage-sum": (
        "{cage}の和をまだ作れるどの組み合わせにも{digit}はないので、{cell}は{digit}になれない。"
    ),
    "sum.combos": "候補から{total}を作れるのは{combos}だけ。",
    "sum.combos-more": "候補から{total}を作れるのは{combos}、ほかに{more}通り。",
    "sum.cell-fits": "よって{cell}に入るのは{digits:or}だけ。",
    "sum.cell-is": "よって{cell}は{digit}。",
    "hidden-cage": (
        "{technique}：{left}{cells:and}の和は{total}で、同じハウスにあるので、それ自体が"
        "ケージになる（{combos}）。どれも{digit}を含み、{digit}が入るのは{places:or}だけなので、"
        "{effect}。"
    ),
    "hidden-cage.nudge": "{region}の残りをケージとして扱ってください。",
    "hidden-cage.innies": "{region}に残るマス",
    "hidden-cage.outies": "{region}からはみ出たマス",
    "hidden-cage.digit-places": "そこでは{digit}が入るのは{cells:or}だけ。",
    "hidden-cage.a-cage": (
        "同じハウスにあるので、{count}マスで和が{total}のケージになる：{combos}。"
    ),
    "about.cage-combinations": (
        "ケージのマスには異なる数字が入り、その和がケージの数になります。そうなる数字の組は"
        "限られています。2マスで13なら4+9、5+8、6+7です。どの組にもない数字（ここでは1、2、3）は"
        "ケージに入りません。"
    ),
    "about.cage-combination-elimination": (
        "ケージの組み合わせをマスの候補と照らし合わせます。どのマスにももう入らない数字を"
        "必要とする組、または数字がそれぞれ別のマスに入れない組は除かれます。残る組のどれでも"
        "そのマスに来ない候補は消えます。"
    ),
    "about.cage-pointing": (
        "ケージに残る組み合わせがどれもある数字を含むなら、その数字はケージに入ります。"
        "それが入り得るマスがすべて同じ行・列・ブロックにあれば、そのハウスのほかのマスには"
        "入りません。ポインティングと同じ考え方です。"
    ),
    "about.rule-of-45": (
        "行・列・ブロックの和はどれも45です。内側に完全に収まるケージを引くと、残るマス"
        "（イニー）の和がわかります。かかっているケージを足すと、はみ出たマス（アウティー）の"
        "和がわかります。1マスならその数字が決まり、複数なら和の条件になります。"
    ),
    "about.hidden-cage": (
        "ハウスのイニーやアウティーが同じハウスにあれば、和のわかった見えないケージに"
        "なります。その組み合わせは本物のケージと同じように働き、どの組にもある数字は"
        "共通のハウスのほかのマスから消えます。"
    ),
    "about.rule-of-45-houses": (
        "隣り合う2つか3つの行・列・ブロックにまとめて45の法則を使います。和は90か135から"
        "内側のケージを引いたものです。残るマスは同じハウスにあるとは限らないので、同じ数字が"
        "入ることもあります。"
    ),
    "about.innie-outie-difference": (
        "はみ出たケージを1つ丸ごと数えて、イニーとアウティーが1つずつ残れば、45の法則で"
        "一方が他方よりいくつ大きいかがわかり、両方が絞られます。"
    ),
}

TECHNIQUE_NAMES = {
    "cage-combinations": "ケージの組み合わせ",
    "cage-combination-elimination": "組み合わせの消去",
    "cage-pointing": "ケージのポインティング",
    "rule-of-45": "45の法則",
    "hidden-cage": "隠れケージ",
    "rule-of-45-houses": "45の法則（複数ハウス）",
    "innie-outie-difference": "イニーとアウティーの差",
}
