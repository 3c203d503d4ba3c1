"""Fit a ``Text`` shape into its box: wrap, shrink, and place every run of glyphs.

Both renderers draw the result of ``fit_text`` and nothing else, so the PDF and the PNG of a face
break lines at the same words and use the same size. Widths come from the TrueType metrics
(reportlab's ``stringWidth``), which scale linearly with the size, so each word is measured once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from generator.layout.shapes import Text
from generator.layout.units import PT_PER_MM
from generator.quoting import shorten
from generator.render.fonts import BOLD_OF, FontError, role_for_character, text_width_pt, vertical_metrics

MM_PER_PT = 1 / PT_PER_MM
SIZE_STEP_PT = 0.25
"""How much the size shrinks per attempt."""


class TextError(Exception):
    """A text shape that cannot be drawn (bad alignment, or it does not fit)."""


class TextOverflow(TextError):
    """A text does not fit its box even at its minimum size."""


@dataclass(frozen=True)
class Run:
    """A stretch of text in one font, placed by its left end on the baseline (mm, face coordinates)."""

    text: str
    role: str
    x_mm: float
    baseline_mm: float


@dataclass(frozen=True)
class FittedText:
    """The size a text was fitted at and the runs that draw it."""

    size_pt: float
    runs: tuple[Run, ...]


Segment = tuple[str, str]
"""A piece of a word in one font role: (text, role)."""


def split_segments(text: str, role: str) -> list[Segment]:
    """Split text into (text, role) pieces: ``**bold**`` spans and glyphs the font lacks switch roles."""
    segments: list[Segment] = []
    for index, part in enumerate(re.split(r"\*\*", text)):
        part_role = BOLD_OF[role] if index % 2 else role
        for character in part:
            character_role = role_for_character(part_role, character)
            if segments and segments[-1][1] == character_role:
                segments[-1] = (segments[-1][0] + character, character_role)
            else:
                segments.append((character, character_role))
    return segments


def split_words(segments: list[Segment]) -> list[tuple[Segment, ...]]:
    """Split a paragraph's segments into words at spaces; a word may mix roles (``**3**x``)."""
    words: list[list[Segment]] = [[]]
    for piece, role in segments:
        for index, chunk in enumerate(piece.split(" ")):
            if index:
                words.append([])
            if chunk:
                words[-1].append((chunk, role))
    return [tuple(word) for word in words if word]


def word_width(word: tuple[Segment, ...]) -> float:
    """Width of a word at 1 pt."""
    return sum(text_width_pt(piece, role, 1.0) for piece, role in word)


def wrap(words: list[tuple[tuple[Segment, ...], float]], space: float, limit: float) -> list[list[int]] | None:
    """Greedy line breaking of (word, width) pairs at one size; None when a single word is too wide."""
    lines: list[list[int]] = []
    line_width = 0.0
    for index, (_, width) in enumerate(words):
        if width > limit + 1e-9:
            return None
        if lines and lines[-1] and line_width + space + width <= limit + 1e-9:
            lines[-1].append(index)
            line_width += space + width
        else:
            lines.append([index])
            line_width = width
    return lines


def candidate_sizes(text: Text) -> list[float]:
    """Sizes to try, from ``size_pt`` down to ``min_size_pt`` inclusive."""
    sizes = []
    size = text.size_pt
    while size > text.min_size_pt + 1e-9:
        sizes.append(size)
        size -= SIZE_STEP_PT
    sizes.append(min(text.min_size_pt, text.size_pt))
    return sizes


