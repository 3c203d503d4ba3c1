"""Designs for any card or component the game's own module does not draw specially.

Also the building blocks the game modules share for round tokens and large reference sheets.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design.card import card_boxes, icon_corners, standard_card
from generator.design.parts import band, bleed_fill, caption, disc, footer, icon_badge, picture, rules_box
from generator.design.sheet import PAD_MM, SAFE_MM, Box, Sheet, card_icon, kind_label
from generator.layout.shapes import Rect, Shape

LARGE_MM = 100.0
"""Formats wider than this are sheets (mats, overviews), not cards."""
REFERENCE_KINDS = ("aid", "reminder")
"""Cards that are read, not played: player aids and reminders give all their room to the rules text."""
REFERENCE_TEXT_PT = 9.5
"""Type size of a reference card's text (it shrinks when a text needs more room)."""


def front(sheet: Sheet, card: Card) -> list[Shape]:
    """A card, token or sheet drawn from its name, kind, icon, colour and texts."""
    if sheet.format.shape == "circle":
        return token(sheet, card, picture(card_icon(sheet, card), token_art(sheet), sheet.art(sheet.accent(card))))
    if sheet.width > LARGE_MM:
        area = body_area(sheet)
        return sheet_frame(sheet, card) + sheet_notes(sheet, card, Box(area.x, area.y, area.w, area.h * 0.4))
    if card.kind in REFERENCE_KINDS:
        return reference_card(sheet, card)
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    art = [picture(card_icon(sheet, card), boxes.art, sheet.art(accent), scale=0.86)]
    return standard_card(
        sheet, card, type_words=[kind_label(sheet, card)], art=art, boxes=boxes, corners=icon_corners(card)
    )


def reference_card(sheet: Sheet, card: Card) -> list[Shape]:
    """A player aid or reminder: no art window, the text large; its icon in both title corners."""
    boxes = card_boxes(sheet, card, min_art=0.0, max_art=0.0)
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), card.symbol],
        art=[],
        boxes=boxes,
        corners=icon_corners(card) if card.icon else (None, None),
        rules_size_pt=REFERENCE_TEXT_PT,
    )


TOKEN_RIM_MM = 1.8
"""Width of a round token's coloured rim inside the cut."""


def token_base(sheet: Sheet, card: Card) -> list[Shape]:
    """A round token's ground: the card's colour into the bleed and a paper disc inside the cut (light:
    white)."""
    accent = sheet.accent(card)
    diameter = sheet.width - 2 * TOKEN_RIM_MM
    centre = sheet.width / 2
    if sheet.light:
        return [bleed_fill(sheet, sheet.paper)]  # no ring by the cut: an off cut would show
    return [bleed_fill(sheet, accent), disc(centre, centre, diameter, sheet.paper, sheet.edge(accent), role="")]


def token_inner(sheet: Sheet) -> Box:
    """The square inscribed in a round token's safe circle: where its picture and texts go."""
    safe = (sheet.width / 2 - SAFE_MM) * 2**0.5
    return Box(sheet.width / 2 - safe / 2, sheet.height / 2 - safe / 2, safe, safe)


def token_art(sheet: Sheet) -> Box:
    """Where a round token's picture goes: the upper part of its safe circle."""
    inner = token_inner(sheet)
    return Box(inner.x, inner.y - inner.h * 0.1, inner.w, inner.h * 0.72)


def token(sheet: Sheet, card: Card, *art: Shape) -> list[Shape]:
    """A round token: its picture (and a value) above its name."""
    inner = token_inner(sheet)
    return [
        *token_base(sheet, card),
        *art,
        caption(
            Box(inner.x, inner.y + inner.h * 0.66, inner.w, inner.h * 0.34),
            card.name.upper(),
            sheet.dark(sheet.accent(card)),
            size_pt=max(5.0, sheet.width * 0.2),
        ),
    ]


def sheet_frame(sheet: Sheet, card: Card) -> list[Shape]:
    """A large sheet (mat, overview): paper, a border in the card's colour, the name in a band at the top
    between two badges with the card's icon."""
    accent = sheet.accent(card)
    border = sheet.trim.inset(PAD_MM - 1.0)
    title = title_area(sheet)
    size = title.h + 2.0
    shapes: list[Shape] = [
        bleed_fill(sheet, sheet.paper),
        Rect(
            border.x, border.y, border.w, border.h, stroke=accent, stroke_mm=0.6 if sheet.light else 1.0, radius_mm=2.0
        ),
        *band(sheet, title, accent, card.name, shape=sheet.style.title, size_pt=22, reserve=size + 2.0),
    ]
    for cx in (title.x + size / 2 + 2.0, title.right - size / 2 - 2.0):
        shapes += icon_badge(sheet, cx, title.cy, size, card_icon(sheet, card), accent)
    return shapes + footer(sheet, card, Box(border.x + 3, border.bottom - 6.0, border.w - 6, 4.0))


def title_area(sheet: Sheet) -> Box:
    """The title band of a large sheet."""
    return Box(PAD_MM + 3, PAD_MM + 3, sheet.width - 2 * PAD_MM - 6, 13.0)


def body_area(sheet: Sheet) -> Box:
    """Everything of a large sheet between its title band and its footer."""
    top = title_area(sheet).bottom + 4
    return Box(PAD_MM + 5, top, sheet.width - 2 * PAD_MM - 10, sheet.height - PAD_MM - 9 - top)


def sheet_notes(sheet: Sheet, card: Card, box: Box) -> list[Shape]:
    """The card's text and flavour on a large sheet, in the shared rules box."""
    return rules_box(sheet, box, card.text, card.flavor, sheet.accent(card), size_pt=11)
