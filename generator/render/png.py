"""Draw a ``Face`` as an RGB Pillow image (300 dpi by default), with or without its bleed."""

from __future__ import annotations

import io
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeGuard

from PIL import Image, ImageDraw, ImageFont

from generator.layout.icons import outline
from generator.layout.shapes import Ellipse, Face, Icon, Line, Polygon, Rect, Shape, Text
from generator.layout.units import MM_PER_INCH
from generator.render.fonts import FONT_FILES, text_width_pt
from generator.render.text import fit_text


class Pixels:
    """Converts face millimetres to pixel coordinates of one image."""

    def __init__(self, dpi: int, origin_mm: float) -> None:
        self.scale = dpi / MM_PER_INCH
        self.origin_mm = origin_mm

    def x(self, mm: float) -> float:
        """Pixel coordinate of a face coordinate (x or y)."""
        return (mm + self.origin_mm) * self.scale

    def length(self, mm: float) -> int:
        """A stroke width in whole pixels (at least 1)."""
        return max(1, round(mm * self.scale))

    def box(self, x: float, y: float, w: float, h: float) -> tuple[int, int, int, int]:
        """Inclusive pixel box of a rectangle in mm."""
        left, top = round(self.x(x)), round(self.x(y))
        right, bottom = round(self.x(x + w)) - 1, round(self.x(y + h)) - 1
        return left, top, max(left, right), max(top, bottom)


def image_size(face: Face, dpi: int, bleed: bool) -> tuple[int, int]:
    """Pixel size of a face rendered at ``dpi``, with or without its bleed."""
    extra = 2 * face.bleed_mm if bleed else 0.0
    return (round((face.width_mm + extra) * dpi / MM_PER_INCH), round((face.height_mm + extra) * dpi / MM_PER_INCH))


def render_face(face: Face, dpi: int = 300, bleed: bool = True) -> Image.Image:
    """Draw every shape of ``face`` onto a white RGB image; the trim starts at the bleed when ``bleed``."""
    size = image_size(face, dpi, bleed)
    pixels = Pixels(dpi, face.bleed_mm if bleed else 0.0)
    shapes = face.shapes
    background = "#ffffff"
    if shapes and covers_image(shapes[0], pixels, size):
        background, shapes = shapes[0].fill, shapes[1:]  # the usual full-bleed background: one fill, not two
    image = Image.new("RGB", size, background)
    draw = ImageDraw.Draw(image)
    for shape in shapes:
        draw_shape(draw, shape, pixels, dpi, face.label)
    return image


def covers_image(shape: Shape, pixels: Pixels, size: tuple[int, int]) -> TypeGuard[Rect]:
    """True for a filled, unstroked, square-cornered rectangle that covers the whole image."""
    if not (isinstance(shape, Rect) and shape.fill and not shape.stroke and not shape.radius_mm):
        return False
    left, top, right, bottom = pixels.box(shape.x, shape.y, shape.w, shape.h)
    return left <= 0 and top <= 0 and right >= size[0] - 1 and bottom >= size[1] - 1


def draw_shape(draw: ImageDraw.ImageDraw, shape: Shape, pixels: Pixels, dpi: int, label: str) -> None:
    """Draw one shape."""
    if isinstance(shape, Rect):
        draw_rect(draw, shape, pixels)
    elif isinstance(shape, Ellipse):
        draw_ellipse(draw, shape, pixels)
    elif isinstance(shape, Line):
        draw_line(draw, shape, pixels)
    elif isinstance(shape, Polygon):
        points = [(pixels.x(x), pixels.x(y)) for x, y in shape.points]
        draw.polygon(points, fill=shape.fill or None)
        if shape.stroke:
            draw.line([*points, points[0]], fill=shape.stroke, width=pixels.length(shape.stroke_mm), joint="curve")
    elif isinstance(shape, Text):
        draw_text(draw, shape, pixels, dpi, label)
    elif isinstance(shape, Icon):
        mask = icon_mask(shape.name, pixels.length(shape.size), shape.turned)
        draw.bitmap((round(pixels.x(shape.x)), round(pixels.x(shape.y))), mask, fill=shape.fill)
    else:
        raise TypeError(f"{label}: cannot draw {type(shape).__name__}")


def draw_rect(draw: ImageDraw.ImageDraw, rect: Rect, pixels: Pixels) -> None:
    """A filled and/or stroked rectangle; the stroke is centred on the outline as in the PDF."""
    if rect.fill:
        draw.rounded_rectangle(
            pixels.box(rect.x, rect.y, rect.w, rect.h), radius=rect.radius_mm * pixels.scale, fill=rect.fill
        )
    if rect.stroke:
        half = rect.stroke_mm / 2
        box = pixels.box(rect.x - half, rect.y - half, rect.w + rect.stroke_mm, rect.h + rect.stroke_mm)
        draw.rounded_rectangle(
            box,
            radius=(rect.radius_mm + half) * pixels.scale if rect.radius_mm else 0,
            outline=rect.stroke,
            width=pixels.length(rect.stroke_mm),
        )


