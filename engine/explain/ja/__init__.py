"""日本語：説明の言語（ハウス名、リストの区切り、解法名）。

リストは空白なしで「、」と「と／または」でつなぐ。解法名は日本の数独サイトで
使われるカタカナ名（X-ウイング、ソードフィッシュ、ネイキッドペア、ヒドゥンシングル）。
"""

from __future__ import annotations

from ..render import Form, Language, uncased
from .about import ABOUT
from .dots import MESSAGES as DOTS
from .dots import TECHNIQUE_NAMES as DOTS_NAMES
from .forcing import MESSAGES as FORCING
from .forcing import TECHNIQUE_NAMES as FORCING_NAMES
from .killer import MESSAGES as KILLER
from .killer import TECHNIQUE_NAMES as KILLER_NAMES
from .lines import MESSAGES as LINES
from .lines import TECHNIQUE_NAMES as LINES_NAMES
from .messages import MESSAGES
from .outside import MESSAGES as OUTSIDE
from .outside import TECHNIQUE_NAMES as OUTSIDE_NAMES
from .rules import MESSAGES as RULES
from .rules import TECHNIQUE_NAMES as RULES_NAMES
from .views import MESSAGES as VIEWS
from .views import TECHNIQUE_NAMES as VIEWS_NAMES

TECHNIQUE_NAMES = {
    "full-house": "フルハウス",
    "naked-single": "ネイキッドシングル",
    "hidden-single": "ヒドゥンシングル",
    "locked-pair": "ロックドペア",
    "locked-triple": "ロックドトリプル",
    "locked-candidates-pointing": "ロックされた候補（ポインティング）",
    "locked-candidates-claiming": "ロックされた候補（クレーミング）",
    "naked-pair": "ネイキッドペア",
    "hidden-pair": "ヒドゥンペア",
    "naked-triple": "ネイキッドトリプル",
    "hidden-triple": "ヒドゥントリプル",
    "naked-quad": "ネイキッドクアッド",
    "hidden-quad": "ヒドゥンクアッド",
    "x-wing": "X-ウイング",
    "swordfish": "ソードフィッシュ",
    "jellyfish": "ジェリーフィッシュ",
    "remote-pair": "リモートペア",
    "bug-plus-1": "BUG+1",
    "skyscraper": "スカイスクレイパー",
    "two-string-kite": "2ストリングカイト",
    "turbot-fish": "ターボットフィッシュ",
    "empty-rectangle": "エンプティレクタングル",
    "w-wing": "W-ウイング",
    "xy-wing": "XY-ウイング",
    "xyz-wing": "XYZ-ウイング",
    "unique-rectangle-1": "ユニークレクタングル タイプ1",
    "unique-rectangle-2": "ユニークレクタングル タイプ2",
    "unique-rectangle-3": "ユニークレクタングル タイプ3",
    "unique-rectangle-4": "ユニークレクタングル タイプ4",
    "unique-rectangle-5": "ユニークレクタングル タイプ5",
    "unique-rectangle-6": "ユニークレクタングル タイプ6",
    "hidden-rectangle": "ヒドゥンレクタングル",
    "avoidable-rectangle-1": "アボイダブルレクタングル タイプ1",
    "avoidable-rectangle-2": "アボイダブルレクタングル タイプ2",
    "finned-x-wing": "フィン付きX-ウイング",
    "sashimi-x-wing": "サシミX-ウイング",
    "finned-swordfish": "フィン付きソードフィッシュ",
    "sashimi-swordfish": "サシミソードフィッシュ",
    "finned-jellyfish": "フィン付きジェリーフィッシュ",
    "sashimi-jellyfish": "サシミジェリーフィッシュ",
    "wxyz-wing": "WXYZ-ウイング",
    "sue-de-coq": "スー・ド・コック",
    "simple-colours-trap": "シンプルカラー（トラップ）",
    "simple-colours-wrap": "シンプルカラー（ラップ）",
    "multi-colours-1": "マルチカラー1",
    "multi-colours-2": "マルチカラー2",
    "x-chain": "X-チェーン",
    "xy-chain": "XY-チェーン",
    "nice-loop": "ナイスループ／AIC",
    "grouped-nice-loop": "グループ化ナイスループ／AIC",
    "als-xz": "ALS-XZ",
    "als-xy-wing": "ALS-XY-ウイング",
    "als-chain": "ALSチェーン",
    "death-blossom": "デスブロッサム",
    "forcing-chain": "フォーシングチェーン",
    "forcing-net": "フォーシングネット",
    "verified-trial": "検証済みの仮定",
}

JAPANESE = Language(
    code="ja",
    messages={**MESSAGES, **KILLER, **RULES, **LINES, **DOTS, **VIEWS, **OUTSIDE,  # type: ignore[arg-type]
              **FORCING, **ABOUT},
    house_names={
        "row": "行{number}",
        "column": "列{number}",
        "box": "ブロック{number}",
        "region": "領域{number}",
        "group": "色グループ{number}",
        "extra": "追加ブロック{number}",
        "several-extra": "追加ブロック{numbers}",
        "diagonal-1": "主対角線",
        "diagonal-2": "副対角線",
        "diagonal": "対角線{number}",
        "several-row": "行{numbers}",
        "several-column": "列{numbers}",
        "several-box": "ブロック{numbers}",
        "several-region": "領域{numbers}",
    },
    list_words={"and": "と", "or": "か"},
    list_separator="、",
    list_joiner="{word}",
    fact_templates={True: "{cell}は{digit}", False: "{cell}は{digit}ではない"},
    # Inside a clause the subject takes が, not は:
    # 「{fact:ga}と仮定する」 -> 「r2c2が2と仮定する」,
    # 「{fact:case}」 -> 「r2c2が2の場合」 (not 「r2c2は2とする場合」).
    forms={
        "ga": Form(facts={True: "{cell}が{digit}", False: "{cell}が{digit}ではない"}),
        "case": Form(
            facts={True: "{cell}が{digit}の場合", False: "{cell}が{digit}ではない場合"},
            around="「{text}」の場合",
        ),
    },
    technique_names={**TECHNIQUE_NAMES, **KILLER_NAMES, **RULES_NAMES, **LINES_NAMES,
                     **DOTS_NAMES, **VIEWS_NAMES, **OUTSIDE_NAMES, **FORCING_NAMES}.__getitem__,
    cage_name='{cell}の和{total}のケージ',
    # Japanese nouns do not change with a count.
    plural_category=lambda n: "other",
    number_words={},
    line_start=uncased,  # no capitals in Japanese
)
