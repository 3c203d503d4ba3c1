"""Card backs: the deck's colour, the game's motif as a pattern, and the deck's label in a cartouche.

A back is symmetric about both of the card's centre lines and has no border near the trim, so a
front/back misregistration of a millimetre or two in duplex printing does not show.
"""

from __future__ import annotations

from generator.design import motifs
from generator.design.colors import mix, readable_on
from generator.design.common import Box, Sheet, bleed_fill, caption, motif_name
from generator.layout.shapes import Ellipse, Line, Rect, Shape, Text

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


def back(sheet: Sheet) -> list[Shape]:
    """The deck's back: colour, motif and a centred cartouche with the back label."""
    fill = sheet.deck.back_color
    style = sheet.style
    contrast_color = readable_on(fill, style.paper, style.ink)
    shapes: list[Shape] = [bleed_fill(sheet, fill), *motif(sheet, mix(fill, contrast_color, 0.2))]
    title, _, subtitle = sheet.deck.back_label.partition(" · ")
    ink = readable_on(style.paper, fill, style.ink)
    if sheet.format.shape == "circle":
        size = sheet.width * 0.64
        plate = Box(sheet.width / 2 - size / 2, sheet.height / 2 - size / 2, size, size)
        shapes.append(
            Ellipse(plate.x, plate.y, plate.w, plate.h, fill=style.paper, stroke=style.secondary, stroke_mm=0.8)
        )
        label = plate.inset(plate.w * 0.16)
    else:
        width = min(sheet.width * 0.74, 60.0)
        height = min(sheet.height * 0.3, width * 0.55)
        plate = Box(sheet.width / 2 - width / 2, sheet.height / 2 - height / 2, width, height)
        ring = plate.inset(-1.4)
        shapes += [
            Rect(ring.x, ring.y, ring.w, ring.h, fill=style.secondary, radius_mm=ring.h / 2),
            Rect(
                plate.x,
                plate.y,
                plate.w,
                plate.h,
                fill=style.paper,
                stroke=fill,
                stroke_mm=0.5,
                radius_mm=plate.h / 2,
            ),
        ]
        label = plate.inset(plate.h * 0.35, plate.h * 0.14)
    title_h = label.h * (0.62 if subtitle else 1.0)
    shapes.append(
        Text(
            label.x,
            label.y,
            label.w,
            title_h,
            title,
            font="display-bold",
            size_pt=min(16.0, title_h * 2.2),
            min_size_pt=6.0,
            color=ink,
            align="center",
            valign="bottom" if subtitle else "middle",
            leading=1.05,
        )
    )
    if subtitle:
        shapes.append(
            caption(
                Box(label.x, label.y + title_h + label.h * 0.04, label.w, label.h * 0.3),
                subtitle.upper(),
                mix(fill, style.ink, 0.3),
                size_pt=min(9.0, label.h * 0.9),
            )
        )
    return shapes
