"""The output folder's ``manifest.json``: one entry per file a build wrote. The site links the files it lists and a
build keeps those of unchanged games, so an entry is checked as a build writes it before either trusts it."""

from __future__ import annotations

from typing import Any

from generator.data.schema import is_id
from generator.files.paths import path_problem


def manifest_entry_problem(entry: Any) -> str | None:
    """What is wrong with one entry of a manifest, or None when it is one a build writes."""
    if not isinstance(entry, dict):
        return "not an object"
    if not isinstance(entry.get("path"), str) or (problem := path_problem(entry["path"])) is not None:
        return f"path: {problem or 'not a string'}"
    texts = {key: entry.get(key) for key in ("game", "kind", "paper", "style")}
    if not all(value is None or (isinstance(value, str) and is_id(value)) for value in texts.values()):
        return "game, kind, paper and style must be ids"
    numbers = (entry.get("pages"), entry.get("cards"))
    if not all(value is None or (type(value) is int and value >= 0) for value in numbers):
        return "pages and cards must be whole numbers"
    return None
