"""Card backs: the deck's colour, the game's motif as a pattern, and the deck's label in a cartouche.

A back is symmetric about both of the card's centre lines and has no border near the trim, so a
front/back misregistration of a millimetre or two in duplex printing does not show.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from generator.design import icons
from generator.design.colors import mix, readable_on
from generator.design.common import Box, DesignError, Sheet, bleed_fill, caption
from generator.layout.shapes import Ellipse, Line, Rect, Shape, Text

TILE_MM = 9.0
"""Spacing of the motif pattern."""


def tile_centres(
    sheet: Sheet, step: float, *, row_step: float | None = None
) -> Iterator[tuple[float, float]]:
    """Pattern positions on a grid centred on the card (odd rows shifted half a step), covering the bleed."""
    row_step = row_step or step
    cx, cy = sheet.width / 2, sheet.height / 2
    columns = int((sheet.width / 2 + sheet.bleed) / step) + 2
    rows = int((sheet.height / 2 + sheet.bleed) / row_step) + 2
    for row in range(-rows, rows + 1):
        shift = step / 2 if row % 2 else 0.0
        for column in range(-columns, columns + 1):
            yield cx + column * step + shift, cy + row * row_step


def stars(sheet: Sheet, color: str) -> list[Shape]:
    """Five-pointed stars."""
    return [
        shape for x, y in tile_centres(sheet, TILE_MM) for shape in icons.star(x, y, TILE_MM * 0.22, color)
    ]


def crowns(sheet: Sheet, color: str) -> list[Shape]:
    """Small crowns."""
    return [
        shape
        for x, y in tile_centres(sheet, TILE_MM * 1.1)
        for shape in icons.crown(x, y, TILE_MM * 0.45, color)
    ]


def diamonds(sheet: Sheet, color: str) -> list[Shape]:
    """Rhombi like a harlequin's coat."""
    return [
        shape
        for x, y in tile_centres(sheet, TILE_MM * 0.8)
        for shape in icons.diamond(x, y, TILE_MM * 0.4, TILE_MM * 0.62, color)
    ]


def dots(sheet: Sheet, color: str) -> list[Shape]:
    """Polka dots."""
    size = TILE_MM * 0.26
    return [
        Ellipse(x - size / 2, y - size / 2, size, size, fill=color)
        for x, y in tile_centres(sheet, TILE_MM * 0.7)
    ]


def fleurs(sheet: Sheet, color: str) -> list[Shape]:
    """Fleurs-de-lis."""
    return [
        shape
        for x, y in tile_centres(sheet, TILE_MM * 1.1)
        for shape in icons.fleur_de_lis(x, y, TILE_MM * 0.6, color)
    ]


def suits(sheet: Sheet, color: str) -> list[Shape]:
    """The four playing-card suits, chosen by distance from the centre line so the pattern stays symmetric."""
    order = "SHDC"
    step = TILE_MM
    shapes: list[Shape] = []
    for x, y in tile_centres(sheet, step):
        column = round(abs(x - sheet.width / 2) / (step / 2))
        row = round((y - sheet.height / 2) / step)
        shapes += icons.suit(x, y, step * 0.42, order[(column + row) % 4], color)
    return shapes


def lattice(sheet: Sheet, color: str) -> list[Shape]:
    """A diagonal trellis through the card's centre, with a dot at each crossing."""
    cx, cy = sheet.width / 2, sheet.height / 2
    reach = max(sheet.width, sheet.height) / 2 + sheet.bleed + TILE_MM
    lines: list[Shape] = []
    count = int(2 * reach / TILE_MM) + 1
    for index in range(-count, count + 1):
        offset = index * TILE_MM
        lines += [
            Line(
                cx + offset - reach, cy - reach, cx + offset + reach, cy + reach, color=color, width_mm=0.35
            ),
            Line(
                cx + offset + reach, cy - reach, cx + offset - reach, cy + reach, color=color, width_mm=0.35
            ),
        ]
    size = TILE_MM * 0.18
    knots = [
        Ellipse(x - size / 2, y - size / 2, size, size, fill=color)
        for x, y in tile_centres(sheet, TILE_MM, row_step=TILE_MM / 2)
    ]
    return lines + knots


def stripes(sheet: Sheet, color: str) -> list[Shape]:
    """Vertical awning stripes, symmetric about the centre line."""
    cx = sheet.width / 2
    count = int((sheet.width / 2 + sheet.bleed) / TILE_MM) + 1
    top, height = -sheet.bleed, sheet.height + 2 * sheet.bleed
    return [
        Rect(cx + index * TILE_MM - TILE_MM / 4, top, TILE_MM / 2, height, fill=color)
        for index in range(-count, count + 1)
    ]


MOTIFS: dict[str, Callable[[Sheet, str], list[Shape]]] = {
    "stars": stars,
    "crowns": crowns,
    "diamonds": diamonds,
    "dots": dots,
    "suits": suits,
    "lattice": lattice,
    "stripes": stripes,
    "fleur-de-lis": fleurs,
    "pips": suits,
}
"""The patterns a game's ``style.motif`` may name."""


def motif(sheet: Sheet, color: str) -> list[Shape]:
    """The game's motif pattern in ``color``, or a clear error naming the known motifs."""
    name = sheet.style.motif
    if name not in MOTIFS:
        raise DesignError(
            f"{sheet.game.id}: style.motif {name!r} is not a known motif (expected one of: "
            f"{', '.join(sorted(MOTIFS))})"
        )
    return MOTIFS[name](sheet, color)


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
            Ellipse(
                plate.x, plate.y, plate.w, plate.h, fill=style.paper, stroke=style.secondary, stroke_mm=0.8
            )
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
