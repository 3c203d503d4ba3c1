"""Virtual-tabletop images: card sheets of at most 10 × 7 cells and 4096 px, and one image per design of a
board, a mat or a round token.

Tabletop Simulator cuts a sheet into its grid and shows the last cell (bottom right) for hidden
cards; that cell holds the deck's back (it stays black for a deck without one). A sheet holds each
design once: the saved object (``generator.render.tts_object``) deals its copies. Cells are the
trimmed card images (no bleed) scaled down from the 300 dpi PNGs. A board, a mat or a reference sheet would
be too coarse as a cell (a 250 mm mat in a 409 px cell is 42 dpi): each of its designs is an image of its own
at ``PIECE_DPI`` (a Custom Tile), and so is each round token's, transparent outside its cut circle (a Custom
Token, which the tabletop cuts out along that transparency).
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from PIL import Image, ImageDraw

MAX_COLS = 10
MAX_ROWS = 7
MAX_PX = 4096
JPEG_QUALITY = 90
"""Sheets are JPEG: a 4096 px PNG takes seconds to encode and is larger; the tabletop takes either."""
PIECE_DPI = 200
"""Resolution of a tile's or a token's own image (at least 150 dpi, as a print at arm's length looks)."""
MIN_DPI = 150
"""A component whose cell on a sheet would show it coarser than this gets an image of its own (a tile)."""

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


def cell_dpi(grid: TtsGrid, width_mm: float) -> float:
    """The resolution at which a sheet's cell shows a component ``width_mm`` wide."""
    return grid.cell_w / width_mm * 25.4


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


@dataclass(frozen=True)
class TtsPieceJob:
    """One design of a tile or a token as an image of its own at ``PIECE_DPI``: cropped to its trim, as a JPEG,
    or for a round token as a PNG transparent outside its cut circle.

    ``image`` names a PNG in ``folder`` (a cache entry named by content hash, so the job's ``repr`` identifies
    its content), of a face ``width_mm`` × ``height_mm`` with ``bleed_px`` of bleed.
    """

    image: str
    bleed_px: float
    width_mm: float
    height_mm: float
    round: bool
    folder: str = field(repr=False, compare=False, default="")

    def size(self) -> tuple[int, int]:
        """The image's width and height in pixels."""
        return round(self.width_mm / 25.4 * PIECE_DPI), round(self.height_mm / 25.4 * PIECE_DPI)

    def render(self) -> bytes:
        """The JPEG or PNG bytes."""
        size = self.size()
        with Image.open(Path(self.folder) / self.image) as source:
            box = (self.bleed_px, self.bleed_px, source.width - self.bleed_px, source.height - self.bleed_px)
            piece = source.convert("RGB").resize(size, Image.Resampling.LANCZOS, box=box)
        buffer = io.BytesIO()
        if not self.round:
            piece.save(buffer, format="JPEG", quality=JPEG_QUALITY, optimize=False)
            return buffer.getvalue()
        mask = Image.new("L", (size[0] * 4, size[1] * 4), 0)
        ImageDraw.Draw(mask).ellipse((0, 0, mask.width - 1, mask.height - 1), fill=255)
        piece.putalpha(mask.resize(size, Image.Resampling.LANCZOS))  # a smooth edge, drawn at 4 × and reduced
        piece.save(buffer, format="PNG", optimize=False)
        return buffer.getvalue()
