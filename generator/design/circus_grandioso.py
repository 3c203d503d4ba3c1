"""Circus Grandioso: animals with their row in the corners, clowns, the Show Master token, the overview.

The rows come from the data (each animal's ``row``); the pyramid has as many rows as there are
animals. The row number is printed only in the two corners, like a playing card's index; the art
window shows the animal and where its row lies in the pyramid.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design import generic
from generator.design.card import Corner, card_boxes, standard_card
from generator.design.parts import caption, picture, rules_box
from generator.design.sheet import Box, Sheet, card_icon, kind_label
from generator.design.texts import NOTE, RULES
from generator.layout.shapes import Ellipse, Rect, Shape


def animals_by_row(sheet: Sheet) -> list[Card]:
    """The animal cards ordered from the bottom row up."""
    return sorted((card for card in sheet.game.cards if card.kind == "animal"), key=lambda card: card.extra["row"])


def awning(sheet: Sheet, band: Box, color: str) -> list[Shape]:
    """Scallops hanging under a title band, like the edge of a circus tent."""
    count = max(int(band.w / 3.2), 1)
    width = band.w / count
    fill = sheet.tint(color, 0.5) if sheet.light else color
    return [
        Ellipse(band.x + index * width, band.bottom - width * 0.8, width, width, fill=fill) for index in range(count)
    ]


def mini_pyramid(sheet: Sheet, box: Box, highlight: set[int], accent: str) -> list[Shape]:
    """A small pyramid of card outlines, one row per animal, the ``highlight`` rows filled with ``accent``."""
    rows = len(animals_by_row(sheet))
    cell_h = box.h / rows
    cell_w = min(box.w / rows, cell_h * 0.8)
    shapes: list[Shape] = []
    for row in range(1, rows + 1):
        cells = rows + 1 - row
        y = box.bottom - row * cell_h
        left = box.cx - cells * cell_w / 2
        fill = accent if row in highlight else sheet.tint(sheet.ink, 0.85)
        shapes += [
            Rect(left + cell * cell_w + 0.15, y + 0.15, cell_w - 0.3, cell_h - 0.3, fill=fill, radius_mm=0.3)
            for cell in range(cells)
        ]
    return shapes


def row_corner(sheet: Sheet, card: Card) -> Corner:
    """The row number in a badge of the animal's colour."""
    accent = sheet.accent(card)
    return Corner(card.symbol, fill=sheet.paper, color=sheet.dark(accent), ring=sheet.edge(accent))


def pyramid_art(sheet: Sheet, card: Card, art: Box, rows: set[int], word: str) -> list[Shape]:
    """The picture on the left, the pyramid with ``rows`` marked on the right, ``word`` under it."""
    accent = sheet.accent(card)
    pyramid = Box(art.x + art.w * 0.54, art.y + 1.5, art.w * 0.42, art.h - 6.5)
    return [
        picture(card_icon(sheet, card), Box(art.x, art.y, art.w * 0.52, art.h), sheet.art(accent), scale=0.88),
        *mini_pyramid(sheet, pyramid, rows, sheet.dark(accent) if sheet.light else accent),
        caption(Box(pyramid.x - 1.0, pyramid.bottom + 0.8, pyramid.w + 2.0, 3.4), word, sheet.dark(accent)),
    ]


def animal(sheet: Sheet, card: Card) -> list[Shape]:
    """An animal card: its row in both top corners, its picture, and where that row is in the pyramid."""
    boxes = card_boxes(sheet, card)
    art = pyramid_art(sheet, card, boxes.art, {card.extra["row"]}, "ITS ROW")
    corner = row_corner(sheet, card)
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card)],
        art=art,
        boxes=boxes,
        corners=(corner, corner),
        title_trim=awning,
    )


def clown(sheet: Sheet, card: Card) -> list[Shape]:
    """A clown: its picture, and every row of the pyramid marked, since it may stand in any of them."""
    boxes = card_boxes(sheet, card)
    rows = set(range(1, len(animals_by_row(sheet)) + 1))
    art = pyramid_art(sheet, card, boxes.art, rows, "ANY ROW")
    corner = Corner(icon=card_icon(sheet, card))
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card)],
        art=art,
        boxes=boxes,
        corners=(corner, corner),
        title_trim=awning,
    )


def show_master(sheet: Sheet, card: Card) -> list[Shape]:
    """The Show Master token: the ringmaster, the name, and the rule in small print."""
    size = sheet.width
    inner = generic.token_inner(sheet)
    accent = sheet.accent(card)
    return [
        *generic.token_base(sheet, card),
        picture(card_icon(sheet, card), Box(inner.x, size * 0.1, inner.w, size * 0.3), sheet.dark(accent)),
        caption(Box(inner.x, size * 0.41, inner.w, size * 0.09), card.name.upper(), sheet.ink, size_pt=7.5),
        NOTE.at(Box(inner.x, size * 0.5, inner.w, inner.bottom - size * 0.5), card.text, sheet.ink, size_pt=6.0),
    ]


def overview(sheet: Sheet, card: Card) -> list[Shape]:
    """The pyramid overview: one row per animal, each labelled with its row, name and number of cards."""
    shapes = generic.sheet_frame(sheet, card)
    area = generic.body_area(sheet)
    animals = animals_by_row(sheet)
    rows = len(animals)
    intro = Box(area.x, area.y, area.w, 14.0)
    shapes.append(RULES.aligned("center").at(intro, card.text, sheet.ink, size_pt=11))
    notes_h = 26.0
    pyramid = Box(area.x, intro.bottom + 3, area.w, area.h - intro.h - notes_h - 6)
    label_w = 44.0
    row_h = pyramid.h / rows
    cell_w = min((pyramid.w - label_w) / rows, row_h * 0.72)
    cells_x = pyramid.x + label_w + (pyramid.w - label_w - rows * cell_w) / 2
    for animal_card in animals:
        row = animal_card.extra["row"]
        y = pyramid.bottom - row * row_h
        accent = sheet.accent(animal_card)
        shapes.append(
            RULES.at(
                Box(pyramid.x, y, label_w - 2, row_h),
                f"**{row}** {animal_card.name} ({animal_card.count} cards)",
                sheet.ink,
                size_pt=10,
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
                    fill=sheet.solid(accent),
                    stroke=sheet.dark(accent),
                    stroke_mm=0.3,
                    radius_mm=1.0,
                ),
                picture(card_icon(sheet, animal_card), box, sheet.on_solid(accent), scale=0.8),
            ]
    notes = [other for other in sheet.game.cards if other.kind in ("clown", "token")]
    note_box = Box(area.x, area.bottom - notes_h, area.w, notes_h)
    for other, box in zip(notes, note_box.columns(max(len(notes), 1), 2.0), strict=False):
        text = f"**{other.name}** ({other.count} {'card' if other.count == 1 else 'cards'})\n{other.text}"
        shapes += rules_box(sheet, box, text, "", sheet.accent(other), size_pt=9)
    return shapes


FRONTS = {"animal": animal, "clown": clown, "token": show_master, "overview": overview}
"""The kinds this module draws."""
