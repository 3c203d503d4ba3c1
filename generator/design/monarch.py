"""Monarch: court cards, land improvements, unwanted guests, moons, banners, land boards and tokens.

Every market card has a stat row above its picture: the price on the left in round coins (gold, and
food for Bounty cards, side by side), the path's glyph in the middle (each path its own picture, so
paths never differ by colour alone), and on the right what the card gives in square plates (crowns,
or an improvement's food per harvest or gold per tax). Numbers come from the card data; the guest
penalty from the scoring module, so the card and the score can never disagree.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design import generic
from generator.design.card import CardBoxes, card_boxes, standard_card
from generator.design.parts import (
    band,
    caption,
    disc,
    footer,
    frame,
    picture,
    rules_box,
)
from generator.design.sheet import Box, Sheet, card_icon, kind_label
from generator.design.texts import CAPTION, VALUE
from generator.layout.shapes import Rect, Shape

RESOURCE_OF_LAND = {"farm": "food", "village": "gold"}
"""What a land produces: farms are harvested for food, villages taxed for gold."""
ACTION_OF_LAND = {"farm": "harvest", "village": "tax"}
"""The action that makes a land produce."""
LAND_OF_KIND = {"farm-improvement": "farm", "village-improvement": "village"}
"""Which land an improvement goes on."""
STAT_ROW_MM = 10.5
"""Height of the stat row at the top of a market card's picture window."""


def resource_color(sheet: Sheet, resource: str) -> str:
    """The colour of the resource's token in the data, or the game's secondary colour."""
    token = next((card for card in sheet.game.cards if card.extra.get("resource") == resource), None)
    return token.color if token and token.color else sheet.style.secondary


def price_coin(sheet: Sheet, resource: str, amount: int, cx: float, cy: float, size: float) -> list[Shape]:
    """A round price coin: the resource's icon small at the top, the amount large below it."""
    color = resource_color(sheet, resource)
    fill = sheet.paper if sheet.light else color
    ink = sheet.dark(color) if sheet.light else sheet.on(color)
    box = Box(cx - size / 2, cy - size / 2, size, size)
    return [
        disc(cx, cy, size, fill, sheet.dark(color)),
        picture(
            sheet.icon(resource),
            Box(box.x, box.y + size * 0.08, size, size * 0.36),
            sheet.art(color) if sheet.light else ink,
            role="",
        ),
        VALUE.at(
            Box(box.x + size * 0.15, box.y + size * 0.42, size * 0.7, size * 0.45),
            str(amount),
            ink,
            size_pt=size * 1.3,
            role="",
        ),
    ]


def plate(sheet: Sheet, box: Box, icon: str, value: str, color: str) -> list[Shape]:
    """A square plate: an icon and a value side by side (crowns, produce): never round like a price."""
    fill = sheet.paper if sheet.light else sheet.tint(color, 0.55)
    left, right = Box(box.x, box.y, box.h, box.h), Box(box.x + box.h * 0.92, box.y, box.w - box.h * 0.92, box.h)
    return [
        Rect(
            box.x, box.y, box.w, box.h, fill=fill, stroke=sheet.dark(color), stroke_mm=0.35, radius_mm=0.8, role="badge"
        ),
        picture(icon, left.inset(1.0), sheet.art(color), role=""),
        VALUE.at(right.inset(0.3, 0.8), value, sheet.ink, size_pt=13, role=""),
    ]


def path_glyph(sheet: Sheet, card: Card, box: Box) -> list[Shape]:
    """The card's path as its own glyph in a disc of the path's colour (nothing for cards of no path)."""
    path = card.extra.get("path", "none")
    if path == "none":
        return []
    accent = sheet.accent(card)
    size = box.h
    fill = sheet.paper if sheet.light else accent
    return [
        disc(box.cx, box.cy, size, fill, sheet.dark(accent)),
        picture(sheet.icon(path), box.square(0.7), sheet.art(accent) if sheet.light else sheet.on(accent), role=""),
    ]


