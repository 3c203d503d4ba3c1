"""Units and the print conventions: papers, duplex modes, card styles, print-on-demand bleed, image resolution.

``Paper``, ``Duplex`` and ``Style`` are the choices of ``pnp build --paper``, ``--duplex`` and ``--style``,
written here once: each value is the word a user types and the output's file names use.
"""

from __future__ import annotations

from enum import StrEnum

MM_PER_INCH = 25.4
PT_PER_MM = 72 / MM_PER_INCH


class Paper(StrEnum):
    """The paper the print-and-play files are laid out on (its portrait size: ``PAPER_SIZES_MM``)."""

    A4 = "a4"
    LETTER = "letter"


PAPER_SIZES_MM: dict[Paper, tuple[float, float]] = {Paper.A4: (210.0, 297.0), Paper.LETTER: (215.9, 279.4)}
"""Portrait paper sizes in mm: A4 = 595.276 × 841.890 pt, Letter = 612 × 792 pt."""
PAPER_NAMES = {Paper.A4: "A4", Paper.LETTER: "US Letter"}
"""What a reader calls each paper."""


class Duplex(StrEnum):
    """How backs are printed: duplex turned on the long or the short edge, ``none`` (fronts first, backs after),
    or ``fold`` (each page's backs beside its fronts, folded and glued: no duplex printer)."""

    LONG = "long"
    SHORT = "short"
    NONE = "none"
    FOLD = "fold"


class Style(StrEnum):
    """How much ink a face uses: ``full`` colour, or ``light`` (white faces, thin coloured keylines)."""

    FULL = "full"
    LIGHT = "light"


STYLE_NAMES = {Style.FULL: "full colour", Style.LIGHT: "printer-friendly"}
"""What a reader calls each style."""


DEFAULT_BLEED_MM = 3.0
"""Bleed around each card on the print-and-play sheets unless ``pnp build --bleed`` says otherwise."""

POD_BLEED_MM = MM_PER_INCH / 8
"""1/8 in: the bleed print shops ask for (825 × 1125 px for a poker card at 300 dpi)."""

PNG_DPI = 300
"""Resolution of the per-card images."""


def pt(mm: float) -> float:
    """Millimetres to PostScript points."""
    return mm * PT_PER_MM


def px(mm: float, dpi: int) -> int:
    """Millimetres to whole pixels at ``dpi``."""
    return round(mm * dpi / MM_PER_INCH)
