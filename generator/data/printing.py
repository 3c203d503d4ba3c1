"""``card_data/printing.toml``: the stock, cutting and sleeves of each kind of component, for the bundles."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from string import Formatter
from typing import Any, Protocol

from generator.data.folder import PRINTING_FILE, shown_path
from generator.data.load import _Source
from generator.data.model import Formats
from generator.data.problems import Problem
from generator.data.schema import (
    MAX_NAME_CHARACTERS,
    TEMPLATE_OPENER,
    FieldChecker,
    Reporter,
    check_lines,
    type_error,
)
from generator.quoting import listing, shorten

KINDS = ("cards", "boards", "tokens", "mats", "aids")
"""The manifest's kinds of sheet files: every one needs a stock and a cutting text."""
RULES = "rules"
"""The rules booklet printed in every bundle: it needs a stock, and is not cut."""
FOLDED = "folded"
"""The paper a ``--duplex fold`` bundle prints its folded sheets on (two layers glued make a card)."""
PLACEHOLDERS = ("width", "height", "diameter")
"""What a cutting text may name: the component's trim size in mm."""
MAX_SLEEVE_MM = 1000


class PrintingError(Exception):
    """``printing.toml`` is missing, unreadable or has a field of the wrong kind (every problem located in
    the message)."""


class TableReporter(Reporter, Protocol):
    """A source file that also knows the line of each table header."""

    def table_line(self, *keys: str) -> int | None: ...


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


def printing_problems(data_dir: Path, formats: Formats | None = None) -> list[Problem]:
    """Every problem of ``<data_dir>/printing.toml`` (the bundles' print list), located like the others;
    sleeves are checked against ``formats`` when given."""
    return read_printing(data_dir, formats)[1]


def read_printing(data_dir: Path, formats: Formats | None = None) -> tuple[dict[str, Any] | None, list[Problem]]:
    """``<data_dir>/printing.toml`` parsed once (None when it cannot be read), and its problems as
    ``printing_problems`` gives them."""
    path = data_dir / PRINTING_FILE
    problems: list[Problem] = []
    source = _Source(path, shown_path(path, data_dir), problems, data_dir)
    raw = source.read()
    if raw is not None:
        check_printing(source, raw, formats)
    return raw, problems


def load_printing(data_dir: Path) -> Printing:
    """Read and check ``<data_dir>/printing.toml``; ``PrintingError`` lists its problems, located as
    ``pnp validate`` locates them."""
    raw, problems = read_printing(data_dir)
    if problems or raw is None:
        raise PrintingError("\n".join(str(problem) for problem in problems))
    sleeves = {
        format_id: Sleeve(table["name"], float(table["width_mm"]), float(table["height_mm"]))
        for format_id, table in raw.get("sleeves", {}).items()
    }
    return Printing(
        {kind: raw["stock"][kind] for kind in (*KINDS, RULES, FOLDED)},
        {kind: raw["cutting"][kind] for kind in KINDS},
        sleeves,
        tuple(raw.get("credits", [])),
    )


def check_printing(source: TableReporter, raw: dict[str, Any], formats: Formats | None) -> None:
    """Report every problem of a parsed ``printing.toml`` to ``source``: unknown tables, a kind without
    its stock or cutting text, a cutting text with an unknown placeholder, a sleeve of an unknown format
    or smaller than its cards (``formats``: the known formats, None when they could not be read)."""
    known = {"credits": "list[str]?", "stock": "table", "cutting": "table", "sleeves": "table?"}
    if not FieldChecker(source, known).check_table(raw, subject=None, line=None):
        raw = {
            key: value for key, value in raw.items() if key in known and not type_error(value, known[key].strip("?"))
        }
    for table, kinds in (("stock", (*KINDS, RULES, FOLDED)), ("cutting", KINDS)):
        if table in raw:
            FieldChecker(source, dict.fromkeys(kinds, "str")).check_table(
                raw[table], subject=table, line=source.table_line(table)
            )
    for table in ("stock", "cutting"):
        for kind, text in raw.get(table, {}).items():
            if not isinstance(text, str):
                continue
            if TEMPLATE_OPENER.search(text):  # no card's data fills it in: "{{" would print as "{"
                problem: str | None = "a data reference like {{ count('x') }} is filled in only in card and rule texts"
            else:
                problem = placeholder_problem(text) if table == "cutting" else None
            if problem:
                source.report(problem, line=source.table_line(table), card=table, field=kind)
    sleeve_fields = FieldChecker(
        source, {"name": "str", "width_mm": f"number 1..{MAX_SLEEVE_MM}", "height_mm": f"number 1..{MAX_SLEEVE_MM}"}
    )
    for format_id, table in raw.get("sleeves", {}).items():
        subject, line = f"sleeves.{format_id}", source.table_line("sleeves", format_id)
        if not sleeve_fields.check_table(table, subject=subject, line=line) or formats is None:
            continue
        if not check_lines(source, table, {"name": MAX_NAME_CHARACTERS}, subject=subject, line=line):
            continue
        size = formats.get(format_id)
        if size is None and format_id in formats.broken:  # reported on the format
            continue
        if size is None:
            source.report(
                f"no format '{shorten(format_id)}' in formats.toml (expected one of: {listing(formats)})",
                line=line,
                card=subject,
            )
            continue
        for field, card_mm in (("width_mm", size.width_mm), ("height_mm", size.height_mm)):
            if table[field] < card_mm:
                source.report(
                    f"expected at least the {format_id} cards' {card_mm:g} mm, got {table[field]:g}",
                    line=line,
                    card=subject,
                    field=field,
                )


def placeholder_problem(text: str) -> str | None:
    """What is wrong with the placeholders of a cutting text, or None."""
    try:
        fields = [(name, spec, conversion) for _, name, spec, conversion in Formatter().parse(text) if name is not None]
    except ValueError as error:
        return f"expected a text with {{width}}, {{height}} or {{diameter}} placeholders; {shorten(str(error))}"
    for name, spec, conversion in fields:
        if name not in PLACEHOLDERS:
            return f"unknown placeholder {{{shorten(name)}}} (expected {{width}}, {{height}} or {{diameter}})"
        if spec or conversion:  # a width or precision would size the text: {width:>999999999}
            return f"a placeholder is written bare, without a format: {{{name}}}, not {{{shorten(f'{name}:{spec}')}}}"
    return None
