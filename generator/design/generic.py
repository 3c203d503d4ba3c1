"""Designs for any card or component the game's own module does not draw specially.

Also the building blocks the game modules share for round tokens and large reference sheets.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design.colors import mix
from generator.design.common import (
    PAD_MM,
    SAFE_MM,
    Box,
    Sheet,
    band,
    bleed_fill,
    caption,
    card_boxes,
    footer,
    kind_label,
    rules_box,
    standard_card,
    symbol_medallion,
)
from generator.layout.shapes import Ellipse, Rect, Shape, Text

LARGE_MM = 100.0
"""Formats wider than this are sheets (mats, overviews), not cards."""


def front(sheet: Sheet, card: Card) -> list[Shape]:
    """A card, token or sheet drawn from its name, kind, symbol, colour and texts."""
    if sheet.format.shape == "circle":
        return token(sheet, card, [])
    if sheet.width > LARGE_MM:
        area = body_area(sheet)
        return sheet_frame(sheet, card) + sheet_notes(sheet, card, Box(area.x, area.y, area.w, area.h * 0.4))
    if card.kind in REFERENCE_KINDS:
        return reference_card(sheet, card)
    boxes = card_boxes(sheet, card)
    art = symbol_medallion(sheet, boxes.art, card.symbol, sheet.accent(card)) if card.symbol else []
    return standard_card(sheet, card, type_words=[kind_label(sheet, card)], art=art, boxes=boxes)


REFERENCE_KINDS = ("aid", "reminder")
"""Cards that are read, not played: player aids and reminders give all their room to the rules text."""


def reference_card(sheet: Sheet, card: Card) -> list[Shape]:
    """A player aid or reminder: no art, the text large; its symbol joins the type line."""
    boxes = card_boxes(sheet, card, min_art=0.0, max_art=0.0)
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), card.symbol],
        art=[],
        boxes=boxes,
        rules_size_pt=REFERENCE_TEXT_PT,
    )


REFERENCE_TEXT_PT = 9.5
"""Type size of a reference card's text (it shrinks when a text needs more room)."""


def token_base(sheet: Sheet, card: Card) -> list[Shape]:
    """A round token's ground: the card's colour into the bleed and a paper disc inside the cut."""
    accent = sheet.accent(card)
    disc = sheet.width - 2 * 1.8
    return [
        bleed_fill(sheet, accent),
        Ellipse(
            1.8,
            1.8,
            disc,
            disc,
            fill=sheet.style.paper,
            stroke=mix(accent, sheet.style.ink, 0.3),
            stroke_mm=0.35,
        ),
    ]


def token_inner(sheet: Sheet) -> Box:
    """The square inscribed in a round token's safe circle: where its texts go."""
    safe = (sheet.width / 2 - SAFE_MM) * 2**0.5
    return Box(sheet.width / 2 - safe / 2, sheet.height / 2 - safe / 2, safe, safe)


def token(sheet: Sheet, card: Card, icon: list[Shape]) -> list[Shape]:
    """A round token: an icon (or, without one, the symbol in large type) above the name."""
    inner = token_inner(sheet)
    accent = sheet.accent(card)
    shapes = token_base(sheet, card) + icon
    if not icon:
        shapes.append(
            Text(
                inner.x,
                inner.y,
                inner.w,
                inner.h * 0.62,
                card.symbol or card.name[:1],
                font="body-bold",
                size_pt=inner.h * 2.2,
                min_size_pt=6,
                color=accent,
                align="center",
                valign="middle",
                leading=1.0,
            )
        )
    shapes.append(
        caption(
            Box(inner.x, inner.y + inner.h * 0.64, inner.w, inner.h * 0.36),
            card.symbol if icon and card.symbol else card.name.upper(),
            mix(accent, sheet.style.ink, 0.45),
            size_pt=max(5.0, sheet.width * 0.2),
        )
    )
    return shapes


def sheet_frame(sheet: Sheet, card: Card) -> list[Shape]:
    """A large sheet (mat, overview): paper, a border in the card's colour, the name in a band at the top."""
    accent = sheet.accent(card)
    style = sheet.style
    border = sheet.trim.inset(PAD_MM - 1.0)
    return [
        bleed_fill(sheet, style.paper),
        Rect(border.x, border.y, border.w, border.h, stroke=accent, stroke_mm=1.0, radius_mm=2.0),
        *band(
            title_area(sheet),
            accent,
            f"{card.name} · {card.symbol}" if card.symbol else card.name,
            sheet.on(accent),
            size_pt=22,
        ),
        *footer(
            sheet,
            card,
            Box(border.x + 3, border.bottom - 6.0, border.w - 6, 4.0),
            mix(style.ink, style.paper, 0.35),
        ),
    ]


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
