"""``[kinds.<kind>.face]`` of ``game.toml``: what the generic face of a kind's cards shows, read and checked.

A kind may declare which of its cards' fields go in the two top corners (a value, the card's ``symbol``, or its
``icon``), which fills the text box, and which follow the kind's label on the type line. Each must be a field
the kind's cards carry (every card's ``symbol``, or one of the kind's own ``fields``) of a type a face can print;
anything else is a located problem.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.data.model import KindFace
from generator.data.schema import FieldChecker, Reporter, describe
from generator.quoting import listing

FACE_FIELDS = {"corners": "list[str]?", "text": "str?", "type_line": "list[str]?"}
"""What a kind's face declaration may say."""
PRINTED_TYPES = ("str", "id", "int", "natural", "number")
"""Types of the kind's own fields that a corner or the type line prints as a word or a figure (and ``enum:``)."""
MAX_CORNERS = 2
"""A card has two top corners."""
MAX_TYPE_WORDS = 3
"""Words after the kind's label on the type line (it is one short line)."""


def read_kind_face(
    source: Reporter, kind_id: str, raw: Any, fields: Mapping[str, str], line: int | None
) -> KindFace | None:
    """The face the kind ``kind_id`` declares (``raw``, its ``face`` table), its ``fields`` the kind's own; None
    when it has problems (reported to ``source`` at ``line``, the kind's table)."""
    subject = f"kinds.{kind_id}"
    if not FieldChecker(InFace(source), FACE_FIELDS).check_table(raw, subject=subject, line=line):
        return None
    words = ["symbol", *(name for name, spec in fields.items() if printed(spec))]
    texts = ["text", *(name for name, spec in fields.items() if base_type(spec) == "str")]
    corners = tuple(raw.get("corners", ()))
    type_line = tuple(raw.get("type_line", ()))
    problems: list[tuple[str, str]] = []
    if not 1 <= len(corners) <= MAX_CORNERS and "corners" in raw:
        problems.append(("corners", f"expected one field (both corners) or two (left, right); got {len(corners)}"))
    else:
        problems += [("corners", unknown(name, [*words, "icon"])) for name in corners]
    if len(type_line) > MAX_TYPE_WORDS:
        problems.append(("type_line", f"expected at most {MAX_TYPE_WORDS} fields; got {len(type_line)}"))
    else:
        problems += [("type_line", unknown(name, words)) for name in type_line]
    problems += [("text", unknown(raw["text"], texts))] if "text" in raw else []
    found = [(field, message) for field, message in problems if message]
    for field, message in found:
        source.report(message, line=line, card=subject, field=f"face.{field}")
    if found:
        return None
    return KindFace(corners=corners, text=raw.get("text", "text"), type_line=type_line)


class InFace:
    """A reporter that names the fields of a ``face`` table as ``face.<field>``, so that they are located at the line
    that declares it."""

    def __init__(self, source: Reporter) -> None:
        self.source = source

    def report(
        self, message: str, *, line: int | None = None, card: str | None = None, field: str | None = None
    ) -> None:
        """Report to the source, the field named within ``face``."""
        self.source.report(message, line=line, card=card, field=f"face.{field}" if field else "face")


def base_type(spec: str) -> str:
    """A field type without its range and its ``?``: ``int 1..9?`` → ``int``."""
    return spec.removesuffix("?").partition(" ")[0]


def printed(spec: str) -> bool:
    """True for a field type whose values a face prints as a word or a figure."""
    base = base_type(spec)
    return base in PRINTED_TYPES or base.startswith("enum:")


def unknown(name: str, known: list[str]) -> str:
    """Why ``name`` is not one of the fields ``known`` (nothing when it is)."""
    if name in known:
        return ""
    return f"the kind's cards have no field {describe(name)} that it can show (expected one of: {listing(known)})"
