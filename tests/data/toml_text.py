"""A small TOML writer for the fuzz tests: any parsed document (and any mutation of one) back to text.

Tables become ``[headers]`` and arrays of tables ``[[headers]]``, as people write card data, so that the
loader's line lookups meet the same layout as in real files; everything else is written inline.
"""

from __future__ import annotations

import math
import re
from typing import Any

BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")
ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def dumps(document: dict[str, Any]) -> str:
    """TOML text that ``tomllib.loads`` reads back as ``document``."""
    lines: list[str] = []
    write_table(document, [], lines)
    return "\n".join(lines) + "\n"


def write_table(table: dict[str, Any], path: list[str], lines: list[str]) -> None:
    nested = {key: value for key, value in table.items() if is_table(value) or is_table_array(value)}
    for key, value in table.items():
        if key not in nested:
            lines.append(f"{key_text(key)} = {value_text(value)}")
    for key, value in nested.items():
        header = ".".join(key_text(part) for part in [*path, key])
        if is_table(value):
            lines += ["", f"[{header}]"]
            write_table(value, [*path, key], lines)
        else:
            for item in value:
                lines += ["", f"[[{header}]]"]
                write_table(item, [*path, key], lines)


def is_table(value: Any) -> bool:
    return isinstance(value, dict)


def is_table_array(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(item, dict) for item in value)


def key_text(key: str) -> str:
    return key if BARE_KEY.match(key) else string_text(key)


def string_text(text: str) -> str:
    out = []
    for char in text:
        if char in ESCAPES:
            out.append(ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def value_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return string_text(value)
    if isinstance(value, list):
        return "[" + ", ".join(value_text(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key_text(key)} = {value_text(item)}" for key, item in value.items()) + "}"
    raise TypeError(f"not a TOML value: {type(value).__name__}")
