"""Card backs: the game's name and its signature picture (``style.icons.emblem``) on the deck's colour.

In the full style the deck's colour covers the card and the game's motif is tiled over it; in the
light style the back is white with a thin keyline far inside the trim. A back is symmetric about the
card's vertical centre line and has no line near the trim, so duplex misregistration does not show.
"""

from __future__ import annotations

from generator.design import motifs
from generator.design.colors import mix, readable_on
from generator.design.parts import bleed_fill, disc, motif_name, picture
from generator.design.sheet import FRAME_MM, Box, Sheet
from generator.design.texts import CAPTION, HEADING
from generator.layout.shapes import Ellipse, Line, Rect, Shape

TILE_MM = 9.0
"""Spacing of the motif pattern on backs."""


def lattice(sheet: Sheet, color: str) -> list[Shape]:
    """A diagonal trellis through the card's centre, with a dot at each crossing (only what shows)."""
    cx, cy = sheet.width / 2, sheet.height / 2
    half_w, half_h = sheet.width / 2 + sheet.bleed, sheet.height / 2 + sheet.bleed
    reach = half_w + half_h
    shapes: list[Shape] = []
    for index in range(-int(reach / TILE_MM), int(reach / TILE_MM) + 1):
        x = cx + index * TILE_MM
        shapes += [
            Line(x - reach, cy - reach, x + reach, cy + reach, color=color, width_mm=0.35),
            Line(x + reach, cy - reach, x - reach, cy + reach, color=color, width_mm=0.35),
        ]
    size = TILE_MM * 0.18
    half = TILE_MM / 2
    columns, rows = int((half_w + size) / half), int((half_h + size) / half)
    return shapes + [
        Ellipse(cx + i * half - size / 2, cy + j * half - size / 2, size, size, fill=color)
        for i in range(-columns, columns + 1)
        for j in range(-rows, rows + 1)
        if (i + j) % 2 == 0
    ]


def motif(sheet: Sheet, color: str) -> list[Shape]:
    """The game's motif over the whole card and bleed in ``color``; an unknown motif is a clear error."""
    name = motif_name(sheet)
    if name == "lattice":
        return lattice(sheet, color)
    margin = sheet.bleed + TILE_MM * 0.6
    return motifs.pattern(
        name,
        sheet.width / 2,
        sheet.height / 2,
        sheet.width / 2 + margin,
        sheet.height / 2 + margin,
        TILE_MM,
        color,
    )


def ground(sheet: Sheet, fill: str) -> list[Shape]:
    """The back's ground: the deck's colour with the motif (full), or white with a keyline (light)."""
    if sheet.light:
        motif_name(sheet)  # an unknown motif is an error in both styles
        keyline = sheet.trim.inset(FRAME_MM)
        radius = max(sheet.format.corner_mm - 1.0, 1.0)
        if sheet.format.shape == "circle":
            return [bleed_fill(sheet, sheet.paper), disc(keyline.cx, keyline.cy, keyline.w, "", fill, role="")]
        return [
            bleed_fill(sheet, sheet.paper),
            Rect(keyline.x, keyline.y, keyline.w, keyline.h, stroke=fill, stroke_mm=0.35, radius_mm=radius),
        ]
    contrast_color = readable_on(fill, sheet.style.paper, sheet.ink)
    return [bleed_fill(sheet, fill), *motif(sheet, mix(fill, contrast_color, 0.2))]


def back(sheet: Sheet) -> list[Shape]:
    """The deck's back: ground, the game's emblem in a medallion, and the back label on a plate below."""
    fill = sheet.deck.back_color
    paper = sheet.paper
    ring = fill if sheet.light else sheet.style.secondary
    text_color = sheet.dark(fill)
    title, _, subtitle = sheet.deck.back_label.partition(" · ")
    shapes = ground(sheet, fill)
    if sheet.format.shape == "circle":
        size = sheet.width * 0.64
        plate = Box(sheet.width / 2 - size / 2, sheet.height / 2 - size / 2, size, size)
        shapes.append(disc(plate.cx, plate.cy, size, paper, ring, role=""))
        label = plate.inset(plate.w * 0.16)
        emblem = Box(label.x, label.y, label.w, label.h * 0.5)
        shapes.append(picture(sheet.icon("emblem"), emblem, sheet.art(fill)))
        words = Box(label.x, emblem.bottom, label.w, label.h * 0.5)
        shapes.append(HEADING.at(words, title, text_color, size_pt=min(12.0, label.h * 1.2)))
        return shapes
    cx = sheet.width / 2
    medallion = min(sheet.width * 0.56, sheet.height * 0.36)
    medallion_cy = sheet.height * 0.4
    if not sheet.light:
        shapes.append(disc(cx, medallion_cy, medallion, paper, ring, role=""))
    shapes += [
        picture(
            sheet.icon("emblem"),
            Box(cx - medallion / 2, medallion_cy - medallion / 2, medallion, medallion),
            sheet.art(fill),
            scale=0.66,
        ),
    ]
    width = min(sheet.width * 0.8, 64.0)
    height = min(sheet.height * 0.2, width * 0.36)
    plate = Box(cx - width / 2, medallion_cy + medallion / 2 + 3.0, width, height)
    shapes.append(
        Rect(
            plate.x,
            plate.y,
            plate.w,
            plate.h,
            fill=paper,
            stroke=ring,
            stroke_mm=0.35 if sheet.light else 0.8,
            radius_mm=plate.h / 2,
        )
    )
    label = plate.inset(plate.h * 0.35, plate.h * 0.12)
    title_h = label.h * (0.62 if subtitle else 1.0)
    shapes.append(
        HEADING.at(Box(label.x, label.y, label.w, title_h), title, text_color, size_pt=min(15.0, title_h * 2.2))
    )
    if subtitle:
        below = Box(label.x, label.y + title_h + label.h * 0.04, label.w, label.h * 0.32)
        shapes.append(CAPTION.at(below, subtitle.upper(), mix(text_color, paper, 0.2), size_pt=min(8.0, label.h * 0.8)))
    return shapes
