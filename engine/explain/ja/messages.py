"""日本語：すべての解法の説明文。engine/explain/en/ と同じくファミリーごとに並べる。

用語は日本のナンプレ・数独サイトに合わせる（候補、行、列、ブロック、
X-ウイングなどのカタカナ名）。記法（r5c6、r5c6<>4）は各国共通のまま。
"""

from ..render import Plural

_SWAP = "2つの数字を入れ替えられ、解が2つになってしまう"
_UR_NAMES = {
    "unique-rectangle-1": "ユニークレクタングル タイプ1",
    "unique-rectangle-2": "ユニークレクタングル タイプ2",
    "unique-rectangle-3": "ユニークレクタングル タイプ3",
    "unique-rectangle-4": "ユニークレクタングル タイプ4",
    "unique-rectangle-5": "ユニークレクタングル タイプ5",
    "unique-rectangle-6": "ユニークレクタングル タイプ6",
    "hidden-rectangle": "ヒドゥンレクタングル",
    "avoidable-rectangle-1": "アボイダブルレクタングル タイプ1",
    "avoidable-rectangle-2": "アボイダブルレクタングル タイプ2",
}
_FISH = {"x-wing": "X-ウイング", "swordfish": "ソードフィッシュ", "jellyfish": "ジェリーフィッシュ"}
_SUBSETS = {
    "naked-pair": "ネイキッドペア",
    "naked-triple": "ネイキッドトリプル",
    "naked-quad": "ネイキッドクアッド",
    "hidden-pair": "ヒドゥンペア",
    "hidden-triple": "ヒドゥントリプル",
    "hidden-quad": "ヒドゥンクアッド",
    "locked-pair": "ロックドペア",
    "locked-triple": "ロックドトリプル",
    "locked-quad": "ロックドクアッド",
}


def _one(text: str) -> Plural:
    """Japanese has no plural forms: one text for every count."""
    return Plural("count", {"other": text})


