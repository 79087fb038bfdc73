"""ルール込みのフォーシングネット：ネットの枝でルールの要素全体を使う
（engine/propagation.py の RULES モード）。"""

MESSAGES = {
    "forcing.rule-narrow": "{fact}：こうなると{element}により{cell}は{digits:or}しか残らない。",
    "forcing.element.cage": "{cage}",
    "forcing.element.innies": (
        "{house}のうち完全に含まれるケージの外のマス（{cells:and}、合計{total}）"
    ),
    "forcing.broke.rule": "残る数字では{element}を満たせなくなる",
    "forcing.element.house-sums": "アローとリトルキラーごと埋めた{house}",
    "forcing.element.renban-split": "{house}のレンバン線への分け方",
    "about.rule-forcing-net": (
        "ルールのある問題のためのフォーシングネット：枝をたどるあいだ、触れる矢印・線・"
        "ドット・ケージのそれぞれに、2マスずつではなく全体として何がまだ入れるかを確かめます。"
        "公開されている多くの変則問題で試行の代わりになります。"
    ),
    "rule-forcing-net.nudge.start": (
        "{cell}に数字を仮定して追い、各ルール要素が全体として何を残すかを確かめよう。"
    ),
}

TECHNIQUE_NAMES = {"rule-forcing-net": "ルール込みのフォーシングネット"}
