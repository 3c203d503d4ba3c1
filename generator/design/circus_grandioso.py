"""Circus Grandioso: animals with their row number big, clowns, the Show Master token, the overview.

The rows come from the data (each animal's ``row``); the pyramid has as many rows as there are animals.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design import generic, icons
from generator.design.colors import mix
from generator.design.common import (
    Box,
    Sheet,
    caption,
    card_boxes,
    kind_label,
    standard_card,
    symbol_medallion,
)
from generator.layout.shapes import Ellipse, Rect, Shape, Text


def animals_by_row(sheet: Sheet) -> list[Card]:
    """The animal cards ordered from the bottom row up."""
    return sorted((card for card in sheet.game.cards if card.kind == "animal"), key=lambda card: card.extra["row"])


def awning(band: Box, color: str) -> list[Shape]:
    """Scallops hanging under a title band, like the edge of a circus tent."""
    count = max(int(band.w / 3.2), 1)
    width = band.w / count
    return [
        Ellipse(band.x + index * width, band.bottom - width * 0.65, width, width, fill=color) for index in range(count)
    ]


def mini_pyramid(sheet: Sheet, box: Box, highlight: set[int], accent: str) -> list[Shape]:
    """A small pyramid of card outlines, one row per animal, the ``highlight`` rows filled with ``accent``."""
    rows = len(animals_by_row(sheet))
    cell_h = box.h / rows
    cell_w = min(box.w / rows, cell_h * 0.8)
    style = sheet.style
    shapes: list[Shape] = []
    for row in range(1, rows + 1):
        cells = rows + 1 - row
        y = box.bottom - row * cell_h
        left = box.cx - cells * cell_w / 2
        filled = row in highlight
        for cell in range(cells):
            shapes.append(
                Rect(
                    left + cell * cell_w + 0.15,
                    y + 0.15,
                    cell_w - 0.3,
                    cell_h - 0.3,
                    fill=accent if filled else mix(style.ink, style.paper, 0.85),
                    radius_mm=0.3,
                )
            )
    return shapes


def animal(sheet: Sheet, card: Card) -> list[Shape]:
    """An animal card: its row number in both top corners and in a medallion, and where that row is."""
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    row = card.extra["row"]
    rows = len(animals_by_row(sheet))
    art = boxes.art
    medallion = Box(art.x, art.y, art.w * 0.5, art.h)
    pyramid = Box(art.x + art.w * 0.52, art.y + 1.0, art.w * 0.46, art.h - 5.0)
    shapes = symbol_medallion(sheet, medallion, card.symbol, accent, word=f"ROW {row}")
    shapes += mini_pyramid(sheet, pyramid, {row}, accent)
    shapes.append(
        caption(
            Box(pyramid.x, pyramid.bottom + 0.6, pyramid.w, 3.4),
            f"{row} of {rows}",
            mix(accent, sheet.style.ink, 0.4),
        )
    )
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), f"Row {row}"],
        art=shapes,
        boxes=boxes,
        corner=card.symbol,
        title_trim=awning,
    )


def clown(sheet: Sheet, card: Card) -> list[Shape]:
    """A clown: its symbol, and every row of the pyramid marked, since it may stand in any of them."""
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    art = boxes.art
    rows = len(animals_by_row(sheet))
    shapes = symbol_medallion(sheet, Box(art.x, art.y, art.w * 0.5, art.h), card.symbol, accent, word="ANY ROW")
    pyramid = Box(art.x + art.w * 0.52, art.y + 1.0, art.w * 0.46, art.h - 5.0)
    shapes += mini_pyramid(sheet, pyramid, set(range(1, rows + 1)), mix(accent, sheet.style.paper, 0.45))
    shapes.append(
        caption(
            Box(pyramid.x, pyramid.bottom + 0.6, pyramid.w, 3.4),
            f"1–{rows}",
            mix(accent, sheet.style.ink, 0.4),
        )
    )
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card)],
        art=shapes,
        boxes=boxes,
        corner=card.symbol,
        title_trim=awning,
    )


def show_master(sheet: Sheet, card: Card) -> list[Shape]:
    """The Show Master token: a star, the symbol and name, and the rule in small print."""
    size = sheet.width
    style = sheet.style
    inner = generic.token_inner(sheet)
    return [
        *generic.token_base(sheet, card),
        *icons.star(size / 2, size * 0.28, size * 0.14, sheet.accent(card), stroke=style.ink),
        caption(
            Box(inner.x, size * 0.41, inner.w, size * 0.09),
            f"{card.symbol} {card.name.upper()} {card.symbol}",
            style.ink,
            size_pt=7.5,
        ),
        Text(
            inner.x,
            size * 0.5,
            inner.w,
            inner.bottom - size * 0.5,
            card.text,
            size_pt=6.0,
            min_size_pt=4.5,
            color=style.ink,
            align="center",
            valign="middle",
            leading=1.1,
        ),
    ]


def overview(sheet: Sheet, card: Card) -> list[Shape]:
    """The pyramid overview: ten rows of cards, each labelled with its row, animal and count."""
    shapes = generic.sheet_frame(sheet, card)
    area = generic.body_area(sheet)
    animals = animals_by_row(sheet)
    rows = len(animals)
    style = sheet.style
    intro = Box(area.x, area.y, area.w, 14.0)
    shapes.append(
        Text(
            intro.x,
            intro.y,
            intro.w,
            intro.h,
            card.text,
            size_pt=11,
            color=style.ink,
            align="center",
            valign="middle",
        )
    )
    notes_h = 26.0
    pyramid = Box(area.x, intro.bottom + 3, area.w, area.h - intro.h - notes_h - 6)
    label_w = 40.0
    row_h = pyramid.h / rows
    cell_w = min((pyramid.w - label_w) / rows, row_h * 0.72)
    cells_x = pyramid.x + label_w + (pyramid.w - label_w - rows * cell_w) / 2
    for animal_card in animals:
        row = animal_card.extra["row"]
        y = pyramid.bottom - row * row_h
        accent = sheet.accent(animal_card)
        shapes.append(
            Text(
                pyramid.x,
                y,
                label_w - 2,
                row_h,
                f"**{row}** {animal_card.name}  ×{animal_card.count}",
                size_pt=10,
                min_size_pt=6,
                color=style.ink,
                valign="middle",
            )
        )
        cells = rows + 1 - row
        left = cells_x + (rows - cells) * cell_w / 2
        for cell in range(cells):
            box = Box(left + cell * cell_w + 0.5, y + 0.5, cell_w - 1.0, row_h - 1.0)
            shapes += [
                Rect(
                    box.x,
                    box.y,
                    box.w,
                    box.h,
                    fill=accent,
                    stroke=mix(accent, style.ink, 0.4),
                    stroke_mm=0.3,
                    radius_mm=1.0,
                ),
                Text(
                    box.x + 0.5,
                    box.y + 0.5,
                    box.w - 1.0,
                    box.h - 1.0,
                    animal_card.symbol,
                    font="body-bold",
                    size_pt=12,
                    min_size_pt=6,
                    color=sheet.on(accent),
                    align="center",
                    valign="middle",
                    leading=1.0,
                ),
            ]
    notes = [other for other in sheet.game.cards if other.kind in ("clown", "token")]
    note_box = Box(area.x, area.bottom - notes_h, area.w, notes_h)
    width = note_box.w / max(len(notes), 1)
    for index, other in enumerate(notes):
        accent = sheet.accent(other)
        box = Box(note_box.x + index * width + 1, note_box.y, width - 2, note_box.h)
        shapes += [
            Rect(box.x, box.y, box.w, box.h, fill=sheet.tint(accent), stroke=accent, radius_mm=1.5),
            Text(
                box.x + 2,
                box.y + 1.5,
                box.w - 4,
                box.h - 3,
                f"**{other.symbol} {other.name}** ×{other.count}\n{other.text}",
                size_pt=9,
                min_size_pt=6,
                color=style.ink,
                valign="middle",
            ),
        ]
    return shapes


FRONTS = {"animal": animal, "clown": clown, "token": show_master, "overview": overview}
"""The kinds this module draws."""