def stat_row(
    sheet: Sheet, card: Card, art: Box, price: list[tuple[str, int]], gives: tuple[str, str, str] | None
) -> tuple[list[Shape], Box]:
    """The stat row across the top of ``art`` and the box left for the picture below it.

    ``price``: (resource, amount) coins from the left; ``gives``: (icon, value, colour) in a plate on the
    right, or None.
    """
    row = Box(art.x + 0.8, art.y + 0.8, art.w - 1.6, STAT_ROW_MM)
    size = row.h
    shapes: list[Shape] = []
    for index, (resource, amount) in enumerate(price):
        shapes += price_coin(sheet, resource, amount, row.x + size / 2 + index * (size + 1.0), row.cy, size)
    coins_end = row.x + len(price) * (size + 1.0)
    shapes += path_glyph(sheet, card, Box(max(row.cx - size / 2, coins_end + 0.8), row.y, size, size))
    if gives:
        icon, value, color = gives
        width = size * 0.92 + 1.0 + len(value) * 2.6 + 1.2
        shapes += plate(sheet, Box(row.right - width, row.y + 0.4, width, size - 0.8), icon, value, color)
    below = Box(art.x, row.bottom + 0.6, art.w, art.bottom - row.bottom - 0.6)
    return shapes, below


def market_card(
    sheet: Sheet,
    card: Card,
    *,
    price: list[tuple[str, int]],
    gives: tuple[str, str, str] | None,
    note: str = "",
    text: str | None = None,
    boxes: CardBoxes | None = None,
) -> list[Shape]:
    """A market card: stat row, the card's picture (and a one-line note under it), rules and footer."""
    boxes = boxes or card_boxes(sheet, card, min_art=0.42, max_art=0.5)
    accent = sheet.accent(card)
    shapes, below = stat_row(sheet, card, boxes.art, price, gives)
    if note:
        shapes.append(caption(Box(below.x, below.bottom - 3.8, below.w, 3.4), note, sheet.dark(accent)))
        below = Box(below.x, below.y, below.w, below.h - 4.0)
    shapes.append(picture(card_icon(sheet, card), below, sheet.art(accent), scale=0.9))
    path = card.extra.get("path", "none")
    words = [kind_label(sheet, card)] + ([card.symbol] if path != "none" or card.kind == "banner" else [])
    return standard_card(sheet, card, type_words=words, art=shapes, boxes=boxes, text=text)


def price_of(card: Card) -> list[tuple[str, int]]:
    """A card's price: gold, and food when it has a food cost."""
    food = card.extra.get("food_cost")
    return [("gold", card.extra["cost"])] + ([("food", food)] if food else [])


def crowns_value(card: Card) -> str:
    """Printed crowns, or "?" when they depend on other cards."""
    return "?" if card.extra.get("crowns") is None else str(card.extra["crowns"])


def court(sheet: Sheet, card: Card) -> list[Shape]:
    """A court card: price, path and crowns over its picture, the effect below."""
    gives = (sheet.icon("crowns"), crowns_value(card), sheet.style.secondary)
    return market_card(sheet, card, price=price_of(card), gives=gives)


def improvement(sheet: Sheet, card: Card) -> list[Shape]:
    """A land improvement: its price, and what the land it goes on then produces, and when."""
    land = LAND_OF_KIND[card.kind]
    resource = RESOURCE_OF_LAND[land]
    produces = str(card.extra["produces"])
    note = f"ON A {land.upper()}, PER {ACTION_OF_LAND[land].upper()}"  # the plate shows how much
    gives = (sheet.icon(resource), produces, resource_color(sheet, resource))
    return market_card(sheet, card, price=price_of(card), gives=gives, note=note)


def guest(sheet: Sheet, card: Card) -> list[Shape]:
    """An unwanted guest: its price, and the crown it costs the sister who receives it."""
    gives = (sheet.icon("crowns"), f"−{sheet.game.constants['guest_penalty']}", sheet.style.primary)
    return market_card(sheet, card, price=price_of(card), gives=gives)


def moon(sheet: Sheet, card: Card) -> list[Shape]:
    """A moon: its own picture, the event below."""
    return market_card(sheet, card, price=[], gives=None)


