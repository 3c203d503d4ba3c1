"""Designs for any card or component the game's own module does not draw specially, in the game's look.

Also the building blocks the game modules share for large reference sheets (round tokens: ``tokens``).
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design import tokens
from generator.design.card import card_boxes, fits, framed_picture, icon_corners, look_of, notes, standard_card
from generator.design.parts import picture
from generator.design.sheet import PAD_MM, Box, Sheet, card_icon, kind_label
from generator.layout.shapes import Shape

LARGE_MM = 100.0
"""Formats wider than this are sheets (mats, overviews), not cards."""
REFERENCE_KINDS = ("aid", "reminder")
"""Cards that are read, not played: player aids and reminders give all their room to the rules text."""
REFERENCE_TEXT_PT = 9.5
"""Largest type size of a reference card's text."""
SIZE_STEP_PT = 0.25
"""How much a deck's reference text shrinks per attempt."""


def front(sheet: Sheet, card: Card) -> list[Shape]:
    """A card, token or sheet drawn from its name, kind, icon, colour and texts."""
    if sheet.format.shape == "circle":
        art = picture(card_icon(sheet, card), tokens.art_box(sheet), sheet.art(sheet.accent(card)))
        return tokens.token(sheet, card, art)
    if sheet.width > LARGE_MM:
        area = body_area(sheet)
        return sheet_frame(sheet, card) + notes(sheet, Box(area.x, area.y, area.w, area.h * 0.4), card.text, card)
    if card.kind in REFERENCE_KINDS:
        return reference_card(sheet, card)
    return picture_card(sheet, card, [kind_label(sheet, card)])


def picture_card(sheet: Sheet, card: Card, type_words: list[str]) -> list[Shape]:
    """A card that shows its picture in the look's window, its icon in both corners, and its texts."""
    boxes = card_boxes(sheet, card)
    return standard_card(
        sheet,
        card,
        type_words=type_words,
        art=framed_picture(sheet, card, boxes.art),
        boxes=boxes,
        corners=icon_corners(sheet, card),
    )


def reference_size(sheet: Sheet) -> float:
    """The one type size of the reference cards of the sheet's deck: the largest, up to
    ``REFERENCE_TEXT_PT``, at which every one of them fits."""
    cards = [card for card in sheet.game.cards_in(sheet.deck.id) if card.kind in REFERENCE_KINDS]
    size = REFERENCE_TEXT_PT
    while size > REFERENCE_TEXT_PT / 2 and not all(fits(sheet, card, size, min_art=0.0, max_art=0.0) for card in cards):
        size -= SIZE_STEP_PT
    return size


def reference_card(sheet: Sheet, card: Card) -> list[Shape]:
    """A player aid or reminder: no picture, the text large (one size for the deck); its icon in both
    corners."""
    size = reference_size(sheet)
    boxes = card_boxes(sheet, card, min_art=0.0, max_art=0.0, rules_pt=size)
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), card.symbol],
        art=[],
        boxes=boxes,
        corners=icon_corners(sheet, card) if card.icon else (None, None),
        rules_pt=size,
    )


TITLE_MM = 13.0
"""Height of a large sheet's title."""


def sheet_frame(sheet: Sheet, card: Card) -> list[Shape]:
    """A large sheet (mat, overview) in its game's look: the look's frame, the name as the look sets
    titles, between two badges with the card's icon."""
    look = look_of(sheet)
    accent = sheet.accent(card)
    area = title_area(sheet)
    size = area.h
    words = Box(area.x + size + 2.0, area.y, area.w - 2 * (size + 2.0), area.h)
    shapes = look.frame(sheet, accent) + look.title(sheet, words, card.name, accent)
    for x in (area.x, area.right - size):
        shapes += look.badge(sheet, Box(x, area.y, size, size), card_icon(sheet, card), accent)
    return shapes


def title_area(sheet: Sheet) -> Box:
    """The title row of a large sheet."""
    return Box(PAD_MM + 4, PAD_MM + 4, sheet.width - 2 * PAD_MM - 8, TITLE_MM)


def body_area(sheet: Sheet) -> Box:
    """Everything of a large sheet below its title."""
    top = title_area(sheet).bottom + 4
    return Box(PAD_MM + 5, top, sheet.width - 2 * PAD_MM - 10, sheet.height - PAD_MM - 6 - top)
