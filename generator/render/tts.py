"""Virtual-tabletop card sheets: card images in a grid of at most 10 × 7, at most 4096 px wide.

Tabletop Simulator cuts a sheet into its grid and shows the last cell (bottom right) for hidden
cards; that cell holds the deck's back (it stays black for a deck without one). A sheet holds each
design once: the saved object (``generator.render.tts_object``) deals its copies. Cells are the
trimmed card images (no bleed) scaled down from the 300 dpi PNGs.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from PIL import Image

MAX_COLS = 10
MAX_ROWS = 7
MAX_PX = 4096
JPEG_QUALITY = 90
"""Sheets are JPEG: a 4096 px PNG takes seconds to encode and is larger; the tabletop takes either."""

Item = TypeVar("Item")


@dataclass(frozen=True)
class TtsGrid:
    """Cell size and the largest grid for one card format."""

    cell_w: int
    cell_h: int
    max_rows: int

    @property
    def cards_per_sheet(self) -> int:
        """Cards on a full sheet (one cell is the hidden-card image)."""
        return MAX_COLS * self.max_rows - 1


def tts_grid(width_mm: float, height_mm: float) -> TtsGrid:
    """Cells as large as 10 columns allow within 4096 px, and as many rows (≤ 7) as fit 4096 px."""
    cell_w = MAX_PX // MAX_COLS
    cell_h = round(cell_w * height_mm / width_mm)
    if cell_h > MAX_PX:
        cell_w, cell_h = round(MAX_PX * width_mm / height_mm), MAX_PX
    return TtsGrid(cell_w, cell_h, min(MAX_ROWS, MAX_PX // cell_h))


def sheet_shape(cards: int) -> tuple[int, int]:
    """Columns and rows for ``cards`` plus the hidden cell: up to 10 wide, as few rows as possible."""
    cells = cards + 1
    cols = min(MAX_COLS, cells)
    return cols, math.ceil(cells / cols)


def sheet_chunks(items: Sequence[Item], grid: TtsGrid) -> list[tuple[Item, ...]]:
    """A deck's designs (one item each) split into sheets."""
    return [tuple(items[start : start + grid.cards_per_sheet]) for start in range(0, len(items), grid.cards_per_sheet)]


@dataclass(frozen=True)
class TtsSheetJob:
    """One JPEG sheet: each cell a card image cropped to its trim, the back (if any) in the last cell.

    ``images`` name PNG files in ``folder`` (cache entries named by content hash, so the job's
    ``repr`` identifies its content); ``bleed_px`` is the bleed to crop from each.
    """

    images: tuple[str, ...]
    hidden: str | None
    bleed_px: float
    grid: TtsGrid
    folder: str = field(repr=False, compare=False, default="")

    def render(self) -> bytes:
        """The JPEG bytes."""
        cols, rows = sheet_shape(len(self.images))
        sheet = Image.new("RGB", (cols * self.grid.cell_w, rows * self.grid.cell_h), "#000000")
        cells = dict(enumerate(self.images))
        if self.hidden is not None:
            cells[cols * rows - 1] = self.hidden
        scaled: dict[str, Image.Image] = {}
        for index, name in cells.items():
            if name not in scaled:
                scaled[name] = cell_image(Path(self.folder) / name, self.bleed_px, self.grid)
            sheet.paste(scaled[name], ((index % cols) * self.grid.cell_w, (index // cols) * self.grid.cell_h))
        buffer = io.BytesIO()
        sheet.save(buffer, format="JPEG", quality=JPEG_QUALITY, optimize=False)
        return buffer.getvalue()


def cell_image(path: Path, bleed_px: float, grid: TtsGrid) -> Image.Image:
    """A card image cropped to its trim and scaled to the cell size.

    Pillow's bilinear filter widens with the scale, so this ≈ 1.8 × reduction is properly smoothed, at
    a third of the cost of Lanczos (the sheet is then JPEG-compressed anyway).
    """
    with Image.open(path) as image:
        box = (bleed_px, bleed_px, image.width - bleed_px, image.height - bleed_px)
        return image.convert("RGB").resize((grid.cell_w, grid.cell_h), Image.Resampling.BILINEAR, box=box)