MESSAGES: dict[str, object] = {
    # ----- 共通 -----------------------------------------------------------------------
    "line": "{fact}：{why}",
    "effect.more": "{shown} ほか{more}件",
    # ----- シングル -------------------------------------------------------------------
    "full-house": (
        "フルハウス：{cell}は{house}に残る唯一の空きマスで、{house}に足りない数字は{digit}"
        "だけなので、{cell}={digit}。"
    ),
    "full-house.nudge": "{house}でフルハウスを探してください。",
    "naked-single": (
        "ネイキッドシングル：{why}ので、{cell}には{digit}しか入らない。よって{cell}={digit}。"
    ),
    "naked-single.seen-in-row-column-box": "ほかの数字はすべて同じ行・列・ブロックにすでにある",
    "naked-single.seen-in-row-column-region": "ほかの数字はすべて同じ行・列・領域にすでにある",
    "naked-single.seen-in-houses": "ほかの数字はすべて同じハウスのどこかにすでにある",
    "naked-single.seen-in-row-column-box.or-ruled-out": (
        "ほかの数字はすべて同じ行・列・ブロックにすでにあるか、そこで除外されている"
    ),
    "naked-single.seen-in-row-column-region.or-ruled-out": (
        "ほかの数字はすべて同じ行・列・領域にすでにあるか、そこで除外されている"
    ),
    "naked-single.seen-in-houses.or-ruled-out": (
        "ほかの数字はすべて同じハウスのどこかにすでにあるか、そこで除外されている"
    ),
    "naked-single.nudge": "{house}でネイキッドシングルを探してください。",
    "hidden-single": (
        "ヒドゥンシングル：{house}では{digit}が入るのは{cell}だけ。よって{cell}={digit}。"
    ),
    "hidden-single.nudge": "{house}でヒドゥンシングルを探してください。",
    # ----- ロックされた候補 -----------------------------------------------------------
    "locked-candidates": (
        "{technique}：{base}では{digit}が入るのは{cells:and}だけで、これらはすべて{cover}"
        "にある。どれに{digit}が入っても、{cover}のほかのマスには{digit}は入らない。"
        "よって{effect}。"
    ),
    "intersections.confined": "{base}では{digit}が入るのは{cells:or}だけ。",
    "intersections.shared": "これらのマスは{cover}にもあるので、{cover}の{digit}はここに入る。",
    "locked-candidates-pointing.nudge": (
        "{base}でロックされた候補（ポインティング）を探してください。"
    ),
    "locked-candidates-claiming.nudge": (
        "{base}でロックされた候補（クレーミング）を探してください。"
    ),
    # ----- サブセット -----------------------------------------------------------------
    "naked-subset": (
        "{technique} {digits:set}（{cells}）：{house}のこの{count}マスの候補は合わせて"
        "{digits:and}だけなので、これらの数字はこの{count}マスに入り、{house}のほかのマスには"
        "{digits:or}は入らない：{effect}。"
    ),
    "hidden-subset": (
        "{technique} {digits:set}（{cells}）：{house}では{digits:and}が入るのはこの{count}"
        "マスだけなので、これらのマスにはこれらの数字しか入らない：{effect}。"
    ),
    "locked-subset": (
        "{technique} {digits:set}（{cells}）：{houses:and}の両方にあるこの{count}マスの候補は"
        "合わせて{digits:and}だけなので、どちらのハウスのほかのマスにも{digits:or}は入らない："
        "{effect}。"
    ),
    "subsets.cell-can-be": "{cell}に入るのは{digits:or}だけ。",
    "subsets.digit-goes": "{house}では{digit}が入るのは{cells:or}だけ。",
    **{f"{tid}.nudge": f"{{house}}で{name}を探してください。" for tid, name in _SUBSETS.items()},
    # ----- フィッシュ -----------------------------------------------------------------
    "fish": (
        "{digit}の{technique}：{bases}では{digit}は{covers}にしか入らない。{count}つの"
        "{lines}の{digit}がどう入っても、{covers}の{digit}は{bases}の中に収まる：{effect}。"
    ),
    "finned-fish": Plural("fins", {"other": (
        "{digit}の{technique}：{bases}では{digit}は{covers}にしか入らない（{box}のフィン"
        "{fin_cells:and}を除く）。フィンが{digit}でも{fish}が成り立っても、{targets:and}には"
        "{digit}は入らない：{effect}。"
    )}),
    "fish.rows": "行",
    "fish.columns": "列",
    "fish.base": "{house}では{digit}が入るのは{cells:or}だけ。",
    "fish.sashimi": _one(
        "{thin}には{covers}の{digit}が1つしかないので、{fins}がなければこの形はフィッシュに"
        "ならない。"
    ),
    "fish.the-fins": _one("フィン"),
    "fish.fins-false": Plural(
        "fins",
        {
            "other": (
                "フィンが{digit}でなければ、これは{fish_article}：{covers}の{digit}は{bases}"
                "の中にしか入らない。"
            )
        },
    ),
    "fish.fin-true": Plural(
        "fins",
        {"other": "フィンが{digit}なら、{box}のほかのマスは{digit}ではない。"},
    ),
    "fish.either-way": (
        "どちらの場合も、{box}のうち{box_covers}にあって{bases}にないマスには{digit}は入らない："
        "{effect}。"
    ),
    **{f"fish.a.{fish}": name for fish, name in _FISH.items()},
    **{
        f"{kind}{fish}.nudge": f"{{lines}}に着目して{{digit}}の{prefix}{name}を探してください。"
        for fish, name in _FISH.items()
        for kind, prefix in (("", ""), ("finned-", "フィン付き"), ("sashimi-", "サシミ"))
    },
    # ----- 1つの数字の短いチェーン ----------------------------------------------------
    "single-digit-chain": (
        "{technique} {eureka}：{first}の{digit}は{a}か{b}、{second}の{digit}は{c}か{e}に"
        "しか入らない。{b}と{c}は{middle}を共有するので両方が{digit}にはならない。"
        "よって{a}か{e}が{digit}で、両方から見えるマスには{digit}は入らない：{effect}。"
    ),
    "empty-rectangle": (
        "{technique} {eureka}：{box}の{digit}は{box_cells:and}にしか入らず、すべて{row}か"
        "{column}にある。{pair}の{digit}は{start}か{far}にしか入らない。よって{far}か{kept}が"
        "{digit}で、両方から見えるマスには{digit}は入らない：{effect}。"
    ),
    "empty-rectangle.group": (
        "{technique} {eureka}：{box}の{digit}は{box_cells:and}にしか入らず、すべて{row}か"
        "{column}にある。{pair}の{digit}は{start}か{far}にしか入らない。よって{far}か"
        "{kept:and}のどれかが{digit}で、すべてから見えるマスには{digit}は入らない：{effect}。"
    ),
    "single-digit.first": (
        "{start}が{digit}でなければ{end}が{digit}：{house}で{digit}が入るのはこの2マスだけ。"
    ),
    "single-digit.weak": "すると{end}は{digit}ではない：{start}と{house}を共有している。",
    "single-digit.weak.group": (
        "すると{cells:and}はどれも{digit}ではない：{start}と{house}を共有している。"
    ),
    "single-digit.strong": "すると{end}が{digit}：{house}で{digit}が入るもう1つのマス。",
    "single-digit.ends": (
        "よって{first}か{last}が{digit}で、両方から見えるマスには{digit}は入らない：{effect}。"
    ),
    "empty-rectangle.box": "{box}の{digit}は{cells:and}にしか入らず、すべて{row}か{column}にある。",
    "empty-rectangle.kept": "よって{box}の{digit}は{house}にある：{cell}が{digit}。",
    "empty-rectangle.kept.group": (
        "よって{box}の{digit}は{house}にある：{cells:and}のどれかが{digit}。"
    ),
    "empty-rectangle.ends.group": (
        "よって{first}か{cells:and}のどれかが{digit}で、すべてから見えるマスには{digit}は"
        "入らない：{effect}。"
    ),
    "skyscraper.nudge": "{lines}に着目して{digit}のスカイスクレイパーを探してください。",
    "two-string-kite.nudge": "{digit}の2ストリングカイトを探してください。",
    "turbot-fish.nudge": "{digit}のターボットフィッシュを探してください。",
    "empty-rectangle.nudge": "{box}で{digit}のエンプティレクタングルを探してください。",
    # ----- ウイング -------------------------------------------------------------------
    "xy-wing": (
        "{technique}：ピボット{pivot} {pivot_digits:set}から、ピンサー{a} {a_digits:set}と"
        "{b} {b_digits:set}が見える。{pivot}が{x}でも{y}でも、どちらかのピンサーが{z}になる"
        "ので、両方のピンサーから見えるマスには{z}は入らない：{effect}。"
    ),
    "xyz-wing": (
        "{technique}：ピボット{pivot} {pivot_digits:set}から、ピンサー{a} {a_digits:set}と"
        "{b} {b_digits:set}が見える。{pivot}が何であっても3マスのどれかが{z}になるので、"
        "3マスすべてから見えるマスには{z}は入らない：{effect}。"
    ),
    "w-wing": (
        "{technique}：{a}と{b}の候補はどちらも{digits:and}だけで、互いに見えない。{house}の{x}"
        "は{c}か{d}にしか入らず、それぞれ{a}と{b}から見える。よって{a}か{b}が{y}で、両方から"
        "見えるマスには{y}は入らない：{effect}。"
    ),
    "remote-pair": (
        "{technique} {digits:set}：{cells:and}の候補はどれも{digits:and}だけで、それぞれ次の"
        "マスが見えるので、チェーンに沿って数字が交互になる。奇数歩離れた2マスは{x}と{y}を1つ"
        "ずつ持つので、両方から見えるマスにはどちらも入らない：{effect}。"
    ),
    "wxyz-wing": (
        "{technique}：{cells:and}の候補は合わせて{digits:set}だけ。{others:and}はそれぞれ"
        "このうち1マスにしか入らないので、{z}は{holders:or}に入り、それらすべてから見える"
        "マスには{z}は入らない：{effect}。"
    ),
    "wings.if-not": "{cell}が{digit}でなければ{other}：残るもう1つの候補。",
    "wings.sees": "すると{cell}は{digit}ではない：{other}が見える。",
    "wings.cell-is": "よって{cell}は{digit}：残るもう1つの候補。",
    "wings.house-is": "よって{cell}は{digit}：{house}で{digit}が入るもう1つのマス。",
    "wings.ends": (
        "よって{first}か{last}が{digit}で、両方から見えるマスには{digit}は入らない：{effect}。"
    ),
    "wings.cell-holds": "{cell}に入るのは{digits:or}だけ。",
    "wings.case": "{pivot}が{digit}なら、{pincer}は{digit}ではないので{z}。",
    "wings.case.self": "そうでなければ{pivot}自身が{z}。",
    "wings.sees-all": "{cells:and}のすべてから見えるマスには{z}は入らない：{effect}。",
    "wings.at-most-once": (
        "{digit}はこのうち1マスにしか入らない：それを候補に持つマスどうしが互いに見える。"
    ),
    "wings.four-digits": "4マスには4つの数字が要るので、{z}は{holders:or}に入る。",
    "remote-pair.so": (
        "よってチェーンで奇数歩離れた2マス（たとえば{first}と{second}）は{x}と{y}を1つずつ"
        "持ち、両方から見えるマスにはどちらも入らない：{effect}。"
    ),
    "xy-wing.nudge": "ピボットが{box}にあるXY-ウイングを探してください。",
    "xyz-wing.nudge": "ピボットが{box}にあるXYZ-ウイングを探してください。",
    "w-wing.nudge": "{digits:set}のW-ウイングを探してください。",
    "remote-pair.nudge": "{digits:set}のリモートペアを探してください。",
    "wxyz-wing.nudge": "{digits:set}のWXYZ-ウイングを探してください。",
    # ----- 唯一解 ---------------------------------------------------------------------
    "unique-rectangle-1": (
        "{digits:set}の{technique}：{floor}。{target}の候補もこの2つだけなら" + _SWAP
        + "ので、{target}にはほかの数字が入る：{effect}。"
    ),
    "unique-rectangle.extra": (
        "{digits:set}の{technique}：{floor}、{roof:and}の候補は{roof_digits:and}だけ。"
        "{roof:or}に{digit}が入らなければ" + _SWAP + "ので、それらすべてから見えるマスには"
        "{digit}は入らない：{effect}。"
    ),
    "unique-rectangle-3": (
        "{digits:set}の{technique}：{floor}なので、{roof:and}は1マスのように{extras:or}を持つ。"
        "{group:and}と合わせて{houses:and}で{subset_digits:set}の{subset}になる：{effect}。"
    ),
    "unique-rectangle-4": (
        "{digits:set}の{technique}：{floor}、{house}の{locked}は{roof:and}にしか入らない。"
        "{locked}が入らない方のマスが{other}なら" + _SWAP + "ので、どちらも{other}ではない："
        "{effect}。"
    ),
    "unique-rectangle-6": (
        "{digits:set}の{technique}：{floor}、{rows}と{columns}の{locked}は4つの角にしか入らない。"
        "{first}か{second}が{locked}なら両方が{locked}になり、" + _SWAP + "：{effect}。"
    ),
    "hidden-rectangle": (
        "{digits:set}の{technique}：{corner}の候補は{a}と{b}だけで、{row}と{column}の"
        "{locked}は長方形の角にしか入らない。{far}が{other}なら{corner}も{other}になり、"
        + _SWAP + "ので、{far}は{other}ではない：{effect}。"
    ),
    "avoidable-rectangle-1": (
        "{digits:set}の{technique}：{solved:and}は初期数字ではなく解いて埋めたもの。"
        "{target}が{need}なら" + _SWAP + "ので、{target}は{need}ではない：{effect}。"
    ),
    "avoidable-rectangle-2": (
        "{digits:set}の{technique}：{solved:and}は解いて埋めたもので、{first}と{second}は"
        "ほかに{extra}も持つ。どちらも{extra}でなければ" + _SWAP + "ので、両方から見える"
        "マスには{extra}は入らない：{effect}。"
    ),
    "bug-plus-1": (
        "{technique}：{cell}以外の空きマスの候補はちょうど2つで、{digit}は{houses:and}の"
        "それぞれに3か所ある。{cell}が{digit}でなければ盤面は解が1つにならない"
        "Bivalue Universal Graveになるので、{effect}。"
    ),
    "uniqueness.floor": _one("{cells:and}の候補は{a}と{b}だけ"),
    "uniqueness.only": _one("{cells:and}の候補は{a}と{b}だけ。"),
    "uniqueness.deadly": (
        "{corners:and}の候補が{a}と{b}だけなら" + _SWAP + "。しかし解は1つだけ。"
    ),
    "uniqueness.type-1.so": "よって{target}にはほかの数字が入る：{effect}。",
    "uniqueness.roof-only": "{roof:and}の候補は{digits:and}だけ。",
    "uniqueness.extra.so": (
        "よって{digit}は{roof:or}に入り、それらすべてから見えるマスには{digit}は入らない："
        "{effect}。"
    ),
    "uniqueness.virtual": "よって{roof:and}は1マスのように、ほかの数字{extras:or}を持つ。",
    "uniqueness.cell-can-be": "{cell}に入るのは{digits:or}だけ。",
    "uniqueness.naked.so": (
        "合わせて{houses:and}で{digits:set}の{subset}になるので、そこのほかのマスには"
        "{digits:or}は入らない：{effect}。"
    ),
    "uniqueness.subset.2": "ネイキッドペア",
    "uniqueness.subset.3": "ネイキッドトリプル",
    "uniqueness.subset.4": "ネイキッドクアッド",
    "uniqueness.subset.5": "ネイキッドクインタプル",
    "uniqueness.locked": "{house}の{locked}は{roof:or}にしか入らないので、どちらかが{locked}。",
    "uniqueness.neither.so": "よって{first}も{second}も{digit}ではない：{effect}。",
    "uniqueness.corners-only": "{rows}と{columns}の{locked}は4つの角にしか入らない。",
    "uniqueness.type-6.if": (
        "{first}が{locked}なら、{floor:and}はどちらも{other}になり、{second}も{locked}になる"
        "（{second}から始めても同じ）。"
    ),
    "uniqueness.hidden.lines": "{row}と{column}の{locked}は長方形の角にしか入らない。",
    "uniqueness.hidden.if": (
        "{far}が{other}なら、{locked}は{along}と{down}に入るしかなく、{corner}には{other}が"
        "残る。"
    ),
    "uniqueness.hidden.so": "よって{far}は{other}ではない：{effect}。",
    "uniqueness.solved": "{cell}は初期数字ではなく、{digit}と解いて埋めたもの。",
    "uniqueness.avoidable.if": "{target}が{need}なら、4つの角の数字は{a}と{b}だけになる。",
    "uniqueness.avoidable.so": "よって{target}は{need}ではない：{effect}。",
    "uniqueness.avoidable.pair": (
        "{first}の候補は{first_digits:and}だけ、{second}の候補は{second_digits:and}だけ。"
    ),
    "uniqueness.avoidable.extra.so": (
        "よって{first}か{second}が{extra}で、両方から見えるマスには{extra}は入らない："
        "{effect}。"
    ),
    "uniqueness.bug.cells": "{cell}以外の空きマスの候補はちょうど2つ。{cell}の候補は{digits:and}。",
    "uniqueness.bug.places": "{houses:and}では{digit}の入る場所が3か所、ほかの数字は2か所。",
    "uniqueness.bug.so": (
        "{cell}が{digit}でなければ、すべてのマスの候補が2つ、すべての数字がどのハウスでも"
        "2か所になる。これはBivalue Universal Graveで、解がちょうど1つにはならない。"
        "この問題の解は1つなので、{effect}。"
    ),
    **{
        f"{tid}.nudge": f"{{boxes}}で{name}を探してください。解が1つであることを使う解法です。"
        for tid, name in _UR_NAMES.items()
    },
    "bug-plus-1.nudge": (
        "BUG+1を探してください：1マスを除くすべての空きマスの候補が2つです。解が1つであることを"
        "使う解法です。"
    ),
    # ----- スー・ド・コック -----------------------------------------------------------
    "sue-de-coq": (
        "{box}と{line}が交わる{technique}：{core:and}は{line_part:and}、{box_part:and}と"
        "合わせて{total}マスに{total}個の数字を1つずつ持つので、{line}の残りから"
        "{line_keeps:and}、{box}の残りから{box_keeps:and}が消える：{effect}。"
    ),
    "sue-de-coq.shared": (
        "{box}と{line}が交わる{technique}：{core:and}は{line_part:and}、{box_part:and}と"
        "合わせて数字を1つずつ持つ（{shared:and}だけは各部分に1つずつ）ので、{line}の残りから"
        "{line_keeps:and}、{box}の残りから{box_keeps:and}が消える：{effect}。"
    ),
    "sue-de-coq.core": (
        "{box}と{line}が交わる{core:and}の候補は{digits:and}：{cells}マスに{count}個の数字。"
    ),
    "sue-de-coq.part": _one("{house}の残りでは、{cells:and}の候補は{digits:and}だけ。"),
    "sue-de-coq.confined": _one("{digits:and}は{cells:and}にしか入らず、すべて{house}にある。"),
    "sue-de-coq.fill": (
        "よってこの{total}マスで数字は重複しない。{total}マスに{total}個の数字なので、"
        "どの数字もどれか1マスを埋める。"
    ),
    "sue-de-coq.fill.shared": (
        "よってこの{total}マスで数字は重複しない（{shared:and}だけは各部分に1つずつ）。"
        "{total}マスに対して数字の数がちょうどなので、どの数字もどこか1マスを埋める。"
    ),
    "sue-de-coq.so": (
        "よって{line}のほかのマスには{line_keeps:or}は入らず、{box}のほかのマスには"
        "{box_keeps:or}は入らない：{effect}。"
    ),
    "sue-de-coq.nudge": "{box}と{line}が交わるところでスー・ド・コックを探してください。",
    # ----- チェーン -------------------------------------------------------------------
    "x-chain": (
        "{start}から{end}への{digit}のX-チェーン：{start_false:ga}と仮定すると、下のリンクから"
        "{end_true}。よって両端のどちらかが{digit}で、両方から見えるマスには{digit}は入らない："
        "{effect}。"
    ),
    "xy-chain": (
        "{start}から{end}への2択マスのXY-チェーン：{start_false:ga}と仮定すると、下のリンクから"
        "{end_true}。よって両端のどちらかが{digit}で、両方から見えるマスには{digit}は入らない："
        "{effect}。"
    ),
    "nice-loop": (
        "{digits:and}のAIC：{start_false:ga}と仮定すると、下のリンクから{end_true}。よって"
        "「{start_true}」か「{end_true}」で、その両方と矛盾する候補は偽：{effect}。"
    ),
    "nice-loop.same-digit": (
        "{start}から{end}への{digits:and}のAIC：{start_false:ga}と仮定すると、下のリンクから"
        "{end_true}。よって両端のどちらかが{digit}で、両方から見えるマスには{digit}は入らない："
        "{effect}。"
    ),
    "nice-loop.continuous": (
        "{digits:and}の連続ナイスループ：下のリンクは{start}から出て{start}に戻る。ループでは"
        "どのリンクも両方向に成り立つので、リンクの両端と矛盾するものは偽：{effect}。"
    ),
    "nice-loop.discontinuous": (
        "{digits:and}の不連続ナイスループ：{start_false:ga}と仮定すると、下のリンクから"
        "{start_true}。仮定が自らを否定する：{effect}。"
    ),
    "grouped-nice-loop": (
        "{digits:and}のグループ化AIC：{start_false:ga}と仮定すると、下のリンクから{end_true}。"
        "よって「{start_true}」か「{end_true}」で、その両方と矛盾する候補は偽：{effect}。"
    ),
    "grouped-nice-loop.same-digit": (
        "{start}から{end}への{digits:and}のグループ化AIC：{start_false:ga}と仮定すると、下の"
        "リンクから{end_true}。よって両端のどちらかが{digit}で、両端のすべてのマスから見える"
        "マスには{digit}は入らない：{effect}。"
    ),
    "grouped-nice-loop.continuous": (
        "{digits:and}のグループ化連続ナイスループ：下のリンクは{start}から出て{start}に戻る。"
        "ループではどのリンクも両方向に成り立つので、リンクの両端と矛盾するものは偽：{effect}。"
    ),
    "grouped-nice-loop.discontinuous": (
        "{digits:and}のグループ化不連続ナイスループ：{start_false:ga}と仮定すると、下のリンクから"
        "{start_true}。仮定が自らを否定する：{effect}。"
    ),
    "x-chain.nudge": "一端が{start}にある{digit}のX-チェーンを探してください。",
    "xy-chain.nudge": (
        "両端が{digit}で、一端が{start}にある2択マスのXY-チェーンを探してください。"
    ),
    "nice-loop.nudge": "一端が{start}にある{digits:or}のAIC（交互推論チェーン）を探してください。",
    "nice-loop.continuous.nudge": "{start}を通る{digits:or}の連続ナイスループを探してください。",
    "nice-loop.discontinuous.nudge": (
        "{start}で始まり{start}で終わる不連続ナイスループを探してください。"
    ),
    "grouped-nice-loop.nudge": "一端が{start}にある{digits:or}のグループ化AICを探してください。",
    "grouped-nice-loop.continuous.nudge": (
        "{start}を通る{digits:or}のグループ化連続ナイスループを探してください。"
    ),
    "grouped-nice-loop.discontinuous.nudge": (
        "{start}で始まり{start}で終わるグループ化不連続ナイスループを探してください。"
    ),
    "chains.one-of": "{cells:and}のどれか",
    "chains.group-is": "{cells:and}のどれかが{digit}",
    "chains.group-is-not.two": "{first}も{second}も{digit}ではない",
    "chains.group-is-not": "{cells:and}はどれも{digit}ではない",
    "chains.first": "{false:ga}と仮定すると、{true}（{why}）。",
    "chains.strong": "{false}。よって{true}（{why}）。",
    "chains.weak": "{true}。よって{false}（{why}）。",
    "chains.weak.closing": (
        "{true}。よって{false}（{why}）。チェーンの出発点に戻り、ループが閉じる。"
    ),
    "chains.why.cell": "そのマスに残るもう1つの候補",
    "chains.why.house": "{house}で{digit}が入るもう1つの場所",
    "chains.why.house.group": "{house}で{digit}が入る残りの場所",
    "chains.why.same-cell": "1マスに入る数字は1つだけ",
    "chains.why.same-house": "{house}を共有する",
    "chains.why.sees": "互いのすべてのマスが見える",
    "chains.end.same-digit": (
        "よって{start}か{end}が{digit}。どちらでも、両方から見えるマスには{digit}は入らない："
        "{effect}。"
    ),
    "chains.end.same-digit.groups": (
        "よって{start}か{end}が{digit}。どちらでも、すべてから見えるマスには{digit}は入らない："
        "{effect}。"
    ),
    "chains.end.two-digits": (
        "よって「{start_true}」か「{end_true}」。どちらでも、その両方と矛盾する候補は偽："
        "{effect}。"
    ),
    "chains.end.loop": (
        "ループではどのリンクも両方向に成り立つ（各リンクのちょうど一端が真）ので、リンクの"
        "両端と矛盾するものは偽：{effect}。"
    ),
    "chains.end.placement": "仮定が自らを否定するので、{start_true}：{effect}。",
    "chains.end.placement.group": (
        "仮定が自らを否定するので{start_true}。{cells:and}のすべてから見えるマスからは{digit}が"
        "消える：{effect}。"
    ),
    "chains.effect.more": "{shown} ほか{more}件（下記）",
    # ----- カラーリング ---------------------------------------------------------------
    "simple-colours-trap": _one(
        "{digit}のシンプルカラー（トラップ）：下の共役ペアで{digit}を2色に分けると、片方の色は"
        "すべて{digit}、もう片方は{digit}ではない。両方の色のマスが見えるマス（{count}マス）には"
        "{digit}は入らない：{effect}。"
    ),
    "simple-colours-wrap": (
        "{digit}のシンプルカラー（ラップ）：下の共役ペアで{digit}を2色に分けると、片方の色は"
        "すべて{digit}、もう片方は{digit}ではない。{first}と{second}は同じ色で{house}を共有"
        "するので、その色は偽：{effect}。"
    ),
    "multi-colours-1": (
        "{digit}のマルチカラー1：共役ペアの別々のグループにある{first}と{second}は{house}を"
        "共有するので両方は{digit}にならず、それぞれの反対色のどちらかが{digit}。両方の反対色が"
        "見えるマスは{digit}ではない：{effect}。"
    ),
    "multi-colours-2": (
        "{digit}のマルチカラー2：あるグループの一方の色から、別のグループの両方の色が見える。"
        "その色が真なら別のグループに{digit}がなくなるので、その色は偽：{effect}。"
    ),
    "simple-colours-trap.nudge": "{digit}のシンプルカラー（トラップ）を探してください。",
    "simple-colours-wrap.nudge": "{digit}のシンプルカラー（ラップ）を探してください。",
    "multi-colours-1.nudge": "{digit}のマルチカラーを探してください。",
    "multi-colours-2.nudge": "{digit}のマルチカラーを探してください。",
    "colouring.pair": (
        "{house}で{digit}が入るのは{first}と{second}だけなので、2つは反対の色になる。"
    ),
    "colouring.either": (
        "どのペアにも{digit}はちょうど1つなので、{digit}はペアに沿って交互になる："
        "「{one}」か「{other}」のどちらか。"
    ),
    "colouring.is": "{cells}が{digit}",
    "colouring.are-both": "{cells:and}がどちらも{digit}",
    "colouring.are-all": "{cells:and}がすべて{digit}",
    "colouring.were": "{cells}が{digit}",
    "colouring.were-both": "{cells:and}がどちらも{digit}",
    "colouring.were-all": "{cells:and}がすべて{digit}",
    "colouring.trap.sees": (
        "{target}からは反対の色の{first}と{second}が見える。どちらかが{digit}なので、{target}は"
        "{digit}ではない：{effect}。"
    ),
    "colouring.wrap.clash": (
        "しかし{first}と{second}は{house}を共有するので両方は{digit}にならず、その色全体が偽："
        "{effect}。"
    ),
    "colouring.clash": "{first}と{second}は{house}を共有するので、両方は{digit}にならない。",
    "colouring.multi-1.opposite": (
        "よって「{one}」（{first}の反対色）か「{other}」（{second}の反対色）のどちらか。"
    ),
    "colouring.multi-1.sees": (
        "{target}からは{first}と{second}が見えるので、どちらの場合も{digit}ではない：{effect}。"
    ),
    "colouring.multi-2.end": (
        "「{supposed}」なら{first}も{second}も{digit}になれないが、2つは反対の色なのでどちらかが"
        "{digit}。よってその色は偽：{effect}。"
    ),
    "colouring.effect.more": "{shown} ほか{more}件（下記）",
    # ----- ALS ------------------------------------------------------------------------
    "als-xz": _one(
        "ALS-XZ：{a}のほぼロックされたセットAと{b}のBは制限共通数字{x}を持つので、どちらかは"
        "{x}を持たず、ほかの数字をすべて持つ。どちらの場合もAかBが{zs:and}を持つので、両方の"
        "セットにあるその数字すべてから見えるマスからはその数字が消える：{effect}。"
    ),
    "als-xz.doubly": (
        "二重リンクのALS-XZ：{a}のほぼロックされたセットAと{b}のBは制限共通数字{x}と{y}を持つ"
        "ので、各セットはほかの数字でロックされ、{x}と{y}はそれぞれどちらかのセットにある："
        "{effect}。"
    ),
    "als-xy-wing": (
        "{z}のALS-XY-ウイング：制限共通数字がピボットC（{c}）とウイングA（{a}）、B（{b}）を"
        "つなぐ。AとBの{z}すべてから見えるマスは{z}ではない：そうならAに{z}がなくなり、"
        "つながりによりBが{z}を持つことになる：{effect}。"
    ),
    "als-chain": (
        "{z}のALSチェーン：{count}個のほぼロックされたセットが制限共通数字でA（{a}）から"
        "{last}（{b}）までつながる。Aと{last}の{z}すべてから見えるマスは{z}ではない：そうなら"
        "Aに{z}がなくなり、つながりにより{last}が{z}を持つことになる：{effect}。"
    ),
    "death-blossom": _one(
        "デスブロッサム：ステム{stem}は{stem_digits:or}。どれであっても、その数字の花びら"
        "（ほぼロックされたセット）はその数字を失い、ほかの数字（{zs:and}を含む）をすべて持つ。"
        "よって花びらのその数字すべてから見えるマスからはその数字が消える：{effect}。"
    ),
    "als-xz.nudge": "{a}と{b}に制限共通数字{x}を持つALS-XZを探してください。",
    "als-xz.doubly.nudge": (
        "{a}と{b}に制限共通数字{x}と{y}を持つ二重リンクのALS-XZを探してください。"
    ),
    "als-xy-wing.nudge": "ピボットが{c}、ウイングが{a}と{b}にあるALS-XY-ウイングを探してください。",
    "als-chain.nudge": (
        "{a}から{b}への、{count}個のセットからなる{z}のALSチェーンを探してください。"
    ),
    "death-blossom.nudge": "ステムが{stem}のデスブロッサムを探してください。",
    "als.set": (
        "{label} = {house}の{cells:and}：合わせて候補は{digits:and}だけで、マスより数字が1つ多い。"
    ),
    "als.set.cell": "{label} = {cell}：候補は{digits:and}だけ。",
    "als.stem": "ステム{stem}の候補は{digits:and}だけ。",
    "als.petal": (
        "{digit}の花びら：{house}の{cells:and}は合わせて候補が{digits:and}だけで、マスより数字が"
        "1つ多い。"
    ),
    "als.petal.cell": "{digit}の花びら：{cell}の候補は{digits:and}だけ。",
    "als.rcc": (
        "{x}は{first}と{second}の制限共通数字：{first}のどの{x}からも{second}のどの{x}も見える"
        "ので、{x}を持てるのはどちらか一方だけ。"
    ),
    "als.chain.first": (
        "{first}と{last}の{z}すべてから見えるマスが{z}だと仮定すると、{first}は{z}を持たないので"
        "{x}を持つ。{second}のどの{x}からも{first}のどの{x}も見える（制限共通数字）ので、"
        "{second}は{x}を持てず、{next}を持つ。"
    ),
    "als.chain.link": (
        "{x}は{first}と{second}の制限共通数字（一方のどの{x}からも他方のどの{x}も見える）："
        "{first}が{x}を持つので{second}は持てず、{next}を持つ。"
    ),
    "als.blossom.case": (
        "{stem}が{digit}なら、{digit}の花びらには{digit}がない（そのどの{digit}からも{stem}が"
        "見える）ので、{others:and}を持つ。"
    ),
    "als.xz.either": (
        "{first}が{x}を持たずにほかの数字をすべて持つか、{second}がそうなるかのどちらか。"
    ),
    "als.xz.reach": (
        "どちらの場合も{first}か{second}が数字{z}を持つので、{cells:and}のすべてから見えるマスは"
        "{z}ではない：{effect}。"
    ),
    "als.holds": "{label}は{digits:and}を持つ",
    "als.doubly.argument": (
        "どのセットもマスより数字が1つ多いので、ちょうど1つの数字を持たない。Aが{x}と{y}以外を"
        "持たないなら両方を持ち、Bは両方を持てず、マスに対して数字が1つ足りない。Bも同じ。"
        "よって一方は{x}を、他方は{y}を持たない：{holds}。{x}と{y}はそれぞれAかBにある。"
    ),
    "als.doubly.argument.none": (
        "どのセットもマスより数字が1つ多いので、ちょうど1つの数字を持たない。Aが{x}と{y}以外を"
        "持たないなら両方を持ち、Bは両方を持てず、マスに対して数字が1つ足りない。Bも同じ。"
        "よって一方は{x}を、他方は{y}を持たず、{x}と{y}はそれぞれAかBにある。"
    ),
    "als.doubly.end": (
        "セットが持つべき数字のすべての場所、または両セットの{x}か{y}のすべての場所から見える"
        "マスからはその数字が消える：{effect}。"
    ),
    "als.chain.end": (
        "{last}のどの{z}からもそのマスが見えるのに、{last}は{z}を持たなければならない。矛盾なので、"
        "そのようなマスは{z}ではない：{effect}。"
    ),
    "als.blossom.reach": (
        "ステムがどの数字でも、どれかの花びらが数字{z}を持つので、{cells:and}のすべてから見えるマス"
        "は{z}ではない：{effect}。"
    ),
    "als.effect.more": "{shown} ほか{more}件（下記）",
    # ----- フォーシングチェーン・ネット、仮定 -----------------------------------------
    "forcing.contradiction": (
        "{technique}（矛盾）：{assumption:ga}と仮定すると、{steps}後に{broke}。よって"
        "{conclusion}：{effect}。"
    ),
    "forcing.contradiction.at-once": (
        "{technique}（矛盾）：{assumption:ga}と仮定すると、すぐに{broke}。よって{conclusion}："
        "{effect}。"
    ),
    "forcing.digit": (
        "{technique}（候補の真偽）：{candidate}が真でも偽でも{conclusion}（計{steps}）。"
        "よって{effect}。"
    ),
    "forcing.cell": (
        "{technique}（マス）：{cell}は{digits:or}で、どの場合も{conclusion}（計{steps}）。"
        "よって{effect}。"
    ),
    "forcing.house": (
        "{technique}（ハウス）：{house}の{digit}は{cells:or}に入り、どの場合も{conclusion}"
        "（計{steps}）。よって{effect}。"
    ),
    "forcing.steps": _one("{count}手"),
    "forcing.suppose": "{fact:ga}と仮定する。",
    "forcing.case": "{fact:case}：",
    "forcing.same-house": "{fact}：{premise}で、{house}を共有している。",
    "forcing.same-cell": "{fact}：{premise}。",
    "forcing.naked": "{fact}：{cell}に残る唯一の候補。",
    "forcing.hidden": "{fact}：{house}で{digit}が入る最後の場所。",
    "forcing.impossible": "すると{broke}：ありえない。",
    "forcing.so": "よって{conclusion}：{effect}。",
    "forcing.every-case": "どの場合も{conclusion}：{effect}。",
    "forcing.broke.both": "{cell}は{digit}でなければならず、同時に{digit}にはなれない",
    "forcing.broke.no-candidate": "{cell}の候補がなくなる",
    "forcing.broke.no-place": "{house}に{digit}の入る場所がなくなる",
    "forcing.broke.cell-twice": "{cell}が{first}と{second}の両方になる",
    "forcing.broke.house-twice": "{house}に{digit}が2つ入る（{first}と{second}）",
    "forcing-chain.nudge.start": "{cell}から始まるフォーシングチェーンを探してください。",
    "forcing-chain.nudge.cell": (
        "{cell}のすべての候補から始まるフォーシングチェーンを探してください。"
    ),
    "forcing-chain.nudge.house": (
        "{house}の{digit}のすべての場所から始まるフォーシングチェーンを探してください。"
    ),
    "forcing-net.nudge.start": "{cell}から始まるフォーシングネットを探してください。",
    "forcing-net.nudge.cell": "{cell}のすべての候補から始まるフォーシングネットを探してください。",
    "forcing-net.nudge.house": (
        "{house}の{digit}のすべての場所から始まるフォーシングネットを探してください。"
    ),
    "verified-trial.chain": (
        "{technique}：{assumption:ga}と仮定すると、{steps}後に{broke}。よって{conclusion}："
        "{effect}。"
    ),
    "verified-trial.chain.at-once": (
        "{technique}：{assumption:ga}と仮定すると、すぐに{broke}。よって{conclusion}：{effect}。"
    ),
    "verified-trial.deeper": (
        "{technique}（人が見つけるチェーンではなく探索で見つけたもの）：{assumption:ga}と仮定する。"
        "シングルをたどっても矛盾しないが、{where}。そして{each}。よって{conclusion}：{effect}。"
    ),
    "verified-trial.each-breaks": "どの選択肢もシングルをたどると矛盾する",
    "verified-trial.none-works": "どれもうまくいかない",
    "verified-trial.where.cell": "{cell}に入るのは{digits:or}だけになる",
    "verified-trial.where.house": "{house}の{digit}は{cells:or}にしか入らなくなる",
    "verified-trial.singles": "シングルをたどると{effect}が入るが、まだ矛盾はない。",
    "verified-trial.singles.more": (
        "シングルをたどると{effect}ほか{more}件が入るが、まだ矛盾はない。"
    ),
    "verified-trial.singles.none": "シングルをたどっても何も入らず、まだ矛盾はない。",
    "verified-trial.then": "しかしそうすると{where}。",
    "verified-trial.option": "{fact:case}、{broke}。",
    "verified-trial.option.searched": "{fact:case}、より深い探索で完成できないとわかる。",
    "verified-trial.nudge": "{cell}に数字を仮に置いて、シングルをたどってください。",
    "verified-trial.nudge.deeper": "{cell}に数字を仮に置いて、その先をたどってください。",
    # ----- 「なぜダメ？」 -------------------------------------------------------------
    "why-not.after-placement": "{placed}を入れると、{cell}はもう{digit}にはなれない。",
    "why-not.nothing-yet": "今のところ、{cell}の{digit}を消す根拠はまだない。",
    "why-not.held": "{peer}にすでに{digit}があるので、{cell}は{digit}になれない。",
    "why-not.excluded": "{cell}の候補{digit}は消されている（あなたか、適用した手順によって）。",
    "why-not.gone": "{digit}はもう{cell}の候補ではない。",
    "why-not.placed": "{cell}にはすでに{value}が入っている。尋ねる候補はない。",
    "why-not.no-solution": (
        "この盤面には解がない（数字か候補の誤り）。どの手順による答えも信頼できない。"
    ),
    "why-not.removable": "{cell}は{digit}になれない：{technique}。",
    # ----- 貼り付けた問題の誤り -----------------------------------------------------
    "puzzle.unknown-character": (
        "{position}文字目に不明な文字{char}があります：初期数字には1〜9、空きマスには'.'か'0'を"
        "使ってください。"
    ),
    "puzzle.unknown-character.line": (
        "{line}行目{column}文字目に不明な文字{char}があります：初期数字には1〜9、空きマスには"
        "'.'か'0'を使ってください。"
    ),
    "puzzle.cell-count": _one("問題は81マスですが、{count}マスあります。"),
    "puzzle.not-a-triple": (
        "{token}は127のような行・列・値の3桁ではありません（1行2列が7の意味）。3桁とも"
        "1〜9の数字です。"
    ),
    "puzzle.given-twice": "{cell}が{first}と{second}の2回与えられています。",
    "puzzle.clash": "{house}に{digit}が2つあります：{first}と{second}。",
    "puzzle.clash-in-cage": (
        "{cell}を含むケージ（合計{total}）に{digit}が2つあります"
        "：{first}と{second}。"
    ),
    "puzzle.not-killer": "キラーになっていません。{why}。",
    "puzzle.grid.tenth-row": "{line}行目：メモ付きの盤面は9段ですが、これは10段目です。",
    "puzzle.grid.row-cells": "{line}行目：盤面の1段は9マスですが、{count}マスあります。",
    "puzzle.grid.not-digits": "{line}行目、{cell}：{token}は1〜9の数字のまとまりではありません。",
    "puzzle.grid.repeats": "{line}行目、{cell}：{token}は数字が重複しています。",
    "puzzle.grid.rows": "メモ付きの盤面は9段ですが、{count}段しかありません。",
    "puzzle.grid.no-candidate": "{cell}は空きマスですが、候補が残っていません。",
    "puzzle.hodoku.start": "HoDoKuの行は':0000:x:'のように始まり、81マスが続きます。",
    "puzzle.hodoku.too-long": "HoDoKuの行が81マスを超えています。",
    "puzzle.hodoku.not-a-cell": "HoDoKuの行の{cell}に{char}があります：マスではありません。",
    "puzzle.hodoku.count": "HoDoKuの行は{count}マスです。問題は81マスです。",
    "puzzle.hodoku.exclusion": "{item}は除外された候補（数字・行・列）ではありません。",
    "puzzle.position.wrong-value": "{cell}は{digit}ですが、解の数字ではありません。",
    "puzzle.position.missing-mark": "{cell}のメモに解の数字{digit}がありません。",
    "puzzle.no-solution": "この問題には解がありません：初期数字どうしが矛盾しています。",
    "puzzle.too-hard": (
        "この問題は難しすぎて確認できません。解が1つだと示すのに時間がかかりすぎます。"
        "入力を確認するか、初期数字を増やしてください。"
    ),
    "puzzle.several-solutions": "この問題は解が2つ以上あるため、論理だけでは解けません。",
    "killer.form": (
        "キラーは killer: に続けて81文字のケージ図、コロン、カンマ"
        "区切りのケージの合計を書きます（ヒント数字があれば、さらにコロンと8"
        "1文字）"
    ),
    "killer.map-length": "ケージ図は81マスすべてのケージを示します。この図は{count}文字です",
    "killer.map-character": (
        "{cell}の{char}はケージを表せません。ケージごとに英字か数"
        "字を1つ使います"
    ),
    "killer.uncaged": (
        "{cell}はどのケージにも入っていません。この形式ではすべてのマス"
        "にケージが必要です"
    ),
    "killer.sum-count": "図には{cages}個のケージがありますが、合計は{sums}個です",
    "killer.sum-not-number": "{token}はケージの合計ではありません。合計は13のような整数です",
    "killer.symbol-not-connected": (
        "ケージ{name}（{cell}を含む）がつながっていません。マスは"
        "辺で接している必要があります"
    ),
    "killer.not-connected": (
        "{cell}を含むケージがつながっていません。マスは辺で接している必"
        "要があります"
    ),
    "killer.empty-cage": "ケージ{number}にマスがありません",
    "killer.off-grid": "ケージ{number}に盤外のマスがあります",
    "killer.two-cages": "{cell}が2つのケージに入っています",
    "killer.too-big": (
        "{cell}を含むケージは{count}マスですが、ケージ内で数字は"
        "重複しないので最大9マスです"
    ),
    "killer.impossible-sum": (
        "{cell}を含むケージは{total}になりません。異なる{cou"
        "nt}個の数字の合計は{least}から{most}です"
    ),
    "killer.grand-total": (
        "ケージの合計は{total}ですが、全マスがケージに入るなら405（"
        "45の9倍）になるはずです"
    ),
    "killer.too-many": "このキラーのケージは{count}個です。扱えるのは最大{most}個です",
    "layout.length": "ジグソーの配置は81マスすべての領域を示します。この配置は{count}文字です",
    "layout.regions": "ジグソーの配置は9つの領域からなります。この配置は{count}領域です",
    "layout.region-size": (
        "領域{number}（{name}、{cell}を含む）は{count}マスで、9マスではありません"
    ),
    "layout.not-connected": (
        "領域{number}（{name}、{cell}を含む）がつながっていません。マスは辺でつながる必要があります"
    ),
    # ----- 他のアプリのリンク (engine/puzzle_links.py) -----------------------------------
    "link.unsupported": "このパズルには{rules}があり、アシスタントはそれを解けません。",
    "link.undrawn": (
        "このパズルには{rules}があります。アシスタントは解けますが、盤面にはまだ表示できません。"
        "コマンドラインの sudoku-hint solve で遊べます。"
    ),
    "link.unsupported-yet": "このパズルには{rules}があり、アシスタントはそれをまだ解けません。",
    "link.unknown-rule": (
        "このパズルにはアシスタントの知らないルール（{name}）があるため、解けません。"
    ),
    "link.combined": (
        "このパズルは{rules}を組み合わせています。アシスタントはそれぞれを単独でしか扱えません。"
    ),
    "link.short": (
        "これは短縮リンクです。{site}で開き、代わりに（パズルを含む）長いリンクをコピーしてください。"
    ),
    "link.malformed": "この{site}のリンクのパズルは読めません。壊れているか途中で切れています。",
    "link.size": "このパズルは{size}×{size}です。アシスタントが扱えるのは9×9のパズルだけです。",
    "link.no-region": (
        "このパズルにはどの領域にも属さないマスがあります。アシスタントが扱えるのは、すべてのマスが"
        "どれかの領域に属するパズルだけです。"
    ),
    "link.layout": "このパズルの領域はジグソーになっていません。{why}。",
    "link.cage-without-sum": (
        "このパズルのケージ（{cell}を含む）には合計が書かれておらず、ルールにもケージ内で数字が"
        "重複しないとは書かれていません。アシスタントが扱えるのは合計が書かれたケージか、"
        "ルールで重複なしと書かれたケージだけです。"
    ),
    "link.too-many-houses": (
        "このパズルにはハウス（行・列・ブロック・対角線・9マスの領域）が{most}個より多く"
        "あります。アシスタントが扱えるのはそれより少ないパズルです。"
    ),
    "link.site": (
        "アシスタントが読めるのはf-puzzles、SudokuPad、SudokuWikiのリンクで、{host}のものは読めません。"
    ),
    "link.sudokupad-form": (
        "このSudokuPadのリンクは、アシスタントが読めない形式（{form}）でパズルを保持しています。"
        "SudokuPadで開き、SudokuPadのメニューからリンクをもう一度コピーしてください。"
    ),
    "link.rule.thermometers": "サーモメーター",
    "link.rule.arrows": "アロー",
    "link.rule.killer-cages": "キラーケージ",
    "link.rule.little-killers": "リトルキラー",
    "link.rule.sandwich-sums": "サンドイッチ",
    "link.rule.x-sums": "Xサム",
    "link.rule.skyscrapers": "ビルディング",
    "link.rule.kropki": "クロプキの点",
    "link.rule.xv": "XV",
    "link.rule.palindromes": "パリンドローム",
    "link.rule.renban": "レンバン線",
    "link.rule.whispers": "ジャーマンウィスパー線",
    "link.rule.between-lines": "ビトウィーン線",
    "link.rule.minimum": "ミニマムのマス",
    "link.rule.maximum": "マキシマムのマス",
    "link.rule.odd": "奇数マス",
    "link.rule.even": "偶数マス",
    "link.rule.extra-regions": "追加の領域",
    "link.rule.clones": "クローン",
    "link.rule.quadruples": "クアドラプル",
    "link.rule.lockout": "ロックアウト線",
    "link.rule.entropic": "エントロピー線",
    "link.rule.modular": "モジュラー線",
    "link.rule.region-sums": "領域和の線",
    "link.rule.nabner": "ナブナー線",
    "link.rule.double-arrows": "ダブルアロー",
    "link.rule.zipper": "ジッパー線",
    "link.rule.drawings": "ルールを表しうる描画（線、図形、文字）",
    "link.rule.anti-knight": "アンチナイトのルール",
    "link.rule.anti-king": "アンチキングのルール",
    "link.rule.nonconsecutive": "非連続のルール",
    "link.rule.negative": "否定の制約",
    "link.rule.fog": "フォグ・オブ・ウォー",
    "link.rule.one-diagonal": "片方だけの対角線",
    "link.rule.given-marks": "与えられた候補メモ",
    "link.rule.lines": "盤面に描かれた線（サーモメーター、レンバン、ウィスパーなど）",
    "link.rule.marks": "盤面に描かれた印（点、円、ヒント）",
    "link.rule.diagonals": "両対角線",
    "link.rule.disjoint": "ディスジョイント・グループ",
    "link.rule.regions": "不規則な領域",
    "link.too-many-rules": (
        "このパズルには温度計・矢印・線が{most}個より多く描かれています。アシスタントが扱えるのは"
        "それより少ないパズルです。"
    ),
}