def draw_ellipse(draw: ImageDraw.ImageDraw, ellipse: Ellipse, pixels: Pixels) -> None:
    """A filled and/or stroked ellipse; the stroke is centred on the outline as in the PDF."""
    if ellipse.fill:
        draw.ellipse(pixels.box(ellipse.x, ellipse.y, ellipse.w, ellipse.h), fill=ellipse.fill)
    if ellipse.stroke:
        half = ellipse.stroke_mm / 2
        box = pixels.box(
            ellipse.x - half, ellipse.y - half, ellipse.w + ellipse.stroke_mm, ellipse.h + ellipse.stroke_mm
        )
        draw.ellipse(box, outline=ellipse.stroke, width=pixels.length(ellipse.stroke_mm))


def draw_line(draw: ImageDraw.ImageDraw, line: Line, pixels: Pixels) -> None:
    """A solid or dashed straight line."""
    width = pixels.length(line.width_mm)
    start, end = (pixels.x(line.x1), pixels.x(line.y1)), (pixels.x(line.x2), pixels.x(line.y2))
    if line.dash_mm <= 0:
        draw.line([start, end], fill=line.color, width=width)
        return
    length = math.dist(start, end)
    dash = line.dash_mm * pixels.scale
    position = 0.0
    while position < length:
        stop = min(position + dash, length)
        draw.line(
            [point_along(start, end, position / length), point_along(start, end, stop / length)],
            fill=line.color,
            width=width,
        )
        position += 2 * dash


def point_along(start: tuple[float, float], end: tuple[float, float], fraction: float) -> tuple[float, float]:
    """The point ``fraction`` of the way from ``start`` to ``end``."""
    return start[0] + (end[0] - start[0]) * fraction, start[1] + (end[1] - start[1]) * fraction


@lru_cache(maxsize=256)
def pillow_font(role: str, size_px: float) -> ImageFont.FreeTypeFont:
    """The Pillow font of a role at a pixel size (the em size)."""
    return ImageFont.truetype(str(FONT_FILES[role]), size_px)


@lru_cache(maxsize=4096)
def run_mask(role: str, size_px: float, text: str) -> tuple[Image.Image, int, int]:
    """The anti-aliased coverage of a run of text, and its offset from the run's start on the baseline.

    Footers, labels and numbers repeat from card to card: rasterising each once per process saves
    much of the time spent drawing text. The mask is sized from the advance width (the metrics the
    fitter measured with) and the font's ascent and descent, padded for overhangs: far cheaper than
    asking FreeType for the exact ink box.
    """
    font = pillow_font(role, size_px)
    ascent, descent = font.getmetrics()
    pad = math.ceil(size_px * 0.3)
    width = math.ceil(text_width_pt(text, role, size_px)) + 2 * pad
    mask = Image.new("L", (width, ascent + descent + 2 * pad), 0)
    ImageDraw.Draw(mask).text((pad, ascent + pad), text, fill=255, font=font, anchor="ls")
    return mask, -pad, -(ascent + pad)


def draw_text(draw: ImageDraw.ImageDraw, text: Text, pixels: Pixels, dpi: int, label: str) -> None:
    """The runs ``fit_text`` placed, each on its baseline (turned about the box's centre when ``turned``)."""
    fitted = fit_text(text, label)
    size_px = fitted.size_pt * dpi / 72
    for run in fitted.runs:
        mask, left, top = run_mask(run.role, size_px, run.text)
        x, y = round(pixels.x(run.x_mm)) + left, round(pixels.x(run.baseline_mm)) + top
        if text.turned:
            mask = mask.transpose(Image.Transpose.ROTATE_180)
            x = round(2 * pixels.x(text.x + text.w / 2)) - x - mask.width
            y = round(2 * pixels.x(text.y + text.h / 2)) - y - mask.height
        draw.bitmap((x, y), mask, fill=text.color)


SUPERSAMPLE = 4
"""Icons are filled at this many times their pixel size, then reduced: anti-aliased edges."""


@lru_cache(maxsize=1024)
def icon_mask(name: str, size_px: int, turned: bool) -> Image.Image:
    """The anti-aliased coverage of an icon ``size_px`` square: its subpaths filled outermost first,
    each with ink or cleared as the non-zero winding rule says (``generator.layout.icons``)."""
    scale = size_px * SUPERSAMPLE
    mask = Image.new("L", (scale, scale), 0)
    draw = ImageDraw.Draw(mask)
    for subpath in outline(name).subpaths:
        points = [((1 - x) * scale, (1 - y) * scale) if turned else (x * scale, y * scale) for x, y in subpath.polygon]
        draw.polygon(points, fill=255 if subpath.filled else 0)
    return mask.reduce(SUPERSAMPLE)


PNG_COMPRESS_LEVEL = 3
"""zlib's effort for a card image: level 6 (Pillow's default) took twice the time for files a fifth smaller (a poker
card at 300 dpi: 57 ms and 46 KiB at 6, 27 ms and 57 KiB at 3, measured on 29 cards of the repository's card
data); encoding was a fifth of a cold print build's work."""


def encode_png(image: Image.Image, dpi: int) -> bytes:
    """PNG bytes of an image with its resolution recorded (pHYs)."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(dpi, dpi), compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


@dataclass(frozen=True)
class PngJob:
    """One face as a PNG with its bleed, for print shops and virtual tabletops."""

    face: Face
    dpi: int

    def render(self) -> bytes:
        """The PNG bytes."""
        return encode_png(render_face(self.face, self.dpi), self.dpi)
