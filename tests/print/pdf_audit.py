"""Checks of finished PDF files as a print shop or a home printer sees them: fonts, ink near the paper's edge."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from PIL import Image

from generator.layout.units import MM_PER_INCH, PAPERS

PRINT_EDGE_MM = 4.2
"""Most home printers print nothing closer than this to the paper's edge."""
AUDIT_DPI = 150
"""Resolution of the edge check: one pixel is 0.17 mm."""
WHITE = 250
"""Grey level above which a pixel counts as blank paper (anti-aliasing leaves a faint fringe)."""


def font_rows(path: Path) -> list[tuple[str, str]]:
    """(font name, ``emb`` column) of every row ``pdffonts`` lists."""
    output = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True, check=True).stdout
    rows = []
    for line in output.splitlines()[2:]:
        fields = line.split()
        rows.append((fields[0], fields[-5]))  # name … emb sub uni object-id generation
    return rows


def unembedded_fonts(path: Path) -> list[str]:
    """The fonts ``pdffonts`` says are not embedded in ``path``."""
    return [name for name, embedded in font_rows(path) if embedded != "yes"]


def paper_of(width_pt: float, height_pt: float) -> str | None:
    """``a4`` or ``letter`` for a page of that size (either orientation), None for any other size."""
    size = sorted((width_pt, height_pt))
    for paper, (width_mm, height_mm) in PAPERS.items():
        expected = sorted((width_mm * 72 / MM_PER_INCH, height_mm * 72 / MM_PER_INCH))
        if all(abs(a - b) < 0.05 for a, b in zip(size, expected, strict=True)):
            return paper
    return None


def ink_near_edges(path: Path, edge_mm: float = PRINT_EDGE_MM) -> list[tuple[int, float]]:
    """Pages of ``path`` with anything printed closer than ``edge_mm`` to the paper's edge, as (page
    number, distance in mm of the nearest mark), measured on a grey rendering at ``AUDIT_DPI``.

    A pixel is ink when it is darker than ``WHITE``; the strip checked stops one pixel short of
    ``edge_mm``, so a shape ending exactly there (anti-aliased into that pixel) passes.
    """
    pixel_mm = MM_PER_INCH / AUDIT_DPI
    near = []
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["pdftoppm", "-r", str(AUDIT_DPI), "-gray", str(path), f"{folder}/p"], check=True)
        for page_path in sorted(Path(folder).glob("p-*.pgm"), key=lambda item: int(item.stem.split("-")[1])):
            with Image.open(page_path) as image:
                distance = nearest_ink_mm(image, pixel_mm)
            if distance is not None and distance < edge_mm - pixel_mm:
                near.append((int(page_path.stem.split("-")[1]), round(distance, 2)))
    return near


def nearest_ink_mm(image: Image.Image, pixel_mm: float) -> float | None:
    """Distance in mm from the paper's edge to the nearest pixel darker than ``WHITE`` (None: a blank page)."""
    ink = image.point(lambda level: 255 if level < WHITE else 0)
    box = ink.getbbox()
    if box is None:
        return None
    left, top, right, bottom = box
    return min(left, top, image.width - right, image.height - bottom) * pixel_mm
