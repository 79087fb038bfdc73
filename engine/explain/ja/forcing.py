"""ルール込みのフォーシングネット：ネットの枝でルールの要素全体を使う
（engine/propagation.py の RULES モード）。"""

MESSAGES = {
    "forcing.rule-narrow": "{fact}：こうなると{element}により{cell}は{digits:or}しか残らない。",
    "forcing.element.cage": "{cage}",
    "forcing.element.innies": (
        "{house}のうち完全に含まれるケージの外のマス（{cells:and}、合計{total}）"
    ),
    "forcing.broke.rule": "残る数字では{element}を満たせなくなる",
    "rule-forcing-net.nudge.start": (
        "{cell}に数字を仮定して追い、各ルール要素が全体として何を残すかを確かめよう。"
    ),
}

TECHNIQUE_NAMES = {"rule-forcing-net": "ルール込みのフォーシングネット"}
