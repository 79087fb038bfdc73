"""サーモとアロー：それぞれのルール自身の推論と、ルールのヒント共通の言葉。"""

MESSAGES = {
    # ----- an element by name, and the weak link it makes in a chain -----
    "chains.why.cage": "{cage}が必ず含む{digit}の、もう1つの場所",
    "forcing.rule-link": "{fact}：{premise}で、{rule}では両立しない。",
    "chains.why.cage-sum": "{cage}の残る組み合わせに両方を含むものはない",
    "forcing.cage-link": (
        "{fact}：{premise}で、{cage}の残る組み合わせに両方を含むものはない。"
    ),
    "chains.why.innies-sum": (
        "{house}のうち丸ごと入るケージの外のマス{cells:and}の合計は{total}で、"
        "両方を含む組み合わせは残っていない"
    ),
    "forcing.innies-link": (
        "{fact}：{premise}で、{house}のうち丸ごと入るケージの外のマス"
        "{cells:and}の合計は{total}、両方を含む組み合わせは残っていない。"
    ),
    "chains.why.rule": "{rule}では両立しない",
    "rule.thermometer": "{cell}のサーモ",
    "rule.arrow": "{cell}のアロー",
    "rule.whispers": "{cell}のウィスパー",
    "rule.renban": "{cell}のレンバン",
    "rule.palindrome": "{cell}のパリンドローム",
    "rule.between-line": "{cell}のビトウィーンライン",
    "rule.region-sum-line": "{cell}のリージョンサムライン",
    "rule.extra-region": "{cell}の追加ブロック",
    "rule.diagonal": "{cell}を通る対角線",
    "rule.disjoint-groups": "色グループ",
    "verified-trial.rules-search": (
        "{technique}：{assumption:ga}と仮定すると、すべてのルールを守って"
        "盤面を完成させる方法が探索で見つからない。よって{conclusion}：{effect}。"
    ),
    "verified-trial.rules-search.proof": (
        "{assumption:ga}とすると、盤面を完成させるどの方法も"
        "ルール（サーモ・アロー・ライン）かハウスのどれかに反する。"
    ),
    "rule-pointing": (
        "{technique}：{rule}には{digit}が必ず入り、その場所は{cells:or}。"
        "これらすべてを見るマスは{digit}にならない：{effect}。"
    ),
    "rule-pointing.must-hold": "{rule}には{digit}が必ず入り、入れるのは{cells:or}だけ。",
    "rule-pointing.sees": (
        "{cells:or}のどれであっても、これらすべてを見るマスは{digit}ではない。"
    ),
    "about.rule-pointing": (
        "ルールによってはラインに必ず入る数字があります。"
        "たとえば3〜9の5マスのレンバンには5・6・7が必ず入ります。"
        "その数字が入れるマスがすべて同じマスを見ていれば、そのマスにはその数字は入りません"
        "（ブロックからのポインティングと同じ考え方です）。"
    ),
    "rule-step.nudge": "{cell}から始まる{technique}を探しましょう。",
    "thermometer-bounds": (
        "{technique}：サーモは{bulb}の球から数字が増えていくので、各マスは手前のマスより大きく、"
        "先のマスより小さい：{effect}。"
    ),
    "thermometer-bounds.slow": (
        "{technique}：スローサーモは{bulb}の球から数字が減らないので、各マスは手前のマス以上、"
        "先のマス以下：{effect}。"
    ),
    "thermometer.above": (
        "{cell}は{before}の先にあり、{before}は{low}以上なので、{cell}は{low}より大きい。"
    ),
    "thermometer.slow-above": (
        "{cell}は{before}の先にあり、{before}は{low}以上なので、{cell}も{low}以上。"
    ),
    "thermometer.below": (
        "{cell}は{after}の手前にあり、{after}は{high}以下なので、{cell}は{high}より小さい。"
    ),
    "thermometer.slow-below": (
        "{cell}は{after}の手前にあり、{after}は{high}以下なので、{cell}も{high}以下。"
    ),
    "arrow-sum": (
        "{technique}：アローの数字{cells:and}の合計は{circle:and}の丸の数字になる。"
        "合わせて{low}から{high}にしかならない：{effect}。"
    ),
    "arrow-sum.pill": (
        "{technique}：アローの数字{cells:and}の合計はピル{circle:and}で読む数になる。"
        "合わせて{low}から{high}にしかならない：{effect}。"
    ),
    "arrow.shaft-range": "アローのマス{cells:and}の合計は{low}から{high}の間。",
    "arrow.circle-holds": "よって丸{circle:and}は{low}から{high}。",
    "arrow.pill-reads": "よってピル{circle:and}の数は{low}から{high}。",
    "arrow.cell-fits": (
        "アローの残りと合わせて丸に入る合計にするには、{cell}は{digits:or}しかない。"
    ),
    "about.thermometer-bounds": (
        "サーモでは球から先端へ数字が増えていきます（スローサーモでは減りません）。"
        "そのため球は後ろのマスが許す大きさまで、先端は手前のマスが求める大きさ以上です。"
        "5マスのサーモなら球は1〜5、先端は5〜9で、各マスは隣の範囲の間の数字だけが残ります。"
    ),
    "about.arrow-sum": (
        "アローのマスの数字の合計は、丸の数字（ピルなら読んだ数）になります。"
        "同じ行・列・ブロックでなければ、アロー上で数字が重なってもかまいません。"
        "アローのマスで作れる合計と丸に入る数を比べ、互いに合う値だけを残します。"
    ),
}

TECHNIQUE_NAMES = {
    "rule-pointing": "ルールのポインティング",
    "thermometer-bounds": "サーモの範囲",
    "arrow-sum": "アローの合計",
    # The lines' rows (their words are in lines.py).
    "palindrome-mirror": "パリンドロームの鏡",
    "whispers-range": "ウィスパーの範囲",
    "renban-range": "レンバンの範囲",
    "between-line-bounds": "ビトウィーンラインの範囲",
    "renban-must-hold": "レンバンの必須数字",
    "region-sum-equal": "リージョンサムの一致",
}
