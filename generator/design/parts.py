"""The parts every look draws with: grounds, pictures, discs and badges, captions, tables and card pips.

Each part takes boxes in face millimetres (and the ``Surface``, which knows the style, where colours depend
on it), and returns shapes. Pictures are icons named by the data (``generator.data.iconset``).
"""

from __future__ import annotations

import re

from generator.design import motifs
from generator.design.surface import Box, DesignError, Surface
from generator.design.texts import CAPTION, VALUE
from generator.layout.shapes import Ellipse, Icon, Line, Rect, Shape


def bleed_fill(surface: Surface, fill: str) -> Rect:
    """A rectangle covering the trim and the bleed around it."""
    b = surface.bleed
    return Rect(-b, -b, surface.width + 2 * b, surface.height + 2 * b, fill=fill)


def motif_name(surface: Surface) -> str:
    """The game's motif, checked against the motifs the designs can draw."""
    name = surface.style.motif
    if name not in motifs.MOTIFS:
        raise DesignError(
            f"{surface.game.id}: style.motif {name!r} is not a known motif (expected one of: "
            f"{', '.join(sorted(motifs.MOTIFS))})"
        )
    return name


def band_outline(box: Box, shape: str) -> tuple[tuple[float, float], ...] | None:
    """The outline of a ``ribbon`` (notched ends) or ``pennant`` (pointed ends) band; None for boxes."""
    notch = min(box.h * 0.45, box.w * 0.1)
    x, y, w, h, cy = box.x, box.y, box.w, box.h, box.cy
    if shape == "ribbon":
        return ((x, y), (x + w, y), (x + w - notch, cy), (x + w, y + h), (x, y + h), (x + notch, cy))
    if shape == "pennant":
        return ((x + notch, y), (x + w - notch, y), (x + w, cy), (x + w - notch, y + h), (x + notch, y + h), (x, cy))
    return None


def picture(name: str, box: Box, color: str, *, scale: float = 1.0, role: str = "picture") -> Icon:
    """The icon ``name`` as large as fits centred in ``box`` (times ``scale``)."""
    square = box.square(scale)
    return Icon(name, square.x, square.y, square.w, color, role=role)


def disc(cx: float, cy: float, diameter: float, fill: str, ring: str, *, role: str = "badge") -> Ellipse:
    """A round plate."""
    return Ellipse(
        cx - diameter / 2,
        cy - diameter / 2,
        diameter,
        diameter,
        fill=fill,
        stroke=ring,
        stroke_mm=max(0.25, diameter * 0.04),
        role=role,
    )


def caption(box: Box, text: str, color: str, *, size_pt: float = 6.5) -> Shape:
    """A short line of small text (a type line, a word under a picture)."""
    return CAPTION.at(box, text, color, size_pt=size_pt)


def text_height_mm(text: str, width_mm: float, size_pt: float) -> float:
    """A generous estimate of the height ``text`` needs at ``size_pt`` in a box ``width_mm`` wide.

    Designs cannot measure glyphs (that is the renderer's job), so they plan with an average
    character width of 0.5 em; the renderer still shrinks whatever does not fit.
    """
    if not text:
        return 0.0
    size_mm = size_pt * 25.4 / 72
    per_line = max(int(width_mm / (size_mm * 0.5)), 1)
    lines = sum(max(1, -(-len(paragraph) // per_line)) for paragraph in text.split("\n"))
    return lines * size_mm * 1.18


def pips(x: float, cy: float, count: int, size: float, fill: str, ring: str) -> list[Shape]:
    """``count`` little upright cards in a row from ``x``: how many cards of a kind."""
    width, height = size * 0.7, size
    return [
        Rect(
            x + index * (width + size * 0.18),
            cy - height / 2,
            width,
            height,
            fill=fill,
            stroke=ring,
            stroke_mm=0.2,
            radius_mm=size * 0.1,
        )
        for index in range(count)
    ]


def pips_width(count: int, size: float) -> float:
    """How wide ``pips`` of ``count`` cards of ``size`` are."""
    return count * size * 0.7 + (count - 1) * size * 0.18


TABLE_HEADING_MM = 3.6
"""Height of a ``value_table``'s heading."""


def table_row(box: Box, rows: int, index: int) -> Box:
    """The box of row ``index`` of a ``value_table`` with ``rows`` rows drawn in ``box``."""
    row_h = (box.h - TABLE_HEADING_MM - 1.0) / max(rows, 1)
    return Box(box.x, box.y + TABLE_HEADING_MM + 0.6 + index * row_h, box.w, row_h)


def value_table(
    surface: Surface, box: Box, rows: list[tuple[list[Shape], str]], accent: str, heading: str
) -> list[Shape]:
    """A small table under a heading; each row: a drawn left part (see ``table_row``), a value at right. The
    table is read as one (a ``window``: no number in it is said twice)."""
    shapes: list[Shape] = [
        Rect(
            box.x,
            box.y,
            box.w,
            box.h,
            fill="" if surface.light else surface.tint(accent, 0.9),
            stroke=surface.tint(accent, 0.6) if surface.light else "",
            stroke_mm=0.25,
            radius_mm=1.0,
            role="window",
        ),
        caption(Box(box.x, box.y + 0.4, box.w, TABLE_HEADING_MM), heading.upper(), surface.dark(accent)),
    ]
    for index, (drawn, value) in enumerate(rows):
        row = table_row(box, len(rows), index)
        if index:
            shapes.append(
                Line(box.x + 1.5, row.y, box.right - 1.5, row.y, color=surface.tint(accent, 0.6), width_mm=0.2)
            )
        shapes += drawn
        if value:
            shapes.append(
                VALUE.aligned("right").at(
                    Box(box.x + box.w * 0.58, row.y + 0.2, box.w * 0.38, row.h - 0.4),
                    value,
                    surface.ink,
                    size_pt=min(12.0, row.h * 2.4),
                )
            )
    return shapes


def distinct_words(words: list[str]) -> list[str]:
    """The words in capitals, leaving out any already said by an earlier one.

    >>> distinct_words(["Player aid", "Aid", "", "Blue"])
    ['PLAYER AID', 'BLUE']
    """
    kept: list[str] = []
    for word in (word.upper() for word in words if word):
        if not any(word in earlier for earlier in kept):
            kept.append(word)
    return kept


def without_sentences(text: str, *restated: str) -> str:
    """``text`` without the sentences that only say what the face already shows in a badge or its type
    line (each of ``restated`` a regular expression that must match a whole sentence).

    >>> without_sentences("2 crowns. When you buy it, discard a guest.", r"2 crowns?\\.")
    'When you buy it, discard a guest.'
    """
    sentences = re.split(r"(?<=\.)\s+", text.strip())
    return " ".join(sentence for sentence in sentences if not any(re.fullmatch(p, sentence) for p in restated))
