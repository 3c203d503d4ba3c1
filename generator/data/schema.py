"""Field types of the card data, checked with messages that say what was expected.

A type is one of ``str``, ``id``, ``int``, ``natural`` (a whole number ≥ 0), ``number``, ``bool``, ``table``,
``color``, ``list[str]``, ``list[id]``, ``list[int]``, ``list[table]``, ``enum:a|b|c``. Every number has a range:
``int``, ``natural``, ``number`` and ``list[int]`` (each of its numbers) may declare one, ``int 1..9`` (both ends
included, within ±``MAX_MAGNITUDE``), and take ``DEFAULT_RANGES`` when they declare none; a number is always
finite. A type ends in ``?`` when the field may be left out. Fields a table does not declare are reported, so
a misspelt field never passes silently.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any, Protocol

from generator.quoting import listing, shorten
from generator.scoring.core import MAX_ID_CHARACTERS

SIMPLE_TYPES = (
    "str",
    "id",
    "int",
    "natural",
    "number",
    "bool",
    "table",
    "color",
    "list[str]",
    "list[id]",
    "list[int]",
    "list[table]",
)
RANGED_TYPES = ("int", "natural", "number", "list[int]")
MAX_MAGNITUDE = 1_000_000
"""Largest number a declared range may reach, either way: no count, cost or value of a card game comes near it."""
DEFAULT_RANGES = {"int": "-1000..1000", "natural": "0..1000", "number": "-1000..1000", "list[int]": "-1000..1000"}
"""The range of a number that declares none: a card's value, cost or count, a rule constant (a hand's size, a
limit); what a game's code may loop over stays small."""
_COLOR = re.compile(r"^#[0-9a-fA-F]{6}$")
_RANGE = re.compile(r"^(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)$")
ID_PATTERN = re.compile(r"[a-z0-9]+(?:[.-][a-z0-9]+)*")
"""Every id of the card data (game, deck, kind, format, section, rule, ruling, card): lower-case words of
letters and digits joined by ``-`` or ``.``. Ids become file names, page anchors and HTML attributes."""
ID_EXPECTED = f'an id like "white-tiger" (lower-case letters and digits, joined by - or .; at most {MAX_ID_CHARACTERS})'


class Reporter(Protocol):
    """Where problems go: a source file that knows its display name."""

    def report(
        self, message: str, *, line: int | None = None, card: str | None = None, field: str | None = None
    ) -> None: ...


