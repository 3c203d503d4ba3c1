"""Units and the print conventions: papers, duplex modes, card styles, print-on-demand bleed, image resolution."""

from __future__ import annotations

from typing import Literal

MM_PER_INCH = 25.4
PT_PER_MM = 72 / MM_PER_INCH

PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
"""Portrait paper sizes in mm: A4 = 595.276 × 841.890 pt, Letter = 612 × 792 pt."""

DUPLEX_MODES = ("long", "short", "none", "fold")
"""How backs are printed: duplex turned on the long or the short edge, ``none`` (fronts first, backs after),
or ``fold`` (each page's backs beside its fronts, folded and glued: no duplex printer)."""

Style = Literal["full", "light"]
"""How much ink a face uses: ``full`` colour, or ``light`` (white faces, thin coloured keylines)."""
STYLES: tuple[Style, ...] = ("full", "light")

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
