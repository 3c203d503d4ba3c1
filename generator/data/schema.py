"""Field types of the card data, checked with messages that say what was expected.

A type is one of ``str``, ``int``, ``natural`` (a whole number ≥ 0), ``number``, ``bool``, ``table``,
``color``, ``list[str]``,
``list[int]``, ``list[table]``, ``enum:a|b|c``, and ends in ``?`` when the field may be left out.
Fields a table does not declare are reported, so a misspelt field never passes silently.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Protocol

SIMPLE_TYPES = ("str", "int", "natural", "number", "bool", "table", "color", "list[str]", "list[int]", "list[table]")
_COLOR = re.compile(r"^#[0-9a-fA-F]{6}$")


class Reporter(Protocol):
    """Where problems go: a source file that knows its display name."""

    def report(
        self, message: str, *, line: int | None = None, card: str | None = None, field: str | None = None
    ) -> None: ...


def check_field_spec(spec: str) -> str | None:
    """Why ``spec`` is not a valid type name, or None when it is."""
    base = spec.removesuffix("?")
    if base in SIMPLE_TYPES or (base.startswith("enum:") and len(base) > 5):
        return None
    options = ", ".join(SIMPLE_TYPES)
    return f'unknown type "{spec}" (expected one of: {options}, enum:a|b, each optionally ending in ?)'


def describe(value: Any) -> str:
    """A value as TOML would show it, shortened, for error messages."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"' if len(value) <= 40 else f'"{value[:37]}..."'
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return str(value)


def type_error(value: Any, spec: str) -> str | None:
    """What is wrong with ``value`` for type ``spec`` (without ``?``), or None when it fits."""
    expected = {
        "str": ("a string", lambda v: isinstance(v, str)),
        "int": ("a whole number", lambda v: isinstance(v, int) and not isinstance(v, bool)),
        "natural": (
            "a whole number of at least 0",
            lambda v: isinstance(v, int) and not isinstance(v, bool) and v >= 0,
        ),
        "number": ("a number", lambda v: isinstance(v, int | float) and not isinstance(v, bool)),
        "bool": ("true or false", lambda v: isinstance(v, bool)),
        "table": ("a table", lambda v: isinstance(v, dict)),
        "color": ('a colour like "#a03c28"', lambda v: isinstance(v, str) and bool(_COLOR.match(v))),
        "list[str]": ("a list of strings", lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v)),
        "list[int]": (
            "a list of whole numbers",
            lambda v: isinstance(v, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in v),
        ),
        "list[table]": ("a list of tables", lambda v: isinstance(v, list) and all(isinstance(x, dict) for x in v)),
    }
    if spec.startswith("enum:"):
        options = spec[5:].split("|")
        return None if value in options else f"expected one of {', '.join(options)}; got {describe(value)}"
    label, fits = expected[spec]
    return None if fits(value) else f"expected {label}, got {describe(value)}"


class FieldChecker:
    """Checks tables against a mapping of field name to type."""

    def __init__(self, source: Reporter, fields: Mapping[str, str]) -> None:
        self.source = source
        self.fields = fields

    def check_table(self, table: Any, *, subject: str | None, line: int | None, others_unknown: bool = False) -> bool:
        """Report every missing, mistyped or unknown field of ``table``; True when there were none.

        ``others_unknown``: fields beyond the declared ones cannot be judged (e.g. a card of an unknown
        kind), so they are not reported.
        """
        if not isinstance(table, dict):
            self.source.report(f"expected a table, got {describe(table)}", line=line, card=subject)
            return False
        ok = True
        for name, spec in self.fields.items():
            optional = spec.endswith("?")
            if name not in table:
                if not optional:
                    self.source.report(f"missing (expected {spec})", line=line, card=subject, field=name)
                    ok = False
                continue
            error = type_error(table[name], spec.removesuffix("?"))
            if error:
                self.source.report(error, line=line, card=subject, field=name)
                ok = False
        for name in table:
            if name not in self.fields and not others_unknown:
                self.source.report(
                    f"unknown field (expected one of: {', '.join(self.fields)})", line=line, card=subject, field=name
                )
                ok = False
        return ok