def describe(value: Any) -> str:
    """A value as TOML would show it, shortened, for error messages."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{shorten(value)}"'
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, float):
        return shorten(repr(value), 24)
    if isinstance(value, int):
        digits = int(value.bit_length() * math.log10(2)) + 1  # str() refuses more than 4,300 digits
        return shorten(str(value), 24) if digits < 100 else f"a number of about {digits:,} digits"
    return "a date or time"  # the only other values TOML has


def describe_misfit(base: str, value: Any) -> str:
    """``value`` that is no ``base``, for error messages: a list of the right kind names its first wrong item.

    >>> describe_misfit("list[int]", [2, 2.5]), describe_misfit("list[int]", "2-4")
    ('2.5 (item 2)', '"2-4"')
    """
    if base.startswith("list[") and isinstance(value, list):
        _, fits_item = BASE_TYPES[base.removeprefix("list[").removesuffix("]")]
        for position, item in enumerate(value, start=1):
            if not fits_item(item):
                return f"{describe(item)} (item {position})"
    return describe(value)


def check_field_spec(spec: str) -> str | None:
    """Why ``spec`` is not a valid type name, or None when it is."""
    base, _, bounds = spec.removesuffix("?").partition(" ")
    if bounds and (base not in RANGED_TYPES or not _RANGE.match(bounds)):
        on = "int, natural, number or list[int]"
        return f'invalid range in type "{shorten(spec)}" (expected e.g. "int 1..10" on {on})'
    if bounds and not all(abs(float(end)) <= MAX_MAGNITUDE for end in bounds.split("..")):
        return f'range of "{shorten(spec)}" beyond ±{MAX_MAGNITUDE:,} (no number of a card game comes near it)'
    if base in SIMPLE_TYPES or (base.startswith("enum:") and len(base) > 5):
        return None
    options = ", ".join(SIMPLE_TYPES)
    return f'unknown type "{shorten(spec)}" (expected one of: {options}, enum:a|b, each optionally ending in ?)'


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_id(value: Any) -> bool:
    """True for a string that is a valid id (``ID_PATTERN``, at most ``MAX_ID_CHARACTERS``).

    >>> is_id("rm-5.1"), is_id("x onmouseover=alert(1)"), is_id("../decks"), is_id("a" * 65)
    (True, False, False, False)
    """
    return isinstance(value, str) and len(value) <= MAX_ID_CHARACTERS and ID_PATTERN.fullmatch(value) is not None


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


BASE_TYPES: dict[str, tuple[str, Any]] = {
    "str": ("a string", lambda v: isinstance(v, str)),
    "id": (ID_EXPECTED, is_id),
    "int": ("a whole number", _is_int),
    "natural": ("a whole number of at least 0", lambda v: _is_int(v) and v >= 0),
    "number": ("a number", _is_number),
    "bool": ("true or false", lambda v: isinstance(v, bool)),
    "table": ("a table", lambda v: isinstance(v, dict)),
    "color": ('a colour like "#a03c28"', lambda v: isinstance(v, str) and bool(_COLOR.match(v))),
    "list[str]": ("a list of strings", lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v)),
    "list[id]": (f"a list of ids, each {ID_EXPECTED}", lambda v: isinstance(v, list) and all(is_id(x) for x in v)),
    "list[int]": ("a list of whole numbers", lambda v: isinstance(v, list) and all(_is_int(x) for x in v)),
    "list[table]": ("a list of tables", lambda v: isinstance(v, list) and all(isinstance(x, dict) for x in v)),
}


MAX_TEXT_CHARS = 20_000
"""Longest text of the card data (the longest rule or chapter is under 3,000): every command stays quick."""
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]")
"""Characters no text of a card may hold: control codes (terminal escapes among them) and invisible marks
that reorder, join or hide text; line breaks and tabs are text."""
MAX_WORD_CHARACTERS = 80
"""Longest run of characters between two places a line may break (spaces that break: not the no-break ones). The
longest English words have under 50 letters; a browser lays out a longer unbroken run in time that grows with its
square (20,000 letters: 3 s), and a card or booklet line has to cut it."""
LONG_WORD = re.compile(rf"[^ \t\n\r|\u1680\u2000-\u2006\u2008-\u200a\u205f\u3000]{{{MAX_WORD_CHARACTERS + 1},}}")
"""A run of more than ``MAX_WORD_CHARACTERS`` characters with no space a line breaks at and no ``|`` (which parts
a Markdown table's cells) in it: a no-break space (U+00A0, U+2007, U+202F) joins the words beside it."""


MAX_LIST_ITEMS = 100
"""Most items of a list of strings, ids or numbers (a ruling's rules, a card's corners, a picture's faces…): the
longest of our data has 12; every page, table and loop that shows one stays short."""


def text_error(value: str) -> str | None:
    """What is wrong with a string of the card data as text, or None."""
    if len(value) > MAX_TEXT_CHARS:
        return f"expected at most {MAX_TEXT_CHARS:,} characters, got {len(value):,}"
    found = CONTROL.search(value)
    if found:
        return f"expected text, got the control character {shorten(found.group())} at character {found.start() + 1}"
    found = LONG_WORD.search(value)
    if found:
        return (
            f"expected words of at most {MAX_WORD_CHARACTERS} characters (a line breaks only between words), "
            f"got one of {len(found.group()):,} at character {found.start() + 1}"
        )
    return None


def length_problem(text: str, most: int, one_line: bool) -> str | None:
    """Why ``text`` is no fit text of at most ``most`` characters (on one line when ``one_line``), or None.

    >>> length_problem("Harvest Fair", 40, one_line=True) is None, length_problem("x" * 41, 40, one_line=True)
    (True, 'expected at most 40 characters, got 41')
    """
    if not text.strip():
        return "expected a text, got an empty one"
    if len(text) > most:
        return f"expected at most {most:,} characters, got {len(text):,}"
    if one_line and "\n" in text:
        return "expected one line"
    if one_line and TEMPLATE_OPENER.search(text):
        return (
            "a data reference like {{ count('x') }} is filled in only in texts, not in a name or a title: write it out"
        )
    return None


TEMPLATE_OPENER = re.compile(r"\{[{%#]")
"""What the site's template engine would read as code: a text holds it only in a data reference."""
MAX_NAME_CHARACTERS = 50
"""Longest name of a game, a kind or a deck: a line of the site's menus and of the cover's lists."""
MAX_HEADING_CHARACTERS = 80
"""Longest title of a rules section, a rule or a learn-to-play chapter: a heading of the booklet and a line of
the site's table of contents."""


def check_lines(
    source: Reporter, table: Mapping[str, Any], limits: Mapping[str, int], *, subject: str | None, line: int | None
) -> bool:
    """Report each text of ``table`` named in ``limits`` that is empty, holds a line break or is longer than its
    limit (in characters); True when there was none. Values of another type are the type check's to report."""
    ok = True
    for name, most in limits.items():
        value = table.get(name)
        if isinstance(value, str) and (problem := length_problem(value, most, one_line=True)):
            source.report(problem, line=line, card=subject, field=name)
            ok = False
    return ok


MAX_ALIASES = 12
"""At most this many ``aliases`` a rule: players' words for the search, each a heading's length at most."""


def check_aliases(source: Reporter, table: Mapping[str, Any], *, subject: str | None, line: int | None) -> bool:
    """Report a rule's ``aliases`` beyond ``MAX_ALIASES``, and each that is empty, holds a line break or is longer
    than a heading; True when there was none. Values of another type are the type check's to report."""
    aliases = table.get("aliases")
    if not isinstance(aliases, list):
        return True
    problems = [f"expected at most {MAX_ALIASES:,} aliases, got {len(aliases):,}"] if len(aliases) > MAX_ALIASES else []
    problems += [
        problem
        for alias in aliases[: MAX_ALIASES + 1]
        if isinstance(alias, str) and (problem := length_problem(alias, MAX_HEADING_CHARACTERS, one_line=True))
    ]
    for problem in problems:
        source.report(problem, line=line, card=subject, field="aliases")
    return not problems


@lru_cache(maxsize=256)
def enum_options(spec: str) -> frozenset[str]:
    """The words of an ``enum:a|b|c`` type, read once: each card's value is looked up, never searched for."""
    return frozenset(spec[5:].split("|"))


UNITS = {
    "width_mm": "mm",
    "height_mm": "mm",
    "corner_mm": "mm",
    "count": "copies",
    "total": "components",
    "players": "players",
    "minutes": "minutes",
}
"""The unit a range of each of these fields is in, wherever the field is, said after its range in a message."""


def amount(number: float) -> str:
    """A bound of a range as messages write it: whole numbers with thousands separated.

    >>> amount(100000.0), amount(-1000.0), amount(2.5)
    ('100,000', '-1,000', '2.5')
    """
    return f"{int(number):,}" if number.is_integer() else f"{number:g}"


def type_error(value: Any, spec: str, unit: str = "") -> str | None:
    """What is wrong with ``value`` for type ``spec`` (without ``?``), or None when it fits; a range is said
    "from A to B" in ``unit``."""
    if spec.startswith("enum:"):
        options = enum_options(spec)
        if isinstance(value, str) and value in options:
            return None
        return f"expected one of {listing(spec[5:].split('|'))}; got {describe(value)}"
    base, _, bounds = spec.partition(" ")
    label, fits = BASE_TYPES[base]
    low, high = (float(end) for end in (bounds or DEFAULT_RANGES.get(base, "0..0")).split(".."))
    whole = "a number" if base == "number" else "whole numbers" if base == "list[int]" else "a whole number"
    within = f"{whole} from {amount(low)} to {amount(high)}{f' {unit}' if unit else ''}"
    if not fits(value):
        ranged = base in RANGED_TYPES and isinstance(value, float)  # 4.0 for a whole number: give the range
        return f"expected {within if ranged else label}, got {describe_misfit(base, value)}"
    if base.startswith("list[") and base != "list[table]" and len(value) > MAX_LIST_ITEMS:
        return f"expected a list of at most {MAX_LIST_ITEMS} items, got {len(value):,}"
    texts = [value] if base == "str" else value if base == "list[str]" else []
    for text in texts:
        if problem := text_error(text):
            return problem
    numbers = value if base == "list[int]" else [value] if base in RANGED_TYPES else []
    for number in numbers:
        if not low <= number <= high:  # also false for nan
            return f"expected {within}, got {describe(number)}"
    return None


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
            error = type_error(table[name], spec.removesuffix("?"), UNITS.get(name, ""))
            if error:
                self.source.report(error, line=line, card=subject, field=name)
                ok = False
        for name in table:
            if name not in self.fields and not others_unknown:
                self.source.report(
                    f"unknown field (expected one of: {listing(self.fields)})", line=line, card=subject, field=name
                )
                ok = False
        return ok
