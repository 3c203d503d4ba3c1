"""Checks of finished PDF files as a print shop or a home printer sees them: fonts, ink near the paper's edge."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from PIL import Image

from generator.layout.units import MM_PER_INCH, PAPER_SIZES_MM, Paper

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


def paper_of(width_pt: float, height_pt: float) -> Paper | None:
    """The paper of a page of that size (either orientation), None for any other size."""
    size = sorted((width_pt, height_pt))
    for paper, (width_mm, height_mm) in PAPER_SIZES_MM.items():
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


def page_texts(path: Path) -> list[list[tuple[str, float]]]:
    """The text typeset on each page of ``path``, as (text, size in points) per text-showing operator.

    Sizes are the font size times the scale of the text and graphics matrices, as they print. Only the
    pages' own content streams are read: pictures placed as form XObjects (the card faces of a booklet's
    pictures) keep their texts to themselves.
    """
    import pikepdf

    pages = []
    with pikepdf.open(path) as pdf:
        for page in pdf.pages:
            shown: list[tuple[str, float]] = []
            ctm, stack = (1.0, 0.0, 0.0, 1.0), []
            text_matrix, font_size = (1.0, 0.0, 0.0, 1.0), 0.0
            for operands, operator in pikepdf.parse_content_stream(page):
                name = str(operator)
                if name == "q":
                    stack.append(ctm)
                elif name == "Q":
                    ctm = stack.pop()
                elif name == "cm":
                    ctm = multiply(tuple(float(value) for value in operands[:4]), ctm)
                elif name == "BT":
                    text_matrix = (1.0, 0.0, 0.0, 1.0)
                elif name == "Tm":
                    text_matrix = tuple(float(value) for value in operands[:4])
                elif name == "Tf":
                    font_size = float(operands[1])
                elif name in ("Tj", "TJ", "'", '"'):
                    a, b, c, d = multiply(text_matrix, ctm)
                    shown.append((shown_text(operands[-1]), font_size * abs(a * d - b * c) ** 0.5))
            pages.append(shown)
    return pages


Matrix = tuple[float, ...]


def multiply(first: Matrix, second: Matrix) -> Matrix:
    """The linear part of the matrix product ``first × second`` (row vectors, as PDF writes them)."""
    a, b, c, d = first
    e, f, g, h = second
    return (a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h)


def shown_text(operand: object) -> str:
    """The characters of a Tj string or a TJ array (kerning numbers left out)."""
    import pikepdf

    if isinstance(operand, pikepdf.Array):
        return "".join(shown_text(item) for item in operand if isinstance(item, pikepdf.String))
    return bytes(operand).decode("latin-1") if isinstance(operand, pikepdf.String) else ""


def text_lines(path: Path) -> list[list[str]]:
    """The lines of text typeset on each page, as ``pdftotext -raw`` reads them (in the order they are drawn,
    so columns one by one), without the texts inside pictures (form XObjects, such as a booklet's card faces)."""
    output = text_without_pictures(path, "-raw", "-enc", "UTF-8")
    return [[line for line in page.splitlines() if line.strip()] for page in output.split("\f")[:-1]]


def text_without_pictures(path: Path, *options: str) -> str:
    """What ``pdftotext`` with ``options`` reads from ``path``, leaving out the texts inside pictures (form
    XObjects, such as a booklet's card faces)."""
    import pikepdf

    with tempfile.TemporaryDirectory() as folder, pikepdf.open(path) as pdf:
        for page in pdf.pages:
            if "/XObject" in page.Resources:
                del page.Resources["/XObject"]
        stripped = Path(folder) / "text-only.pdf"
        pdf.save(stripped)
        return subprocess.run(
            ["pdftotext", "-q", *options, str(stripped), "-"], capture_output=True, text=True, check=True
        ).stdout


def filled_shares(path: Path, top_mm: float, foot_mm: float, dpi: int = 30) -> list[float]:
    """For each page of ``path``, how much of its text area (from ``top_mm`` under the paper's top to the band of
    ``foot_mm`` at its foot, where its footer is) is filled down to its lowest mark: the mean of its left and right
    halves (a page in two columns is as full as its columns together), on a grey rendering at ``dpi``."""
    pixel_mm = MM_PER_INCH / dpi
    shares = []
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", str(path), f"{folder}/p"], check=True)
        for page_path in sorted(Path(folder).glob("p-*.pgm"), key=lambda item: int(item.stem.split("-")[1])):
            with Image.open(page_path) as image:
                foot = image.height - round(foot_mm / pixel_mm)
                top = round(top_mm / pixel_mm)
                halves = []
                for left, right in ((0, image.width // 2), (image.width // 2, image.width)):
                    inked = image.crop((left, 0, right, foot)).point(lambda level: 255 if level < WHITE else 0)
                    box = inked.getbbox()
                    halves.append(max(0, (box[3] if box else top) - top) / (foot - top))
            shares.append(sum(halves) / len(halves))
    return shares


def overlapping_words(path: Path) -> list[tuple[int, str, str]]:
    """Words typeset over one another (page number, both words), from ``pdftotext -bbox``'s word boxes, leaving
    out the texts inside pictures (form XObjects, such as a booklet's card faces)."""
    import re

    box = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>')
    output = text_without_pictures(path, "-bbox")
    found = []
    for number, page in enumerate(output.split("<page ")[1:], start=1):
        words = sorted((*map(float, match.groups()[:4]), match.group(5)) for match in box.finditer(page))
        for index, (_left, top, right, bottom, word) in enumerate(words):
            for other_left, other_top, other_right, other_bottom, other in words[index + 1 :]:
                if other_left >= right - 0.5:
                    break  # sorted by their left edge: no word further on starts inside this one
                if min(bottom, other_bottom) - max(top, other_top) > 1.0 and min(right, other_right) - other_left > 0.5:
                    found.append((number, word, other))
    return found
