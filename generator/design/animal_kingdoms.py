"""Animal Kingdoms: kingdoms (each its own animal), armies showing their kingdom's animal with their
specialisation glyphs, the eight named crowns, wilderness cards and the player aids.

Species, realm, specialisations, pictures and each crown's colour and name come from the card data;
an army draws the icon of the kingdom it belongs to, so the two match at a glance.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design.card import Corner, card_boxes, icon_corners, standard_card
from generator.design.parts import caption, disc, picture
from generator.design.sheet import Box, DesignError, Sheet, card_icon, kind_label
from generator.layout.shapes import Shape


def words(identifier: str) -> str:
    """A data id as words: ``fleet-of-foot`` → ``Fleet of foot``."""
    return identifier.replace("-", " ").capitalize()


def kingdom(sheet: Sheet, card: Card) -> list[Shape]:
    """A kingdom: its animal large; species and realm in the type line."""
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    art = [picture(card_icon(sheet, card), boxes.art, sheet.art(accent), scale=0.92)]
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), card.symbol, words(card.extra["realm"])],
        art=art,
        boxes=boxes,
        corners=icon_corners(card),
    )


def army(sheet: Sheet, card: Card) -> list[Shape]:
    """An army: its kingdom's animal, and one glyph per specialisation, each named."""
    boxes = card_boxes(sheet, card)
    home = sheet.game.card(card.extra["kingdom"])
    accent = sheet.accent(card)
    art = boxes.art
    specialisations = card.extra["specialisations"]
    unknown = [name for name in specialisations if name not in sheet.style.icons]
    if unknown:
        raise DesignError(
            f"{sheet.game.id}/{card.id}: specialisations {unknown} have no icon: add them to [style.icons] in game.toml"
        )
    animal_box = Box(art.x, art.y, art.w * 0.56, art.h)
    glyphs = Box(art.x + art.w * 0.58, art.y + 0.8, art.w * 0.42 - 0.8, art.h - 1.6)
    shapes: list[Shape] = [picture(card_icon(sheet, home), animal_box, sheet.art(accent), scale=0.9)]
    cells = (
        glyphs.rows(max(len(specialisations), 2), 0.8)
        if len(specialisations) <= 2
        else [cell for row in glyphs.rows(2, 0.8) for cell in row.columns(2, 0.8)]
    )
    for name, cell in zip(specialisations, cells, strict=False):
        size = min(cell.w, cell.h - 5.0) * 0.92
        cy = cell.y + size / 2
        shapes += [
            disc(cell.cx, cy, size, sheet.solid(accent), sheet.dark(accent)),
            picture(
                sheet.icon(name),
                Box(cell.cx - size / 2, cy - size / 2, size, size),
                sheet.on_solid(accent),
                scale=0.64,
                role="",
            ),
            caption(
                Box(cell.x + 0.2, cy + size / 2 + 0.1, cell.w - 0.4, 4.8),
                words(name).capitalize(),
                sheet.dark(accent),
                size_pt=6.0,
            ),
        ]
    corner = Corner(icon=card_icon(sheet, home))
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), f"of {home.name}"],
        art=shapes,
        boxes=boxes,
        corners=(corner, corner),
    )


def crown(sheet: Sheet, card: Card) -> list[Shape]:
    """A crown card: its own crown in its colour, its name below it."""
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    art = boxes.art
    shapes = [
        picture(card_icon(sheet, card), Box(art.x, art.y, art.w, art.h - 5.0), sheet.edge(accent), scale=0.9),
        caption(Box(art.x, art.bottom - 5.0, art.w, 4.6), card.symbol.upper(), sheet.ink, size_pt=9),
    ]
    return standard_card(sheet, card, type_words=[kind_label(sheet, card), card.symbol], art=shapes, boxes=boxes)


def wilderness(sheet: Sheet, card: Card) -> list[Shape]:
    """A wilderness card: its own picture, the effect below."""
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    art = [picture(card_icon(sheet, card), boxes.art, sheet.art(accent), scale=0.88)]
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), words(card.extra["effect"])],
        art=art,
        boxes=boxes,
        corners=icon_corners(card),
    )


FRONTS = {"kingdom": kingdom, "army": army, "crown": crown, "wilderness": wilderness}
"""The kinds this module draws."""