def banner(sheet: Sheet, card: Card) -> list[Shape]:
    """A banner: its crowns (once), its picture, when to take it and its ability."""
    gives = (sheet.icon("crowns"), str(card.extra["crowns"]), sheet.style.secondary)
    text = f"**Take it when:** {card.extra['requirement']}\n{card.extra['ability']}"
    return market_card(sheet, card, price=[], gives=gives, text=text)


def land(sheet: Sheet, card: Card) -> list[Shape]:
    """A land board, as tall as a card: on the left a card-sized place for improvements showing what the
    bare land produces; on the right the land's name and picture, which improvements never cover."""
    accent = sheet.accent(card)
    land_type = card.extra["land"]
    resource = RESOURCE_OF_LAND[land_type]
    card_w = sheet.game.deck(next(c.deck for c in sheet.game.cards if c.kind in LAND_OF_KIND)).format.width_mm
    shapes = frame(sheet, accent)
    area = sheet.content
    spot = Box(area.x, area.y, card_w - 2 * area.x, area.h)
    side = Box(spot.right + 2.0, area.y, area.right - spot.right - 2.0, area.h)
    produces = str(card.extra["produces"])
    shapes += [
        Rect(spot.x, spot.y, spot.w, spot.h, stroke=sheet.tint(accent, 0.3), stroke_mm=0.3, radius_mm=1.5),
        picture(sheet.icon(land_type), Box(spot.x, spot.y + 4.0, spot.w, spot.h * 0.36), sheet.tint(accent, 0.4)),
        *plate(
            sheet,
            Box(spot.cx - 11.0, spot.y + spot.h * 0.36 + 8.0, 22.0, 11.0),
            sheet.icon(resource),
            produces,
            resource_color(sheet, resource),
        ),
        caption(
            Box(spot.x + 1.0, spot.y + spot.h * 0.36 + 21.0, spot.w - 2.0, 4.0),
            f"PER {ACTION_OF_LAND[land_type].upper()}",  # the plate above shows how much
            sheet.dark(accent),
        ),
        Rect(spot.x, spot.y, spot.w, spot.h * 0.36 + 25.0, role="window"),  # picture, plate and caption
    ]
    shapes += rules_box(
        sheet, Box(spot.x + 1.0, spot.bottom - 24.0, spot.w - 2.0, 19.0), card.text, "", accent, size_pt=7.5
    )
    shapes += footer(sheet, card, Box(spot.x + 1.0, spot.bottom - 4.0, spot.w - 2.0, 3.4))
    shapes += band(sheet, Box(side.x, side.y, side.w, 9.0), accent, card.symbol, shape=sheet.style.title, size_pt=9)
    shapes.append(picture(card_icon(sheet, card), Box(side.x, side.y + 12.0, side.w, side.w), sheet.art(accent)))
    shapes.append(CAPTION.at(Box(side.x, side.y + 14.0 + side.w, side.w, 8.0), card.name.upper(), sheet.dark(accent)))
    return shapes


def token(sheet: Sheet, card: Card) -> list[Shape]:
    """A food or gold token: the resource's picture, its value when more than one, and its name."""
    accent = sheet.accent(card)
    value = card.extra["value"]
    if value == 1:
        return generic.token(
            sheet, card, picture(card_icon(sheet, card), generic.token_art(sheet), sheet.art(accent), scale=0.8)
        )
    inner = generic.token_inner(sheet)
    return generic.token(
        sheet,
        card,
        picture(card_icon(sheet, card), Box(inner.x, inner.y - 1.0, inner.w, inner.h * 0.38), sheet.art(accent)),
        VALUE.at(
            Box(inner.x, inner.y + inner.h * 0.3, inner.w, inner.h * 0.38), str(value), sheet.dark(accent), size_pt=16
        ),
    )


FRONTS = {
    "court": court,
    "farm-improvement": improvement,
    "village-improvement": improvement,
    "guest": guest,
    "moon": moon,
    "banner": banner,
    "land": land,
    "token": token,
}
"""The kinds this module draws."""
