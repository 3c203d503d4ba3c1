"""``card_data/printing.toml``: the stock, cutting and sleeves of each kind of component, for the bundles."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PRINTING_FILE = "printing.toml"
KINDS = ("cards", "boards", "tokens", "mats", "aids")
"""The manifest's kinds of sheet files: every one needs a stock and a cutting text."""


class PrintingError(Exception):
    """``printing.toml`` is missing, unreadable or has a field of the wrong kind (named in the message)."""


@dataclass(frozen=True)
class Sleeve:
    """The sleeves that fit one card format."""

    name: str
    width_mm: float
    height_mm: float


@dataclass(frozen=True)
class Printing:
    """What to print each kind on and how to cut it (texts with ``{width}``, ``{height}``, ``{diameter}``),
    and the sleeves of each card format (by format id)."""

    stock: dict[str, str]
    cutting: dict[str, str]
    sleeves: dict[str, Sleeve]
    credits: tuple[str, ...]
    """Credit lines every bundle prints (fonts, tools)."""


def load_printing(data_dir: Path) -> Printing:
    """Read and check ``<data_dir>/printing.toml``."""
    path = data_dir / PRINTING_FILE
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise PrintingError(f"{path}: cannot read it ({error.strerror or error})") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise PrintingError(f"{path}: not valid TOML ({error})") from None
    stock, cutting = (texts_by_kind(path, raw, table) for table in ("stock", "cutting"))
    sleeves_table = raw.get("sleeves", {})
    if not isinstance(sleeves_table, dict):
        raise PrintingError(f"{path}: [sleeves] must be a table of formats")
    sleeves = {format_id: sleeve(path, format_id, table) for format_id, table in sleeves_table.items()}
    credits = raw.get("credits", [])
    if not isinstance(credits, list) or not all(isinstance(line, str) for line in credits):
        raise PrintingError(f"{path}: credits: expected a list of texts")
    return Printing(stock, cutting, sleeves, tuple(credits))


def texts_by_kind(path: Path, raw: dict[str, Any], table: str) -> dict[str, str]:
    """The ``[table]`` of one text per kind, every kind present."""
    texts = raw.get(table)
    if not isinstance(texts, dict):
        raise PrintingError(f"{path}: expected a [{table}] table with a text for each of {', '.join(KINDS)}")
    for kind in KINDS:
        if not isinstance(texts.get(kind), str):
            raise PrintingError(f"{path}: [{table}] {kind}: expected a text")
    return {kind: texts[kind] for kind in KINDS}


def sleeve(path: Path, format_id: str, table: Any) -> Sleeve:
    """One ``[sleeves.<format>]`` table."""
    if not isinstance(table, dict) or not isinstance(table.get("name"), str):
        raise PrintingError(f"{path}: [sleeves.{format_id}] name: expected a text")
    sizes = [table.get("width_mm"), table.get("height_mm")]
    if not all(isinstance(size, int | float) and not isinstance(size, bool) and 0 < size < 1000 for size in sizes):
        raise PrintingError(f"{path}: [sleeves.{format_id}] width_mm and height_mm: expected numbers of mm")
    return Sleeve(table["name"], float(table["width_mm"]), float(table["height_mm"]))
