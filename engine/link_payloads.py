"""The payloads of f-puzzles and SudokuPad links: lz-string's base64, the JSON inside, and
SudokuPad's "zipped" JSON (short property names, unquoted keys), read and written.

Bounded before any work: a payload past MAX_PAYLOAD is refused before it is decompressed.
"""

from __future__ import annotations

import json
import re
from typing import Any

from lzstring import LZString

from .explain.reason import say
from .notation import PuzzleError

# A payload longer than this is no 9x9 puzzle we could play (and lz-string's output
# can grow with the square of its input): refused before it is decompressed.
MAX_PAYLOAD = 20_000

_LZ = LZString()
# SudokuPad's zipped JSON: short property names for long ones.
_ZIP_NAMES = {
    "color": "c", "cages": "ca", "center": "ct", "borderColor": "c1", "backgroundColor": "c2",
    "cells": "ce", "cellSize": "cs", "arrows": "a", "overlays": "o", "underlays": "u",
    "width": "w", "height": "h", "value": "v", "videos": "vd", "lines": "l", "rounded": "r",
    "regions": "re", "fontSize": "fs", "thickness": "th", "headLength": "hl", "wayPoints": "wp",
    "title": "t", "text": "te", "duration": "d", "d": "d2",
}
_UNZIP_NAMES = {short: long for long, short in _ZIP_NAMES.items()}


def malformed(site: str) -> PuzzleError:
    """The link of this site holds no puzzle we can read."""
    return PuzzleError(say("link.malformed", site=site))


def _decompress(payload: str) -> str | None:
    try:
        out = _LZ.decompressFromBase64(payload)
    except (KeyError, IndexError, ValueError, TypeError, OverflowError):
        return None
    return out or None


def decompressed(payload: str, site: str, json_only: bool = True) -> Any:
    """The JSON (or, json_only False, the text) an lz-string payload holds."""
    # A payload pasted from a query string may have had its '+' read as spaces.
    payload = "".join(payload.replace(" ", "+").split())
    if not payload or len(payload) > MAX_PAYLOAD:
        raise malformed(site)
    text = _decompress(payload)
    if text is None and "/" in payload:
        # A link's path can lose one of two slashes in a row on its way; try them doubled.
        for at in [m.start() for m in re.finditer("/", payload)][:64]:
            text = _decompress(payload[:at] + "/" + payload[at:])
            if text is not None:
                break
    if text is None:
        raise malformed(site)
    return parsed_json(text, site) if json_only else text


def parsed_json(text: str, site: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise malformed(site) from None


def scl_json_text(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        pass
    try:
        return _rename(json.loads(_unzip(text)), _UNZIP_NAMES)
    except (ValueError, RecursionError):
        raise malformed("SudokuPad") from None


_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')


def _unzip(zipped: str) -> str:
    """SudokuPad's zipped JSON back to JSON: keys unquoted, strings in single quotes,
    `{}` left out between commas, true/false as t/f, colours without their quotes."""
    if '"' not in zipped:
        zipped = zipped.replace("\\'", "\x00").replace("'", '"').replace("\x00", "'")
    strings: list[str] = []

    def aside(found: re.Match[str]) -> str:
        strings.append(found.group(0))
        return f'"\x01{len(strings) - 1}\x01"'

    text = _QUOTED.sub(aside, zipped)
    text = re.sub(r"([,{\[])([a-zA-Z0-9]+):", r'\1"\2":', text)
    text = re.sub(r"([,{\[])(?=[,}\]])", r"\1_", text)
    text = text.replace("{_}", "{}")
    text = re.sub(r"([,{\[])_", r"\1{}", text)
    text = re.sub(r"(:)f(?=[,}\]])", r"\1false", text)
    text = re.sub(r"(:)t(?=[,}\]])", r"\1true", text)
    text = re.sub(r"(:)#0(?=[,}\]])", r'\1"#000000"', text)
    text = re.sub(r"(:)#F(?=[,}\]])", r'\1"#FFFFFF"', text)
    text = re.sub(r"(:)([0-9a-fA-F]{6})(?=[,}\]])", r'\1"#\2"', text)
    return re.sub('"\x01([0-9]+)\x01"', lambda m: strings[int(m.group(1))], text)


def _rename(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, list):
        return [_rename(v, names) for v in value]
    if isinstance(value, dict):
        return {names.get(k, k): _rename(v, names) for k, v in value.items()}
    return value


def zipped(data: dict[str, Any]) -> str:
    """SudokuPad's zipped JSON of a puzzle (what its own scl links hold)."""
    text = json.dumps(_rename(data, _ZIP_NAMES), separators=(",", ":"))
    text = re.sub(r'([,{\[])"([a-zA-Z0-9]+)":', r"\1\2:", text)
    text = re.sub(r"([,{\[]){}(?=[,}\]])", r"\1", text)
    text = re.sub(r"(:)false(?=[,}\]])", r"\1f", text)
    text = re.sub(r"(:)true(?=[,}\]])", r"\1t", text)
    return text.replace("'", "\\'").replace('"', "'")