@lru_cache(maxsize=4096)
def fit_text(text: Text, label: str = "") -> FittedText:
    """Fit ``text`` into its box at the largest size that fits, or raise ``TextOverflow``."""
    where = f" on {label}" if label else ""
    if text.align not in ("left", "center", "right") or text.valign not in ("top", "middle", "bottom"):
        raise TextError(
            f"text{where} has align {text.align!r} / valign {text.valign!r}; expected "
            f"left|center|right / top|middle|bottom: {text.text!r}"
        )
    if not text.text.strip():
        return FittedText(text.size_pt, ())
    try:
        paragraphs = [split_words(split_segments(line, text.font)) for line in text.text.split("\n")]
    except FontError as error:
        raise TextError(f'text{where}: {error}: "{shorten(text.text)}"') from None
    measured = [[(word, word_width(word)) for word in paragraph] for paragraph in paragraphs]
    space = text_width_pt(" ", text.font, 1.0)
    width_pt = text.w / MM_PER_PT
    height_pt = text.h / MM_PER_PT
    for size in candidate_sizes(text):
        lines: list[list[tuple[tuple[Segment, ...], float]]] = []
        for paragraph in measured:
            broken = wrap(paragraph, space, width_pt / size)
            if broken is None:
                break
            lines.extend([[paragraph[i] for i in line] for line in broken] or [[]])
        else:
            if len(lines) * size * text.leading <= height_pt + 1e-9:
                return FittedText(size, place_lines(text, lines, size, space))
    if text.cut and text.text != ELLIPSIS:
        return fit_text(cut_short(text, label), label)
    raise TextOverflow(
        f"text{where} does not fit its {text.w:.1f} × {text.h:.1f} mm box even at {text.min_size_pt:g} pt: "
        f'"{shorten(text.text)}"'
    )


ELLIPSIS = "…"


def cut_short(text: Text, label: str) -> Text:
    """``text`` cut to the longest start of it that fits its box at its smallest size, with an ellipsis (a few
    fits tried, halving what is left to try each time)."""
    shortest = replace(text, text=ELLIPSIS, size_pt=text.min_size_pt, cut=False)
    low, high = 0, len(text.text)
    while low < high:
        middle = (low + high + 1) // 2
        try:
            fit_text(replace(shortest, text=text.text[:middle].rstrip() + ELLIPSIS), label)
            low = middle
        except TextOverflow:
            high = middle - 1
    return replace(text, text=text.text[:low].rstrip() + ELLIPSIS)


def place_lines(
    text: Text, lines: list[list[tuple[tuple[Segment, ...], float]]], size: float, space: float
) -> tuple[Run, ...]:
    """Turn broken lines into runs placed by alignment and vertical alignment."""
    line_height = size * text.leading * MM_PER_PT
    ascent, descent = vertical_metrics(text.font)
    glyph_height = (ascent - descent) * size * MM_PER_PT
    block = len(lines) * line_height
    top = {"top": text.y, "middle": text.y + (text.h - block) / 2, "bottom": text.y + text.h - block}[text.valign]
    runs: list[Run] = []
    for number, line in enumerate(lines):
        baseline = top + number * line_height + (line_height - glyph_height) / 2 + ascent * size * MM_PER_PT
        line_width = (sum(width for _, width in line) + space * max(len(line) - 1, 0)) * size * MM_PER_PT
        x = {"left": text.x, "center": text.x + (text.w - line_width) / 2, "right": text.x + text.w - line_width}[
            text.align
        ]
        line_runs: list[Run] = []
        for position, (word, width) in enumerate(line):
            piece_x = x
            for index, (piece, role) in enumerate(word):
                line_runs.append(
                    join_or_start(
                        line_runs,
                        piece,
                        role,
                        piece_x,
                        baseline,
                        after_space=position > 0 and index == 0,
                        base_role=text.font,
                    )
                )
                piece_x += text_width_pt(piece, role, size) * MM_PER_PT
            x += (width + space) * size * MM_PER_PT
        runs += line_runs
    return tuple(runs)


def join_or_start(
    line_runs: list[Run], piece: str, role: str, x: float, baseline: float, after_space: bool, base_role: str
) -> Run:
    """Extend the line's last run with ``piece`` when the font is the same, else start a new run.

    A space is joined only in the text's own font, whose space width the line breaking used, so the
    joined run lands exactly where separate runs would. Fewer runs draw much faster in Pillow.
    """
    if line_runs and line_runs[-1].role == role and (not after_space or role == base_role):
        last = line_runs.pop()
        return Run(last.text + (" " if after_space else "") + piece, role, last.x_mm, baseline)
    return Run(piece, role, x, baseline)
